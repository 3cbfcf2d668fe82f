/* test_pair.c - the paired comparison: matched configurations, the change of each exponent from
 * their time ratios, its standard error, and what the gate makes of it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gate/gate.h"
#include "gate/pair.h"
#include "result/result.h"
#include "util/rng.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A campaign: filters (numeric), act (categorical), gpus and batch_size (extrinsic), every
 * combination of the values below, measured once, with lognormal noise. */
typedef struct S_camp {
    double q_gpus, q_batch; /* exponents of the data */
    double speed;           /* every time times this */
    double sigma;           /* log-scale noise */
    uint64_t seed;
    int extra_level;  /* the categorical parameter has a level "sigmoid" too (unused) */
    int max_gpus;     /* only configurations with gpus up to this */
    int drop_filters; /* the result has no filters parameter */
    double q_model;   /* the exponent the fit reports for gpus (its se 0.02) */
    size_t take;      /* keep only the first this many configurations (0: all) */
    double top_slow;  /* the top_count largest batch sizes' times times this (0: none) */
    size_t top_count;
    unsigned repeats;   /* 0: one measurement each, no spread kept; else each configuration the
                           median of this many draws, with its log spread (pm_log_sd) */
    double noisy_sigma; /* with repeats: the noise of the "tanh" configurations (0: sigma) */
} S_camp;

static const double S_filters[] = {8, 16, 32}, S_gpus[] = {1, 2, 4, 8},
                    S_batch[] = {16, 32, 64, 128};

static S_camp S_default(void)
{
    S_camp c = {-0.9, 0.8, 1.0, 0.05, 1, 0, 8, 0, -0.9, 0, 0.0, 0, 0, 0.0};
    return c;
}

static pm_stat S_q(double v, double se)
{
    pm_stat s = {v, v, 0.0, v - 1.96 * se, v + 1.96 * se, se, NAN, NAN};
    return s;
}

/* The result a run of campaign c would be read back as: parameters, one group "a" with its
 * exponents, and its configurations (as model.json keeps them). */
