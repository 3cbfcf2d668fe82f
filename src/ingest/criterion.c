/* criterion.c - Criterion.rs results (Rust) into the raw table: cargo-criterion's JSON messages,
 * and the files Criterion keeps under target/criterion/ (sample.json, estimates.json, raw.csv).
 *
 * Criterion names a benchmark by its BenchmarkId, "group/function/parameter" with the parts
 * it lacks left out ("fib/iterative/20", "sort/1024", "parse"). Every form this reader takes
 * makes the same columns from it (benchname.h, generic style):
 *   benchmark   the id without its numeric and key=value parts ("fib/iterative"): the group
 *   arg0, n     the id's numeric parts by position, key=value parts by their key: hinted as
 *               scaling factors
 *   time        the time of one iteration, in time_unit ("ns": Criterion measures wall time
 *               in nanoseconds); a sample's total divided by its iteration count
 *   throughput_bytes, throughput_elements, throughput_bits
 *               what one iteration processes, when the benchmark declared a Throughput: a
 *               description, not a parameter (it is often the size once more)
 *
 * The forms, each detected by its content (three entries: criterion for the JSON,
 * criterion-csv for raw.csv, criterion-text for the console):
 *   cargo criterion --message-format=json   JSON Lines, one message per line (cargo's own build
 *       messages first). Each "benchmark-complete" message is one benchmark: its id, and its
 *       samples as measured_values[i] / iteration_count[i] in `unit`, one row each. A message
 *       without samples gives one row, its median (else mean, else typical) estimate. Other
 *       messages, and lines that are not JSON (a log merged in with 2>&1), are passed over. A
 *       JSON list of such messages (jq -s, even cut down to id and mean) is read the same way.
 *   target/criterion/<id>/new/sample.json   one benchmark's samples ({"sampling_mode",
 *       "iters", "times"}; Criterion 0.2 and 0.3.0 wrote [[iters], [times]]): a row each,
 *       times[i] / iters[i] in ns. The file has no name in it: the id is the full_id of the
 *       benchmark.json Criterion writes beside it, else the file's path, the directories
 *       between the `criterion` directory (target/criterion, or one named criterion) and the
 *       directory holding the file. That one is the baseline (`new`, `base`, or a
 *       --save-baseline name): the column `baseline`, a description.
 *   .../new/estimates.json   Criterion's estimates of one benchmark: one row, the median's
 *       point estimate in ns ("Median" in old files), named as sample.json is.
 *   .../new/raw.csv   (the csv_output feature) one line per sample: group, function, value,
 *       sample_measured_value (sample_time_nanos in Criterion 0.3.0), unit, iteration_count.
 *   the console   `<id>   time:   [low point high]` lines (the id alone on the line before
 *       when long): the point estimate, Criterion's typical (slope, else mean), in ns.
 * benchmark.json (the id alone), tukey.json (outlier fences) and change/estimates.json (the
 * relative change between two runs) hold no times: each is an error that says which file to
 * give instead. A time of 0 is kept (the dataset leaves it out and counts it); a negative,
 * missing or non-numeric one, or an iteration count that is not above 0, is an error at its
 * line (JSON Lines, CSV, console) or JSON path.
 */
#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "ingest/textrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a Criterion benchmark id without its parameters";
static const char S_why_arg[] = "a parameter in a Criterion benchmark id";
static const char S_why_tput[] =
    "Criterion's throughput: what one iteration processes, a description";
static const char S_why_baseline[] =
    "the Criterion baseline directory the file was in (new, base or a saved name)";
static const char S_why_metric[] = "a Criterion measurement in a unit that is not a time";

/* The columns this reader fills itself: no parameter of an id may take one of them. */
static const char *const S_reserved[] = {
    "time", "time_unit", "baseline", "throughput_bytes", "throughput_elements", "throughput_bits",
    NULL};

/* The column of a Throughput's unit ("bytes", "elements", "bits"), or NULL for another. */
static const char *S_tput_column(const char *unit)
{
    if (unit == NULL)
        return NULL;
    if (strcmp(unit, "bytes") == 0)
        return "throughput_bytes";
    if (strcmp(unit, "elements") == 0)
        return "throughput_elements";
    if (strcmp(unit, "bits") == 0)
        return "throughput_bits";
    return NULL;
}

/* ---- cargo criterion --message-format=json (JSON Lines) ---- */

typedef struct S_lines {
    size_t skipped; /* lines that are not JSON, passed over */
    int noted;      /* 1 once the note on estimates was made */
} S_lines;

/* The time x in unit u (NULL: Criterion's ns) into row: time and time_unit when u is a time
 * unit, else a column named by the unit, a metric (a custom measurement: cycles, bytes). */
