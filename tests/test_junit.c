/* test_junit.c - JUnit XML: passing testcases become rows, failures and skips are counted, DTDs
 * refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static int S_read(const char *name, pm_table **t, pm_error *err)
{
    char *path = pm_test_data(name);
    *t = pm_table_new();
    pm_error_clear(err);
    int rc = pm_ingest_file(*t, path, PM_FORMAT_AUTO, err);
    free(path);
    return rc;
}

static void test_go_test_report(void **state)
{
    (void)state;
    /* the file has 4 testcases: one failed, one skipped, two passed
       (TestWebSocketUpgrade 2.17 s, TestWebSocketReconnectRace 7.78 s) */
    pm_table *t;
    pm_error err;
    assert_int_equal(
        S_read("formats/junit__action-junit-report__junit-server-test_report.xml", &t, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->excluded, 2);
    assert_string_equal(pm_test_cell(t, 0, "name"), "TestWebSocketUpgrade");
    assert_string_equal(pm_test_cell(t, 0, "time_s"), "2.170000");
    assert_string_equal(pm_test_cell(t, 1, "name"), "TestWebSocketReconnectRace");
    assert_string_equal(pm_test_cell(t, 1, "time_s"), "7.780000");
    assert_string_equal(pm_test_cell(t, 1, "go.version"), "go1.22.6 linux/amd64");
    assert_string_equal(pm_test_cell(t, 0, "suite"),
                        "github.com/example/example/server/v8/channels/api4");
    assert_int_equal(t->rows[0].line, 13);
    pm_table_free(t);
}

static void test_all_failed_is_an_error(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(
        S_read("formats/junit_surefire__action-junit-report__CalcUtilsTest.xml", &t, &err), -1);
    assert_non_null(strstr(err.msg, "no passing <testcase> with a time (2 failed or skipped)"));
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);
}

static void test_properties_nest_and_innermost_wins(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path =
        pm_test_write(dir, "r.xml",
                      "<testsuites>\n"
                      " <testsuite name=\"outer\">\n"
                      "  <properties><property name=\"gpus\" value=\"1\"/>"
                      "<property name=\"mode\" value=\"eager\"/></properties>\n"
                      "  <testsuite name=\"inner\">\n"
                      "   <properties><property name=\"gpus\" value=\"4\"/></properties>\n"
                      "   <testcase name=\"a\" time=\"0.5\"/>\n"
                      "  </testsuite>\n"
                      "  <testcase name=\"b\" time=\"1.5\">\n"
                      "   <properties><property name=\"batch_size\">32</property></properties>\n"
                      "  </testcase>\n"
                      " </testsuite>\n"
                      "</testsuites>\n");
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 0, "suite"), "inner");
    assert_string_equal(pm_test_cell(t, 0, "gpus"), "4");
    assert_string_equal(pm_test_cell(t, 0, "mode"), "eager");
    assert_string_equal(pm_test_cell(t, 1, "suite"), "outer");
    assert_string_equal(pm_test_cell(t, 1, "gpus"), "1");
    assert_string_equal(pm_test_cell(t, 1, "batch_size"), "32");
    assert_int_equal(pm_table_cell(t, &t->rows[0], pm_table_find(t, "batch_size")).kind,
                     PM_CELL_MISSING);
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

static void test_doctype_is_refused(void **state)
{
    (void)state;
    const char *bad[] = {"bad/xxe.xml", "bad/billion_laughs.xml"};
    for (size_t i = 0; i < 2; i++) {
        pm_table *t;
        pm_error err;
        assert_int_equal(S_read(bad[i], &t, &err), -1);
        assert_non_null(strstr(err.msg, "DOCTYPE is not accepted"));
        assert_int_equal(err.line, 2);
        pm_table_free(t);
    }
}

static void test_broken_xml_names_its_line(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "r.xml",
                               "<testsuites>\n<testsuite>\n<testcase time=\"1\">\n</testsuites>\n");
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), -1);
    assert_non_null(strstr(err.msg, "invalid XML"));
    assert_true(err.line >= 3);
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_go_test_report),
        cmocka_unit_test(test_all_failed_is_an_error),
        cmocka_unit_test(test_properties_nest_and_innermost_wins),
        cmocka_unit_test(test_doctype_is_refused),
        cmocka_unit_test(test_broken_xml_names_its_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
