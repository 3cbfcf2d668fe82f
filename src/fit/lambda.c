/* lambda.c - lambda by cross-validation and the lambda sweep (fit/lambda.h). */
#include "fit/lambda.h"

#include "fit/engine.h"
#include "fit/metrics.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>

/* ---- cross-validation ---- */

/* Cross-validated lambda: 5 folds of the training configurations, each grid value. */
typedef struct S_cv {
    const pm_fit_job *r;
    size_t gi;
    double *score; /* PM_SWEEP_N x 5 */
} S_cv;

static void S_task_cv(void *ctx, size_t task)
{
    S_cv *c = ctx;
    const pm_fit_job *r = c->r;
    size_t li = task / 5, fold = task % 5;
    pm_group_fit *gf = &r->f->groups[c->gi];
    const pm_group *g = gf->g;
    unsigned char *fit = pm_xcalloc(g->n ? g->n : 1, 1), *held = pm_xcalloc(g->n ? g->n : 1, 1);
    size_t t = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            (t % 5 == fold ? held : fit)[k] = 1;
            t++;
        }
    pm_model_data mf, mh;
    pm_model_data_like(&gf->train, r->d, g, fit, &mf);
    pm_model_data_like(&gf->train, r->d, g, held, &mh);
    pm_cost_config cfg = r->cfg[c->gi];
    if (cfg.reg == PM_REG_NONE)
        cfg.reg = PM_REG_L2;
    cfg.lambda = pm_sweep_lambda(li);
    pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0xc5ull, c->gi), NULL, 0};
    double *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_engine_result res;
    pm_engine_fit(&mf, &cfg, &eo, xm, &res);
    double *pred = pm_xmalloc_array(mh.n + 1, sizeof *pred);
    pm_model_work w;
    pm_model_work_init(&w, &mh);
    pm_model_predict(&mh, xm, &w, pred);
    c->score[li * 5 + fold] = pm_cost_loss(&mh, cfg.loss, pred);
    pm_model_work_free(&w, &mh);
    pm_model_data_free(&mf);
    pm_model_data_free(&mh);
    free(pred);
    free(xm);
    free(fit);
    free(held);
}

void pm_lambda_choose(const pm_fit_job *job)
{
    size_t ng = job->f->ngroups;
    pm_progress_step("cross-validating lambda", ng * PM_SWEEP_N * 5, 1);
    for (size_t gi = 0; gi < ng; gi++) {
        S_cv cv = {job, gi, pm_xcalloc(PM_SWEEP_N * 5, sizeof(double))};
        pm_pool_run(PM_SWEEP_N * 5, job->threads, S_task_cv, &cv);
        size_t best = 0;
        double best_score = INFINITY;
        for (size_t li = 0; li < PM_SWEEP_N; li++) {
            double s = 0;
            for (size_t k = 0; k < 5; k++)
                s += cv.score[li * 5 + k];
            if (s < best_score) {
                best_score = s;
                best = li;
            }
        }
        job->cfg[gi].lambda = pm_sweep_lambda(best);
        if (job->cfg[gi].reg == PM_REG_NONE)
            job->cfg[gi].reg = PM_REG_L2;
        free(cv.score);
    }
}

/* ---- the sweep ---- */

static void S_task_sweep(void *ctx, size_t task)
{
    const pm_fit_job *r = ctx;
    size_t gi = task / PM_SWEEP_N, li = task % PM_SWEEP_N;
    pm_group_fit *gf = &r->f->groups[gi];
    pm_cost_config cfg = r->cfg[gi];
    if (cfg.reg == PM_REG_NONE)
        cfg.reg = PM_REG_L2;
    cfg.lambda = pm_sweep_lambda(li);
    pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x5eedull, gi), NULL, 0};
    double *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_engine_result res;
    pm_engine_fit(&gf->train, &cfg, &eo, xm, &res);
    pm_sweep_point *sp = &gf->sweep[li];
    sp->lambda = cfg.lambda;
    sp->x = pm_xmalloc_array(gf->nx, sizeof *sp->x);
    pm_fit_xconvert(gf, xm, PM_UNIT_DATA, sp->x);
    double *pred = pm_xmalloc_array(gf->test.n + 1, sizeof *pred),
           *t = pm_xmalloc_array(gf->test.n + 1, sizeof *t);
    pm_model_work w;
    pm_model_work_init(&w, &gf->test);
    pm_model_predict(&gf->test, xm, &w, pred);
    for (size_t k = 0; k < gf->test.n; k++) {
        pred[k] *= gf->test.scale;
        t[k] = gf->test.t[k] * gf->test.scale;
    }
    sp->test = pm_metrics_compute(t, pred, gf->test.n);
    pm_model_work_free(&w, &gf->test);
    free(pred);
    free(t);
    free(xm);
}

void pm_lambda_sweep(const pm_fit_job *job)
{
    size_t ng = job->f->ngroups;
    for (size_t gi = 0; gi < ng; gi++)
        job->f->groups[gi].sweep = pm_xcalloc(PM_SWEEP_N, sizeof *job->f->groups[gi].sweep);
    pm_progress_step("lambda sweep", ng * PM_SWEEP_N, 1);
    pm_pool_run(ng * PM_SWEEP_N, job->threads, S_task_sweep, (void *)job); /* read only */
}
