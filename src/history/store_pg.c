/* store_pg.c - the run history in a PostgreSQL database through libpq: the schema "pmreport",
 * the same numbered migrations as the SQLite file's, one transaction per record, any number of
 * writers at once.
 *
 * Built with or without libpq (PM_HAVE_POSTGRES): without, the backend is its connection strings
 * only (which --db values are PostgreSQL's, each shown with its password hidden), and store.c
 * refuses to open one, saying so. */
#include "history/store_backend.h"

#include "util/xalloc.h"

#if PM_HAVE_POSTGRES
#include <dlfcn.h>
#include <libpq-fe.h>
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the connection string ---- */

/* "postgresql://...", "postgres://...", or "postgresql:" followed by a libpq key=value string or
 * nothing (libpq's PG* environment variables and service file then say where). */
static const char *const S_schemes[] = {"postgresql:", "postgres://", NULL};

/* Append n bytes of s to out (size bytes, *len used so far), truncating. */
static void S_put(char *out, size_t size, size_t *len, const char *s, size_t n)
{
    if (*len + 1 >= size)
        return;
    if (n > size - 1 - *len)
        n = size - 1 - *len;
    memcpy(out + *len, s, n);
    *len += n;
    out[*len] = '\0';
}

/* db with its password hidden (store_backend.h, display): "user:***@" in a URL, "password=***"
 * as a URL parameter or a key=value pair. */
static void S_display(const char *db, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    const char *p = db;
    const char *scheme = strstr(db, "://");
    if (scheme) { /* URL: scheme://[user[:password]@]host... */
        const char *auth = scheme + 3;
        const char *end = auth + strcspn(auth, "/?#");
        const char *at = NULL;
        for (const char *q = auth; q < end; q++)
            if (*q == '@')
                at = q; /* the last '@' ends the user part */
        S_put(out, size, &len, db, (size_t)(auth - db));
        p = auth;
        if (at) {
            const char *colon = memchr(auth, ':', (size_t)(at - auth));
            if (colon) {
                S_put(out, size, &len, auth, (size_t)(colon - auth));
                S_put(out, size, &len, ":***", 4);
                p = at;
            }
        }
    }
    /* "password=..." as a URL parameter or a key=value pair (quoted or not) */
    while (*p) {
        const char *k = strstr(p, "password");
        if (k == NULL) {
            S_put(out, size, &len, p, strlen(p));
            break;
        }
        const char *v = k + 8;
        while (*v == ' ')
            v++;
        int starts = k == db || strchr("?& \t:", k[-1]) != NULL;
        if (*v != '=' || !starts) {
            S_put(out, size, &len, p, (size_t)(k + 8 - p));
            p = k + 8;
            continue;
        }
        v++;
        while (*v == ' ')
            v++;
        S_put(out, size, &len, p, (size_t)(v - p));
        S_put(out, size, &len, "***", 3);
        if (*v == '\'') { /* a quoted value, with \' and \\ inside */
            for (v++; *v && *v != '\''; v++)
                if (*v == '\\' && v[1])
                    v++;
            if (*v)
                v++;
        } else {
            v += strcspn(v, scheme ? "&#" : " \t");
        }
        p = v;
    }
}

#if PM_HAVE_POSTGRES

/* libpq, loaded at the first connection to a PostgreSQL history (dlopen): a run that never
 * opens one does not load it and the twenty libraries it needs (Kerberos, LDAP, TLS ...),
 * which would cost every run about 6 MB and their start-up. The header gives the types. */
static struct {
    void *handle;
#define S_PQ_FN(f) __typeof__(f) *f;
#define S_PQ_FNS(X)                                                                                \
    X(PQclear)                                                                                     \
    X(PQcmdTuples)                                                                                 \
    X(PQconnectdbParams)                                                                           \
    X(PQerrorMessage)                                                                              \
    X(PQexec)                                                                                      \
    X(PQexecParams)                                                                                \
    X(PQfinish)                                                                                    \
    X(PQgetisnull)                                                                                 \
    X(PQgetvalue)                                                                                  \
    X(PQntuples)                                                                                   \
    X(PQresultErrorMessage)                                                                        \
    X(PQresultStatus)                                                                              \
    X(PQsetNoticeProcessor)                                                                        \
    X(PQstatus)
    S_PQ_FNS(S_PQ_FN)
} S_pq;

