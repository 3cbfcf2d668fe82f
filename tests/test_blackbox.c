/* test_blackbox.c - the black boxes beside the model: features, who wins on which data, the
 * model-adequacy warning, determinism, too few rows. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "blackbox/blackbox.h"
#include "blackbox/compare.h"
#include "blackbox/features.h"
#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "ingest/ingest.h"
#include "paper_truth.h"
#include "result/result.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/rng.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---- */

typedef struct S_data {
    pm_table *t;
    pm_roles roles;
    pm_dataset d;
    char *dir;
} S_data;

/* The dataset of CSV text (inferred roles, 60/40 split, seed 1). */
static void S_load(const char *csv, S_data *s)
{
    s->dir = pm_test_tmpdir();
    char *path = pm_test_write(s->dir, "data.csv", csv);
    pm_error err;
    pm_error_clear(&err);
    s->t = pm_table_new();
    assert_int_equal(pm_ingest_file(s->t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    assert_int_equal(pm_roles_decide(s->t, &spec, &s->roles, &err), 0);
    pm_dataset_opts dopts = {0.6, 1, PM_AGG_MEDIAN};
    if (pm_dataset_build(s->t, &s->roles, &dopts, &s->d, &err) != 0)
        fail_msg("%s", err.msg);
    free(path);
}

static void S_unload(S_data *s)
{
    pm_dataset_free(&s->d);
    pm_roles_free(&s->roles);
    pm_table_free(s->t);
    pm_test_rmtree(s->dir);
    free(s->dir);
}

/* The result of the generic fit of s with the comparison attached. */
static void S_fit_and_compare(const S_data *s, pm_result *r)
{
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.bootstrap = 0;
    o.threads = 2;
    pm_error err;
    pm_error_clear(&err);
    pm_fit f;
    assert_int_equal(pm_fit_run(&s->d, &o, &f, &err), 0);
    pm_result_from_fit(&s->d, &f, NULL, r);
    pm_compare c;
    if (pm_compare_run(&s->d, &f, PM_BB_ALL, &c, &err) != 0)
        fail_msg("%s", err.msg);
    pm_result_set_compare(r, &c);
    pm_compare_free(&c);
    pm_fit_free(&f);
}

/* A campaign whose cost is a product of its parameters, as a convolution's is:
 *   t = 2e-6 * filters * kernel_size^2 * image^2 / gpus, 5% lognormal noise.
 * A sum of one-parameter terms (the generic model) cannot express it. */
static void S_interaction_csv(pm_buf *b, size_t n, uint64_t seed)
{
    static const double F[] = {4, 8, 16, 32, 64}, K[] = {1, 3, 5, 7}, S[] = {8, 16, 32, 64},
                        G[] = {1, 2, 4, 8};
    pm_rng r;
    pm_rng_seed(&r, seed);
    pm_buf_puts(b, "filters,kernel_size,image,gpus,time_ms\n");
    for (size_t i = 0; i < n; i++) {
        double f = F[pm_rng_below(&r, 5)], k = K[pm_rng_below(&r, 4)], s = S[pm_rng_below(&r, 4)],
               g = G[pm_rng_below(&r, 4)];
        double t = 2e-6 * f * k * k * s * s / g * exp(0.05 * pm_rng_normal(&r));
        pm_buf_printf(b, "%g,%g,%g,%g,%.10g\n", f, k, s, g, t);
    }
}

/* ---- features ---- */

static void test_features_log_scale_standardise_and_one_hot(void **state)
{
    (void)state;
    /* split column: rows 1-3 train, row 4 test; level "c" only in the test row */
    S_data s;
    S_load("size,act,gpus,split,time_ms\n1,a,1,train,1\n10,b,1,train,2\n100,a,1,train,3\n"
           "1000,c,1,test,4\n",
           &s);
    pm_bb_design m;
    pm_bb_design_build(&s.d, &s.d.groups[0], NULL, 0, &m);
    /* size varies (1 column), act has levels a, b in training (2 columns; c none), gpus is
       constant (no column) */
    assert_int_equal(m.n, 4);
    assert_int_equal(m.ncol, 3);
    size_t jsize = pm_dataset_param(&s.d, "size");
    assert_true(jsize != (size_t)-1);
    /* numeric parameters come first: column 0 is size */
    for (size_t k = 0; k < 4; k++) {
        double v = pm_dataset_value(&s.d, &s.d.groups[0], k, jsize);
        /* ln 1, ln 10, ln 100 standardised over the training rows: -1, 0, 1 (sd ln 10);
           ln 1000 (test) extrapolates to 2 */
        assert_close(m.x[k * m.ncol], log10(v) - 1.0, 1e-12);
        /* one-hot: a -> (1, 0), b -> (0, 1), c (absent from training) -> (0, 0) */
        double a = m.x[k * m.ncol + 1], b = m.x[k * m.ncol + 2];
        if (v == 1 || v == 100)
            assert_true(a == 1.0 && b == 0.0);
        else if (v == 10)
            assert_true(a == 0.0 && b == 1.0);
        else
            assert_true(a == 0.0 && b == 0.0);
    }
    /* the target: ln t standardised over the training rows, and back */
    for (size_t k = 0; k < 4; k++)
        assert_close(pm_bb_design_time(&m, m.y[k]), s.d.groups[0].t[k], 1e-9);
    pm_bb_design_free(&m);
    S_unload(&s);
}

/* ---- who wins ---- */

static void test_on_the_generic_model_s_own_data_the_model_beats_both(void **state)
{
    (void)state;
    /* the paper's Table III model, 5% noise: 300 configurations per framework, 180 fitted */
    pm_buf b = PM_BUF_INIT;
    pm_paper_csv(&b, 11, 300, 1, 0.05, 0.0, 1.0);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_result r;
    S_fit_and_compare(&s, &r);
    assert_int_equal(r.ngroups, 3);
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi];
        assert_true(g->compare.ran);
        assert_int_equal(g->compare.nbb, 2);
        assert_true(g->compare.has_variant);
        assert_int_equal(g->compare.variant_reg, PM_REG_L2);
        for (size_t k = 0; k < g->compare.nbb; k++) {
            const pm_res_blackbox *bb = &g->compare.bb[k];
            print_message("%s: model %.2f%%, %s %.2f%%\n", g->name, 100 * g->test.mape,
                          pm_bb_name(bb->kind), 100 * bb->test.mape);
            if (!(g->test.mape < bb->test.mape))
                fail_msg("%s: the %s (%.2f%%) beat the model (%.2f%%) on its own data", g->name,
                         pm_bb_name(bb->kind), 100 * bb->test.mape, 100 * g->test.mape);
            assert_int_equal(bb->train.n, g->n_train);
            assert_int_equal(bb->test.n, g->n_test);
        }
        assert_null(pm_result_inadequate(g));
    }
    pm_result_free(&r);
    S_unload(&s);
    pm_buf_free(&b);
}