static void S_build(const S_camp *c, pm_result *r)
{
    memset(r, 0, sizeof *r);
    r->schema = PM_RESULT_SCHEMA;
    r->target = pm_xstrdup("time");
    r->unit = pm_xstrdup("ms");
    r->meta.source_date_epoch = -1;
    size_t np = c->drop_filters ? 3 : 4, j = 0;
    r->params = pm_xcalloc(np, sizeof *r->params);
    size_t jf = (size_t)-1, ja, jg, jb;
    if (!c->drop_filters) {
        jf = j;
        r->params[j].name = pm_xstrdup("filters");
        r->params[j++].role = PM_ROLE_NUMERIC;
    }
    ja = j;
    r->params[j].name = pm_xstrdup("act");
    r->params[j].role = PM_ROLE_CATEGORICAL;
    r->params[j].nlevels = c->extra_level ? 3 : 2;
    r->params[j].levels = pm_xcalloc(3, sizeof(char *));
    r->params[j].levels[0] = pm_xstrdup("relu");
    r->params[j].levels[c->extra_level ? 2 : 1] = pm_xstrdup("tanh");
    if (c->extra_level)
        r->params[j].levels[1] = pm_xstrdup("sigmoid");
    j++;
    jg = j;
    r->params[j].name = pm_xstrdup("gpus");
    r->params[j++].role = PM_ROLE_EXTRINSIC;
    jb = j;
    r->params[j].name = pm_xstrdup("batch_size");
    r->params[j++].role = PM_ROLE_EXTRINSIC;
    r->nparams = np;
    r->ngroups = 1;
    r->groups = pm_xcalloc(1, sizeof *r->groups);
    pm_res_group *g = r->groups;
    g->name = pm_xstrdup("a");
    g->n_train = 60;
    g->n_test = 36;
    g->test.r2 = g->train.r2 = 0.99;
    g->train.mape = 0.04;
    g->noise.floor = NAN;
    g->constant = S_q(0.0, 0.01);
    /* the model: a0 gpus^q batch^0.8, blind to filters and act (a misfit both runs share) */
    g->has_base = 1;
    g->base = S_q(1.0, 0.1);
    g->nexp = 2;
    g->exp = pm_xcalloc(2, sizeof *g->exp);
    g->exp[0] = (pm_res_exponent){jg, S_q(c->q_model, 0.02), {1, (double)c->max_gpus}, 4, 0};
    g->exp[1] = (pm_res_exponent){jb, S_q(0.8, 0.02), {16, 128}, 4, 0};
    size_t cap = 3 * 2 * 4 * 4;
    pm_res_configs *cf = &g->configs;
    cf->values = pm_xcalloc(pm_st_mult(cap, np), sizeof *cf->values);
    cf->median = pm_xcalloc(cap, sizeof *cf->median);
    cf->count = pm_xcalloc(cap, sizeof *cf->count);
    if (c->repeats)
        cf->lsd = pm_xcalloc(cap, sizeof *cf->lsd);
    double draws[64];
    pm_rng rng;
    pm_rng_seed(&rng, c->seed);
    for (size_t f = 0; f < 3; f++)
        for (size_t a = 0; a < 2; a++)
            for (size_t gp = 0; gp < 4; gp++)
                for (size_t b = 0; b < 4; b++) {
                    double noise = exp(c->sigma * pm_rng_normal(&rng)), lsd = NAN;
                    if (c->repeats) { /* the median of repeats, and their spread */
                        double sg = a == 1 && c->noisy_sigma > 0 ? c->noisy_sigma : c->sigma;
                        for (unsigned i = 0; i < c->repeats && i < 64; i++)
                            draws[i] = exp(sg * pm_rng_normal(&rng));
                        lsd = pm_log_sd(draws, c->repeats);
                        noise = pm_median(draws, c->repeats);
                    }
                    if (S_gpus[gp] > c->max_gpus || (c->take && cf->n == c->take))
                        continue;
                    double *v = cf->values + cf->n * np;
                    if (jf != (size_t)-1)
                        v[jf] = S_filters[f];
                    /* "tanh" is level 1, or 2 when "sigmoid" sits between */
                    v[ja] = a == 0 ? 0.0 : c->extra_level ? 2.0 : 1.0;
                    v[jg] = S_gpus[gp];
                    v[jb] = S_batch[b];
                    double intrinsic = 0.3 * sqrt(S_filters[f]) + (a ? 1.0 : 0.5);
                    double top = c->top_slow > 0 && b + c->top_count >= 4 ? c->top_slow : 1.0;
                    cf->median[cf->n] = c->speed * intrinsic * pow(S_gpus[gp], c->q_gpus) *
                                        pow(S_batch[b], c->q_batch) * noise * top;
                    cf->count[cf->n] = c->repeats ? c->repeats : 1;
                    if (cf->lsd)
                        cf->lsd[cf->n] = lsd;
                    cf->n++;
                }
    cf->total = cf->n;
}

