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

#include <dirent.h>
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
    pm_dataset_opts dopts = {0.6, 1};
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
    int rc = pm_figures_render(r, NULL, PM_PLOTS_BUILTIN, threads, &od, figs, &err);
    for (size_t i = 0; rc == 0 && i < figs->n; i++)
        if (figs->fig[i].kind != 'r' && figs->fig[i].svg.len == 0)
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
    assert_true(npng >= 4); /* two scatters and the figures across groups */
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
        int rc = pm_figures_render(&r, NULL, PM_PLOTS_BUILTIN, threads, &od, &figs, &err);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_threads_write_the_same_bytes_as_one),
        cmocka_unit_test(test_inlined_svg_is_the_file_after_its_declaration),
        cmocka_unit_test(test_first_failure_in_figure_order_is_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
