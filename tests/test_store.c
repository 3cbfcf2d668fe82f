/* test_store.c - the run history: schema and migrations, recording, finding a baseline by branch or
 * commit, listing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "history/runinfo.h"
#include "history/store.h"
#include "testutil.h"
#include "util/xalloc.h"

#include <dirent.h>
#include <math.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* A small result: group "eager" with exponent gpus. */
static void S_result(pm_result *r, double q)
{
    memset(r, 0, sizeof *r);
    r->target = pm_xstrdup("time");
    r->unit = pm_xstrdup("ms");
    r->nparams = 1;
    r->params = pm_xcalloc(1, sizeof *r->params);
    r->params[0].name = pm_xstrdup("gpus");
    r->params[0].role = PM_ROLE_EXTRINSIC;
    r->ngroups = 1;
    r->groups = pm_xcalloc(1, sizeof *r->groups);
    pm_res_group *g = &r->groups[0];
    g->name = pm_xstrdup("eager");
    g->n_train = 6;
    g->n_test = 4;
    g->train.r2 = 0.99;
    g->test.r2 = 0.98;
    g->test.mape = 0.02;
    g->nexp = 1;
    g->exp = pm_xcalloc(1, sizeof *g->exp);
    pm_stat s = {q, q, 0.0, q - 0.0196, q + 0.0196, 0.01};
    g->exp[0].q = s;
}

static void S_record(pm_store *s, const char *branch, const char *commit, long long t, double q)
{
    pm_result r;
    S_result(&r, q);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    char json[64];
    snprintf(json, sizeof json, "{\"q\": %g}", q);
    rec.branch = (char *)branch;
    rec.commit = (char *)commit;
    rec.time = t;
    rec.digest = (char *)"fnv1a64:0000000000000000";
    rec.model_json = json;
    rec.machine.cpu = (char *)"Test CPU";
    rec.machine.cores = 8;
    rec.machine.os = (char *)"Linux";
    pm_error err;
    pm_error_clear(&err);
    long long id = 0;
    if (pm_store_record(s, &rec, &r, &id, &err) != 0)
        fail_msg("%s", err.msg);
    assert_true(id > 0);
    pm_result_free(&r);
}

static long long S_count(const char *path, const char *sql)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    long long n = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    sqlite3_close(db);
    return n;
}

static void test_new_database_is_migrated_in_wal_mode(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/sub/history.db", dir); /* the directory is made */
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT max(version) FROM schema_version"),
                     pm_store_schema_version());
    /* opening again applies nothing twice */
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT count(*) FROM schema_version"),
                     pm_store_schema_version());
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    assert_string_equal((const char *)sqlite3_column_text(st, 0), "wal");
    sqlite3_finalize(st);
    assert_int_equal(S_count(path, "PRAGMA application_id"), PM_STORE_APPLICATION_ID);
    /* a file from a newer pmreport is refused */
    assert_int_equal(sqlite3_exec(db, "INSERT INTO schema_version VALUES (99)", NULL, NULL, NULL),
                     SQLITE_OK);
    sqlite3_close(db);
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), -1);
    assert_non_null(strstr(err.msg, "newer"));
    /* a reader never makes a file */
    snprintf(path, sizeof path, "%s/none.db", dir);
    assert_int_equal(pm_store_open(path, PM_STORE_READ, &s, &err), -1);
    assert_non_null(strstr(err.msg, "cannot open: No such file"));
    assert_false(pm_test_exists(path));
    pm_test_rmtree(dir);
    free(dir);
}

