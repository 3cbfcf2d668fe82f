/* test_store.c - the run history: schema and migrations, recording, finding a baseline by branch or
 * commit, listing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "history/runinfo.h"
#include "history/store.h"
#include "result/model_io.h"
#include "testutil.h"
#include "util/fnv.h"
#include "util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if PM_HAVE_POSTGRES
#include <libpq-fe.h>
#endif
#include "history/exchange.h"

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
    pm_stat s = {q, q, 0.0, q - 0.0196, q + 0.0196, 0.01, NAN, NAN};
    g->exp[0].q = s;
    g->exp[0].range[0] = 1;
    g->exp[0].range[1] = 8;
    g->exp[0].distinct = 4;
}

/* Record a run of S_result(q); its model.json is real with full_json, else "{"q": Q}". */
static void S_record_as(pm_store *s, const char *branch, const char *commit, long long t, double q,
                        int full_json)
{
    pm_result r;
    S_result(&r, q);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    char small[64];
    snprintf(small, sizeof small, "{\"q\": %g}", q);
    pm_buf full = PM_BUF_INIT;
    if (full_json)
        pm_model_json_write(&r, &full);
    char *json = full_json ? (char *)pm_buf_str(&full) : small;
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
    pm_buf_free(&full);
}

static void S_record(pm_store *s, const char *branch, const char *commit, long long t, double q)
{
    S_record_as(s, branch, commit, t, q, 0);
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

/* ---- the backends: the cases below marked "both" run once per backend ---- */

/* Which backend a case runs against (its cmocka state). */
typedef struct S_backend {
    const char *name;
    int pg;    /* 1: the PostgreSQL database PM_TEST_PG_URL names (tests/history/pg_cluster.sh) */
    char *dir; /* a temporary directory of the case (owned while it runs) */
    char db[4200]; /* the --db value of the case */
} S_backend;

static S_backend S_sqlite_backend = {.name = "SQLite"};
static S_backend S_pg_backend = {.name = "PostgreSQL", .pg = 1};

#if PM_HAVE_POSTGRES
/* A connection to the test database; fails the test when there is none. */
static PGconn *S_pg(void)
{
    PGconn *c = PQconnectdb(getenv("PM_TEST_PG_URL"));
    if (PQstatus(c) != CONNECTION_OK)
        fail_msg("PM_TEST_PG_URL: %s", PQerrorMessage(c));
    PQclear(PQexec(c, "SET client_min_messages = warning"));
    return c;
}

/* Run sql (statements) in the test database, with pmreport's schema first on the path. */
static void S_pg_exec(const char *sql)
{
    PGconn *c = S_pg();
    PQclear(PQexec(c, "SET search_path TO pmreport, public"));
    PGresult *r = PQexec(c, sql);
    if (PQresultStatus(r) != PGRES_COMMAND_OK && PQresultStatus(r) != PGRES_TUPLES_OK)
        fail_msg("%s: %s", sql, PQerrorMessage(c));
    PQclear(r);
    PQfinish(c);
}

static long long S_pg_count(const char *sql)
{
    PGconn *c = S_pg();
    PQclear(PQexec(c, "SET search_path TO pmreport, public"));
    PGresult *r = PQexec(c, sql);
    if (PQresultStatus(r) != PGRES_TUPLES_OK)
        fail_msg("%s: %s", sql, PQerrorMessage(c));
    long long n = strtoll(PQgetvalue(r, 0, 0), NULL, 10);
    PQclear(r);
    PQfinish(c);
    return n;
}
#endif

/* Set up b for a case: a fresh SQLite file in a temporary directory, or the PostgreSQL test
 * database without pmreport's schema. Skips the case (saying why) when PostgreSQL is not
 * there. */
static void S_begin(S_backend *b)
{
    b->dir = pm_test_tmpdir();
    if (!b->pg) {
        snprintf(b->db, sizeof b->db, "%s/h.db", b->dir);
        return;
    }
#if PM_HAVE_POSTGRES
    const char *url = getenv("PM_TEST_PG_URL");
    if (url == NULL || *url == '\0') {
        fprintf(stderr, "skipped: PM_TEST_PG_URL is not set (tests/history/pg_cluster.sh "
                        "sets it: ctest -R test_store_postgres)\n");
        pm_test_rmtree(b->dir);
        free(b->dir);
        b->dir = NULL;
        skip();
    }
    snprintf(b->db, sizeof b->db, "%s", url);
    S_pg_exec("DROP SCHEMA IF EXISTS pmreport CASCADE");
#else
    fprintf(stderr, "skipped: this pmreport was built without PostgreSQL\n");
    pm_test_rmtree(b->dir);
    free(b->dir);
    b->dir = NULL;
    skip();
#endif
}

static void S_end(S_backend *b)
{
    pm_test_rmtree(b->dir);
    free(b->dir);
    b->dir = NULL;
}

/* The count sql reads from b's database (SQLite's table names; PostgreSQL finds them in
 * the schema pmreport). */
static long long S_count_in(const S_backend *b, const char *sql)
{
#if PM_HAVE_POSTGRES
    if (b->pg)
        return S_pg_count(sql);
#endif
    return S_count(b->db, sql);
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
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT max(version) FROM schema_version"),
                     pm_store_schema_version());
    /* opening again applies nothing twice */
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
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
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), -1);
    assert_non_null(strstr(err.msg, "newer"));
    /* a reader never makes a file */
    snprintf(path, sizeof path, "%s/none.db", dir);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_READ, &s, &err), -1);
    assert_non_null(strstr(err.msg, "cannot open: No such file"));
    assert_false(pm_test_exists(path));
    pm_test_rmtree(dir);
    free(dir);
}

