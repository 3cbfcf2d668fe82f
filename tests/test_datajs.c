/* test_datajs.c - github-action-benchmark's data.js: the entries listed for `history import`,
 * one entry read, and the newest of each suite read as an input file, as the file says. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/datajs.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---- */

/* text written to a file and read with format detection into *t (a new table); returns the
 * reader's status, err filled. */
static int S_ingest(const char *text, pm_table **t, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "data.js", text);
    *t = pm_table_new();
    pm_error_clear(err);
    int rc = pm_ingest_file(*t, path, PM_FORMAT_AUTO, err);
    pm_test_rmtree(dir);
    free(path);
    free(dir);
    return rc;
}

/* The table of text, which must read. */
static pm_table *S_table(const char *text)
{
    pm_table *t;
    pm_error err;
    if (S_ingest(text, &t, &err) != 0)
        fail_msg("%s: %s: %s", err.file, err.where, err.msg);
    return t;
}

/* The file's text opened as a pm_datajs (which must open). */
static pm_datajs *S_open(const char *text)
{
    pm_datajs *d = NULL;
    pm_error err;
    pm_error_clear(&err);
    if (pm_datajs_open("x.js", text, strlen(text), &d, &err) != 0)
        fail_msg("%s: %s", err.where, err.msg);
    return d;
}

/* The row whose `benchmark` is family and whose column col reads v (col NULL: the first of
 * the family); fails when there is none. */
static size_t S_row(const pm_table *t, const char *family, const char *col, const char *v)
{
    for (size_t i = 0; i < t->nrows; i++) {
        const char *f = pm_test_cell(t, i, "benchmark");
        if (f == NULL || strcmp(f, family) != 0)
            continue;
        const char *x = col ? pm_test_cell(t, i, col) : NULL;
        if (col == NULL || (x && strcmp(x, v) == 0))
            return i;
    }
    fail_msg("no row of %s with %s = %s", family, col ? col : "-", v ? v : "-");
    return 0;
}

/* 1 when one of t's notes contains s. */
static int S_noted(const pm_table *t, const char *s)
{
    for (size_t i = 0; i < t->nnotes; i++)
        if (strstr(t->notes[i], s))
            return 1;
    return 0;
}

/* One suite of one entry of the given tool and benches (a JSON list), as data.js text. */
static char *S_file(const char *tool, const char *benches)
{
    static const char fmt[] =
        "window.BENCHMARK_DATA = {\"lastUpdate\": 1700000000000, \"repoUrl\": "
        "\"https://github.com/o/r\", \"entries\": {\"S\": [{\"commit\": {\"id\": "
        "\"0123456789abcdef\"}, \"date\": 1700000000000, \"tool\": \"%s\", \"benches\": %s}]}}";
    size_t n = sizeof fmt + strlen(tool) + strlen(benches);
    char *s = malloc(n);
    snprintf(s, n, fmt, tool, benches);
    return s;
}

/* ---- the list of entries (history import) ---- */

/* Two suites, one with 3 entries whose dates are out of order, commit timestamps in several
 * zones: each entry's fields as written, times converted to UTC by hand. */
