/* test_benchmarkjs.c - Benchmark.js result lines read as they say: names, rates as times per
 * operation, the margin and the samples, other lines passed over, errors at their line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static void S_fails(const char *text, long line, const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_test_ingest_text(t, "out.txt",
                                         "ok x 5 ops/sec \xC2\xB1"
                                         "1% (5 runs sampled)\n",
                                         PM_FORMAT_AUTO, &err),
                     0);
    size_t ncols = t->ncols;
    if (pm_test_ingest_text(t, "out.txt", text, &pm_format_benchmarkjs, &err) == 0)
        fail_msg("read: %s", text);
    if (err.line != line || strstr(err.msg, part) == NULL)
        fail_msg("%s: line %ld '%s', want line %ld '%s'", text, err.line, err.msg, line, part);
    assert_int_equal(t->nrows, 1);
    assert_int_equal(t->ncols, ncols);
    pm_table_free(t);
}

/* github-action-benchmark's fixture: fib(n) gives the family and its argument; a line with
 * " x " of another shape is passed over. */
static void test_action_fixture(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/benchmarkjs__benchmark-action_github-action-benchmark__benchmarkjs_output.txt");
    assert_int_equal(t->nrows, 3);
    /* fib(10) x 1,431,759 ops/sec ±0.74% (93 runs sampled) */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "fib");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "10");
    assert_close(pm_test_num(t, 0, "time"), 1.0 / 1431759, 1e-18);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "s");
    assert_close(pm_test_num(t, 0, "rme_pct"), 0.74, 1e-15);
    assert_close(pm_test_num(t, 0, "runs"), 93, 0);
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "20");
    assert_close(pm_test_num(t, 1, "time"), 1.0 / 12146, 1e-16);
    /* createObjectBuffer with 200 comments x 81.61 ops/sec ±1.70% (69 runs sampled), line 6 */
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "createObjectBuffer with 200 comments");
    assert_null(pm_test_cell(t, 2, "arg0"));
    assert_close(pm_test_num(t, 2, "time"), 1.0 / 81.61, 1e-15);
    assert_int_equal(t->rows[2].line, 6);
    assert_int_equal(t->hint[pm_table_find(t, "benchmark")], PM_HINT_GROUP);
    assert_int_equal(t->hint[pm_table_find(t, "arg0")], PM_HINT_FACTOR);
    assert_int_equal(t->hint[pm_table_find(t, "rme_pct")], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "runs")], PM_HINT_METRIC);
    assert_int_equal(t->nnotes, 1); /* the rate, noted once */
    assert_non_null(strstr(t->notes[0], "1/rate"));
    pm_table_free(t);
}

/* Real runs: a harness's own lines before ("Running 6 benchmarks...") and after ("Fastest
 * is ..."). */
static void test_real_runs(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest("real/benchmarkjs__bencherdev_bencher__issue_506_chromium.txt");
    assert_int_equal(t->nrows, 6);
    /* text encoder utf16 x 55.25 ops/sec ±16.6% (19 runs sampled) */
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "text encoder utf16");
    assert_close(pm_test_num(t, 1, "time"), 1.0 / 55.25, 1e-15);
    assert_close(pm_test_num(t, 1, "rme_pct"), 16.6, 1e-12);
    assert_close(pm_test_num(t, 1, "runs"), 19, 0);
    assert_int_equal(t->rows[1].line, 3);
    pm_table_free(t);

    t = pm_test_ingest("real/benchmarkjs__mwiencek_mutate-cow__results.txt");
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 3, "benchmark"), "object spread");
    assert_close(pm_test_num(t, 3, "time"), 1.0 / 65008, 1e-18);
    pm_table_free(t);
}

/* One sample, "+-" for ±, a margin that is no number, ± in Latin-1, a time unit, a rate per
 * minute, a unit that is neither. */
static void test_constructs(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    int rc = pm_test_ingest_text(t, "out.txt",
                                 "> node bench.js\n"
                                 "sort/n=1000 x 2,000 ops/sec +-1.5% (1 run sampled)\n"
                                 "sort/n=2000 x 4 ops/min \xC2\xB1NaN% (2 runs sampled)  \n"
                                 "slow x 12 ms \xB1"
                                 "3% (7 runs sampled)\n"
                                 "odd x 7 widgets \xC2\xB1"
                                 "1% (3 runs sampled)\n"
                                 "Fastest is sort/n=1000\n",
                                 PM_FORMAT_AUTO, &err);
    if (rc != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "sort");
    assert_string_equal(pm_test_cell(t, 0, "n"), "1000");
    assert_close(pm_test_num(t, 0, "time"), 1.0 / 2000, 1e-18);
    assert_close(pm_test_num(t, 0, "runs"), 1, 0);
    assert_close(pm_test_num(t, 0, "rme_pct"), 1.5, 0);
    assert_close(pm_test_num(t, 1, "time"), 60.0 / 4, 1e-12); /* 4 per minute: 15 s each */
    assert_null(pm_test_cell(t, 1, "rme_pct"));
    assert_close(pm_test_num(t, 2, "time"), 12, 0);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "ms");
    assert_close(pm_test_num(t, 3, "widgets"), 7, 0);
    assert_null(pm_test_cell(t, 3, "time"));
    pm_table_free(t);
}

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "fib(20) x 1,234 ops/sec \xC2\xB1"
                                         "1.2% (89 runs sampled)\n"),
                     &pm_format_benchmarkjs);
    assert_ptr_equal(pm_test_detect("x", "Running...\n a b x 5 ops/sec +-0.5% (1 run sampled)\n"),
                     &pm_format_benchmarkjs);
    assert_ptr_not_equal(pm_test_detect("x", "this x line should be ignored\n"),
                         &pm_format_benchmarkjs);
    assert_ptr_not_equal(pm_test_detect("x", "fib x 5 ops/sec (89 runs sampled)\n"),
                         &pm_format_benchmarkjs);
}

static void test_errors_at_their_line(void **state)
{
    (void)state;
    S_fails("\nfib x fast ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            2, "'fast ops/sec' must be a number");
    S_fails("fib x 1,23 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "must be a number");
    S_fails("fib x 0 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "a rate of 0");
    S_fails("fib x -2 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "0 or more");
    S_fails("   x 2 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "without a name");
    S_fails("f\xC0 x 2 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "bad UTF-8");
    S_fails("fib/runs=3 x 2 ops/sec \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "argument 'runs'");
    S_fails("fib x 2 time \xC2\xB1"
            "1% (5 runs sampled)\n",
            1, "the unit 'time'");
    S_fails("Fastest is fib\n", 1, "no Benchmark.js results");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_action_fixture),       cmocka_unit_test(test_real_runs),
        cmocka_unit_test(test_constructs),           cmocka_unit_test(test_detection),
        cmocka_unit_test(test_errors_at_their_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
