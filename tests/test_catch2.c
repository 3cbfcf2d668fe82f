/* test_catch2.c - Catch2's benchmark results read as they say: the XML reporter's
 * <BenchmarkResults> (v3 and v2 roots), the console reporter's tables (wrapped names, failed
 * benchmarks, --benchmark-no-analysis), benchmark names taken apart, and errors at their
 * line. Expected values are worked out from the input text, not from pmreport. */
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

static pm_table *S_text(const char *name, const char *text)
{
    pm_table *t = pm_table_new();
    pm_error err;
    if (pm_test_ingest_text(t, name, text, PM_FORMAT_AUTO, &err) != 0)
        fail_msg("%s: %s", name, err.msg);
    return t;
}

/* text must fail at line with a message holding part, and add nothing. */
static void S_fails(const char *name, const char *text, long line, const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    if (pm_test_ingest_text(t, name, text, PM_FORMAT_AUTO, &err) == 0)
        fail_msg("read: %s", text);
    if (err.line != line || strstr(err.msg, part) == NULL)
        fail_msg("%s: line %ld '%s', want line %ld '%s'", name, err.line, err.msg, line, part);
    assert_int_equal(t->nrows, 0);
    assert_int_equal(t->ncols, 0);
    pm_table_free(t);
}

/* ---- XML ---- */

/* JohT/convolution-benchmarks' CI report (Catch2 3, SOURCES.part2.md): 18 implementations
 * at kernel sizes 16 and 512, written "name((kernel size 16))". */
static void test_xml_real(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/catch2__JohT_convolution-benchmarks__xml_gnu_linux_avx2_kernel16_512.xml");
    assert_int_equal(t->nrows, 36);
    /* line 4: <BenchmarkResults name="(JohT) kernelPerInputValue Transposed((kernel size
       16))" ...>, line 6: <mean value="123208" .../>, line 7: <standardDeviation
       value="2161.91" .../> */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "(JohT) kernelPerInputValue Transposed");
    assert_string_equal(pm_test_cell(t, 0, "kernel_size"), "16");
    assert_close(pm_test_num(t, 0, "time"), 123208, 0);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    assert_close(pm_test_num(t, 0, "std_dev"), 2161.91, 1e-9);
    assert_string_equal(pm_test_cell(t, 0, "test_case"), "Convolution Implementation Benchmarks");
    assert_int_equal(t->rows[0].line, 4);
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    assert_int_equal(pm_test_hint(t, "kernel_size"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "std_dev"), PM_HINT_METRIC);
    assert_int_equal(pm_test_hint(t, "test_case"), PM_HINT_INFO);
    /* every family at both sizes */
    size_t at16 = 0, at512 = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        const char *k = pm_test_cell(t, r, "kernel_size");
        at16 += strcmp(k, "16") == 0;
        at512 += strcmp(k, "512") == 0;
    }
    assert_int_equal(at16, 18);
    assert_int_equal(at512, 18);
    pm_table_free(t);
    /* the 2022 file writes "name (kernel 16)" */
    t = pm_test_ingest(
        "real/catch2__JohT_convolution-benchmarks__xml_gnu_linux_avx2_catch2-3.1.0_2022.xml");
    assert_int_equal(t->nrows, 36);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "(JohT) kernelPerInputValue Transposed");
    assert_string_equal(pm_test_cell(t, 0, "kernel"), "16");
    pm_table_free(t);
    /* voxlet: "[construct from char8_t*] std::u8string - size=3" */
    t = pm_test_ingest("real/catch2__Dv-Senna_voxlet__benchmark_string_size.xml");
    assert_int_equal(t->nrows, 12);
    assert_string_equal(pm_test_cell(t, 6, "benchmark"), "[construct from char8_t*] std::u8string");
    assert_string_equal(pm_test_cell(t, 6, "size"), "3");
    assert_close(pm_test_num(t, 6, "time"), 57.3645, 1e-12);
    pm_table_free(t);
}

/* Catch2 v2's <Catch> root with <Group>, sections at any depth, a failed benchmark left out and
 * counted, and the name forms. */
