/* gbench.c - Google Benchmark's JSON report (--benchmark_format=json, --benchmark_out) into
 * the raw table.
 *
 * Each entry of "benchmarks" is one run of one benchmark instance, named
 * "BM_Sort<int>/1024/8/threads:4/real_time". The name says what the benchmark is and what it
 * was given; the columns this reader makes from it:
 *   benchmark   the family: the name up to its first numeric argument, template arguments
 *               kept whole ("BM_Sort<int>"), with the text parts a BENCHMARK_CAPTURE or
 *               ->Name() added ("BM_Find/sorted"); hinted as the group
 *   arg0, arg1  the unnamed numeric arguments, by position; N, size ... the named ones
 *               ("N:1024"); threads (from "threads:4" or the entry's `threads`): all hinted
 *               as scaling factors (a size, a count, threads)
 *   real_time   the time, in the entry's `time_unit` (column time_unit: units may differ
 *               from entry to entry)
 *   cpu_time, items_per_second, bytes_per_second and every user counter: metrics, never
 *               parameters (they are computed from the time)
 * Run options in the name (repeats:, min_time:, min_warmup_time:, iterations:, real_time,
 * manual_time, process_time) are not arguments. Repetitions are rows of one configuration;
 * aggregates are used only for a run that has no raw rows (the median, else the mean);
 * complexity fits (BigO, RMS) never. Entries with error_occurred are left out and counted.
 * A time of 0 is kept (the dataset leaves it out and counts it); a negative or missing one
 * is an error at its JSON path.
 */
#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/jsonrow.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a Google Benchmark name without its arguments";
static const char S_why_arg[] = "a Google Benchmark argument";
static const char S_why_counter[] = "a Google Benchmark counter (computed from the time)";

/* Keys of an entry that are not counters. */
static const char *const S_fields[] = {
    "name",
    "family_index",
    "per_family_instance_index",
    "run_name",
    "run_type",
    "repetitions",
    "repetition_index",
    "threads",
    "iterations",
    "real_time",
    "cpu_time",
    "time_unit",
    "aggregate_name",
    "aggregate_unit",
    "error_occurred",
    "error_message",
    "label",
    "big_o",
    "rms",
    "cpu_coefficient",
    "real_coefficient",
    "complexity",
};

static int S_field(const char *key)
{
    for (size_t i = 0; i < sizeof S_fields / sizeof S_fields[0]; i++)
        if (strcmp(key, S_fields[i]) == 0)
            return 1;
    return 0;
}

/* The columns this reader fills itself: an argument named like one would overwrite it. */
static const char *const S_reserved[] = {"real_time", "cpu_time", "time_unit", NULL};

/* The family and the arguments of the name (benchname.h), as cells of row. */
static int S_name(pm_jrow *c, pm_row *row, const char *name, const char *where)
{
    pm_benchname bn;
    pm_benchname_split(name, PM_BENCHNAME_GBENCH, &bn);
    int rc = pm_jrow_benchname(c, row, &bn, S_reserved, S_why_family, S_why_arg, where);
    pm_benchname_free(&bn);
    return rc;
}

/* 1 when the aggregate entry b stands for a run with no raw rows in list, and is the one to
 * use: its median, else its mean. */
static int S_aggregate_used(const json_t *list, const json_t *b)
{
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
    return !has_raw && agg &&
           (strcmp(agg, "median") == 0 || (!has_median && strcmp(agg, "mean") == 0));
}

/* One entry b (at where) as a row, or nothing when it errored (counted). */
static int S_entry(pm_jrow *c, const json_t *b, int aggregate, const char *where)
{
    if (json_is_true(json_object_get(b, "error_occurred"))) {
        c->t->excluded++;
        return 0;
    }
    const char *name = json_string_value(json_object_get(b, aggregate ? "run_name" : "name"));
    if (name == NULL)
        name = json_string_value(json_object_get(b, "name"));
    if (name == NULL || name[0] == '\0')
        return pm_jrow_fail(c, where, "missing \"name\"");
    double t = pm_jrow_time(json_object_get(b, "real_time"));
    if (isnan(t))
        return pm_jrow_fail(c, where, "\"real_time\" must be a time (a number, 0 or more)");
    const char *unit = json_string_value(json_object_get(b, "time_unit"));
    pm_row *row = pm_jrow_add(c, where);
    if (row == NULL || S_name(c, row, name, where) != 0)
        return -1;
    /* the threads field, unless the name already gave a threads argument */
    json_t *threads = json_object_get(b, "threads");
    size_t tc = pm_table_find(c->t, "threads");
    if (json_is_integer(threads) &&
        (tc == (size_t)-1 || pm_table_cell(c->t, row, tc).kind == PM_CELL_MISSING) &&
        pm_jrow_num(c, row, "threads", json_number_value(threads), PM_HINT_FACTOR, S_why_arg,
                    where) != 0)
        return -1;
    if (pm_jrow_num(c, row, "real_time", t, PM_HINT_NONE, NULL, where) != 0 ||
        pm_jrow_text(c, row, "time_unit", unit ? unit : "ns", PM_CELL_STRING, PM_HINT_NONE, NULL,
                     where) != 0)
        return -1;
    const json_t *cpu = json_object_get(b, "cpu_time");
    if (json_is_number(cpu) &&
        pm_jrow_num(c, row, "cpu_time", json_number_value(cpu), PM_HINT_METRIC,
                    "Google Benchmark's CPU time (real_time is modelled)", where) != 0)
        return -1;
    /* counters: items_per_second, bytes_per_second and the user's own */
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)b, key, v)
    {
        if (!json_is_number(v) || S_field(key) || key[0] == '\0')
            continue;
        if (pm_jrow_num(c, row, key, json_number_value(v), PM_HINT_METRIC, S_why_counter, where) !=
            0)
            return -1;
    }
    return 0;
}