static void S_pair(const S_camp *b, const S_camp *c, pm_pair *p)
{
    pm_result rb, rc;
    S_build(b, &rb);
    S_build(c, &rc);
    pm_pair_compare(&rb, &rb.groups[0], &rc, &rc.groups[0], p);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

/* Without noise the ratios are exact: the slopes are the changes of the exponents, the
 * speed ratio the ratio at the pairs' centre, and the intrinsic part (filters, act) cancels. */
static void test_exact_without_noise(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    b.sigma = c.sigma = 0;
    c.q_gpus = -0.6;  /* +0.3 */
    c.q_batch = 0.75; /* -0.05 */
    c.speed = 1.7;
    pm_pair p;
    S_pair(&b, &c, &p);
    assert_true(p.used);
    assert_int_equal(p.npairs, 96);
    assert_int_equal(p.nbase, 96);
    assert_int_equal(p.nfac, 2);
    assert_true(fabs(p.fac[0].dq - 0.3) < 1e-9);
    assert_true(fabs(p.fac[1].dq + 0.05) < 1e-9);
    /* the speed ratio at the pairs' centre, the geometric means gpus 2^1.5 and batch 2^5.5 */
    assert_true(fabs(p.log_speed - (log(1.7) + (0.3 * 1.5 - 0.05 * 5.5) * log(2.0))) < 1e-9);
    assert_true(p.fac[0].se < 1e-9);
    assert_int_equal(p.fac[0].distinct, 4);
    pm_pair_free(&p);
}

/* Levels are matched by name, not by position: a candidate whose categorical parameter
 * gained a level still pairs every configuration. */
static void test_levels_matched_by_name(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    c.extra_level = 1;
    c.seed = 2;
    pm_pair p;
    S_pair(&b, &c, &p);
    assert_true(p.used);
    assert_int_equal(p.npairs, 96);
    pm_pair_free(&p);
}

/* Partial overlap: only the configurations in both count; with fewer than the unknowns +
 * PM_PAIR_MIN_DOF, no pairing and a reason; different parameters, no pairing. */
static void test_partial_overlap_and_too_few(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    c.max_gpus = 2; /* half of the configurations */
    c.seed = 3;
    pm_pair p;
    S_pair(&b, &c, &p);
    assert_true(p.used);
    assert_int_equal(p.npairs, 48);
    assert_int_equal(p.ncand, 48);
    pm_pair_free(&p);

    c.max_gpus = 1; /* 24 configurations, gpus constant: only batch_size is paired */
    S_pair(&b, &c, &p);
    assert_int_equal(p.npairs, 24);
    assert_true(p.used);
    assert_true(isnan(p.fac[0].dq));
    assert_int_equal(p.fac[0].distinct, 1);
    assert_true(isfinite(p.fac[1].dq));
    pm_pair_free(&p);

    /* a small suite pairs: 15 pairs leave 12 degrees of freedom for 3 unknowns */
    c = S_default();
    c.take = 15;
    S_pair(&b, &c, &p);
    assert_int_equal(p.npairs, 15);
    assert_true(p.used);
    assert_true(p.dof == 12.0);
    pm_pair_free(&p);

    /* 6 pairs for 3 unknowns: an estimate, but too few degrees of freedom to judge by */
    c.take = 6;
    S_pair(&b, &c, &p);
    assert_int_equal(p.npairs, 6);
    assert_false(p.used);
    assert_true(p.estimable);
    assert_string_equal(p.why, "6 matched configurations (7 needed to pair)");
    pm_pair_free(&p);

    c = S_default();
    c.drop_filters = 1;
    S_pair(&b, &c, &p);
    assert_false(p.used);
    assert_int_equal(p.npairs, 0);
    assert_non_null(strstr(p.why, "do not have the same parameters"));
    pm_pair_free(&p);
}

/* The robust standard error is calibrated: over 400 reruns of the same campaign with fresh
 * noise, about 5% of the estimates of an unchanged exponent lie beyond 1.96 se. */
static void test_standard_error_calibrated(void **state)
{
    (void)state;
    size_t out = 0, n = 400;
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        S_camp b = S_default(), c = S_default();
        b.seed = 1000 + 2 * i;
        c.seed = 1001 + 2 * i;
        b.sigma = c.sigma = 0.2;
        pm_pair p;
        S_pair(&b, &c, &p);
        assert_true(p.used);
        out += fabs(p.fac[0].dq) > 1.96 * p.fac[0].se;
        sum += p.fac[0].dq;
        pm_pair_free(&p);
    }
    /* 5% of 400 is 20; a binomial(400, 0.05) lies in [8, 34] with probability > 0.998 */
    if (out < 8 || out > 34)
        fail_msg("%zu of %zu estimates beyond 1.96 se", out, n);
    assert_true(fabs(sum / (double)n) < 0.02); /* unbiased */
}

