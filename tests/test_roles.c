/* test_roles.c - which role each column gets, inferred or named, and the errors for bad names. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/roles.h"
#include "ingest/units.h"
#include "ingest/csv.h"
#include "testutil.h"

#include <stdio.h>
#include <string.h>

static pm_table *S_table(const char *text)
{
    FILE *fp = fmemopen((void *)text, strlen(text), "r");
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_csv_read(t, "in.csv", fp, &err), 0);
    fclose(fp);
    return t;
}

static pm_role S_role(const pm_table *t, const pm_roles *r, const char *col)
{
    size_t c = pm_table_find(t, col);
    assert_true(c != (size_t)-1);
    return r->role[c];
}

static const char S_data[] = "framework,gpus,batch_size,filters,activation,commit,host,run_id,"
                             "const,time_ms\n"
                             "tf,1,16,8,relu,abc,h1,r1,7,1.0\n"
                             "tf,2,32,16,tanh,abc,h1,r2,7,2.0\n"
                             "pt,4,16,8,relu,abc,h1,r3,7,3.0\n";

static void test_inference_from_names_and_cells(void **state)
{
    (void)state;
    pm_table *t = S_table(S_data);
    pm_role_spec spec = {0};
    pm_roles r;
    pm_error err;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "framework"), PM_ROLE_GROUP);
    assert_int_equal(S_role(t, &r, "gpus"), PM_ROLE_EXTRINSIC);
    assert_int_equal(S_role(t, &r, "batch_size"), PM_ROLE_EXTRINSIC);
    assert_int_equal(S_role(t, &r, "filters"), PM_ROLE_NUMERIC);
    assert_int_equal(S_role(t, &r, "activation"), PM_ROLE_CATEGORICAL);
    assert_int_equal(S_role(t, &r, "commit"), PM_ROLE_IGNORED); /* run metadata */
    assert_int_equal(S_role(t, &r, "host"), PM_ROLE_IGNORED);
    assert_int_equal(S_role(t, &r, "const"), PM_ROLE_IGNORED); /* one value only */
    assert_int_equal(S_role(t, &r, "time_ms"), PM_ROLE_TARGET);
    assert_string_equal(r.unit, "ms");
    pm_roles_free(&r);
    pm_table_free(t);
}

static void test_named_roles_override_inference(void **state)
{
    (void)state;
    pm_table *t = S_table(S_data);
    char *ext[] = {"gpus"};
    char *num[] = {"batch_size"};
    pm_role_spec spec = {0};
    spec.extrinsic = ext;
    spec.nextrinsic = 1;
    spec.numeric = num;
    spec.nnumeric = 1;
    spec.group = "activation";
    pm_roles r;
    pm_error err;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "gpus"), PM_ROLE_EXTRINSIC);
    assert_int_equal(S_role(t, &r, "batch_size"), PM_ROLE_NUMERIC);
    /* --numeric fixes the numeric set: filters is not in it */
    assert_int_equal(S_role(t, &r, "filters"), PM_ROLE_IGNORED);
    assert_int_equal(S_role(t, &r, "activation"), PM_ROLE_GROUP);
    /* framework is then an ordinary text column */
    assert_int_equal(S_role(t, &r, "framework"), PM_ROLE_CATEGORICAL);
    pm_roles_free(&r);
    pm_table_free(t);
}

static void test_unknown_and_conflicting_names(void **state)
{
    (void)state;
    pm_table *t = S_table(S_data);
    pm_role_spec spec = {0};
    spec.target = "nosuch";
    pm_roles r;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), -1);
    assert_string_equal(err.file, "in.csv");
    assert_int_equal(err.line, 1);
    assert_non_null(strstr(err.msg, "no column 'nosuch' (named by --target)"));

    char *both[] = {"gpus"};
    pm_role_spec spec2 = {0};
    spec2.extrinsic = both;
    spec2.nextrinsic = 1;
    spec2.numeric = both;
    spec2.nnumeric = 1;
    assert_int_equal(pm_roles_decide(t, &spec2, &r, &err), -1);
    assert_non_null(strstr(err.msg, "two roles"));
    pm_table_free(t);
}

static void test_missing_target(void **state)
{
    (void)state;
    pm_table *t = S_table("gpus,accuracy\n1,10\n2,20\n");
    pm_role_spec spec = {0};
    pm_roles r;
    pm_error err;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), -1);
    assert_int_equal(err.line, 1);
    assert_non_null(strstr(err.msg, "no target column"));
    pm_table_free(t);
    /* a throughput is a target unless a time is asked for */
    t = S_table("gpus,throughput\n1,10\n2,20\n");
    spec.target_kind = PM_TARGET_TIME;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), -1);
    assert_non_null(strstr(err.msg, "no target column"));
    pm_table_free(t);
}