static int S_body(pm_jrow *c, const json_t *root)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t i;
    const json_t *b;
    char where[64];
    /* pass 0: raw rows; pass 1: aggregates of runs that have none */
    for (int pass = 0; pass < 2; pass++) {
        json_array_foreach(list, i, b)
        {
            snprintf(where, sizeof where, "benchmarks[%zu]", i);
            if (!json_is_object(b))
                return pm_jrow_fail(c, where, "a benchmark must be an object");
            const char *type = json_string_value(json_object_get(b, "run_type"));
            int aggregate = type && strcmp(type, "aggregate") == 0;
            if (aggregate != pass || (aggregate && !S_aggregate_used(list, b)))
                continue;
            if (S_entry(c, b, aggregate, where) != 0)
                return -1;
        }
    }
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

/* Where the report starts in text that has lines of text before it (a runner's preamble, as
 * HELICS's nightly benchmarks write): the offset of the first line that starts with '{' and
 * whose object's first key is "context" within n bytes; (size_t)-1 when there is none. */
static size_t S_preamble_end(const char *text, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++) {
        if (text[i] != '\n' || text[i + 1] != '{')
            continue;
        size_t k = i + 2;
        while (k < n && (text[k] == ' ' || text[k] == '\t' || text[k] == '\r' || text[k] == '\n'))
            k++;
        if (n - k >= 9 && memcmp(text + k, "\"context\"", 9) == 0)
            return i + 1;
    }
    return (size_t)-1;
}

static int S_detect(const pm_input *in)
{
    if (in->json == NULL) /* text first, then the report */
        return in->nhead > 0 && in->head[0] != '{' && in->head[0] != '[' &&
               S_preamble_end(in->head, in->nhead) != (size_t)-1;
    const json_t *root = in->json;
    json_t *b = json_object_get(root, "benchmarks");
    if (!json_is_array(b))
        return 0;
    if (json_object_get(root, "context"))
        return 1;
    /* a report cut down to its list (no "context"): known by its first entry */
    const json_t *first = json_array_get(b, 0);
    return json_object_get(first, "real_time") && json_object_get(first, "time_unit");
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    if (in->json != NULL)
        return pm_jrow_read(t, in, S_body, err);
    /* the report after lines of text: decoded from its first line */
    size_t at = S_preamble_end(in->text, in->len);
    if (at == (size_t)-1)
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "not a Google Benchmark report: no line starts its JSON object");
    long skipped = 0;
    for (size_t i = 0; i < at; i++)
        skipped += in->text[i] == '\n';
    json_error_t je;
    json_t *root = json_loadb(in->text + at, in->len - at, JSON_REJECT_DUPLICATES, &je);
    if (root == NULL)
        return pm_error_set(err, PM_ERR_INPUT, in->path, je.line > 0 ? je.line + skipped : 0,
                            "invalid JSON: %s", je.text);
    pm_input report = *in;
    report.json = root;
    int rc = pm_jrow_read(t, &report, S_body, err);
    json_decref(root);
    if (rc == 0)
        pm_table_note(t,
                      "%s: the Google Benchmark report starts at line %ld (the %ld line%s "
                      "before it are not JSON: left out)",
                      in->path, skipped + 1, skipped, skipped == 1 ? "" : "s");
    return rc;
}

const pm_format_ops pm_format_gbench = {"gbench",
                                        "googlebenchmark googlecpp",
                                        "Google Benchmark JSON",
                                        PM_SYNTAX_JSON,
                                        S_detect,
                                        S_read,
                                        NULL};
