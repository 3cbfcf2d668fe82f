/* test_figures.c - the report's figures: the same files from one thread or two, inlined SVG
 * equal to the file, the first failure in queue order reported. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "ingest/ingest.h"
#include "render/figures.h"
#include "render/outdir.h"
#include "render/plot_svg.h"
#include "result/result.h"
#include "testutil.h"

#include "render/plot.h"
#include "util/xalloc.h"

#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* tests/data/tiny.csv fitted with the lambda sweep: two groups, a parallel and a
 * batch factor, so every kind of figure is made. */
static void S_fit(pm_result *r)
{
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
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.threads = 1;
    o.lambda_sweep = 1;
    pm_fit fit;
    assert_int_equal(pm_fit_run(&d, &o, &fit, &err), 0);
    pm_result_from_fit(&d, &fit, NULL, r);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    free(path);
}

/* Render r's figures with `threads` into the new report dir/name (committed). Before
 * they are finished, every inlined figure's SVG is there already (the page is made
 * meanwhile). */
static void S_render(const pm_result *r, int threads, const char *dir, const char *name,
                     pm_figures *figs)
{
    char dest[4096];
    snprintf(dest, sizeof dest, "%s/%s", dir, name);
    pm_error err;
    pm_error_clear(&err);
    pm_outdir od;
    assert_int_equal(pm_outdir_begin(&od, dest, &err), 0);
    int rc = pm_figures_render(r, NULL, NULL, PM_PLOTS_BUILTIN, threads, &od, figs, &err);
    for (size_t i = 0; rc == 0 && i < figs->n; i++)
        if (figs->fig[i].kind != 'r' && figs->fig[i].kind != 'b' && figs->fig[i].svg.len == 0)
            fail_msg("%s: no SVG when the figures return", figs->fig[i].name);
    if (rc == 0)
        rc = pm_figures_finish(figs, &err);
    if (rc != 0)
        fail_msg("%s: %s", err.file, err.msg);
    assert_int_equal(pm_outdir_commit(&od, &err), 0);
}

static char *S_file(const char *dir, const char *name, const char *file)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/plots/%s", dir, name, file);
    return pm_test_read(path);
}

/* The bytes of a file under dir/name/plots/ (PNGs hold NULs), *n its size. */
static char *S_bytes(const char *dir, const char *name, const char *file, size_t *n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/plots/%s", dir, name, file);
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    char *b = NULL;
    *n = 0;
    char chunk[65536];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) {
        b = realloc(b, *n + k);
        assert_non_null(b);
        memcpy(b + *n, chunk, k);
        *n += k;
    }
    fclose(f);
    return b ? b : calloc(1, 1);
}

static void test_two_threads_write_the_same_bytes_as_one(void **state)
{
    (void)state;
    pm_result r;
    S_fit(&r);
    char *dir = pm_test_tmpdir();
    pm_figures one, two;
    S_render(&r, 1, dir, "one", &one);
    S_render(&r, 2, dir, "two", &two);

    /* every file under plots/, byte for byte */
    char path[4096];
    snprintf(path, sizeof path, "%s/one/plots", dir);
    DIR *d = opendir(path);
    assert_non_null(d);
    size_t nfiles = 0, npng = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t na = 0, nb = 0;
        char *a = S_bytes(dir, "one", e->d_name, &na), *b = S_bytes(dir, "two", e->d_name, &nb);
        assert_non_null(a);
        if (b == NULL || na != nb || memcmp(a, b, na) != 0)
            fail_msg("plots/%s differs between one thread and two", e->d_name);
        nfiles++;
        npng += strstr(e->d_name, ".png") != NULL;
        free(a);
        free(b);
    }
    closedir(d);
#if PM_HAVE_PNG
    assert_true(npng >= 4); /* two scatters and the figures across groups */
#else
    assert_int_equal(npng, 0); /* built without Cairo: SVG only */
#endif
    assert_true(nfiles > one.n);

    /* the same figures, each inlined SVG the same */
    assert_int_equal(one.n, two.n);
    for (size_t i = 0; i < one.n; i++) {
        assert_string_equal(one.fig[i].name, two.fig[i].name);
        assert_int_equal(one.fig[i].svg.len, two.fig[i].svg.len);
        if (one.fig[i].svg.len)
            assert_memory_equal(one.fig[i].svg.data, two.fig[i].svg.data, one.fig[i].svg.len);
    }
    pm_figures_free(&one);
    pm_figures_free(&two);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
}

