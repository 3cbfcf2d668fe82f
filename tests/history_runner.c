/* history_runner.c - the run history under concurrency, read-only access and other programs'
 * databases: store writers forked here and the real binary.
 *
 *   history_runner PMREPORT CASE [ROUNDS]
 *
 * Cases:
 *   concurrent_records   ROUNDS (default 200) rounds of 8 processes recording at once into one
 *                        database (forked store writers), from each start: no file, a database
 *                        in journal mode delete, one in WAL mode: every record is stored
 *   concurrent_cli       the same with 8 real `pmreport --record` runs, a few rounds per start
 *   record_waits         --record while another process holds a write transaction (delete and
 *                        WAL mode) waits for it, then records
 *   foreign              another program's database (and a file that is no database) is refused
 *                        by every command with one line, exit 2, byte-identical, no report
 *   read_only_commands   `history`, --baseline and the report's series leave the database
 *                        byte-identical (delete mode, WAL mode, a database from before the
 *                        application id)
 *   readers_do_not_wait  while another process holds a write transaction, `history` and
 *                        --baseline read at once
 *   read_only_file       a database the user may not write (0444, and as root run as nobody)
 *                        can be read
 *   read_only_mount      a database on a read-only mount can be read (needs a private mount
 *                        namespace: exits 77, skipped, without one)
 *
 * The runs record tests/data/tiny.csv with --plots none.
 */
#define _GNU_SOURCE /* unshare(), CLONE_NEWNS, CLONE_NEWUSER, pipe2(), setgroups() */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "history/store.h"
#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { SKIP = 77, NOBODY = 65534 };

static const char *S_binary, *S_case;
static int S_rounds = 200; /* of concurrent_records */
static char *S_dir;        /* scratch directory of the case */
static char *S_tiny;       /* tests/data/tiny.csv */

/* S_dir/rel in a static buffer, one of 8 used in turn: good for the arguments
 * of one call, not for keeping. */
static const char *S_path(const char *rel)
{
    static char buf[8][4200];
    static int i;
    i = (i + 1) % 8;
    snprintf(buf[i], sizeof buf[i], "%s/%s", S_dir, rel);
    return buf[i];
}

static double S_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- running pmreport ---- */

typedef struct S_res {
    int status;      /* exit status, -1 when it did not exit */
    double secs;     /* wall time */
    char *out, *err; /* stdout and stderr (malloc'd) */
} S_res;

/* Run pmreport with the NULL-terminated argument vector args (after the binary). As root
 * with unpriv set, the run is made as nobody, so file permissions apply to it. */
