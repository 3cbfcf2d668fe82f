/* model_text.c - the sentences that describe a group's model form and noise floor. */
#include "render/model_text.h"

#include "util/format.h"

#include <math.h>

const char *pm_model_text_formula(pm_model_form form)
{
    return form == PM_FORM_PRODUCT ? "t = (sum of level terms) * prod I^p * prod E^q + C"
                                   : "t = (sum a*I^p + level terms) * prod E^q + C";
}

void pm_model_text_form(const pm_res_group *g, pm_model_form requested, pm_buf *out)
{
    pm_buf_puts(out, g->form == PM_FORM_PRODUCT ? "the product form" : "the paper's form");
    if (requested != PM_FORM_AUTO)
        return;
    if (!isfinite(g->form_cv[0]) && !isfinite(g->form_cv[1])) {
        pm_buf_puts(out, " (--model auto: without a numeric intrinsic parameter the two "
                         "forms are the same)");
        return;
    }
    char a[64], b[64];
    pm_fmt_num(a, sizeof a, g->form_cv[0], 3);
    pm_fmt_num(b, sizeof b, g->form_cv[1], 3);
    pm_buf_printf(out,
                  " (--model auto: held-out loss %s for the paper's form, %s for the product "
                  "form, over 5 folds of the training configurations)",
                  a, b);
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