/* The page inlines each figure's file from its <svg> element on, so the file and
 * the page show the same figure with the same ids, unique to the figure. */
static void test_inlined_svg_is_the_file_after_its_declaration(void **state)
{
    (void)state;
    pm_result r;
    S_fit(&r);
    char *dir = pm_test_tmpdir();
    pm_figures figs;
    S_render(&r, 2, dir, "report", &figs);
    size_t inlined = 0;
    for (size_t i = 0; i < figs.n; i++) {
        const pm_figure *f = &figs.fig[i];
        char file[300];
        snprintf(file, sizeof file, "%s.svg", f->name);
        char *text = S_file(dir, "report", file);
        assert_non_null(text);
        if (f->kind == 'r') { /* residual figures are linked, not inlined: no prefix */
            assert_int_equal(f->svg.len, 0);
            assert_non_null(strstr(text, "id=\"plotarea\""));
            free(text);
            continue;
        }
        inlined++;
        assert_int_equal(f->svg_start, strlen(PM_PLOT_SVG_DECL));
        assert_int_equal(strncmp(text, PM_PLOT_SVG_DECL, f->svg_start), 0);
        assert_int_equal(strlen(text), f->svg.len);
        assert_memory_equal(text, f->svg.data, f->svg.len);
        assert_int_equal(strncmp(f->svg.data + f->svg_start, "<svg", 4), 0);
        char id[64];
        snprintf(id, sizeof id, "id=\"f%zu-plotarea\"", i + 1);
        if (strstr(text, id) == NULL)
            fail_msg("%s: no %s", file, id);
        free(text);
    }
    assert_true(inlined >= 6);
    pm_figures_free(&figs);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
}

/* Two files that cannot be written (a directory stands at their path): whichever
 * thread meets which first, the error names the earlier of the two in the order
 * the figures are made, and the call still finishes every other figure. */
static void test_first_failure_in_figure_order_is_reported(void **state)
{
    (void)state;
    pm_result r;
    S_fit(&r);
    char *dir = pm_test_tmpdir();
    for (int threads = 1; threads <= 2; threads++) {
        char dest[4096];
        snprintf(dest, sizeof dest, "%s/report-%d", dir, threads);
        pm_error err;
        pm_error_clear(&err);
        pm_outdir od;
        assert_int_equal(pm_outdir_begin(&od, dest, &err), 0);
        const char *blocked[] = {"plots", "plots/g2-scatter.png", "plots/exponents-batch.svg"};
        for (size_t i = 0; i < 3; i++) {
            char *p = pm_outdir_path(&od, blocked[i]);
            assert_int_equal(mkdir(p, 0755), 0);
            free(p);
        }
        pm_figures figs;
        /* the figures report what failed while they are made, or when finished */
        int rc = pm_figures_render(&r, NULL, NULL, PM_PLOTS_BUILTIN, threads, &od, &figs, &err);
        if (rc == 0)
            rc = pm_figures_finish(&figs, &err);
        assert_int_equal(rc, -1);
        assert_int_equal(err.kind, PM_ERR_IO);
        if (strstr(err.file, "plots/exponents-batch.svg") == NULL)
            fail_msg("%d thread(s): the error names %s", threads, err.file);
        /* a figure after both failures was still written */
        char *p = pm_outdir_path(&od, "plots/g2-scatter.svg");
        assert_true(pm_test_exists(p));
        free(p);
        pm_figures_free(&figs);
        pm_outdir_abort(&od);
    }
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
}

/* ---- many configurations ---- */

/* A result built by hand: one group "g" of n configurations of gpus (1, 2, 4, 8),
 * batch (32, 64) and act (relu, tanh), the model's prediction within 2% but 30x
 * for configuration n / 3, and a random forest that did not predict every
 * seventh configuration (NAN). */
static const double S_gpus[] = {1, 2, 4, 8}, S_batch[] = {32, 64};
static const char *const S_act[] = {"relu", "tanh"};

static void S_config(size_t k, size_t idx[3])
{
    idx[0] = k % 4;
    idx[1] = (k / 4) % 2;
    idx[2] = (k / 8) % 2;
}

static double S_measured(size_t k)
{
    size_t i[3];
    S_config(k, i);
    return 10.0 * pow(S_gpus[i[0]], -0.8) * pow(S_batch[i[1]] / 32, 0.9) *
           (1 + 0.3 * (double)i[2]) * (1 + 0.05 * sin((double)k));
}

