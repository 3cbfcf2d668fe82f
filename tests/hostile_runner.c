/* hostile_runner.c - every file of the hostile corpus fails cleanly: exit 2, one line naming the
 * file, its line (or JSON path) and what is wrong, nothing written. Run as: hostile_runner
 * PMREPORT DIR. DIR/EXPECTED gives each file's expected line ("NAME<TAB>AFTER<TAB>PART":
 * stderr must start with DIR/NAME followed by AFTER, e.g. ":3: ", and contain PART); a file
 * without an entry, or an entry without a file, fails. Besides the files in DIR
 * (tests/data/bad/), it makes three inputs too big to keep in the repository: a CSV with a
 * 10 MB line, a CSV of 5000 columns and a Google Benchmark name with 5000 parameters. */
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

/* One input and the line it must give. */
typedef struct S_expect {
    char *path;  /* the input */
    char *after; /* what must follow the path on stderr (":3: ", ": benchmarks[0]: ") */
    char *part;  /* a piece of the message */
} S_expect;

static void test_fails_cleanly(void **state)
{
    const S_expect *x = *state;
    const char *input = x->path;
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
    /* then its line or JSON path, and the message */
    assert_non_null(x->after);
    if (strncmp(text + strlen(input), x->after, strlen(x->after)) != 0 ||
        strstr(text, x->part) == NULL)
        print_error("%s: expected '%s%s...%s...', got: %s", input, input, x->after, x->part, text);
    assert_true(strncmp(text + strlen(input), x->after, strlen(x->after)) == 0);
    assert_non_null(strstr(text, x->part));
    assert_false(pm_test_exists(out));
    free(text);
    pm_test_rmtree(tmp);
    free(tmp);
}

static int S_cmp(const void *a, const void *b)
{
    return strcmp(((const S_expect *)a)->path, ((const S_expect *)b)->path);
}

/* The entries of DIR/EXPECTED; *n set to their count. */
static S_expect *S_read_expected(const char *dir, size_t *n)
{
    char *path = malloc(strlen(dir) + 16);
    sprintf(path, "%s/EXPECTED", dir);
    char *text = pm_test_read(path);
    free(path);
    *n = 0;
    if (text == NULL)
        return NULL;
    S_expect *v = NULL;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *t1 = strchr(line, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (t2 == NULL) {
            fprintf(stderr, "EXPECTED: bad line: %s\n", line);
            exit(2);
        }
        *t1 = *t2 = '\0';
        v = realloc(v, (*n + 1) * sizeof *v);
        v[*n].path = malloc(strlen(dir) + strlen(line) + 2);
        sprintf(v[*n].path, "%s/%s", dir, line);
        v[*n].after = strdup(t1 + 1);
        v[*n].part = strdup(t2 + 1);
        (*n)++;
    }
    free(text);
    return v;
}

int main(int argc, char **argv)
{
    /* on GitHub Actions pmreport writes its errors as workflow commands: these
       cases check the plain lines (github_runner checks the other form) */
    unsetenv("GITHUB_ACTIONS");
    if (argc != 3) {
        fprintf(stderr, "usage: hostile_runner PMREPORT DIR\n");
        return 2;
    }
    S_binary = argv[1];
    size_t nexp = 0;
    S_expect *exp = S_read_expected(argv[2], &nexp);
    DIR *d = opendir(argv[2]);
    if (d == NULL) {
        perror(argv[2]);
        return 2;
    }
    S_expect *files = NULL;
    size_t n = 0;
    struct dirent *e;
    int bad = 0;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, "EXPECTED") == 0)
            continue;
        files = realloc(files, (n + 1) * sizeof *files);
        files[n].path = malloc(strlen(argv[2]) + strlen(e->d_name) + 2);
        sprintf(files[n].path, "%s/%s", argv[2], e->d_name);
        files[n].after = files[n].part = NULL;
        for (size_t k = 0; k < nexp; k++)
            if (exp[k].path && strcmp(exp[k].path, files[n].path) == 0) {
                files[n].after = exp[k].after;
                files[n].part = exp[k].part;
                free(exp[k].path);
                exp[k].path = NULL; /* claimed */
            }
        if (files[n].after == NULL) {
            fprintf(stderr, "%s: no entry in %s/EXPECTED\n", files[n].path, argv[2]);
            bad = 1;
        }
        n++;
    }
    closedir(d);
    for (size_t k = 0; k < nexp; k++)
        if (exp[k].path) {
            fprintf(stderr, "%s: in EXPECTED but not in the directory\n", exp[k].path);
            bad = 1;
        }
    if (bad)
        return 1;
    qsort(files, n, sizeof *files, S_cmp);
    /* generated: a 10 MB line of a quoted field, 5000 columns, 5000 benchmark parameters */
    char *gen = pm_test_tmpdir();
    files = realloc(files, (n + 3) * sizeof *files);
    {
        size_t big = 10u * 1024 * 1024;
        char *body = malloc(big + 64);
        strcpy(body, "gpus,time\n1,\"");
        size_t len = strlen(body);
        memset(body + len, 'x', big);
        strcpy(body + len + big, "\"\n");
        files[n].path = pm_test_write(gen, "ten_mb_line.csv", body);
        files[n].after = strdup(":2: ");
        files[n++].part = strdup("target 'time' must be a number, got 'xxx");
        free(body);
        char *wide = malloc(5000 * 8 + 64);
        wide[0] = '\0';
        for (int c = 0; c < 5000; c++)
            sprintf(wide + strlen(wide), "c%d,", c);
        strcat(wide, "time\n");
        files[n].path = pm_test_write(gen, "five_thousand_columns.csv", wide);
        files[n].after = strdup(":1: ");
        files[n++].part = strdup("more than 4096 columns");
        free(wide);
        /* a Google Benchmark name with 5000 parameters: refused at the 33rd */
        char *gb = malloc(5000 * 16 + 256);
        strcpy(gb, "{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_x");
        for (int c = 0; c < 5000; c++)
            sprintf(gb + strlen(gb), "/p%d:1", c);
        strcat(gb, "\", \"run_type\": \"iteration\", \"real_time\": 5, \"time_unit\": \"ns\"}]}\n");
        files[n].path = pm_test_write(gen, "gbench_five_thousand_parameters.json", gb);
        files[n].after = strdup(": benchmarks[0]: ");
        files[n++].part = strdup("more than 32 arguments in the benchmark name");
        free(gb);
    }
    struct CMUnitTest *tests = calloc(n, sizeof *tests);
    for (size_t i = 0; i < n; i++) {
        tests[i].name = files[i].path;
        tests[i].test_func = test_fails_cleanly;
        tests[i].initial_state = &files[i];
    }
    int rc = _cmocka_run_group_tests("hostile corpus", tests, n, NULL, NULL);
    pm_test_rmtree(gen);
    free(gen);
    for (size_t i = 0; i < n; i++)
        free(files[i].path);
    free(files[n - 3].after);
    free(files[n - 3].part);
    free(files[n - 2].after);
    free(files[n - 2].part);
    free(files[n - 1].after);
    free(files[n - 1].part);
    for (size_t k = 0; k < nexp; k++) {
        free(exp[k].after);
        free(exp[k].part);
    }
    free(exp);
    free(files);
    free(tests);
    return rc;
}