/* Load libpq's functions into S_pq once. 0, or -1 with err set (libpq missing). */
static int S_pq_load(const char *name, pm_error *err)
{
    if (S_pq.handle)
        return 0;
    void *h = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL)
        return pm_error_set(err, PM_ERR_IO, name, 0,
                            "history: a PostgreSQL history needs libpq (libpq.so.5, Debian's "
                            "libpq5): %s",
                            dlerror());
    const char *missing = NULL;
#define S_PQ_SYM(f)                                                                                \
    {                                                                                              \
        void *p = dlsym(h, #f);                                                                    \
        if (p == NULL && missing == NULL)                                                          \
            missing = #f;                                                                          \
        memcpy(&S_pq.f, &p, sizeof p);                                                             \
    }
    S_PQ_FNS(S_PQ_SYM)
    if (missing) {
        dlclose(h);
        return pm_error_set(err, PM_ERR_IO, name, 0, "history: libpq.so.5 has no %s", missing);
    }
    S_pq.handle = h;
    return 0;
}

/* The migrations, in order (store_sqlite.c has the same ones in SQLite's dialect): migration
 * i takes the schema from version i to i + 1. Append only. The exponents keep their order
 * in the result in `ord`, which SQLite keeps as the rowid. */
static const char *const S_migrations[] = {
    /* 1: runs, their exponents and metrics */
    "CREATE TABLE pmreport.runs ("
    "  id BIGSERIAL PRIMARY KEY,"
    "  branch TEXT, commit_sha TEXT, time BIGINT NOT NULL,"
    "  input_digest TEXT NOT NULL, model_json TEXT NOT NULL, pmreport_version TEXT,"
    "  cpu TEXT, cores BIGINT, memory_bytes BIGINT, os TEXT);"
    "CREATE INDEX runs_branch_time ON pmreport.runs(branch, time, id);"
    "CREATE INDEX runs_commit ON pmreport.runs(commit_sha);"
    "CREATE TABLE pmreport.exponents ("
    "  run_id BIGINT NOT NULL REFERENCES pmreport.runs(id) ON DELETE CASCADE,"
    "  ord INTEGER NOT NULL, group_name TEXT NOT NULL, factor TEXT NOT NULL,"
    "  q DOUBLE PRECISION NOT NULL, lo DOUBLE PRECISION, hi DOUBLE PRECISION,"
    "  se DOUBLE PRECISION, PRIMARY KEY (run_id, group_name, factor));"
    "CREATE TABLE pmreport.metrics ("
    "  run_id BIGINT NOT NULL REFERENCES pmreport.runs(id) ON DELETE CASCADE,"
    "  group_name TEXT NOT NULL, rows TEXT NOT NULL,"
    "  n BIGINT, mape DOUBLE PRECISION, mse DOUBLE PRECISION, rmse DOUBLE PRECISION,"
    "  r2 DOUBLE PRECISION, PRIMARY KEY (run_id, group_name, rows));",
    /* 2: the project a run belongs to */
    "ALTER TABLE pmreport.runs ADD COLUMN project TEXT NOT NULL DEFAULT '';"
    "CREATE INDEX runs_project_branch_time ON pmreport.runs(project, branch, time, id);",
};
_Static_assert(sizeof S_migrations / sizeof S_migrations[0] == PM_STORE_SCHEMA_VERSION,
               "one migration per schema version");

/* The advisory lock that serialises migrations (pmreport's application id). */
#define S_LOCK "SELECT pg_advisory_xact_lock(1886221928)"

/* The runs a store sees: its project's and those recorded without one ($N is the project). */
#define S_PROJECT(N) " ($" #N "::text IS NULL OR project = $" #N " OR project = '')"

#define S_COLUMNS                                                                                  \
    "id, branch, commit_sha, time, input_digest, model_json, pmreport_version, cpu, cores,"        \
    " memory_bytes, os"

