/* store.h - the run history: record a run, find a baseline by branch or commit, list a branch's
 * runs, prune old ones.
 *
 * The store is an opaque handle over a backend's table of operations
 * (store_backend.h), the backend found by the form of the --db value in
 * store.c's table of backends (pm_store_open): an SQLite file (store_sqlite.c:
 * WAL mode and a busy timeout so several CI jobs can record into it at once)
 * or a PostgreSQL database (store_pg.c, through libpq, when built in). Both
 * keep the same versioned schema, applied by numbered migrations when the
 * store is opened for writing. A store opened for reading never creates,
 * migrates or writes, and neither mode touches a database that is not
 * pmreport's.
 *
 * A store is opened for one project (a repository's name): every call sees
 * and records that project's runs only, so one database serves many
 * repositories. Runs recorded before projects existed (SQLite files made by
 * an older pmreport) have the project "" and belong to every project.
 *
 * What a run stores (docs/gate.md has the schema): branch, commit, time,
 * a digest of the input bytes, the model.json text (the baseline a later run
 * reads back with result/model_io.h), one row per scaling exponent (group,
 * factor, q, 95% interval, se), the train and test metrics per group, and
 * the machine (CPU model, cores, memory, OS).
 *
 * Errors are values: every call returns 0 (or a count), or -1 with err set
 * (PM_ERR_IO naming the database file). Ownership: records returned are the
 * caller's, freed with pm_run_record_free.
 */
#ifndef PM_STORE_H
#define PM_STORE_H

#include "result/result.h"
#include "util/error.h"

#include <stddef.h>

/* One recorded run. */
typedef struct pm_run_record {
    long long id;       /* assigned by the store (0 before recording) */
    char *branch;       /* NULL when unknown (owned) */
    char *commit;       /* NULL when unknown (owned) */
    long long time;     /* seconds since the epoch */
    char *digest;       /* digest of the input bytes, "fnv1a64:<16 hex>" (owned) */
    char *model_json;   /* the run's model.json text (owned) */
    char *version;      /* pmreport version that recorded it (owned, may be NULL) */
    pm_machine machine; /* (result/result.h) */
} pm_run_record;

/* One scaling exponent of a recorded run (the exponents table). */
typedef struct pm_run_exponent {
    char *group;          /* group name (owned) */
    char *factor;         /* extrinsic factor (owned) */
    double q, lo, hi, se; /* value, 95% interval, standard error; NaN when not recorded */
} pm_run_exponent;

/* A recorded run with its exponents, without its model.json. */
typedef struct pm_run_exponents {
    pm_run_record run; /* model_json is NULL */
    pm_run_exponent *exp;
    size_t nexp;
} pm_run_exponents;

typedef struct pm_store pm_store;

/* What a store is opened for. */
typedef enum pm_store_mode {
    PM_STORE_READ,  /* find, list, series: an existing file, opened read-only */
    PM_STORE_WRITE, /* record and prune as well: created when missing, migrated, WAL mode */
    PM_STORE_PEEK,  /* PM_STORE_READ, but a history not made yet (no file) reads as no runs */
} pm_store_mode;

/* The name of the backend that db's form names: "PostgreSQL" for "postgresql://...",
 * "postgres://...", or "postgresql:" followed by a libpq key=value string or nothing (libpq's
 * PG* environment variables and service file then say where); "SQLite" (a file) for anything
 * else. Also in a build without that backend. A static string. */
const char *pm_store_backend_name(const char *db);

/* Whether db is a connection string that may hold a password (a PostgreSQL one), which
 * pm_store_display hides; a file path is printed as it is. */
int pm_store_hides_secret(const char *db);

/* db as it may be printed, into out (size bytes, truncated): a password in a URL
 * ("user:SECRET@", "password=SECRET") or a key=value string becomes "***". Returns out. */
char *pm_store_display(const char *db, char *out, size_t size);

/* The default project: the repository's name from GITHUB_REPOSITORY ("owner/NAME"), else
 * the last component of the current directory, else "default"; into out (size bytes). */
void pm_store_default_project(char *out, size_t size);