static const char S_history[] =
    "window.BENCHMARK_DATA = {\n"
    "  \"lastUpdate\": 1700000000000,\n"
    "  \"repoUrl\": \"https://github.com/o/r\",\n"
    "  \"entries\": {\n"
    "    \"Rust\": [\n"
    "      {\"commit\": {\"id\": \"aaaa111\", \"timestamp\": \"2023-11-14T23:30:00+01:00\"},\n"
    "       \"date\": 1699999000000, \"tool\": \"cargo\",\n"
    "       \"benches\": [{\"name\": \"fib_10\", \"value\": 100, \"unit\": \"ns/iter\"}]},\n"
    "      {\"commit\": {\"id\": \"bbbb222\", \"timestamp\": \"2023-11-14T22:13:20.5Z\"},\n"
    "       \"date\": 1700000500000, \"tool\": \"cargo\",\n"
    "       \"benches\": [{\"name\": \"fib_10\", \"value\": 120, \"unit\": \"ns/iter\"},\n"
    "                   {\"name\": \"fib_20\", \"value\": 12000, \"unit\": \"ns/iter\"}]},\n"
    "      {\"commit\": {\"id\": \"cccc333\", \"timestamp\": \"dummy stamp\"},\n"
    "       \"date\": 1700000400000, \"tool\": \"cargo\",\n"
    "       \"benches\": [{\"name\": \"fib_10\", \"value\": 110, \"unit\": \"ns/iter\"}]}\n"
    "    ],\n"
    "    \"Python\": [\n"
    "      {\"commit\": {\"id\": \"dddd444\", \"timestamp\": \"2024-02-29T00:00:00-05:30\"},\n"
    "       \"date\": 0, \"tool\": \"pytest\",\n"
    "       \"benches\": [{\"name\": \"b.py::test_x\", \"value\": 4, \"unit\": \"iter/sec\"}]}\n"
    "    ]\n"
    "  }\n"
    "};\n";

static void test_entries_listed_in_file_order_with_utc_times(void **state)
{
    (void)state;
    pm_datajs *d = S_open(S_history);
    assert_int_equal(pm_datajs_count(d), 4);
    assert_string_equal(pm_datajs_repo_url(d), "https://github.com/o/r");
    const pm_datajs_entry *e = pm_datajs_entry_at(d, 0);
    assert_string_equal(e->suite, "Rust");
    assert_int_equal(e->index, 0);
    assert_int_equal(e->nsuite, 3);
    assert_string_equal(e->commit, "aaaa111");
    assert_string_equal(e->tool, "cargo");
    assert_int_equal(e->nbenches, 1);
    /* 23:30 at +01:00 is 22:30 UTC */
    assert_string_equal(e->commit_time, "2023-11-14T22:30:00Z");
    /* 1699999000 s = 19675 days (2023-11-14) + 79000 s (21:56:40) */
    assert_string_equal(e->time, "2023-11-14T21:56:40Z");
    assert_int_equal(e->epoch, 1699999000LL);
    e = pm_datajs_entry_at(d, 1);
    assert_int_equal(e->index, 1);
    assert_int_equal(e->nbenches, 2);
    assert_string_equal(e->commit_time, "2023-11-14T22:13:20Z"); /* the fraction cut */
    assert_string_equal(e->time, "2023-11-14T22:21:40Z");        /* 1700000500 s */
    e = pm_datajs_entry_at(d, 2);
    assert_string_equal(e->commit, "cccc333");
    assert_null(e->commit_time); /* "dummy stamp", as the action's own tests write */
    e = pm_datajs_entry_at(d, 3);
    assert_string_equal(e->suite, "Python");
    assert_int_equal(e->index, 0);
    assert_int_equal(e->nsuite, 1);
    /* midnight at -05:30 on a leap day is 05:30 UTC the same day */
    assert_string_equal(e->commit_time, "2024-02-29T05:30:00Z");
    assert_string_equal(e->time, "1970-01-01T00:00:00Z");
    assert_int_equal(e->epoch, 0);
    assert_null(pm_datajs_entry_at(d, 4));
    pm_datajs_free(d);
    pm_datajs_free(NULL);
}

/* An older entry read on its own: its benches, no suite prefix, nothing of the others. */
static void test_read_one_entry(void **state)
{
    (void)state;
    pm_datajs *d = S_open(S_history);
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_datajs_read_entry(t, d, 1, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->nfiles, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "fib_10");
    assert_string_equal(pm_test_cell(t, 0, "suite"), "Rust");
    assert_close(pm_test_num(t, 0, "time"), 120, 0);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    assert_close(pm_test_num(t, 1, "time"), 12000, 0);
    assert_int_equal(pm_test_hint(t, "suite"), PM_HINT_INFO);
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    /* the Python entry's rate: 4 iter/sec is 0.25 s an iteration */
    assert_int_equal(pm_datajs_read_entry(t, d, 3, &err), 0);
    assert_int_equal(t->nrows, 3);
    assert_close(pm_test_num(t, 2, "time"), 0.25, 1e-15);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "s");
    assert_true(S_noted(t, "iter/sec"));
    /* beyond the last: an error, the table unchanged */
    assert_int_equal(pm_datajs_read_entry(t, d, 4, &err), -1);
    assert_int_equal(t->nrows, 3);
    pm_table_free(t);
    pm_datajs_free(d);
}

