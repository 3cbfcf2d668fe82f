/* fit_text.c - the fit summary as plain text. */
#include "render/fit_text.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "render/gate_text.h"
#include "render/model_text.h"
#include "result/factor.h"
#include "result/times.h"
#include "util/format.h"
#include "util/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One unknown's line; with intervals on, one that could not be computed says so (a warning
 * at the end of the group says why). */
static void S_stat(pm_buf *out, const pm_stat *s, int intervals)
{
    char v[40], m[40], d[40];
    pm_fmt_g(v, sizeof v, s->value, 4);
    pm_fmt_g(m, sizeof m, s->mean, 4);
    pm_fmt_g(d, sizeof d, s->std, 2);
    pm_buf_printf(out, "%10s  (%s ± %s over fits)", v, m, d);
    if (isfinite(s->lo) && isfinite(s->hi)) {
        pm_fmt_g(v, sizeof v, s->lo, 4);
        pm_fmt_g(m, sizeof m, s->hi, 4);
        pm_buf_printf(out, "  95%% CI [%s, %s]", v, m);
    } else if (intervals)
        pm_buf_puts(out, "  95% CI unknown");
    pm_buf_puts(out, "\n");
}

/* v with dec decimals, right-aligned in width columns (printf's "%*.*f"), then suffix;
 * PM_FMT_UNKNOWN in its place when v is not finite. */
static void S_fixed(char *out, size_t size, double v, int width, int dec, const char *suffix)
{
    if (isfinite(v))
        snprintf(out, size, "%*.*f%s", width, dec, v, suffix);
    else
        snprintf(out, size, "%*s", width, PM_FMT_UNKNOWN);
}

/* "MAPE m%  RMSE r unit  R^2 x" of m, each printed as S_fixed does; width 0 for none. */
static void S_metrics(pm_buf *out, const pm_metrics *m, const char *unit, int width)
{
    char mape[64], rmse[64], r2[64], num[40];
    S_fixed(mape, sizeof mape, 100 * m->mape, width ? 6 : 0, 2, "%");
    pm_fmt_g(num, sizeof num, m->rmse, 4);
    snprintf(rmse, sizeof rmse, "%s%s%s", num, unit[0] ? " " : "", unit);
    S_fixed(r2, sizeof r2, m->r2, width ? 7 : 0, 4, "");
    pm_buf_printf(out, "MAPE %s  RMSE %-*s  R^2 %s", mape, width, rmse, r2);
}

/* One line of Table V: name, test MAPE, RMSE, R^2 (or dashes), settings. */
static void S_row5(pm_buf *out, const char *name, const pm_metrics *m, const char *unit,
                   const char *settings)
{
    pm_buf_printf(out, "    %-28s", name);
    if (m && m->n) {
        pm_buf_puts(out, "  ");
        S_metrics(out, m, unit, 12);
    } else
        pm_buf_puts(out, "  (no test configurations)");
    if (settings && settings[0])
        pm_buf_printf(out, "  %s", settings);
    pm_buf_puts(out, "\n");
}

/* Table V of g: the model, its variant, the black boxes, on the test configurations (or by
 * leaving each out). */
static void S_compare(const pm_result *r, const pm_res_group *g, pm_buf *out)
{
    const pm_res_compare *c = &g->compare;
    if (!c->ran)
        return;
    const char *unit = r->unit[0] ? r->unit : "";
    pm_buf_printf(out, "  beside black boxes, %s (Table V)\n", pm_model_text_test_name(g));
    S_row5(out, "generic model", &g->test, unit, NULL);
    if (c->has_variant) {
        char name[64], set[64];
        snprintf(name, sizeof name, "generic model, %s",
                 c->variant_reg == PM_REG_NONE ? "unregularised" : "regularised");
        snprintf(set, sizeof set, "%s, lambda %g, 1 fit", pm_reg_name(c->variant_reg),
                 c->variant_lambda);
        S_row5(out, name, &c->variant_test, unit, set);
    }
    for (size_t k = 0; k < c->nbb; k++) {
        const pm_res_blackbox *b = &c->bb[k];
        pm_buf set = PM_BUF_INIT;
        for (size_t i = 0; i < pm_bb_nhyper(b->kind); i++)
            pm_buf_printf(&set, "%s%s %.3g", i ? ", " : "", pm_bb_hyper_name(b->kind, i),
                          b->hyper[i]);
        size_t ntest = g->loo ? g->test.n : g->n_test;
        if (b->test.n != ntest) /* scored on a sample (blackbox/blackbox.h) */
            pm_buf_printf(&set, "; on %zu of the %zu test configurations", b->test.n, ntest);
        S_row5(out, pm_bb_name(b->kind), &b->test, unit, pm_buf_str(&set));
        pm_buf_free(&set);
    }
    if (c->note)
        pm_buf_printf(out, "    note: %s\n", c->note);
}

