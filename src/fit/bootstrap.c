/* bootstrap.c - the intervals of every group: sandwich or refitted resamples (fit/bootstrap.h). */
#include "fit/bootstrap.h"

#include "fit/engine.h"
#include "fit/gauge.h"
#include "fit/interval.h"
#include "fit/lm.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- sandwich: from the Jacobian of the model ---- */

/* Intervals of group `task` from the Jacobian of its model (PM_CI_SANDWICH). */
static void S_task_sandwich(void *ctx, size_t task)
{
    const pm_fit_job *r = ctx;
    size_t B = r->o->bootstrap, gi = task;
    pm_group_fit *gf = &r->f->groups[gi];
    size_t nx = gf->nx, next = pm_model_nfactor(&gf->train), iq = pm_fit_xindex(gf, PM_X_EXP_Q, 0);
    double *xm = pm_xmalloc_array(nx, sizeof *xm), *se = pm_xmalloc_array(nx, sizeof *se);
    double *draws = pm_xmalloc_array(pm_st_add(pm_st_mult(B, nx), 1), sizeof *draws), df;
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, xm);
    int rc = pm_interval_sandwich(&gf->train, &r->cfg[gi], xm,
                                  r->o->interval == PM_CI_SANDWICH_HC3 ? 3 : 2, B,
                                  pm_rng_mix(r->o->seed ^ 0xb007ull, gi), se, &df, draws);
    gf->nboot = B;
    gf->nboot_used = rc == 0 ? B : 0;
    if (rc == 0) {
        double t = pm_interval_t975(df);
        double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
        pm_cost_bounds(&gf->train, &r->cfg[gi], lo, hi);
        pm_fit_xconvert(gf, se, PM_UNIT_DATA, gf->se);
        pm_fit_xconvert(gf, lo, PM_UNIT_DATA, lo);
        pm_fit_xconvert(gf, hi, PM_UNIT_DATA, hi);
        /* the interval lies in the box the unknowns live in (a, C >= 0, |p|, |q| <= pow_max) */
        for (size_t i = 0; i < nx; i++) {
            if (isnan(gf->se[i]))
                continue; /* held: unknown (fmax would turn NAN into the bound) */
            gf->ci_lo[i] = fmax(gf->x[i] - t * gf->se[i], lo[i]);
            gf->ci_hi[i] = fmin(gf->x[i] + t * gf->se[i], hi[i]);
        }
        free(lo);
        free(hi);
        if (next > 0) {
            gf->boot_q = pm_xmalloc_array(pm_st_mult(B, next), sizeof *gf->boot_q);
            for (size_t b = 0; b < B; b++)
                memcpy(gf->boot_q + b * next, draws + b * nx + iq, next * sizeof(double));
        }
    }
    free(xm);
    free(se);
    free(draws);
}

/* The refit on every configuration stops, as the engine's refinement on many rows does, at the
 * first step that lowers the sum of squared log residuals by at most this much of sigma^2: a
 * move of about a tenth of a standard error, which the gate cannot tell from none. */
#define S_ALL_TOL 1e-2

/* The model refitted on every configuration of group `task`, training and test, from the
 * model (Levenberg-Marquardt from x, the log loss), and that refit's sandwich standard errors:
 * all_x and all_se (PM_CI_SANDWICH; left NAN when the refit's cost or Jacobian is not usable). */
static void S_task_all(void *ctx, size_t task)
{
    const pm_fit_job *r = ctx;
    pm_group_fit *gf = &r->f->groups[task];
    const pm_model_data *m = &gf->rows;
    size_t nx = gf->nx;
    double *xm = pm_xmalloc_array(nx, sizeof *xm), *se = pm_xmalloc_array(nx, sizeof *se), df;
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, xm);
    double cost = pm_lm_polish_tol(m, &r->cfg[task], xm, 100, S_ALL_TOL / (double)(m->n + 1));
    pm_gauge_settle(m, &r->cfg[task], xm);
    if (isfinite(cost) &&
        pm_interval_sandwich(m, &r->cfg[task], xm, r->o->interval == PM_CI_SANDWICH_HC3 ? 3 : 2, 0,
                             0, se, &df, NULL) == 0) {
        pm_fit_xconvert(gf, xm, PM_UNIT_DATA, gf->all_x);
        pm_fit_xconvert(gf, se, PM_UNIT_DATA, gf->all_se);
    }
    free(xm);
    free(se);
}

/* Task t < ngroups: group t's refit on every configuration (S_task_all); the others: group
 * t - ngroups's intervals (S_task_sandwich). Independent: both start from the model. */
static void S_task_errors(void *ctx, size_t task)
{
    const pm_fit_job *r = ctx;
    size_t ng = r->f->ngroups;
    if (task < ng)
        S_task_all(ctx, task);
    else
        S_task_sandwich(ctx, task - ng);
}

/* ---- percentile: refitted resamples ---- */

/* The resamples' refits: per group, B x nx unknowns (data unit) and B flags. */
typedef struct S_boot {
    const pm_fit_job *r;
    double **x;         /* per group: the refits' unknowns, B x nx */
    unsigned char **ok; /* per group: B flags, 1 where the refit succeeded */
} S_boot;

