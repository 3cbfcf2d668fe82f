/* datajs.c - github-action-benchmark's data.js (window.BENCHMARK_DATA = {...}): its entries
 * listed, and the newest of each suite (the input format) or any one entry read into the raw
 * table.
 *
 * Each bench of an entry is {name, value, unit, range, extra}, as the entry's `tool` wrote it
 * (github-action-benchmark's src/extract.ts). One row per bench, with the columns:
 *   suite       the suite (the action step's `name`): describes the run, not a parameter.
 *               When the input format reads several suites, each benchmark's name starts
 *               with its suite ("Linux/BM_Sort"): two suites may run the same benchmarks on
 *               different machines, and a group is one benchmark on one machine
 *   benchmark   the bench's name without its arguments (benchname.h), in the style of its
 *               tool: googlecpp as Google Benchmark ("BM_Sort/1024/threads:4"), go as go
 *               test (procs from `extra`'s "N procs", which the action took off the name;
 *               a " (package)" suffix stays in the family), pytest from the test after its
 *               file ("tests/b.py::test_sort[1000]": family "tests/b.py::test_sort",
 *               arg0 1000), jmh with its @Param values (" ( {"size":"1000"} )") as
 *               arguments, every other tool generic ("sort/n=1024", "fib(20)"); the group
 *   arg0, n ... the name's arguments: scaling factors
 *   threads     googlecpp's and jmh's `extra` "threads: T" when the name has none: a factor
 *   time        the value when its unit is a time, alone or per operation ("ns", "ns/iter",
 *               "us/op", "ms"), in time_unit (s, ms, us, ns, min, h); a rate ("ops/sec",
 *               "iter/sec", "ops/s", "MB/s") as the time of one (of what it counts): 1/value
 *               in its unit of time, with a note
 *   B/op, allocs/op, MB/s ...  go's further metrics of a benchmark (the action writes each
 *               as a bench "<name> - <unit>" after it): metrics of the benchmark's row
 * A bench whose unit is neither a time nor a rate (bytes, %, a score, cycles/iter) is left
 * out and counted, with a note naming the units, when other benches are times or rates;
 * when none is, every bench's value is the column `value` (hinted as the only metric, so it
 * is the target), with a note: pmreport then fits the exponent of that measure, and the
 * note says its units (which may differ from bench to bench) and when bigger is better.
 * googlecpp's aggregates (_mean, _median, _stddev, _cv; _BigO, _RMS), known by a
 * sibling _stddev (or _RMS), are left out when the repetitions are there; otherwise the
 * median (else the mean) stands for its run. `range` (the spread as text) is not read.
 * A time of 0 is kept (the dataset leaves it out and counts it); a value that is missing,
 * text, negative, or a rate of 0 is an error at its JSON path.
 */
#include "ingest/datajs.h"

#include "ingest/units.h"
#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the decoded file ---- */

typedef struct S_entry {
    pm_datajs_entry pub; /* what callers see; its time strings point into this struct */
    const json_t *json;  /* the entry object (owned by the root) */
    double date_ms;      /* `date` */
    char time[24];       /* pub.time */
    char ctime[24];      /* pub.commit_time when known */
} S_entry;

struct pm_datajs {
    json_t *root;         /* the decoded object */
    char *path;           /* the file's name in errors and rows (owned) */
    const char *repo_url; /* "repoUrl" (in root), or NULL */
    S_entry *e;           /* every entry, suites in the file's order */
    size_t n;             /* their count */
};

/* Record an input error at JSON path where (escaped: suite names are the file's text). */
static int S_fail(pm_error *err, const char *path, const char *where, const char *msg)
{
    pm_error_set(err, PM_ERR_INPUT, path, 0, "%s", msg);
    if (err)
        pm_text_escape(err->where, sizeof err->where, where);
    return -1;
}

/* The JSON path of entry k of suite, with tail (".date", ".benches[3].value") after it. */
static void S_where(char *buf, size_t size, const char *suite, size_t k, const char *tail)
{
    snprintf(buf, size, "entries[\"%.80s\"][%zu]%s", suite, k, tail);
}

/* ---- dates: proleptic Gregorian calendar, UTC (no time zone database is consulted) ---- */

