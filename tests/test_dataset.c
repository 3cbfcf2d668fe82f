/* test_dataset.c - typing, medians of repeats, units, the train/test split, and bad cells. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "ingest/ingest.h"
#include "render/summary.h"
#include "testutil.h"
#include "util/buf.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct S_run {
    pm_table *t;
    pm_roles r;
    pm_dataset d;
} S_run;

/* Ingest text (as a file of the given name), decide roles under spec, build; returns the
 * build status. */
static int S_build_spec(S_run *run, const char *name, const char *text, const pm_role_spec *spec,
                        pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, name, text);
    run->t = pm_table_new();
    pm_error_clear(err);
    assert_int_equal(pm_ingest_file(run->t, path, PM_FORMAT_AUTO, err), 0);
    assert_int_equal(pm_roles_decide(run->t, spec, &run->r, err), 0);
    pm_dataset_opts o = {1.0, 1, PM_AGG_MEDIAN};
    int rc = pm_dataset_build(run->t, &run->r, &o, &run->d, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    return rc;
}

/* Ingest text (as a file of the given name), decide roles, build; returns the build status. */
static int S_build(S_run *run, const char *name, const char *text, double frac, uint64_t seed,
                   pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, name, text);
    run->t = pm_table_new();
    pm_error_clear(err);
    assert_int_equal(pm_ingest_file(run->t, path, PM_FORMAT_AUTO, err), 0);
    pm_role_spec spec = {0};
    assert_int_equal(pm_roles_decide(run->t, &spec, &run->r, err), 0);
    pm_dataset_opts o = {frac, seed, PM_AGG_MEDIAN};
    int rc = pm_dataset_build(run->t, &run->r, &o, &run->d, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    return rc;
}

static void S_free(S_run *run, int built)
{
    if (built)
        pm_dataset_free(&run->d);
    pm_roles_free(&run->r);
    pm_table_free(run->t);
}

static void test_repeats_reduce_to_median_with_count(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "gpus,time\n1,5\n1,1\n1,3\n2,8\n2,4\n4,1\n";
    assert_int_equal(S_build(&run, "a.csv", text, 1.0, 1, &err), 0);
    assert_int_equal(run.d.ngroups, 1);
    const pm_group *g = &run.d.groups[0];
    assert_int_equal(g->n, 3);
    assert_int_equal(g->nmeas, 6);
    /* configurations come sorted by value: gpus 1, 2, 4 */
    assert_true(g->t[0] == 3.0); /* median of 5, 1, 3 */
    assert_int_equal(g->count[0], 3);
    assert_true(g->t[1] == 6.0); /* even count: mean of the middle two */
    assert_int_equal(g->count[1], 2);
    assert_true(g->t[2] == 1.0);
    assert_int_equal(g->src_line[0], 2); /* the earliest repeat */
    size_t j = pm_dataset_param(&run.d, "gpus");
    assert_true(pm_dataset_value(&run.d, g, 2, j) == 4.0);
    assert_int_equal(g->ndistinct[j], 3);
    S_free(&run, 1);
}

/* --aggregate: the mean or the least of a configuration's repeats instead of their median;
 * every measurement is kept (ascending) whatever the choice, and the dataset says how. */