/* Task t: resample t % B of group t / B, refitted from the model (one seed). */
static void S_task_boot(void *ctx, size_t task)
{
    const S_boot *bt = ctx;
    const pm_fit_job *r = bt->r;
    size_t nb = r->o->bootstrap, gi = task / nb, bi = task % nb;
    pm_group_fit *gf = &r->f->groups[gi];
    const pm_group *g = gf->g;
    pm_rng rng;
    pm_rng_seed(&rng, pm_rng_mix(pm_rng_mix(r->o->seed ^ 0xb007ull, gi), bi));
    /* resample the training configurations with replacement */
    unsigned char *use = pm_xcalloc(g->n ? g->n : 1, 1);
    size_t *train = pm_xmalloc_array(g->ntrain + 1, sizeof *train), nt = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k])
            train[nt++] = k;
    for (size_t i = 0; i < nt; i++) {
        size_t k = train[pm_rng_below(&rng, nt)];
        if (use[k] < 255)
            use[k]++;
    }
    pm_model_data m;
    pm_model_data_like(&gf->train, r->d, g, use, &m);
    double *start = pm_xmalloc_array(gf->nx, sizeof *start),
           *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, start);
    pm_engine_opts eo = {PM_OPT_VP, 0, start, 0};
    pm_engine_result res;
    pm_engine_fit(&m, &r->cfg[gi], &eo, xm, &res);
    pm_fit_xconvert(gf, xm, PM_UNIT_DATA, bt->x[gi] + bi * gf->nx);
    bt->ok[gi][bi] = (unsigned char)(m.n > 0 && !res.degenerate);
    pm_model_data_free(&m);
    free(start);
    free(xm);
    free(use);
    free(train);
}

/* Percentile (linear interpolation) of sorted v. */
static double S_pct(const double *v, size_t n, double q)
{
    if (n == 0)
        return NAN;
    double pos = q * (double)(n - 1);
    size_t i = (size_t)pos;
    double f = pos - (double)i;
    return i + 1 < n ? v[i] * (1 - f) + v[i + 1] * f : v[n - 1];
}

/* Intervals, standard errors and the kept q draws of one group from its B refits (x in
 * the data unit, B x nx; ok[b] = 1 where refit b succeeded). Failed refits are left out
 * and counted; with too few left, everything is NAN (fit/identify.h then warns). */
static void S_intervals(pm_group_fit *gf, const double *bx, const unsigned char *ok, size_t B)
{
    size_t nx = gf->nx, next = pm_model_nfactor(&gf->train), iq = pm_fit_xindex(gf, PM_X_EXP_Q, 0);
    size_t used = 0;
    for (size_t b = 0; b < B; b++)
        used += ok[b] != 0;
    gf->nboot = B;
    gf->nboot_used = used;
    if (used > 0 && next > 0) {
        gf->boot_q = pm_xmalloc_array(pm_st_mult(used, next), sizeof *gf->boot_q);
        size_t r = 0;
        for (size_t b = 0; b < B; b++)
            if (ok[b])
                memcpy(gf->boot_q + r++ * next, bx + b * nx + iq, next * sizeof(double));
    }
    int known = used >= PM_BOOT_MIN_USED && (double)used >= PM_BOOT_MIN_FRACTION * (double)B;
    double *v = pm_xmalloc_array(used + 1, sizeof *v);
    for (size_t i = 0; i < nx; i++) {
        gf->ci_lo[i] = gf->ci_hi[i] = gf->se[i] = NAN;
        if (!known)
            continue;
        size_t n = 0;
        double s = 0.0, s2 = 0.0;
        for (size_t b = 0; b < B; b++)
            if (ok[b]) {
                v[n] = bx[b * nx + i];
                s += v[n++];
            }
        double mean = s / (double)n;
        for (size_t k = 0; k < n; k++)
            s2 += (v[k] - mean) * (v[k] - mean);
        qsort(v, n, sizeof *v, pm_cmp_double);
        gf->ci_lo[i] = S_pct(v, n, 0.025);
        gf->ci_hi[i] = S_pct(v, n, 0.975);
        gf->se[i] = sqrt(s2 / (double)(n - 1));
    }
    free(v);
}

/* Every group's intervals from the Jacobian of its model, and its refit on every configuration
 * (the log loss). */
static void S_sandwich(const pm_fit_job *job)
{
    size_t ng = job->f->ngroups;
    /* the intervals and the gate's refit in one batch (groups differ in size: no estimate), the
       refits, which take longer, first */
    pm_progress_step("intervals and the gate's refit on every configuration", 2 * ng, 0);
    pm_pool_run(2 * ng, job->threads, S_task_errors, (void *)job); /* read only */
}

/* Every group's intervals from refitted resamples of its training configurations. */
static void S_percentile(const pm_fit_job *job)
{
    size_t ng = job->f->ngroups, B = job->o->bootstrap;
    S_boot bt = {job, pm_xcalloc(ng + 1, sizeof(double *)),
                 pm_xcalloc(ng + 1, sizeof(unsigned char *))};
    for (size_t gi = 0; gi < ng; gi++) {
        bt.x[gi] = pm_xmalloc_array(pm_st_mult(B, job->f->groups[gi].nx), sizeof(double));
        bt.ok[gi] = pm_xcalloc(B, 1);
    }
    pm_progress_step("intervals, resamples", ng * B, 1);
    pm_pool_run(ng * B, job->threads, S_task_boot, &bt);
    for (size_t gi = 0; gi < ng; gi++) {
        S_intervals(&job->f->groups[gi], bt.x[gi], bt.ok[gi], B);
        free(bt.x[gi]);
        free(bt.ok[gi]);
    }
    free(bt.x);
    free(bt.ok);
}

void pm_bootstrap_intervals(const pm_fit_job *job)
{
    const pm_fit_opts *o = job->o;
    int sandwich = o->interval == PM_CI_SANDWICH || o->interval == PM_CI_SANDWICH_HC3;
    if (o->bootstrap == 0)
        return;
    if (sandwich && o->loss == PM_LOSS_LOG)
        S_sandwich(job);
    else
        S_percentile(job);
}
