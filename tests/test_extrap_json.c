/* test_extrap_json.c - Extra-P's JSON experiment files (both layouts) and JSON Lines: the rows
 * they make (as the text reader's), Extra-P's own test files, the law of a made file, and
 * errors at the line of the object. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "fit/protocol.h"
#include "ingest/extrap_json.h"
#include "ingest/ingest.h"
#include "ingest/json.h"
#include "testutil.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Read text as the ingest stage does with a JSON document: an Extra-P experiment when it is
 * one, records (JSON Lines) otherwise. */
static int S_read(const char *text, pm_table **t, pm_error *err)
{
    *t = pm_table_new();
    pm_error_clear(err);
    json_t *root = json_loadb(text, strlen(text), JSON_REJECT_DUPLICATES, NULL);
    int rc = pm_extrap_json_detect(root)
                 ? pm_extrap_json_read(*t, "in.json", root, text, strlen(text), err)
                 : pm_json_read(*t, "in.json", text, strlen(text), err);
    json_decref(root);
    return rc;
}

static pm_table *S_file(const char *name, pm_format fmt)
{
    char *path = pm_test_data(name);
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    if (pm_ingest_file(t, path, fmt, &err) != 0)
        fail_msg("%s: %s:%ld: %s", name, err.file, err.line, err.msg);
    free(path);
    return t;
}

static void test_new_layout_rows_and_metrics_share_them(void **state)
{
    (void)state;
    /* two callpaths; in main two metrics, visits with fewer repetitions than time */
    const char *text = "{\n"
                       " \"parameters\": [\"p\", \"n\"],\n"
                       " \"measurements\": {\n"
                       "  \"main\": {\n"
                       "   \"time\": [{\"point\": [2, 10], \"values\": [1.5, 1.25]},\n"
                       "            {\"point\": [4.0, 10], \"values\": [0.75]}],\n"
                       "   \"visits\": [{\"point\": [2, 10], \"values\": [7]},\n"
                       "              {\"point\": [4, 10], \"values\": [8]}]\n"
                       "  },\n"
                       "  \"main->io\": {\"time\": [{\"point\": [2, 10], \"values\": [3]}]}\n"
                       " }\n"
                       "}\n";
    pm_table *t;
    pm_error err;
    assert_int_equal(S_read(text, &t, &err), 0);
    assert_int_equal(t->nrows, 4);
    assert_int_equal(t->ncols, 5); /* p n region time visits */
    assert_string_equal(pm_test_cell(t, 0, "p"), "2");
    assert_string_equal(pm_test_cell(t, 0, "n"), "10");
    assert_string_equal(pm_test_cell(t, 0, "region"), "main");
    assert_string_equal(pm_test_cell(t, 0, "time"), "1.5");
    assert_string_equal(pm_test_cell(t, 0, "visits"), "7"); /* first repetition: one row */
    assert_string_equal(pm_test_cell(t, 1, "time"), "1.25");
    assert_null(pm_test_cell(t, 1, "visits"));
    /* 4.0 and 4 are one point, as in Extra-P */
    assert_string_equal(pm_test_cell(t, 2, "time"), "0.75");
    assert_string_equal(pm_test_cell(t, 2, "visits"), "8");
    assert_int_equal(t->rows[2].line, 6);
    assert_string_equal(pm_test_cell(t, 3, "region"), "main->io");
    assert_int_equal(t->hint[pm_table_find(t, "time")], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "visits")], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "p")], PM_HINT_FACTOR); /* an Extra-P parameter */
    pm_table_free(t);
}

