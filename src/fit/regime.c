/* regime.c - where a form with a regime breaks: --cores, or a fitted breakpoint (fit/regime.h). */
#include "fit/regime.h"

#include "fit/engine.h"
#include "fit/logpow.h"
#include "fit/seeds.h"
#include "util/pool.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* Whether regime reg can be fitted on the configurations use marks of g: at least 2 distinct
 * values of P at or below the breakpoint and 1 past it. */
static int S_regime_usable(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                           const pm_regime *reg)
{
    double below[2] = {NAN, NAN};
    int past = 0;
    size_t nb = 0;
    for (size_t k = 0; k < g->n; k++) {
        if (!use[k])
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

void pm_regime_parallel(const pm_dataset *d, const pm_group *g, double cores, pm_regime *reg)
{
    memset(reg, 0, sizeof *reg);
    for (size_t j = 0; j < d->nparams && reg->nparam < PM_REGIME_MAX; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && g->ndistinct[j] > 0 &&
            S_parallel_name(d->params[j].name))
            reg->param[reg->nparam++] = j;
    reg->brk = cores;
}

/* The likelihood-ratio threshold of a 95% set for one unknown: the chi-square quantile on one
 * degree of freedom. */
#define S_CHI2_95 3.841458820694124

/* The candidates of one search, fitted as the tasks of a pool. */
typedef struct S_search {
    const pm_fit_job *r;
    size_t gi;
    double scale;
    const unsigned char *use; /* the configurations */
    pm_model_form form;       /* the form with the regime */
    const double *x0;         /* the unbroken form's fit on them */
    size_t ncand;
    pm_regime *cand; /* ncand candidates */
    double *cost;    /* ncand: the cost of each one's fit (INFINITY: no model) */
    size_t nx;       /* unknowns of the form with a regime */
    double *x;       /* ncand x nx: each one's fit */
    size_t nuse;     /* configurations use marks */
    size_t ux;       /* unknowns of the unbroken form */
    size_t *qat;     /* per dataset parameter: the index of its q in x0 (SIZE_MAX: none) */
} S_search;

/* The start of a candidate's fit (layout m): the unbroken fit s->x0 in m's layout, its power
 * past the breakpoint d chosen so that m predicts what the unbroken fit does: with one factor,
 * whose own power stops at the breakpoint, d is that factor's q; with several, each gains d
 * past it, so 0. */
static void S_start(const S_search *s, const pm_model_data *m, double *x)
{
    size_t ireg = pm_model_ireg(m), nx = pm_model_nx(m);
    memcpy(x, s->x0, ireg * sizeof *x); /* every unknown before d is at the same place */
    x[ireg] = 0.0;
    x[nx - 1] = s->x0[s->ux - 1]; /* C */
    if (m->reg.nparam == 1 && s->qat[m->reg.param[0]] != SIZE_MAX)
        x[ireg] = s->x0[s->qat[m->reg.param[0]]];
}

/* Task c: candidate c fitted from the unbroken fit (Levenberg-Marquardt from S_start). */
static void S_task_candidate(void *ctx, size_t c)
{
    S_search *s = ctx;
    const pm_fit_job *r = s->r;
    pm_model_data m;
    pm_model_data_build_regime(r->d, &r->d->groups[s->gi], s->use, s->scale, s->form, &s->cand[c],
                               &m);
    s->cost[c] = INFINITY;
    if (m.n >= pm_model_nx(&m) && pm_model_nx(&m) == s->nx) {
        double *start = pm_xmalloc_array(s->nx, sizeof *start);
        S_start(s, &m, start);
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x5e9ull, s->gi), start, 0};
        pm_engine_result res;
        pm_engine_fit(&m, &r->cfg[s->gi], &eo, s->x + c * s->nx, &res);
        if (!res.degenerate)
            s->cost[c] = res.cost;
        free(start);
    }
    pm_model_data_free(&m);
}

/* Every candidate breakpoint of factor j among the configurations s->use marks, appended to
 * s->cand: each of its distinct values there, ascending, with 2 values at or below it and 2
 * past it. */
static void S_factor_candidates(S_search *s, size_t j, size_t *cap)
{
    const pm_dataset *d = s->r->d;
    const pm_group *g = &d->groups[s->gi];
    size_t nv = d->params[j].nvalues;
    unsigned char *seen = pm_xcalloc(nv + 1, 1);
    for (size_t k = 0; k < g->n; k++)
        if (s->use[k])
            seen[g->idx[k * d->nparams + j]] = 1;
    size_t ns = 0, at = 0;
    for (size_t v = 0; v < nv; v++)
        ns += seen[v];
    for (size_t v = 0; v < nv; v++) {
        if (!seen[v])
            continue;
        at++;
        if (at < 2 || at + 2 > ns) /* 2 values up to it and 2 past it, at least */
            continue;
        pm_xgrow((void **)&s->cand, cap, s->ncand + 1, sizeof *s->cand);
        s->cand[s->ncand++] = (pm_regime){.nparam = 1, .param = {j}, .brk = d->params[j].values[v]};
    }
    free(seen);
}

/* A fitted breakpoint's 95% set, from the candidates (s): those of the chosen one's factor
 * whose cost c, against the best's, has n ln(c / best) <= S_CHI2_95, n the configurations.
 * For the log loss without a penalty the cost is the mean squared log residual, and that is
 * the likelihood ratio of normal noise on ln t profiled over every other unknown (each
 * candidate's fit is one refinement, and the breakpoint moves in steps, so the set is a guide,
 * not an exact interval). NAN for another loss, a penalty, or no breakpoint. */
