/* test_format.c - numbers for people (util/format.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/format.h"

#include <math.h>

/* An interval reads with the digits asked for, and never as [x, x] when its ends differ:
   at a million rows an exponent's interval is narrower than three digits show. */
static void test_interval_ends_read_apart(void **state)
{
    (void)state;
    char s[128];
    pm_fmt_interval(s, sizeof s, 1.65, 2.45, 3);
    assert_string_equal(s, "[1.65, 2.45]");
    pm_fmt_interval(s, sizeof s, -1.0712, -1.0691, 3);
    assert_string_equal(s, "[-1.071, -1.069]");
    pm_fmt_interval(s, sizeof s, -0.99912, -0.99908, 3);
    assert_string_equal(s, "[-0.99912, -0.99908]");
    pm_fmt_interval(s, sizeof s, 2.0, 2.0, 3); /* a point stays one */
    assert_string_equal(s, "[2, 2]");
    pm_fmt_interval(s, sizeof s, NAN, 1.0, 3);
    assert_string_equal(s, "\xe2\x80\x93");
}

/* An unknown number reads as one token, the en dash, whichever formatter prints it: the
   report's tables, the gate's verdicts, fit.txt and dataset.txt all go through these. */
static void test_unknown_reads_en_dash_everywhere(void **state)
{
    (void)state;
    const double bad[] = {NAN, INFINITY, -INFINITY};
    for (size_t i = 0; i < 3; i++) {
        char s[64];
        pm_fmt_num(s, sizeof s, bad[i], 3);
        assert_string_equal(s, PM_FMT_UNKNOWN);
        pm_fmt_g(s, sizeof s, bad[i], 3);
        assert_string_equal(s, PM_FMT_UNKNOWN);
        pm_fmt_pct(s, sizeof s, bad[i]);
        assert_string_equal(s, PM_FMT_UNKNOWN);
        pm_fmt_interval(s, sizeof s, 0.0, bad[i], 3);
        assert_string_equal(s, PM_FMT_UNKNOWN);
    }
    assert_string_equal(PM_FMT_UNKNOWN, "\xe2\x80\x93");
}

/* The running-text style is printf's %g, but never "-0", and its exponents read as the
   tables' do ("1.5e-6", not "1.5e-06"): one way to write a power of ten. */
static void test_g_style(void **state)
{
    (void)state;
    char s[64];
    pm_fmt_g(s, sizeof s, 1.5e-6, 3);
    assert_string_equal(s, "1.5e-6");
    pm_fmt_num(s, sizeof s, 1.5e-6, 3);
    assert_string_equal(s, "1.5e-6");
    pm_fmt_g(s, sizeof s, 40448.0, 4);
    assert_string_equal(s, "4.045e4");
    pm_fmt_g(s, sizeof s, -2.5e-12, 3);
    assert_string_equal(s, "-2.5e-12");
    pm_fmt_g(s, sizeof s, 0.0123456, 3);
    assert_string_equal(s, "0.0123");
    pm_fmt_g(s, sizeof s, -0.0, 3);
    assert_string_equal(s, "0");
    pm_fmt_num(s, sizeof s, 40448.0, 4); /* the tables' style keeps the digits */
    assert_string_equal(s, "40448");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_interval_ends_read_apart),
        cmocka_unit_test(test_unknown_reads_en_dash_everywhere),
        cmocka_unit_test(test_g_style),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
