/* model.c - model data per group and evaluation of the generic performance model. */
#include "fit/model.h"

#include "fit/reference.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A malloc'd copy of n items of size bytes (at least one item, so it is never NULL). */
static void *S_dup(const void *src, size_t n, size_t size)
{
    void *p = pm_xmalloc_array(n ? n : 1, size);
    if (n)
        memcpy(p, src, n * size);
    return p;
}

double pm_regime_product(const pm_dataset *d, const pm_regime *reg, const uint32_t *idx)
{
    double p = 1.0;
    for (size_t i = 0; i < reg->nparam; i++) {
        uint32_t v = idx[reg->param[i]];
        if (v == PM_DATASET_ABSENT)
            return NAN; /* a configuration of a group that lacks the factor */
        p *= d->params[reg->param[i]].values[v];
    }
    return p;
}

static int S_cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The regime slot i of m: the distinct values of P over every configuration of the dataset
 * (so a layout made for other rows, pm_model_data_like, gets the same table), and their
 * ln max(1, P / brk). */
static void S_regime_table(const pm_dataset *d, pm_model_data *m, size_t i)
{
    size_t total = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++)
        total += d->groups[gi].n;
    double *v = pm_xmalloc_array(total + 1, sizeof *v);
    size_t n = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++)
        for (size_t k = 0; k < d->groups[gi].n; k++) {
            double p = pm_regime_product(d, &m->reg, d->groups[gi].idx + k * d->nparams);
            if (!isnan(p)) /* a group that lacks one of the factors has no P */
                v[n++] = p;
        }
    qsort(v, n, sizeof *v, S_cmpd);
    size_t u = 0;
    for (size_t k = 0; k < n; k++)
        if (u == 0 || v[k] != v[u - 1])
            v[u++] = v[k];
    m->reg_value = v;
    m->nval[i] = u;
    m->lnval[i] = pm_xmalloc_array(u + 1, sizeof(double));
    for (size_t k = 0; k < u; k++)
        m->lnval[i][k] = v[k] > m->reg.brk ? log(v[k] / m->reg.brk) : 0.0;
}

/* Index of P in m's regime table (it is there: the table holds every configuration's). */
static uint32_t S_regime_index(const pm_model_data *m, size_t slot, double p)
{
    size_t lo = 0, hi = m->nval[slot];
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->reg_value[mid] <= p)
            lo = mid;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

/* The log form's tables (model.h, logmul): (log2 value)^j per distinct value of each factor
 * reg gives a log power; none outside the log form. */
static void S_logmul(const pm_dataset *d, pm_model_data *m)
{
    size_t npow = m->nnum + m->next;
    if (!(pm_form_get(m->form)->layout & PM_LAYOUT_LOG) || m->reg.nlog == 0)
        return;
    m->logmul = pm_xcalloc(npow + 1, sizeof *m->logmul);
    for (size_t i = m->nnum; i < npow; i++) {
        size_t j = m->ext_param[i - m->nnum];
        unsigned lj = j == PM_MODEL_REGIME ? 0 : pm_model_logj(m, j);
        if (lj == 0)
            continue;
        m->logmul[i] = pm_xmalloc_array(m->nval[i] + 1, sizeof(double));
        for (size_t v = 0; v < m->nval[i]; v++)
            m->logmul[i][v] = pow(log2(d->params[j].values[v]), (double)lj);
    }
}

unsigned pm_model_logj(const pm_model_data *m, size_t param)
{
    if (!(pm_form_get(m->form)->layout & PM_LAYOUT_LOG))
        return 0;
    for (size_t k = 0; k < m->reg.nlog && k < PM_LOGPOW_MAX; k++)
        if (m->reg.log_param[k] == param)
            return m->reg.log_j[k];
    return 0;
}

/* Collect the parameters of group g by role into the layout (m->form set): in the
 * product form the numeric intrinsic ones lead the multiplicative block. A parameter the
 * group lacks (its families take other arguments: PM_DATASET_ABSENT) is none of its, and so
 * is one with a single value there: its effect is a constant the coefficients hold (E^q of
 * one E scales them; a * I^p of one I is an additive constant, which the base coefficient a0
 * keeps when no level coefficient does), and its power could not be fitted. */
