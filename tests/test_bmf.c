/* test_bmf.c - Bencher Metric Format read as it says: latency the time (ns), a throughput alone
 * the time per operation, other measures metrics, sizes in the names, and errors at their JSON
 * path. Expected values are worked out from the input text, not from pmreport. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* text (forced to bmf: detection wants well-formed measures) must fail at JSON path where with
 * a message holding part, and add nothing. */
static void S_fails(const char *text, const char *where, const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    if (pm_test_ingest_text(t, "bmf.json", text, &pm_format_bmf, &err) == 0)
        fail_msg("read: %s", text);
    if (strcmp(err.where, where) != 0 || strstr(err.msg, part) == NULL)
        fail_msg("where '%s' '%s', want '%s' '%s'", err.where, err.msg, where, part);
    assert_int_equal(t->nrows, 0);
    assert_int_equal(t->ncols, 0);
    pm_table_free(t);
}

/* Bencher's own fixtures (SOURCES.part3.md): latency in ns, one row a benchmark; custom
 * measures with blanks in their names are metrics, values of 0 kept. */
static void test_real(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest("real/bmf__bencherdev_bencher__report_latency.json");
    assert_int_equal(t->nrows, 3);
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "tests::benchmark_b");
    assert_close(pm_test_num(t, 1, "time"), 3443.0, 0);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ns");
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    /* the bounds are statistics: no columns */
    assert_int_equal(pm_table_find(t, "lower_value"), (size_t)-1);
    pm_table_free(t);

    t = pm_test_ingest("real/bmf__bencherdev_bencher__report_dhat_zero_values.json");
    assert_int_equal(t->nrows, 1);
    assert_close(pm_test_num(t, 0, "Total Bytes"), 662, 0);
    assert_close(pm_test_num(t, 0, "Final Blocks"), 0, 0);
    assert_int_equal(pm_test_hint(t, "Max Bytes"), PM_HINT_METRIC);
    assert_int_equal(pm_table_find(t, "time"), (size_t)-1);
    pm_table_free(t);
}

/* Sizes in the names are factors; a throughput alone is the time per operation (noted); beside
 * a latency it is a metric. */
static void test_sizes_and_throughput(void **state)
{
    (void)state;
    const char *bmf = "{\n"
                      "  \"sort/1024\": {\"latency\": {\"value\": 5000.0, \"lower_value\": 4900.0,"
                      " \"upper_value\": 5100.0}, \"throughput\": {\"value\": 2e5}},\n"
                      "  \"sort/4096\": {\"latency\": {\"value\": 24000}},\n"
                      "  \"parse[n=10]\": {\"throughput\": {\"value\": 250.0}},\n"
                      "  \"binary\": {\"file-size\": {\"value\": 1234567}}\n"
                      "}\n";
    assert_ptr_equal(pm_test_detect("x", bmf), &pm_format_bmf);
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_test_ingest_text(t, "bmf.json", bmf, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "sort");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "1024");
    assert_close(pm_test_num(t, 0, "time"), 5000.0, 0);
    assert_close(pm_test_num(t, 0, "throughput"), 2e5, 0);
    assert_int_equal(pm_test_hint(t, "throughput"), PM_HINT_METRIC);
    assert_int_equal(pm_test_hint(t, "arg0"), PM_HINT_FACTOR);
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "4096");
    assert_close(pm_test_num(t, 1, "time"), 24000, 0);
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "parse");
    assert_string_equal(pm_test_cell(t, 2, "n"), "10");
    assert_close(pm_test_num(t, 2, "time"), 1.0 / 250, 1e-15);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "s");
    assert_null(pm_test_cell(t, 2, "throughput"));
    assert_close(pm_test_num(t, 3, "file-size"), 1234567, 0);
    assert_null(pm_test_cell(t, 3, "time"));
    int noted = 0;
    for (size_t i = 0; i < t->nnotes; i++)
        noted |= strstr(t->notes[i], "1/throughput in s") != NULL;
    assert_true(noted);
    pm_table_free(t);
}

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "{\"a\": {\"latency\": {\"value\": 1}}}"), &pm_format_bmf);
    /* not BMF: a measure that is no object of value, a bound without a value, another key,
       an empty benchmark, a list */
    assert_ptr_not_equal(pm_test_detect("x", "{\"a\": {\"latency\": 1}}"), &pm_format_bmf);
    assert_ptr_not_equal(pm_test_detect("x", "{\"a\": {\"b\": {\"lower_value\": 1}}}"),
                         &pm_format_bmf);
    assert_ptr_not_equal(pm_test_detect("x", "{\"a\": {\"b\": {\"value\": 1, \"unit\": \"ns\"}}}"),
                         &pm_format_bmf);
    assert_ptr_not_equal(pm_test_detect("x", "{\"a\": {}}"), &pm_format_bmf);
    assert_ptr_not_equal(pm_test_detect("x", "{\"a\": {\"b\": {\"value\": 1}}, \"c\": 2}"),
                         &pm_format_bmf);
    assert_ptr_not_equal(pm_test_detect("x", "[{\"a\": {\"b\": {\"value\": 1}}}]"), &pm_format_bmf);
    assert_ptr_equal(pm_format_find("bencher"), &pm_format_bmf);
}

static void test_errors_at_their_path(void **state)
{
    (void)state;
    S_fails("{\"sort/8\": {\"latency\": {\"value\": -1}}}", "[\"sort/8\"].latency.value",
            "a measure's value must be a number, 0 or more");
    S_fails("{\"a\": {\"latency\": {\"value\": \"fast\"}}}", "[\"a\"].latency.value",
            "must be a number");
    S_fails("{\"a\": {\"throughput\": {\"value\": 0}}}", "[\"a\"].throughput.value",
            "a throughput of 0 has no time per operation");
    S_fails("{\"a\": {\"latency\": 5}}", "[\"a\"].latency.value", "a measure must be an object");
    S_fails("{\"a\": []}", "[\"a\"]", "a benchmark must be an object of measures");
    S_fails("{\"a/time=1\": {\"latency\": {\"value\": 1}}}", "[\"a/time=1\"]",
            "named like a column the reader fills itself");
    S_fails("{\"a\": {\"benchmark\": {\"value\": 1}}}", "[\"a\"].benchmark.value",
            "named like another column");
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_test_ingest_text(t, "bmf.json", "[1]", &pm_format_bmf, &err), -1);
    assert_non_null(strstr(err.msg, "one object of benchmarks"));
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_real),
        cmocka_unit_test(test_sizes_and_throughput),
        cmocka_unit_test(test_detection),
        cmocka_unit_test(test_errors_at_their_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
