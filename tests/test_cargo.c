/* test_cargo.c - Rust libtest bench lines (cargo bench, Criterion's bencher format) read as
 * they say: names, times with grouped digits, spreads, other units, and errors at their line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* text must fail at line with a message holding part, and add nothing. */
static void S_fails(const char *text, long line, const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_test_ingest_text(t, "out.txt", "test ok ... bench: 5 ns/iter (+/- 1)\n",
                                         PM_FORMAT_AUTO, &err),
                     0);
    size_t ncols = t->ncols;
    if (pm_test_ingest_text(t, "out.txt", text, &pm_format_cargo, &err) == 0)
        fail_msg("read: %s", text);
    if (err.line != line || strstr(err.msg, part) == NULL)
        fail_msg("%s: line %ld '%s', want line %ld '%s'", text, err.line, err.msg, line, part);
    assert_int_equal(t->nrows, 1);
    assert_int_equal(t->ncols, ncols);
    pm_table_free(t);
}

/* github-action-benchmark's fixtures: libtest's integers with commas, its newer decimals. */
static void test_libtest_output(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/cargo__benchmark-action_github-action-benchmark__cargo_output.txt");
    assert_int_equal(t->nrows, 2);
    /* test bench_fib_20 ... bench:      18,149 ns/iter (+/- 755), line 9 */
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "bench_fib_20");
    assert_close(pm_test_num(t, 1, "time"), 18149, 0);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ns");
    assert_close(pm_test_num(t, 1, "spread"), 755, 0);
    assert_int_equal(t->rows[1].line, 9);
    size_t c = pm_table_find(t, "spread");
    assert_int_equal(t->hint[c], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "benchmark")], PM_HINT_GROUP);
    pm_table_free(t);

    /* rust-lang/regex's libtest log: its throughput after the spread (b.bytes) */
    t = pm_test_ingest("real/cargo__rust-lang_regex__libtest_2018_sizes_32_1K_32K_1MB.txt");
    assert_int_equal(t->nrows, 108);
    /* test misc::anchored_literal_long_match ... bench: 15 ns/iter (+/- 0) = 26000 MB/s */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "misc::anchored_literal_long_match");
    assert_close(pm_test_num(t, 0, "time"), 15, 0);
    assert_close(pm_test_num(t, 0, "spread"), 0, 0);
    assert_close(pm_test_num(t, 0, "MB/s"), 26000, 0);
    assert_int_equal(t->rows[0].line, 3);
    assert_int_equal(t->hint[pm_table_find(t, "MB/s")], PM_HINT_METRIC);
    pm_table_free(t);

    t = pm_test_ingest("real/cargo__benchmark-action_github-action-benchmark__cargo_output2.txt");
    assert_int_equal(t->nrows, 4);
    /* test bench_engine_new          ... bench:     211,834 ns/iter (+/- 70,126) */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "bench_engine_new");
    assert_close(pm_test_num(t, 0, "time"), 211834, 0);
    assert_close(pm_test_num(t, 0, "spread"), 70126, 0);
    pm_table_free(t);

    t = pm_test_ingest("real/cargo__benchmark-action_github-action-benchmark__cargo_output3.txt");
    assert_int_equal(t->nrows, 2);
    assert_close(pm_test_num(t, 1, "time"), 18794.12, 1e-9);
    assert_close(pm_test_num(t, 1, "spread"), 440.25, 1e-12);
    pm_table_free(t);
}

/* Criterion's bencher lines after its warnings; names with blanks and parentheses. */
static void test_criterion_bencher(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/cargo__benchmark-action_github-action-benchmark__criterion_output.txt");
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Create Realm");
    assert_string_equal(pm_test_cell(t, 3, "benchmark"), "Fibonacci (Execution)");
    assert_close(pm_test_num(t, 3, "time"), 1672496, 0);
    assert_int_equal(t->rows[3].line, 13);
    pm_table_free(t);
}

/* jsonrpsee's Criterion run (a README holding it): group/function/N names give the family and
 * the size. */
static void test_sizes_in_names(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/cargo__paritytech_scripts__benchmarks_readme_jsonrpsee_output.md");
    assert_int_equal(t->nrows, 111);
    /* test sync/http_concurrent_conn_calls/fast_call/1024 ... bench:    95090333 ns/iter */
    assert_string_equal(pm_test_cell(t, 47, "benchmark"),
                        "sync/http_concurrent_conn_calls/fast_call");
    assert_string_equal(pm_test_cell(t, 47, "arg0"), "1024");
    assert_close(pm_test_num(t, 47, "time"), 95090333, 0);
    assert_int_equal(t->rows[47].line, 108);
    assert_int_equal(t->hint[pm_table_find(t, "arg0")], PM_HINT_FACTOR);
    /* "0kb" is no number: part of the family */
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "sync/http_custom_headers_round_trip/0kb");
    assert_null(pm_test_cell(t, 4, "arg0"));
    pm_table_free(t);
}

