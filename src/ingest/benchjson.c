/* benchjson.c - Google Benchmark, pytest-benchmark and hyperfine JSON into the raw table. */
#include "ingest/benchjson.h"

#include "ingest/limits.h"
#include "util/buf.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

pm_bench_kind pm_bench_detect(const json_t *root)
{
    if (!json_is_object(root))
        return PM_BENCH_NONE;
    json_t *b = json_object_get(root, "benchmarks");
    if (json_is_array(b)) {
        if (json_object_get(root, "context"))
            return PM_BENCH_GBENCH;
        if (json_object_get(root, "machine_info") || json_object_get(root, "commit_info"))
            return PM_BENCH_PYTEST;
        /* a report cut down to its list (no "context"): known by its first entry */
        const json_t *first = json_array_get(b, 0);
        if (json_object_get(first, "real_time") && json_object_get(first, "time_unit"))
            return PM_BENCH_GBENCH;
        if (json_is_object(json_object_get(first, "stats")))
            return PM_BENCH_PYTEST;
    }
    json_t *r = json_object_get(root, "results");
    if (json_is_array(r) && json_array_size(r) > 0 &&
        json_object_get(json_array_get(r, 0), "command"))
        return PM_BENCH_HYPERFINE;
    return PM_BENCH_NONE;
}

typedef struct S_ctx {
    pm_table *t;
    const char *file;
    pm_error *err;
} S_ctx;

static int S_fail(S_ctx *c, const char *where, const char *msg)
{
    pm_error_set(c->err, PM_ERR_INPUT, c->file, 0, "%s", msg);
    /* the path is built from the report's keys: escape what would break the line */
    if (c->err)
        pm_text_escape(c->err->where, sizeof c->err->where, where);
    return -1;
}

static void S_text(S_ctx *c, pm_row *row, const char *col, const char *v, pm_cell_kind kind)
{
    size_t k = pm_table_column(c->t, col, c->file, 0);
    pm_table_set(c->t, row, k, v, strlen(v), kind);
}

static void S_num(S_ctx *c, pm_row *row, const char *col, double v)
{
    char s[40];
    snprintf(s, sizeof s, "%.17g", v);
    S_text(c, row, col, s, PM_CELL_NUMBER);
}

/* Room for column col: 0, or -1 with the error set when it would be one too many. */
static int S_room(S_ctx *c, const char *col, const char *where)
{
    if (c->t->ncols >= PM_MAX_COLUMNS && pm_table_find(c->t, col) == (size_t)-1)
        return S_fail(c, where, "more than " PM_MAX_COLUMNS_STR " columns");
    return 0;
}

/* A scalar JSON value as a cell; nested values are an error. */
static int S_value(S_ctx *c, pm_row *row, const char *col, const json_t *v, const char *where)
{
    if (S_room(c, col, where) != 0)
        return -1;
    switch (json_typeof(v)) {
    case JSON_STRING:
        if (json_string_length(v) > 0)
            S_text(c, row, col, json_string_value(v), PM_CELL_STRING);
        return 0;
    case JSON_INTEGER:
    case JSON_REAL: S_num(c, row, col, json_number_value(v)); return 0;
    case JSON_TRUE:
    case JSON_FALSE:
        S_text(c, row, col, json_is_true(v) ? "true" : "false", PM_CELL_BOOL);
        return 0;
    case JSON_NULL: return 0;
    default: return S_fail(c, where, "expected a number or a string, not an object or array");
    }
}

/* Every key of a parameter object as a column. */
static int S_params(S_ctx *c, pm_row *row, const json_t *obj, const char *path)
{
    if (obj == NULL || json_is_null(obj))
        return 0;
    if (!json_is_object(obj))
        return S_fail(c, path, "expected an object of parameters");
    const char *key;
    json_t *v;
    char where[128];
    json_object_foreach((json_t *)obj, key, v)
    {
        snprintf(where, sizeof where, "%s.%s", path, key);
        if (key[0] == '\0')
            return S_fail(c, where, "empty parameter name");
        if (S_value(c, row, key, v, where) != 0)
            return -1;
    }
    return 0;
}

static double S_positive(const json_t *v)
{
    double x = json_is_number(v) ? json_number_value(v) : NAN;
    return isfinite(x) && x > 0 ? x : NAN;
}

/* ---- Google Benchmark ---- */

