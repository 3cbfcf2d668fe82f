/* result.c - building the result from a fit, prediction from it, and its lifetime. */
#include "result/result.h"

#include "blackbox/compare.h"
#include "fit/protocol.h"
#include "result/times.h"
#include "util/buf.h"
#include "util/stats.h"
#include "util/xalloc.h"
#include "version.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- run metadata ---- */

void pm_run_meta_init(pm_run_meta *meta, int argc, char *const *argv)
{
    memset(meta, 0, sizeof *meta);
    meta->version = pm_xstrdup(PM_VERSION);
    meta->source_date_epoch = -1;
    const char *sde = getenv("SOURCE_DATE_EPOCH");
    if (sde && *sde) {
        char *end;
        errno = 0;
        long long v = strtoll(sde, &end, 10);
        if (errno == 0 && *end == '\0' && v >= 0)
            meta->source_date_epoch = v;
    }
    if (argc > 0 && argv) {
        pm_buf b = PM_BUF_INIT;
        for (int i = 0; i < argc; i++)
            pm_buf_printf(&b, "%s%s", i ? " " : "", argv[i] ? argv[i] : "");
        meta->command_line = pm_xstrdup(pm_buf_str(&b));
        pm_buf_free(&b);
    }
}

void pm_run_meta_free(pm_run_meta *meta)
{
    if (meta == NULL)
        return;
    free(meta->version);
    free(meta->command_line);
    pm_machine_free(&meta->machine);
    memset(meta, 0, sizeof *meta);
}

void pm_machine_free(pm_machine *m)
{
    if (m == NULL)
        return;
    free(m->cpu);
    free(m->os);
    memset(m, 0, sizeof *m);
}

void pm_machine_copy(pm_machine *out, const pm_machine *m)
{
    out->cpu = m->cpu ? pm_xstrdup(m->cpu) : NULL;
    out->cores = m->cores;
    out->memory_bytes = m->memory_bytes;
    out->os = m->os ? pm_xstrdup(m->os) : NULL;
}

static char *S_dup(const char *s)
{
    return s ? pm_xstrdup(s) : NULL;
}

/* ---- from a fit ---- */

double pm_stat_se_from_interval(double lo, double hi)
{
    if (!isfinite(lo) || !isfinite(hi))
        return NAN;
    return (hi - lo) / (2.0 * 1.96);
}

/* The statistics of unknown i of gf. */
static pm_stat S_stat(const pm_group_fit *gf, size_t i)
{
    pm_stat s = {gf->x[i], gf->mean[i], gf->std[i], gf->ci_lo[i], gf->ci_hi[i], NAN, NAN, NAN};
    /* the fit's own standard error (sandwich, or the refits' spread); the interval's
       width only where the fit has none */
    s.se = gf->se && isfinite(gf->se[i]) ? gf->se[i] : pm_stat_se_from_interval(s.lo, s.hi);
    if (!isfinite(s.lo))
        s.se = NAN;
    return s;
}

/* The statistics of exponent unknown i of gf, with its refit on every configuration. */
static pm_stat S_stat_exponent(const pm_group_fit *gf, size_t i)
{
    pm_stat s = S_stat(gf, i);
    if (gf->all_x && gf->all_se && isfinite(gf->all_se[i]) && gf->all_se[i] > 0) {
        s.all = gf->all_x[i];
        s.all_se = gf->all_se[i];
    }
    return s;
}

int pm_stat_has_all(const pm_stat *s)
{
    return isfinite(s->all) && isfinite(s->all_se) && s->all_se > 0;
}

/* The smallest and largest value of parameter j among g's configurations (NAN when it has
 * none: the group lacks it). Value indices ascend with the value. */