/* The input format: the newest entry of each suite by date, not by place (the third entry of
 * Rust is older than the second), each benchmark named after its suite, with notes. */
static void test_input_reads_newest_of_each_suite(void **state)
{
    (void)state;
    pm_table *t = S_table(S_history);
    assert_int_equal(t->nrows, 3); /* Rust's 2nd entry (2 benches), Python's only one */
    size_t r = S_row(t, "Rust/fib_10", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 120, 0);
    r = S_row(t, "Rust/fib_20", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 12000, 0);
    r = S_row(t, "Python/b.py::test_x", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 0.25, 1e-15);
    assert_true(S_noted(t, "suite 'Rust': the newest of 3 entries (commit bbbb222, 2023-11-14)"));
    assert_true(S_noted(t, "suite 'Python': its only entry (commit dddd444, 1970-01-01)"));
    assert_true(S_noted(t, "several suites"));
    pm_table_free(t);
}

/* The JSON alone (external-data-json-path), a byte-order mark, blanks and no ';': the same. */
static void test_prefix_optional(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "{\"lastUpdate\": 1, \"repoUrl\": \"\", \"entries\": {\"S\": [{\"date\": 5, \"benches\": "
        "[{\"name\": \"a\", \"value\": 2, \"unit\": \"ms\"}]}]}}\n",
        "\xEF\xBB\xBF\n window.BENCHMARK_DATA={\"entries\": {\"S\": [{\"date\": 5, \"benches\": "
        "[{\"name\": \"a\", \"value\": 2, \"unit\": \"ms\"}]}]}} ; \n",
    };
    for (size_t i = 0; i < 2; i++) {
        pm_table *t = S_table(texts[i]);
        assert_int_equal(t->nrows, 1);
        assert_string_equal(pm_test_cell(t, 0, "benchmark"), "a");
        assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ms");
        assert_true(S_noted(t, "commit unknown"));
        pm_table_free(t);
    }
    pm_datajs *d = S_open(texts[0]);
    assert_null(pm_datajs_repo_url(d)); /* "" is none */
    assert_null(pm_datajs_entry_at(d, 0)->commit);
    assert_null(pm_datajs_entry_at(d, 0)->tool);
    pm_datajs_free(d);
}

/* ---- each tool's names and units ---- */

/* googlecpp: Google Benchmark's names, threads from extra, aggregates beside repetitions left
 * out, the median of a run with none used, a unit of us/iter. */
