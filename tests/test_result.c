/* test_result.c - the result type: built from a fit, written as model.json, read back unchanged. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "blackbox/compare.h"
#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "ingest/ingest.h"
#include "result/model_io.h"
#include "result/factor.h"
#include "result/predict.h"
#include "result/result.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/xalloc.h"

#include <jansson.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fitted result of the CSV at path, with train_fraction of the configurations
 * used for fitting. */
static void S_fit_file(const char *path, double train_fraction, const pm_fit_opts *o, pm_result *r)
{
    pm_error err;
    pm_error_clear(&err);
    pm_table *t = pm_table_new();
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    pm_roles roles;
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    pm_dataset_opts dopts = {train_fraction, 1, PM_AGG_MEDIAN};
    pm_dataset d;
    assert_int_equal(pm_dataset_build(t, &roles, &dopts, &d, &err), 0);
    pm_fit fit;
    assert_int_equal(pm_fit_run(&d, o, &fit, &err), 0);
    pm_run_meta meta;
    char *argv[] = {"pmreport", "tiny.csv"};
    pm_run_meta_init(&meta, 2, argv);
    pm_result_from_fit(&d, &fit, &meta, r);
    pm_run_meta_free(&meta);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
}

/* A fitted result of tests/data/tiny.csv (two groups, numeric, categorical and extrinsic). */
static void S_fit(const pm_fit_opts *o, pm_result *r)
{
    char *path = pm_test_data("tiny.csv");
    S_fit_file(path, 0.6, o, r);
    free(path);
}

static pm_fit_opts S_opts(void)
{
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 3;
    o.bootstrap = 20;
    o.threads = 1;
    return o;
}

/* Write r, parse it back into *back, return the text. */
static char *S_round_trip(const pm_result *r, pm_result *back)
{
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(r, &b);
    pm_error err;
    pm_error_clear(&err);
    int rc = pm_model_json_parse(b.data, b.len, "model.json", back, &err);
    if (rc != 0)
        fail_msg("%s", err.msg);
    return b.data;
}

static void test_result_names_every_fitted_quantity(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r;
    S_fit(&o, &r);
    assert_int_equal(r.ngroups, 2);
    assert_string_equal(r.groups[0].name, "eager");
    assert_string_equal(r.unit, "ms");
    const pm_res_group *g = &r.groups[0];
    /* tiny.csv: gpus and batch_size scale, filters is numeric, activation categorical */
    assert_int_equal(g->nexp, 2);
    assert_non_null(pm_result_exponent(g, pm_result_param(&r, "gpus")));
    assert_non_null(pm_result_exponent(g, pm_result_param(&r, "batch_size")));
    assert_int_equal(g->nterm, 1);
    assert_string_equal(r.params[g->term[0].param].name, "filters");
    assert_true(g->nlev >= 1);
    assert_string_equal(r.params[g->lev[0].param].name, "activation");
    /* every configuration is there, with its split */
    assert_int_equal(g->points.n, g->n_train + g->n_test);
    size_t ntrain = 0;
    for (size_t k = 0; k < g->points.n; k++)
        ntrain += g->points.train[k];
    assert_int_equal(ntrain, g->n_train);
    /* the intervals came from the bootstrap */
    assert_true(isfinite(g->exp[0].q.lo) && g->exp[0].q.lo <= g->exp[0].q.hi);
    pm_result_free(&r);
}

/* Every configuration's parameter values read back through the accessors are the
 * dataset's: the number for a numeric or extrinsic parameter, the level for a
 * categorical one; and they predict what the fit predicted. */
static void test_points_read_back_the_datasets_values(void **state)
{
    (void)state;
    pm_error err;
    pm_error_clear(&err);
    char *path = pm_test_data("tiny.csv");
    pm_table *t = pm_table_new();
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    pm_roles roles;
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    pm_dataset_opts dopts = {0.6, 1, PM_AGG_MEDIAN};
    pm_dataset d;
    assert_int_equal(pm_dataset_build(t, &roles, &dopts, &d, &err), 0);
    pm_fit_opts o = S_opts();
    o.fits = 1;
    o.bootstrap = 0;
    pm_fit fit;
    assert_int_equal(pm_fit_run(&d, &o, &fit, &err), 0);
    pm_result r;
    pm_result_from_fit(&d, &fit, NULL, &r);
    assert_int_equal(r.ngroups, d.ngroups);
    int seen[3] = {0, 0, 0}; /* numeric, categorical, extrinsic parameters checked */
    double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi];
        const pm_group *dg = &d.groups[gi];
        assert_int_equal(g->points.n, dg->n);
        assert_int_equal(g->points.width, 1); /* a few values each: one byte an index */
        for (size_t k = 0; k < g->points.n; k++) {
            pm_result_point_values(&r, g, k, v);
            for (size_t j = 0; j < r.nparams; j++) {
                size_t i = pm_res_points_index(&g->points, k, j);
                assert_int_equal(i, dg->idx[k * d.nparams + j]);
                assert_true(v[j] == pm_result_point_value(&r, g, k, j));
                if (d.params[j].role == PM_ROLE_CATEGORICAL) {
                    assert_true(v[j] == (double)i);
                    assert_string_equal(r.params[j].levels[i], d.params[j].levels[i]);
                    seen[1] = 1;
                } else {
                    assert_true(v[j] == pm_dataset_value(&d, dg, k, j));
                    seen[d.params[j].role == PM_ROLE_EXTRINSIC ? 2 : 0] = 1;
                }
            }
            assert_close(pm_result_predict(&r, g, v), g->points.predicted[k],
                         1e-12 * g->points.predicted[k]);
        }
    }
    assert_true(seen[0] && seen[1] && seen[2]);
    free(v);
    pm_result_free(&r);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    free(path);
}

/* An index takes 1, 2 or 4 bytes as the largest table needs (the width's largest number is
 * kept for a parameter the group lacks: 255 values fit a byte, 256 do not), and each one
 * holds its largest index without touching its neighbours. */