static void S_range(const pm_dataset *d, const pm_group *g, size_t j, double range[2])
{
    const pm_param *p = &d->params[j];
    uint32_t lo = UINT32_MAX, hi = 0;
    for (size_t k = 0; k < g->n; k++) {
        uint32_t v = g->idx[k * d->nparams + j];
        if (v == PM_DATASET_ABSENT)
            continue;
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    range[0] = lo != UINT32_MAX && p->values ? p->values[lo] : NAN;
    range[1] = lo != UINT32_MAX && p->values ? p->values[hi] : NAN;
}

/* The configurations of group g with the model's predictions. */
static void S_points(const pm_dataset *d, const pm_group_fit *gf, pm_res_points *pt)
{
    const pm_group *g = gf->g;
    size_t n = g->n, np = d->nparams;
    pt->n = n;
    pt->measured = pm_xmalloc_array(n + 1, sizeof *pt->measured);
    pt->predicted = pm_xmalloc_array(n + 1, sizeof *pt->predicted);
    pt->train = pm_xmalloc(n + 1);
    pt->count = pm_xmalloc_array(n + 1, sizeof *pt->count);
    pt->lsd = pm_xmalloc_array(n + 1, sizeof *pt->lsd);
    size_t nvalues = 0; /* the largest table: it sets the indices' width */
    for (size_t j = 0; j < np; j++)
        if (d->params[j].nvalues > nvalues)
            nvalues = d->params[j].nvalues;
    pm_res_points_alloc_index(pt, np, nvalues);
    /* the fit's prediction arrays list the training (test) configurations in
       configuration order */
    size_t itr = 0, ite = 0;
    for (size_t k = 0; k < n; k++) {
        pt->measured[k] = g->t[k];
        pt->train[k] = g->train[k] ? 1 : 0;
        pt->predicted[k] = g->train[k] ? gf->pred_train[itr++] : gf->pred_test[ite++];
        pt->count[k] = g->count[k];
        pt->lsd[k] = pm_log_sd(g->meas + g->meas_off[k], g->meas_off[k + 1] - g->meas_off[k]);
    }
    /* the dataset's value indices, narrowed (PM_DATASET_ABSENT to the width's largest
       number, which no index reaches: pm_res_points_alloc_index) */
    const uint32_t *idx = g->idx;
    size_t m = n * np;
    if (pt->width == 1) {
        uint8_t *o = pt->index;
        for (size_t i = 0; i < m; i++)
            o[i] = idx[i] == PM_DATASET_ABSENT ? UINT8_MAX : (uint8_t)idx[i];
    } else if (pt->width == 2) {
        uint16_t *o = pt->index;
        for (size_t i = 0; i < m; i++)
            o[i] = idx[i] == PM_DATASET_ABSENT ? UINT16_MAX : (uint16_t)idx[i];
    } else {
        memcpy(pt->index, idx, m * sizeof *idx);
    }
}

void pm_res_points_alloc_index(pm_res_points *pt, size_t nparams, size_t nvalues)
{
    pt->nparams = nparams;
    /* the width's largest number is kept for a parameter the group lacks */
    pt->width = nvalues < 256 ? 1 : nvalues < 65536 ? 2 : 4;
    pt->index = pm_xcalloc(pm_st_add(pm_st_mult(pt->n, nparams), 1), pt->width);
}

void pm_res_points_set_index(pm_res_points *pt, size_t k, size_t j, size_t i)
{
    size_t at = k * pt->nparams + j;
    int absent = i == PM_DATASET_ABSENT;
    switch (pt->width) {
    case 1: ((uint8_t *)pt->index)[at] = absent ? UINT8_MAX : (uint8_t)i; break;
    case 2: ((uint16_t *)pt->index)[at] = absent ? UINT16_MAX : (uint16_t)i; break;
    default: ((uint32_t *)pt->index)[at] = (uint32_t)i; break;
    }
}

/* The segmented form's regime of gf, when its model has one. */
static void S_group_regime(const pm_group_fit *gf, pm_res_group *rg)
{
    const pm_model_data *m = &gf->train;
    if (m->nreg == 0)
        return;
    rg->regime.nparam = m->reg.nparam;
    memcpy(rg->regime.param, m->reg.param, sizeof rg->regime.param);
    rg->regime.breakpoint = m->reg.brk;
    rg->regime.given = gf->regime_given;
    rg->regime.set_lo = gf->regime_given ? NAN : gf->regime_lo;
    rg->regime.set_hi = gf->regime_given ? NAN : gf->regime_hi;
    rg->regime.d = S_stat_exponent(gf, pm_fit_xindex(gf, PM_X_REGIME, 0));
}

/* The scaling exponents of gf and its numeric intrinsic terms: a * I^p (the paper's form), or
 * factors I^p of the product; each with its measured range on d. */
static void S_group_exponents(const pm_dataset *d, const pm_group_fit *gf, pm_res_group *rg)
{
    const pm_model_data *m = &gf->train;
    size_t nfac = pm_model_nfactor(m), nterm = m->nnum + m->nprod;
    rg->nexp = nfac;
    rg->exp = pm_xcalloc(nfac + 1, sizeof *rg->exp);
    for (size_t j = 0; j < nfac; j++) {
        pm_res_exponent *e = &rg->exp[j];
        e->param = m->ext_param[m->nprod + j];
        e->q = S_stat_exponent(gf, pm_fit_xindex(gf, PM_X_EXP_Q, j));
        e->logj = pm_model_logj(m, e->param);
        S_range(d, gf->g, e->param, e->range);
        e->distinct = gf->g->ndistinct[e->param];
    }
    static const pm_stat none = {NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN};
    rg->nterm = nterm;
    rg->term = pm_xcalloc(nterm + 1, sizeof *rg->term);
    for (size_t i = 0; i < nterm; i++) {
        pm_res_term *t = &rg->term[i];
        t->param = i < m->nnum ? m->num_param[i] : m->ext_param[i];
        t->a = i < m->nnum ? S_stat(gf, pm_fit_xindex(gf, PM_X_TERM_A, i)) : none;
        t->p = S_stat(gf, pm_fit_xindex(gf, PM_X_TERM_P, i));
        S_range(d, gf->g, t->param, t->range);
        t->distinct = gf->g->ndistinct[t->param];
    }
}

/* The level coefficients of gf, each categorical parameter's reference level (0, in the base)
 * first, then its other levels' differences; the base coefficient's slot is a0; and the
 * constant C. Returns each result level's slot in the model, SIZE_MAX for a reference
 * (malloc'd). */
static size_t *S_group_levels(const pm_group_fit *gf, pm_res_group *rg)
{
    const pm_model_data *m = &gf->train;
    rg->lev = pm_xcalloc(m->nlev + m->ncat + 1, sizeof *rg->lev);
    size_t *slot_of = pm_xcalloc(m->nlev + m->ncat + 1, sizeof *slot_of);
    const pm_stat zero = {0.0, 0.0, 0.0, NAN, NAN, NAN, NAN, NAN};
    for (size_t c = 0; c < m->ncat; c++) {
        size_t j = m->cat_param[c];
        if (j == PM_MODEL_BASE)
            continue;
        slot_of[rg->nlev] = SIZE_MAX;
        rg->lev[rg->nlev] = (pm_res_level){j, m->ref_value[c], 1, zero};
        rg->nlev++;
        for (size_t l = 0; l < m->nlev; l++)
            if (m->lev_param[l] == j) {
                slot_of[rg->nlev] = l;
                rg->lev[rg->nlev] = (pm_res_level){j, m->lev_value[l], 0,
                                                   S_stat(gf, pm_fit_xindex(gf, PM_X_LEVEL_A, l))};
                rg->nlev++;
            }
    }
    for (size_t l = 0; l < m->nlev; l++)
        if (m->lev_param[l] == PM_MODEL_BASE) {
            rg->has_base = 1;
            rg->base = S_stat(gf, pm_fit_xindex(gf, PM_X_LEVEL_A, l));
        }
    rg->constant = S_stat(gf, pm_fit_xindex(gf, PM_X_CONST, 0));
    return slot_of;
}

/* The lambda sweep of gf, when it ran: each point's test metrics and coefficients (slot_of:
 * each result level's slot in the model). */
static void S_group_sweep(const pm_group_fit *gf, const size_t *slot_of, pm_res_group *rg)
{
    const pm_model_data *m = &gf->train;
    if (!gf->sweep)
        return;
    rg->nsweep = PM_SWEEP_N;
    rg->sweep = pm_xcalloc(PM_SWEEP_N, sizeof *rg->sweep);
    for (size_t li = 0; li < PM_SWEEP_N; li++) {
        const pm_sweep_point *sp = &gf->sweep[li];
        pm_res_sweep *rs = &rg->sweep[li];
        rs->lambda = sp->lambda;
        rs->test = sp->test;
        rs->q = pm_xmalloc_array(rg->nexp + 1, sizeof *rs->q);
        rs->a = pm_xmalloc_array(rg->nterm + 1, sizeof *rs->a);
        rs->p = pm_xmalloc_array(rg->nterm + 1, sizeof *rs->p);
        rs->lev = pm_xmalloc_array(rg->nlev + 1, sizeof *rs->lev);
        for (size_t j = 0; j < rg->nexp; j++)
            rs->q[j] = sp->x[pm_fit_xindex(gf, PM_X_EXP_Q, j)];
        for (size_t i = 0; i < rg->nterm; i++) {
            rs->a[i] = i < m->nnum ? sp->x[pm_fit_xindex(gf, PM_X_TERM_A, i)] : NAN;
            rs->p[i] = sp->x[pm_fit_xindex(gf, PM_X_TERM_P, i)];
        }
        for (size_t l = 0; l < rg->nlev; l++)
            rs->lev[l] =
                slot_of[l] == SIZE_MAX ? 0.0 : sp->x[pm_fit_xindex(gf, PM_X_LEVEL_A, slot_of[l])];
        for (size_t l = 0; l < m->nlev; l++)
            if (m->lev_param[l] == PM_MODEL_BASE)
                rs->base = sp->x[pm_fit_xindex(gf, PM_X_LEVEL_A, l)];
        rs->c = sp->x[pm_fit_xindex(gf, PM_X_CONST, 0)];
    }
}

/* The noise floor of gf's group, and the model's error on the single measurements it compares
 * to (leave-one-out: every configuration, as predicted without it). */
static void S_group_noise(const pm_group_fit *gf, pm_res_group *rg)
{
    pm_noise_estimate(gf->g, &rg->noise);
    unsigned char *test = pm_xmalloc(gf->g->n + 1);
    for (size_t k = 0; k < gf->g->n; k++)
        test[k] = gf->loo ? 1 : !gf->g->train[k];
    rg->test_mape_single = pm_noise_mape_single(
        gf->g, gf->loo ? gf->loo_pred : rg->points.predicted, test, &rg->test_nsingle);
    free(test);
}

static void S_group(const pm_dataset *d, const pm_fit *f, const pm_group_fit *gf, pm_res_group *rg)
{
    rg->name = pm_xstrdup(gf->g->name);
    rg->n_train = gf->train.n;
    rg->n_test = gf->test.n;
    rg->n_meas = gf->g->nmeas;
    rg->lambda = gf->lambda;
    rg->form = gf->train.form;
    rg->form_rule = gf->form_rule;
    rg->form_factor = gf->form_factor;
    memcpy(rg->form_cv, gf->form_cv, sizeof rg->form_cv);
    memcpy(rg->form_far, gf->form_far, sizeof rg->form_far);
    S_group_regime(gf, rg);
    S_group_exponents(d, gf, rg);
    size_t *slot_of = S_group_levels(gf, rg);
    rg->train = gf->m_train;
    rg->test = gf->m_test;
    rg->loo = gf->loo;
    rg->nfits = f->opts.fits;
    rg->fit_cost = pm_xmalloc_array(rg->nfits + 1, sizeof *rg->fit_cost);
    memcpy(rg->fit_cost, gf->fit_cost, rg->nfits * sizeof *rg->fit_cost);
    rg->best_fit = gf->best;
    rg->nfits_agree = gf->nagree;
    rg->nboot = gf->nboot;
    rg->nboot_used = gf->nboot_used;
    rg->nwarn = gf->nwarnings;
    rg->warn = pm_xcalloc(gf->nwarnings + 1, sizeof *rg->warn);
    for (size_t i = 0; i < gf->nwarnings; i++)
        pm_warning_copy(&rg->warn[i], &gf->warnings[i]);
    S_group_sweep(gf, slot_of, rg);
    free(slot_of);
    S_points(d, gf, &rg->points);
    S_group_noise(gf, rg);
}

void pm_result_from_fit(const pm_dataset *d, const pm_fit *f, const pm_run_meta *meta,
                        pm_result *out)
{
    memset(out, 0, sizeof *out);
    out->schema = PM_RESULT_SCHEMA;
    out->target = pm_xstrdup(d->target_name);
    out->unit = pm_xstrdup(d->unit);
    out->group_by = S_dup(d->group_name);
    out->settings = f->opts;
    out->settings.regimes = NULL; /* the fit's, borrowed: not the result's */
    out->aggregate = d->aggregate;
    out->input_files = d->nfiles;
    if (meta) {
        out->meta.version = S_dup(meta->version);
        out->meta.command_line = S_dup(meta->command_line);
        out->meta.source_date_epoch = meta->source_date_epoch;
        pm_machine_copy(&out->meta.machine, &meta->machine);
    } else {
        out->meta.version = pm_xstrdup(PM_VERSION);
        out->meta.source_date_epoch = -1;
    }
    out->nparams = d->nparams;
    out->params = pm_xcalloc(d->nparams + 1, sizeof *out->params);
    for (size_t j = 0; j < d->nparams; j++) {
        const pm_param *p = &d->params[j];
        pm_res_param *rp = &out->params[j];
        rp->name = pm_xstrdup(p->name);
        rp->role = p->role;
        if (p->role == PM_ROLE_CATEGORICAL) {
            rp->nlevels = p->nvalues;
            rp->levels = pm_xcalloc(p->nvalues + 1, sizeof *rp->levels);
            for (size_t l = 0; l < p->nvalues; l++)
                rp->levels[l] = pm_xstrdup(p->levels[l]);
        } else if (p->values) {
            rp->nvalues = p->nvalues;
            rp->values = pm_xmalloc_array(p->nvalues + 1, sizeof *rp->values);
            memcpy(rp->values, p->values, p->nvalues * sizeof *rp->values);
        }
    }
    out->ngroups = f->ngroups;
    out->groups = pm_xcalloc(f->ngroups + 1, sizeof *out->groups);
    for (size_t gi = 0; gi < f->ngroups; gi++)
        S_group(d, f, &f->groups[gi], &out->groups[gi]);
}

/* ---- the comparison (Table V) ---- */

static void S_append_note(pm_res_compare *c, const char *note)
{
    if (note == NULL)
        return;
    if (c->note == NULL) {
        c->note = pm_xstrdup(note);
        return;
    }
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "%s; %s", c->note, note);
    free(c->note);
    c->note = pm_xstrdup(pm_buf_str(&b));
    pm_buf_free(&b);
}