static void test_googlecpp(void **state)
{
    (void)state;
    char *text =
        S_file("googlecpp",
               "[{\"name\": \"BM_Sort<int>/8/real_time\", \"value\": 10, \"unit\": \"ns/iter\", "
               "\"extra\": \"iterations: 1000\\ncpu: 9 ns\\nthreads: 2\"},"
               " {\"name\": \"BM_Sort<int>/64/threads:4\", \"value\": 8, \"unit\": \"us/iter\", "
               "\"extra\": \"iterations: 10\\ncpu: 7 us\\nthreads: 4\"},"
               " {\"name\": \"BM_Rep/8\", \"value\": 5, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Rep/8\", \"value\": 6, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Rep/8_mean\", \"value\": 5.5, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Rep/8_median\", \"value\": 5.5, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Rep/8_stddev\", \"value\": 0.7, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Agg/16_mean\", \"value\": 7, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Agg/16_median\", \"value\": 7.5, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Agg/16_stddev\", \"value\": 0.1, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_Agg/16_cv\", \"value\": 0.01, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_O/8\", \"value\": 3, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_O_BigO\", \"value\": 0.4, \"unit\": \"ns/iter\"},"
               " {\"name\": \"BM_O_RMS\", \"value\": 0.1, \"unit\": \"undefined/iter\"},"
               " {\"name\": \"BM_median\", \"value\": 9, \"unit\": \"ns/iter\"}]");
    pm_table *t = S_table(text);
    free(text);
    /* 2 Sort, 2 Rep repetitions, Agg's median, BM_O/8, BM_median (no sibling _stddev) */
    assert_int_equal(t->nrows, 7);
    size_t r = S_row(t, "BM_Sort<int>", "arg0", "8");
    assert_close(pm_test_num(t, r, "time"), 10, 0);
    assert_string_equal(pm_test_cell(t, r, "threads"), "2"); /* from extra */
    r = S_row(t, "BM_Sort<int>", "arg0", "64");
    assert_string_equal(pm_test_cell(t, r, "threads"), "4"); /* from the name */
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "us");
    r = S_row(t, "BM_Agg", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 7.5, 0);
    assert_string_equal(pm_test_cell(t, r, "arg0"), "16");
    S_row(t, "BM_median", NULL, NULL);
    assert_int_equal(pm_test_hint(t, "arg0"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "threads"), PM_HINT_FACTOR);
    /* Rep: mean, median, stddev; Agg: mean, stddev, cv; O: BigO. BM_O_RMS, whose unit the
       action wrote from a missing time_unit, is no time: left out as such */
    assert_true(S_noted(t, "7 Google Benchmark aggregates"));
    assert_true(S_noted(t, "1 bench left out: not a time or a rate (undefined/iter)"));
    assert_true(S_noted(t, "1 run without repetitions"));
    assert_int_equal(t->excluded, 0); /* no test failed */
    pm_table_free(t);
}

/* Regression (found by fuzz_datajs): a googlecpp "aggregate" whose unit is no time is a bench
 * in a unit of no time, left out; it is never a time without a unit. */
static void test_aggregate_in_a_unit_of_no_time(void **state)
{
    (void)state;
    char *text =
        S_file("googlecpp", "[{\"name\": \"BM_C/8_median\", \"value\": 3, \"unit\": \"B\"},"
                            " {\"name\": \"BM_C/8_stddev\", \"value\": 1, \"unit\": \"B\"},"
                            " {\"name\": \"BM_D/8\", \"value\": 2, \"unit\": \"ns/iter\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BM_D");
    assert_true(S_noted(t, "2 benches left out: not a time or a rate (B)"));
    pm_table_free(t);
}

/* go: procs back from extra, a package suffix kept in the family, further metrics on the
 * benchmark's row, "<name> - ns/op" (the time again) dropped. */
