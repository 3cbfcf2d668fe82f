/* test_gate.c - the gate's decision on hand-built results: direction, thresholds, noise, limits,
 * inconclusive cases, machine speed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gate/gate.h"
#include "options.h"
#include "render/gate_text.h"
#include "render/github.h"
#include "result/result.h"
#include "testutil.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- hand-built results ---- */

/* A result with groups "a" and "b", each with exponents gpus and batch_size. */
typedef struct S_spec {
    double q_gpus, q_batch; /* exponents */
    double se;              /* standard error of each (NAN: unknown) */
    size_t distinct;        /* distinct values of each factor */
    double r2;              /* test R^2 */
    double c;               /* constant C */
    int only_a;             /* leave group b out */
    int no_batch;           /* leave batch_size out of group a */
    int inadequate;         /* group a carries the model-adequacy warning */
    double brk;             /* > 0: every group is segmented in gpus at this breakpoint */
    double q_past;          /* ... with this exponent past it (standard error se) */
    double brk_set[2];      /* > 0: the fitted breakpoint's 95% likelihood set */
    unsigned log_batch;     /* > 0: every group is in the log form, batch_size with this log
                               power (batch_size^q (log2 batch_size)^log_batch) */
} S_spec;

static S_spec S_default(void)
{
    S_spec s = {-0.9, 0.8, 0.01, 5, 0.99, 2.0, 0, 0, 0, 0.0, 0.0, {0.0, 0.0}, 0};
    return s;
}

static pm_stat S_q(double v, double se)
{
    pm_stat s = {v, v, 0.0, v - 1.96 * se, v + 1.96 * se, se, NAN, NAN};
    if (!isfinite(se))
        s.lo = s.hi = NAN;
    return s;
}

static void S_build(const S_spec *sp, pm_result *r)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("time");
    r->unit = pm_xstrdup("ms");
    r->group_by = pm_xstrdup("framework");
    r->meta.source_date_epoch = -1;
    r->nparams = 2;
    r->params = pm_xcalloc(2, sizeof *r->params);
    r->params[0].name = pm_xstrdup("gpus");
    r->params[0].role = PM_ROLE_EXTRINSIC;
    r->params[1].name = pm_xstrdup("batch_size");
    r->params[1].role = PM_ROLE_EXTRINSIC;
    r->ngroups = sp->only_a ? 1 : 2;
    r->groups = pm_xcalloc(2, sizeof *r->groups);
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        pm_res_group *g = &r->groups[gi];
        g->name = pm_xstrdup(gi == 0 ? "a" : "b");
        g->n_train = 30;
        g->n_test = 20;
        g->test.r2 = sp->r2;
        g->train.r2 = sp->r2;
        g->constant = S_q(sp->c, 0.1);
        g->nexp = gi == 0 && sp->no_batch ? 1 : 2;
        g->exp = pm_xcalloc(2, sizeof *g->exp);
        g->exp[0].param = 0;
        g->exp[0].q = S_q(sp->q_gpus, sp->se);
        g->exp[0].distinct = sp->distinct;
        g->exp[0].range[0] = 1;
        g->exp[0].range[1] = 16;
        g->exp[1].param = 1;
        g->exp[1].q = S_q(sp->q_batch, sp->se);
        g->exp[1].distinct = sp->distinct;
        g->exp[1].range[0] = 16;
        g->exp[1].range[1] = 128;
        if (sp->log_batch > 0) {
            g->form = PM_FORM_LOG;
            g->exp[1].logj = sp->log_batch;
        }
        if (sp->brk > 0) { /* one factor in the regime: d is gpus' exponent past brk */
            g->form = PM_FORM_SEGMENTED;
            g->regime.nparam = 1;
            g->regime.param[0] = 0;
            g->regime.breakpoint = sp->brk;
            g->regime.d = S_q(sp->q_past, sp->se);
            g->regime.set_lo = sp->brk_set[0];
            g->regime.set_hi = sp->brk_set[1];
        }
        if (gi == 0 && sp->inadequate) {
            /* what result.c adds when a black box beats the model by more than 2x */
            g->nwarn = 1;
            g->warn = pm_xcalloc(1, sizeof *g->warn);
            g->warn[0].code = PM_WARN_MODEL_INADEQUATE;
            g->warn[0].unknown = pm_xstrdup("model");
            g->warn[0].other = pm_xstrdup("SVR");
            g->warn[0].v[0] = 0.1;
            g->warn[0].v[1] = 0.4;
        }
    }
}

