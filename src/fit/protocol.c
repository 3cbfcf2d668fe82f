/* protocol.c - the protocol's entry: its options, pm_fit_run as a sequence of phases, the group
 * set-up, and the layout of a group fit's unknowns (fit/protocol.h). */
#include "fit/protocol.h"

#include "fit/bootstrap.h"
#include "fit/identify.h"
#include "fit/lambda.h"
#include "fit/loo.h"
#include "fit/protocol_job.h"
#include "fit/seeds.h"
#include "fit/select.h"
#include "util/pool.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* ---- setting up a group ---- */

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

void pm_fit_train_range(const pm_group *g, double *lo, double *hi)
{
    *lo = INFINITY;
    *hi = -INFINITY;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            *lo = fmin(*lo, g->t[k]);
            *hi = fmax(*hi, g->t[k]);
        }
}

/* Group gi's cost: the options' loss and penalty, its bounds in its model unit (times divided
 * by scale). */
static void S_group_cost(const pm_fit_job *job, size_t gi, double scale)
{
    const pm_fit_opts *o = job->o;
    pm_cost_config *cfg = &job->cfg[gi];
    cfg->loss = o->loss;
    cfg->reg = o->reg;
    cfg->lambda = o->lambda;
    cfg->pow_max = o->pow_max;
    cfg->coef_max = o->coef_max > 0 ? o->coef_max / scale : 1000.0;
}

/* Group gi's form and regime: the form named (its regime chosen where it has one, fit/regime.h),
 * or the one --model auto chooses (fit/select.h); a form with a regime and no factor to break
 * is its unbroken form. Fills the group's form_rule, form_factor, form_cv, form_far and
 * regime fields. */
static pm_model_form S_group_form(const pm_fit_job *job, size_t gi, double scale, pm_regime *reg)
{
    const pm_fit_opts *o = job->o;
    pm_group_fit *gf = &job->f->groups[gi];
    pm_form_choice ch;
    if (o->form == PM_FORM_AUTO) {
        pm_select_form(job, gi, scale, &ch);
    } else {
        memset(&ch, 0, sizeof ch);
        ch.form = pm_form_get(o->form)->id;
        ch.rule = PM_RULE_NAMED;
        ch.factor = SIZE_MAX;
        for (size_t k = 0; k < PM_FORM_NFORMS; k++)
            ch.cv[k] = ch.far[k] = NAN;
        ch.reg.set_lo = ch.reg.set_hi = NAN;
        if ((pm_form_get(ch.form)->layout & PM_LAYOUT_CHOSEN) && o->regimes)
            ch.reg.reg = o->regimes[gi]; /* as given: no search */
        else if (pm_form_get(ch.form)->layout & PM_LAYOUT_CHOSEN)
            pm_regime_choose(job, gi, scale, NULL, ch.form, NULL, 0, &ch.reg);
    }
    gf->form_rule = ch.rule;
    gf->form_factor = ch.factor;
    memcpy(gf->form_cv, ch.cv, sizeof gf->form_cv);
    memcpy(gf->form_far, ch.far, sizeof gf->form_far);
    *reg = ch.reg.reg;
    gf->regime_given = ch.reg.given;
    gf->regime_lo = ch.reg.set_lo;
    gf->regime_hi = ch.reg.set_hi;
    pm_regime_choice_free(&ch.reg);
    if (!pm_regime_chosen(reg))
        return pm_form_unbroken(ch.form); /* no factor to break (or to take a log power): the
                                             form is its unbroken one */
    return ch.form;
}

/* Group gf's unknowns: their names, and every per-unknown array of the result (the
 * intervals NAN until they are computed). */
static void S_group_arrays(const pm_dataset *d, pm_group_fit *gf, size_t fits)
{
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
    gf->fit_x = pm_xcalloc(pm_st_mult(fits, gf->nx), sizeof(double));
    gf->fit_cost = pm_xcalloc(fits, sizeof(double));
}

/* Set up group gi: its cost, form and regime, its layout on its training and test
 * configurations, and its arrays. Returns 0, or -1 with err set when it has no training
 * configuration, or fewer than its unknowns. */
static int S_group_setup(const pm_fit_job *job, size_t gi, pm_error *err)
{
    const pm_dataset *d = job->d;
    const pm_group *g = &d->groups[gi];
    pm_group_fit *gf = &job->f->groups[gi];
    gf->g = g;
    gf->loo = g->loo;
    if (g->ntrain == 0)
        return pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                            "group '%.100s' has no training rows (%zu configurations)", g->name,
                            g->n);
    double scale = job->o->raw_units ? 1.0 : S_median_t(g);
    S_group_cost(job, gi, scale);
    pm_regime reg;
    pm_model_form form = S_group_form(job, gi, scale, &reg);
    size_t ntrain;
    pm_model_data_build_split(d, g, g->train, scale, form, &reg, &gf->rows, &ntrain);
    pm_model_data_view(&gf->rows, 0, ntrain, &gf->train);
    pm_model_data_view(&gf->rows, ntrain, gf->rows.n, &gf->test);
    if (gf->train.n < pm_model_nx(&gf->train))
        return pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                            "group '%.100s' has %zu training configurations for %zu unknowns: "
                            "the model cannot be fitted (measure more configurations, use a "
                            "larger --train-fraction, or name fewer parameters)",
                            g->name, gf->train.n, pm_model_nx(&gf->train));
    S_group_arrays(d, gf, job->o->fits);
    return 0;
}

