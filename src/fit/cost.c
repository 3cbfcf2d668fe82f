/* cost.c - losses, penalties and bounds of the fit. */
#include "fit/cost.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>

const char *pm_loss_name(pm_loss l)
{
    return l == PM_LOSS_MAE ? "mae" : l == PM_LOSS_MAPE ? "mape" : "log";
}

const char *pm_reg_name(pm_reg r)
{
    return r == PM_REG_L1 ? "l1" : r == PM_REG_L2 ? "l2" : "none";
}

int pm_loss_from_name(const char *s, pm_loss *out)
{
    for (int l = PM_LOSS_LOG; l <= PM_LOSS_MAPE; l++)
        if (pm_text_ieq(s, pm_loss_name((pm_loss)l))) {
            *out = (pm_loss)l;
            return 0;
        }
    return -1;
}

int pm_reg_from_name(const char *s, pm_reg *out)
{
    for (int r = PM_REG_NONE; r <= PM_REG_L2; r++)
        if (pm_text_ieq(s, pm_reg_name((pm_reg)r))) {
            *out = (pm_reg)r;
            return 0;
        }
    return -1;
}

double pm_cost_loss(const pm_model_data *m, pm_loss loss, const double *pred)
{
    double sum = 0.0;
    for (size_t k = 0; k < m->n; k++) {
        double e;
        switch (loss) {
        case PM_LOSS_MAE: e = fabs(pred[k] - m->t[k]); break;
        case PM_LOSS_MAPE: e = fabs(pred[k] - m->t[k]) / m->t[k]; break;
        default:
            /* a prediction of 0 (every coefficient 0) is infinitely wrong in log terms;
               1e-300 keeps the cost finite and huge */
            e = log(pred[k] > 1e-300 ? pred[k] : 1e-300) - m->lnt[k];
            e *= e;
            break;
        }
        sum += e;
    }
    return m->n ? sum / (double)m->n : 0.0;
}

/* The number of levels of level slot l's categorical parameter present in m (its slots and
 * its reference level); 0 for the base a0's slot. */
static size_t S_levels(const pm_model_data *m, size_t l)
{
    size_t j = m->lev_param[l], n = 1;
    if (j == PM_MODEL_BASE)
        return 0;
    for (size_t k = 0; k < m->nlev; k++)
        n += m->lev_param[k] == j;
    return n;
}

/* h of the least-norm form: the sum over the categorical parameters of 1 / their levels (0
 * without one). */
static double S_h(const pm_model_data *m)
{
    double h = 0.0;
    for (size_t l = 0; l < m->nlev; l++) {
        if (m->lev_param[l] == PM_MODEL_BASE)
            continue;
        int first = 1; /* count each parameter once: at its first slot */
        for (size_t k = 0; k < l && first; k++)
            first = m->lev_param[k] != m->lev_param[l];
        if (first)
            h += 1.0 / (double)S_levels(m, l);
    }
    return h;
}

/* Each level slot's n (S_levels) and v_l of the form Q = blockdiag_c(I - 1 1' / n_c) +
 * v v' / h on the level block: v 1 for the base, 1 / n_c for a level of parameter c. */
static void S_form(const pm_model_data *m, size_t *n, double *v)
{
    for (size_t l = 0; l < m->nlev; l++) {
        n[l] = S_levels(m, l);
        v[l] = n[l] == 0 ? 1.0 : 1.0 / (double)n[l];
    }
}

