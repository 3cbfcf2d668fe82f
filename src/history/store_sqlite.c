/* store_sqlite.c - the run history in one SQLite file: WAL, a busy timeout, versioned migrations.
 */
#include "history/store.h"

#include "util/xalloc.h"

#include <errno.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct pm_store {
    sqlite3 *db;
    char *path; /* for messages (owned) */
};

/* How long a writer waits for another one to finish (ms): two CI jobs recording
 * at once both succeed, one after the other. */
enum { S_BUSY_TIMEOUT_MS = 30000 };

/* The migrations, in order: migration i takes the schema from version i to
 * i + 1. Append only: a released migration is never edited. */
static const char *const S_migrations[] = {
    /* 1: runs, their exponents and metrics */
    "CREATE TABLE runs ("
    "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
    "  branch TEXT,"                /* NULL when unknown */
    "  commit_sha TEXT,"            /* NULL when unknown */
    "  time INTEGER NOT NULL,"      /* seconds since the epoch */
    "  input_digest TEXT NOT NULL," /* fnv1a64:<hex> of the input bytes */
    "  model_json TEXT NOT NULL,"   /* the run's model.json */
    "  pmreport_version TEXT,"
    "  cpu TEXT, cores INTEGER, memory_bytes INTEGER, os TEXT);"
    "CREATE INDEX runs_branch_time ON runs(branch, time, id);"
    "CREATE INDEX runs_commit ON runs(commit_sha);"
    "CREATE TABLE exponents ("
    "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    "  group_name TEXT NOT NULL, factor TEXT NOT NULL,"
    "  q REAL NOT NULL, lo REAL, hi REAL, se REAL,"
    "  PRIMARY KEY (run_id, group_name, factor));"
    "CREATE TABLE metrics ("
    "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    "  group_name TEXT NOT NULL, rows TEXT NOT NULL," /* 'train' or 'test' */
    "  n INTEGER, mape REAL, mse REAL, rmse REAL, r2 REAL,"
    "  PRIMARY KEY (run_id, group_name, rows));",
};

int pm_store_schema_version(void)
{
    return (int)(sizeof S_migrations / sizeof S_migrations[0]);
}

static int S_fail(pm_store *s, pm_error *err, const char *what)
{
    return pm_error_set(err, PM_ERR_IO, s->path, 0, "history: %s: %s", what,
                        s->db ? sqlite3_errmsg(s->db) : "out of memory");
}

static int S_exec(pm_store *s, const char *sql, pm_error *err, const char *what)
{
    char *msg = NULL;
    if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
        pm_error_set(err, PM_ERR_IO, s->path, 0, "history: %s: %s", what,
                     msg ? msg : sqlite3_errmsg(s->db));
        sqlite3_free(msg);
        return -1;
    }
    return 0;
}

/* Bring the schema up to date inside one write transaction, so two processes
 * opening a new file at once migrate it once. */
static int S_migrate(pm_store *s, pm_error *err)
{
    if (S_exec(s, "BEGIN IMMEDIATE", err, "cannot lock the database") != 0)
        return -1;
    sqlite3_stmt *st = NULL;
    int version = 0, rc = -1;
    if (S_exec(s, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)", err,
               "cannot create the version table") != 0)
        goto done;
    if (sqlite3_prepare_v2(s->db, "SELECT coalesce(max(version), 0) FROM schema_version", -1, &st,
                           NULL) != SQLITE_OK ||
        sqlite3_step(st) != SQLITE_ROW) {
        S_fail(s, err, "cannot read the schema version");
        goto done;
    }
    version = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    st = NULL;
    if (version > pm_store_schema_version()) {
        pm_error_set(err, PM_ERR_IO, s->path, 0,
                     "history: schema version %d is newer than this pmreport's (%d): upgrade "
                     "pmreport",
                     version, pm_store_schema_version());
        goto done;
    }
    for (int v = version; v < pm_store_schema_version(); v++) {
        if (S_exec(s, S_migrations[v], err, "migration failed") != 0)
            goto done;
        char sql[96];
        snprintf(sql, sizeof sql, "INSERT INTO schema_version (version) VALUES (%d)", v + 1);
        if (S_exec(s, sql, err, "migration failed") != 0)
            goto done;
    }
    rc = S_exec(s, "COMMIT", err, "cannot commit the migration");
done:
    sqlite3_finalize(st);
    if (rc != 0)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return rc;
}

/* mkdir the directory part of path when missing (one level, as `reports/`). */
static void S_mkdir_parent(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL || slash == path)
        return;
    char *dir = pm_xstrndup(path, (size_t)(slash - path));
    mkdir(dir, 0777); /* EEXIST is fine; any other failure shows when the file is opened */
    free(dir);
}