static void test_throughput_target(void **state)
{
    (void)state;
    /* a time-like name wins; without one, the throughput name is the target */
    pm_table *t = S_table("gpus,images_per_sec,time_s\n1,100,2\n2,190,1\n");
    pm_role_spec spec = {0};
    pm_roles r;
    pm_error err;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "time_s"), PM_ROLE_TARGET);
    assert_int_equal(r.throughput, 0);
    pm_roles_free(&r);
    spec.target_kind = PM_TARGET_THROUGHPUT;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "images_per_sec"), PM_ROLE_TARGET);
    assert_int_equal(r.throughput, 1);
    assert_string_equal(r.unit, "s/item");
    pm_roles_free(&r);
    pm_table_free(t);

    t = S_table("gpus,tokens_per_minute\n1,100\n2,190\n");
    spec.target_kind = PM_TARGET_AUTO;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "tokens_per_minute"), PM_ROLE_TARGET);
    assert_int_equal(r.throughput, 1);
    assert_string_equal(r.per, "min");
    assert_non_null(strstr(r.why[pm_table_find(t, "tokens_per_minute")], "1/throughput"));
    pm_roles_free(&r);
    pm_table_free(t);

    const char *per = NULL;
    const char *yes[] = {"items_per_second", "images/s", "qps", "train_throughput",
                         "samples_per_sec"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        assert_true(pm_units_is_throughput_name(yes[i], &per));
    const char *no[] = {"time", "gpus", "per_second", "seconds"};
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        assert_false(pm_units_is_throughput_name(no[i], &per));
    assert_true(pm_units_rate("images/s", &per));
    assert_string_equal(per, "s");
    assert_true(pm_units_rate("tokens per minute", &per));
    assert_string_equal(per, "min");
    assert_false(pm_units_rate("ms", &per));
}

static void test_mostly_numbers_stay_numeric(void **state)
{
    (void)state;
    /* one text cell among numbers: the column keeps its numeric role (the dataset then
       reports the cell with its line); text in most cells is categorical */
    pm_table *t = S_table("gpus,filters,mode,time\n1,8,a,1\n2,16,b,2\nabc,32,c,3\n4,64,4,4\n");
    pm_role_spec spec = {0};
    pm_roles r;
    pm_error err;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    assert_int_equal(S_role(t, &r, "gpus"), PM_ROLE_EXTRINSIC);
    assert_int_equal(S_role(t, &r, "filters"), PM_ROLE_NUMERIC);
    assert_int_equal(S_role(t, &r, "mode"), PM_ROLE_CATEGORICAL);
    pm_roles_free(&r);
    pm_table_free(t);
}

static void test_time_like_names_and_units(void **state)
{
    (void)state;
    const char *yes[] = {"time",        "time_ms",   "seconds",    "duration_us", "step_time",
                         "wall_time_s", "real_time", "latency_ns", "ms"};
    const char *no[] = {"gpus", "batch_size", "s", "timeout_count", "filters"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        assert_true(pm_units_is_time_name(yes[i]));
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        assert_false(pm_units_is_time_name(no[i]));
    const char *u = NULL;
    assert_true(pm_units_from_name("duration_us", &u));
    assert_string_equal(u, "us");
    assert_false(pm_units_from_name("time", &u));
    assert_true(pm_units_seconds("msec", &u) == 1e-3);
    assert_string_equal(u, "ms");
    assert_true(pm_units_seconds("parsecs", NULL) == 0.0);
    /* training results in minutes and hours */
    const char *more[] = {"time_to_train_min", "time_to_train_minutes",
                          "train_time_h",      "time_hours",
                          "minutes",           "hours"};
    for (size_t i = 0; i < sizeof more / sizeof more[0]; i++)
        assert_true(pm_units_is_time_name(more[i]));
    assert_false(pm_units_is_time_name("min")); /* a minimum, as likely as minutes */
    assert_false(pm_units_is_time_name("h"));
    assert_true(pm_units_from_name("time_to_train_min", &u));
    assert_string_equal(u, "min");
    assert_true(pm_units_from_name("time_to_train_hours", &u));
    assert_string_equal(u, "h");
    assert_true(pm_units_seconds("minutes", &u) == 60.0);
    assert_string_equal(u, "min");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_inference_from_names_and_cells),
        cmocka_unit_test(test_named_roles_override_inference),
        cmocka_unit_test(test_unknown_and_conflicting_names),
        cmocka_unit_test(test_missing_target),
        cmocka_unit_test(test_time_like_names_and_units),
        cmocka_unit_test(test_throughput_target),
        cmocka_unit_test(test_mostly_numbers_stay_numeric),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