static void test_find_by_branch_then_commit_prefix(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/h.db", dir);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "aaaa1111", 100, -0.9);
    S_record(s, "main", "bbbb2222", 300, -0.8); /* the latest of main by time */
    S_record(s, "main", "cccc3333", 200, -0.7);
    S_record(s, "feature", "abcd4444", 400, -0.6);
    S_record(s, "other", "abce5555", 500, -0.5);
    S_record(s, NULL, NULL, 600, -0.4); /* branch and commit unknown */

    pm_run_record r;
    assert_int_equal(pm_store_find(s, "main", &r, &err), 1);
    assert_string_equal(r.commit, "bbbb2222");
    assert_string_equal(r.model_json, "{\"q\": -0.8}");
    assert_string_equal(r.machine.cpu, "Test CPU");
    assert_int_equal(r.machine.cores, 8);
    pm_run_record_free(&r);
    assert_int_equal(pm_store_find(s, "cccc", &r, &err), 1);
    assert_string_equal(r.branch, "main");
    assert_int_equal(r.time, 200);
    pm_run_record_free(&r);
    assert_int_equal(pm_store_find(s, "zzz", &r, &err), 0);
    /* '%' is not a wildcard */
    assert_int_equal(pm_store_find(s, "%", &r, &err), 0);
    /* a prefix of two commits is refused */
    assert_int_equal(pm_store_find(s, "abc", &r, &err), -1);
    assert_non_null(strstr(err.msg, "2 different commits"));

    pm_run_record *runs;
    size_t n;
    assert_int_equal(pm_store_list(s, "main", 0, &runs, &n, &err), 0);
    assert_int_equal(n, 3);
    assert_int_equal(runs[0].time, 300);
    assert_int_equal(runs[1].time, 200);
    assert_int_equal(runs[2].time, 100);
    for (size_t i = 0; i < n; i++)
        pm_run_record_free(&runs[i]);
    free(runs);
    assert_int_equal(pm_store_list(s, "main", 2, &runs, &n, &err), 0);
    assert_int_equal(n, 2);
    for (size_t i = 0; i < n; i++)
        pm_run_record_free(&runs[i]);
    free(runs);
    pm_store_close(s);

    /* the exponent and metric rows */
    assert_int_equal(S_count(path, "SELECT count(*) FROM exponents"), 6);
    assert_int_equal(S_count(path, "SELECT count(*) FROM metrics"), 12);
    assert_int_equal(S_count(path, "SELECT count(*) FROM exponents e JOIN runs r ON r.id = e.run_id"
                                   " WHERE r.commit_sha = 'bbbb2222' AND e.factor = 'gpus'"
                                   " AND e.group_name = 'eager' AND e.q = -0.8 AND e.se = 0.01"),
                     1);
    pm_test_rmtree(dir);
    free(dir);
}

/* A branch's runs with their exponents, oldest first, for the report's exponents
 * over time: the newest `limit`, with the count before it; with a since run,
 * that run (even from another branch) and the branch's runs after it. */
static void test_series_oldest_first_limited_and_since(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/h.db", dir);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    for (int i = 0; i < 55; i++) {        /* recorded out of time order: the series goes by time */
        int t = 100 * (1 + (7 * i) % 55); /* 100 .. 5500, each once */
        char commit[32];
        snprintf(commit, sizeof commit, "c%04d", t);
        S_record(s, "main", commit, t, -1.0 + 0.01 * t / 100.0);
    }
    S_record(s, "release", "rel00001", 3050, -0.5); /* between main's runs at 3000 and 3100 */

    pm_run_exponents *runs;
    size_t n, total;
    assert_int_equal(pm_store_series(s, "main", NULL, 50, &runs, &n, &total, &err), 0);
    assert_int_equal(total, 55);
    assert_int_equal(n, 50);
    for (size_t i = 1; i < n; i++)
        assert_true(runs[i - 1].run.time < runs[i].run.time);
    assert_int_equal(runs[0].run.time, 600); /* the newest 50: 600 .. 5500 */
    assert_int_equal(runs[n - 1].run.time, 5500);
    assert_null(runs[0].run.model_json);
    assert_int_equal(runs[0].nexp, 1);
    assert_string_equal(runs[0].exp[0].group, "eager");
    assert_string_equal(runs[0].exp[0].factor, "gpus");
    char want[32];
    snprintf(want, sizeof want, "c%04lld", runs[0].run.time);
    assert_string_equal(runs[0].run.commit, want);
    assert_true(fabs(runs[0].exp[0].q - (-1.0 + 0.01 * (double)runs[0].run.time / 100.0)) < 1e-12);
    assert_true(fabs(runs[0].exp[0].hi - runs[0].exp[0].q - 0.0196) < 1e-12);
    for (size_t i = 0; i < n; i++)
        pm_run_exponents_free(&runs[i]);
    free(runs);

    /* since the release's run: it first, then main's runs after it (3100 .. 5500) */
    pm_run_record rel;
    assert_int_equal(pm_store_find(s, "release", &rel, &err), 1);
    assert_int_equal(pm_store_series(s, "main", &rel, 0, &runs, &n, &total, &err), 0);
    assert_int_equal(n, total);
    assert_string_equal(runs[0].run.commit, "rel00001");
    assert_int_equal(n, 1 + 25);
    assert_int_equal(runs[1].run.time, 3100);
    assert_int_equal(runs[n - 1].run.time, 5500);
    for (size_t i = 0; i < n; i++)
        pm_run_exponents_free(&runs[i]);
    free(runs);
    pm_run_record_free(&rel);
    pm_store_close(s);
    pm_test_rmtree(dir);
    free(dir);
}

/* The bytes of a file (malloc'd), their count in *n; fails the test when unreadable. */
static unsigned char *S_bytes(const char *path, size_t *n)
{
    FILE *fp = fopen(path, "rb");
    assert_non_null(fp);
    unsigned char *b = malloc(1 << 20);
    assert_non_null(b);
    *n = fread(b, 1, 1 << 20, fp);
    assert_true(*n < (1 << 20));
    fclose(fp);
    return b;
}