static S_res S_runv(int unpriv, char *const args[])
{
    char *argv[64];
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    for (size_t i = 0; args[i] && n < 63; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    char o[4200], e[4200];
    snprintf(o, sizeof o, "%s/.stdout", S_dir);
    snprintf(e, sizeof e, "%s/.stderr", S_dir);
    int fo = open(o, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int fe = open(e, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    assert_true(fo >= 0 && fe >= 0);
    fflush(NULL);
    double t0 = S_now();
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        if (unpriv && geteuid() == 0 &&
            (setgroups(0, NULL) != 0 || setgid(NOBODY) != 0 || setuid(NOBODY) != 0))
            _exit(126);
        dup2(fo, 1);
        dup2(fe, 2);
        execv(S_binary, argv);
        _exit(127);
    }
    close(fo);
    close(fe);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    S_res r;
    r.secs = S_now() - t0;
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    r.out = pm_test_read(o);
    r.err = pm_test_read(e);
    assert_non_null(r.out);
    assert_non_null(r.err);
    return r;
}

/* S_runv with the arguments listed, NULL-terminated. */
static S_res S_run(int unpriv, const char *first, ...)
{
    char *args[64];
    size_t n = 0;
    va_list ap;
    va_start(ap, first);
    for (const char *a = first; a && n < 63; a = va_arg(ap, const char *))
        args[n++] = (char *)a;
    va_end(ap);
    args[n] = NULL;
    return S_runv(unpriv, args);
}

static void S_res_free(S_res *r)
{
    free(r->out);
    free(r->err);
}

#define assert_has(hay, needle)                                                                    \
    do {                                                                                           \
        if (strstr((hay), (needle)) == NULL)                                                       \
            fail_msg("expected '%s' in:\n%s", (needle), (hay));                                    \
    } while (0)

/* 1 when text is one line that starts with "path: " (the form of an error about a file). */
static int S_one_line_about(const char *text, const char *path)
{
    size_t n = strlen(path);
    const char *nl = strchr(text, '\n');
    return strncmp(text, path, n) == 0 && strncmp(text + n, ": ", 2) == 0 && nl != NULL &&
           nl[1] == '\0';
}

/* r exited 2 with exactly one line on stderr, "path: ..." holding want. */
static void S_refused(const S_res *r, const char *path, const char *want)
{
    if (r->status != 2)
        fail_msg("expected exit 2, got %d; stderr:\n%s", r->status, r->err);
    if (!S_one_line_about(r->err, path))
        fail_msg("expected one line '%s: ...' on stderr, got:\n%s", path, r->err);
    assert_has(r->err, want);
}

/* ---- databases ---- */

/* The bytes of a file (malloc'd) and their count; NULL when it cannot be read. */
static unsigned char *S_bytes(const char *path, size_t *n)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return NULL;
    unsigned char *b = NULL;
    size_t cap = 0;
    *n = 0;
    for (;;) {
        if (*n == cap) {
            cap = cap ? 2 * cap : 65536;
            b = realloc(b, cap);
            assert_non_null(b);
        }
        size_t k = fread(b + *n, 1, cap - *n, fp);
        *n += k;
        if (k == 0)
            break;
    }
    fclose(fp);
    return b;
}

/* A snapshot of a file's bytes, to compare with later. */
typedef struct S_snap {
    unsigned char *b;
    size_t n;
} S_snap;

static S_snap S_take(const char *path)
{
    S_snap s;
    s.b = S_bytes(path, &s.n);
    if (s.b == NULL)
        fail_msg("cannot read %s", path);
    return s;
}

/* Fail unless path holds the same bytes as s; frees s. */
static void S_same(S_snap *s, const char *path, const char *after)
{
    size_t n;
    unsigned char *b = S_bytes(path, &n);
    if (b == NULL || n != s->n || memcmp(b, s->b, n) != 0)
        fail_msg("%s changed after %s (%zu bytes before, %zu after)", path, after, s->n, b ? n : 0);
    free(b);
    free(s->b);
    s->b = NULL;
}

/* The names in dir, sorted, joined by spaces (malloc'd). */
static char *S_ls(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    char *names[256];
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 256)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            names[n++] = strdup(e->d_name);
    closedir(d);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    char *out = calloc(1, 4096);
    assert_non_null(out);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strncat(out, " ", 4095 - strlen(out));
        strncat(out, names[i], 4095 - strlen(out));
        free(names[i]);
    }
    return out;
}

/* Run sql on the database at path with a plain SQLite connection. */
static void S_sql(const char *path, const char *sql)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL),
                     SQLITE_OK);
    char *msg = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
        fail_msg("%s: %s", sql, msg ? msg : "?");
    sqlite3_close(db);
}

/* The first column of the first row of sql on the database at path, read-only. */
static long long S_int(const char *path, const char *sql)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    sqlite3_busy_timeout(db, 10000);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        fail_msg("%s: %s", sql, sqlite3_errmsg(db));
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    long long v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    sqlite3_close(db);
    return v;
}

