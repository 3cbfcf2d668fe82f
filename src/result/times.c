/* times.c - the times of the groups the model does not fit, for the result. */
#include "result/times.h"

#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void pm_result_add_times(pm_result *r, const pm_dataset *td, const pm_group_plan *plans)
{
    if (td->ngroups == 0)
        return;
    r->times = pm_xrealloc(r->times, r->ntimes + td->ngroups, sizeof *r->times);
    size_t np = td->nparams;
    for (size_t gi = 0; gi < td->ngroups; gi++) {
        const pm_group *g = &td->groups[gi];
        pm_res_times *t = &r->times[r->ntimes++];
        memset(t, 0, sizeof *t);
        t->name = pm_xstrdup(g->name);
        t->why = (int)plans[gi].why;
        t->nx = plans[gi].why == PM_PLAN_WHY_TOO_FEW ? plans[gi].nx : 0;
        t->n_meas = g->nmeas;
        pm_res_configs *c = &t->configs;
        c->n = c->total = g->n;
        c->values = pm_xmalloc_array(pm_st_add(pm_st_mult(g->n, np), 1), sizeof *c->values);
        c->median = pm_xmalloc_array(g->n + 1, sizeof *c->median);
        c->count = pm_xmalloc_array(g->n + 1, sizeof *c->count);
        c->lsd = pm_xmalloc_array(g->n + 1, sizeof *c->lsd);
        for (size_t k = 0; k < g->n; k++) {
            for (size_t j = 0; j < np; j++) {
                uint32_t v = g->idx[k * np + j];
                c->values[k * np + j] = v == PM_DATASET_ABSENT ? NAN
                                        : td->params[j].role == PM_ROLE_CATEGORICAL
                                            ? (double)v
                                            : td->params[j].values[v];
            }
            c->median[k] = g->t[k];
            c->count[k] = g->count[k];
            c->lsd[k] = pm_log_sd(g->meas + g->meas_off[k], g->meas_off[k + 1] - g->meas_off[k]);
        }
    }
}

double pm_res_times_median(const pm_res_times *t)
{
    if (t->configs.n == 0)
        return NAN;
    double *v = pm_xmalloc_array(t->configs.n, sizeof *v);
    memcpy(v, t->configs.median, t->configs.n * sizeof *v);
    double m = pm_median(v, t->configs.n);
    free(v);
    return m;
}

void pm_res_times_free(pm_res_times *t)
{
    if (t == NULL)
        return;
    free(t->name);
    free(t->configs.values);
    free(t->configs.median);
    free(t->configs.count);
    free(t->configs.lsd);
    memset(t, 0, sizeof *t);
}