static void test_xml_v2_and_names(void **state)
{
    (void)state;
    const char *xml =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<Catch name=\"bench\">\n"
        "  <Group name=\"bench\">\n"
        "    <TestCase name=\"sorting\" filename=\"s.cpp\" line=\"3\">\n"
        "      <Section name=\"std\" filename=\"s.cpp\" line=\"4\">\n"
        "        <BenchmarkResults name=\"std::sort 1000\" samples=\"100\" resamples=\"100000\" "
        "iterations=\"1\" clockResolution=\"20\" estimatedDuration=\"1e+06\">\n"
        "          <!--All values in nano seconds-->\n"
        "          <mean value=\"5000\" lowerBound=\"4900\" upperBound=\"5100\" ci=\"0.95\"/>\n"
        "          <standardDeviation value=\"50\" lowerBound=\"40\" upperBound=\"60\" "
        "ci=\"0.95\"/>\n"
        "        </BenchmarkResults>\n"
        "        <BenchmarkResults name=\"std::sort 8000\">\n"
        "          <failed message=\"threw\"/>\n"
        "        </BenchmarkResults>\n"
        "      </Section>\n"
        "      <BenchmarkResults name=\"matmul 64 128\"><mean value=\"0\"/></BenchmarkResults>\n"
        "      <BenchmarkResults name=\"fill[n=8, k=3]\"><mean value=\"2.5e+03\"/>"
        "</BenchmarkResults>\n"
        "      <BenchmarkResults name=\"(v2) copy (n = 64, m: 8)\"><mean value=\"9\"/>"
        "</BenchmarkResults>\n"
        "      <BenchmarkResults name=\"vector&lt;int&gt; push_back\"><mean value=\"7\"/>"
        "</BenchmarkResults>\n"
        "      <BenchmarkResults name=\"Fibonacci~ 5!\"><mean value=\"36\"/></BenchmarkResults>\n"
        "      <BenchmarkResults name=\"1000\"><mean value=\"1\"/></BenchmarkResults>\n"
        "      <OverallResult success=\"true\"/>\n"
        "    </TestCase>\n"
        "  </Group>\n"
        "</Catch>\n";
    assert_ptr_equal(pm_test_detect("x.xml", xml), &pm_format_catch2);
    pm_table *t = S_text("r.xml", xml);
    assert_int_equal(t->nrows, 7);
    assert_int_equal(t->excluded, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "std::sort");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "1000");
    assert_close(pm_test_num(t, 0, "time"), 5000, 0);
    assert_close(pm_test_num(t, 0, "std_dev"), 50, 0);
    assert_string_equal(pm_test_cell(t, 0, "test_case"), "sorting");
    assert_int_equal(t->rows[0].line, 6);
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "matmul");
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "64");
    assert_string_equal(pm_test_cell(t, 1, "arg1"), "128");
    assert_close(pm_test_num(t, 1, "time"), 0, 0); /* kept: the dataset drops it and counts it */
    assert_null(pm_test_cell(t, 1, "std_dev"));
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "fill");
    assert_string_equal(pm_test_cell(t, 2, "n"), "8");
    assert_string_equal(pm_test_cell(t, 2, "k"), "3");
    assert_close(pm_test_num(t, 2, "time"), 2500, 0);
    /* a trailing group of arguments after an earlier parenthesis */
    assert_string_equal(pm_test_cell(t, 3, "benchmark"), "(v2) copy");
    assert_string_equal(pm_test_cell(t, 3, "n"), "64");
    assert_string_equal(pm_test_cell(t, 3, "m"), "8");
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "vector<int> push_back");
    assert_string_equal(pm_test_cell(t, 5, "benchmark"), "Fibonacci~ 5!");
    assert_string_equal(pm_test_cell(t, 6, "benchmark"), "1000"); /* no family left: whole */
    assert_null(pm_test_cell(t, 6, "arg0"));
    pm_table_free(t);
}

