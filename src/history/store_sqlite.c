/* store_sqlite.c - the run history in one SQLite file: WAL, a busy timeout, versioned migrations,
 * read-only readers, and hands off any database that is not pmreport's. */
#define _GNU_SOURCE /* syscall(), SYS_renameat2 */
#include "history/store_backend.h"

#include "util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

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
    /* 2: the project a run belongs to ('' for the runs recorded before: every project's) */
    "ALTER TABLE runs ADD COLUMN project TEXT NOT NULL DEFAULT '';"
    "CREATE INDEX runs_project_branch_time ON runs(project, branch, time, id);",
};
_Static_assert(sizeof S_migrations / sizeof S_migrations[0] == PM_STORE_SCHEMA_VERSION,
               "one migration per schema version");

/* The runs of the store's project (bound as ?9): its own and those recorded before projects. */
#define S_PROJECT " (?9 IS NULL OR project = ?9 OR project = '')"

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

/* ---- whose database ---- */

/* What a file holds, as far as pmreport is concerned. */
typedef enum S_kind {
    S_EMPTY,   /* no schema at all (a new or 0-byte file): pmreport may make its own there */
    S_OURS,    /* pmreport's history */
    S_FOREIGN, /* anything else: never changed */
} S_kind;

/* The integer in the first column of the first row of sql into *v. 0, or -1 with err set. */
static int S_int(pm_store *s, const char *sql, long long *v, pm_error *err)
{
    sqlite3_stmt *st = NULL;
    int rc = -1;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW) {
        *v = sqlite3_column_int64(st, 0);
        rc = 0;
    } else {
        S_fail(s, err, "cannot read the database");
    }
    sqlite3_finalize(st);
    return rc;
}

/* Which kind of file s is, read inside the caller's transaction, with *version its schema
 * version (S_OURS; else 0) and *stamped whether it carries pmreport's application id.
 * pmreport's history is a file with its application id and its tables, or (made before
 * pmreport set the id) with no id and its tables. Only reads. 0, or -1 with err set (a file
 * that is no database fails here: "file is not a database"). */
static int S_identify(pm_store *s, S_kind *kind, int *version, int *stamped, pm_error *err)
{
    long long app, objects, tables, columns, v;
    *version = 0;
    if (S_int(s, "PRAGMA application_id", &app, err) != 0 ||
        S_int(s, "SELECT count(*) FROM sqlite_master", &objects, err) != 0)
        return -1;
    *stamped = app == PM_STORE_APPLICATION_ID;
    if (app != 0 && !*stamped) {
        *kind = S_FOREIGN;
        return 0;
    }
    if (objects == 0) {
        *kind = S_EMPTY;
        return 0;
    }
    if (S_int(s,
              "SELECT count(*) FROM sqlite_master WHERE type = 'table'"
              " AND name IN ('schema_version', 'runs', 'exponents')",
              &tables, err) != 0 ||
        S_int(s,
              "SELECT count(*) FROM pragma_table_info('runs')"
              " WHERE name IN ('commit_sha', 'input_digest', 'model_json')",
              &columns, err) != 0)
        return -1;
    if (tables != 3 || columns != 3) {
        *kind = S_FOREIGN;
        return 0;
    }
    if (S_int(s, "SELECT coalesce(max(version), 0) FROM schema_version", &v, err) != 0)
        return -1;
    *kind = S_OURS;
    *version = (int)v;
    return 0;
}

