/* store.h - the run history: record a run, find a baseline by branch or commit, list a branch's
 * runs.
 *
 * The store is an opaque handle behind a small interface so that a second
 * backend (PostgreSQL, for teams that keep one) can follow with the same
 * calls; store_sqlite.c is the one backend today: one SQLite file, WAL mode
 * and a busy timeout so several CI jobs can record into it at once, a
 * schema_version table and numbered migrations applied when it is opened
 * for writing. A store opened for reading never creates, migrates or writes
 * its file, and neither mode touches a database that is not pmreport's.
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
    PM_STORE_WRITE, /* record as well: created when missing, migrated, WAL mode */
} pm_store_mode;

/* Open the history at path.
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
 * (PM_ERR_IO naming path); *out is then NULL. */
int pm_store_open(const char *path, pm_store_mode mode, pm_store **out, pm_error *err);

void pm_store_close(pm_store *s); /* NULL is a no-op */

/* Record rec (its id is ignored) with r's exponents and metrics (r may be
 * NULL: the run alone); r is the result rec->model_json was written from.
 * Sets *id to the new run's id. Waits up to the busy timeout for another
 * writer. A store opened with PM_STORE_READ refuses (-1). */
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

void pm_run_record_free(pm_run_record *r);       /* NULL is a no-op */
void pm_run_exponents_free(pm_run_exponents *r); /* NULL is a no-op */

/* This build's schema version (the number of migrations). */
int pm_store_schema_version(void);

/* The application id (PRAGMA application_id) that marks pmreport's history. */
#define PM_STORE_APPLICATION_ID 0x706d7268 /* "pmrh" */

#endif