static void S_regime_set(const S_search *s, size_t best, pm_regime_choice *out)
{
    const pm_cost_config *cfg = &s->r->cfg[s->gi];
    double cb = s->cost[best], n = (double)s->nuse;
    if (cfg->loss != PM_LOSS_LOG || (cfg->reg != PM_REG_NONE && cfg->lambda > 0) || !(cb > 0))
        return;
    for (size_t c = 0; c < s->ncand; c++)
        if (s->cand[c].param[0] == s->cand[best].param[0] && isfinite(s->cost[c]) &&
            n * log(s->cost[c] / cb) <= S_CHI2_95) {
            double v = s->cand[c].brk;
            out->set_lo = isnan(out->set_lo) || v < out->set_lo ? v : out->set_lo;
            out->set_hi = isnan(out->set_hi) || v > out->set_hi ? v : out->set_hi;
        }
}

/* The unbroken form's layout on s->use: s->ux and s->qat; and, when s->x0 is NULL, its fit
 * there, a confirmed fit (pm_seeds_fit_confirmed; returned, malloc'd; else NULL). */
static double *S_unbroken(S_search *s)
{
    const pm_fit_job *r = s->r;
    pm_model_data u;
    pm_model_data_build(r->d, &r->d->groups[s->gi], s->use, s->scale, pm_form_unbroken(s->form),
                        &u);
    s->ux = pm_model_nx(&u);
    s->qat = pm_xmalloc_array(r->d->nparams + 1, sizeof *s->qat);
    for (size_t j = 0; j < r->d->nparams; j++)
        s->qat[j] = SIZE_MAX;
    for (size_t i = 0; i < pm_model_nfactor(&u); i++)
        s->qat[u.ext_param[u.nprod + i]] = pm_model_iq(&u) + i;
    double *x = NULL;
    if (s->x0 == NULL) {
        x = pm_xcalloc(s->ux + 1, sizeof *x);
        if (u.n >= s->ux) {
            pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x5e9ull, s->gi), NULL,
                                 0};
            pm_engine_result res;
            pm_seeds_fit_confirmed(&u, &r->cfg[s->gi], &eo, x, &res);
        }
        s->x0 = x;
    }
    pm_model_data_free(&u);
    return x;
}

/* Fit the candidates of s (from s->x0, or the unbroken fit made here) and keep the first of
 * lowest cost in out (nothing when none is a model). */
static void S_run_search(S_search *s, int want_x, pm_regime_choice *out)
{
    const pm_fit_job *r = s->r;
    pm_model_data m;
    pm_model_data_build_regime(r->d, &r->d->groups[s->gi], s->use, s->scale, s->form, &s->cand[0],
                               &m);
    s->nx = pm_model_nx(&m);
    pm_model_data_free(&m);
    double *own = S_unbroken(s);
    s->cost = pm_xmalloc_array(s->ncand, sizeof *s->cost);
    s->x = pm_xcalloc(pm_st_mult(s->ncand, s->nx), sizeof *s->x);
    pm_pool_run(s->ncand, r->threads, S_task_candidate, s);
    size_t best = s->ncand;
    for (size_t c = 0; c < s->ncand; c++)
        if (isfinite(s->cost[c]) && (best == s->ncand || s->cost[c] < s->cost[best]))
            best = c;
    if (best < s->ncand) {
        out->reg = s->cand[best];
        if (!out->given)
            S_regime_set(s, best, out);
        if (want_x) {
            out->x = pm_xmalloc_array(s->nx, sizeof *out->x);
            memcpy(out->x, s->x + best * s->nx, s->nx * sizeof *out->x);
        }
    } else {
        out->given = 0;
    }
    free(own);
    free(s->qat);
    free(s->cost);
    free(s->x);
}

void pm_regime_choose(const pm_fit_job *job, size_t gi, double scale, const unsigned char *use,
                      pm_model_form form, const double *x0, int want_x, pm_regime_choice *out)
{
    const pm_dataset *d = job->d;
    const pm_group *g = &d->groups[gi];
    memset(out, 0, sizeof *out);
    out->set_lo = out->set_hi = NAN;
    if (pm_form_get(form)->layout & PM_LAYOUT_LOG) { /* log powers, not a breakpoint */
        pm_logpow_choose(job, gi, scale, use ? use : g->train, form, x0, want_x, out);
        return;
    }
    S_search s = {job, gi, scale, use ? use : g->train, form, x0, 0, NULL, NULL, 0, NULL,
                  0,   0,  NULL};
    for (size_t k = 0; k < g->n; k++)
        s.nuse += s.use[k] != 0;
    size_t cap = 0;
    if (job->o->cores > 0) {
        pm_regime par;
        pm_regime_parallel(d, g, (double)job->o->cores, &par);
        if (par.nparam > 0 && S_regime_usable(d, g, s.use, &par)) {
            out->given = 1;
            out->reg = par;
            if (!want_x)
                return;
            pm_xgrow((void **)&s.cand, &cap, 1, sizeof *s.cand);
            s.cand[s.ncand++] = par;
        }
    }
    for (size_t j = 0; !out->given && j < d->nparams; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && g->ndistinct[j] > 0) /* a factor it has */
            S_factor_candidates(&s, j, &cap);
    if (s.ncand > 0)
        S_run_search(&s, want_x, out);
    free(s.cand);
}

void pm_regime_choice_free(pm_regime_choice *c)
{
    if (c == NULL)
        return;
    free(c->x);
    c->x = NULL;
}