/* -1 with err set when a file of this kind and version cannot be used for mode, else 0. */
static int S_usable(pm_store *s, S_kind kind, int version, pm_error *err)
{
    if (kind == S_FOREIGN)
        return pm_error_set(err, PM_ERR_IO, s->path, 0,
                            "history: not a pmreport history (another program's SQLite "
                            "database): left as it is; name another file with --db");
    if (kind == S_OURS && version > pm_store_schema_version())
        return pm_error_set(err, PM_ERR_IO, s->path, 0,
                            "history: schema version %d is newer than this pmreport's (%d): "
                            "upgrade pmreport",
                            version, pm_store_schema_version());
    if (kind == S_OURS && version < pm_store_schema_version() && s->mode != PM_STORE_WRITE)
        return pm_error_set(err, PM_ERR_IO, s->path, 0,
                            "history: schema version %d is older than this pmreport's (%d): a "
                            "--record with this pmreport upgrades it",
                            version, pm_store_schema_version());
    return 0;
}

/* Identify s in a read transaction of its own (no lock held after it). 0, or -1 with err set
 * and *code SQLite's result code of the failure. */
static int S_look(pm_store *s, S_kind *kind, int *version, int *stamped, int *code, pm_error *err)
{
    if (S_exec(s, "BEGIN", err, "cannot read the database") != 0 ||
        S_identify(s, kind, version, stamped, err) != 0) {
        *code = sqlite3_errcode(s->db);
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    if (S_exec(s, "COMMIT", err, "cannot read the database") != 0) {
        *code = sqlite3_errcode(s->db);
        return -1;
    }
    return 0;
}

/* ---- making and migrating ---- */

/* Bring the schema up to date and stamp pmreport's application id, inside one write
 * transaction, so two processes opening a new file at once migrate it once. The file is
 * identified again under the lock: a foreign one is left as it is. 0 or -1 (rolled back). */
static int S_migrate(pm_store *s, pm_error *err)
{
    if (S_exec(s, "BEGIN IMMEDIATE", err, "cannot lock the database") != 0)
        return -1;
    S_kind kind;
    int version, stamped, rc = -1;
    if (S_identify(s, &kind, &version, &stamped, err) != 0 || S_usable(s, kind, version, err) != 0)
        goto done;
    if (S_exec(s, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)", err,
               "cannot create the version table") != 0)
        goto done;
    for (int v = version; v < pm_store_schema_version(); v++) {
        if (S_exec(s, S_migrations[v], err, "migration failed") != 0)
            goto done;
        char sql[96];
        snprintf(sql, sizeof sql, "INSERT INTO schema_version (version) VALUES (%d)", v + 1);
        if (S_exec(s, sql, err, "migration failed") != 0)
            goto done;
    }
    if (!stamped) {
        char sql[64];
        snprintf(sql, sizeof sql, "PRAGMA application_id = %d", PM_STORE_APPLICATION_ID);
        if (S_exec(s, sql, err, "migration failed") != 0)
            goto done;
    }
    rc = S_exec(s, "COMMIT", err, "cannot commit the migration");
done:
    if (rc != 0)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return rc;
}

/* Switch s to WAL mode (a no-op when it is in WAL mode already). The switch needs an exclusive
 * lock, which SQLite takes by upgrading a read lock; it never calls the busy handler for such
 * an upgrade (two upgraders waiting on each other would deadlock), so any other process's
 * transaction makes the pragma fail at once with SQLITE_BUSY, whatever the busy timeout. So
 * retry here, sleeping 1, 2, 4 ... 50 ms, until the busy timeout has passed. 0 or -1. */
static int S_wal(pm_store *s, pm_error *err)
{
    int waited = 0, nap = 1;
    for (;;) {
        int rc = sqlite3_exec(s->db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
        if (rc == SQLITE_OK)
            return 0;
        if ((rc & 0xff) != SQLITE_BUSY || waited >= S_BUSY_TIMEOUT_MS)
            return S_fail(s, err, "cannot switch to WAL");
        sqlite3_sleep(nap);
        waited += nap;
        nap = nap < 25 ? 2 * nap : 50;
    }
}

/* mkdir the directory part of path when missing (one level, as `reports/`). */
static void S_mkdir_parent(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL || slash == path)
        return;
    char *dir = pm_xstrndup(path, (size_t)(slash - path));
    mkdir(dir, 0777); /* EEXIST is fine; any other failure shows when the file is made */
    free(dir);
}

