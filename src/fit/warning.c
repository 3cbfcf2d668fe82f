/* warning.c - warning identifiers and their English sentences. */
#include "fit/warning.h"

#include "util/xalloc.h"

#include <stdlib.h>
#include <string.h>

static const char *const S_ids[PM_WARN_NCODES] = {
    "too_few_values",   "two_values",       "on_bound",        "seed_spread",      "wide_interval",
    "zero_coefficient", "interval_unknown", "target_constant", "model_inadequate", "no_interval",
    "cores_unused",     "constant_decides", "design_split",
};

const char *pm_warning_id(pm_warn_code code)
{
    return (unsigned)code < PM_WARN_NCODES ? S_ids[code] : "unknown";
}

int pm_warning_from_id(const char *id, pm_warn_code *out)
{
    for (int i = 0; i < PM_WARN_NCODES; i++)
        if (id && strcmp(id, S_ids[i]) == 0) {
            *out = (pm_warn_code)i;
            return 0;
        }
    return -1;
}

void pm_warning_text(const pm_warning *w, pm_buf *out)
{
    const char *u = w->unknown ? w->unknown : "?", *p = w->param ? w->param : "?";
    switch (w->code) {
    case PM_WARN_TOO_FEW_VALUES:
        pm_buf_printf(out, "%s cannot be fitted: '%s' has %zu distinct value%s in this group (%s)",
                      u, p, w->count, w->count == 1 ? "" : "s",
                      w->needed <= 2 ? "2 or more are needed"
                                     : "3 or more are needed to tell a power from a constant");
        break;
    case PM_WARN_TWO_VALUES:
        pm_buf_printf(out,
                      "%s rests on 2 values of '%s': two points fit any power law, so whether "
                      "time follows one cannot be checked (measure 3 or more)",
                      u, p);
        break;
    case PM_WARN_ON_BOUND:
        pm_buf_printf(out, "%s = %.3g is on its bound [-%g, %g]: the data do not pin it down", u,
                      w->v[0], w->v[1], w->v[1]);
        break;
    case PM_WARN_SEED_SPREAD:
        pm_buf_printf(out,
                      "%s varies more across seeds (std %.3g) than its size (mean %.3g): not "
                      "identifiable from these data",
                      u, w->v[0], w->v[1]);
        break;
    case PM_WARN_WIDE_INTERVAL:
        pm_buf_printf(out,
                      "%s = %.3g has a 95%% interval [%.3g, %.3g] wider than 2: the data do not "
                      "pin it down",
                      u, w->v[0], w->v[1], w->v[2]);
        break;
    case PM_WARN_ZERO_COEF:
        pm_buf_printf(out, "%s is 0, so %s has no effect and is not determined",
                      w->other ? w->other : "?", u);
        break;
    case PM_WARN_INTERVAL_UNKNOWN:
        if (w->count < w->needed) /* too few refits to read an interval from */
            pm_buf_printf(out,
                          "%s has no 95%% interval: only %zu of %zu bootstrap refits succeeded, "
                          "so its uncertainty is unknown and a comparison with it is "
                          "inconclusive",
                          u, w->count, w->needed);
        else /* every refit ran, and the spread is still not finite: a degenerate fit */
            pm_buf_printf(out,
                          "%s has no 95%% interval: its standard error is not finite for these "
                          "data (a degenerate fit), so its uncertainty is unknown and a "
                          "comparison with it is inconclusive",
                          u);
        break;
    case PM_WARN_TARGET_CONSTANT:
        pm_buf_printf(out,
                      "every training time is %.6g: the target does not vary, so no power "
                      "or coefficient can be told from the constant",
                      w->v[0]);
        break;
    case PM_WARN_MODEL_INADEQUATE:
        pm_buf_printf(out,
                      "the %s predicts the test configurations with MAPE %.3g%% against the "
                      "model's %.3g%%, under half: the model misses something in these data (an "
                      "interaction, a regime change), so its exponents deserve less trust",
                      w->other ? w->other : "black box", 100 * w->v[0], 100 * w->v[1]);
        break;
    case PM_WARN_NO_INTERVAL:
        if (w->v[1] == 1.0)
            pm_buf_printf(out,
                          "%s = %.4g sits on its bound, where the fit holds it: its 95%% "
                          "interval is unknown, not of width 0",
                          u, w->v[0]);
        else if (w->count > 0)
            pm_buf_printf(out,
                          "%s has no 95%% interval: its level is in %zu training "
                          "configuration%s, which the fit matches exactly whatever the noise, so "
                          "its uncertainty is unknown",
                          u, w->count, w->count == 1 ? "" : "s");
        else
            pm_buf_printf(out,
                          "%s has no 95%% interval: only configurations the fit matches exactly "
                          "depend on it (or the intervals failed), so its uncertainty is unknown",
                          u);
        break;
    case PM_WARN_CORES_UNUSED:
        if (w->param && w->v[1] <= w->v[0])
            pm_buf_printf(out,
                          "the regime cannot break at %g cores: no training configuration runs "
                          "past them (%s reaches at most %g), so %s",
                          w->v[0], w->param, w->v[1],
                          w->count ? "the breakpoint was fitted instead" : "no regime was fitted");
        else if (w->param)
            pm_buf_printf(out,
                          "the regime cannot break at %g cores: the training configurations have "
                          "fewer than 2 values of %s up to them, which the exponent below the "
                          "breakpoint needs, so %s",
                          w->v[0], w->param,
                          w->count ? "the breakpoint was fitted instead" : "no regime was fitted");
        else
            pm_buf_printf(out,
                          "the regime cannot break at %g cores: no factor is named like a "
                          "parallel one (workers, threads, processes, ranks, jobs, cores), so %s",
                          w->v[0],
                          w->count ? "the breakpoint was fitted instead" : "no regime was fitted");
        break;
    case PM_WARN_CONSTANT_DECIDES:
        pm_buf_printf(out,
                      "C = %.4g is %.0f%% of the smallest time the model gives a training "
                      "configuration: past %s = %g, the largest fitted, every prediction stays "
                      "above C, so C, not the exponents, decides an extrapolation there",
                      w->v[0], 100.0 * w->v[1], p, w->v[2]);
        break;
    case PM_WARN_DESIGN_SPLIT:
        pm_buf_printf(out,
                      "%s (%zu level%s, in %zu training configuration%s) meet%s no other level: "
                      "the data fix only their sums, so their terms are one choice of many "
                      "(docs/fit.md, \"Designs in parts\"), and a prediction that combines one of "
                      "them with a level outside is not determined by the data",
                      w->other ? w->other : u, w->needed, w->needed == 1 ? "" : "s", w->count,
                      w->count == 1 ? "" : "s", w->needed == 1 ? "s" : "");
        break;
    default: pm_buf_printf(out, "%s: warning %d", u, (int)w->code); break;
    }
}

static char *S_dup(const char *s)
{
    return s ? pm_xstrdup(s) : NULL;
}

void pm_warning_copy(pm_warning *dst, const pm_warning *w)
{
    *dst = *w;
    dst->unknown = S_dup(w->unknown);
    dst->param = S_dup(w->param);
    dst->other = S_dup(w->other);
}

void pm_warning_free(pm_warning *w)
{
    if (w == NULL)
        return;
    free(w->unknown);
    free(w->param);
    free(w->other);
    memset(w, 0, sizeof *w);
}