int pm_store_open(const char *path, int create, pm_store **out, pm_error *err)
{
    *out = NULL;
    pm_store *s = pm_xcalloc(1, sizeof *s);
    s->path = pm_xstrdup(path);
    struct stat st;
    if (!create && stat(path, &st) != 0) {
        pm_error_set(err, PM_ERR_IO, path, 0, "history: cannot open: %s", strerror(errno));
        pm_store_close(s);
        return -1;
    }
    if (create)
        S_mkdir_parent(path);
    int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
    if (sqlite3_open_v2(path, &s->db, flags, NULL) != SQLITE_OK) {
        S_fail(s, err, "cannot open");
        pm_store_close(s);
        return -1;
    }
    sqlite3_busy_timeout(s->db, S_BUSY_TIMEOUT_MS);
    /* WAL: readers never block the writer; the mode is stored in the file */
    if (S_exec(s, "PRAGMA journal_mode=WAL", err, "cannot switch to WAL") != 0 ||
        S_exec(s, "PRAGMA foreign_keys=ON", err, "cannot enable foreign keys") != 0 ||
        S_migrate(s, err) != 0) {
        pm_store_close(s);
        return -1;
    }
    *out = s;
    return 0;
}

void pm_store_close(pm_store *s)
{
    if (s == NULL)
        return;
    sqlite3_close(s->db);
    free(s->path);
    free(s);
}

/* ---- recording ---- */

static void S_text(sqlite3_stmt *st, int i, const char *v)
{
    if (v)
        sqlite3_bind_text(st, i, v, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, i);
}

static void S_real(sqlite3_stmt *st, int i, double v)
{
    if (v == v && v - v == 0) /* finite */
        sqlite3_bind_double(st, i, v);
    else
        sqlite3_bind_null(st, i);
}

int pm_store_record(pm_store *s, const pm_run_record *rec, const pm_result *r, long long *id,
                    pm_error *err)
{
    sqlite3_stmt *run = NULL, *ex = NULL, *me = NULL;
    int rc = -1;
    if (S_exec(s, "BEGIN IMMEDIATE", err, "cannot lock the database") != 0)
        return -1;
    if (sqlite3_prepare_v2(s->db,
                           "INSERT INTO runs (branch, commit_sha, time, input_digest, model_json,"
                           " pmreport_version, cpu, cores, memory_bytes, os)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &run, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db,
                           "INSERT INTO exponents (run_id, group_name, factor, q, lo, hi, se)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?)",
                           -1, &ex, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db,
                           "INSERT INTO metrics (run_id, group_name, rows, n, mape, mse, rmse, r2)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &me, NULL) != SQLITE_OK) {
        S_fail(s, err, "cannot prepare the insert");
        goto done;
    }
    S_text(run, 1, rec->branch);
    S_text(run, 2, rec->commit);
    sqlite3_bind_int64(run, 3, rec->time);
    S_text(run, 4, rec->digest ? rec->digest : "");
    S_text(run, 5, rec->model_json ? rec->model_json : "");
    S_text(run, 6, rec->version);
    S_text(run, 7, rec->machine.cpu);
    sqlite3_bind_int64(run, 8, rec->machine.cores);
    sqlite3_bind_int64(run, 9, rec->machine.memory_bytes);
    S_text(run, 10, rec->machine.os);
    if (sqlite3_step(run) != SQLITE_DONE) {
        S_fail(s, err, "cannot record the run");
        goto done;
    }
    long long rid = sqlite3_last_insert_rowid(s->db);
    for (size_t gi = 0; r && gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        for (size_t e = 0; e < g->nexp; e++) {
            const pm_stat *q = &g->exp[e].q;
            sqlite3_reset(ex);
            sqlite3_bind_int64(ex, 1, rid);
            S_text(ex, 2, g->name);
            S_text(ex, 3, r->params[g->exp[e].param].name);
            S_real(ex, 4, q->value);
            S_real(ex, 5, q->lo);
            S_real(ex, 6, q->hi);
            S_real(ex, 7, q->se);
            if (sqlite3_step(ex) != SQLITE_DONE) {
                S_fail(s, err, "cannot record an exponent");
                goto done;
            }
        }
        for (int set = 0; set < 2; set++) {
            const pm_metrics *m = set ? &g->test : &g->train;
            sqlite3_reset(me);
            sqlite3_bind_int64(me, 1, rid);
            S_text(me, 2, g->name);
            S_text(me, 3, set ? "test" : "train");
            sqlite3_bind_int64(me, 4, (long long)(set ? g->n_test : g->n_train));
            S_real(me, 5, m->mape);
            S_real(me, 6, m->mse);
            S_real(me, 7, m->rmse);
            S_real(me, 8, m->r2);
            if (sqlite3_step(me) != SQLITE_DONE) {
                S_fail(s, err, "cannot record the metrics");
                goto done;
            }
        }
    }
    if (S_exec(s, "COMMIT", err, "cannot commit the run") != 0)
        goto done;
    if (id)
        *id = rid;
    rc = 0;
done:
    sqlite3_finalize(run);
    sqlite3_finalize(ex);
    sqlite3_finalize(me);
    if (rc != 0)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return rc;
}

/* ---- reading ---- */

#define S_COLUMNS                                                                                  \
    "id, branch, commit_sha, time, input_digest, model_json, pmreport_version, cpu, cores,"        \
    " memory_bytes, os"

static char *S_col(sqlite3_stmt *st, int i)
{
    const unsigned char *v = sqlite3_column_text(st, i);
    return v ? pm_xstrdup((const char *)v) : NULL;
}

static void S_row(sqlite3_stmt *st, pm_run_record *r)
{
    memset(r, 0, sizeof *r);
    r->id = sqlite3_column_int64(st, 0);
    r->branch = S_col(st, 1);
    r->commit = S_col(st, 2);
    r->time = sqlite3_column_int64(st, 3);
    r->digest = S_col(st, 4);
    r->model_json = S_col(st, 5);
    r->version = S_col(st, 6);
    r->machine.cpu = S_col(st, 7);
    r->machine.cores = (long)sqlite3_column_int64(st, 8);
    r->machine.memory_bytes = sqlite3_column_int64(st, 9);
    r->machine.os = S_col(st, 10);
}

/* The first row of sql with the one text parameter arg: 1 found, 0 none, -1 error. */
static int S_one(pm_store *s, const char *sql, const char *arg, pm_run_record *out, pm_error *err)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
        return S_fail(s, err, "cannot query");
    sqlite3_bind_text(st, 1, arg, -1, SQLITE_TRANSIENT);
    int step = sqlite3_step(st), rc;
    if (step == SQLITE_ROW) {
        S_row(st, out);
        rc = 1;
    } else if (step == SQLITE_DONE) {
        rc = 0;
    } else {
        rc = S_fail(s, err, "cannot query");
    }
    sqlite3_finalize(st);
    return rc;
}