/* both */
static void test_find_by_branch_then_commit_prefix(void **state)
{
    S_backend *b = *state;
    S_begin(b);
    const char *path = b->db;
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
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
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM exponents"), 6);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM metrics"), 12);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM exponents e JOIN runs r ON r.id ="
                                   " e.run_id WHERE r.commit_sha = 'bbbb2222' AND e.factor ="
                                   " 'gpus' AND e.group_name = 'eager' AND e.q = -0.8 AND e.se ="
                                   " 0.01"),
                     1);
    S_end(b);
}

/* A branch's runs with their exponents, oldest first, for the report's exponents
 * over time: the newest `limit`, with the count before it; with a since run,
 * that run (even from another branch) and the branch's runs after it. */
static void test_series_oldest_first_limited_and_since(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    const char *path = b->db;
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
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
    S_end(b);
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
            assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
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
            assert_int_equal(
                pm_store_open(path, NULL, mode ? PM_STORE_WRITE : PM_STORE_READ, &s, &err), -1);
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
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_READ, &s, &err), 0);
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

    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
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
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "aaaa", 100, -0.9);
    pm_store_close(s);
    S_exec(path, "PRAGMA application_id = 0; PRAGMA journal_mode=DELETE");
    size_t n0, n1;
    unsigned char *before = S_bytes(path, &n0);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_READ, &s, &err), 0);
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

    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "bbbb", 200, -0.8);
    pm_store_close(s);
    assert_int_equal(S_count(path, "PRAGMA application_id"), PM_STORE_APPLICATION_ID);
    assert_int_equal(S_count(path, "SELECT count(*) FROM runs"), 2);
    assert_int_equal(S_count(path, "SELECT count(*) FROM schema_version"),
                     pm_store_schema_version());
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
        int rc = pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err);
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

/* Make dir/name/ with the files given (each empty), then set its time to age seconds ago. */
static void S_scratch(const char *dir, const char *name, const char *const *files, time_t age)
{
    char sub[4200], f[4300];
    snprintf(sub, sizeof sub, "%s/%s", dir, name);
    assert_int_equal(mkdir(sub, 0755), 0);
    for (size_t i = 0; files[i] != NULL; i++) {
        snprintf(f, sizeof f, "%s/%s", sub, files[i]);
        FILE *fp = fopen(f, "w");
        assert_non_null(fp);
        fclose(fp);
    }
    struct timespec t[2] = {{time(NULL) - age, 0}, {time(NULL) - age, 0}};
    assert_int_equal(utimensat(AT_FDCWD, sub, t, 0), 0);
}

static void test_killed_create_scratch_is_swept(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200], p[4300];
    /* what a create killed in the middle leaves: a day old, an hour and a minute old, and
       one being made right now by another process */
    static const char *const made[] = {"history.db", "history.db-wal", "history.db-shm", NULL};
    static const char *const foreign[] = {"history.db", "notes.txt", NULL};
    S_scratch(dir, ".pmreport-new-history.aaaaaa", made, 86400);
    S_scratch(dir, ".pmreport-new-history.bbbbbb", made, 3660);
    S_scratch(dir, ".pmreport-new-history.cccccc", made, 5);
    /* old, but holding a file no create makes: not ours to delete */
    S_scratch(dir, ".pmreport-new-history.dddddd", foreign, 86400);
    snprintf(path, sizeof path, "%s/history.db", dir);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
    pm_store_close(s);
    snprintf(p, sizeof p, "%s/.pmreport-new-history.aaaaaa", dir);
    assert_false(pm_test_exists(p));
    snprintf(p, sizeof p, "%s/.pmreport-new-history.bbbbbb", dir);
    assert_false(pm_test_exists(p));
    snprintf(p, sizeof p, "%s/.pmreport-new-history.cccccc/history.db", dir);
    assert_true(pm_test_exists(p));
    snprintf(p, sizeof p, "%s/.pmreport-new-history.dddddd/notes.txt", dir);
    assert_true(pm_test_exists(p));
    /* the new history, the fresh scratch and the foreign one: nothing else */
    assert_int_equal(S_entries(dir), 3);
    pm_test_rmtree(dir);
    free(dir);
}

