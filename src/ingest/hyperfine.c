/* hyperfine.c - hyperfine's JSON export (--export-json) into the raw table.
 *
 * Each entry of "results" is one command with every run's time (`times`, seconds) and exit
 * code. A run with a non-zero exit code is left out and counted; every other run is a row:
 *   every key of `parameters` (a --parameter-scan or --parameter-list run: "threads": "4"):
 *               hinted as scaling factors
 *   command     the command, when it has no parameters: the group (each command its own)
 *   time_s      the run's time; `median` when there is no `times` list
 * A time of 0 is kept (the dataset leaves it out and counts it).
 */
#include "ingest/formats.h"
#include "ingest/jsonrow.h"

#include <math.h>
#include <stdio.h>

static int S_body(pm_jrow *c, const json_t *root)
{
    json_t *list = json_object_get(root, "results");
    size_t i;
    const json_t *r;
    char where[64], path[128];
    json_array_foreach(list, i, r)
    {
        snprintf(where, sizeof where, "results[%zu]", i);
        if (!json_is_object(r))
            return pm_jrow_fail(c, where, "a result must be an object");
        const json_t *params = json_object_get(r, "parameters");
        const json_t *times = json_object_get(r, "times");
        const json_t *codes = json_object_get(r, "exit_codes");
        size_t n = json_array_size(times);
        double single = pm_jrow_time(json_object_get(r, "median"));
        if (n == 0 && isnan(single))
            return pm_jrow_fail(c, where, "needs a \"times\" list or a \"median\"");
        for (size_t k = 0; k < (n ? n : 1); k++) {
            double t = n ? pm_jrow_time(json_array_get(times, k)) : single;
            if (isnan(t)) {
                snprintf(path, sizeof path, "%s.times[%zu]", where, k);
                return pm_jrow_fail(c, path, "a time must be a number, 0 or more");
            }
            const json_t *code = json_array_get(codes, k);
            if (json_is_integer(code) && json_integer_value(code) != 0) {
                c->t->excluded++;
                continue;
            }
            pm_row *row = pm_jrow_add(c, where);
            if (row == NULL)
                return -1;
            int rc;
            if (params && json_object_size(params) > 0) {
                snprintf(path, sizeof path, "%s.parameters", where);
                rc = pm_jrow_params(c, row, params, path, PM_HINT_FACTOR, "a hyperfine parameter");
            } else {
                const char *cmd = json_string_value(json_object_get(r, "command"));
                rc = pm_jrow_text(c, row, "command", cmd ? cmd : "", PM_CELL_STRING, PM_HINT_GROUP,
                                  "a hyperfine command", where);
            }
            if (rc != 0 || pm_jrow_num(c, row, "time_s", t, PM_HINT_NONE, NULL, where) != 0)
                return -1;
        }
    }
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    json_t *r = json_object_get(in->json, "results");
    return json_is_array(r) && json_array_size(r) > 0 &&
           json_object_get(json_array_get(r, 0), "command") != NULL;
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_jrow_read(t, in, S_body, err);
}

const pm_format_ops pm_format_hyperfine = {
    "hyperfine", NULL, "hyperfine JSON", PM_SYNTAX_JSON, S_detect, S_read, NULL};
