/* test_stats.c - the one median and the k-th smallest: the values sorting gives, a sorted input
 * left sorted. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The median as sorting a copy and taking the middle gives it. */
static double S_sorted_median(const double *v, size_t n)
{
    double *c = malloc((n + 1) * sizeof *c);
    assert_non_null(c);
    memcpy(c, v, n * sizeof *c);
    qsort(c, n, sizeof *c, pm_cmp_double);
    double m = n % 2 ? c[n / 2] : 0.5 * (c[n / 2 - 1] + c[n / 2]);
    free(c);
    return m;
}

static void test_median_is_the_middle_of_the_sorted_values(void **state)
{
    (void)state;
    double odd[] = {5, 1, 4, 2, 3};
    assert_true(pm_median(odd, 5) == 3.0);
    double even[] = {10, 1, 4, 2};
    assert_true(pm_median(even, 4) == 3.0);
    double one[] = {7.5};
    assert_true(pm_median(one, 1) == 7.5);
    assert_true(isnan(pm_median(NULL, 0)));
    /* random lengths and values, with many ties: bit for bit what sorting gives */
    unsigned s = 12345;
    for (int round = 0; round < 200; round++) {
        size_t n = 1 + (size_t)(round % 37);
        double v[40];
        for (size_t i = 0; i < n; i++) {
            s = s * 1103515245u + 12345u;
            v[i] = (double)((s >> 16) % 7) * 0.1 + (round % 2 ? 1e-3 * (double)i : 0.0);
        }
        double want = S_sorted_median(v, n);
        assert_true(pm_median(v, n) == want);
    }
}

/* dataset.c keeps a configuration's measurements sorted and takes their median. */
static void test_median_leaves_sorted_values_sorted(void **state)
{
    (void)state;
    double v[] = {1, 1, 2, 2, 2, 3, 5, 5, 8, 13};
    double c[10];
    memcpy(c, v, sizeof v);
    assert_true(pm_median(c, 10) == 2.5);
    assert_memory_equal(c, v, sizeof v);
}

/* The residual figures' quartiles select three ranks in turn: each one the value sorting
 * puts there, with every smaller value before it and every larger after. */
static void test_kth_is_the_sorted_value_and_splits_the_rest(void **state)
{
    (void)state;
    unsigned s = 777;
    for (int round = 0; round < 300; round++) {
        size_t n = 1 + (size_t)(round % 53);
        double v[60], sorted[60];
        for (size_t i = 0; i < n; i++) {
            s = s * 1103515245u + 12345u;
            v[i] = (double)((s >> 16) % 9) - (round % 3 ? 0.5 * (double)(i % 4) : 0.0);
        }
        memcpy(sorted, v, n * sizeof *v);
        qsort(sorted, n, sizeof *sorted, pm_cmp_double);
        size_t k = (size_t)round % n;
        double x = pm_kth(v, n, k);
        assert_true(x == sorted[k]);
        assert_true(v[k] == x);
        for (size_t i = 0; i < n; i++)
            assert_true(i < k ? v[i] <= x : v[i] >= x);
        qsort(v, n, sizeof *v, pm_cmp_double); /* the same values, reordered */
        assert_memory_equal(v, sorted, n * sizeof *v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_median_is_the_middle_of_the_sorted_values),
        cmocka_unit_test(test_median_leaves_sorted_values_sorted),
        cmocka_unit_test(test_kth_is_the_sorted_value_and_splits_the_rest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
