/* test_benchjson.c - Google Benchmark, pytest-benchmark and hyperfine reports read as their files
 * say. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static void test_google_benchmark(void **state)
{
    (void)state;
    /* fib_10: 214.98980114547953 ns, fib_20: 27455.600415007055 ns */
    pm_table *t =
        pm_test_ingest("formats/googlebenchmark__github-action-benchmark__googlecpp_output.json");
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "fib_10");
    assert_close(pm_test_num(t, 0, "real_time"), 214.98980114547953, 1e-9);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ns");
    assert_close(pm_test_num(t, 1, "real_time"), 27455.600415007055, 1e-7);
    pm_table_free(t);
}

static void test_google_benchmark_repetitions_not_aggregates(void **state)
{
    (void)state;
    /* 5 runs x 100 raw repetitions, plus mean/median/stddev/cv aggregates to be ignored;
       the first raw row of "baseline" is 28.34406358502092 ns */
    pm_table *t = pm_test_ingest(
        "formats/googlebenchmark_repetitions__FrancoisCarouge_Kalman__benchmark_results.json");
    assert_int_equal(t->nrows, 500);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "baseline");
    assert_close(pm_test_num(t, 0, "real_time"), 28.34406358502092, 1e-12);
    assert_true(pm_table_find(t, "repeats") == (size_t)-1); /* a run option, not a parameter */
    pm_table_free(t);
}

static void test_google_benchmark_names_and_aggregates_only(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(
        dir, "g.json",
        "{\"context\": {\"num_cpus\": 2}, \"benchmarks\": [\n"
        " {\"name\": \"BM_Train/gpus:4/batch_size:64/real_time_median\", \"run_name\": "
        "\"BM_Train/gpus:4/batch_size:64/real_time\", \"run_type\": \"aggregate\", "
        "\"aggregate_name\": \"median\", \"real_time\": 12.5, \"time_unit\": \"ms\"},\n"
        " {\"name\": \"BM_Train/gpus:4/batch_size:64/real_time_mean\", \"run_name\": "
        "\"BM_Train/gpus:4/batch_size:64/real_time\", \"run_type\": \"aggregate\", "
        "\"aggregate_name\": \"mean\", \"real_time\": 13.0, \"time_unit\": \"ms\"},\n"
        " {\"name\": \"BM_Copy/8/16\", \"run_name\": \"BM_Copy/8/16\", \"run_type\": "
        "\"iteration\", "
        "\"real_time\": 3.0, \"time_unit\": \"us\", \"threads\": 2},\n"
        " {\"name\": \"BM_Bad\", \"run_type\": \"iteration\", \"error_occurred\": true, "
        "\"real_time\": 0, \"time_unit\": \"ns\"}\n"
        "]}\n");
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->excluded, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BM_Copy");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "8");
    assert_string_equal(pm_test_cell(t, 0, "arg1"), "16");
    assert_close(pm_test_num(t, 0, "threads"), 2, 0);
    /* the run with aggregates only contributes its median */
    assert_string_equal(pm_test_cell(t, 1, "gpus"), "4");
    assert_string_equal(pm_test_cell(t, 1, "batch_size"), "64");
    assert_close(pm_test_num(t, 1, "real_time"), 12.5, 0);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ms");
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

static void test_pytest_benchmark(void **state)
{
    (void)state;
    /* four benchmarks; the first three's round lists were cut by hand (a text among the
       numbers): their medians, one row each; test_sleep_2 keeps its 5 rounds, a row each
       (the third, 2.005124842999999 s, is also its median) */
    pm_table *t = pm_test_ingest("formats/pytest-benchmark__bencher__four.json");
    assert_int_equal(t->nrows, 3 + 5);
    assert_string_equal(pm_test_cell(t, 0, "test"), "test_fib_1");
    assert_close(pm_test_num(t, 0, "time_s"), 1.437600000020467e-07, 1e-20);
    assert_string_equal(pm_test_cell(t, 3, "test"), "test_sleep_2");
    assert_string_equal(pm_test_cell(t, 7, "test"), "test_sleep_2");
    assert_close(pm_test_num(t, 3, "time_s"), 2.005173128, 1e-12);
    assert_close(pm_test_num(t, 5, "time_s"), 2.005124842999999, 1e-12);
    pm_table_free(t);
    /* the 2015 storage schema: stats only; "test_xfast_parametrized[0]" -> test_xfast_parametrized
     */
    t = pm_test_ingest("formats/pytest-benchmark__ionelmc_pytest-benchmark__0030_storage.json");
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "test"), "test_xfast_parametrized");
    assert_close(pm_test_num(t, 0, "time_s"), 2.2016379230260297e-07, 1e-20);
    pm_table_free(t);
}

static void test_hyperfine(void **state)
{
    (void)state;
    /* "sleep 0.1" with 27 times (first 0.10586876872 s), "sleep 0.2" with 13 */
    pm_table *t = pm_test_ingest("formats/hyperfine__bencher__two.json");
    assert_int_equal(t->nrows, 40);
    assert_string_equal(pm_test_cell(t, 0, "command"), "sleep 0.1");
    assert_close(pm_test_num(t, 0, "time_s"), 0.10586876872, 1e-12);
    assert_string_equal(pm_test_cell(t, 27, "command"), "sleep 0.2");
    pm_table_free(t);
}

static void test_bad_values_name_their_json_path(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "h.json",
                               "{\"results\": [{\"command\": \"x\", \"parameters\": {\"n\": 4}, "
                               "\"times\": [0.1, -2, 0.3]}]}");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), -1);
    assert_string_equal(err.where, "results[0].times[1]");
    assert_non_null(strstr(err.msg, "a time must be a number, 0 or more"));
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_google_benchmark),
        cmocka_unit_test(test_google_benchmark_repetitions_not_aggregates),
        cmocka_unit_test(test_google_benchmark_names_and_aggregates_only),
        cmocka_unit_test(test_pytest_benchmark),
        cmocka_unit_test(test_hyperfine),
        cmocka_unit_test(test_bad_values_name_their_json_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