/* Days since 1970-01-01 of y-m-d (Howard Hinnant's days_from_civil). */
static long long S_days(long long y, int m, int d)
{
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    long long yoe = y - era * 400;
    long long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* sec (seconds since 1970, a year from 0 to 9999) as "YYYY-MM-DDTHH:MM:SSZ" into out. */
static void S_iso(long long sec, char out[24])
{
    long long days = (sec >= 0 ? sec : sec - 86399) / 86400, rem = sec - days * 86400;
    long long z = days + 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    int d = (int)(doy - (153 * mp + 2) / 5 + 1);
    int m = (int)(mp < 10 ? mp + 3 : mp - 9);
    long long y = yoe + era * 400 + (m <= 2);
    /* each field bounded (y is 0 to 9999 here), so the compiler sees that it fits */
    snprintf(out, 24, "%04u-%02u-%02uT%02u:%02u:%02uZ", (unsigned)(y % 10000), (unsigned)m % 100u,
             (unsigned)d % 100u, (unsigned)(rem / 3600) % 100u, (unsigned)(rem / 60 % 60) % 100u,
             (unsigned)(rem % 60) % 100u);
}

/* The n digits at *p as a number (advancing *p), or -1 when they are not all digits. */
static int S_digits(const char **p, int n)
{
    int v = 0;
    for (int i = 0; i < n; i++, (*p)++) {
        if (**p < '0' || **p > '9')
            return -1;
        v = v * 10 + (**p - '0');
    }
    return v;
}

/* An ISO 8601 date and time with its zone ("2023-01-02T03:04:05+09:00", "...05.123Z": git's
 * and GitHub's commit timestamps) as UTC into out. Returns 0, or -1 when s is not one. */
static int S_iso_parse(const char *s, char out[24])
{
    const char *p = s;
    int y = S_digits(&p, 4), mo = -1, d = -1, h = -1, mi = -1, se = -1;
    if (y >= 0 && *p++ == '-' && (mo = S_digits(&p, 2)) >= 0 && *p++ == '-' &&
        (d = S_digits(&p, 2)) >= 0 && (*p == 'T' || *p == 't' || *p == ' ') && p++ &&
        (h = S_digits(&p, 2)) >= 0 && *p++ == ':' && (mi = S_digits(&p, 2)) >= 0 && *p++ == ':')
        se = S_digits(&p, 2);
    if (se < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60)
        return -1;
    if (*p == '.' || *p == ',') /* a fraction of a second: cut */
        for (p++; *p >= '0' && *p <= '9'; p++)
            ;
    long long off = 0;
    if (*p == 'Z' || *p == 'z') {
        p++;
    } else if (*p == '+' || *p == '-') {
        int sign = *p++ == '-' ? -1 : 1, oh = S_digits(&p, 2), om = 0;
        if (oh < 0 || oh > 23)
            return -1;
        if (*p == ':')
            p++;
        if (*p != '\0' && (om = S_digits(&p, 2)) < 0)
            return -1;
        off = sign * (oh * 3600LL + om * 60LL);
    } else {
        return -1; /* no zone: a local time, which UTC cannot be had from */
    }
    if (*p != '\0')
        return -1;
    long long sec = S_days(y, mo, d) * 86400 + h * 3600LL + mi * 60LL + se - off;
    if (sec < S_days(0, 1, 1) * 86400 || sec >= S_days(10000, 1, 1) * 86400)
        return -1;
    S_iso(sec, out);
    return 0;
}

/* ---- opening ---- */

static int S_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The 1-based line of text[i]. */
static long S_line_of(const char *text, size_t i)
{
    long line = 1;
    for (size_t k = 0; k < i; k++)
        line += text[k] == '\n';
    return line;
}

/* The JSON object's bytes in text: after `window.BENCHMARK_DATA =` (when there), up to a
 * last `;`. Returns 0 with [*start, *end), or -1 with err set. */
static int S_locate(const char *path, const char *text, size_t len, size_t *start, size_t *end,
                    pm_error *err)
{
    static const char prefix[] = "window.BENCHMARK_DATA";
    size_t i = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < len && S_blank(text[i]))
        i++;
    if (len - i >= sizeof prefix - 1 && memcmp(text + i, prefix, sizeof prefix - 1) == 0) {
        i += sizeof prefix - 1;
        while (i < len && S_blank(text[i]))
            i++;
        if (i >= len || text[i] != '=')
            return pm_error_set(err, PM_ERR_INPUT, path, S_line_of(text, i),
                                "expected '=' after window.BENCHMARK_DATA");
        for (i++; i < len && S_blank(text[i]); i++)
            ;
    }
    if (i >= len || text[i] != '{')
        return pm_error_set(err, PM_ERR_INPUT, path, S_line_of(text, i),
                            "not a github-action-benchmark data file: expected "
                            "`window.BENCHMARK_DATA = {` or a JSON object");
    size_t e = len;
    while (e > i && S_blank(text[e - 1]))
        e--;
    if (e > i && text[e - 1] == ';')
        e--;
    *start = i;
    *end = e;
    return 0;
}

/* Check entry ej (index k of suite) and fill *out. Returns 0, or -1 with err set. */
static int S_entry_open(const char *path, const char *suite, size_t k, size_t nsuite,
                        const json_t *ej, S_entry *out, pm_error *err)
{
    char where[160];
    if (!json_is_object(ej)) {
        S_where(where, sizeof where, suite, k, "");
        return S_fail(err, path, where, "an entry must be an object");
    }
    /* `date` is Date.now() when it ran: the years 1970 to 9999 */
    const json_t *date = json_object_get(ej, "date");
    double ms = json_is_number(date) ? json_number_value(date) : NAN;
    if (!(ms >= 0 && ms < (double)S_days(10000, 1, 1) * 86400e3)) {
        S_where(where, sizeof where, suite, k, ".date");
        return S_fail(err, path, where,
                      "\"date\" must be the time it ran in milliseconds since 1970 (a number)");
    }
    const json_t *commit = json_object_get(ej, "commit");
    const json_t *id = json_object_get(commit, "id");
    if ((commit && !json_is_object(commit) && !json_is_null(commit)) ||
        (id && !json_is_string(id) && !json_is_null(id))) {
        S_where(where, sizeof where, suite, k, ".commit");
        return S_fail(err, path, where, "\"commit\" must be an object with an \"id\" (text)");
    }
    const json_t *tool = json_object_get(ej, "tool");
    if (tool && !json_is_string(tool) && !json_is_null(tool)) {
        S_where(where, sizeof where, suite, k, ".tool");
        return S_fail(err, path, where, "\"tool\" must be text");
    }
    memset(out, 0, sizeof *out);
    out->json = ej;
    out->date_ms = ms;
    S_iso((long long)floor(ms / 1000), out->time);
    const char *ts = json_string_value(json_object_get(commit, "timestamp"));
    out->pub.suite = suite;
    out->pub.index = k;
    out->pub.nsuite = nsuite;
    out->pub.commit = json_string_value(id);
    out->pub.commit_time = ts && S_iso_parse(ts, out->ctime) == 0 ? out->ctime : NULL;
    out->pub.time = out->time;
    out->pub.epoch = (long long)floor(ms / 1000);
    out->pub.tool = json_string_value(tool);
    out->pub.nbenches = json_array_size(json_object_get(ej, "benches"));
    return 0;
}

