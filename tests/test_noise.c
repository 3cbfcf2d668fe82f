/* test_noise.c - the noise floor: its small-sample correction, its estimate on simulated noise, and
 * the single-measurement error it compares to. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "dataset/noise.h"
#include "ingest/ingest.h"
#include "testutil.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static void test_correction_is_exact_for_normal_order_statistics(void **state)
{
    (void)state;
    /* r = 2: mean |Z_i - M| = |Z_1 - Z_2| / 2, E = 1/sqrt(pi); E|Z| = sqrt(2/pi): c = sqrt 2.
       r = 3: the mean deviation is the range / 3, E[range] = 3/sqrt(pi): c = sqrt 2 again.
       r = 5: (2 E Z_(5) + 2 E Z_(4)) / 5 with the tabled normal order statistics
       1.16296 and 0.49502: c = 0.797885 / 0.663192 = 1.20310. */
    assert_close(pm_noise_correction(2), sqrt(2.0), 1e-7);
    assert_close(pm_noise_correction(3), sqrt(2.0), 1e-7);
    assert_close(pm_noise_correction(5), 1.20310, 2e-5);
    /* more repeats: the median sits nearer the truth, the correction fades */
    double prev = pm_noise_correction(3);
    for (size_t r = 4; r <= 64; r *= 2) {
        double c = pm_noise_correction(r);
        assert_true(c > 1.0 && c < prev);
        prev = c;
    }
    assert_true(pm_noise_correction(1000) < 1.002);
    assert_true(pm_noise_correction(1) == 1.0);
}

/* A group of k configurations measured r times each, t = m * exp(sigma Z), in memory. */
typedef struct S_sim {
    pm_group g;
    double floor; /* the true floor: E |exp(-sigma Z) - 1|, by quadrature */
} S_sim;

static void S_simulate(S_sim *s, size_t k, size_t r, double sigma, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    pm_group *g = &s->g;
    g->n = k;
    g->nmeas = k * r;
    g->t = pm_xmalloc_array(k, sizeof *g->t);
    g->count = pm_xmalloc_array(k, sizeof *g->count);
    g->meas = pm_xmalloc_array(pm_st_mult(k, r), sizeof *g->meas);
    g->meas_off = pm_xmalloc_array(k + 1, sizeof *g->meas_off);
    pm_rng rng;
    pm_rng_seed(&rng, seed);
    for (size_t c = 0; c < k; c++) {
        double m = 1.0 + 9.0 * pm_rng_uniform(&rng), *v = g->meas + c * r;
        for (size_t i = 0; i < r; i++)
            v[i] = m * exp(sigma * pm_rng_normal(&rng));
        for (size_t i = 1; i < r; i++) /* ascending, as the dataset keeps them */
            for (size_t j = i; j > 0 && v[j - 1] > v[j]; j--) {
                double x = v[j];
                v[j] = v[j - 1];
                v[j - 1] = x;
            }
        g->t[c] = r % 2 ? v[r / 2] : 0.5 * (v[r / 2 - 1] + v[r / 2]);
        g->count[c] = (uint32_t)r;
        g->meas_off[c] = c * r;
    }
    g->meas_off[k] = k * r;
    /* E|exp(-sigma Z) - 1| by Simpson's rule */
    double a = -10, b = 10, h = (b - a) / 4000, sum = 0;
    for (int i = 0; i <= 4000; i++) {
        double z = a + h * i, f = fabs(exp(-sigma * z) - 1) * exp(-0.5 * z * z);
        sum += f * (i == 0 || i == 4000 ? 1 : (i % 2 ? 4 : 2));
    }
    s->floor = sum * h / 3 / sqrt(2 * 3.14159265358979323846);
}

static void S_sim_free(S_sim *s)
{
    free(s->g.t);
    free(s->g.count);
    free(s->g.meas);
    free(s->g.meas_off);
}

