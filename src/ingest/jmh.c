/* jmh.c - JMH's JSON results (-rf json, jmh-result.json) into the raw table.
 *
 * The report is a list of runs, one per benchmark method, mode and set of parameters:
 * {"benchmark": "org.x.SortBench.quickSort", "mode": "avgt", "threads": 1, "params":
 * {"size": "1000"}, "primaryMetric": {"score": .., "scoreUnit": "ns/op", "rawData": [[..]]},
 * "secondaryMetrics": {"·gc.alloc.rate": {..}}}. Columns:
 *   time        the time per operation (time_unit: the score unit's time, "ns" for "ns/op"),
 *               one row per measurement iteration of every fork (primaryMetric.rawData,
 *               forks x iterations): their spread is the noise. A throughput ("ops/s",
 *               mode thrpt) becomes time per operation, 1/rate, in the rate's unit ("ops/ms"
 *               gives ms), with a note. Mode "sample" keeps a histogram of sampled times per
 *               iteration (rawDataHistogram): each iteration's mean (what JMH's score
 *               averages) is its row. Mode "ss" (single shot) has one time per iteration,
 *               each a row: cold starts and all, as the user asked JMH to measure. A run with
 *               neither list gives its score, one row.
 *   benchmark   the benchmark without its package, "SortBench.quickSort" (the whole name
 *               when two in the file would be the same without it), with ":mode" after it
 *               when the file has the method in more than one mode (their times differ by
 *               design: never repeats of one another): the group
 *   every key of params: a number is hinted as a scaling factor, and so is one written with
 *               a decimal multiple ("1K", "10M", "2G": 1000, 10^7, 2*10^9, with a note);
 *               other text is text (a level)
 *   threads     the run's threads: a scaling factor
 *   mode        avgt, thrpt, sample or ss: describes the run
 *   every secondary metric (gc.alloc.rate, gc.count, ... without JMH's leading '·'): its
 *               value for the row's fork and iteration when its rawData has one there,
 *               else its score: metrics, never parameters
 * A time of 0 is kept (the dataset leaves it out and counts it); a negative or non-number
 * value, a throughput of 0 (no time per operation) or an unknown score unit is an error at
 * its JSON path.
 */
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a JMH benchmark name without its parameters";
static const char S_why_param[] = "a JMH parameter";
static const char S_why_metric[] = "a JMH secondary metric (a profiler's or a group's)";

/* The reader's own columns: a parameter of one of these names gets "_param" after it, a
 * secondary metric "_metric". */
static const char *const S_own[] = {"time", "time_unit", "benchmark", "threads", "mode"};

/* 1 when s is the name of one of the reader's own columns. */
static int S_own_name(const char *s)
{
    for (size_t i = 0; i < sizeof S_own / sizeof S_own[0]; i++)
        if (strcmp(s, S_own[i]) == 0)
            return 1;
    return 0;
}

/* ---- the score unit ---- */

/* What a score unit says: time per operation in unit (scale times the score), or a rate whose
 * inverse is time per operation in unit. */
typedef struct S_unit {
    const char *unit; /* "ns", "us", "ms", "s", "min", "h" */
    double scale;     /* the score (or its inverse) times this is in unit */
    int rate;         /* 1: operations per unit of time */
} S_unit;

/* JMH's time unit abbreviations (TimeValue): ns, us, ms, s, min, hr, day; µs as some tools
 * print it. */
static int S_time_unit(const char *s, size_t n, S_unit *u)
{
    static const struct {
        const char *name, *unit;
        double scale;
    } units[] = {{"ns", "ns", 1}, {"us", "us", 1}, {"\xc2\xb5s", "us", 1}, {"ms", "ms", 1},
                 {"s", "s", 1},   {"sec", "s", 1}, {"min", "min", 1},      {"hr", "h", 1},
                 {"h", "h", 1},   {"day", "h", 24}};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        if (strlen(units[i].name) == n && strncmp(s, units[i].name, n) == 0) {
            u->unit = units[i].unit;
            u->scale = units[i].scale;
            return 1;
        }
    return 0;
}

/* The score unit s ("ns/op", "ops/ms") into *u; 0 when it is neither form. */
static int S_score_unit(const char *s, S_unit *u)
{
    if (s == NULL)
        return 0;
    size_t n = strlen(s);
    if (n > 3 && strcmp(s + n - 3, "/op") == 0) {
        u->rate = 0;
        return S_time_unit(s, n - 3, u);
    }
    if (strncmp(s, "ops/", 4) == 0) {
        u->rate = 1;
        return S_time_unit(s + 4, n - 4, u);
    }
    return 0;
}

/* ---- families: short names, modes ---- */

typedef struct S_ent {
    const char *full;  /* the benchmark's name */
    const char *brief; /* the name without its package (a pointer into full) */
    const char *mode;  /* its mode ("" when none) */
    size_t index;      /* its entry in the report */
} S_ent;