int pm_datajs_open(const char *path, const char *text, size_t len, pm_datajs **out, pm_error *err)
{
    *out = NULL;
    size_t start = 0, end = 0;
    if (S_locate(path, text, len, &start, &end, err) != 0)
        return -1;
    json_error_t je;
    json_t *root = json_loadb(text + start, end - start, JSON_REJECT_DUPLICATES, &je);
    if (root == NULL) { /* jansson counts lines from the object's first one */
        long line = S_line_of(text, start) + (je.line > 0 ? je.line - 1 : 0);
        /* jansson names its own flag here; say what is wrong in the input */
        if (strstr(je.text, "JSON_ALLOW_NUL") != NULL)
            return pm_error_set(err, PM_ERR_INPUT, path, line,
                                "invalid text: a NUL character (\\u0000) in a string");
        return pm_error_set(err, PM_ERR_INPUT, path, line, "invalid JSON: %s", je.text);
    }
    const json_t *entries = json_object_get(root, "entries");
    if (!json_is_object(entries)) {
        json_decref(root);
        return S_fail(err, path, "entries",
                      "\"entries\" must be an object: each suite's list of runs");
    }
    size_t n = 0;
    const char *suite;
    json_t *list;
    json_object_foreach((json_t *)entries, suite, list)
    {
        if (!json_is_array(list)) {
            char where[160];
            snprintf(where, sizeof where, "entries[\"%.80s\"]", suite);
            json_decref(root);
            return S_fail(err, path, where, "a suite must be a list of entries");
        }
        n += json_array_size(list);
    }
    pm_datajs *d = pm_xcalloc(1, sizeof *d);
    d->root = root;
    d->path = pm_xstrdup(path);
    d->e = pm_xcalloc(n ? n : 1, sizeof *d->e);
    const char *url = json_string_value(json_object_get(root, "repoUrl"));
    d->repo_url = url && url[0] ? url : NULL;
    json_object_foreach((json_t *)entries, suite, list)
    {
        size_t k, nsuite = json_array_size(list);
        const json_t *ej;
        json_array_foreach(list, k, ej)
        {
            if (S_entry_open(path, suite, k, nsuite, ej, &d->e[d->n], err) != 0) {
                pm_datajs_free(d);
                return -1;
            }
            d->n++;
        }
    }
    *out = d;
    return 0;
}

size_t pm_datajs_count(const pm_datajs *d)
{
    return d->n;
}

const pm_datajs_entry *pm_datajs_entry_at(const pm_datajs *d, size_t k)
{
    return k < d->n ? &d->e[k].pub : NULL;
}

const char *pm_datajs_repo_url(const pm_datajs *d)
{
    return d->repo_url;
}

void pm_datajs_free(pm_datajs *d)
{
    if (d == NULL)
        return;
    json_decref(d->root);
    free(d->path);
    free(d->e);
    free(d);
}

/* ---- tools: how each writes names and units ---- */

typedef enum { S_T_GENERIC = 0, S_T_GBENCH, S_T_GO, S_T_PYTEST, S_T_JMH } S_tool;

/* Each tool's style of names. The hints' reasons are the same for every tool: a file may
 * hold suites of several tools, and a column has one reason. */
static const pm_benchname_style S_style[] = {
    [S_T_GENERIC] = PM_BENCHNAME_GENERIC, [S_T_GBENCH] = PM_BENCHNAME_GBENCH,
    [S_T_GO] = PM_BENCHNAME_GO,           [S_T_PYTEST] = PM_BENCHNAME_GENERIC,
    [S_T_JMH] = PM_BENCHNAME_GENERIC,
};
static const char S_why_family[] = "a github-action-benchmark bench's name without its arguments";
static const char S_why_arg[] = "an argument of a github-action-benchmark bench (in its name)";
static const char S_why_threads[] = "the threads of a github-action-benchmark bench (its extra)";

static S_tool S_tool_of(const char *tool)
{
    if (tool == NULL)
        return S_T_GENERIC;
    if (strcmp(tool, "googlecpp") == 0)
        return S_T_GBENCH;
    if (strcmp(tool, "go") == 0)
        return S_T_GO;
    if (strcmp(tool, "pytest") == 0)
        return S_T_PYTEST;
    if (strcmp(tool, "jmh") == 0)
        return S_T_JMH;
    return S_T_GENERIC;
}

/* The columns this reader makes itself: an argument or a metric of that name is renamed. */
static int S_reserved(const char *name)
{
    static const char *const own[] = {"suite", "benchmark", "time", "time_unit", "value"};
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (strcmp(name, own[i]) == 0)
            return 1;
    return 0;
}

/* *canon for the time unit word w, or 0 when w is none. The short names must be lower case:
 * "MS/s" is mega-samples a second, not milliseconds. */
static int S_time_word(const char *w, const char **canon)
{
    size_t n = strlen(w);
    for (size_t i = 0; n <= 3 && i < n; i++)
        if (w[i] >= 'A' && w[i] <= 'Z')
            return 0;
    return pm_units_seconds(w, canon) > 0.0;
}

/* Copy the n bytes at s, blanks trimmed and "µs" written "us", into out (size bytes); 0 when
 * they do not fit. */
