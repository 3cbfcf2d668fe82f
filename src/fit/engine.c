/* engine.c - the two optimizers that fit one group. */
#include "fit/engine.h"

#include "fit/de.h"
#include "fit/gauge.h"
#include "fit/interval.h"
#include "fit/lm.h"
#include "fit/polish.h"
#include "fit/varpro.h"
#include "util/rng.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
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

/* The global search over the powers on ms, then the coefficients solved exactly for the best
 * powers: into w->x. */
static void S_search(const pm_model_data *ms, const pm_cost_config *cfg, uint64_t seed,
                     pm_engine_result *res, S_vp_ctx *c)
{
    size_t nnl = pm_model_nnl(ms);
    double *pw = pm_xcalloc(nnl + 1, sizeof *pw);
    double *lo = pm_xmalloc_array(nnl + 1, sizeof *lo), *hi = pm_xmalloc_array(nnl + 1, sizeof *hi);
    for (size_t i = 0; i < nnl; i++) {
        lo[i] = -cfg->pow_max;
        hi[i] = cfg->pow_max;
    }
    if (nnl > 0) {
        pm_de_options de;
        pm_de_options_default(&de);
        de.variant = PM_DE_JDE;
        de.popsize = nnl * 4 < 32 ? 32 : nnl * 4;
        de.maxiter = 60;
        de.tol = 1e-4;
        de.seed = seed;
        pm_de_result dr;
        pm_de_minimize(nnl, lo, hi, S_vp_cost, c, &de, pw, &dr);
        res->nit = dr.nit;
        res->converged = dr.converged;
    }
    pm_vp_solve(ms, cfg, pw, PM_VP_EXACT, &c->w);
    free(pw);
    free(lo);
    free(hi);
}

/* Levenberg-Marquardt iterations for the loss: reweighted ones need more. */
static int S_lm_iter(const pm_cost_config *cfg)
{
    return cfg->loss == PM_LOSS_LOG ? 100 : 300;
}

/* ---- the global search on a sample of the configurations ----
 *
 * The powers enter the model only through the few distinct values of each parameter, so a
 * few thousand configurations locate them as well as a million: past twice
 * S_search_rows(m) configurations the search runs on a stratified sample of that many, and
 * Levenberg-Marquardt on every configuration refines its result. The refinement must then move the
 * powers by no more than the sample's own noise (its sandwich standard errors, interval.h); when
 * one moves further the sample misled the search, which is run again on a sample four times larger
 * (in the end on every configuration), and the lowest cost on all of them wins. */

/* Configurations the search runs on when it samples (it does past twice as many). */
static size_t S_search_rows(const pm_model_data *m, const pm_engine_opts *o)
{
    if (o->search_rows > 0)
        return o->search_rows;
    size_t k = 64 * pm_model_nx(m);
    return k > PM_SEARCH_ROWS ? k : PM_SEARCH_ROWS;
}

/* The refinement on every one of n configurations stops at the first step that lowered the
 * cost by at most S_REFINE_TOL / n of itself. For the log loss n x cost is the sum of squared
 * residuals, about n sigma^2, so such a step lowered it by 0.01 sigma^2: a move of a tenth of
 * a standard error, which no statistic can tell from none. (Along the flat valleys where
 * intrinsic powers trade off against the level coefficients Levenberg-Marquardt would creep
 * on for its 100 steps, each a pass over every row.) The samples on the way only provide a
 * start, and stop at 0.1 sigma^2 (S_STEP_TOL). */
#define S_REFINE_TOL 1e-2
#define S_STEP_TOL 1e-1

/* How far, in standard errors of the sample's fit, the refinement may move a power. */
#define S_MOVE_MAX 6.0

/* The order S_sample draws from (n rows, malloc'd): strata are the combinations of extrinsic
 * values (rows sharing them share the extrinsic product), one after the other, each in the
 * configurations' order. It depends on m alone: every sample of a fit draws from one. */