/* qsort orders: by name then mode; by the name without its package then the name. */
static int S_by_full(const void *a, const void *b)
{
    const S_ent *x = a, *y = b;
    int r = strcmp(x->full, y->full);
    return r ? r : strcmp(x->mode, y->mode);
}

static int S_by_brief(const void *a, const void *b)
{
    const S_ent *x = a, *y = b;
    int r = strcmp(x->brief, y->brief);
    return r ? r : strcmp(x->full, y->full);
}

/* "org.x.SortBench.quickSort" -> "SortBench.quickSort": after the last dot but one. */
static const char *S_brief(const char *full)
{
    const char *last = strrchr(full, '.');
    if (last == NULL)
        return full;
    const char *p = last;
    while (p > full && p[-1] != '.')
        p--;
    return p > full ? p : full;
}

/* What the first pass found: per entry, whether its method is in several modes; whether the
 * names without their package collide. */
typedef struct S_names {
    unsigned char *mixed; /* per entry: 1 when its benchmark appears in another mode too */
    int whole;            /* 1: two benchmarks share a name without their package */
} S_names;

/* The first pass over the list: every entry has a name; which families need what. */
static int S_scan(pm_jrow *c, const json_t *list, S_names *out)
{
    size_t n = json_array_size(list);
    S_ent *e = pm_xmalloc_array(n ? n : 1, sizeof *e);
    out->mixed = pm_xcalloc(n ? n : 1, 1);
    out->whole = 0;
    char where[64];
    for (size_t i = 0; i < n; i++) {
        const json_t *b = json_array_get(list, i);
        snprintf(where, sizeof where, "[%zu]", i);
        if (!json_is_object(b)) {
            free(e);
            return pm_jrow_fail(c, where, "a benchmark run must be an object");
        }
        const char *full = json_string_value(json_object_get(b, "benchmark"));
        if (full == NULL || full[0] == '\0') {
            free(e);
            return pm_jrow_fail(c, where, "missing \"benchmark\"");
        }
        const char *mode = json_string_value(json_object_get(b, "mode"));
        e[i] = (S_ent){full, S_brief(full), mode ? mode : "", i};
    }
    qsort(e, n, sizeof *e, S_by_full);
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        int modes = 0;
        while (j < n && strcmp(e[j].full, e[i].full) == 0) {
            modes |= strcmp(e[j].mode, e[i].mode) != 0;
            j++;
        }
        for (size_t k = i; k < j; k++)
            out->mixed[e[k].index] = (unsigned char)modes;
        i = j;
    }
    qsort(e, n, sizeof *e, S_by_brief);
    for (size_t i = 1; i < n && !out->whole; i++)
        out->whole = strcmp(e[i].brief, e[i - 1].brief) == 0 && strcmp(e[i].full, e[i - 1].full);
    free(e);
    return 0;
}

/* ---- rows ---- */

/* One run of the report, as every row of it shares it. */
typedef struct S_run {
    const json_t *b; /* the entry */
    char *family;    /* its group (malloc'd) */
    S_unit unit;     /* its score unit */
    int *suffixed;   /* set to 1 when a parameter was written 1K, 10M, ... (for the note) */
} S_run;

/* A parameter written with a decimal multiple, "1K", "10M", "2G" (JMH's @Param values are
 * text, and sizes are often written so), as a number into *x; 0 when s is not one. */
static int S_multiple(const char *s, double *x)
{
    size_t n = strlen(s);
    if (n < 2 || n > 30)
        return 0;
    static const struct {
        char c;
        double mult;
    } m[] = {{'K', 1e3}, {'k', 1e3}, {'M', 1e6}, {'G', 1e9}};
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++) {
        if (s[n - 1] != m[i].c)
            continue;
        char num[32];
        memcpy(num, s, n - 1);
        num[n - 1] = '\0';
        double v;
        if (!pm_text_number(num, &v) || v < 0)
            return 0;
        *x = v * m[i].mult;
        return 1;
    }
    return 0;
}

/* The value of metric m for fork f, iteration k when its rawData (forks x iterations, as the
 * primary metric's) has one there (f (size_t)-1: a row of the score, none has); else its
 * score; NAN when it has neither. */
static double S_metric_value(const json_t *m, size_t f, size_t k)
{
    const json_t *v = json_array_get(json_array_get(json_object_get(m, "rawData"), f), k);
    if (!json_is_number(v))
        v = json_object_get(m, "score");
    return json_is_number(v) ? json_number_value(v) : NAN;
}

