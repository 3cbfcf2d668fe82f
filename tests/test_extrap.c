/* test_extrap.c - the Extra-P text format: points, repetitions, regions, metrics, and line errors.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/extrap.h"
#include "testutil.h"

#include <string.h>

static int S_read(const char *text, pm_table **t, pm_error *err)
{
    *t = pm_table_new();
    pm_error_clear(err);
    return pm_extrap_read(*t, "in.txt", text, strlen(text), err);
}

static void test_two_parameters_two_metrics_two_regions(void **state)
{
    (void)state;
    const char *text = "PARAMETER p\n"
                       "PARAMETER n\n"
                       "POINTS ( 2 10 ) ( 4 10 )\n"
                       "REGION solve\n"
                       "METRIC time\n"
                       "DATA 1.0 1.2\n"
                       "DATA 0.6 0.5\n"
                       "METRIC bytes\n"
                       "DATA 100 100\n"
                       "DATA 200 210\n"
                       "REGION io\n"
                       "METRIC time\n"
                       "DATA 3 3.5 4\n"
                       "DATA 2\n";
    pm_table *t;
    pm_error err;
    assert_true(pm_extrap_detect(text, strlen(text)));
    assert_int_equal(S_read(text, &t, &err), 0);
    /* solve: 2 points x 2 repetitions; io: 3 + 1 repetitions */
    assert_int_equal(t->nrows, 8);
    assert_string_equal(pm_test_cell(t, 0, "p"), "2");
    assert_string_equal(pm_test_cell(t, 0, "n"), "10");
    assert_string_equal(pm_test_cell(t, 0, "region"), "solve");
    assert_string_equal(pm_test_cell(t, 1, "time"), "1.2");
    assert_string_equal(pm_test_cell(t, 1, "bytes"),
                        "100"); /* same point and repetition: one row */
    assert_string_equal(pm_test_cell(t, 3, "bytes"), "210");
    assert_string_equal(pm_test_cell(t, 4, "region"), "io");
    assert_string_equal(pm_test_cell(t, 6, "time"), "4");
    assert_string_equal(pm_test_cell(t, 7, "p"), "4");
    assert_int_equal(t->rows[7].line, 14);
    pm_table_free(t);
}

static void test_single_parameter_points_without_parentheses(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(
        S_read("PARAMETER x\nPOINTS 1 2 4\nREGION r\nMETRIC time\nDATA 1\nDATA 2\nDATA 4\n", &t,
               &err),
        0);
    assert_int_equal(t->nrows, 3);
    assert_string_equal(pm_test_cell(t, 2, "x"), "4");
    pm_table_free(t);
}

static void test_errors_name_the_line(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(
        S_read("PARAMETER x\nPOINTS 1 2\nREGION r\nMETRIC time\nDATA 1\nREGION s\n", &t, &err), -1);
    assert_int_equal(err.line, 4);
    assert_non_null(strstr(err.msg, "fewer DATA lines than POINTS"));
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);

    assert_int_equal(
        S_read("PARAMETER x\nPOINTS 1 2\nREGION r\nMETRIC time\nDATA 1\nDATA fast\n", &t, &err),
        -1);
    assert_int_equal(err.line, 6);
    assert_non_null(strstr(err.msg, "must be a number, got fast"));
    pm_table_free(t);

    assert_int_equal(S_read("PARAMETER x\nPARAMETER y\nPOINTS ( 1 2 ) ( 3 )\n", &t, &err), -1);
    assert_int_equal(err.line, 3);
    pm_table_free(t);

    assert_int_equal(
        S_read("PARAMETER x\nPOINTS 1\nREGION r\nMETRIC time\nDATA 1\nDATA 2\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "more DATA lines than POINTS"));
    pm_table_free(t);

    assert_int_equal(S_read("PARAMETER x\nBOGUS 1\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "unknown keyword BOGUS"));
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_parameters_two_metrics_two_regions),
        cmocka_unit_test(test_single_parameter_points_without_parentheses),
        cmocka_unit_test(test_errors_name_the_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
