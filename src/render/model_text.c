/* model_text.c - the sentences that describe a run's groups: form, validation, noise, how the
 * exponents read, and the groups described by their times. */
#include "render/model_text.h"

#include "ingest/units.h"
#include "result/factor.h"
#include "result/times.h"
#include "util/format.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *pm_model_text_formula(pm_model_form form)
{
    return pm_form_get(form)->formula;
}

/* Each tried form's loss in v (NAN: not tried), "0.123 for the paper's form, ..."; INFINITY
 * (a form that gave no model) as "no fit". */
static void S_form_losses(const double *v, pm_buf *out)
{
    int first = 1;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        if (isnan(v[k]))
            continue; /* not tried */
        char a[64];
        if (isfinite(v[k]))
            pm_fmt_num(a, sizeof a, v[k], 3);
        else
            snprintf(a, sizeof a, "no fit");
        pm_buf_printf(out, "%s%s for %s", first ? "" : ", ", a,
                      pm_form_get((pm_model_form)k)->label);
        first = 0;
    }
}

void pm_model_text_form(const pm_result *r, const pm_res_group *g, pm_model_form requested,
                        pm_buf *out)
{
    pm_buf_puts(out, pm_form_get(g->form)->label);
    if (requested != PM_FORM_AUTO)
        return;
    int tried = 0, far = 0;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        tried += !isnan(g->form_cv[k]);
        far += !isnan(g->form_far[k]);
    }
    if (g->form_rule == PM_RULE_EXTRAPOLATION && g->form_factor < r->nparams) {
        const char *f = r->params[g->form_factor].name;
        pm_buf_printf(out, " (--model auto, chosen by extrapolation along %s", f);
        if (far > 0) {
            pm_buf_printf(out,
                          ": loss on the training configurations at the largest %s, "
                          "fitted without them, ",
                          f);
            S_form_losses(g->form_far, out);
        } else {
            pm_buf_puts(out, ": no other form applies to these data");
        }
        pm_buf_puts(out, ")");
        return;
    }
    if (tried == 0) {
        pm_buf_puts(out, " (--model auto: no other form applies to these data)");
        return;
    }
    pm_buf_puts(out, " (--model auto, chosen by cross-validation: held-out loss ");
    S_form_losses(g->form_cv, out);
    pm_buf_puts(out, ", over 5 folds of the training configurations");
    if (far > 0) {
        pm_buf_puts(out, "; on the largest values, fitted without them: ");
        S_form_losses(g->form_far, out);
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

int pm_model_text_tested(const pm_res_group *g)
{
    return g->n_test > 0 || (g->loo && g->test.n > 0);
}

const char *pm_model_text_test_name(const pm_res_group *g)
{
    return g->loo ? "leave-one-out" : "test";
}

void pm_model_text_validation(const pm_res_group *g, pm_buf *out)
{
    pm_buf_printf(out, "fitted on %zu configuration%s, ", g->n_train, pm_fmt_s(g->n_train));
    if (g->loo)
        pm_buf_puts(out, "tested by leaving each out");
    else
        pm_buf_printf(out, "tested on %zu", g->n_test);
}

void pm_model_text_noise(const pm_res_group *g, int advice, pm_buf *out)
{
    char mape[64], floor[64], single[64];
    pm_fmt_pct(mape, sizeof mape, g->test.mape);
    int tested = pm_model_text_tested(g);
    if (tested)
        pm_buf_printf(out, "%s MAPE %s, ", pm_model_text_test_name(g), mape);
    if (!isfinite(g->noise.floor)) {
        pm_buf_puts(out, "noise floor unknown: no configuration was measured more than once");
        if (advice)
            pm_buf_printf(out, " (%s)", PM_MODEL_TEXT_REPEAT_ADVICE);
        return;
    }
    pm_fmt_pct(floor, sizeof floor, g->noise.floor);
    pm_buf_printf(out, "noise floor %s (from %zu configuration%s measured ", floor, g->noise.nconf,
                  pm_fmt_s(g->noise.nconf));
    if (g->noise.rmin == g->noise.rmax)
        pm_buf_printf(out, "%u time%s", (unsigned)g->noise.rmin, pm_fmt_s(g->noise.rmin));
    else
        pm_buf_printf(out, "%u to %u times", (unsigned)g->noise.rmin, (unsigned)g->noise.rmax);
    pm_buf_printf(out, ", %zu measurement%s%s)", g->noise.nmeas, pm_fmt_s(g->noise.nmeas),
                  g->noise.nconf < 20 ? ": too few for more than a rough figure" : "");
    if (tested && isfinite(g->test_mape_single)) {
        pm_fmt_pct(single, sizeof single, g->test_mape_single);
        char ratio[64];
        pm_fmt_num(ratio, sizeof ratio,
                   g->noise.floor > 0 ? g->test_mape_single / g->noise.floor : NAN, 3);
        pm_buf_printf(out,
                      "; on single measurements, which the floor is comparable to, the %s "
                      "MAPE is %s (%sx the floor)",
                      pm_model_text_test_name(g), single, ratio);
    }
}

/* ---- how the exponents read ---- */

/* Up to three names of the factors marked in on (r->nparams entries), "gpus, workers and 2
 * more", in parentheses when paren is set. */
static void S_names(const pm_result *r, const unsigned char *on, int paren, pm_buf *out)
{
    size_t n = 0, shown = 0;
    for (size_t j = 0; j < r->nparams; j++)
        n += on[j];
    pm_buf_puts(out, paren ? " (" : " ");
    for (size_t j = 0; j < r->nparams && shown < 3; j++) {
        if (!on[j])
            continue;
        pm_buf_printf(out, "%s%s",
                      shown == 0       ? ""
                      : shown + 1 == n ? " and "
                                       : ", ",
                      r->params[j].name);
        shown++;
    }
    if (n > shown)
        pm_buf_printf(out, " and %zu more", n - shown);
    if (paren)
        pm_buf_puts(out, ")");
}

void pm_model_text_reading(const pm_result *r, pm_buf *out)
{
    /* the factors with an exponent in some group, by kind; and those with a stated ideal */
    unsigned char *on = pm_xcalloc((PM_FACTOR_NKINDS + 1) * (r->nparams + 1), 1);
    unsigned char *stated = on + PM_FACTOR_NKINDS * (r->nparams + 1);
    size_t count[PM_FACTOR_NKINDS] = {0}, nstated = 0, any = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++)
        for (size_t e = 0; e < r->groups[gi].nexp; e++) {
            size_t j = r->groups[gi].exp[e].param;
            const pm_res_param *p = &r->params[j];
            unsigned char *mark = on + pm_factor_classify(p->name) * (r->nparams + 1) + j;
            count[pm_factor_classify(p->name)] += !*mark;
            *mark = 1;
            nstated += p->has_ideal && !stated[j];
            stated[j] |= (unsigned char)p->has_ideal;
            any = 1;
        }
    if (!any) {
        free(on);
        return;
    }
    pm_buf_puts(out, "q: the time grows as factor^q (a straight line of slope q on log-log "
                     "axes), and a larger q is worse for every factor.");
    if (count[PM_FACTOR_PARALLEL]) {
        pm_buf_puts(out, " For a parallel factor");
        S_names(r, on + PM_FACTOR_PARALLEL * (r->nparams + 1), 1, out);
        pm_buf_puts(out, " -1 is ideal when the total work is fixed (twice the workers, half the "
                         "time) and 0 when each worker's share is fixed (weak scaling).");
    }
    if (count[PM_FACTOR_BATCH]) {
        pm_buf_puts(out, " For the batch size");
        S_names(r, on + PM_FACTOR_BATCH * (r->nparams + 1), 1, out);
        pm_buf_puts(out, " 1 means the same time per sample, and less than 1 that larger "
                         "batches are more efficient.");
    }
    if (count[PM_FACTOR_SIZE]) {
        pm_buf_puts(out, " For a problem size");
        S_names(r, on + PM_FACTOR_SIZE * (r->nparams + 1), 1, out);
        pm_buf_puts(out, " q is the complexity: 1 linear, 2 quadratic; no value is ideal for "
                         "every algorithm.");
    }
    if (count[PM_FACTOR_OTHER]) {
        pm_buf_puts(out, " For");
        S_names(r, on + PM_FACTOR_OTHER * (r->nparams + 1), 0, out);
        pm_buf_printf(out, " no ideal is known from %s name%s.",
                      count[PM_FACTOR_OTHER] == 1 ? "its" : "their",
                      pm_fmt_s(count[PM_FACTOR_OTHER]));
    }
    if (nstated) {
        pm_buf_printf(out, " The ideal%s of", pm_fmt_s(nstated));
        S_names(r, stated, 0, out);
        pm_buf_printf(out, " %s yours (--ideal).", nstated == 1 ? "is" : "are");
    }
    free(on);
}