/* The number of entries in dir besides . and .. */
static int S_entries(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static void S_exec(const char *path, const char *sql)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    char *msg = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
        fail_msg("%s: %s", sql, msg ? msg : "?");
    sqlite3_close(db);
}

/* Another program's database, or one that only looks like pmreport's, is refused by a reader
 * and a writer alike, and left byte for byte as it was, with nothing beside it. */
static void test_foreign_database_is_refused_untouched(void **state)
{
    (void)state;
    static const char *const schema[] = {
        "CREATE TABLE important (x TEXT); INSERT INTO important VALUES ('keep me')",
        /* pmreport's table names, not its columns */
        "CREATE TABLE schema_version (version INTEGER); INSERT INTO schema_version VALUES (1);"
        " CREATE TABLE runs (id INTEGER); CREATE TABLE exponents (id INTEGER)",
        /* pmreport's tables under another program's application id */
        "PRAGMA application_id = 42",
    };
    for (size_t k = 0; k < sizeof schema / sizeof schema[0]; k++) {
        char *dir = pm_test_tmpdir();
        char path[4200];
        snprintf(path, sizeof path, "%s/app.db", dir);
        if (k == 2) { /* a complete pmreport schema, then the other id */
            pm_store *s;
            pm_error err;
            assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
            pm_store_close(s);
            S_exec(path, "PRAGMA journal_mode=DELETE");
        }
        S_exec(path, schema[k]);
        size_t n0, n1;
        unsigned char *before = S_bytes(path, &n0);
        for (int mode = 0; mode < 2; mode++) {
            pm_store *s = NULL;
            pm_error err;
            pm_error_clear(&err);
            assert_int_equal(pm_store_open(path, mode ? PM_STORE_WRITE : PM_STORE_READ, &s, &err),
                             -1);
            assert_null(s);
            assert_non_null(strstr(err.msg, "not a pmreport history"));
            assert_string_equal(err.file, path);
        }
        unsigned char *after = S_bytes(path, &n1);
        assert_int_equal(n0, n1);
        assert_memory_equal(before, after, n0);
        assert_int_equal(S_entries(dir), 1); /* no -journal, -wal or -shm */
        free(before);
        free(after);
        pm_test_rmtree(dir);
        free(dir);
    }
}

/* An empty file (as `touch` leaves, or a crash of an older pmreport) reads as a history
 * without runs, and the first writer makes its history there. */
static void test_empty_file_reads_as_no_runs(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "h.db", "");
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, PM_STORE_READ, &s, &err), 0);
    pm_run_record r;
    assert_int_equal(pm_store_find(s, "main", &r, &err), 0);
    pm_run_record *runs;
    size_t n = 1;
    assert_int_equal(pm_store_list(s, "main", 0, &runs, &n, &err), 0);
    assert_int_equal(n, 0);
    pm_run_exponents *series;
    size_t total = 1;
    assert_int_equal(pm_store_series(s, "main", NULL, 0, &series, &n, &total, &err), 0);
    assert_int_equal(n + total, 0);
    /* a reader cannot record */
    pm_result res;
    S_result(&res, -0.9);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    rec.model_json = (char *)"{}";
    long long id;
    assert_int_equal(pm_store_record(s, &rec, &res, &id, &err), -1);
    pm_result_free(&res);
    pm_store_close(s);
    assert_true(pm_test_exists(path));
    assert_int_equal(S_entries(dir), 1);
    char *text = pm_test_read(path);
    assert_string_equal(text, ""); /* still 0 bytes */
    free(text);

    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "abc", 100, -0.9);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT count(*) FROM runs"), 1);
    assert_int_equal(S_count(path, "PRAGMA application_id"), PM_STORE_APPLICATION_ID);
    pm_test_rmtree(dir);
    free(path);
    free(dir);
}

/* A history made before pmreport set its application id is recognised by its tables: a
 * reader leaves it as it is, a writer stamps the id. */