const pm_res_blackbox *pm_result_best_blackbox(const pm_res_group *g)
{
    const pm_res_blackbox *best = NULL;
    for (size_t k = 0; k < g->compare.nbb; k++) {
        const pm_res_blackbox *b = &g->compare.bb[k];
        if (isfinite(b->test.mape) && (best == NULL || b->test.mape < best->test.mape))
            best = b;
    }
    return best;
}

const pm_warning *pm_result_inadequate(const pm_res_group *g)
{
    for (size_t i = 0; i < g->nwarn; i++)
        if (g->warn[i].code == PM_WARN_MODEL_INADEQUATE)
            return &g->warn[i];
    return NULL;
}

void pm_result_set_compare(pm_result *r, const pm_compare *c)
{
    if (c->which == 0)
        return;
    r->baselines = c->which;
    for (size_t gi = 0; gi < r->ngroups && gi < c->bb.ngroups; gi++) {
        pm_res_group *g = &r->groups[gi];
        pm_res_compare *rc = &g->compare;
        rc->ran = 1;
        const pm_group_fit *vf = pm_compare_variant(c, g->form, gi);
        if (vf) {
            rc->has_variant = 1;
            rc->variant_reg = c->variant_reg;
            rc->variant_lambda = c->variant_lambda;
            rc->variant_train = vf->m_train;
            rc->variant_test = vf->m_test;
        }
        S_append_note(rc, c->variant_note);
        const pm_bb_group *bg = &c->bb.groups[gi];
        S_append_note(rc, bg->note);
        for (size_t k = 0; k < bg->nfit; k++) {
            const pm_bb_fit *f = &bg->fit[k];
            pm_res_blackbox *b = &rc->bb[rc->nbb++];
            b->kind = f->kind;
            memcpy(b->hyper, f->hyper, sizeof b->hyper);
            b->cv_mape = f->cv_mape;
            b->train = f->train;
            b->test = f->test;
            b->predicted = pm_xmalloc_array(g->points.n + 1, sizeof *b->predicted);
            memcpy(b->predicted, f->pred, g->points.n * sizeof *b->predicted);
        }
        /* the model-adequacy rule: on the held-out configurations only (a black box
           fits its training rows far closer than it predicts) */
        const pm_res_blackbox *best = pm_result_best_blackbox(g);
        if (best && g->n_test > 0 && isfinite(g->test.mape) &&
            best->test.mape < PM_RESULT_ADEQUACY_RATIO * g->test.mape) {
            g->warn = pm_xrealloc(g->warn, g->nwarn + 1, sizeof *g->warn);
            pm_warning *w = &g->warn[g->nwarn++];
            memset(w, 0, sizeof *w);
            w->code = PM_WARN_MODEL_INADEQUATE;
            w->unknown = pm_xstrdup("model");
            w->other = pm_xstrdup(pm_bb_name(best->kind));
            w->v[0] = best->test.mape;
            w->v[1] = g->test.mape;
        }
    }
}