static int S_trow_time(pm_trow *c, pm_row *row, double x, const char *u)
{
    const char *canon = NULL;
    if (u == NULL)
        u = "ns";
    if (pm_trow_time_unit(u, strlen(u), &canon) > 0.0)
        return pm_trow_num(c, row, "time", x, PM_HINT_NONE, NULL) != 0 ||
                       pm_trow_text(c, row, "time_unit", canon, strlen(canon), PM_CELL_STRING,
                                    PM_HINT_NONE, NULL) != 0
                   ? -1
                   : 0;
    const char *const *r = S_reserved;
    while (*r && strcmp(*r, u) != 0)
        r++;
    char shown[64];
    size_t col = pm_table_find(c->t, u);
    if (*r || u[0] == '\0' || strcmp(u, "benchmark") == 0 ||
        (col != (size_t)-1 && pm_table_cell(c->t, row, col).kind != PM_CELL_MISSING))
        return pm_trow_fail(c, "the unit '%s' has the name of another column",
                            pm_text_escape(shown, sizeof shown, u));
    return pm_trow_num(c, row, u, x, PM_HINT_METRIC, S_why_metric);
}

/* The throughput list of a message (each {"per_iteration": n, "unit": "bytes"}) into row. */
static int S_trow_tput(pm_trow *c, pm_row *row, const json_t *list)
{
    size_t i;
    const json_t *t;
    json_array_foreach(list, i, t)
    {
        const char *col = S_tput_column(json_string_value(json_object_get(t, "unit")));
        const json_t *n = json_object_get(t, "per_iteration");
        if (col && json_is_number(n) &&
            pm_trow_num(c, row, col, json_number_value(n), PM_HINT_INFO, S_why_tput) != 0)
            return -1;
    }
    return 0;
}

/* A message's estimate {"estimate": x, "unit": "ns"}: 1 with *x and *unit set when it has a
 * number. */
static int S_estimate(const json_t *e, double *x, const char **unit)
{
    const json_t *v = json_object_get(e, "estimate");
    if (!json_is_number(v))
        return 0;
    *x = json_number_value(v);
    *unit = json_string_value(json_object_get(e, "unit"));
    return 1;
}

/* One benchmark-complete message m (the current line) as rows. */
static int S_complete(pm_trow *c, const json_t *m)
{
    S_lines *st = c->state;
    const char *id = json_string_value(json_object_get(m, "id"));
    if (id == NULL || id[0] == '\0')
        return pm_trow_fail(c, "a benchmark-complete message without an \"id\"");
    const json_t *values = json_object_get(m, "measured_values");
    const json_t *counts = json_object_get(m, "iteration_count");
    const char *unit = json_string_value(json_object_get(m, "unit"));
    size_t n = json_array_size(values);
    double single = 0.0;
    const char *single_unit = NULL, *which = NULL;
    if (n == 0) {
        static const char *const order[] = {"median", "mean", "typical"};
        for (size_t k = 0; k < 3 && which == NULL; k++)
            if (S_estimate(json_object_get(m, order[k]), &single, &single_unit))
                which = order[k];
        if (which == NULL)
            return pm_trow_fail(c, "a benchmark-complete message needs \"measured_values\" "
                                   "with \"iteration_count\", or a median, mean or typical "
                                   "estimate");
        if (!isfinite(single) || single < 0)
            return pm_trow_fail(c, "the %s estimate must be a time, 0 or more", which);
        if (single_unit == NULL)
            single_unit = unit;
    } else if (!json_is_array(counts) || json_array_size(counts) != n) {
        return pm_trow_fail(c,
                            "\"iteration_count\" must be a list as long as "
                            "\"measured_values\" (%zu)",
                            n);
    }
    for (size_t i = 0; i < (n ? n : 1); i++) {
        double x = single;
        if (n) {
            const json_t *v = json_array_get(values, i), *k = json_array_get(counts, i);
            double tv = pm_jrow_time(v);
            double tk = json_is_number(k) ? json_number_value(k) : NAN;
            if (isnan(tv))
                return pm_trow_fail(c, "measured_values[%zu] must be a number, 0 or more", i);
            if (!isfinite(tk) || tk <= 0)
                return pm_trow_fail(c, "iteration_count[%zu] must be a count above 0", i);
            x = tv / tk;
        }
        pm_row *row = pm_trow_add(c);
        if (row == NULL ||
            pm_trow_name(c, row, id, PM_BENCHNAME_GENERIC, S_reserved, S_why_family, S_why_arg,
                         NULL) != 0 ||
            S_trow_time(c, row, x, n ? unit : single_unit) != 0 ||
            S_trow_tput(c, row, json_object_get(m, "throughput")) != 0)
            return -1;
    }
    if (n == 0 && !st->noted) {
        st->noted = 1;
        pm_table_note(c->t, "%s: a benchmark without samples gives one row, its %s estimate",
                      c->file, which);
    }
    return 0;
}

static int S_jsonl_line(pm_trow *c, const char *s, size_t n)
{
    S_lines *st = c->state;
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    if (i == n)
        return 0;
    if (s[i] != '{') { /* a log line merged in: cargo-criterion writes JSON only */
        st->skipped++;
        return 0;
    }
    json_error_t je;
    json_t *m = json_loadb(s + i, n - i, JSON_REJECT_DUPLICATES, &je);
    if (m == NULL)
        return pm_trow_fail(c, "invalid JSON: %s", je.text);
    const char *reason = json_string_value(json_object_get(m, "reason"));
    int rc = reason && strcmp(reason, "benchmark-complete") == 0 ? S_complete(c, m) : 0;
    json_decref(m);
    return rc;
}