/* Discard libpq's notices ("schema already exists, skipping"): only main.c prints. */
static void S_quiet(void *arg, const char *msg)
{
    (void)arg;
    (void)msg;
}

/* libpq's message for conn (or res) as one line: its first line, trimmed. */
static void S_message(PGconn *conn, const PGresult *res, char *out, size_t size)
{
    const char *m = res ? S_pq.PQresultErrorMessage(res) : NULL;
    if (m == NULL || *m == '\0')
        m = conn ? S_pq.PQerrorMessage(conn) : "out of memory";
    if (m == NULL || *m == '\0')
        m = "unknown error";
    size_t n = strcspn(m, "\n");
    while (n > 0 && (m[n - 1] == ' ' || m[n - 1] == '\t' || m[n - 1] == '\r'))
        n--;
    snprintf(out, size, "%.*s", (int)n, m);
}

static int S_fail(pm_store *s, const PGresult *res, pm_error *err, const char *what)
{
    char msg[512];
    S_message(s->db, res, msg, sizeof msg);
    return pm_error_set(err, PM_ERR_IO, s->name, 0, "history: %s: %s", what, msg);
}

/* Run sql with n text parameters (NULL: SQL NULL); the result when its status is want, else
 * NULL with err set (the result cleared). */
static PGresult *S_run(pm_store *s, const char *sql, int n, const char *const *vals,
                       ExecStatusType want, pm_error *err, const char *what)
{
    PGresult *res = S_pq.PQexecParams(s->db, sql, n, NULL, vals, NULL, NULL, 0);
    if (res == NULL || S_pq.PQresultStatus(res) != want) {
        S_fail(s, res, err, what);
        S_pq.PQclear(res);
        return NULL;
    }
    return res;
}

/* Run a command (no rows): 0 or -1 with err set. */
static int S_cmd(pm_store *s, const char *sql, pm_error *err, const char *what)
{
    PGresult *res = S_pq.PQexec(s->db, sql);
    int ok = res && S_pq.PQresultStatus(res) == PGRES_COMMAND_OK;
    if (!ok)
        S_fail(s, res, err, what);
    S_pq.PQclear(res);
    return ok ? 0 : -1;
}

/* Undo the open transaction; a lost connection has undone it already. */
static void S_rollback(pm_store *s)
{
    if (S_pq.PQstatus(s->db) == CONNECTION_OK)
        S_pq.PQclear(S_pq.PQexec(s->db, "ROLLBACK"));
}

/* ---- opening ---- */

/* The schema version in the database: 0 when it has no pmreport schema. 0 or -1. */
static int S_version(pm_store *s, int *version, pm_error *err)
{
    *version = 0;
    PGresult *res = S_run(s, "SELECT to_regclass('pmreport.schema_version') IS NOT NULL", 0, NULL,
                          PGRES_TUPLES_OK, err, "cannot read the database");
    if (res == NULL)
        return -1;
    int have = S_pq.PQntuples(res) == 1 && strcmp(S_pq.PQgetvalue(res, 0, 0), "t") == 0;
    S_pq.PQclear(res);
    if (!have)
        return 0;
    res = S_run(s, "SELECT coalesce(max(version), 0) FROM pmreport.schema_version", 0, NULL,
                PGRES_TUPLES_OK, err, "cannot read the database");
    if (res == NULL)
        return -1;
    *version = atoi(S_pq.PQgetvalue(res, 0, 0));
    S_pq.PQclear(res);
    return 0;
}

/* -1 with err set when a schema of this version cannot be used for s->mode, else 0. */
static int S_usable(pm_store *s, int version, pm_error *err)
{
    if (version > PM_STORE_SCHEMA_VERSION)
        return pm_error_set(err, PM_ERR_IO, s->name, 0,
                            "history: schema version %d is newer than this pmreport's (%d): "
                            "upgrade pmreport",
                            version, PM_STORE_SCHEMA_VERSION);
    if (version > 0 && version < PM_STORE_SCHEMA_VERSION && s->mode != PM_STORE_WRITE)
        return pm_error_set(err, PM_ERR_IO, s->name, 0,
                            "history: schema version %d is older than this pmreport's (%d): a "
                            "--record with this pmreport upgrades it",
                            version, PM_STORE_SCHEMA_VERSION);
    return 0;
}