/* One row of run r with time t (fork f, iteration k; (size_t)-1 for a score). */
static int S_row(pm_jrow *c, const S_run *r, double t, size_t f, size_t k, const char *where)
{
    char col[256];
    pm_row *row = pm_jrow_add(c, where);
    /* the time first: a column made earlier is found first when the roles look for a time */
    if (row == NULL || pm_jrow_num(c, row, "time", t, PM_HINT_NONE, NULL, where) != 0 ||
        pm_jrow_text(c, row, "time_unit", r->unit.unit, PM_CELL_STRING, PM_HINT_NONE, NULL,
                     where) != 0 ||
        pm_jrow_text(c, row, "benchmark", r->family, PM_CELL_STRING, PM_HINT_GROUP, S_why_family,
                     where) != 0)
        return -1;
    const json_t *params = json_object_get(r->b, "params");
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)params, key, v)
    {
        const char *name = key;
        if (S_own_name(key)) {
            snprintf(col, sizeof col, "%s_param", key);
            name = col;
        }
        const char *s = json_string_value(v);
        double x;
        int rc;
        if (json_is_number(v))
            rc =
                pm_jrow_num(c, row, name, json_number_value(v), PM_HINT_FACTOR, S_why_param, where);
        else if (s && pm_text_number(s, &x))
            rc = pm_jrow_text(c, row, name, s, PM_CELL_TEXT, PM_HINT_FACTOR, S_why_param, where);
        else if (s && S_multiple(s, &x)) {
            *r->suffixed = 1;
            rc = pm_jrow_num(c, row, name, x, PM_HINT_FACTOR, S_why_param, where);
        } else
            rc = pm_jrow_value(c, row, name, v, PM_HINT_NONE, NULL, where);
        if (rc != 0)
            return -1;
    }
    const json_t *threads = json_object_get(r->b, "threads");
    if (json_is_integer(threads) && pm_jrow_num(c, row, "threads", json_number_value(threads),
                                                PM_HINT_FACTOR, "JMH's threads", where) != 0)
        return -1;
    const char *mode = json_string_value(json_object_get(r->b, "mode"));
    if (mode && mode[0] &&
        pm_jrow_text(c, row, "mode", mode, PM_CELL_STRING, PM_HINT_INFO, "JMH's benchmark mode",
                     where) != 0)
        return -1;
    json_object_foreach(json_object_get(r->b, "secondaryMetrics"), key, v)
    {
        double m = S_metric_value(v, f, k);
        /* JMH puts a middle dot (U+00B7) before a profiler's metrics: "·gc.alloc.rate" */
        const char *name = strncmp(key, "\xc2\xb7", 2) == 0 ? key + 2 : key;
        if (isnan(m) || name[0] == '\0')
            continue;
        if (S_own_name(name) || json_object_get(params, name)) {
            snprintf(col, sizeof col, "%s_metric", name);
            name = col;
        }
        if (pm_jrow_num(c, row, name, m, PM_HINT_METRIC, S_why_metric, where) != 0)
            return -1;
    }
    return 0;
}

/* A score or a raw value x at path as time per operation into *t. */
static int S_time(pm_jrow *c, const S_unit *u, const json_t *x, const char *path, double *t)
{
    double v = pm_jrow_time(x);
    if (isnan(v))
        return pm_jrow_fail(c, path, "a score must be a number, 0 or more");
    if (u->rate && v == 0)
        return pm_jrow_fail(c, path, "a throughput of 0 has no time per operation");
    *t = (u->rate ? 1.0 / v : v) * u->scale;
    return 0;
}

/* The mean of one iteration's histogram [[value, count], ...] at path into *t; 0 with *t NAN
 * when it holds no sample. */
static int S_histogram(pm_jrow *c, const json_t *h, const char *path, double *t)
{
    double sum = 0, n = 0;
    size_t i;
    const json_t *pair;
    char p[240];
    json_array_foreach(h, i, pair)
    {
        double v = pm_jrow_time(json_array_get(pair, 0));
        double w = pm_jrow_time(json_array_get(pair, 1));
        if (isnan(v) || isnan(w)) {
            snprintf(p, sizeof p, "%s[%zu]", path, i);
            return pm_jrow_fail(c, p, "a histogram entry must be [time, count], both 0 or more");
        }
        sum += v * w;
        n += w;
    }
    *t = n > 0 ? sum / n : NAN;
    return 0;
}

