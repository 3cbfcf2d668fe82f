/* engine.c - the two optimizers that fit one group. */
#include "fit/engine.h"

#include "fit/de.h"
#include "fit/lm.h"
#include "fit/polish.h"
#include "fit/varpro.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *pm_optimizer_name(pm_optimizer o)
{
    return o == PM_OPT_PAPER ? "paper" : "vp";
}

int pm_optimizer_from_name(const char *s, pm_optimizer *out)
{
    if (pm_text_ieq(s, "vp") || pm_text_ieq(s, "default")) {
        *out = PM_OPT_VP;
        return 0;
    }
    if (pm_text_ieq(s, "paper")) {
        *out = PM_OPT_PAPER;
        return 0;
    }
    return -1;
}

/* Context of the reduced (powers-only) cost. */
typedef struct S_vp_ctx {
    const pm_model_data *m;
    const pm_cost_config *cfg;
    pm_vp_work w;
    size_t nfev;
} S_vp_ctx;

static double S_vp_cost(const double *pw, void *ctx, int thread)
{
    S_vp_ctx *c = ctx;
    (void)thread;
    c->nfev++;
    /* inside the global search one weighted solve per candidate is enough */
    return pm_vp_solve(c->m, c->cfg, pw, PM_VP_FAST, &c->w);
}

/* Context of the full cost (paper optimizer). */
typedef struct S_full_ctx {
    const pm_model_data *m;
    const pm_cost_config *cfg;
    pm_model_work w;
    double *pred;
    size_t nfev;
} S_full_ctx;

static double S_full_cost(const double *x, void *ctx, int thread)
{
    S_full_ctx *c = ctx;
    (void)thread;
    c->nfev++;
    return pm_cost_eval(c->m, c->cfg, x, &c->w, c->pred);
}

static void S_fit_vp(const pm_model_data *m, const pm_cost_config *cfg, const pm_engine_opts *o,
                     double *x, pm_engine_result *res)
{
    size_t nnl = pm_model_nnl(m), nx = pm_model_nx(m), ipow = pm_model_ipow(m);
    S_vp_ctx c;
    memset(&c, 0, sizeof c);
    c.m = m;
    c.cfg = cfg;
    pm_vp_work_init(&c.w, m, cfg);
    double *pw = pm_xcalloc(nnl + 1, sizeof *pw);
    double *lo = pm_xmalloc((nnl + 1) * sizeof *lo), *hi = pm_xmalloc((nnl + 1) * sizeof *hi);
    for (size_t i = 0; i < nnl; i++) {
        lo[i] = -cfg->pow_max;
        hi[i] = cfg->pow_max;
    }
    if (nnl > 0 && o->start == NULL) {
        pm_de_options de;
        pm_de_options_default(&de);
        de.variant = PM_DE_JDE;
        de.popsize = nnl * 4 < 32 ? 32 : nnl * 4;
        de.maxiter = 60;
        de.tol = 1e-4;
        de.seed = o->seed;
        pm_de_result dr;
        pm_de_minimize(nnl, lo, hi, S_vp_cost, &c, &de, pw, &dr);
        res->nit = dr.nit;
        res->converged = dr.converged;
    } else if (nnl > 0) {
        memcpy(pw, o->start + ipow, nnl * sizeof *pw);
    }
    double vpc = pm_vp_solve(m, cfg, pw, PM_VP_EXACT, &c.w);
    if (o->start != NULL) {
        /* a refit (bootstrap) polishes from the better of the start itself and the start's
           powers with coefficients solved anew: the start's coefficients are often the
           closer, and a polish never ends above where it began */
        double *pred = pm_xmalloc((m->n + 1) * sizeof *pred);
        double sc = pm_cost_eval(m, cfg, o->start, &c.w.mw, pred);
        if (sc < vpc || !(vpc == vpc))
            memcpy(c.w.x, o->start, nx * sizeof *x);
        free(pred);
    }
    /* Levenberg-Marquardt on every unknown finishes the job (reweighted for mae/mape/L1) */
    res->cost = pm_lm_polish(m, cfg, c.w.x, cfg->loss == PM_LOSS_LOG ? 100 : 300);
    memcpy(x, c.w.x, nx * sizeof *x);
    res->nfev = c.nfev + 1;
    free(pw);
    free(lo);
    free(hi);
    pm_vp_work_free(&c.w, m);
}

static void S_fit_paper(const pm_model_data *m, const pm_cost_config *cfg, const pm_engine_opts *o,
                        double *x, pm_engine_result *res)
{
    size_t nx = pm_model_nx(m);
    S_full_ctx c;
    memset(&c, 0, sizeof c);
    c.m = m;
    c.cfg = cfg;
    pm_model_work_init(&c.w, m);
    c.pred = pm_xmalloc((m->n + 1) * sizeof *c.pred);
    double *lo = pm_xmalloc(nx * sizeof *lo), *hi = pm_xmalloc(nx * sizeof *hi);
    pm_cost_bounds(m, cfg, lo, hi);
    if (o->start == NULL) {
        pm_de_options de;
        pm_de_options_default(&de); /* scipy's defaults */
        de.seed = o->seed;
        pm_de_result dr;
        pm_de_minimize(nx, lo, hi, S_full_cost, &c, &de, x, &dr);
        res->nit = dr.nit;
        res->converged = dr.converged;
    } else {
        memcpy(x, o->start, nx * sizeof *x);
    }
    double cost;
    pm_polish_nelder_mead(nx, lo, hi, S_full_cost, &c, x, &cost, 200 * nx, 1e-10);
    res->cost = S_full_cost(x, &c, 0);
    res->nfev = c.nfev;
    free(lo);
    free(hi);
    free(c.pred);
    pm_model_work_free(&c.w, m);
}

/* 1 when x is no model of m: a non-finite unknown or cost, or a prediction that is not a
 * positive finite time (every coefficient 0 predicts 0, infinitely wrong on the log scale). */
static int S_degenerate(const pm_model_data *m, const double *x, double cost)
{
    size_t nx = pm_model_nx(m);
    if (!isfinite(cost))
        return 1;
    for (size_t i = 0; i < nx; i++)
        if (!isfinite(x[i]))
            return 1;
    double *pred = pm_xmalloc((m->n + 1) * sizeof *pred);
    pm_model_work w;
    pm_model_work_init(&w, m);
    pm_model_predict(m, x, &w, pred);
    pm_model_work_free(&w, m);
    int bad = 0;
    for (size_t k = 0; k < m->n && !bad; k++)
        bad = !(pred[k] > 1e-300 && pred[k] < 1e300); /* also catches NaN */
    free(pred);
    return bad;
}

void pm_engine_fit(const pm_model_data *m, const pm_cost_config *cfg, const pm_engine_opts *o,
                   double *x, pm_engine_result *res)
{
    memset(res, 0, sizeof *res);
    memset(x, 0, pm_model_nx(m) * sizeof *x);
    if (m->n == 0)
        return;
    if (o->optimizer == PM_OPT_PAPER)
        S_fit_paper(m, cfg, o, x, res);
    else
        S_fit_vp(m, cfg, o, x, res);
    res->degenerate = S_degenerate(m, x, res->cost);
}
