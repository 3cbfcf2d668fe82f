/* protocol.c - seeds, bootstrap, metrics, lambda sweep and warnings around the engine. */
#include "fit/protocol.h"

#include "fit/interval.h"
#include "fit/lm.h"
#include "util/buf.h"
#include "util/rng.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void pm_fit_opts_default(pm_fit_opts *o)
{
    memset(o, 0, sizeof *o);
    o->loss = PM_LOSS_LOG;
    o->reg = PM_REG_NONE;
    o->lambda = 0.0;
    o->pow_max = 5.0;
    o->optimizer = PM_OPT_VP;
    o->fits = 10;
    o->seed = 1;
    o->bootstrap = 100;
}

static const char *const S_interval_names[] = {"sandwich", "percentile", "sandwich-hc3"};

const char *pm_interval_name(pm_interval m)
{
    return (size_t)m < sizeof S_interval_names / sizeof *S_interval_names ? S_interval_names[m]
                                                                          : "?";
}

void pm_interval_describe(const pm_fit_opts *o, char *out, size_t size)
{
    if (o->bootstrap == 0)
        snprintf(out, size, "none (--bootstrap 0)");
    else if (o->interval != PM_CI_PERCENTILE && o->loss == PM_LOSS_LOG)
        snprintf(out, size, "sandwich (%s) standard errors from the Jacobian",
                 o->interval == PM_CI_SANDWICH_HC3 ? "HC3" : "HC2");
    else
        snprintf(out, size, "percentile of %zu refitted resamples", o->bootstrap);
}

int pm_interval_from_name(const char *s, pm_interval *out)
{
    for (size_t i = 0; i < sizeof S_interval_names / sizeof *S_interval_names; i++)
        if (s && strcmp(s, S_interval_names[i]) == 0) {
            *out = (pm_interval)i;
            return 0;
        }
    return -1;
}

double pm_sweep_lambda(size_t i)
{
    return pow(10.0, (double)i - 6.0);
}

/* ---- one group ---- */

typedef struct S_run {
    const pm_dataset *d;
    const pm_fit_opts *o;
    pm_fit *f;
    pm_cost_config *cfg;     /* per group (bounds depend on the group's scale) */
    double **boot_x;         /* per group: bootstrap x (B x nx) */
    unsigned char **boot_ok; /* per group: B flags, 1 where the refit succeeded */
    unsigned char *fit_bad;  /* groups x fits: 1 where the fit is degenerate (no model) */
} S_run;

/* Unknowns from model units to the data unit: coefficients and C scale, powers do not. */
static void S_to_data(const pm_group_fit *gf, const double *xm, double *xd)
{
    size_t ipow = pm_model_ipow(&gf->train), nnl = pm_model_nnl(&gf->train);
    double s = gf->train.scale;
    for (size_t i = 0; i < gf->nx; i++)
        xd[i] = (i >= ipow && i < ipow + nnl) ? xm[i] : xm[i] * s;
}

static void S_to_model(const pm_group_fit *gf, const double *xd, double *xm)
{
    size_t ipow = pm_model_ipow(&gf->train), nnl = pm_model_nnl(&gf->train);
    double s = gf->train.scale;
    for (size_t i = 0; i < gf->nx; i++)
        xm[i] = (i >= ipow && i < ipow + nnl) ? xd[i] : xd[i] / s;
}

static void S_task_fit(void *ctx, size_t task)
{
    S_run *r = ctx;
    size_t nf = r->o->fits, gi = task / nf, fi = task % nf;
    pm_group_fit *gf = &r->f->groups[gi];
    pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(pm_rng_mix(r->o->seed, gi), fi), NULL, 0};
    double *xm = pm_xmalloc_array(gf->nx, sizeof *xm);
    pm_engine_result res;
    pm_engine_fit(&gf->train, &r->cfg[gi], &eo, xm, &res);
    S_to_data(gf, xm, gf->fit_x + fi * gf->nx);
    r->fit_bad[task] = (unsigned char)res.degenerate;
    /* report the cost in the data unit where the loss has one */
    double s = r->o->loss == PM_LOSS_MAE ? gf->train.scale : 1.0;
    gf->fit_cost[fi] = res.cost * s;
    free(xm);
}

static void S_task_boot(void *ctx, size_t task)
{
    S_run *r = ctx;
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
    S_to_model(gf, gf->x, start);
    pm_engine_opts eo = {PM_OPT_VP, 0, start, 0};
    pm_engine_result res;
    pm_engine_fit(&m, &r->cfg[gi], &eo, xm, &res);
    S_to_data(gf, xm, r->boot_x[gi] + bi * gf->nx);
    r->boot_ok[gi][bi] = (unsigned char)(m.n > 0 && !res.degenerate);
    pm_model_data_free(&m);
    free(start);
    free(xm);
    free(use);
    free(train);
}

