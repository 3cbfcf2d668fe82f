/* test_bdn.c - BenchmarkDotNet's JSON exports read as their files say: rows per iteration,
 * families, parameters, jobs, metrics, failed cases, errors at their JSON path. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* Write text to a fresh directory as name and read it: 0 with *out, or -1 with err. */
static int S_read_text(const char *text, pm_table **out, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "x-report-full.json", text);
    pm_table *t = pm_table_new();
    pm_error_clear(err);
    int rc = pm_ingest_file(t, path, PM_FORMAT_AUTO, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    *out = t;
    return rc;
}

/* needlr's compressed full export (BenchmarkDotNet 0.15): three cases of one class, the
 * second failed (Statistics null, one jitting measurement): its 5 + 5 iterations, the failed
 * one counted. Values from Statistics.OriginalValues. */
static void test_full_compressed_export_with_a_failed_case(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/bdn__ncosentino_needlr__keyed_resolution_full_compressed_failed.json");
    assert_int_equal(t->nrows, 10);
    assert_int_equal(t->excluded, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"),
                        "KeyedServiceResolutionBenchmarks.ManualDI_ResolveKeyed");
    assert_close(pm_test_num(t, 0, "time"), 13.938706994056702, 1e-12);
    assert_close(pm_test_num(t, 1, "time"), 14.608269989490509, 1e-12);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    assert_string_equal(pm_test_cell(t, 5, "benchmark"),
                        "KeyedServiceResolutionBenchmarks.Needlr_SourceGen_ResolveKeyed");
    assert_close(pm_test_num(t, 5, "time"), 18.70972841978073, 1e-12);
    assert_string_equal(pm_test_cell(t, 0, "job"),
                        "ShortRun(IterationCount=5, LaunchCount=1, WarmupCount=3)");
    assert_string_equal(pm_test_cell(t, 0, "runtime"), ".NET 10.0.10 (10.0.1026.32716)");
    assert_close(pm_test_num(t, 0, "TotalOperations"), 33554432, 0);
    /* roles: the family is the group, memory is a metric, the host describes */
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    assert_int_equal(pm_test_hint(t, "BytesAllocatedPerOperation"), PM_HINT_METRIC);
    assert_int_equal(pm_test_hint(t, "processor"), PM_HINT_INFO);
    assert_int_equal(pm_test_hint(t, "time"), PM_HINT_NONE);
    assert_int_equal(pm_test_hint(t, "job"), PM_HINT_NONE);
    /* the Metrics that repeat Memory are not columns of their own */
    assert_true(pm_table_find(t, "Allocated Memory") == (size_t)-1);
    assert_true(pm_table_find(t, "Gen0Collects") == (size_t)-1);
    pm_table_free(t);
}

/* A size parameter ("Size=256") is a scaling factor; 8 sizes x 3 iterations. */
static void test_size_parameter_is_a_factor(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/bdn__NewDayTechnology_benchmarkdotnet.analyser__crc32_size_params.json");
    assert_int_equal(t->nrows, 24);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Crc32Benchmark.Crc32");
    assert_string_equal(pm_test_cell(t, 0, "Size"), "256");
    assert_string_equal(pm_test_cell(t, 23, "Size"), "32768");
    assert_close(pm_test_num(t, 0, "time"), 151.6674518585205, 1e-12);
    assert_int_equal(pm_test_hint(t, "Size"), PM_HINT_FACTOR);
    /* the job without the parameters DisplayInfo adds after it */
    assert_string_equal(pm_test_cell(t, 0, "job"), "Job-RIPEJG(Server=True, IterationCount=3)");
    pm_table_free(t);
}

/* Two jobs (.NET 8 and .NET 9) of the same methods: the job tells them apart, never repeats
 * of one configuration. 30+29+28+15+24+14 iterations. */
static void test_jobs_are_levels(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/"
        "bdn__martincostello_benchmarkdotnet-results-publisher__indexofany_net8_net9_jobs.json");
    assert_int_equal(t->nrows, 140);
    assert_string_equal(pm_test_cell(t, 0, "job"), ".NET 8.0(Runtime=.NET 8.0)");
    assert_string_equal(pm_test_cell(t, 139, "job"), ".NET 9.0(Runtime=.NET 9.0)");
    assert_string_equal(pm_test_cell(t, 139, "benchmark"),
                        "IndexOfAnyBenchmarks.IndexOfAny_Span_Two_Chars");
    assert_close(pm_test_num(t, 0, "time"), 2.8538770973682404, 1e-12);
    pm_table_free(t);
}

/* The brief export has no Measurements: OriginalValues; without them the Workload/Result
 * measurements per operation (Actual ones are never used: they hold the overhead); without
 * either the median; a null Statistics is a failed case. Text parameters stay text, a
 * parameter named like a column of the reader's gets "_param". */
