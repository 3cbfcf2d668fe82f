/* select.c - the form --model auto chooses, and by which rule (fit/select.h). */
#include "fit/select.h"

#include "fit/engine.h"
#include "fit/regime.h"
#include "fit/seeds.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- the form: cross-validation of every form tried ---- */

/* --model auto: every form tried, each fitted on 4 of 5 folds of a group's training
 * configurations and scored on the fifth; every training configuration's held-out loss is
 * kept, so the forms are compared configuration by configuration. A fold's fit is the form's
 * fit on every training configuration refined on the fold (Levenberg-Marquardt from it), and
 * that fit and the extrapolation fold's are confirmed by a second seed (pm_seeds_fit_confirmed):
 * with one seed per fold, a search that stopped where the data reject it scored the optimizer's
 * luck, not the form (on the simulated paper data one fold in five and more). */
typedef struct S_formcv {
    const pm_fit_job *r;
    size_t gi;
    double scale;
    size_t ntr;               /* training configurations of the group */
    size_t nforms;            /* forms tried */
    pm_model_form *forms;     /* which */
    const pm_regime *reg;     /* nforms: each form's regime, where it has one (chosen on every
                                 training configuration) */
    double *loss;             /* nforms x ntr: held-out loss of each, form by form */
    const unsigned char *far; /* per configuration of the group: 1 for a training one held
                                 out as the extrapolation fold (S_far_fold), or NULL: none */
    double *far_loss;         /* nforms: mean loss on the extrapolation fold */
    pm_model_data *full;      /* nforms: each form's layout on every training configuration */
    double **xfull;           /* nforms: its fit there (NULL: none is a model) */
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

/* The held-out losses (out[pos[i]] for held configuration i) of form `form` of c fitted on the
 * configurations fit marks and scored on those held marks: from its fit on every training
 * configuration when `from_full`, else by its own confirmed search. */
static void S_fold_loss(const S_formcv *c, size_t form, const unsigned char *fit,
                        const unsigned char *held, const size_t *pos, int from_full, double *out)
{
    const pm_fit_job *r = c->r;
    const pm_group *g = &r->d->groups[c->gi];
    const pm_model_data *full = &c->full[form];
    pm_model_data mf, mh;
    if (from_full)
        pm_model_data_like(full, r->d, g, fit, &mf);
    else
        pm_model_data_build_regime(r->d, g, fit, c->scale, c->forms[form], &c->reg[form], &mf);
    pm_model_data_like(&mf, r->d, g, held, &mh);
    size_t nx = pm_model_nx(&mf);
    double *xm = pm_xcalloc(nx + 1, sizeof *xm), *pred = pm_xmalloc_array(mh.n + 1, sizeof *pred);
    pm_engine_result res = {0};
    res.degenerate = 1;
    pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0xf0f0ull, c->gi), NULL, 0};
    if (mf.n < nx || (from_full && c->xfull[form] == NULL)) {
        /* this form cannot be fitted on the fold */
    } else if (from_full) {
        /* from the full fit, a level the fold lacks at its reference (what the fold's own
           layout would predict for it: no term of its own) */
        double *start = pm_xmalloc_array(nx, sizeof *start);
        memcpy(start, c->xfull[form], nx * sizeof *start);
        size_t *rows = pm_xcalloc(mf.nlev + 1, sizeof *rows);
        for (size_t i = 0; i < mf.n; i++)
            for (size_t k = 0; k < mf.ncat; k++)
                if (mf.slot[i * mf.ncat + k] != UINT32_MAX)
                    rows[mf.slot[i * mf.ncat + k]]++;
        for (size_t l = 0; l < mf.nlev; l++)
            if (rows[l] == 0)
                start[mf.nnum + l] = 0.0;
        free(rows);
        eo.start = start;
        pm_engine_fit(&mf, &r->cfg[c->gi], &eo, xm, &res);
        free(start);
    } else {
        pm_seeds_fit_confirmed(&mf, &r->cfg[c->gi], &eo, xm, &res);
    }
    pm_model_work w;
    pm_model_work_init(&w, &mh);
    pm_model_predict(&mh, xm, &w, pred);
    pm_model_work_free(&w, &mh);
    for (size_t i = 0; i < mh.n; i++)
        out[pos[i]] = res.degenerate ? INFINITY : S_row_loss(r->o->loss, pred[i], mh.t[i]);
    free(pred);
    free(xm);
    pm_model_data_free(&mf);
    pm_model_data_free(&mh);
}