static void test_on_an_interaction_the_black_boxes_win_and_the_model_is_flagged(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    S_interaction_csv(&b, 300, 5);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_result r;
    S_fit_and_compare(&s, &r);
    const pm_res_group *g = &r.groups[0];
    const pm_res_blackbox *best = pm_result_best_blackbox(g);
    assert_non_null(best);
    print_message("model %.2f%%, best black box (%s) %.2f%%\n", 100 * g->test.mape,
                  pm_bb_name(best->kind), 100 * best->test.mape);
    assert_true(best->test.mape < 0.5 * g->test.mape);
    const pm_warning *w = pm_result_inadequate(g);
    assert_non_null(w);
    assert_string_equal(w->other, pm_bb_name(best->kind));
    assert_true(w->v[0] == best->test.mape && w->v[1] == g->test.mape);
    pm_buf text = PM_BUF_INIT;
    pm_warning_text(w, &text);
    assert_non_null(strstr(pm_buf_str(&text), "against the model's"));
    pm_buf_free(&text);
    pm_result_free(&r);
    S_unload(&s);
    pm_buf_free(&b);
}

static void test_the_variant_keeps_the_model_s_form(void **state)
{
    (void)state;
    /* the interaction of the test above is the product form's own law: fitted in that form,
       the regularised variant is refitted in it too (and only in it), and is near as good */
    pm_buf b = PM_BUF_INIT;
    S_interaction_csv(&b, 300, 5);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.bootstrap = 0;
    o.form = PM_FORM_PRODUCT;
    pm_error err;
    pm_error_clear(&err);
    pm_fit f;
    assert_int_equal(pm_fit_run(&s.d, &o, &f, &err), 0);
    pm_compare c;
    assert_int_equal(pm_compare_run(&s.d, &f, PM_BB_ALL, &c, &err), 0);
    assert_true(c.has_variant);
    assert_false(c.has_form[PM_FORM_PAPER]);
    assert_true(c.has_form[PM_FORM_PRODUCT]);
    assert_null(pm_compare_variant(&c, PM_FORM_PAPER, 0));
    const pm_group_fit *v = pm_compare_variant(&c, PM_FORM_PRODUCT, 0);
    assert_non_null(v);
    assert_int_equal(v->train.form, PM_FORM_PRODUCT);
    print_message("product form %.2f%%, regularised %.2f%%\n", 100 * f.groups[0].m_test.mape,
                  100 * v->m_test.mape);
    assert_true(v->m_test.mape < 0.1);
    pm_result r;
    pm_result_from_fit(&s.d, &f, NULL, &r);
    pm_result_set_compare(&r, &c);
    /* in its own form the model is adequate: no black box halves its error */
    assert_null(pm_result_inadequate(&r.groups[0]));
    pm_result_free(&r);
    pm_compare_free(&c);
    pm_fit_free(&f);
    S_unload(&s);
    pm_buf_free(&b);
}

