/* test_confirm.c - a rerun against its first comparison (--confirm): the rule row by row and
 * overall, the first comparison's gate.json read back (and refused when it is not one), the
 * gate.json writer, and the precision and noise that say whether a rerun is worth it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gate/confirm.h"
#include "gate/gate.h"
#include "render/gate_json.h"
#include "render/gate_text.h"
#include "render/github.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/xalloc.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- hand-built gates ---- */

/* An empty gate against `baseline`, verdict PASS until S_count. */
static void S_gate(pm_gate *g, const char *baseline)
{
    memset(g, 0, sizeof *g);
    g->baseline = pm_xstrdup(baseline);
    g->time_ratio = NAN;
    g->z = 1.645;
}

/* A row of group/factor with verdict v and standard error se (threshold 0.05, z 1.645). */
static pm_gate_row *S_row(pm_gate *g, const char *group, const char *factor, pm_gate_verdict v,
                          double se)
{
    g->rows = pm_xrealloc(g->rows, g->nrows + 1, sizeof *g->rows);
    pm_gate_row *r = &g->rows[g->nrows++];
    memset(r, 0, sizeof *r);
    r->group = pm_xstrdup(group);
    r->factor = pm_xstrdup(factor);
    r->verdict = v;
    r->reason = pm_xstrdup(v == PM_GATE_REGRESSION ? "q rose by 0.7" : "change 0.01");
    r->q_base = -0.9;
    r->q_cand = v == PM_GATE_REGRESSION ? -0.2 : -0.89;
    r->se_base = r->se_cand = NAN;
    r->delta = r->q_cand - r->q_base;
    r->se_d = se;
    r->threshold = 0.05;
    r->limit = NAN;
    r->z = 1.645;
    r->mdc = r->threshold + (r->z + PM_GATE_Z95) * se;
    r->top_from = r->top_delta = r->top_se = r->top_z = NAN;
    r->method = PM_GATE_BY_PAIRS;
    return r;
}

/* A group compared by its times, verdict v, standard error se of ln(ratio). */
static pm_gate_time *S_time(pm_gate *g, const char *group, pm_gate_verdict v, double se)
{
    g->times = pm_xrealloc(g->times, g->ntimes + 1, sizeof *g->times);
    pm_gate_time *t = &g->times[g->ntimes++];
    memset(t, 0, sizeof *t);
    t->group = pm_xstrdup(group);
    t->verdict = v;
    t->reason = pm_xstrdup(v == PM_GATE_REGRESSION ? "times 2x the baseline's" : "times 1x");
    t->ratio = v == PM_GATE_REGRESSION ? 2.0 : 1.0;
    t->raw_ratio = t->ratio;
    t->speed = 1.0;
    t->se = se;
    t->max_slowdown = 1.25;
    t->z = 1.645;
    t->mds = 1.25 * exp((t->z + PM_GATE_Z95) * se);
    return t;
}

/* The counts and the overall verdict, as pm_gate_compare sets them. */
static void S_count(pm_gate *g)
{
    g->npass = g->ninconclusive = g->nregression = 0;
    for (size_t i = 0; i < g->nrows + g->ntimes; i++) {
        pm_gate_verdict v = i < g->nrows ? g->rows[i].verdict : g->times[i - g->nrows].verdict;
        g->npass += v == PM_GATE_PASS;
        g->nregression += v == PM_GATE_REGRESSION;
        g->ninconclusive += v == PM_GATE_INCONCLUSIVE;
    }
    g->verdict = g->nregression                      ? PM_GATE_REGRESSION
                 : g->ninconclusive || g->npass == 0 ? PM_GATE_INCONCLUSIVE
                                                     : PM_GATE_PASS;
}

/* The first comparison from gate.json text (which must parse). */
static void S_first(pm_confirm_first *f, const char *json)
{
    pm_error err;
    pm_error_clear(&err);
    int rc = pm_confirm_parse(json, strlen(json), "first/gate.json", f, &err);
    if (rc != 0)
        fail_msg("%s", err.msg);
}