/* Intervals of group `task` from the Jacobian of its model (PM_CI_SANDWICH). */
static void S_task_sandwich(void *ctx, size_t task)
{
    S_run *r = ctx;
    size_t B = r->o->bootstrap, gi = task;
    pm_group_fit *gf = &r->f->groups[gi];
    size_t nx = gf->nx, next = pm_model_nfactor(&gf->train), iq = pm_model_iq(&gf->train);
    double *xm = pm_xmalloc_array(nx, sizeof *xm), *se = pm_xmalloc_array(nx, sizeof *se);
    double *draws = pm_xmalloc_array(pm_st_add(pm_st_mult(B, nx), 1), sizeof *draws), df;
    S_to_model(gf, gf->x, xm);
    int rc = pm_interval_sandwich(&gf->train, &r->cfg[gi], xm,
                                  r->o->interval == PM_CI_SANDWICH_HC3 ? 3 : 2, B,
                                  pm_rng_mix(r->o->seed ^ 0xb007ull, gi), se, &df, draws);
    gf->nboot = B;
    gf->nboot_used = rc == 0 ? B : 0;
    if (rc == 0) {
        double t = pm_interval_t975(df);
        double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
        pm_cost_bounds(&gf->train, &r->cfg[gi], lo, hi);
        S_to_data(gf, se, gf->se);
        S_to_data(gf, lo, lo);
        S_to_data(gf, hi, hi);
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
    S_run *r = ctx;
    pm_group_fit *gf = &r->f->groups[task];
    const pm_model_data *m = &gf->rows;
    size_t nx = gf->nx;
    double *xm = pm_xmalloc_array(nx, sizeof *xm), *se = pm_xmalloc_array(nx, sizeof *se), df;
    S_to_model(gf, gf->x, xm);
    double cost = pm_lm_polish_tol(m, &r->cfg[task], xm, 100, S_ALL_TOL / (double)(m->n + 1));
    if (isfinite(cost) &&
        pm_interval_sandwich(m, &r->cfg[task], xm, r->o->interval == PM_CI_SANDWICH_HC3 ? 3 : 2, 0,
                             0, se, &df, NULL) == 0) {
        S_to_data(gf, xm, gf->all_x);
        S_to_data(gf, se, gf->all_se);
    }
    free(xm);
    free(se);
}

/* Task t < ngroups: group t's refit on every configuration (S_task_all); the others: group
 * t - ngroups's intervals (S_task_sandwich). Independent: both start from the model. */
static void S_task_errors(void *ctx, size_t task)
{
    S_run *r = ctx;
    size_t ng = r->f->ngroups;
    if (task < ng)
        S_task_all(ctx, task);
    else
        S_task_sandwich(ctx, task - ng);
}

static void S_task_sweep(void *ctx, size_t task)
{
    S_run *r = ctx;
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
    S_to_data(gf, xm, sp->x);
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

/* Leave-one-out: task t is the t-th configuration of the leave-one-out groups (S_loo_task
 * maps it), refitted without it from the model (one seed, as a bootstrap refit) and predicted
 * (fit/plan.h). */
typedef struct S_loo {
    S_run *r;
    size_t *group; /* per task: its group */
    size_t *conf;  /* per task: the configuration left out */
} S_loo;

static void S_task_loo(void *ctx, size_t task)
{
    S_loo *l = ctx;
    S_run *r = l->r;
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
    S_to_model(gf, gf->x, start);
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

/* The leave-one-out predictions of every group planned so, and their test metrics. */
static void S_leave_one_out(S_run *run, int threads)
{
    pm_fit *f = run->f;
    size_t ntask = 0;
    for (size_t gi = 0; gi < f->ngroups; gi++)
        ntask += f->groups[gi].loo ? f->groups[gi].g->n : 0;
    if (ntask == 0)
        return;
    S_loo l = {run, pm_xmalloc_array(ntask, sizeof(size_t)),
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
    pm_pool_run(ntask, threads, S_task_loo, &l);
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        pm_group_fit *gf = &f->groups[gi];
        if (gf->loo)
            gf->m_test = pm_metrics_compute(gf->g->t, gf->loo_pred, gf->g->n);
    }
    free(l.group);
    free(l.conf);
}

/* Cross-validated lambda: 5 folds of the training configurations, each grid value. */
typedef struct S_cv {
    S_run *r;
    size_t gi;
    double *score; /* PM_SWEEP_N x 5 */
} S_cv;

static void S_task_cv(void *ctx, size_t task)
{
    S_cv *c = ctx;
    S_run *r = c->r;
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

/* --model auto: the paper's and the product form, each fitted on 4 of 5 folds of a
 * group's training configurations and scored on the fifth (one seed per fit, as the
 * cross-validated lambda); every training configuration's held-out loss is kept, so
 * the two forms are compared configuration by configuration. */
typedef struct S_formcv {
    S_run *r;
    size_t gi;
    double scale;
    size_t ntr;               /* training configurations of the group */
    size_t nforms;            /* forms tried */
    pm_model_form *forms;     /* which */
    const pm_regime *reg;     /* the segmented form's regime (chosen on every training row) */
    double *loss;             /* nforms x ntr: held-out loss of each, form by form */
    const unsigned char *far; /* per configuration of the group: 1 for a training one held
                                 out as the extrapolation fold (S_far_fold), or NULL: none */
    double *far_loss;         /* nforms: mean loss on the extrapolation fold */
} S_formcv;

/* The loss of one prediction, as pm_cost_loss counts it. */
static double S_row_loss(pm_loss loss, double pred, double t)
{
    switch (loss) {
    case PM_LOSS_MAE: return fabs(pred - t);
    case PM_LOSS_MAPE: return fabs(pred - t) / t;
    default: break;
    }
    double e = log(pred > 1e-300 ? pred : 1e-300) - log(t);
    return e * e;
}

static void S_task_form_cv(void *ctx, size_t task)
{
    S_formcv *c = ctx;
    S_run *r = c->r;
    size_t form = task / 6, fold = task % 6; /* fold 5: the extrapolation fold */
    const pm_group *g = &r->d->groups[c->gi];
    if (fold == 5 && c->far == NULL)
        return;
    unsigned char *fit = pm_xcalloc(g->n ? g->n : 1, 1), *held = pm_xcalloc(g->n ? g->n : 1, 1);
    size_t *pos = pm_xmalloc_array(g->n + 1, sizeof *pos), nheld = 0, t = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            if (fold == 5 ? c->far[k] != 0 : t % 5 == fold) {
                held[k] = 1;
                pos[nheld++] = t; /* held rows come in configuration order */
            } else {
                fit[k] = 1;
            }
            t++;
        }
    pm_model_data mf, mh;
    pm_model_data_build_regime(r->d, g, fit, c->scale, c->forms[form], c->reg, &mf);
    pm_model_data_like(&mf, r->d, g, held, &mh);
    double *out = fold == 5 ? pm_xmalloc_array(nheld + 1, sizeof *out) : c->loss + form * c->ntr;
    if (fold == 5)
        for (size_t i = 0; i < nheld; i++)
            pos[i] = i;
    if (mf.n < pm_model_nx(&mf)) { /* this form cannot be fitted on the fold */
        for (size_t i = 0; i < nheld; i++)
            out[pos[i]] = INFINITY;
    } else {
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0xf0f0ull, c->gi), NULL, 0};
        double *xm = pm_xmalloc_array(pm_model_nx(&mf), sizeof *xm);
        double *pred = pm_xmalloc_array(mh.n + 1, sizeof *pred);
        pm_engine_result res;
        pm_engine_fit(&mf, &r->cfg[c->gi], &eo, xm, &res);
        pm_model_work w;
        pm_model_work_init(&w, &mh);
        pm_model_predict(&mh, xm, &w, pred);
        pm_model_work_free(&w, &mh);
        for (size_t i = 0; i < nheld; i++)
            out[pos[i]] = res.degenerate ? INFINITY : S_row_loss(r->o->loss, pred[i], mh.t[i]);
        free(pred);
        free(xm);
    }
    if (fold == 5) {
        double sum = 0.0;
        for (size_t i = 0; i < nheld; i++)
            sum += out[i];
        c->far_loss[form] = nheld ? sum / (double)nheld : NAN;
        free(out);
    }
    pm_model_data_free(&mf);
    pm_model_data_free(&mh);
    free(pos);
    free(fit);
    free(held);
}

/* The extrapolation fold of group g: its training configurations at the largest training
 * value of any extrinsic factor with at least 4 distinct training values, when they are
 * at most a third of the training configurations; NULL when there is none. */
static unsigned char *S_far_fold(const pm_dataset *d, const pm_group *g)
{
    unsigned char *far = pm_xcalloc(g->n + 1, 1);
    size_t nfar = 0;
    for (size_t j = 0; j < d->nparams; j++) {
        if (d->params[j].role != PM_ROLE_EXTRINSIC || g->ndistinct[j] == 0)
            continue; /* not a factor, or one the group lacks */
        unsigned char *seen = pm_xcalloc(d->params[j].nvalues + 1, 1);
        size_t ns = 0;
        uint32_t top = 0;
        for (size_t k = 0; k < g->n; k++)
            if (g->train[k]) {
                uint32_t v = g->idx[k * d->nparams + j];
                ns += !seen[v];
                seen[v] = 1;
                top = v > top ? v : top; /* value indices are in ascending value order */
            }
        free(seen);
        if (ns < 4)
            continue;
        for (size_t k = 0; k < g->n; k++)
            if (g->train[k] && g->idx[k * d->nparams + j] == top && !far[k]) {
                far[k] = 1;
                nfar++;
            }
    }
    if (nfar == 0 || 3 * nfar > g->ntrain) {
        free(far);
        return NULL;
    }
    return far;
}

/* The form --model auto chooses for group gi among `forms` (forms[0] the paper's): the
 * paper's, unless another's held-out loss is lower by more than twice the standard error
 * of the paired difference (the default form is kept when the data do not clearly ask
 * otherwise) and, where the data have an extrapolation fold (S_far_fold), its loss there
 * is no higher than the paper's; of several that are, the lowest. cv[form] receives each
 * tried form's mean held-out loss, far[form] its loss on the extrapolation fold (NAN
 * without one). */
static pm_model_form S_choose_form(S_run *r, size_t gi, double scale, int threads,
                                   const pm_model_form *forms, size_t nforms, const pm_regime *reg,
                                   double *cv, double *far)
{
    const pm_group *g = &r->d->groups[gi];
    unsigned char *farfold = S_far_fold(r->d, g);
    double far_loss[PM_FORM_NFORMS];
    for (size_t f = 0; f < PM_FORM_NFORMS; f++)
        far_loss[f] = NAN;
    S_formcv c = {r,       gi,
                  scale,   g->ntrain,
                  nforms,  (pm_model_form *)forms,
                  reg,     pm_xcalloc(pm_st_add(pm_st_mult(nforms, g->ntrain), 1), sizeof(double)),
                  farfold, far_loss};
    pm_pool_run(nforms * 6, threads, S_task_form_cv, &c);
    free(farfold);
    for (size_t f = 0; f < nforms; f++)
        far[forms[f]] = far_loss[f];
    size_t n = c.ntr;
    for (size_t f = 0; f < nforms; f++) {
        double s = 0.0;
        for (size_t k = 0; k < n; k++)
            s += c.loss[f * n + k];
        cv[forms[f]] = s / (double)n;
    }
    pm_model_form best = PM_FORM_PAPER;
    for (size_t f = 1; f < nforms; f++) {
        double cf = cv[forms[f]], cp = cv[PM_FORM_PAPER];
        if (!isfinite(cf))
            continue;
        int better;
        if (!isfinite(cp)) {
            better = 1;
        } else {
            double sd = 0.0, sd2 = 0.0;
            for (size_t k = 0; k < n; k++) {
                double dk = c.loss[k] - c.loss[f * n + k];
                sd += dk;
                sd2 += dk * dk;
            }
            double mean = sd / (double)n;
            double var = n > 1 ? (sd2 - (double)n * mean * mean) / (double)(n - 1) : 0.0;
            double se = sqrt(var > 0 ? var / (double)n : 0.0);
            better = mean > 2.0 * se && mean > 0;
        }
        /* judged on held-out larger values too: no worse than the paper's there */
        if (better && isfinite(far_loss[0]) && !(far_loss[f] <= far_loss[0]))
            better = 0;
        if (better && (best == PM_FORM_PAPER ? 1 : cf < cv[best]))
            best = forms[f];
    }
    free(c.loss);
    return best;
}

/* A factor a machine's cores run: its name says workers, threads, processes, ranks, jobs
 * or cores. */
static int S_parallel_name(const char *name)
{
    static const char *const words[] = {"thread", "worker", "proc", "rank", "job", "core"};
    char low[128];
    size_t i = 0;
    for (; name[i] && i + 1 < sizeof low; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    low[i] = 0;
    for (size_t w = 0; w < sizeof words / sizeof *words; w++)
        if (strstr(low, words[w]))
            return 1;
    return 0;
}

/* Whether regime reg can be fitted on the training rows of g: at least 2 distinct values
 * of P at or below the breakpoint and 1 past it. */
static int S_regime_usable(const pm_dataset *d, const pm_group *g, const pm_regime *reg)
{
    double below[2] = {NAN, NAN};
    int past = 0;
    size_t nb = 0;
    for (size_t k = 0; k < g->n; k++) {
        if (!g->train[k])
            continue;
        double p = pm_regime_product(d, reg, g->idx + k * d->nparams);
        if (isnan(p))
            return 0; /* the group lacks one of the factors */
        if (p > reg->brk)
            past = 1;
        else if (nb == 0 || (nb == 1 && p != below[0]))
            below[nb++] = p;
    }
    return past && nb >= 2;
}

/* The regime of the product of group g's parallel factors (S_parallel_name) against cores:
 * reg's factors are those extrinsic ones the group has (nparam 0 when none), its breakpoint
 * the cores. */
static void S_parallel_regime(const pm_dataset *d, const pm_group *g, double cores, pm_regime *reg)
{
    memset(reg, 0, sizeof *reg);
    for (size_t j = 0; j < d->nparams && reg->nparam < PM_REGIME_MAX; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && g->ndistinct[j] > 0 &&
            S_parallel_name(d->params[j].name))
            reg->param[reg->nparam++] = j;
    reg->brk = cores;
}

/* The segmented form's regime for group gi: with --cores, the product of the parallel
 * factors (S_parallel_name) against the cores, when the training rows reach past them;
 * else the factor and breakpoint (a distinct training value with 2 at or below it and 2 past
 * it) whose fit has the lowest training cost, one seed each. nparam 0 when no factor has
 * such a value. */
/* The likelihood-ratio threshold of a 95% set for one unknown: the chi-square quantile on one
 * degree of freedom. */
#define S_CHI2_95 3.841458820694124

/* A fitted breakpoint's 95% set, from the candidates tried (S_choose_regime): those of the
 * chosen factor whose cost c, against the best's, has n ln(c / best) <= S_CHI2_95, n the
 * training configurations. For the log loss without a penalty the cost is the mean squared
 * log residual, and that is the likelihood ratio of normal noise on ln t profiled over every
 * other unknown (each candidate's fit is one seed's, and the breakpoint moves in steps, so the
 * set is a guide, not an exact interval). *lo, *hi: its lowest and highest value; NAN for
 * another loss or a penalty. */
typedef struct S_tried {
    size_t param; /* the factor */
    double value; /* the breakpoint */
    double cost;  /* the training cost of its fit */
} S_tried;

static void S_regime_set(const S_run *r, size_t gi, const pm_regime *best_reg, double best,
                         const S_tried *tried, size_t nc, double *lo, double *hi)
{
    const pm_cost_config *cfg = &r->cfg[gi];
    *lo = *hi = NAN;
    if (cfg->loss != PM_LOSS_LOG || (cfg->reg != PM_REG_NONE && cfg->lambda > 0) ||
        best_reg->nparam == 0 || !(best > 0))
        return;
    double n = (double)r->d->groups[gi].ntrain;
    for (size_t c = 0; c < nc; c++) {
        const S_tried *t = &tried[c];
        if (t->param == best_reg->param[0] && n * log(t->cost / best) <= S_CHI2_95) {
            *lo = isnan(*lo) || t->value < *lo ? t->value : *lo;
            *hi = isnan(*hi) || t->value > *hi ? t->value : *hi;
        }
    }
}

static void S_choose_regime(S_run *r, size_t gi, double scale, pm_regime *reg, int *given,
                            double *set_lo, double *set_hi)
{
    const pm_dataset *d = r->d;
    const pm_group *g = &d->groups[gi];
    memset(reg, 0, sizeof *reg);
    *given = 0;
    *set_lo = *set_hi = NAN;
    if (r->o->cores > 0) {
        S_parallel_regime(d, g, (double)r->o->cores, reg);
        if (reg->nparam > 0 && S_regime_usable(d, g, reg)) {
            *given = 1;
            return;
        }
        memset(reg, 0, sizeof *reg);
    }
    double best = INFINITY;
    S_tried *tried = NULL; /* every candidate fitted */
    size_t nc = 0, capc = 0;
    for (size_t j = 0; j < d->nparams; j++) {
        if (d->params[j].role != PM_ROLE_EXTRINSIC || g->ndistinct[j] == 0)
            continue; /* not a factor, or one the group lacks */
        /* the factor's distinct training values, ascending */
        size_t nv = d->params[j].nvalues;
        unsigned char *seen = pm_xcalloc(nv + 1, 1);
        for (size_t k = 0; k < g->n; k++)
            if (g->train[k])
                seen[g->idx[k * d->nparams + j]] = 1;
        size_t ns = 0;
        for (size_t v = 0; v < nv; v++)
            ns += seen[v];
        size_t at = 0;
        for (size_t v = 0; v < nv; v++) {
            if (!seen[v])
                continue;
            at++;
            if (at < 2 || at + 2 > ns) /* 2 values up to it and 2 past it, at least */
                continue;
            pm_regime cand = {1, {j}, d->params[j].values[v]};
            pm_model_data m;
            pm_model_data_build_regime(d, g, g->train, scale, PM_FORM_SEGMENTED, &cand, &m);
            if (m.n >= pm_model_nx(&m)) {
                pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x5e9ull, gi), NULL,
                                     0};
                double *xm = pm_xmalloc_array(pm_model_nx(&m), sizeof *xm);
                pm_engine_result res;
                pm_engine_fit(&m, &r->cfg[gi], &eo, xm, &res);
                if (!res.degenerate) {
                    pm_xgrow((void **)&tried, &capc, nc + 1, sizeof *tried);
                    tried[nc++] = (S_tried){j, cand.brk, res.cost};
                }
                if (!res.degenerate && res.cost < best) {
                    best = res.cost;
                    *reg = cand;
                }
                free(xm);
            }
            pm_model_data_free(&m);
        }
        free(seen);
    }
    S_regime_set(r, gi, reg, best, tried, nc, set_lo, set_hi);
    free(tried);
}