static void test_floor_matches_the_truth_on_lognormal_noise(void **state)
{
    (void)state;
    /* 3000 configurations measured 3 times: the estimate is within 3% of the MAPE a
       perfect model makes on single measurements (its standard error is about 1%);
       without the correction it would be about 29% low */
    static const double sigma[] = {0.03, 0.1, 0.3};
    for (size_t i = 0; i < 3; i++) {
        S_sim s;
        S_simulate(&s, 3000, 3, sigma[i], 7 + i);
        pm_noise n;
        pm_noise_estimate(&s.g, &n);
        assert_int_equal(n.nconf, 3000);
        assert_int_equal(n.nmeas, 9000);
        assert_int_equal(n.rmin, 3);
        assert_int_equal(n.rmax, 3);
        if (!(fabs(n.floor / s.floor - 1) < 0.03))
            fail_msg("sigma %g: estimate %g, true floor %g", sigma[i], n.floor, s.floor);
        double raw = n.floor / pm_noise_correction(3);
        assert_true(raw / s.floor < 0.75);
        S_sim_free(&s);
    }
    /* 5 repeats: the same, with its own correction */
    S_sim s;
    S_simulate(&s, 2000, 5, 0.1, 3);
    pm_noise n;
    pm_noise_estimate(&s.g, &n);
    assert_close(n.floor / s.floor, 1.0, 0.03);
    S_sim_free(&s);
}

/* The dataset of a CSV text, every configuration a training one. */
static void S_dataset(const char *text, pm_table **t, pm_roles *roles, pm_dataset *d)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "d.csv", text);
    pm_error err;
    pm_error_clear(&err);
    *t = pm_table_new();
    assert_int_equal(pm_ingest_file(*t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    assert_int_equal(pm_roles_decide(*t, &spec, roles, &err), 0);
    pm_dataset_opts o = {1.0, 1, PM_AGG_MEDIAN};
    assert_int_equal(pm_dataset_build(*t, roles, &o, d, &err), 0);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

static void test_repeated_rows_of_any_input_give_a_floor(void **state)
{
    (void)state;
    pm_table *t;
    pm_roles roles;
    pm_dataset d;
    /* gpus 1 measured 5, 1, 3 (median 3); gpus 2 measured 8, 4 (median 6); gpus 4 once */
    S_dataset("gpus,time\n1,5\n1,1\n1,3\n2,8\n2,4\n4,1\n", &t, &roles, &d);
    const pm_group *g = &d.groups[0];
    assert_int_equal(g->n, 3);
    /* every measurement is kept, ascending per configuration */
    assert_int_equal(g->meas_off[1] - g->meas_off[0], 3);
    assert_true(g->meas[0] == 1 && g->meas[1] == 3 && g->meas[2] == 5);
    assert_true(g->meas[3] == 4 && g->meas[4] == 8 && g->meas[5] == 1);
    pm_noise n;
    pm_noise_estimate(g, &n);
    assert_int_equal(n.nconf, 2);
    assert_int_equal(n.nmeas, 5);
    assert_int_equal(n.rmin, 2);
    assert_int_equal(n.rmax, 3);
    /* |3/1-1| + |3/3-1| + |3/5-1| = 2.4 and |6/4-1| + |6/8-1| = 0.75, each times
       sqrt 2 (c_3 = c_2), over 5 measurements */
    assert_close(n.floor, sqrt(2.0) * (2.4 + 0.75) / 5, 1e-12);
    /* a model predicting 3, 6, 1 errs on the single measurements by
       (2/5 + 2/1 + 0) + (2/8 + 2/4) + 0 over 6 */
    double pred[3] = {3, 6, 1};
    size_t nm = 0;
    assert_close(pm_noise_mape_single(g, pred, NULL, &nm), (2.4 + 0.75) / 6, 1e-12);
    assert_int_equal(nm, 6);
    unsigned char only_last[3] = {0, 0, 1};
    assert_close(pm_noise_mape_single(g, pred, only_last, &nm), 0.0, 1e-15);
    assert_int_equal(nm, 1);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
}

static void test_without_repeats_the_floor_is_unknown(void **state)
{
    (void)state;
    pm_table *t;
    pm_roles roles;
    pm_dataset d;
    S_dataset("gpus,time\n1,5\n2,3\n4,1\n", &t, &roles, &d);
    pm_noise n;
    pm_noise_estimate(&d.groups[0], &n);
    assert_true(isnan(n.floor));
    assert_int_equal(n.nconf, 0);
    assert_int_equal(n.nmeas, 0);
    unsigned char none[3] = {0, 0, 0};
    double pred[3] = {5, 3, 1};
    size_t nm = 1;
    assert_true(isnan(pm_noise_mape_single(&d.groups[0], pred, none, &nm)));
    assert_int_equal(nm, 0);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_correction_is_exact_for_normal_order_statistics),
        cmocka_unit_test(test_floor_matches_the_truth_on_lognormal_noise),
        cmocka_unit_test(test_repeated_rows_of_any_input_give_a_floor),
        cmocka_unit_test(test_without_repeats_the_floor_is_unknown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