static int S_jsonl_done(pm_trow *c)
{
    S_lines *st = c->state;
    if (st->skipped && c->t->nrows > 0)
        pm_table_note(c->t, "%s: %zu line%s that %s not JSON passed over", c->file, st->skipped,
                      st->skipped == 1 ? "" : "s", st->skipped == 1 ? "is" : "are");
    return 0;
}

/* ---- the files under target/criterion/ ---- */

/* The benchmark id and baseline a Criterion file's path shows: the directories between the
 * `criterion` directory (the last target/criterion, else the last one named criterion) and
 * the one holding the file, and that one. Returns 1 with *id and *baseline malloc'd, else 0
 * (no such directory, or nothing between). */
static int S_path_id(const char *path, char **id, char **baseline)
{
    size_t n = 0, cap = 0;
    const char **part = NULL;
    size_t *len = NULL;
    for (const char *p = path;;) {
        size_t w = strcspn(p, "/\\");
        if (w > 0) {
            pm_xgrow((void **)&part, &cap, n + 1, sizeof *part);
            len = pm_xrealloc(len, cap, sizeof *len);
            part[n] = p;
            len[n] = w;
            n++;
        }
        if (p[w] == '\0')
            break;
        p += w + 1;
    }
    /* the parts: ..., criterion (i), the id's (i+1 .. n-3), the baseline (n-2), the file */
    size_t anchor = (size_t)-1;
    for (int pass = 0; pass < 2 && anchor == (size_t)-1; pass++)
        for (size_t i = 0; i + 4 <= n; i++)
            if (len[i] == 9 && memcmp(part[i], "criterion", 9) == 0 &&
                (pass == 1 || (i > 0 && len[i - 1] == 6 && memcmp(part[i - 1], "target", 6) == 0)))
                anchor = i;
    int ok = anchor != (size_t)-1;
    if (ok) {
        size_t total = 0;
        for (size_t i = anchor + 1; i + 2 < n; i++)
            total += len[i] + 1;
        char *s = pm_xmalloc(total);
        size_t at = 0;
        for (size_t i = anchor + 1; i + 2 < n; i++) {
            if (at)
                s[at++] = '/';
            memcpy(s + at, part[i], len[i]);
            at += len[i];
        }
        s[at] = '\0';
        *id = s;
        *baseline = pm_xstrndup(part[n - 2], len[n - 2]);
    }
    free(part);
    free(len);
    return ok;
}

/* The id in the benchmark.json beside the file at path (Criterion writes one in every
 * baseline directory): its full_id, else group_id/function_id/value_str. Returns 1 with *id
 * malloc'd, else 0 (none, not a regular file of at most 1 MiB, or no id in it). */