/* Split "BM_Train/gpus:4/batch_size:64/real_time" into the family and parameters. */
static int S_gbench_name(S_ctx *c, pm_row *row, const char *name, const char *where)
{
    char *copy = pm_xstrdup(name), *save = NULL;
    int arg = 0, rc = 0;
    for (char *part = strtok_r(copy, "/", &save); part && rc == 0;
         part = strtok_r(NULL, "/", &save)) {
        if (part == copy) {
            S_text(c, row, "benchmark", part, PM_CELL_STRING);
            continue;
        }
        char *colon = strchr(part, ':');
        if (colon) {
            *colon = '\0';
            /* run options, not parameters of the workload */
            if (strcmp(part, "repeats") == 0 || strcmp(part, "min_time") == 0 ||
                strcmp(part, "min_warmup_time") == 0 || strcmp(part, "iterations") == 0)
                continue;
            if (part[0] == '\0') {
                rc = S_fail(c, where, "empty parameter name in the benchmark name");
                break;
            }
            if ((rc = S_room(c, part, where)) != 0)
                break;
            S_text(c, row, part, colon + 1, PM_CELL_TEXT);
        } else if (strcmp(part, "real_time") == 0 || strcmp(part, "manual_time") == 0 ||
                   strcmp(part, "process_time") == 0) {
            continue;
        } else {
            char col[16];
            snprintf(col, sizeof col, "arg%d", arg++);
            if ((rc = S_room(c, col, where)) != 0)
                break;
            S_text(c, row, col, part, PM_CELL_TEXT);
        }
    }
    free(copy);
    return rc;
}

static int S_gbench(S_ctx *c, const json_t *root)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t i;
    /* pass 0: raw rows; pass 1: aggregates of runs that have none */
    const json_t *b;
    char where[64];
    for (int pass = 0; pass < 2; pass++) {
        json_array_foreach(list, i, b)
        {
            snprintf(where, sizeof where, "benchmarks[%zu]", i);
            if (!json_is_object(b))
                return S_fail(c, where, "a benchmark must be an object");
            const char *type = json_string_value(json_object_get(b, "run_type"));
            int aggregate = type && strcmp(type, "aggregate") == 0;
            if (pass == 0 && aggregate)
                continue;
            if (pass == 1) {
                if (!aggregate)
                    continue;
                /* only for runs that have no raw rows; the median, else the mean */
                const char *run = json_string_value(json_object_get(b, "run_name"));
                const char *agg = json_string_value(json_object_get(b, "aggregate_name"));
                int has_raw = 0, has_median = 0;
                size_t k;
                const json_t *o;
                json_array_foreach(list, k, o)
                {
                    const char *ot = json_string_value(json_object_get(o, "run_type"));
                    const char *orun = json_string_value(json_object_get(o, "run_name"));
                    const char *oagg = json_string_value(json_object_get(o, "aggregate_name"));
                    if (run && orun && strcmp(run, orun) == 0) {
                        has_raw |= !(ot && strcmp(ot, "aggregate") == 0);
                        has_median |= oagg && strcmp(oagg, "median") == 0;
                    }
                }
                if (has_raw || agg == NULL ||
                    !(strcmp(agg, "median") == 0 || (!has_median && strcmp(agg, "mean") == 0)))
                    continue;
            }
            if (json_is_true(json_object_get(b, "error_occurred"))) {
                c->t->excluded++;
                continue;
            }
            const char *name = json_string_value(json_object_get(b, pass ? "run_name" : "name"));
            if (name == NULL)
                name = json_string_value(json_object_get(b, "name"));
            if (name == NULL || name[0] == '\0')
                return S_fail(c, where, "missing \"name\"");
            double t = S_positive(json_object_get(b, "real_time"));
            if (isnan(t))
                return S_fail(c, where, "\"real_time\" must be a positive number");
            const char *unit = json_string_value(json_object_get(b, "time_unit"));
            if (c->t->nrows >= PM_MAX_ROWS)
                return S_fail(c, where, "more than " PM_MAX_ROWS_STR " rows");
            pm_row *row = pm_table_add_row(c->t, c->file, 0, c->t->ncols);
            if (S_gbench_name(c, row, name, where) != 0)
                return -1;
            /* the threads field, unless the name already gave a threads parameter */
            json_t *threads = json_object_get(b, "threads");
            size_t tc = pm_table_find(c->t, "threads");
            if (json_is_integer(threads) &&
                (tc == (size_t)-1 || pm_table_cell(c->t, row, tc).kind == PM_CELL_MISSING))
                S_num(c, row, "threads", json_number_value(threads));
            S_num(c, row, "real_time", t);
            S_text(c, row, "time_unit", unit ? unit : "ns", PM_CELL_STRING);
            /* throughput counters, for --target items_per_second */
            static const char *const rates[] = {"items_per_second", "bytes_per_second"};
            for (size_t k = 0; k < sizeof rates / sizeof rates[0]; k++) {
                const json_t *rv = json_object_get(b, rates[k]);
                if (json_is_number(rv))
                    S_num(c, row, rates[k], json_number_value(rv));
            }
        }
    }
    return 0;
}

/* ---- pytest-benchmark ---- */