/* ---- lifetime ---- */

static void S_group_free(pm_res_group *g)
{
    free(g->name);
    free(g->exp);
    free(g->term);
    free(g->lev);
    free(g->fit_cost);
    for (size_t i = 0; i < g->nwarn; i++)
        pm_warning_free(&g->warn[i]);
    free(g->warn);
    for (size_t i = 0; i < g->nsweep; i++) {
        free(g->sweep[i].q);
        free(g->sweep[i].a);
        free(g->sweep[i].p);
        free(g->sweep[i].lev);
    }
    free(g->sweep);
    free(g->points.measured);
    free(g->points.predicted);
    free(g->points.train);
    free(g->points.count);
    free(g->points.lsd);
    free(g->points.index);
    free(g->configs.values);
    free(g->configs.median);
    free(g->configs.count);
    free(g->configs.lsd);
    for (size_t k = 0; k < g->compare.nbb; k++)
        free(g->compare.bb[k].predicted);
    free(g->compare.note);
}

void pm_result_free(pm_result *r)
{
    if (r == NULL)
        return;
    free(r->target);
    free(r->unit);
    free(r->group_by);
    pm_run_meta_free(&r->meta);
    for (size_t j = 0; j < r->nparams; j++) {
        free(r->params[j].name);
        for (size_t l = 0; l < r->params[j].nlevels; l++)
            free(r->params[j].levels[l]);
        free(r->params[j].levels);
        free(r->params[j].values);
    }
    free(r->params);
    for (size_t gi = 0; gi < r->ngroups; gi++)
        S_group_free(&r->groups[gi]);
    free(r->groups);
    for (size_t i = 0; i < r->ntimes; i++)
        pm_res_times_free(&r->times[i]);
    free(r->times);
    memset(r, 0, sizeof *r);
}

