/* compare.c - the variant fit of the generic model and the black boxes, on the model's split. */
#include "blackbox/compare.h"

#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pm_compare_run(const pm_dataset *d, const pm_fit *f, unsigned which, pm_compare *out,
                   pm_error *err)
{
    memset(out, 0, sizeof *out);
    out->which = which & PM_BB_ALL;
    if (out->which == 0)
        return 0;
    /* the generic model with the other regularisation */
    pm_fit_opts vo = f->opts;
    int penalised = vo.reg != PM_REG_NONE && (vo.lambda_auto || vo.lambda > 0);
    vo.reg = penalised ? PM_REG_NONE : PM_REG_L2;
    vo.lambda = penalised ? 0.0 : PM_COMPARE_LAMBDA;
    vo.lambda_auto = 0;
    vo.lambda_sweep = 0;
    vo.fits = 1;
    vo.bootstrap = 0;
    out->variant_reg = vo.reg;
    out->variant_lambda = vo.lambda;
    /* one fit per form the model's groups have (--model auto may give both) */
    for (size_t gi = 0; gi < f->ngroups; gi++)
        out->has_form[f->groups[gi].train.form == PM_FORM_PRODUCT] = 1;
    out->has_variant = 1;
    for (int form = 0; form < 2 && out->has_variant; form++) {
        if (!out->has_form[form])
            continue;
        vo.form = (pm_model_form)form;
        pm_error verr;
        pm_error_clear(&verr);
        if (pm_fit_run(d, &vo, &out->variant[form], &verr) != 0) {
            char msg[PM_ERROR_MSG_MAX + 64];
            snprintf(msg, sizeof msg, "the %s fit failed: %s",
                     penalised ? "unregularised" : "regularised", verr.msg);
            out->variant_note = pm_xstrdup(msg);
            out->has_form[form] = 0;
            out->has_variant = 0;
        }
    }
    pm_bb_opts bo = {out->which, f->opts.seed, f->opts.threads};
    return pm_bb_run_fit(d, &bo, &out->bb, err);
}

const pm_group_fit *pm_compare_variant(const pm_compare *c, pm_model_form form, size_t gi)
{
    int k = form == PM_FORM_PRODUCT;
    if (!c->has_variant || !c->has_form[k] || gi >= c->variant[k].ngroups)
        return NULL;
    return &c->variant[k].groups[gi];
}

void pm_compare_free(pm_compare *c)
{
    if (c == NULL)
        return;
    for (int form = 0; form < 2; form++)
        if (c->has_form[form])
            pm_fit_free(&c->variant[form]);
    free(c->variant_note);
    pm_bb_run_free(&c->bb);
    memset(c, 0, sizeof *c);
}
