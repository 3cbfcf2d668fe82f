/* select.c - the form --model auto chooses and the segmented form's regime (fit/select.h). */
#include "fit/select.h"

#include "fit/engine.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- the form: cross-validation of every form tried ---- */

/* --model auto: every form tried, each fitted on 4 of 5 folds of a group's training
 * configurations and scored on the fifth (one seed per fit, as the cross-validated lambda);
 * every training configuration's held-out loss is kept, so the forms are compared
 * configuration by configuration. */
typedef struct S_formcv {
    const pm_fit_job *r;
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

/* Task t: form forms[t / 6] fitted without fold t % 6 and scored on it (folds 0-4 of the
 * training configurations; 5 the extrapolation fold, skipped when there is none). */
static void S_task_form_cv(void *ctx, size_t task)
{
    S_formcv *c = ctx;
    const pm_fit_job *r = c->r;
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

/* Whether the held-out losses of form f (loss + f * n, n configurations) are lower than the
 * paper's (loss) by more than twice the standard error of their paired difference. */
static int S_clearly_better(const double *loss, size_t n, size_t f)
{
    double sd = 0.0, sd2 = 0.0;
    for (size_t k = 0; k < n; k++) {
        double dk = loss[k] - loss[f * n + k];
        sd += dk;
        sd2 += dk * dk;
    }
    double mean = sd / (double)n;
    double var = n > 1 ? (sd2 - (double)n * mean * mean) / (double)(n - 1) : 0.0;
    double se = sqrt(var > 0 ? var / (double)n : 0.0);
    return mean > 2.0 * se && mean > 0;
}

/* The form --model auto chooses for group gi among `forms` (forms[0] the paper's): the
 * paper's, unless another's held-out loss is lower by more than twice the standard error
 * of the paired difference (the default form is kept when the data do not clearly ask
 * otherwise) and, where the data have an extrapolation fold (S_far_fold), its loss there
 * is no higher than the paper's; of several that are, the lowest. cv[form] receives each
 * tried form's mean held-out loss, far[form] its loss on the extrapolation fold (NAN
 * without one). */
static pm_model_form S_choose_form(const pm_fit_job *r, size_t gi, double scale,
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
    pm_pool_run(nforms * 6, r->threads, S_task_form_cv, &c);
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
        int better = !isfinite(cp) || S_clearly_better(c.loss, n, f);
        /* judged on held-out larger values too: no worse than the paper's there */
        if (better && isfinite(far_loss[0]) && !(far_loss[f] <= far_loss[0]))
            better = 0;
        if (better && (best == PM_FORM_PAPER ? 1 : cf < cv[best]))
            best = forms[f];
    }
    free(c.loss);
    return best;
}

pm_model_form pm_select_form(const pm_fit_job *r, size_t gi, double scale, const pm_regime *reg,
                             double *cv, double *far)
{
    pm_model_form tried[PM_FORM_NFORMS]; /* the paper's first: it always applies */
    size_t ntried = 0;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        const pm_form *form = pm_form_get((pm_model_form)k);
        if (form->applies(r->d) && (!(form->layout & PM_LAYOUT_REGIME) || reg->nparam > 0))
            tried[ntried++] = (pm_model_form)k;
    }
    if (ntried < 2)
        return PM_FORM_PAPER;
    pm_progress_step("choosing the model's form", ntried * 6, 1);
    return S_choose_form(r, gi, scale, tried, ntried, reg, cv, far);
}

/* ---- the regime ---- */

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

/* The regime of the product of group g's parallel factors against cores (fit/select.h). */
void pm_select_parallel_regime(const pm_dataset *d, const pm_group *g, double cores, pm_regime *reg)
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

/* A candidate breakpoint whose fit is a model. */
typedef struct S_tried {
    size_t param; /* the factor */
    double value; /* the breakpoint */
    double cost;  /* the training cost of its fit */
} S_tried;

/* The candidates of one group, as they are fitted. */
typedef struct S_cands {
    S_tried *tried; /* every candidate whose fit is a model, in the order fitted */
    size_t n, cap;
    double best;   /* the lowest training cost among them (INFINITY: none yet) */
    pm_regime reg; /* the first candidate that reached it (nparam 0: none yet) */
} S_cands;

