/* pair_bench.c - how many matched configurations the paired comparison needs to stay honest:
 * its false-alarm and detection rates on the small suites benchmark suites are.
 *
 * usage: pair_bench [--sizes 4,5,7,10,13] [--threads 1,2] [--noise 0.05,0.15,0.30]
 *                   [--worse 0,0.2] [--repeats 1,3] [--n 2000] [--seed S] [--spreads 0|1]
 *                   [--top F,T] [--shape small|flat|large]
 *
 * A suite measures n = 2^16 .. (one size per value of --sizes' count, a doubling each) at each
 * thread count, as a sweep of a parallel sum does; the truth is t = n^1 threads^-0.8 (the
 * exponents do not matter: only their change does). A baseline and a candidate measure the
 * same configurations, each time the median of `repeats` lognormal draws of relative spread
 * `noise`, the small sizes twice as noisy as the large (timers and caches); the candidate's
 * machine is 1.3x slower (it must cancel) and, with --worse w, its exponent of n larger by w.
 * The paired comparison of the two (gate/pair.h, the gate's own code) is judged with the
 * default threshold 0.05 two ways: the normal quantile (1.645, one group), and the t quantile
 * of the pairs' residual degrees of freedom.
 *
 * --spreads 0: the runs keep no configuration's log spread (a baseline written before model.json
 * schema 5): the pairs are weighted by their counts alone, not by their own noise (default 1:
 * kept, as pmreport keeps them where a configuration was measured twice or more).
 *
 * --top F,T: the candidate's T largest sizes are also F times slower (a program slower exactly
 * where it is big). --shape small|flat|large: the noise twice as large at the smallest sizes
 * (default), the same everywhere, or twice as large at the largest.
 *
 * Printed per (configurations, noise, repeats, worse): the pairs judged; for worse 0 and no
 * --top the false-alarm rate of each rule (any factor regressed); else the detection rate of
 * n's worsening; the median standard error of dq_n; and the gate's own verdict
 * (pm_gate_compare, the overall change and the top-of-range tests with their shares of the
 * 5%): how often it failed, and how often a top-of-range test was what failed it. A nominal
 * one-sided 5% test past a 0.05 threshold should stay under 5% at worse 0. Figures, not a
 * test. */
#include "gate/gate.h"
#include "gate/pair.h"
#include "result/result.h"
#include "util/rng.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A result of one group over parameters n and threads (both extrinsic) with the given
 * configurations' values and medians (counts: repeats), its model unknown but for the noise
 * floor, which the pairs split their spread by. */
static void S_result(pm_result *r, size_t m, const double *n, const double *th, const double *t,
                     const double *lsd, unsigned repeats, double floor)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("time");
    r->unit = pm_xstrdup("s");
    r->nparams = 2;
    r->params = pm_xcalloc(2, sizeof *r->params);
    r->params[0].name = pm_xstrdup("n");
    r->params[0].role = PM_ROLE_EXTRINSIC;
    r->params[1].name = pm_xstrdup("threads");
    r->params[1].role = PM_ROLE_EXTRINSIC;
    r->ngroups = 1;
    r->groups = pm_xcalloc(1, sizeof *r->groups);
    pm_res_group *g = &r->groups[0];
    g->name = pm_xstrdup("sum");
    g->nexp = 2;
    g->exp = pm_xcalloc(2, sizeof *g->exp);
    for (size_t e = 0; e < 2; e++) {
        g->exp[e].param = e;
        g->exp[e].q.value = g->exp[e].q.se = NAN;
        g->exp[e].distinct = 2;
    }
    g->constant.value = 0.0;
    g->noise.floor = floor;
    g->configs.n = g->configs.total = m;
    g->configs.values = pm_xmalloc_array(2 * m, sizeof(double));
    g->configs.median = pm_xmalloc_array(m, sizeof(double));
    g->configs.count = pm_xmalloc_array(m, sizeof(uint32_t));
    if (lsd) {
        g->configs.lsd = pm_xmalloc_array(m, sizeof(double));
        memcpy(g->configs.lsd, lsd, m * sizeof(double));
    }
    for (size_t k = 0; k < m; k++) {
        g->configs.values[2 * k] = n[k];
        g->configs.values[2 * k + 1] = th[k];
        g->configs.median[k] = t[k];
        g->configs.count[k] = repeats;
    }
}