/* Copy a file. */
static void S_copy(const char *from, const char *to)
{
    size_t n;
    unsigned char *b = S_bytes(from, &n);
    assert_non_null(b);
    FILE *fp = fopen(to, "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(b, 1, n, fp), n);
    assert_int_equal(fclose(fp), 0);
    free(b);
}

/* A history with one run (tiny.csv, branch main, commit c0ffee11...) recorded by the binary,
 * made once per case at S_dir/base.db (WAL mode, no -wal or -shm file beside it). */
static const char *S_base(void)
{
    static char path[4200];
    snprintf(path, sizeof path, "%s/base.db", S_dir);
    if (pm_test_exists(path))
        return path;
    S_res r = S_run(0, "-q", "--plots", "none", "-o", S_path("base"), "--record", "--db", path,
                    "--branch", "main", "--commit", "c0ffee1100000000000000000000000000000000",
                    S_tiny, NULL);
    if (r.status != 0)
        fail_msg("recording the base run: exit %d: %s", r.status, r.err);
    S_res_free(&r);
    pm_test_rmtree(S_path("base"));
    return path;
}

/* A copy of the base history at path, in journal mode `mode` ("delete" or "wal"). */
static void S_history_at(const char *path, const char *mode)
{
    S_copy(S_base(), path);
    char sql[64];
    snprintf(sql, sizeof sql, "PRAGMA journal_mode=%s", mode);
    S_sql(path, sql);
}

/* ---- a process holding a write transaction ---- */

typedef struct S_holder {
    pid_t pid;
    int release; /* closing it ends the hold (hold_ms 0) */
} S_holder;

/* Start a process that opens the database at path, begins a write transaction and inserts
 * a run of branch 'held' without committing; it commits after hold_ms, or (hold_ms 0) when
 * S_release closes the pipe. Returns once the transaction holds the lock. */
static S_holder S_hold(const char *path, int hold_ms)
{
    int ready[2], rel[2];
    assert_int_equal(pipe2(ready, O_CLOEXEC), 0);
    assert_int_equal(pipe2(rel, O_CLOEXEC), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(ready[0]);
        close(rel[1]);
        alarm(120); /* never outlive a broken test */
        sqlite3 *db;
        if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
            _exit(3);
        sqlite3_busy_timeout(db, 20000);
        if (sqlite3_exec(db,
                         "BEGIN IMMEDIATE; INSERT INTO runs (branch, time, input_digest,"
                         " model_json) VALUES ('held', 1, 'x', '{}')",
                         NULL, NULL, NULL) != SQLITE_OK)
            _exit(4);
        if (write(ready[1], "1", 1) != 1)
            _exit(5);
        if (hold_ms > 0) {
            struct timespec ts = {hold_ms / 1000, (long)(hold_ms % 1000) * 1000000L};
            nanosleep(&ts, NULL);
        } else {
            char c;
            while (read(rel[0], &c, 1) < 0 && errno == EINTR)
                ;
        }
        if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
            _exit(6);
        sqlite3_close(db);
        _exit(0);
    }
    close(ready[1]);
    close(rel[0]);
    char c;
    if (read(ready[0], &c, 1) != 1) {
        int st;
        waitpid(pid, &st, 0);
        fail_msg("the lock holder failed (exit %d)", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
    }
    close(ready[0]);
    S_holder h = {pid, rel[1]};
    return h;
}

/* End the hold and wait for the holder, which must have committed. */
static void S_release(S_holder *h)
{
    if (h->release >= 0)
        close(h->release);
    h->release = -1;
    int st;
    assert_int_equal(waitpid(h->pid, &st, 0), h->pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0);
}

/* ---- cases ---- */

/* One writer: open the history at path for recording and record a run of branch main with
 * commit k; exits 0 when recorded, else 1 with the error on stderr. */
static pid_t S_writer(const char *path, int k)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    char commit[48];
    snprintf(commit, sizeof commit, "%040d", k);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    rec.branch = (char *)"main";
    rec.commit = commit;
    rec.time = 1700000000 + k;
    rec.digest = (char *)"fnv1a64:0000000000000000";
    rec.model_json = (char *)"{}";
    pm_error err;
    pm_error_clear(&err);
    pm_store *s = NULL;
    long long id;
    if (pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err) != 0 ||
        pm_store_record(s, &rec, NULL, &id, &err) != 0) {
        fprintf(stderr, "writer %d: %s\n", k, err.msg);
        _exit(1);
    }
    pm_store_close(s);
    _exit(0);
}