static void test_history_without_application_id(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/h.db", dir);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "aaaa", 100, -0.9);
    pm_store_close(s);
    S_exec(path, "PRAGMA application_id = 0; PRAGMA journal_mode=DELETE");
    size_t n0, n1;
    unsigned char *before = S_bytes(path, &n0);
    assert_int_equal(pm_store_open(path, PM_STORE_READ, &s, &err), 0);
    pm_run_record r;
    assert_int_equal(pm_store_find(s, "main", &r, &err), 1);
    assert_string_equal(r.commit, "aaaa");
    pm_run_record_free(&r);
    pm_store_close(s);
    unsigned char *after = S_bytes(path, &n1);
    assert_int_equal(n0, n1);
    assert_memory_equal(before, after, n0); /* still delete mode, still no id */
    free(before);
    free(after);
    assert_int_equal(S_entries(dir), 1);

    assert_int_equal(pm_store_open(path, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "bbbb", 200, -0.8);
    pm_store_close(s);
    assert_int_equal(S_count(path, "PRAGMA application_id"), PM_STORE_APPLICATION_ID);
    assert_int_equal(S_count(path, "SELECT count(*) FROM runs"), 2);
    assert_int_equal(S_count(path, "SELECT count(*) FROM schema_version"), 1);
    pm_test_rmtree(dir);
    free(dir);
}

/* A history that cannot be made (here: writes past a 1 KB file size limit fail) leaves no
 * file behind: not a 0-byte database, not its scratch directory. */
static void test_failed_create_leaves_nothing(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/history.db", dir);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fd[0]);
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit rl = {1024, 1024};
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
            _exit(3);
        pm_store *s;
        pm_error err;
        pm_error_clear(&err);
        int rc = pm_store_open(path, PM_STORE_WRITE, &s, &err);
        if (write(fd[1], err.msg, strlen(err.msg)) < 0)
            _exit(4);
        _exit(rc == -1 ? 0 : 1);
    }
    close(fd[1]);
    char msg[512] = "";
    ssize_t k = read(fd[0], msg, sizeof msg - 1);
    msg[k > 0 ? k : 0] = '\0';
    close(fd[0]);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0); /* the open failed */
    assert_non_null(strstr(msg, "history: "));
    if (S_entries(dir) != 0)
        fail_msg("left behind after '%s': %d entries", msg, S_entries(dir));
    pm_test_rmtree(dir);
    free(dir);
}

static void test_runinfo_branch_commit_digest(void **state)
{
    (void)state;
    unsetenv("GITHUB_HEAD_REF");
    unsetenv("GITHUB_REF_NAME");
    unsetenv("GITHUB_SHA");
    assert_null(pm_runinfo_branch(NULL));
    assert_null(pm_runinfo_commit(NULL));
    setenv("GITHUB_REF_NAME", "main", 1);
    assert_string_equal(pm_runinfo_branch(NULL), "main");
    setenv("GITHUB_HEAD_REF", "", 1); /* set but empty on pushes */
    assert_string_equal(pm_runinfo_branch(NULL), "main");
    setenv("GITHUB_HEAD_REF", "pr-branch", 1);
    assert_string_equal(pm_runinfo_branch(NULL), "pr-branch");
    assert_string_equal(pm_runinfo_branch("flag"), "flag");
    setenv("GITHUB_SHA", "abc", 1);
    assert_string_equal(pm_runinfo_commit(NULL), "abc");
    unsetenv("GITHUB_HEAD_REF");
    unsetenv("GITHUB_REF_NAME");
    unsetenv("GITHUB_SHA");
    assert_int_equal(pm_runinfo_time(42), 42);

    char *dir = pm_test_tmpdir();
    char *a = pm_test_write(dir, "a", "ab");
    char *b = pm_test_write(dir, "b", "c");
    char *c = pm_test_write(dir, "c", "a");
    char *d = pm_test_write(dir, "d", "bc");
    char d1[64], d2[64], d3[64];
    pm_error err;
    char *ab[] = {a, b}, *cd[] = {c, d};
    assert_int_equal(pm_runinfo_digest(ab, 2, d1, sizeof d1, &err), 0);
    assert_int_equal(pm_runinfo_digest(ab, 2, d2, sizeof d2, &err), 0);
    assert_int_equal(pm_runinfo_digest(cd, 2, d3, sizeof d3, &err), 0);
    assert_string_equal(d1, d2);
    assert_int_equal(strlen(d1), 8 + 16);
    assert_string_not_equal(d1, d3); /* "ab"+"c" is not "a"+"bc" */
    pm_machine m;
    pm_runinfo_machine(&m);
    assert_true(m.cores > 0);
    assert_non_null(m.os);
    assert_non_null(m.cpu);
    pm_machine_free(&m);
    pm_test_rmtree(dir);
    free(a);
    free(b);
    free(c);
    free(d);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_database_is_migrated_in_wal_mode),
        cmocka_unit_test(test_find_by_branch_then_commit_prefix),
        cmocka_unit_test(test_series_oldest_first_limited_and_since),
        cmocka_unit_test(test_foreign_database_is_refused_untouched),
        cmocka_unit_test(test_empty_file_reads_as_no_runs),
        cmocka_unit_test(test_history_without_application_id),
        cmocka_unit_test(test_failed_create_leaves_nothing),
        cmocka_unit_test(test_runinfo_branch_commit_digest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