void pm_cost_l2_add(const pm_model_data *m, double s, double *A, size_t ld)
{
    size_t nn = m->nnum, nlev = m->nlev;
    for (size_t i = 0; i < nn; i++)
        A[i * ld + i] += s;
    double h = S_h(m);
    if (h == 0.0) { /* no categorical parameter: a0 (or any level slot) as it is */
        for (size_t l = 0; l < nlev; l++)
            A[(nn + l) * ld + nn + l] += s;
        return;
    }
    size_t *n = pm_xmalloc_array(nlev + 1, sizeof *n);
    double *v = pm_xmalloc_array(nlev + 1, sizeof *v);
    S_form(m, n, v);
    for (size_t l = 0; l < nlev; l++) {
        double *row = A + (nn + l) * ld + nn;
        for (size_t k = 0; k < nlev; k++) {
            double q = v[l] * v[k] / h;
            if (n[l] > 0 && m->lev_param[k] == m->lev_param[l])
                q += (k == l) - 1.0 / (double)n[l];
            row[k] += s * q;
        }
    }
    free(n);
    free(v);
}

void pm_cost_l2_apply(const pm_model_data *m, double s, const double *x, double *g)
{
    size_t nn = m->nnum, nlev = m->nlev;
    for (size_t i = 0; i < nn; i++)
        g[i] += s * x[i];
    double h = S_h(m);
    const double *z = x + nn;
    if (h == 0.0) {
        for (size_t l = 0; l < nlev; l++)
            g[nn + l] += s * z[l];
        return;
    }
    size_t *n = pm_xmalloc_array(nlev + 1, sizeof *n);
    double *v = pm_xmalloc_array(nlev + 1, sizeof *v), vz = 0.0;
    S_form(m, n, v);
    for (size_t l = 0; l < nlev; l++)
        vz += v[l] * z[l];
    for (size_t l = 0; l < nlev; l++) {
        double q = v[l] * vz / h;
        if (n[l] > 0) {
            double sum = 0.0; /* S_c: the differences of l's parameter */
            for (size_t k = 0; k < nlev; k++)
                sum += m->lev_param[k] == m->lev_param[l] ? z[k] : 0.0;
            q += z[l] - sum / (double)n[l];
        }
        g[nn + l] += s * q;
    }
    free(n);
    free(v);
}

double pm_cost_l1_weight(const pm_model_data *m, size_t i)
{
    if (i < m->nnum || m->lev_param[i - m->nnum] != PM_MODEL_BASE)
        return 1.0;
    size_t fewest = 0;
    for (size_t l = 0; l < m->nlev; l++) {
        size_t n = S_levels(m, l);
        if (n > 0 && (fewest == 0 || n < fewest))
            fewest = n;
    }
    return fewest ? (double)fewest : 1.0;
}

double pm_cost_penalty(const pm_model_data *m, const pm_cost_config *cfg, const double *x)
{
    if (cfg->reg == PM_REG_NONE || cfg->lambda == 0.0)
        return 0.0;
    size_t nx = pm_model_nx(m), nl = pm_model_nlin(m);
    double r = 0.0;
    if (cfg->reg == PM_REG_L1) {
        for (size_t i = 0; i + 1 < nx; i++) /* every unknown but C */
            r += (i < nl ? pm_cost_l1_weight(m, i) : 1.0) * fabs(x[i]);
        return cfg->lambda * r;
    }
    for (size_t i = nl; i + 1 < nx; i++) /* the powers */
        r += x[i] * x[i];
    double *qx = pm_xcalloc(nl + 1, sizeof *qx);
    pm_cost_l2_apply(m, 1.0, x, qx);
    for (size_t i = 0; i < nl; i++)
        r += x[i] * qx[i];
    free(qx);
    return cfg->lambda * r;
}

double pm_cost_eval(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                    pm_model_work *w, double *pred)
{
    pm_model_predict(m, x, w, pred);
    return pm_cost_loss(m, cfg->loss, pred) + pm_cost_penalty(m, cfg, x);
}

void pm_cost_bounds(const pm_model_data *m, const pm_cost_config *cfg, double *lo, double *hi)
{
    size_t nx = pm_model_nx(m), ipow = pm_model_ipow(m), nnl = pm_model_nnl(m);
    for (size_t i = 0; i < nx; i++) {
        int power = i >= ipow && i < ipow + nnl;
        lo[i] = power ? -cfg->pow_max : 0.0;
        hi[i] = power ? cfg->pow_max : cfg->coef_max;
    }
}