/* Median training time of g (1 when there is none, or it is not positive). */
static double S_median_t(const pm_group *g)
{
    double *v = pm_xmalloc_array(g->n + 1, sizeof *v);
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k])
            v[n++] = g->t[k];
    /* by selection: a group can hold a million configurations */
    double m = n ? pm_median(v, n) : 1.0;
    free(v);
    return m > 0 ? m : 1.0;
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
 * and counted; with too few left, everything is NAN (S_warnings then warns). */
static void S_intervals(pm_group_fit *gf, const double *bx, const unsigned char *ok, size_t B)
{
    size_t nx = gf->nx, next = pm_model_nfactor(&gf->train), iq = pm_model_iq(&gf->train);
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

/* Smallest and largest training time of g. */
static void S_t_range(const pm_group *g, double *lo, double *hi)
{
    *lo = INFINITY;
    *hi = -INFINITY;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            *lo = fmin(*lo, g->t[k]);
            *hi = fmax(*hi, g->t[k]);
        }
}

/* Append a warning of the given code about unknown xi (parameter `param`). */
static pm_warning *S_warn(pm_group_fit *gf, pm_warn_code code, size_t xi, const char *param)
{
    gf->warnings = pm_xrealloc(gf->warnings, gf->nwarnings + 1, sizeof *gf->warnings);
    pm_warning *w = &gf->warnings[gf->nwarnings++];
    memset(w, 0, sizeof *w);
    w->code = code;
    w->unknown = pm_xstrdup(gf->xname[xi]);
    w->param = param ? pm_xstrdup(param) : NULL;
    return w;
}