static void test_point_index_width_follows_the_largest_table(void **state)
{
    (void)state;
    static const struct {
        size_t nvalues;
        unsigned width;
    } cases[] = {{1, 1}, {255, 1}, {256, 2}, {65535, 2}, {65536, 4}, {3000000, 4}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        pm_res_points pt;
        memset(&pt, 0, sizeof pt);
        pt.n = 3;
        pm_res_points_alloc_index(&pt, 2, cases[c].nvalues);
        assert_int_equal(pt.width, cases[c].width);
        size_t top = cases[c].nvalues - 1;
        for (size_t k = 0; k < 3; k++)
            assert_int_equal(pm_res_points_index(&pt, k, 1), 0); /* allocated as zeros */
        pm_res_points_set_index(&pt, 1, 0, top);
        pm_res_points_set_index(&pt, 1, 1, top / 2);
        assert_int_equal(pm_res_points_index(&pt, 1, 0), top);
        assert_int_equal(pm_res_points_index(&pt, 1, 1), top / 2);
        assert_int_equal(pm_res_points_index(&pt, 0, 1), 0);
        assert_int_equal(pm_res_points_index(&pt, 2, 0), 0);
        /* an absent parameter reads back as absent at every width */
        pm_res_points_set_index(&pt, 2, 1, PM_DATASET_ABSENT);
        assert_true(pm_res_points_index(&pt, 2, 1) == PM_DATASET_ABSENT);
        assert_int_equal(pm_res_points_index(&pt, 1, 1), top / 2);
        free(pt.index);
    }
}

static void test_model_json_round_trip_predicts_the_same(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    char *text = S_round_trip(&r, &back);
    /* the report's counts come back, so a report can be rebuilt from model.json alone */
    assert_int_equal(r.input_files, 1);
    assert_int_equal(back.input_files, 1);
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi], *gb = pm_result_group(&back, g->name);
        assert_non_null(gb);
        size_t nmeas = 0;
        for (size_t k = 0; k < g->points.n; k++)
            nmeas += g->points.count[k];
        assert_true(nmeas > g->points.n); /* tiny.csv repeats configurations */
        assert_int_equal(g->n_meas, nmeas);
        assert_int_equal(gb->n_meas, nmeas);
        /* the configurations come back as configs: the same values, medians and counts */
        assert_int_equal(gb->points.n, 0);
        assert_int_equal(gb->configs.n, g->points.n);
        assert_int_equal(gb->configs.total, g->points.n);
        double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
        for (size_t k = 0; k < g->points.n; k++) {
            pm_result_point_values(&r, g, k, v);
            for (size_t j = 0; j < r.nparams; j++)
                assert_true(gb->configs.values[k * r.nparams + j] == v[j]);
            assert_true(gb->configs.median[k] == g->points.measured[k]);
            assert_int_equal(gb->configs.count[k], g->points.count[k]);
            /* and each one's own noise, which the gate weights its pairs by: the spread of
               its repeats' log times, unknown for a single measurement */
            double lsd = g->points.lsd[k];
            if (g->points.count[k] >= 2)
                assert_true(isfinite(lsd) && lsd >= 0);
            else
                assert_true(isnan(lsd));
            assert_true(gb->configs.lsd[k] == lsd || (isnan(lsd) && isnan(gb->configs.lsd[k])));
        }
        for (size_t k = 0; k < g->points.n; k++) {
            pm_result_point_values(&r, g, k, v);
            double fit = g->points.predicted[k], read = pm_result_predict(&back, gb, v);
            if (!(fabs(read - fit) <= 1e-12 * fabs(fit)))
                fail_msg("group %s configuration %zu: in memory %.17g, from model.json %.17g",
                         g->name, k, fit, read);
        }
        free(v);
    }
    /* read -> write gives the same bytes */
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    free(text);
    pm_result_free(&back);
    pm_result_free(&r);
}

/* Past PM_RESULT_CONFIGS_MAX configurations model.json keeps a seeded sample of them, in
 * their order, says how many there were, and reads back to the same bytes. */
static void test_configurations_sampled_past_the_cap(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    pm_buf csv = PM_BUF_INIT;
    pm_buf_puts(&csv, "filters,gpus,time_ms\n");
    size_t n = 0;
    for (int f = 1; f <= 1300; f++)
        for (int gp = 1; gp <= 8; gp *= 2, n++)
            pm_buf_printf(&csv, "%d,%d,%.6g\n", f, gp, 0.5 * sqrt(f) / gp + 0.01 * (double)(n % 7));
    char *path = pm_test_write(dir, "big.csv", pm_buf_str(&csv));
    pm_buf_free(&csv);
    pm_fit_opts o = S_opts();
    o.fits = 1;
    o.bootstrap = 0;
    pm_result r, back;
    S_fit_file(path, 1.0, &o, &r);
    assert_int_equal(r.groups[0].points.n, 5200);
    char *text = S_round_trip(&r, &back);
    const pm_res_configs *c = &back.groups[0].configs;
    assert_int_equal(c->n, PM_RESULT_CONFIGS_MAX);
    assert_int_equal(c->total, 5200);
    /* each kept row is a configuration of the run, in the run's order */
    double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
    size_t k = 0;
    for (size_t i = 0; i < c->n; i++) {
        for (; k < r.groups[0].points.n; k++) {
            pm_result_point_values(&r, &r.groups[0], k, v);
            if (memcmp(v, c->values + i * r.nparams, r.nparams * sizeof *v) == 0)
                break;
        }
        if (k == r.groups[0].points.n)
            fail_msg("row %zu is not a configuration of the run, or out of order", i);
        assert_true(c->median[i] == r.groups[0].points.measured[k]);
        k++;
    }
    free(v);
    /* the sample is the same each time, and a file read back writes the same bytes */
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&r, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    free(text);
    pm_result_free(&back);
    pm_result_free(&r);
    free(path);
    pm_test_rmtree(dir);
    free(dir);
}