static void test_go(void **state)
{
    (void)state;
    char *text = S_file(
        "go",
        "[{\"name\": \"BenchmarkFib/n=10\", \"value\": 100, \"unit\": \"ns/op\\t 3.000 aux\", "
        "\"extra\": \"1000 times\\n8 procs\"},"
        " {\"name\": \"BenchmarkFib/n=10 - ns/op\", \"value\": 100, \"unit\": \"ns/op\", "
        "\"extra\": \"1000 times\\n8 procs\"},"
        " {\"name\": \"BenchmarkFib/n=10 - aux\", \"value\": 3, \"unit\": \"aux\", "
        "\"extra\": \"1000 times\\n8 procs\"},"
        " {\"name\": \"BenchmarkFib/n=100\", \"value\": 1000, \"unit\": \"ns/op\", "
        "\"extra\": \"10 times\\n8 procs\"},"
        " {\"name\": \"BenchmarkFib/n=100 - B/op\", \"value\": 64, \"unit\": \"B/op\", "
        "\"extra\": \"10 times\\n8 procs\"},"
        " {\"name\": \"BenchmarkX/case-5 (github.com/a/b)\", \"value\": 7, \"unit\": \"ns/op\", "
        "\"extra\": \"10 times\"},"
        " {\"name\": \"BenchmarkY - B/op\", \"value\": 9, \"unit\": \"B/op\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_int_equal(t->nrows, 3);
    size_t r = S_row(t, "BenchmarkFib", "n", "10");
    assert_close(pm_test_num(t, r, "time"), 100, 0);
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "ns");
    assert_string_equal(pm_test_cell(t, r, "procs"), "8");
    assert_close(pm_test_num(t, r, "aux"), 3, 0);
    assert_null(pm_test_cell(t, r, "B/op"));
    r = S_row(t, "BenchmarkFib", "n", "100");
    assert_close(pm_test_num(t, r, "B/op"), 64, 0);
    assert_int_equal(pm_test_hint(t, "B/op"), PM_HINT_METRIC);
    assert_true(pm_table_find(t, "ns/op") == (size_t)-1);
    /* no "procs" line: GOMAXPROCS was 1, and "-5" stays the case's */
    r = S_row(t, "BenchmarkX/case-5 (github.com/a/b)", NULL, NULL);
    assert_string_equal(pm_test_cell(t, r, "procs"), "1");
    /* a metric with no benchmark before it: its unit is no time */
    assert_true(S_noted(t, "1 bench left out: not a time or a rate (B/op)"));
    pm_table_free(t);
}

/* pytest: the test's parameters after its file's path; jmh: its @Param values and threads;
 * rates as the time of one operation. */
static void test_pytest_and_jmh(void **state)
{
    (void)state;
    char *text = S_file("pytest",
                        "[{\"name\": \"tests/b.py::TestX::test_sort[1000-quick]\", \"value\": 500, "
                        "\"unit\": \"iter/sec\", \"extra\": \"mean: 2 msec\\nrounds: 5\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "tests/b.py::TestX::test_sort[quick]");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "1000");
    assert_close(pm_test_num(t, 0, "time"), 0.002, 1e-18); /* 1/500 s, as the mean says */
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "s");
    pm_table_free(t);

    text = S_file("jmh", "[{\"name\": \"org.x.B.sort ( {\\\"size\\\":\\\"100\\\",\\\"kind\\\":"
                         "\\\"a\\\"} )\", \"value\": 2.5, \"unit\": \"ops/ms\", \"extra\": "
                         "\"iterations: 5\\nforks: 1\\nthreads: 4\"},"
                         " {\"name\": \"org.x.B.get\", \"value\": 3, \"unit\": \"us/op\"}]");
    t = S_table(text);
    free(text);
    size_t r = S_row(t, "org.x.B.sort", NULL, NULL);
    assert_string_equal(pm_test_cell(t, r, "size"), "100");
    assert_string_equal(pm_test_cell(t, r, "kind"), "a");
    assert_string_equal(pm_test_cell(t, r, "threads"), "4");
    assert_close(pm_test_num(t, r, "time"), 0.4, 1e-15); /* 1 / 2.5 ops per ms */
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "ms");
    r = S_row(t, "org.x.B.get", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 3, 0);
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "us");
    assert_true(S_noted(t, "1 rate (ops/ms)"));
    pm_table_free(t);
}

/* Units: µs and μs are us; "MS/s" is a rate (mega-samples), not milliseconds; "x per second";
 * a bench in a unit of no time left out when others are times. */
