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

#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    assert_int_equal(pm_store_open(path, 1, &s, &err), 0);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT max(version) FROM schema_version"),
                     pm_store_schema_version());
    /* opening again applies nothing twice */
    assert_int_equal(pm_store_open(path, 1, &s, &err), 0);
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
    /* a file from a newer pmreport is refused */
    assert_int_equal(sqlite3_exec(db, "INSERT INTO schema_version VALUES (99)", NULL, NULL, NULL),
                     SQLITE_OK);
    sqlite3_close(db);
    assert_int_equal(pm_store_open(path, 1, &s, &err), -1);
    assert_non_null(strstr(err.msg, "newer"));
    /* create = 0 never makes a file */
    snprintf(path, sizeof path, "%s/none.db", dir);
    assert_int_equal(pm_store_open(path, 0, &s, &err), -1);
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
    assert_int_equal(pm_store_open(path, 1, &s, &err), 0);
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
    assert_int_equal(pm_store_open(path, 1, &s, &err), 0);
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
        cmocka_unit_test(test_runinfo_branch_commit_digest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
