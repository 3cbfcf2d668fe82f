/* summary_md.c - the Markdown summary of a run. */
#include "render/summary_md.h"

#include "fit/cost.h"
#include "render/gate_text.h"
#include "render/model_text.h"
#include "render/shown.h"
#include "result/times.h"
#include "result/factor.h"
#include "util/format.h"

#include <math.h>
#include <stdio.h>
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

void pm_md_name(pm_buf *out, const char *name)
{
    int entity = 0;
    size_t run = 0, longest = 0;
    for (const char *c = name; *c; c++) {
        if (*c == '|' || *c == '\\' || (unsigned char)*c < 0x20 || *c == 0x7f) {
            pm_md_escape(out, name);
            return;
        }
        entity |= *c == '<' || *c == '>' || *c == '&';
        run = *c == '`' ? run + 1 : 0;
        longest = run > longest ? run : longest;
    }
    if (!entity) {
        pm_md_escape(out, name);
        return;
    }
    /* a fence one backtick longer than any run inside; spaces keep a backtick at either end
       from joining the fence (CommonMark strips one space on each side) */
    size_t len = strlen(name);
    int pad = len > 0 && (name[0] == '`' || name[len - 1] == '`' || name[0] == ' ');
    for (size_t i = 0; i <= longest; i++)
        pm_buf_puts(out, "`");
    pm_buf_puts(out, pad ? " " : "");
    pm_buf_puts(out, name);
    pm_buf_puts(out, pad ? " " : "");
    for (size_t i = 0; i <= longest; i++)
        pm_buf_puts(out, "`");
}

/* The verdicts as the summary writes them. */
static const char *const S_word[] = {"PASS", "INCONCLUSIVE", "REGRESSION", "NONE"};

/* The gate's groups compared by their times: one row each, every regressed and inconclusive
 * one, and the passed ones while the table holds fewer than PM_REPORT_FULL_GROUPS rows. */
static void S_gate_times(const pm_gate *gate, pm_buf *out)
{
    if (gate->ntimes == 0)
        return;
    size_t flagged = 0, shown = 0;
    for (size_t i = 0; i < gate->ntimes; i++)
        flagged += gate->times[i].verdict != PM_GATE_PASS;
    size_t room = flagged < PM_REPORT_FULL_GROUPS ? PM_REPORT_FULL_GROUPS - flagged : 0;
    pm_buf_printf(out,
                  "%s| group | configurations matched | time ratio | threshold | MDS | "
                  "verdict | why |\n"
                  "|---|---:|---:|---:|---:|---|---|\n",
                  gate->nrows ? "\nCompared by their times:\n\n" : "");
    for (size_t i = 0; i < gate->ntimes; i++) {
        const pm_gate_time *t = &gate->times[i];
        if (t->verdict == PM_GATE_PASS) {
            if (room == 0)
                continue;
            room--;
        }
        shown++;
        char ratio[64], raw[64], speed[64], thr[64], mds[64];
        pm_model_text_ratio(ratio, sizeof ratio, t->ratio);
        pm_model_text_ratio(thr, sizeof thr, t->max_slowdown);
        pm_model_text_ratio(mds, sizeof mds, t->mds);
        pm_buf_puts(out, "| ");
        pm_md_name(out, t->group);
        pm_buf_printf(out, " | %zu | %s", t->npairs, ratio);
        if (isfinite(t->speed) && t->speed != 1.0 && isfinite(t->raw_ratio)) {
            pm_model_text_ratio(raw, sizeof raw, t->raw_ratio);
            pm_model_text_ratio(speed, sizeof speed, t->speed);
            pm_buf_printf(out, " (%s over the machine speed %s)", raw, speed);
        }
        pm_buf_printf(out, " | %s | %s | %s | ", thr, mds, S_word[t->verdict]);
        pm_md_escape(out, t->reason);
        pm_buf_puts(out, " |\n");
    }
    if (shown < gate->ntimes)
        pm_buf_printf(out, "\n%zu more passed: index.html lists every group.\n",
                      gate->ntimes - shown);
    pm_buf_puts(out, "\nTime ratio: this run's times over the baseline's, the mean of the "
                     "matched configurations' log ratios, after the machine-speed factor where "
                     "the groups with a model give one. A group regresses when the ratio exceeds "
                     "the threshold (`--max-slowdown`) with one-sided 95% confidence. MDS: the "
                     "smallest slowdown the gate catches with 95% power.\n");
}