static int S_sibling_id(const char *path, char **id)
{
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    char *sib = pm_xmalloc(dir + sizeof "benchmark.json");
    memcpy(sib, path, dir);
    memcpy(sib + dir, "benchmark.json", sizeof "benchmark.json");
    struct stat st;
    json_t *b = NULL;
    /* a regular file only: opening a FIFO would wait for a writer */
    if (stat(sib, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= (1 << 20))
        b = json_load_file(sib, JSON_REJECT_DUPLICATES, NULL);
    free(sib);
    const char *full = json_string_value(json_object_get(b, "full_id"));
    const char *parts[3] = {json_string_value(json_object_get(b, "group_id")),
                            json_string_value(json_object_get(b, "function_id")),
                            json_string_value(json_object_get(b, "value_str"))};
    int ok = 0;
    if (full && full[0]) {
        *id = pm_xstrdup(full);
        ok = 1;
    } else if (parts[0] && parts[0][0]) {
        size_t n = 3;
        for (int i = 0; i < 3; i++)
            n += parts[i] ? strlen(parts[i]) : 0;
        char *s = pm_xmalloc(n);
        strcpy(s, parts[0]);
        for (int i = 1; i < 3; i++)
            if (parts[i] && parts[i][0])
                strcat(strcat(s, "/"), parts[i]);
        *id = s;
        ok = 1;
    }
    json_decref(b);
    return ok;
}

/* The family and parameters of id as cells of row (jsonrow.h). */
static int S_jname(pm_jrow *c, pm_row *row, const char *id, const char *where)
{
    pm_benchname bn;
    pm_benchname_split(id, PM_BENCHNAME_GENERIC, &bn);
    int rc = pm_jrow_benchname(c, row, &bn, S_reserved, S_why_family, S_why_arg, where);
    pm_benchname_free(&bn);
    return rc;
}

/* What kind of Criterion file a decoded document is. */
typedef enum S_kind {
    S_NONE = 0,
    S_SAMPLE,    /* sample.json: {"sampling_mode", "iters", "times"} */
    S_SAMPLE_V1, /* sample.json of Criterion 0.2 / 0.3.0: [[iters], [times]] */
    S_ESTIMATES, /* estimates.json: {"mean": {"point_estimate" ...}, "median": ...} */
    S_BENCHMARK, /* benchmark.json: the id alone */
    S_TUKEY,     /* tukey.json: four fences */
    S_MESSAGE,   /* one cargo-criterion message (a JSON Lines file of one line) */
    S_MESSAGES   /* a list of them (jq -s over the messages) */
} S_kind;

/* The key of estimates that is there: key, or its capitalised old spelling, or NULL. */
static const char *S_est_key(const json_t *root, const char *key, const char *old)
{
    return json_object_get(root, key) ? key : json_object_get(root, old) ? old : NULL;
}

/* The point estimate of estimates[key] (or its old key): 1 with *x set. */
static int S_point(const json_t *root, const char *key, const char *old, double *x)
{
    const char *k = S_est_key(root, key, old);
    const json_t *e = k ? json_object_get(root, k) : NULL;
    const json_t *p = json_object_get(e, "point_estimate");
    if (!json_is_number(p) || !json_is_object(json_object_get(e, "confidence_interval")))
        return 0;
    *x = json_number_value(p);
    return 1;
}

static int S_all_numbers(const json_t *a)
{
    size_t i;
    const json_t *v;
    if (!json_is_array(a))
        return 0;
    json_array_foreach(a, i, v)
    {
        if (!json_is_number(v))
            return 0;
    }
    return 1;
}

/* 1 when m looks like a benchmark-complete message, or what jq keeps of one: an id with its
 * samples or an estimate. */
static int S_message(const json_t *m)
{
    const char *reason = json_string_value(json_object_get(m, "reason"));
    if (reason)
        return strcmp(reason, "benchmark-complete") == 0;
    if (!json_is_string(json_object_get(m, "id")))
        return 0;
    double x;
    const char *u;
    return json_is_array(json_object_get(m, "measured_values")) ||
           S_estimate(json_object_get(m, "median"), &x, &u) ||
           S_estimate(json_object_get(m, "mean"), &x, &u) ||
           S_estimate(json_object_get(m, "typical"), &x, &u);
}

static S_kind S_kind_of(const pm_input *in)
{
    const json_t *r = in->json;
    double x;
    if (json_is_object(r)) {
        const char *reason = json_string_value(json_object_get(r, "reason"));
        if (reason)
            return strcmp(reason, "benchmark-complete") == 0 ? S_MESSAGE : S_NONE;
        if (json_is_array(json_object_get(r, "iters")) &&
            json_is_array(json_object_get(r, "times")) && json_object_get(r, "sampling_mode"))
            return S_SAMPLE;
        if (S_point(r, "median", "Median", &x) && S_point(r, "mean", "Mean", &x))
            return S_ESTIMATES;
        if (json_is_string(json_object_get(r, "group_id")) &&
            json_is_string(json_object_get(r, "full_id")) && json_object_get(r, "directory_name"))
            return S_BENCHMARK;
    } else if (json_is_array(r)) {
        if (json_is_object(json_array_get(r, 0))) { /* objects, one a benchmark at least */
            size_t i, found = 0;
            const json_t *m;
            json_array_foreach(r, i, m)
            {
                if (!json_is_object(m))
                    return S_NONE;
                found += S_message(m) ? 1u : 0u;
            }
            return found ? S_MESSAGES : S_NONE;
        }
        if (in->name && pm_text_iends(in->name, "sample.json") && json_array_size(r) == 2 &&
            S_all_numbers(json_array_get(r, 0)) && S_all_numbers(json_array_get(r, 1)))
            return S_SAMPLE_V1;
        if (in->name && pm_text_iends(in->name, "tukey.json") && json_array_size(r) == 4 &&
            S_all_numbers(r))
            return S_TUKEY;
    }
    return S_NONE;
}

/* The row of one time t (ns) of the benchmark id from a file in baseline. */
static int S_file_row(pm_jrow *c, const char *id, const char *baseline, double t, const char *where)
{
    pm_row *row = pm_jrow_add(c, where);
    return row == NULL || S_jname(c, row, id, where) != 0 ||
                   pm_jrow_num(c, row, "time", t, PM_HINT_NONE, NULL, where) != 0 ||
                   pm_jrow_text(c, row, "time_unit", "ns", PM_CELL_STRING, PM_HINT_NONE, NULL,
                                where) != 0 ||
                   (baseline[0] && pm_jrow_text(c, row, "baseline", baseline, PM_CELL_STRING,
                                                PM_HINT_INFO, S_why_baseline, where) != 0)
               ? -1
               : 0;
}

/* sample.json: a row per sample, times[i] / iters[i] ns. */
static int S_samples(pm_jrow *c, const char *id, const char *baseline, const json_t *iters,
                     const json_t *times, const char *ipath, const char *tpath)
{
    char where[64];
    size_t n = json_array_size(times);
    if (n == 0 || json_array_size(iters) != n)
        return pm_jrow_fail(c, tpath, "a sample needs its times, as many as its iteration counts");
    for (size_t i = 0; i < n; i++) {
        double t = pm_jrow_time(json_array_get(times, i));
        const json_t *k = json_array_get(iters, i);
        double it = json_is_number(k) ? json_number_value(k) : NAN;
        snprintf(where, sizeof where, "%s[%zu]", isnan(t) ? tpath : ipath, i);
        if (isnan(t))
            return pm_jrow_fail(c, where, "a sample's time must be a number, 0 or more");
        if (!isfinite(it) || it <= 0)
            return pm_jrow_fail(c, where, "an iteration count must be above 0");
        snprintf(where, sizeof where, "%s[%zu]", tpath, i);
        if (S_file_row(c, id, baseline, t / it, where) != 0)
            return -1;
    }
    return 0;
}

/* estimates.json: one row, the median's point estimate. */
static int S_estimates(pm_jrow *c, const char *id, const char *baseline, const json_t *root)
{
    const char *key = S_est_key(root, "median", "Median");
    double x = NAN;
    char where[64];
    snprintf(where, sizeof where, "%s.point_estimate", key ? key : "median");
    if (!S_point(root, "median", "Median", &x) || !isfinite(x) || x < 0)
        return pm_jrow_fail(c, where, "the median's estimate must be a time, 0 or more");
    if (S_file_row(c, id, baseline, x, where) != 0)
        return -1;
    /* one note for every estimates.json of a run, not one each */
    static const char note[] = "Criterion's estimates.json give one row each, the median: the "
                               "sample.json beside each has every sample";
    for (size_t i = 0; i < c->t->nnotes; i++)
        if (strcmp(c->t->notes[i], note) == 0)
            return 0;
    pm_table_note(c->t, "%s", note);
    return 0;
}

/* A list of messages (jq -s over cargo criterion's output): each read as S_complete reads a
 * line, its errors at its index. */
static int S_list(pm_trow *c, const json_t *list)
{
    size_t i;
    const json_t *m;
    json_array_foreach(list, i, m)
    {
        if (!json_is_object(m))
            return pm_error_set(c->err, PM_ERR_INPUT, c->file, 0,
                                "entry %zu of the list is not a Criterion message", i);
        if (!S_message(m)) /* a group-complete message, or another tool's entry */
            continue;
        if (S_complete(c, m) != 0) {
            if (c->err)
                snprintf(c->err->where, sizeof c->err->where, "[%zu]", i);
            return -1;
        }
    }
    return 0;
}

/* ---- the format's entries (formats.h) ---- */

/* A line of cargo's JSON messages: an object whose first key is "reason". */
static int S_reason_line(const char *h, size_t n)
{
    static const char key[] = "\"reason\"";
    size_t i;
    if (n == 0 || h[0] != '{')
        return 0;
    for (i = 1; i < n && (h[i] == ' ' || h[i] == '\t'); i++)
        ;
    if (n - i < sizeof key - 1 || memcmp(h + i, key, sizeof key - 1) != 0)
        return 0;
    for (i += sizeof key - 1; i < n && (h[i] == ' ' || h[i] == '\t'); i++)
        ;
    return i < n && h[i] == ':';
}

static int S_detect(const pm_input *in)
{
    if (in->json == NULL) /* JSON Lines, maybe after lines of a log merged in (2>&1) */
        return pm_trow_any_line(in->head, in->nhead, S_reason_line);
    return S_kind_of(in) != S_NONE;
}

/* A document under target/criterion/: named by the benchmark.json beside it, else by its
 * path. */
static int S_read_file(pm_table *t, const pm_input *in, S_kind kind, pm_error *err)
{
    char *id = NULL, *baseline = NULL, *sib = NULL;
    const char *file = kind == S_ESTIMATES ? "estimates.json" : "sample.json";
    if (in->name == NULL || !S_path_id(in->path, &id, &baseline)) {
        /* the baseline is the directory the file is in, when the path names one */
        const char *end = strrchr(in->path, '/'), *b = end;
        while (b && b > in->path && b[-1] != '/')
            b--;
        free(id);
        id = NULL;
        baseline = end && b < end ? pm_xstrndup(b, (size_t)(end - b)) : pm_xstrdup("");
    }
    if (in->name && S_sibling_id(in->path, &sib)) {
        free(id);
        id = sib;
    }
    if (id == NULL) {
        free(baseline);
        return pm_error_set(err, PM_ERR_INPUT, in->path, 0,
                            "a Criterion %s has no name in it: it needs the benchmark.json "
                            "Criterion writes beside it, or a path .../criterion/GROUP/"
                            "FUNCTION/PARAMETER/new/%s (or use cargo criterion "
                            "--message-format=json)",
                            file, file);
    }
    if (kind == S_ESTIMATES && strcmp(baseline, "change") == 0) {
        free(id);
        free(baseline);
        return pm_error_set(err, PM_ERR_INPUT, in->path, 0,
                            "Criterion's change/estimates.json is the relative change between "
                            "two runs, not a time: give new/sample.json or new/estimates.json");
    }
    pm_table_mark mark = pm_table_begin(t);
    pm_jrow c = {t, pm_arena_strdup(t->arena, in->path), err};
    const json_t *r = in->json;
    int rc = kind == S_SAMPLE      ? S_samples(&c, id, baseline, json_object_get(r, "iters"),
                                               json_object_get(r, "times"), "iters", "times")
             : kind == S_SAMPLE_V1 ? S_samples(&c, id, baseline, json_array_get(r, 0),
                                               json_array_get(r, 1), "[0]", "[1]")
                                   : S_estimates(&c, id, baseline, r);
    free(id);
    free(baseline);
    return pm_table_end(t, mark, rc);
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_kind kind = in->json ? S_kind_of(in) : S_NONE;
    S_lines st = {0, 0};
    const char *none = "no \"benchmark-complete\" message (cargo criterion "
                       "--message-format=json writes one per benchmark)";
    switch (kind) {
    case S_SAMPLE:
    case S_SAMPLE_V1:
    case S_ESTIMATES: return S_read_file(t, in, kind, err);
    case S_MESSAGES: {
        pm_table_mark mark = pm_table_begin(t);
        pm_trow c = {t, pm_arena_strdup(t->arena, in->path), err, 0, &st};
        int rc = S_list(&c, in->json);
        if (rc == 0 && t->nrows == mark.nrows)
            rc = pm_error_set(err, PM_ERR_INPUT, in->path, 0, "%s", none);
        return pm_table_end(t, mark, rc);
    }
    case S_BENCHMARK:
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "Criterion's description of benchmark '%.200s', without its times: "
                            "give the sample.json (every sample) or estimates.json beside it",
                            json_string_value(json_object_get(in->json, "full_id")));
    case S_TUKEY:
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "Criterion's outlier fences of a benchmark, not its times: give the "
                            "sample.json beside it");
    default:
        if (in->json != NULL && kind != S_MESSAGE)
            return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                                "not a Criterion file (sample.json, estimates.json, or cargo "
                                "criterion's JSON messages)");
        return pm_trow_read(t, in, S_jsonl_line, S_jsonl_done, &st, none, err);
    }
}

