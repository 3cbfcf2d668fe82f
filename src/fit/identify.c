/* identify.c - the identifiability warnings of a fitted group (fit/identify.h). */
#include "fit/identify.h"

#include "fit/gauge.h"
#include "fit/protocol_job.h"
#include "fit/regime.h"
#include "util/buf.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Append a warning of the given code about the unknown called `unknown` (parameter `param`,
 * or NULL); its numbers are 0 until the caller sets them. */
static pm_warning *S_add(pm_group_fit *gf, pm_warn_code code, const char *unknown,
                         const char *param)
{
    gf->warnings = pm_xrealloc(gf->warnings, gf->nwarnings + 1, sizeof *gf->warnings);
    pm_warning *w = &gf->warnings[gf->nwarnings++];
    memset(w, 0, sizeof *w);
    w->code = code;
    w->unknown = pm_xstrdup(unknown);
    w->param = param ? pm_xstrdup(param) : NULL;
    return w;
}

/* Append a warning of the given code about unknown xi (parameter `param`). */
static pm_warning *S_warn(pm_group_fit *gf, pm_warn_code code, size_t xi, const char *param)
{
    return S_add(gf, code, gf->xname[xi], param);
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
    pm_regime_parallel(d, gf->g, (double)o->cores, &reg);
    for (size_t i = 0; i < reg.nparam; i++)
        pm_buf_printf(&names, "%s%s", i ? " x " : "", d->params[reg.param[i]].name);
    double top = 0.0;
    for (size_t k = 0; reg.nparam && k < gf->g->n; k++)
        if (gf->g->train[k])
            top = fmax(top, pm_regime_product(d, &reg, gf->g->idx + k * d->nparams));
    pm_warning *w = S_add(gf, PM_WARN_CORES_UNUSED, "breakpoint", reg.nparam ? names.data : NULL);
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
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, xm);
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

/* The checks of power i of gf's multiplicative and intrinsic block, in x at ipow + i: the
 * intrinsic p's, then the q's, then the regime's d. */
static void S_check_power(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o, size_t i)
{
    const pm_model_data *m = &gf->train;
    size_t xi = pm_model_ipow(m) + i;
    size_t param = i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum];
    if (param == PM_MODEL_REGIME) { /* the exponent past the breakpoint: on a bound? */
        if (fabs(gf->x[xi]) >= o->pow_max - 1e-3) {
            pm_warning *w = S_warn(gf, PM_WARN_ON_BOUND, xi, gf->xname[xi]);
            w->v[0] = gf->x[xi];
            w->v[1] = o->pow_max;
        }
        return;
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
        return;
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

/* design_split: each part of the training design that holds no reference level (fit/gauge.h),
 * with its levels and the training configurations that have them. */
static void S_design_parts(const pm_dataset *d, pm_group_fit *gf)
{
    const pm_model_data *m = &gf->train;
    size_t *part = pm_xcalloc(m->nlev + 1, sizeof *part);
    size_t np = pm_gauge_parts(m, part);
    for (size_t p = 1; p <= np; p++) {
        pm_buf names = PM_BUF_INIT;
        size_t first = SIZE_MAX, nlevel = 0, rows = 0;
        for (size_t l = 0; l < m->nlev; l++)
            if (part[l] == p) {
                const pm_param *pp = &d->params[m->lev_param[l]];
                pm_buf_printf(&names, "%s%s=%s", nlevel ? ", " : "", pp->name,
                              pp->levels[m->lev_value[l]]);
                first = first == SIZE_MAX ? l : first;
                nlevel++;
            }
        for (size_t k = 0; k < m->n; k++) {
            int in = 0;
            for (size_t c = 0; c < m->ncat && !in; c++) {
                uint32_t sl = m->slot[k * m->ncat + c];
                in = sl != UINT32_MAX && part[sl] == p;
            }
            rows += (size_t)in;
        }
        pm_warning *w =
            S_warn(gf, PM_WARN_DESIGN_SPLIT, m->nnum + first, d->params[m->lev_param[first]].name);
        w->other = names.data;
        w->needed = nlevel;
        w->count = rows;
    }
    free(part);
}

void pm_identify_warn(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o)
{
    const pm_model_data *m = &gf->train;
    double tlo, thi;
    pm_fit_train_range(gf->g, &tlo, &thi);
    if ((pm_form_get(o->form)->layout & PM_LAYOUT_REGIME) && o->cores > 0 && !gf->regime_given)
        S_warn_cores(d, gf, o);
    if (tlo == thi) {
        pm_warning *w = S_warn(gf, PM_WARN_TARGET_CONSTANT, gf->nx - 1, NULL);
        w->v[0] = tlo;
    } else {
        S_warn_constant(d, gf);
    }
    for (size_t i = 0; i < m->nnum + m->next; i++)
        S_check_power(d, gf, o, i);
    S_design_parts(d, gf);
    if (o->bootstrap > 0)
        S_coef_intervals(d, gf, o);
}