/* Task t of the first pass: form forms[t / 2] on every training configuration (t even), its
 * layout kept and its confirmed fit in xfull, or on the extrapolation fold (t odd; skipped
 * when there is none), its mean loss in far_loss. */
static void S_task_form_base(void *ctx, size_t task)
{
    S_formcv *c = ctx;
    const pm_fit_job *r = c->r;
    size_t form = task / 2;
    const pm_group *g = &r->d->groups[c->gi];
    if (task % 2 == 0) {
        pm_model_data *m = &c->full[form];
        pm_model_data_build_regime(r->d, g, g->train, c->scale, c->forms[form], &c->reg[form], m);
        size_t nx = pm_model_nx(m);
        if (m->n < nx)
            return;
        double *x = pm_xcalloc(nx + 1, sizeof *x);
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0xf0f1ull, c->gi), NULL, 0};
        pm_engine_result res;
        pm_seeds_fit_confirmed(m, &r->cfg[c->gi], &eo, x, &res);
        if (res.degenerate)
            free(x);
        else
            c->xfull[form] = x;
        return;
    }
    if (c->far == NULL)
        return;
    unsigned char *fit = pm_xcalloc(g->n + 1, 1), *held = pm_xcalloc(g->n + 1, 1);
    size_t nheld = 0;
    for (size_t k = 0; k < g->n; k++) {
        fit[k] = g->train[k] && !c->far[k];
        held[k] = g->train[k] && c->far[k];
        nheld += held[k];
    }
    size_t *pos = pm_xmalloc_array(nheld + 1, sizeof *pos);
    double *out = pm_xmalloc_array(nheld + 1, sizeof *out), sum = 0.0;
    for (size_t i = 0; i < nheld; i++)
        pos[i] = i;
    S_fold_loss(c, form, fit, held, pos, 0, out);
    for (size_t i = 0; i < nheld; i++)
        sum += out[i];
    c->far_loss[form] = nheld ? sum / (double)nheld : NAN;
    free(out);
    free(pos);
    free(fit);
    free(held);
}

/* Task t of the second pass: form forms[t / 5] refined without fold t % 5 of the training
 * configurations (from its fit on all of them) and scored on it. */
static void S_task_form_cv(void *ctx, size_t task)
{
    S_formcv *c = ctx;
    size_t form = task / 5, fold = task % 5;
    const pm_group *g = &c->r->d->groups[c->gi];
    unsigned char *fit = pm_xcalloc(g->n + 1, 1), *held = pm_xcalloc(g->n + 1, 1);
    size_t *pos = pm_xmalloc_array(g->n + 1, sizeof *pos), nheld = 0, t = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            if (t % 5 == fold) {
                held[k] = 1;
                pos[nheld++] = t; /* held rows come in configuration order */
            } else {
                fit[k] = 1;
            }
            t++;
        }
    S_fold_loss(c, form, fit, held, pos, 1, c->loss + form * c->ntr);
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

/* The form --model auto chooses for group gi among `forms` (forms[0] the paper's), each with
 * its regime reg[f] where it has one: the paper's, unless another's held-out loss is lower by
 * more than twice the standard error of the paired difference (the default form is kept when
 * the data do not clearly ask otherwise) and, where the data have an extrapolation fold
 * (S_far_fold), its loss there is no higher than the paper's; of several that are, the
 * lowest. cv[form] receives each tried form's mean held-out loss, far[form] its loss on the
 * extrapolation fold (NAN without one). */