static void test_repeats_reduce_to_mean_or_min(void **state)
{
    (void)state;
    const char *text = "gpus,time\n1,5\n1,1\n1,6\n2,8\n2,4\n4,1\n";
    static const struct {
        pm_aggregate how;
        double t0, t1;
    } cases[] = {
        {PM_AGG_MEDIAN, 5.0, 6.0},
        {PM_AGG_MEAN, 4.0, 6.0},
        {PM_AGG_MIN, 1.0, 4.0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *dir = pm_test_tmpdir();
        char *path = pm_test_write(dir, "a.csv", text);
        S_run run;
        pm_error err;
        pm_error_clear(&err);
        run.t = pm_table_new();
        assert_int_equal(pm_ingest_file(run.t, path, PM_FORMAT_AUTO, &err), 0);
        pm_role_spec spec = {0};
        assert_int_equal(pm_roles_decide(run.t, &spec, &run.r, &err), 0);
        pm_dataset_opts o = {1.0, 1, cases[i].how};
        assert_int_equal(pm_dataset_build(run.t, &run.r, &o, &run.d, &err), 0);
        const pm_group *g = &run.d.groups[0];
        assert_int_equal(run.d.aggregate, cases[i].how);
        assert_true(g->t[0] == cases[i].t0);
        assert_true(g->t[1] == cases[i].t1);
        assert_true(g->t[2] == 1.0);
        assert_int_equal(g->count[0], 3);
        assert_true(g->meas[0] == 1.0 && g->meas[1] == 5.0 && g->meas[2] == 6.0);
        S_free(&run, 1);
        pm_test_rmtree(dir);
        free(dir);
        free(path);
    }
    pm_aggregate a;
    assert_int_equal(pm_aggregate_from_name("mean", &a), 0);
    assert_int_equal(a, PM_AGG_MEAN);
    assert_int_equal(pm_aggregate_from_name("max", &a), -1);
    assert_string_equal(pm_aggregate_name(PM_AGG_MIN), "min");
}

static void test_groups_are_sorted_and_separate(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "framework,gpus,time\nz,1,1\na,1,2\nz,2,3\na,2,4\na,4,5\n";
    assert_int_equal(S_build(&run, "a.csv", text, 1.0, 1, &err), 0);
    assert_int_equal(run.d.ngroups, 2);
    assert_string_equal(run.d.groups[0].name, "a");
    assert_int_equal(run.d.groups[0].n, 3);
    assert_string_equal(run.d.groups[1].name, "z");
    assert_int_equal(run.d.groups[1].n, 2);
    S_free(&run, 1);
}

static void test_mixed_units_become_seconds(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "gpus,time,unit\n1,1500,ms\n2,2,s\n4,250000,us\n";
    assert_int_equal(S_build(&run, "a.csv", text, 1.0, 1, &err), 0);
    assert_string_equal(run.d.unit, "s");
    assert_close(run.d.groups[0].t[0], 1.5, 1e-12);
    assert_close(run.d.groups[0].t[1], 2.0, 1e-12);
    assert_close(run.d.groups[0].t[2], 0.25, 1e-12);
    S_free(&run, 1);

    /* one unit throughout: kept as it is */
    assert_int_equal(S_build(&run, "b.csv", "gpus,time,unit\n1,15,ms\n2,7,ms\n", 1.0, 1, &err), 0);
    assert_string_equal(run.d.unit, "ms");
    assert_close(run.d.groups[0].t[0], 15.0, 1e-12);
    S_free(&run, 1);
}

static void test_minutes_hours_and_unit_conflicts(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    assert_int_equal(S_build(&run, "a.csv", "gpus,time_to_train_min\n1,30\n2,16\n", 1.0, 1, &err),
                     0);
    assert_string_equal(run.d.unit, "min");
    assert_close(run.d.groups[0].t[0], 30.0, 1e-12);
    S_free(&run, 1);

    assert_int_equal(S_build(&run, "a.csv", "gpus,time,unit\n1,2,h\n2,30,minutes\n", 1.0, 1, &err),
                     0);
    assert_string_equal(run.d.unit, "s");
    assert_close(run.d.groups[0].t[0], 7200.0, 1e-9);
    assert_close(run.d.groups[0].t[1], 1800.0, 1e-9);
    S_free(&run, 1);

    /* the name says ms, the unit column us: refused at the row, not silently ms */
    assert_int_equal(S_build(&run, "a.csv", "gpus,time_ms,unit\n1,2,ms\n2,3,us\n", 1.0, 1, &err),
                     -1);
    assert_int_equal(err.line, 3);
    assert_non_null(
        strstr(err.msg, "unit column 'unit' says 'us' but the target's name 'time_ms' says ms"));
    S_free(&run, 0);
    assert_int_equal(S_build(&run, "a.csv", "gpus,time_ms,unit\n1,2,ms\n2,3,msec\n", 1.0, 1, &err),
                     0);
    assert_string_equal(run.d.unit, "ms");
    S_free(&run, 1);
}

static void test_throughput_is_time_per_item(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    assert_int_equal(
        S_build(&run, "a.csv", "gpus,images_per_sec\n1,100\n2,200\n4,400\n", 1.0, 1, &err), 0);
    assert_int_equal(run.r.throughput, 1);
    assert_string_equal(run.d.unit, "s/item");
    assert_close(run.d.groups[0].t[0], 0.01, 1e-15);
    assert_close(run.d.groups[0].t[2], 0.0025, 1e-15);
    S_free(&run, 1);

    /* rates in a unit column, per minute and per second: seconds per item */
    assert_int_equal(S_build(&run, "a.csv", "gpus,throughput,unit\n1,60,images/min\n2,2,images/s\n",
                             1.0, 1, &err),
                     0);
    assert_string_equal(run.d.unit, "s/item");
    assert_close(run.d.groups[0].t[0], 1.0, 1e-12);
    assert_close(run.d.groups[0].t[1], 0.5, 1e-12);
    S_free(&run, 1);

    /* a rate whose unit of time nobody says: 1/throughput, unit not given */
    assert_int_equal(S_build(&run, "a.csv", "gpus,throughput\n1,4\n2,8\n", 1.0, 1, &err), 0);
    assert_string_equal(run.d.unit, "");
    assert_close(run.d.groups[0].t[0], 0.25, 1e-15);
    S_free(&run, 1);

    assert_int_equal(S_build(&run, "a.csv", "gpus,throughput,unit\n1,4,ms\n2,8,ms\n", 1.0, 1, &err),
                     -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "is not a rate"));
    S_free(&run, 0);
}

