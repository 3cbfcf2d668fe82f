/* model.c - model data per group and evaluation of the generic performance model. */
#include "fit/model.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const S_form_names[] = {"paper", "product", "auto"};

const char *pm_model_form_name(pm_model_form f)
{
    return (size_t)f < sizeof S_form_names / sizeof *S_form_names ? S_form_names[f] : "?";
}

int pm_model_form_from_name(const char *s, pm_model_form *out)
{
    for (size_t i = 0; i < sizeof S_form_names / sizeof *S_form_names; i++)
        if (s && strcmp(s, S_form_names[i]) == 0) {
            *out = (pm_model_form)i;
            return 0;
        }
    return -1;
}

/* Collect the dataset's parameters by role into the layout (m->form set): in the
 * product form the numeric intrinsic ones lead the multiplicative block. */
static void S_params(const pm_dataset *d, pm_model_data *m)
{
    m->num_param = pm_xmalloc((d->nparams + 1) * sizeof(size_t));
    m->cat_param = pm_xmalloc((d->nparams + 1) * sizeof(size_t));
    m->ext_param = pm_xmalloc((d->nparams + 1) * sizeof(size_t));
    int product = m->form == PM_FORM_PRODUCT;
    for (size_t j = 0; j < d->nparams; j++) {
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
    if (m->nnum == 0 && m->ncat == 0)
        m->cat_param[m->ncat++] = PM_MODEL_BASE; /* the base coefficient a0 */
    size_t npow = m->nnum + m->next;
    m->nval = pm_xmalloc((npow + 1) * sizeof *m->nval);
    m->lnval = pm_xmalloc((npow + 1) * sizeof *m->lnval);
    for (size_t i = 0; i < npow; i++) {
        const pm_param *p = &d->params[i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum]];
        m->nval[i] = p->nvalues;
        m->lnval[i] = pm_xmalloc((p->nvalues + 1) * sizeof(double));
        for (size_t v = 0; v < p->nvalues; v++)
            m->lnval[i][v] = log(p->values[v]);
    }
}

/* Fill the per-configuration arrays for the chosen configurations of g. */
static void S_rows(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                   pm_model_data *m)
{
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        n += use == NULL ? 1 : use[k];
    size_t npow = m->nnum + m->next, cap = n ? n : 1;
    m->n = n;
    m->t = pm_xmalloc(cap * sizeof *m->t);
    m->lnt = pm_xmalloc(cap * sizeof *m->lnt);
    m->vidx = pm_xmalloc(cap * (npow + 1) * sizeof *m->vidx);
    m->slot = pm_xmalloc(cap * (m->ncat + 1) * sizeof *m->slot);
    size_t r = 0;
    for (size_t k = 0; k < g->n; k++)
        for (unsigned rep = 0; rep < (use == NULL ? 1u : use[k]); rep++) {
            const uint32_t *idx = g->idx + k * d->nparams;
            m->t[r] = g->t[k] / m->scale;
            m->lnt[r] = log(m->t[r]);
            for (size_t i = 0; i < npow; i++)
                m->vidx[r * npow + i] =
                    idx[i < m->nnum ? m->num_param[i] : m->ext_param[i - m->nnum]];
            for (size_t c = 0; c < m->ncat; c++) {
                size_t j = m->cat_param[c];
                uint32_t s = UINT32_MAX; /* level not in the layout: contributes nothing */
                for (size_t l = 0; l < m->nlev; l++)
                    if (m->lev_param[l] == j && (j == PM_MODEL_BASE || m->lev_value[l] == idx[j])) {
                        s = (uint32_t)l;
                        break;
                    }
                m->slot[r * m->ncat + c] = s;
            }
            r++;
        }
}

void pm_model_data_build(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                         double scale, pm_model_form form, pm_model_data *m)
{
    memset(m, 0, sizeof *m);
    m->scale = scale;
    m->form = form == PM_FORM_PRODUCT ? PM_FORM_PRODUCT : PM_FORM_PAPER;
    S_params(d, m);
    /* level slots: the levels present among the chosen configurations, in level order */
    size_t maxlev = 0;
    for (size_t c = 0; c < m->ncat; c++)
        maxlev += m->cat_param[c] == PM_MODEL_BASE ? 1 : d->params[m->cat_param[c]].nvalues;
    m->lev_param = pm_xmalloc((maxlev + 1) * sizeof(size_t));
    m->lev_value = pm_xmalloc((maxlev + 1) * sizeof(size_t));
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
            if (seen[v]) {
                m->lev_param[m->nlev] = j;
                m->lev_value[m->nlev] = v;
                m->nlev++;
            }
        free(seen);
    }
    S_rows(d, g, use, m);
}