static void test_id_layout_joins_by_id(void **state)
{
    (void)state;
    /* lists in any order, ids not in order, values of one coordinate are its repetitions in
       the order listed, pairs of a coordinate in any order */
    const char *text =
        "{\"measurements\": [\n"
        "  {\"callpath_id\": 7, \"coordinate_id\": 2, \"metric_id\": 1, \"value\": 5},\n"
        "  {\"callpath_id\": 7, \"coordinate_id\": 1, \"metric_id\": 1, \"value\": 2},\n"
        "  {\"callpath_id\": 7, \"coordinate_id\": 2, \"metric_id\": 1, \"value\": 6}],\n"
        " \"callpaths\": [{\"id\": 7, \"name\": \"solve\"}],\n"
        " \"metrics\": [{\"id\": 1, \"name\": \"time\"}],\n"
        " \"coordinates\": [\n"
        "  {\"id\": 2, \"parameter_value_pairs\": [{\"parameter_id\": 2, \"parameter_value\": 64},"
        " {\"parameter_id\": 1, \"parameter_value\": 8}]},\n"
        "  {\"id\": 1, \"parameter_value_pairs\": [{\"parameter_id\": 1, \"parameter_value\": 4},"
        " {\"parameter_id\": 2, \"parameter_value\": 32}]}],\n"
        " \"parameters\": [{\"id\": 2, \"name\": \"n\"}, {\"id\": 1, \"name\": \"p\"}]}\n";
    pm_table *t;
    pm_error err;
    assert_int_equal(S_read(text, &t, &err), 0);
    assert_int_equal(t->nrows, 3);
    assert_string_equal(t->names[0], "p"); /* parameters in the order of their ids */
    assert_string_equal(t->names[1], "n");
    assert_string_equal(pm_test_cell(t, 0, "p"), "8");
    assert_string_equal(pm_test_cell(t, 0, "n"), "64");
    assert_string_equal(pm_test_cell(t, 0, "region"), "solve");
    assert_string_equal(pm_test_cell(t, 0, "time"), "5");
    assert_int_equal(t->rows[0].line, 2);
    assert_string_equal(pm_test_cell(t, 1, "p"), "4");
    assert_string_equal(pm_test_cell(t, 2, "time"), "6");
    assert_string_equal(pm_test_cell(t, 2, "p"), "8");
    pm_table_free(t);
}

static void test_json_lines_metrics_share_rows(void **state)
{
    (void)state;
    /* values of one metric at one point over several lines are repetitions (as Extra-P
       appends them); the k-th of each metric share the k-th row */
    const char *text =
        "{\"params\":{\"x\":1},\"callpath\":\"a\",\"metric\":\"time\",\"value\":[1,2]}\n"
        "{\"params\":{\"x\":1},\"callpath\":\"a\",\"metric\":\"bytes\",\"value\":10}\n"
        "{\"params\":{\"x\":1},\"callpath\":\"a\",\"metric\":\"time\",\"value\":3}\n"
        "{\"params\":{\"x\":1},\"callpath\":\"a\",\"metric\":\"bytes\",\"value\":20}\n"
        "{\"params\":{\"x\":1},\"callpath\":\"b\",\"metric\":\"bytes\",\"value\":30}\n";
    pm_table *t;
    pm_error err;
    assert_int_equal(S_read(text, &t, &err), 0);
    assert_int_equal(t->nrows, 4);
    assert_string_equal(pm_test_cell(t, 0, "time"), "1");
    assert_string_equal(pm_test_cell(t, 0, "bytes"), "10");
    assert_string_equal(pm_test_cell(t, 1, "time"), "2");
    assert_string_equal(pm_test_cell(t, 1, "bytes"), "20");
    assert_string_equal(pm_test_cell(t, 2, "time"), "3");
    assert_int_equal(t->rows[2].line, 3);
    assert_null(pm_test_cell(t, 2, "bytes"));
    assert_string_equal(pm_test_cell(t, 3, "region"), "b");
    assert_null(pm_test_cell(t, 3, "time"));
    pm_table_free(t);
}

