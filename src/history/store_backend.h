/* store_backend.h - what a history backend implements (the table of operations behind
 * history/store.h), and the run as store.c hands it to a backend.
 *
 * Adding a backend touches its own file, its entry in store.c's S_backends and its CMake
 * list; nothing above store.h changes. Every operation returns as store.h says; on failure it
 * sets err naming s->name (never s->path: a PostgreSQL connection string may hold a password).
 */
#ifndef PM_STORE_BACKEND_H
#define PM_STORE_BACKEND_H

#include "history/store.h"

/* One scaling exponent of the run being recorded (strings borrowed from the result). */
typedef struct pm_store_exp {
    const char *group, *factor;
    double q, lo, hi, se; /* NaN: stored as NULL */
} pm_store_exp;

/* The train or test metrics of one group of the run being recorded. */
typedef struct pm_store_metrics {
    const char *group; /* borrowed */
    const char *rows;  /* "train" or "test" */
    long long n;
    double mape, mse, rmse, r2;
} pm_store_metrics;

/* A run to record, built once from the record and its result by store.c (pm_store_record):
 * a backend writes these rows and walks nothing else. */
typedef struct pm_store_run {
    const pm_run_record *run;
    pm_store_exp *exp; /* in the result's order (groups, then their exponents) */
    size_t nexp;
    pm_store_metrics *met;
    size_t nmet;
} pm_store_run;

struct pm_store {
    const struct pm_store_ops *ops;
    void *db;           /* the backend's handle (sqlite3 *, PGconn *) */
    char *path;         /* what the backend opens: a file, a connection string (owned) */
    char *name;         /* the same for messages, any password hidden (owned) */
    char *project;      /* the project whose runs this handle sees (owned; NULL: every
                           project's, and a run recorded without one) */
    pm_store_mode mode; /* what it was opened for */
    int empty;          /* a reader's history with no schema yet: no runs */
    int behind;         /* open found the schema behind this build's: migrate brings it up */
    int tidy;           /* SQLite reader: the -wal and -shm files were not there at open, so
                           close removes them when no other connection holds the file */
};

/* A backend. open fills s->db (and s->empty) for s->mode and checks the schema version;
 * migrate (PM_STORE_WRITE only) brings the schema to this build's version; close releases
 * s->db (NULL is fine). The others are store.h's calls of the same names; store.c has
 * checked the mode and the empty flag before calling them. */
typedef struct pm_store_ops {
    const char *name; /* "SQLite", "PostgreSQL" */
    int (*open)(pm_store *s, pm_error *err);
    int (*migrate)(pm_store *s, pm_error *err);
    int (*record)(pm_store *s, const pm_store_run *run, long long *id, pm_error *err);
    int (*find)(pm_store *s, const char *ref, pm_run_record *out, pm_error *err);
    int (*list)(pm_store *s, const char *branch, size_t limit, pm_run_record **out, size_t *n,
                pm_error *err);
    int (*series)(pm_store *s, const char *branch, const pm_run_record *since, size_t limit,
                  pm_run_exponents **out, size_t *n, size_t *total, pm_error *err);
    int (*prune)(pm_store *s, size_t keep, long long before, size_t *removed, pm_error *err);
    void (*close)(pm_store *s);
} pm_store_ops;

extern const pm_store_ops pm_store_sqlite_ops;
#if PM_HAVE_POSTGRES
extern const pm_store_ops pm_store_pg_ops;
#endif

/* The migrations' version: the same numbers in every backend (store.h). */
enum { PM_STORE_SCHEMA_VERSION = 2 };

#endif
