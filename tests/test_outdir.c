/* test_outdir.c - reports whole or not at all, one writer at a time, never over a foreign dir. */
#define _GNU_SOURCE /* setgroups() */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "render/outdir.h"
#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
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

/* Names in dir other than "." and "..", sorted and joined by spaces ("" when
 * empty); malloc'd. What a test compares to say "nothing was left behind". */
static char *S_ls(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    char *names[64];
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0 && n < 64)
            names[n++] = strdup(e->d_name);
    closedir(d);
    for (size_t i = 1; i < n; i++) /* insertion sort: a handful of names */
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(names[i]) + 1;
    char *r = calloc(1, len);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(r, " ");
        strcat(r, names[i]);
        free(names[i]);
    }
    return r;
}

/* Commit a report at dest holding a.txt = text; fails the test on error. */
static void S_report(const char *dest, const char *text)
{
    pm_outdir o;
    pm_error err;
    pm_error_clear(&err);
    if (pm_outdir_begin(&o, dest, &err) != 0 ||
        pm_outdir_write(&o, "a.txt", text, strlen(text), &err) != 0 ||
        pm_outdir_commit(&o, &err) != 0)
        fail_msg("cannot write a report at %s: %s", dest, err.msg);
}

/* Exit status of child pid, or -1 - signal number when it was killed. */
static int S_wait(pid_t pid)
{
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1 - WTERMSIG(st);
}

/* A pid that belonged to a process now gone. */
static long S_dead_pid(void)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(0);
    assert_int_equal(S_wait(pid), 0);
    return (long)pid;
}

/* In a child over a 1 KB RLIMIT_FSIZE (SIGXFSZ ignored, as main.c does), write
 * `size` bytes into a new report at dest: 0 when the write failed cleanly with
 * "File too large" and the abort cleaned up, else an exit code saying what went
 * wrong (or the child dies: the double free of the old code). */
static int S_write_over_limit(const char *dest, size_t size)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit rl = {1024, 1024};
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
            _exit(10);
        char *big = malloc(size);
        if (big == NULL)
            _exit(11);
        memset(big, 'x', size);
        pm_outdir o;
        pm_error err;
        pm_error_clear(&err);
        if (pm_outdir_begin(&o, dest, &err) != 0)
            _exit(12);
        int rc = pm_outdir_write(&o, "big.txt", big, size, &err);
        pm_outdir_abort(&o);
        free(big);
        if (rc != -1)
            _exit(13);
        if (strstr(err.msg, "cannot write: File too large") == NULL ||
            strstr(err.file, "big.txt") == NULL)
            _exit(14);
        _exit(0);
    }
    return S_wait(pid);
}

/* A write over the file size limit (or a full disk: the same path) fails with
 * an error, the previous report stays byte for byte, nothing is left behind.
 * 3000 bytes fit stdio's buffer, so the old code's failure came from fclose,
 * which it then called a second time (double free). */
static void test_failed_write_keeps_previous_report(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    S_report(dest, "previous");
    char *a = S_join(dest, "a.txt");
    const size_t sizes[] = {3000, 1 << 20};
    for (size_t i = 0; i < 2; i++) {
        int rc = S_write_over_limit(dest, sizes[i]);
        if (rc != 0)
            print_error("%zu bytes: child status %d\n", sizes[i], rc);
        assert_int_equal(rc, 0);
        char *text = pm_test_read(a);
        assert_string_equal(text, "previous");
        free(text);
        char *names = S_ls(dir);
        assert_string_equal(names, "report"); /* no .tmp., .old. or lock file */
        free(names);
        names = S_ls(dest);
        assert_string_equal(names, ".pmreport a.txt");
        free(names);
    }
    pm_test_rmtree(dir);
    free(a);
    free(dest);
    free(dir);
}

/* One writer of the race: waits on the start pipe, then writes a report whose
 * files all say which writer made them. */