/* 1 when a warning of gf already names unknown `name` (as its unknown or its other). */
static int S_named(const pm_group_fit *gf, const char *name)
{
    for (size_t i = 0; i < gf->nwarnings; i++)
        if ((gf->warnings[i].unknown && strcmp(gf->warnings[i].unknown, name) == 0) ||
            (gf->warnings[i].other && strcmp(gf->warnings[i].other, name) == 0))
            return 1;
    return 0;
}

/* Every unknown but the q's (interval_unknown covers them) whose interval could not be
 * computed is unknown and says so: held on a bound, resting only on configurations the fit
 * matches exactly (a level seen in one configuration), or refits that failed. An interval
 * of width 0 claims a certainty no fit has, so it is unknown too. An unknown that another
 * warning names already (on_bound, zero_coefficient) gets no second one. */
static void S_coef_intervals(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o)
{
    const pm_model_data *m = &gf->train;
    size_t ipow = pm_model_ipow(m), iq = pm_model_iq(m), nq = pm_model_nfactor(m);
    for (size_t i = 0; i < gf->nx; i++) {
        if (i >= iq && i < iq + nq)
            continue;
        if (isfinite(gf->ci_lo[i]) && isfinite(gf->ci_hi[i]) && gf->ci_hi[i] > gf->ci_lo[i])
            continue;
        gf->ci_lo[i] = gf->ci_hi[i] = gf->se[i] = NAN;
        if (S_named(gf, gf->xname[i]))
            continue;
        size_t param = (size_t)-1, count = 0;
        int power = i >= ipow && i < iq;
        if (i < m->nnum)
            param = m->num_param[i];
        else if (i < ipow && m->lev_param[i - m->nnum] != PM_MODEL_BASE) {
            size_t sl = i - m->nnum;
            param = m->lev_param[sl];
            for (size_t k = 0; k < m->n; k++)
                for (size_t c = 0; c < m->ncat; c++)
                    count += m->slot[k * m->ncat + c] == (uint32_t)sl;
        } else if (power)
            param = i - ipow < m->nnum ? m->num_param[i - ipow] : m->ext_param[i - ipow - m->nnum];
        if (param == PM_MODEL_REGIME)
            param = (size_t)-1;
        pm_warning *w =
            S_warn(gf, PM_WARN_NO_INTERVAL, i, param != (size_t)-1 ? d->params[param].name : NULL);
        w->v[0] = gf->x[i];
        w->v[1] = power ? fabs(gf->x[i]) >= o->pow_max - 1e-3 : gf->x[i] <= 0.0;
        w->count = count;
    }
}

