/* series.h - a branch's recorded exponents for the report's "Exponents over time"
 * (result/series.h).
 *
 * Loading happens before the fit (an unknown --since REF stops the run before
 * it spends anything); the runs are matched to this run's exponents after it,
 * by group and factor name.
 */
#ifndef PM_HISTORY_SERIES_H
#define PM_HISTORY_SERIES_H

#include "history/store.h"
#include "result/series.h"
#include "util/error.h"

#include <stddef.h>

/* The recorded runs a series shows. */
typedef struct pm_history_runs {
    pm_run_exponents *run; /* oldest first */
    size_t n;
    size_t total; /* runs that matched before the limit */
} pm_history_runs;

/* The runs of branch of project in the history at db, oldest first: the newest
 * PM_SERIES_MAX_RUNS, or with since (a branch: its latest run; else a commit
 * prefix) that run and the branch's runs after it. No database (a missing
 * file) or no runs: 0 with out->n == 0. The history is opened read-only
 * and never changed. Returns 0, or -1 with err set: PM_ERR_USAGE "--since
 * REF: ..." for a REF that names no recorded run, PM_ERR_IO when the history
 * cannot be read or is not pmreport's. */
int pm_history_runs_load(const char *db, const char *project, const char *branch, const char *since,
                         pm_history_runs *out, pm_error *err);

void pm_history_runs_free(pm_history_runs *h); /* NULL is a no-op */

/* The series of h's runs for r's exponents (values matched by group and
 * factor name), marking the run whose id is baseline_id (0: none). Free with
 * pm_series_free. */
void pm_history_series(const pm_history_runs *h, const pm_result *r, const char *branch,
                       const char *since, long long baseline_id, pm_series *out);

#endif
