/* test_format.c - numbers for people (render/format.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "render/format.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_interval_ends_read_apart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