/* The groups the model does not fit, one line each: why, configurations, measurements, the
 * median time (and the range over several configurations), the noise. */
static void S_times(const pm_result *r, pm_buf *out)
{
    if (r->ntimes == 0)
        return;
    pm_buf_printf(out,
                  "\ntimes: %zu group%s without a model, reported and gated by %s times "
                  "(--max-slowdown)\n",
                  r->ntimes, pm_fmt_s(r->ntimes), r->ntimes == 1 ? "its" : "their");
    for (size_t i = 0; i < r->ntimes; i++) {
        const pm_res_times *t = &r->times[i];
        char med[64], lo[64], hi[64], noise[64];
        pm_buf_printf(out, "  %s: ", t->name);
        pm_model_text_why(t, out);
        pm_buf_printf(out, "; %zu configuration%s, %zu measurement%s; median ", t->configs.n,
                      pm_fmt_s(t->configs.n), t->n_meas, pm_fmt_s(t->n_meas));
        pm_model_text_time(med, sizeof med, pm_res_times_median(t), r->unit);
        pm_buf_puts(out, med);
        if (t->configs.n > 1) {
            double a = INFINITY, b = -INFINITY;
            for (size_t k = 0; k < t->configs.n; k++) {
                a = fmin(a, t->configs.median[k]);
                b = fmax(b, t->configs.median[k]);
            }
            pm_model_text_time(lo, sizeof lo, a, r->unit);
            pm_model_text_time(hi, sizeof hi, b, r->unit);
            pm_buf_printf(out, " (%s to %s)", lo, hi);
        }
        double lsd = pm_model_text_times_noise(t);
        if (isfinite(lsd)) {
            pm_fmt_pct(noise, sizeof noise, lsd);
            pm_buf_printf(out, "; noise %s\n", noise);
        } else
            pm_buf_puts(out, "; noise unknown (no configuration measured twice)\n");
    }
}

/* The header: the fit's settings, the model's form, how repeats were reduced, how the
 * exponents read. */
static void S_settings(const pm_result *r, pm_buf *out)
{
    const pm_fit_opts *o = &r->settings;
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
    if (o->form == PM_FORM_AUTO) {
        pm_buf_puts(out, "model: --model auto, per group by cross-validation: ");
        for (size_t k = 0; k < PM_FORM_NFORMS; k++)
            pm_buf_printf(out, "%s%s",
                          k == 0                    ? ""
                          : k + 1 == PM_FORM_NFORMS ? ", or "
                                                    : ", ",
                          pm_model_text_formula((pm_model_form)k));
        pm_buf_puts(out, "\n");
    } else
        pm_buf_printf(out, "model: --model %s, %s\n", pm_model_form_name(o->form),
                      pm_model_text_formula(o->form));
    if (pm_model_text_aggregate(r))
        pm_buf_printf(out, "repeats: %s (--aggregate %s)\n", pm_model_text_aggregate(r),
                      pm_aggregate_name(r->aggregate));
    pm_buf reading = PM_BUF_INIT;
    pm_model_text_reading(r, &reading);
    if (reading.len)
        pm_buf_printf(out, "%s\n", pm_buf_str(&reading));
    pm_buf_free(&reading);
}

/* g's heading: how it was fitted and tested, its lambda and form where chosen per group, its
 * noise; then its scaling exponents and the regime. ci: intervals were asked for. */
static void S_group_exponents(const pm_result *r, const pm_res_group *g, int ci, pm_buf *out)
{
    const pm_fit_opts *o = &r->settings;
    pm_buf_printf(out, "\ngroup %s: ", g->name);
    pm_model_text_validation(g, out);
    if (o->lambda_auto)
        pm_buf_printf(out, ", lambda %g", g->lambda);
    if (o->form == PM_FORM_AUTO) {
        pm_buf_puts(out, "\n  form: ");
        pm_model_text_form(r, g, o->form, out);
    }
    pm_buf_puts(out, "\n  noise: ");
    pm_model_text_noise(g, 1, out);
    pm_buf_puts(out, "\n  scaling exponents q\n");
    for (size_t j = 0; j < g->nexp; j++) {
        const pm_res_exponent *e = &g->exp[j];
        const char *name = r->params[e->param].name;
        pm_buf_printf(out, "    %-24s", name);
        S_stat(out, &e->q, ci);
        char law[200];
        pm_factor_law(name, e->q.value, e->logj, law, sizeof law);
        if (law[0]) /* the log form */
            pm_buf_printf(out, "      times log2(%s)^%u: the time grows as %s\n", name, e->logj,
                          law);
    }
    if (g->nexp == 0)
        pm_buf_puts(out, "    (no extrinsic factors)\n");
    if (g->regime.nparam > 0) {
        pm_buf_puts(out, "  ");
        pm_model_text_regime(r, g, out);
        pm_buf_puts(out, "\n");
    }
}