const pm_format_ops pm_format_criterion = {
    "criterion",
    "cargo-criterion criterion-json",
    "Criterion.rs JSON (cargo criterion messages; sample.json, estimates.json)",
    PM_SYNTAX_JSON,
    S_detect,
    S_read,
    NULL};

/* ---- raw.csv (the criterion-csv entry) ---- */

enum { S_CSV_MAX = 16 }; /* Criterion writes 8 fields (5 before 0.3.4) */

/* The columns of raw.csv, by their header names. */
typedef struct S_csv {
    int header;                  /* 1 once the header was read */
    char *names[S_CSV_MAX];      /* the header's fields (malloc'd) */
    size_t nnames;               /* their count */
    long group, function, value; /* their indices (-1: absent) */
    long measured, unit, count;  /* sample_measured_value or sample_time_nanos ... */
    long tput_num, tput_type;    /* throughput_num, throughput_type */
    char *first;                 /* the header line as written, to pass over repeats */
} S_csv;

/* Split one CSV line (RFC 4180 quotes, no line breaks inside them) into at most max malloc'd
 * fields. Returns the count, or -1 for an unterminated quote or too many fields. */
static long S_fields(const char *s, size_t n, char **out, size_t max)
{
    size_t k = 0, i = 0;
    for (;;) {
        if (k == max)
            goto fail;
        /* the field's extent first, so that it takes no more than its own bytes */
        int quoted = i < n && s[i] == '"';
        size_t e = i + (size_t)quoted;
        if (quoted) {
            while (e < n && !(s[e] == '"' && (e + 1 >= n || s[e + 1] != '"')))
                e += s[e] == '"' ? 2 : 1;
            if (e >= n || (e + 1 < n && s[e + 1] != ','))
                goto fail; /* no closing quote, or text after it */
        } else {
            while (e < n && s[e] != ',')
                e++;
        }
        char *f = pm_xmalloc(e - i + 1);
        size_t m = 0;
        for (size_t j = i + (size_t)quoted; j < e; j++) {
            f[m++] = s[j];
            if (quoted && s[j] == '"') /* "" is one quote */
                j++;
        }
        f[m] = '\0';
        out[k++] = f;
        i = e + (size_t)quoted; /* past the closing quote: at the comma or the end */
        if (i >= n)
            return (long)k;
        i++; /* the comma */
    }
fail:
    for (size_t j = 0; j < k; j++)
        free(out[j]);
    return -1;
}