static void test_reader_leaves_no_wal_files(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200], wal[4300], shm[4300];
    snprintf(path, sizeof path, "%s/history.db", dir);
    snprintf(wal, sizeof wal, "%s-wal", path);
    snprintf(shm, sizeof shm, "%s-shm", path);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err), 0);
    pm_store_close(s); /* the last writer's close removes them */
    assert_false(pm_test_exists(wal));
    assert_false(pm_test_exists(shm));
    /* a reader (SQLite makes both files for it and cannot remove them) leaves none */
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_READ, &s, &err), 0);
    assert_true(pm_test_exists(shm));
    pm_store_close(s);
    assert_false(pm_test_exists(wal));
    assert_false(pm_test_exists(shm));
    /* beside another connection the files are that connection's: kept, and it reads on */
    sqlite3 *other;
    assert_int_equal(sqlite3_open(path, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "SELECT count(*) FROM runs", NULL, NULL, NULL), SQLITE_OK);
    assert_true(pm_test_exists(shm));
    assert_int_equal(pm_store_open(path, NULL, PM_STORE_READ, &s, &err), 0);
    pm_store_close(s);
    assert_true(pm_test_exists(wal));
    assert_true(pm_test_exists(shm));
    assert_int_equal(sqlite3_exec(other, "SELECT count(*) FROM runs", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    assert_false(pm_test_exists(wal));
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

    /* the digest of the inputs as ingest read them: each input's length and hash */
    char *dir = pm_test_tmpdir();
    static const char csv[] = "gpus,time\n1,2.5\n2,1.5\n";
    char *a = pm_test_write(dir, "a.csv", csv);
    pm_table *t = pm_table_new();
    pm_ingest_bytes in[2];
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_tally(t, a, PM_FORMAT_AUTO, &in[0], &err), 0);
    pm_table_free(t);
    assert_int_equal(in[0].len, strlen(csv));
    assert_true(in[0].fnv == pm_fnv1a64(PM_FNV1A64_BASIS, csv, strlen(csv)));
    char d1[64], d2[64], d3[64];
    /* "ab" + "c" is not "a" + "bc": each input's length goes in */
    pm_ingest_bytes ab[2] = {{2, pm_fnv1a64(PM_FNV1A64_BASIS, "ab", 2)},
                             {1, pm_fnv1a64(PM_FNV1A64_BASIS, "c", 1)}};
    pm_ingest_bytes cd[2] = {{1, pm_fnv1a64(PM_FNV1A64_BASIS, "a", 1)},
                             {2, pm_fnv1a64(PM_FNV1A64_BASIS, "bc", 2)}};
    pm_runinfo_digest(ab, 2, d1, sizeof d1);
    pm_runinfo_digest(ab, 2, d2, sizeof d2);
    pm_runinfo_digest(cd, 2, d3, sizeof d3);
    assert_string_equal(d1, d2);
    assert_int_equal(strlen(d1), 8 + 16);
    assert_string_not_equal(d1, d3);
    pm_machine m;
    pm_runinfo_machine(&m);
    assert_true(m.cores > 0);
    assert_non_null(m.os);
    assert_non_null(m.cpu);
    pm_machine_free(&m);
    pm_test_rmtree(dir);
    free(a);
    free(dir);
}

/* ---- projects, pruning, versions, writers at once (both) ---- */

/* One database serves many projects without mixing their runs; a run recorded without a
 * project (an SQLite history made before projects) belongs to every project. */
static void test_projects_do_not_mix(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(b->db, NULL, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "0000aaaa", 100, -0.9); /* no project */
    pm_store_close(s);
    static const char *const project[] = {"alpha", "beta"};
    for (int p = 0; p < 2; p++) {
        assert_int_equal(pm_store_open(b->db, project[p], PM_STORE_WRITE, &s, &err), 0);
        S_record(s, "main", p ? "2222bbbb" : "1111aaaa", 200 + p, -0.8 + 0.1 * p);
        pm_store_close(s);
    }
    for (int p = 0; p < 2; p++) {
        assert_int_equal(pm_store_open(b->db, project[p], PM_STORE_READ, &s, &err), 0);
        pm_run_record r;
        assert_int_equal(pm_store_find(s, "main", &r, &err), 1);
        assert_string_equal(r.commit, p ? "2222bbbb" : "1111aaaa");
        pm_run_record_free(&r);
        /* the other project's commit is not found, the project-less one is */
        assert_int_equal(pm_store_find(s, p ? "1111" : "2222", &r, &err), 0);
        assert_int_equal(pm_store_find(s, "0000", &r, &err), 1);
        pm_run_record_free(&r);
        pm_run_record *runs;
        size_t n;
        assert_int_equal(pm_store_list(s, "main", 0, &runs, &n, &err), 0);
        assert_int_equal(n, 2);
        for (size_t i = 0; i < n; i++)
            pm_run_record_free(&runs[i]);
        free(runs);
        pm_store_close(s);
    }
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM runs WHERE project = 'alpha'"), 1);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM runs WHERE project = ''"), 1);
    S_end(b);
}

