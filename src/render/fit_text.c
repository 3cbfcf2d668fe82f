/* fit_text.c - the fit summary as plain text. */
#include "render/fit_text.h"

#include "fit/cost.h"
#include "fit/engine.h"

#include <math.h>
#include <string.h>

static void S_stat(pm_buf *out, const pm_group_fit *gf, size_t i)
{
    pm_buf_printf(out, "%10.4g  (%.4g ± %.2g over fits)", gf->x[i], gf->mean[i], gf->std[i]);
    if (isfinite(gf->ci_lo[i]))
        pm_buf_printf(out, "  95%% CI [%.4g, %.4g]", gf->ci_lo[i], gf->ci_hi[i]);
    pm_buf_puts(out, "\n");
}

void pm_fit_text(const pm_dataset *d, const pm_fit *f, pm_buf *out)
{
    const pm_fit_opts *o = &f->opts;
    const char *unit = d->unit[0] ? d->unit : "(unit not given)";
    pm_buf_printf(out, "fit: loss %s, regularization %s", pm_loss_name(o->loss), pm_reg_name(o->reg));
    if (o->lambda_auto)
        pm_buf_puts(out, " (lambda by 5-fold cross-validation)");
    else if (o->reg != PM_REG_NONE)
        pm_buf_printf(out, " (lambda %g)", o->lambda);
    pm_buf_printf(out, ", optimizer %s, %zu fit%s per group, %zu bootstrap resamples\n",
                  pm_optimizer_name(o->optimizer), o->fits, o->fits == 1 ? "" : "s", o->bootstrap);
    for (size_t gi = 0; gi < f->ngroups; gi++) {
        const pm_group_fit *gf = &f->groups[gi];
        const pm_model_data *m = &gf->train;
        size_t ipow = pm_model_ipow(m);
        pm_buf_printf(out, "\ngroup %s: fitted on %zu configurations, tested on %zu",
                      gf->g->name, gf->train.n, gf->test.n);
        if (o->lambda_auto)
            pm_buf_printf(out, ", lambda %g", gf->lambda);
        pm_buf_puts(out, "\n  scaling exponents q\n");
        for (size_t j = 0; j < m->next; j++) {
            pm_buf_printf(out, "    %-24s", d->params[m->ext_param[j]].name);
            S_stat(out, gf, ipow + m->nnum + j);
        }
        if (m->next == 0)
            pm_buf_puts(out, "    (no extrinsic factors)\n");
        pm_buf_puts(out, "  intrinsic terms a * I^p\n");
        for (size_t i = 0; i < m->nnum; i++) {
            pm_buf_printf(out, "    a %-22s", d->params[m->num_param[i]].name);
            S_stat(out, gf, i);
            pm_buf_printf(out, "    p %-22s", d->params[m->num_param[i]].name);
            S_stat(out, gf, ipow + i);
        }
        for (size_t l = 0; l < m->nlev; l++) {
            const pm_param *p = &d->params[m->lev_param[l]];
            pm_buf_printf(out, "    a %s=%-*s", p->name,
                          (int)(21 - (int)strlen(p->name) > 0 ? 21 - (int)strlen(p->name) : 0),
                          p->levels[m->lev_value[l]]);
            S_stat(out, gf, m->nnum + l);
        }
        pm_buf_printf(out, "  constant C (%s)        ", unit);
        S_stat(out, gf, gf->nx - 1);
        pm_buf_printf(out, "  train: MAPE %.2f%%  RMSE %.4g %s  R^2 %.4f\n", 100 * gf->m_train.mape,
                      gf->m_train.rmse, unit, gf->m_train.r2);
        if (gf->test.n)
            pm_buf_printf(out, "  test:  MAPE %.2f%%  RMSE %.4g %s  R^2 %.4f\n",
                          100 * gf->m_test.mape, gf->m_test.rmse, unit, gf->m_test.r2);
        for (size_t i = 0; i < gf->nwarnings; i++) {
            pm_buf_puts(out, "  warning: ");
            pm_warning_text(&gf->warnings[i], out);
            pm_buf_puts(out, "\n");
        }
    }
}