static void test_units(void **state)
{
    (void)state;
    char *text = S_file("customSmallerIsBetter",
                        "[{\"name\": \"a\", \"value\": 4, \"unit\": \"\xC2\xB5s\"},"
                        " {\"name\": \"b\", \"value\": 4, \"unit\": \"\xCE\xBCs/iter\"},"
                        " {\"name\": \"c\", \"value\": 4, \"unit\": \"MS/s\"},"
                        " {\"name\": \"d\", \"value\": 8, \"unit\": \"items per second\"},"
                        " {\"name\": \"e\", \"value\": 2, \"unit\": \"seconds\"},"
                        " {\"name\": \"f\", \"value\": 0, \"unit\": \"ns\"},"
                        " {\"name\": \"g\", \"value\": 9, \"unit\": \"Megabytes\"},"
                        " {\"name\": \"h\", \"value\": 9, \"unit\": \"cycles/iter\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_int_equal(t->nrows, 6);
    const char *unit[] = {"us", "us", "s", "s", "s", "ns"};
    const double time[] = {4, 4, 0.25, 0.125, 2, 0};
    for (size_t i = 0; i < 6; i++) {
        assert_string_equal(pm_test_cell(t, i, "time_unit"), unit[i]);
        assert_close(pm_test_num(t, i, "time"), time[i], 1e-15);
    }
    assert_true(S_noted(t, "2 benches left out: not a time or a rate (Megabytes, cycles/iter)"));
    assert_true(S_noted(t, "2 rates (MS/s, items per second)"));
    pm_table_free(t);
}

/* No bench a time or a rate: the values are `value`, the only metric, with a note. */
static void test_values_that_are_not_times(void **state)
{
    (void)state;
    char *text = S_file("customBiggerIsBetter",
                        "[{\"name\": \"alloc/1024\", \"value\": 4096, \"unit\": \"bytes\"},"
                        " {\"name\": \"alloc/2048\", \"value\": 8192, \"unit\": \"bytes\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_int_equal(t->nrows, 2);
    assert_close(pm_test_num(t, 1, "value"), 8192, 0);
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "2048");
    assert_int_equal(pm_test_hint(t, "value"), PM_HINT_METRIC);
    assert_true(pm_table_find(t, "time") == (size_t)-1);
    assert_true(S_noted(t, "(bytes); customBiggerIsBetter: bigger is better"));
    pm_table_free(t);
}

/* An argument named like one of the reader's columns does not become it. */
static void test_argument_named_time(void **state)
{
    (void)state;
    char *text = S_file("googlecpp", "[{\"name\": \"BM_x/time:5/value:3\", \"value\": 2, "
                                     "\"unit\": \"ns/iter\"}]");
    pm_table *t = S_table(text);
    free(text);
    assert_close(pm_test_num(t, 0, "time"), 2, 0);
    assert_string_equal(pm_test_cell(t, 0, "time_arg"), "5");
    assert_string_equal(pm_test_cell(t, 0, "value_arg"), "3");
    pm_table_free(t);
}

/* ---- errors ---- */

typedef struct S_bad {
    const char *text;  /* the file */
    long line;         /* the error's line (0: none) */
    const char *where; /* its JSON path ("" none) */
    const char *msg;   /* a piece of its message */
} S_bad;

static void test_errors_point_at_the_input(void **state)
{
    (void)state;
    static const S_bad bad[] = {
        {"window.BENCHMARK_DATA = {\n\"entries\": {\n\"S\": [1,]}}", 3, "", "unexpected token"},
        {"window.BENCHMARK_DATA = {\"entries\": {}, \"entries\": {}}", 1, "", "duplicate"},
        {"window.BENCHMARK_DATA = {\"entries\": {}} x", 1, "", "end of file expected"},
        {"window.BENCHMARK_DATA\n\n(1)", 3, "", "expected '='"},
        {"window.BENCHMARK_DATA = [1]", 1, "", "expected `window.BENCHMARK_DATA = {`"},
        {"window.BENCHMARK_DATA = {\"entries\": []}", 0, "entries", "must be an object"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": {}}}", 0, "entries[\"S\"]",
         "a suite must be a list"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [3]}}", 0, "entries[\"S\"][0]",
         "an entry must be an object"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"benches\": []}]}}", 0,
         "entries[\"S\"][0].date", "\"date\" must be"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": -1}]}}", 0,
         "entries[\"S\"][0].date", "\"date\" must be"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1e300}]}}", 0,
         "entries[\"S\"][0].date", "\"date\" must be"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"commit\": 3}]}}", 0,
         "entries[\"S\"][0].commit", "\"commit\" must be"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"tool\": 3}]}}", 0,
         "entries[\"S\"][0].tool", "\"tool\" must be text"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": 3}]}}", 0,
         "entries[\"S\"][0].benches", "must be a list"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"value\": "
         "1, \"unit\": \"ns\"}]}]}}",
         0, "entries[\"S\"][0].benches[0]", "a bench needs a \"name\""},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": 1}]}]}}",
         0, "entries[\"S\"][0].benches[0]", "a bench needs a \"unit\""},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": -1, \"unit\": \"ns\"}]}]}}",
         0, "entries[\"S\"][0].benches[0].value", "must be a number, 0 or more"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": null, \"unit\": \"ns\"}]}]}}",
         0, "entries[\"S\"][0].benches[0].value", "must be a number, 0 or more"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": \"3\", \"unit\": \"ns\"}]}]}}",
         0, "entries[\"S\"][0].benches[0].value", "must be a number, 0 or more"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": 0, \"unit\": \"ops/sec\"}]}]}}",
         0, "entries[\"S\"][0].benches[0].value", "a rate of 0"},
        {"window.BENCHMARK_DATA = {\"entries\": {\"S\": [{\"date\": 1, \"benches\": [{\"name\": "
         "\"a\", \"value\": 1, \"unit\": \"ns\"}]}, {\"date\": 2, \"benches\": []}]}}",
         0, "", "no measurements in the data file (0 benches left out)"},
        {"window.BENCHMARK_DATA = {\"entries\": {}}", 0, "", "no measurements"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pm_table *t;
        pm_error err;
        int rc = S_ingest(bad[i].text, &t, &err);
        if (rc == 0 || err.line != bad[i].line || strcmp(err.where, bad[i].where) != 0 ||
            strstr(err.msg, bad[i].msg) == NULL)
            fail_msg("case %zu: rc %d, line %ld, where '%s', msg '%s'", i, rc, err.line, err.where,
                     err.msg);
        assert_int_equal(t->nrows, 0); /* the file adds nothing */
        assert_int_equal(t->ncols, 0);
        assert_int_equal(t->nnotes, 0);
        pm_table_free(t);
    }
}

