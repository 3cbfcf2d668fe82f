/* test_text.c - number parsing and UTF-8 checks the parsers rely on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/text.h"

#include <stdlib.h>
#include <stdint.h>
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

/* Plain decimals (read without strtod when they allow) are the bits strtod gives: at the
 * edges of that path (2^53, 19 digits, 22 after the point) and over many made-up ones. */
static void test_plain_decimals_as_strtod(void **state)
{
    (void)state;
    static const char *const edge[] = {"9007199254740992",
                                       "9007199254740993",
                                       "9007199254740991.5",
                                       "1234567890123456789",
                                       "12345678901234567890",
                                       "0.0000000000000000000001",
                                       "0.00000000000000000000001",
                                       "5.",
                                       "-0",
                                       "+7.25",
                                       "0.1",
                                       "121.8802",
                                       "  3.5\t",
                                       "000123.4500"};
    double a, b;
    for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        assert_true(pm_text_number(edge[i], &a));
        b = strtod(edge[i], NULL);
        assert_memory_equal(&a, &b, sizeof a);
    }
    char buf[40];
    uint64_t x = 88172645463325252ull;
    for (int it = 0; it < 20000; it++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17; /* xorshift: the same texts every run */
        int nd = 1 + (int)(x % 20), point = (int)((x >> 8) % (uint64_t)(nd + 1)), len = 0;
        for (int i = 0; i < nd; i++) {
            if (i == point)
                buf[len++] = '.';
            buf[len++] = (char)('0' + (x >> (12 + 2 * i)) % 10);
        }
        buf[len] = '\0';
        assert_true(pm_text_number(buf, &a));
        b = strtod(buf, NULL);
        assert_memory_equal(&a, &b, sizeof a);
    }
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
        cmocka_unit_test(test_numbers), cmocka_unit_test(test_plain_decimals_as_strtod),
        cmocka_unit_test(test_utf8),    cmocka_unit_test(test_lists),
        cmocka_unit_test(test_escape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