/* Compare the results of two specs under opts (NULL: defaults). */
static void S_compare(const S_spec *b, const S_spec *c, const pm_gate_opts *o, pm_gate *g)
{
    pm_result rb, rc;
    S_build(b, &rb);
    S_build(c, &rc);
    pm_gate_compare(&rb, &rc, o, "base", 0, 0, g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

static const pm_gate_row *S_row(const pm_gate *g, const char *group, const char *factor)
{
    for (size_t i = 0; i < g->nrows; i++)
        if (strcmp(g->rows[i].group, group) == 0 && strcmp(g->rows[i].factor, factor) == 0)
            return &g->rows[i];
    fail_msg("no row %s/%s", group, factor);
    return NULL;
}

/* ---- the decision ---- */

static void test_se_from_interval(void **state)
{
    (void)state;
    assert_close(pm_stat_se_from_interval(-1.0, 2.92), 1.0, 1e-12);
    assert_true(isnan(pm_stat_se_from_interval(NAN, 1.0)));
}

/* The model comparison judges the exponents refitted on every configuration where both runs
   carry them: with the training fits' errors (0.1) a worsening of 0.2 is within the noise,
   with the refits' (0.02) it is a regression; a baseline without the refit (written before
   it) is judged by the training fits'. */
static void test_refit_on_every_configuration_judges_when_both_have_it(void **state)
{
    (void)state;
    S_spec sb = S_default(), sc = S_default();
    sb.se = sc.se = 0.1;
    sc.q_gpus = -0.7;
    pm_result rb, rc;
    S_build(&sb, &rb);
    S_build(&sc, &rc);
    for (size_t gi = 0; gi < 2; gi++) {
        pm_stat *qb = &rb.groups[gi].exp[0].q, *qc = &rc.groups[gi].exp[0].q;
        qb->all = qb->value;
        qc->all = qc->value;
        qb->all_se = qc->all_se = 0.02;
    }
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    const pm_gate_row *row = S_row(&g, "a", "gpus");
    assert_int_equal(row->verdict, PM_GATE_REGRESSION);
    assert_true(row->all);
    assert_close(row->se_d, sqrt(2.0) * 0.02, 1e-12);
    assert_non_null(strstr(row->reason, "on every configuration"));
    pm_gate_free(&g);
    /* the baseline has no refit: the training fits' exponents, within the noise */
    for (size_t gi = 0; gi < 2; gi++)
        rb.groups[gi].exp[0].q.all = NAN;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    row = S_row(&g, "a", "gpus");
    assert_int_equal(row->verdict, PM_GATE_PASS);
    assert_false(row->all);
    assert_close(row->se_d, sqrt(2.0) * 0.1, 1e-12);
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

static void test_gpus_worse_by_0_2_regresses_with_delta_se_and_mdc(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    c.q_gpus = -0.7;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    const pm_gate_row *r = S_row(&g, "a", "gpus");
    assert_int_equal(r->verdict, PM_GATE_REGRESSION);
    assert_close(r->delta, 0.2, 1e-12);
    assert_close(r->se_d, sqrt(2.0) * 0.01, 1e-12);
    assert_close(r->threshold, 0.05, 0);
    /* two groups compared: z = Phi^-1(1 - 0.05/2) = 1.959964, power term 1.645 */
    assert_close(r->z, 1.959964, 1e-6);
    assert_close(r->mdc, 0.05 + (1.959964 + 1.645) * sqrt(2.0) * 0.01, 1e-7);
    assert_int_equal(S_row(&g, "a", "batch_size")->verdict, PM_GATE_PASS);
    assert_int_equal(g.nregression, 2); /* gpus in a and b */
    assert_int_equal(g.npass, 2);
    pm_gate_free(&g);
}

static void test_z_is_bonferroni_over_the_groups_compared(void **state)
{
    (void)state;
    /* the one-sided normal quantiles of 0.05, 0.025, 0.05/3 and 0.05/6 (Python
     * statistics.NormalDist) */
    assert_close(pm_gate_z(1), 1.644854, 1e-6);
    assert_close(pm_gate_z(0), 1.644854, 1e-6);
    assert_close(pm_gate_z(2), 1.959964, 1e-6);
    assert_close(pm_gate_z(3), 2.128045, 1e-6);
    assert_close(pm_gate_z(6), 2.393980, 1e-6);
}

static void test_the_same_rise_regresses_in_one_group_and_passes_in_two(void **state)
{
    (void)state;
    /* excess over the threshold 1.8 se_d: past 1.645 (one group), within 1.96 (two) */
    double se_d = sqrt(2.0) * 0.01;
    S_spec b = S_default(), c = S_default();
    c.q_gpus = b.q_gpus + 0.05 + 1.8 * se_d;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.ngroups_compared, 2);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "within the noise (1.96 se"));
    pm_gate_free(&g);
    b.only_a = c.only_a = 1;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.ngroups_compared, 1);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_REGRESSION);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "more than the noise (1.645 se"));
    char rule[256];
    pm_gate_rule_text(&g, rule, sizeof rule);
    assert_non_null(strstr(rule, "exceeds 1.645 standard errors of the change (one-sided 95%)"));
    pm_gate_free(&g);
}