static void test_concurrent_records(void **state)
{
    (void)state;
    enum { WRITERS = 8 };
    const int ROUNDS = S_rounds;
    static const char *const start[] = {"none", "delete", "wal"};
    int lost = 0, failed_total = 0;
    for (size_t m = 0; m < 3; m++) {
        int recorded = 0, failed = 0;
        double t0 = S_now();
        for (int round = 0; round < ROUNDS; round++) {
            char path[4200];
            snprintf(path, sizeof path, "%s/r%d.db", S_dir, round);
            if (m > 0) { /* an empty history in that journal mode */
                pm_store *s;
                pm_error err;
                pm_error_clear(&err);
                if (pm_store_open(path, NULL, PM_STORE_WRITE, &s, &err) != 0)
                    fail_msg("%s", err.msg);
                pm_store_close(s);
                char sql[64];
                snprintf(sql, sizeof sql, "PRAGMA journal_mode=%s", start[m]);
                S_sql(path, sql);
            }
            pid_t pid[WRITERS];
            for (int k = 0; k < WRITERS; k++) {
                pid[k] = S_writer(path, k);
                assert_true(pid[k] > 0);
            }
            for (int k = 0; k < WRITERS; k++) {
                int st;
                assert_int_equal(waitpid(pid[k], &st, 0), pid[k]);
                if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
                    failed++;
            }
            long long n = S_int(path, "SELECT count(DISTINCT commit_sha) FROM runs");
            recorded += (int)n;
            if (n != WRITERS)
                fprintf(stderr, "start %s, round %d: %lld of %d recorded\n", start[m], round, n,
                        WRITERS);
            static const char *const ext[] = {"", "-wal", "-shm", "-journal"};
            for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
                char p[4300];
                snprintf(p, sizeof p, "%s%s", path, ext[i]);
                unlink(p);
            }
        }
        fprintf(stderr,
                "concurrent_records: start %s: %d of %d recorded (%d rounds x %d writers, %d "
                "failed, %.1f s)\n",
                start[m], recorded, ROUNDS * WRITERS, ROUNDS, WRITERS, failed, S_now() - t0);
        lost += ROUNDS * WRITERS - recorded;
        failed_total += failed;
    }
    assert_int_equal(lost, 0);
    assert_int_equal(failed_total, 0);
}

static void test_concurrent_cli(void **state)
{
    (void)state;
    enum { ROUNDS = 1, RUNS = 8 };
    static const char *const start[] = {"none", "delete", "wal"};
    for (size_t m = 0; m < 3; m++) {
        for (int round = 0; round < ROUNDS; round++) {
            char db[4200];
            snprintf(db, sizeof db, "%s/c%zu_%d/history.db", S_dir, m, round);
            if (m > 0) {
                char dir[4200];
                snprintf(dir, sizeof dir, "%s/c%zu_%d", S_dir, m, round);
                assert_int_equal(mkdir(dir, 0755), 0);
                S_history_at(db, start[m]);
            }
            pid_t pid[RUNS];
            char err[RUNS][4200];
            fflush(NULL);
            for (int k = 0; k < RUNS; k++) {
                snprintf(err[k], sizeof err[k], "%s/c%zu_%d.err%d", S_dir, m, round, k);
                pid[k] = fork();
                assert_true(pid[k] >= 0);
                if (pid[k] == 0) {
                    char out[4200], commit[48];
                    snprintf(out, sizeof out, "%s/c%zu_%d.out%d", S_dir, m, round, k);
                    snprintf(commit, sizeof commit, "%040d", k + 1);
                    int fd = open(err[k], O_WRONLY | O_CREAT | O_TRUNC, 0644);
                    if (fd < 0)
                        _exit(126);
                    dup2(fd, 2);
                    execl(S_binary, S_binary, "-q", "--plots", "none", "-o", out, "--record",
                          "--db", db, "--branch", "main", "--commit", commit, S_tiny, (char *)NULL);
                    _exit(127);
                }
            }
            for (int k = 0; k < RUNS; k++) {
                int st;
                assert_int_equal(waitpid(pid[k], &st, 0), pid[k]);
                if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
                    char *text = pm_test_read(err[k]);
                    fail_msg("start %s, round %d, run %d: exit %d: %s", start[m], round, k,
                             WIFEXITED(st) ? WEXITSTATUS(st) : -1, text ? text : "");
                }
            }
            assert_int_equal(S_int(db, "SELECT count(DISTINCT commit_sha) FROM runs"
                                       " WHERE commit_sha NOT LIKE 'c0ffee%'"),
                             RUNS);
        }
        fprintf(stderr, "concurrent_cli: start %s: %d rounds x %d runs, all recorded\n", start[m],
                ROUNDS, RUNS);
    }
}

