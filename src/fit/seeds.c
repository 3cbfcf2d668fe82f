/* seeds.c - the seeded fits of every group, its model, spread and scores (fit/seeds.h). */
#include "fit/seeds.h"

#include "fit/engine.h"
#include "fit/metrics.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The fits of a run: task t is fit t % fits of group t / fits. */
typedef struct S_seeds {
    const pm_fit_job *r;
    unsigned char *bad; /* groups x fits: 1 where the fit is degenerate (no model) */
} S_seeds;

static void S_task_fit(void *ctx, size_t task)
{
    const S_seeds *sd = ctx;
    const pm_fit_job *r = sd->r;
    size_t nf = r->o->fits, gi = task / nf, fi = task % nf;
    pm_group_fit *gf = &r->f->groups[gi];
    pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(pm_rng_mix(r->o->seed, gi), fi), NULL, 0};
    double *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_engine_result res;
    pm_engine_fit(&gf->train, &r->cfg[gi], &eo, xm, &res);
    pm_fit_xconvert(gf, xm, PM_UNIT_DATA, gf->fit_x + fi * gf->nx);
    sd->bad[task] = (unsigned char)res.degenerate;
    /* report the cost in the data unit where the loss has one */
    double s = r->o->loss == PM_LOSS_MAE ? gf->train.scale : 1.0;
    gf->fit_cost[fi] = res.cost * s;
    free(xm);
}

/* The model of gf: the lowest-cost of its nf fits among those that are a model at all (bad[fi]
 * 0), into gf->best and gf->x. Returns 0, or -1 when none is. */
static int S_best(pm_group_fit *gf, const unsigned char *bad, size_t nf)
{
    gf->best = nf;
    for (size_t fi = 0; fi < nf; fi++)
        if (!bad[fi] && (gf->best == nf || gf->fit_cost[fi] < gf->fit_cost[gf->best]))
            gf->best = fi;
    if (gf->best == nf)
        return -1;
    memcpy(gf->x, gf->fit_x + gf->best * gf->nx, gf->nx * sizeof(double));
    return 0;
}

int pm_seeds_agree(double cost, double best, size_t n)
{
    if (!(cost >= 0) || !(best >= 0))
        return cost == best;
    /* an exact fit (a cost at rounding level) agrees with one as exact, whatever their ratio */
    return cost - best <= 1e-20 || (double)n * log(cost / best) <= PM_SEEDS_AGREE_CHI2;
}

size_t pm_seeds_fit_confirmed(const pm_model_data *m, const pm_cost_config *cfg,
                              const pm_engine_opts *o, double *x, pm_engine_result *res)
{
    size_t nx = pm_model_nx(m), nfits = 0;
    double *xs = pm_xmalloc_array(nx + 1, sizeof *xs), cost[PM_SEEDS_CONFIRM_MAX];
    memset(res, 0, sizeof *res);
    res->degenerate = 1;
    res->cost = INFINITY;
    memset(x, 0, nx * sizeof *x);
    for (size_t i = 0; i < PM_SEEDS_CONFIRM_MAX; i++) {
        pm_engine_opts eo = {o->optimizer, pm_rng_mix(o->seed, (uint64_t)i), NULL, o->search_rows};
        pm_engine_result ri;
        pm_engine_fit(m, cfg, &eo, xs, &ri);
        nfits++;
        cost[i] = ri.degenerate ? INFINITY : ri.cost;
        if (!ri.degenerate && (res->degenerate || ri.cost < res->cost)) {
            *res = ri;
            memcpy(x, xs, nx * sizeof *x);
        }
        size_t agree = 0;
        for (size_t k = 0; k <= i && !res->degenerate; k++)
            agree += isfinite(cost[k]) && pm_seeds_agree(cost[k], res->cost, m->n);
        if (agree >= 2) /* the best and another */
            break;
    }
    free(xs);
    return nfits;
}