/* The median of r lognormal draws of relative spread s around t, and their log spread into
 * *lsd (pm_log_sd: what a run keeps of each configuration's repeats). */
static double S_draw(pm_rng *rng, double t, double s, unsigned r, double *lsd)
{
    double v[64];
    for (unsigned i = 0; i < r && i < 64; i++)
        v[i] = t * exp(s * pm_rng_normal(rng));
    *lsd = pm_log_sd(v, r);
    return pm_median(v, r);
}

/* A list of numbers "a,b,c" into v (at most cap); their count. */
static size_t S_list(const char *s, double *v, size_t cap)
{
    size_t n = 0;
    char *copy = pm_xstrdup(s), *save = NULL;
    for (char *p = strtok_r(copy, ",", &save); p && n < cap; p = strtok_r(NULL, ",", &save))
        v[n++] = atof(p);
    free(copy);
    return n;
}

int main(int argc, char **argv)
{
    double sizes[16] = {4, 5, 7, 10, 13}, threads[8] = {1, 2}, noise[8] = {0.05, 0.15, 0.30},
           worse[8] = {0, 0.2}, reps[8] = {1, 3};
    size_t nsizes = 5, nthreads = 2, nnoise = 3, nworse = 2, nreps = 2, N = 2000;
    double top[2] = {1.0, 0.0};
    const char *shape = "small";
    int spreads = 1;
    unsigned long long seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--sizes") == 0)
            nsizes = S_list(argv[i + 1], sizes, 16);
        else if (strcmp(argv[i], "--threads") == 0)
            nthreads = S_list(argv[i + 1], threads, 8);
        else if (strcmp(argv[i], "--noise") == 0)
            nnoise = S_list(argv[i + 1], noise, 8);
        else if (strcmp(argv[i], "--worse") == 0)
            nworse = S_list(argv[i + 1], worse, 8);
        else if (strcmp(argv[i], "--repeats") == 0)
            nreps = S_list(argv[i + 1], reps, 8);
        else if (strcmp(argv[i], "--n") == 0)
            N = (size_t)atol(argv[i + 1]);
        else if (strcmp(argv[i], "--top") == 0)
            S_list(argv[i + 1], top, 2);
        else if (strcmp(argv[i], "--shape") == 0)
            shape = argv[i + 1];
        else if (strcmp(argv[i], "--spreads") == 0)
            spreads = atoi(argv[i + 1]) != 0;
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[i + 1], NULL, 10);
        else {
            fprintf(stderr, "pair_bench: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    double thr = PM_GATE_DEFAULT_THRESHOLD, z = pm_gate_z(1);
    pm_gate_opts opts;
    pm_gate_opts_init(&opts);
    printf("%-7s %-6s %-7s %-6s %-6s %-9s %-9s %-10s %-9s %-9s\n", "pairs", "noise", "repeats",
           "worse", "judged", "rate(z)", "rate(t)", "median se", "gate", "by top");
    for (size_t a = 0; a < nsizes; a++) {
        size_t ns = (size_t)sizes[a], m = ns * nthreads;
        double *n = pm_xmalloc_array(m, sizeof *n), *th = pm_xmalloc_array(m, sizeof *th),
               *tb = pm_xmalloc_array(m, sizeof *tb), *tc = pm_xmalloc_array(m, sizeof *tc);
        double *sb = pm_xmalloc_array(m, sizeof *sb), *sc = pm_xmalloc_array(m, sizeof *sc);
        for (size_t i = 0; i < ns; i++)
            for (size_t j = 0; j < nthreads; j++) {
                n[i * nthreads + j] = ldexp(1.0, 16 + (int)i);
                th[i * nthreads + j] = threads[j];
            }
        for (size_t b = 0; b < nnoise; b++)
            for (size_t c = 0; c < nreps; c++)
                for (size_t d = 0; d < nworse; d++) {
                    pm_rng rng;
                    pm_rng_seed(&rng, pm_rng_mix(pm_rng_mix(seed, m * 131 + b), c * 17 + d));
                    size_t judged = 0, hit_z = 0, hit_t = 0, failed = 0, by_top = 0;
                    double *se = pm_xmalloc_array(N, sizeof *se);
                    unsigned r = (unsigned)reps[c];
                    for (size_t it = 0; it < N; it++) {
                        for (size_t k = 0; k < m; k++) {
                            double ln = log(n[k] / n[0]), lmax = log(n[m - 1] / n[0]);
                            /* by default the small sizes twice as noisy as the large */
                            double s =
                                noise[b] * (strcmp(shape, "flat") == 0    ? 1.0
                                            : strcmp(shape, "large") == 0 ? 1.0 + exp(ln - lmax)
                                                                          : 1.0 + exp(-ln));
                            double t0 = n[k] * pow(th[k], -0.8) * 1e-9;
                            double slow =
                                (double)(k / nthreads) + top[1] >= (double)ns ? top[0] : 1.0;
                            tb[k] = S_draw(&rng, t0, s, r, &sb[k]);
                            tc[k] = S_draw(&rng, 1.3 * t0 * slow * pow(n[k] / n[0], worse[d]), s, r,
                                           &sc[k]);
                        }
                        pm_result rb, rc;
                        S_result(&rb, m, n, th, tb, spreads ? sb : NULL, r, NAN);
                        S_result(&rc, m, n, th, tc, spreads ? sc : NULL, r, NAN);
                        pm_gate g;
                        pm_gate_compare(&rb, &rc, &opts, "baseline", 0, 0, &g);
                        failed += g.verdict == PM_GATE_REGRESSION;
                        int top_failed = 0;
                        for (size_t i = 0; i < g.nrows; i++)
                            top_failed |= g.rows[i].top_regressed;
                        by_top += top_failed;
                        pm_gate_free(&g);
                        pm_pair pr;
                        pm_pair_compare(&rb, &rb.groups[0], &rc, &rc.groups[0], &pr);
                        if (pr.estimable) {
                            judged++;
                            double tq = pm_gate_t(1, pr.dof);
                            int any_z = 0, any_t = 0;
                            for (size_t e = 0; e < pr.nfac; e++) {
                                const pm_pair_factor *f = &pr.fac[e];
                                if (!isfinite(f->dq))
                                    continue;
                                int use = worse[d] == 0 || f->param == 0;
                                any_z |= use && f->dq - thr > z * f->se;
                                any_t |= use && f->dq - thr > tq * f->se;
                            }
                            hit_z += any_z;
                            hit_t += any_t;
                            se[judged - 1] = pr.fac[0].se;
                        }
                        pm_pair_free(&pr);
                        pm_result_free(&rb);
                        pm_result_free(&rc);
                    }
                    char rz[32] = "-", rt[32] = "-", ms[32] = "-";
                    if (judged) {
                        snprintf(rz, sizeof rz, "%.3f", (double)hit_z / (double)judged);
                        snprintf(rt, sizeof rt, "%.3f", (double)hit_t / (double)judged);
                        snprintf(ms, sizeof ms, "%.3g", pm_median(se, judged));
                    }
                    printf("%-7zu %-6.2f %-7u %-6.2f %-6zu %-9s %-9s %-10s %-9.3f %-9.3f\n", m,
                           noise[b], r, worse[d], judged, rz, rt, ms, (double)failed / (double)N,
                           (double)by_top / (double)N);
                    fflush(stdout);
                    free(se);
                }
        free(n);
        free(th);
        free(tb);
        free(tc);
        free(sb);
        free(sc);
    }
    pm_gate_opts_free(&opts);
    return 0;
}
