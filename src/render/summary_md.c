/* summary_md.c - the Markdown summary of a run. */
#include "render/summary_md.h"

#include "fit/cost.h"
#include "render/model_text.h"
#include "render/shown.h"
#include "result/factor.h"
#include "util/format.h"

#include <string.h>

/* Parentheses, braces and '!' are left as they are: a link or an image needs an
   unescaped ']' before its '(' (or a '[' after its '!'), and brackets are always escaped. */
void pm_md_escape(pm_buf *out, const char *text)
{
    for (const char *c = text; *c; c++) {
        switch (*c) {
        case '<': pm_buf_puts(out, "&lt;"); break;
        case '>': pm_buf_puts(out, "&gt;"); break;
        case '&': pm_buf_puts(out, "&amp;"); break;
        case '\n':
        case '\r':
        case '\t': pm_buf_puts(out, " "); break;
        case '\\':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '|':
        case '#':
        case '~': pm_buf_printf(out, "\\%c", *c); break;
        default:
            if ((unsigned char)*c < 0x20)
                pm_buf_puts(out, " ");
            else
                pm_buf_append(out, c, 1);
        }
    }
}

/* The gate: the verdict, one row per group and factor, the notes. */
static void S_gate(const pm_gate *gate, const pm_shown *shown, pm_buf *out)
{
    static const char *const word[] = {"PASS", "INCONCLUSIVE", "REGRESSION", "NONE"};
    pm_buf_printf(out, "**Gate: %s** against ", word[gate->verdict]);
    pm_md_escape(out, gate->baseline);
    if (gate->verdict == PM_GATE_NONE) {
        pm_buf_puts(out, ": ");
        pm_md_escape(out, gate->none_note);
        pm_buf_puts(out, ".\n\n");
        return;
    }
    pm_buf_printf(out, " (%zu pass, %zu regression, %zu inconclusive).\n\n", gate->npass,
                  gate->nregression, gate->ninconclusive);
    if (gate->nrows) {
        pm_buf_puts(out, "| group | factor | baseline q | this run q | change | threshold | MDC "
                         "| verdict | why |\n"
                         "|---|---|---:|---:|---:|---:|---:|---|---|\n");
        for (size_t i = 0; i < gate->nrows; i++) {
            const pm_gate_row *row = &gate->rows[i];
            if (!pm_shown_named(shown, row->group))
                continue; /* a group left to index.html (render/shown.h) */
            char qb[64], qc[64], d[64], t[64], m[64];
            pm_fmt_num(qb, sizeof qb, row->q_base, 3);
            pm_fmt_num(qc, sizeof qc, row->q_cand, 3);
            pm_fmt_num(d, sizeof d, row->delta, 3);
            pm_fmt_num(t, sizeof t, row->threshold, 3);
            pm_fmt_num(m, sizeof m, row->mdc, 3);
            pm_buf_puts(out, "| ");
            pm_md_escape(out, row->group);
            pm_buf_puts(out, " | ");
            pm_md_escape(out, row->factor);
            pm_buf_printf(out, " | %s | %s | %s%s | %s | %s | %s | ", qb, qc,
                          row->delta > 0 ? "+" : "", d, t, m, word[row->verdict]);
            pm_md_escape(out, row->reason);
            if (row->note) {
                pm_buf_puts(out, ". Note: ");
                pm_md_escape(out, row->note);
            }
            pm_buf_puts(out, " |\n");
        }
        char rule[256];
        pm_gate_rule_text(gate, rule, sizeof rule);
        pm_buf_printf(out,
                      "\n%s MDC is the smallest rise the gate catches with 95%% power. Larger q is "
                      "worse for every factor.\n",
                      rule);
        for (size_t i = 0; i < gate->nspeed; i++) {
            const pm_gate_speed *sp = &gate->speed[i];
            pm_buf_puts(out, i ? "; " : "\nCompared: ");
            pm_md_escape(out, sp->group);
            if (sp->paired)
                pm_buf_printf(out, " pair by pair on %zu configurations measured in both runs",
                              sp->npairs);
            else {
                pm_buf_puts(out, " by the two fits' exponents (not paired: ");
                pm_md_escape(out, sp->pair_note ? sp->pair_note : "no configurations matched");
                pm_buf_puts(out, ")");
            }
        }
        if (gate->nspeed)
            pm_buf_puts(out, ".\n");
    }
    if (gate->speed_note) {
        pm_buf_puts(out, "\nMachine speed: ");
        pm_md_escape(out, gate->speed_note);
        pm_buf_puts(out, ".\n");
    }
    if (gate->machine_note) {
        pm_buf_puts(out, "\nMachine: ");
        pm_md_escape(out, gate->machine_note);
        pm_buf_puts(out, ".\n");
    }
    if (gate->aggregate_note) {
        pm_buf_puts(out, "\nAggregation: ");
        pm_md_escape(out, gate->aggregate_note);
        pm_buf_puts(out, ".\n");
    }
    if (gate->noise_note) {
        pm_buf_puts(out, "\nNoise: ");
        pm_md_escape(out, gate->noise_note);
        pm_buf_puts(out, ".\n");
    }
    pm_buf_puts(out, "\n");
}