/* The rows of run r at where: its raw values, its histograms' means, or its score. */
static int S_rows(pm_jrow *c, const S_run *r, const char *where)
{
    const json_t *pm = json_object_get(r->b, "primaryMetric");
    const json_t *raw = json_object_get(pm, "rawData");
    const json_t *hist = json_object_get(pm, "rawDataHistogram");
    char path[200];
    size_t f, k, nrows = 0;
    const json_t *fork, *x;
    double t = NAN; /* -O3 cannot see that S_time and S_histogram always set it */
    json_array_foreach(raw, f, fork)
    {
        json_array_foreach(fork, k, x)
        {
            snprintf(path, sizeof path, "%s.primaryMetric.rawData[%zu][%zu]", where, f, k);
            if (S_time(c, &r->unit, x, path, &t) != 0 || S_row(c, r, t, f, k, where) != 0)
                return -1;
            nrows++;
        }
    }
    if (nrows == 0) {
        json_array_foreach(hist, f, fork)
        {
            json_array_foreach(fork, k, x)
            {
                snprintf(path, sizeof path, "%s.primaryMetric.rawDataHistogram[%zu][%zu]", where, f,
                         k);
                if (S_histogram(c, x, path, &t) != 0)
                    return -1;
                if (isnan(t))
                    continue;
                /* a sampled time is per operation already; a rate has no histogram */
                t = r->unit.rate ? (t > 0 ? 1.0 / t : NAN) : t;
                if (isnan(t))
                    return pm_jrow_fail(c, path, "a throughput of 0 has no time per operation");
                if (S_row(c, r, t * r->unit.scale, f, k, where) != 0)
                    return -1;
                nrows++;
            }
        }
    }
    if (nrows > 0)
        return 0;
    snprintf(path, sizeof path, "%s.primaryMetric.score", where);
    if (S_time(c, &r->unit, json_object_get(pm, "score"), path, &t) != 0)
        return -1;
    return S_row(c, r, t, (size_t)-1, (size_t)-1, where);
}

/* Every run of the report root (a list): its rows; notes for rates and multiples. */
static int S_body(pm_jrow *c, const json_t *root)
{
    if (!json_is_array(root))
        return pm_jrow_fail(c, "", "expected a list of benchmark runs");
    S_names names;
    if (S_scan(c, root, &names) != 0) {
        free(names.mixed);
        return -1;
    }
    size_t i;
    const json_t *b;
    char where[64], path[128];
    int rc = 0, rates = 0, suffixed = 0;
    const char *rate_unit = NULL;
    json_array_foreach(root, i, b)
    {
        snprintf(where, sizeof where, "[%zu]", i);
        const json_t *pm = json_object_get(b, "primaryMetric");
        if (!json_is_object(pm)) {
            rc = pm_jrow_fail(c, where, "missing \"primaryMetric\"");
            break;
        }
        const json_t *params = json_object_get(b, "params");
        if (params && !json_is_null(params) && !json_is_object(params)) {
            snprintf(path, sizeof path, "%s.params", where);
            rc = pm_jrow_fail(c, path, "expected an object of parameters");
            break;
        }
        S_run r = {b, NULL, {NULL, 1, 0}, &suffixed};
        const char *unit = json_string_value(json_object_get(pm, "scoreUnit"));
        if (!S_score_unit(unit, &r.unit)) {
            snprintf(path, sizeof path, "%s.primaryMetric.scoreUnit", where);
            rc = pm_jrow_fail(c, path,
                              "expected a time per operation (\"ns/op\", \"ms/op\", ...) or "
                              "operations per time (\"ops/s\", ...)");
            break;
        }
        if (r.unit.rate && !rates) {
            rates = 1;
            rate_unit = unit;
        }
        const char *full = json_string_value(json_object_get(b, "benchmark"));
        const char *fam = names.whole ? full : S_brief(full);
        const char *mode = json_string_value(json_object_get(b, "mode"));
        size_t len = strlen(fam) + (mode ? strlen(mode) : 0) + 2;
        r.family = pm_xmalloc(len);
        snprintf(r.family, len, "%s%s%s", fam, names.mixed[i] && mode ? ":" : "",
                 names.mixed[i] && mode ? mode : "");
        rc = S_rows(c, &r, where);
        free(r.family);
        if (rc != 0)
            break;
    }
    free(names.mixed);
    if (rc == 0 && suffixed)
        pm_table_note(c->t,
                      "%s: JMH parameters written with K, M or G (1K, 10M) read as thousands, "
                      "millions, billions",
                      c->file);
    if (rc == 0 && rates)
        pm_table_note(c->t,
                      "%s: JMH throughputs (%s) read as time per operation (1/score, in the "
                      "rate's time unit)",
                      c->file, rate_unit);
    return rc;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    const json_t *first = json_array_get(in->json, 0);
    if (!json_is_object(first))
        return 0;
    if (json_object_get(first, "jmhVersion"))
        return 1;
    /* reports of JMH before 1.19 have no version: its other keys together */
    return json_is_string(json_object_get(first, "benchmark")) &&
           json_is_string(json_object_get(first, "mode")) &&
           json_is_object(json_object_get(first, "primaryMetric"));
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_jrow_read(t, in, S_body, err);
}

const pm_format_ops pm_format_jmh = {"jmh",  NULL, "JMH JSON (-rf json)", PM_SYNTAX_JSON, S_detect,
                                     S_read, NULL};