static int S_pg_open(pm_store *s, pm_error *err)
{
    /* "postgresql:" + a key=value string (or nothing: the PG* variables), else a URL */
    const char *conninfo = s->path;
    if (strncmp(conninfo, "postgresql:", 11) == 0 && strncmp(conninfo + 11, "//", 2) != 0)
        conninfo += 11;
    /* the defaults first: what the connection string says wins over them */
    const char *keys[] = {"connect_timeout", "application_name", "dbname", NULL};
    const char *vals[] = {"10", "pmreport", conninfo, NULL};
    if (*conninfo == '\0')
        keys[2] = vals[2] = NULL;
    if (S_pq_load(s->name, err) != 0)
        return -1;
    s->db = S_pq.PQconnectdbParams(keys, vals, 1);
    if (s->db == NULL || S_pq.PQstatus(s->db) != CONNECTION_OK)
        return S_fail(s, NULL, err, "cannot connect");
    S_pq.PQsetNoticeProcessor(s->db, S_quiet, NULL);
    int version;
    if (S_version(s, &version, err) != 0 || S_usable(s, version, err) != 0)
        return -1;
    s->empty = version == 0 && s->mode != PM_STORE_WRITE;
    return 0;
}

/* Bring the schema to this build's version, in one transaction under an advisory lock, so
 * writers that find it behind at once migrate it once. 0 or -1 (rolled back). */
static int S_pg_migrate(pm_store *s, pm_error *err)
{
    int version;
    if (S_version(s, &version, err) != 0)
        return -1;
    if (version == PM_STORE_SCHEMA_VERSION)
        return 0;
    if (S_cmd(s, "BEGIN", err, "cannot migrate") != 0)
        return -1;
    PGresult *res = S_run(s, S_LOCK, 0, NULL, PGRES_TUPLES_OK, err, "cannot lock the schema");
    int rc = -1;
    if (res == NULL)
        goto done;
    S_pq.PQclear(res);
    if (S_cmd(s, "CREATE SCHEMA IF NOT EXISTS pmreport", err, "cannot create the schema") != 0 ||
        S_cmd(s, "CREATE TABLE IF NOT EXISTS pmreport.schema_version (version INTEGER NOT NULL)",
              err, "cannot create the version table") != 0 ||
        S_version(s, &version, err) != 0 || S_usable(s, version, err) != 0)
        goto done;
    for (int v = version; v < PM_STORE_SCHEMA_VERSION; v++) {
        char sql[96];
        snprintf(sql, sizeof sql, "INSERT INTO pmreport.schema_version (version) VALUES (%d)",
                 v + 1);
        if (S_cmd(s, S_migrations[v], err, "migration failed") != 0 ||
            S_cmd(s, sql, err, "migration failed") != 0)
            goto done;
    }
    rc = S_cmd(s, "COMMIT", err, "cannot commit the migration");
done:
    if (rc != 0)
        S_rollback(s);
    return rc;
}

static void S_pg_close(pm_store *s)
{
    S_pq.PQfinish(s->db);
    s->db = NULL;
}

/* ---- recording ---- */

/* v as a parameter: "%.17g" (it reads back to the same double) into buf, NULL when not finite. */
static const char *S_real(char *buf, size_t size, double v)
{
    if (!isfinite(v))
        return NULL;
    snprintf(buf, size, "%.17g", v);
    return buf;
}

