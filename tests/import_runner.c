/* import_runner.c - `pmreport history import data.js`: a github-action-benchmark user who
 * switches keeps every recorded run.
 *
 * Run as: import_runner PMREPORT. On a real gh-pages data.js of two suites (SFCMM/Common,
 * tests/data/real/: bench-gnu with 41 entries, bench-clang with 37, the newest of both at
 * commit 415cd9bd56b1, counted from the file), the import records every entry, each suite
 * into a project of its own, importing again adds nothing, and the history lists the suite's
 * runs newest first with their commits and exponents, so `--baseline main` finds the newest. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *S_binary;

#define S_FILE "tests/data/real/gab-datajs__SFCMM_Common__googlecpp_hilbert_levels_gnu_clang.js"

/* Run pmreport with args; its stdout (malloc'd) into *out; returns the exit status. */
static int S_run(char *const *args, char **out)
{
    char *tmp = pm_test_tmpdir(), so[4096];
    snprintf(so, sizeof so, "%s/stdout", tmp);
    int status = pm_test_run(args, so, NULL);
    *out = pm_test_read(so);
    pm_test_rmtree(tmp);
    free(tmp);
    return status;
}

static size_t S_count(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = text; (p = strstr(p, what)) != NULL; p += strlen(what))
        n++;
    return n;
}

static void test_import_data_js(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4096], *out = NULL;
    snprintf(db, sizeof db, "%s/h.db", dir);
    char *imp[] = {(char *)S_binary, "history", "--db", db, "--project", "p",
                   "import",         S_FILE,    NULL};
    assert_int_equal(S_run(imp, &out), 0);
    assert_non_null(strstr(out, "suite 'bench-gnu': 41 entries into project 'p/bench-gnu', "
                                "branch 'main'"));
    assert_non_null(strstr(out, "suite 'bench-clang': 37 entries into project 'p/bench-clang'"));
    assert_non_null(strstr(out, "imported 78 new of 78 entries"));
    free(out);
    /* again: nothing new */
    assert_int_equal(S_run(imp, &out), 0);
    assert_non_null(strstr(out, "imported 0 new of 78 entries"));
    free(out);
    /* the suite's runs on main, newest first: the newest entry's commit on top */
    char *list[] = {(char *)S_binary, "history",     "--db", db,
                    "--project",      "p/bench-gnu", "main", NULL};
    assert_int_equal(S_run(list, &out), 0);
    assert_int_equal(S_count(out, "\nrun ") + (strncmp(out, "run ", 4) == 0), 41);
    assert_true(strncmp(out, "run ", 4) == 0);
    char *first = strchr(out, '\n');
    assert_non_null(first);
    *first = '\0';
    assert_non_null(strstr(out, " main  415cd9bd56b1"));
    free(out);
    pm_test_rmtree(dir);
    free(dir);
}

/* A file that is not a data.js is refused with its name, and nothing is recorded. */
static void test_import_refuses_other_files(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4096], *out = NULL;
    snprintf(db, sizeof db, "%s/h.db", dir);
    char *path = pm_test_write(dir, "x.js", "window.OTHER = {}\n");
    char *imp[] = {(char *)S_binary, "history", "--db", db, "import", path, NULL};
    assert_int_equal(S_run(imp, &out), 2);
    free(out);
    assert_false(pm_test_exists(db));
    free(path);
    pm_test_rmtree(dir);
    free(dir);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: import_runner PMREPORT\n");
        return 2;
    }
    S_binary = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_import_data_js),
        cmocka_unit_test(test_import_refuses_other_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
