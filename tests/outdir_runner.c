/* outdir_runner.c - the report directory through the real binary: full disk, ulimit -f, races.
 *
 * Run as: outdir_runner PMREPORT TEST, from the source directory (it reads
 * tests/data/tiny.csv), TEST being one of
 *   fsize_limit  a run over RLIMIT_FSIZE fails with one line, exit 2, and the
 *                previous report stays byte for byte, with nothing left beside it
 *   full_disk    the same on a 64 KB tmpfs filled up (the reproduction);
 *                needs a private mount namespace: exits 77 (skipped) without one
 *   race         40 pairs of runs writing one -o at once all succeed and leave
 *                one whole report and nothing else
 */
#define _GNU_SOURCE /* unshare(), CLONE_NEWNS, CLONE_NEWUSER */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { SKIP = 77 };

static const char *S_binary;
static const char *const S_files[] = {".pmreport", "dataset.json", "dataset.txt", "fit.txt",
                                      "model.json"};
enum { NFILES = sizeof S_files / sizeof S_files[0] };

/* Run pmreport on tests/data/tiny.csv into out, stderr to err (NULL: /dev/null),
 * with RLIMIT_FSIZE at fsize bytes when fsize > 0. Returns the child's pid. */
static pid_t S_spawn(const char *out, const char *err, long fsize)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    if (fsize > 0) {
        struct rlimit rl = {(rlim_t)fsize, (rlim_t)fsize};
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
            _exit(126);
    }
    int o = open("/dev/null", O_WRONLY);
    int e = open(err ? err : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o < 0 || e < 0)
        _exit(127);
    dup2(o, 1);
    dup2(e, 2);
    char *argv[] = {(char *)S_binary,
                    "--fits",
                    "1",
                    "--bootstrap",
                    "0",
                    "--plots",
                    "none",
                    "-q",
                    "-o",
                    (char *)out,
                    "tests/data/tiny.csv",
                    NULL};
    execv(argv[0], argv);
    _exit(127);
}

/* Exit status of pid; -1 - signal when a signal ended it. */
static int S_wait(pid_t pid)
{
    int st;
    if (waitpid(pid, &st, 0) != pid)
        return -1000;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1 - WTERMSIG(st);
}

static int S_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Entries of dir other than . and .., sorted, joined by spaces; malloc'd. */
static char *S_ls(const char *dir)
{
    char *names[64];
    size_t n = 0;
    DIR *d = opendir(dir);
    if (d != NULL) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL && n < 64)
            if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
                names[n++] = strdup(e->d_name);
        closedir(d);
    }
    qsort(names, n, sizeof names[0], S_cmp);
    char *r = calloc(1, 1);
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        size_t m = strlen(names[i]);
        r = realloc(r, len + m + 2);
        if (len)
            r[len++] = ' ';
        memcpy(r + len, names[i], m + 1);
        len += m;
        free(names[i]);
    }
    return r;
}

/* Contents of every report file under out (NULL where missing). */
static void S_snapshot(const char *out, char *text[NFILES])
{
    for (size_t i = 0; i < NFILES; i++) {
        char *p = malloc(strlen(out) + strlen(S_files[i]) + 2);
        sprintf(p, "%s/%s", out, S_files[i]);
        text[i] = pm_test_read(p);
        free(p);
    }
}

static void S_free_snapshot(char *text[NFILES])
{
    for (size_t i = 0; i < NFILES; i++)
        free(text[i]);
}

/* The failing-write scenario in dir: a first run writes out/, then a run made to
 * fail by `limit` (RLIMIT_FSIZE bytes, or 0 when fill() fills the disk first)
 * must exit 2 with one line naming a file of out/ and `reason`, leaving out/
 * byte for byte and nothing beside it; fails the test otherwise. */
static void S_failing_write(const char *dir, long limit, void (*fill)(const char *dir),
                            const char *reason)
{
    char out[4096], err[4096];
    snprintf(out, sizeof out, "%s/out", dir);
    snprintf(err, sizeof err, "%s/../stderr.%ld", dir, (long)getpid());
    assert_int_equal(S_wait(S_spawn(out, NULL, 0)), 0);
    char *before[NFILES], *after[NFILES];
    S_snapshot(out, before);
    for (size_t i = 0; i < NFILES; i++)
        assert_non_null(before[i]);
    if (fill)
        fill(dir);
    char *names_before = S_ls(dir);

    int status = S_wait(S_spawn(out, err, limit));
    char *text = pm_test_read(err);
    unlink(err);
    assert_non_null(text);
    if (status != 2)
        print_error("exit %d (a negative number: killed by signal %d), stderr: %s\n", status,
                    -1 - status, text);
    assert_int_equal(status, 2);
    /* one line: "DIR/out/FILE: cannot write: REASON" */
    char *nl = strchr(text, '\n');
    assert_non_null(nl);
    assert_string_equal(nl + 1, "");
    if (strncmp(text, out, strlen(out)) != 0 || strstr(text, reason) == NULL)
        print_error("stderr: %s", text);
    assert_true(strncmp(text, out, strlen(out)) == 0);
    assert_non_null(strstr(text, reason));

    S_snapshot(out, after);
    for (size_t i = 0; i < NFILES; i++) {
        assert_non_null(after[i]);
        assert_string_equal(after[i], before[i]);
    }
    char *names_after = S_ls(dir);
    assert_string_equal(names_after, names_before); /* no .tmp., .old. or lock file */
    free(names_before);
    free(names_after);
    free(text);
    S_free_snapshot(before);
    S_free_snapshot(after);
}