/* The gate's row for each group and factor compared by its exponents (the groups shown), then
 * the rule and the columns, and how each group was compared. */
static void S_gate_rows(const pm_gate *gate, const pm_shown *shown, pm_buf *out)
{
    pm_buf_puts(out, "| group | factor | baseline q | this run q | change | threshold | MDC "
                     "| verdict | why |\n"
                     "|---|---|---:|---:|---:|---:|---:|---|---|\n");
    for (size_t i = 0; i < gate->nrows; i++) {
        const pm_gate_row *row = &gate->rows[i];
        if (!pm_shown_named(shown, row->group))
            continue; /* a group left to index.html (render/shown.h) */
        char qb[64], qc[96], d[64], t[64], m[64];
        pm_fmt_num(qb, sizeof qb, row->q_base, 3);
        pm_gate_fmt_this_q(row, 3, qc, sizeof qc);
        pm_fmt_num(d, sizeof d, row->delta, 3);
        pm_fmt_num(t, sizeof t, row->threshold, 3);
        pm_fmt_num(m, sizeof m, row->mdc, 3);
        pm_buf_puts(out, "| ");
        pm_md_name(out, row->group);
        pm_buf_puts(out, " | ");
        pm_md_escape(out, row->factor);
        pm_buf_printf(out, " | %s | %s | %s%s | %s | %s | %s | ", qb, qc, row->delta > 0 ? "+" : "",
                      d, t, m, S_word[row->verdict]);
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
                  "\n%s %s MDC is the smallest rise the gate catches with 95%% power. Larger "
                  "q is worse for every factor.\n",
                  rule, pm_gate_columns_note);
    for (size_t i = 0; i < gate->nspeed; i++) {
        const pm_gate_speed *sp = &gate->speed[i];
        pm_buf_puts(out, i ? "; " : "\nCompared: ");
        pm_md_name(out, sp->group);
        if (sp->paired)
            pm_buf_printf(out, " pair by pair on %zu configuration%s measured in both runs",
                          sp->npairs, pm_fmt_s(sp->npairs));
        else {
            pm_buf_puts(out, " by the two fits' exponents (not paired: ");
            pm_md_escape(out, sp->pair_note ? sp->pair_note : "no configurations matched");
            pm_buf_puts(out, ")");
        }
    }
    if (gate->nspeed)
        pm_buf_puts(out, ".\n");
}

/* The gate's notes, a paragraph each: machine speed, machine, aggregation, noise. */
static void S_gate_notes(const pm_gate *gate, pm_buf *out)
{
    const struct {
        const char *name, *text;
    } notes[] = {{"Machine speed", gate->speed_note},
                 {"Machine", gate->machine_note},
                 {"Aggregation", gate->aggregate_note},
                 {"Noise", gate->noise_note}};
    for (size_t i = 0; i < sizeof notes / sizeof notes[0]; i++)
        if (notes[i].text) {
            pm_buf_printf(out, "\n%s: ", notes[i].name);
            pm_md_escape(out, notes[i].text);
            pm_buf_puts(out, ".\n");
        }
}

/* The gate: the verdict (or why none ran), a rerun's two verdicts, one row per group and
 * factor, the groups compared by their times, the notes. */
static void S_gate(const pm_gate *gate, const pm_shown *shown, pm_buf *out)
{
    pm_buf_printf(out, "**Gate: %s** against ", S_word[gate->verdict]);
    pm_md_escape(out, gate->baseline);
    if (gate->verdict == PM_GATE_NONE) {
        pm_buf_puts(out, ": ");
        pm_md_escape(out, gate->none_note);
        pm_buf_puts(out, ".\n\n");
        return;
    }
    pm_buf_printf(out, " (%zu pass, %zu regression, %zu inconclusive).\n\n", gate->npass,
                  gate->nregression, gate->ninconclusive);
    if (gate->confirm) { /* a rerun (--confirm): both verdicts */
        pm_buf_puts(out, "**Rerun**: ");
        pm_md_escape(out, gate->confirm->text);
        if (gate->confirm->baseline_note) {
            pm_buf_puts(out, " ");
            pm_md_escape(out, gate->confirm->baseline_note);
        }
        pm_buf_puts(out, "\n\n");
    }
    if (gate->nrows)
        S_gate_rows(gate, shown, out);
    S_gate_times(gate, out);
    S_gate_notes(gate, out);
    pm_buf_puts(out, "\n");
}

