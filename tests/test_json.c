/* test_json.c - JSON and JSON Lines ingest: records, types, and errors with their line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/json.h"
#include "ingest/jsoncur.h"
#include "testutil.h"

#include <stdlib.h>
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

/* The cursor both JSON readers walk with (jsoncur.h): members in order, each value on the line
 * it starts on, past a byte-order mark, and errors at the line of what is wrong. */
static void test_cursor_walks_members_with_their_lines(void **state)
{
    (void)state;
    pm_error err;
    pm_error_clear(&err);
    const char *text = "\xEF\xBB\xBF{\"a\": 1,\n \"b\": [2,\n 3],\n\n \"c\": \"x\"}";
    pm_jcur c;
    pm_jcur_init(&c, text, strlen(text), "in.json", &err);
    assert_int_equal(c.pos, 3);
    assert_int_equal(pm_jcur_open(&c, '['), 0); /* an object is there: nothing consumed */
    assert_int_equal(pm_jcur_open(&c, '{'), 1);
    const char *want[] = {"a", "b", "c"};
    const long line[] = {1, 2, 5};
    int first = 1, more, n = 0;
    while ((more = pm_jcur_next(&c, '}', &first)) == 1) {
        char *key = pm_jcur_key(&c);
        assert_non_null(key);
        assert_string_equal(key, want[n]);
        free(key);
        long at = 0;
        json_t *v = pm_jcur_load(&c, JSON_DECODE_ANY, &at);
        assert_non_null(v);
        assert_int_equal(at, line[n]);
        json_decref(v);
        n++;
    }
    assert_int_equal(more, 0);
    assert_int_equal(n, 3);
    assert_int_equal(c.pos, strlen(text));
    assert_int_equal(c.line, 5);

    /* a missing comma, a key that is no string, no colon, bad JSON: each at its line */
    static const struct {
        const char *text;
        long line;
        const char *msg;
    } bad[] = {
        {"{\"a\": 1\n \"b\": 2}", 2, "expected ',' between members"},
        {"{\n1: 2}", 2, "an object key must be a string"},
        {"{\"a\"\n 1}", 2, "expected ':' after a key"},
        {"{\"a\":\n\n [1,,2]}", 3, "invalid JSON"},
        {"{\"a\": \"x\\u0000y\"}", 1, "a NUL character"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pm_error_clear(&err);
        pm_jcur_init(&c, bad[i].text, strlen(bad[i].text), "in.json", &err);
        assert_int_equal(pm_jcur_open(&c, '{'), 1);
        first = 1;
        int rc = 0;
        while (rc == 0 && (more = pm_jcur_next(&c, '}', &first)) == 1) {
            char *key = pm_jcur_key(&c);
            rc = key && pm_jcur_skip_value(&c) == 0 ? 0 : -1;
            free(key);
        }
        if (rc == 0)
            assert_int_equal(more, -1);
        if (err.line != bad[i].line || strstr(err.msg, bad[i].msg) == NULL)
            fail_msg("case %zu: line %ld: %s", i, err.line, err.msg);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_array_of_records_keeps_types_and_lines),
        cmocka_unit_test(test_json_lines),
        cmocka_unit_test(test_errors_point_at_the_record),
        cmocka_unit_test(test_extrap_json_lines),
        cmocka_unit_test(test_cursor_walks_members_with_their_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
