/* fit_text.c - the fit summary as plain text. */
#include "render/fit_text.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "render/model_text.h"

#include <math.h>
#include <string.h>

static void S_stat(pm_buf *out, const pm_stat *s)
{
    pm_buf_printf(out, "%10.4g  (%.4g ± %.2g over fits)", s->value, s->mean, s->std);
    if (isfinite(s->lo))
        pm_buf_printf(out, "  95%% CI [%.4g, %.4g]", s->lo, s->hi);
    pm_buf_puts(out, "\n");
}

void pm_fit_text(const pm_result *r, pm_buf *out)
{
    const pm_fit_opts *o = &r->settings;
    const char *unit = r->unit[0] ? r->unit : "(unit not given)";
    pm_buf_printf(out, "fit: loss %s, regularization %s", pm_loss_name(o->loss),
                  pm_reg_name(o->reg));
    if (o->lambda_auto)
        pm_buf_puts(out, " (lambda by 5-fold cross-validation)");
    else if (o->reg != PM_REG_NONE)
        pm_buf_printf(out, " (lambda %g)", o->lambda);
    char how[96];
    pm_interval_describe(o, how, sizeof how);
    pm_buf_printf(out, ", optimizer %s, %zu fit%s per group, intervals: %s\n",
                  pm_optimizer_name(o->optimizer), o->fits, o->fits == 1 ? "" : "s", how);
    if (o->form == PM_FORM_AUTO)
        pm_buf_printf(out, "model: --model auto, per group by cross-validation: %s, or %s\n",
                      pm_model_text_formula(PM_FORM_PAPER), pm_model_text_formula(PM_FORM_PRODUCT));
    else
        pm_buf_printf(out, "model: --model %s, %s\n", pm_model_form_name(o->form),
                      pm_model_text_formula(o->form));
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        pm_buf_printf(out, "\ngroup %s: fitted on %zu configurations, tested on %zu", g->name,
                      g->n_train, g->n_test);
        if (o->lambda_auto)
            pm_buf_printf(out, ", lambda %g", g->lambda);
        if (o->form == PM_FORM_AUTO) {
            pm_buf_puts(out, "\n  form: ");
            pm_model_text_form(g, o->form, out);
        }
        pm_buf_puts(out, "\n  noise: ");
        pm_model_text_noise(g, out);
        pm_buf_puts(out, "\n  scaling exponents q\n");
        for (size_t j = 0; j < g->nexp; j++) {
            pm_buf_printf(out, "    %-24s", r->params[g->exp[j].param].name);
            S_stat(out, &g->exp[j].q);
        }
        if (g->nexp == 0)
            pm_buf_puts(out, "    (no extrinsic factors)\n");
        int product = g->form == PM_FORM_PRODUCT;
        pm_buf_puts(out, product ? "  intrinsic powers of the product term prod I^p\n"
                                 : "  intrinsic terms a * I^p\n");
        for (size_t i = 0; i < g->nterm; i++) {
            const char *name = r->params[g->term[i].param].name;
            if (!product) {
                pm_buf_printf(out, "    a %-22s", name);
                S_stat(out, &g->term[i].a);
            }
            pm_buf_printf(out, "    p %-22s", name);
            S_stat(out, &g->term[i].p);
        }
        for (size_t l = 0; l < g->nlev; l++) {
            const pm_res_param *p = &r->params[g->lev[l].param];
            int pad = 21 - (int)strlen(p->name);
            pm_buf_printf(out, "    a %s=%-*s", p->name, pad > 0 ? pad : 0,
                          p->levels[g->lev[l].level]);
            S_stat(out, &g->lev[l].a);
        }
        if (g->has_base) {
            pm_buf_printf(out, "    a0 %-21s", "(base)");
            S_stat(out, &g->base);
        }
        pm_buf_printf(out, "  constant C (%s)        ", unit);
        S_stat(out, &g->constant);
        pm_buf_printf(out, "  train: MAPE %.2f%%  RMSE %.4g %s  R^2 %.4f\n", 100 * g->train.mape,
                      g->train.rmse, unit, g->train.r2);
        if (g->n_test)
            pm_buf_printf(out, "  test:  MAPE %.2f%%  RMSE %.4g %s  R^2 %.4f\n", 100 * g->test.mape,
                          g->test.rmse, unit, g->test.r2);
        for (size_t i = 0; i < g->nwarn; i++) {
            pm_buf_puts(out, "  warning: ");
            pm_warning_text(&g->warn[i], out);
            pm_buf_puts(out, "\n");
        }
    }
}