int pm_store_find(pm_store *s, const char *ref, pm_run_record *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    int rc =
        S_one(s, "SELECT " S_COLUMNS " FROM runs WHERE branch = ?1 ORDER BY time DESC, id DESC",
              ref, out, err);
    if (rc != 0)
        return rc;
    /* a commit by prefix: the prefix must name one commit (ranges of the prefix,
       not LIKE, so '%' and '_' in a ref mean themselves) */
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT count(DISTINCT commit_sha) FROM runs"
                           " WHERE substr(commit_sha, 1, length(?1)) = ?1",
                           -1, &st, NULL) != SQLITE_OK)
        return S_fail(s, err, "cannot query");
    sqlite3_bind_text(st, 1, ref, -1, SQLITE_TRANSIENT);
    long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    if (n < 0)
        return S_fail(s, err, "cannot query");
    if (n == 0)
        return 0;
    if (n > 1)
        return pm_error_set(err, PM_ERR_USAGE, s->path, 0,
                            "history: '%.100s' is the start of %lld different commits: give more "
                            "of it",
                            ref, n);
    return S_one(s,
                 "SELECT " S_COLUMNS " FROM runs WHERE substr(commit_sha, 1, length(?1)) = ?1"
                 " ORDER BY time DESC, id DESC",
                 ref, out, err);
}

int pm_store_list(pm_store *s, const char *branch, size_t limit, pm_run_record **out, size_t *n,
                  pm_error *err)
{
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT " S_COLUMNS " FROM runs WHERE branch = ?1"
                           " ORDER BY time DESC, id DESC LIMIT ?2",
                           -1, &st, NULL) != SQLITE_OK)
        return S_fail(s, err, "cannot query");
    sqlite3_bind_text(st, 1, branch, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(st, 2, limit ? (long long)limit : -1);
    size_t cap = 0;
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW) {
        pm_xgrow((void **)out, &cap, *n + 1, sizeof **out);
        S_row(st, &(*out)[(*n)++]);
    }
    sqlite3_finalize(st);
    if (step != SQLITE_DONE) {
        for (size_t i = 0; i < *n; i++)
            pm_run_record_free(&(*out)[i]);
        free(*out);
        *out = NULL;
        *n = 0;
        return S_fail(s, err, "cannot list runs");
    }
    return 0;
}

/* The runs of pm_store_series: of branch ?1, and with a since run (id ?2 > 0,
 * time ?3) only it and the branch's runs after it. */
#define S_SERIES_WHERE                                                                             \
    " WHERE (branch = ?1 AND (?2 = 0 OR time > ?3 OR (time = ?3 AND id >= ?2))) OR id = ?2"

