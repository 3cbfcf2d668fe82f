/* test_json.c - JSON and JSON Lines ingest: records, types, and errors with their line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/json.h"
#include "testutil.h"

#include <string.h>

static int S_parse(const char *text, pm_table **out, pm_error *err)
{
    *out = pm_table_new();
    pm_error_clear(err);
    return pm_json_read(*out, "in.json", text, strlen(text), err);
}

static void test_array_of_records_keeps_types_and_lines(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    const char *text = "[\n"
                       "  {\"gpus\": 2, \"name\": \"a\", \"ok\": true, \"time\": 1.5},\n"
                       "  {\"gpus\": 4,\n   \"name\": null, \"time\": 2e-3}\n"
                       "]\n";
    assert_int_equal(S_parse(text, &t, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->rows[0].line, 2);
    assert_int_equal(t->rows[1].line, 3);
    size_t gpus = pm_table_find(t, "gpus"), name = pm_table_find(t, "name");
    size_t ok = pm_table_find(t, "ok"), time = pm_table_find(t, "time");
    assert_int_equal(pm_table_cell(t, &t->rows[0], gpus).kind, PM_CELL_NUMBER);
    assert_string_equal(pm_table_cell(t, &t->rows[0], gpus).text, "2");
    assert_int_equal(pm_table_cell(t, &t->rows[0], name).kind, PM_CELL_STRING);
    assert_int_equal(pm_table_cell(t, &t->rows[0], ok).kind, PM_CELL_BOOL);
    assert_int_equal(pm_table_cell(t, &t->rows[1], name).kind, PM_CELL_MISSING);
    assert_int_equal(pm_table_cell(t, &t->rows[1], ok).kind, PM_CELL_MISSING);
    assert_string_equal(pm_table_cell(t, &t->rows[1], time).text, "0.002");
    pm_table_free(t);
}

static void test_json_lines(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("{\"a\": 1, \"time\": 3}\n\n{\"a\": 2, \"time\": 4}\n", &t, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_int_equal(t->rows[1].line, 3);
    pm_table_free(t);
}

static void test_errors_point_at_the_record(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("{\"a\": 1}\n{\"a\": {\"b\": 2}}\n", &t, &err), -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "'a' is an object"));
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);

    assert_int_equal(S_parse("{\"a\": 1}\n{\"a\": 1,,}\n", &t, &err), -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "invalid JSON"));
    pm_table_free(t);

    assert_int_equal(S_parse("{\"a\": 1, \"a\": 2}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "invalid JSON"));
    pm_table_free(t);

    assert_int_equal(S_parse("[{\"a\": 1}, 7]", &t, &err), -1);
    assert_non_null(strstr(err.msg, "must be a JSON object"));
    pm_table_free(t);

    assert_int_equal(S_parse("  \n ", &t, &err), -1);
    assert_non_null(strstr(err.msg, "empty"));
    pm_table_free(t);

    assert_int_equal(S_parse("[{\"a\": 1}", &t, &err), -1);
    pm_table_free(t);

    assert_int_equal(S_parse("{\"a\": 1} {\"a\": 2}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "one per line"));
    pm_table_free(t);
}

/* Extra-P's JSON Lines: {"params": {...}, "value": x or [x, ...]} with an optional callpath
 * and metric is one measurement (or several) of one point: a row per value, the parameters
 * as columns, the callpath as `region`, the value under the metric's name, marked as a metric
 * (the lines were refused: "field 'params' is an object"). */
static void test_extrap_json_lines(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    const char *text = "{\"params\":{\"x\":4,\"y\":10},\"metric\":\"metr\",\"value\":48.5}\n"
                       "{\"params\":{\"x\":8,\"y\":10},\"metric\":\"metr\",\"callpath\":\"main\","
                       "\"value\":[1, 2.5, 3]}\n"
                       "{\"params\":{\"x\":16,\"y\":10},\"value\":7}\n";
    assert_int_equal(S_parse(text, &t, &err), 0);
    assert_int_equal(t->nrows, 5);
    assert_string_equal(pm_test_cell(t, 0, "x"), "4");
    assert_string_equal(pm_test_cell(t, 0, "metr"), "48.5");
    assert_null(pm_test_cell(t, 0, "region"));
    assert_string_equal(pm_test_cell(t, 2, "region"), "main");
    assert_string_equal(pm_test_cell(t, 2, "metr"), "2.5");
    assert_int_equal(t->rows[3].line, 2);
    assert_string_equal(pm_test_cell(t, 4, "time"), "7"); /* no metric: time */
    assert_int_equal(t->hint[pm_table_find(t, "metr")], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "time")], PM_HINT_METRIC);
    assert_int_equal(t->hint[pm_table_find(t, "x")], PM_HINT_FACTOR); /* an Extra-P parameter */
    pm_table_free(t);

    /* a record with other keys beside params is an ordinary record (and a nested one an
       error, as before) */
    assert_int_equal(S_parse("{\"params\":{\"x\":4},\"value\":1,\"host\":\"a\"}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "field 'params' is an object"));
    pm_table_free(t);
    assert_int_equal(S_parse("{\"params\":{\"x\":4},\"value\":[]}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "\"value\" is an empty list"));
    pm_table_free(t);
    assert_int_equal(S_parse("{\"params\":{\"x\":4},\"value\":\"fast\"}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "\"value\" must be a number"));
    pm_table_free(t);
    assert_int_equal(S_parse("{\"params\":{\"region\":4},\"value\":1}\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "parameter 'region' has the name of the region column"));
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_array_of_records_keeps_types_and_lines),
        cmocka_unit_test(test_json_lines),
        cmocka_unit_test(test_errors_point_at_the_record),
        cmocka_unit_test(test_extrap_json_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