/* ---- many configurations: samples past the limits ---- */

/* Fit d: 2 seeds, no intervals, `threads`. */
static void S_fit2(const pm_dataset *d, int threads, pm_fit *f)
{
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.bootstrap = 0;
    o.threads = threads;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_fit_run(d, &o, f, &err), 0);
}

/* The comparison of fit f under lim, on `threads` (f's options give them). */
static void S_compare_limits(const pm_dataset *d, pm_fit *f, int threads,
                             const pm_compare_limits *lim, pm_compare *c)
{
    pm_error err;
    pm_error_clear(&err);
    f->opts.threads = threads;
    if (pm_compare_run_limits(d, f, PM_BB_ALL, lim, c, &err) != 0)
        fail_msg("%s", err.msg);
}

/* Configurations of g that a black box predicted (train or test), NAN elsewhere. */
static size_t S_predicted(const pm_group *g, const double *pred, int train)
{
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        n += (g->train[k] != 0) == train && !isnan(pred[k]);
    return n;
}

static void test_past_the_limits_the_comparison_samples_and_stays_close(void **state)
{
    (void)state;
    /* the paper's campaign, 800 configurations per framework (about 480 fitted, 320 held
       out), under three sets of limits: the variant fitted on 240 and each black box scored
       on 120 of each split; the forest grown on 360; none */
    pm_buf b = PM_BUF_INIT;
    pm_paper_csv(&b, 23, 800, 1, 0.05, 0.0, 1.0);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_compare_limits lim = {240, SIZE_MAX, 120}, lforest = {SIZE_MAX, 360, SIZE_MAX},
                      all = {SIZE_MAX, SIZE_MAX, SIZE_MAX};
    pm_fit f;
    pm_compare cs, cr, ca, c3;
    S_fit2(&s.d, 1, &f);
    S_compare_limits(&s.d, &f, 1, &lim, &cs);
    S_compare_limits(&s.d, &f, 1, &lforest, &cr);
    S_compare_limits(&s.d, &f, 1, &all, &ca);
    S_compare_limits(&s.d, &f, 3, &lim, &c3);
    for (size_t gi = 0; gi < s.d.ngroups; gi++) {
        const pm_group *g = &s.d.groups[gi];
        size_t ntest = g->n - g->ntrain;
        assert_true(g->ntrain > 400 && ntest > 200);
        /* the variant: fitted on 240 training configurations, scored on all of them */
        const pm_group_fit *vs = pm_compare_variant(&cs, PM_FORM_PAPER, gi),
                           *va = pm_compare_variant(&ca, PM_FORM_PAPER, gi);
        assert_non_null(vs);
        assert_non_null(va);
        assert_int_equal(vs->train.n, 240);
        assert_int_equal(va->train.n, g->ntrain);
        assert_int_equal(vs->m_train.n, g->ntrain);
        assert_int_equal(vs->m_test.n, ntest);
        print_message("%s: variant test MAPE %.2f%% fitted on a sample, %.2f%% on all\n", g->name,
                      100 * vs->m_test.mape, 100 * va->m_test.mape);
        assert_true(fabs(vs->m_test.mape - va->m_test.mape) < 0.15 * va->m_test.mape);
        const pm_bb_group *bs = &cs.bb.groups[gi], *br = &cr.bb.groups[gi], *ba = &ca.bb.groups[gi];
        assert_int_equal(bs->nfit, 2);
        assert_int_equal(ba->nfit, 2);
        for (size_t k = 0; k < 2; k++) {
            const pm_bb_fit *x = &bs->fit[k], *y = &ba->fit[k];
            /* scored on 120 of each split, NAN for every other configuration; those the
               same numbers as without limits, and their scores near the whole split's */
            assert_int_equal(x->test.n, 120);
            assert_int_equal(x->train.n, 120);
            assert_int_equal(S_predicted(g, x->pred, 0), 120);
            assert_int_equal(S_predicted(g, x->pred, 1), 120);
            assert_int_equal(y->test.n, ntest);
            assert_int_equal(S_predicted(g, y->pred, 0), ntest);
            for (size_t j = 0; j < g->n; j++)
                if (!isnan(x->pred[j]))
                    assert_true(x->pred[j] == y->pred[j]);
            print_message("%s: %s test MAPE %.2f%% on a sample, %.2f%% on all\n", g->name,
                          pm_bb_name(x->kind), 100 * x->test.mape, 100 * y->test.mape);
            assert_true(fabs(x->test.mape - y->test.mape) < 0.15 * y->test.mape);
            assert_true(fabs(x->test.r2 - y->test.r2) < 0.05);
            /* the same samples and numbers for any thread count */
            assert_memory_equal(x->pred, c3.bb.groups[gi].fit[k].pred, g->n * sizeof *x->pred);
        }
        const pm_group_fit *v3 = pm_compare_variant(&c3, PM_FORM_PAPER, gi);
        assert_memory_equal(vs->x, v3->x, vs->nx * sizeof *vs->x);
        /* the forest grown on 360 rows: other predictions, a test error within a third of
           the forest grown on all (fewer rows, coarser steps); the SVR as without limits */
        assert_int_equal(br->fit[0].kind, PM_BB_FOREST);
        assert_int_equal(br->fit[0].test.n, ntest);
        assert_true(memcmp(br->fit[0].pred, ba->fit[0].pred, g->n * sizeof(double)) != 0);
        assert_memory_equal(br->fit[1].pred, ba->fit[1].pred, g->n * sizeof(double));
        print_message("%s: random forest test MAPE %.2f%% grown on 360, %.2f%% on all\n", g->name,
                      100 * br->fit[0].test.mape, 100 * ba->fit[0].test.mape);
        assert_true(br->fit[0].test.mape < 1.35 * ba->fit[0].test.mape);
    }
    pm_compare_free(&cs);
    pm_compare_free(&cr);
    pm_compare_free(&ca);
    pm_compare_free(&c3);
    pm_fit_free(&f);
    S_unload(&s);
    pm_buf_free(&b);
}