static double S_colreal(sqlite3_stmt *st, int i)
{
    return sqlite3_column_type(st, i) == SQLITE_NULL ? NAN : sqlite3_column_double(st, i);
}

/* The exponents of run r->run.id into r. 0 or -1. */
static int S_run_exponents(pm_store *s, sqlite3_stmt *st, pm_run_exponents *r, pm_error *err)
{
    sqlite3_reset(st);
    sqlite3_bind_int64(st, 1, r->run.id);
    size_t cap = 0;
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW) {
        pm_xgrow((void **)&r->exp, &cap, r->nexp + 1, sizeof *r->exp);
        pm_run_exponent *e = &r->exp[r->nexp++];
        e->group = S_col(st, 0);
        e->factor = S_col(st, 1);
        if (e->group == NULL)
            e->group = pm_xstrdup("");
        if (e->factor == NULL)
            e->factor = pm_xstrdup("");
        e->q = S_colreal(st, 2);
        e->lo = S_colreal(st, 3);
        e->hi = S_colreal(st, 4);
        e->se = S_colreal(st, 5);
    }
    return step == SQLITE_DONE ? 0 : S_fail(s, err, "cannot read a run's exponents");
}

int pm_store_series(pm_store *s, const char *branch, const pm_run_record *since, size_t limit,
                    pm_run_exponents **out, size_t *n, size_t *total, pm_error *err)
{
    *out = NULL;
    *n = *total = 0;
    sqlite3_stmt *cnt = NULL, *runs = NULL, *ex = NULL;
    int rc = -1;
    if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM runs" S_SERIES_WHERE, -1, &cnt, NULL) !=
            SQLITE_OK ||
        sqlite3_prepare_v2(
            s->db,
            "SELECT id, branch, commit_sha, time, input_digest, NULL,"
            " pmreport_version, cpu, cores, memory_bytes, os FROM runs" S_SERIES_WHERE
            " ORDER BY time DESC, id DESC LIMIT ?4",
            -1, &runs, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db,
                           "SELECT group_name, factor, q, lo, hi, se FROM exponents"
                           " WHERE run_id = ?1 ORDER BY rowid",
                           -1, &ex, NULL) != SQLITE_OK) {
        S_fail(s, err, "cannot query");
        goto done;
    }
    for (int k = 0; k < 2; k++) {
        sqlite3_stmt *st = k ? runs : cnt;
        sqlite3_bind_text(st, 1, branch, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 2, since ? since->id : 0);
        sqlite3_bind_int64(st, 3, since ? since->time : 0);
    }
    sqlite3_bind_int64(runs, 4, limit ? (long long)limit : -1);
    if (sqlite3_step(cnt) != SQLITE_ROW) {
        S_fail(s, err, "cannot count runs");
        goto done;
    }
    *total = (size_t)sqlite3_column_int64(cnt, 0);
    size_t cap = 0;
    int step;
    while ((step = sqlite3_step(runs)) == SQLITE_ROW) {
        pm_xgrow((void **)out, &cap, *n + 1, sizeof **out);
        pm_run_exponents *r = &(*out)[(*n)++];
        memset(r, 0, sizeof *r);
        S_row(runs, &r->run);
    }
    if (step != SQLITE_DONE) {
        S_fail(s, err, "cannot list runs");
        goto done;
    }
    for (size_t i = 0; i < *n / 2; i++) { /* newest first -> oldest first */
        pm_run_exponents t = (*out)[i];
        (*out)[i] = (*out)[*n - 1 - i];
        (*out)[*n - 1 - i] = t;
    }
    for (size_t i = 0; i < *n; i++)
        if (S_run_exponents(s, ex, &(*out)[i], err) != 0)
            goto done;
    rc = 0;
done:
    sqlite3_finalize(cnt);
    sqlite3_finalize(runs);
    sqlite3_finalize(ex);
    if (rc != 0) {
        for (size_t i = 0; i < *n; i++)
            pm_run_exponents_free(&(*out)[i]);
        free(*out);
        *out = NULL;
        *n = *total = 0;
    }
    return rc;
}

void pm_run_exponents_free(pm_run_exponents *r)
{
    if (r == NULL)
        return;
    pm_run_record_free(&r->run);
    for (size_t i = 0; i < r->nexp; i++) {
        free(r->exp[i].group);
        free(r->exp[i].factor);
    }
    free(r->exp);
    memset(r, 0, sizeof *r);
}

void pm_run_record_free(pm_run_record *r)
{
    if (r == NULL)
        return;
    free(r->branch);
    free(r->commit);
    free(r->digest);
    free(r->model_json);
    free(r->version);
    pm_machine_free(&r->machine);
    memset(r, 0, sizeof *r);
}