static void test_round_trip_keeps_warnings_and_the_sweep(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    o.lambda_sweep = 1;
    o.bootstrap = 0;
    pm_result r, back;
    S_fit(&o, &r);
    const pm_res_group *g = &r.groups[0];
    assert_int_equal(g->nsweep, PM_SWEEP_N);
    assert_true(g->nwarn > 0); /* tiny.csv: 2 batch sizes, 2 filter values */
    char *text = S_round_trip(&r, &back);
    const pm_res_group *gb = &back.groups[0];
    assert_int_equal(gb->nwarn, g->nwarn);
    for (size_t i = 0; i < g->nwarn; i++) {
        assert_int_equal(gb->warn[i].code, g->warn[i].code);
        assert_string_equal(gb->warn[i].unknown, g->warn[i].unknown);
    }
    assert_int_equal(gb->nsweep, g->nsweep);
    for (size_t li = 0; li < g->nsweep; li++) {
        assert_true(gb->sweep[li].lambda == g->sweep[li].lambda);
        assert_true(gb->sweep[li].c == g->sweep[li].c);
        assert_true(gb->sweep[li].q[0] == g->sweep[li].q[0]);
    }
    /* without the bootstrap no interval is written or read */
    assert_true(isnan(gb->exp[0].q.lo));
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    free(text);
    pm_result_free(&back);
    pm_result_free(&r);
}

/* The error parsing text, or fail when it parses. */
static void S_expect_error(const char *text, const char *want)
{
    pm_result r;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_model_json_parse(text, strlen(text), "m.json", &r, &err), -1);
    char line[2048];
    pm_error_format(&err, line, sizeof line);
    if (strstr(line, want) == NULL)
        fail_msg("expected '%s' in: %s", want, line);
}

/* A valid model.json text with `from` replaced by `to` (once). */
static char *S_edit(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    pm_buf b = PM_BUF_INIT;
    pm_buf_append(&b, text, (size_t)(at - text));
    pm_buf_puts(&b, to);
    pm_buf_puts(&b, at + strlen(from));
    return b.data;
}

static void test_reader_refuses_newer_and_malformed_files(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r;
    S_fit(&o, &r);
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(&r, &b);
    const char *ok = pm_buf_str(&b);
    char *t;

    t = S_edit(ok, "\"schema\": 6", "\"schema\": 7");
    S_expect_error(t, "m.json: schema: this model.json has schema 7; this pmreport reads schemas 2 "
                      "to 6 (written by a newer pmreport)");
    free(t);
    t = S_edit(ok, "\"schema\": 6", "\"schema\": 1");
    S_expect_error(
        t, "m.json: schema: this model.json has schema 1; this pmreport reads schemas 2 to 6");
    free(t);
    t = S_edit(ok, "\"schema\": 6,", "");
    S_expect_error(t, "m.json: not a pmreport model.json of schema 6");
    free(t);
    /* pmreport writes null for a value that is not finite: a model with one cannot predict */
    t = S_edit(ok, "\"gpus\": {\n     \"value\": ", "\"gpus\": {\n     \"value\": null, \"x\": ");
    S_expect_error(t, "m.json: groups[0].exponents.gpus.value: expected a finite number");
    free(t);
    t = S_edit(ok, "\"name\": \"eager\"", "\"nom\": \"eager\"");
    S_expect_error(t, "m.json: groups[0].name: missing");
    free(t);
    t = S_edit(ok, "\"level\": \"relu\"", "\"lvl\": \"relu\"");
    S_expect_error(t, "m.json: groups[0].parameters[1].level: missing");
    free(t);
    S_expect_error("{\"schema\": 4", "m.json:1:");
    S_expect_error("[]", "m.json: not a pmreport model.json");
    pm_buf_free(&b);
    pm_result_free(&r);
}

/* The machine a run ran on goes into run.machine and comes back unchanged (the
 * gate compares core counts with it); a result without one writes none, reads
 * back without one, and a malformed one is refused with its path. */
static void test_machine_round_trips_and_is_optional(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    char *none = S_round_trip(&r, &back);
    assert_null(strstr(none, "\"machine\""));
    assert_null(back.meta.machine.cpu);
    assert_int_equal(back.meta.machine.cores, 0);
    pm_result_free(&back);

    r.meta.machine.cpu = strdup("Example CPU \"X\" @ 3.0GHz");
    r.meta.machine.cores = 8;
    r.meta.machine.memory_bytes = 17179869184LL;
    r.meta.machine.os = strdup("Linux 6.1.0 x86_64");
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"machine\": {\n   \"cpu\": \"Example CPU \\\"X\\\" @ 3.0GHz\",\n"
                                 "   \"cores\": 8,\n   \"memory_bytes\": 17179869184,\n"
                                 "   \"os\": \"Linux 6.1.0 x86_64\"\n  }"));
    assert_string_equal(back.meta.machine.cpu, "Example CPU \"X\" @ 3.0GHz");
    assert_int_equal(back.meta.machine.cores, 8);
    assert_true(back.meta.machine.memory_bytes == 17179869184LL);
    assert_string_equal(back.meta.machine.os, "Linux 6.1.0 x86_64");
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text); /* read -> write: the same bytes */
    pm_buf_free(&again);

    char *t = S_edit(text, "\"cores\": 8", "\"cores\": -8");
    S_expect_error(t, "m.json: run.machine.cores: expected a non-negative integer");
    free(t);
    t = S_edit(text, "\"os\": \"Linux 6.1.0 x86_64\"", "\"os\": 6");
    S_expect_error(t, "m.json: run.machine.os: expected a string");
    free(t);
    t = S_edit(text, "\"machine\": {", "\"machine\": [], \"x\": {");
    S_expect_error(t, "m.json: run.machine: expected an object");
    free(t);
    free(text);
    free(none);
    pm_result_free(&back);
    pm_result_free(&r);
}

/* settings.aggregate: absent for the median (files of before --aggregate keep their bytes),
 * named otherwise, read back, and refused when it names nothing known. */
static void test_aggregate_round_trips_and_is_absent_for_the_median(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    char *median = S_round_trip(&r, &back);
    assert_null(strstr(median, "\"aggregate\""));
    assert_int_equal(back.aggregate, PM_AGG_MEDIAN);
    pm_result_free(&back);

    r.aggregate = PM_AGG_MIN;
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"aggregate\": \"min\""));
    assert_int_equal(back.aggregate, PM_AGG_MIN);
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text); /* read -> write: the same bytes */
    pm_buf_free(&again);
    char *t = S_edit(text, "\"aggregate\": \"min\"", "\"aggregate\": \"max\"");
    S_expect_error(t, "m.json: settings.aggregate: expected \"median\", \"mean\" or \"min\"");
    free(t);
    free(text);
    free(median);
    pm_result_free(&back);
    pm_result_free(&r);
}