static void test_numeric_strings_are_numbers(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "{\"threads\": \"1\", \"time_s\": 4}\n{\"threads\": \"2\", \"time_s\": 2}\n"
                       "{\"threads\": \"4\", \"time_s\": \"1.0\"}\n";
    assert_int_equal(S_build(&run, "a.jsonl", text, 1.0, 1, &err), 0);
    size_t j = pm_dataset_param(&run.d, "threads");
    assert_true(j != (size_t)-1);
    assert_int_equal(run.d.params[j].role, PM_ROLE_EXTRINSIC);
    assert_int_equal(run.d.params[j].nvalues, 3);
    assert_true(run.d.params[j].values[2] == 4.0);
    assert_close(run.d.groups[0].t[2], 1.0, 1e-15);
    S_free(&run, 1);
}

static void test_skip_bad_rows(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    char *dir = pm_test_tmpdir();
    char *wpath = pm_test_write(dir, "warn.txt", "");
    FILE *warn = fopen(wpath, "w");
    assert_non_null(warn);
    pm_role_spec spec = {0};
    spec.skip_bad_rows = 1;
    spec.warn = warn;
    /* named, a scaling parameter must be positive (inferred, its 0 would be left out:
       test_inferred_zeros_are_left_out_and_counted) */
    spec.extrinsic = (char *[]){"accelerators"};
    spec.nextrinsic = 1;
    const char *text = "accelerators,time\n1,4\n0,3\n2,2\nabc,1\n4,1\n";
    assert_int_equal(S_build_spec(&run, "a.csv", text, &spec, &err), 0);
    assert_int_equal(run.d.nrows, 3);
    assert_int_equal(run.d.groups[0].n, 3);
    S_free(&run, 1);
    fclose(warn);
    char *w = pm_test_read(wpath);
    /* one line: how many rows, and the first one's file:line */
    assert_non_null(
        strstr(w, "pmreport: warning: skipped 2 bad rows (--skip-bad-rows); the first: "));
    assert_non_null(strstr(w, "/a.csv:3: extrinsic parameter 'accelerators' must be positive"));
    assert_non_null(strchr(w, '\n'));
    assert_string_equal(strchr(w, '\n') + 1, "");
    free(w);

    /* without the flag the first bad row stops the build */
    spec.skip_bad_rows = 0;
    assert_int_equal(S_build_spec(&run, "a.csv", text, &spec, &err), -1);
    assert_int_equal(err.line, 3);
    S_free(&run, 0);
    /* skipped rows with a missing number and a missing level: the good rows' values and
       levels only, and their configurations (lines 2, 5 and 7) */
    spec.skip_bad_rows = 1;
    spec.warn = NULL;
    spec.extrinsic = NULL;
    spec.nextrinsic = 0;
    spec.categorical = (char *[]){"act"};
    spec.ncategorical = 1;
    assert_int_equal(S_build_spec(&run, "m.csv",
                                  "gpus,act,time\n1,relu,4\n,tanh,3\n2,,2\n2,relu,5\n"
                                  "x,gelu,1\n4,tanh,6\n",
                                  &spec, &err),
                     0);
    assert_int_equal(run.d.nrows, 3);
    assert_int_equal(run.d.groups[0].n, 3);
    assert_int_equal(run.d.params[0].nvalues, 2);        /* act (categorical first): relu, tanh */
    assert_int_equal(run.d.params[1].nvalues, 3);        /* gpus: 1, 2, 4 */
    assert_int_equal(run.d.groups[0].idx[2 * 2 + 0], 1); /* the last: tanh, 4 */
    assert_int_equal(run.d.groups[0].idx[2 * 2 + 1], 2);
    assert_true(run.d.groups[0].t[2] == 6.0);
    S_free(&run, 1);
    spec.categorical = NULL;
    spec.ncategorical = 0;
    /* every row bad: an error, not an empty dataset */
    assert_int_equal(S_build_spec(&run, "a.csv", "gpus,time\n1,-2\n2,-1\n3,x\n4,y\n", &spec, &err),
                     -1);
    assert_non_null(strstr(err.msg, "every row is bad (4 skipped by --skip-bad-rows)"));
    S_free(&run, 0);
    pm_test_rmtree(dir);
    free(dir);
    free(wpath);
}