/* The gate judges a paired group by its pairs, whatever the fits say: here both fits report
 * the same exponent, the data moved by +0.3, and the gate finds the regression. */
static void test_gate_judges_pairs_over_models(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    c.q_gpus = -0.6;
    c.seed = 5;
    pm_result rb, rc;
    S_build(&b, &rb);
    S_build(&c, &rc);
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_int_equal(g.ngroups_paired, 1);
    const pm_gate_row *row = &g.rows[0];
    assert_string_equal(row->factor, "gpus");
    assert_int_equal(row->method, PM_GATE_BY_PAIRS);
    assert_int_equal(row->npairs, 96);
    assert_true(fabs(row->delta - 0.3) < 0.05);
    assert_non_null(strstr(row->reason, "(paired, 96 matched configurations)"));
    assert_int_equal(g.rows[1].verdict, PM_GATE_PASS);
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);

    /* a uniformly slower runner: a pass, and the speed is read from the pairs */
    c = S_default();
    c.speed = 2.0;
    c.seed = 6;
    S_build(&b, &rb);
    S_build(&c, &rc);
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_true(fabs(g.time_ratio / 2.0 - 1.0) < 0.05);
    assert_non_null(strstr(g.speed_note, "matched configurations"));
    assert_non_null(strstr(g.speed_note, "the machine-speed factor moved, the scaling did not"));
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

/* Without shared configurations the fits' exponents are compared; where a factor's measured
 * range differs materially between the runs, that comparison is inconclusive and says why. */