/* The segmented form was asked to break at o->cores and could not: say why (cores_unused). */
static void S_warn_cores(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o)
{
    pm_buf names = PM_BUF_INIT;
    pm_regime reg;
    S_parallel_regime(d, gf->g, (double)o->cores, &reg);
    for (size_t i = 0; i < reg.nparam; i++)
        pm_buf_printf(&names, "%s%s", i ? " x " : "", d->params[reg.param[i]].name);
    double top = 0.0;
    for (size_t k = 0; reg.nparam && k < gf->g->n; k++)
        if (gf->g->train[k])
            top = fmax(top, pm_regime_product(d, &reg, gf->g->idx + k * d->nparams));
    gf->warnings = pm_xrealloc(gf->warnings, gf->nwarnings + 1, sizeof *gf->warnings);
    pm_warning *w = &gf->warnings[gf->nwarnings++];
    memset(w, 0, sizeof *w);
    w->code = PM_WARN_CORES_UNUSED;
    w->unknown = pm_xstrdup("breakpoint");
    w->param = reg.nparam ? pm_xstrdup(names.data) : NULL;
    w->v[0] = (double)o->cores;
    w->v[1] = top;
    w->count = gf->train.nreg != 0;
    pm_buf_free(&names);
}

/* Share of the smallest prediction on the training configurations at which the constant C
 * is said to decide an extrapolation (constant_decides): from there on, at least half of
 * every prediction past the fitted range is C, whatever the exponents. */
#define S_C_DECIDES 0.5

/* constant_decides: C is at least S_C_DECIDES of the smallest prediction on the training
 * configurations and an extrinsic factor has a negative exponent, so past that factor's
 * largest fitted value the predictions approach C. Names the factor with the most negative
 * exponent. */