static void S_params(const pm_dataset *d, const pm_group *g, pm_model_data *m)
{
    m->num_param = pm_xmalloc_array(d->nparams + 1, sizeof(size_t));
    m->cat_param = pm_xmalloc_array(d->nparams + 1, sizeof(size_t));
    m->ext_param = pm_xmalloc_array(d->nparams + 2, sizeof(size_t));
    int product = (pm_form_get(m->form)->layout & PM_LAYOUT_PRODUCT) != 0;
    int dropped = 0; /* an intrinsic parameter with one value was left out */
    for (size_t j = 0; j < d->nparams; j++) {
        if (g->ndistinct[j] < 2) {
            dropped |= g->ndistinct[j] == 1 && d->params[j].role != PM_ROLE_EXTRINSIC;
            continue;
        }
        switch (d->params[j].role) {
        case PM_ROLE_NUMERIC:
            if (product)
                m->ext_param[m->nprod++] = j; /* numeric come first in the dataset */
            else
                m->num_param[m->nnum++] = j;
            break;
        case PM_ROLE_CATEGORICAL: m->cat_param[m->ncat++] = j; break;
        case PM_ROLE_EXTRINSIC: m->ext_param[m->nprod + m->next++] = j; break;
        default: break;
        }
    }
    m->next += m->nprod;
    if (m->nreg) /* the regime's power comes last */
        m->ext_param[m->next++] = PM_MODEL_REGIME;
    if (m->nnum == 0 || dropped || m->ncat > 0) /* the base coefficient a0, last */
        m->cat_param[m->ncat++] = PM_MODEL_BASE;
    size_t npow = m->nnum + m->next;
    m->nval = pm_xmalloc_array(npow + 1, sizeof *m->nval);
    m->lnval = pm_xmalloc_array(npow + 1, sizeof *m->lnval);
    for (size_t i = 0; i < npow; i++) {
        size_t j = i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum];
        if (j == PM_MODEL_REGIME) {
            S_regime_table(d, m, i);
            continue;
        }
        const pm_param *p = &d->params[j];
        /* one factor in the regime: its own power stops at the breakpoint */
        int clamp = m->nreg && m->reg.nparam == 1 && m->reg.param[0] == j;
        m->nval[i] = p->nvalues;
        m->lnval[i] = pm_xmalloc_array(p->nvalues + 1, sizeof(double));
        for (size_t v = 0; v < p->nvalues; v++)
            m->lnval[i][v] = log(clamp && p->values[v] > m->reg.brk ? m->reg.brk : p->values[v]);
    }
    S_logmul(d, m);
}

/* Allocate m's per-configuration arrays for n rows (m->n = n). */
static void S_rows_alloc(pm_model_data *m, size_t n)
{
    size_t npow = m->nnum + m->next, cap = n ? n : 1;
    m->n = n;
    m->t = pm_xmalloc_array(cap, sizeof *m->t);
    m->lnt = pm_xmalloc_array(cap, sizeof *m->lnt);
    m->vidx = pm_xmalloc_array(pm_st_mult(cap, npow + 1), sizeof *m->vidx);
    m->slot = pm_xmalloc_array(pm_st_mult(cap, m->ncat + 1), sizeof *m->slot);
}

/* How many rows use chooses of g (NULL: every configuration once; with `rest`, the
 * configurations use leaves out, once each). */
static size_t S_rows_count(const pm_group *g, const unsigned char *use, int rest)
{
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        n += use == NULL ? !rest : rest ? use[k] == 0 : use[k];
    return n;
}

/* Fill rows from *r on with the configurations of g that use chooses (as S_rows_count). */
static void S_rows_fill(const pm_dataset *d, const pm_group *g, const unsigned char *use, int rest,
                        pm_model_data *m, size_t *r)
{
    size_t npow = m->nnum + m->next;
    for (size_t k = 0; k < g->n; k++) {
        unsigned times = use == NULL ? (unsigned)!rest : rest ? use[k] == 0 : use[k];
        for (unsigned rep = 0; rep < times; rep++) {
            const uint32_t *idx = g->idx + k * d->nparams;
            size_t i0 = *r;
            m->t[i0] = g->t[k] / m->scale;
            m->lnt[i0] = log(m->t[i0]);
            for (size_t i = 0; i < npow; i++) {
                size_t j = i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum];
                m->vidx[i0 * npow + i] =
                    j == PM_MODEL_REGIME ? S_regime_index(m, i, pm_regime_product(d, &m->reg, idx))
                                         : idx[j];
            }
            for (size_t c = 0; c < m->ncat; c++) {
                size_t j = m->cat_param[c];
                uint32_t s = UINT32_MAX; /* level not in the layout: contributes nothing */
                for (size_t l = 0; l < m->nlev; l++)
                    if (m->lev_param[l] == j && (j == PM_MODEL_BASE || m->lev_value[l] == idx[j])) {
                        s = (uint32_t)l;
                        break;
                    }
                m->slot[i0 * m->ncat + c] = s;
            }
            (*r)++;
        }
    }
}

