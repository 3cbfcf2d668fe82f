/* test_markdown.c - summary.md: the escaping of names and prose from the input, and what it says
 * of groups compared by their times, of groups tested by leaving each configuration out, and of
 * the kinds of factor a run has. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "fit/plan.h"
#include "gate/gate.h"
#include "render/summary_md.h"
#include "result/result.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *S_escaped(pm_buf *b, const char *text)
{
    pm_buf_free(b); /* empty again */
    pm_md_escape(b, text);
    return pm_buf_str(b);
}

/* Whatever a group or column is called, it cannot open a link, an image, a table cell,
   emphasis, code or HTML in the summary a pull request shows. */
static void test_markup_cannot_form(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    const char *s = S_escaped(&b, "x](http://evil.example) ![i](j) a|b *c* _d_ `e` <f>&");
    assert_null(strstr(s, "!["));
    for (const char *c = s; *c; c++) {
        if (strchr("|*_`[]", *c)) /* each only behind a backslash: no "](" link, no "![" */
            assert_true(c > s && c[-1] == '\\');
        assert_false(*c == '<' || *c == '>');
    }
    assert_non_null(strstr(s, "&lt;f&gt;&amp;"));
    /* line breaks cannot end a table row or start a heading */
    s = S_escaped(&b, "a\n# b\r\tc");
    assert_null(strchr(s, '\n'));
    assert_null(strchr(s, '\r'));
    assert_non_null(strstr(s, "\\#"));
    pm_buf_free(&b);
}

/* Prose stays readable in the raw file: parentheses, braces and '!' are not escaped. */
static void test_plain_text_stays_plain(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    assert_string_equal(S_escaped(&b, "floor 24.3% (from 99 configurations) {x}!"),
                        "floor 24.3% (from 99 configurations) {x}!");
    assert_string_equal(S_escaped(&b, "time_ms"), "time\\_ms");
    pm_buf_free(&b);
}

/* A C++ template's name reads as itself in the raw file: a code span, not a run of entities;
   a name that a code span cannot hold safely (a '|') is escaped as before. */
static void test_template_names_stay_readable(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    pm_md_name(&b, "BM_Sort<std::vector<std::pair<int, float>>>");
    assert_string_equal(pm_buf_str(&b), "`BM_Sort<std::vector<std::pair<int, float>>>`");
    pm_buf_free(&b);
    pm_md_name(&b, "a`<b"); /* a fence longer than the backticks inside */
    assert_string_equal(pm_buf_str(&b), "``a`<b``");
    pm_buf_free(&b);
    pm_md_name(&b, "`<x"); /* a backtick at an end: spaced from the fence */
    assert_string_equal(pm_buf_str(&b), "`` `<x ``");
    pm_buf_free(&b);
    pm_md_name(&b, "x|<y>");
    assert_string_equal(pm_buf_str(&b), "x\\|&lt;y&gt;");
    pm_buf_free(&b);
    pm_md_name(&b, "test_fib_1"); /* nothing that needs a code span */
    assert_string_equal(pm_buf_str(&b), "test\\_fib\\_1");
    pm_buf_free(&b);
}

/* ---- hand-built results ---- */

/* A result of unit s with no fitted group and three groups described by their times: two with
   no parameter (one measured once, one five times) and one with two configurations of n for the
   model's three unknowns. */
static void S_times_result(pm_result *r)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("time_s");
    r->unit = pm_xstrdup("s");
    r->group_by = pm_xstrdup("test");
    r->meta.source_date_epoch = -1;
    pm_fit_opts_default(&r->settings);
    r->nparams = 1;
    r->params = pm_xcalloc(1, sizeof *r->params);
    r->params[0].name = pm_xstrdup("n");
    r->params[0].role = PM_ROLE_EXTRINSIC;
    static const struct {
        const char *name;
        int why;
        size_t nx, n, meas;
        double median[2], lsd[2], n_value[2];
        uint32_t count[2];
    } spec[] = {
        {"test_fib_1", PM_PLAN_WHY_NO_PARAMETER, 0, 1, 1, {1.4376e-7, 0}, {NAN, 0}, {NAN, 0}, {1}},
        {"test_sleep_2",
         PM_PLAN_WHY_NO_PARAMETER,
         0,
         1,
         5,
         {2.005124843, 0},
         {0.000937305, 0},
         {NAN, 0},
         {5}},
        {"BM_Small", PM_PLAN_WHY_TOO_FEW, 3, 2, 2, {10e-9, 30e-9}, {NAN, NAN}, {1, 2}, {1, 1}},
    };
    r->ntimes = 3;
    r->times = pm_xcalloc(3, sizeof *r->times);
    for (size_t i = 0; i < 3; i++) {
        pm_res_times *t = &r->times[i];
        t->name = pm_xstrdup(spec[i].name);
        t->why = spec[i].why;
        t->nx = spec[i].nx;
        t->n_meas = spec[i].meas;
        t->configs.n = t->configs.total = spec[i].n;
        t->configs.values = pm_xcalloc(spec[i].n, sizeof *t->configs.values);
        t->configs.median = pm_xcalloc(spec[i].n, sizeof *t->configs.median);
        t->configs.count = pm_xcalloc(spec[i].n, sizeof *t->configs.count);
        t->configs.lsd = pm_xcalloc(spec[i].n, sizeof *t->configs.lsd);
        for (size_t k = 0; k < spec[i].n; k++) {
            t->configs.values[k] = spec[i].n_value[k];
            t->configs.median[k] = spec[i].median[k];
            t->configs.count[k] = spec[i].count[k];
            t->configs.lsd[k] = spec[i].lsd[k];
        }
    }
}