/* rename(2) that fails with EEXIST instead of replacing `to` (-1 with ENOSYS where the
 * system has no renameat2). */
static int S_rename_noreplace(const char *from, const char *to)
{
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */);
#else
    (void)from;
    (void)to;
    errno = ENOSYS;
    return -1;
#endif
}

/* A create's scratch directory (S_create) older than this was left by a run that was killed:
 * a create takes milliseconds. */
#define S_STALE_SECONDS 3600

/* The name of a create's scratch directory beside the history, less mkdtemp's XXXXXX. */
#define S_SCRATCH ".pmreport-new-history."

/* The files a create leaves in its scratch directory, by their suffix to history.db. */
static const char *const S_scratch_ext[] = {"", "-journal", "-wal", "-shm"};

/* Remove the scratch directories of killed creates in dir (the directory of the path, "."
 * when it has none): .pmreport-new-history.* directories last changed over S_STALE_SECONDS ago,
 * with the files a create makes and nothing else (a directory holding anything more is left
 * as it is). What cannot be removed is left quietly: this is tidying, not the create. */
static void S_sweep_stale(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return;
    time_t now = time(NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, S_SCRATCH, sizeof S_SCRATCH - 1) != 0)
            continue;
        char sub[4200], p[4300];
        struct stat st;
        snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
        if (lstat(sub, &st) != 0 || !S_ISDIR(st.st_mode) || now - st.st_mtime < S_STALE_SECONDS)
            continue;
        for (size_t i = 0; i < sizeof S_scratch_ext / sizeof S_scratch_ext[0]; i++) {
            snprintf(p, sizeof p, "%s/history.db%s", sub, S_scratch_ext[i]);
            unlink(p);
        }
        rmdir(sub);
    }
    closedir(d);
}

/* Make a new history at s->path: a migrated database in WAL mode built in a fresh directory
 * beside it, then hard-linked into place (atomic, and it fails when the path exists). So the
 * path names nothing or a complete history, never a half-made or 0-byte file; a failure
 * leaves nothing behind; when another process makes the file first, that file is kept and
 * ours dropped. A run killed in the middle leaves its .pmreport-new-history.* directory: the
 * next create beside it removes it once it is an hour old (S_sweep_stale). 0 or -1 with err
 * set. */
