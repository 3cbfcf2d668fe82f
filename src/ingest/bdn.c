/* bdn.c - BenchmarkDotNet's JSON exporter (*-report-full.json, *-report-brief.json,
 * *-report-full-compressed.json) into the raw table.
 *
 * Each entry of "Benchmarks" is one benchmark case: a method of a class ("Type":
 * "SortBench", "Method": "QuickSort") run by one job with one set of parameters
 * ("Parameters": "N=1000&Kind=Random"), with its "Statistics" (times in nanoseconds per
 * operation), its "Memory" (with the MemoryDiagnoser), its "Measurements" (every iteration of
 * every stage; not in the brief export) and its "Metrics" (diagnosers' columns). Columns:
 *   time        nanoseconds per operation (time_unit "ns"), one row per measured iteration:
 *               Statistics.OriginalValues (BenchmarkDotNet's own per-iteration values, the
 *               workload less the overhead it measured, before outliers are removed) when the
 *               report has them; else the Workload/Result measurements, Nanoseconds /
 *               Operations (the same values, kept by the full export); else
 *               Statistics.Median, else Statistics.Mean, one row. The Workload/Actual
 *               measurements are not used: they include the harness's empty-loop overhead,
 *               a constant that would bend every fitted exponent toward 0.
 *   benchmark   Type.Method: the group (a family whose parameters vary)
 *   each parameter of Parameters (split on '&', then on the first '='): a number is hinted
 *               as a scaling factor; text ("Random", "True") stays text (a level)
 *   job         the job in DisplayInfo ("DefaultJob", "ShortRun(IterationCount=5, ...)"),
 *               no hint: one job is one value (nothing to fit); jobs that differ (runtimes
 *               compared) are levels, never repeats of one configuration
 *   os, processor, runtime  HostEnvironmentInfo: describe the run
 *   every number of Memory (BytesAllocatedPerOperation, Gen0Collections, ...) and every
 *               entry of Metrics by its Descriptor.Id (those Memory repeats left out):
 *               metrics, never parameters
 * A case whose Statistics is null and that has no Workload/Result measurement failed (the
 * summary's "NA"): it is left out and counted. A time of 0 is kept (the dataset leaves it
 * out and counts it); a negative or non-number one is an error at its JSON path.
 */
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a BenchmarkDotNet benchmark name without its parameters";
static const char S_why_param[] = "a BenchmarkDotNet parameter";
static const char S_why_host[] = "BenchmarkDotNet's host environment";
static const char S_why_memory[] = "a BenchmarkDotNet memory statistic";
static const char S_why_metric[] = "a BenchmarkDotNet diagnoser's metric";

/* The reader's own columns: a parameter of one of these names gets "_param" after it. */
static const char *const S_own[] = {"time", "time_unit", "benchmark", "job",
                                    "os",   "processor", "runtime"};

/* Metrics that repeat the Memory object's numbers under other names. */
static const char *const S_memory_metrics[] = {"Gen0Collects", "Gen1Collects", "Gen2Collects",
                                               "Allocated Memory"};

/* 1 when s is one of list[0..n). */
static int S_in(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0)
            return 1;
    return 0;
}

/* The columns of one case that every row of it shares. */
typedef struct S_case {
    const json_t *b; /* the entry */
    char *family;    /* Type.Method (malloc'd) */
    char *job;       /* the job's display text (malloc'd), NULL when DisplayInfo has none */
    char *params;    /* a copy of Parameters (malloc'd), "" when there are none */
} S_case;

/* Free what k owns (not k). */
static void S_case_free(S_case *k)
{
    free(k->family);
    free(k->job);
    free(k->params);
}

/* The job in DisplayInfo "Type.Method: Job(...) [N=1, K=x]": after the first ": ", without the
 * " [...]" of the parameters. NULL when there is none. */
static char *S_job(const char *display, int has_params)
{
    const char *p = display ? strstr(display, ": ") : NULL;
    if (p == NULL)
        return NULL;
    p += 2;
    size_t n = strlen(p);
    if (has_params && n > 0 && p[n - 1] == ']') {
        const char *open = NULL;
        for (const char *q = p; (q = strstr(q, " [")) != NULL; q++)
            open = q;
        if (open)
            n = (size_t)(open - p);
    }
    return n ? pm_xstrndup(p, n) : NULL;
}

/* One parameter name=value as a cell of row: a number hinted as a factor, text as text. */
static int S_param(pm_jrow *c, pm_row *row, const char *name, const char *value, const char *where)
{
    char col[256];
    if (S_in(name, S_own, sizeof S_own / sizeof S_own[0])) {
        snprintf(col, sizeof col, "%s_param", name);
        name = col;
    }
    double x;
    if (pm_text_number(value, &x))
        return pm_jrow_text(c, row, name, value, PM_CELL_TEXT, PM_HINT_FACTOR, S_why_param, where);
    return pm_jrow_text(c, row, name, value, PM_CELL_STRING, PM_HINT_NONE, NULL, where);
}