/* g's intrinsic terms (the product form's powers alone), level coefficients, base and
 * constant C (in unit). */
static void S_group_coefficients(const pm_result *r, const pm_res_group *g, int ci,
                                 const char *unit, pm_buf *out)
{
    int product = (pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT) != 0;
    if (g->nfits_agree < g->nfits)
        pm_buf_printf(out,
                      "  over fits: the %zu of %zu fits that agree with the best (the other %zu "
                      "stopped where the data reject them)\n",
                      g->nfits_agree, g->nfits, g->nfits - g->nfits_agree);
    pm_buf_puts(out, product ? "  intrinsic powers of the product term prod I^p\n"
                             : "  intrinsic terms a * I^p\n");
    for (size_t i = 0; i < g->nterm; i++) {
        const char *name = r->params[g->term[i].param].name;
        if (!product) {
            pm_buf_printf(out, "    a %-22s", name);
            S_stat(out, &g->term[i].a, ci);
        }
        pm_buf_printf(out, "    p %-22s", name);
        S_stat(out, &g->term[i].p, ci);
    }
    int refs = 0;
    for (size_t l = 0; l < g->nlev; l++) {
        const pm_res_param *p = &r->params[g->lev[l].param];
        int pad = 21 - (int)strlen(p->name);
        pm_buf_printf(out, "    a %s=%-*s", p->name, pad > 0 ? pad : 0, p->levels[g->lev[l].level]);
        if (g->lev[l].reference) {
            pm_buf_puts(out, "  reference: its term is in a0, the others' are differences\n");
            refs = 1;
        } else {
            S_stat(out, &g->lev[l].a, ci);
        }
    }
    if (g->has_base) {
        pm_buf_printf(out, "    a0 %-21s", refs ? "(at the references)" : "(base)");
        S_stat(out, &g->base, ci);
    }
    pm_buf_printf(out, "  constant C (%s)        ", unit);
    S_stat(out, &g->constant, ci);
}

/* g's scores on train and test (or by leaving each out), Table V, and its warnings. */
static void S_group_scores(const pm_result *r, const pm_res_group *g, const char *unit, pm_buf *out)
{
    pm_buf_puts(out, "  train: ");
    S_metrics(out, &g->train, unit, 0);
    pm_buf_puts(out, "\n");
    if (pm_model_text_tested(g)) {
        pm_buf_printf(out, "  %s:%s", pm_model_text_test_name(g), g->loo ? " " : "  ");
        S_metrics(out, &g->test, unit, 0);
        pm_buf_puts(out, "\n");
    }
    S_compare(r, g, out);
    for (size_t i = 0; i < g->nwarn; i++) {
        pm_buf_puts(out, "  warning: ");
        pm_warning_text(&g->warn[i], out);
        pm_buf_puts(out, "\n");
    }
}

void pm_fit_text(const pm_result *r, pm_buf *out)
{
    const char *unit = r->unit[0] ? r->unit : "(unit not given)";
    int ci = r->settings.bootstrap > 0;
    if (r->ngroups == 0) { /* no settings to speak of: nothing was fitted */
        pm_model_text_nothing(r, out);
        pm_buf_puts(out, ".\n");
        if (pm_model_text_aggregate(r))
            pm_buf_printf(out, "repeats: %s (--aggregate %s)\n", pm_model_text_aggregate(r),
                          pm_aggregate_name(r->aggregate));
        S_times(r, out);
        return;
    }
    S_settings(r, out);
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        S_group_exponents(r, g, ci, out);
        S_group_coefficients(r, g, ci, unit, out);
        S_group_scores(r, g, unit, out);
    }
    S_times(r, out);
}

int pm_fit_text_render(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_fit_text(ctx->result, &b);
    if (ctx->gate) { /* and the gate, as the terminal shows it */
        pm_buf_puts(&b, "\n");
        pm_gate_text(ctx->gate, &b);
    }
    int rc = pm_outdir_write(ctx->out->dir, "fit.txt", pm_buf_str(&b), b.len, err);
    pm_buf_free(&b);
    return rc;
}

int pm_fit_text_terminal(const pm_render_ctx *ctx, pm_error *err)
{
    (void)err;
    pm_buf *out = ctx->out->terminal;
    if (out == NULL)
        return 0;
    pm_buf_puts(out, "\n");
    pm_fit_text(ctx->result, out);
    char *dir = pm_text_escape_dup(ctx->opts->output_dir); /* -o as one line, however named */
    pm_buf_printf(out, "\nwrote %s/ (%s)\n", dir, ctx->out->files);
    free(dir);
    if (ctx->gate) {
        pm_buf_puts(out, "\n");
        pm_gate_text(ctx->gate, out);
    }
    return 0;
}