static void test_xml_errors(void **state)
{
    (void)state;
    static const char head[] = "<?xml version=\"1.0\"?>\n<Catch2TestRun name=\"t\">\n";
    char text[1024];
    snprintf(text, sizeof text,
             "<?xml version=\"1.0\"?>\n<!DOCTYPE Catch2TestRun [<!ENTITY a \"x\">]>\n"
             "<Catch2TestRun><BenchmarkResults name=\"&a;\"><mean value=\"1\"/>"
             "</BenchmarkResults></Catch2TestRun>\n");
    S_fails("d.xml", text, 2, "XML with a DOCTYPE is not accepted");
    snprintf(text, sizeof text,
             "%s<TestCase name=\"c\">\n<BenchmarkResults name=\"a\">\n<mean value=\"-1\"/>\n"
             "</BenchmarkResults></TestCase></Catch2TestRun>\n",
             head);
    S_fails("m.xml", text, 5, "<mean value=..> must be a time in ns, 0 or more");
    snprintf(text, sizeof text,
             "%s<BenchmarkResults name=\"a\">\n<mean value=\"fast\"/>\n</BenchmarkResults>"
             "</Catch2TestRun>\n",
             head);
    S_fails("m.xml", text, 4, "must be a time in ns");
    snprintf(text, sizeof text,
             "%s<BenchmarkResults name=\"a\">\n</BenchmarkResults></Catch2TestRun>\n", head);
    S_fails("m.xml", text, 3, "has no <mean>");
    snprintf(text, sizeof text,
             "%s<BenchmarkResults>\n<mean value=\"1\"/></BenchmarkResults></Catch2TestRun>\n",
             head);
    S_fails("m.xml", text, 3, "<BenchmarkResults> without a name");
    snprintf(text, sizeof text, "%s<TestCase name=\"c\"/>\n</Catch2TestRun>\n", head);
    S_fails("m.xml", text, 2, "no <BenchmarkResults>");
    snprintf(text, sizeof text,
             "%s<BenchmarkResults name=\"a\"><failed message=\"x\"/></BenchmarkResults>\n"
             "</Catch2TestRun>\n",
             head);
    S_fails("m.xml", text, 2, "every <BenchmarkResults> failed (1 left out)");
    snprintf(text, sizeof text, "%s<BenchmarkResults name=\"a\">\n", head);
    S_fails("m.xml", text, 4, "invalid XML");
    /* forced on another XML document */
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_test_ingest_text(t, "j.xml", "<testsuites/>\n", &pm_format_catch2, &err),
                     -1);
    assert_non_null(strstr(err.msg, "not a Catch2 XML report"));
    pm_table_free(t);
}

/* ---- console ---- */

/* github-action-benchmark's Catch2 fixture (v2's table, "est run time" header) and Bencher's
 * (SOURCES.r2.md): three lines a benchmark, the mean the time; a long name wrapped over the
 * mean line (v2); zero times of a Windows run. */
static void test_console_real(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/catch2__benchmark-action_github-action-benchmark__catch2_output_v3.txt");
    assert_int_equal(t->nrows, 4);
    /* Fibonacci 20   100   2   8.3712 ms / 41.731 us  41.25 us  42.622 us / 3.256 us ... */
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "Fibonacci");
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "20");
    assert_close(pm_test_num(t, 1, "time"), 41731, 1e-9);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ns");
    assert_close(pm_test_num(t, 1, "std_dev"), 3256, 1e-9);
    assert_string_equal(pm_test_cell(t, 1, "test_case"), "Fibonacci");
    assert_int_equal(t->rows[1].line, 20);
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "Fibonacci~ 5!");
    assert_string_equal(pm_test_cell(t, 2, "test_case"), "More Fibonacci");
    assert_string_equal(pm_test_cell(t, 3, "benchmark"), "Fibonacci-15_bench");
    assert_close(pm_test_num(t, 3, "time"), 3789, 1e-9);
    pm_table_free(t);

    t = pm_test_ingest("real/catch2__bencherdev_bencher__console_issue_351_wrapped_name.txt");
    assert_int_equal(t->nrows, 6);
    assert_string_equal(pm_test_cell(t, 0, "test_case"), "Unit_assignment");
    /* "Fibonacci 10 with" on the samples line, "a long name" before the mean (line 55) */
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "Fibonacci 10 with a long name");
    assert_null(pm_test_cell(t, 4, "arg0"));
    assert_close(pm_test_num(t, 4, "time"), 344, 0);
    assert_string_equal(pm_test_cell(t, 4, "test_case"), "Even More Fibonacci");
    assert_int_equal(t->rows[4].line, 55);
    pm_table_free(t);

    t = pm_test_ingest("real/catch2__bencherdev_bencher__console_two_windows_zero.txt");
    assert_int_equal(t->nrows, 2);
    assert_close(pm_test_num(t, 0, "time"), 0, 0);
    assert_close(pm_test_num(t, 1, "time"), 1, 0);
    pm_table_free(t);
}

