/* hostile_runner.c - every file of the hostile corpus fails cleanly: exit 2, one line naming the
 * file, nothing written. Run as: hostile_runner PMREPORT DIR. Besides the files in DIR
 * (tests/data/bad/), it makes two inputs too big to keep in the repository: a CSV with a
 * 10 MB line and a CSV of 5000 columns. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *S_binary;

static void test_fails_cleanly(void **state)
{
    const char *input = *state;
    char *tmp = pm_test_tmpdir();
    char out[4096], err[4096];
    snprintf(out, sizeof out, "%s/out", tmp);
    snprintf(err, sizeof err, "%s/stderr", tmp);
    char *argv[] = {(char *)S_binary, "-q", "-o", out, (char *)input, NULL};
    int status = pm_test_run(argv, NULL, err);
    char *text = pm_test_read(err);
    assert_non_null(text);
    if (status != 2 || strncmp(text, input, strlen(input)) != 0)
        print_error("%s: exit %d, stderr: %s\n", input, status, text);
    assert_int_equal(status, 2);
    /* one line, starting with the file's name */
    assert_true(strncmp(text, input, strlen(input)) == 0);
    char *nl = strchr(text, '\n');
    assert_non_null(nl);
    assert_string_equal(nl + 1, "");
    assert_false(pm_test_exists(out));
    free(text);
    pm_test_rmtree(tmp);
    free(tmp);
}

static int S_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: hostile_runner PMREPORT DIR\n");
        return 2;
    }
    S_binary = argv[1];
    DIR *d = opendir(argv[2]);
    if (d == NULL) {
        perror(argv[2]);
        return 2;
    }
    char **files = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        files = realloc(files, (n + 1) * sizeof *files);
        files[n] = malloc(strlen(argv[2]) + strlen(e->d_name) + 2);
        sprintf(files[n++], "%s/%s", argv[2], e->d_name);
    }
    closedir(d);
    qsort(files, n, sizeof *files, S_cmp);
    /* generated: a 10 MB line of a quoted field, and 5000 columns */
    char *gen = pm_test_tmpdir();
    files = realloc(files, (n + 2) * sizeof *files);
    {
        size_t big = 10u * 1024 * 1024;
        char *body = malloc(big + 64);
        strcpy(body, "gpus,time\n1,\"");
        size_t len = strlen(body);
        memset(body + len, 'x', big);
        strcpy(body + len + big, "\"\n");
        files[n++] = pm_test_write(gen, "ten_mb_line.csv", body);
        free(body);
        char *wide = malloc(5000 * 8 + 64);
        wide[0] = '\0';
        for (int c = 0; c < 5000; c++)
            sprintf(wide + strlen(wide), "c%d,", c);
        strcat(wide, "time\n");
        files[n++] = pm_test_write(gen, "five_thousand_columns.csv", wide);
        free(wide);
    }
    struct CMUnitTest *tests = calloc(n, sizeof *tests);
    for (size_t i = 0; i < n; i++) {
        tests[i].name = files[i];
        tests[i].test_func = test_fails_cleanly;
        tests[i].initial_state = files[i];
    }
    int rc = _cmocka_run_group_tests("hostile corpus", tests, n, NULL, NULL);
    pm_test_rmtree(gen);
    free(gen);
    for (size_t i = 0; i < n; i++)
        free(files[i]);
    free(files);
    free(tests);
    return rc;
}