static void test_under_the_limits_nothing_is_sampled(void **state)
{
    (void)state;
    /* 300 configurations per framework: under every default limit, the comparison is the
       one without limits, to the bit, and every configuration is predicted */
    pm_buf b = PM_BUF_INIT;
    pm_paper_csv(&b, 11, 300, 1, 0.05, 0.0, 1.0);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_compare_limits all = {SIZE_MAX, SIZE_MAX, SIZE_MAX};
    pm_fit f;
    pm_compare cd, ca;
    S_fit2(&s.d, 2, &f);
    S_compare_limits(&s.d, &f, 2, NULL, &cd);
    S_compare_limits(&s.d, &f, 2, &all, &ca);
    for (size_t gi = 0; gi < s.d.ngroups; gi++) {
        const pm_group *g = &s.d.groups[gi];
        const pm_group_fit *vd = pm_compare_variant(&cd, PM_FORM_PAPER, gi),
                           *va = pm_compare_variant(&ca, PM_FORM_PAPER, gi);
        assert_int_equal(vd->train.n, g->ntrain);
        assert_memory_equal(vd->x, va->x, vd->nx * sizeof *vd->x);
        assert_memory_equal(&vd->m_test, &va->m_test, sizeof vd->m_test);
        assert_memory_equal(&vd->m_train, &va->m_train, sizeof vd->m_train);
        for (size_t k = 0; k < cd.bb.groups[gi].nfit; k++) {
            const pm_bb_fit *x = &cd.bb.groups[gi].fit[k], *y = &ca.bb.groups[gi].fit[k];
            assert_int_equal(S_predicted(g, x->pred, 0) + S_predicted(g, x->pred, 1), g->n);
            assert_memory_equal(x->pred, y->pred, g->n * sizeof *x->pred);
            assert_memory_equal(&x->test, &y->test, sizeof x->test);
            assert_memory_equal(&x->train, &y->train, sizeof x->train);
            assert_int_equal(x->test.n, g->n - g->ntrain);
        }
    }
    pm_compare_free(&cd);
    pm_compare_free(&ca);
    pm_fit_free(&f);
    S_unload(&s);
    pm_buf_free(&b);
}

/* ---- determinism, too few rows ---- */