/* A time of 0 is below the timer's resolution: left out and counted, never a refusal of the
 * file; an inferred scaling parameter's 0 or negative values leave their rows out, counted per
 * parameter, or, with 3 values or fewer, make the parameter categorical. */
static void test_inferred_zeros_are_left_out_and_counted(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    assert_int_equal(S_build(&run, "z.csv", "n,time\n8,0\n8,2\n64,0\n64,3\n512,5\n", 1.0, 1, &err),
                     0);
    assert_int_equal(run.d.zero_times, 2);
    assert_int_equal(run.d.nrows, 3);
    assert_int_equal(run.d.groups[0].n, 3);
    S_free(&run, 1);
    /* every time 0: nothing to model, said so */
    assert_int_equal(S_build(&run, "z.csv", "n,time\n8,0\n64,0\n", 1.0, 1, &err), -1);
    assert_non_null(strstr(err.msg, "no usable measurement: 2 of 2 are 0"));
    S_free(&run, 0);
    /* n is 0 in two rows and -8 in one: those rows go, the count says so */
    assert_int_equal(S_build(&run, "n.csv", "n,time\n0,1\n0,1.5\n-8,2\n8,2\n64,3\n512,5\n4096,9\n",
                             1.0, 1, &err),
                     0);
    size_t j = pm_dataset_param(&run.d, "n");
    assert_true(j != (size_t)-1);
    assert_int_equal(run.d.params[j].role, PM_ROLE_EXTRINSIC);
    assert_int_equal(run.d.nonpositive[j], 3);
    assert_int_equal(run.d.nrows, 4);
    assert_true(run.d.params[j].values[0] == 8.0);
    assert_non_null(strstr(run.r.why[pm_table_find(run.t, "n")], "0 or negative are left out"));
    S_free(&run, 1);
    /* a flag of 0 and 1 beside a size: levels, not a power law */
    assert_int_equal(
        S_build(&run, "f.csv", "mode,n,time\n0,8,1\n1,8,2\n0,64,3\n1,64,5\n", 1.0, 1, &err), 0);
    j = pm_dataset_param(&run.d, "mode");
    assert_int_equal(run.d.params[j].role, PM_ROLE_CATEGORICAL);
    assert_int_equal(run.d.params[j].nvalues, 2);
    S_free(&run, 1);
}