static void test_model_comparison_needs_the_same_design(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    pm_result rb, rc;
    S_build(&b, &rb);
    S_build(&c, &rc);
    rb.groups[0].configs.n = 0; /* an older baseline: no configurations kept */
    pm_gate g;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_int_equal(g.rows[0].method, PM_GATE_BY_MODEL);
    assert_non_null(strstr(g.speed[0].pair_note, "the baseline keeps no configurations"));
    pm_gate_free(&g);
    /* this run measured gpus over 16-64, the baseline over 1-8 */
    rc.groups[0].exp[0].range[0] = 16;
    rc.groups[0].exp[0].range[1] = 64;
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
    assert_int_equal(g.verdict, PM_GATE_INCONCLUSIVE);
    assert_non_null(strstr(g.rows[0].reason, "the designs differ: gpus ranged over 1-8 in the "
                                             "baseline and 16-64 in this run"));
    pm_gate_free(&g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

/* The gate of campaign c against campaign b. */
static void S_gate(const S_camp *b, const S_camp *c, pm_gate *g)
{
    pm_result rb, rc;
    S_build(b, &rb);
    S_build(c, &rc);
    pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, g);
    pm_result_free(&rb);
    pm_result_free(&rc);
}

/* A program slower exactly where it is big: the largest batch size, or the two largest, 1.5x
 * slower and nothing else changed fails the gate on batch_size, naming the value past which
 * its scaling worsened, while the change over the whole range stays small; gpus passes. */
static void test_top_of_range(void **state)
{
    (void)state;
    for (size_t k = 1; k <= 2; k++) {
        S_camp b = S_default(), c = S_default();
        c.seed = 7;
        c.top_slow = 1.5;
        c.top_count = k;
        pm_gate g;
        S_gate(&b, &c, &g);
        assert_int_equal(g.verdict, PM_GATE_REGRESSION);
        const pm_gate_row *gp = &g.rows[0], *bs = &g.rows[1];
        assert_string_equal(bs->factor, "batch_size");
        assert_int_equal(bs->verdict, PM_GATE_REGRESSION);
        assert_true(bs->top_regressed);
        /* the step starts past the second largest value (64), or the third (32) */
        assert_true(fabs(bs->top_from - (k == 1 ? 64.0 : 32.0)) < 1e-9);
        /* 1.5x over one doubling of the batch: log 1.5 / log 2 = 0.585 past it */
        assert_true(fabs(bs->top_delta - log(1.5) / log(2.0)) < 0.1);
        assert_non_null(strstr(bs->reason, k == 1 ? "scaling worsened past batch_size = 64: +"
                                                  : "scaling worsened past batch_size = 32: +"));
        assert_true(bs->delta < 0.3); /* the overall slope moved far less */
        assert_int_equal(gp->verdict, PM_GATE_PASS);
        assert_false(gp->top_regressed);
        pm_gate_free(&g);
    }
    /* every time 1.3x: a slower machine, no top-of-range change */
    S_camp b = S_default(), c = S_default();
    c.seed = 7;
    c.speed = 1.3;
    pm_gate g;
    S_gate(&b, &c, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_false(g.rows[0].top_regressed || g.rows[1].top_regressed);
    assert_true(isfinite(g.rows[1].top_from)); /* tested, and passed */
    assert_non_null(strstr(g.speed_note, "the machine-speed factor moved, the scaling did not"));
    pm_gate_free(&g);
    /* a slower machine and a regression: the times moved, and the scaling did too */
    c.top_slow = 1.5;
    c.top_count = 1;
    S_gate(&b, &c, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_non_null(strstr(g.speed_note, "this run's times are 1."));
    assert_null(strstr(g.speed_note, "the scaling did not"));
    pm_gate_free(&g);
}

/* Configurations that differ in noise by tens of times (one kind steady, another sharing a
 * busy core): with each configuration's own spread kept, the pairs are weighted by it, and a
 * top-of-range slowdown of the steady ones is seen through the noisy ones; with the counts
 * alone (a baseline that keeps no spreads) the noisy pairs drown it. */
static void test_pairs_weighted_by_their_own_noise(void **state)
{
    (void)state;
    size_t seen = 0, seen_without = 0, n = 10;
    for (size_t i = 0; i < n; i++) {
        S_camp b = S_default(), c = S_default();
        b.seed = 100 + 2 * i;
        c.seed = 101 + 2 * i;
        b.repeats = c.repeats = 12;
        b.sigma = c.sigma = 0.02;
        b.noisy_sigma = c.noisy_sigma = 1.0;
        b.max_gpus = c.max_gpus = 1; /* 24 configurations, 6 at the largest batch size */
        c.top_slow = 1.5;
        c.top_count = 1;
        pm_result rb, rc;
        S_build(&b, &rb);
        S_build(&c, &rc);
        pm_gate g;
        pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
        assert_int_equal(g.rows[1].method, PM_GATE_BY_PAIRS);
        seen += g.rows[1].top_regressed && g.verdict == PM_GATE_REGRESSION;
        pm_gate_free(&g);
        pm_pair p;
        pm_pair_compare(&rb, &rb.groups[0], &rc, &rc.groups[0], &p);
        assert_true(p.spread_weights);
        pm_pair_free(&p);
        /* the same runs without their spreads */
        free(rb.groups[0].configs.lsd);
        rb.groups[0].configs.lsd = NULL;
        free(rc.groups[0].configs.lsd);
        rc.groups[0].configs.lsd = NULL;
        pm_gate_compare(&rb, &rc, NULL, "base", 0, 0, &g);
        seen_without += g.rows[1].top_regressed && g.verdict == PM_GATE_REGRESSION;
        pm_gate_free(&g);
        pm_result_free(&rb);
        pm_result_free(&rc);
    }
    if (seen != n || seen_without > n / 2)
        fail_msg("caught in %zu of %zu with the spreads, %zu without", seen, n, seen_without);
}

/* ... and weighting by spreads cries no wolf: 300 reruns of the same code with such noise fail
 * the gate about as often as a 5% test should, never in most runs. */
static void test_spread_weights_false_alarms(void **state)
{
    (void)state;
    size_t n = 300, any = 0;
    for (size_t i = 0; i < n; i++) {
        S_camp b = S_default(), c = S_default();
        b.seed = 9000 + 2 * i;
        c.seed = 9001 + 2 * i;
        b.repeats = c.repeats = 12;
        b.sigma = c.sigma = 0.02;
        b.noisy_sigma = c.noisy_sigma = 1.0;
        pm_gate g;
        S_gate(&b, &c, &g);
        any += g.verdict == PM_GATE_REGRESSION;
        pm_gate_free(&g);
    }
    /* at most 5% per run nominally (15 of 300); a binomial(300, 0.05) exceeds 30 with
       probability < 0.001 */
    if (any > 30)
        fail_msg("%zu failed runs of %zu", any, n);
}

/* Noise stays noise: over 300 reruns of the same code at 10% noise, the top-of-range tests
 * (1% of the 5% each row may spend) fail about 1% of the rows they test, far from every run. */
static void test_top_of_range_false_alarms(void **state)
{
    (void)state;
    size_t n = 300, top = 0, any = 0;
    for (size_t i = 0; i < n; i++) {
        S_camp b = S_default(), c = S_default();
        b.seed = 5000 + 2 * i;
        c.seed = 5001 + 2 * i;
        b.sigma = c.sigma = 0.1;
        pm_gate g;
        S_gate(&b, &c, &g);
        for (size_t r = 0; r < g.nrows; r++)
            top += g.rows[r].top_regressed;
        any += g.verdict == PM_GATE_REGRESSION;
        pm_gate_free(&g);
    }
    /* 2 factors x 300 runs at 1%: 6 expected; a binomial(600, 0.01) exceeds 15 with
       probability < 0.001 */
    if (top > 15 || any > 30)
        fail_msg("%zu top-of-range failures, %zu failed runs of %zu", top, any, n);
}

/* A change of the data is not noise: a regression at the top of the range, or of an exponent,
 * gets no "noisier" note; a run measured with 4x the noise does; runs whose times do not vary
 * at all get no ratio. */
static void test_systematic_change_is_not_noise(void **state)
{
    (void)state;
    S_camp b = S_default(), c = S_default();
    c.seed = 9;
    c.top_slow = 1.5;
    c.top_count = 2;
    pm_gate g;
    S_gate(&b, &c, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_null(g.noise_note);
    if (!(g.speed[0].noise_ratio < 1.2))
        fail_msg("noise ratio %g for a change at the top", g.speed[0].noise_ratio);
    pm_gate_free(&g);

    c = S_default();
    c.seed = 9;
    c.q_gpus = -0.5;
    S_gate(&b, &c, &g);
    assert_int_equal(g.verdict, PM_GATE_REGRESSION);
    assert_null(g.noise_note);
    pm_gate_free(&g);

    c = S_default();
    c.seed = 9;
    c.sigma = 0.2; /* the baseline's 0.05 */
    S_gate(&b, &c, &g);
    assert_non_null(g.noise_note);
    assert_true(g.speed[0].noise_ratio >= PM_GATE_NOISIER);
    assert_non_null(
        strstr(g.noise_note, "x noisier than the baseline (the matched configurations)"));
    pm_gate_free(&g);

    b.sigma = c.sigma = 0; /* a copy of the baseline, 1.3x slower: nothing to compare */
    c.speed = 1.3;
    S_gate(&b, &c, &g);
    assert_int_equal(g.verdict, PM_GATE_PASS);
    assert_true(isnan(g.speed[0].noise_ratio));
    assert_null(g.noise_note);
    pm_gate_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_without_noise),
        cmocka_unit_test(test_levels_matched_by_name),
        cmocka_unit_test(test_partial_overlap_and_too_few),
        cmocka_unit_test(test_standard_error_calibrated),
        cmocka_unit_test(test_gate_judges_pairs_over_models),
        cmocka_unit_test(test_model_comparison_needs_the_same_design),
        cmocka_unit_test(test_top_of_range),
        cmocka_unit_test(test_top_of_range_false_alarms),
        cmocka_unit_test(test_pairs_weighted_by_their_own_noise),
        cmocka_unit_test(test_spread_weights_false_alarms),
        cmocka_unit_test(test_systematic_change_is_not_noise),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