static void S_fields_free(char **f, long n)
{
    for (long i = 0; i < n; i++)
        free(f[i]);
}

static long S_csv_index(const S_csv *x, const char *name)
{
    for (size_t i = 0; i < x->nnames; i++)
        if (strcmp(x->names[i], name) == 0)
            return (long)i;
    return -1;
}

static int S_csv_header(pm_trow *c, S_csv *x, const char *s, size_t n)
{
    long k = S_fields(s, n, x->names, S_CSV_MAX);
    if (k < 0)
        return pm_trow_fail(c, "the header of raw.csv is not a CSV line of at most %d fields",
                            S_CSV_MAX);
    x->nnames = (size_t)k;
    x->group = S_csv_index(x, "group");
    x->function = S_csv_index(x, "function");
    x->value = S_csv_index(x, "value");
    x->measured = S_csv_index(x, "sample_measured_value");
    if (x->measured < 0)
        x->measured = S_csv_index(x, "sample_time_nanos");
    x->unit = S_csv_index(x, "unit");
    x->count = S_csv_index(x, "iteration_count");
    x->tput_num = S_csv_index(x, "throughput_num");
    x->tput_type = S_csv_index(x, "throughput_type");
    if (x->group < 0 || x->measured < 0 || x->count < 0)
        return pm_trow_fail(c, "raw.csv needs the columns group, sample_measured_value (or "
                               "sample_time_nanos) and iteration_count");
    x->first = pm_xstrndup(s, n);
    x->header = 1;
    return 0;
}