static void S_synthetic(size_t n, pm_result *r)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("time");
    r->unit = pm_xstrdup("s");
    r->meta.source_date_epoch = -1;
    r->nparams = 3;
    r->params = pm_xcalloc(3, sizeof *r->params);
    r->params[0] = (pm_res_param){pm_xstrdup("gpus"), PM_ROLE_EXTRINSIC, 0, NULL, 4, NULL, 0, 0.0};
    r->params[0].values = pm_xmalloc(sizeof S_gpus);
    memcpy(r->params[0].values, S_gpus, sizeof S_gpus);
    r->params[1] = (pm_res_param){pm_xstrdup("batch"), PM_ROLE_EXTRINSIC, 0, NULL, 2, NULL, 0, 0.0};
    r->params[1].values = pm_xmalloc(sizeof S_batch);
    memcpy(r->params[1].values, S_batch, sizeof S_batch);
    r->params[2] = (pm_res_param){pm_xstrdup("act"), PM_ROLE_CATEGORICAL, 2, NULL, 0, NULL, 0, 0.0};
    r->params[2].levels = pm_xcalloc(2, sizeof(char *));
    r->params[2].levels[0] = pm_xstrdup(S_act[0]);
    r->params[2].levels[1] = pm_xstrdup(S_act[1]);
    r->ngroups = 1;
    r->groups = pm_xcalloc(1, sizeof *r->groups);
    pm_res_group *g = &r->groups[0];
    g->name = pm_xstrdup("g");
    g->nexp = 2;
    g->exp = pm_xcalloc(2, sizeof *g->exp);
    for (size_t e = 0; e < 2; e++) {
        g->exp[e].param = e;
        g->exp[e].q = (pm_stat){e ? 0.9 : -0.8, 0, 0, NAN, NAN, NAN, NAN, NAN};
        g->exp[e].distinct = e ? 2 : 4;
    }
    pm_res_points *pt = &g->points;
    pt->n = n;
    pt->measured = pm_xmalloc_array(n, sizeof(double));
    pt->predicted = pm_xmalloc_array(n, sizeof(double));
    pt->train = pm_xmalloc(n);
    pt->count = pm_xmalloc_array(n, sizeof(uint32_t));
    pm_res_points_alloc_index(pt, 3, 4);
    g->compare.ran = 1;
    g->compare.nbb = 1;
    g->compare.bb[0].kind = PM_BB_FOREST;
    double *bb = g->compare.bb[0].predicted = pm_xmalloc_array(n, sizeof(double));
    for (size_t k = 0; k < n; k++) {
        size_t idx[3];
        S_config(k, idx);
        for (size_t j = 0; j < 3; j++)
            pm_res_points_set_index(pt, k, j, idx[j]);
        pt->measured[k] = S_measured(k);
        pt->predicted[k] = pt->measured[k] * (k == n / 3 ? 30.0 : 1 + 0.02 * cos(0.7 * (double)k));
        pt->train[k] = k % 5 < 3;
        pt->count[k] = (uint32_t)(1 + k % 3);
        bb[k] = k % 7 == 0 ? NAN : pt->measured[k] * (1 + 0.1 * sin(0.3 * (double)k));
        g->n_train += pt->train[k];
    }
    g->n_test = n - g->n_train;
}

static size_t S_count(const char *text, const char *needle)
{
    size_t c = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        c++;
    return c;
}

static const pm_figure *S_figure(const pm_figures *f, const char *name)
{
    for (size_t i = 0; i < f->n; i++)
        if (strcmp(f->fig[i].name, name) == 0)
            return &f->fig[i];
    fail_msg("no figure %s", name);
    return NULL;
}

/* Configuration k's row of gN-points.csv as printf writes it, from the inputs. */
static void S_expected_row(const pm_result *r, size_t k, char *out, size_t size)
{
    const pm_res_points *pt = &r->groups[0].points;
    size_t idx[3];
    S_config(k, idx);
    double m = pt->measured[k], p = pt->predicted[k];
    double b = r->groups[0].compare.bb[0].predicted[k];
    snprintf(out, size, "%g,%g,%s,%.10g,%.10g,%.6g,%s,%u,%.10g\n", S_gpus[idx[0]], S_batch[idx[1]],
             S_act[idx[2]], m, p, log(p / m), pt->train[k] ? "train" : "test",
             (unsigned)pt->count[k], b);
}

/* Past the density threshold the scatter draws the worst predicted as markers,
 * each with its configuration's tooltip and no other point with one, and its
 * caption names how many of how many; the points CSV still lists every
 * configuration as printf would have written it; the black box's scatter is of
 * the configurations it predicted. */