/* ---- lookups and prediction ---- */

size_t pm_result_param(const pm_result *r, const char *name)
{
    for (size_t j = 0; j < r->nparams; j++)
        if (strcmp(r->params[j].name, name) == 0)
            return j;
    return (size_t)-1;
}

size_t pm_result_level(const pm_result *r, size_t j, const char *level)
{
    if (j >= r->nparams)
        return (size_t)-1;
    for (size_t l = 0; l < r->params[j].nlevels; l++)
        if (strcmp(r->params[j].levels[l], level) == 0)
            return l;
    return (size_t)-1;
}

const pm_res_group *pm_result_group(const pm_result *r, const char *name)
{
    for (size_t gi = 0; gi < r->ngroups; gi++)
        if (strcmp(r->groups[gi].name, name) == 0)
            return &r->groups[gi];
    return NULL;
}

double pm_result_point_value(const pm_result *r, const pm_res_group *g, size_t k, size_t j)
{
    size_t i = pm_res_points_index(&g->points, k, j);
    const pm_res_param *p = &r->params[j];
    if (i == PM_DATASET_ABSENT)
        return NAN;
    if (p->role == PM_ROLE_CATEGORICAL)
        return (double)i;
    return p->values && i < p->nvalues ? p->values[i] : NAN;
}

