/* logpow.c - the log form's log powers (fit/logpow.h). */
#include "fit/logpow.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "fit/seeds.h"
#include "util/pool.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The likelihood-ratio bound a log power must clear (chi^2, one degree of freedom, 95%). */
#define S_CHI2_95 3.841458820694124

/* The combinations of one search, fitted as the tasks of a pool. */
typedef struct S_search {
    const pm_fit_job *r;
    size_t gi;
    double scale;
    const unsigned char *use;
    pm_model_form form;
    size_t nf;      /* factors that may take a log power */
    size_t f[64];   /* their dataset parameter indices */
    size_t ncomb;   /* combinations tried */
    unsigned *comb; /* ncomb x nf: each one's j per factor */
    double *cost;   /* ncomb: the cost of each one's fit (INFINITY: no model) */
    double **x;     /* ncomb: each one's fit (with want_x) */
    int want_x;
    const double *x0; /* the unbroken form's fit on s->use (every j 0), where each
                         combination starts (S_start); NULL until there is one */
} S_search;

/* The regime of combination c: its factors with j > 0. */
static void S_reg(const S_search *s, size_t c, pm_regime *reg)
{
    memset(reg, 0, sizeof *reg);
    for (size_t i = 0; i < s->nf && reg->nlog < PM_LOGPOW_MAX; i++)
        if (s->comb[c * s->nf + i] > 0) {
            reg->log_param[reg->nlog] = s->f[i];
            reg->log_j[reg->nlog++] = s->comb[c * s->nf + i];
        }
}

/* The start of a combination's fit (layout m, whose unknowns are the unbroken form's): the
 * unbroken fit s->x0, each factor with a log power j its exponent lowered by j / ln E_c, E_c the
 * geometric mean of its values over the configurations. About E_c, (log2 E)^j grows as
 * E^(j / ln E_c), so the start predicts about what the unbroken fit does; the engine solves the
 * coefficients for these powers anew. */
static void S_start(const S_search *s, const pm_model_data *m, double *x)
{
    size_t nx = pm_model_nx(m), iq = pm_model_iq(m), npow = m->nnum + m->next;
    double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
    pm_cost_bounds(m, &s->r->cfg[s->gi], lo, hi);
    memcpy(x, s->x0, nx * sizeof *x);
    for (size_t i = 0; i < pm_model_nfactor(m) && m->n > 0; i++) {
        size_t slot = m->nnum + m->nprod + i;
        unsigned j = pm_model_logj(m, m->ext_param[m->nprod + i]);
        double lc = 0.0;
        for (size_t k = 0; j > 0 && k < m->n; k++)
            lc += m->lnval[slot][m->vidx[k * npow + slot]];
        lc /= (double)m->n;
        if (j > 0 && lc > 0) {
            double q = x[iq + i] - (double)j / lc;
            x[iq + i] = q < lo[iq + i] ? lo[iq + i] : q > hi[iq + i] ? hi[iq + i] : q;
        }
    }
    free(lo);
    free(hi);
}

/* Task c: combination c fitted from the unbroken fit (S_start; Levenberg-Marquardt), or from
 * scratch (seeds until a second agrees with the best, pm_seeds_fit_confirmed) while there is
 * none. */
static void S_task(void *ctx, size_t c)
{
    S_search *s = ctx;
    const pm_fit_job *r = s->r;
    pm_regime reg;
    S_reg(s, c, &reg);
    pm_model_data m;
    pm_model_data_build_regime(r->d, &r->d->groups[s->gi], s->use, s->scale, s->form, &reg, &m);
    s->cost[c] = INFINITY;
    size_t nx = pm_model_nx(&m);
    double *x = pm_xcalloc(nx + 1, sizeof *x), *start = NULL;
    if (m.n >= nx) {
        if (s->x0) {
            start = pm_xmalloc_array(nx, sizeof *start);
            S_start(s, &m, start);
        }
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x10aull, s->gi), start, 0};
        pm_engine_result res;
        if (start)
            pm_engine_fit(&m, &r->cfg[s->gi], &eo, x, &res);
        else /* the unbroken fit every other combination starts from: a confirmed one */
            pm_seeds_fit_confirmed(&m, &r->cfg[s->gi], &eo, x, &res);
        if (!res.degenerate)
            s->cost[c] = res.cost;
    }
    free(start);
    if (s->want_x || c == 0)
        s->x[c] = x; /* combination 0's is the unbroken fit where none was given */
    else
        free(x);
    pm_model_data_free(&m);
}

/* The factors of group gi that may take a log power on s->use: 3 or more values there, all
 * above 1. */
static void S_factors(S_search *s)
{
    const pm_dataset *d = s->r->d;
    const pm_group *g = &d->groups[s->gi];
    for (size_t j = 0; j < d->nparams && s->nf < 64; j++) {
        if (d->params[j].role != PM_ROLE_EXTRINSIC)
            continue;
        unsigned char *seen = pm_xcalloc(d->params[j].nvalues + 1, 1);
        size_t nv = 0;
        int above1 = 1;
        for (size_t k = 0; k < g->n; k++) {
            uint32_t v = g->idx[k * d->nparams + j];
            if (!s->use[k] || v == PM_DATASET_ABSENT)
                continue;
            nv += !seen[v];
            seen[v] = 1;
            above1 &= d->params[j].values[v] > 1.0;
        }
        free(seen);
        if (nv >= 3 && above1)
            s->f[s->nf++] = j;
    }
}