static void test_values_medians_and_parameters(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    int rc = S_read_text(
        "{\"Title\": \"x\", \"HostEnvironmentInfo\": {\"RuntimeVersion\": \".NET 8\"},\n"
        " \"Benchmarks\": [\n"
        "  {\"DisplayInfo\": \"Sort.Quick: DefaultJob [N=1000, Kind=Random]\", \"Type\": "
        "\"Sort\", \"Method\": \"Quick\", \"Parameters\": \"N=1000&Kind=Random&time=2\",\n"
        "   \"Statistics\": {\"OriginalValues\": [10, 12.5], \"Median\": 11}},\n"
        "  {\"Type\": \"Sort\", \"Method\": \"Quick\", \"Parameters\": \"N=2000&Kind=Sorted\",\n"
        "   \"Statistics\": {\"Median\": 30, \"Mean\": 31}, \"Measurements\": [\n"
        "    {\"IterationMode\": \"Workload\", \"IterationStage\": \"Actual\", \"Operations\": 4, "
        "\"Nanoseconds\": 1000},\n"
        "    {\"IterationMode\": \"Workload\", \"IterationStage\": \"Result\", \"Operations\": 4, "
        "\"Nanoseconds\": 100},\n"
        "    {\"IterationMode\": \"Workload\", \"IterationStage\": \"Result\", \"Operations\": 4, "
        "\"Nanoseconds\": 120}]},\n"
        "  {\"Type\": \"Sort\", \"Method\": \"Merge\", \"Parameters\": \"N=4000\",\n"
        "   \"Statistics\": {\"Median\": 0, \"Mean\": 2}},\n"
        "  {\"Type\": \"Sort\", \"Method\": \"Heap\", \"Parameters\": \"N=4000\", \"Statistics\": "
        "null}\n"
        " ]}\n",
        &t, &err);
    assert_int_equal(rc, 0);
    assert_int_equal(t->nrows, 2 + 2 + 1);
    assert_int_equal(t->excluded, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Sort.Quick");
    assert_string_equal(pm_test_cell(t, 0, "job"), "DefaultJob");
    assert_string_equal(pm_test_cell(t, 1, "Kind"), "Random");
    assert_string_equal(pm_test_cell(t, 1, "time_param"), "2");
    assert_close(pm_test_num(t, 1, "time"), 12.5, 0);
    assert_int_equal(pm_test_hint(t, "N"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "Kind"), PM_HINT_NONE);
    /* Result measurements: 100/4 and 120/4 ns per operation */
    assert_string_equal(pm_test_cell(t, 2, "N"), "2000");
    assert_close(pm_test_num(t, 2, "time"), 25, 0);
    assert_close(pm_test_num(t, 3, "time"), 30, 0);
    assert_null(pm_test_cell(t, 2, "job"));
    /* the median, 0 kept (the dataset leaves it out and counts it) */
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "Sort.Merge");
    assert_close(pm_test_num(t, 4, "time"), 0, 0);
    assert_string_equal(pm_test_cell(t, 4, "runtime"), ".NET 8");
    pm_table_free(t);
}

/* Each bad value is an error at its JSON path, and the file adds nothing. */
static void test_errors_name_their_json_path(void **state)
{
    (void)state;
    static const struct {
        const char *text, *where, *msg;
    } cases[] = {
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Statistics\": {\"OriginalValues\": [1, -2]}}]}",
         "Benchmarks[0].Statistics.OriginalValues[1]", "a time must be a number, 0 or more"},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Statistics\": {\"OriginalValues\": [1, \"fast\"]}}]}",
         "Benchmarks[0].Statistics.OriginalValues[1]", "a time must be a number, 0 or more"},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Parameters\": \"N1000\", \"Statistics\": {\"Median\": 1}}]}",
         "Benchmarks[0]", "name=value pairs"},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\"}, "
         "{\"Type\": \"A\", \"Statistics\": {\"Median\": 1}}]}",
         "Benchmarks[1]", "missing \"Method\""},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Measurements\": [{\"IterationMode\": \"Workload\", \"IterationStage\": \"Result\", "
         "\"Operations\": 0, \"Nanoseconds\": 5}]}]}",
         "Benchmarks[0].Measurements[0]", "\"Operations\" must be a number, 1 or more"},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Statistics\": {\"N\": 0}}]}",
         "Benchmarks[0].Statistics", "needs \"OriginalValues\", a \"Median\" or a \"Mean\""},
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": [{\"Type\": \"A\", \"Method\": \"B\", "
         "\"Statistics\": null}]}",
         "", "no measurements in the report (1 left out)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pm_table *t;
        pm_error err;
        assert_int_equal(S_read_text(cases[i].text, &t, &err), -1);
        assert_string_equal(err.where, cases[i].where);
        if (strstr(err.msg, cases[i].msg) == NULL)
            fail_msg("case %zu: '%s' lacks '%s'", i, err.msg, cases[i].msg);
        assert_int_equal(t->nrows, 0);
        assert_int_equal(t->ncols, 0);
        pm_table_free(t);
    }
}

/* Which JSON is BenchmarkDotNet's: its HostEnvironmentInfo, or a list of entries with a Method
 * and Statistics; Google Benchmark's lower-case "benchmarks" is not. */
static void test_detection(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int bdn;
    } cases[] = {
        {"{\"HostEnvironmentInfo\": {}, \"Benchmarks\": []}", 1},
        {"{\"Benchmarks\": [{\"Method\": \"M\", \"Statistics\": null}]}", 1},
        {"{\"Benchmarks\": [{\"Method\": \"M\"}]}", 0},
        {"{\"context\": {}, \"benchmarks\": []}", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_t *root = json_loads(cases[i].text, 0, NULL);
        const char *s = cases[i].text;
        pm_input in = {"x", "x", s, strlen(s), s, strlen(s), root};
        assert_int_equal(pm_format_detect(&in, -1) == &pm_format_bdn, cases[i].bdn);
        json_decref(root);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_full_compressed_export_with_a_failed_case),
        cmocka_unit_test(test_size_parameter_is_a_factor),
        cmocka_unit_test(test_jobs_are_levels),
        cmocka_unit_test(test_values_medians_and_parameters),
        cmocka_unit_test(test_errors_name_their_json_path),
        cmocka_unit_test(test_detection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
