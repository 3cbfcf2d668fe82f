/* test_bvls.c - the bounded least-squares solver against the KKT conditions and brute force. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "fit/bvls.h"
#include "util/rng.h"

#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* G = A'A / rows and h = A'y / rows for a random sparse A (rows x m). */
static void S_problem(pm_rng *r, size_t m, size_t rows, double *G, double *h)
{
    memset(G, 0, m * m * sizeof *G);
    memset(h, 0, m * sizeof *h);
    double a[64];
    for (size_t k = 0; k < rows; k++) {
        for (size_t i = 0; i < m; i++)
            a[i] = pm_rng_uniform(r) < 0.4 ? pm_rng_normal(r) : 0.0;
        double y = 3.0 * pm_rng_normal(r);
        for (size_t i = 0; i < m; i++) {
            h[i] += a[i] * y / (double)rows;
            for (size_t j = 0; j < m; j++)
                G[i * m + j] += a[i] * a[j] / (double)rows;
        }
    }
}

static double S_obj(size_t m, const double *G, const double *h, const double *b)
{
    double s = 0;
    for (size_t i = 0; i < m; i++) {
        s -= h[i] * b[i];
        for (size_t j = 0; j < m; j++)
            s += 0.5 * b[i] * G[i * m + j] * b[j];
    }
    return s;
}

/* The KKT conditions: zero gradient on free variables, the right sign on bound ones. */
static void S_kkt(size_t m, const double *G, const double *h, const double *lo, const double *hi,
                  const double *b)
{
    for (size_t i = 0; i < m; i++) {
        double g = -h[i];
        for (size_t j = 0; j < m; j++)
            g += G[i * m + j] * b[j];
        assert_true(b[i] >= lo[i] && b[i] <= hi[i]);
        if (b[i] <= lo[i])
            assert_true(g >= -1e-9);
        else if (b[i] >= hi[i])
            assert_true(g <= 1e-9);
        else
            assert_true(fabs(g) <= 1e-9);
    }
}

static void test_random_problems_meet_kkt(void **state)
{
    (void)state;
    pm_rng r;
    pm_rng_seed(&r, 5);
    double *G = malloc(40 * 40 * sizeof *G), h[40], lo[40], hi[40], b[40];
    double *w = malloc(pm_bvls_work_size(40) * sizeof *w);
    for (int trial = 0; trial < 50; trial++) {
        size_t m = 2 + pm_rng_below(&r, 39);
        S_problem(&r, m, 3 * m + 10, G, h);
        for (size_t i = 0; i < m; i++) {
            lo[i] = trial % 2 ? 0.0 : -1.0;
            hi[i] = trial % 3 ? INFINITY : 0.5;
            b[i] = 0.0;
        }
        assert_true(pm_bvls_solve(m, G, h, lo, hi, b, w) >= 0);
        S_kkt(m, G, h, lo, hi, b);
    }
    free(G);
    free(w);
}

static void test_small_problems_match_brute_force(void **state)
{
    (void)state;
    /* for m <= 6 with lower bounds 0: try every set of variables fixed at 0, solve the rest,
       keep the best feasible point; the solver must match its objective */
    pm_rng r;
    pm_rng_seed(&r, 9);
    double G[36], h[6], lo[6] = {0}, hi[6], b[6], w[256];
    for (size_t i = 0; i < 6; i++)
        hi[i] = INFINITY;
    for (int trial = 0; trial < 40; trial++) {
        size_t m = 1 + pm_rng_below(&r, 6);
        S_problem(&r, m, 4 * m + 4, G, h);
        memset(b, 0, sizeof b);
        assert_true(pm_bvls_solve(m, G, h, lo, hi, b, w) >= 0);
        double best = 0.0; /* b = 0 is feasible */
        for (unsigned mask = 0; mask < (1u << m); mask++) {
            /* free set = bits of mask; Gauss elimination on the free block */
            double A[36], y[6];
            size_t f[6], nf = 0;
            for (size_t i = 0; i < m; i++)
                if (mask & (1u << i))
                    f[nf++] = i;
            for (size_t i = 0; i < nf; i++) {
                y[i] = h[f[i]];
                for (size_t j = 0; j < nf; j++)
                    A[i * nf + j] = G[f[i] * m + f[j]];
            }
            int ok = 1;
            for (size_t c = 0; c < nf && ok; c++) {
                if (fabs(A[c * nf + c]) < 1e-12) {
                    ok = 0;
                    break;
                }
                for (size_t rr = c + 1; rr < nf; rr++) {
                    double q = A[rr * nf + c] / A[c * nf + c];
                    for (size_t j = c; j < nf; j++)
                        A[rr * nf + j] -= q * A[c * nf + j];
                    y[rr] -= q * y[c];
                }
            }
            if (!ok)
                continue;
            double x[6] = {0};
            for (size_t c = nf; c-- > 0;) {
                double s = y[c];
                for (size_t j = c + 1; j < nf; j++)
                    s -= A[c * nf + j] * x[f[j]];
                x[f[c]] = s / A[c * nf + c];
            }
            int feasible = 1;
            for (size_t i = 0; i < m; i++)
                feasible &= x[i] >= 0.0;
            if (feasible && S_obj(m, G, h, x) < best)
                best = S_obj(m, G, h, x);
        }
        assert_close(S_obj(m, G, h, b), best, 1e-9 * (1.0 + fabs(best)));
    }
}

static void test_unconstrained_is_the_linear_solve(void **state)
{
    (void)state;
    /* G = [[4, 1], [1, 3]], h = [1, 2]: b = G^-1 h = [1/11, 7/11] */
    double G[4] = {4, 1, 1, 3}, h[2] = {1, 2}, lo[2] = {-INFINITY, -INFINITY};
    double hi[2] = {INFINITY, INFINITY}, b[2] = {0, 0}, w[64];
    assert_true(pm_bvls_solve(2, G, h, lo, hi, b, w) >= 0);
    assert_close(b[0], 1.0 / 11.0, 1e-12);
    assert_close(b[1], 7.0 / 11.0, 1e-12);
}

static void test_singular_matrix(void **state)
{
    (void)state;
    /* two identical columns: any split of the weight is optimal; the solver must not fail */
    double G[9] = {1, 1, 0, 1, 1, 0, 0, 0, 2}, h[3] = {2, 2, 1}, lo[3] = {0, 0, 0};
    double hi[3] = {INFINITY, INFINITY, INFINITY}, b[3] = {0, 0, 0}, w[64];
    assert_true(pm_bvls_solve(3, G, h, lo, hi, b, w) >= 0);
    assert_close(b[0] + b[1], 2.0, 1e-6);
    assert_close(b[2], 0.5, 1e-9);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_problems_meet_kkt),
        cmocka_unit_test(test_small_problems_match_brute_force),
        cmocka_unit_test(test_unconstrained_is_the_linear_solve),
        cmocka_unit_test(test_singular_matrix),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
