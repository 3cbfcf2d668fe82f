/* test_outdir.c - reports appear whole or not at all, and never over someone else's directory. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "render/outdir.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *S_join(const char *a, const char *b)
{
    char *p = malloc(strlen(a) + strlen(b) + 2);
    sprintf(p, "%s/%s", a, b);
    return p;
}

static void test_commit_creates_and_replaces(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "deep/er/report");
    pm_outdir o;
    pm_error err;
    assert_int_equal(pm_outdir_begin(&o, dest, &err), 0);
    assert_int_equal(pm_outdir_write(&o, "a.txt", "one", 3, &err), 0);
    assert_int_equal(pm_outdir_write(&o, "plots/b.svg", "<svg/>", 6, &err), 0);
    assert_false(pm_test_exists(dest)); /* nothing visible before the commit */
    assert_int_equal(pm_outdir_commit(&o, &err), 0);
    char *a = S_join(dest, "a.txt"), *b = S_join(dest, "plots/b.svg");
    char *text = pm_test_read(a);
    assert_string_equal(text, "one");
    free(text);
    assert_true(pm_test_exists(b));

    /* a second run replaces the report it made */
    assert_int_equal(pm_outdir_begin(&o, dest, &err), 0);
    assert_int_equal(pm_outdir_write(&o, "a.txt", "two", 3, &err), 0);
    assert_int_equal(pm_outdir_commit(&o, &err), 0);
    text = pm_test_read(a);
    assert_string_equal(text, "two");
    free(text);
    assert_false(pm_test_exists(b));
    pm_test_rmtree(dir);
    free(a);
    free(b);
    free(dest);
    free(dir);
}

static void test_abort_leaves_nothing(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    pm_outdir o;
    pm_error err;
    assert_int_equal(pm_outdir_begin(&o, dest, &err), 0);
    assert_int_equal(pm_outdir_write(&o, "a.txt", "x", 1, &err), 0);
    pm_outdir_abort(&o);
    assert_false(pm_test_exists(dest));
    /* and no temporary directory either: dir is empty again */
    assert_int_equal(rmdir(dir), 0);
    free(dest);
    free(dir);
}

static void test_refuses_a_foreign_directory(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *keep = pm_test_write(dir, "precious.txt", "mine");
    pm_outdir o;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_outdir_begin(&o, dir, &err), -1);
    assert_non_null(strstr(err.msg, "not written by pmreport"));
    assert_true(pm_test_exists(keep));
    pm_test_rmtree(dir);
    free(keep);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_commit_creates_and_replaces),
        cmocka_unit_test(test_abort_leaves_nothing),
        cmocka_unit_test(test_refuses_a_foreign_directory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