/* Units that are not a time per iteration: cycles in a column of their own, a rate as the
 * time per item (noted). */
static void test_other_units(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/cargo__benchmark-action_github-action-benchmark__cargo_output_units.txt");
    assert_int_equal(t->nrows, 5);
    assert_close(pm_test_num(t, 0, "cycles/iter"), 2835, 0);
    assert_null(pm_test_cell(t, 0, "time"));
    assert_int_equal(t->hint[pm_table_find(t, "cycles/iter")], PM_HINT_METRIC);
    /* test upload ... bench:        1911 MS/s (+/- 420) */
    assert_close(pm_test_num(t, 3, "time"), 1.0 / 1911, 1e-15);
    assert_string_equal(pm_test_cell(t, 3, "time_unit"), "s");
    /* a rate's spread is no time's, and cycles are no time: no spread at all */
    assert_true(pm_table_find(t, "spread") == (size_t)-1);
    assert_int_equal(t->nnotes, 1);
    assert_non_null(strstr(t->notes[0], "1/rate"));
    pm_table_free(t);

    /* libtest's throughput after the spread (b.bytes), and other time units */
    t = pm_table_new();
    pm_error err;
    int rc = pm_test_ingest_text(t, "out.txt",
                                 "running 2 tests\n"
                                 "test tests::ok ... ok\n"
                                 "test sort/n=1000 ... bench:   1,234 ns/iter (+/- 56) = 830 MB/s\n"
                                 "test sort/n=2000 ... bench:   2.5 \xC2\xB5s/iter (+/- 0.1)\n"
                                 "test big ... bench:   3 ms/iter\n",
                                 PM_FORMAT_AUTO, &err);
    if (rc != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(t->nrows, 3);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "sort");
    assert_string_equal(pm_test_cell(t, 0, "n"), "1000");
    assert_close(pm_test_num(t, 0, "time"), 1234, 0);
    assert_close(pm_test_num(t, 0, "MB/s"), 830, 0);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "us");
    assert_close(pm_test_num(t, 1, "spread"), 0.1, 1e-15);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "ms");
    assert_null(pm_test_cell(t, 2, "spread"));
    pm_table_free(t);
}

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "test a ... bench:  1,234 ns/iter (+/- 5)\n"),
                     &pm_format_cargo);
    /* libtest's header: a long list of tests may push the first bench line past the head */
    assert_ptr_equal(pm_test_detect("x", "\nrunning 300 tests\ntest a ... ignored\n"),
                     &pm_format_cargo);
    assert_ptr_not_equal(pm_test_detect("x", "test a ... ok\n"), &pm_format_cargo);
    assert_ptr_not_equal(pm_test_detect("x", "running tests\n"), &pm_format_cargo);
    assert_ptr_equal(pm_format_find("libtest"), &pm_format_cargo);
}

static void test_errors_at_their_line(void **state)
{
    (void)state;
    S_fails("\ntest a ... bench: fast ns/iter (+/- 1)\n", 2, "'fast ns/iter' must be a number");
    S_fails("test a ... bench: 1,23 ns/iter (+/- 1)\n", 1, "must be a number");
    S_fails("test a ... bench: -3 ns/iter (+/- 1)\n", 1, "must be a number, 0 or more");
    S_fails("test a ... bench: 3\n", 1, "a bench line is `test NAME");
    S_fails("test a ... bench: 3 ns/iter (+/- 1\n", 1, "a bench line is");
    S_fails("test a ... bench: 3 ns/iter (+/- x)\n", 1, "the spread (+/- x) must be a number");
    S_fails("test a ... bench: 0 ops/s (+/- 1)\n", 1, "a rate of 0");
    S_fails("test    ... bench: 3 ns/iter (+/- 1)\n", 1, "without a name");
    S_fails("test a/time=3 ... bench: 3 ns/iter (+/- 1)\n", 1, "argument 'time'");
    S_fails("test a ... bench: 3 spread (+/- 1)\n", 1, "the unit 'spread' has the name");
    S_fails("running 1 test\ntest a ... ok\n", 1, "no bench results");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_libtest_output), cmocka_unit_test(test_criterion_bencher),
        cmocka_unit_test(test_sizes_in_names), cmocka_unit_test(test_other_units),
        cmocka_unit_test(test_detection),      cmocka_unit_test(test_errors_at_their_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
