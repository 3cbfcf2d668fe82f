/* gate.c - the gate's decision: exponents compared with their standard errors, times compared as
 * ratios. */
#include "gate/gate.h"

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
    default: return "inconclusive";
    }
}

/* ---- the decision ---- */

static char *S_fmt(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

static char *S_fmt(const char *fmt, ...)
{
    char buf[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return pm_xstrdup(buf);
}

/* v for people, "-" when unknown. */
static void S_num(char *out, size_t size, double v)
{
    if (isfinite(v))
        pm_text_fmt_num(out, size, v, 3);
    else
        snprintf(out, size, "-");
}

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
    return row;
}

double pm_gate_z(size_t ngroups)
{
    /* the upper tail 0.5 erfc(z / sqrt 2) falls with z: bisect for 0.05 / G */
    double p = 0.05 / (double)(ngroups ? ngroups : 1), lo = 0.0, hi = 10.0;
    for (int i = 0; i < 100; i++) {
        double mid = 0.5 * (lo + hi);
        if (0.5 * erfc(mid / sqrt(2.0)) > p)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

void pm_gate_rule_text(const pm_gate *g, char *out, size_t size)
{
    size_t n = g->ngroups_compared;
    if (n > 1)
        snprintf(out, size,
                 "A factor regresses when its change minus the threshold exceeds %.4g standard "
                 "errors of the change (one-sided 95%%, Bonferroni over the %zu groups compared).",
                 g->z, n);
    else
        snprintf(out, size,
                 "A factor regresses when its change minus the threshold exceeds %.4g standard "
                 "errors of the change (one-sided 95%%).",
                 g->z);
}

/* Judge one group/factor at critical value z; gb/gc and eb/ec may be NULL when missing on
 * that side. */
static void S_judge(pm_gate_row *row, const pm_gate_opts *o, double z, const pm_res_group *gb,
                    const pm_res_exponent *eb, const pm_res_group *gc, const pm_res_exponent *ec)
{
    char a[64], b[64], c[64], zs[32];
    row->z = z;
    snprintf(zs, sizeof zs, "%.4g", z);
    row->threshold = pm_gate_threshold(o, row->factor);
    row->limit = pm_gate_limit(o, row->factor);
    if (eb) {
        row->q_base = eb->q.value;
        row->se_base = eb->q.se;
    }
    if (ec) {
        row->q_cand = ec->q.value;
        row->se_cand = ec->q.se;
    }
    if (eb && ec) {
        row->delta = row->q_cand - row->q_base;
        row->se_d = sqrt(row->se_base * row->se_base + row->se_cand * row->se_cand);
        row->mdc = row->threshold + (z + PM_GATE_Z95) * row->se_d;
    }
    row->verdict = PM_GATE_INCONCLUSIVE;
    if (gc == NULL) {
        row->reason = S_fmt("group %s is missing from this run", row->group);
        return;
    }
    if (gb == NULL) {
        row->reason = S_fmt("group %s is not in the baseline", row->group);
        return;
    }
    if (ec == NULL) {
        row->reason = S_fmt("factor %s is missing from this run's fit", row->factor);
        return;
    }
    if (eb == NULL) {
        row->reason = S_fmt("factor %s is not in the baseline", row->factor);
        return;
    }
    if (eb->distinct < PM_GATE_MIN_DISTINCT || ec->distinct < PM_GATE_MIN_DISTINCT) {
        row->reason = S_fmt("%s has %zu distinct values in the baseline and %zu in this run "
                            "(%d needed to judge an exponent)",
                            row->factor, eb->distinct, ec->distinct, PM_GATE_MIN_DISTINCT);
        return;
    }
    double r2 = S_r2(gc);
    if (!(r2 > 0)) {
        S_num(a, sizeof a, r2);
        row->reason = S_fmt("this run's fit of %s is unusable (R^2 %s on the test "
                            "configurations: no better than their mean)",
                            row->group, a);
        return;
    }
    const pm_warning *bad = pm_result_inadequate(gc);
    const char *side = "this run";
    if (bad == NULL) {
        bad = pm_result_inadequate(gb);
        side = "the baseline";
    }
    if (bad && !(o && o->trust_model)) {
        char bm[64], mm[64];
        pm_text_fmt_num(bm, sizeof bm, 100 * bad->v[0], 3);
        pm_text_fmt_num(mm, sizeof mm, 100 * bad->v[1], 3);
        row->reason = S_fmt("the model misfits %s in %s: the %s predicts its test configurations "
                            "with MAPE %s%% against the model's %s%%, so its exponents are not "
                            "judged (--trust-model judges them anyway)",
                            row->group, side, bad->other ? bad->other : "black box", bm, mm);
        return;
    }
    if (!isfinite(row->se_base) || !isfinite(row->se_cand)) {
        row->reason =
            S_fmt("no standard error for %s in the %s (fit with --bootstrap N > 0)", row->factor,
                  !isfinite(row->se_base) && !isfinite(row->se_cand) ? "baseline or this run"
                  : !isfinite(row->se_base)                          ? "baseline"
                                                                     : "this run");
        return;
    }
    /* one-sided 95% over the groups: worse by more than the threshold beyond the noise */
    double excess = row->delta - row->threshold;
    int regressed = excess > z * row->se_d;
    int over_limit = isfinite(row->limit) && row->q_cand - row->limit > z * row->se_cand;
    S_num(a, sizeof a, row->delta);
    S_num(b, sizeof b, row->threshold);
    S_num(c, sizeof c, z * row->se_d);
    if (regressed || over_limit) {
        row->verdict = PM_GATE_REGRESSION;
        if (regressed && over_limit) {
            char l[64];
            S_num(l, sizeof l, row->limit);
            row->reason = S_fmt("q rose by %s, past the threshold %s by more than the noise "
                                "(%s se = %s), and is above the limit %s",
                                a, b, zs, c, l);
        } else if (regressed) {
            row->reason = S_fmt("q rose by %s, past the threshold %s by more than the noise "
                                "(%s se = %s)",
                                a, b, zs, c);
        } else {
            char l[64], q[64];
            S_num(l, sizeof l, row->limit);
            S_num(q, sizeof q, row->q_cand);
            row->reason = S_fmt("q = %s is above the limit %s by more than the noise", q, l);
        }
        return;
    }
    row->verdict = PM_GATE_PASS;
    if (row->delta > row->threshold)
        row->reason = S_fmt("q rose by %s, past the threshold %s but within the noise "
                            "(%s se = %s)",
                            a, b, zs, c);
    else
        row->reason = S_fmt("change %s is within the threshold %s", a, b);
}

/* Ascending order of doubles, for qsort. */
static int S_cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static double S_median(double *v, size_t n)
{
    if (n == 0)
        return NAN;
    qsort(v, n, sizeof *v, S_cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Median over gc's configurations of candidate/baseline predicted time; the
 * baseline's parameters are found in the candidate by name (levels too). */
static double S_time_ratio(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                           const pm_res_group *gc)
{
    const pm_res_points *pt = &gc->points;
    if (pt->n == 0 || rb->nparams == 0)
        return NAN;
    size_t *map = pm_xmalloc(rb->nparams * sizeof *map);
    for (size_t j = 0; j < rb->nparams; j++) {
        map[j] = pm_result_param(rc, rb->params[j].name);
        if (map[j] == (size_t)-1 || rc->params[map[j]].role != rb->params[j].role) {
            free(map);
            return NAN;
        }
    }
    double *vb = pm_xmalloc(rb->nparams * sizeof *vb);
    double *ratio = pm_xmalloc(pt->n * sizeof *ratio);
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
    double m = S_median(ratio, nr);
    free(ratio);
    free(vb);
    free(map);
    return m;
}

void pm_gate_compare(const pm_result *rb, const pm_result *rc, const pm_gate_opts *o,
                     const char *baseline_label, long base_cores, long cand_cores, pm_gate *out)
{
    memset(out, 0, sizeof *out);
    out->baseline = pm_xstrdup(baseline_label ? baseline_label : "baseline");
    out->time_ratio = NAN;
    size_t cap = 0;
    /* the groups compared at once: each factor is judged in all of them */
    size_t nboth = 0;
    for (size_t gi = 0; gi < rc->ngroups; gi++)
        nboth += pm_result_group(rb, rc->groups[gi].name) != NULL;
    double z = pm_gate_z(nboth);
    out->z = z;
    out->ngroups_compared = nboth;
    /* the candidate's groups, factor by factor (its own, then the baseline's others) */
    for (size_t gi = 0; gi < rc->ngroups; gi++) {
        const pm_res_group *gc = &rc->groups[gi];
        const pm_res_group *gb = pm_result_group(rb, gc->name);
        for (size_t e = 0; e < gc->nexp; e++) {
            const char *f = rc->params[gc->exp[e].param].name;
            pm_gate_row *row = S_add_row(out, &cap, gc->name, f);
            S_judge(row, o, z, gb, S_exp(rb, gb, f), gc, &gc->exp[e]);
        }
        if (gb)
            for (size_t e = 0; e < gb->nexp; e++) {
                const char *f = rb->params[gb->exp[e].param].name;
                if (S_exp(rc, gc, f) == NULL) {
                    pm_gate_row *row = S_add_row(out, &cap, gc->name, f);
                    S_judge(row, o, z, gb, &gb->exp[e], gc, NULL);
                }
            }
    }
    /* the baseline's groups this run lacks */
    for (size_t gi = 0; gi < rb->ngroups; gi++) {
        const pm_res_group *gb = &rb->groups[gi];
        if (pm_result_group(rc, gb->name))
            continue;
        for (size_t e = 0; e < gb->nexp; e++) {
            pm_gate_row *row = S_add_row(out, &cap, gb->name, rb->params[gb->exp[e].param].name);
            S_judge(row, o, z, gb, &gb->exp[e], NULL, NULL);
        }
    }
    for (size_t i = 0; i < out->nrows; i++) {
        switch (out->rows[i].verdict) {
        case PM_GATE_PASS: out->npass++; break;
        case PM_GATE_REGRESSION: out->nregression++; break;
        default: out->ninconclusive++; break;
        }
    }
    /* no usable data never passes: a gate with nothing compared is inconclusive */
    out->verdict = out->nregression                        ? PM_GATE_REGRESSION
                   : out->ninconclusive || out->npass == 0 ? PM_GATE_INCONCLUSIVE
                                                           : PM_GATE_PASS;

    /* times: the machine-speed factor */
    out->speed = pm_xcalloc(rc->ngroups + 1, sizeof *out->speed);
    double *tr = pm_xmalloc((rc->ngroups + 1) * sizeof *tr);
    double *cr = pm_xmalloc((rc->ngroups + 1) * sizeof *cr);
    size_t ntr = 0, ncr = 0;
    int same_unit = strcmp(rb->unit ? rb->unit : "", rc->unit ? rc->unit : "") == 0;
    for (size_t gi = 0; gi < rc->ngroups && same_unit; gi++) {
        const pm_res_group *gc = &rc->groups[gi];
        const pm_res_group *gb = pm_result_group(rb, gc->name);
        if (gb == NULL)
            continue;
        pm_gate_speed *s = &out->speed[out->nspeed++];
        s->group = pm_xstrdup(gc->name);
        double cb = gb->constant.value, cc = gc->constant.value;
        s->c_ratio = cb > 0 && cc > 0 ? cc / cb : NAN;
        s->time_ratio = S_time_ratio(rb, gb, rc, gc);
        if (isfinite(s->time_ratio))
            tr[ntr++] = s->time_ratio;
        if (isfinite(s->c_ratio))
            cr[ncr++] = s->c_ratio;
    }
    out->time_ratio = ntr ? S_median(tr, ntr) : S_median(cr, ncr);
    double c_med = S_median(cr, ncr);
    free(tr);
    free(cr);
    char a[64], b[64];
    if (!same_unit) {
        out->speed_note =
            S_fmt("times are not compared: the baseline's unit is '%s', this run's '%s'",
                  rb->unit ? rb->unit : "", rc->unit ? rc->unit : "");
    } else if (isfinite(out->time_ratio)) {
        S_num(a, sizeof a, out->time_ratio);
        S_num(b, sizeof b, c_med);
        /* a 10% move either way is worth a sentence */
        int moved = fabs(log(out->time_ratio)) > log(1.1);
        const char *basis = ntr ? "median predicted time" : "constant C";
        if (moved && out->nregression == 0 && out->ninconclusive == 0)
            out->speed_note =
                S_fmt("times moved by %sx (%s, this run / baseline; C moved by %sx): the "
                      "machine-speed factor moved by %sx, the scaling did not",
                      a, basis, b, a);
        else if (moved)
            out->speed_note = S_fmt("times moved by %sx as well (%s, this run / baseline; C "
                                    "moved by %sx)",
                                    a, basis, b);
        else
            out->speed_note = S_fmt("this run's times are %sx the baseline's (%s): about the "
                                    "same machine speed",
                                    a, basis);
    }
    if (base_cores > 0 && cand_cores > 0 && base_cores != cand_cores)
        out->machine_note = S_fmt("the baseline ran on %ld cores, this run on %ld: parallel "
                                  "exponents and times may differ for that reason alone",
                                  base_cores, cand_cores);
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
    }
    free(g->rows);
    for (size_t i = 0; i < g->nspeed; i++)
        free(g->speed[i].group);
    free(g->speed);
    free(g->speed_note);
    free(g->machine_note);
    memset(g, 0, sizeof *g);
}

/* ---- text ---- */

void pm_gate_text(const pm_gate *g, pm_buf *out)
{
    pm_buf_printf(out, "gate against %s: %s (%zu pass, %zu regression, %zu inconclusive)\n",
                  g->baseline, pm_gate_verdict_name(g->verdict), g->npass, g->nregression,
                  g->ninconclusive);
    for (size_t i = 0; i < g->nrows; i++) {
        const pm_gate_row *r = &g->rows[i];
        char qb[64], qc[64], d[64], t[64], m[64];
        S_num(qb, sizeof qb, r->q_base);
        S_num(qc, sizeof qc, r->q_cand);
        S_num(d, sizeof d, r->delta);
        S_num(t, sizeof t, r->threshold);
        S_num(m, sizeof m, r->mdc);
        pm_buf_printf(out, "  %-12s %-20s %-12s q %s -> %s  delta %s  threshold %s  MDC %s\n",
                      pm_gate_verdict_name(r->verdict), r->group, r->factor, qb, qc, d, t, m);
        pm_buf_printf(out, "      %s\n", r->reason);
    }
    if (g->speed_note)
        pm_buf_printf(out, "  %s\n", g->speed_note);
    if (g->machine_note)
        pm_buf_printf(out, "  %s\n", g->machine_note);
}