static int S_csv_line(pm_trow *c, const char *s, size_t n)
{
    S_csv *x = c->state;
    if (n == 0)
        return 0;
    if (pm_trow_clean(c, s, n) != 0)
        return -1;
    if (!x->header)
        return S_csv_header(c, x, s, n);
    if (strlen(x->first) == n && memcmp(x->first, s, n) == 0)
        return 0; /* the header again: raw.csv files joined with cat */
    char *f[S_CSV_MAX];
    long k = S_fields(s, n, f, S_CSV_MAX);
    if (k < 0)
        return pm_trow_fail(c, "not a CSV line of at most %d fields (an unterminated quote?)",
                            S_CSV_MAX);
    int rc = 0;
    if ((size_t)k != x->nnames) {
        rc = pm_trow_fail(c, "the line has %ld fields, the header %zu", k, x->nnames);
        goto done;
    }
    double v, it;
    if (!pm_text_number(f[x->measured], &v) || v < 0) {
        rc = pm_trow_fail(c, "the sample's measured value must be a number, 0 or more");
        goto done;
    }
    if (!pm_text_number(f[x->count], &it) || it <= 0) {
        rc = pm_trow_fail(c, "the iteration count must be a number above 0");
        goto done;
    }
    if (f[x->group][0] == '\0') {
        rc = pm_trow_fail(c, "a sample without its group");
        goto done;
    }
    /* the id as BenchmarkId writes it: group/function/value, the parts it has */
    size_t len = strlen(f[x->group]) + 3;
    if (x->function >= 0)
        len += strlen(f[x->function]);
    if (x->value >= 0)
        len += strlen(f[x->value]);
    char *id = pm_xmalloc(len);
    strcpy(id, f[x->group]);
    if (x->function >= 0 && f[x->function][0])
        strcat(strcat(id, "/"), f[x->function]);
    if (x->value >= 0 && f[x->value][0])
        strcat(strcat(id, "/"), f[x->value]);
    pm_row *row = pm_trow_add(c);
    const char *unit = x->unit >= 0 && f[x->unit][0] ? f[x->unit] : NULL;
    rc = row == NULL ||
                 pm_trow_name(c, row, id, PM_BENCHNAME_GENERIC, S_reserved, S_why_family, S_why_arg,
                              NULL) != 0 ||
                 S_trow_time(c, row, v / it, unit) != 0
             ? -1
             : 0;
    free(id);
    double tn;
    const char *col = x->tput_type >= 0 ? S_tput_column(f[x->tput_type]) : NULL;
    if (rc == 0 && col && x->tput_num >= 0 && pm_text_number(f[x->tput_num], &tn))
        rc = pm_trow_num(c, row, col, tn, PM_HINT_INFO, S_why_tput);
done:
    S_fields_free(f, k);
    return rc;
}

/* The header Criterion writes, from its first field names. */
static int S_csv_detect(const pm_input *in)
{
    static const char mark[] = "group,function,value,";
    if (in->nhead < sizeof mark - 1 || memcmp(in->head, mark, sizeof mark - 1) != 0)
        return 0;
    const char *nl = memchr(in->head, '\n', in->nhead);
    size_t n = nl ? (size_t)(nl - in->head) : in->nhead;
    for (size_t i = 0; i + 15 <= n; i++)
        if (memcmp(in->head + i, "iteration_count", 15) == 0)
            return 1;
    return 0;
}

static int S_csv_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_csv x;
    memset(&x, 0, sizeof x);
    int rc = pm_trow_read(t, in, S_csv_line, NULL, &x,
                          "no samples (Criterion's raw.csv has a line per sample)", err);
    for (size_t i = 0; i < x.nnames; i++)
        free(x.names[i]);
    free(x.first);
    return rc;
}

const pm_format_ops pm_format_criterion_csv = {"criterion-csv",
                                               "criterion-raw",
                                               "Criterion.rs raw.csv (one line per sample)",
                                               PM_SYNTAX_TEXT,
                                               S_csv_detect,
                                               S_csv_read,
                                               NULL};

/* ---- Criterion's console output (the criterion-text entry) ---- */

typedef struct S_text {
    char *last;   /* the line before, trimmed (malloc'd): a long id's own line */
    size_t lastn; /* its length */
} S_text;

/* Nanoseconds per unit of Criterion's durations (ps, ns, µs, us, ms, s), 0 for another. */
static double S_text_unit(const char *s, size_t n)
{
    const char *canon = NULL;
    if (n == 2 && memcmp(s, "ps", 2) == 0)
        return 1e-3;
    double sec = pm_trow_time_unit(s, n, &canon);
    return sec > 0.0 ? sec * 1e9 : 0.0;
}

/* The line s[0..n) without ANSI escape sequences (colours), and only its text after the
 * last carriage return (a terminal's overwritten progress), into a malloc'd string. */