static int S_create(pm_store *s, pm_error *err)
{
    S_mkdir_parent(s->path);
    const char *slash = strrchr(s->path, '/');
    int dirlen = slash ? (int)(slash - s->path) : -1;
    size_t n = strlen(s->path) + 64;
    char *dir = pm_xmalloc(n), *tmp = pm_xmalloc(n + 16);
    if (dirlen >= 0)
        snprintf(dir, n, "%.*s", dirlen > 0 ? dirlen : 1, s->path);
    else
        snprintf(dir, n, ".");
    S_sweep_stale(dir);
    if (dirlen >= 0)
        snprintf(dir, n, "%.*s/" S_SCRATCH "XXXXXX", dirlen, s->path);
    else
        snprintf(dir, n, S_SCRATCH "XXXXXX");
    if (mkdtemp(dir) == NULL) {
        pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot create: %s", strerror(errno));
        free(dir);
        free(tmp);
        return -1;
    }
    snprintf(tmp, n + 16, "%s/history.db", dir);
    pm_store t = {.path = s->path, .mode = PM_STORE_WRITE}; /* errors name the user's path */
    int rc = -1;
    sqlite3 *tdb = NULL;
    int opened = sqlite3_open_v2(tmp, &tdb, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    t.db = tdb;
    if (opened != SQLITE_OK) {
        S_fail(&t, err, "cannot create");
        goto done;
    }
    sqlite3_busy_timeout(t.db, S_BUSY_TIMEOUT_MS);
    /* nobody sees the scratch file until it is linked: no syncs while it is built, one
       fsync of the finished file before the link instead */
    if (S_exec(&t, "PRAGMA synchronous=OFF", err, "cannot create") != 0 ||
        S_migrate(&t, err) != 0 || S_wal(&t, err) != 0)
        goto done;
    /* the last connection closing checkpoints and removes the -wal and -shm files */
    if (sqlite3_close(t.db) != SQLITE_OK) {
        S_fail(&t, err, "cannot create");
        goto done;
    }
    t.db = NULL;
    int fd = open(tmp, O_RDONLY | O_CLOEXEC);
    if (fd < 0 || fsync(fd) != 0) {
        pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot create: %s", strerror(errno));
        if (fd >= 0)
            close(fd);
        goto done;
    }
    close(fd);
    if (link(tmp, s->path) != 0 && errno != EEXIST) {
        int e = errno; /* a file system without hard links: a rename that will not replace */
        if (S_rename_noreplace(tmp, s->path) != 0 && errno != EEXIST) {
            pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot create: %s",
                         strerror(errno == ENOSYS || errno == EINVAL ? e : errno));
            goto done;
        }
    }
    rc = 0;
done:
    sqlite3_close(t.db);
    for (size_t i = 0; i < sizeof S_scratch_ext / sizeof S_scratch_ext[0]; i++) {
        char p[4200];
        snprintf(p, sizeof p, "%s%s", tmp, S_scratch_ext[i]);
        unlink(p);
    }
    rmdir(dir);
    free(dir);
    free(tmp);
    return rc;
}

/* ---- opening ---- */

/* 1 when path + ext (the -wal or -shm file beside a database) exists. */
static int S_side_file(const char *path, const char *ext)
{
    char p[4200];
    snprintf(p, sizeof p, "%s%s", path, ext);
    return access(p, F_OK) == 0;
}

/* After a reader closed a WAL database whose -wal and -shm files it made (a read-only connection
 * makes them and cannot remove them): a connection that may write reads the schema and closes.
 * SQLite then removes them when it is the last connection to the file, as a writer's close
 * does, and leaves them when another process holds it; the database is not written (the WAL is
 * empty unless a writer recorded meanwhile, whose run its close then checkpoints, as the next
 * writer would). A file this user may not write stays as it is. */
static void S_tidy(const char *path)
{
    if (!S_side_file(path, "-wal") && !S_side_file(path, "-shm"))
        return;
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK &&
        !sqlite3_db_readonly(db, "main")) {
        sqlite3_busy_timeout(db, S_BUSY_TIMEOUT_MS);
        sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", NULL, NULL, NULL);
    }
    sqlite3_close(db);
}

/* "file:" URI of path with immutable=1 (malloc'd): every byte but unreserved ones and '/'
 * percent-encoded. */
static char *S_immutable_uri(const char *path)
{
    size_t n = strlen(path);
    char *uri = pm_xmalloc(pm_st_add(pm_st_mult(3, n), 32)), *o = uri;
    o += sprintf(o, "file:%s", path[0] == '/' ? "//" : "");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~", *p) != NULL)
            *o++ = (char)*p;
        else
            o += sprintf(o, "%%%02X", *p);
    }
    strcpy(o, "?immutable=1");
    return uri;
}