void pm_model_text_ideal(const pm_res_param *p, char *out, size_t size)
{
    if (p->has_ideal) {
        char v[64];
        pm_fmt_g(v, sizeof v, p->ideal, 4);
        snprintf(out, size, "%s (--ideal)", v);
    } else
        snprintf(out, size, "%s", pm_factor_ideal_text(pm_factor_classify(p->name)));
}

/* ---- the groups described by their times ---- */

void pm_model_text_time(char *out, size_t size, double v, const char *unit)
{
    static const struct {
        const char *name;
        double seconds;
    } prefix[] = {{"s", 1.0}, {"ms", 1e-3}, {"\xc2\xb5s", 1e-6}, {"ns", 1e-9}};
    const char *canon = NULL;
    double sec = unit && unit[0] ? pm_units_seconds(unit, &canon) : 0.0;
    char num[64];
    if (!isfinite(v)) {
        snprintf(out, size, "%s", PM_FMT_UNKNOWN);
        return;
    }
    if (sec > 0 && sec <= 1.0 && v != 0) { /* s, ms, us, ns: the prefix that suits v */
        double s = v * sec;
        size_t k = 0;
        while (k + 1 < sizeof prefix / sizeof prefix[0] && fabs(s) < prefix[k].seconds)
            k++;
        pm_fmt_g(num, sizeof num, s / prefix[k].seconds, 4);
        snprintf(out, size, "%s %s", num, prefix[k].name);
        return;
    }
    pm_fmt_g(num, sizeof num, v, 4);
    snprintf(out, size, "%s%s%s", num, unit && unit[0] ? " " : "", unit ? unit : "");
}

