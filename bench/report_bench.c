/* report_bench.c - what the report and the black boxes cost beside the fit they show.
 *
 * usage: report_bench FILE [--fits N] [--bootstrap N] [--threads N] [--baselines B]
 *                          [--renders N]
 * Ingests FILE, fits it with the defaults (or the given fits and bootstrap),
 * runs the comparison of Table V (the regularised refit, the random forest and
 * the SVR, blackbox/compare.h; --baselines as pmreport's), then renders the
 * whole report (figures as SVG and the headline PNGs, index.html, summary.md,
 * model.json, fit.txt, dataset.txt, dataset.json) into a temporary directory
 * and commits it, and prints the wall and CPU time of each stage beside the
 * fit's, the ratio report / fit, and Table V's test MAPE per group. The first
 * report is what one pmreport run pays (fonts are loaded then); with
 * --renders N the report is rendered N times and the median of the later ones
 * is printed too. The pipeline's own code is used stage by stage (run.c runs
 * the same stages). Figures, not a test. */
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
#include "render/summary.h"
#include "render/summary_md.h"
#include "result/model_io.h"
#include "result/result.h"
#include "util/stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A moment on three clocks: wall time, the process's CPU time (every thread)
 * and the main thread's. On a shared machine the wall time of a stage includes
 * waiting for a core and its CPU time does not, so all are printed; the main
 * thread's CPU time is the report's critical path (its PNGs are drawn on a
 * thread of their own meanwhile). */
typedef struct pm_clock {
    double wall, cpu, main; /* wall, every thread's CPU, this (the main) thread's CPU */
} pm_clock;

static double S_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static pm_clock S_clock(void)
{
    return (pm_clock){S_seconds(CLOCK_MONOTONIC), S_seconds(CLOCK_PROCESS_CPUTIME_ID),
                      S_seconds(CLOCK_THREAD_CPUTIME_ID)};
}

static pm_clock S_since(pm_clock t0)
{
    pm_clock t = S_clock();
    return (pm_clock){t.wall - t0.wall, t.cpu - t0.cpu, t.main - t0.main};
}

static int S_die(const pm_error *err)
{
    char line[2048];
    pm_error_format(err, line, sizeof line);
    fprintf(stderr, "report_bench: %s\n", line);
    return 2;
}

static void S_row(const char *what, pm_clock t)
{
    printf("%-46s %8.3f %8.3f %8.3f\n", what, t.wall, t.cpu, t.main);
}

/* The fit's row: its main thread waits for the workers, so no main-thread time. */
static void S_row_fit(const char *what, pm_clock t)
{
    printf("%-46s %8.3f %8.3f %8s\n", what, t.wall, t.cpu, "-");
}

/* The time of each stage of one report. */
typedef struct S_parts {
    pm_clock figs, html, text, commit, total;
} S_parts;

/* Render the whole report of r into the new directory out, stage by stage as
 * run.c runs it, timing each stage. 0, or -1 with err set. */
