/* test_text.c - number parsing and UTF-8 checks the parsers rely on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/text.h"

#include <stdlib.h>
#include <string.h>

static void test_numbers(void **state)
{
    (void)state;
    double v;
    assert_true(pm_text_number("42", &v) && v == 42.0);
    assert_true(pm_text_number(" -1.5e-3 ", &v) && v == -1.5e-3);
    assert_true(pm_text_number(".5", &v) && v == 0.5);
    /* subnormals are valid numbers (underflow is not overflow) */
    assert_true(pm_text_number("1e-308", &v) && v > 0.0 && v < 1.1e-308);
    assert_true(pm_text_number("4.9e-324", &v) && v > 0.0);
    assert_true(pm_text_number("1.0000000000000001e-308", &v) && v > 0.0);
    assert_true(pm_text_number("1e-400", &v) && v == 0.0);
    const char *bad[] = {"",      "  ",   "nan",   "inf", "-Infinity",
                         "1e999", "0x10", "1.5ms", "1,5", "--1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(pm_text_number(bad[i], &v));
}

static void test_utf8(void **state)
{
    (void)state;
    assert_true(pm_text_utf8_valid("plain", 5));
    assert_true(pm_text_utf8_valid("\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x9a\x80", 14));
    assert_false(pm_text_utf8_valid("\xc0\xaf", 2));         /* overlong */
    assert_false(pm_text_utf8_valid("\xed\xa0\x80", 3));     /* surrogate */
    assert_false(pm_text_utf8_valid("\xe2\x82", 2));         /* truncated */
    assert_false(pm_text_utf8_valid("\xf5\x80\x80\x80", 4)); /* beyond U+10FFFF */
}

static void test_lists(void **state)
{
    (void)state;
    char **v;
    size_t n = pm_text_split_list(" a, b ,,c ", &v);
    assert_int_equal(n, 3);
    assert_string_equal(v[0], "a");
    assert_string_equal(v[1], "b");
    assert_string_equal(v[2], "c");
    pm_text_list_free(v, n);
}

static void test_escape(void **state)
{
    (void)state;
    char out[32];
    assert_string_equal(pm_text_escape(out, sizeof out, "a\nb\tc\rd\x01\x7f"),
                        "a\\nb\\tc\\rd\\x01\\x7f");
    assert_string_equal(pm_text_escape(out, sizeof out, "plain \xc3\xa9"), "plain \xc3\xa9");
    /* cut at a whole escape, never half of one */
    assert_string_equal(pm_text_escape(out, 4, "ab\ncd"), "ab");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_numbers),
        cmocka_unit_test(test_utf8),
        cmocka_unit_test(test_lists),
        cmocka_unit_test(test_escape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
