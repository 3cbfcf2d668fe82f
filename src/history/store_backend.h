/* store_backend.h - what a history backend implements: its descriptor (the --db values it opens,
 * how it shows them, its table of operations) behind history/store.h, and the run as store.c
 * hands it to a backend.
 *
 * store.c finds a backend by the --db value in its table of descriptors, S_backends, as SQLite
 * finds a VFS by name. Adding a backend touches its own file (store_NAME.c, which defines its
 * pm_store_backend), its entry in S_backends and its name in cmake/sources.cmake's list of
 * backends; nothing above store.h changes. Every operation returns as store.h says; on failure
 * it sets err naming the database as s->name shows it (never a connection string's password:
 * SQLite, whose file path holds none, names s->path, the same text).
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

/* A backend's operations. open fills s->db (and s->empty) for s->mode and checks the schema
 * version; migrate (PM_STORE_WRITE only) brings the schema to this build's version; close
 * releases s->db (NULL is fine). The others are store.h's calls of the same names; store.c has
 * checked the mode and the empty flag before calling them. */
typedef struct pm_store_ops {
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

/* A backend as store.c's table holds it, defined once in the backend's own file. A backend
 * built without its library (PostgreSQL without libpq) keeps its descriptor, ops NULL: its
 * --db values are still its own (and their passwords hidden), and opening one says how to
 * build it in instead of opening a file of that name. */
typedef struct pm_store_backend {
    const char *name;           /* "SQLite", "PostgreSQL" (pm_store_backend_name) */
    const char *const *schemes; /* the prefixes of the --db values it opens, NULL-terminated;
                                   NULL: every value no other backend claims (a file path) */
    /* db as it may be printed, into out (size > 0 bytes, truncated), a password in it hidden;
       NULL: db holds none and is printed as it is */
    void (*display)(const char *db, char *out, size_t size);
    const pm_store_ops *ops; /* NULL: not built in */
    const char *build_with;  /* ops NULL: what a build needs for it ("-DPM_POSTGRES=ON and ...") */
} pm_store_backend;

/* The migrations' version: the same numbers in every backend (store.h). */
enum { PM_STORE_SCHEMA_VERSION = 2 };

#endif