/* Each unknown's mean and standard deviation over the fits of gf that agree with the best
 * (pm_seeds_agree; 0 with one), and how many those are. */
static void S_spread(pm_group_fit *gf, const unsigned char *bad, size_t nf)
{
    size_t nx = gf->nx, n = gf->train.n;
    double best = gf->fit_cost[gf->best];
    unsigned char *in = pm_xcalloc(nf + 1, 1);
    gf->nagree = 0;
    for (size_t fi = 0; fi < nf; fi++) {
        in[fi] = !bad[fi] && pm_seeds_agree(gf->fit_cost[fi], best, n);
        gf->nagree += in[fi];
    }
    for (size_t i = 0; i < nx; i++) {
        double s = 0, s2 = 0;
        for (size_t fi = 0; fi < nf; fi++)
            s += in[fi] ? gf->fit_x[fi * nx + i] : 0.0;
        double mean = s / (double)gf->nagree;
        for (size_t fi = 0; fi < nf; fi++) {
            double e = in[fi] ? gf->fit_x[fi * nx + i] - mean : 0.0;
            s2 += e * e;
        }
        gf->mean[i] = mean;
        gf->std[i] = gf->nagree > 1 ? sqrt(s2 / (double)(gf->nagree - 1)) : 0.0;
    }
    free(in);
}

/* The model's predictions and metrics on gf's training and test configurations (data unit). */
static void S_score(pm_group_fit *gf)
{
    double *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, xm);
    pm_model_data *parts[2] = {&gf->train, &gf->test};
    double **preds[2] = {&gf->pred_train, &gf->pred_test};
    pm_metrics *mets[2] = {&gf->m_train, &gf->m_test};
    for (int p = 0; p < 2; p++) {
        pm_model_data *m = parts[p];
        double *pred = pm_xmalloc_array(m->n + 1, sizeof *pred);
        double *t = pm_xmalloc_array(m->n + 1, sizeof *t);
        pm_model_work w;
        pm_model_work_init(&w, m);
        pm_model_predict(m, xm, &w, pred);
        pm_model_work_free(&w, m);
        for (size_t k = 0; k < m->n; k++) {
            pred[k] *= m->scale;
            t[k] = m->t[k] * m->scale;
        }
        *mets[p] = pm_metrics_compute(t, pred, m->n);
        *preds[p] = pred;
        free(t);
    }
    free(xm);
}

/* Fail for gf, whose times double precision cannot model: what went wrong, and their range. */
static int S_unmodelled(const pm_group_fit *gf, const char *what, pm_error *err)
{
    double lo, hi;
    pm_fit_train_range(gf->g, &lo, &hi);
    return pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                        "group '%.100s': %s; the training times range from %g to %g, which "
                        "cannot be modelled in double precision",
                        gf->g->name, what, lo, hi);
}

int pm_seeds_fit(const pm_fit_job *job, pm_error *err)
{
    size_t ng = job->f->ngroups, nf = job->o->fits;
    S_seeds sd = {job, pm_xcalloc(pm_st_add(pm_st_mult(ng, nf), 1), 1)};
    pm_progress_step("seeds", ng * nf, 1);
    pm_pool_run(ng * nf, job->threads, S_task_fit, &sd);
    int rc = 0;
    for (size_t gi = 0; gi < ng && rc == 0; gi++) {
        pm_group_fit *gf = &job->f->groups[gi];
        if (S_best(gf, sd.bad + gi * nf, nf) != 0) {
            rc = S_unmodelled(gf,
                              "no fit gave a usable model (its predictions are not finite "
                              "positive times)",
                              err);
            continue;
        }
        S_spread(gf, sd.bad + gi * nf, nf);
        S_score(gf);
        if (!isfinite(gf->m_train.mape) || !isfinite(gf->m_train.rmse))
            rc = S_unmodelled(gf, "the model's errors are not finite numbers", err);
    }
    free(sd.bad);
    return rc;
}