static void S_racer(const char *dest, int start, int id)
{
    char c;
    if (read(start, &c, 1) < 0)
        _exit(20);
    char text[32];
    snprintf(text, sizeof text, "writer %d", id);
    pm_outdir o;
    pm_error err;
    pm_error_clear(&err);
    if (pm_outdir_begin(&o, dest, &err) != 0) {
        fprintf(stderr, "writer %d: begin: %s: %s\n", id, err.file, err.msg);
        _exit(21);
    }
    if (pm_outdir_write(&o, "a.txt", text, strlen(text), &err) != 0 ||
        pm_outdir_write(&o, "plots/b.txt", text, strlen(text), &err) != 0 ||
        pm_outdir_write(&o, "c.txt", text, strlen(text), &err) != 0) {
        pm_outdir_abort(&o);
        _exit(22);
    }
    if (pm_outdir_commit(&o, &err) != 0) {
        fprintf(stderr, "writer %d: commit: %s: %s\n", id, err.file, err.msg);
        _exit(23);
    }
    _exit(0);
}

/* Two processes writing one destination at once, released together, many
 * times: both succeed, the result is one writer's whole report, and nothing is
 * left beside it. (Without the lock, about one pair in ten failed with
 * "Directory not empty" and left directories behind.) */
static void test_two_writers_race(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    char *a = S_join(dest, "a.txt"), *b = S_join(dest, "plots/b.txt"), *c = S_join(dest, "c.txt");
    char *m = S_join(dest, ".pmreport");
    for (int round = 0; round < 40; round++) {
        int start[2];
        assert_int_equal(pipe(start), 0);
        pid_t pid[2];
        for (int k = 0; k < 2; k++) {
            pid[k] = fork();
            assert_true(pid[k] >= 0);
            if (pid[k] == 0) {
                close(start[1]);
                S_racer(dest, start[0], k);
            }
        }
        close(start[0]);
        close(start[1]); /* both read EOF at once: go */
        for (int k = 0; k < 2; k++) {
            int rc = S_wait(pid[k]);
            if (rc != 0)
                print_error("round %d: writer %d: status %d\n", round, k, rc);
            assert_int_equal(rc, 0);
        }
        char *ta = pm_test_read(a), *tb = pm_test_read(b), *tc = pm_test_read(c);
        assert_non_null(ta);
        assert_non_null(tb);
        assert_non_null(tc);
        assert_string_equal(ta, tb); /* all from the same writer */
        assert_string_equal(ta, tc);
        assert_true(pm_test_exists(m));
        free(ta);
        free(tb);
        free(tc);
        char *names = S_ls(dir);
        if (strcmp(names, "report") != 0)
            print_error("round %d: left beside the report: %s\n", round, names);
        assert_string_equal(names, "report");
        free(names);
    }
    pm_test_rmtree(dir);
    free(a);
    free(b);
    free(c);
    free(m);
    free(dest);
    free(dir);
}

static volatile sig_atomic_t S_stop;

static void S_on_term(int sig)
{
    (void)sig;
    S_stop = 1;
}

/* While one report replaces another, over and over, a reader watching the
 * destination never finds it missing: the swap is one atomic exchange, so a
 * kill at any moment leaves the old report or the new one at -o. (The old two
 * renames left a moment with no report, and a kill there left none at all.) */
static void test_destination_never_missing_during_replace(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    S_report(dest, "first");
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = S_on_term;
    sigemptyset(&sa.sa_mask);
    assert_int_equal(sigaction(SIGTERM, &sa, &old), 0);
    S_stop = 0;
    pid_t reader = fork();
    assert_true(reader >= 0);
    if (reader == 0) {
        long missing = 0, looks = 0;
        struct stat st;
        while (!S_stop) {
            looks++;
            if (stat(dest, &st) != 0)
                missing++;
        }
        fprintf(stderr, "reader: %ld of %ld looks found no report\n", missing, looks);
        _exit(missing == 0 ? 0 : 1);
    }
    sigaction(SIGTERM, &old, NULL);
    for (int i = 0; i < 100; i++) {
        S_report(dest, i % 2 ? "odd" : "even");
        struct stat st;
        assert_int_equal(stat(dest, &st), 0); /* and right after each commit */
    }
    kill(reader, SIGTERM);
    assert_int_equal(S_wait(reader), 0);
    char *names = S_ls(dir);
    assert_string_equal(names, "report");
    free(names);
    pm_test_rmtree(dir);
    free(dest);
    free(dir);
}

