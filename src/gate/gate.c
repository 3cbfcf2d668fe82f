/* gate.c - the gate's decision: exponents compared with their standard errors, times compared as
 * ratios. */
#include "gate/gate.h"

#include "gate/pair.h"
#include "gate/times.h"

#include "util/format.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- options ---- */

void pm_gate_opts_init(pm_gate_opts *o)
{
    memset(o, 0, sizeof *o);
}

static void S_rules_free(pm_gate_rule *r, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(r[i].factor);
    free(r);
}

void pm_gate_opts_free(pm_gate_opts *o)
{
    if (o == NULL)
        return;
    S_rules_free(o->thr, o->nthr);
    S_rules_free(o->lim, o->nlim);
    memset(o, 0, sizeof *o);
}

/* Parse "k<op>v,..." into rules; limits accept "<=" or "=", thresholds "=". */
static int S_parse_rules(pm_gate_rule **rules, size_t *n, const char *text, int limits, char *msg,
                         size_t msgsize)
{
    char **items = NULL;
    size_t ni = pm_text_split_list(text, &items);
    pm_gate_rule *add = pm_xcalloc(ni + 1, sizeof *add);
    size_t nadd = 0;
    int rc = 0;
    if (ni == 0) {
        snprintf(msg, msgsize, "expected NAME%sNUMBER[,...], got '%.40s'", limits ? "<=" : "=",
                 text);
        rc = -1;
    }
    for (size_t i = 0; rc == 0 && i < ni; i++) {
        char *it = items[i];
        char *op = limits ? strstr(it, "<=") : NULL;
        size_t oplen = 2;
        if (op == NULL) {
            op = strchr(it, '=');
            oplen = 1;
        }
        double v;
        if (op == NULL || op == it || !pm_text_number(op + oplen, &v) || !isfinite(v) ||
            (!limits && v < 0)) {
            snprintf(msg, msgsize, "expected NAME%s%s, got '%.40s'", limits ? "<=" : "=",
                     limits ? "NUMBER" : "NUMBER >= 0", it);
            rc = -1;
            break;
        }
        add[nadd].factor = pm_xstrndup(it, (size_t)(op - it));
        add[nadd].value = v;
        nadd++;
    }
    if (rc == 0) {
        *rules = pm_xrealloc(*rules, *n + nadd + 1, sizeof **rules);
        memcpy(*rules + *n, add, nadd * sizeof *add);
        *n += nadd;
        free(add);
    } else {
        S_rules_free(add, nadd);
    }
    pm_text_list_free(items, ni);
    return rc;
}

int pm_gate_parse_thresholds(pm_gate_opts *o, const char *text, char *msg, size_t msgsize)
{
    return S_parse_rules(&o->thr, &o->nthr, text, 0, msg, msgsize);
}

int pm_gate_parse_limits(pm_gate_opts *o, const char *text, char *msg, size_t msgsize)
{
    return S_parse_rules(&o->lim, &o->nlim, text, 1, msg, msgsize);
}

/* The value of the last rule for name, else of the last "*" rule, else dflt. */
static double S_rule(const pm_gate_rule *r, size_t n, const char *name, double dflt)
{
    for (size_t i = n; i-- > 0;)
        if (strcmp(r[i].factor, name) == 0)
            return r[i].value;
    for (size_t i = n; i-- > 0;)
        if (strcmp(r[i].factor, "*") == 0)
            return r[i].value;
    return dflt;
}

double pm_gate_threshold(const pm_gate_opts *o, const char *name)
{
    return o ? S_rule(o->thr, o->nthr, name, PM_GATE_DEFAULT_THRESHOLD) : PM_GATE_DEFAULT_THRESHOLD;
}

double pm_gate_limit(const pm_gate_opts *o, const char *name)
{
    return o ? S_rule(o->lim, o->nlim, name, NAN) : NAN;
}

const char *pm_gate_verdict_name(pm_gate_verdict v)
{
    switch (v) {
    case PM_GATE_PASS: return "pass";
    case PM_GATE_REGRESSION: return "regression";
    case PM_GATE_NONE: return "none";
    default: return "inconclusive";
    }
}

/* ---- the decision ---- */

/* The R^2 that says whether g's fit is usable: test, or train without test rows. */
static double S_r2(const pm_res_group *g)
{
    return isfinite(g->test.r2) && g->n_test > 0 ? g->test.r2 : g->train.r2;
}

/* The exponent of factor `name` in group g of r, or NULL. */
static const pm_res_exponent *S_exp(const pm_result *r, const pm_res_group *g, const char *name)
{
    if (g == NULL)
        return NULL;
    size_t j = pm_result_param(r, name);
    return j == (size_t)-1 ? NULL : pm_result_exponent(g, j);
}

static pm_gate_row *S_add_row(pm_gate *out, size_t *cap, const char *group, const char *factor)
{
    pm_xgrow((void **)&out->rows, cap, out->nrows + 1, sizeof *out->rows);
    pm_gate_row *row = &out->rows[out->nrows++];
    memset(row, 0, sizeof *row);
    row->group = pm_xstrdup(group);
    row->factor = pm_xstrdup(factor);
    row->kind = pm_factor_classify(factor);
    row->q_base = row->q_cand = row->se_base = row->se_cand = NAN;
    row->delta = row->se_d = row->mdc = row->limit = NAN;
    row->top_from = row->top_delta = row->top_se = row->top_z = NAN;
    return row;
}

