/* gate_text.c - the gate's comparison as text for people (render/gate_text.h). */
#include "render/gate_text.h"

#include "util/format.h"

#include <math.h>
#include <stdio.h>

void pm_gate_text(const pm_gate *g, pm_buf *out)
{
    if (g->verdict == PM_GATE_NONE) {
        pm_buf_printf(out, "gate against %s: none (%s)\n", g->baseline, g->none_note);
        return;
    }
    pm_buf_printf(out, "gate against %s: %s (%zu pass, %zu regression, %zu inconclusive)\n",
                  g->baseline, pm_gate_verdict_name(g->verdict), g->npass, g->nregression,
                  g->ninconclusive);
    if (g->confirm) /* a rerun (--confirm): the first verdict and what this run made of it */
        pm_buf_printf(out, "  %s%s%s\n", g->confirm->text, g->confirm->baseline_note ? " " : "",
                      g->confirm->baseline_note ? g->confirm->baseline_note : "");
    for (size_t i = 0; i < g->nrows; i++) {
        const pm_gate_row *r = &g->rows[i];
        char qb[64], qc[96], d[64], t[64], m[64];
        pm_fmt_g(qb, sizeof qb, r->q_base, 3);
        pm_gate_fmt_this_q(r, 3, qc, sizeof qc);
        pm_fmt_g(d, sizeof d, r->delta, 3);
        pm_fmt_g(t, sizeof t, r->threshold, 3);
        pm_fmt_g(m, sizeof m, r->mdc, 3);
        pm_buf_printf(out, "  %-12s %-20s %-12s q %s -> %s  change %s%s%s  threshold %s  MDC %s\n",
                      pm_gate_verdict_name(r->verdict), r->group, r->factor, qb, qc,
                      r->delta > 0 ? "+" : "", d, r->method == PM_GATE_BY_PAIRS ? " (paired)" : "",
                      t, m);
        pm_buf_printf(out, "      %s\n", r->reason);
        if (r->note)
            pm_buf_printf(out, "      note: %s\n", r->note);
    }
    for (size_t i = 0; i < g->nspeed; i++) {
        const pm_gate_speed *s = &g->speed[i];
        char nr[64] = "";
        if (s->noise_ratio >= PM_GATE_NOISIER) {
            char v[32];
            pm_gate_fmt_noise(s->noise_ratio, v, sizeof v);
            snprintf(nr, sizeof nr, "; noise this run / baseline %s", v);
        }
        if (s->paired)
            pm_buf_printf(out, "  %s: paired on %zu matched configurations%s\n", s->group,
                          s->npairs, nr);
        else if (s->pair_note)
            pm_buf_printf(out, "  %s: compared by the models (not paired: %s)\n", s->group,
                          s->pair_note);
    }
    for (size_t i = 0; i < g->ntimes; i++) {
        const pm_gate_time *t = &g->times[i];
        pm_buf_printf(out, "  %-12s %-20s %-12s %s\n", pm_gate_verdict_name(t->verdict), t->group,
                      "time", t->reason);
    }
    if (g->speed_note)
        pm_buf_printf(out, "  %s\n", g->speed_note);
    if (g->machine_note)
        pm_buf_printf(out, "  %s\n", g->machine_note);
    if (g->aggregate_note)
        pm_buf_printf(out, "  %s\n", g->aggregate_note);
}

void pm_gate_fmt_this_q(const pm_gate_row *row, int sig, char *out, size_t size)
{
    char a[32], b[32];
    if (row->method == PM_GATE_BY_PAIRS && isfinite(row->delta)) {
        pm_fmt_num(a, sizeof a, row->q_base + row->delta, sig);
        pm_fmt_num(b, sizeof b, row->q_cand, sig);
        snprintf(out, size, "%s (own fit %s)", a, b);
    } else {
        pm_fmt_num(out, size, row->q_cand, sig);
    }
}

const char pm_gate_columns_note[] =
    "Change: where a group was paired, the slope of the matched configurations' log time "
    "ratios on the factor, and this run's q the baseline's plus that change (its own fit's q "
    "beside it); else the difference of the two fits' q.";

void pm_gate_rule_text(const pm_gate *g, char *out, size_t size)
{
    size_t n = g->ngroups_compared, paired = 0;
    for (size_t i = 0; i < g->nrows; i++)
        paired += g->rows[i].method == PM_GATE_BY_PAIRS;
    char groups[64] = "";
    if (n > 1)
        snprintf(groups, sizeof groups, ", Bonferroni over the %zu groups compared", n);
    snprintf(out, size,
             "A factor regresses when its change minus the threshold exceeds %.4g standard "
             "errors of the change (one-sided 95%%%s)%s",
             g->z, groups,
             paired ? "; a row judged pair by pair uses the t quantile of its pairs' degrees of "
                      "freedom instead, which its reason gives."
                    : ".");
}