static int S_pg_record(pm_store *s, const pm_store_run *rr, long long *id, pm_error *err)
{
    const pm_run_record *rec = rr->run;
    if (S_cmd(s, "BEGIN", err, "cannot record the run") != 0)
        return -1;
    int rc = -1;
    char t[32], cores[32], mem[32], rid[32];
    snprintf(t, sizeof t, "%lld", rec->time);
    snprintf(cores, sizeof cores, "%ld", rec->machine.cores);
    snprintf(mem, sizeof mem, "%lld", rec->machine.memory_bytes);
    const char *run[] = {rec->branch,
                         rec->commit,
                         t,
                         rec->digest ? rec->digest : "",
                         rec->model_json ? rec->model_json : "",
                         rec->version,
                         rec->machine.cpu,
                         cores,
                         mem,
                         rec->machine.os,
                         s->project ? s->project : ""};
    PGresult *res = S_run(s,
                          "INSERT INTO pmreport.runs (branch, commit_sha, time, input_digest,"
                          " model_json, pmreport_version, cpu, cores, memory_bytes, os, project)"
                          " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
                          11, run, PGRES_TUPLES_OK, err, "cannot record the run");
    if (res == NULL)
        goto done;
    snprintf(rid, sizeof rid, "%s", S_pq.PQgetvalue(res, 0, 0));
    S_pq.PQclear(res);
    for (size_t i = 0; i < rr->nexp; i++) {
        const pm_store_exp *x = &rr->exp[i];
        char ord[32], q[32], lo[32], hi[32], se[32];
        snprintf(ord, sizeof ord, "%zu", i);
        const char *v[] = {rid,
                           ord,
                           x->group,
                           x->factor,
                           S_real(q, sizeof q, x->q),
                           S_real(lo, sizeof lo, x->lo),
                           S_real(hi, sizeof hi, x->hi),
                           S_real(se, sizeof se, x->se)};
        res = S_run(s,
                    "INSERT INTO pmreport.exponents (run_id, ord, group_name, factor, q, lo, hi,"
                    " se) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    8, v, PGRES_COMMAND_OK, err, "cannot record an exponent");
        if (res == NULL)
            goto done;
        S_pq.PQclear(res);
    }
    for (size_t i = 0; i < rr->nmet; i++) {
        const pm_store_metrics *m = &rr->met[i];
        char n[32], mape[32], mse[32], rmse[32], r2[32];
        snprintf(n, sizeof n, "%lld", m->n);
        const char *v[] = {rid,
                           m->group,
                           m->rows,
                           n,
                           S_real(mape, sizeof mape, m->mape),
                           S_real(mse, sizeof mse, m->mse),
                           S_real(rmse, sizeof rmse, m->rmse),
                           S_real(r2, sizeof r2, m->r2)};
        res = S_run(s,
                    "INSERT INTO pmreport.metrics (run_id, group_name, rows, n, mape, mse, rmse,"
                    " r2) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    8, v, PGRES_COMMAND_OK, err, "cannot record the metrics");
        if (res == NULL)
            goto done;
        S_pq.PQclear(res);
    }
    if (S_cmd(s, "COMMIT", err, "cannot commit the run") != 0)
        goto done;
    *id = strtoll(rid, NULL, 10);
    rc = 0;
done:
    if (rc != 0)
        S_rollback(s);
    return rc;
}

/* ---- reading ---- */

static char *S_col(const PGresult *res, int row, int col)
{
    return S_pq.PQgetisnull(res, row, col) ? NULL : pm_xstrdup(S_pq.PQgetvalue(res, row, col));
}

static long long S_int(const PGresult *res, int row, int col)
{
    return S_pq.PQgetisnull(res, row, col) ? 0 : strtoll(S_pq.PQgetvalue(res, row, col), NULL, 10);
}

static double S_dbl(const PGresult *res, int row, int col)
{
    return S_pq.PQgetisnull(res, row, col) ? NAN : strtod(S_pq.PQgetvalue(res, row, col), NULL);
}

/* Row `row` of res (S_COLUMNS) into r. */
static void S_row(const PGresult *res, int row, pm_run_record *r)
{
    memset(r, 0, sizeof *r);
    r->id = S_int(res, row, 0);
    r->branch = S_col(res, row, 1);
    r->commit = S_col(res, row, 2);
    r->time = S_int(res, row, 3);
    r->digest = S_col(res, row, 4);
    r->model_json = S_col(res, row, 5);
    r->version = S_col(res, row, 6);
    r->machine.cpu = S_col(res, row, 7);
    r->machine.cores = (long)S_int(res, row, 8);
    r->machine.memory_bytes = S_int(res, row, 9);
    r->machine.os = S_col(res, row, 10);
}

/* The first row of sql ($1 ref, $2 the project): 1 found, 0 none, -1 error. */
static int S_one(pm_store *s, const char *sql, const char *ref, pm_run_record *out, pm_error *err)
{
    const char *v[] = {ref, s->project};
    PGresult *res = S_run(s, sql, 2, v, PGRES_TUPLES_OK, err, "cannot query");
    if (res == NULL)
        return -1;
    int found = S_pq.PQntuples(res) > 0;
    if (found)
        S_row(res, 0, out);
    S_pq.PQclear(res);
    return found;
}

static int S_pg_find(pm_store *s, const char *ref, pm_run_record *out, pm_error *err)
{
    int rc = S_one(s,
                   "SELECT " S_COLUMNS " FROM pmreport.runs WHERE branch = $1 AND" S_PROJECT(
                       2) " ORDER BY time DESC, id DESC LIMIT 1",
                   ref, out, err);
    if (rc != 0)
        return rc;
    /* a commit by prefix, which must name one commit (left(), not LIKE: '%' and '_' in a
       ref mean themselves) */
    const char *v[] = {ref, s->project};
    PGresult *res = S_run(s,
                          "SELECT count(DISTINCT commit_sha) FROM pmreport.runs"
                          " WHERE left(commit_sha, length($1)) = $1 AND" S_PROJECT(2),
                          2, v, PGRES_TUPLES_OK, err, "cannot query");
    if (res == NULL)
        return -1;
    long long n = S_int(res, 0, 0);
    S_pq.PQclear(res);
    if (n == 0)
        return 0;
    if (n > 1)
        return pm_error_set(err, PM_ERR_USAGE, s->name, 0,
                            "history: '%.100s' is the start of %lld different commits: give more "
                            "of it",
                            ref, n);
    return S_one(s,
                 "SELECT " S_COLUMNS " FROM pmreport.runs WHERE left(commit_sha, length($1)) = $1"
                 " AND" S_PROJECT(2) " ORDER BY time DESC, id DESC LIMIT 1",
                 ref, out, err);
}

static int S_pg_list(pm_store *s, const char *branch, size_t limit, pm_run_record **out, size_t *n,
                     pm_error *err)
{
    char lim[32];
    snprintf(lim, sizeof lim, "%zu", limit);
    const char *v[] = {branch, s->project, limit ? lim : NULL};
    PGresult *res = S_run(s,
                          "SELECT " S_COLUMNS " FROM pmreport.runs WHERE branch = $1 AND" S_PROJECT(
                              2) " ORDER BY time DESC, id DESC LIMIT $3",
                          3, v, PGRES_TUPLES_OK, err, "cannot list runs");
    if (res == NULL)
        return -1;
    int rows = S_pq.PQntuples(res);
    *out = pm_xcalloc(rows ? (size_t)rows : 1, sizeof **out);
    for (int i = 0; i < rows; i++)
        S_row(res, i, &(*out)[i]);
    *n = (size_t)rows;
    S_pq.PQclear(res);
    return 0;
}

/* The runs of the series: of branch $1, and with a since run (id $2 > 0, time $3) only it and
 * the branch's runs after it; $4 the project. PostgreSQL reads this OR through both indexes
 * (a BitmapOr); the form store_sqlite.c uses would make it scan the table. */
#define S_SERIES_WHERE                                                                             \
    " WHERE ((branch = $1 AND ($2::bigint = 0 OR time > $3::bigint OR (time = $3::bigint AND"      \
    " id >= $2::bigint))) OR id = $2::bigint) AND" S_PROJECT(4)

/* One query, so one snapshot and one round trip: the newest limit runs of the series, each
 * with the count before the limit (a window over the rows before LIMIT), joined to their
 * exponents. */
static int S_pg_series(pm_store *s, const char *branch, const pm_run_record *since, size_t limit,
                       pm_run_exponents **out, size_t *n, size_t *total, pm_error *err)
{
    char sid[32], st[32], lim[32];
    snprintf(sid, sizeof sid, "%lld", since ? since->id : 0);
    snprintf(st, sizeof st, "%lld", since ? since->time : 0);
    snprintf(lim, sizeof lim, "%zu", limit);
    const char *v[] = {branch, sid, st, s->project, limit ? lim : NULL};
    PGresult *res =
        S_run(s,
              "WITH r AS (SELECT id, branch, commit_sha, time, input_digest, NULL AS m,"
              " pmreport_version, cpu, cores, memory_bytes, os, count(*) OVER () AS"
              " total FROM pmreport.runs" S_SERIES_WHERE " ORDER BY time DESC, id DESC LIMIT $5)"
              " SELECT r.*, e.group_name, e.factor, e.q, e.lo, e.hi, e.se FROM r"
              " LEFT JOIN pmreport.exponents e ON e.run_id = r.id"
              " ORDER BY r.time, r.id, e.ord",
              5, v, PGRES_TUPLES_OK, err, "cannot list runs");
    if (res == NULL)
        return -1;
    int rows = S_pq.PQntuples(res);
    size_t cap = 0;
    for (int i = 0; i < rows; i++) { /* oldest first, a run's exponents in a row */
        long long id = S_int(res, i, 0);
        if (*n == 0 || (*out)[*n - 1].run.id != id) {
            pm_xgrow((void **)out, &cap, *n + 1, sizeof **out);
            pm_run_exponents *r = &(*out)[(*n)++];
            memset(r, 0, sizeof *r);
            S_row(res, i, &r->run);
            *total = (size_t)S_int(res, i, 11);
        }
        if (S_pq.PQgetisnull(res, i, 12))
            continue; /* a run without exponents */
        pm_run_exponents *r = &(*out)[*n - 1];
        r->exp = pm_xrealloc(r->exp, r->nexp + 1, sizeof *r->exp);
        pm_run_exponent *e = &r->exp[r->nexp++];
        e->group = pm_xstrdup(S_pq.PQgetvalue(res, i, 12));
        e->factor = pm_xstrdup(S_pq.PQgetvalue(res, i, 13));
        e->q = S_dbl(res, i, 14);
        e->lo = S_dbl(res, i, 15);
        e->hi = S_dbl(res, i, 16);
        e->se = S_dbl(res, i, 17);
    }
    S_pq.PQclear(res);
    return 0;
}

/* ---- pruning ---- */

static int S_pg_prune(pm_store *s, size_t keep, long long before, size_t *removed, pm_error *err)
{
    char k[32], b[32];
    snprintf(k, sizeof k, "%zu", keep);
    snprintf(b, sizeof b, "%lld", before);
    const char *v[] = {k, b, s->project};
    PGresult *res = S_run(s,
                          "DELETE FROM pmreport.runs WHERE id IN (SELECT id FROM (SELECT id, time,"
                          " row_number() OVER (PARTITION BY branch ORDER BY time DESC, id DESC)"
                          " AS k FROM pmreport.runs WHERE" S_PROJECT(
                              3) ") t"
                                 " WHERE k > $1::bigint AND time < $2::bigint)",
                          3, v, PGRES_COMMAND_OK, err, "cannot prune");
    if (res == NULL)
        return -1;
    *removed = (size_t)strtoull(S_pq.PQcmdTuples(res), NULL, 10);
    S_pq.PQclear(res);
    return 0;
}

static const pm_store_ops S_ops = {
    .open = S_pg_open,
    .migrate = S_pg_migrate,
    .record = S_pg_record,
    .find = S_pg_find,
    .list = S_pg_list,
    .series = S_pg_series,
    .prune = S_pg_prune,
    .close = S_pg_close,
};

#endif /* PM_HAVE_POSTGRES */

/* This backend (store.c's table of backends). */
const pm_store_backend pm_store_pg_backend = {
    .name = "PostgreSQL",
    .schemes = S_schemes,
    .display = S_display,
#if PM_HAVE_POSTGRES
    .ops = &S_ops,
#endif
    .build_with = "-DPM_POSTGRES=ON and libpq-dev",
};
