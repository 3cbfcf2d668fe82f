/* test_extrap.c - the Extra-P text format: points, repetitions, regions, metrics, and line errors.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "fit/protocol.h"
#include "ingest/extrap.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
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

static void test_points_lines_brackets_and_bare_numbers(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    /* several POINTS lines, one or several points each; no blanks inside the parentheses,
       a missing blank before ), tabs, several parameters on one PARAMETER line and a second
       PARAMETER line, a coordinate in its own parentheses (Extra-P's documented grammar) */
    const char *text = "PARAMETER p s\n"
                       "PARAMETER\tn\n"
                       "POINTS (1 10 100)\n"
                       "POINTS\t(\t2\t10\t100\t) ( 4 10 100)(8 10 100)\n"
                       "POINTS ((16) (10) (100))\n"
                       "REGION r\n"
                       "METRIC time\n"
                       "DATA 1\nDATA 2\nDATA 4\nDATA 8\nDATA 16";
    assert_int_equal(S_read(text, &t, &err), 0);
    assert_int_equal(t->nrows, 5);
    const char *p[] = {"1", "2", "4", "8", "16"};
    for (size_t k = 0; k < 5; k++) {
        assert_string_equal(pm_test_cell(t, k, "p"), p[k]);
        assert_string_equal(pm_test_cell(t, k, "s"), "10");
        assert_string_equal(pm_test_cell(t, k, "n"), "100");
        assert_string_equal(pm_test_cell(t, k, "time"), p[k]); /* DATA in point order */
    }
    pm_table_free(t);

    /* one parameter: bare numbers, over several POINTS lines, mixed with (v) */
    assert_int_equal(S_read("PARAMETER p\nPOINTS 1000 2000\nPOINTS (4000) ( 8000 )\nREGION r\n"
                            "METRIC time\nDATA 1\nDATA 2\nDATA 3\nDATA 4\n",
                            &t, &err),
                     0);
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 3, "p"), "8000");
    assert_string_equal(pm_test_cell(t, 3, "time"), "4");
    pm_table_free(t);
}