/* Families of one suite take different arguments: a group lacks a parameter in every row (it
 * is not that group's) or has it in every row; some rows with and some without is an error at
 * the first without. */
static void test_groups_may_lack_a_parameter(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "benchmark,N,init,time\n"
                       "copy,8,,1\ncopy,64,,2\ncopy,512,,4\n"
                       "fill,,1,3\nfill,,10,5\nfill,,100,7\n";
    assert_int_equal(S_build(&run, "g.csv", text, 1.0, 1, &err), 0);
    assert_int_equal(run.d.ngroups, 2);
    size_t n = pm_dataset_param(&run.d, "N"), init = pm_dataset_param(&run.d, "init");
    const pm_group *copy = &run.d.groups[0], *fill = &run.d.groups[1];
    assert_string_equal(copy->name, "copy");
    assert_int_equal(copy->ndistinct[n], 3);
    assert_int_equal(copy->ndistinct[init], 0);
    assert_int_equal(fill->ndistinct[n], 0);
    assert_int_equal(fill->ndistinct[init], 3);
    for (size_t k = 0; k < copy->n; k++) {
        assert_int_equal(copy->idx[k * run.d.nparams + init], PM_DATASET_ABSENT);
        assert_true(isnan(pm_dataset_value(&run.d, copy, k, init)));
    }
    assert_true(pm_dataset_value(&run.d, fill, 2, init) == 100.0);
    S_free(&run, 1);
    /* copy gives N in two rows of three */
    assert_int_equal(S_build(&run, "g.csv",
                             "benchmark,N,time\ncopy,8,1\ncopy,,2\ncopy,512,4\nfill,,3\n", 1.0, 1,
                             &err),
                     -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "missing value for extrinsic parameter 'N' (other rows of "
                                    "benchmark 'copy' have one)"));
    S_free(&run, 0);
}

static void test_split_is_seeded_and_sized(void **state)
{
    (void)state;
    pm_buf text = PM_BUF_INIT;
    pm_buf_puts(&text, "gpus,filters,time\n");
    for (int i = 1; i <= 50; i++)
        pm_buf_printf(&text, "%d,%d,%d\n", i, i % 7 + 1, i + 3);
    S_run a, b, c;
    pm_error err;
    assert_int_equal(S_build(&a, "a.csv", pm_buf_str(&text), 0.6, 42, &err), 0);
    assert_int_equal(S_build(&b, "b.csv", pm_buf_str(&text), 0.6, 42, &err), 0);
    assert_int_equal(S_build(&c, "c.csv", pm_buf_str(&text), 0.6, 43, &err), 0);
    assert_int_equal(a.d.groups[0].ntrain, 30);
    assert_memory_equal(a.d.groups[0].train, b.d.groups[0].train, 50);
    assert_memory_not_equal(a.d.groups[0].train, c.d.groups[0].train, 50);
    S_free(&a, 1);
    S_free(&b, 1);
    S_free(&c, 1);
    pm_buf_free(&text);
}

static void test_split_column_decides(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    const char *text = "gpus,split,time\n1,train,1\n2,test,2\n4,train,3\n";
    assert_int_equal(S_build(&run, "a.csv", text, 0.5, 1, &err), 0);
    assert_int_equal(run.d.split_given, 1);
    assert_int_equal(run.d.groups[0].ntrain, 2);
    assert_int_equal(run.d.groups[0].train[1], 0);
    S_free(&run, 1);
}