/* prune --keep N keeps each branch's newest N runs of the project; --older-than removes only
 * runs before the cut; other projects' runs stay; exponents and metrics go with their run. */
static void test_prune_keep_and_older_than(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(b->db, "other", PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "ffff0000", 1, -0.1);
    pm_store_close(s);
    assert_int_equal(pm_store_open(b->db, "p", PM_STORE_WRITE, &s, &err), 0);
    for (int i = 0; i < 10; i++) {
        char c[32];
        snprintf(c, sizeof c, "%08d", i);
        S_record(s, i % 2 ? "main" : "dev", c, 100 * (i + 1), -0.5);
    }
    size_t removed;
    /* older than 450: runs at 100..400 (two per branch), but each branch keeps its newest 4 */
    assert_int_equal(pm_store_prune(s, 4, 450, &removed, &err), 0);
    assert_int_equal(removed, 2); /* dev's 100 and main's 200: each the fifth and before 450 */
    assert_int_equal(pm_store_prune(s, 2, LLONG_MAX, &removed, &err), 0);
    assert_int_equal(removed, 4); /* dev's 300, 500; main's 400, 600 */
    pm_run_record *runs;
    size_t n;
    assert_int_equal(pm_store_list(s, "main", 0, &runs, &n, &err), 0);
    assert_int_equal(n, 2);
    assert_int_equal(runs[0].time, 1000);
    assert_int_equal(runs[1].time, 800);
    for (size_t i = 0; i < n; i++)
        pm_run_record_free(&runs[i]);
    free(runs);
    pm_store_close(s);
    /* a reader cannot prune */
    assert_int_equal(pm_store_open(b->db, "p", PM_STORE_READ, &s, &err), 0);
    assert_int_equal(pm_store_prune(s, 1, LLONG_MAX, &removed, &err), -1);
    pm_store_close(s);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM runs"), 5);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM exponents"), 5);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM metrics"), 10);
    S_end(b);
}

/* A history whose schema is newer than this build's is refused for reading and writing,
 * and left as it is. */
static void test_newer_schema_is_refused(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(b->db, NULL, PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "aaaa", 100, -0.9);
    pm_store_close(s);
#if PM_HAVE_POSTGRES
    if (b->pg)
        S_pg_exec("INSERT INTO schema_version VALUES (99)");
#endif
    if (!b->pg)
        S_exec(b->db, "INSERT INTO schema_version VALUES (99)");
    for (int mode = 0; mode < 2; mode++) {
        pm_error_clear(&err);
        assert_int_equal(
            pm_store_open(b->db, NULL, mode ? PM_STORE_WRITE : PM_STORE_READ, &s, &err), -1);
        assert_null(s);
        assert_non_null(strstr(err.msg, "schema version 99 is newer than this pmreport's"));
    }
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM runs"), 1);
    S_end(b);
}

/* 4 processes record 8 runs each at once, each run through its own store, as 32 --record
 * runs would: every run is kept, with its exponent. */
static void test_concurrent_writers_keep_every_run(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    enum { PROCS = 4, RUNS = 8 };
    fflush(NULL);
    pid_t pid[PROCS];
    for (int k = 0; k < PROCS; k++) {
        pid[k] = fork();
        assert_true(pid[k] >= 0);
        if (pid[k] == 0) {
            for (int i = 0; i < RUNS; i++) {
                pm_store *s;
                pm_error err;
                pm_error_clear(&err);
                char commit[48];
                snprintf(commit, sizeof commit, "%02d%02d", k, i);
                pm_result r;
                S_result(&r, -0.5);
                pm_run_record rec;
                memset(&rec, 0, sizeof rec);
                rec.branch = (char *)"main";
                rec.commit = commit;
                rec.time = 1000 + i;
                rec.digest = (char *)"fnv1a64:0000000000000000";
                rec.model_json = (char *)"{}";
                long long id;
                if (pm_store_open(b->db, "p", PM_STORE_WRITE, &s, &err) != 0 ||
                    pm_store_record(s, &rec, &r, &id, &err) != 0) {
                    fprintf(stderr, "writer %d: %s\n", k, err.msg);
                    _exit(1);
                }
                pm_store_close(s);
                pm_result_free(&r);
            }
            _exit(0);
        }
    }
    for (int k = 0; k < PROCS; k++) {
        int st;
        assert_int_equal(waitpid(pid[k], &st, 0), pid[k]);
        assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    }
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM runs"), PROCS * RUNS);
    assert_int_equal(S_count_in(b, "SELECT count(DISTINCT commit_sha) FROM runs"), PROCS * RUNS);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM exponents"), PROCS * RUNS);
    assert_int_equal(S_count_in(b, "SELECT count(*) FROM schema_version"),
                     pm_store_schema_version());
    S_end(b);
}