static int S_unit_copy(const char *s, size_t n, char *out, size_t size)
{
    while (n && S_blank(*s))
        s++, n--;
    while (n && S_blank(s[n - 1]))
        n--;
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (o + 2 > size)
            return 0;
        /* U+00B5 MICRO SIGN and U+03BC GREEK SMALL LETTER MU */
        if (i + 1 < n && (((unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xB5) ||
                          ((unsigned char)s[i] == 0xCE && (unsigned char)s[i + 1] == 0xBC))) {
            out[o++] = 'u';
            i++;
        } else {
            out[o++] = s[i];
        }
    }
    out[o] = '\0';
    return o > 0;
}

/* What a bench is. */
typedef enum {
    S_K_OTHER = 0, /* a unit neither a time nor a rate: left out, or `value` (S_K_VALUE) */
    S_K_TIME,      /* a time, or a time per operation */
    S_K_RATE,      /* operations (or bytes ...) per unit of time */
    S_K_VALUE,     /* an S_K_OTHER read as `value`: no bench read is a time or a rate */
    S_K_METRIC,    /* go: a further metric of the bench before it ("<name> - B/op") */
    S_K_SKIP,      /* go: "<name> - ns/op", the time of the bench before it again */
    S_K_AGG_DROP   /* googlecpp: an aggregate not used */
} S_kind;

/* The kind of the unit u (n bytes) and, for a time or a rate, *canon, its unit of time. */
static S_kind S_unit_kind(const char *u, size_t n, const char **canon)
{
    char buf[64];
    if (!S_unit_copy(u, n, buf, sizeof buf))
        return S_K_OTHER;
    if (S_time_word(buf, canon))
        return S_K_TIME;
    /* "ns/iter", "us/op" (a time per operation); "ops/sec", "MB/s" (a rate); "x per second" */
    char *sep = strchr(buf, '/');
    size_t seplen = 1;
    if (sep == NULL && (sep = strstr(buf, " per ")) != NULL)
        seplen = 5;
    if (sep == NULL || strchr(sep + seplen, '/'))
        return S_K_OTHER;
    char left[64], right[64];
    const char *c1, *c2;
    if (!S_unit_copy(buf, (size_t)(sep - buf), left, sizeof left) ||
        !S_unit_copy(sep + seplen, strlen(sep + seplen), right, sizeof right))
        return S_K_OTHER;
    int lt = S_time_word(left, &c1), rt = S_time_word(right, &c2);
    if (lt && !rt) {
        *canon = c1;
        return S_K_TIME;
    }
    if (rt && !lt) {
        *canon = c2;
        return S_K_RATE;
    }
    return S_K_OTHER;
}

/* ---- an entry's benches, classified ---- */

typedef struct S_bench {
    const json_t *b;       /* the bench object */
    const char *name;      /* its name */
    size_t namelen;        /* the part of it named (an aggregate's: without "_median") */
    const char *unit;      /* its unit as written */
    size_t unitlen;        /* the unit's length (go: its first word) */
    const char *canon;     /* S_K_TIME, S_K_RATE: the unit of time */
    size_t main;           /* S_K_METRIC: the bench it belongs to */
    unsigned char kind;    /* S_kind */
    unsigned char agg;     /* a time that is the median (else mean) of a run without repetitions */
    unsigned char has_row; /* set when it gave a row */
    size_t row;            /* that row's index in the table */
} S_bench;

typedef struct S_plan {
    const S_entry *e; /* the entry */
    S_tool tool;      /* its tool */
    S_bench *b;       /* its benches */
    size_t n;         /* their count */
} S_plan;