static char *S_plain(const char *s, size_t n, size_t *len)
{
    for (size_t i = n; i-- > 0;)
        if (s[i] == '\r') {
            s += i + 1;
            n -= i + 1;
            break;
        }
    char *out = pm_xmalloc(n + 1);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\x1b' && i + 1 < n && s[i + 1] == '[') {
            i += 2;
            while (i < n && !((s[i] >= '@' && s[i] <= '~')))
                i++;
            continue;
        }
        out[m++] = s[i];
    }
    out[m] = '\0';
    *len = m;
    return out;
}

/* "time:   [1.23 µs 1.25 µs 1.27 µs]" at the end of a line: 1 with *ns the point estimate
 * (the middle one) and *at where "time:" starts. */
static int S_time_line(const char *s, size_t n, double *ns, size_t *at)
{
    size_t e = n;
    while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t'))
        e--;
    if (e == 0 || s[e - 1] != ']')
        return 0;
    size_t o = e - 1;
    while (o > 0 && s[o] != '[')
        o--;
    if (s[o] != '[' || o < 5)
        return 0;
    size_t t = o;
    while (t > 0 && (s[t - 1] == ' ' || s[t - 1] == '\t'))
        t--;
    if (t < 5 || memcmp(s + t - 5, "time:", 5) != 0 ||
        (t > 5 && s[t - 6] != ' ' && s[t - 6] != '\t'))
        return 0;
    /* six words: value unit, three times */
    const char *w[6];
    size_t len[6], k = 0, i = o + 1;
    while (k < 6) {
        while (i < e - 1 && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i >= e - 1)
            return 0;
        w[k] = s + i;
        while (i < e - 1 && s[i] != ' ' && s[i] != '\t')
            i++;
        len[k] = (size_t)(s + i - w[k]);
        k++;
    }
    while (i < e - 1 && (s[i] == ' ' || s[i] == '\t'))
        i++;
    if (i != e - 1)
        return 0;
    double x[3];
    for (int j = 0; j < 3; j++) {
        char buf[64];
        double f = S_text_unit(w[2 * j + 1], len[2 * j + 1]);
        if (f == 0.0 || len[2 * j] == 0 || len[2 * j] >= sizeof buf)
            return 0;
        memcpy(buf, w[2 * j], len[2 * j]);
        buf[len[2 * j]] = '\0';
        if (!pm_text_number(buf, &x[j]) || x[j] < 0)
            return 0;
        x[j] *= f;
    }
    *ns = x[1];
    *at = t - 5;
    return 1;
}

static int S_text_line(pm_trow *c, const char *raw, size_t rawn)
{
    S_text *st = c->state;
    size_t n, at;
    char *s = S_plain(raw, rawn, &n);
    double ns;
    int rc = 0;
    if (S_time_line(s, n, &ns, &at)) {
        size_t b = 0, e = at;
        while (b < e && (s[b] == ' ' || s[b] == '\t'))
            b++;
        while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
            e--;
        /* a short id is on the line; a long one (more than 23 bytes) on the line before */
        const char *name = e > b ? s + b : st->last;
        size_t nn = e > b ? e - b : st->lastn;
        if (name == NULL || nn == 0) {
            rc = pm_trow_fail(c, "a Criterion result without its benchmark's name");
        } else if (pm_trow_clean(c, name, nn) == 0) {
            char *id = pm_xstrndup(name, nn);
            pm_row *row = pm_trow_add(c);
            rc = row == NULL ||
                         pm_trow_name(c, row, id, PM_BENCHNAME_GENERIC, S_reserved, S_why_family,
                                      S_why_arg, NULL) != 0 ||
                         S_trow_time(c, row, ns, "ns") != 0
                     ? -1
                     : 0;
            free(id);
        } else {
            rc = -1;
        }
    }
    /* the line, for a long id on the next one: one that starts in column 0 */
    free(st->last);
    st->last = NULL;
    st->lastn = 0;
    size_t e = n;
    while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t'))
        e--;
    if (e > 0 && s[0] != ' ' && s[0] != '\t') {
        st->last = pm_xstrndup(s, e);
        st->lastn = e;
    }
    free(s);
    return rc;
}

/* A result line, or Criterion's progress line ("Benchmarking x: Warming up for 3.0000 s"). */
static int S_text_detect_line(const char *s, size_t n)
{
    double ns;
    size_t at;
    static const char warm[] = ": Warming up for ";
    if (n > 13 && memcmp(s, "Benchmarking ", 13) == 0)
        for (size_t i = 13; i + sizeof warm - 1 <= n; i++)
            if (memcmp(s + i, warm, sizeof warm - 1) == 0)
                return 1;
    return S_time_line(s, n, &ns, &at);
}

static int S_text_detect(const pm_input *in)
{
    return pm_trow_any_line(in->head, in->nhead, S_text_detect_line);
}

static int S_text_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_text st = {NULL, 0};
    int rc = pm_trow_read(t, in, S_text_line, NULL, &st,
                          "no Criterion results (lines like `sort/1024   time:   [1.2 µs 1.3 µs "
                          "1.4 µs]`)",
                          err);
    free(st.last);
    return rc;
}

const pm_format_ops pm_format_criterion_text = {"criterion-text",
                                                "criterion-console",
                                                "Criterion.rs console output (time: [...] lines)",
                                                PM_SYNTAX_TEXT,
                                                S_text_detect,
                                                S_text_read,
                                                NULL};