/* The comparison with the black boxes in one line, and the model-adequacy warnings. */
static void S_blackboxes(const pm_result *r, const pm_shown *shown, pm_buf *out)
{
    int any = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (!g->compare.ran || g->n_test == 0 || !pm_shown_full(shown, gi))
            continue;
        char m[64];
        pm_buf_puts(out, any ? "; " : "\n**Model against black boxes** (test MAPE, same split): ");
        any = 1;
        pm_md_escape(out, g->name);
        pm_fmt_pct(m, sizeof m, g->test.mape);
        pm_buf_printf(out, ": model %s", m);
        if (g->compare.has_variant) {
            pm_fmt_pct(m, sizeof m, g->compare.variant_test.mape);
            pm_buf_printf(out, ", %s %s",
                          g->compare.variant_reg == PM_REG_NONE ? "unregularised" : "regularised",
                          m);
        }
        for (size_t k = 0; k < g->compare.nbb; k++) {
            pm_fmt_pct(m, sizeof m, g->compare.bb[k].test.mape);
            pm_buf_printf(out, ", %s %s", pm_bb_name(g->compare.bb[k].kind), m);
        }
        if (g->compare.nbb == 0 && !PM_HAVE_BLACKBOXES)
            pm_buf_puts(out, " (no black box: this pmreport was built without them)");
        else if (g->compare.nbb == 0)
            pm_buf_puts(out, " (no black box: too few configurations)");
    }
    if (any)
        pm_buf_puts(out, ".\n");
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_warning *w = pm_result_inadequate(&r->groups[gi]);
        if (w == NULL || !pm_shown_full(shown, gi))
            continue;
        pm_buf_puts(out, "\n**Model inadequate** for ");
        pm_md_escape(out, r->groups[gi].name);
        pm_buf_puts(out, ": ");
        pm_buf t = PM_BUF_INIT;
        pm_warning_text(w, &t);
        pm_md_escape(out, pm_buf_str(&t));
        pm_buf_free(&t);
        pm_buf_puts(out, ". The gate notes this beside its verdict (`--require-adequate` "
                         "makes the group's model comparisons inconclusive).\n");
    }
}