static void test_bad_cells_point_at_their_line(void **state)
{
    (void)state;
    S_run run;
    pm_error err;
    assert_int_equal(S_build(&run, "a.csv", "gpus,time\n1,2\n2,-3\n", 1.0, 1, &err), -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "target 'time' must be positive"));
    S_free(&run, 0);

    pm_role_spec named = {0};
    named.extrinsic = (char *[]){"gpus"};
    named.nextrinsic = 1;
    assert_int_equal(S_build_spec(&run, "a.csv", "gpus,time\n1,2\n0,3\n", &named, &err), -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "'gpus' must be positive"));
    S_free(&run, 0);

    assert_int_equal(S_build(&run, "a.csv", "gpus,time\n1,2\n2,\n", 1.0, 1, &err), -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "missing value for target"));
    S_free(&run, 0);

    assert_int_equal(S_build(&run, "a.jsonl",
                             "{\"gpus\":1,\"time\":2}\n{\"gpus\":2,\"time\":\"fast\"}\n", 1.0, 1,
                             &err),
                     -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "must be a number, got 'fast'"));
    S_free(&run, 0);
}

/* Build from a file under tests/data and render the summary text. */
static char *S_summary(const char *name)
{
    char *path = pm_test_data(name);
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    pm_roles r;
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    pm_dataset d;
    pm_dataset_opts o = {0.6, 7, PM_AGG_MEDIAN};
    assert_int_equal(pm_dataset_build(t, &r, &o, &d, &err), 0);
    pm_buf b = PM_BUF_INIT;
    pm_summary_roles(t, &r, &b);
    pm_summary_dataset(&d, &b);
    pm_summary_json(t, &r, &d, &b);
    pm_dataset_free(&d);
    pm_roles_free(&r);
    pm_table_free(t);
    free(path);
    return b.data;
}

static void test_csv_and_json_lines_give_the_same_summary(void **state)
{
    (void)state;
    char *a = S_summary("tiny.csv");
    char *b = S_summary("tiny.jsonl");
    assert_non_null(strstr(a, "group eager: 24 configurations from 32 measurements"));
    assert_string_equal(a, b);
    free(a);
    free(b);
}

/* Configurations whose value indices need more than 64 bits (14 parameters of 40 values,
 * 6 bits each) are sorted as tuples instead of packed numbers: the same order, medians and
 * first lines. */
static void test_many_parameters_sort_and_reduce_as_tuples(void **state)
{
    (void)state;
    enum { NCOL = 14, NROW = 40 };
    pm_buf b = PM_BUF_INIT;
    for (size_t j = 0; j < NCOL; j++)
        pm_buf_printf(&b, "c%zu,", j);
    pm_buf_puts(&b, "time\n");
    for (size_t i = 0; i < NROW + 2; i++) {
        size_t src = i < NROW ? i : 5; /* the last two rows repeat row 5's configuration */
        for (size_t j = 0; j < NCOL; j++)
            pm_buf_printf(&b, "%zu,", (src * 7 + j * 13) % NROW + 1);
        pm_buf_printf(&b, "%g\n", i < NROW ? (double)i + 1 : i == NROW ? 100.0 : 50.0);
    }
    S_run run;
    pm_error err;
    assert_int_equal(S_build(&run, "wide.csv", b.data, 1.0, 1, &err), 0);
    const pm_group *g = &run.d.groups[0];
    size_t np = run.d.nparams;
    assert_int_equal(np, NCOL);
    for (size_t j = 0; j < np; j++)
        assert_int_equal(run.d.params[j].nvalues, NROW);
    assert_int_equal(g->n, NROW);
    assert_int_equal(g->nmeas, NROW + 2);
    /* sorted by the value indices, parameter by parameter */
    for (size_t k = 0; k + 1 < g->n; k++)
        assert_true(memcmp(g->idx + k * np, g->idx + (k + 1) * np, np * sizeof *g->idx) != 0);
    for (size_t k = 0; k + 1 < g->n; k++) {
        size_t j = 0;
        while (g->idx[k * np + j] == g->idx[(k + 1) * np + j])
            j++;
        assert_true(g->idx[k * np + j] < g->idx[(k + 1) * np + j]);
    }
    /* row 5 (line 7) and its two repeats: times 6, 100, 50 */
    size_t found = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->count[k] == 3) {
            found++;
            assert_true(g->t[k] == 50.0);
            assert_int_equal(g->src_line[k], 7);
            assert_true(pm_dataset_value(&run.d, g, k, 0) == (double)(5 * 7 % NROW + 1));
        } else {
            assert_int_equal(g->count[k], 1);
        }
    assert_int_equal(found, 1);
    S_free(&run, 1);
    pm_buf_free(&b);
}