static void test_same_seed_same_predictions_for_any_thread_count(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    S_interaction_csv(&b, 120, 9);
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_bb_run runs[3];
    pm_bb_opts opts[3] = {
        {PM_BB_ALL, 7, 1, 0, 0}, {PM_BB_ALL, 7, 3, 0, 0}, {PM_BB_ALL, 8, 2, 0, 0}};
    pm_error err;
    for (int i = 0; i < 3; i++)
        assert_int_equal(pm_bb_run_fit(&s.d, &opts[i], &runs[i], &err), 0);
    const pm_group *g = &s.d.groups[0];
    assert_int_equal(runs[0].groups[0].nfit, 2);
    int forest_differs = 0;
    for (size_t k = 0; k < runs[0].groups[0].nfit; k++) {
        const pm_bb_fit *a = &runs[0].groups[0].fit[k], *c = &runs[1].groups[0].fit[k],
                        *other = &runs[2].groups[0].fit[k];
        assert_int_equal(a->kind, c->kind);
        assert_memory_equal(a->hyper, c->hyper, sizeof a->hyper);
        assert_memory_equal(a->pred, c->pred, g->n * sizeof *a->pred);
        assert_true(a->cv_mape == c->cv_mape);
        /* another seed draws other folds and, for the forest, other trees */
        if (a->kind == PM_BB_FOREST)
            forest_differs = memcmp(a->pred, other->pred, g->n * sizeof *a->pred) != 0;
    }
    assert_true(forest_differs);
    for (int i = 0; i < 3; i++)
        pm_bb_run_free(&runs[i]);
    S_unload(&s);
    pm_buf_free(&b);
}

static void test_too_few_training_rows_get_a_note_instead(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    S_interaction_csv(&b, 30, 3); /* under 20 training configurations (repeats merge) */
    S_data s;
    S_load(pm_buf_str(&b), &s);
    pm_bb_run run;
    pm_bb_opts o = {PM_BB_ALL, 1, 2, 0, 0};
    pm_error err;
    assert_int_equal(pm_bb_run_fit(&s.d, &o, &run, &err), 0);
    assert_int_equal(run.groups[0].nfit, 0);
    assert_non_null(run.groups[0].note);
    assert_true(s.d.groups[0].ntrain < PM_BB_MIN_TRAIN);
    char want[200];
    snprintf(want, sizeof want,
             "no black box: %zu training configurations, 20 needed for their cross-validation",
             s.d.groups[0].ntrain);
    assert_string_equal(run.groups[0].note, want);
    pm_bb_run_free(&run);
    /* which = none: nothing, and no note either */
    o.which = PM_BB_NONE;
    assert_int_equal(pm_bb_run_fit(&s.d, &o, &run, &err), 0);
    assert_int_equal(run.groups[0].nfit, 0);
    assert_null(run.groups[0].note);
    pm_bb_run_free(&run);
    S_unload(&s);
    pm_buf_free(&b);
}

static void test_mask_names(void **state)
{
    (void)state;
    unsigned m = 99;
    assert_int_equal(pm_bb_mask_from_name("rf", &m), 0);
    assert_int_equal(m, 1u << PM_BB_FOREST);
    assert_int_equal(pm_bb_mask_from_name("svr", &m), 0);
    assert_int_equal(m, 1u << PM_BB_SVR);
    assert_int_equal(pm_bb_mask_from_name("all", &m), 0);
    assert_string_equal(pm_bb_mask_name(m), "all");
    assert_int_equal(pm_bb_mask_from_name("none", &m), 0);
    assert_int_equal(m, 0);
    assert_int_equal(pm_bb_mask_from_name("forest", &m), -1);
    pm_bb_kind k;
    assert_int_equal(pm_bb_from_id("svr", &k), 0);
    assert_int_equal(k, PM_BB_SVR);
    assert_string_equal(pm_bb_hyper_name(PM_BB_FOREST, 1), "max_depth");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_features_log_scale_standardise_and_one_hot),
        cmocka_unit_test(test_on_the_generic_model_s_own_data_the_model_beats_both),
        cmocka_unit_test(test_on_an_interaction_the_black_boxes_win_and_the_model_is_flagged),
        cmocka_unit_test(test_the_variant_keeps_the_model_s_form),
        cmocka_unit_test(test_past_the_limits_the_comparison_samples_and_stays_close),
        cmocka_unit_test(test_under_the_limits_nothing_is_sampled),
        cmocka_unit_test(test_same_seed_same_predictions_for_any_thread_count),
        cmocka_unit_test(test_too_few_training_rows_get_a_note_instead),
        cmocka_unit_test(test_mask_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
