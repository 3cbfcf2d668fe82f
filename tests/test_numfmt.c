/* test_numfmt.c - numbers written without printf are printf's bytes (the CSV files rely on it). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/numfmt.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t S_state = 0x9E3779B97F4A7C15ull;

static uint64_t S_next(void) /* xorshift64* */
{
    S_state ^= S_state >> 12;
    S_state ^= S_state << 25;
    S_state ^= S_state >> 27;
    return S_state * 2685821657736338717ull;
}

/* pm_numfmt_g(v, prec) against snprintf("%.*g"); *fails counts the mismatches,
 * the first few printed. */
static void S_check(double v, int prec, size_t *fails)
{
    char want[64], got[PM_NUMFMT_MAX];
    snprintf(want, sizeof want, "%.*g", prec, v);
    size_t n = pm_numfmt_g(got, v, prec);
    if (strcmp(want, got) != 0 || n != strlen(want)) {
        if (*fails < 10)
            print_message("%%.%dg of %.17g (%a): printf \"%s\", pm_numfmt_g \"%s\"\n", prec, v, v,
                          want, got);
        ++*fails;
    }
}

static const int S_precs[] = {1, 2, 3, 6, 10, 12, 15, 16, 17};
enum { S_NPREC = sizeof S_precs / sizeof S_precs[0] };

static void test_special_values_and_ties(void **state)
{
    (void)state;
    size_t fails = 0;
    const double v[] = {0.0,
                        -0.0,
                        NAN,
                        INFINITY,
                        -INFINITY,
                        1,
                        -1,
                        10,
                        100,
                        1e-4,
                        1e-5,
                        0.5,
                        1.5,
                        2.5,
                        0.125,
                        0.0625,
                        1.25,
                        9.5,
                        99.5,
                        999999.5,
                        0.15,
                        0.25,
                        0.35,
                        9.9999999995,
                        9.99999999949,
                        99999.95,
                        999999999.95,
                        123456789012.0,
                        1e15,
                        1e16,
                        1e21,
                        1e22,
                        1e23,
                        1e-300,
                        DBL_MAX,
                        DBL_MIN,
                        DBL_TRUE_MIN,
                        0.1 + 0.2,
                        1.0 / 3.0,
                        2.0 / 3.0,
                        5.357,
                        0.000123456789,
                        4503599627370495.5,
                        4503599627370496.0};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        for (int s = 0; s < 2; s++)
            for (int p = 0; p < S_NPREC; p++)
                S_check(s ? -v[i] : v[i], S_precs[p], &fails);
    /* every power of ten, and its neighbours, where the exponent changes */
    for (int e = -30; e <= 30; e++) {
        double x = pow(10.0, e);
        for (int p = 0; p < S_NPREC; p++) {
            S_check(x, S_precs[p], &fails);
            S_check(nextafter(x, 0), S_precs[p], &fails);
            S_check(nextafter(x, INFINITY), S_precs[p], &fails);
        }
    }
    assert_int_equal(fails, 0);
}

static void test_random_values_match_printf(void **state)
{
    (void)state;
    size_t fails = 0;
    for (size_t i = 0; i < 60000; i++) {
        uint64_t r = S_next();
        double x;
        switch (i % 4) {
        case 0: /* any finite double */
            memcpy(&x, &r, sizeof x);
            if (!isfinite(x))
                continue;
            break;
        case 1: /* the magnitudes of times and parameters, full mantissas */
            x = ldexp((double)(r >> 11), -53) * pow(10.0, (double)(int)(S_next() % 24) - 8);
            break;
        case 2: /* decimal numbers as people write them, and halves between them */
            x = (double)(r % 2000001) / pow(10.0, (double)(int)(S_next() % 12));
            if (i % 8 == 2)
                x += 0.5 / pow(10.0, (double)(int)(S_next() % 10));
            break;
        default: /* products and ratios, as the model's predictions are */
            x = (double)(r % 100000 + 1) / (double)(S_next() % 997 + 1) * 1.0e-3;
            break;
        }
        S_check(x, S_precs[i % S_NPREC], &fails);
        S_check(x, 10, &fails); /* the CSV's own precisions */
        S_check(x, 6, &fails);
    }
    assert_int_equal(fails, 0);
}

static void test_unsigned(void **state)
{
    (void)state;
    const unsigned long long v[] = {0, 1, 9, 10, 99, 100, 4294967295ull, 18446744073709551615ull};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        char want[32], got[32];
        snprintf(want, sizeof want, "%llu", v[i]);
        assert_int_equal(pm_numfmt_u(got, v[i]), strlen(want));
        assert_string_equal(got, want);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_special_values_and_ties),
        cmocka_unit_test(test_random_values_match_printf),
        cmocka_unit_test(test_unsigned),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