static void test_errors_name_the_line(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        long line;
        const char *msg;
    } cases[] = {
        /* the layout Extra-P recommends */
        {"{\"parameters\": [\"p\", \"s\"],\n \"measurements\": {\"m\": {\"time\": [\n"
         "  {\"point\": [1, 2], \"values\": [1]},\n  {\"point\": [1], \"values\": [1]}]}}}\n",
         4, "\"point\" has 1 coordinates, there are 2 parameters"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"time\": [\n"
         "  {\"point\": [1], \"values\": []}]}}}\n",
         3, "\"values\" is an empty list"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"time\": [\n"
         "  {\"point\": [1], \"values\": [1, \"fast\"]}]}}}\n",
         3, "a measured value must be a number"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"time\": [\n"
         "  {\"point\": [\"a\"], \"values\": [1]}]}}}\n",
         3, "a coordinate of \"point\" must be a number"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"time\": [\n"
         "  {\"values\": [1]}]}}}\n",
         3, "needs a \"point\" and a \"values\" list"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"time\":\n"
         "  {\"point\": [1], \"values\": [1]}}}}\n",
         3, "metric 'time' of callpath 'm' must be a list"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {\"p\": [\n"
         "  {\"point\": [1], \"values\": [1]}]}}}\n",
         3, "metric 'p' has the name of a parameter"},
        {"{\"parameters\": [\"p\", \"p\"],\n \"measurements\": {\"m\": {}}}\n", 1,
         "parameter 'p' named twice"},
        {"{\"parameters\": [\"region\"],\n \"measurements\": {\"m\": {}}}\n", 1,
         "parameter 'region' has the name of the region column"},
        {"{\"parameters\": [],\n \"measurements\": {}}\n", 1,
         "\"parameters\" must be a list of parameter names"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": {}}}\n", 1, "no measurements"},
        {"{\"parameters\": [\"p\"],\n \"measurements\": []}\n", 2,
         "\"measurements\" must be an object of callpaths"},
        /* the older layout */
        {"{\"callpaths\": [{\"id\": 1, \"name\": \"m\"}],\n"
         " \"metrics\": [{\"id\": 1, \"name\": \"time\"}],\n"
         " \"parameters\": [{\"id\": 1, \"name\": \"p\"}],\n"
         " \"coordinates\": [{\"id\": 1, \"parameter_value_pairs\": [{\"parameter_id\": 1, "
         "\"parameter_value\": 2}]}],\n"
         " \"measurements\": [\n"
         "  {\"callpath_id\": 1, \"coordinate_id\": 1, \"metric_id\": 1, \"value\": 1},\n"
         "  {\"callpath_id\": 1, \"coordinate_id\": 2, \"metric_id\": 1, \"value\": 1}]}\n",
         7, "coordinate_id 2 is not in \"coordinates\""},
        {"{\"callpaths\": [{\"id\": 1, \"name\": \"m\"}],\n"
         " \"metrics\": [{\"id\": 1, \"name\": \"time\"}],\n"
         " \"parameters\": [{\"id\": 1, \"name\": \"p\"}],\n"
         " \"coordinates\": [{\"id\": 1, \"parameter_value_pairs\": [{\"parameter_id\": 1, "
         "\"parameter_value\": 2}]}],\n"
         " \"measurements\": [\n"
         "  {\"callpath_id\": 1, \"coordinate_id\": 1, \"value\": 1}]}\n",
         6, "a measurement needs an integer \"metric_id\""},
        {"{\"callpaths\": [{\"id\": 1, \"name\": \"m\"},\n {\"id\": 1, \"name\": \"n\"}],\n"
         " \"parameters\": [{\"id\": 1, \"name\": \"p\"}], \"measurements\": []}\n",
         2, "id 1 of \"callpaths\" listed twice (first at line 1)"},
        {"{\"callpaths\": [], \"parameters\": [{\"id\": 1, \"name\": \"p\"},\n"
         " {\"id\": 2, \"name\": \"q\"}],\n"
         " \"coordinates\": [\n {\"id\": 1, \"parameter_value_pairs\": [{\"parameter_id\": 1, "
         "\"parameter_value\": 2}]}], \"measurements\": []}\n",
         4, "no value for parameter 'q'"},
        {"{\"callpaths\": [], \"parameters\": [{\"id\": 1}], \"measurements\": []}\n", 1,
         "an entry of \"parameters\" needs a \"name\" string"},
        /* JSON Lines */
        {"{\"params\":{\"x\":1},\"value\":1}\n{\"params\":{\"x\":2,\"y\":3},\"value\":2}\n", 2,
         "parameter 'y' is not among the parameters of the first measurement (line 1)"},
        {"{\"params\":{\"x\":1,\"y\":1},\"value\":1}\n\n{\"params\":{\"x\":2},\"value\":2}\n", 3,
         "no value for parameter 'y'"},
        {"{\"params\":{\"x\":1},\"value\":1,\"metric\":\"x\"}\n", 1,
         "metric 'x' has the name of a parameter"},
        {"{\"params\":{\"time\":1},\"value\":1}\n", 1,
         "a value without a metric is the metric 'time'"},
        {"{\"params\":{\"x\":[1]},\"value\":1}\n", 1,
         "the value of parameter 'x' must be a number or a string"},
        {"{\"params\":{},\"value\":1}\n", 1, "no parameters"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pm_table *t;
        pm_error err;
        assert_int_equal(S_read(cases[i].text, &t, &err), -1);
        if (err.line != cases[i].line || strstr(err.msg, cases[i].msg) == NULL)
            fail_msg("case %zu: got line %ld '%s', expected line %ld '%s'", i, err.line, err.msg,
                     cases[i].line, cases[i].msg);
        assert_int_equal(t->nrows, 0); /* nothing half-written */
        assert_int_equal(t->ncols, 0);
        pm_table_free(t);
    }
}

/* Extra-P's own JSON and JSON Lines test files (tests/data/extrap/README.md), and the law
 * files made here: every one is read, with the rows and columns counted independently (a row
 * per callpath, point and repetition; a column per parameter and metric, and `region` when
 * there are callpaths). */
static void test_extrap_suite_files_are_read(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        size_t rows, cols;
    } files[] = {
        {"json/input_1.JSON", 25, 3},
        {"json/input_2.JSON", 25, 4},
        {"json/input_3.JSON", 50, 3},
        {"json/input_11.JSON", 20, 3}, /* a coordinate without measurements: Extra-P refuses */
        {"json/input_12.JSON", 125, 4},
        {"json/new_input1.json", 25, 3},
        {"json/new_input2.json", 50, 5},
        {"jsonlines/extended2.jsonl", 45, 4},
        {"jsonlines/json_test_input.jsonl", 25, 2},
        {"jsonlines/matrix_3p_bands_incomplete.jsonl", 18, 4},
        {"jsonlines/matrix_4p.jsonl", 20, 5},
        {"jsonlines/reduced.jsonl", 125, 3},
        {"law_two_parameter_6.json", 75, 5},
        {"law_two_parameter_6_ids.json", 75, 5},
        {"law_two_parameter_6.jsonl", 75, 5},
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char name[128];
        snprintf(name, sizeof name, "extrap/%s", files[i].name);
        for (int forced = 0; forced < 2; forced++) { /* detected, and --format extrap */
            pm_table *t = S_file(name, forced ? pm_format_find("extrap") : PM_FORMAT_AUTO);
            if (t->nrows != files[i].rows || t->ncols != files[i].cols)
                fail_msg("%s: %zu rows, %zu columns", files[i].name, t->nrows, t->ncols);
            pm_table_free(t);
        }
    }

    /* input_12 lists parameter y (id 2) before x (id 1), and a coordinate's pairs y first */
    pm_table *t = S_file("extrap/json/input_12.JSON", PM_FORMAT_AUTO);
    assert_string_equal(t->names[0], "x");
    assert_string_equal(pm_test_cell(t, 0, "x"), "4");
    assert_string_equal(pm_test_cell(t, 0, "y"), "10");
    assert_string_equal(pm_test_cell(t, 0, "region"), "sweep");
    assert_string_equal(pm_test_cell(t, 0, "time"), "25.5");
    pm_table_free(t);
}

