/* pytest.c - pytest-benchmark's JSON (--benchmark-json, and its saved runs under
 * .benchmarks/) into the raw table.
 *
 * Each entry of "benchmarks" is one test, "test_sort[1000-quick]", with its `params`
 * ({"n": 1000, "algo": "quick"}), its `group`, its `extra_info` and its `stats`. Columns:
 *   test        the test function without its parameter id ("test_sort"): the group
 *   every key of params: hinted as scaling factors (a number there is a size or a count;
 *               text is a level)
 *   group       pytest-benchmark's group label: describes, not a parameter
 *   every key of extra_info: a metric (what a test records of itself), not a parameter
 *               unless a role option names it
 *   time_s      every round's time when the report keeps them (`stats.data`, with
 *               --benchmark-save-data), so their spread is the noise; else (or when a
 *               round is not a number) `stats.median`
 * Times are seconds; a round of 0 is kept (the dataset leaves it out and counts it).
 */
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_test[] = "a pytest-benchmark test without its parameters";
static const char S_why_param[] = "a pytest-benchmark parameter";

/* The columns every row of entry b shares, into row. */
static int S_columns(pm_jrow *c, pm_row *row, const json_t *b, const char *name, const char *where)
{
    char path[128];
    /* the test function without its parameter id: "test_x[4]" -> "test_x" */
    char *fn = pm_xstrndup(name, strcspn(name, "["));
    int rc = pm_jrow_text(c, row, "test", fn, PM_CELL_STRING, PM_HINT_GROUP, S_why_test, where);
    free(fn);
    const char *group = json_string_value(json_object_get(b, "group"));
    if (rc == 0 && group && group[0])
        rc = pm_jrow_text(c, row, "group", group, PM_CELL_STRING, PM_HINT_INFO,
                          "pytest-benchmark's group label", where);
    snprintf(path, sizeof path, "%s.params", where);
    if (rc == 0)
        rc =
            pm_jrow_params(c, row, json_object_get(b, "params"), path, PM_HINT_FACTOR, S_why_param);
    snprintf(path, sizeof path, "%s.extra_info", where);
    if (rc == 0)
        rc = pm_jrow_params(c, row, json_object_get(b, "extra_info"), path, PM_HINT_METRIC,
                            "pytest-benchmark's extra_info (what a test records of itself)");
    return rc;
}

static int S_body(pm_jrow *c, const json_t *root)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t i;
    const json_t *b;
    char where[64], path[128];
    json_array_foreach(list, i, b)
    {
        snprintf(where, sizeof where, "benchmarks[%zu]", i);
        if (!json_is_object(b))
            return pm_jrow_fail(c, where, "a benchmark must be an object");
        const char *name = json_string_value(json_object_get(b, "name"));
        if (name == NULL)
            return pm_jrow_fail(c, where, "missing \"name\"");
        const json_t *stats = json_object_get(b, "stats");
        const json_t *data = json_object_get(stats, "data");
        size_t n = json_array_size(data);
        double median = pm_jrow_time(json_object_get(stats, "median"));
        /* rounds with a text among them (a file cut down by hand) are no rounds: the median */
        for (size_t k = 0; k < n && !isnan(median); k++)
            if (!json_is_number(json_array_get(data, k)))
                n = 0;
        if (n == 0 && isnan(median)) {
            snprintf(path, sizeof path, "%s.stats", where);
            return pm_jrow_fail(c, path, "needs \"median\" or a \"data\" list of round times");
        }
        for (size_t k = 0; k < (n ? n : 1); k++) {
            double t = median;
            if (n) {
                t = pm_jrow_time(json_array_get(data, k));
                snprintf(path, sizeof path, "%s.stats.data[%zu]", where, k);
                if (isnan(t))
                    return pm_jrow_fail(c, path, "a round time must be a number, 0 or more");
            }
            pm_row *row = pm_jrow_add(c, where);
            if (row == NULL || S_columns(c, row, b, name, where) != 0 ||
                pm_jrow_num(c, row, "time_s", t, PM_HINT_NONE, NULL, where) != 0)
                return -1;
        }
    }
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    const json_t *root = in->json;
    json_t *b = json_object_get(root, "benchmarks");
    if (!json_is_array(b))
        return 0;
    if (json_object_get(root, "machine_info") || json_object_get(root, "commit_info"))
        return 1;
    /* a report cut down to its list: known by its first entry */
    return json_is_object(json_object_get(json_array_get(b, 0), "stats"));
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_jrow_read(t, in, S_body, err);
}

const pm_format_ops pm_format_pytest = {
    "pytest", "pytest-benchmark", "pytest-benchmark JSON", PM_SYNTAX_JSON, S_detect, S_read, NULL};