static void test_predict_reports_a_bad_model_instead_of_crashing(void **state)
{
    (void)state;
    /* the model of a hostile-input report: a categorical entry without its fields */
    char *dir = pm_test_tmpdir();
    char *path =
        pm_test_write(dir, "m.json",
                      "{\"groups\":[{\"name\":\"g\",\"parameters\":[{\"parameter\":\"act\","
                      "\"level\":\"relu\"}]}]}");
    char *pairs[] = {"act=relu"};
    pm_buf out = PM_BUF_INIT;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_predict(path, pairs, 1, &out, &err), -1);
    assert_int_equal(err.kind, PM_ERR_INPUT);
    assert_int_equal(out.len, 0);
    pm_buf_free(&out);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

/* `predict` on a model of a design in two parts (round r3 with accelerators h3 and h4 only):
 * a configuration inside one part is predicted as usual; r1 with h3, levels of two parts, is
 * flagged as a combination the data do not determine, naming the part (design_split). */
static void test_predict_flags_levels_from_two_parts(void **state)
{
    (void)state;
    static const char *const rounds[] = {"r1", "r2", "r3"}, *const hw[] = {"h1", "h2", "h3", "h4"};
    static const double t_round[] = {1.0, 2.0, 5.0}, t_hw[] = {0.5, 1.0, 3.0, 4.0};
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "round,accelerator,gpus,time\n");
    for (size_t i = 0; i < 96; i++) {
        size_t ri = i % 3, hi = 2 * (ri == 2) + (i / 3) % 2;
        double g = (double)(1u << ((i / 6) % 4));
        pm_buf_printf(&b, "%s,%s,%g,%.6g\n", rounds[ri], hw[hi], g,
                      (t_round[ri] + t_hw[hi]) * pow(g, -0.8) * (1.0 + 0.01 * (double)(i % 5)));
    }
    char *dir = pm_test_tmpdir();
    char *csv = pm_test_write(dir, "split.csv", b.data);
    pm_fit_opts o = S_opts();
    o.bootstrap = 0;
    pm_result r;
    S_fit_file(csv, 0.8, &o, &r);
    pm_buf js = PM_BUF_INIT;
    pm_model_json_write(&r, &js);
    char *path = pm_test_write(dir, "model.json", js.data);
    char *inside[] = {"round=r3", "accelerator=h4", "gpus=2"};
    char *across[] = {"round=r1", "accelerator=h3", "gpus=2"};
    pm_buf out = PM_BUF_INIT;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_predict(path, inside, 3, &out, &err), 0);
    assert_null(strstr(pm_buf_str(&out), "extrapolation"));
    pm_buf_free(&out);
    assert_int_equal(pm_predict(path, across, 3, &out, &err), 0);
    assert_non_null(strstr(
        pm_buf_str(&out), "(extrapolation: round=r1 with accelerator=h3: the data do not determine "
                          "this combination, whose levels come from two parts of the design "
                          "(design_split: round=r3, accelerator=h3, accelerator=h4))"));
    pm_buf_free(&out);
    pm_buf_free(&js);
    pm_buf_free(&b);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
    free(csv);
    free(path);
}

/* Remove every member called key, at any depth. */
static void S_drop_key(json_t *v, const char *key)
{
    if (json_is_object(v)) {
        json_object_del(v, key);
        const char *k;
        json_t *m;
        json_object_foreach(v, k, m) S_drop_key(m, key);
    } else if (json_is_array(v)) {
        size_t i;
        json_t *m;
        json_array_foreach(v, i, m) S_drop_key(m, key);
    }
}

static void test_se_written_and_derived_from_the_interval_when_absent(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    const pm_stat *q = &r.groups[0].exp[0].q;
    /* the fit's own standard error: the interval is value +- t se, t a Student quantile
       for the group's few residual degrees of freedom (at least the normal 1.96) */
    assert_true(isfinite(q->se) && q->se > 0);
    double t = (q->hi - q->lo) / (2 * q->se);
    assert_true(t >= 1.96 - 1e-9 && t < 3.5);
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"se\": "));
    assert_close(back.groups[0].exp[0].q.se, q->se, 1e-15);
    /* the refit on every configuration (the gate's) travels too, with errors smaller than
       the training fit's: it has the test configurations as well */
    assert_true(pm_stat_has_all(q) && q->all_se < q->se);
    assert_close(back.groups[0].exp[0].q.all, q->all, 1e-15);
    assert_close(back.groups[0].exp[0].q.all_se, q->all_se, 1e-15);
    pm_result_free(&back);
    /* a file without "se" (written before it existed, so without "all" either) derives it
       from ci95, and has no refit */
    json_t *root = json_loads(text, 0, NULL);
    assert_non_null(root);
    S_drop_key(root, "all");
    S_drop_key(root, "se");
    char *old = json_dumps(root, JSON_INDENT(1));
    json_decref(root);
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, old);
    free(old);
    assert_null(strstr(pm_buf_str(&b), "\"se\""));
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(b.data, b.len, "old.json", &back, &err) != 0)
        fail_msg("%s", err.msg);
    assert_close(back.groups[0].exp[0].q.se, (q->hi - q->lo) / (2 * 1.96), 1e-12);
    assert_false(pm_stat_has_all(&back.groups[0].exp[0].q));
    pm_result_free(&back);
    pm_buf_free(&b);
    free(text);
    pm_result_free(&r);
}