/* Open the history at db (a file, or a PostgreSQL database: pm_store_backend_name) for
 * project: every call sees that project's runs and those recorded without one; with project
 * NULL, every project's runs (a run recorded then has none).
 *
 * PM_STORE_READ opens an existing file read-only (a missing file is an
 * error) and writes nothing to it: other processes may record meanwhile,
 * and the reader sees the runs committed when each call starts, without
 * waiting for a writer. A file on a read-only mount is read as immutable.
 * An empty file (0 bytes) reads as a history with no runs.
 *
 * PM_STORE_WRITE creates a missing file (with its parent directory, one
 * level) atomically: the path names either nothing or a complete, migrated
 * database, never a half-made or empty one, also when several processes
 * create it at once. An existing file is migrated to this build's schema
 * and switched to WAL mode, waiting up to the busy timeout (30 s) for
 * other processes' transactions.
 *
 * Either mode first checks that the file is pmreport's history (its
 * application id, or the tables of a history made before pmreport set one)
 * and refuses any other SQLite database, or a file that is no database,
 * without changing it. Returns 0 with *out set, or -1 with err set
 * (PM_ERR_IO naming path); *out is then NULL.
 *
 * PostgreSQL: the tables live in the schema "pmreport" of the database the
 * connection names (made, with the tables, by the first PM_STORE_WRITE; a
 * database without it reads as no runs). An unreachable server, a refused
 * login, a missing database or a schema newer than this build's is an error
 * (PM_ERR_IO, one line naming db without its password). A build without
 * PostgreSQL refuses such a db with "this pmreport was built without
 * PostgreSQL". */
int pm_store_open(const char *db, const char *project, pm_store_mode mode, pm_store **out,
                  pm_error *err);

void pm_store_close(pm_store *s); /* NULL is a no-op */

/* Record rec (its id is ignored) with r's exponents and metrics (r may be
 * NULL: the run alone); r is the result rec->model_json was written from.
 * The rows are built here, once, and handed to the backend, which writes
 * them in one transaction: a failure (a lost connection included) leaves
 * nothing of the run. Sets *id to the new run's id. Waits up to the busy
 * timeout for another writer. A store not opened with PM_STORE_WRITE
 * refuses (-1). */
int pm_store_record(pm_store *s, const pm_run_record *rec, const pm_result *r, long long *id,
                    pm_error *err);

/* The baseline ref names: the latest run of branch `ref`, else the latest run
 * whose commit starts with `ref` (a prefix matching several commits is an
 * error). Returns 1 with *out filled, 0 when nothing matches, -1 on error. */
int pm_store_find(pm_store *s, const char *ref, pm_run_record *out, pm_error *err);

/* Every run of branch, newest first, at most limit (0: all). *out is an array
 * of *n records (free each, then the array). Returns 0 or -1. */
int pm_store_list(pm_store *s, const char *branch, size_t limit, pm_run_record **out, size_t *n,
                  pm_error *err);

/* The runs of branch with their exponents, oldest first (by time, then
 * insertion): every run, or with since (a run pm_store_find returned) that run
 * and the runs of branch recorded after it; at most the newest limit of them
 * (0: no limit). *total is how many matched before the limit. *out is an array
 * of *n (free with pm_run_exponents_free each, then the array). 0 or -1. */
int pm_store_series(pm_store *s, const char *branch, const pm_run_record *since, size_t limit,
                    pm_run_exponents **out, size_t *n, size_t *total, pm_error *err);

/* Delete the project's runs that are not among the newest keep of their branch (keep 0: no
 * such condition) and were recorded before the time `before` (seconds since the epoch;
 * LLONG_MAX: no such condition), with their exponents and metrics, in one transaction.
 * *removed is how many. PM_STORE_WRITE only. 0 or -1. */
int pm_store_prune(pm_store *s, size_t keep, long long before, size_t *removed, pm_error *err);

void pm_run_record_free(pm_run_record *r);       /* NULL is a no-op */
void pm_run_exponents_free(pm_run_exponents *r); /* NULL is a no-op */

/* This build's schema version (the number of migrations). */
int pm_store_schema_version(void);

/* The application id (PRAGMA application_id) that marks pmreport's history. */
#define PM_STORE_APPLICATION_ID 0x706d7268 /* "pmrh" */

#endif