/* ---- github-action-benchmark's own example and real files ---- */

/* The action's test/data/write/data-dir/original_data.js: one cargo entry, bench_fib_10 at
 * 100 ns/iter, commit "prev commit id", date 1574927127603 (2019-11-28T07:45:27Z). */
static void test_action_example(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/gab-datajs__benchmark-action_github-action-benchmark__original_data.js");
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "bench_fib_10");
    assert_close(pm_test_num(t, 0, "time"), 100, 0);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    assert_true(S_noted(t, "suite 'Test benchmark': its only entry (commit prev co, 2019-11-28)"));
    pm_table_free(t);
    char *path = pm_test_data("real/gab-datajs__benchmark-action_github-action-benchmark__"
                              "original_data.js");
    char *text = pm_test_read(path);
    pm_datajs *d = S_open(text);
    assert_string_equal(pm_datajs_entry_at(d, 0)->time, "2019-11-28T07:45:27Z");
    pm_datajs_free(d);
    free(text);
    free(path);
}

/* The action's own CI history (5 suites, one per tool, fib of 10 and 20): each suite's last
 * entry; go's procs from extra ("2 procs"); pytest's rate is its mean (extra "mean:
 * 0.000023704214488746038 sec" is 1/42186.590931952895). */
static void test_real_action_history_five_tools(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest("real/gab-datajs__benchmark-action_github-action-benchmark__"
                                 "ghpages_5tools_fib_2019-11-29.js");
    assert_int_equal(t->nrows, 10);
    size_t r = S_row(t, "Rust Benchmark/bench_fib_20", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 26631, 0);
    r = S_row(t, "Go Benchmark/BenchmarkFib10", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 439, 0);
    assert_string_equal(pm_test_cell(t, r, "procs"), "2");
    r = S_row(t, "Benchmark.js Benchmark/fib", "arg0", "20");
    assert_close(pm_test_num(t, r, "time"), 1.0 / 8884, 1e-18);
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "s");
    r = S_row(t, "Python Benchmark with pytest-benchmark/bench.py::test_fib_10", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 0.000023704214488746038, 1e-15);
    r = S_row(t, "C++ Benchmark/fib_20", NULL, NULL);
    assert_close(pm_test_num(t, r, "time"), 24895.33672826938, 1e-9);
    assert_string_equal(pm_test_cell(t, r, "threads"), "1");
    /* the C++ suite's newest entry is its 9th of 9 (commit 5bacfbb, 2019-11-29T12:19:18Z) */
    assert_true(S_noted(t, "suite 'C++ Benchmark': the newest of 9 entries (commit 5bacfbb, "
                           "2019-11-29)"));
    pm_table_free(t);
}