/* An SQLite history made by a pmreport before projects (schema version 1) is migrated by the
 * first writer, and its runs stay visible to every project. */
static void test_version1_history_is_migrated(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char path[4200];
    snprintf(path, sizeof path, "%s/h.db", dir);
    S_exec(path, "CREATE TABLE schema_version (version INTEGER NOT NULL);"
                 "INSERT INTO schema_version VALUES (1);"
                 "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, branch TEXT,"
                 " commit_sha TEXT, time INTEGER NOT NULL, input_digest TEXT NOT NULL,"
                 " model_json TEXT NOT NULL, pmreport_version TEXT, cpu TEXT, cores INTEGER,"
                 " memory_bytes INTEGER, os TEXT);"
                 "CREATE TABLE exponents (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE"
                 " CASCADE, group_name TEXT NOT NULL, factor TEXT NOT NULL, q REAL NOT NULL,"
                 " lo REAL, hi REAL, se REAL, PRIMARY KEY (run_id, group_name, factor));"
                 "CREATE TABLE metrics (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE"
                 " CASCADE, group_name TEXT NOT NULL, rows TEXT NOT NULL, n INTEGER, mape REAL,"
                 " mse REAL, rmse REAL, r2 REAL, PRIMARY KEY (run_id, group_name, rows));"
                 "INSERT INTO runs (branch, commit_sha, time, input_digest, model_json)"
                 " VALUES ('main', 'old1', 5, 'd', '{}');"
                 "PRAGMA application_id = 1886220904;");
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    /* a reader does not migrate: it asks for a --record */
    assert_int_equal(pm_store_open(path, "p", PM_STORE_READ, &s, &err), -1);
    if (strstr(err.msg, "schema version 1 is older") == NULL)
        fail_msg("%s", err.msg);
    assert_int_equal(pm_store_open(path, "p", PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "new2", 10, -0.5);
    pm_store_close(s);
    assert_int_equal(S_count(path, "SELECT max(version) FROM schema_version"), 2);
    assert_int_equal(pm_store_open(path, "q", PM_STORE_READ, &s, &err), 0);
    pm_run_record r;
    assert_int_equal(pm_store_find(s, "main", &r, &err), 1);
    assert_string_equal(r.commit, "old1"); /* q sees the old run, not p's */
    pm_run_record_free(&r);
    pm_store_close(s);
    pm_test_rmtree(dir);
    free(dir);
}

/* A history not made yet: PM_STORE_PEEK reads it as no runs, PM_STORE_READ is an error. */
static void test_peek_at_missing_history(void **state) /* both */
{
    S_backend *b = *state;
    S_begin(b);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(b->db, "p", PM_STORE_PEEK, &s, &err), 0);
    pm_run_record r;
    assert_int_equal(pm_store_find(s, "main", &r, &err), 0);
    pm_store_close(s);
    if (!b->pg) /* no file is made */
        assert_int_equal(S_entries(b->dir), 0);
    S_end(b);
}

#if PM_HAVE_POSTGRES
/* ---- the two backends side by side (PostgreSQL only) ---- */

/* The same runs recorded into both: 3 branches, out of time order, two with equal times. */
static void S_record_many(const char *db)
{
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    if (pm_store_open(db, "same", PM_STORE_WRITE, &s, &err) != 0)
        fail_msg("%s", err.msg);
    static const char *const br[] = {"main", "dev", "release/1.0"};
    for (int i = 0; i < 60; i++) {
        char c[48];
        snprintf(c, sizeof c, "%08x%032d", (unsigned)(i * 2654435761u), i);
        S_record_as(s, br[i % 3], c, 1000 + (i * 37) % 50, -1.0 + i / 64.0, 1);
    }
    pm_store_close(s);
}

static void S_same_record(const pm_run_record *a, const pm_run_record *c)
{
    assert_string_equal(a->branch, c->branch);
    assert_string_equal(a->commit, c->commit);
    assert_int_equal(a->time, c->time);
    assert_string_equal(a->digest, c->digest);
    if (a->model_json || c->model_json)
        assert_string_equal(a->model_json, c->model_json);
    assert_string_equal(a->machine.cpu, c->machine.cpu);
    assert_int_equal(a->machine.cores, c->machine.cores);
}