static void test_record_waits(void **state)
{
    (void)state;
    static const char *const mode[] = {"delete", "wal"};
    for (int m = 0; m < 2; m++) {
        char db[4200];
        snprintf(db, sizeof db, "%s/w%d.db", S_dir, m);
        S_history_at(db, mode[m]);
        S_holder h = S_hold(db, 2500);
        S_res r = S_run(0, "-q", "--plots", "none", "-o", S_path("out"), "--record", "--db", db,
                        "--branch", "main", "--commit", "beef", S_tiny, NULL);
        if (r.status != 0)
            fail_msg("journal mode %s: --record beside a writer: exit %d after %.2f s: %s", mode[m],
                     r.status, r.secs, r.err);
        fprintf(stderr, "record_waits: journal mode %s: recorded after %.2f s\n", mode[m], r.secs);
        assert_true(r.secs > 1.5); /* it waited for the holder */
        S_res_free(&r);
        S_release(&h);
        assert_int_equal(S_int(db, "SELECT count(*) FROM runs"), 3); /* base, held, this */
        assert_int_equal(S_int(db, "SELECT count(*) FROM runs WHERE commit_sha = 'beef'"), 1);
        pm_test_rmtree(S_path("out"));
    }
}

/* Every command on the database at db is refused with one line holding want, exit 2, no
 * report directory, the file unchanged. */
static void S_all_refuse(const char *db, const char *want)
{
    S_snap before = S_take(db);
    const char *out = S_path("out");
    S_res r = S_run(0, "history", "--db", db, "main", NULL);
    S_refused(&r, db, want);
    S_res_free(&r);
    r = S_run(0, "-q", "--plots", "none", "-o", out, "--baseline", "main", "--db", db, S_tiny,
              NULL);
    S_refused(&r, db, want);
    S_res_free(&r);
    r = S_run(0, "-q", "--plots", "none", "-o", out, "--branch", "main", "--db", db, S_tiny, NULL);
    S_refused(&r, db, want);
    S_res_free(&r);
    r = S_run(0, "-q", "--plots", "none", "-o", out, "--record", "--db", db, "--branch", "main",
              S_tiny, NULL);
    S_refused(&r, db, want);
    S_res_free(&r);
    r = S_run(0, "-q", "--plots", "none", "-o", out, "--record", "--db", db, S_tiny, NULL);
    S_refused(&r, db, want);
    S_res_free(&r);
    assert_false(pm_test_exists(out));
    S_same(&before, db, "the refused commands");
}