/* A result in ns with one group, BM_x, of a problem size n, too small for a split: fitted on its
   4 configurations and tested by leaving each out (leave-one-out MAPE 5%), never repeated. */
static void S_loo_result(pm_result *r)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("real_time");
    r->unit = pm_xstrdup("ns");
    r->group_by = pm_xstrdup("benchmark");
    r->meta.source_date_epoch = -1;
    pm_fit_opts_default(&r->settings);
    r->nparams = 1;
    r->params = pm_xcalloc(1, sizeof *r->params);
    r->params[0].name = pm_xstrdup("n");
    r->params[0].role = PM_ROLE_EXTRINSIC;
    r->ngroups = 1;
    r->groups = pm_xcalloc(1, sizeof *r->groups);
    pm_res_group *g = &r->groups[0];
    g->name = pm_xstrdup("BM_x");
    g->loo = 1;
    g->n_train = 4;
    g->n_test = 0;
    g->train.n = g->test.n = 4;
    g->train.mape = 0.01;
    g->test.mape = 0.05;
    g->noise.floor = NAN;
    g->test_mape_single = 0.05;
    g->nfits = 1;
    g->nexp = 1;
    g->exp = pm_xcalloc(1, sizeof *g->exp);
    g->exp[0].param = 0;
    g->exp[0].q = (pm_stat){1.02, 1.02, 0.0, 0.9, 1.1, 0.05, NAN, NAN};
    g->exp[0].range[0] = 1;
    g->exp[0].range[1] = 8;
    g->exp[0].distinct = 4;
}

static char *S_summary(const pm_result *r, const pm_gate *gate)
{
    pm_buf b = PM_BUF_INIT;
    pm_summary_md(r, gate, &b);
    return b.data;
}

static void S_has(const char *text, const char *want)
{
    if (strstr(text, want) == NULL)
        fail_msg("summary.md lacks \"%s\":\n%s", want, text);
}

static void S_lacks(const char *text, const char *bad)
{
    if (strstr(text, bad) != NULL)
        fail_msg("summary.md has \"%s\":\n%s", bad, text);
}

/* With no fitted group the summary says so plainly, has no empty exponents table, and lists each
   group's times: why it has no model, its configurations, its median time in a readable unit
   (1.4376e-7 s is 143.8 ns; the median of 10 and 30 ns is 20 ns), measurements and noise (the
   log spread 0.000937 is 0.0937%; unknown without repeats). */
static void test_times_only_run_reads_well(void **state)
{
    (void)state;
    pm_result r;
    S_times_result(&r);
    char *md = S_summary(&r, NULL);
    S_has(md, "**Nothing to scale here**: no group has a parameter that varies over more "
              "configurations than the model has unknowns; its 3 groups are reported and gated "
              "by their times.");
    S_has(md, "**No gate ran**: no baseline was given, so no time was compared");
    S_has(md, "| group | why no model | configurations | median time | measurements | noise |");
    S_has(md, "| test\\_fib\\_1 | no parameter varies | 1 | 143.8 ns | 1 | \xe2\x80\x93 |");
    S_has(md, "| test\\_sleep\\_2 | no parameter varies | 1 | 2.005 s | 5 | 0.0937% |");
    S_has(md, "| BM\\_Small | 2 configurations for 3 unknowns | 2 | 20 ns | 2 | \xe2\x80\x93 |");
    S_lacks(md, "| group | factor |"); /* no exponents table without an exponent */
    S_lacks(md, "per iteration");
    S_lacks(md, "fits per group"); /* no fit ran */
    free(md);
    pm_result_free(&r);
}

/* The gate's groups compared by their times get a table of their own: the ratio judged (and,
   where the machine-speed factor was taken out, the raw ratio and that factor), the threshold,
   the minimum detectable slowdown (1.25 exp((1.645 + 1.645) 0.05) = 1.47), verdict and reason. */