/* The comparison with the black boxes in one line, and the model-adequacy warnings. */
static void S_blackboxes(const pm_result *r, const pm_shown *shown, pm_buf *out)
{
    int any = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (!g->compare.ran || !pm_model_text_tested(g) || !pm_shown_full(shown, gi))
            continue;
        char m[64];
        pm_buf_puts(out, any ? "; " : "\n**Model against black boxes** (test MAPE, same split): ");
        any = 1;
        pm_md_name(out, g->name);
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
        pm_md_name(out, r->groups[gi].name);
        pm_buf_puts(out, ": ");
        pm_buf t = PM_BUF_INIT;
        pm_warning_text(w, &t);
        pm_md_escape(out, pm_buf_str(&t));
        pm_buf_free(&t);
        pm_buf_puts(out, ". The gate notes this beside its verdict (`--require-adequate` "
                         "makes the group's model comparisons inconclusive).\n");
    }
}

/* The groups the model does not fit, one row each (the first PM_REPORT_FULL_GROUPS): why, the
 * configurations, the median time, the measurements, the noise. */
static void S_times(const pm_result *r, pm_buf *out)
{
    if (r->ntimes == 0)
        return;
    pm_buf_printf(out,
                  "\n**Times** of the %zu group%s without a model (reported and gated by %s "
                  "times, `--max-slowdown`):\n\n"
                  "| group | why no model | configurations | median time | measurements | noise "
                  "|\n|---|---|---:|---:|---:|---:|\n",
                  r->ntimes, pm_fmt_s(r->ntimes), r->ntimes == 1 ? "its" : "their");
    size_t n = r->ntimes < PM_REPORT_FULL_GROUPS ? r->ntimes : PM_REPORT_FULL_GROUPS;
    for (size_t i = 0; i < n; i++) {
        const pm_res_times *t = &r->times[i];
        char med[64], noise[64];
        pm_model_text_time(med, sizeof med, pm_res_times_median(t), r->unit);
        pm_fmt_pct(noise, sizeof noise, pm_model_text_times_noise(t));
        pm_buf t_why = PM_BUF_INIT;
        pm_model_text_why(t, &t_why);
        pm_buf_puts(out, "| ");
        pm_md_name(out, t->name);
        pm_buf_puts(out, " | ");
        pm_md_escape(out, pm_buf_str(&t_why));
        pm_buf_printf(out, " | %zu | %s | %zu | %s |\n", t->configs.n, med, t->n_meas, noise);
        pm_buf_free(&t_why);
    }
    if (n < r->ntimes)
        pm_buf_printf(out, "\n%zu more in index.html, fit.txt and model.json.\n", r->ntimes - n);
    pm_buf_puts(out, "\nMedian time: the median of the configurations' medians. Noise: the "
                     "spread of the repeats (standard deviation of ln), " PM_FMT_UNKNOWN
                     " when no configuration was measured twice.\n");
}

/* The exponents of the groups shown in full, one row per group and factor, then each group's
 * validation, form and noise; returns the number of warnings of every group. */