/* Make dir/name as a directory, with a marker when marked, and one file. */
static char *S_leftover(const char *dir, const char *name, int marked)
{
    char *p = S_join(dir, name);
    assert_int_equal(mkdir(p, 0755), 0);
    if (marked)
        free(pm_test_write(p, ".pmreport", "pmreport report directory\n"));
    free(pm_test_write(p, "fit.txt", "half"));
    return p;
}

/* A run killed midway leaves its temporary directory (and in the two-rename
 * fallback an .old. one); the next run removes them, and only them: not a
 * directory whose process is alive, nor one without the marker that has
 * contents, nor anything whose name merely looks like a leftover. */
static void test_leftovers_of_dead_runs_are_removed(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    S_report(dest, "previous");

    /* a real kill between write and commit, lock held */
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        pm_outdir o;
        pm_error err;
        if (pm_outdir_begin(&o, dest, &err) != 0 ||
            pm_outdir_write(&o, "a.txt", "new", 3, &err) != 0)
            _exit(1);
        raise(SIGKILL);
        _exit(2);
    }
    assert_int_equal(S_wait(pid), -1 - SIGKILL);
    char *names = S_ls(dir);
    assert_non_null(strstr(names, "report.tmp."));
    free(names);

    char name[128];
    long dead = S_dead_pid();
    /* removed: a dead run's marked .old. (two-rename fallback) and an empty .tmp.
     * (killed between making it and writing the marker) */
    snprintf(name, sizeof name, "report.old.pmreport.%ld.Ab3dEf", dead);
    char *old = S_leftover(dir, name, 1);
    snprintf(name, sizeof name, "report.tmp.pmreport.%ld.eMpTy1", dead);
    char *empty = S_join(dir, name);
    assert_int_equal(mkdir(empty, 0755), 0);
    /* kept: unmarked with contents, a live process's, and names that only look
     * like leftovers (a user's copies; pmreport's own names before the tag) */
    const char *kept_names[] = {"report.tmp.pmreport.1.aB1cD2", /* pid 1 never dies */
                                "report.old.backup", "report.old.2024.backup", "report.tmp.Q1w2E3",
                                "report.tmp.old"};
    enum { NKEPT = sizeof kept_names / sizeof kept_names[0] };
    char *kept[NKEPT + 1];
    for (size_t i = 0; i < NKEPT; i++)
        kept[i] = S_leftover(dir, kept_names[i], 1);
    snprintf(name, sizeof name, "report.tmp.pmreport.%ld.zZ9yY8", dead);
    kept[NKEPT] = S_leftover(dir, name, 0);

    S_report(dest, "next");
    char *a = S_join(dest, "a.txt");
    char *text = pm_test_read(a);
    assert_string_equal(text, "next");
    free(text);
    assert_false(pm_test_exists(old));
    assert_false(pm_test_exists(empty));
    for (size_t i = 0; i <= NKEPT; i++) {
        if (!pm_test_exists(kept[i]))
            print_error("removed: %s\n", kept[i]);
        assert_true(pm_test_exists(kept[i]));
        pm_test_rmtree(kept[i]);
        free(kept[i]);
    }
    names = S_ls(dir);
    assert_string_equal(names, "report"); /* the killed run's .tmp. and its lock file are gone */
    free(names);
    pm_test_rmtree(dir);
    free(a);
    free(old);
    free(empty);
    free(dest);
    free(dir);
}

/* A directory someone makes at the destination after begin's check is found
 * again under the lock before the swap and left alone; the commit fails. */