static void test_many_configurations_draw_the_worst_and_name_the_count(void **state)
{
    (void)state;
    size_t n = 5000;
    pm_result r;
    S_synthetic(n, &r);
    char *dir = pm_test_tmpdir();
    pm_figures figs;
    S_render(&r, 2, dir, "many", &figs);

    char *svg = S_file(dir, "many", "g1-scatter.svg");
    assert_non_null(svg);
    assert_int_equal(S_count(svg, "class=\"mk\""), PM_PLOT_WORST);
    assert_int_equal(S_count(svg, "g: gpus="), PM_PLOT_WORST); /* tooltips: drawn points only */
    /* the worst predicted point is among them: configuration n / 3, predicted 30x */
    size_t w[3];
    S_config(n / 3, w);
    char tip[200];
    snprintf(tip, sizeof tip, "g: gpus=%g, batch=%g, act=%s | measured", S_gpus[w[0]],
             S_batch[w[1]], S_act[w[2]]);
    assert_non_null(strstr(svg, tip));
    char want[200];
    snprintf(want, sizeof want, "%d of %zu configurations drawn as markers", PM_PLOT_WORST, n);
    assert_non_null(strstr(S_figure(&figs, "g1-scatter")->caption, want));
    free(svg);

    /* the black box did not predict every seventh configuration: its scatter is of
       the others */
    size_t nan = (n + 6) / 7;
    svg = S_file(dir, "many", "g1-scatter-random_forest.svg");
    assert_non_null(svg);
    assert_int_equal(S_count(svg, "class=\"mk\""), PM_PLOT_WORST);
    assert_int_equal(S_count(svg, "by the random forest"), PM_PLOT_WORST);
    const char *bcap = S_figure(&figs, "g1-scatter-random_forest")->caption;
    snprintf(want, sizeof want, "%d of %zu configurations drawn as markers", PM_PLOT_WORST,
             n - nan);
    assert_non_null(strstr(bcap, want));
    assert_null(strstr(bcap, "cannot be shown"));
    free(svg);

    /* every configuration in the CSV, each row as printf writes it */
    char *csv = S_file(dir, "many", "g1-points.csv");
    assert_non_null(csv);
    assert_int_equal(S_count(csv, "\n"), n + 1);
    assert_true(strncmp(csv,
                        "gpus,batch,act,measured,predicted,log_ratio,split,count,"
                        "predicted_random_forest\n",
                        80) == 0);
    const char *line = strchr(csv, '\n') + 1;
    for (size_t k = 0; k < n; k++) {
        char row[300];
        S_expected_row(&r, k, row, sizeof row);
        if (strncmp(line, row, strlen(row)) != 0)
            fail_msg("g1-points.csv row %zu: expected %s", k, row);
        line = strchr(line, '\n') + 1;
    }
    free(csv);
    pm_figures_free(&figs);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
}

/* Below the threshold every configuration is a marker with its own tooltip. */
static void test_few_configurations_draw_every_one(void **state)
{
    (void)state;
    size_t n = 500;
    pm_result r;
    S_synthetic(n, &r);
    char *dir = pm_test_tmpdir();
    pm_figures figs;
    S_render(&r, 1, dir, "few", &figs);
    char *svg = S_file(dir, "few", "g1-scatter.svg");
    assert_non_null(svg);
    assert_int_equal(S_count(svg, "class=\"mk\""), n);
    assert_int_equal(S_count(svg, "g: gpus="), n);
    const char *caption = S_figure(&figs, "g1-scatter")->caption;
    assert_non_null(strstr(caption, "Each marker is one configuration"));
    assert_null(strstr(caption, "drawn as markers"));
    free(svg);
    /* the black box's scatter: every configuration it predicted, each with its tooltip */
    svg = S_file(dir, "few", "g1-scatter-random_forest.svg");
    assert_int_equal(S_count(svg, "class=\"mk\""), n - (n + 6) / 7);
    assert_int_equal(S_count(svg, "by the random forest"), n - (n + 6) / 7);
    free(svg);
    pm_figures_free(&figs);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_threads_write_the_same_bytes_as_one),
        cmocka_unit_test(test_inlined_svg_is_the_file_after_its_declaration),
        cmocka_unit_test(test_first_failure_in_figure_order_is_reported),
        cmocka_unit_test(test_many_configurations_draw_the_worst_and_name_the_count),
        cmocka_unit_test(test_few_configurations_draw_every_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