static void test_only_a_scaling_column_gets_a_base_coefficient(void **state)
{
    (void)state;
    /* a benchmark that only scans GPUs: time = 10 / gpus exactly. Without an intrinsic
       term the model would be 0 * gpus^q + C; with the base coefficient a0 it is
       a0 * gpus^q + C, and q must come out -1 */
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "scan.csv",
                               "gpus,time_ms\n1,10\n2,5\n3,3.3333333333333\n4,2.5\n5,2\n"
                               "6,1.6666666666667\n7,1.4285714285714\n8,1.25\n");
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit_file(path, 1.0, &o, &r);
    const pm_res_group *g = &r.groups[0];
    assert_int_equal(g->nexp, 1);
    assert_int_equal(g->nterm + g->nlev, 0);
    assert_true(g->has_base);
    assert_close(g->exp[0].q.value, -1.0, 1e-6);
    assert_close(g->base.value, 10.0, 1e-5);
    /* through model.json: 16 GPUs take 10/16 ms */
    char *text = S_round_trip(&r, &back);
    assert_true(back.groups[0].has_base);
    double v[1] = {16.0};
    assert_close(pm_result_predict(&back, &back.groups[0], v), 0.625, 1e-5);
    free(text);
    pm_result_free(&back);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

static void test_product_form_and_noise_floor_round_trip(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    o.form = PM_FORM_PRODUCT;
    pm_result r, back;
    S_fit(&o, &r);
    const pm_res_group *g = &r.groups[0];
    assert_int_equal(g->form, PM_FORM_PRODUCT);
    /* the product term's factors have powers but no coefficient of their own */
    assert_int_equal(g->nterm, 1);
    assert_true(isnan(g->term[0].a.value) && isfinite(g->term[0].p.value));
    /* tiny.csv measures some configurations twice: a floor, and the error it compares to */
    assert_true(g->noise.nconf > 0 && isfinite(g->noise.floor));
    assert_true(g->noise.nmeas >= 2 * g->noise.nconf);
    assert_true(isfinite(g->test_mape_single) && g->test_nsingle >= g->n_test);
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"form\": \"product\""));
    assert_non_null(strstr(text, "\"model\": \"product\""));
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *gm = &r.groups[gi], *gb = pm_result_group(&back, gm->name);
        assert_int_equal(gb->form, PM_FORM_PRODUCT);
        assert_true(gb->noise.floor == gm->noise.floor);
        assert_int_equal(gb->noise.nconf, gm->noise.nconf);
        assert_int_equal(gb->noise.rmax, gm->noise.rmax);
        assert_true(gb->test_mape_single == gm->test_mape_single);
        double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
        for (size_t k = 0; k < gm->points.n; k++) {
            pm_result_point_values(&r, gm, k, v);
            double fit = gm->points.predicted[k], read = pm_result_predict(&back, gb, v);
            if (!(fabs(read - fit) <= 1e-12 * fabs(fit)))
                fail_msg("group %s configuration %zu: in memory %.17g, from model.json %.17g",
                         gm->name, k, fit, read);
        }
        free(v);
    }
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    pm_result_free(&back);
    /* a term of the product form with a coefficient is refused */
    char *bad = S_edit(text, "\"kind\": \"numeric\",", "\"kind\": \"numeric\", \"a\": {},");
    S_expect_error(bad, "m.json: groups[0].parameters[0].a: a term of the product form has no "
                        "coefficient of its own");
    free(bad);
    bad = S_edit(text, "\"repeats\": [", "\"repeats\": [9, ");
    S_expect_error(bad, "m.json: groups[0].noise.repeats: expected [fewest, most]");
    free(bad);
    free(text);
    pm_result_free(&r);
}

/* The log form's log powers in model.json: "log": j on each exponent that has one, read back
 * with the same predictions for every configuration and the same bytes; a file without them
 * (older, or another form) reads j = 0, as a power law; a log power outside 1..2, in another
 * form, or on a factor measured at 1 or below is refused with its path. */
static void test_log_powers_round_trip(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    o.form = PM_FORM_LOG;
    char *path = pm_test_data("extrap/suite/two_parameter_5.txt");
    pm_result r, back;
    S_fit_file(path, 0.6, &o, &r);
    free(path);
    const pm_res_group *g = &r.groups[0];
    assert_int_equal(g->form, PM_FORM_LOG);
    size_t jp = pm_result_param(&r, "p");
    for (size_t e = 0; e < g->nexp; e++)
        assert_int_equal(g->exp[e].logj, g->exp[e].param == jp ? 1u : 0u);
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"model\": \"log\""));
    assert_non_null(strstr(text, "\"log\": 1"));
    const pm_res_group *gb = &back.groups[0];
    assert_int_equal(gb->form, PM_FORM_LOG);
    double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
    for (size_t e = 0; e < gb->nexp; e++)
        assert_int_equal(gb->exp[e].logj, g->exp[e].logj);
    for (size_t k = 0; k < g->points.n; k++) {
        pm_result_point_values(&r, g, k, v);
        double fit = g->points.predicted[k], read = pm_result_predict(&back, gb, v);
        if (!(fabs(read - fit) <= 1e-12 * fabs(fit)))
            fail_msg("configuration %zu: in memory %.17g, from model.json %.17g", k, fit, read);
    }
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    pm_result_free(&back);
    /* without "log" (a reader before the log form ignores it; this one reads 0): a power law */
    char *old = S_edit(text, ",\n     \"log\": 1", "");
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(old, strlen(old), "old.json", &back, &err) != 0)
        fail_msg("%s", err.msg);
    for (size_t e = 0; e < back.groups[0].nexp; e++)
        assert_int_equal(back.groups[0].exp[e].logj, 0);
    pm_result_point_values(&r, g, 0, v);
    double p0 = v[jp], pw = pm_result_predict(&back, &back.groups[0], v);
    assert_close(pm_result_predict(&r, g, v) - g->constant.value,
                 (pw - g->constant.value) * log2(p0), 1e-9 * pw);
    pm_result_free(&back);
    free(old);
    char *bad = S_edit(text, "\"log\": 1", "\"log\": 3");
    S_expect_error(bad, "m.json: groups[0].exponents.p.log: a log power is 1 or 2, and only in "
                        "the log form");
    free(bad);
    bad = S_edit(text, "\"form\": \"log\"", "\"form\": \"paper\"");
    S_expect_error(bad, "groups[0].exponents.p.log: a log power is 1 or 2, and only in the log "
                        "form");
    free(bad);
    bad = S_edit(text, "\"range\": [\n      2.0,", "\"range\": [\n      1.0,");
    S_expect_error(bad, "groups[0].exponents.p.log: a log power needs the factor's values above 1");
    free(bad);
    free(v);
    free(text);
    pm_result_free(&r);
}