/* SFCMM/Common: two suites (bench-gnu, bench-clang) of the same Google Benchmark families over
 * sizes; each family is a group per suite. BM_memcpy/8192 took 171.094735930913 ns with gcc. */
static void test_real_two_suites_same_families(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/gab-datajs__SFCMM_Common__googlecpp_hilbert_levels_gnu_clang.js");
    assert_int_equal(t->nrows, 50); /* (10 + 10 + 5) benches x 2 suites */
    size_t r = S_row(t, "bench-gnu/BM_memcpy", "arg0", "8192");
    assert_close(pm_test_num(t, r, "time"), 171.094735930913, 1e-9);
    assert_string_equal(pm_test_cell(t, r, "time_unit"), "ns");
    assert_string_equal(pm_test_cell(t, r, "suite"), "bench-gnu");
    r = S_row(t, "bench-clang/BM_Hilbert2D", "arg0", "10");
    assert_close(pm_test_num(t, r, "time"), 54.91943363120053, 1e-12);
    pm_table_free(t);
    /* the whole history: 41 + 37 entries, gcc's first */
    char *path =
        pm_test_data("real/gab-datajs__SFCMM_Common__googlecpp_hilbert_levels_gnu_clang.js");
    char *text = pm_test_read(path);
    pm_datajs *d = S_open(text);
    assert_int_equal(pm_datajs_count(d), 78);
    assert_string_equal(pm_datajs_entry_at(d, 40)->suite, "bench-gnu");
    assert_int_equal(pm_datajs_entry_at(d, 40)->index, 40);
    assert_string_equal(pm_datajs_entry_at(d, 41)->suite, "bench-clang");
    assert_int_equal(pm_datajs_entry_at(d, 41)->index, 0);
    for (size_t k = 0; k < pm_datajs_count(d); k++) { /* every entry reads */
        t = pm_table_new();
        pm_error err;
        if (pm_datajs_read_entry(t, d, k, &err) != 0)
            fail_msg("entry %zu: %s: %s", k, err.where, err.msg);
        assert_int_equal(t->nrows, pm_datajs_entry_at(d, k)->nbenches);
        pm_table_free(t);
    }
    pm_datajs_free(d);
    free(text);
    free(path);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entries_listed_in_file_order_with_utc_times),
        cmocka_unit_test(test_read_one_entry),
        cmocka_unit_test(test_input_reads_newest_of_each_suite),
        cmocka_unit_test(test_prefix_optional),
        cmocka_unit_test(test_googlecpp),
        cmocka_unit_test(test_aggregate_in_a_unit_of_no_time),
        cmocka_unit_test(test_go),
        cmocka_unit_test(test_pytest_and_jmh),
        cmocka_unit_test(test_units),
        cmocka_unit_test(test_values_that_are_not_times),
        cmocka_unit_test(test_argument_named_time),
        cmocka_unit_test(test_errors_point_at_the_input),
        cmocka_unit_test(test_action_example),
        cmocka_unit_test(test_real_action_history_five_tools),
        cmocka_unit_test(test_real_two_suites_same_families),
    };
    if (argc > 1)
        return pm_test_run_case(tests, sizeof tests / sizeof tests[0], argv[1], argv[0]);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