static void test_format_extrap_takes_only_extrap_json(void **state)
{
    (void)state;
    char *path = pm_test_data("tiny.jsonl");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, pm_format_find("extrap"), &err), -1);
    assert_int_equal(err.line, 1);
    assert_non_null(strstr(err.msg, "not an Extra-P measurement"));
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);
    free(path);
}

/* A UTF-8 byte-order mark before the document: jansson takes none, ingest decodes past it. */
static void test_byte_order_mark(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "bom.json",
                               "\xEF\xBB\xBF{\"parameters\": [\"p\"], \"measurements\": "
                               "{\"m\": {\"time\": [{\"point\": [2], \"values\": [1.5]}]}}}\n");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "time"), "1.5");
    pm_table_free(t);
    free(path);
    pm_test_rmtree(dir);
    free(dir);
}

/* The law files hold t = 1 + 0.05 s^1.5 p three times per point (0.99 t, t, 1.01 t) and a
 * second metric: with p and s extrinsic the fit finds q[p] = 1, q[s] = 1.5 and C = 1 from the
 * median, and C = 0.99 with a0 = 0.0495 from the minimum (--aggregate min). */
static void test_law_recovered_from_each_layout(void **state)
{
    (void)state;
    static const char *const files[] = {"extrap/law_two_parameter_6.json",
                                        "extrap/law_two_parameter_6_ids.json",
                                        "extrap/law_two_parameter_6.jsonl"};
    for (size_t i = 0; i < 3; i++) {
        for (int agg = 0; agg < 2; agg++) {
            pm_table *t = S_file(files[i], PM_FORMAT_AUTO);
            /* the second metric is never a parameter */
            pm_role_spec spec = {0};
            pm_roles roles;
            pm_error err;
            pm_error_clear(&err);
            assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
            assert_int_equal(roles.target_col, pm_table_find(t, "time"));
            assert_int_equal(roles.role[pm_table_find(t, "visits")], PM_ROLE_IGNORED);
            pm_roles_free(&roles);
            pm_test_law law = pm_test_extrap_law(t, agg ? PM_AGG_MIN : PM_AGG_MEDIAN);
            assert_close(law.q_p, 1.0, 1e-3);
            assert_close(law.q_s, 1.5, 1e-3);
            assert_close(law.c, agg ? 0.99 : 1.0, 1e-3);
            assert_close(law.a0, agg ? 0.0495 : 0.05, 1e-5);
            pm_table_free(t);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_layout_rows_and_metrics_share_them),
        cmocka_unit_test(test_id_layout_joins_by_id),
        cmocka_unit_test(test_json_lines_metrics_share_rows),
        cmocka_unit_test(test_errors_name_the_line),
        cmocka_unit_test(test_extrap_suite_files_are_read),
        cmocka_unit_test(test_format_extrap_takes_only_extrap_json),
        cmocka_unit_test(test_byte_order_mark),
        cmocka_unit_test(test_law_recovered_from_each_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