static void test_files_before_forms_and_noise_read_as_the_paper_form(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(&r, &b);
    json_t *root = json_loads(pm_buf_str(&b), 0, NULL);
    assert_non_null(root);
    S_drop_key(root, "form");
    S_drop_key(root, "noise");
    S_drop_key(root, "model");
    S_drop_key(root, "n_measurements");
    S_drop_key(root, "input_files");
    char *old = json_dumps(root, JSON_INDENT(1));
    json_decref(root);
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(old, strlen(old), "old.json", &back, &err) != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(back.settings.form, PM_FORM_PAPER);
    assert_int_equal(back.groups[0].form, PM_FORM_PAPER);
    assert_true(isnan(back.groups[0].noise.floor));
    assert_int_equal(back.groups[0].noise.nconf, 0);
    assert_true(isnan(back.groups[0].test_mape_single));
    assert_int_equal(back.groups[0].n_meas, 0); /* unknown */
    assert_int_equal(back.input_files, 0);
    /* and it predicts as the paper's form */
    const pm_res_group *g = &r.groups[0];
    double *v = pm_xmalloc_array(r.nparams + 1, sizeof *v);
    pm_result_point_values(&r, g, 0, v);
    assert_close(pm_result_predict(&back, &back.groups[0], v), g->points.predicted[0],
                 1e-12 * g->points.predicted[0]);
    free(v);
    free(old);
    pm_buf_free(&b);
    pm_result_free(&back);
    pm_result_free(&r);
}

#if PM_HAVE_BLACKBOXES /* a comparison with black boxes in it */
/* The result of tests/data/noise_free.csv (one group, 32 training configurations: enough for
 * the black boxes) with the comparison of Table V attached. */
static void S_fit_compared(pm_result *r)
{
    pm_error err;
    pm_error_clear(&err);
    char *path = pm_test_data("noise_free.csv");
    pm_table *t = pm_table_new();
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    pm_roles roles;
    assert_int_equal(pm_roles_decide(t, &spec, &roles, &err), 0);
    pm_dataset_opts dopts = {0.6, 1, PM_AGG_MEDIAN};
    pm_dataset d;
    assert_int_equal(pm_dataset_build(t, &roles, &dopts, &d, &err), 0);
    pm_fit_opts o = S_opts();
    pm_fit fit;
    assert_int_equal(pm_fit_run(&d, &o, &fit, &err), 0);
    pm_result_from_fit(&d, &fit, NULL, r);
    pm_compare c;
    assert_int_equal(pm_compare_run(&d, &fit, PM_BB_ALL, &c, &err), 0);
    pm_result_set_compare(r, &c);
    pm_compare_free(&c);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    free(path);
}

static void test_round_trip_keeps_the_comparison(void **state)
{
    (void)state;
    pm_result r, back;
    S_fit_compared(&r);
    const pm_res_group *g = &r.groups[0];
    assert_int_equal(r.baselines, PM_BB_ALL);
    assert_true(g->compare.ran && g->compare.has_variant);
    assert_int_equal(g->compare.nbb, 2);
    assert_int_equal(g->compare.bb[0].kind, PM_BB_FOREST);
    assert_int_equal(g->compare.bb[1].kind, PM_BB_SVR);
    /* every configuration's prediction by each black box, scored as the model is */
    assert_non_null(g->compare.bb[1].predicted);
    double ape = 0.0;
    for (size_t k = 0; k < g->points.n; k++)
        if (!g->points.train[k])
            ape +=
                fabs(g->compare.bb[1].predicted[k] - g->points.measured[k]) / g->points.measured[k];
    assert_close(ape / (double)g->n_test, g->compare.bb[1].test.mape, 1e-12);
    char *text = S_round_trip(&r, &back);
    assert_non_null(strstr(text, "\"schema\": 6"));
    assert_non_null(strstr(text, "\"baselines\": \"all\""));
    const pm_res_group *gb = &back.groups[0];
    assert_int_equal(back.baselines, PM_BB_ALL);
    assert_true(gb->compare.ran && gb->compare.has_variant);
    assert_int_equal(gb->compare.variant_reg, PM_REG_L2);
    assert_true(gb->compare.variant_lambda == 0.001);
    assert_true(gb->compare.variant_test.mape == g->compare.variant_test.mape);
    assert_int_equal(gb->compare.nbb, 2);
    for (size_t k = 0; k < 2; k++) {
        assert_int_equal(gb->compare.bb[k].kind, g->compare.bb[k].kind);
        assert_memory_equal(gb->compare.bb[k].hyper, g->compare.bb[k].hyper,
                            sizeof gb->compare.bb[k].hyper);
        assert_true(gb->compare.bb[k].test.mape == g->compare.bb[k].test.mape);
        assert_true(gb->compare.bb[k].train.r2 == g->compare.bb[k].train.r2);
        assert_true(gb->compare.bb[k].cv_mape == g->compare.bb[k].cv_mape);
        assert_null(gb->compare.bb[k].predicted); /* with the configurations: not in the file */
    }
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text);
    pm_buf_free(&again);
    /* a malformed comparison names its path */
    char *t = S_edit(text, "\"kind\": \"svr\"", "\"kind\": \"knn\"");
    S_expect_error(t, "m.json: groups[0].comparison.black_boxes[1].kind: unknown black box 'knn'");
    free(t);
    t = S_edit(text, "\"epsilon\"", "\"eps\"");
    S_expect_error(t, "m.json: groups[0].comparison.black_boxes[1].hyperparameters.epsilon: "
                      "missing");
    free(t);
    t = S_edit(text, "\"baselines\": \"all\"", "\"baselines\": \"most\"");
    S_expect_error(t, "m.json: settings.baselines: expected");
    free(t);
    free(text);
    pm_result_free(&back);
    pm_result_free(&r);
}
#endif