static void S_warn_constant(const pm_dataset *d, pm_group_fit *gf)
{
    const pm_model_data *m = &gf->train;
    size_t ipow = pm_model_ipow(m), nx = gf->nx;
    double cval = gf->x[nx - 1], qmin = 0.0;
    size_t param = (size_t)-1;
    for (size_t i = m->nnum + m->nprod; i < m->nnum + m->next; i++) {
        size_t pj = m->ext_param[i - m->nnum];
        if (pj != PM_MODEL_REGIME && gf->x[ipow + i] < qmin) {
            qmin = gf->x[ipow + i];
            param = pj;
        }
    }
    if (!(cval > 0) || param == (size_t)-1 || m->n == 0)
        return;
    double *xm = pm_xmalloc_array(nx, sizeof *xm), *pred = pm_xmalloc_array(m->n, sizeof *pred);
    S_to_model(gf, gf->x, xm);
    pm_model_work w;
    pm_model_work_init(&w, m);
    pm_model_predict(m, xm, &w, pred);
    pm_model_work_free(&w, m);
    double pmin = INFINITY;
    for (size_t k = 0; k < m->n; k++)
        pmin = pred[k] < pmin ? pred[k] : pmin;
    pmin *= m->scale; /* the data unit, as C */
    if (isfinite(pmin) && pmin > 0 && cval >= S_C_DECIDES * pmin) {
        const pm_group *g = gf->g;
        uint32_t top = 0;
        for (size_t k = 0; k < g->n; k++)
            if (g->train[k] && g->idx[k * d->nparams + param] > top)
                top = g->idx[k * d->nparams + param]; /* value indices ascend with the value */
        pm_warning *wc = S_warn(gf, PM_WARN_CONSTANT_DECIDES, nx - 1, d->params[param].name);
        wc->v[0] = cval;
        wc->v[1] = cval / pmin;
        wc->v[2] = d->params[param].values[top];
    }
    free(pred);
    free(xm);
}

/* The identifiability checks of one group. */
static void S_warnings(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o)
{
    const pm_model_data *m = &gf->train;
    size_t ipow = pm_model_ipow(m);
    double tlo, thi;
    S_t_range(gf->g, &tlo, &thi);
    if ((pm_form_get(o->form)->layout & PM_LAYOUT_REGIME) && o->cores > 0 && !gf->regime_given)
        S_warn_cores(d, gf, o);
    if (tlo == thi) {
        pm_warning *w = S_warn(gf, PM_WARN_TARGET_CONSTANT, gf->nx - 1, NULL);
        w->v[0] = tlo;
    } else {
        S_warn_constant(d, gf);
    }
    for (size_t i = 0; i < m->nnum + m->next; i++) {
        size_t xi = ipow + i;
        size_t param = i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum];
        if (param == PM_MODEL_REGIME) { /* the exponent past the breakpoint: on a bound? */
            if (fabs(gf->x[xi]) >= o->pow_max - 1e-3) {
                pm_warning *w = S_warn(gf, PM_WARN_ON_BOUND, xi, gf->xname[xi]);
                w->v[0] = gf->x[xi];
                w->v[1] = o->pow_max;
            }
            continue;
        }
        const char *name = d->params[param].name;
        size_t distinct = gf->g->ndistinct[param];
        double v = gf->x[xi];
        int extrinsic = i >= m->nnum + m->nprod; /* product form: p's lead the block */
        if (extrinsic && o->bootstrap > 0 && !isfinite(gf->ci_lo[xi])) {
            pm_warning *w = S_warn(gf, PM_WARN_INTERVAL_UNKNOWN, xi, name);
            w->count = gf->nboot_used;
            w->needed = gf->nboot;
        }
        if (distinct < 2 || (distinct < 3 && !extrinsic)) {
            pm_warning *w = S_warn(gf, PM_WARN_TOO_FEW_VALUES, xi, name);
            w->count = distinct;
            w->needed = extrinsic ? 2 : 3;
            continue;
        }
        if (distinct == 2)
            S_warn(gf, PM_WARN_TWO_VALUES, xi, name);
        if (fabs(v) >= o->pow_max - 1e-3) {
            pm_warning *w = S_warn(gf, PM_WARN_ON_BOUND, xi, name);
            w->v[0] = v;
            w->v[1] = o->pow_max;
        } else if (o->fits > 1 && gf->std[xi] > fabs(gf->mean[xi])) {
            pm_warning *w = S_warn(gf, PM_WARN_SEED_SPREAD, xi, name);
            w->v[0] = gf->std[xi];
            w->v[1] = gf->mean[xi];
        } else if (isfinite(gf->ci_lo[xi]) && gf->ci_hi[xi] - gf->ci_lo[xi] > 2.0) {
            pm_warning *w = S_warn(gf, PM_WARN_WIDE_INTERVAL, xi, name);
            w->v[0] = v;
            w->v[1] = gf->ci_lo[xi];
            w->v[2] = gf->ci_hi[xi];
        } else if (i < m->nnum && gf->x[i] <= 1e-9 * gf->train.scale) {
            pm_warning *w = S_warn(gf, PM_WARN_ZERO_COEF, xi, name);
            w->other = pm_xstrdup(gf->xname[i]);
        }
    }
    if (o->bootstrap > 0)
        S_coef_intervals(d, gf, o);
}

/* Release the run's scratch and everything fitted so far; returns -1 for the caller. */
static int S_fail(S_run *run, pm_fit *f)
{
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        free(run->boot_x[gi]);
        free(run->boot_ok[gi]);
    }
    free(run->cfg);
    free(run->boot_x);
    free(run->boot_ok);
    free(run->fit_bad);
    pm_fit_free(f);
    return -1;
}