void pm_model_data_like(const pm_model_data *layout, const pm_dataset *d, const pm_group *g,
                        const unsigned char *use, pm_model_data *m)
{
    memset(m, 0, sizeof *m);
    m->scale = layout->scale;
    m->form = layout->form;
    S_params(d, m);
    m->nlev = layout->nlev;
    m->lev_param = pm_xmalloc((m->nlev + 1) * sizeof(size_t));
    m->lev_value = pm_xmalloc((m->nlev + 1) * sizeof(size_t));
    memcpy(m->lev_param, layout->lev_param, m->nlev * sizeof(size_t));
    memcpy(m->lev_value, layout->lev_value, m->nlev * sizeof(size_t));
    S_rows(d, g, use, m);
}

void pm_model_data_free(pm_model_data *m)
{
    if (m == NULL)
        return;
    for (size_t i = 0; i < m->nnum + m->next; i++)
        free(m->lnval[i]);
    free(m->lnval);
    free(m->nval);
    free(m->t);
    free(m->lnt);
    free(m->num_param);
    free(m->cat_param);
    free(m->ext_param);
    free(m->lev_param);
    free(m->lev_value);
    free(m->vidx);
    free(m->slot);
    memset(m, 0, sizeof *m);
}

void pm_model_data_drop_rows(pm_model_data *m)
{
    free(m->t);
    free(m->lnt);
    free(m->vidx);
    free(m->slot);
    m->t = m->lnt = NULL;
    m->vidx = m->slot = NULL;
}

void pm_model_work_init(pm_model_work *w, const pm_model_data *m)
{
    size_t npow = m->nnum + m->next;
    w->pw = pm_xmalloc((npow + 1) * sizeof *w->pw);
    for (size_t i = 0; i < npow; i++)
        w->pw[i] = pm_xmalloc((m->nval[i] + 1) * sizeof(double));
    w->s = pm_xmalloc((m->n + 1) * sizeof(double));
    w->f = pm_xmalloc((m->n + 1) * sizeof(double));
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
}

void pm_model_predict(const pm_model_data *m, const double *x, pm_model_work *w, double *out)
{
    pm_model_powers(m, x, w);
    size_t npow = m->nnum + m->next, nn = m->nnum, ncat = m->ncat, n = m->n;
    const double *alev = x + m->nnum;
    double c = x[pm_model_nx(m) - 1];
    /* the tables and outputs in locals: stores to s, f and out cannot then make the compiler
       reload them for every row */
    const double *const *pw = (const double *const *)w->pw;
    const uint32_t *restrict vidx = m->vidx, *restrict slot = m->slot;
    double *restrict ws = w->s, *restrict wf = w->f, *restrict o = out;
    for (size_t k = 0; k < n; k++) {
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
    else if (i < ipow + m->nnum + m->next)
        snprintf(out, size, "q[%s]", d->params[m->ext_param[i - ipow - m->nnum]].name);
    else
        snprintf(out, size, "C");
}

/* A malloc'd copy of n items of size bytes (at least one item, so it is never NULL). */
static void *S_dup(const void *src, size_t n, size_t size)
{
    void *p = pm_xmalloc((n ? n : 1) * size);
    if (n)
        memcpy(p, src, n * size);
    return p;
}

void pm_model_data_rows(const pm_model_data *m, const size_t *rows, size_t k, pm_model_data *out)
{
    size_t npow = m->nnum + m->next;
    memset(out, 0, sizeof *out);
    out->scale = m->scale;
    out->form = m->form;
    out->nprod = m->nprod;
    out->nnum = m->nnum;
    out->ncat = m->ncat;
    out->next = m->next;
    out->nlev = m->nlev;
    out->num_param = S_dup(m->num_param, m->nnum, sizeof(size_t));
    out->cat_param = S_dup(m->cat_param, m->ncat, sizeof(size_t));
    out->ext_param = S_dup(m->ext_param, m->next, sizeof(size_t));
    out->lev_param = S_dup(m->lev_param, m->nlev, sizeof(size_t));
    out->lev_value = S_dup(m->lev_value, m->nlev, sizeof(size_t));
    out->nval = S_dup(m->nval, npow, sizeof *m->nval);
    out->lnval = pm_xmalloc((npow + 1) * sizeof *out->lnval);
    for (size_t i = 0; i < npow; i++)
        out->lnval[i] = S_dup(m->lnval[i], m->nval[i], sizeof(double));
    out->n = k;
    out->t = pm_xmalloc((k ? k : 1) * sizeof *out->t);
    out->lnt = pm_xmalloc((k ? k : 1) * sizeof *out->lnt);
    out->vidx = pm_xmalloc(((k ? k : 1) * npow + 1) * sizeof *out->vidx);
    out->slot = pm_xmalloc(((k ? k : 1) * m->ncat + 1) * sizeof *out->slot);
    for (size_t r = 0; r < k; r++) {
        size_t s = rows[r];
        out->t[r] = m->t[s];
        out->lnt[r] = m->lnt[s];
        memcpy(out->vidx + r * npow, m->vidx + s * npow, npow * sizeof *out->vidx);
        memcpy(out->slot + r * m->ncat, m->slot + s * m->ncat, m->ncat * sizeof *out->slot);
    }
}