static size_t *S_sample_order(const pm_model_data *m)
{
    /* the extrinsic factors (in the product form the intrinsic powers come first) */
    size_t n = m->n, npow = m->nnum + m->next, j0 = m->nnum + m->nprod, nstrata = 1;
    for (size_t j = j0; j < npow && nstrata <= 65536; j++)
        nstrata *= m->nval[j] ? m->nval[j] : 1;
    size_t *order = pm_xmalloc_array(n, sizeof *order);
    if (nstrata > 65536) {
        for (size_t r = 0; r < n; r++)
            order[r] = r; /* too many combinations to count: the configurations' order */
    } else {
        /* counting sort of the rows by their combination of extrinsic values */
        size_t *start = pm_xcalloc(nstrata + 1, sizeof *start),
               *key = pm_xmalloc_array(n, sizeof *key);
        for (size_t r = 0; r < n; r++) {
            size_t kk = 0;
            for (size_t j = j0; j < npow; j++)
                kk = kk * m->nval[j] + m->vidx[r * npow + j];
            key[r] = kk;
            start[kk + 1]++;
        }
        for (size_t s = 0; s < nstrata; s++)
            start[s + 1] += start[s];
        for (size_t r = 0; r < n; r++)
            order[start[key[r]]++] = r;
        free(start);
        free(key);
    }
    return order;
}

/* Choose k of m's n rows into rows[] from S_sample_order's order: every stratum gets its
 * share of k (rounded), and within it the rows are spread evenly over the configurations'
 * order from a seeded offset (a systematic sample, which stratifies the intrinsic values
 * too). */
static void S_sample(const pm_model_data *m, const size_t *order, size_t k, double offset,
                     size_t *rows)
{
    size_t n = m->n;
    double step = (double)n / (double)k, u = fmod(offset, step);
    for (size_t i = 0; i < k; i++) {
        size_t r = (size_t)(u + (double)i * step);
        rows[i] = order[r < n ? r : n - 1];
    }
}

/* The largest move of a power from xs (the sample's fit) to xf (every row's) in standard
 * errors of xs; NAN when the sample's fit has no usable Jacobian. */
static double S_moved(const pm_model_data *ms, const pm_cost_config *cfg, const double *xs,
                      const double *xf)
{
    size_t nx = pm_model_nx(ms), ipow = pm_model_ipow(ms), nnl = pm_model_nnl(ms);
    double *se = pm_xmalloc_array(nx, sizeof *se), df, moved = 0.0;
    if (pm_interval_sandwich(ms, cfg, xs, 2, 0, 0, se, &df, NULL) != 0) {
        free(se);
        return NAN;
    }
    for (size_t i = ipow; i < ipow + nnl; i++)
        if (se[i] > 0 && isfinite(se[i]))
            moved = fmax(moved, fabs(xf[i] - xs[i]) / se[i]);
    free(se);
    return moved;
}

/* Search on samples of m (growing while the refinement moves beyond the noise), refine each
 * on every row; the lowest-cost result into x. */
