/* cost.c - losses, penalties and bounds of the fit. */
#include "fit/cost.h"

#include "util/text.h"

#include <math.h>

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

double pm_cost_penalty(const pm_model_data *m, const pm_cost_config *cfg, const double *x)
{
    if (cfg->reg == PM_REG_NONE || cfg->lambda == 0.0)
        return 0.0;
    size_t nx = pm_model_nx(m);
    double r = 0.0;
    for (size_t i = 0; i + 1 < nx; i++) /* every unknown but C */
        r += cfg->reg == PM_REG_L1 ? fabs(x[i]) : x[i] * x[i];
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