void pm_summary_md(const pm_result *r, const pm_gate *gate, pm_buf *out)
{
    size_t start = out->len;
    pm_shown shown; /* past PM_REPORT_FULL_GROUPS groups, the gated and the worst */
    pm_shown_choose(r, gate, &shown);
    pm_buf_puts(out, "## pmreport: scaling of ");
    pm_md_escape(out, r->target);
    pm_buf_puts(out, "\n\n");
    if (shown.nrest)
        pm_buf_printf(out,
                      "This summary shows %zu of the %zu groups: those with a gate comparison "
                      "that regressed or was inconclusive, then the worst by test MAPE. The other "
                      "%zu are in index.html's summary table, plots/exponents.csv, fit.txt and "
                      "model.json.\n\n",
                      shown.nfull, r->ngroups, shown.nrest);
    if (gate)
        S_gate(gate, &shown, out);
    else
        pm_buf_puts(out, "**No gate ran**: no baseline was given, so no exponent was compared "
                         "(`pmreport --baseline REF` gates against an earlier result).\n\n");
    pm_buf_puts(out, "| group | factor | q | 95% interval | ideal | test MAPE | noise floor | "
                     "warnings |\n"
                     "|---|---|---:|---|---|---:|---:|---:|\n");
    size_t nwarn = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        char mape[64], v[64], ci[128], floor[64];
        pm_fmt_pct(mape, sizeof mape, g->test.mape);
        pm_fmt_pct(floor, sizeof floor, g->noise.floor);
        nwarn += g->nwarn;
        if (!pm_shown_full(&shown, gi))
            continue;
        size_t rows = g->nexp ? g->nexp : 1;
        for (size_t e = 0; e < rows; e++) {
            pm_buf_puts(out, "| ");
            pm_md_escape(out, g->name);
            pm_buf_puts(out, " | ");
            if (g->nexp == 0) {
                pm_buf_puts(out, "(no extrinsic factor) | | | ");
            } else {
                const pm_res_exponent *x = &g->exp[e];
                const char *name = r->params[x->param].name;
                pm_md_escape(out, name);
                pm_fmt_num(v, sizeof v, x->q.value, 3);
                pm_fmt_interval(ci, sizeof ci, x->q.lo, x->q.hi, 3);
                pm_buf_printf(out, " | %s | %s | %s", v, ci,
                              pm_factor_ideal_text(pm_factor_classify(name)));
            }
            pm_buf_printf(out, " | %s | %s | %zu |\n", mape, floor, g->nwarn);
        }
    }
    /* each group's error beside the noise, and the form fitted */
    pm_buf_puts(out, "\n");
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (!pm_shown_full(&shown, gi))
            continue;
        pm_buf t = PM_BUF_INIT;
        pm_model_text_form(g, r->settings.form, &t);
        pm_buf_puts(&t, "; ");
        if (g->regime.nparam > 0) {
            pm_model_text_regime(r, g, &t);
            pm_buf_puts(&t, "; ");
        }
        pm_model_text_noise(g, &t);
        pm_buf_puts(out, "- **");
        pm_md_escape(out, g->name);
        pm_buf_puts(out, "**: ");
        pm_md_escape(out, pm_buf_str(&t));
        pm_buf_puts(out, ".\n");
        pm_buf_free(&t);
    }
    S_blackboxes(r, &shown, out);
    char how[96];
    pm_interval_describe(&r->settings, how, sizeof how);
    pm_buf_printf(out,
                  "\nq: time per iteration grows as factor^q; for a parallel factor -1 is ideal "
                  "and 0 is no speedup. Intervals: %s; fit: loss %s, %zu fits per group.",
                  how, pm_loss_name(r->settings.loss), r->settings.fits);
    if (pm_model_text_aggregate(r))
        pm_buf_printf(out, " Repeats: %s.", pm_model_text_aggregate(r));
    if (nwarn)
        pm_buf_printf(out, " %zu warning%s from the fit: see the report.", nwarn,
                      nwarn == 1 ? "" : "s");
    pm_buf_puts(out, " The full report is index.html beside this file.\n");
    pm_shown_free(&shown);
    /* GitHub's step summary takes 1 MiB: long names could still pass it */
    if (out->len - start > PM_SUMMARY_MD_MAX) {
        const char *cut = out->data + start + PM_SUMMARY_MD_MAX;
        while (cut > out->data + start && cut[-1] != '\n')
            cut--;
        out->len = (size_t)(cut - out->data);
        out->data[out->len] = '\0';
        pm_buf_printf(out,
                      "\n*This summary was cut at %zu bytes (PM_SUMMARY_MD_MAX; GitHub's step "
                      "summary takes 1 MiB): the whole report is index.html beside this file.*\n",
                      (size_t)PM_SUMMARY_MD_MAX);
    }
}
