/* plan.c - each group's plan: split, leave-one-out, or times only. */
#include "fit/plan.h"

#include "fit/form.h"
#include "fit/model.h"

#include <string.h>

const char *pm_plan_name(pm_plan p)
{
    switch (p) {
    case PM_PLAN_LOO: return "leave-one-out";
    case PM_PLAN_TIMES: return "times";
    default: return "split";
    }
}

/* The model's unknowns in group g under form (the segmented form's breakpoint power counted,
 * its regime not yet chosen); 0 when the group has no parameter to fit (only the base
 * coefficient a0 would be left). A group of levels only (a categorical parameter and no
 * number) has a coefficient per level and C. */
static size_t S_unknowns(const pm_dataset *d, const pm_group *g, pm_model_form form)
{
    pm_model_data m;
    pm_model_data_build(d, g, NULL, 1.0, form, &m);
    size_t nx = m.nnum + m.next == 0 && (m.ncat == 0 || m.cat_param[0] == PM_MODEL_BASE)
                    ? 0
                    : pm_model_nx(&m) + ((pm_form_get(form)->layout & PM_LAYOUT_REGIME) ? 1 : 0);
    pm_model_data_free(&m);
    return nx;
}

void pm_fit_plan(pm_dataset *d, const pm_fit_opts *o, pm_group_plan *out)
{
    pm_model_form form = o->form == PM_FORM_AUTO ? PM_FORM_PAPER : pm_form_get(o->form)->id;
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        pm_group *g = &d->groups[gi];
        pm_group_plan *p = &out[gi];
        memset(p, 0, sizeof *p);
        p->nx = S_unknowns(d, g, form);
        if (p->nx == 0) {
            p->plan = PM_PLAN_TIMES;
            p->why = PM_PLAN_WHY_NO_PARAMETER;
        } else if (g->n < p->nx + 1) {
            p->plan = PM_PLAN_TIMES;
            p->why = PM_PLAN_WHY_TOO_FEW;
        } else if (!d->split_given && g->ntrain < p->nx + 2) {
            /* the split would leave fewer than two degrees of freedom: every configuration
               trains, and each is predicted by a fit without it */
            p->plan = PM_PLAN_LOO;
            memset(g->train, 1, g->n);
            g->ntrain = g->n;
            g->loo = 1;
        }
    }
}