/* A fitted breakpoint's 95% set, from the candidates tried (cs): those of the chosen factor
 * whose cost c, against the best's, has n ln(c / best) <= S_CHI2_95, n the training
 * configurations. For the log loss without a penalty the cost is the mean squared log
 * residual, and that is the likelihood ratio of normal noise on ln t profiled over every other
 * unknown (each candidate's fit is one seed's, and the breakpoint moves in steps, so the set is
 * a guide, not an exact interval). *lo, *hi: its lowest and highest value; NAN for another
 * loss, a penalty, or no breakpoint. */
static void S_regime_set(const pm_fit_job *r, size_t gi, const S_cands *cs, double *lo, double *hi)
{
    const pm_cost_config *cfg = &r->cfg[gi];
    double best = cs->best;
    *lo = *hi = NAN;
    if (cfg->loss != PM_LOSS_LOG || (cfg->reg != PM_REG_NONE && cfg->lambda > 0) ||
        cs->reg.nparam == 0 || !(best > 0))
        return;
    double n = (double)r->d->groups[gi].ntrain;
    for (size_t c = 0; c < cs->n; c++) {
        const S_tried *t = &cs->tried[c];
        if (t->param == cs->reg.param[0] && n * log(t->cost / best) <= S_CHI2_95) {
            *lo = isnan(*lo) || t->value < *lo ? t->value : *lo;
            *hi = isnan(*hi) || t->value > *hi ? t->value : *hi;
        }
    }
}

/* Fit the segmented form of group gi (times divided by scale) at breakpoint cand, one seed,
 * and add it to cs when the fit is a model (a candidate with fewer training configurations
 * than unknowns is not fitted). */
static void S_fit_candidate(const pm_fit_job *r, size_t gi, double scale, const pm_regime *cand,
                            S_cands *cs)
{
    const pm_group *g = &r->d->groups[gi];
    pm_model_data m;
    pm_model_data_build_regime(r->d, g, g->train, scale, PM_FORM_SEGMENTED, cand, &m);
    if (m.n >= pm_model_nx(&m)) {
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0x5e9ull, gi), NULL, 0};
        double *xm = pm_xmalloc_array(pm_model_nx(&m), sizeof *xm);
        pm_engine_result res;
        pm_engine_fit(&m, &r->cfg[gi], &eo, xm, &res);
        if (!res.degenerate) {
            pm_xgrow((void **)&cs->tried, &cs->cap, cs->n + 1, sizeof *cs->tried);
            cs->tried[cs->n++] = (S_tried){cand->param[0], cand->brk, res.cost};
            if (res.cost < cs->best) {
                cs->best = res.cost;
                cs->reg = *cand;
            }
        }
        free(xm);
    }
    pm_model_data_free(&m);
}

/* Every candidate breakpoint of factor j in group gi, fitted into cs: each of its distinct
 * training values, ascending, with 2 values at or below it and 2 past it. */
static void S_factor_candidates(const pm_fit_job *r, size_t gi, double scale, size_t j, S_cands *cs)
{
    const pm_dataset *d = r->d;
    const pm_group *g = &d->groups[gi];
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
        S_fit_candidate(r, gi, scale, &cand, cs);
    }
    free(seen);
}

void pm_select_regime(const pm_fit_job *r, size_t gi, double scale, pm_regime *reg, int *given,
                      double *set_lo, double *set_hi)
{
    const pm_dataset *d = r->d;
    const pm_group *g = &d->groups[gi];
    *given = 0;
    *set_lo = *set_hi = NAN;
    if (r->o->cores > 0) {
        pm_select_parallel_regime(d, g, (double)r->o->cores, reg);
        if (reg->nparam > 0 && S_regime_usable(d, g, reg)) {
            *given = 1;
            return;
        }
    }
    S_cands cs = {NULL, 0, 0, INFINITY, {0}};
    for (size_t j = 0; j < d->nparams; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && g->ndistinct[j] > 0) /* a factor it has */
            S_factor_candidates(r, gi, scale, j, &cs);
    *reg = cs.reg;
    S_regime_set(r, gi, &cs, set_lo, set_hi);
    free(cs.tried);
}