/* Open the existing file read-only and check it is pmreport's. */
static int S_open_read(pm_store *s, pm_error *err)
{
    struct stat st;
    if (stat(s->path, &st) != 0 && errno == ENOENT && s->mode == PM_STORE_PEEK) {
        s->empty = 1; /* not made yet: nothing recorded */
        return 0;
    }
    if (stat(s->path, &st) != 0)
        return pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot open: %s",
                            strerror(errno));
    /* On a read-only mount nobody can change the file, and a WAL database could not get the
       -shm file SQLite keeps beside it: read it as immutable (no locks, no -shm). (The one
       exception, a read-only view of a file system that another, writable mount of it is
       recording into at that moment, would read without SQLite's locks.) Anywhere else
       readers take SQLite's locks, which in WAL mode never wait for a writer. */
    struct statvfs vs;
    char *uri = NULL;
    if (statvfs(s->path, &vs) == 0 && (vs.f_flag & ST_RDONLY))
        uri = S_immutable_uri(s->path);
    else
        s->tidy = !S_side_file(s->path, "-wal") && !S_side_file(s->path, "-shm");
    sqlite3 *db = NULL;
    int rc = sqlite3_open_v2(uri ? uri : s->path, &db,
                             SQLITE_OPEN_READONLY | (uri ? SQLITE_OPEN_URI : 0), NULL);
    s->db = db;
    free(uri);
    if (rc != SQLITE_OK)
        return S_fail(s, err, "cannot open");
    sqlite3_busy_timeout(s->db, S_BUSY_TIMEOUT_MS);
    S_kind kind;
    int version, stamped, code;
    if (S_look(s, &kind, &version, &stamped, &code, err) != 0) {
        if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN) { /* the -shm file */
            char was[PM_ERROR_MSG_MAX];
            snprintf(was, sizeof was, "%s", err->msg);
            pm_error_set(err, PM_ERR_IO, s->path, 0,
                         "%.300s (a database in WAL mode needs its -shm file beside it, which "
                         "this user may not create in that directory)",
                         was);
        }
        return -1;
    }
    if (S_usable(s, kind, version, err) != 0)
        return -1;
    s->empty = kind == S_EMPTY;
    return 0;
}

/* Open (making when missing) for recording: identify first, so a foreign file is refused
 * before anything is written (S_sqlite_migrate follows). */
static int S_open_write(pm_store *s, pm_error *err)
{
    struct stat st;
    if (stat(s->path, &st) != 0) {
        if (errno != ENOENT)
            return pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot open: %s",
                                strerror(errno));
        if (S_create(s, err) != 0)
            return -1;
    }
    sqlite3 *db = NULL;
    int opened = sqlite3_open_v2(s->path, &db, SQLITE_OPEN_READWRITE, NULL);
    s->db = db;
    if (opened != SQLITE_OK)
        return S_fail(s, err, "cannot open");
    /* before any statement, the journal_mode pragma included */
    sqlite3_busy_timeout(s->db, S_BUSY_TIMEOUT_MS);
    if (sqlite3_db_readonly(s->db, "main") == 1) /* SQLite fell back to reading */
        return pm_error_set(err, PM_ERR_IO, s->path, 0, "history: cannot record: %s",
                            access(s->path, W_OK) != 0 ? strerror(errno)
                                                       : "the database opened read-only");
    S_kind kind;
    int version, stamped, code;
    if (S_look(s, &kind, &version, &stamped, &code, err) != 0 ||
        S_usable(s, kind, version, err) != 0)
        return -1;
    s->behind = kind != S_OURS || version < pm_store_schema_version() || !stamped;
    return 0;
}

static int S_sqlite_open(pm_store *s, pm_error *err)
{
    return s->mode == PM_STORE_WRITE ? S_open_write(s, err) : S_open_read(s, err);
}

/* Migrate when S_open_write found the file behind, then WAL mode and foreign keys (so pruning
 * a run deletes its exponents and metrics). */
static int S_sqlite_migrate(pm_store *s, pm_error *err)
{
    if (s->behind && S_migrate(s, err) != 0)
        return -1;
    if (S_wal(s, err) != 0 ||
        S_exec(s, "PRAGMA foreign_keys=ON", err, "cannot enable foreign keys") != 0)
        return -1;
    return 0;
}