void pm_model_text_ratio(char *out, size_t size, double v)
{
    char num[64];
    pm_fmt_num(num, sizeof num, v, 3);
    snprintf(out, size, "%s%s", num, isfinite(v) ? "x" : "");
}

void pm_model_text_why(const pm_res_times *t, pm_buf *out)
{
    if (t->why == PM_PLAN_WHY_TOO_FEW)
        pm_buf_printf(out, "%zu configuration%s for %zu unknown%s", t->configs.n,
                      pm_fmt_s(t->configs.n), t->nx, pm_fmt_s(t->nx));
    else
        pm_buf_puts(out, "no parameter varies");
}

double pm_model_text_times_noise(const pm_res_times *t)
{
    double *v = pm_xmalloc_array(t->configs.n + 1, sizeof *v);
    size_t n = 0;
    for (size_t k = 0; k < t->configs.n; k++)
        if (t->configs.lsd && isfinite(t->configs.lsd[k]))
            v[n++] = t->configs.lsd[k];
    double m = n ? pm_median(v, n) : NAN;
    free(v);
    /* identical repeats leave the rounding of their logarithms (1e-15): no spread at all */
    return m < 1e-12 ? 0.0 : m;
}

void pm_model_text_nothing(const pm_result *r, pm_buf *out)
{
    pm_buf_puts(out, "nothing to scale here: no group has a parameter that varies over more "
                     "configurations than the model has unknowns");
    if (r->ntimes)
        pm_buf_printf(out, "; %s %zu group%s %s reported and gated by %s times", "its", r->ntimes,
                      pm_fmt_s(r->ntimes), r->ntimes == 1 ? "is" : "are",
                      r->ntimes == 1 ? "its" : "their");
}

const char *pm_model_text_aggregate(const pm_result *r)
{
    switch (r->aggregate) {
    case PM_AGG_MEAN: return "each configuration's time is the mean of its measurements";
    case PM_AGG_MIN: return "each configuration's time is the least of its measurements";
    default: return NULL;
    }
}