/* Fill the per-configuration arrays for the chosen configurations of g. */
static void S_rows(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                   pm_model_data *m)
{
    size_t r = 0;
    S_rows_alloc(m, S_rows_count(g, use, 0));
    S_rows_fill(d, g, use, 0, m, &r);
}

void pm_model_data_build(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                         double scale, pm_model_form form, pm_model_data *m)
{
    pm_model_data_build_regime(d, g, use, scale, form, NULL, m);
}

/* The layout of pm_model_data_build_regime, without the rows. */
static void S_layout(const pm_dataset *d, const pm_group *g, const unsigned char *use, double scale,
                     pm_model_form form, const pm_regime *reg, pm_model_data *m)
{
    memset(m, 0, sizeof *m);
    m->scale = scale;
    m->form = pm_form_get(form)->id;
    if ((pm_form_get(form)->layout & PM_LAYOUT_REGIME) && reg && reg->nparam > 0) {
        m->nreg = 1;
        m->reg = *reg;
    }
    if ((pm_form_get(form)->layout & PM_LAYOUT_LOG) && reg) { /* its log powers */
        m->reg.nlog = reg->nlog;
        memcpy(m->reg.log_param, reg->log_param, sizeof reg->log_param);
        memcpy(m->reg.log_j, reg->log_j, sizeof reg->log_j);
    }
    S_params(d, g, m);
    /* level slots: the levels present among the chosen configurations, in level order, but
       each parameter's first (its reference, folded into the base slot) */
    size_t maxlev = 0;
    for (size_t c = 0; c < m->ncat; c++)
        maxlev += m->cat_param[c] == PM_MODEL_BASE ? 1 : d->params[m->cat_param[c]].nvalues;
    m->lev_param = pm_xmalloc_array(maxlev + 1, sizeof(size_t));
    m->lev_value = pm_xmalloc_array(maxlev + 1, sizeof(size_t));
    m->ref_value = pm_xcalloc(m->ncat + 1, sizeof(size_t));
    size_t *logs = pm_xmalloc_array(m->nnum + m->next + 1, sizeof *logs); /* ln-value params */
    for (size_t i = 0; i < m->nnum + m->next; i++)
        logs[i] = i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum];
    pm_reference_levels(d, g, use, m->cat_param, m->ncat, logs, m->nnum + m->next, m->ref_value);
    free(logs);
    for (size_t c = 0; c < m->ncat; c++) {
        size_t j = m->cat_param[c];
        if (j == PM_MODEL_BASE) { /* one slot every configuration has */
            m->lev_param[m->nlev] = PM_MODEL_BASE;
            m->lev_value[m->nlev] = 0;
            m->nlev++;
            continue;
        }
        size_t nv = d->params[j].nvalues;
        unsigned char *seen = pm_xcalloc(nv, 1);
        for (size_t k = 0; k < g->n; k++)
            if (use == NULL || use[k])
                seen[g->idx[k * d->nparams + j]] = 1;
        for (size_t v = 0; v < nv; v++)
            if (seen[v] && v != m->ref_value[c]) {
                m->lev_param[m->nlev] = j;
                m->lev_value[m->nlev] = v;
                m->nlev++;
            }
        free(seen);
    }
}

void pm_model_data_build_regime(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                                double scale, pm_model_form form, const pm_regime *reg,
                                pm_model_data *m)
{
    S_layout(d, g, use, scale, form, reg, m);
    S_rows(d, g, use, m);
}

void pm_model_data_build_split(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                               double scale, pm_model_form form, const pm_regime *reg,
                               pm_model_data *m, size_t *nuse)
{
    S_layout(d, g, use, scale, form, reg, m);
    size_t r = 0;
    *nuse = S_rows_count(g, use, 0);
    S_rows_alloc(m, pm_st_add(*nuse, S_rows_count(g, use, 1)));
    S_rows_fill(d, g, use, 0, m, &r);
    S_rows_fill(d, g, use, 1, m, &r);
}

void pm_model_data_view(const pm_model_data *m, size_t k0, size_t k1, pm_model_data *v)
{
    size_t npow = m->nnum + m->next;
    *v = *m;
    v->view = 1;
    v->n = k1 - k0;
    v->t = m->t + k0;
    v->lnt = m->lnt + k0;
    v->vidx = m->vidx + k0 * npow;
    v->slot = m->slot + k0 * m->ncat;
}