static int S_report(const pm_result *r, const pm_table *t, const pm_roles *roles,
                    const pm_dataset *d, const pm_options *o, const char *out, S_parts *tm,
                    size_t *nfig, pm_error *err)
{
    pm_clock c0 = S_clock();
    pm_outdir od;
    if (pm_outdir_begin(&od, out, err) != 0)
        return -1;
    pm_render_opts ro = {PM_PLOTS_BUILTIN, o->fit.threads, NULL, out};
    pm_buf dtxt = PM_BUF_INIT, djson = PM_BUF_INIT; /* the html renderer does not read them */
    pm_render_inputs inputs = {&dtxt, &djson};
    pm_render_out ro_out = {&od, "", NULL, NULL};
    pm_render_ctx ctx = {r, NULL, NULL, &ro, &inputs, &ro_out};
    pm_figures figs;
    pm_clock c1 = S_clock();
    int rc = pm_figures_render(r, NULL, NULL, PM_PLOTS_BUILTIN, o->fit.threads, &od, &figs, err);
    tm->figs = S_since(c1);
    c1 = S_clock();
    if (rc == 0)
        rc = pm_html_page(&ctx, &figs, err);
    /* as html.c: the last PNGs are drawn on their own thread while the page is made */
    if (pm_figures_finish(&figs, rc == 0 ? err : NULL) != 0)
        rc = -1;
    tm->html = S_since(c1);
    *nfig = figs.n;
    pm_figures_free(&figs);
    c1 = S_clock();
    pm_buf b[5] = {PM_BUF_INIT, PM_BUF_INIT, PM_BUF_INIT, PM_BUF_INIT, PM_BUF_INIT};
    static const char *const names[5] = {"summary.md", "model.json", "fit.txt", "dataset.txt",
                                         "dataset.json"};
    pm_summary_md(r, NULL, &b[0]);
    pm_model_json_write(r, &b[1]);
    pm_fit_text(r, &b[2]);
    pm_summary_roles(t, roles, &b[3]);
    pm_summary_dataset(d, &b[3]);
    pm_summary_json(t, roles, d, &b[4]);
    for (size_t i = 0; i < 5; i++) {
        if (rc == 0)
            rc = pm_outdir_write(&od, names[i], b[i].data ? b[i].data : "", b[i].len, err);
        pm_buf_free(&b[i]);
    }
    tm->text = S_since(c1);
    c1 = S_clock();
    if (rc == 0)
        rc = pm_outdir_commit(&od, err);
    else
        pm_outdir_abort(&od);
    tm->commit = S_since(c1);
    tm->total = S_since(c0);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: report_bench FILE [--fits N] [--bootstrap N] [--threads N] "
                        "[--baselines none|rf|svr|all] [--renders N]\n");
        return 2;
    }
    pm_options o;
    pm_options_init(&o);
    int renders = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--fits") == 0)
            o.fit.fits = (size_t)atol(argv[i + 1]);
        else if (strcmp(argv[i], "--bootstrap") == 0)
            o.fit.bootstrap = (size_t)atol(argv[i + 1]);
        else if (strcmp(argv[i], "--threads") == 0)
            o.fit.threads = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--renders") == 0)
            renders = atoi(argv[i + 1]) > 0 ? atoi(argv[i + 1]) : 1;
        else if (strcmp(argv[i], "--baselines") == 0 &&
                 pm_bb_mask_from_name(argv[i + 1], &o.baselines) != 0) {
            fprintf(stderr, "report_bench: --baselines none|rf|svr|all\n");
            return 2;
        }
    }
    pm_error err;
    pm_error_clear(&err);
    pm_table *t = pm_table_new();
    if (pm_ingest_file(t, argv[1], PM_FORMAT_AUTO, &err) != 0)
        return S_die(&err);
    pm_role_spec spec = pm_options_roles(&o);
    pm_roles roles;
    pm_dataset d;
    if (pm_roles_decide(t, &spec, &roles, &err) != 0)
        return S_die(&err);
    pm_dataset_opts dopts = {o.train_fraction, o.seed, o.aggregate};
    if (pm_dataset_build(t, &roles, &dopts, &d, &err) != 0)
        return S_die(&err);
    size_t conf = 0;
    for (size_t g = 0; g < d.ngroups; g++)
        conf += d.groups[g].n;

    pm_clock c0 = S_clock();
    pm_fit fit;
    if (pm_fit_run(&d, &o.fit, &fit, &err) != 0)
        return S_die(&err);
    pm_clock t_fit = S_since(c0);

    c0 = S_clock();
    pm_compare cmp;
    if (pm_compare_run(&d, &fit, o.baselines, &cmp, &err) != 0)
        return S_die(&err);
    pm_clock t_cmp = S_since(c0);

    pm_result r;
    pm_result_from_fit(&d, &fit, NULL, &r);
    pm_result_set_compare(&r, &cmp);
    char dir[] = "/tmp/pmreport-bench-XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    S_parts first, *all = calloc((size_t)renders, sizeof *all);
    size_t nfig = 0;
    for (int i = 0; i < renders; i++) {
        char out[80];
        snprintf(out, sizeof out, "%s/report-%d", dir, i + 1);
        if (S_report(&r, t, &roles, &d, &o, out, &all[i], &nfig, &err) != 0)
            return S_die(&err);
    }
    first = all[0];

    printf("%s: %zu groups, %zu configurations, %zu figures\n", argv[1], d.ngroups, conf, nfig);
    printf("%-46s %8s %8s %8s\n", "seconds", "wall", "cpu", "cpu main");
    char what[120];
    snprintf(what, sizeof what, "fit (%zu fits per group)", o.fit.fits);
    S_row_fit(what, t_fit);
    snprintf(what, sizeof what, "comparison (--baselines %s)", pm_bb_mask_name(o.baselines));
    S_row_fit(what, t_cmp);
    S_row("report", first.total);
    S_row("  figures (SVG, headline PNGs, CSV)", first.figs);
    S_row("  index.html (the last PNGs meanwhile)", first.html);
    S_row("  summary.md, model.json, fit.txt, dataset.*", first.text);
    S_row("  commit (fsync, rename into place)", first.commit);
    printf("report / fit: %.3f (wall)\n", first.total.wall / t_fit.wall);
    printf("comparison / fit: %.3f (wall), %.3f (cpu)\n", t_cmp.wall / t_fit.wall,
           t_cmp.cpu / t_fit.cpu);
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
    if (renders > 1) {
        /* later renders find fonts and allocator pools warm: what a long-lived
           process would pay, not what one pmreport run pays */
        double *w = calloc((size_t)renders, sizeof *w), *c = calloc((size_t)renders, sizeof *c),
               *m = calloc((size_t)renders, sizeof *m);
        for (int i = 0; i < renders; i++) {
            w[i] = all[i].total.wall;
            c[i] = all[i].total.cpu;
            m[i] = all[i].total.main;
        }
        qsort(w + 1, (size_t)renders - 1, sizeof *w, pm_cmp_double);
        qsort(c + 1, (size_t)renders - 1, sizeof *c, pm_cmp_double);
        qsort(m + 1, (size_t)renders - 1, sizeof *m, pm_cmp_double);
        size_t k = 1 + ((size_t)renders - 1) / 2;
        snprintf(what, sizeof what, "report, median of renders 2..%d", renders);
        S_row(what, (pm_clock){w[k], c[k], m[k]});
        free(w);
        free(c);
        free(m);
    }
    free(all);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "report_bench: could not remove %s\n", dir);
    pm_result_free(&r);
    pm_compare_free(&cmp);
    pm_fit_free(&fit);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    pm_options_free(&o);
    return 0;
}