static void test_rise_within_threshold_or_within_noise_passes(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    pm_gate g;
    c.q_gpus = -0.86; /* +0.04 < threshold */
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* +0.07, past the threshold by 0.02, but se_d = 0.0707: 1.645 se_d = 0.116 */
    b.se = c.se = 0.05;
    c.q_gpus = -0.83;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "within the noise"));
    pm_gate_free(&g);
    /* the same +0.07 with a tight fit regresses: 0.02 > 1.645 * 0.00141 */
    b.se = c.se = 0.001;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_REGRESSION);
    pm_gate_free(&g);
}

static void test_larger_q_is_worse_for_batch_and_improvement_passes(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    pm_gate g;
    c.q_batch = 1.0; /* more time per sample */
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(S_row(&g, "a", "batch_size")->verdict, PM_GATE_REGRESSION);
    pm_gate_free(&g);
    c = S_default();
    c.q_batch = 0.5; /* better */
    c.q_gpus = -1.2; /* better */
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    pm_gate_free(&g);
}

static void test_thresholds_per_factor_and_star(void **state)
{
    (void)state;
    pm_gate_opts o;
    pm_gate_opts_init(&o);
    char msg[200];
    assert_int_equal(pm_gate_parse_thresholds(&o, "gpus=0.3, batch_size=0.1", msg, sizeof msg), 0);
    assert_close(pm_gate_threshold(&o, "gpus"), 0.3, 0);
    assert_close(pm_gate_threshold(&o, "batch_size"), 0.1, 0);
    assert_close(pm_gate_threshold(&o, "nodes"), 0.05, 0);
    assert_int_equal(pm_gate_parse_thresholds(&o, "*=0.2", msg, sizeof msg), 0);
    assert_close(pm_gate_threshold(&o, "nodes"), 0.2, 0);
    assert_close(pm_gate_threshold(&o, "gpus"), 0.3, 0);
    S_spec b = S_default(), c = S_default();
    c.q_gpus = -0.7; /* +0.2 < 0.3 */
    pm_gate g;
    S_compare(&b, &c, &o, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* bad text changes nothing */
    size_t n = o.nthr;
    assert_int_equal(pm_gate_parse_thresholds(&o, "gpus", msg, sizeof msg), -1);
    assert_int_equal(pm_gate_parse_thresholds(&o, "gpus=-1", msg, sizeof msg), -1);
    assert_int_equal(pm_gate_parse_thresholds(&o, "=1", msg, sizeof msg), -1);
    assert_int_equal(pm_gate_parse_thresholds(&o, "gpus=0.1,x", msg, sizeof msg), -1);
    assert_int_equal(o.nthr, n);
    pm_gate_opts_free(&o);
}

static void test_absolute_limit(void **state)
{
    (void)state;
    pm_gate_opts o;
    pm_gate_opts_init(&o);
    char msg[200];
    assert_int_equal(pm_gate_parse_limits(&o, "gpus<=-0.8", msg, sizeof msg), 0);
    assert_close(pm_gate_limit(&o, "gpus"), -0.8, 0);
    assert_true(isnan(pm_gate_limit(&o, "batch_size")));
    S_spec b = S_default(), c = S_default();
    b.q_gpus = -0.76;
    c.q_gpus = -0.75; /* unchanged, but above the limit by 0.05 > 1.645 * 0.01 */
    pm_gate g;
    S_compare(&b, &c, &o, &g);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_REGRESSION);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "limit"));
    pm_gate_free(&g);
    c.q_gpus = -0.79; /* above by 0.01 < 1.645 * 0.01: within the noise */
    S_compare(&b, &c, &o, &g);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    assert_int_equal(pm_gate_parse_limits(&o, "gpus<=x", msg, sizeof msg), -1);
    pm_gate_opts_free(&o);
}