/* Baseline lookup, list and the report's series give the same runs and values in both. */
static void test_backends_agree(void **state)
{
    (void)state;
    S_backend *lite = &S_sqlite_backend, *pg = &S_pg_backend;
    S_begin(pg);
    S_begin(lite);
    S_record_many(lite->db);
    S_record_many(pg->db);
    pm_store *a, *c;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(lite->db, "same", PM_STORE_READ, &a, &err), 0);
    assert_int_equal(pm_store_open(pg->db, "same", PM_STORE_READ, &c, &err), 0);
    static const char *const refs[] = {"main", "dev", "release/1.0", "9e3779b1", "nothere"};
    for (size_t i = 0; i < sizeof refs / sizeof *refs; i++) {
        pm_run_record x, y;
        int fx = pm_store_find(a, refs[i], &x, &err), fy = pm_store_find(c, refs[i], &y, &err);
        assert_int_equal(fx, fy);
        if (fx == 1) {
            S_same_record(&x, &y);
            pm_run_record_free(&x);
            pm_run_record_free(&y);
        }
    }
    pm_run_record since;
    assert_int_equal(pm_store_find(a, "dev", &since, &err), 1);
    pm_run_record since_pg;
    assert_int_equal(pm_store_find(c, "dev", &since_pg, &err), 1);
    for (int k = 0; k < 2; k++) {
        pm_run_exponents *x, *y;
        size_t nx, ny, tx, ty;
        assert_int_equal(pm_store_series(a, "main", k ? &since : NULL, 15, &x, &nx, &tx, &err), 0);
        assert_int_equal(pm_store_series(c, "main", k ? &since_pg : NULL, 15, &y, &ny, &ty, &err),
                         0);
        assert_int_equal(nx, ny);
        assert_int_equal(tx, ty);
        assert_true(nx > 0);
        for (size_t i = 0; i < nx; i++) {
            S_same_record(&x[i].run, &y[i].run);
            assert_int_equal(x[i].nexp, y[i].nexp);
            for (size_t e = 0; e < x[i].nexp; e++) {
                assert_string_equal(x[i].exp[e].group, y[i].exp[e].group);
                assert_true(x[i].exp[e].q == y[i].exp[e].q); /* the same double */
                assert_true(x[i].exp[e].lo == y[i].exp[e].lo);
                assert_true(x[i].exp[e].se == y[i].exp[e].se);
            }
            pm_run_exponents_free(&x[i]);
            pm_run_exponents_free(&y[i]);
        }
        free(x);
        free(y);
    }
    pm_run_record_free(&since);
    pm_run_record_free(&since_pg);
    pm_run_record *lx, *ly;
    size_t nlx, nly;
    assert_int_equal(pm_store_list(a, "release/1.0", 0, &lx, &nlx, &err), 0);
    assert_int_equal(pm_store_list(c, "release/1.0", 0, &ly, &nly, &err), 0);
    assert_int_equal(nlx, 20);
    assert_int_equal(nlx, nly);
    for (size_t i = 0; i < nlx; i++) {
        S_same_record(&lx[i], &ly[i]);
        pm_run_record_free(&lx[i]);
        pm_run_record_free(&ly[i]);
    }
    free(lx);
    free(ly);
    pm_store_close(a);
    pm_store_close(c);
    S_end(lite);
    S_end(pg);
}

/* The bytes of every file of dir, name and content, concatenated in name order. */
static char *S_dir_text(const char *dir)
{
    char cmd[4400];
    snprintf(cmd, sizeof cmd,
             "cd '%s' && for f in $(ls | sort); do echo \"== $f\"; cat \"$f\"; done", dir);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char *text = pm_xcalloc(1, 1 << 20);
    size_t n = fread(text, 1, (1 << 20) - 1, p);
    text[n] = '\0';
    pclose(p);
    return text;
}

