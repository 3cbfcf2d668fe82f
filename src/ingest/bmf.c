/* bmf.c - Bencher Metric Format JSON (what `bencher run` takes from any tool) into the raw table.
 *
 * A BMF file is one object: benchmark name -> measure name -> {"value": x, "lower_value": y,
 * "upper_value": z} (the bounds optional):
 *   {"sort/1024": {"latency": {"value": 3247.0, "lower_value": 3100.0, "upper_value": 3390.0}}}
 * Each benchmark is a row:
 *   benchmark   the name without its arguments (benchname.h, generic style: "sort" of
 *               "sort/1024", "sort[n=1024]"): the group
 *   arg0, n     its numeric and key=value parts: hinted as scaling factors
 *   time        the `latency` measure's value, in ns (time_unit): Bencher's latency is
 *               nanoseconds
 *   throughput  the `throughput` measure (operations per second): a metric beside a latency;
 *               without one it becomes the time, 1/throughput in s (noted once)
 *   every other measure (Bencher's built-in ones, file-size, build-time, instructions ..., and
 *               any named by the user): a column of its name, a metric
 * The bounds are statistics, not measurements: left out. A value of 0 is kept (the dataset
 * leaves a time of 0 out and counts it; a throughput of 0 is an error: it has no time per
 * operation); a negative or non-numeric one is an error at its JSON path
 * (["sort/1024"].latency.value).
 *
 * Detection: a non-empty object whose every value is a non-empty object of measures, each an
 * object with a numeric "value" and no keys but value, lower_value and upper_value. Other
 * JSON seldom has that shape; a report of another tool never does.
 */
#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "util/text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char S_why_family[] = "a Bencher benchmark name without its arguments";
static const char S_why_arg[] = "an argument in a Bencher benchmark name";
static const char S_why_measure[] = "a Bencher measure other than latency";

/* The columns this reader fills itself: no argument of a name may take one of them. */
static const char *const S_reserved[] = {"benchmark", "time", "time_unit", "throughput", NULL};

/* 1 when m is one measure: {"value": number[, "lower_value": .., "upper_value": ..]}. */
static int S_measure(const json_t *m)
{
    if (!json_is_object(m) || !json_is_number(json_object_get(m, "value")))
        return 0;
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)m, key, v)
    {
        if (strcmp(key, "value") != 0 && strcmp(key, "lower_value") != 0 &&
            strcmp(key, "upper_value") != 0)
            return 0;
    }
    return 1;
}

/* The path of a measure's value: ["name"].measure.value, the name cut to fit. */
static void S_path(char *out, size_t size, const char *name, const char *measure)
{
    snprintf(out, size, "[\"%.60s\"].%.40s.value", name, measure);
}

/* The family and arguments of name as cells of row. */
static int S_name(pm_jrow *c, pm_row *row, const char *name, const char *where)
{
    pm_benchname bn;
    pm_benchname_split(name, PM_BENCHNAME_GENERIC, &bn);
    int rc = pm_jrow_benchname(c, row, &bn, S_reserved, S_why_family, S_why_arg, where);
    pm_benchname_free(&bn);
    return rc;
}

static int S_body(pm_jrow *c, const json_t *root)
{
    int noted = 0;
    char where[160];
    const char *name;
    json_t *measures;
    json_object_foreach((json_t *)root, name, measures)
    {
        snprintf(where, sizeof where, "[\"%.60s\"]", name);
        if (name[0] == '\0')
            return pm_jrow_fail(c, where, "a benchmark without a name");
        if (!json_is_object(measures) || json_object_size(measures) == 0)
            return pm_jrow_fail(c, where, "a benchmark must be an object of measures");
        const json_t *lat = json_object_get(measures, "latency");
        const json_t *tput = json_object_get(measures, "throughput");
        pm_row *row = pm_jrow_add(c, where);
        if (row == NULL || S_name(c, row, name, where) != 0)
            return -1;
        const char *measure;
        json_t *m;
        json_object_foreach(measures, measure, m)
        {
            char path[160];
            S_path(path, sizeof path, name, measure);
            if (!json_is_object(m))
                return pm_jrow_fail(c, path, "a measure must be an object with a \"value\"");
            double x = pm_jrow_time(json_object_get(m, "value"));
            if (isnan(x))
                return pm_jrow_fail(c, path, "a measure's value must be a number, 0 or more");
            int rc;
            if (m == lat) {
                rc = pm_jrow_num(c, row, "time", x, PM_HINT_NONE, NULL, path);
                if (rc == 0)
                    rc = pm_jrow_text(c, row, "time_unit", "ns", PM_CELL_STRING, PM_HINT_NONE, NULL,
                                      path);
            } else if (m == tput && lat == NULL) {
                if (x == 0.0)
                    return pm_jrow_fail(c, path, "a throughput of 0 has no time per operation");
                rc = pm_jrow_num(c, row, "time", 1.0 / x, PM_HINT_NONE, NULL, path);
                if (rc == 0)
                    rc = pm_jrow_text(c, row, "time_unit", "s", PM_CELL_STRING, PM_HINT_NONE, NULL,
                                      path);
                if (rc == 0 && !noted) {
                    noted = 1;
                    pm_table_note(c->t,
                                  "%s: a throughput without a latency (operations per second) "
                                  "is read as the time per operation, 1/throughput in s",
                                  c->file);
                }
            } else {
                const char *const *r = S_reserved;
                while (*r && strcmp(*r, measure) != 0)
                    r++;
                size_t col = pm_table_find(c->t, measure);
                if (measure[0] == '\0' || (*r && m != tput) ||
                    (col != (size_t)-1 && (c->t->hint[col] == PM_HINT_FACTOR ||
                                           pm_table_cell(c->t, row, col).kind != PM_CELL_MISSING)))
                    return pm_jrow_fail(c, path,
                                        "a measure without a name, or named like another "
                                        "column of the benchmark");
                rc = pm_jrow_num(c, row, measure, x, PM_HINT_METRIC, S_why_measure, path);
            }
            if (rc != 0)
                return -1;
        }
    }
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    const json_t *root = in->json;
    if (!json_is_object(root) || json_object_size(root) == 0)
        return 0;
    const char *name;
    json_t *measures;
    json_object_foreach((json_t *)root, name, measures)
    {
        if (!json_is_object(measures) || json_object_size(measures) == 0)
            return 0;
        const char *measure;
        json_t *m;
        json_object_foreach(measures, measure, m)
        {
            if (!S_measure(m))
                return 0;
        }
    }
    return 1;
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    if (!json_is_object(in->json))
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "not Bencher Metric Format: a BMF file is one object of benchmarks");
    return pm_jrow_read(t, in, S_body, err);
}

const pm_format_ops pm_format_bmf = {
    "bmf", "bencher", "Bencher Metric Format JSON", PM_SYNTAX_JSON, S_detect, S_read, NULL};