/* Parameters "N=1000&Kind=Random" as cells of row; an error at where when a part is not
 * name=value. */
static int S_params(pm_jrow *c, pm_row *row, const char *params, const char *where)
{
    const char *p = params;
    while (*p) {
        size_t n = strcspn(p, "&");
        const char *eq = memchr(p, '=', n);
        if (n > 0) {
            if (eq == NULL || eq == p)
                return pm_jrow_fail(c, where,
                                    "\"Parameters\" must be name=value pairs joined by '&'");
            char *name = pm_xstrndup(p, (size_t)(eq - p));
            char *value = pm_xstrndup(eq + 1, n - (size_t)(eq - p) - 1);
            int rc = S_param(c, row, name, value, where);
            free(name);
            free(value);
            if (rc != 0)
                return -1;
        }
        p += n;
        if (*p == '&')
            p++;
    }
    return 0;
}

/* The numbers of the object obj (Memory) as metric cells of row; null ones are left out. */
static int S_memory(pm_jrow *c, pm_row *row, const json_t *obj, const char *where)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)obj, key, v)
    {
        if (!json_is_number(v) || key[0] == '\0' ||
            S_in(key, S_own, sizeof S_own / sizeof S_own[0]))
            continue;
        if (pm_jrow_num(c, row, key, json_number_value(v), PM_HINT_METRIC, S_why_memory, where) !=
            0)
            return -1;
    }
    return 0;
}

/* The entries of Metrics [{"Value": 48, "Descriptor": {"Id": "..."}}] as metric cells of
 * row, by their Id; those that repeat Memory are left out. */
static int S_metrics(pm_jrow *c, pm_row *row, const json_t *list, const char *where)
{
    size_t i;
    const json_t *m;
    json_array_foreach(list, i, m)
    {
        const json_t *v = json_object_get(m, "Value");
        const char *id = json_string_value(json_object_get(json_object_get(m, "Descriptor"), "Id"));
        if (!json_is_number(v) || id == NULL || id[0] == '\0' ||
            S_in(id, S_memory_metrics, sizeof S_memory_metrics / sizeof S_memory_metrics[0]) ||
            S_in(id, S_own, sizeof S_own / sizeof S_own[0]))
            continue;
        if (pm_jrow_num(c, row, id, json_number_value(v), PM_HINT_METRIC, S_why_metric, where) != 0)
            return -1;
    }
    return 0;
}

/* One row of case k with the time t (ns per operation). */
static int S_row(pm_jrow *c, const S_case *k, const json_t *host, double t, const char *where)
{
    pm_row *row = pm_jrow_add(c, where);
    /* the time first: a column made earlier is found first when the roles look for a time */
    if (row == NULL || pm_jrow_num(c, row, "time", t, PM_HINT_NONE, NULL, where) != 0 ||
        pm_jrow_text(c, row, "time_unit", "ns", PM_CELL_STRING, PM_HINT_NONE, NULL, where) != 0 ||
        pm_jrow_text(c, row, "benchmark", k->family, PM_CELL_STRING, PM_HINT_GROUP, S_why_family,
                     where) != 0 ||
        S_params(c, row, k->params, where) != 0)
        return -1;
    if (k->job && pm_jrow_text(c, row, "job", k->job, PM_CELL_STRING, PM_HINT_NONE, NULL, where))
        return -1;
    static const char *const host_keys[][2] = {
        {"OsVersion", "os"}, {"ProcessorName", "processor"}, {"RuntimeVersion", "runtime"}};
    for (size_t i = 0; i < sizeof host_keys / sizeof host_keys[0]; i++) {
        const char *v = json_string_value(json_object_get(host, host_keys[i][0]));
        if (v && v[0] &&
            pm_jrow_text(c, row, host_keys[i][1], v, PM_CELL_STRING, PM_HINT_INFO, S_why_host,
                         where) != 0)
            return -1;
    }
    const json_t *memory = json_object_get(k->b, "Memory");
    if (json_is_object(memory) && S_memory(c, row, memory, where) != 0)
        return -1;
    const json_t *metrics = json_object_get(k->b, "Metrics");
    return json_is_array(metrics) ? S_metrics(c, row, metrics, where) : 0;
}

/* 1 when measurement m is of the Workload/Result stage. */
static int S_is_result(const json_t *m)
{
    const char *mode = json_string_value(json_object_get(m, "IterationMode"));
    const char *stage = json_string_value(json_object_get(m, "IterationStage"));
    return mode && stage && strcmp(mode, "Workload") == 0 && strcmp(stage, "Result") == 0;
}