/* Building while dropping the table's rows gives the same dataset, and the configurations
 * still name their file and line; the table keeps its columns. */
static void test_build_drop_frees_the_rows_and_changes_nothing(void **state)
{
    (void)state;
    const char *text = "framework,gpus,batch_size,time\nb,1,8,5\na,1,8,1\nb,2,8,3\na,1,8,3\n"
                       "a,2,16,8\nb,2,8,4\n";
    S_run run;
    pm_error err;
    assert_int_equal(S_build(&run, "a.csv", text, 1.0, 1, &err), 0);
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "a.csv", text);
    pm_table *t = pm_table_new();
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_roles r;
    pm_role_spec spec = {0};
    assert_int_equal(pm_roles_decide(t, &spec, &r, &err), 0);
    pm_dataset_opts o = {1.0, 1, PM_AGG_MEDIAN};
    pm_dataset d;
    assert_int_equal(pm_dataset_build_drop(t, &r, &o, &d, &err), 0);
    assert_int_equal(t->nrows, 0);
    assert_int_equal(t->ncols, 4);
    assert_string_equal(t->names[0], "framework");
    assert_int_equal(d.ngroups, run.d.ngroups);
    size_t np = d.nparams;
    for (size_t gi = 0; gi < d.ngroups; gi++) {
        const pm_group *a = &run.d.groups[gi], *b = &d.groups[gi];
        assert_string_equal(a->name, b->name);
        assert_int_equal(a->n, b->n);
        assert_int_equal(a->nmeas, b->nmeas);
        assert_memory_equal(a->t, b->t, a->n * sizeof *a->t);
        assert_memory_equal(a->count, b->count, a->n * sizeof *a->count);
        assert_memory_equal(a->idx, b->idx, a->n * np * sizeof *a->idx);
        assert_memory_equal(a->meas, b->meas, a->nmeas * sizeof *a->meas);
        assert_memory_equal(a->src_line, b->src_line, a->n * sizeof *a->src_line);
        for (size_t k = 0; k < b->n; k++)
            assert_true(strstr(b->src_file[k], "a.csv") != NULL);
    }
    /* a's configuration (1, 8) was measured on lines 3 and 5: the median of 1 and 3 */
    assert_true(d.groups[0].t[0] == 2.0);
    assert_int_equal(d.groups[0].src_line[0], 3);
    pm_dataset_free(&d);
    pm_roles_free(&r);
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    S_free(&run, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_repeats_reduce_to_median_with_count),
        cmocka_unit_test(test_repeats_reduce_to_mean_or_min),
        cmocka_unit_test(test_groups_are_sorted_and_separate),
        cmocka_unit_test(test_mixed_units_become_seconds),
        cmocka_unit_test(test_minutes_hours_and_unit_conflicts),
        cmocka_unit_test(test_throughput_is_time_per_item),
        cmocka_unit_test(test_numeric_strings_are_numbers),
        cmocka_unit_test(test_skip_bad_rows),
        cmocka_unit_test(test_split_is_seeded_and_sized),
        cmocka_unit_test(test_split_column_decides),
        cmocka_unit_test(test_inferred_zeros_are_left_out_and_counted),
        cmocka_unit_test(test_groups_may_lack_a_parameter),
        cmocka_unit_test(test_bad_cells_point_at_their_line),
        cmocka_unit_test(test_csv_and_json_lines_give_the_same_summary),
        cmocka_unit_test(test_many_parameters_sort_and_reduce_as_tuples),
        cmocka_unit_test(test_build_drop_frees_the_rows_and_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