/* model.json is over 4 KB, the other files under 2 KB: the last write fails. */
static void test_fsize_limit(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *sub = malloc(strlen(dir) + 8);
    sprintf(sub, "%s/d", dir);
    assert_int_equal(mkdir(sub, 0755), 0);
    S_failing_write(sub, 2048, NULL, ": cannot write: File too large");
    pm_test_rmtree(dir);
    free(sub);
    free(dir);
}

/* The reproduction: 40 KB of the 64 KB tmpfs taken after the first report. */
static void S_fill40k(const char *dir)
{
    char p[4096];
    snprintf(p, sizeof p, "%s/f", dir);
    FILE *fp = fopen(p, "wb");
    assert_non_null(fp);
    static char zeros[40 * 1024];
    fwrite(zeros, 1, sizeof zeros, fp); /* may fall short on a full disk: that is the point */
    fclose(fp);
}

/* In a child with its own mount namespace (as root, or as a user where user
 * namespaces are allowed), a 64 KB tmpfs at dir/mnt; the scenario runs there.
 * The mount vanishes with the namespace, so nothing leaks to the host. */
static void test_full_disk(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char mnt[4096];
    snprintf(mnt, sizeof mnt, "%s/mnt", dir);
    assert_int_equal(mkdir(mnt, 0755), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        uid_t uid = getuid();
        gid_t gid = getgid();
        if (unshare(CLONE_NEWNS) != 0) {
            if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
                _exit(SKIP);
            char map[64];
            FILE *fp = fopen("/proc/self/setgroups", "w");
            if (fp) {
                fputs("deny", fp);
                fclose(fp);
            }
            snprintf(map, sizeof map, "0 %ld 1", (long)uid);
            fp = fopen("/proc/self/uid_map", "w");
            if (fp == NULL || fputs(map, fp) < 0 || fclose(fp) != 0)
                _exit(SKIP);
            snprintf(map, sizeof map, "0 %ld 1", (long)gid);
            fp = fopen("/proc/self/gid_map", "w");
            if (fp == NULL || fputs(map, fp) < 0 || fclose(fp) != 0)
                _exit(SKIP);
        }
        if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
            mount("tmpfs", mnt, "tmpfs", 0, "size=64k") != 0)
            _exit(SKIP);
        S_failing_write(mnt, 0, S_fill40k, ": cannot write: No space left on device");
        _exit(0);
    }
    int status = S_wait(pid);
    pm_test_rmtree(dir);
    free(dir);
    if (status == SKIP) {
        fprintf(stderr, "full_disk: no private mount namespace here (needs root or user "
                        "namespaces): skipped\n");
        exit(SKIP);
    }
    assert_int_equal(status, 0);
}

/* Two runs on one -o at once, 40 times. */
static void test_race(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char out[4096];
    snprintf(out, sizeof out, "%s/out", dir);
    for (int round = 0; round < 40; round++) {
        char err[2][4096];
        pid_t pid[2];
        for (int k = 0; k < 2; k++) {
            snprintf(err[k], sizeof err[k], "%s.stderr%d", dir, k);
            pid[k] = S_spawn(out, err[k], 0);
            assert_true(pid[k] > 0);
        }
        for (int k = 0; k < 2; k++) {
            int status = S_wait(pid[k]);
            char *text = pm_test_read(err[k]);
            unlink(err[k]);
            if (status != 0)
                print_error("round %d: run %d: exit %d: %s\n", round, k, status, text ? text : "");
            assert_int_equal(status, 0);
            free(text);
        }
        char *text[NFILES];
        S_snapshot(out, text);
        for (size_t i = 0; i < NFILES; i++) {
            if (text[i] == NULL)
                print_error("round %d: %s missing\n", round, S_files[i]);
            assert_non_null(text[i]);
        }
        S_free_snapshot(text);
        char *names = S_ls(dir);
        if (strcmp(names, "out") != 0)
            print_error("round %d: beside the report: %s\n", round, names);
        assert_string_equal(names, "out");
        free(names);
    }
    pm_test_rmtree(dir);
    free(dir);
}

int main(int argc, char **argv)
{
    /* on GitHub Actions pmreport writes its errors as workflow commands: these
       cases check the plain lines (github_runner checks the other form) */
    unsetenv("GITHUB_ACTIONS");
    if (argc != 3) {
        fprintf(stderr, "usage: outdir_runner PMREPORT fsize_limit|full_disk|race\n");
        return 2;
    }
    S_binary = argv[1];
    const struct CMUnitTest all[] = {
        cmocka_unit_test(test_fsize_limit),
        cmocka_unit_test(test_full_disk),
        cmocka_unit_test(test_race),
    };
    const char *names[] = {"fsize_limit", "full_disk", "race"};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (strcmp(argv[2], names[i]) == 0) {
            const struct CMUnitTest one[] = {all[i]};
            return cmocka_run_group_tests_name(names[i], one, NULL, NULL);
        }
    fprintf(stderr, "outdir_runner: no test '%s'\n", argv[2]);
    return 2;
}