static int S_strcmp(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* 1 when a bench of the sorted names is called prefix (n bytes) followed by suffix. */
static int S_named(const char **sorted, size_t nsorted, const char *prefix, size_t n,
                   const char *suffix)
{
    char *key = pm_xmalloc(n + strlen(suffix) + 1);
    memcpy(key, prefix, n);
    strcpy(key + n, suffix);
    int found = bsearch(&key, sorted, nsorted, sizeof *sorted, S_strcmp) != NULL;
    free(key);
    return found;
}

/* googlecpp: bench x (a time or a rate) an aggregate ("<run>_mean" beside a "<run>_stddev",
 * "<run>_BigO" beside a "<run>_RMS")? Makes it S_K_AGG_DROP, or marks the one used and takes
 * its name to be the run's. */
static void S_aggregate(S_bench *x, const char **sorted, size_t nsorted)
{
    static const char *const stats[] = {"_median", "_mean", "_stddev", "_cv"};
    static const char *const fits[] = {"_BigO", "_RMS"};
    size_t n = strlen(x->name);
    for (size_t i = 0; i < 2; i++) {
        size_t s = strlen(fits[i]);
        if (n > s && strcmp(x->name + n - s, fits[i]) == 0 &&
            S_named(sorted, nsorted, x->name, n - s, fits[1 - i])) {
            x->kind = S_K_AGG_DROP;
            return;
        }
    }
    for (size_t i = 0; i < sizeof stats / sizeof stats[0]; i++) {
        size_t s = strlen(stats[i]), base = n - s;
        if (n <= s || strcmp(x->name + base, stats[i]) != 0 ||
            !S_named(sorted, nsorted, x->name, base, "_stddev"))
            continue;
        /* the repetitions are the rows; without them, the median (else the mean) */
        int use = !S_named(sorted, nsorted, x->name, base, "") &&
                  (i == 0 || (i == 1 && !S_named(sorted, nsorted, x->name, base, "_median")));
        if (use) {
            x->agg = 1;
            x->namelen = base;
        } else {
            x->kind = S_K_AGG_DROP;
        }
        return;
    }
}

/* Classify the benches of entry e into p. Returns 0, or -1 with err set at a bench that is no
 * object or lacks its name or unit. */
static int S_plan_entry(const pm_datajs *d, const S_entry *e, S_plan *p, pm_error *err)
{
    char where[200], tail[64];
    const json_t *list = json_object_get(e->json, "benches");
    p->e = e;
    p->tool = S_tool_of(e->pub.tool);
    p->n = 0;
    p->b = NULL;
    if (list == NULL || json_is_null(list))
        return 0;
    if (!json_is_array(list)) {
        S_where(where, sizeof where, e->pub.suite, e->pub.index, ".benches");
        return S_fail(err, d->path, where, "\"benches\" must be a list");
    }
    p->n = json_array_size(list);
    p->b = pm_xcalloc(p->n ? p->n : 1, sizeof *p->b);
    size_t last_main = (size_t)-1;
    for (size_t j = 0; j < p->n; j++) {
        S_bench *x = &p->b[j];
        x->b = json_array_get(list, j);
        const char *name = json_string_value(json_object_get(x->b, "name"));
        const char *unit = json_string_value(json_object_get(x->b, "unit"));
        const char *msg = !json_is_object(x->b)      ? "a bench must be an object"
                          : name == NULL || !name[0] ? "a bench needs a \"name\" (text)"
                          : unit == NULL             ? "a bench needs a \"unit\" (text)"
                                                     : NULL;
        if (msg) {
            snprintf(tail, sizeof tail, ".benches[%zu]", j);
            S_where(where, sizeof where, e->pub.suite, e->pub.index, tail);
            return S_fail(err, d->path, where, msg);
        }
        x->name = name;
        x->namelen = strlen(name);
        x->unit = unit;
        /* go's first bench of a line carries the line's rest as its unit ("ns/op\t 3 x") */
        x->unitlen = p->tool == S_T_GO ? strcspn(unit, " \t\r\n") : strlen(unit);
        size_t ul = x->unitlen;
        const S_bench *m = last_main != (size_t)-1 ? &p->b[last_main] : NULL;
        if (p->tool == S_T_GO && m && x->namelen == m->namelen + 3 + ul &&
            memcmp(name, m->name, m->namelen) == 0 && memcmp(name + m->namelen, " - ", 3) == 0 &&
            memcmp(name + m->namelen + 3, unit, ul) == 0) {
            /* "<name> - <unit>": a further metric of the bench before it */
            x->main = last_main;
            x->kind = ul == m->unitlen && memcmp(unit, m->unit, ul) == 0 ? S_K_SKIP : S_K_METRIC;
            continue;
        }
        last_main = j;
        x->kind = (unsigned char)S_unit_kind(unit, ul, &x->canon);
    }
    if (p->tool == S_T_GBENCH) {
        const char **sorted = pm_xmalloc_array(p->n ? p->n : 1, sizeof *sorted);
        for (size_t j = 0; j < p->n; j++)
            sorted[j] = p->b[j].name;
        qsort(sorted, p->n, sizeof *sorted, S_strcmp);
        for (size_t j = 0; j < p->n; j++)
            if (p->b[j].kind == S_K_TIME || p->b[j].kind == S_K_RATE)
                S_aggregate(&p->b[j], sorted, p->n);
        free(sorted);
    }
    return 0;
}

/* ---- names ---- */

/* Replace bn's family with prefix (np bytes) + family + suffix (ns bytes). */
static void S_family_wrap(pm_benchname *bn, const char *prefix, size_t np, const char *suffix,
                          size_t ns)
{
    size_t nf = strlen(bn->family);
    char *f = pm_xmalloc(pm_st_add(pm_st_add(np, nf), ns) + 1);
    memcpy(f, prefix, np);
    memcpy(f + np, bn->family, nf);
    memcpy(f + np + nf, suffix, ns);
    f[np + nf + ns] = '\0';
    free(bn->family);
    bn->family = f;
}

/* The number N of a line "<N> <word>" or "<word>: <N>" of extra, as text into out (size
 * bytes); 0 when extra has no such line. */
static int S_extra(const char *extra, const char *word, int after, char *out, size_t size)
{
    size_t w = strlen(word);
    for (const char *l = extra; l && *l;) {
        size_t n = strcspn(l, "\n");
        const char *num = NULL;
        if (after && n > w + 1 && memcmp(l, word, w) == 0 && l[w] == ':')
            num = l + w + 1;
        else if (!after && n > w + 1 && memcmp(l + n - w, word, w) == 0 && l[n - w - 1] == ' ')
            num = l;
        if (num) {
            while (*num == ' ')
                num++;
            size_t d = strspn(num, "0123456789");
            if (d > 0 && d < size && (num[d] == ' ' || num[d] == '\n' || num[d] == '\0') &&
                (after || num + d == l + n - w - 1)) {
                memcpy(out, num, d);
                out[d] = '\0';
                return 1;
            }
        }
        l += n + (l[n] == '\n');
    }
    return 0;
}

/* jmh: "<benchmark> ( {"size":"1000"} )" (extract.ts writes the @Param values so) into bn.
 * Returns 1, or 0 when the name has no such suffix. */
static int S_jmh(const char *name, size_t n, pm_benchname *bn)
{
    const char *o = NULL;
    for (size_t i = 0; i + 3 < n; i++)
        if (memcmp(name + i, " ( {", 4) == 0)
            o = name + i;
    if (o == NULL || n < 4 || memcmp(name + n - 3, "} )", 3) != 0)
        return 0;
    json_t *params =
        json_loadb(o + 3, (size_t)(name + n - 2 - (o + 3)), JSON_REJECT_DUPLICATES, NULL);
    if (!json_is_object(params)) {
        json_decref(params);
        return 0;
    }
    memset(bn, 0, sizeof *bn);
    bn->family = pm_xstrndup(name, (size_t)(o - name));
    const char *key;
    json_t *v;
    json_object_foreach(params, key, v)
    {
        char num[40];
        const char *text = json_string_value(v);
        if (json_is_number(v)) {
            snprintf(num, sizeof num, "%.17g", json_number_value(v));
            text = num;
        } else if (json_is_boolean(v)) {
            text = json_is_true(v) ? "true" : "false";
        }
        if (text == NULL || key[0] == '\0')
            continue;
        if (bn->nargs == PM_BENCHNAME_MAXARGS) {
            bn->toomany = 1;
            break;
        }
        bn->args[bn->nargs].key = pm_xstrdup(key);
        bn->args[bn->nargs++].value = pm_xstrdup(text);
    }
    json_decref(params);
    return 1;
}

/* The end of go's " (package)" suffix's start in name (n bytes), or n when it has none
 * (extract.ts adds it when a run covers several packages). */
static size_t S_go_package(const char *name, size_t n)
{
    if (n < 4 || name[n - 1] != ')')
        return n;
    int depth = 0;
    for (size_t i = n; i-- > 0;) {
        depth += name[i] == ')';
        depth -= name[i] == '(';
        if (depth == 0)
            return i > 0 && name[i - 1] == ' ' ? i - 1 : n;
    }
    return n;
}

/* Bench x's name taken apart in the style of tool into *bn (free with pm_benchname_free). */
static void S_split(S_tool tool, const S_bench *x, pm_benchname *bn)
{
    const char *name = x->name;
    size_t n = x->namelen;
    if (tool == S_T_JMH && S_jmh(name, n, bn))
        return;
    if (tool == S_T_GO) {
        /* the action took "-<procs>" off the name into extra ("8 procs"; none when
           GOMAXPROCS was 1, as go prints it): put it back for go's style to read */
        size_t pkg = S_go_package(name, n);
        char procs[24] = "1";
        const char *extra = json_string_value(json_object_get(x->b, "extra"));
        int times = extra && strstr(extra, " times");
        int have = extra && S_extra(extra, "procs", 0, procs, sizeof procs);
        char *s = pm_xmalloc(pm_st_add(pkg, 32));
        memcpy(s, name, pkg);
        if (have || times)
            snprintf(s + pkg, 32, "-%s", procs);
        else
            s[pkg] = '\0';
        pm_benchname_split(s, PM_BENCHNAME_GO, bn);
        free(s);
        S_family_wrap(bn, "", 0, name + pkg, n - pkg);
        return;
    }
    /* "tests/b.py::Class::test[8]": the path and class before the last "::" stay whole */
    size_t cut = 0;
    if (tool != S_T_GBENCH) {
        size_t open = strcspn(name, "[(");
        for (size_t i = 0; i + 1 < n && i < open; i++)
            if (name[i] == ':' && name[i + 1] == ':')
                cut = i + 2;
    }
    char *rest = pm_xstrndup(name + cut, n - cut);
    pm_benchname_split(rest, S_style[tool], bn);
    free(rest);
    S_family_wrap(bn, name, cut, "", 0);
}

/* ---- reading entries into the table ---- */

/* Up to 4 distinct units for a note, and how many benches had one. */
typedef struct S_units {
    const char *u[4]; /* units as written (borrowed from the document) */
    size_t len[4];    /* their lengths */
    size_t n;         /* distinct units kept */
    int more;         /* more distinct units than kept */
    size_t count;     /* benches */
} S_units;

static void S_units_add(S_units *s, const char *u, size_t len)
{
    s->count++;
    for (size_t i = 0; i < s->n; i++)
        if (s->len[i] == len && memcmp(s->u[i], u, len) == 0)
            return;
    if (s->n == 4) {
        s->more = 1;
        return;
    }
    s->u[s->n] = u;
    s->len[s->n++] = len;
}

/* The units of s as "ns/iter, B/op, ..." (escaped, each cut at 24 bytes) into out. */
static const char *S_units_text(const S_units *s, char *out, size_t size)
{
    size_t o = 0;
    out[0] = '\0';
    for (size_t i = 0; i < s->n && o < size; i++) {
        char u[25], esc[100];
        size_t l = s->len[i] < 24 ? s->len[i] : 24;
        memcpy(u, s->u[i], l);
        u[l] = '\0';
        pm_text_escape(esc, sizeof esc, u);
        o += (size_t)snprintf(out + o, size - o, "%s%s", i ? ", " : "", esc);
    }
    if (s->more && o < size)
        snprintf(out + o, size - o, ", ...");
    return out;
}

typedef struct S_reader {
    pm_jrow c;          /* the table, the file's name, the error */
    const pm_datajs *d; /* the file */
    int qualify;        /* names start with their suite: several suites are read */
    S_units rates;      /* rates read as a time per operation */
    S_units left;       /* benches left out: neither a time nor a rate */
    S_units values;     /* benches read as `value` */
    S_units metrics;    /* go's further metrics */
    size_t agg_drop;    /* googlecpp aggregates left out */
    size_t agg_use;     /* and used */
    int bigger;         /* a `value` of a customBiggerIsBetter entry */
} S_reader;

/* The cells of the bench's name (its suite, family, arguments, extra threads) into row. */
static int S_name_cells(S_reader *r, const S_plan *p, const S_bench *x, pm_row *row,
                        const char *where)
{
    pm_jrow *c = &r->c;
    pm_benchname bn;
    S_split(p->tool, x, &bn);
    int rc = bn.toomany ? pm_jrow_fail(c, where,
                                       "more than " PM_BENCHNAME_MAXARGS_STR
                                       " arguments in the benchmark name")
                        : 0;
    if (r->qualify && rc == 0) {
        const char *suite = p->e->pub.suite;
        size_t ns = strlen(suite);
        char *pre = pm_xmalloc(pm_st_add(ns, 1));
        memcpy(pre, suite, ns);
        pre[ns] = '/';
        S_family_wrap(&bn, pre, ns + 1, "", 0);
        free(pre);
    }
    int threads = 0;
    for (size_t i = 0; i < bn.nargs && rc == 0; i++) {
        const char *key = bn.args[i].key;
        char *renamed = NULL;
        if (S_reserved(key)) { /* "BM_x/time:5" must not become the time */
            size_t nk = strlen(key);
            renamed = pm_xmalloc(nk + 5);
            memcpy(renamed, key, nk);
            memcpy(renamed + nk, "_arg", 5);
        }
        threads |= strcmp(key, "threads") == 0;
        rc = pm_jrow_text(c, row, renamed ? renamed : key, bn.args[i].value, PM_CELL_TEXT,
                          PM_HINT_FACTOR, S_why_arg, where);
        free(renamed);
    }
    if (rc == 0)
        rc = pm_jrow_text(c, row, "benchmark", bn.family, PM_CELL_STRING, PM_HINT_GROUP,
                          S_why_family, where);
    pm_benchname_free(&bn);
    /* googlecpp and jmh write the threads into extra ("threads: 4") */
    const char *extra = json_string_value(json_object_get(x->b, "extra"));
    char num[24];
    if (rc == 0 && !threads && (p->tool == S_T_GBENCH || p->tool == S_T_JMH) && extra &&
        S_extra(extra, "threads", 1, num, sizeof num))
        rc = pm_jrow_text(c, row, "threads", num, PM_CELL_TEXT, PM_HINT_FACTOR, S_why_threads,
                          where);
    if (rc == 0)
        rc = pm_jrow_text(c, row, "suite", p->e->pub.suite, PM_CELL_STRING, PM_HINT_INFO,
                          "the github-action-benchmark suite (its step's name)", where);
    return rc;
}

/* The row of bench j of plan p (or its cells on its benchmark's row, or nothing). */
static int S_bench_row(S_reader *r, S_plan *p, size_t j)
{
    pm_jrow *c = &r->c;
    S_bench *x = &p->b[j];
    char where[200], tail[64];
    snprintf(tail, sizeof tail, ".benches[%zu].value", j);
    S_where(where, sizeof where, p->e->pub.suite, p->e->pub.index, tail);
    const json_t *v = json_object_get(x->b, "value");
    switch (x->kind) {
    case S_K_SKIP: return 0;
    case S_K_AGG_DROP: r->agg_drop++; return 0;
    case S_K_OTHER: /* not a failed test: the notes say it, not the table's exclusions */
        S_units_add(&r->left, x->unit, x->unitlen);
        return 0;
    case S_K_METRIC: {
        const S_bench *m = &p->b[x->main];
        if (!m->has_row || !json_is_number(v))
            return 0;
        char col[72];
        snprintf(col, sizeof col, "%.*s%s", (int)(x->unitlen < 64 ? x->unitlen : 64), x->unit,
                 S_reserved(x->unit) ? "_metric" : "");
        if (col[0] == '\0')
            return 0;
        S_units_add(&r->metrics, x->unit, x->unitlen);
        return pm_jrow_num(c, &c->t->rows[m->row], col, json_number_value(v), PM_HINT_METRIC,
                           "a further metric of a go benchmark", where);
    }
    default: break;
    }
    double t = pm_jrow_time(v);
    if (isnan(t))
        return pm_jrow_fail(c, where, "\"value\" must be a number, 0 or more");
    if (x->kind == S_K_RATE) {
        if (t == 0)
            return pm_jrow_fail(c, where, "a rate of 0 has no time per operation");
        t = 1 / t;
        S_units_add(&r->rates, x->unit, x->unitlen);
    }
    r->agg_use += x->agg;
    pm_row *row = pm_jrow_add(c, where);
    if (row == NULL)
        return -1;
    x->row = c->t->nrows - 1;
    x->has_row = 1;
    if (S_name_cells(r, p, x, row, where) != 0)
        return -1;
    if (x->kind == S_K_VALUE) {
        S_units_add(&r->values, x->unit, x->unitlen);
        r->bigger |= p->e->pub.tool && strcmp(p->e->pub.tool, "customBiggerIsBetter") == 0;
        return pm_jrow_num(c, row, "value", t, PM_HINT_METRIC,
                           "a github-action-benchmark value that is not a time", where);
    }
    if (pm_jrow_num(c, row, "time", t, PM_HINT_NONE, NULL, where) != 0)
        return -1;
    return pm_jrow_text(c, row, "time_unit", x->canon, PM_CELL_STRING, PM_HINT_NONE, NULL, where);
}

/* What the reader chose, as notes of the table. */
static void S_notes(S_reader *r)
{
    pm_table *t = r->c.t;
    const char *path = r->d->path;
    char u[200];
    if (r->qualify)
        pm_table_note(t, "%s: several suites: each benchmark is named \"<suite>/<family>\"", path);
    if (r->rates.count)
        pm_table_note(t, "%s: %zu rate%s (%s) read as the time of one operation, 1/rate", path,
                      r->rates.count, r->rates.count == 1 ? "" : "s",
                      S_units_text(&r->rates, u, sizeof u));
    if (r->values.count)
        pm_table_note(t,
                      "%s: no bench is a time or a rate: `value` holds their values as written "
                      "(%s)%s",
                      path, S_units_text(&r->values, u, sizeof u),
                      r->bigger ? "; customBiggerIsBetter: bigger is better" : "");
    if (r->left.count)
        pm_table_note(t, "%s: %zu bench%s left out: not a time or a rate (%s)", path, r->left.count,
                      r->left.count == 1 ? "" : "es", S_units_text(&r->left, u, sizeof u));
    if (r->metrics.count)
        pm_table_note(t, "%s: go's further metrics (%s) are metric columns of their benchmark",
                      path, S_units_text(&r->metrics, u, sizeof u));
    if (r->agg_drop)
        pm_table_note(t,
                      "%s: %zu Google Benchmark aggregate%s (_mean, _median, _stddev, _cv, "
                      "_BigO, _RMS) left out: the repetitions are the rows",
                      path, r->agg_drop, r->agg_drop == 1 ? "" : "s");
    if (r->agg_use)
        pm_table_note(t,
                      "%s: %zu run%s without repetitions: the median (else the mean) stands "
                      "for each",
                      path, r->agg_use, r->agg_use == 1 ? "" : "s");
}

/* For the input format: which entry of each suite was read, as notes. */
static void S_newest_notes(pm_table *t, const pm_datajs *d, const size_t *ks, size_t nk)
{
    for (size_t i = 0; i < nk; i++) {
        const pm_datajs_entry *e = &d->e[ks[i]].pub;
        char suite[100], id[8], commit[40];
        pm_text_escape(suite, sizeof suite, e->suite);
        snprintf(id, sizeof id, "%s", e->commit ? e->commit : "unknown");
        pm_text_escape(commit, sizeof commit, id);
        if (e->nsuite > 1)
            pm_table_note(t,
                          "%s: suite '%s': the newest of %zu entries (commit %s, %.10s); "
                          "`pmreport history import` records them all",
                          d->path, suite, e->nsuite, commit, e->time);
        else
            pm_table_note(t, "%s: suite '%s': its only entry (commit %s, %.10s)", d->path, suite,
                          commit, e->time);
    }
}

/* Read the entries ks[0..nk) of d into t as one file; newest: they are the newest of each
 * suite (the input format), said in notes, and with several suites each name starts with its
 * suite. Returns 0, or -1 with err set (t is then unchanged). */
static int S_read_entries(pm_table *t, const pm_datajs *d, const size_t *ks, size_t nk, int newest,
                          pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    if (newest)
        S_newest_notes(t, d, ks, nk);
    S_reader r;
    memset(&r, 0, sizeof r);
    r.c.t = t;
    r.c.file = pm_arena_strdup(t->arena, d->path);
    r.c.err = err;
    r.d = d;
    r.qualify = newest && nk > 1;
    S_plan *plans = pm_xcalloc(nk ? nk : 1, sizeof *plans);
    int rc = 0;
    size_t ntime = 0;
    for (size_t i = 0; i < nk && rc == 0; i++) {
        rc = S_plan_entry(d, &d->e[ks[i]], &plans[i], err);
        for (size_t j = 0; j < plans[i].n; j++) {
            int k = plans[i].b[j].kind;
            ntime += k == S_K_TIME || k == S_K_RATE;
        }
    }
    /* no time at all: the values are what was measured (bytes, a score) */
    for (size_t i = 0; i < nk && rc == 0 && ntime == 0; i++)
        for (size_t j = 0; j < plans[i].n; j++)
            if (plans[i].b[j].kind == S_K_OTHER)
                plans[i].b[j].kind = S_K_VALUE;
    for (size_t i = 0; i < nk && rc == 0; i++)
        for (size_t j = 0; j < plans[i].n && rc == 0; j++)
            rc = S_bench_row(&r, &plans[i], j);
    for (size_t i = 0; i < nk; i++)
        free(plans[i].b);
    free(plans);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = pm_error_set(err, PM_ERR_INPUT, d->path, 0,
                          "no measurements in the data file (%zu benches left out)",
                          r.left.count + r.agg_drop);
    if (rc == 0)
        S_notes(&r);
    return pm_table_end(t, mark, rc);
}

int pm_datajs_read_entry(pm_table *t, const pm_datajs *d, size_t k, pm_error *err)
{
    if (k >= d->n)
        return pm_error_set(err, PM_ERR_INTERNAL, d->path, 0, "no entry %zu (there are %zu)", k,
                            d->n);
    return S_read_entries(t, d, &k, 1, 0, err);
}

/* ---- the format's entry (formats.h): the newest run of each suite ---- */

static int S_detect(const pm_input *in)
{
    static const char prefix[] = "window.BENCHMARK_DATA";
    if (in->nhead >= sizeof prefix - 1 && memcmp(in->head, prefix, sizeof prefix - 1) == 0)
        return 1;
    /* external-data-json-path: the same object as plain JSON */
    const json_t *root = in->json;
    return json_is_object(json_object_get(root, "entries")) &&
           json_is_number(json_object_get(root, "lastUpdate")) &&
           json_object_get(root, "repoUrl") != NULL;
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    pm_datajs *d;
    if (pm_datajs_open(in->path, in->text, in->len, &d, err) != 0)
        return -1;
    /* each suite's entries are together, oldest first: the newest by date (a tie: the later) */
    size_t *ks = pm_xmalloc_array(d->n ? d->n : 1, sizeof *ks), nk = 0;
    for (size_t s = 0; s < d->n; s += d->e[s].pub.nsuite) {
        size_t best = s;
        for (size_t k = s; k < s + d->e[s].pub.nsuite; k++)
            if (d->e[k].date_ms >= d->e[best].date_ms)
                best = k;
        ks[nk++] = best;
    }
    int rc = S_read_entries(t, d, ks, nk, 1, err);
    free(ks);
    pm_datajs_free(d);
    return rc;
}

const pm_format_ops pm_format_datajs = {"datajs",
                                        "data.js github-action-benchmark",
                                        "github-action-benchmark data.js",
                                        PM_SYNTAX_JSON,
                                        S_detect,
                                        S_read,
                                        NULL};