/* The rows of case k: its iterations' values, else its median or mean. */
static int S_rows(pm_jrow *c, const S_case *k, const json_t *host, const char *where)
{
    char path[160];
    const json_t *stats = json_object_get(k->b, "Statistics");
    const json_t *orig = json_object_get(stats, "OriginalValues");
    if (json_array_size(orig) > 0) {
        size_t i;
        const json_t *v;
        json_array_foreach(orig, i, v)
        {
            double t = pm_jrow_time(v);
            if (isnan(t)) {
                snprintf(path, sizeof path, "%s.Statistics.OriginalValues[%zu]", where, i);
                return pm_jrow_fail(c, path, "a time must be a number, 0 or more");
            }
            if (S_row(c, k, host, t, where) != 0)
                return -1;
        }
        return 0;
    }
    const json_t *ms = json_object_get(k->b, "Measurements");
    size_t i, nresult = 0;
    const json_t *m;
    json_array_foreach(ms, i, m)
    {
        if (!S_is_result(m))
            continue;
        snprintf(path, sizeof path, "%s.Measurements[%zu]", where, i);
        double ns = pm_jrow_time(json_object_get(m, "Nanoseconds"));
        const json_t *ops = json_object_get(m, "Operations");
        if (isnan(ns))
            return pm_jrow_fail(c, path, "\"Nanoseconds\" must be a number, 0 or more");
        if (!json_is_number(ops) || !(json_number_value(ops) >= 1))
            return pm_jrow_fail(c, path, "\"Operations\" must be a number, 1 or more");
        if (S_row(c, k, host, ns / json_number_value(ops), where) != 0)
            return -1;
        nresult++;
    }
    if (nresult > 0)
        return 0;
    if (stats == NULL || json_is_null(stats)) { /* the case failed: "NA" in the summary */
        c->t->excluded++;
        return 0;
    }
    const char *key = json_object_get(stats, "Median") ? "Median" : "Mean";
    double t = pm_jrow_time(json_object_get(stats, key));
    if (isnan(t)) {
        snprintf(path, sizeof path, "%s.Statistics", where);
        return pm_jrow_fail(c, path,
                            "needs \"OriginalValues\", a \"Median\" or a \"Mean\" (a time, 0 or "
                            "more)");
    }
    return S_row(c, k, host, t, where);
}

/* Every case of the report root: its rows, or its count as failed. */
static int S_body(pm_jrow *c, const json_t *root)
{
    const json_t *list = json_object_get(root, "Benchmarks");
    const json_t *host = json_object_get(root, "HostEnvironmentInfo");
    if (!json_is_array(list))
        return pm_jrow_fail(c, "Benchmarks", "expected a list of benchmarks");
    size_t i;
    const json_t *b;
    char where[64];
    json_array_foreach(list, i, b)
    {
        snprintf(where, sizeof where, "Benchmarks[%zu]", i);
        if (!json_is_object(b))
            return pm_jrow_fail(c, where, "a benchmark must be an object");
        const char *type = json_string_value(json_object_get(b, "Type"));
        const char *method = json_string_value(json_object_get(b, "Method"));
        if (method == NULL || method[0] == '\0')
            return pm_jrow_fail(c, where, "missing \"Method\"");
        const json_t *pj = json_object_get(b, "Parameters");
        if (pj && !json_is_null(pj) && !json_is_string(pj))
            return pm_jrow_fail(c, where, "\"Parameters\" must be a string");
        const char *params = json_string_value(pj);
        S_case k = {b, NULL, NULL, pm_xstrdup(params ? params : "")};
        size_t nt = type ? strlen(type) : 0, nm = strlen(method);
        k.family = pm_xmalloc(nt + nm + 2);
        snprintf(k.family, nt + nm + 2, "%s%s%s", nt ? type : "", nt ? "." : "", method);
        k.job = S_job(json_string_value(json_object_get(b, "DisplayInfo")), k.params[0] != '\0');
        int rc = S_rows(c, &k, host, where);
        S_case_free(&k);
        if (rc != 0)
            return -1;
    }
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    const json_t *root = in->json;
    const json_t *list = json_object_get(root, "Benchmarks");
    if (!json_is_array(list))
        return 0;
    if (json_is_object(json_object_get(root, "HostEnvironmentInfo")))
        return 1;
    /* a report cut down to its list: known by its first entry */
    const json_t *first = json_array_get(list, 0);
    return json_object_get(first, "Method") != NULL && json_object_get(first, "Statistics") != NULL;
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_jrow_read(t, in, S_body, err);
}

const pm_format_ops pm_format_bdn = {
    "bdn", "benchmarkdotnet", "BenchmarkDotNet JSON", PM_SYNTAX_JSON, S_detect, S_read, NULL};