static void test_schema_2_files_read_as_they_are_and_write_as_6(void **state)
{
    (void)state;
    /* a schema-2 file: no comparison, no settings.baselines */
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(&r, &b);
    char *two = S_edit(pm_buf_str(&b), "\"schema\": 6", "\"schema\": 2");
    char *old = S_edit(two, ",\n  \"baselines\": \"none\"", "");
    assert_null(strstr(old, "baselines"));
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(old, strlen(old), "old.json", &back, &err) != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(back.schema, 2);
    assert_int_equal(back.baselines, PM_BB_NONE);
    assert_false(back.groups[0].compare.ran);
    /* written again: the current schema, otherwise the same bytes */
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), pm_buf_str(&b));
    pm_buf_free(&again);
    pm_buf_free(&b);
    free(two);
    free(old);
    pm_result_free(&back);
    pm_result_free(&r);
}

/* text with the last value of every row of "configurations" removed: the rows as schema 4 and
   older wrote them (the parameters, the median, the count; no log spread). */
static char *S_drop_row_spreads(const char *text)
{
    const char *at = strstr(text, "\"configurations\": [");
    assert_non_null(at);
    pm_buf b = PM_BUF_INIT;
    pm_buf_append(&b, text, (size_t)(at - text));
    int depth = 0;
    size_t comma = 0; /* where the row's last value starts in b */
    for (const char *c = at; *c; c++) {
        if (*c == '"') { /* a string: copied whole */
            const char *e = c + 1;
            while (*e && *e != '"')
                e += e[0] == '\\' && e[1] ? 2 : 1;
            pm_buf_append(&b, c, (size_t)(e - c) + (*e ? 1 : 0));
            c = *e ? e : e - 1;
            continue;
        }
        if (*c == '[')
            depth++;
        if (*c == ',' && depth == 3)
            comma = b.len;
        if (*c == ']' && depth-- == 3)
            b.len = comma; /* drop ",value" */
        pm_buf_append(&b, c, 1);
    }
    return b.data;
}

/* A schema-4 baseline keeps no configuration's spread: it still reads, its spreads unknown
   (the gate then weights its pairs by their counts), and writes back as null. */
static void test_schema_4_configurations_read_without_spreads(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(&r, &b);
    char *four = S_edit(pm_buf_str(&b), "\"schema\": 6", "\"schema\": 4");
    char *old = S_drop_row_spreads(four);
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(old, strlen(old), "old.json", &back, &err) != 0)
        fail_msg("%s", err.msg);
    const pm_res_group *g = &back.groups[0];
    assert_true(g->configs.n > 0);
    assert_null(g->configs.lsd);
    assert_true(isnan(pm_result_config_lsd(g, 0)));
    assert_true(g->configs.median[0] == r.groups[0].points.measured[0]);
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_non_null(strstr(pm_buf_str(&again), "\"schema\": 6"));
    pm_result_free(&back);
    /* a row whose spread is not one is refused, naming the row */
    const char *txt = pm_buf_str(&b);
    const char *row = strstr(strstr(txt, "\"configurations\": ["), "\"rows\":[");
    assert_non_null(row);
    const char *end = strchr(row + 8, ']'), *comma = end;
    while (*comma != ',')
        comma--;
    pm_buf bad = PM_BUF_INIT;
    pm_buf_append(&bad, txt, (size_t)(comma - txt));
    pm_buf_puts(&bad, ",-1");
    pm_buf_puts(&bad, end);
    S_expect_error(pm_buf_str(&bad),
                   "m.json: configurations[0].rows[0]: expected a log spread >= 0 or null");
    pm_buf_free(&bad);
    pm_buf_free(&again);
    free(old);
    free(four);
    pm_buf_free(&b);
    pm_result_free(&r);
}

/* The kind of a factor comes from names.h's one list: sizes included, and every parallel name
   the roles know (nthreads too); a size has no universal ideal, and its exponent reads as a
   complexity. */
static void test_factor_kinds_and_complexity(void **state)
{
    (void)state;
    assert_int_equal(pm_factor_classify("gpus"), PM_FACTOR_PARALLEL);
    assert_int_equal(pm_factor_classify("nthreads"), PM_FACTOR_PARALLEL);
    assert_int_equal(pm_factor_classify("num_gpus"), PM_FACTOR_PARALLEL);
    assert_int_equal(pm_factor_classify("Batch_Size"), PM_FACTOR_BATCH);
    assert_int_equal(pm_factor_classify("n"), PM_FACTOR_SIZE);
    assert_int_equal(pm_factor_classify("array_size"), PM_FACTOR_SIZE);
    assert_int_equal(pm_factor_classify("num_elements"), PM_FACTOR_SIZE);
    /* a benchmark tool's unnamed arguments are sizes and counts nearly always */
    assert_int_equal(pm_factor_classify("arg0"), PM_FACTOR_SIZE);
    assert_int_equal(pm_factor_classify("arg12"), PM_FACTOR_SIZE);
    assert_int_equal(pm_factor_classify("argv"), PM_FACTOR_OTHER);
    assert_int_equal(pm_factor_classify("temperature"), PM_FACTOR_OTHER);
    assert_true(pm_factor_ideal(PM_FACTOR_PARALLEL) == -1.0);
    assert_true(pm_factor_ideal(PM_FACTOR_BATCH) == 1.0);
    assert_true(isnan(pm_factor_ideal(PM_FACTOR_SIZE)));
    assert_string_equal(pm_factor_ideal_text(PM_FACTOR_SIZE), "none (1 linear, 2 quadratic)");
    assert_string_equal(pm_factor_complexity(1.02), "about linear");
    assert_string_equal(pm_factor_complexity(1.19), "between linear and quadratic");
    assert_string_equal(pm_factor_complexity(1.9), "about quadratic");
    assert_string_equal(pm_factor_complexity(0.1), "about constant");
    assert_string_equal(pm_factor_complexity(-0.5), "below constant");
    assert_string_equal(pm_factor_complexity(3.5), "above cubic");
    assert_string_equal(pm_factor_complexity(NAN), "");
}

/* The log form's reading of E^q (log2 E)^j: q within 0.05 of a whole number (or of 0.5) reads
   as one, and a power law (j = 0) reads as nothing here (its exponent says it); the growth
   over the measured range includes the log. */
