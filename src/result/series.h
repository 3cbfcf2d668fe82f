/* series.h - the scaling exponents of a branch's recorded runs and of this run, oldest first: what
 * the report's "Exponents over time" shows.
 *
 * The pipeline (run.c) fills a series from the history (history/series.h)
 * and this run's result; the renderers only read it, as they read the result.
 * Its columns are this run's exponents, group by group in the result's order
 * (pm_series_col): a recorded run that lacks one (a factor or group added
 * since) has NaN there. Dates are the recorded runs' own; this run's is
 * SOURCE_DATE_EPOCH or unknown, so the same history and inputs give the same
 * report.
 *
 * Ownership: a pm_series owns its strings and arrays; pm_series_free releases
 * them, and pm_series_free(NULL) does nothing.
 */
#ifndef PM_SERIES_H
#define PM_SERIES_H

#include "result/result.h"

#include <stdbool.h>
#include <stddef.h>

/* At most this many recorded runs are shown (the newest), so the figures stay readable. */
enum { PM_SERIES_MAX_RUNS = 50 };

typedef struct pm_series_run {
    char *commit;   /* the run's commit, NULL when unknown (owned) */
    long long time; /* when it was recorded (seconds since the epoch); -1: unknown */
    long long id;   /* its id in the history; 0 for this run */
    bool baseline;  /* the gate's baseline */
    bool current;   /* this run (the last point) */
} pm_series_run;

typedef struct pm_series {
    char *branch;        /* whose runs (owned) */
    char *since;         /* --since REF as given, NULL when none (owned) */
    size_t total;        /* recorded runs that matched, before the limit */
    size_t shown;        /* recorded runs shown (the newest, at most PM_SERIES_MAX_RUNS) */
    size_t nrun;         /* points: the recorded runs shown, oldest first, then this run */
    pm_series_run *run;  /* nrun */
    size_t ncol;         /* columns: every exponent of this run's result */
    double *q, *lo, *hi; /* nrun x ncol, row-major; NaN where unknown */
} pm_series;

/* The column of exponent e of group gi of r. */
size_t pm_series_col(const pm_result *r, size_t gi, size_t e);

/* An empty series of branch (and since, may be NULL) with room for the columns
 * of r; runs are added with pm_series_add. */
void pm_series_init(pm_series *s, const pm_result *r, const char *branch, const char *since);

/* Append a point (commit copied, may be NULL); its values start as NaN.
 * Returns its row. */
size_t pm_series_add(pm_series *s, const char *commit, long long time, long long id);

/* Append this run from r as the last point, its values from r's exponents. */
void pm_series_add_current(pm_series *s, const pm_result *r, const char *commit, long long time);

void pm_series_free(pm_series *s); /* NULL is a no-op */

#endif