/* 1 when combination c's cost clears the bound against combination b's (which has one j less
 * on one factor): n ln(cost_b / cost_c) > S_CHI2_95 with n the configurations. */
static int S_clears(const S_search *s, size_t n, size_t c, size_t b)
{
    return isfinite(s->cost[c]) &&
           (!isfinite(s->cost[b]) || (double)n * log(s->cost[b] / s->cost[c]) > S_CHI2_95);
}

/* The index of the combination whose j's are js (nf entries), or SIZE_MAX. */
static size_t S_find(const S_search *s, const unsigned *js)
{
    for (size_t c = 0; c < s->ncomb; c++)
        if (memcmp(s->comb + c * s->nf, js, s->nf * sizeof *js) == 0)
            return c;
    return SIZE_MAX;
}

/* Whether combination c earns every log power it has: each factor's j, one less, must cost
 * more by the bound (S_clears). */
static int S_earned(const S_search *s, size_t n, size_t c)
{
    unsigned js[64];
    for (size_t i = 0; i < s->nf; i++) {
        if (s->comb[c * s->nf + i] == 0)
            continue;
        memcpy(js, s->comb + c * s->nf, s->nf * sizeof *js);
        js[i]--;
        size_t b = S_find(s, js);
        if (b != SIZE_MAX && !S_clears(s, n, c, b))
            return 0;
    }
    return 1;
}

/* Add every combination of j in 0..2 over the factors (3^nf of them). */
static void S_all_combinations(S_search *s)
{
    size_t total = 1;
    for (size_t i = 0; i < s->nf; i++)
        total *= 3;
    s->comb = pm_xcalloc(total * s->nf + 1, sizeof *s->comb);
    for (size_t c = 0; c < total; c++) {
        size_t v = c;
        for (size_t i = 0; i < s->nf; i++, v /= 3)
            s->comb[c * s->nf + i] = (unsigned)(v % 3);
    }
    s->ncomb = total;
}

/* Pool task c: combination c + 1 (combination 0, every j 0, is fitted first). */
static void S_task_next(void *ctx, size_t c)
{
    S_task(ctx, c + 1);
}

/* Fit combination 0 (from s->x0 where given, else from scratch: then the start of the
 * others), then the others from it (pool tasks). */
static void S_fit_all(S_search *s)
{
    s->cost = pm_xmalloc_array(s->ncomb + 1, sizeof *s->cost);
    s->x = pm_xcalloc(s->ncomb + 1, sizeof *s->x);
    S_task(s, 0);
    if (s->x0 == NULL)
        s->x0 = s->x[0];
    pm_pool_run(s->ncomb - 1, s->r->threads, S_task_next, s);
}

/* Past PM_LOGPOW_FULL factors: one factor at a time, in order, each given j = 1 and 2 with the
 * others as chosen so far, the earned lowest cost kept. Returns the combination chosen. */
static size_t S_greedy(S_search *s, size_t n)
{
    unsigned cur[64] = {0};
    size_t cap = (2 * s->nf + 1) * s->nf + 1, best;
    s->comb = pm_xcalloc(cap, sizeof *s->comb);
    s->cost = pm_xmalloc_array(2 * s->nf + 2, sizeof *s->cost);
    s->x = pm_xcalloc(2 * s->nf + 2, sizeof *s->x);
    s->ncomb = 1; /* every j 0 */
    S_task(s, 0);
    if (s->x0 == NULL)
        s->x0 = s->x[0];
    best = 0;
    for (size_t i = 0; i < s->nf; i++) {
        size_t from = best;
        for (unsigned j = 1; j <= 2; j++) {
            memcpy(s->comb + s->ncomb * s->nf, cur, s->nf * sizeof *cur);
            s->comb[s->ncomb * s->nf + i] = j;
            S_task(s, s->ncomb);
            size_t c = s->ncomb++;
            if (s->cost[c] < s->cost[best] && S_clears(s, n, c, j == 1 ? from : c - 1))
                best = c;
        }
        memcpy(cur, s->comb + best * s->nf, s->nf * sizeof *cur);
    }
    return best;
}

void pm_logpow_choose(const pm_fit_job *job, size_t gi, double scale, const unsigned char *use,
                      pm_model_form form, const double *x0, int want_x, pm_regime_choice *out)
{
    const pm_group *g = &job->d->groups[gi];
    S_search s = (S_search){job, gi, scale, use, form, 0, {0}, 0, NULL, NULL, NULL, want_x, x0};
    S_factors(&s);
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        n += use[k] != 0;
    if (s.nf == 0)
        return;
    size_t best = 0;
    if (s.nf <= PM_LOGPOW_FULL) {
        S_all_combinations(&s);
        S_fit_all(&s);
        for (size_t c = 1; c < s.ncomb; c++) /* all j 0 first: kept on a tie */
            if (s.cost[c] < s.cost[best] && S_earned(&s, n, c))
                best = c;
    } else {
        best = S_greedy(&s, n);
    }
    S_reg(&s, best, &out->reg);
    if (want_x && out->reg.nlog > 0) {
        out->x = s.x[best];
        s.x[best] = NULL;
    }
    for (size_t c = 0; c < s.ncomb; c++)
        free(s.x ? s.x[c] : NULL);
    free(s.x);
    free(s.cost);
    free(s.comb);
}
