/* model_text.c - the sentences that describe a group's model form and noise floor. */
#include "render/model_text.h"

#include "util/format.h"

#include <math.h>

const char *pm_model_text_formula(pm_model_form form)
{
    return pm_form_get(form)->formula;
}

void pm_model_text_form(const pm_res_group *g, pm_model_form requested, pm_buf *out)
{
    pm_buf_puts(out, pm_form_get(g->form)->label);
    if (requested != PM_FORM_AUTO)
        return;
    int tried = 0;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        tried += !isnan(g->form_cv[k]);
    if (tried == 0) {
        pm_buf_puts(out, " (--model auto: without a numeric intrinsic parameter the two "
                         "forms are the same)");
        return;
    }
    pm_buf_puts(out, " (--model auto: held-out loss ");
    int first = 1;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        if (isnan(g->form_cv[k]))
            continue; /* not tried */
        char a[64];
        pm_fmt_num(a, sizeof a, g->form_cv[k], 3);
        pm_buf_printf(out, "%s%s for %s", first ? "" : ", ", a,
                      pm_form_get((pm_model_form)k)->label);
        first = 0;
    }
    pm_buf_puts(out, ", over 5 folds of the training configurations");
    first = 1;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        if (isnan(g->form_far[k]))
            continue;
        char a[64];
        pm_fmt_num(a, sizeof a, g->form_far[k], 3);
        pm_buf_printf(out, "%s%s for %s",
                      first ? "; on the largest values, fitted without them: " : ", ", a,
                      pm_form_get((pm_model_form)k)->label);
        first = 0;
    }
    pm_buf_puts(out, ")");
}

void pm_model_text_regime(const pm_result *r, const pm_res_group *g, pm_buf *out)
{
    const pm_res_regime *rg = &g->regime;
    if (rg->nparam == 0)
        return;
    char b[64], v[64], ci[96];
    pm_buf_puts(out, "regime change past ");
    for (size_t i = 0; i < rg->nparam; i++)
        pm_buf_printf(out, "%s%s", i ? " x " : "", r->params[rg->param[i]].name);
    pm_fmt_num(b, sizeof b, rg->breakpoint, 4);
    pm_buf_printf(out, " = %s (%s", b,
                  rg->given ? "the machine's cores, --cores" : "breakpoint fitted");
    if (!rg->given && rg->set_lo > 0 && isfinite(rg->set_hi)) {
        char lo[64], hi[64];
        pm_fmt_num(lo, sizeof lo, rg->set_lo, 4);
        pm_fmt_num(hi, sizeof hi, rg->set_hi, 4);
        if (rg->set_lo == rg->set_hi)
            pm_buf_puts(out, "; no other value tried is within its 95% likelihood set");
        else
            pm_buf_printf(out, "; its 95%% likelihood set %s to %s", lo, hi);
    }
    pm_buf_puts(out, ")");
    for (size_t i = 0; i < rg->nparam; i++) {
        const pm_res_exponent *e = pm_result_exponent(g, rg->param[i]);
        pm_stat past;
        if (e == NULL || pm_result_regime_exponent(g, rg->param[i], &past) != 0)
            continue;
        pm_buf_printf(out, "; %s: q ", r->params[rg->param[i]].name);
        pm_fmt_num(v, sizeof v, e->q.value, 3);
        pm_fmt_interval(ci, sizeof ci, e->q.lo, e->q.hi, 3);
        pm_buf_printf(out, "%s %s up to it, ", v, ci);
        pm_fmt_num(v, sizeof v, past.value, 3);
        pm_fmt_interval(ci, sizeof ci, past.lo, past.hi, 3);
        pm_buf_printf(out, "%s %s past it", v, ci);
    }
}

void pm_model_text_noise(const pm_res_group *g, pm_buf *out)
{
    char mape[64], floor[64], single[64];
    pm_fmt_pct(mape, sizeof mape, g->test.mape);
    if (!isfinite(g->noise.floor)) {
        if (g->n_test)
            pm_buf_printf(out, "test MAPE %s, ", mape);
        pm_buf_puts(out, "noise floor unknown: no configuration was measured more than once "
                         "(repeat some, e.g. the LeNet-5 harness's --repeat-share and "
                         "--repeats, or the same configuration in several rows of any input)");
        return;
    }
    pm_fmt_pct(floor, sizeof floor, g->noise.floor);
    if (g->n_test)
        pm_buf_printf(out, "test MAPE %s, ", mape);
    pm_buf_printf(out, "noise floor %s (from %zu configuration%s measured ", floor, g->noise.nconf,
                  g->noise.nconf == 1 ? "" : "s");
    if (g->noise.rmin == g->noise.rmax)
        pm_buf_printf(out, "%u times", (unsigned)g->noise.rmin);
    else
        pm_buf_printf(out, "%u to %u times", (unsigned)g->noise.rmin, (unsigned)g->noise.rmax);
    pm_buf_printf(out, ", %zu measurements%s)", g->noise.nmeas,
                  g->noise.nconf < 20 ? ": too few for more than a rough figure" : "");
    if (g->n_test && isfinite(g->test_mape_single)) {
        pm_fmt_pct(single, sizeof single, g->test_mape_single);
        char ratio[64];
        pm_fmt_num(ratio, sizeof ratio,
                   g->noise.floor > 0 ? g->test_mape_single / g->noise.floor : NAN, 3);
        pm_buf_printf(out,
                      "; on single measurements, which the floor is comparable to, the test "
                      "MAPE is %s (%sx the floor)",
                      single, ratio);
    }
}

const char *pm_model_text_aggregate(const pm_result *r)
{
    switch (r->aggregate) {
    case PM_AGG_MEAN: return "each configuration's time is the mean of its measurements";
    case PM_AGG_MIN: return "each configuration's time is the least of its measurements";
    default: return NULL;
    }
}