void pm_result_point_values(const pm_result *r, const pm_res_group *g, size_t k, double *v)
{
    for (size_t j = 0; j < r->nparams; j++)
        v[j] = pm_result_point_value(r, g, k, j);
}

size_t pm_result_nconfigs(const pm_res_group *g)
{
    return g->points.n ? g->points.n : g->configs.n;
}

void pm_result_config(const pm_result *r, const pm_res_group *g, size_t k, double *v,
                      double *median, uint32_t *count)
{
    if (g->points.n) {
        pm_result_point_values(r, g, k, v);
        *median = g->points.measured[k];
        *count = g->points.count[k];
        return;
    }
    memcpy(v, g->configs.values + k * r->nparams, r->nparams * sizeof *v);
    *median = g->configs.median[k];
    *count = g->configs.count[k];
}

double pm_result_config_lsd(const pm_res_group *g, size_t k)
{
    if (g->points.n)
        return g->points.lsd ? g->points.lsd[k] : NAN;
    return g->configs.lsd ? g->configs.lsd[k] : NAN;
}

int pm_result_regime_exponent(const pm_res_group *g, size_t j, pm_stat *out)
{
    const pm_res_regime *rg = &g->regime;
    const pm_res_exponent *e = pm_result_exponent(g, j);
    int in = 0;
    for (size_t i = 0; i < rg->nparam; i++)
        in |= rg->param[i] == j;
    if (!in || e == NULL)
        return -1;
    if (rg->nparam == 1) {
        *out = rg->d;
        return 0;
    }
    const pm_stat *q = &e->q, *d = &rg->d;
    out->value = q->value + d->value;
    out->mean = q->mean + d->mean;
    out->std = NAN;
    out->se = q->se + d->se;
    out->lo = isfinite(out->se) ? out->value - 1.96 * out->se : NAN;
    out->hi = isfinite(out->se) ? out->value + 1.96 * out->se : NAN;
    out->all = out->all_se = NAN;
    if (pm_stat_has_all(q) && pm_stat_has_all(d)) {
        out->all = q->all + d->all;
        out->all_se = q->all_se + d->all_se; /* as se: no covariance kept, so at most */
    }
    return 0;
}