void pm_model_data_like(const pm_model_data *layout, const pm_dataset *d, const pm_group *g,
                        const unsigned char *use, pm_model_data *m)
{
    memset(m, 0, sizeof *m);
    m->scale = layout->scale;
    m->form = layout->form;
    m->nreg = layout->nreg;
    m->reg = layout->reg;
    S_params(d, g, m);
    m->nlev = layout->nlev;
    m->lev_param = pm_xmalloc_array(m->nlev + 1, sizeof(size_t));
    m->lev_value = pm_xmalloc_array(m->nlev + 1, sizeof(size_t));
    memcpy(m->lev_param, layout->lev_param, m->nlev * sizeof(size_t));
    memcpy(m->lev_value, layout->lev_value, m->nlev * sizeof(size_t));
    m->ref_value = S_dup(layout->ref_value, m->ncat, sizeof(size_t));
    S_rows(d, g, use, m);
}

void pm_model_data_free(pm_model_data *m)
{
    if (m == NULL)
        return;
    if (m->view) {
        memset(m, 0, sizeof *m);
        return;
    }
    for (size_t i = 0; i < m->nnum + m->next; i++) {
        free(m->lnval[i]);
        if (m->logmul)
            free(m->logmul[i]);
    }
    free(m->lnval);
    free(m->logmul);
    free(m->nval);
    free(m->t);
    free(m->lnt);
    free(m->num_param);
    free(m->cat_param);
    free(m->ext_param);
    free(m->lev_param);
    free(m->lev_value);
    free(m->ref_value);
    free(m->vidx);
    free(m->slot);
    free(m->reg_value);
    memset(m, 0, sizeof *m);
}

void pm_model_data_drop_rows(pm_model_data *m)
{
    if (!m->view) {
        free(m->t);
        free(m->lnt);
        free(m->vidx);
        free(m->slot);
    }
    m->t = m->lnt = NULL;
    m->vidx = m->slot = NULL;
}

void pm_model_work_init(pm_model_work *w, const pm_model_data *m)
{
    size_t npow = m->nnum + m->next;
    w->pw = pm_xmalloc_array(npow + 1, sizeof *w->pw);
    for (size_t i = 0; i < npow; i++)
        w->pw[i] = pm_xmalloc_array(m->nval[i] + 1, sizeof(double));
    w->s = pm_xmalloc_array(m->n + 1, sizeof(double));
    w->f = pm_xmalloc_array(m->n + 1, sizeof(double));
}

void pm_model_work_free(pm_model_work *w, const pm_model_data *m)
{
    for (size_t i = 0; i < m->nnum + m->next; i++)
        free(w->pw[i]);
    free(w->pw);
    free(w->s);
    free(w->f);
}

void pm_model_powers(const pm_model_data *m, const double *x, pm_model_work *w)
{
    const double *pow = x + pm_model_ipow(m);
    for (size_t i = 0; i < m->nnum + m->next; i++)
        for (size_t v = 0; v < m->nval[i]; v++)
            w->pw[i][v] = exp(pow[i] * m->lnval[i][v]);
    for (size_t i = 0; m->logmul && i < m->nnum + m->next; i++)
        for (size_t v = 0; m->logmul[i] && v < m->nval[i]; v++)
            w->pw[i][v] *= m->logmul[i][v];
}

void pm_model_predict(const pm_model_data *m, const double *x, pm_model_work *w, double *out)
{
    pm_model_powers(m, x, w);
    pm_model_predict_rows(m, x, w, out, 0, m->n);
}

void pm_model_predict_rows(const pm_model_data *m, const double *x, pm_model_work *w, double *out,
                           size_t k0, size_t k1)
{
    size_t npow = m->nnum + m->next, nn = m->nnum, ncat = m->ncat;
    const double *alev = x + m->nnum;
    double c = x[pm_model_nx(m) - 1];
    /* the tables and outputs in locals: stores to s, f and out cannot then make the compiler
       reload them for every row */
    const double *const *pw = (const double *const *)w->pw;
    const uint32_t *restrict vidx = m->vidx, *restrict slot = m->slot;
    double *restrict ws = w->s, *restrict wf = w->f, *restrict o = out;
    for (size_t k = k0; k < k1; k++) {
        const uint32_t *vi = vidx + k * npow;
        const uint32_t *sl = slot + k * ncat;
        double s = 0.0, f = 1.0;
        for (size_t i = 0; i < nn; i++)
            s += x[i] * pw[i][vi[i]];
        for (size_t cc = 0; cc < ncat; cc++)
            if (sl[cc] != UINT32_MAX)
                s += alev[sl[cc]];
        for (size_t j = nn; j < npow; j++)
            f *= pw[j][vi[j]];
        ws[k] = s;
        wf[k] = f;
        o[k] = s * f + c;
    }
}

