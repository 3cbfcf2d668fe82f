/* report_bench.c - what the report and the black boxes cost beside the fit they show.
 *
 * usage: report_bench FILE [--fits N] [--bootstrap N] [--threads N] [--baselines B]
 * Ingests FILE, fits it with the defaults (or the given fits and bootstrap),
 * runs the comparison of Table V (the regularised refit, the random forest and
 * the SVR, blackbox/compare.h; --baselines as pmreport's), then renders the
 * whole report (figures as SVG and PNG, index.html, summary.md, model.json,
 * fit.txt) into a temporary directory, and prints the wall time of the
 * ingest (with roles and dataset), the wall and CPU time of each later stage
 * beside the fit's, and Table V's test MAPE per group. The pipeline's own code
 * is used stage by stage (run.c runs the same stages). Figures, not a test. */
#define _POSIX_C_SOURCE 200809L
#include "blackbox/compare.h"
#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "ingest/ingest.h"
#include "options.h"
#include "render/figures.h"
#include "render/fit_text.h"
#include "render/html.h"
#include "render/outdir.h"
#include "render/summary_md.h"
#include "result/model_io.h"
#include "result/result.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double S_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* CPU seconds of every thread of the process so far: on a shared machine the ratio of two
   stages' CPU time moves less than the ratio of their wall times */
static double S_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int S_die(const pm_error *err)
{
    char line[2048];
    pm_error_format(err, line, sizeof line);
    fprintf(stderr, "report_bench: %s\n", line);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: report_bench FILE [--fits N] [--bootstrap N] [--threads N] "
                        "[--baselines none|rf|svr|all]\n");
        return 2;
    }
    pm_options o;
    pm_options_init(&o);
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--fits") == 0)
            o.fit.fits = (size_t)atol(argv[i + 1]);
        else if (strcmp(argv[i], "--bootstrap") == 0)
            o.fit.bootstrap = (size_t)atol(argv[i + 1]);
        else if (strcmp(argv[i], "--threads") == 0)
            o.fit.threads = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--baselines") == 0 &&
                 pm_bb_mask_from_name(argv[i + 1], &o.baselines) != 0) {
            fprintf(stderr, "report_bench: --baselines none|rf|svr|all\n");
            return 2;
        }
    }
    pm_error err;
    pm_error_clear(&err);
    double t_in = S_now();
    pm_table *t = pm_table_new();
    if (pm_ingest_file(t, argv[1], PM_FORMAT_AUTO, &err) != 0)
        return S_die(&err);
    pm_role_spec spec = pm_options_roles(&o);
    pm_roles roles;
    pm_dataset d;
    if (pm_roles_decide(t, &spec, &roles, &err) != 0)
        return S_die(&err);
    pm_dataset_opts dopts = {o.train_fraction, o.seed};
    if (pm_dataset_build(t, &roles, &dopts, &d, &err) != 0)
        return S_die(&err);
    size_t conf = 0;
    for (size_t g = 0; g < d.ngroups; g++)
        conf += d.groups[g].n;
    t_in = S_now() - t_in;

    double t0 = S_now(), c0 = S_cpu();
    pm_fit fit;
    if (pm_fit_run(&d, &o.fit, &fit, &err) != 0)
        return S_die(&err);
    double t_fit = S_now() - t0, c_fit = S_cpu() - c0;

    t0 = S_now();
    c0 = S_cpu();
    pm_compare cmp;
    if (pm_compare_run(&d, &fit, o.baselines, &cmp, &err) != 0)
        return S_die(&err);
    double t_cmp = S_now() - t0, c_cmp = S_cpu() - c0;

    t0 = S_now();
    pm_result r;
    pm_result_from_fit(&d, &fit, NULL, &r);
    pm_result_set_compare(&r, &cmp);
    char dir[] = "/tmp/pmreport-bench-XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    char out[64];
    snprintf(out, sizeof out, "%s/report", dir);
    pm_outdir od;
    if (pm_outdir_begin(&od, out, &err) != 0)
        return S_die(&err);
    pm_render_ctx ctx = {&r, t, &roles, &d, &o, &od, NULL};
    pm_figures figs;
    pm_buf b = PM_BUF_INIT;
    double t1 = S_now();
    if (pm_figures_render(&r, PM_PLOTS_BUILTIN, &od, &figs, &err) != 0)
        return S_die(&err);
    double t_figs = S_now() - t1;
    t1 = S_now();
    if (pm_html_render(&ctx, &figs, NULL, &err) != 0)
        return S_die(&err);
    double t_html = S_now() - t1;
    t1 = S_now();
    pm_summary_md(&r, NULL, &b);
    pm_model_json_write(&r, &b);
    pm_fit_text(&r, &b);
    if (pm_outdir_write(&od, "all.txt", b.data, b.len, &err) != 0 ||
        pm_outdir_commit(&od, &err) != 0)
        return S_die(&err);
    double t_commit = S_now() - t1;
    double t_render = S_now() - t0;

    printf("%s: %zu groups, %zu configurations, %zu figures\n", argv[1], d.ngroups, conf, figs.n);
    printf("ingest, roles and dataset: %8.3f s\n", t_in);
    printf("fit (%zu fits, %zu bootstrap resamples per group): %8.3f s (CPU %.3f s)\n", o.fit.fits,
           o.fit.bootstrap, t_fit, c_fit);
    printf("comparison (--baselines %s: regularised refit and black boxes): %8.3f s (CPU %.3f "
           "s)\n",
           pm_bb_mask_name(o.baselines), t_cmp, c_cmp);
    printf("comparison / fit: %.3f (CPU %.3f)\n", t_cmp / t_fit, c_cmp / c_fit);
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi];
        printf("  %-12s test MAPE: model %.2f%%", g->name, 100 * g->test.mape);
        if (g->compare.has_variant)
            printf(", %s %.2f%%", g->compare.variant_reg == PM_REG_NONE ? "unregularised" : "L2",
                   100 * g->compare.variant_test.mape);
        for (size_t k = 0; k < g->compare.nbb; k++)
            printf(", %s %.2f%%", pm_bb_name(g->compare.bb[k].kind),
                   100 * g->compare.bb[k].test.mape);
        printf("%s\n", pm_result_inadequate(g) ? "  (model_inadequate)" : "");
    }
    printf("report (figures SVG+PNG, index.html, summary.md, model.json, fit.txt): %8.3f s\n",
           t_render);
    printf("  of which figures %.3f s, index.html %.3f s, the rest and the commit %.3f s\n", t_figs,
           t_html, t_commit);
    printf("report / fit: %.3f\n", t_render / t_fit);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "report_bench: could not remove %s\n", dir);
    pm_buf_free(&b);
    pm_figures_free(&figs);
    pm_result_free(&r);
    pm_compare_free(&cmp);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    pm_options_free(&o);
    return 0;
}
