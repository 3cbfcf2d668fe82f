/* testutil.c - temporary files and child processes for the tests. */
#define _XOPEN_SOURCE 700
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include "dataset/roles.h"
#include "fit/protocol.h"
#include "ingest/ingest.h"

#include <fcntl.h>
#include <math.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

void pm_test_assert_close(double a, double b, double tol, const char *expr, const char *file,
                          int line)
{
    if (fabs(a - b) <= tol)
        return;
    print_error("%s = %.17g, expected %.17g within %g\n", expr, a, b, tol);
    _fail(file, line);
}

const char *pm_test_cell(const pm_table *t, size_t row, const char *col)
{
    size_t c = pm_table_find(t, col);
    if (c == (size_t)-1)
        print_error("no column %s\n", col);
    assert_true(c != (size_t)-1);
    assert_true(row < t->nrows);
    return pm_table_cell(t, &t->rows[row], c).text;
}

double pm_test_num(const pm_table *t, size_t row, const char *col)
{
    const char *s = pm_test_cell(t, row, col);
    if (s == NULL)
        fail_msg("row %zu has no %s", row, col);
    return atof(s);
}

int pm_test_hint(const pm_table *t, const char *col)
{
    size_t c = pm_table_find(t, col);
    if (c == (size_t)-1)
        fail_msg("no column %s", col);
    return t->hint[c];
}

pm_table *pm_test_ingest(const char *name)
{
    char *path = pm_test_data(name);
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    if (pm_ingest_file(t, path, PM_FORMAT_AUTO, &err) != 0)
        fail_msg("%s: %s%s%s", name, err.where, err.where[0] ? ": " : "", err.msg);
    free(path);
    return t;
}

int pm_test_ingest_text(pm_table *t, const char *name, const char *text, pm_format fmt,
                        pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, name, text);
    pm_error_clear(err);
    int rc = pm_ingest_file(t, path, fmt, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    return rc;
}

pm_format pm_test_detect(const char *name, const char *text)
{
    json_t *root = json_loads(text, 0, NULL);
    pm_input in = {name, name, text, strlen(text), text, strlen(text), root};
    pm_format f = pm_format_detect(&in, -1);
    json_decref(root);
    return f;
}

char *pm_test_tmpdir(void)
{
    const char *base = getenv("TMPDIR");
    if (base == NULL || base[0] == '\0')
        base = "/tmp";
    char *p = malloc(strlen(base) + 32);
    assert_non_null(p);
    sprintf(p, "%s/pmtest.XXXXXX", base);
    assert_non_null(mkdtemp(p));
    return p;
}

static int S_rm(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

void pm_test_rmtree(const char *path)
{
    nftw(path, S_rm, 16, FTW_DEPTH | FTW_PHYS);
}

char *pm_test_write(const char *dir, const char *name, const char *text)
{
    char *p = malloc(strlen(dir) + strlen(name) + 2);
    assert_non_null(p);
    sprintf(p, "%s/%s", dir, name);
    FILE *fp = fopen(p, "wb");
    assert_non_null(fp);
    fputs(text, fp);
    assert_int_equal(fclose(fp), 0);
    return p;
}

char *pm_test_read(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return NULL;
    size_t cap = 4096, n = 0;
    char *b = malloc(cap);
    size_t got;
    while ((got = fread(b + n, 1, cap - n - 1, fp)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            cap *= 2;
            b = realloc(b, cap);
        }
    }
    fclose(fp);
    b[n] = '\0';
    return b;
}

char *pm_test_data(const char *name)
{
    char *p = malloc(strlen(PM_TEST_DATA) + strlen(name) + 2);
    assert_non_null(p);
    sprintf(p, "%s/%s", PM_TEST_DATA, name);
    return p;
}

int pm_test_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

int pm_test_run(char *const argv[], const char *out_path, const char *err_path)
{
    return pm_test_run_stdin(argv, NULL, out_path, err_path);
}

int pm_test_run_stdin(char *const argv[], const char *in_path, const char *out_path,
                      const char *err_path)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int i = open(in_path ? in_path : "/dev/null", O_RDONLY);
        int o = open(out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int e = open(err_path ? err_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (i < 0 || o < 0 || e < 0)
            _exit(127);
        if (in_path) {
            /* through a pipe, so the input cannot be rewound: as from `cat f | pmreport -` */
            int fds[2];
            if (pipe(fds) != 0)
                _exit(127);
            pid_t feeder = fork();
            if (feeder < 0)
                _exit(127);
            if (feeder == 0) {
                close(fds[0]);
                char buf[65536];
                ssize_t got;
                while ((got = read(i, buf, sizeof buf)) > 0)
                    if (write(fds[1], buf, (size_t)got) != got)
                        _exit(1);
                _exit(0);
            }
            close(fds[1]);
            close(i);
            i = fds[0];
        }
        dup2(i, 0);
        dup2(o, 1);
        dup2(e, 2);
        execv(argv[0], argv);
        _exit(127);
    }
    int st;
    if (waitpid(pid, &st, 0) != pid)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int pm_test_run_case(const struct CMUnitTest *all, size_t n, const char *name, const char *prog)
{
    char want[128];
    snprintf(want, sizeof want, "test_%s", name);
    for (size_t i = 0; i < n; i++)
        if (strcmp(all[i].name, want) == 0) {
            const struct CMUnitTest one[] = {all[i]};
            return cmocka_run_group_tests(one, NULL, NULL);
        }
    fprintf(stderr, "%s: unknown case '%s'\n", prog, name);
    return 2;
}

pm_test_law pm_test_extrap_law(const pm_table *t, pm_aggregate agg)
{
    pm_role_spec spec = {0};
    char *ext[] = {"p", "s"};
    spec.extrinsic = ext;
    spec.nextrinsic = 2;
    pm_roles roles;
    pm_error err;
    pm_error_clear(&err);
    if (pm_roles_decide(t, &spec, &roles, &err) != 0)
        fail_msg("roles: %s", err.msg);
    pm_dataset d;
    pm_dataset_opts dopts = {0.6, 1, agg};
    if (pm_dataset_build(t, &roles, &dopts, &d, &err) != 0)
        fail_msg("dataset: %s", err.msg);
    pm_fit_opts o;
    pm_fit_opts_default(&o);
    o.fits = 2;
    o.threads = 1;
    pm_fit f;
    if (pm_fit_run(&d, &o, &f, &err) != 0)
        fail_msg("fit: %s", err.msg);
    const pm_group_fit *gf = &f.groups[0];
    pm_test_law law = {NAN, NAN, NAN, gf->x[gf->nx - 1]};
    for (size_t k = 0; k < gf->nx; k++) {
        if (strcmp(gf->xname[k], "q[p]") == 0)
            law.q_p = gf->x[k];
        if (strcmp(gf->xname[k], "q[s]") == 0)
            law.q_s = gf->x[k];
        if (strcmp(gf->xname[k], "a0") == 0)
            law.a0 = gf->x[k];
    }
    pm_fit_free(&f);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    return law;
}