static void test_gate_time_rows_are_listed(void **state)
{
    (void)state;
    pm_result r;
    S_times_result(&r);
    pm_gate g;
    memset(&g, 0, sizeof g);
    g.verdict = PM_GATE_REGRESSION;
    g.baseline = pm_xstrdup("main");
    g.time_ratio = NAN;
    g.z = 1.645;
    g.ntimes = 2;
    g.times = pm_xcalloc(2, sizeof *g.times);
    g.times[0] = (pm_gate_time){pm_xstrdup("test_fib_1"),
                                1,
                                2.2,
                                1.1,
                                2.0,
                                0.05,
                                1,
                                1.25,
                                1.645,
                                1.25 * exp(3.29 * 0.05),
                                PM_GATE_REGRESSION,
                                pm_xstrdup("times 2x the baseline's")};
    g.times[1] = (pm_gate_time){pm_xstrdup("test_sleep_2"),
                                1,
                                1.0,
                                1.0,
                                1.0,
                                0.05,
                                1,
                                1.25,
                                1.645,
                                1.25 * exp(3.29 * 0.05),
                                PM_GATE_PASS,
                                pm_xstrdup("times 1x the baseline's")};
    g.npass = g.nregression = 1;
    char *md = S_summary(&r, &g);
    S_has(md, "**Gate: REGRESSION** against main (1 pass, 1 regression, 0 inconclusive).");
    S_has(md, "| group | configurations matched | time ratio | threshold | MDS | verdict | why |");
    S_has(md, "| test\\_fib\\_1 | 1 | 2x (2.2x over the machine speed 1.1x) | 1.25x | 1.47x | "
              "REGRESSION | times 2x the baseline's |");
    S_has(md, "| test\\_sleep\\_2 | 1 | 1x | 1.25x | 1.47x | PASS | times 1x the baseline's |");
    S_has(md, "MDS: the smallest slowdown the gate catches with 95% power.");
    free(md);
    pm_gate_free(&g);
    pm_result_free(&r);
}

/* A group tested by leaving each configuration out says so instead of "tested on 0", shows its
   leave-one-out error, and its advice on the unknown noise names no harness and is said once. */
static void test_leave_one_out_group_says_how_it_was_tested(void **state)
{
    (void)state;
    pm_result r;
    S_loo_result(&r);
    char *md = S_summary(&r, NULL);
    S_has(md,
          "| BM\\_x | n | 1.02 | [0.9, 1.1] | none (1 linear, 2 quadratic) | 5% (leave-one-out) "
          "| \xe2\x80\x93 | 0 |");
    S_has(md, "- **BM\\_x**: fitted on 4 configurations, tested by leaving each out; ");
    S_has(md, "leave-one-out MAPE 5%, noise floor unknown: no configuration was measured more "
              "than once.\n");
    /* the advice once, after the groups, not in every group's line */
    S_has(md, "\nTo know the noise floor of the group without one: repeat some configurations: "
              "e.g. your benchmark tool's repetitions option");
    assert_null(strstr(strstr(md, "repetitions option") + 1, "repetitions option"));
    S_lacks(md, "tested on 0");
    S_lacks(md, "LeNet-5");
    S_lacks(md, "repeat-share");
    free(md);
    pm_result_free(&r);
}

/* The prose follows the kinds of factor present: a problem size reads as complexity, with no
   word of iterations, GPUs or batches; a stated ideal (--ideal) is the ideal shown. */
static void test_prose_follows_the_factors_and_the_stated_ideal(void **state)
{
    (void)state;
    pm_result r;
    S_loo_result(&r);
    r.settings.fits = 1;
    char *md = S_summary(&r, NULL);
    S_has(md, "fit: loss log, 1 fit per group.");
    S_has(md, "For a problem size (n) q is the complexity: 1 linear, 2 quadratic; no value is "
              "ideal for every algorithm.");
    S_lacks(md, "per iteration");
    S_lacks(md, "GPU");
    S_lacks(md, "batch");
    S_lacks(md, "parallel");
    free(md);
    r.params[0].has_ideal = 1;
    r.params[0].ideal = 1;
    md = S_summary(&r, NULL);
    S_has(md, "| BM\\_x | n | 1.02 | [0.9, 1.1] | 1 (--ideal) | ");
    S_has(md, "The ideal of n is yours (--ideal).");
    free(md);
    /* a parallel factor: its ideal and its reading, and nothing of sizes */
    free(r.params[0].name);
    r.params[0].name = pm_xstrdup("workers");
    r.params[0].has_ideal = 0;
    md = S_summary(&r, NULL);
    S_has(md, "| BM\\_x | workers | 1.02 | [0.9, 1.1] | -1 (linear speedup) | ");
    S_has(md, "For a parallel factor (workers) -1 is ideal when the total work is fixed");
    S_lacks(md, "complexity");
    free(md);
    pm_result_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_markup_cannot_form),
        cmocka_unit_test(test_plain_text_stays_plain),
        cmocka_unit_test(test_template_names_stay_readable),
        cmocka_unit_test(test_times_only_run_reads_well),
        cmocka_unit_test(test_gate_time_rows_are_listed),
        cmocka_unit_test(test_leave_one_out_group_says_how_it_was_tested),
        cmocka_unit_test(test_prose_follows_the_factors_and_the_stated_ideal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
