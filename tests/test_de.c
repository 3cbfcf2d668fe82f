/* test_de.c - the optimizers reach the known optimum of standard bounded test functions. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "fit/de.h"
#include "fit/polish.h"

#include "testutil.h"

#include <math.h>
#include <string.h>

static const double S_PI = 3.14159265358979323846, S_E = 2.71828182845904523536;

static double rosenbrock(const double *x, void *ctx, int thread)
{
    size_t n = *(const size_t *)ctx;
    (void)thread;
    double s = 0;
    for (size_t i = 0; i + 1 < n; i++)
        s += 100.0 * pow(x[i + 1] - x[i] * x[i], 2) + pow(1.0 - x[i], 2);
    return s;
}

static double rastrigin(const double *x, void *ctx, int thread)
{
    size_t n = *(const size_t *)ctx;
    (void)thread;
    double s = 10.0 * (double)n;
    for (size_t i = 0; i < n; i++)
        s += x[i] * x[i] - 10.0 * cos(2.0 * S_PI * x[i]);
    return s;
}

static double ackley(const double *x, void *ctx, int thread)
{
    size_t n = *(const size_t *)ctx;
    (void)thread;
    double s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) {
        s1 += x[i] * x[i];
        s2 += cos(2.0 * S_PI * x[i]);
    }
    return -20.0 * exp(-0.2 * sqrt(s1 / (double)n)) - exp(s2 / (double)n) + 20.0 + S_E;
}

/* jDE (the fit's global search) from three seeds, then the polish. */
static void S_solve(pm_de_cost_fn f, size_t n, double lo, double hi, const double *opt, double xtol,
                    size_t pop, size_t gens)
{
    double l[16], h[16], x[16];
    for (size_t i = 0; i < n; i++) {
        l[i] = lo;
        h[i] = hi;
    }
    for (uint64_t seed = 1; seed <= 3; seed++) {
        pm_de_options o;
        pm_de_options_default(&o);
        o.variant = PM_DE_JDE;
        o.popsize = pop;
        o.maxiter = gens;
        o.tol = 0;
        o.atol = 1e-14;
        o.seed = seed;
        pm_de_result r;
        assert_int_equal(pm_de_minimize(n, l, h, f, &n, &o, x, &r), 0);
        double c;
        pm_polish_nelder_mead(n, l, h, f, &n, x, &c, 20000, 1e-15);
        for (size_t i = 0; i < n; i++)
            assert_close(x[i], opt[i], xtol);
        assert_true(c < 1e-6);
    }
}

static void test_jde_rosenbrock_10d(void **state)
{
    (void)state;
    double ones[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    S_solve(rosenbrock, 10, -5.0, 10.0, ones, 1e-3, 60, 3000);
}

static void test_jde_rastrigin(void **state)
{
    (void)state;
    double zeros[10] = {0};
    S_solve(rastrigin, 5, -5.12, 5.12, zeros, 1e-4, 50, 1500);
    S_solve(rastrigin, 10, -5.12, 5.12, zeros, 1e-4, 100, 3000);
}

static void test_jde_ackley_10d(void **state)
{
    (void)state;
    double zeros[10] = {0};
    S_solve(ackley, 10, -32.768, 32.768, zeros, 1e-4, 60, 1500);
}

static void test_scipy_variant_rosenbrock_and_rastrigin(void **state)
{
    (void)state;
    /* scipy's defaults as the paper ran them, then the bounded polish */
    size_t n = 5;
    double l[5], h[5], x[5];
    for (size_t i = 0; i < n; i++) {
        l[i] = -5.0;
        h[i] = 10.0;
    }
    pm_de_options o;
    pm_de_options_default(&o);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        o.seed = seed;
        pm_de_result r;
        assert_int_equal(pm_de_minimize(n, l, h, rosenbrock, &n, &o, x, &r), 0);
        assert_true(r.nfev >= 15 * n);
        double c;
        pm_polish_nelder_mead(n, l, h, rosenbrock, &n, x, &c, 20000, 1e-15);
        for (size_t i = 0; i < n; i++)
            assert_close(x[i], 1.0, 1e-2);
    }
    for (size_t i = 0; i < n; i++) {
        l[i] = -5.12;
        h[i] = 5.12;
    }
    o.seed = 7;
    pm_de_result r;
    assert_int_equal(pm_de_minimize(n, l, h, rastrigin, &n, &o, x, &r), 0);
    assert_true(r.cost < 1e-3);
}

static void test_same_seed_same_result(void **state)
{
    (void)state;
    size_t n = 4;
    double l[4] = {-5, -5, -5, -5}, h[4] = {5, 5, 5, 5}, a[4], b[4], c[4];
    pm_de_options o;
    pm_de_options_default(&o);
    o.variant = PM_DE_JDE;
    o.maxiter = 50;
    o.seed = 11;
    pm_de_result r;
    pm_de_minimize(n, l, h, rastrigin, &n, &o, a, &r);
    pm_de_minimize(n, l, h, rastrigin, &n, &o, b, &r);
    o.seed = 12;
    pm_de_minimize(n, l, h, rastrigin, &n, &o, c, &r);
    assert_memory_equal(a, b, sizeof a);
    assert_memory_not_equal(a, c, sizeof a);
}

static void test_polish_respects_bounds(void **state)
{
    (void)state;
    /* Rosenbrock's optimum (1, 1) lies outside x <= 0.5: the polish must stop on the bound */
    size_t n = 2;
    double l[2] = {-2, -2}, h[2] = {0.5, 2}, x[2] = {-1, 1}, c;
    pm_polish_nelder_mead(n, l, h, rosenbrock, &n, x, &c, 5000, 1e-14);
    assert_true(x[0] <= 0.5);
    assert_close(x[0], 0.5, 1e-3);
    assert_close(x[1], 0.25, 1e-2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_jde_rosenbrock_10d),
        cmocka_unit_test(test_jde_rastrigin),
        cmocka_unit_test(test_jde_ackley_10d),
        cmocka_unit_test(test_scipy_variant_rosenbrock_and_rastrigin),
        cmocka_unit_test(test_same_seed_same_result),
        cmocka_unit_test(test_polish_respects_bounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