static void S_sqlite_close(pm_store *s)
{
    sqlite3_close(s->db);
    s->db = NULL;
    if (s->mode != PM_STORE_WRITE && s->tidy)
        S_tidy(s->path);
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

/* The rows of the run's exponents, under the run rid, with ex prepared. 0, or -1 with err set. */
static int S_record_exponents(pm_store *s, sqlite3_stmt *ex, long long rid, const pm_store_run *rr,
                              pm_error *err)
{
    for (size_t i = 0; i < rr->nexp; i++) {
        const pm_store_exp *x = &rr->exp[i];
        sqlite3_reset(ex);
        sqlite3_bind_int64(ex, 1, rid);
        S_text(ex, 2, x->group);
        S_text(ex, 3, x->factor);
        S_real(ex, 4, x->q);
        S_real(ex, 5, x->lo);
        S_real(ex, 6, x->hi);
        S_real(ex, 7, x->se);
        if (sqlite3_step(ex) != SQLITE_DONE)
            return S_fail(s, err, "cannot record an exponent");
    }
    return 0;
}

/* The rows of the run's metrics, under the run rid, with me prepared. 0, or -1 with err set. */
static int S_record_metrics(pm_store *s, sqlite3_stmt *me, long long rid, const pm_store_run *rr,
                            pm_error *err)
{
    for (size_t i = 0; i < rr->nmet; i++) {
        const pm_store_metrics *m = &rr->met[i];
        sqlite3_reset(me);
        sqlite3_bind_int64(me, 1, rid);
        S_text(me, 2, m->group);
        S_text(me, 3, m->rows);
        sqlite3_bind_int64(me, 4, m->n);
        S_real(me, 5, m->mape);
        S_real(me, 6, m->mse);
        S_real(me, 7, m->rmse);
        S_real(me, 8, m->r2);
        if (sqlite3_step(me) != SQLITE_DONE)
            return S_fail(s, err, "cannot record the metrics");
    }
    return 0;
}

static int S_sqlite_record(pm_store *s, const pm_store_run *rr, long long *id, pm_error *err)
{
    sqlite3_stmt *run = NULL, *ex = NULL, *me = NULL;
    const pm_run_record *rec = rr->run;
    int rc = -1;
    if (S_exec(s, "BEGIN IMMEDIATE", err, "cannot lock the database") != 0)
        return -1;
    if (sqlite3_prepare_v2(s->db,
                           "INSERT INTO runs (branch, commit_sha, time, input_digest, model_json,"
                           " pmreport_version, cpu, cores, memory_bytes, os, project)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    S_text(run, 11, s->project ? s->project : "");
    if (sqlite3_step(run) != SQLITE_DONE) {
        S_fail(s, err, "cannot record the run");
        goto done;
    }
    long long rid = sqlite3_last_insert_rowid(s->db);
    if (S_record_exponents(s, ex, rid, rr, err) != 0 ||
        S_record_metrics(s, me, rid, rr, err) != 0 ||
        S_exec(s, "COMMIT", err, "cannot commit the run") != 0)
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
    sqlite3_bind_text(st, 9, s->project, -1, SQLITE_TRANSIENT);
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

static int S_sqlite_find(pm_store *s, const char *ref, pm_run_record *out, pm_error *err)
{
    int rc = S_one(s,
                   "SELECT " S_COLUMNS " FROM runs WHERE branch = ?1 AND" S_PROJECT
                   " ORDER BY time DESC, id DESC LIMIT 1",
                   ref, out, err);
    if (rc != 0)
        return rc;
    /* a commit by prefix: the prefix must name one commit (ranges of the prefix,
       not LIKE, so '%' and '_' in a ref mean themselves) */
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT count(DISTINCT commit_sha) FROM runs"
                           " WHERE substr(commit_sha, 1, length(?1)) = ?1 AND" S_PROJECT,
                           -1, &st, NULL) != SQLITE_OK)
        return S_fail(s, err, "cannot query");
    sqlite3_bind_text(st, 1, ref, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 9, s->project, -1, SQLITE_TRANSIENT);
    long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    if (n < 0)
        return S_fail(s, err, "cannot query");
    if (n == 0)
        return 0;
    if (n > 1)
        return pm_error_set(err, PM_ERR_USAGE, s->name, 0,
                            "history: '%.100s' is the start of %lld different commits: give more "
                            "of it",
                            ref, n);
    return S_one(s,
                 "SELECT " S_COLUMNS " FROM runs WHERE substr(commit_sha, 1, length(?1)) = ?1"
                 " AND" S_PROJECT " ORDER BY time DESC, id DESC LIMIT 1",
                 ref, out, err);
}

static int S_sqlite_list(pm_store *s, const char *branch, size_t limit, pm_run_record **out,
                         size_t *n, pm_error *err)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT " S_COLUMNS " FROM runs WHERE branch = ?1 AND" S_PROJECT
                           " ORDER BY time DESC, id DESC LIMIT ?2",
                           -1, &st, NULL) != SQLITE_OK)
        return S_fail(s, err, "cannot query");
    sqlite3_bind_text(st, 1, branch, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 9, s->project, -1, SQLITE_TRANSIENT);
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
 * time ?3) only it and the branch's runs after it. Written as ids from the branch's index
 * (an OR of the branch and the id would read the whole table). */