/* SQLite -> run files -> PostgreSQL -> run files: the same files, byte for byte. */
static void test_export_import_round_trip(void **state)
{
    (void)state;
    S_backend *lite = &S_sqlite_backend, *pg = &S_pg_backend;
    S_begin(pg);
    S_begin(lite);
    S_record_many(lite->db);
    char d1[4300], d2[4300];
    snprintf(d1, sizeof d1, "%s/from-sqlite", lite->dir);
    snprintf(d2, sizeof d2, "%s/from-pg", lite->dir);
    pm_error err;
    pm_error_clear(&err);
    size_t done, total;
    assert_int_equal(pm_history_export(lite->db, "same", "main", d1, &done, &total, &err), 0);
    assert_int_equal(done, 20);
    if (pm_history_import(pg->db, "same", d1, &done, &total, &err) != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(done, 20);
    assert_int_equal(pm_history_import(pg->db, "same", d1, &done, &total, &err), 0);
    assert_int_equal(done, 0); /* twice adds nothing */
    assert_int_equal(pm_history_export(pg->db, "same", "main", d2, &done, &total, &err), 0);
    assert_int_equal(done, 20);
    char *a = S_dir_text(d1), *c = S_dir_text(d2);
    assert_true(strlen(a) > 1000);
    assert_string_equal(a, c);
    free(a);
    free(c);
    S_end(lite);
    S_end(pg);
}

/* ---- bad states (PostgreSQL only) ---- */

/* err is one line naming the database without any password, and says what. */
static void S_one_line(const pm_error *err, const char *what)
{
    if (strstr(err->msg, what) == NULL)
        fail_msg("expected '%s' in: %s", what, err->msg);
    assert_null(strchr(err->msg, '\n'));
    assert_null(strstr(err->msg, "wr0ng-pw"));
    assert_null(strstr(err->file, "wr0ng-pw"));
    assert_null(strstr(err->msg, "S3cr3t-pw"));
    assert_null(strstr(err->file, "S3cr3t-pw"));
}

static void S_shell(const char *env)
{
    const char *cmd = getenv(env);
    if (cmd == NULL)
        fail_msg("%s is not set (tests/history/pg_cluster.sh sets it)", env);
    char line[4400];
    snprintf(line, sizeof line, "%s >/dev/null 2>&1", cmd);
    assert_int_equal(system(line), 0);
}

/* Unreachable server, wrong password, missing database: each one line, no password. */
static void test_pg_cannot_connect(void **state)
{
    (void)state;
    S_backend *pg = &S_pg_backend;
    S_begin(pg);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open("postgresql://u:S3cr3t-pw@/x?host=/nonexistent-pmreport", "p",
                                   PM_STORE_WRITE, &s, &err),
                     -1);
    S_one_line(&err, "cannot connect");
    assert_string_equal(err.file, "postgresql://u:***@/x?host=/nonexistent-pmreport");
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(getenv("PM_TEST_PG_PWURL"), "p", PM_STORE_READ, &s, &err), -1);
    S_one_line(&err, "password authentication failed");
    char missing[4400];
    snprintf(missing, sizeof missing, "%s", getenv("PM_TEST_PG_PWURL_OK"));
    char *db = strstr(missing, "/pmtest");
    assert_non_null(db);
    memcpy(db, "/nodb_0", 7);
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(missing, "p", PM_STORE_WRITE, &s, &err), -1);
    S_one_line(&err, "does not exist");
    /* the right password works */
    assert_int_equal(pm_store_open(getenv("PM_TEST_PG_PWURL_OK"), "p", PM_STORE_WRITE, &s, &err),
                     0);
    S_record(s, "main", "aaaa", 1, -0.5);
    pm_store_close(s);
    S_end(pg);
}

/* The server stops between two runs and during one: the record fails (one line), and after a
 * restart the database holds the runs recorded before, nothing of the one cut off. */
static void test_pg_server_lost(void **state)
{
    (void)state;
    S_backend *pg = &S_pg_backend;
    S_begin(pg);
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(pg->db, "p", PM_STORE_WRITE, &s, &err), 0);
    S_record(s, "main", "aaaa", 1, -0.5);
    S_shell("PM_TEST_PG_STOP"); /* between two runs */
    pm_result r;
    S_result(&r, -0.4);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    rec.branch = (char *)"main";
    rec.commit = (char *)"bbbb";
    rec.time = 2;
    rec.digest = (char *)"fnv1a64:0000000000000000";
    rec.model_json = (char *)"{}";
    long long id;
    assert_int_equal(pm_store_record(s, &rec, &r, &id, &err), -1);
    S_one_line(&err, "cannot record the run");
    pm_store_close(s);
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(pg->db, "p", PM_STORE_WRITE, &s, &err), -1);
    S_one_line(&err, "cannot connect");
    S_shell("PM_TEST_PG_START");
    assert_int_equal(S_pg_count("SELECT count(*) FROM runs"), 1);

    /* during one: a trigger holds the record between its run row and its exponents */
    S_pg_exec("CREATE FUNCTION pmreport.slow() RETURNS trigger LANGUAGE plpgsql AS"
              " $$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$;"
              "CREATE TRIGGER slow BEFORE INSERT ON pmreport.exponents"
              " FOR EACH ROW EXECUTE FUNCTION pmreport.slow()");
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        pm_store *t;
        pm_error e;
        pm_error_clear(&e);
        if (pm_store_open(pg->db, "p", PM_STORE_WRITE, &t, &e) != 0)
            _exit(3);
        int rc = pm_store_record(t, &rec, &r, &id, &e);
        int lost = rc == -1 && strstr(e.msg, "cannot record") && !strchr(e.msg, '\n');
        if (!lost)
            fprintf(stderr, "record during the stop: rc %d, %s\n", rc, e.msg);
        _exit(lost ? 0 : 1);
    }
    /* wait until the run row is in (the trigger sleeps), then stop the server */
    for (int i = 0; i < 100; i++) {
        if (S_pg_count("SELECT count(*) FROM pg_stat_activity WHERE query LIKE"
                       " 'INSERT INTO pmreport.exponents%' AND state = 'active'") > 0)
            break;
        nanosleep(&(struct timespec){0, 50000000}, NULL);
    }
    S_shell("PM_TEST_PG_STOP");
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0);
    S_shell("PM_TEST_PG_START");
    assert_int_equal(S_pg_count("SELECT count(*) FROM runs"), 1);
    assert_int_equal(S_pg_count("SELECT count(*) FROM exponents"), 1);
    pm_result_free(&r);
    S_end(pg);
}
#endif