static void test_factor_law_reads_log_powers(void **state)
{
    (void)state;
    char law[200];
    pm_factor_law("n", 1.02, 1, law, sizeof law);
    assert_string_equal(law, "n log n");
    pm_factor_law("p", 1e-16, 1, law, sizeof law);
    assert_string_equal(law, "log p");
    pm_factor_law("n", 1.97, 1, law, sizeof law);
    assert_string_equal(law, "n^2 log n");
    pm_factor_law("n", 0.48, 1, law, sizeof law);
    assert_string_equal(law, "sqrt(n) log n");
    pm_factor_law("n", 1.0, 2, law, sizeof law);
    assert_string_equal(law, "n log^2 n");
    pm_factor_law("n", 1.2, 2, law, sizeof law);
    assert_string_equal(law, "n^1.2 (log2 n)^2");
    pm_factor_law("n", 1.0, 0, law, sizeof law);
    assert_string_equal(law, "");
    const double range[2] = {2, 32};
    assert_close(pm_factor_growth(range, 1.0, 0), 16.0, 1e-12);
    assert_close(pm_factor_growth(range, 0.0, 1), 5.0, 1e-12);
    assert_close(pm_factor_growth(range, 1.0, 2), 16.0 * 25.0, 1e-9);
}

/* --ideal F=X[,...]: every item NAME=NUMBER, a name given again takes its last value, and a bad
   item adds nothing. */
static void test_ideals_parse(void **state)
{
    (void)state;
    pm_factor_ideals id = {0};
    char msg[200];
    assert_int_equal(pm_factor_parse_ideals(&id, "n=1, workers=0", msg, sizeof msg), 0);
    assert_int_equal(id.n, 2);
    assert_true(pm_factor_stated(&id, "n") == 1.0 && pm_factor_stated(&id, "workers") == 0.0);
    assert_int_equal(pm_factor_parse_ideals(&id, "n=-0.5", msg, sizeof msg), 0);
    assert_int_equal(id.n, 2);
    assert_true(pm_factor_stated(&id, "n") == -0.5);
    assert_true(isnan(pm_factor_stated(&id, "gpus")));
    static const char *const bad[] = {"n", "=1", "n=x", "n=inf", "m=1,n"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(pm_factor_parse_ideals(&id, bad[i], msg, sizeof msg), -1);
        assert_non_null(strstr(msg, "expected NAME=NUMBER"));
        assert_int_equal(id.n, 2);
    }
    assert_true(isnan(pm_factor_stated(&id, "m"))); /* "m=1,n" added nothing */
    pm_factor_ideals_free(&id);
    assert_int_equal(id.n, 0);
}

/* The stated ideals go to the extrinsic parameters they name (the others are counted and named),
   ride in model.json as an optional member of their parameter, and read back: a report rebuilt
   from model.json shows them. A file without them reads as before. */
static void test_stated_ideals_round_trip(void **state)
{
    (void)state;
    pm_fit_opts o = S_opts();
    pm_result r, back;
    S_fit(&o, &r);
    char *plain = S_round_trip(&r, &back);
    assert_null(strstr(plain, "\"ideal\""));
    for (size_t j = 0; j < back.nparams; j++)
        assert_false(back.params[j].has_ideal);
    pm_result_free(&back);
    pm_factor_ideals id = {0};
    char msg[200];
    assert_int_equal(pm_factor_parse_ideals(&id, "gpus=0,filters=2,nope=1", msg, sizeof msg), 0);
    pm_buf unknown = PM_BUF_INIT;
    assert_int_equal(pm_factor_apply_ideals(&id, &r, &unknown), 2); /* intrinsic, absent */
    assert_string_equal(pm_buf_str(&unknown), "filters, nope");
    pm_buf_free(&unknown);
    pm_factor_ideals_free(&id);
    char *text = S_round_trip(&r, &back);
    size_t gpus = pm_result_param(&back, "gpus");
    assert_true(back.params[gpus].has_ideal && back.params[gpus].ideal == 0.0);
    assert_false(back.params[pm_result_param(&back, "batch_size")].has_ideal);
    assert_false(back.params[pm_result_param(&back, "filters")].has_ideal);
    pm_buf again = PM_BUF_INIT;
    pm_model_json_write(&back, &again);
    assert_string_equal(pm_buf_str(&again), text); /* read -> write: the same bytes */
    pm_buf_free(&again);
    char *t = S_edit(text, "\"ideal\": 0.0", "\"ideal\": \"none\"");
    S_expect_error(t, "ideal: expected a finite number");
    free(t);
    free(text);
    free(plain);
    pm_result_free(&back);
    pm_result_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_result_names_every_fitted_quantity),
        cmocka_unit_test(test_points_read_back_the_datasets_values),
        cmocka_unit_test(test_point_index_width_follows_the_largest_table),
        cmocka_unit_test(test_model_json_round_trip_predicts_the_same),
        cmocka_unit_test(test_configurations_sampled_past_the_cap),
        cmocka_unit_test(test_round_trip_keeps_warnings_and_the_sweep),
        cmocka_unit_test(test_reader_refuses_newer_and_malformed_files),
        cmocka_unit_test(test_machine_round_trips_and_is_optional),
        cmocka_unit_test(test_aggregate_round_trips_and_is_absent_for_the_median),
        cmocka_unit_test(test_predict_reports_a_bad_model_instead_of_crashing),
        cmocka_unit_test(test_predict_flags_levels_from_two_parts),
        cmocka_unit_test(test_only_a_scaling_column_gets_a_base_coefficient),
        cmocka_unit_test(test_se_written_and_derived_from_the_interval_when_absent),
        cmocka_unit_test(test_product_form_and_noise_floor_round_trip),
        cmocka_unit_test(test_files_before_forms_and_noise_read_as_the_paper_form),
        cmocka_unit_test(test_log_powers_round_trip),
#if PM_HAVE_BLACKBOXES
        cmocka_unit_test(test_round_trip_keeps_the_comparison),
#endif
        cmocka_unit_test(test_schema_2_files_read_as_they_are_and_write_as_6),
        cmocka_unit_test(test_schema_4_configurations_read_without_spreads),
        cmocka_unit_test(test_factor_kinds_and_complexity),
        cmocka_unit_test(test_factor_law_reads_log_powers),
        cmocka_unit_test(test_ideals_parse),
        cmocka_unit_test(test_stated_ideals_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