/* A first comparison: sum's threads regressed, sum's n passed, the times of BM_a as given. */
static const char S_first_threads[] =
    "{\"schema\": 1, \"verdict\": \"regression\", \"baseline\": \"base/model.json\", "
    "\"rows\": [{\"group\": \"sum\", \"factor\": \"n\", \"verdict\": \"pass\"}, "
    "{\"group\": \"sum\", \"factor\": \"threads\", \"verdict\": \"regression\"}], "
    "\"times\": []}";

/* ---- the rule ---- */

static void test_both_regressed_is_a_regression_confirmed(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    S_row(&g, "sum", "n", PM_GATE_PASS, 0.01);
    S_row(&g, "sum", "threads", PM_GATE_REGRESSION, 0.01);
    S_count(&g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_int_equal(g.rows[1].verdict, PM_GATE_REGRESSION);
    assert_int_equal(g.rows[0].verdict, PM_GATE_PASS);
    assert_int_equal(g.nregression, 1);
    assert_int_equal(g.npass, 1);
    assert_int_equal(g.ninconclusive, 0);
    assert_non_null(strstr(g.rows[1].note, "confirmed"));
    assert_null(g.rows[0].note); /* nothing to say where neither regressed */
    assert_non_null(g.confirm);
    assert_int_equal(g.confirm->first, PM_GATE_REGRESSION);
    assert_int_equal(g.confirm->rerun, PM_GATE_REGRESSION);
    assert_string_equal(g.confirm->text, "First comparison: regression (threads in sum). The "
                                         "rerun confirms it: threads in sum.");
    assert_null(g.confirm->baseline_note); /* the same baseline */
    assert_string_equal(g.confirm->source, "first/gate.json");
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

static void test_only_the_first_regressed_passes_with_a_note(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    S_row(&g, "sum", "n", PM_GATE_PASS, 0.01);
    S_row(&g, "sum", "threads", PM_GATE_PASS, 0.01);
    S_count(&g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_int_equal(g.rows[1].verdict, PM_GATE_PASS);
    assert_int_equal(g.npass, 2);
    assert_int_equal(g.nregression, 0);
    assert_non_null(strstr(g.rows[1].note, "not confirmed by the rerun"));
    assert_int_equal(g.confirm->first, PM_GATE_REGRESSION);
    assert_int_equal(g.confirm->rerun, PM_GATE_PASS);
    assert_string_equal(g.confirm->text, "First comparison: regression (threads in sum). The "
                                         "rerun does not confirm it: not a regression.");
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

static void test_only_the_rerun_regressed_passes_with_a_note(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    S_row(&g, "sum", "n", PM_GATE_REGRESSION, 0.01);
    S_row(&g, "sum", "threads", PM_GATE_PASS, 0.01);
    S_count(&g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    pm_confirm_first f;
    /* the first comparison passed everything */
    S_first(&f, "{\"schema\": 1, \"verdict\": \"pass\", \"baseline\": \"base/model.json\", "
                "\"rows\": [{\"group\": \"sum\", \"factor\": \"n\", \"verdict\": \"pass\"}, "
                "{\"group\": \"sum\", \"factor\": \"threads\", \"verdict\": \"pass\"}], "
                "\"times\": []}");
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_int_equal(g.rows[0].verdict, PM_GATE_PASS);
    assert_int_equal(g.nregression, 0);
    assert_int_equal(g.npass, 2);
    assert_non_null(strstr(g.rows[0].note, "not confirmed"));
    assert_non_null(strstr(g.rows[0].note, "passed it"));
    assert_int_equal(g.confirm->first, PM_GATE_PASS);
    assert_int_equal(g.confirm->rerun, PM_GATE_REGRESSION);
    assert_non_null(strstr(g.confirm->text, "First comparison: pass."));
    assert_non_null(strstr(g.confirm->text, "n in sum regressed in the rerun only"));
    assert_non_null(strstr(g.confirm->text, "not a regression"));
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

/* a factor is matched within its group: threads regressed in sum first, in prod on the rerun */
static void test_rows_are_matched_by_group_and_factor(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    S_row(&g, "prod", "threads", PM_GATE_REGRESSION, 0.01);
    S_row(&g, "sum", "threads", PM_GATE_PASS, 0.01);
    S_count(&g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_int_equal(g.rows[0].verdict, PM_GATE_PASS);
    /* prod was not in the first comparison at all */
    assert_non_null(strstr(g.rows[0].note, "did not compare it"));
    assert_non_null(strstr(g.rows[1].note, "not confirmed by the rerun"));
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

static void test_times_rows_are_matched_by_group(void **state)
{
    (void)state;
    pm_confirm_first f;
    S_first(&f, "{\"schema\": 1, \"verdict\": \"regression\", \"baseline\": \"b\", \"rows\": [], "
                "\"times\": [{\"group\": \"BM_a\", \"verdict\": \"regression\"}, "
                "{\"group\": \"BM_b\", \"verdict\": \"regression\"}, "
                "{\"group\": \"BM_c\", \"verdict\": \"pass\"}]}");
    pm_gate g;
    S_gate(&g, "b");
    S_time(&g, "BM_a", PM_GATE_REGRESSION, 0.01); /* confirmed */
    S_time(&g, "BM_b", PM_GATE_PASS, 0.01);       /* not reproduced */
    S_time(&g, "BM_c", PM_GATE_REGRESSION, 0.01); /* the rerun's alone */
    S_count(&g);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.times[0].verdict, PM_GATE_REGRESSION);
    assert_int_equal(g.times[1].verdict, PM_GATE_PASS);
    assert_int_equal(g.times[2].verdict, PM_GATE_PASS);
    assert_int_equal(g.nregression, 1);
    assert_int_equal(g.npass, 2);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    /* a time row has no note: its reason says it */
    assert_non_null(strstr(g.times[0].reason, "times 2x the baseline's; confirmed"));
    assert_non_null(strstr(g.times[1].reason, "not confirmed by the rerun"));
    assert_non_null(strstr(g.times[2].reason, "not confirmed"));
    /* both first regressions named, one confirmed */
    assert_non_null(strstr(g.confirm->text, "regression (the times of BM_a, the times of BM_b)"));
    assert_non_null(strstr(g.confirm->text, "The rerun confirms the times of BM_a only"));
    assert_non_null(strstr(g.confirm->text, "the times of BM_c regressed in the rerun only"));
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

/* a times row and an exponent row of the same group are different comparisons */
static void test_a_times_row_does_not_confirm_a_factor_row(void **state)
{
    (void)state;
    pm_confirm_first f;
    S_first(&f, "{\"schema\": 1, \"verdict\": \"regression\", \"baseline\": \"b\", \"rows\": [], "
                "\"times\": [{\"group\": \"sum\", \"verdict\": \"regression\"}]}");
    pm_gate g;
    S_gate(&g, "b");
    S_row(&g, "sum", "threads", PM_GATE_REGRESSION, 0.01);
    S_count(&g);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    /* the first's regression this run did not compare is named as not confirmed */
    assert_non_null(strstr(g.confirm->text, "regression (the times of sum)"));
    assert_non_null(strstr(g.confirm->text, "does not confirm it"));
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

static void test_overall_verdict_follows_the_rows(void **state)
{
    (void)state;
    pm_confirm_first f;
    S_first(&f, "{\"schema\": 1, \"verdict\": \"regression\", \"baseline\": \"b\", "
                "\"rows\": [{\"group\": \"g\", \"factor\": \"a\", \"verdict\": \"regression\"}, "
                "{\"group\": \"g\", \"factor\": \"b\", \"verdict\": \"regression\"}], "
                "\"times\": []}");
    /* one confirmed, one not: a regression, the counts recounted */
    pm_gate g;
    S_gate(&g, "b");
    S_row(&g, "g", "a", PM_GATE_REGRESSION, 0.01);
    S_row(&g, "g", "b", PM_GATE_PASS, 0.01);
    S_count(&g);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_int_equal(g.nregression, 1);
    assert_int_equal(g.npass, 1);
    pm_gate_free(&g);
    /* the first's regression the rerun could not judge stays inconclusive (not a pass, not a
       regression); the rerun's own regression passes; the gate is inconclusive */
    S_gate(&g, "b");
    S_row(&g, "g", "a", PM_GATE_INCONCLUSIVE, NAN);
    S_row(&g, "g", "c", PM_GATE_REGRESSION, 0.01);
    S_count(&g);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.rows[0].verdict, PM_GATE_INCONCLUSIVE);
    assert_int_equal(g.rows[1].verdict, PM_GATE_PASS);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_int_equal(g.ninconclusive, 1);
    assert_int_equal(g.npass, 1);
    assert_int_equal(g.nregression, 0);
    assert_non_null(strstr(g.rows[0].note, "could not judge it"));
    pm_gate_free(&g);
    pm_confirm_first_free(&f);
}

static void test_a_different_baseline_is_noted(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "confirm-base/model.json");
    S_row(&g, "sum", "threads", PM_GATE_REGRESSION, 0.01);
    S_count(&g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION); /* a note, not a refusal */
    assert_non_null(g.confirm->baseline_note);
    assert_non_null(strstr(g.confirm->baseline_note, "base/model.json"));
    assert_non_null(strstr(g.confirm->baseline_note, "confirm-base/model.json"));
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

static void test_a_gate_that_compared_nothing_is_left_alone(void **state)
{
    (void)state;
    pm_gate g;
    pm_gate_none("main", "nothing recorded", &g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    assert_int_equal(g.verdict, PM_GATE_NONE);
    assert_null(g.confirm);
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

/* the terminal table and the GitHub annotations say both verdicts; a regression not confirmed
   gives no ::error */
static void test_text_and_annotations_say_both_verdicts(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    S_row(&g, "sum", "threads", PM_GATE_PASS, 0.01);
    S_count(&g);
    pm_confirm_first f;
    S_first(&f, S_first_threads);
    pm_confirm_apply(&g, &f);
    pm_buf b = PM_BUF_INIT;
    pm_gate_text(&g, &b);
    assert_non_null(strstr(pm_buf_str(&b), "gate against base/model.json: pass"));
    assert_non_null(strstr(pm_buf_str(&b), "First comparison: regression (threads in sum). The "
                                           "rerun does not confirm it"));
    pm_buf_free(&b);
    pm_github_annotations(&g, &b);
    assert_null(strstr(pm_buf_str(&b), "::error"));
    assert_non_null(strstr(pm_buf_str(&b), "::notice title=Regression not confirmed::First "
                                           "comparison: regression"));
    pm_buf_free(&b);
    pm_gate_free(&g);

    /* confirmed: the row's ::error, and the notice says the rerun confirms it */
    S_gate(&g, "base/model.json");
    S_row(&g, "sum", "threads", PM_GATE_REGRESSION, 0.01);
    S_count(&g);
    pm_confirm_apply(&g, &f);
    pm_github_annotations(&g, &b);
    assert_non_null(strstr(pm_buf_str(&b), "::error title=Scaling regression%3A sum / threads"));
    assert_non_null(strstr(pm_buf_str(&b), "::notice title=Regression confirmed by the rerun"));
    pm_buf_free(&b);
    pm_gate_free(&g);
    pm_confirm_first_free(&f);
}

/* ---- reading the first comparison ---- */

static void test_what_is_not_a_gate_json_is_refused_naming_the_file(void **state)
{
    (void)state;
    static const struct {
        const char *text, *says;
    } bad[] = {
        {"not json", "not a gate.json"},
        {"[1, 2]", "not a JSON object"},
        /* a model.json: a schema of its own, no verdict */
        {"{\"schema\": 4, \"target\": \"time\", \"groups\": []}", "no \"verdict\" and \"rows\""},
        {"{\"schema\": 2, \"verdict\": \"pass\", \"baseline\": \"b\", \"rows\": [], "
         "\"times\": []}",
         "another schema"},
        {"{\"schema\": 1, \"verdict\": \"maybe\", \"baseline\": \"b\", \"rows\": [], "
         "\"times\": []}",
         "\"verdict\" is not one of"},
        {"{\"schema\": 1, \"verdict\": \"pass\", \"rows\": [], \"times\": []}", "no \"baseline\""},
        {"{\"schema\": 1, \"verdict\": \"pass\", \"baseline\": \"b\", \"rows\": []}",
         "no \"times\" array"},
        {"{\"schema\": 1, \"verdict\": \"pass\", \"baseline\": \"b\", \"rows\": [3], "
         "\"times\": []}",
         "rows[0] is not an object"},
        {"{\"schema\": 1, \"verdict\": \"pass\", \"baseline\": \"b\", \"rows\": "
         "[{\"group\": \"g\", \"verdict\": \"pass\"}], \"times\": []}",
         "rows[0] has no \"factor\" string"},
        {"{\"schema\": 1, \"verdict\": \"pass\", \"baseline\": \"b\", \"rows\": [], "
         "\"times\": [{\"group\": \"g\", \"verdict\": \"none\"}]}",
         "times[0].verdict is 'none'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pm_confirm_first f;
        pm_error err;
        pm_error_clear(&err);
        assert_int_equal(
            pm_confirm_parse(bad[i].text, strlen(bad[i].text), "x/gate.json", &f, &err), -1);
        assert_int_equal(err.kind, PM_ERR_INPUT);
        assert_string_equal(err.file, "x/gate.json");
        if (strstr(err.msg, bad[i].says) == NULL)
            fail_msg("case %zu: '%s' lacks '%s'", i, err.msg, bad[i].says);
        assert_int_equal(f.nitems, 0); /* nothing kept */
        pm_confirm_first_free(&f);
    }
}

static void test_a_report_directory_or_its_file_is_read(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    free(pm_test_write(dir, "gate.json", S_first_threads));
    pm_confirm_first f;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_confirm_read(dir, &f, &err), 0);
    assert_int_equal(f.verdict, PM_GATE_REGRESSION);
    assert_string_equal(f.baseline, "base/model.json");
    assert_int_equal(f.nitems, 2);
    assert_string_equal(f.items[1].factor, "threads");
    assert_int_equal(f.items[1].verdict, PM_GATE_REGRESSION);
    /* the file's name, for the reports */
    assert_non_null(strstr(f.source, "/gate.json"));
    pm_confirm_first_free(&f);
    /* a directory without one, and a file that is not there: errors naming the path */
    char *empty = pm_test_tmpdir();
    assert_int_equal(pm_confirm_read(empty, &f, &err), -1);
    assert_string_equal(err.file, empty);
    assert_non_null(strstr(err.msg, "without a gate.json"));
    char missing[4200];
    snprintf(missing, sizeof missing, "%s/nothing.json", empty);
    assert_int_equal(pm_confirm_read(missing, &f, &err), -1);
    assert_int_equal(err.kind, PM_ERR_IO);
    assert_string_equal(err.file, missing);
    pm_test_rmtree(empty);
    pm_test_rmtree(dir);
    free(empty);
    free(dir);
}

/* ---- gate.json ---- */

static void test_gate_json_has_every_field_and_reads_back(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "base/model.json");
    pm_gate_row *r = S_row(&g, "sum", "threads", PM_GATE_REGRESSION, 0.01);
    r->top_from = 1048576;
    r->top_delta = 0.3;
    r->top_se = 0.05;
    r->top_z = 2.3;
    r->top_regressed = 1;
    r = S_row(&g, "sum", "n", PM_GATE_INCONCLUSIVE, NAN); /* unknown error: null */
    r->method = PM_GATE_BY_MODEL;
    r->note = pm_xstrdup("the model misfits");
    S_time(&g, "BM_a", PM_GATE_PASS, 0.02);
    S_count(&g);
    pm_buf b = PM_BUF_INIT;
    pm_gate_json(&g, &b);
    json_error_t je;
    json_t *root = json_loads(pm_buf_str(&b), 0, &je);
    assert_non_null(root);
    assert_int_equal(json_integer_value(json_object_get(root, "schema")), 1);
    assert_string_equal(json_string_value(json_object_get(root, "verdict")), "regression");
    assert_string_equal(json_string_value(json_object_get(root, "baseline")), "base/model.json");
    assert_true(json_is_boolean(json_object_get(root, "precise")));
    assert_true(json_is_false(json_object_get(root, "noisier")));
    assert_true(json_is_null(json_object_get(root, "confirmation")));
    json_t *rows = json_object_get(root, "rows");
    assert_int_equal(json_array_size(rows), 2);
    json_t *r0 = json_array_get(rows, 0), *r1 = json_array_get(rows, 1);
    assert_string_equal(json_string_value(json_object_get(r0, "group")), "sum");
    assert_string_equal(json_string_value(json_object_get(r0, "factor")), "threads");
    assert_string_equal(json_string_value(json_object_get(r0, "method")), "paired");
    assert_true(fabs(json_number_value(json_object_get(r0, "delta")) - 0.7) < 1e-12);
    assert_true(json_number_value(json_object_get(r0, "se")) == 0.01);
    assert_true(json_number_value(json_object_get(r0, "threshold")) == 0.05);
    assert_true(json_is_number(json_object_get(r0, "q_base")));
    assert_true(json_is_number(json_object_get(r0, "q_cand")));
    assert_true(json_is_number(json_object_get(r0, "z")));
    assert_true(json_is_number(json_object_get(r0, "mdc")));
    assert_string_equal(json_string_value(json_object_get(r0, "verdict")), "regression");
    assert_string_equal(json_string_value(json_object_get(r0, "reason")), "q rose by 0.7");
    assert_true(json_is_null(json_object_get(r0, "note")));
    json_t *top = json_object_get(r0, "top");
    assert_true(json_number_value(json_object_get(top, "from")) == 1048576);
    assert_true(json_number_value(json_object_get(top, "delta")) == 0.3);
    assert_true(json_number_value(json_object_get(top, "se")) == 0.05);
    assert_true(json_number_value(json_object_get(top, "z")) == 2.3);
    assert_true(json_is_true(json_object_get(top, "regressed")));
    /* no top-of-range test, an unknown error: null */
    assert_string_equal(json_string_value(json_object_get(r1, "method")), "model");
    assert_true(json_is_null(json_object_get(r1, "top")));
    assert_true(json_is_null(json_object_get(r1, "se")));
    assert_true(json_is_null(json_object_get(r1, "mdc")));
    assert_string_equal(json_string_value(json_object_get(r1, "note")), "the model misfits");
    json_t *t0 = json_array_get(json_object_get(root, "times"), 0);
    assert_string_equal(json_string_value(json_object_get(t0, "group")), "BM_a");
    assert_true(json_number_value(json_object_get(t0, "ratio")) == 1.0);
    assert_true(json_number_value(json_object_get(t0, "se")) == 0.02);
    assert_true(json_number_value(json_object_get(t0, "max_slowdown")) == 1.25);
    assert_true(json_is_number(json_object_get(t0, "mds")));
    assert_string_equal(json_string_value(json_object_get(t0, "verdict")), "pass");
    assert_string_equal(json_string_value(json_object_get(t0, "reason")), "times 1x");
    json_decref(root);
    /* the same gate, the same bytes; and --confirm reads it back */
    pm_buf again = PM_BUF_INIT;
    pm_gate_json(&g, &again);
    assert_string_equal(pm_buf_str(&again), pm_buf_str(&b));
    pm_confirm_first f;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_confirm_parse(b.data, b.len, "gate.json", &f, &err), 0);
    assert_int_equal(f.verdict, PM_GATE_REGRESSION);
    assert_int_equal(f.nitems, 3);
    assert_null(f.items[2].factor);
    assert_string_equal(f.items[2].group, "BM_a");
    /* a rerun's gate.json carries both verdicts */
    pm_confirm_apply(&g, &f);
    pm_buf_free(&again);
    pm_gate_json(&g, &again);
    root = json_loads(pm_buf_str(&again), 0, &je);
    json_t *c = json_object_get(root, "confirmation");
    assert_string_equal(json_string_value(json_object_get(c, "first_verdict")), "regression");
    assert_string_equal(json_string_value(json_object_get(c, "rerun_verdict")), "regression");
    assert_string_equal(json_string_value(json_object_get(c, "source")), "gate.json");
    assert_string_equal(json_string_value(json_object_get(c, "first_baseline")), "base/model.json");
    assert_non_null(strstr(json_string_value(json_object_get(c, "text")), "confirms it"));
    assert_true(json_is_null(json_object_get(c, "baseline_note")));
    json_decref(root);
    pm_buf_free(&again);
    pm_buf_free(&b);
    pm_confirm_first_free(&f);
    pm_gate_free(&g);
}

/* ---- whether a rerun is worth it ---- */

static void test_precise_when_every_detectable_change_is_within_its_threshold(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "b");
    /* (1.645 + 1.645) * 0.015 = 0.049 <= 0.05 */
    S_row(&g, "g", "n", PM_GATE_PASS, 0.015);
    S_row(&g, "g", "m", PM_GATE_INCONCLUSIVE, NAN); /* no error: does not count */
    S_count(&g);
    assert_true(pm_gate_precise(&g));
    /* (1.645 + 1.645) * 0.016 = 0.053 > 0.05 */
    g.rows[0].se_d = 0.016;
    assert_false(pm_gate_precise(&g));
    g.rows[0].se_d = 0.015;
    /* a time row: (1.645 + 1.645) * 0.06 = 0.197 <= ln 1.25 = 0.223, 0.07 gives 0.230 */
    S_time(&g, "BM_a", PM_GATE_PASS, 0.06);
    assert_true(pm_gate_precise(&g));
    g.times[0].se = 0.07;
    assert_false(pm_gate_precise(&g));
    /* a top-of-range test does not count, however wide */
    g.times[0].se = 0.06;
    g.rows[0].top_from = 4096;
    g.rows[0].top_se = 1.0;
    g.rows[0].top_z = 2.0;
    assert_true(pm_gate_precise(&g));
    pm_gate_free(&g);
    /* nothing measured is not precise */
    S_gate(&g, "b");
    S_row(&g, "g", "n", PM_GATE_INCONCLUSIVE, NAN);
    S_count(&g);
    assert_false(pm_gate_precise(&g));
    pm_gate_free(&g);
}

static void test_noisier_is_the_gates_noise_note(void **state)
{
    (void)state;
    pm_gate g;
    S_gate(&g, "b");
    S_row(&g, "g", "n", PM_GATE_PASS, 0.01);
    S_count(&g);
    assert_false(pm_gate_noisier(&g));
    g.noise_note = pm_xstrdup("g: this run was 2.4x noisier than the baseline");
    assert_true(pm_gate_noisier(&g));
    pm_buf b = PM_BUF_INIT;
    pm_gate_json(&g, &b);
    assert_non_null(strstr(pm_buf_str(&b), "\"noisier\": true"));
    pm_buf_free(&b);
    pm_gate_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_both_regressed_is_a_regression_confirmed),
        cmocka_unit_test(test_only_the_first_regressed_passes_with_a_note),
        cmocka_unit_test(test_only_the_rerun_regressed_passes_with_a_note),
        cmocka_unit_test(test_rows_are_matched_by_group_and_factor),
        cmocka_unit_test(test_times_rows_are_matched_by_group),
        cmocka_unit_test(test_a_times_row_does_not_confirm_a_factor_row),
        cmocka_unit_test(test_overall_verdict_follows_the_rows),
        cmocka_unit_test(test_a_different_baseline_is_noted),
        cmocka_unit_test(test_a_gate_that_compared_nothing_is_left_alone),
        cmocka_unit_test(test_text_and_annotations_say_both_verdicts),
        cmocka_unit_test(test_what_is_not_a_gate_json_is_refused_naming_the_file),
        cmocka_unit_test(test_a_report_directory_or_its_file_is_read),
        cmocka_unit_test(test_gate_json_has_every_field_and_reads_back),
        cmocka_unit_test(test_precise_when_every_detectable_change_is_within_its_threshold),
        cmocka_unit_test(test_noisier_is_the_gates_noise_note),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