static void test_data_without_metric_or_region(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    /* DATA after a REGION with no METRIC: Extra-P's unnamed metric, the column `time` */
    assert_int_equal(S_read("PARAMETER p\nPOINTS 1 2\n\nREGION met1 \nDATA 4.1 3.9\nDATA 2\n\n"
                            "REGION met2\nDATA 1\nDATA 0.5 0.6 0.4\n",
                            &t, &err),
                     0);
    assert_int_equal(t->nrows, 7);
    assert_string_equal(pm_test_cell(t, 0, "region"), "met1");
    assert_string_equal(pm_test_cell(t, 1, "time"), "3.9");
    assert_string_equal(pm_test_cell(t, 6, "region"), "met2");
    assert_string_equal(pm_test_cell(t, 6, "time"), "0.4");
    assert_string_equal(pm_test_cell(t, 6, "p"), "2");
    pm_table_free(t);

    /* DATA before any REGION: rows without a region column */
    assert_int_equal(S_read("PARAMETER p\nPOINTS 1 2\nDATA 1\nDATA 2\n", &t, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(pm_table_find(t, "region"), (size_t)-1);
    pm_table_free(t);
}

static void test_metric_stays_across_regions_and_regions_come_back(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    /* one METRIC line, then regions (Extra-P writes this); a region that comes back with a
       second metric shares its rows; names keep inner blanks (collapsed), comments anywhere,
       empty blocks (a REGION right after a REGION) are allowed */
    const char *text = "# made by hand\n"
                       "PARAMETER x\n"
                       "POINTS ( 20 ) ( 30 )\n"
                       "METRIC time\n"
                       "REGION main\n"
                       "REGION   main loop  \n"
                       "DATA 1 2\n"
                       "# between DATA lines\n"
                       "DATA 3 4\n"
                       "REGION side\n"
                       "DATA 5\n"
                       "DATA 6\n"
                       "REGION main loop\n"
                       "METRIC flops\n"
                       "DATA 10 20\n"
                       "DATA 30 40\n";
    assert_true(pm_extrap_detect(text, strlen(text)));
    assert_int_equal(S_read(text, &t, &err), 0);
    assert_int_equal(t->nrows, 6);
    assert_string_equal(pm_test_cell(t, 0, "region"), "main loop");
    assert_string_equal(pm_test_cell(t, 0, "flops"), "10");
    assert_string_equal(pm_test_cell(t, 3, "time"), "4");
    assert_string_equal(pm_test_cell(t, 3, "flops"), "40");
    assert_string_equal(pm_test_cell(t, 4, "region"), "side");
    assert_null(pm_test_cell(t, 4, "flops"));
    pm_table_free(t);
}

static void test_grammar_errors_name_the_line(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    static const struct {
        const char *text;
        long line;
        const char *msg;
    } cases[] = {
        {"PARAMETER p s\nPOINTS 1 2\n", 2, "with several parameters each point is written"},
        {"PARAMETER p s\nPOINTS (1 2) (3\n", 2, "as many values as there are parameters"},
        {"PARAMETER p\nPOINTS 1) 2\n", 2, "a ) without its ("},
        {"PARAMETER p\nPOINTS ((1 2))\n", 2, "a coordinate in parentheses needs exactly one"},
        {"PARAMETER p\nPOINTS (((1)))\n", 2, "nested more than two deep"},
        {"PARAMETER p\nPOINTS\n", 2, "POINTS lists no point"},
        {"PARAMETER p\nPOINTS 1\nREGION r\nDATA 1\nPOINTS 2\n", 5, "POINTS after DATA"},
        {"PARAMETER p\nPOINTS 1 2\nREGION r\nMETRIC t\nDATA 1\nDATA 2\nREGION s\nREGION r\n"
         "METRIC t\nDATA 1\nDATA 2\n",
         10, "a second DATA block for metric t in region 'r' (the first starts at line 4)"},
        {"PARAMETER p\nPOINTS 1 2\nMETRIC time\nREGION a\nDATA 1\nREGION b\n", 4,
         "fewer DATA lines than POINTS for metric time in region 'a' (1 of 2)"},
        {"PARAMETER p\nPOINTS 1 2\nREGION a\nDATA 1\n", 3,
         "fewer DATA lines than POINTS for metric time in region 'a' (1 of 2)"},
        {"PARAMETER time\nPOINTS 1\nREGION a\nDATA 1\n", 4, "DATA before any METRIC is the metric"},
        {"PARAMETER p\nPOINTS 1\nREGION\n", 3, "REGION needs a name"},
        {"PARAMETER\n", 1, "PARAMETER needs a name"},
        {"PARAMETER p\nDATA 1\n", 2, "DATA before POINTS"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(S_read(cases[i].text, &t, &err), -1);
        if (err.line != cases[i].line || strstr(err.msg, cases[i].msg) == NULL)
            fail_msg("case %zu: got line %ld '%s', expected line %ld '%s'", i, err.line, err.msg,
                     cases[i].line, cases[i].msg);
        assert_int_equal(t->nrows, 0);
        pm_table_free(t);
    }
}

static void test_detect_skips_leading_comments(void **state)
{
    (void)state;
    const char *a = "# Extra-P input\n\n#\tanother\nPARAMETER p\n";
    assert_true(pm_extrap_detect(a, strlen(a)));
    const char *b = "# a comment\ntime,p\n1,2\n";
    assert_false(pm_extrap_detect(b, strlen(b)));
}

/* Extra-P's own test files (tests/data/extrap/README.md): every one is read, with the rows
 * Extra-P's reader makes of it (one per point, repetition and region). */
static void test_extrap_suite_files_are_read(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        size_t rows, cols;
    } files[] = {
        {"3_param_base.txt", 20, 5},     {"gpr_test_data_2.txt", 55, 4},
        {"one_parameter_2.txt", 375, 3}, {"one_parameter_6.txt", 89, 3},
        {"one_parameter_7.txt", 25, 3},  {"two_parameter_4.txt", 89, 4},
        {"two_parameter_6.txt", 25, 4},  {"two_parameter_segmented_1.txt", 300, 4},
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char name[128];
        snprintf(name, sizeof name, "extrap/%s", files[i].name);
        char *path = pm_test_data(name);
        pm_table *t = pm_table_new();
        pm_error err;
        pm_error_clear(&err);
        if (pm_ingest_file(t, path, PM_FORMAT_AUTO, &err) != 0)
            fail_msg("%s: %s:%ld: %s", files[i].name, err.file, err.line, err.msg);
        if (t->nrows != files[i].rows || t->ncols != files[i].cols)
            fail_msg("%s: %zu rows, %zu columns", files[i].name, t->nrows, t->ncols);
        pm_table_free(t);
        free(path);
    }
}

/* Extra-P's two_parameter_6.txt was made from t = 1 + 0.05 s^1.5 p. Every Extra-P parameter
 * is a scaling parameter, so the reader hints them so and they are inferred extrinsic with no
 * option (as numeric intrinsic terms of a sum they could not express the product): the fit is
 * t = a0 p^q s^q' + C and recovers the law. */
static void test_extrap_law_recovered_with_parameters_extrinsic(void **state)
{
    (void)state;
    char *path = pm_test_data("extrap/two_parameter_6.txt");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);

    pm_role_spec spec = {0};
    pm_roles roles;
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    assert_int_equal(roles.role[pm_table_find(t, "p")], PM_ROLE_EXTRINSIC);
    assert_int_equal(roles.role[pm_table_find(t, "s")], PM_ROLE_EXTRINSIC);
    assert_non_null(strstr(roles.why[pm_table_find(t, "p")], "an Extra-P parameter"));
    assert_int_equal(roles.target_col, pm_table_find(t, "time"));
    pm_roles_free(&roles);

    pm_test_law law = pm_test_extrap_law(t, PM_AGG_MEDIAN);
    assert_close(law.q_p, 1.0, 1e-3);
    assert_close(law.q_s, 1.5, 1e-3);
    assert_close(law.c, 1.0, 1e-3);
    pm_table_free(t);
    free(path);
}

/* The reader marks its METRIC columns as measured: a second metric is never made a parameter
 * (Extra-P's gpr_test_data_2.txt has time and maxtime, the latter in one region only, which
 * stopped the run at "missing value for numeric parameter 'maxtime'"), and a file's only
 * metric is the target whatever its name. */
static void test_metrics_are_never_parameters(void **state)
{
    (void)state;
    char *path = pm_test_data("extrap/gpr_test_data_2.txt");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    pm_roles roles;
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    assert_int_equal(roles.target_col, pm_table_find(t, "time"));
    size_t mt = pm_table_find(t, "maxtime");
    assert_int_equal(roles.role[mt], PM_ROLE_IGNORED);
    assert_non_null(strstr(roles.why[mt], "another metric"));
    assert_int_equal(roles.role[pm_table_find(t, "x")], PM_ROLE_EXTRINSIC);
    pm_dataset d;
    pm_dataset_opts dopts = {0.6, 1, PM_AGG_MEDIAN};
    assert_int_equal(pm_dataset_build(t, &roles, &dopts, &d, &err), 0);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    free(path);

    /* the only metric, named metr: the target */
    assert_int_equal(S_read("PARAMETER p\nPOINTS 1 2 4\nREGION r\nMETRIC metr\nDATA 1\nDATA 2\n"
                            "DATA 4\n",
                            &t, &err),
                     0);
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    assert_int_equal(roles.target_col, pm_table_find(t, "metr"));
    assert_string_equal(roles.why[roles.target_col], "inferred: the file's only metric");
    pm_roles_free(&roles);
    pm_table_free(t);

    /* two metrics, neither time-like: the target must be named */
    assert_int_equal(S_read("PARAMETER p\nPOINTS 1 2\nREGION r\nMETRIC a\nDATA 1\nDATA 2\n"
                            "METRIC b\nDATA 1\nDATA 2\n",
                            &t, &err),
                     0);
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), -1);
    assert_non_null(strstr(err.msg, "no target column"));
    spec.target = "b";
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    assert_int_equal(roles.role[pm_table_find(t, "a")], PM_ROLE_IGNORED);
    pm_roles_free(&roles);
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_parameters_two_metrics_two_regions),
        cmocka_unit_test(test_single_parameter_points_without_parentheses),
        cmocka_unit_test(test_errors_name_the_line),
        cmocka_unit_test(test_points_lines_brackets_and_bare_numbers),
        cmocka_unit_test(test_data_without_metric_or_region),
        cmocka_unit_test(test_metric_stays_across_regions_and_regions_come_back),
        cmocka_unit_test(test_grammar_errors_name_the_line),
        cmocka_unit_test(test_detect_skips_leading_comments),
        cmocka_unit_test(test_extrap_suite_files_are_read),
        cmocka_unit_test(test_extrap_law_recovered_with_parameters_extrinsic),
        cmocka_unit_test(test_metrics_are_never_parameters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