#define S_SERIES_WHERE                                                                             \
    " WHERE id IN (SELECT id FROM runs WHERE branch = ?1 AND (?2 = 0 OR time > ?3 OR"              \
    " (time = ?3 AND id >= ?2)) UNION ALL SELECT ?2) AND" S_PROJECT

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

static int S_sqlite_series(pm_store *s, const char *branch, const pm_run_record *since,
                           size_t limit, pm_run_exponents **out, size_t *n, size_t *total,
                           pm_error *err)
{
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
        sqlite3_bind_text(st, 9, s->project, -1, SQLITE_TRANSIENT);
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

/* ---- pruning ---- */

static int S_sqlite_prune(pm_store *s, size_t keep, long long before, size_t *removed,
                          pm_error *err)
{
    if (S_exec(s, "BEGIN IMMEDIATE", err, "cannot lock the database") != 0)
        return -1;
    sqlite3_stmt *st = NULL;
    int rc = -1;
    if (sqlite3_prepare_v2(s->db,
                           "DELETE FROM runs WHERE id IN (SELECT id FROM (SELECT id, time,"
                           " row_number() OVER (PARTITION BY branch ORDER BY time DESC, id DESC)"
                           " AS k FROM runs WHERE" S_PROJECT ") WHERE k > ?1 AND time < ?2)",
                           -1, &st, NULL) != SQLITE_OK) {
        S_fail(s, err, "cannot prune");
        goto done;
    }
    sqlite3_bind_int64(st, 1, (long long)keep);
    sqlite3_bind_int64(st, 2, before);
    sqlite3_bind_text(st, 9, s->project, -1, SQLITE_TRANSIENT);
    if (sqlite3_step(st) != SQLITE_DONE) {
        S_fail(s, err, "cannot prune");
        goto done;
    }
    *removed = (size_t)sqlite3_changes(s->db);
    rc = S_exec(s, "COMMIT", err, "cannot commit the pruning");
done:
    sqlite3_finalize(st);
    if (rc != 0) {
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        *removed = 0;
    }
    return rc;
}

static const pm_store_ops S_ops = {
    .open = S_sqlite_open,
    .migrate = S_sqlite_migrate,
    .record = S_sqlite_record,
    .find = S_sqlite_find,
    .list = S_sqlite_list,
    .series = S_sqlite_series,
    .prune = S_sqlite_prune,
    .close = S_sqlite_close,
};

/* This backend (store.c's table of backends): every --db value no other backend claims is a
 * file, printed as it is. */
const pm_store_backend pm_store_sqlite_backend = {
    .name = "SQLite",
    .schemes = NULL,
    .display = NULL,
    .ops = &S_ops,
};