static int S_pytest(S_ctx *c, const json_t *root)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t i;
    const json_t *b;
    char where[64], path[128];
    json_array_foreach(list, i, b)
    {
        snprintf(where, sizeof where, "benchmarks[%zu]", i);
        if (!json_is_object(b))
            return S_fail(c, where, "a benchmark must be an object");
        const json_t *stats = json_object_get(b, "stats");
        double t = S_positive(json_object_get(stats, "median"));
        if (isnan(t)) {
            const json_t *data = json_object_get(stats, "data");
            size_t n = json_array_size(data);
            if (n == 0) {
                snprintf(path, sizeof path, "%s.stats", where);
                return S_fail(c, path, "needs \"median\" or a \"data\" list of round times");
            }
            double *v = pm_xmalloc_array(n, sizeof *v);
            for (size_t k = 0; k < n; k++)
                if (isnan(v[k] = S_positive(json_array_get(data, k)))) {
                    free(v);
                    snprintf(path, sizeof path, "%s.stats.data[%zu]", where, k);
                    return S_fail(c, path, "a round time must be a positive number");
                }
            t = pm_median(v, n);
            free(v);
        }
        const char *name = json_string_value(json_object_get(b, "name"));
        if (name == NULL)
            return S_fail(c, where, "missing \"name\"");
        if (c->t->nrows >= PM_MAX_ROWS)
            return S_fail(c, where, "more than " PM_MAX_ROWS_STR " rows");
        pm_row *row = pm_table_add_row(c->t, c->file, 0, c->t->ncols);
        /* the test function without its parameter id: "test_x[4]" -> "test_x" */
        size_t len = strcspn(name, "[");
        char *fn = pm_xstrndup(name, len);
        S_text(c, row, "test", fn, PM_CELL_STRING);
        free(fn);
        const char *group = json_string_value(json_object_get(b, "group"));
        if (group)
            S_text(c, row, "group", group, PM_CELL_STRING);
        snprintf(path, sizeof path, "%s.params", where);
        if (S_params(c, row, json_object_get(b, "params"), path) != 0)
            return -1;
        snprintf(path, sizeof path, "%s.extra_info", where);
        if (S_params(c, row, json_object_get(b, "extra_info"), path) != 0)
            return -1;
        S_num(c, row, "time_s", t);
    }
    return 0;
}

/* ---- hyperfine ---- */

static int S_hyperfine(S_ctx *c, const json_t *root)
{
    json_t *list = json_object_get(root, "results");
    size_t i;
    const json_t *r;
    char where[64], path[128];
    json_array_foreach(list, i, r)
    {
        snprintf(where, sizeof where, "results[%zu]", i);
        if (!json_is_object(r))
            return S_fail(c, where, "a result must be an object");
        const json_t *params = json_object_get(r, "parameters");
        const json_t *times = json_object_get(r, "times");
        const json_t *codes = json_object_get(r, "exit_codes");
        size_t n = json_array_size(times);
        double single = S_positive(json_object_get(r, "median"));
        if (n == 0 && isnan(single))
            return S_fail(c, where, "needs a \"times\" list or a \"median\"");
        for (size_t k = 0; k < (n ? n : 1); k++) {
            double t = n ? S_positive(json_array_get(times, k)) : single;
            if (isnan(t)) {
                snprintf(path, sizeof path, "%s.times[%zu]", where, k);
                return S_fail(c, path, "a time must be a positive number");
            }
            const json_t *code = json_array_get(codes, k);
            if (json_is_integer(code) && json_integer_value(code) != 0) {
                c->t->excluded++;
                continue;
            }
            if (c->t->nrows >= PM_MAX_ROWS)
                return S_fail(c, where, "more than " PM_MAX_ROWS_STR " rows");
            pm_row *row = pm_table_add_row(c->t, c->file, 0, c->t->ncols);
            if (params && json_object_size(params) > 0) {
                snprintf(path, sizeof path, "%s.parameters", where);
                if (S_params(c, row, params, path) != 0)
                    return -1;
            } else {
                const char *cmd = json_string_value(json_object_get(r, "command"));
                S_text(c, row, "command", cmd ? cmd : "", PM_CELL_STRING);
            }
            S_num(c, row, "time_s", t);
        }
    }
    return 0;
}

int pm_bench_read(pm_table *t, const char *path, pm_bench_kind kind, const json_t *root,
                  pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    S_ctx c = {t, pm_arena_strdup(t->arena, path), err};
    int rc;
    switch (kind) {
    case PM_BENCH_GBENCH: rc = S_gbench(&c, root); break;
    case PM_BENCH_PYTEST: rc = S_pytest(&c, root); break;
    case PM_BENCH_HYPERFINE: rc = S_hyperfine(&c, root); break;
    default: rc = pm_error_set(err, PM_ERR_INPUT, path, 0, "not a known benchmark report"); break;
    }
    if (rc == 0 && t->nrows == mark.nrows)
        rc =
            pm_error_set(err, PM_ERR_INPUT, path, 0, "no measurements in the report (%zu left out)",
                         t->excluded - mark.excluded);
    return pm_table_end(t, mark, rc);
}
