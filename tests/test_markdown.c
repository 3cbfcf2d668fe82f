/* test_markdown.c - summary.md's escaping of names and prose from the input. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "render/summary_md.h"

#include <string.h>

static const char *S_escaped(pm_buf *b, const char *text)
{
    pm_buf_free(b); /* empty again */
    pm_md_escape(b, text);
    return pm_buf_str(b);
}

/* Whatever a group or column is called, it cannot open a link, an image, a table cell,
   emphasis, code or HTML in the summary a pull request shows. */
static void test_markup_cannot_form(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    const char *s = S_escaped(&b, "x](http://evil.example) ![i](j) a|b *c* _d_ `e` <f>&");
    assert_null(strstr(s, "!["));
    for (const char *c = s; *c; c++) {
        if (strchr("|*_`[]", *c)) /* each only behind a backslash: no "](" link, no "![" */
            assert_true(c > s && c[-1] == '\\');
        assert_false(*c == '<' || *c == '>');
    }
    assert_non_null(strstr(s, "&lt;f&gt;&amp;"));
    /* line breaks cannot end a table row or start a heading */
    s = S_escaped(&b, "a\n# b\r\tc");
    assert_null(strchr(s, '\n'));
    assert_null(strchr(s, '\r'));
    assert_non_null(strstr(s, "\\#"));
    pm_buf_free(&b);
}

/* Prose stays readable in the raw file: parentheses, braces and '!' are not escaped. */
static void test_plain_text_stays_plain(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    assert_string_equal(S_escaped(&b, "floor 24.3% (from 99 configurations) {x}!"),
                        "floor 24.3% (from 99 configurations) {x}!");
    assert_string_equal(S_escaped(&b, "time_ms"), "time\\_ms");
    pm_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_markup_cannot_form),
        cmocka_unit_test(test_plain_text_stays_plain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