const pm_res_exponent *pm_result_exponent(const pm_res_group *g, size_t j)
{
    for (size_t i = 0; i < g->nexp; i++)
        if (g->exp[i].param == j)
            return &g->exp[i];
    return NULL;
}

double pm_result_predict(const pm_result *r, const pm_res_group *g, const double *v)
{
    (void)r;
    /* the same evaluation order as the engine (model.c): the intrinsic sum,
       times the multiplicative product (the product form's intrinsic powers, then the
       extrinsic ones), plus C; powers as exp(p ln I) */
    int product = (pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT) != 0;
    const pm_res_regime *rg = &g->regime;
    double s = 0.0, f = 1.0;
    for (size_t i = 0; i < g->nterm; i++) {
        double pw = exp(g->term[i].p.value * log(v[g->term[i].param]));
        if (product)
            f *= pw;
        else
            s += g->term[i].a.value * pw;
    }
    for (size_t l = 0; l < g->nlev; l++) {
        double lv = v[g->lev[l].param];
        if (lv >= 0 && (size_t)lv == g->lev[l].level)
            s += g->lev[l].a.value;
    }
    if (g->has_base)
        s += g->base.value;
    for (size_t j = 0; j < g->nexp; j++) {
        double e = v[g->exp[j].param];
        if (rg->nparam == 1 && rg->param[0] == g->exp[j].param && e > rg->breakpoint)
            e = rg->breakpoint; /* one factor in the regime: its own power stops there */
        f *= exp(g->exp[j].q.value * log(e));
        if (g->exp[j].logj > 0) /* the log form's (log2 E)^j */
            f *= pow(log2(v[g->exp[j].param]), (double)g->exp[j].logj);
    }
    if (rg->nparam > 0) {
        double p = 1.0;
        for (size_t i = 0; i < rg->nparam; i++)
            p *= v[rg->param[i]];
        f *= exp(rg->d.value * (p > rg->breakpoint ? log(p / rg->breakpoint) : 0.0));
    }
    return s * f + g->constant.value;
}