void pm_model_xname(const pm_model_data *m, const pm_dataset *d, size_t i, char *out, size_t size)
{
    size_t ipow = pm_model_ipow(m);
    if (i < m->nnum)
        snprintf(out, size, "a[%s]", d->params[m->num_param[i]].name);
    else if (i < ipow && m->lev_param[i - m->nnum] == PM_MODEL_BASE)
        snprintf(out, size, "a0");
    else if (i < ipow)
        snprintf(out, size, "a[%s=%s]", d->params[m->lev_param[i - m->nnum]].name,
                 d->params[m->lev_param[i - m->nnum]].levels[m->lev_value[i - m->nnum]]);
    else if (i < ipow + m->nnum)
        snprintf(out, size, "p[%s]", d->params[m->num_param[i - ipow]].name);
    else if (i < pm_model_iq(m)) /* product form: the intrinsic powers */
        snprintf(out, size, "p[%s]", d->params[m->ext_param[i - ipow - m->nnum]].name);
    else if (i < ipow + m->nnum + m->next && m->ext_param[i - ipow - m->nnum] == PM_MODEL_REGIME) {
        size_t at = (size_t)snprintf(out, size, "d[");
        for (size_t r = 0; r < m->reg.nparam && at < size; r++)
            at += (size_t)snprintf(out + at, size - at, "%s%s", r ? "*" : "",
                                   d->params[m->reg.param[r]].name);
        if (at < size)
            snprintf(out + at, size - at, ">%g]", m->reg.brk);
    } else if (i < ipow + m->nnum + m->next)
        snprintf(out, size, "q[%s]", d->params[m->ext_param[i - ipow - m->nnum]].name);
    else
        snprintf(out, size, "C");
}

void pm_model_data_rows(const pm_model_data *m, const size_t *rows, size_t k, pm_model_data *out)
{
    size_t npow = m->nnum + m->next;
    memset(out, 0, sizeof *out);
    out->scale = m->scale;
    out->form = m->form;
    out->nprod = m->nprod;
    out->nreg = m->nreg;
    out->reg = m->reg;
    if (m->reg_value)
        out->reg_value = S_dup(m->reg_value, m->nval[m->nnum + m->next - 1], sizeof(double));
    out->nnum = m->nnum;
    out->ncat = m->ncat;
    out->next = m->next;
    out->nlev = m->nlev;
    out->num_param = S_dup(m->num_param, m->nnum, sizeof(size_t));
    out->cat_param = S_dup(m->cat_param, m->ncat, sizeof(size_t));
    out->ext_param = S_dup(m->ext_param, m->next, sizeof(size_t));
    out->lev_param = S_dup(m->lev_param, m->nlev, sizeof(size_t));
    out->lev_value = S_dup(m->lev_value, m->nlev, sizeof(size_t));
    out->ref_value = S_dup(m->ref_value, m->ncat, sizeof(size_t));
    out->nval = S_dup(m->nval, npow, sizeof *m->nval);
    out->lnval = pm_xmalloc_array(npow + 1, sizeof *out->lnval);
    for (size_t i = 0; i < npow; i++)
        out->lnval[i] = S_dup(m->lnval[i], m->nval[i], sizeof(double));
    if (m->logmul) {
        out->logmul = pm_xcalloc(npow + 1, sizeof *out->logmul);
        for (size_t i = 0; i < npow; i++)
            if (m->logmul[i])
                out->logmul[i] = S_dup(m->logmul[i], m->nval[i], sizeof(double));
    }
    out->n = k;
    out->t = pm_xmalloc_array(k ? k : 1, sizeof *out->t);
    out->lnt = pm_xmalloc_array(k ? k : 1, sizeof *out->lnt);
    out->vidx = pm_xmalloc_array(pm_st_add(pm_st_mult(k ? k : 1, npow), 1), sizeof *out->vidx);
    out->slot = pm_xmalloc_array(pm_st_add(pm_st_mult(k ? k : 1, m->ncat), 1), sizeof *out->slot);
    for (size_t r = 0; r < k; r++) {
        size_t s = rows[r];
        out->t[r] = m->t[s];
        out->lnt[r] = m->lnt[s];
        memcpy(out->vidx + r * npow, m->vidx + s * npow, npow * sizeof *out->vidx);
        memcpy(out->slot + r * m->ncat, m->slot + s * m->ncat, m->ncat * sizeof *out->slot);
    }
}