static void test_foreign(void **state)
{
    (void)state;
    /* another program's database, journal mode delete: nothing may appear beside it */
    assert_int_equal(mkdir(S_path("f"), 0755), 0);
    const char *db = S_path("f/app.db");
    S_sql(db, "CREATE TABLE important (x TEXT); INSERT INTO important VALUES ('keep me')");
    S_all_refuse(db, "not a pmreport history");
    char *names = S_ls(S_path("f"));
    assert_string_equal(names, "app.db");
    free(names);
    assert_int_equal(S_int(db, "SELECT count(*) FROM sqlite_master"), 1);
    sqlite3 *h;
    assert_int_equal(sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_prepare_v2(h, "PRAGMA journal_mode", -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    assert_string_equal((const char *)sqlite3_column_text(st, 0), "delete");
    sqlite3_finalize(st);
    sqlite3_close(h);

    /* the same in WAL mode */
    const char *wal = S_path("f/wal.db");
    S_sql(wal, "PRAGMA journal_mode=WAL; CREATE TABLE important (x TEXT);"
               " INSERT INTO important VALUES ('keep me')");
    S_all_refuse(wal, "not a pmreport history");

    /* a table named like pmreport's is not enough */
    const char *look = S_path("f/look.db");
    S_sql(look, "CREATE TABLE schema_version (version INTEGER); INSERT INTO schema_version"
                " VALUES (1); CREATE TABLE accounts (id INTEGER)");
    S_all_refuse(look, "not a pmreport history");

    /* a file that is no database at all */
    char *text = pm_test_write(S_dir, "notes.db", "these are my notes, not a database\n");
    S_all_refuse(text, "not a database");
    free(text);
}

static void test_read_only_commands(void **state)
{
    (void)state;
    static const char *const mode[] = {"delete", "wal", "legacy"};
    for (int m = 0; m < 3; m++) {
        char db[4200];
        snprintf(db, sizeof db, "%s/ro%d.db", S_dir, m);
        S_history_at(db, m == 0 ? "delete" : "wal");
        if (m == 2) /* as made before pmreport stamped its application id */
            S_sql(db, "PRAGMA application_id = 0");
        S_snap before = S_take(db);
        S_res r = S_run(0, "history", "--db", db, "main", NULL);
        assert_int_equal(r.status, 0);
        assert_has(r.out, "main  c0ffee110000");
        S_res_free(&r);
        r = S_run(0, "history", "--db", db, "feature", NULL);
        assert_int_equal(r.status, 0);
        assert_has(r.out, "no runs of branch feature");
        S_res_free(&r);
        r = S_run(0, "-q", "--plots", "none", "-o", S_path("o1"), "--baseline", "main", "--db", db,
                  S_tiny, NULL);
        if (r.status != 0)
            fail_msg("%s: --baseline main: exit %d: %s", mode[m], r.status, r.err);
        S_res_free(&r);
        r = S_run(0, "-q", "--plots", "none", "-o", S_path("o2"), "--baseline", "c0ffee", "--db",
                  db, "--branch", "main", "--since", "main", S_tiny, NULL);
        if (r.status != 0)
            fail_msg("%s: --baseline c0ffee --since main: exit %d: %s", mode[m], r.status, r.err);
        S_res_free(&r);
        char what[64];
        snprintf(what, sizeof what, "history and --baseline (%s)", mode[m]);
        S_same(&before, db, what);
        pm_test_rmtree(S_path("o1"));
        pm_test_rmtree(S_path("o2"));
    }
}

/* `history`, --baseline and the report's series of the history at db, while another process
 * holds a write transaction on it: each reads at once and sees only committed runs. */
static void S_read_beside_writer(const char *db, const char *mode)
{
    S_holder h = S_hold(db, 0);
    S_res r = S_run(0, "history", "--db", db, "main", NULL);
    if (r.status != 0 || r.secs > 10)
        fail_msg("%s: history beside a writer: exit %d after %.2f s: %s", mode, r.status, r.secs,
                 r.err);
    assert_has(r.out, "main  c0ffee110000");
    fprintf(stderr, "readers_do_not_wait: %s: history read in %.2f s\n", mode, r.secs);
    S_res_free(&r);
    r = S_run(0, "history", "--db", db, "held", NULL);
    assert_int_equal(r.status, 0);
    assert_has(r.out, "no runs of branch held"); /* not committed */
    S_res_free(&r);
    r = S_run(0, "-q", "--plots", "none", "-o", S_path("o"), "--baseline", "main", "--db", db,
              "--branch", "main", S_tiny, NULL);
    if (r.status != 0 || r.secs > 10)
        fail_msg("%s: --baseline main beside a writer: exit %d after %.2f s: %s", mode, r.status,
                 r.secs, r.err);
    fprintf(stderr, "readers_do_not_wait: %s: --baseline main ran in %.2f s\n", mode, r.secs);
    S_res_free(&r);
    S_release(&h);
    assert_int_equal(S_int(db, "SELECT count(*) FROM runs WHERE branch = 'held'"), 1);
    pm_test_rmtree(S_path("o"));
}

static void test_readers_do_not_wait(void **state)
{
    (void)state;
    S_history_at(S_path("wal.db"), "wal");
    S_read_beside_writer(S_path("wal.db"), "WAL mode");
    S_history_at(S_path("delete.db"), "delete");
    S_read_beside_writer(S_path("delete.db"), "journal mode delete");
}

/* As root: whether nobody may run the binary and read the data (not where the clone sits
 * under a directory only root may enter, as mktemp -d makes). */
static int S_nobody_can_run(void)
{
    if (geteuid() != 0)
        return 1;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        if (setgroups(0, NULL) != 0 || setgid(NOBODY) != 0 || setuid(NOBODY) != 0)
            _exit(1);
        _exit(access(S_binary, X_OK) == 0 && access(S_tiny, R_OK) == 0 ? 0 : 1);
    }
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static void test_read_only_file(void **state)
{
    (void)state;
    if (!S_nobody_can_run()) {
        fprintf(stderr,
                "read_only_file: user nobody cannot run %s or read %s (a parent "
                "directory only root may enter): skipped\n",
                S_binary, S_tiny);
        exit(SKIP);
    }
    /* as root, the runs are made as nobody: the scratch directory must let it in */
    assert_int_equal(chmod(S_dir, 0755), 0);
    assert_int_equal(mkdir(S_path("ro"), 0777), 0);
    assert_int_equal(chmod(S_path("ro"), 0777), 0); /* whatever the umask */
    static const char *const mode[] = {"wal", "delete"};
    for (int m = 0; m < 2; m++) {
        char db[4200];
        snprintf(db, sizeof db, "%s/ro/%s.db", S_dir, mode[m]);
        S_history_at(db, mode[m]);
        assert_int_equal(chmod(db, 0444), 0);
        S_snap before = S_take(db);
        S_res r = S_run(1, "history", "--db", db, "main", NULL);
        if (r.status != 0)
            fail_msg("%s: history of a read-only file: exit %d: %s", mode[m], r.status, r.err);
        assert_has(r.out, "main  c0ffee110000");
        S_res_free(&r);
        r = S_run(1, "-q", "--plots", "none", "-o", S_path("ro/out"), "--baseline", "main", "--db",
                  db, S_tiny, NULL);
        if (r.status != 0)
            fail_msg("%s: --baseline main from a read-only file: exit %d: %s", mode[m], r.status,
                     r.err);
        S_res_free(&r);
        /* recording into it is refused with one line, and nothing is written */
        r = S_run(1, "-q", "--plots", "none", "-o", S_path("ro/rec"), "--record", "--db", db,
                  "--branch", "main", S_tiny, NULL);
        S_refused(&r, db, "history: ");
        assert_false(pm_test_exists(S_path("ro/rec")));
        S_res_free(&r);
        S_same(&before, db, "reading a read-only file");
        pm_test_rmtree(S_path("ro/out"));
    }

    /* in a directory the user may not write (on a writable file system): a database in
       journal mode delete reads; one in WAL mode without its -shm file cannot be read safely
       (SQLite must make that file), and the one line says so */
    assert_int_equal(mkdir(S_path("locked"), 0755), 0);
    for (int m = 0; m < 2; m++) {
        char db[4200];
        snprintf(db, sizeof db, "%s/locked/%s.db", S_dir, mode[m]);
        S_history_at(db, mode[m]);
    }
    assert_int_equal(chmod(S_path("locked"), geteuid() == 0 ? 0755 : 0555), 0);
    S_res r = S_run(1, "history", "--db", S_path("locked/delete.db"), "main", NULL);
    if (r.status != 0)
        fail_msg("history in an unwritable directory (delete mode): exit %d: %s", r.status, r.err);
    assert_has(r.out, "main  c0ffee110000");
    S_res_free(&r);
    const char *db = S_path("locked/wal.db");
    r = S_run(1, "history", "--db", db, "main", NULL);
    S_refused(&r, db, "needs its -shm file");
    S_res_free(&r);
    char *names = S_ls(S_path("locked"));
    assert_string_equal(names, "delete.db wal.db");
    free(names);
    assert_int_equal(chmod(S_path("locked"), 0755), 0);
}

/* In a child with a private mount namespace: dir mounted read-only over itself. 0, or SKIP
 * where no mount namespace can be made. */
static int S_mount_read_only(const char *dir)
{
    uid_t uid = getuid();
    gid_t gid = getgid();
    if (unshare(CLONE_NEWNS) != 0) {
        if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return SKIP;
        char map[64];
        FILE *fp = fopen("/proc/self/setgroups", "w");
        if (fp) {
            fputs("deny", fp);
            fclose(fp);
        }
        snprintf(map, sizeof map, "0 %ld 1", (long)uid);
        fp = fopen("/proc/self/uid_map", "w");
        if (fp == NULL || fputs(map, fp) < 0 || fclose(fp) != 0)
            return SKIP;
        snprintf(map, sizeof map, "0 %ld 1", (long)gid);
        fp = fopen("/proc/self/gid_map", "w");
        if (fp == NULL || fputs(map, fp) < 0 || fclose(fp) != 0)
            return SKIP;
    }
    struct statvfs vs;
    if (statvfs(dir, &vs) != 0)
        return SKIP;
    /* a remount in a user namespace must keep the flags the mount was locked with */
    unsigned long keep = 0;
    if (vs.f_flag & ST_NOSUID)
        keep |= MS_NOSUID;
    if (vs.f_flag & ST_NODEV)
        keep |= MS_NODEV;
    if (vs.f_flag & ST_NOEXEC)
        keep |= MS_NOEXEC;
    if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
        mount(dir, dir, NULL, MS_BIND, NULL) != 0 ||
        mount(NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | keep, NULL) != 0)
        return SKIP;
    if (statvfs(dir, &vs) != 0 || !(vs.f_flag & ST_RDONLY))
        return SKIP;
    return 0;
}

static void test_read_only_mount(void **state)
{
    (void)state;
    assert_int_equal(mkdir(S_path("mnt"), 0755), 0);
    S_history_at(S_path("mnt/wal.db"), "wal");
    S_history_at(S_path("mnt/delete.db"), "delete");
    char *names = S_ls(S_path("mnt"));
    assert_string_equal(names, "delete.db wal.db"); /* no -wal or -shm to lean on */
    free(names);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int rc = S_mount_read_only(S_path("mnt"));
        if (rc != 0)
            _exit(rc);
        /* in the namespace: plain checks, the verdict is the exit status */
        static const char *const db[] = {"mnt/wal.db", "mnt/delete.db"};
        for (int i = 0; i < 2; i++) {
            S_res r = S_run(0, "history", "--db", S_path(db[i]), "main", NULL);
            if (r.status != 0 || strstr(r.out, "main  c0ffee110000") == NULL) {
                fprintf(stderr, "%s: history on a read-only mount: exit %d: %s%s\n", db[i],
                        r.status, r.out, r.err);
                _exit(1);
            }
            S_res_free(&r);
            r = S_run(0, "-q", "--plots", "none", "-o", S_path("out"), "--baseline", "main", "--db",
                      S_path(db[i]), "--branch", "main", S_tiny, NULL);
            if (r.status != 0) {
                fprintf(stderr, "%s: --baseline main on a read-only mount: exit %d: %s\n", db[i],
                        r.status, r.err);
                _exit(1);
            }
            S_res_free(&r);
            r = S_run(0, "-q", "--plots", "none", "-o", S_path("rec"), "--record", "--db",
                      S_path(db[i]), S_tiny, NULL);
            if (r.status != 2 || !S_one_line_about(r.err, S_path(db[i])) ||
                pm_test_exists(S_path("rec"))) {
                fprintf(stderr, "%s: --record on a read-only mount: exit %d: %s\n", db[i], r.status,
                        r.err);
                _exit(1);
            }
            S_res_free(&r);
        }
        _exit(0);
    }
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    assert_true(WIFEXITED(st));
    if (WEXITSTATUS(st) == SKIP) {
        fprintf(stderr, "read_only_mount: no private mount namespace here (needs root or user "
                        "namespaces): skipped\n");
        exit(SKIP);
    }
    assert_int_equal(WEXITSTATUS(st), 0);
}