static void S_fit_vp_sampled(const pm_model_data *m, const pm_cost_config *cfg,
                             const pm_engine_opts *o, double *x, pm_engine_result *res)
{
    size_t nx = pm_model_nx(m), k = S_search_rows(m, o);
    double *xs = pm_xmalloc_array(nx, sizeof *xs), *xf = pm_xmalloc_array(nx, sizeof *xf);
    res->cost = INFINITY;
    for (int round = 0;; round++) {
        int all = k >= m->n;
        /* one offset for the whole ladder: every sample (systematic, from the same offset)
           then holds the smaller ones, and each optimum is near the next */
        pm_rng rng;
        pm_rng_seed(&rng, pm_rng_mix(o->seed, (uint64_t)round));
        double offset = pm_rng_uniform(&rng) * (double)m->n / (double)k;
        pm_model_data sample;
        const pm_model_data *ms = m;
        /* the order and the rows freed before the last polish */
        size_t *order = all ? NULL : S_sample_order(m);
        size_t nrows = all ? 0 : k > m->n / 2 ? k : m->n / 2; /* k, and every k2 <= n / 2 */
        size_t *rows = pm_xmalloc_array(nrows + 1, sizeof *rows);
        if (!all) {
            S_sample(m, order, k, offset, rows);
            pm_model_data_rows(m, rows, k, &sample);
            ms = &sample;
        }
        S_vp_ctx c;
        memset(&c, 0, sizeof c);
        c.m = ms;
        c.cfg = cfg;
        pm_vp_work_init(&c.w, ms, cfg);
        pm_engine_result r;
        memset(&r, 0, sizeof r);
        S_search(ms, cfg, pm_rng_mix(o->seed, (uint64_t)round), &r, &c);
        memcpy(xs, c.w.x, nx * sizeof *xs);
        pm_vp_work_free(&c.w, ms);
        if (!all)
            pm_lm_polish_fast(ms, cfg, xs, S_lm_iter(cfg));
        memcpy(xf, xs, nx * sizeof *xf);
        /* the refinement climbs to every row through samples 4x larger each: each start is
           then close to the next optimum, and the costly polish on every row is short */
        for (size_t k2 = 4 * k; !all && 2 * k2 <= m->n; k2 *= 4) {
            pm_model_data mid;
            S_sample(m, order, k2, offset, rows);
            pm_model_data_rows(m, rows, k2, &mid);
            pm_lm_polish_tol(&mid, cfg, xf, S_lm_iter(cfg), S_STEP_TOL / (double)k2);
            pm_model_data_free(&mid);
        }
        free(order);
        free(rows);
        double cost =
            all ? pm_lm_polish(m, cfg, xf, S_lm_iter(cfg))
                : pm_lm_polish_tol(m, cfg, xf, S_lm_iter(cfg), S_REFINE_TOL / (double)m->n);
        double moved = all ? 0.0 : S_moved(ms, cfg, xs, xf);
        res->nfev += c.nfev + 1;
        if (round == 0 || cost < res->cost) {
            res->cost = cost;
            res->nit = r.nit;
            res->converged = r.converged;
            res->search_rows = ms->n;
            res->moved = moved;
            memcpy(x, xf, nx * sizeof *x);
        }
        if (!all)
            pm_model_data_free(&sample);
        if (all || !(moved > S_MOVE_MAX))
            break;
        k *= 4; /* the sample misled the search: a larger one */
    }
    free(xs);
    free(xf);
}

static void S_fit_vp(const pm_model_data *m, const pm_cost_config *cfg, const pm_engine_opts *o,
                     double *x, pm_engine_result *res)
{
    size_t nnl = pm_model_nnl(m), nx = pm_model_nx(m), ipow = pm_model_ipow(m);
    size_t k = S_search_rows(m, o);
    if (nnl > 0 && o->start == NULL && k <= SIZE_MAX / 2 && m->n > 2 * k) {
        S_fit_vp_sampled(m, cfg, o, x, res);
        return;
    }
    res->search_rows = m->n;
    S_vp_ctx c;
    memset(&c, 0, sizeof c);
    c.m = m;
    c.cfg = cfg;
    pm_vp_work_init(&c.w, m, cfg);
    if (o->start == NULL) {
        S_search(m, cfg, o->seed, res, &c);
    } else {
        double vpc = pm_vp_solve(m, cfg, o->start + ipow, PM_VP_EXACT, &c.w);
        /* a refit (bootstrap) polishes from the better of the start itself and the start's
           powers with coefficients solved anew: the start's coefficients are often the
           closer, and a polish never ends above where it began */
        double *pred = pm_xmalloc_array(m->n + 1, sizeof *pred);
        double sc = pm_cost_eval(m, cfg, o->start, &c.w.mw, pred);
        if (sc < vpc || !(vpc == vpc))
            memcpy(c.w.x, o->start, nx * sizeof *x);
        free(pred);
    }
    /* Levenberg-Marquardt on every unknown finishes the job (reweighted for mae/mape/L1) */
    res->cost = pm_lm_polish(m, cfg, c.w.x, S_lm_iter(cfg));
    memcpy(x, c.w.x, nx * sizeof *x);
    res->nfev = c.nfev + 1;
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
    c.pred = pm_xmalloc_array(m->n + 1, sizeof *c.pred);
    double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
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
    double *pred = pm_xmalloc_array(m->n + 1, sizeof *pred);
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
    pm_gauge_settle(m, cfg, x); /* a split design's free lines: one point (fit/gauge.h) */
    res->degenerate = S_degenerate(m, x, res->cost);
}
