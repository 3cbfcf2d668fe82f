/* dashboard.h - a branch's recorded runs, each compared with the run before it as the CI gate
 * compares two runs: what `pmreport history dashboard` shows (render/dashboard.h writes the
 * page).
 *
 * Loading opens the history read-only (history/store.h: SQLite or PostgreSQL, never written)
 * and reads the branch's runs with their stored model.json (result/model_io.h), oldest first.
 * Per run it derives:
 *   - every scaling exponent q with its 95% interval, by group and factor name;
 *   - the gate's comparison with the branch's previous run (gate/gate.h, pm_gate_compare with
 *     the gate's defaults: a factor regresses when q rose by more than 0.05 with one-sided 95%
 *     confidence, Bonferroni over the groups compared; pair by pair where the two runs
 *     measured the same configurations): which exponents regressed, with the gate's numbers
 *     and reason, and which groups without exponents slowed down (--max-slowdown's default);
 *   - the machine-speed factor against that run as the gate computes it (pm_gate.time_ratio:
 *     the median over the groups of this run's times over the previous run's);
 *   - its noise: the median, over every configuration measured at least twice (every group,
 *     with or without exponents), of the standard deviation of ln of its measurements (about
 *     the relative spread; model.json keeps it per configuration since schema 5);
 *   - per group, its time: the median of its configurations' median times (the value a
 *     benchmark tool's chart shows per commit; for a group with exponents the configurations
 *     measured may differ between runs).
 * With a limit, one run more than shown is read, so that the oldest run shown is compared
 * with its predecessor too and a run is marked the same whatever the limit. A run whose
 * model.json cannot be read (written by a newer pmreport) keeps its row with the reason and
 * is compared with nothing; the next run is compared with the last readable one before it.
 *
 * Deterministic: the same history gives the same dashboard (series in a fixed order, nothing
 * from the clock). Ownership: a pm_dashboard owns every string and array in it;
 * pm_dashboard_free releases them, and pm_dashboard_free(NULL) does nothing.
 */
#ifndef PM_HISTORY_DASHBOARD_H
#define PM_HISTORY_DASHBOARD_H

#include "util/error.h"

#include <stddef.h>

/* One recorded run of the branch. */
typedef struct pm_dash_run {
    long long id;      /* its id in the history */
    char *commit;      /* its commit, NULL when unknown (owned) */
    long long time;    /* when it was recorded, seconds since the epoch */
    long cores;        /* the machine's cores, 0 when unknown */
    char *version;     /* the pmreport that recorded it, NULL when unknown (owned) */
    char *unreadable;  /* why its model.json could not be read, or NULL (owned) */
    int compared;      /* 1 when the gate compared it with an earlier run of the branch */
    long long prev_id; /* that run's id (0 when not compared) */
    char *prev_commit; /* that run's commit, NULL when unknown or not compared (owned) */
    double speed;      /* the machine-speed factor against that run (its times over the
                          earlier run's; 1.1: 10% slower); NAN when unknown */
    double noise;      /* median log spread of its repeated configurations; NAN when none */
    size_t nregressed; /* exponents and groups without exponents that regressed against it */
} pm_dash_run;

/* One group's exponent of one factor over the runs. */
typedef struct pm_dash_series {
    char *group, *factor;     /* names from the data (owned) */
    double *q, *lo, *hi;      /* nrun each: the exponent and its 95% interval; NAN where the
                                 run has none (owned) */
    unsigned char *regressed; /* nrun: 1 where it regressed against the previous run (owned) */
} pm_dash_series;

/* A group's times over the runs: every group's, those without exponents (result/times.h)
 * included. */
typedef struct pm_dash_times {
    char *group;              /* (owned) */
    int exponents;            /* 1 when the group has exponents (in the newest run that has it):
                                 the page shows its time beside them */
    char *unit;               /* its times' unit, "" when unknown (owned) */
    double *time;             /* nrun: the median of its configurations' median times; NAN
                                 where the run lacks the group (owned) */
    double *ratio;            /* nrun: the gate's slowdown against the previous run (the
                                 matched configurations' time ratio over the machine-speed
                                 factor, pm_gate_time.ratio); NAN where not compared (owned) */
    unsigned char *regressed; /* nrun: 1 where the gate found it slower (owned) */
} pm_dash_times;

/* One regression: a run's exponent (or a group's times) against the previous run. */
typedef struct pm_dash_regression {
    size_t run;           /* index into pm_dashboard.run */
    char *group;          /* (owned) */
    char *factor;         /* (owned); NULL for a group compared by its times */
    double before, after; /* exponents: the previous run's q and this run's as the gate reads
                             it (paired: the previous q plus the change); times: NAN and the
                             slowdown ratio */
    double change;        /* exponents: the change of q; times: the ratio */
    double threshold;     /* the allowed increase of q, or the largest allowed ratio */
    char *reason;         /* the gate's sentence (owned) */
} pm_dash_regression;

typedef struct pm_dashboard {
    char *branch;  /* whose runs (owned) */
    char *project; /* the project they belong to (owned) */
    size_t total;  /* runs recorded on the branch (nrun: the newest of them shown) */
    size_t nrun;
    pm_dash_run *run; /* oldest first */
    size_t nseries;
    pm_dash_series *series; /* the newest run's exponents first, in its order, then those only
                               older runs have (newest first) */
    size_t ntimes;
    pm_dash_times *times; /* every group's times, the same order */
    size_t nreg;
    pm_dash_regression *reg; /* oldest run first, then in the gate's order */
} pm_dashboard;

/* Load the newest limit (0: every) runs of branch of project from the history at db and
 * compare each with the one before it. A missing database, or one that is not pmreport's, is
 * an error (PM_ERR_IO naming it, password hidden); a branch with no runs is not (out->nrun 0).
 * Returns 0, or -1 with err set (out is then empty). Free out with pm_dashboard_free. */
int pm_dashboard_load(const char *db, const char *project, const char *branch, size_t limit,
                      pm_dashboard *out, pm_error *err);

void pm_dashboard_free(pm_dashboard *d); /* NULL is a no-op */

/* A published release report: its name and where it is (a URL, or a path relative to the
 * dashboard). */
typedef struct pm_dash_release {
    char *name, *url; /* (owned) */
} pm_dash_release;

/* Read a releases file: one release a line, "NAME URL" (NAME has no blank; the URL is the
 * rest of the line, trimmed); blank lines and lines starting with '#' are skipped. At most
 * PM_DASH_RELEASES_MAX bytes, valid UTF-8. Returns 0 with *out an array of *n (free with
 * pm_dash_releases_free), or -1 with err set (PM_ERR_IO for a file that cannot be read,
 * PM_ERR_INPUT naming the file and line of a line without a URL). */
int pm_dash_releases_read(const char *path, pm_dash_release **out, size_t *n, pm_error *err);

void pm_dash_releases_free(pm_dash_release *r, size_t n); /* NULL is a no-op */

/* The largest releases file read (1 MiB: thousands of releases). */
#define PM_DASH_RELEASES_MAX ((size_t)1 << 20)

#endif