/* The --db value's form picks the backend; a password in it never reaches a message. */
static void test_db_forms_and_hidden_passwords(void **state)
{
    (void)state;
    static const char *const forms[][2] = {
        {"postgresql://h/db", "PostgreSQL"}, {"postgres://h/db", "PostgreSQL"},
        {"postgresql:", "PostgreSQL"},       {"postgresql:host=h dbname=d", "PostgreSQL"},
        {"reports/history.db", "SQLite"},    {"postgres.db", "SQLite"},
        {"postgres:h/db", "SQLite"}, /* a file: postgres:// is a scheme, postgres: is not */
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        assert_string_equal(pm_store_backend_name(forms[i][0]), forms[i][1]);
        /* a PostgreSQL connection string may hold a password, a file path does not */
        assert_int_equal(pm_store_hides_secret(forms[i][0]), forms[i][1][0] == 'P');
    }
    static const char *const cases[][2] = {
        {"postgresql://u:SECRET@h:5432/db?sslmode=require",
         "postgresql://u:***@h:5432/db?sslmode=require"},
        {"postgres://u:SEC@RET@h/db", "postgres://u:***@h/db"},
        {"postgresql://u@h/db?password=SECRET&sslmode=verify-full",
         "postgresql://u@h/db?password=***&sslmode=verify-full"},
        {"postgresql:host=h password=SECRET dbname=d", "postgresql:host=h password=*** dbname=d"},
        {"postgresql:password = 'SEC\\' RET' host=h", "postgresql:password = *** host=h"},
        {"postgresql://h/db?user=mypassword", "postgresql://h/db?user=mypassword"},
        {"reports/u:SECRET@h.db", "reports/u:SECRET@h.db"}, /* a file name is a file name */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[256];
        assert_string_equal(pm_store_display(cases[i][0], out, sizeof out), cases[i][1]);
    }
}

#if !PM_HAVE_POSTGRES
/* A build without libpq refuses a PostgreSQL --db with one line that says so. */
static void test_built_without_postgres(void **state)
{
    (void)state;
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open("postgresql://u:pw@host/db", NULL, PM_STORE_PEEK, &s, &err), -1);
    assert_non_null(strstr(err.msg, "this pmreport was built without PostgreSQL"));
    assert_string_equal(err.file, "postgresql://u:***@host/db");
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_database_is_migrated_in_wal_mode),
#define S_BOTH(t)                                                                                  \
    cmocka_unit_test_prestate(t, &S_sqlite_backend), cmocka_unit_test_prestate(t, &S_pg_backend)
        S_BOTH(test_find_by_branch_then_commit_prefix),
        S_BOTH(test_series_oldest_first_limited_and_since),
        S_BOTH(test_projects_do_not_mix),
        S_BOTH(test_prune_keep_and_older_than),
        S_BOTH(test_newer_schema_is_refused),
        S_BOTH(test_concurrent_writers_keep_every_run),
        S_BOTH(test_peek_at_missing_history),
        cmocka_unit_test(test_version1_history_is_migrated),
        cmocka_unit_test(test_db_forms_and_hidden_passwords),
#if !PM_HAVE_POSTGRES
        cmocka_unit_test(test_built_without_postgres),
#endif
#if PM_HAVE_POSTGRES
        cmocka_unit_test(test_backends_agree),
        cmocka_unit_test(test_export_import_round_trip),
        cmocka_unit_test(test_pg_cannot_connect),
        cmocka_unit_test(test_pg_server_lost),
#endif
        cmocka_unit_test(test_foreign_database_is_refused_untouched),
        cmocka_unit_test(test_empty_file_reads_as_no_runs),
        cmocka_unit_test(test_history_without_application_id),
        cmocka_unit_test(test_failed_create_leaves_nothing),
        cmocka_unit_test(test_killed_create_scratch_is_swept),
        cmocka_unit_test(test_reader_leaves_no_wal_files),
        cmocka_unit_test(test_runinfo_branch_commit_digest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