int pm_fit_run(const pm_dataset *d, const pm_fit_opts *o, pm_fit *f, pm_error *err)
{
    memset(f, 0, sizeof *f);
    f->opts = *o;
    if (f->opts.fits == 0)
        f->opts.fits = 1;
    if (f->opts.lambda_auto && f->opts.reg == PM_REG_NONE)
        f->opts.reg = PM_REG_L2; /* choosing a weight implies a penalty to weigh */
    o = &f->opts;
    int threads = o->threads > 0 ? o->threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (threads < 1)
        threads = 1;
    f->ngroups = d->ngroups;
    f->groups = pm_xcalloc(d->ngroups ? d->ngroups : 1, sizeof *f->groups);
    S_run run = {d,
                 o,
                 f,
                 pm_xcalloc(d->ngroups + 1, sizeof(pm_cost_config)),
                 pm_xcalloc(d->ngroups + 1, sizeof(double *)),
                 pm_xcalloc(d->ngroups + 1, sizeof(unsigned char *)),
                 pm_xcalloc(pm_st_add(pm_st_mult(d->ngroups, o->fits), 1), 1)};
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        const pm_group *g = &d->groups[gi];
        pm_group_fit *gf = &f->groups[gi];
        gf->g = g;
        gf->loo = g->loo;
        if (g->ntrain == 0) {
            pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                         "group '%.100s' has no training rows (%zu configurations)", g->name, g->n);
            return S_fail(&run, f);
        }
        double scale = o->raw_units ? 1.0 : S_median_t(g);
        pm_cost_config *cfg = &run.cfg[gi];
        cfg->loss = o->loss;
        cfg->reg = o->reg;
        cfg->lambda = o->lambda;
        cfg->pow_max = o->pow_max;
        cfg->coef_max = o->coef_max > 0 ? o->coef_max / scale : 1000.0;
        /* the form: named, or chosen by cross-validation (the two coincide without a
           numeric intrinsic parameter: then the paper's) */
        pm_model_form form = o->form == PM_FORM_AUTO ? PM_FORM_PAPER : pm_form_get(o->form)->id;
        for (size_t k = 0; k < PM_FORM_NFORMS; k++)
            gf->form_cv[k] = gf->form_far[k] = NAN;
        gf->regime_lo = gf->regime_hi = NAN;
        pm_regime reg = {0};
        if ((pm_form_get(o->form)->layout & PM_LAYOUT_REGIME) || o->form == PM_FORM_AUTO)
            S_choose_regime(&run, gi, scale, &reg, &gf->regime_given, &gf->regime_lo,
                            &gf->regime_hi);
        if (o->form == PM_FORM_AUTO) {
            pm_model_form tried[PM_FORM_NFORMS];
            size_t ntried = 0;
            for (size_t k = 0; k < PM_FORM_NFORMS; k++)
                if (pm_form_get((pm_model_form)k)->applies(d) &&
                    (!(pm_form_get((pm_model_form)k)->layout & PM_LAYOUT_REGIME) || reg.nparam > 0))
                    tried[ntried++] = (pm_model_form)k;
            if (ntried > 1) {
                pm_progress_step("choosing the model's form", ntried * 6, 1);
                form = S_choose_form(&run, gi, scale, threads, tried, ntried, &reg, gf->form_cv,
                                     gf->form_far);
            }
        }
        if (reg.nparam == 0)
            form = pm_form_unbroken(form); /* no factor to break: a segmented form is its
                                              unbroken one */
        size_t ntrain;
        pm_model_data_build_split(d, g, g->train, scale, form, &reg, &gf->rows, &ntrain);
        pm_model_data_view(&gf->rows, 0, ntrain, &gf->train);
        pm_model_data_view(&gf->rows, ntrain, gf->rows.n, &gf->test);
        if (gf->train.n < pm_model_nx(&gf->train)) {
            pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                         "group '%.100s' has %zu training configurations for %zu unknowns: "
                         "the model cannot be fitted (measure more configurations, use a "
                         "larger --train-fraction, or name fewer parameters)",
                         g->name, gf->train.n, pm_model_nx(&gf->train));
            return S_fail(&run, f);
        }
        gf->nx = pm_model_nx(&gf->train);
        gf->xname = pm_xmalloc_array(gf->nx, sizeof *gf->xname);
        for (size_t i = 0; i < gf->nx; i++) {
            char name[300];
            pm_model_xname(&gf->train, d, i, name, sizeof name);
            gf->xname[i] = pm_xstrdup(name);
        }
        gf->x = pm_xcalloc(gf->nx, sizeof(double));
        gf->mean = pm_xcalloc(gf->nx, sizeof(double));
        gf->std = pm_xcalloc(gf->nx, sizeof(double));
        gf->ci_lo = pm_xmalloc_array(gf->nx, sizeof(double));
        gf->ci_hi = pm_xmalloc_array(gf->nx, sizeof(double));
        gf->se = pm_xmalloc_array(gf->nx, sizeof(double));
        gf->all_x = pm_xmalloc_array(gf->nx, sizeof(double));
        gf->all_se = pm_xmalloc_array(gf->nx, sizeof(double));
        for (size_t i = 0; i < gf->nx; i++)
            gf->ci_lo[i] = gf->ci_hi[i] = gf->se[i] = gf->all_x[i] = gf->all_se[i] = NAN;
        gf->fit_x = pm_xcalloc(pm_st_mult(o->fits, gf->nx), sizeof(double));
        gf->fit_cost = pm_xcalloc(o->fits, sizeof(double));
    }

    /* lambda by cross-validation, per group, before the fits */
    if (o->lambda_auto)
        pm_progress_step("cross-validating lambda", d->ngroups * PM_SWEEP_N * 5, 1);
    if (o->lambda_auto)
        for (size_t gi = 0; gi < d->ngroups; gi++) {
            S_cv cv = {&run, gi, pm_xcalloc(PM_SWEEP_N * 5, sizeof(double))};
            pm_pool_run(PM_SWEEP_N * 5, threads, S_task_cv, &cv);
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
            run.cfg[gi].lambda = pm_sweep_lambda(best);
            if (run.cfg[gi].reg == PM_REG_NONE)
                run.cfg[gi].reg = PM_REG_L2;
            free(cv.score);
        }
    for (size_t gi = 0; gi < d->ngroups; gi++)
        f->groups[gi].lambda = run.cfg[gi].reg == PM_REG_NONE ? 0.0 : run.cfg[gi].lambda;

    /* the fits: every (group, seed) pair is one task */
    pm_progress_step("seeds", d->ngroups * o->fits, 1);
    pm_pool_run(d->ngroups * o->fits, threads, S_task_fit, &run);
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        pm_group_fit *gf = &f->groups[gi];
        size_t nx = gf->nx, nf = o->fits;
        /* the model: the lowest-cost fit among those that are a model at all */
        gf->best = nf;
        for (size_t fi = 0; fi < nf; fi++)
            if (!run.fit_bad[gi * nf + fi] &&
                (gf->best == nf || gf->fit_cost[fi] < gf->fit_cost[gf->best]))
                gf->best = fi;
        if (gf->best == nf) {
            double lo, hi;
            S_t_range(gf->g, &lo, &hi);
            pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                         "group '%.100s': no fit gave a usable model (its predictions are "
                         "not finite positive times); the training times range from %g to %g, "
                         "which cannot be modelled in double precision",
                         gf->g->name, lo, hi);
            return S_fail(&run, f);
        }
        memcpy(gf->x, gf->fit_x + gf->best * nx, nx * sizeof(double));
        for (size_t i = 0; i < nx; i++) {
            double s = 0, s2 = 0;
            for (size_t fi = 0; fi < nf; fi++)
                s += gf->fit_x[fi * nx + i];
            double mean = s / (double)nf;
            for (size_t fi = 0; fi < nf; fi++) {
                double e = gf->fit_x[fi * nx + i] - mean;
                s2 += e * e;
            }
            gf->mean[i] = mean;
            gf->std[i] = nf > 1 ? sqrt(s2 / (double)(nf - 1)) : 0.0;
        }
        /* predictions and metrics of the model */
        double *xm = pm_xmalloc_array(nx, sizeof *xm);
        S_to_model(gf, gf->x, xm);
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
        if (!isfinite(gf->m_train.mape) || !isfinite(gf->m_train.rmse)) {
            double lo, hi;
            S_t_range(gf->g, &lo, &hi);
            pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                         "group '%.100s': the model's errors are not finite numbers; the "
                         "training times range from %g to %g, which cannot be modelled in "
                         "double precision",
                         gf->g->name, lo, hi);
            return S_fail(&run, f);
        }
        if (o->bootstrap > 0) {
            run.boot_x[gi] = pm_xmalloc_array(pm_st_mult(o->bootstrap, nx), sizeof(double));
            run.boot_ok[gi] = pm_xcalloc(o->bootstrap, 1);
        }
        if (o->lambda_sweep)
            gf->sweep = pm_xcalloc(PM_SWEEP_N, sizeof *gf->sweep);
    }

    S_leave_one_out(&run, threads);

    /* intervals: from the Jacobian of the model (log loss), or by refitting resamples from
       the model, in parallel over (group, resample) */
    int sandwich = o->interval == PM_CI_SANDWICH || o->interval == PM_CI_SANDWICH_HC3;
    if (o->bootstrap > 0 && sandwich && o->loss == PM_LOSS_LOG) {
        /* the intervals and the gate's refit in one batch (groups differ in size: no
           estimate), the refits, which take longer, first */
        pm_progress_step("intervals and the gate's refit on every configuration", 2 * d->ngroups,
                         0);
        pm_pool_run(2 * d->ngroups, threads, S_task_errors, &run);
        for (size_t gi = 0; gi < d->ngroups; gi++) {
            free(run.boot_x[gi]); /* refits are not needed */
            free(run.boot_ok[gi]);
        }
    } else if (o->bootstrap > 0) {
        pm_progress_step("intervals, resamples", d->ngroups * o->bootstrap, 1);
        pm_pool_run(d->ngroups * o->bootstrap, threads, S_task_boot, &run);
        for (size_t gi = 0; gi < d->ngroups; gi++) {
            S_intervals(&f->groups[gi], run.boot_x[gi], run.boot_ok[gi], o->bootstrap);
            free(run.boot_x[gi]);
            free(run.boot_ok[gi]);
        }
    }
    if (o->lambda_sweep) {
        pm_progress_step("lambda sweep", d->ngroups * PM_SWEEP_N, 1);
        pm_pool_run(d->ngroups * PM_SWEEP_N, threads, S_task_sweep, &run);
    }
    for (size_t gi = 0; gi < d->ngroups; gi++)
        S_warnings(d, &f->groups[gi], o);
    free(run.cfg);
    free(run.boot_x);
    free(run.boot_ok);
    free(run.fit_bad);
    return 0;
}