static size_t S_exponents(const pm_result *r, const pm_shown *shown, pm_buf *out)
{
    pm_buf_puts(out, "| group | factor | q | 95% interval | ideal | test MAPE | noise floor | "
                     "warnings |\n"
                     "|---|---|---:|---|---|---:|---:|---:|\n");
    size_t nwarn = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        char mape[64], v[64], ci[128], floor[64], ideal[128];
        pm_fmt_pct(mape, sizeof mape, pm_model_text_tested(g) ? g->test.mape : NAN);
        pm_fmt_pct(floor, sizeof floor, g->noise.floor);
        nwarn += g->nwarn;
        if (!pm_shown_full(shown, gi))
            continue;
        size_t rows = g->nexp ? g->nexp : 1;
        for (size_t e = 0; e < rows; e++) {
            pm_buf_puts(out, "| ");
            pm_md_name(out, g->name);
            pm_buf_puts(out, " | ");
            if (g->nexp == 0) {
                pm_buf_puts(out, "(no extrinsic factor) | | | ");
            } else {
                const pm_res_exponent *x = &g->exp[e];
                pm_md_escape(out, r->params[x->param].name);
                pm_fmt_num(v, sizeof v, x->q.value, 3);
                pm_fmt_interval(ci, sizeof ci, x->q.lo, x->q.hi, 3);
                pm_model_text_ideal(&r->params[x->param], ideal, sizeof ideal);
                char law[200];
                pm_factor_law(r->params[x->param].name, x->q.value, x->logj, law, sizeof law);
                pm_buf_printf(out, " | %s", v);
                if (law[0]) { /* the log form: the law it reads as */
                    pm_buf_puts(out, " (");
                    pm_md_escape(out, law);
                    pm_buf_puts(out, ")");
                }
                pm_buf_printf(out, " | %s | ", ci);
                pm_md_escape(out, ideal);
            }
            pm_buf_printf(out, " | %s%s | %s | %zu |\n", mape, g->loo ? " (leave-one-out)" : "",
                          floor, g->nwarn);
        }
    }
    /* each group's validation, its error beside the noise, and the form fitted; how to learn
       the noise, once for every group that does not know it */
    pm_buf_puts(out, "\n");
    size_t unknown = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (!pm_shown_full(shown, gi))
            continue;
        pm_buf t = PM_BUF_INIT;
        pm_model_text_validation(g, &t);
        pm_buf_puts(&t, "; ");
        pm_model_text_form(r, g, r->settings.form, &t);
        pm_buf_puts(&t, "; ");
        if (g->regime.nparam > 0) {
            pm_model_text_regime(r, g, &t);
            pm_buf_puts(&t, "; ");
        }
        pm_model_text_noise(g, 0, &t);
        unknown += !isfinite(g->noise.floor);
        pm_buf_puts(out, "- **");
        pm_md_name(out, g->name);
        pm_buf_puts(out, "**: ");
        pm_md_escape(out, pm_buf_str(&t));
        pm_buf_puts(out, ".\n");
        pm_buf_free(&t);
    }
    if (unknown) {
        pm_buf_printf(out, "\nTo know the noise floor of %s: ",
                      unknown == 1 ? "the group without one" : "the groups without one");
        pm_md_escape(out, PM_MODEL_TEXT_REPEAT_ADVICE);
        pm_buf_puts(out, ".\n");
    }
    S_blackboxes(r, shown, out);
    return nwarn;
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
        pm_buf_printf(out,
                      "**No gate ran**: no baseline was given, so no %s was compared "
                      "(`pmreport --baseline REF` gates against an earlier result).\n\n",
                      r->ngroups == 0 ? "time"
                      : r->ntimes     ? "exponent or time"
                                      : "exponent");
    size_t nwarn = 0;
    if (r->ngroups == 0) {
        pm_buf t = PM_BUF_INIT;
        pm_model_text_nothing(r, &t);
        pm_buf_puts(out, "**Nothing to scale here**");
        pm_md_escape(out, pm_buf_str(&t) + strlen("nothing to scale here"));
        pm_buf_puts(out, ".\n");
        pm_buf_free(&t);
    } else
        nwarn = S_exponents(r, &shown, out);
    S_times(r, out);
    pm_buf_puts(out, "\n");
    if (r->ngroups) {
        pm_buf t = PM_BUF_INIT;
        pm_model_text_reading(r, &t);
        pm_md_escape(out, pm_buf_str(&t));
        pm_buf_free(&t);
        char how[96];
        pm_interval_describe(&r->settings, how, sizeof how);
        pm_buf_printf(out, "%sIntervals: %s; fit: loss %s, %zu fit%s per group.",
                      out->data[out->len - 1] == '\n' ? "" : " ", how,
                      pm_loss_name(r->settings.loss), r->settings.fits, pm_fmt_s(r->settings.fits));
    }
    if (pm_model_text_aggregate(r))
        pm_buf_printf(out, "%sRepeats: %s.", r->ngroups ? " " : "", pm_model_text_aggregate(r));
    if (nwarn)
        pm_buf_printf(out, " %zu warning%s from the fit: see the report.", nwarn, pm_fmt_s(nwarn));
    pm_buf_printf(out, "%sThe full report is index.html beside this file.\n",
                  r->ngroups || pm_model_text_aggregate(r) ? " " : "");
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

int pm_summary_md_render(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_summary_md(ctx->result, ctx->gate, &b);
    int rc = pm_outdir_write(ctx->out->dir, "summary.md", pm_buf_str(&b), b.len, err);
    pm_buf_free(&b);
    return rc;
}