static int S_setup(void **state)
{
    (void)state;
    S_dir = pm_test_tmpdir();
    S_tiny = pm_test_data("tiny.csv");
    static const char *const vars[] = {"GITHUB_ACTIONS",  "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT",
                                       "GITHUB_HEAD_REF", "GITHUB_REF_NAME",     "GITHUB_SHA"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        unsetenv(vars[i]);
    setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
    return 0;
}

static int S_teardown(void **state)
{
    (void)state;
    pm_test_rmtree(S_dir);
    free(S_dir);
    free(S_tiny);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: history_runner PMREPORT CASE [ROUNDS]\n");
        return 2;
    }
    S_binary = argv[1];
    S_case = argv[2];
    if (argc == 4 && (S_rounds = atoi(argv[3])) <= 0) {
        fprintf(stderr, "history_runner: ROUNDS must be a positive number\n");
        return 2;
    }
    static const struct CMUnitTest all[] = {
        cmocka_unit_test_setup_teardown(test_concurrent_records, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_concurrent_cli, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_record_waits, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_foreign, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_read_only_commands, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_readers_do_not_wait, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_read_only_file, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_read_only_mount, S_setup, S_teardown),
    };
    return pm_test_run_case(all, sizeof all / sizeof all[0], S_case, "history_runner");
}