/* Catch2 v3 puts a long name's first lines alone above its samples line; a failed benchmark is
 * left out and counted; --benchmark-no-analysis has one line a benchmark; m is minutes. */
static void test_console_forms(void **state)
{
    (void)state;
    const char *v3 =
        "Randomness seeded to: 1\n"
        "\n"
        "-------------------------------------------------------------------------------\n"
        "sorting\n"
        "  std\n"
        "-------------------------------------------------------------------------------\n"
        "s.cpp:4\n"
        "...............................................................................\n"
        "\n"
        "benchmark name                       samples       iterations    est run time\n"
        "                                     mean          low mean      high mean\n"
        "                                     std dev       low std dev   high std dev\n"
        "-------------------------------------------------------------------------------\n"
        "a benchmark whose name is longer\n"
        "than the column size=4096                      100             1      1.2 m \n"
        "                                          1.5 m         1.4 m         1.6 m \n"
        "                                          2.5 s         2.1 s         3.1 s \n"
        "                                                                              \n"
        "sort 10                                        100             1    1.5 ms \n"
        "Benchmark failed (threw an exception)\n"
        "                                                                              \n"
        "sort 20                                        100           100    7.2 ms \n"
        "                                          720 ns        710 ns        730 ns \n"
        "                                           12 ns         10 ns         14 ns \n"
        "\n"
        "===============================================================================\n"
        "test cases: 1 | 1 passed\n";
    assert_ptr_equal(pm_test_detect("out.txt", v3), &pm_format_catch2_console);
    pm_table *t = S_text("out.txt", v3);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->excluded, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"),
                        "a benchmark whose name is longer than the column");
    assert_string_equal(pm_test_cell(t, 0, "size"), "4096");
    assert_close(pm_test_num(t, 0, "time"), 1.5 * 60e9, 1e-3);
    assert_close(pm_test_num(t, 0, "std_dev"), 2.5e9, 1e-3);
    assert_int_equal(t->rows[0].line, 15);
    assert_string_equal(pm_test_cell(t, 0, "test_case"), "sorting");
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "20");
    assert_close(pm_test_num(t, 1, "time"), 720, 0);
    pm_table_free(t);

    const char *flat =
        "benchmark name                            samples    iterations          mean\n"
        "-------------------------------------------------------------------------------\n"
        "copy 64                                       100             5    12.5 us \n"
        "copy 128                                      100             3    25.5 us \n";
    t = S_text("flat.txt", flat);
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "128");
    assert_close(pm_test_num(t, 1, "time"), 25500, 1e-9);
    assert_int_equal(pm_table_find(t, "std_dev"), (size_t)-1);
    pm_table_free(t);

    S_fails("c.txt",
            "benchmark name        samples    iterations          mean\n"
            "-------------------------------------------------------------------------------\n"
            "                           100             5    12.5 us \n",
            3, "a benchmark without a name");
    S_fails("c.txt", "Catch2 is a Catch2 v3.4.0 host application.\nAll tests passed\n", 1,
            "no benchmark results");
}

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "<?xml version=\"1.0\"?>\n<!-- c -->\n<Catch2TestRun "
                                         "name=\"t\"/>"),
                     &pm_format_catch2);
    assert_ptr_equal(pm_test_detect("x", "<Catch name=\"t\">"), &pm_format_catch2);
    /* not a root called Catch: JUnit's reader's */
    assert_ptr_equal(pm_test_detect("x.xml", "<?xml version=\"1.0\"?><Catches/>"),
                     &pm_format_junit);
    assert_ptr_equal(pm_test_detect("x.xml", "<?xml version=\"1.0\"?><testsuites/>"),
                     &pm_format_junit);
    assert_ptr_equal(pm_test_detect("x", "x is a Catch v2.11.0 host application.\n"),
                     &pm_format_catch2_console);
    assert_ptr_not_equal(pm_test_detect("x", "benchmark name, time\n"), &pm_format_catch2_console);
    assert_ptr_equal(pm_format_find("catch2-text"), &pm_format_catch2_console);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_xml_real),      cmocka_unit_test(test_xml_v2_and_names),
        cmocka_unit_test(test_xml_errors),    cmocka_unit_test(test_console_real),
        cmocka_unit_test(test_console_forms), cmocka_unit_test(test_detection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