/* ---- the run ---- */

/* Start a run: f empty but for its options as run (at least one fit; --lambda auto implies a
 * penalty to weigh) and one zeroed group per group of d; the job over it. */
static void S_begin(pm_fit_job *job, const pm_dataset *d, const pm_fit_opts *o, pm_fit *f)
{
    memset(f, 0, sizeof *f);
    f->opts = *o;
    if (f->opts.fits == 0)
        f->opts.fits = 1;
    if (f->opts.lambda_auto && f->opts.reg == PM_REG_NONE)
        f->opts.reg = PM_REG_L2; /* choosing a weight implies a penalty to weigh */
    f->ngroups = d->ngroups;
    f->groups = pm_xcalloc(d->ngroups ? d->ngroups : 1, sizeof *f->groups);
    job->d = d;
    job->o = &f->opts;
    job->f = f;
    job->cfg = pm_xcalloc(d->ngroups + 1, sizeof(pm_cost_config));
    job->threads = pm_pool_threads(f->opts.threads);
}

/* Each group's lambda as used: its cost's, or 0 without a penalty. */
static void S_record_lambda(const pm_fit_job *job)
{
    for (size_t gi = 0; gi < job->f->ngroups; gi++)
        job->f->groups[gi].lambda = job->cfg[gi].reg == PM_REG_NONE ? 0.0 : job->cfg[gi].lambda;
}

/* End a run: release the job; on failure also everything fitted so far. Returns rc. */
static int S_end(pm_fit_job *job, int rc)
{
    free(job->cfg);
    if (rc != 0)
        pm_fit_free(job->f);
    return rc;
}

/* The groups' set-up on the worker threads: task gi sets up group gi, its error (only on
 * failure) into errs[gi]. */
typedef struct S_setups {
    const pm_fit_job *job;
    pm_error **errs;
} S_setups;

static void S_task_setup(void *ctx, size_t gi)
{
    S_setups *s = ctx;
    pm_error e;
    pm_error_clear(&e);
    if (S_group_setup(s->job, gi, &e) != 0) {
        s->errs[gi] = pm_xmalloc(sizeof e);
        *s->errs[gi] = e;
    }
}

/* Set up every group: on the worker threads where no group chooses its form or regime (those
 * run fits of their own on the threads), else one after the other. Returns 0, or -1 with err
 * set for the first group, in order, that fails. */
static int S_setup_groups(const pm_fit_job *job, pm_error *err)
{
    const pm_fit_opts *o = job->o;
    size_t ng = job->d->ngroups;
    int chooses = o->form == PM_FORM_AUTO || (pm_form_get(o->form)->layout & PM_LAYOUT_REGIME);
    if (chooses || job->threads <= 1 || ng <= 1) {
        for (size_t gi = 0; gi < ng; gi++)
            if (S_group_setup(job, gi, err) != 0)
                return -1;
        return 0;
    }
    S_setups s = {job, pm_xcalloc(ng, sizeof *s.errs)};
    pm_pool_run(ng, job->threads, S_task_setup, &s);
    int rc = 0;
    for (size_t gi = 0; gi < ng; gi++) {
        if (s.errs[gi] != NULL && rc == 0) {
            if (err != NULL)
                *err = *s.errs[gi];
            rc = -1;
        }
        free(s.errs[gi]);
    }
    free(s.errs);
    return rc;
}

int pm_fit_run(const pm_dataset *d, const pm_fit_opts *o, pm_fit *f, pm_error *err)
{
    pm_fit_job job;
    S_begin(&job, d, o, f);
    if (S_setup_groups(&job, err) != 0)
        return S_end(&job, -1);
    if (job.o->lambda_auto)
        pm_lambda_choose(&job);
    S_record_lambda(&job);
    if (pm_seeds_fit(&job, err) != 0)
        return S_end(&job, -1);
    pm_loo_score(&job);
    pm_bootstrap_intervals(&job);
    if (job.o->lambda_sweep)
        pm_lambda_sweep(&job);
    for (size_t gi = 0; gi < d->ngroups; gi++)
        pm_identify_warn(d, &f->groups[gi], job.o);
    return S_end(&job, 0);
}

/* ---- the result ---- */

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

/* ---- the layout of the unknowns, for code outside fit/ (protocol.h) ---- */

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

void pm_fit_xconvert(const pm_group_fit *gf, const double *x, pm_xunit to, double *out)
{
    /* the powers p, q and d run from the first p to C, exclusive */
    size_t p0 = pm_fit_xindex(gf, PM_X_TERM_P, 0), c = pm_fit_xindex(gf, PM_X_CONST, 0);
    double s = gf->train.scale;
    for (size_t i = 0; i < gf->nx; i++)
        out[i] = i >= p0 && i < c ? x[i] : to == PM_UNIT_DATA ? x[i] * s : x[i] / s;
}