void pm_fit_free(pm_fit *f)
{
    if (f == NULL)
        return;
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        pm_group_fit *gf = &f->groups[gi];
        pm_model_data_free(&gf->train);
        pm_model_data_free(&gf->test);
        pm_model_data_free(&gf->rows);
        for (size_t i = 0; i < gf->nx; i++)
            free(gf->xname[i]);
        free(gf->xname);
        free(gf->x);
        free(gf->mean);
        free(gf->std);
        free(gf->ci_lo);
        free(gf->ci_hi);
        free(gf->se);
        free(gf->all_x);
        free(gf->all_se);
        free(gf->boot_q);
        free(gf->fit_x);
        free(gf->fit_cost);
        free(gf->pred_train);
        free(gf->pred_test);
        free(gf->loo_pred);
        for (size_t i = 0; i < gf->nwarnings; i++)
            pm_warning_free(&gf->warnings[i]);
        free(gf->warnings);
        if (gf->sweep)
            for (size_t i = 0; i < PM_SWEEP_N; i++)
                free(gf->sweep[i].x);
        free(gf->sweep);
    }
    free(f->groups);
    memset(f, 0, sizeof *f);
}

void pm_fit_drop_rows(pm_fit *f)
{
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        pm_model_data_drop_rows(&f->groups[gi].train);
        pm_model_data_drop_rows(&f->groups[gi].test);
        pm_model_data_drop_rows(&f->groups[gi].rows);
    }
}

char pm_fit_kind(const pm_group_fit *gf, size_t i)
{
    size_t ipow = pm_model_ipow(&gf->train);
    if (i + 1 == gf->nx)
        return 'C';
    if (i < ipow)
        return 'a';
    return i < pm_model_iq(&gf->train) ? 'p' : 'q';
}

size_t pm_fit_xindex(const pm_group_fit *gf, pm_xblock block, size_t k)
{
    const pm_model_data *m = &gf->train;
    switch (block) {
    case PM_X_TERM_A: return k;
    case PM_X_LEVEL_A: return m->nnum + k;
    case PM_X_TERM_P: return pm_model_ipow(m) + k; /* either form */
    case PM_X_EXP_Q: return pm_model_iq(m) + k;
    case PM_X_REGIME: return pm_model_ireg(m);
    case PM_X_CONST: break;
    }
    return gf->nx - 1;
}
