/* loo.c - the leave-one-out predictions and test metrics of the small groups (fit/loo.h). */
#include "fit/loo.h"

#include "fit/engine.h"
#include "fit/metrics.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Task t is the t-th configuration of the leave-one-out groups (group[t], conf[t]): refitted
 * without it from the model and predicted. */
typedef struct S_loo {
    const pm_fit_job *r;
    size_t *group; /* per task: its group */
    size_t *conf;  /* per task: the configuration left out */
} S_loo;

static void S_task_loo(void *ctx, size_t task)
{
    S_loo *l = ctx;
    const pm_fit_job *r = l->r;
    size_t gi = l->group[task], k = l->conf[task];
    pm_group_fit *gf = &r->f->groups[gi];
    const pm_group *g = gf->g;
    unsigned char *use = pm_xmalloc(g->n ? g->n : 1), *held = pm_xcalloc(g->n ? g->n : 1, 1);
    memset(use, 1, g->n);
    use[k] = 0;
    held[k] = 1;
    pm_model_data mf, mh;
    pm_model_data_like(&gf->train, r->d, g, use, &mf);
    pm_model_data_like(&gf->train, r->d, g, held, &mh);
    double *start = pm_xmalloc_array(gf->nx, sizeof *start),
           *xm = pm_xmalloc_array(gf->nx, sizeof *xm), pred = NAN;
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, start);
    pm_engine_opts eo = {PM_OPT_VP, 0, start, 0};
    pm_engine_result res;
    pm_engine_fit(&mf, &r->cfg[gi], &eo, xm, &res);
    if (!res.degenerate) {
        pm_model_work w;
        pm_model_work_init(&w, &mh);
        pm_model_predict(&mh, xm, &w, &pred);
        pm_model_work_free(&w, &mh);
        pred *= mh.scale;
    }
    gf->loo_pred[k] = pred;
    pm_model_data_free(&mf);
    pm_model_data_free(&mh);
    free(start);
    free(xm);
    free(use);
    free(held);
}

void pm_loo_score(const pm_fit_job *job)
{
    pm_fit *f = job->f;
    size_t ntask = 0;
    for (size_t gi = 0; gi < f->ngroups; gi++)
        ntask += f->groups[gi].loo ? f->groups[gi].g->n : 0;
    if (ntask == 0)
        return;
    S_loo l = {job, pm_xmalloc_array(ntask, sizeof(size_t)),
               pm_xmalloc_array(ntask, sizeof(size_t))};
    size_t t = 0;
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        pm_group_fit *gf = &f->groups[gi];
        if (!gf->loo)
            continue;
        gf->loo_pred = pm_xmalloc_array(gf->g->n + 1, sizeof *gf->loo_pred);
        for (size_t k = 0; k < gf->g->n; k++) {
            l.group[t] = gi;
            l.conf[t++] = k;
        }
    }
    pm_progress_step("leave-one-out refits of the small groups", ntask, 1);
    pm_pool_run(ntask, job->threads, S_task_loo, &l);
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        pm_group_fit *gf = &f->groups[gi];
        if (gf->loo)
            gf->m_test = pm_metrics_compute(gf->g->t, gf->loo_pred, gf->g->n);
    }
    free(l.group);
    free(l.conf);
}