static pm_model_form S_choose_form(const pm_fit_job *r, size_t gi, double scale,
                                   const pm_model_form *forms, size_t nforms, const pm_regime *reg,
                                   double *cv, double *far)
{
    const pm_group *g = &r->d->groups[gi];
    unsigned char *farfold = S_far_fold(r->d, g);
    double far_loss[PM_FORM_NFORMS];
    for (size_t f = 0; f < PM_FORM_NFORMS; f++)
        far_loss[f] = NAN;
    pm_model_data full[PM_FORM_NFORMS];
    double *xfull[PM_FORM_NFORMS] = {NULL};
    memset(full, 0, sizeof full);
    S_formcv c = {r,       gi,
                  scale,   g->ntrain,
                  nforms,  (pm_model_form *)forms,
                  reg,     pm_xcalloc(pm_st_add(pm_st_mult(nforms, g->ntrain), 1), sizeof(double)),
                  farfold, far_loss,
                  full,    xfull};
    pm_progress_step("choosing the model's form", nforms * 7, 0);
    pm_pool_run(nforms * 2, r->threads, S_task_form_base, &c);
    pm_pool_run(nforms * 5, r->threads, S_task_form_cv, &c);
    for (size_t f = 0; f < nforms; f++) {
        pm_model_data_free(&full[f]);
        free(xfull[f]);
    }
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

/* --model auto by cross-validation: each form with a regime gets its regime on every training
 * configuration (and is left out when none can break), then S_choose_form; out->reg receives
 * the chosen form's regime. */
static pm_model_form S_choose_cv(const pm_fit_job *r, size_t gi, double scale,
                                 const pm_model_form *all, size_t nall, pm_form_choice *out)
{
    pm_model_form forms[PM_FORM_NFORMS];
    pm_regime_choice rc[PM_FORM_NFORMS];
    pm_regime reg[PM_FORM_NFORMS];
    size_t n = 0;
    for (size_t f = 0; f < nall; f++) {
        memset(&rc[n], 0, sizeof rc[n]);
        if (pm_form_get(all[f])->layout & PM_LAYOUT_CHOSEN) {
            pm_regime_choose(r, gi, scale, NULL, all[f], NULL, 0, &rc[n]);
            if (!pm_regime_chosen(&rc[n].reg))
                continue; /* no factor can break (or take a log): it is its unbroken form */
        }
        reg[n] = rc[n].reg;
        forms[n++] = all[f];
    }
    pm_model_form best = PM_FORM_PAPER;
    if (n >= 2)
        best = S_choose_form(r, gi, scale, forms, n, reg, out->cv, out->far);
    for (size_t f = 0; f < n; f++)
        if (forms[f] == best && (pm_form_get(best)->layout & PM_LAYOUT_CHOSEN))
            out->reg = rc[f];
    return best;
}

/* ---- the form: extrapolation along one factor ---- */

/* The factor group gi's form is chosen by extrapolating along (a dataset parameter index), or
 * SIZE_MAX for none: --extrapolate's when the group has it; else, where a split column decided
 * the test configurations, the first extrinsic factor whose every test value exceeds every
 * training value. */
static size_t S_extrap_factor(const pm_fit_job *r, size_t gi)
{
    const pm_dataset *d = r->d;
    const pm_group *g = &d->groups[gi];
    if (r->o->extrapolate > 0) {
        size_t j = r->o->extrapolate - 1;
        return j < d->nparams && g->ndistinct[j] > 0 ? j : SIZE_MAX;
    }
    if (!d->split_given || g->loo || g->ntrain == g->n)
        return SIZE_MAX;
    for (size_t j = 0; j < d->nparams; j++) {
        if (d->params[j].role != PM_ROLE_EXTRINSIC || g->ndistinct[j] == 0)
            continue;
        uint32_t top_train = 0, low_test = UINT32_MAX;
        for (size_t k = 0; k < g->n; k++) {
            uint32_t v = g->idx[k * d->nparams + j]; /* value indices ascend with the values */
            if (g->train[k])
                top_train = v > top_train ? v : top_train;
            else
                low_test = v < low_test ? v : low_test;
        }
        if (top_train < low_test)
            return j;
    }
    return SIZE_MAX;
}

/* How many of m distinct training values of the factor the fold holds out, the largest: the
 * test's share of the factor's values when the test holds ntest values past the training
 * ones, else a quarter; at least 1, and at least 3 values left to fit on (0: too few). */
static size_t S_extrap_nheld(size_t m, size_t ntest)
{
    if (m < 4)
        return 0;
    double share = ntest > 0 ? (double)ntest / (double)(m + ntest) : 0.25;
    size_t h = (size_t)lround((double)m * share);
    h = h < 1 ? 1 : h;
    return h + 3 > m ? m - 3 : h;
}

/* The level terms' design of configuration k of g: one column per level of every categorical
 * parameter the group has (cols of them, offsets off[j] per parameter), 1 at its levels. */
static void S_level_row(const pm_dataset *d, const pm_group *g, const size_t *off, size_t k,
                        size_t cols, double *row)
{
    memset(row, 0, cols * sizeof *row);
    for (size_t j = 0; j < d->nparams; j++)
        if (off[j] != SIZE_MAX)
            row[off[j] + g->idx[k * d->nparams + j]] = 1.0;
}

/* Reduce row against the basis (nb rows of cols, each with its pivot column piv[b] and 1 there):
 * what is left of it outside their span. Returns the largest magnitude left. */
static double S_reduce(const double *basis, const size_t *piv, size_t nb, size_t cols, double *row)
{
    for (size_t b = 0; b < nb; b++) {
        double f = row[piv[b]];
        if (f != 0.0)
            for (size_t c = 0; c < cols; c++)
                row[c] -= f * basis[b * cols + c];
    }
    double top = 0.0;
    for (size_t c = 0; c < cols; c++)
        top = fmax(top, fabs(row[c]));
    return top;
}

/* Keep held[k] only for the configurations whose level terms the configurations fit marks
 * determine: their levels' design row in the span of the fitted ones' (a level never fitted,
 * or a combination of levels that only a direction the fit cannot see reaches, has a
 * prediction any fit of equal cost may move: no form could be judged on it). */
static void S_keep_determined(const pm_dataset *d, const pm_group *g, const unsigned char *fit,
                              unsigned char *held)
{
    size_t *off = pm_xmalloc_array(d->nparams + 1, sizeof *off), cols = 0;
    for (size_t j = 0; j < d->nparams; j++) {
        off[j] = SIZE_MAX;
        if (d->params[j].role == PM_ROLE_CATEGORICAL && g->ndistinct[j] > 0) {
            off[j] = cols;
            cols += d->params[j].nvalues;
        }
    }
    if (cols > 0 && cols <= 4096) {
        double *basis = pm_xmalloc_array(pm_st_mult(cols, cols), sizeof *basis);
        double *row = pm_xmalloc_array(cols, sizeof *row);
        size_t *piv = pm_xmalloc_array(cols, sizeof *piv), nb = 0;
        for (size_t k = 0; k < g->n && nb < cols; k++) {
            if (!fit[k])
                continue;
            S_level_row(d, g, off, k, cols, row);
            if (S_reduce(basis, piv, nb, cols, row) < 1e-9)
                continue;
            size_t p = 0;
            for (size_t c = 1; c < cols; c++)
                p = fabs(row[c]) > fabs(row[p]) ? c : p;
            double inv = 1.0 / row[p];
            for (size_t c = 0; c < cols; c++)
                row[c] *= inv;
            for (size_t b = 0; b < nb; b++) { /* keep the basis reduced at its pivots */
                double f = basis[b * cols + p];
                for (size_t c = 0; c < cols && f != 0.0; c++)
                    basis[b * cols + c] -= f * row[c];
            }
            memcpy(basis + nb * cols, row, cols * sizeof *row);
            piv[nb++] = p;
        }
        for (size_t k = 0; k < g->n; k++)
            if (held[k]) {
                S_level_row(d, g, off, k, cols, row);
                held[k] = S_reduce(basis, piv, nb, cols, row) < 1e-9;
            }
        free(basis);
        free(row);
        free(piv);
    }
    free(off);
}

/* The extrapolation fold of group g along factor j: fit[k] 1 for the training configurations
 * below the largest S_extrap_nheld values of j, held[k] 1 for those at them whose levels the
 * fit sees. Returns the configurations held, 0 when there is no fold. */
static size_t S_extrap_fold(const pm_dataset *d, const pm_group *g, size_t j, unsigned char *fit,
                            unsigned char *held)
{
    size_t nv = d->params[j].nvalues, m = 0, ntest = 0;
    unsigned char *seen = pm_xcalloc(nv + 1, 1); /* 1 training value, 2 a test one only */
    for (size_t k = 0; k < g->n; k++) {
        uint32_t v = g->idx[k * d->nparams + j];
        seen[v] = g->train[k] ? 1 : seen[v] ? seen[v] : 2;
    }
    uint32_t top = 0;
    for (size_t v = 0; v < nv; v++)
        if (seen[v] == 1)
            m++, top = (uint32_t)v;
    for (size_t v = top + 1; v < nv; v++)
        ntest += seen[v] == 2;
    size_t h = S_extrap_nheld(m, ntest), at = 0, nheld = 0;
    uint32_t cut = UINT32_MAX; /* the smallest value held out */
    for (size_t v = 0; v < nv && h > 0; v++)
        if (seen[v] == 1 && ++at == m - h + 1)
            cut = (uint32_t)v;
    free(seen);
    memset(fit, 0, g->n);
    memset(held, 0, g->n);
    if (h == 0)
        return 0;
    for (size_t k = 0; k < g->n; k++)
        fit[k] = g->train[k] && g->idx[k * d->nparams + j] < cut;
    for (size_t k = 0; k < g->n; k++)
        held[k] = g->train[k] && g->idx[k * d->nparams + j] >= cut;
    S_keep_determined(d, g, fit, held);
    for (size_t k = 0; k < g->n; k++)
        nheld += held[k];
    return nheld;
}

/* The forms of one extrapolation fold, fitted as the tasks of a pool. */
typedef struct S_extrap {
    const pm_fit_job *r;
    size_t gi;
    double scale;
    const unsigned char *fit, *held; /* the fold */
    const pm_model_form *forms;      /* the forms tried */
    double *loss;                    /* per form tried: its mean loss on the held configurations
                                        (INFINITY: no model) */
    double **x;                      /* per form tried: its fit (a form without a regime) */
} S_extrap;

/* The mean loss on c's held configurations of form (regime reg) fitted at x on c's fit ones. */
static double S_held_loss(const S_extrap *c, pm_model_form form, const pm_regime *reg,
                          const double *x)
{
    const pm_fit_job *r = c->r;
    const pm_group *g = &r->d->groups[c->gi];
    pm_model_data mf, mh;
    pm_model_data_build_regime(r->d, g, c->fit, c->scale, form, reg, &mf);
    pm_model_data_like(&mf, r->d, g, c->held, &mh);
    double *pred = pm_xmalloc_array(mh.n + 1, sizeof *pred), sum = 0.0;
    pm_model_work w;
    pm_model_work_init(&w, &mh);
    pm_model_predict(&mh, x, &w, pred);
    pm_model_work_free(&w, &mh);
    for (size_t i = 0; i < mh.n; i++)
        sum += S_row_loss(r->o->loss, pred[i], mh.t[i]);
    double loss = mh.n ? sum / (double)mh.n : INFINITY;
    free(pred);
    pm_model_data_free(&mf);
    pm_model_data_free(&mh);
    return isnan(loss) ? INFINITY : loss;
}

/* Task f: form forms[f], one without a regime, fitted on the fold (a confirmed fit) and scored. */
static void S_task_extrap(void *ctx, size_t f)
{
    S_extrap *c = ctx;
    const pm_fit_job *r = c->r;
    c->loss[f] = INFINITY;
    if (pm_form_get(c->forms[f])->layout & PM_LAYOUT_CHOSEN)
        return; /* fitted after, from its unbroken form's fit (S_extrap_regime) */
    pm_model_data mf;
    pm_model_data_build(r->d, &r->d->groups[c->gi], c->fit, c->scale, c->forms[f], &mf);
    c->x[f] = pm_xcalloc(pm_model_nx(&mf) + 1, sizeof(double));
    if (mf.n >= pm_model_nx(&mf)) {
        pm_engine_opts eo = {r->o->optimizer, pm_rng_mix(r->o->seed ^ 0xe8ull, c->gi), NULL, 0};
        pm_engine_result res;
        pm_seeds_fit_confirmed(&mf, &r->cfg[c->gi], &eo, c->x[f], &res);
        if (!res.degenerate)
            c->loss[f] = S_held_loss(c, c->forms[f], NULL, c->x[f]);
    }
    pm_model_data_free(&mf);
}

/* Form forms[f], one with a regime or log powers, on the fold: its choice made on the fold's
 * fit configurations (fit/regime.h, from its unbroken form's fit where that was tried), then
 * scored; INFINITY when no factor can break there, NAN (not tried) when no log power is
 * earned there. */
static void S_extrap_regime(S_extrap *c, size_t nforms, size_t f)
{
    pm_model_form unbroken = pm_form_unbroken(c->forms[f]);
    const double *x0 = NULL;
    for (size_t u = 0; u < nforms; u++)
        if (c->forms[u] == unbroken && isfinite(c->loss[u]))
            x0 = c->x[u];
    pm_regime_choice rc;
    pm_regime_choose(c->r, c->gi, c->scale, c->fit, c->forms[f], x0, 1, &rc);
    if (!pm_regime_chosen(&rc.reg) && (pm_form_get(c->forms[f])->layout & PM_LAYOUT_LOG))
        c->loss[f] = NAN; /* no log power earned: it is its unbroken form, not tried apart */
    else if (pm_regime_chosen(&rc.reg) && rc.x)
        c->loss[f] = S_held_loss(c, c->forms[f], &rc.reg, rc.x);
    else
        c->loss[f] = INFINITY;
    pm_regime_choice_free(&rc);
}

/* --model auto along factor j: every form tried fitted on the training configurations below
 * j's largest values and scored on those at them (S_extrap_fold); the lowest loss wins, the
 * first tried (the paper's) on a tie. far[form] receives each one's loss. Returns the form, or
 * PM_FORM_AUTO when the group has no such fold. */
static pm_model_form S_choose_extrap(const pm_fit_job *r, size_t gi, double scale, size_t j,
                                     const pm_model_form *forms, size_t nforms, double *far)
{
    const pm_group *g = &r->d->groups[gi];
    unsigned char *fit = pm_xcalloc(g->n + 1, 1), *held = pm_xcalloc(g->n + 1, 1);
    pm_model_form best = PM_FORM_AUTO;
    if (S_extrap_fold(r->d, g, j, fit, held) > 0) {
        double loss[PM_FORM_NFORMS];
        double *x[PM_FORM_NFORMS] = {NULL};
        S_extrap c = {r, gi, scale, fit, held, forms, loss, x};
        pm_progress_step("choosing the model's form on the largest values", nforms, 1);
        pm_pool_run(nforms, r->threads, S_task_extrap, &c);
        for (size_t f = 0; f < nforms; f++)
            if (pm_form_get(forms[f])->layout & PM_LAYOUT_CHOSEN)
                S_extrap_regime(&c, nforms, f);
        best = forms[0];
        double lb = loss[0];
        for (size_t f = 0; f < nforms; f++) {
            far[forms[f]] = loss[f];
            if (loss[f] < lb) {
                best = forms[f];
                lb = loss[f];
            }
            free(x[f]);
        }
    }
    free(fit);
    free(held);
    return best;
}

/* ---- the choice ---- */

void pm_select_form(const pm_fit_job *r, size_t gi, double scale, pm_form_choice *out)
{
    memset(out, 0, sizeof *out);
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        out->cv[k] = out->far[k] = NAN;
    out->reg.set_lo = out->reg.set_hi = NAN;
    out->form = PM_FORM_PAPER;
    out->factor = S_extrap_factor(r, gi);
    out->rule = out->factor != SIZE_MAX ? PM_RULE_EXTRAPOLATION : PM_RULE_CROSS_VALIDATION;
    pm_model_form tried[PM_FORM_NFORMS]; /* the paper's first: it always applies */
    size_t ntried = 0;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        if (pm_form_get((pm_model_form)k)->applies(r->d))
            tried[ntried++] = (pm_model_form)k;
    if (ntried < 2)
        return;
    if (out->rule == PM_RULE_EXTRAPOLATION) {
        out->form = S_choose_extrap(r, gi, scale, out->factor, tried, ntried, out->far);
        if (out->form == PM_FORM_AUTO) { /* too few values of the factor: the folds decide */
            out->rule = PM_RULE_CROSS_VALIDATION;
            out->factor = SIZE_MAX;
        }
    }
    if (out->rule == PM_RULE_CROSS_VALIDATION)
        out->form = S_choose_cv(r, gi, scale, tried, ntried, out);
    else if (pm_form_get(out->form)->layout & PM_LAYOUT_CHOSEN)
        pm_regime_choose(r, gi, scale, NULL, out->form, NULL, 0, &out->reg);
}