static void test_directory_made_after_begin_is_kept(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    pm_outdir o;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_outdir_begin(&o, dest, &err), 0);
    assert_int_equal(pm_outdir_write(&o, "a.txt", "new", 3, &err), 0);
    assert_int_equal(mkdir(dest, 0755), 0);
    char *keep = pm_test_write(dest, "precious.txt", "mine");
    assert_int_equal(pm_outdir_commit(&o, &err), -1);
    assert_non_null(strstr(err.msg, "not written by pmreport"));
    char *text = pm_test_read(keep);
    assert_string_equal(text, "mine");
    free(text);
    char *names = S_ls(dir);
    assert_string_equal(names, "report");
    free(names);
    pm_outdir_abort(&o); /* harmless after a failed commit */
    pm_test_rmtree(dir);
    free(keep);
    free(dest);
    free(dir);
}

/* Where the filesystem has no atomic exchange, two renames still replace the
 * report, create it when absent and leave nothing behind. */
static void test_fallback_without_exchange(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    char *a = S_join(dest, "a.txt");
    for (int i = 0; i < 2; i++) {
        pm_outdir o;
        pm_error err;
        pm_error_clear(&err);
        assert_int_equal(pm_outdir_begin(&o, dest, &err), 0);
        o.no_exchange = 1;
        assert_int_equal(pm_outdir_write(&o, "a.txt", i ? "two" : "one", 3, &err), 0);
        assert_int_equal(pm_outdir_commit(&o, &err), 0);
        char *text = pm_test_read(a);
        assert_string_equal(text, i ? "two" : "one");
        free(text);
        char *names = S_ls(dir);
        assert_string_equal(names, "report");
        free(names);
    }
    pm_test_rmtree(dir);
    free(a);
    free(dest);
    free(dir);
}

/* A report in a directory the user may not write: the error is the real one, EACCES, and
 * nothing is made. (The lock file's open falls back to reading someone else's lock file;
 * when there is none, its ENOENT used to hide the EACCES.) As root the run is made as nobody
 * in a root-owned directory; as anyone else the directory is made read-only. */
static void test_unwritable_directory_says_permission_denied(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *dest = S_join(dir, "report");
    assert_int_equal(chmod(dir, 0555), 0);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fd[0]);
        if (geteuid() == 0 && (setgroups(0, NULL) != 0 || setgid(65534) != 0 || setuid(65534) != 0))
            _exit(3);
        pm_outdir o;
        pm_error err;
        pm_error_clear(&err);
        int rc = pm_outdir_begin(&o, dest, &err);
        if (write(fd[1], err.msg, strlen(err.msg)) < 0)
            _exit(4);
        _exit(rc == -1 ? 0 : 1);
    }
    close(fd[1]);
    char msg[600] = "";
    ssize_t k = read(fd[0], msg, sizeof msg - 1);
    msg[k > 0 ? k : 0] = '\0';
    close(fd[0]);
    int status = S_wait(pid);
    assert_int_equal(chmod(dir, 0700), 0);
    assert_int_equal(status, 0); /* refused */
    if (strstr(msg, strerror(EACCES)) == NULL)
        fail_msg("expected '%s' in: %s", strerror(EACCES), msg);
    assert_non_null(strstr(msg, "cannot create the lock file"));
    char *names = S_ls(dir);
    assert_string_equal(names, "");
    free(names);
    pm_test_rmtree(dir);
    free(dest);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_commit_creates_and_replaces),
        cmocka_unit_test(test_abort_leaves_nothing),
        cmocka_unit_test(test_refuses_a_foreign_directory),
        cmocka_unit_test(test_failed_write_keeps_previous_report),
        cmocka_unit_test(test_two_writers_race),
        cmocka_unit_test(test_destination_never_missing_during_replace),
        cmocka_unit_test(test_leftovers_of_dead_runs_are_removed),
        cmocka_unit_test(test_directory_made_after_begin_is_kept),
        cmocka_unit_test(test_fallback_without_exchange),
        cmocka_unit_test(test_unwritable_directory_says_permission_denied),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