static void test_inconclusive_reasons(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    pm_gate g;
    /* unknown interval on one side */
    c.se = NAN;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "standard error"));
    pm_gate_free(&g);
    /* one distinct value: no exponent to judge */
    c = S_default();
    c.distinct = 1;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(S_row(&g, "b", "gpus")->reason, "distinct"));
    pm_gate_free(&g);
    /* two distinct values: the exponent is the ratio of the times, and it is judged */
    c = S_default();
    c.distinct = 2;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* an unusable fit */
    c = S_default();
    c.r2 = -0.2;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->reason, "unusable"));
    pm_gate_free(&g);
    /* a group and a factor missing from the candidate */
    c = S_default();
    c.only_a = 1;
    c.no_batch = 1;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_int_equal(g.nrows, 4);
    assert_non_null(strstr(S_row(&g, "b", "gpus")->reason, "missing from this run"));
    assert_non_null(strstr(S_row(&g, "a", "batch_size")->reason, "missing"));
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* a group new in the candidate */
    b.only_a = 1;
    c = S_default();
    S_compare(&b, &c, NULL, &g);
    assert_non_null(strstr(S_row(&g, "b", "gpus")->reason, "not in the baseline"));
    pm_gate_free(&g);
}

static void test_inadequate_model_is_judged_with_a_note(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    c.inadequate = 1;
    c.q_gpus = -0.5; /* a regression of gpus ... */
    pm_result rb, rc;
    S_build(&b, &rb);
    S_build(&c, &rc);
    rc.groups[1].exp[0].q = S_q(-0.9, 0.01); /* ... in group a only */
    /* by default the misfit is a note beside the verdict: the regression is found */
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    const pm_gate_row *row = S_row(&g, "a", "gpus");
    assert_int_equal(row->verdict, PM_GATE_REGRESSION);
    assert_non_null(row->note);
    assert_non_null(strstr(row->note, "the model misfits a in this run"));
    assert_non_null(strstr(row->note, "SVR predicts its test configurations with MAPE 10%"));
    assert_null(S_row(&g, "b", "gpus")->note); /* the other group's model fits */
    assert_int_equal(S_row(&g, "b", "gpus")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* --require-adequate: the group's model comparisons are not judged */
    pm_gate_opts o;
    pm_gate_opts_init(&o);
    o.require_adequate = 1;
    pm_gate_compare(&rb, &rc, &o, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    row = S_row(&g, "a", "gpus");
    assert_int_equal(row->verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(row->reason, "the model misfits a in this run"));
    assert_non_null(strstr(row->reason, "--require-adequate"));
    assert_int_equal(S_row(&g, "a", "batch_size")->verdict, PM_GATE_INCONCLUSIVE);
    assert_int_equal(S_row(&g, "b", "gpus")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* --trust-model undoes it */
    o.trust_model = 1;
    pm_gate_compare(&rb, &rc, &o, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
    /* a baseline whose model was inadequate: the same, named as the baseline's */
    b.inadequate = 1;
    c = S_default();
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_non_null(strstr(S_row(&g, "a", "gpus")->note, "misfits a in the baseline"));
    pm_gate_free(&g);
    o.trust_model = 0;
    S_compare(&b, &c, &o, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    pm_gate_free(&g);
    pm_gate_opts_free(&o);
}

static void test_segmented_forms_compare_each_regime(void **state)
{
    (void)state;
    /* both segmented at 8: the exponent up to the breakpoint passes, the one past it rose
       by 0.3 and regresses, on its own row */
    S_spec b = S_default(), c = S_default();
    b.brk = c.brk = 8;
    b.q_past = -0.3;
    c.q_past = 0.0;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    const pm_gate_row *r = S_row(&g, "a", "gpus past the breakpoint");
    assert_int_equal(r->verdict, PM_GATE_REGRESSION);
    assert_close(r->delta, 0.3, 1e-12);
    assert_null(r->note);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    pm_gate_free(&g);
    /* the breakpoint moved: said beside the row */
    c.brk = 16;
    c.q_past = -0.3;
    S_compare(&b, &c, NULL, &g);
    r = S_row(&g, "a", "gpus past the breakpoint");
    assert_int_equal(r->verdict, PM_GATE_PASS);
    assert_non_null(r->note);
    assert_non_null(strstr(r->note, "the breakpoint moved from 8 in the baseline to 16"));
    assert_null(strstr(r->note, "likelihood sets")); /* no sets: nothing said of them */
    pm_gate_free(&g);
    /* fitted breakpoints with their 95% sets: overlapping sets say the move is noise... */
    b.brk_set[0] = 8;
    b.brk_set[1] = 16;
    c.brk_set[0] = 16;
    c.brk_set[1] = 32;
    S_compare(&b, &c, NULL, &g);
    r = S_row(&g, "a", "gpus past the breakpoint");
    assert_non_null(strstr(r->note, "to 16 in this run (their 95% likelihood sets overlap"));
    pm_gate_free(&g);
    /* ...and disjoint ones that it is not */
    b.brk_set[1] = 8;
    S_compare(&b, &c, NULL, &g);
    r = S_row(&g, "a", "gpus past the breakpoint");
    assert_non_null(strstr(r->note, "(their 95% likelihood sets do not overlap)"));
    pm_gate_free(&g);
    b.brk_set[0] = b.brk_set[1] = 0;
    /* a segmented baseline against an unsegmented run: gpus' exponents mean different
       things, so the model comparison is inconclusive and says why; batch_size is judged */
    S_spec p = S_default();
    S_compare(&b, &p, NULL, &g);
    r = S_row(&g, "a", "gpus");
    assert_int_equal(r->verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(r->reason, "the model forms differ"));
    assert_int_equal(S_row(&g, "a", "batch_size")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
}

/* The log form: batch_size's exponents compare where both runs fitted it with the same log
 * power, and where they differ the row is inconclusive, naming the two log powers; gpus is
 * judged either way. */
static void test_log_powers_compare_only_when_they_agree(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    b.log_batch = c.log_batch = 1;
    c.q_batch = b.q_batch + 0.3;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    const pm_gate_row *r = S_row(&g, "a", "batch_size");
    assert_int_equal(r->verdict, PM_GATE_REGRESSION);
    assert_close(r->delta, 0.3, 1e-12);
    pm_gate_free(&g);
    /* the baseline a power law, this run with batch_size's log: q means different things */
    b.log_batch = 0;
    S_compare(&b, &c, NULL, &g);
    r = S_row(&g, "a", "batch_size");
    assert_int_equal(r->verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(r->reason, "the model forms differ"));
    assert_non_null(strstr(r->reason, "log2(batch_size)^0"));
    assert_non_null(strstr(r->reason, "log2(batch_size)^1"));
    assert_int_equal(S_row(&g, "a", "gpus")->verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    /* log powers 2 and 1, the same q: inconclusive all the same */
    b.log_batch = 2;
    c.q_batch = b.q_batch;
    S_compare(&b, &c, NULL, &g);
    r = S_row(&g, "b", "batch_size");
    assert_int_equal(r->verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(r->reason, "log2(batch_size)^2"));
    pm_gate_free(&g);
}

static void test_regression_outranks_inconclusive(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    c.only_a = 1;
    c.q_gpus = -0.5;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_true(g.ninconclusive > 0);
    pm_gate_free(&g);
}

static void test_nothing_compared_never_passes(void **state)
{
    (void)state;
    pm_result rb, rc;
    S_spec s = S_default();
    S_build(&s, &rb);
    S_build(&s, &rc);
    for (size_t gi = 0; gi < 2; gi++)
        rb.groups[gi].nexp = rc.groups[gi].nexp = 0;
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.nrows, 0);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

static void test_slower_machine_passes_and_says_so(void **state)
{
    (void)state;
    S_spec b = S_default(), c = S_default();
    c.c = 4.0; /* C doubled; no configurations: the C ratio stands in */
    c.q_gpus = -0.91;
    pm_gate g;
    S_compare(&b, &c, NULL, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_close(g.time_ratio, 2.0, 1e-12);
    assert_non_null(g.speed_note);
    assert_non_null(strstr(g.speed_note, "this run's times are 2x the baseline's (constant C)"));
    assert_non_null(strstr(g.speed_note, "the machine-speed factor moved, the scaling did not"));
    assert_null(g.machine_note);
    pm_gate_free(&g);
}

static void test_time_ratio_from_the_candidates_configurations(void **state)
{
    (void)state;
    S_spec s = S_default();
    pm_result rb, rc;
    S_build(&s, &rb);
    S_build(&s, &rc);
    /* candidate: every time 3x; three configurations in group a */
    pm_res_group *g = &rc.groups[0];
    g->constant.value *= 3.0;
    g->points.n = 3;
    g->points.predicted = pm_xmalloc_array(3, sizeof(double));
    /* the values as the result keeps them: tables of distinct values, indices into them */
    static const double gpus[] = {1, 2, 4}, batch[] = {32};
    rc.params[0].nvalues = 3;
    rc.params[0].values = pm_xmalloc(sizeof gpus);
    memcpy(rc.params[0].values, gpus, sizeof gpus);
    rc.params[1].nvalues = 1;
    rc.params[1].values = pm_xmalloc(sizeof batch);
    memcpy(rc.params[1].values, batch, sizeof batch);
    pm_res_points_alloc_index(&g->points, 2, 3);
    for (size_t k = 0; k < 3; k++) {
        pm_res_points_set_index(&g->points, k, 0, k);
        pm_res_points_set_index(&g->points, k, 1, 0);
        double v[2] = {(double)(1u << k), 32.0};
        g->points.predicted[k] = 3.0 * pm_result_predict(&rb, &rb.groups[0], v);
    }
    pm_gate gt;
    pm_gate_compare(&rb, &rc, NULL, "base", 8, 16, &gt);
    assert_close(gt.speed[0].time_ratio, 3.0, 1e-9);
    assert_non_null(gt.machine_note);
    assert_non_null(strstr(gt.machine_note, "8 cores, this run on 16"));
    pm_gate_free(&gt);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

static void test_options_and_config_keys(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *cfg = pm_test_write(dir, "gate.conf",
                              "max-exponent-increase = gpus=0.2\nstrict = true\n"
                              "exponent-limit = gpus<=-0.5\n");
    char cfgarg[4200];
    snprintf(cfgarg, sizeof cfgarg, "%s", cfg);
    char *argv[] = {"pmreport",   "--config", cfgarg,
                    "--baseline", "main",     "--max-exponent-increase",
                    "*=0.1",      "--record", "--db",
                    "x.db",       "--branch", "feat",
                    "--commit",   "abc",      "--trust-model",
                    "in.csv",     NULL};
    pm_options o;
    pm_error err;
    pm_options_init(&o);
    pm_error_clear(&err);
    assert_int_equal(pm_options_parse(&o, 16, argv, &err), 0);
    assert_int_equal(o.gate.trust_model, 1);
    assert_string_equal(o.baseline, "main");
    assert_int_equal(o.gate.strict, 1);
    assert_int_equal(o.record, 1);
    assert_string_equal(o.db, "x.db");
    assert_string_equal(o.branch, "feat");
    assert_string_equal(o.commit, "abc");
    assert_close(pm_gate_threshold(&o.gate, "gpus"), 0.2, 0);
    assert_close(pm_gate_threshold(&o.gate, "nodes"), 0.1, 0);
    assert_close(pm_gate_limit(&o.gate, "gpus"), -0.5, 0);
    pm_options_free(&o);
    char *bad[] = {"pmreport", "--max-exponent-increase", "gpus", "in.csv", NULL};
    pm_options_init(&o);
    assert_int_equal(pm_options_parse(&o, 4, bad, &err), -1);
    assert_non_null(strstr(err.msg, "max-exponent-increase"));
    pm_options_free(&o);
    pm_test_rmtree(dir);
    free(dir);
    free(cfg);
}

/* The noise of each run: floor NAN means no repeats; best the baseline's best black box's
 * test MAPE (NAN: none). Returns the gate's noise note (owned by g). */
static const char *S_noise(double floor_b, double test_b, double best_b, double floor_c, pm_gate *g)
{
    S_spec sp = S_default();
    sp.only_a = 1;
    pm_result rb, rc;
    S_build(&sp, &rb);
    S_build(&sp, &rc);
    rb.groups[0].noise.floor = floor_b;
    rb.groups[0].test.mape = test_b;
    if (isfinite(best_b)) {
        rb.groups[0].compare.ran = 1;
        rb.groups[0].compare.nbb = 1;
        rb.groups[0].compare.bb[0].test.mape = best_b;
    }
    rc.groups[0].noise.floor = floor_c;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, g);
    pm_result_free(&rb);
    pm_result_free(&rc);
    return g->noise_note;
}

static void test_noisier_run_named_by_floors_or_by_a_bound(void **state)
{
    (void)state;
    pm_gate g;
    /* both measured repeats: the floors' ratio */
    const char *n = S_noise(0.10, 0.5, NAN, 0.50, &g);
    assert_non_null(n);
    assert_non_null(strstr(n, "this run was 5x noisier than the baseline (their noise floors)"));
    pm_gate_free(&g);
    /* the baseline measured none: its smallest test error (the black box's 0.2, not the
       model's 0.3) bounds its noise from above, so 0.5 / 0.2 is a lower bound */
    n = S_noise(NAN, 0.30, 0.20, 0.50, &g);
    assert_non_null(n);
    assert_non_null(strstr(n, "this run was at least 2.5x noisier than the baseline (this run's "
                              "noise floor against the baseline's smallest test error"));
    pm_gate_free(&g);
    /* without black boxes the model's test error is the bound */
    n = S_noise(NAN, 0.20, NAN, 0.50, &g);
    assert_non_null(n);
    assert_non_null(strstr(n, "at least 2.5x noisier"));
    pm_gate_free(&g);
    /* a floor within 1.5x of the bound says nothing: the baseline may be as noisy */
    assert_null(S_noise(NAN, 0.30, 0.20, 0.25, &g));
    pm_gate_free(&g);
    /* only the baseline measured repeats: this run's test error bounds its noise from above
       only, which cannot show it noisier (no training errors here for the last resort) */
    assert_null(S_noise(0.05, 0.30, 0.20, NAN, &g));
    pm_gate_free(&g);
}

static void test_different_aggregation_is_named(void **state)
{
    (void)state;
    S_spec sp = S_default();
    pm_result rb, rc;
    S_build(&sp, &rb);
    S_build(&sp, &rc);
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_null(g.aggregate_note); /* both the median */
    pm_gate_free(&g);
    rb.aggregate = PM_AGG_MIN;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_non_null(g.aggregate_note);
    assert_non_null(strstr(g.aggregate_note, "the baseline reduced repeated measurements by their "
                                             "min, this run by their median"));
    assert_int_equal(g.verdict, PM_GATE_PASS); /* a note, not a verdict */
    pm_buf text = PM_BUF_INIT;
    pm_gate_text(&g, &text);
    assert_non_null(strstr(text.data, "record both with the same --aggregate"));
    pm_buf_free(&text);
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

/* The groups compared by their times are annotated on GitHub as the exponents are: an error for
   a slowdown, a warning for an inconclusive one, nothing for a pass, with the group's reason. */
static void test_time_rows_are_annotated(void **state)
{
    (void)state;
    pm_gate g;
    memset(&g, 0, sizeof g);
    g.verdict = PM_GATE_REGRESSION;
    g.baseline = pm_xstrdup("main");
    g.ntimes = 3;
    g.times = pm_xcalloc(3, sizeof *g.times);
    static const char *const name[] = {"test_fast", "test_slow", "test_new"};
    static const pm_gate_verdict v[] = {PM_GATE_PASS, PM_GATE_REGRESSION, PM_GATE_INCONCLUSIVE};
    static const char *const why[] = {"times 1x", "times 2x the baseline's, past 1.25",
                                      "missing from the baseline"};
    for (size_t i = 0; i < 3; i++) {
        g.times[i].group = pm_xstrdup(name[i]);
        g.times[i].verdict = v[i];
        g.times[i].reason = pm_xstrdup(why[i]);
    }
    pm_buf b = PM_BUF_INIT;
    pm_github_annotations(&g, &b);
    const char *text = pm_buf_str(&b);
    assert_non_null(strstr(text, "::error title=Slowdown%3A test_slow::test_slow: times 2x the "
                                 "baseline's, past 1.25 (against main)\n"));
    assert_non_null(strstr(text, "::warning title=Time gate inconclusive%3A test_new::test_new: "
                                 "missing from the baseline (against main)\n"));
    assert_null(strstr(text, "test_fast"));
    pm_buf_free(&b);
    pm_gate_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_se_from_interval),
        cmocka_unit_test(test_gpus_worse_by_0_2_regresses_with_delta_se_and_mdc),
        cmocka_unit_test(test_refit_on_every_configuration_judges_when_both_have_it),
        cmocka_unit_test(test_z_is_bonferroni_over_the_groups_compared),
        cmocka_unit_test(test_the_same_rise_regresses_in_one_group_and_passes_in_two),
        cmocka_unit_test(test_rise_within_threshold_or_within_noise_passes),
        cmocka_unit_test(test_larger_q_is_worse_for_batch_and_improvement_passes),
        cmocka_unit_test(test_thresholds_per_factor_and_star),
        cmocka_unit_test(test_absolute_limit),
        cmocka_unit_test(test_inconclusive_reasons),
        cmocka_unit_test(test_inadequate_model_is_judged_with_a_note),
        cmocka_unit_test(test_segmented_forms_compare_each_regime),
        cmocka_unit_test(test_log_powers_compare_only_when_they_agree),
        cmocka_unit_test(test_regression_outranks_inconclusive),
        cmocka_unit_test(test_nothing_compared_never_passes),
        cmocka_unit_test(test_slower_machine_passes_and_says_so),
        cmocka_unit_test(test_time_ratio_from_the_candidates_configurations),
        cmocka_unit_test(test_options_and_config_keys),
        cmocka_unit_test(test_noisier_run_named_by_floors_or_by_a_bound),
        cmocka_unit_test(test_different_aggregation_is_named),
        cmocka_unit_test(test_time_rows_are_annotated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