/* The normal quantile with upper tail p. */
static double S_z_tail(double p)
{
    /* the upper tail 0.5 erfc(z / sqrt 2) falls with z: bisect for p */
    double lo = 0.0, hi = 10.0;
    for (int i = 0; i < 100; i++) {
        double mid = 0.5 * (lo + hi);
        if (0.5 * erfc(mid / sqrt(2.0)) > p)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

double pm_gate_z(size_t ngroups)
{
    return S_z_tail(PM_GATE_ALPHA / (double)(ngroups ? ngroups : 1));
}

/* The t quantile of df degrees of freedom at the normal quantile z (Cornish-Fisher). */
static double S_t_of_z(double z, double df)
{
    if (!(df > 0) || !isfinite(df))
        return z;
    double z2 = z * z, z3 = z2 * z, z5 = z3 * z2, z7 = z5 * z2;
    return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df * df * df);
}

double pm_gate_t(size_t ngroups, double df)
{
    return S_t_of_z(pm_gate_z(ngroups), df);
}

void pm_gate_fmt_noise(double ratio, char *out, size_t size)
{
    if (ratio > PM_GATE_NOISIER_MAX) /* the baseline's repeats hardly varied */
        snprintf(out, size, "over %g", PM_GATE_NOISIER_MAX);
    else
        pm_fmt_g(out, size, ratio, 2);
}

/* The checks every comparison needs: both sides have the group and the factor, and the
 * factor varies. Fills the row's exponents: the refits on every configuration where both
 * sides have them and `refit` is set, else the training fits' (the reports'); 0 when it can
 * be judged, else -1 with the row inconclusive and its reason set. */
static int S_present(pm_gate_row *row, const pm_gate_opts *o, double z, const pm_res_group *gb,
                     const pm_res_exponent *eb, const pm_res_group *gc, const pm_res_exponent *ec,
                     int refit)
{
    row->z = z;
    row->threshold = pm_gate_threshold(o, row->factor);
    row->limit = pm_gate_limit(o, row->factor);
    /* the exponents refitted on every configuration where both runs have them (smaller
       errors than the training fits'), else the training fits' */
    row->all = refit && eb && ec && pm_stat_has_all(&eb->q) && pm_stat_has_all(&ec->q);
    if (eb) {
        row->q_base = row->all ? eb->q.all : eb->q.value;
        row->se_base = row->all ? eb->q.all_se : eb->q.se;
    }
    if (ec) {
        row->q_cand = row->all ? ec->q.all : ec->q.value;
        row->se_cand = row->all ? ec->q.all_se : ec->q.se;
    }
    row->verdict = PM_GATE_INCONCLUSIVE;
    if (gc == NULL)
        row->reason = pm_xprintf("group %s is missing from this run", row->group);
    else if (gb == NULL)
        row->reason = pm_xprintf("group %s is not in the baseline", row->group);
    else if (ec == NULL)
        row->reason = pm_xprintf("factor %s is missing from this run's fit", row->factor);
    else if (eb == NULL)
        row->reason = pm_xprintf("factor %s is not in the baseline", row->factor);
    else if (eb->distinct < PM_GATE_MIN_DISTINCT || ec->distinct < PM_GATE_MIN_DISTINCT)
        row->reason = pm_xprintf("%s has %zu distinct values in the baseline and %zu in this run "
                                 "(%d needed to judge an exponent)",
                                 row->factor, eb->distinct, ec->distinct, PM_GATE_MIN_DISTINCT);
    return row->reason ? -1 : 0;
}

/* The verdict from row->delta and row->se_d (and the limit); `how` says what judged it. */
static void S_decide(pm_gate_row *row, const char *how)
{
    char a[64], b[64], c[64], zs[32];
    double z = row->z;
    row->mdc = row->threshold + (z + PM_GATE_Z95) * row->se_d;
    snprintf(zs, sizeof zs, "%.4g", z);
    /* one-sided 95% over the groups: worse by more than the threshold beyond the noise */
    double excess = row->delta - row->threshold;
    int regressed = excess > z * row->se_d;
    int over_limit = isfinite(row->limit) && isfinite(row->se_cand) &&
                     row->q_cand - row->limit > z * row->se_cand;
    pm_fmt_g(a, sizeof a, row->delta, 3);
    pm_fmt_g(b, sizeof b, row->threshold, 3);
    pm_fmt_g(c, sizeof c, z * row->se_d, 3);
    if (regressed || over_limit) {
        row->verdict = PM_GATE_REGRESSION;
        char l[64], q[64];
        pm_fmt_g(l, sizeof l, row->limit, 3);
        pm_fmt_g(q, sizeof q, row->q_cand, 3);
        if (regressed && over_limit)
            row->reason = pm_xprintf("q rose by %s (%s), past the threshold %s by more than the "
                                     "noise (%s se = %s), and is above the limit %s",
                                     a, how, b, zs, c, l);
        else if (regressed)
            row->reason = pm_xprintf("q rose by %s (%s), past the threshold %s by more than the "
                                     "noise (%s se = %s)",
                                     a, how, b, zs, c);
        else
            row->reason = pm_xprintf("q = %s is above the limit %s by more than the noise", q, l);
        return;
    }
    row->verdict = PM_GATE_PASS;
    if (row->delta > row->threshold)
        row->reason = pm_xprintf("q rose by %s (%s), past the threshold %s but within the noise "
                                 "(%s se = %s)",
                                 a, how, b, zs, c);
    else
        row->reason = pm_xprintf("change %s (%s) is within the threshold %s", a, how, b);
}

/* The first factor of gb/gc whose measured ranges the two runs share by under
 * PM_GATE_MIN_OVERLAP of their union (log scale), as a sentence; NULL when none. */
static char *S_design_differs(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                              const pm_res_group *gc)
{
    for (size_t e = 0; e < gc->nexp; e++) {
        const pm_res_exponent *ec = &gc->exp[e];
        const char *f = rc->params[ec->param].name;
        const pm_res_exponent *eb = S_exp(rb, gb, f);
        if (eb == NULL || !(ec->range[0] > 0) || !(eb->range[0] > 0))
            continue;
        double lo = fmax(log(eb->range[0]), log(ec->range[0]));
        double hi = fmin(log(eb->range[1]), log(ec->range[1]));
        double ulo = fmin(log(eb->range[0]), log(ec->range[0]));
        double uhi = fmax(log(eb->range[1]), log(ec->range[1]));
        double overlap = uhi > ulo ? fmax(hi - lo, 0.0) / (uhi - ulo) : 1.0;
        if (overlap < PM_GATE_MIN_OVERLAP) {
            char b0[32], b1[32], c0[32], c1[32];
            pm_fmt_g(b0, sizeof b0, eb->range[0], 3);
            pm_fmt_g(b1, sizeof b1, eb->range[1], 3);
            pm_fmt_g(c0, sizeof c0, ec->range[0], 3);
            pm_fmt_g(c1, sizeof c1, ec->range[1], 3);
            return pm_xprintf(
                "the designs differ: %s ranged over %s-%s in the baseline and %s-%s in "
                "this run, so the two fits' exponents describe different ranges "
                "(measure the same range, or the same configurations to pair them)",
                f, b0, b1, c0, c1);
        }
    }
    return NULL;
}

/* The black box's advantage over the model as a sentence, or NULL when neither side's
 * model is inadequate. */
static char *S_misfit(const pm_res_group *gb, const pm_res_group *gc, const char *group)
{
    const pm_warning *bad = pm_result_inadequate(gc);
    const char *side = "this run";
    if (bad == NULL) {
        bad = pm_result_inadequate(gb);
        side = "the baseline";
    }
    if (bad == NULL)
        return NULL;
    char bm[64], mm[64];
    pm_fmt_g(bm, sizeof bm, 100 * bad->v[0], 3);
    pm_fmt_g(mm, sizeof mm, 100 * bad->v[1], 3);
    return pm_xprintf(
        "the model misfits %s in %s: the %s predicts its test configurations with MAPE "
        "%s%% against the model's %s%%",
        group, side, bad->other ? bad->other : "black box", bm, mm);
}

/* Whether factor j (by name) is in g's regime. */
static int S_in_regime(const pm_result *r, const pm_res_group *g, const char *name)
{
    for (size_t i = 0; g && i < g->regime.nparam; i++)
        if (strcmp(r->params[g->regime.param[i]].name, name) == 0)
            return 1;
    return 0;
}

/* Why factor f's exponents of the two fits mean different things (one side's form breaks f
 * at a breakpoint, the other's does not; their log powers of f differ, fit/logpow.h), or
 * NULL. */
static char *S_regime_differs(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                              const pm_res_group *gc, const char *f)
{
    const pm_res_exponent *eb = S_exp(rb, gb, f), *ec = S_exp(rc, gc, f);
    unsigned jb = eb ? eb->logj : 0, jc = ec ? ec->logj : 0;
    if (jb != jc)
        return pm_xprintf("the model forms differ: the baseline's time grows as %s^q times "
                          "log2(%s)^%u, this run's times log2(%s)^%u: its exponents mean "
                          "different things (fit both with the same --model)",
                          f, f, jb, f, jc);
    int inb = S_in_regime(rb, gb, f), inc = S_in_regime(rc, gc, f);
    if (inb == inc)
        return NULL;
    return pm_xprintf(
        "the model forms differ: %s fitted %s in %s, with a breakpoint, and %s in %s, "
        "without: its exponents mean different things (fit both with the same --model)",
        inb ? "the baseline" : "this run", f, pm_form_get(inb ? gb->form : gc->form)->label,
        inb ? "this run" : "the baseline", pm_form_get(inb ? gc->form : gb->form)->label);
}

/* Judge one group/factor by the two fits' exponents. design: why the designs are not
 * comparable, or NULL. */
static void S_judge_model(pm_gate_row *row, const pm_gate_opts *o, const pm_res_group *gb,
                          const pm_res_group *gc, const char *design)
{
    char a[64];
    row->method = PM_GATE_BY_MODEL;
    row->delta = row->q_cand - row->q_base;
    row->se_d = sqrt(row->se_base * row->se_base + row->se_cand * row->se_cand);
    row->mdc = row->threshold + (row->z + PM_GATE_Z95) * row->se_d;
    double r2 = S_r2(gc);
    if (!(r2 > 0)) {
        pm_fmt_g(a, sizeof a, r2, 3);
        row->reason = pm_xprintf("this run's fit of %s is unusable (R^2 %s on the test "
                                 "configurations: no better than their mean)",
                                 row->group, a);
        return;
    }
    char *misfit = S_misfit(gb, gc, row->group);
    if (misfit && o && o->require_adequate && !o->trust_model) {
        row->reason =
            pm_xprintf("%s, so its exponents are not judged (--require-adequate)", misfit);
        free(misfit);
        return;
    }
    if (misfit) {
        row->note = pm_xprintf("%s: the exponents describe the data less well than usual", misfit);
        free(misfit);
    }
    if (design) {
        row->reason = pm_xstrdup(design);
        return;
    }
    if (!isfinite(row->se_base) || !isfinite(row->se_cand)) {
        row->reason = pm_xprintf(
            "no standard error for %s in the %s (fit with --bootstrap N > 0)", row->factor,
            !isfinite(row->se_base) && !isfinite(row->se_cand) ? "baseline or this run"
            : !isfinite(row->se_base)                          ? "baseline"
                                                               : "this run");
        return;
    }
    S_decide(row, row->all ? "the two fits' exponents on every configuration"
                           : "the two fits' exponents");
}

/* The top of the range: the most significant of pf's hinge tests into row (each judged at
 * its share alpha of the correction), and the row's verdict and reason where it regressed. */
static void S_judge_top(pm_gate_row *row, const pm_pair_factor *pf, double alpha)
{
    double best = -INFINITY;
    for (size_t t = 0; t < pf->ntop; t++) {
        const pm_pair_top *tp = &pf->top[t];
        if (!(tp->se >= 0) || !isfinite(tp->dq))
            continue;
        double z = S_t_of_z(S_z_tail(alpha), tp->dof);
        /* no spread at all (a copy of the baseline changed at its top): the sign decides */
        double excess = tp->dq - row->threshold;
        double stat = tp->se > 0 ? excess / tp->se : excess > 0 ? INFINITY : -INFINITY;
        if (isnan(row->top_from) || stat > best) {
            best = stat;
            row->top_from = tp->from;
            row->top_delta = tp->dq;
            row->top_se = tp->se;
            row->top_z = z;
        }
    }
    if (!(best > row->top_z))
        return;
    row->top_regressed = 1;
    char d[32], from[32], b[32], c[32], zs[32], all[32];
    pm_fmt_g(d, sizeof d, row->top_delta, 2);
    pm_fmt_g(from, sizeof from, row->top_from, 3);
    pm_fmt_g(b, sizeof b, row->threshold, 3);
    pm_fmt_g(c, sizeof c, row->top_z * row->top_se, 3);
    pm_fmt_g(all, sizeof all, row->delta, 3);
    snprintf(zs, sizeof zs, "%.4g", row->top_z);
    char *top = pm_xprintf("scaling worsened past %s = %s: %s%s (paired), past the threshold %s "
                           "by more than the noise (%s se = %s)",
                           row->factor, from, row->top_delta > 0 ? "+" : "", d, b, zs, c);
    char *old = row->reason;
    if (row->verdict == PM_GATE_REGRESSION)
        row->reason = pm_xprintf("%s; %s", old, top);
    else
        row->reason = pm_xprintf("%s, while the change over the whole range is %s", top, all);
    free(old);
    free(top);
    row->verdict = PM_GATE_REGRESSION;
}

/* Judge one group/factor by the matched configurations, in a comparison of ngroups groups. */
static void S_judge_paired(pm_gate_row *row, const pm_pair *pr, const pm_pair_factor *pf,
                           size_t ngroups)
{
    char how[96];
    row->method = PM_GATE_BY_PAIRS;
    row->npairs = pr->npairs;
    row->delta = pf->dq;
    row->se_d = pf->se;
    /* the level of the row, shared with the top-of-range tests where there are any
       (Bonferroni over the groups, then between the overall change and the top's) */
    double alpha = PM_GATE_ALPHA / (double)(ngroups ? ngroups : 1);
    double alpha_top = pf->ntop ? PM_GATE_ALPHA_TOP / (double)(ngroups ? ngroups : 1) : 0.0;
    /* the robust error rests on the pairs' residual degrees of freedom: the t quantile */
    row->z = S_t_of_z(S_z_tail(alpha - alpha_top), pr->dof);
    snprintf(how, sizeof how, "paired, %zu matched configurations", pr->npairs);
    S_decide(row, how);
    if (pf->ntop)
        S_judge_top(row, pf, alpha_top / (double)pf->ntop);
}

/* Median over gc's configurations of candidate/baseline predicted time; the
 * baseline's parameters are found in the candidate by name (levels too). */
static double S_time_ratio(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                           const pm_res_group *gc)
{
    const pm_res_points *pt = &gc->points;
    if (pt->n == 0 || rb->nparams == 0)
        return NAN;
    size_t *map = pm_xmalloc_array(rb->nparams, sizeof *map);
    for (size_t j = 0; j < rb->nparams; j++) {
        map[j] = pm_result_param(rc, rb->params[j].name);
        if (map[j] == (size_t)-1 || rc->params[map[j]].role != rb->params[j].role) {
            free(map);
            return NAN;
        }
    }
    double *vb = pm_xmalloc_array(rb->nparams, sizeof *vb);
    double *ratio = pm_xmalloc_array(pt->n, sizeof *ratio);
    size_t nr = 0;
    for (size_t k = 0; k < pt->n; k++) {
        for (size_t j = 0; j < rb->nparams; j++) {
            double x = pm_result_point_value(rc, gc, k, map[j]);
            if (rb->params[j].role == PM_ROLE_CATEGORICAL) {
                const pm_res_param *cp = &rc->params[map[j]];
                x = x >= 0 && (size_t)x < cp->nlevels
                        ? (double)pm_result_level(rb, j, cp->levels[(size_t)x])
                        : -1.0;
                if (x >= (double)rb->params[j].nlevels)
                    x = -1.0;
            }
            vb[j] = x;
        }
        double tb = pm_result_predict(rb, gb, vb);
        double tc = pt->predicted[k];
        if (tb > 0 && tc > 0 && isfinite(tb) && isfinite(tc))
            ratio[nr++] = tc / tb;
    }
    double m = pm_median(ratio, nr);
    free(ratio);
    free(vb);
    free(map);
    return m;
}

/* Append ": text" style: *dst becomes "*dst; text" (or text when *dst is NULL). */
static void S_append(char **dst, const char *text)
{
    char *old = *dst;
    *dst = old ? pm_xprintf("%s; %s", old, text) : pm_xstrdup(text);
    free(old);
}

/* The smallest test MAPE of g's predictors (the model, its regularised variant, the black
 * boxes): measured against single measurements where g has no repeats, it exceeds the noise
 * (the floor a perfect model would reach) by the predictor's misfit. NAN when none is known. */
static double S_noise_bound(const pm_res_group *g)
{
    double m = g->n_test > 0 && g->test.mape > 0 ? g->test.mape : NAN;
    const pm_res_compare *c = &g->compare;
    if (c->ran && c->has_variant && c->variant_test.mape > 0 && !(c->variant_test.mape >= m))
        m = c->variant_test.mape;
    const pm_res_blackbox *b = pm_result_best_blackbox(g);
    if (b && b->test.mape > 0 && !(b->test.mape >= m))
        m = b->test.mape;
    return m;
}

/* Rows [first, out->nrows) are group gc's: fill its speed entry from the pairs and, where
 * this run was much noisier than the baseline, say so beside each row. */
static void S_group_notes(pm_gate *out, size_t first, const pm_res_group *gb,
                          const pm_res_group *gc, const pm_pair *pr, int same_unit)
{
    pm_gate_speed *s = &out->speed[out->nspeed++];
    s->group = pm_xstrdup(gc->name);
    s->npairs = pr->npairs;
    s->nbase = pr->nbase;
    s->paired = 0;
    for (size_t i = first; i < out->nrows; i++)
        s->paired |= out->rows[i].method == PM_GATE_BY_PAIRS;
    out->ngroups_paired += s->paired != 0;
    if (!s->paired && pr->why[0])
        s->pair_note = pm_xstrdup(pr->why);
    double cb = gb->constant.value, cc = gc->constant.value;
    s->c_ratio = same_unit && cb > 0 && cc > 0 ? cc / cb : NAN;
    s->time_ratio = NAN;
    if (same_unit && s->paired && isfinite(pr->log_speed))
        s->time_ratio = exp(pr->log_speed);
    /* this run's noise against the baseline's, from evidence of noise only (never from the
       models' errors, which a real change of the data inflates as much as noise does): the
       pairs where paired (pair.h: the floors where both measured repeats, else the paired
       residuals, robustly), else the noise floors where both measured repeats, else this
       run's floor against an upper bound of the baseline's noise */
    const char *basis = NULL;
    int at_least = 0;
    double bound = S_noise_bound(gb); /* where the baseline measured no repeats */
    s->noise_ratio = NAN;
    if (pr->used) {
        if (pr->noise_base > 0 && isfinite(pr->noise_cand)) {
            s->noise_ratio = pr->noise_cand / pr->noise_base;
            basis = pr->noise_from_floor ? "their noise floors" : "the matched configurations";
        }
    } else if (gb->noise.floor > PM_GATE_NOISE_MIN && isfinite(gc->noise.floor)) {
        s->noise_ratio = gc->noise.floor / gb->noise.floor;
        basis = "their noise floors";
    } else if (gc->noise.floor > 0 && !(gb->noise.floor > 0) &&
               gc->noise.floor / bound >= PM_GATE_NOISIER) {
        /* no repeats in the baseline: its smallest test error bounds its noise from above,
           so this ratio bounds the true one from below */
        s->noise_ratio = gc->noise.floor / bound;
        basis = "this run's noise floor against the baseline's smallest test error, which "
                "bounds its noise from above";
        at_least = 1;
    }
    if (!(s->noise_ratio >= PM_GATE_NOISIER))
        return;
    char r[32];
    pm_gate_fmt_noise(s->noise_ratio, r, sizeof r);
    char *text =
        pm_xprintf("this run was %s%sx noisier than the baseline (%s): a busy runner can look "
                   "like a scaling regression; rerun on a quiet runner to confirm",
                   at_least ? "at least " : "", r, basis);
    for (size_t i = first; i < out->nrows; i++) {
        pm_gate_row *row = &out->rows[i];
        if (row->verdict == PM_GATE_REGRESSION)
            S_append(&row->reason, text);
        else
            S_append(&row->note, text);
    }
    char *g = pm_xprintf("%s: %s", gc->name, text);
    S_append(&out->noise_note, g);
    free(g);
    free(text);
}

/* ---- the comparison, phase by phase ---- */

/* What every phase of one comparison reads, and the rows' capacity. */
typedef struct S_cmp {
    const pm_result *rb;   /* the baseline */
    const pm_result *rc;   /* this run (the candidate) */
    const pm_gate_opts *o; /* the rule's settings (may be NULL) */
    pm_gate *out;          /* the gate being filled */
    size_t cap;            /* out->rows' capacity */
    double z;              /* the critical value of a model comparison (pm_gate_z) */
    int same_unit;         /* both runs' times are in one unit: their times compare */
} S_cmp;

/* The rows of candidate group gc's factors: judged by the pairs where pr pairs the factor,
 * else by the two fits' exponents (design: why the runs' designs differ, or NULL). gb is the
 * baseline's group, NULL when it has none. */
static void S_factor_rows(S_cmp *x, const pm_res_group *gb, const pm_res_group *gc,
                          const pm_pair *pr, const char *design)
{
    const pm_result *rb = x->rb, *rc = x->rc;
    for (size_t e = 0; e < gc->nexp; e++) {
        const char *f = rc->params[gc->exp[e].param].name;
        pm_gate_row *row = S_add_row(x->out, &x->cap, gc->name, f);
        const pm_pair_factor *pf = pr->used ? pm_pair_factor_of(pr, gc->exp[e].param) : NULL;
        int paired = pf && isfinite(pf->dq) && isfinite(pf->se);
        /* the pairs judge: the row shows the reports' exponents beside their change */
        if (S_present(row, x->o, x->z, gb, S_exp(rb, gb, f), gc, &gc->exp[e], !paired) != 0)
            continue;
        char *forms = S_regime_differs(rb, gb, rc, gc, f);
        if (paired)
            S_judge_paired(row, pr, pf, x->out->ngroups_compared);
        else
            S_judge_model(row, x->o, gb, gc, forms ? forms : design);
        free(forms);
    }
}

/* Where the two fits put the breakpoint in different places: a note on the row past it,
 * saying whether their 95% likelihood sets tell the two apart. */
static void S_breakpoint_note(pm_gate_row *row, const pm_res_group *gb, const pm_res_group *gc)
{
    if (gb->regime.breakpoint == gc->regime.breakpoint)
        return;
    char b0[32], b1[32];
    pm_fmt_g(b0, sizeof b0, gb->regime.breakpoint, 3);
    pm_fmt_g(b1, sizeof b1, gc->regime.breakpoint, 3);
    /* a fitted breakpoint's 95% likelihood sets say whether the move is noise */
    const pm_res_regime *sb = &gb->regime, *sc = &gc->regime;
    int known = sb->set_lo > 0 && sc->set_lo > 0;
    int overlap = known && sb->set_lo <= sc->set_hi && sc->set_lo <= sb->set_hi;
    char *moved = pm_xprintf("the breakpoint moved from %s in the baseline to %s in this "
                             "run%s",
                             b0, b1,
                             !known    ? ""
                             : overlap ? " (their 95% likelihood sets overlap: the data "
                                         "cannot tell the two apart)"
                                       : " (their 95% likelihood sets do not overlap)");
    S_append(&row->note, moved);
    free(moved);
}

/* Where both fits break a factor at a breakpoint: a row for its exponent past the
 * breakpoint, like with like, judged by the two fits. */
static void S_regime_rows(S_cmp *x, const pm_res_group *gb, const pm_res_group *gc,
                          const char *design)
{
    const pm_result *rb = x->rb, *rc = x->rc;
    for (size_t i = 0; gb && i < gc->regime.nparam; i++) {
        const char *f = rc->params[gc->regime.param[i]].name;
        size_t jb = pm_result_param(rb, f);
        pm_res_exponent eb = {0}, ec = {0};
        const pm_res_exponent *xb = S_exp(rb, gb, f), *xc = S_exp(rc, gc, f);
        if (!S_in_regime(rb, gb, f) || xb == NULL || xc == NULL ||
            pm_result_regime_exponent(gb, jb, &eb.q) != 0 ||
            pm_result_regime_exponent(gc, gc->regime.param[i], &ec.q) != 0)
            continue;
        eb.distinct = xb->distinct;
        ec.distinct = xc->distinct;
        char name[300];
        snprintf(name, sizeof name, "%s past the breakpoint", f);
        pm_gate_row *row = S_add_row(x->out, &x->cap, gc->name, name);
        if (S_present(row, x->o, x->z, gb, &eb, gc, &ec, 1) != 0)
            continue;
        row->threshold = pm_gate_threshold(x->o, f);
        row->limit = NAN; /* a limit is on the factor's exponent, not on one regime's */
        S_judge_model(row, x->o, gb, gc, design);
        S_breakpoint_note(row, gb, gc);
    }
}

/* Candidate group gc against the baseline's group of its name: its factors' rows, its
 * regime's, the rows of the baseline's factors it lacks, and its entry of the speeds with the
 * noise notes (pairing the two where they measured the same configurations). */
static void S_compare_group(S_cmp *x, const pm_res_group *gc)
{
    const pm_result *rb = x->rb, *rc = x->rc;
    const pm_res_group *gb = pm_result_group(rb, gc->name);
    pm_pair pr;
    memset(&pr, 0, sizeof pr);
    char *design = NULL;
    if (gb) {
        pm_pair_compare(rb, gb, rc, gc, &pr);
        design = S_design_differs(rb, gb, rc, gc);
    }
    size_t first = x->out->nrows;
    S_factor_rows(x, gb, gc, &pr, design);
    S_regime_rows(x, gb, gc, design);
    if (gb) {
        for (size_t e = 0; e < gb->nexp; e++) {
            const char *f = rb->params[gb->exp[e].param].name;
            if (S_exp(rc, gc, f) == NULL) {
                pm_gate_row *row = S_add_row(x->out, &x->cap, gc->name, f);
                S_present(row, x->o, x->z, gb, &gb->exp[e], gc, NULL, 1);
            }
        }
        S_group_notes(x->out, first, gb, gc, &pr, x->same_unit);
    }
    free(design);
    pm_pair_free(&pr);
}

/* The baseline's groups this run lacks: a row per factor, inconclusive. */
static void S_missing_groups(S_cmp *x)
{
    const pm_result *rb = x->rb;
    for (size_t gi = 0; gi < rb->ngroups; gi++) {
        const pm_res_group *gb = &rb->groups[gi];
        if (pm_result_group(x->rc, gb->name))
            continue;
        for (size_t e = 0; e < gb->nexp; e++) {
            pm_gate_row *row =
                S_add_row(x->out, &x->cap, gb->name, rb->params[gb->exp[e].param].name);
            S_present(row, x->o, x->z, gb, &gb->exp[e], NULL, NULL, 1);
        }
    }
}

/* The machine-speed factor out->time_ratio: each group's ratio of times, from the pairs where
 * it was paired, else from the models' predictions; their median, else the median ratio of
 * the constants C. Into *ntr the groups with a ratio of times, *npaired those of them paired,
 * *c_med the constants' median ratio. */
static void S_machine_speed(S_cmp *x, size_t *ntr, size_t *npaired, double *c_med)
{
    pm_gate *out = x->out;
    double *tr = pm_xmalloc_array(x->rc->ngroups + 1, sizeof *tr);
    double *cr = pm_xmalloc_array(x->rc->ngroups + 1, sizeof *cr);
    size_t ncr = 0;
    *ntr = *npaired = 0;
    for (size_t i = 0; i < out->nspeed; i++) {
        pm_gate_speed *s = &out->speed[i];
        if (x->same_unit && !isfinite(s->time_ratio)) {
            const pm_res_group *gc = pm_result_group(x->rc, s->group);
            s->time_ratio = S_time_ratio(x->rb, pm_result_group(x->rb, s->group), x->rc, gc);
        }
        *npaired += s->paired && isfinite(s->time_ratio);
        if (isfinite(s->time_ratio))
            tr[(*ntr)++] = s->time_ratio;
        if (isfinite(s->c_ratio))
            cr[ncr++] = s->c_ratio;
    }
    out->time_ratio = *ntr ? pm_median(tr, *ntr) : pm_median(cr, ncr);
    *c_med = pm_median(cr, ncr);
    free(tr);
    free(cr);
}

/* The verdicts counted (rows, then groups compared by their times) and the overall one. */
static void S_count(pm_gate *out)
{
    for (size_t i = 0; i < out->nrows + out->ntimes; i++) {
        pm_gate_verdict v =
            i < out->nrows ? out->rows[i].verdict : out->times[i - out->nrows].verdict;
        switch (v) {
        case PM_GATE_PASS: out->npass++; break;
        case PM_GATE_REGRESSION: out->nregression++; break;
        default: out->ninconclusive++; break;
        }
    }
    /* no usable data never passes: a gate with nothing compared is inconclusive */
    out->verdict = out->nregression                        ? PM_GATE_REGRESSION
                   : out->ninconclusive || out->npass == 0 ? PM_GATE_INCONCLUSIVE
                                                           : PM_GATE_PASS;
}

/* What the times say (out->speed_note), once the verdicts are known: a moved machine-speed
 * factor alone is "the scaling did not" only where nothing regressed. ntr, npaired and c_med
 * as S_machine_speed left them. */
static void S_speed_note(S_cmp *x, size_t ntr, size_t npaired, double c_med)
{
    pm_gate *out = x->out;
    char a[64], b[64], cpart[96] = "";
    if (isfinite(c_med) && ntr > 0) {
        pm_fmt_g(b, sizeof b, c_med, 3);
        snprintf(cpart, sizeof cpart, "; the constant C moved by %sx", b);
    }
    if (!x->same_unit) {
        out->speed_note =
            pm_xprintf("times are not compared: the baseline's unit is '%s', this run's '%s'",
                       x->rb->unit ? x->rb->unit : "", x->rc->unit ? x->rc->unit : "");
        return;
    }
    if (!isfinite(out->time_ratio))
        return;
    pm_fmt_g(a, sizeof a, out->time_ratio, 3);
    /* a 10% move either way is worth a sentence */
    int moved = fabs(log(out->time_ratio)) > log(1.1);
    const char *basis = npaired == ntr && ntr ? "matched configurations, at their centre"
                        : npaired             ? "matched configurations where paired, else "
                                                "median predicted time"
                        : ntr                 ? "median predicted time"
                                              : "constant C";
    if (moved && out->nregression == 0 && out->ninconclusive == 0)
        out->speed_note = pm_xprintf("this run's times are %sx the baseline's (%s%s): the "
                                     "machine-speed factor moved, the scaling did not",
                                     a, basis, cpart);
    else if (moved && out->nregression == 0) /* some comparisons could not tell */
        out->speed_note = pm_xprintf("this run's times are %sx the baseline's (%s%s): the "
                                     "machine-speed factor moved",
                                     a, basis, cpart);
    else if (moved)
        out->speed_note =
            pm_xprintf("this run's times are %sx the baseline's (%s%s)", a, basis, cpart);
    else
        out->speed_note = pm_xprintf("this run's times are %sx the baseline's (%s): about the "
                                     "same machine speed",
                                     a, basis);
}

/* How the two runs were made, where it differs: the machines' cores, the reduction of repeats. */
static void S_run_notes(pm_gate *out, const pm_result *rb, const pm_result *rc, long base_cores,
                        long cand_cores)
{
    if (base_cores > 0 && cand_cores > 0 && base_cores != cand_cores)
        out->machine_note = pm_xprintf("the baseline ran on %ld cores, this run on %ld: parallel "
                                       "exponents and times may differ for that reason alone",
                                       base_cores, cand_cores);
    if (rb->aggregate != rc->aggregate)
        out->aggregate_note = pm_xprintf(
            "the baseline reduced repeated measurements by their %s, this run by their %s: "
            "each time is a different statistic of its measurements, and where runs "
            "repeat configurations the difference can look like a change; record both "
            "with the same --aggregate",
            pm_aggregate_name(rb->aggregate), pm_aggregate_name(rc->aggregate));
}

void pm_gate_compare(const pm_result *rb, const pm_result *rc, const pm_gate_opts *o,
                     const char *baseline_label, long base_cores, long cand_cores, pm_gate *out)
{
    memset(out, 0, sizeof *out);
    out->baseline = pm_xstrdup(baseline_label ? baseline_label : "baseline");
    out->time_ratio = NAN;
    S_cmp x = {rb, rc, o, out, 0, NAN, 0};
    /* the groups compared at once: each factor is judged in all of them */
    for (size_t gi = 0; gi < rc->ngroups; gi++)
        out->ngroups_compared += pm_result_group(rb, rc->groups[gi].name) != NULL;
    x.z = out->z = pm_gate_z(out->ngroups_compared);
    x.same_unit = strcmp(rb->unit ? rb->unit : "", rc->unit ? rc->unit : "") == 0;
    out->speed = pm_xcalloc(rc->ngroups + 1, sizeof *out->speed);
    /* the candidate's groups, factor by factor (its own, then the baseline's others) */
    for (size_t gi = 0; gi < rc->ngroups; gi++)
        S_compare_group(&x, &rc->groups[gi]);
    S_missing_groups(&x);
    /* times: the machine-speed factor, then the groups the model does not fit, by their
       times after that factor */
    size_t ntr, npaired;
    double c_med;
    S_machine_speed(&x, &ntr, &npaired, &c_med);
    pm_gate_times(rb, rc, o, out);
    S_count(out);
    S_speed_note(&x, ntr, npaired, c_med);
    S_run_notes(out, rb, rc, base_cores, cand_cores);
}

void pm_gate_none(const char *baseline_label, const char *note, pm_gate *out)
{
    memset(out, 0, sizeof *out);
    out->verdict = PM_GATE_NONE;
    out->baseline = pm_xstrdup(baseline_label ? baseline_label : "baseline");
    out->time_ratio = NAN;
    out->z = pm_gate_z(1);
    out->none_note = pm_xstrdup(note ? note : "no baseline was recorded yet");
}

void pm_gate_free(pm_gate *g)
{
    if (g == NULL)
        return;
    free(g->baseline);
    for (size_t i = 0; i < g->nrows; i++) {
        free(g->rows[i].group);
        free(g->rows[i].factor);
        free(g->rows[i].reason);
        free(g->rows[i].note);
    }
    free(g->rows);
    for (size_t i = 0; i < g->nspeed; i++) {
        free(g->speed[i].group);
        free(g->speed[i].pair_note);
    }
    free(g->speed);
    for (size_t i = 0; i < g->ntimes; i++) {
        free(g->times[i].group);
        free(g->times[i].reason);
    }
    free(g->times);
    free(g->speed_note);
    free(g->machine_note);
    free(g->aggregate_note);
    free(g->noise_note);
    free(g->none_note);
    if (g->confirm) {
        free(g->confirm->source);
        free(g->confirm->first_baseline);
        free(g->confirm->text);
        free(g->confirm->baseline_note);
        free(g->confirm);
    }
    memset(g, 0, sizeof *g);
}
