/* run.h - the pipeline as one library call: inputs -> roles -> dataset -> fit -> result ->
 * renderers -> verdict.
 *
 * pm_run() opens the output directory first (a temporary directory beside the
 * destination, render/outdir.h), so a destination pmreport may not replace is
 * refused before any work; then it ingests every input, decides the column
 * roles, builds the dataset, fits it, builds the one result (result/result.h)
 * and hands the result and the open directory to each renderer in turn. The
 * directory is swapped into place only when every stage succeeded; on any
 * failure it is removed and the destination is left as it was.
 *
 * With --baseline REF the baseline is resolved first (a model.json, a report
 * directory, or a branch or commit in the history, history/store.h), so a REF
 * that names nothing fails before the fit; after the fit the gate
 * (gate/gate.h) compares it with this run's result and the renderers show the
 * verdict; a REF that names no path and nothing recorded (the first pull
 * request of a repository) gives the verdict NO_BASELINE instead: the report
 * says how to record one. With --record the run is stored in the history before the report
 * directory is published. On GitHub Actions, after publishing, the gate's
 * annotations go to stdout and the summary and outputs to GitHub's files
 * (render/github.h).
 *
 * The outcome separates "the run failed" (return -1, err set: exit 2) from
 * "the run worked and the gate says the scaling regressed" (return 0,
 * verdict PM_VERDICT_REGRESSION: exit 1): the report is written either way.
 */
#ifndef PM_RUN_H
#define PM_RUN_H

#include "options.h"
#include "result/result.h"
#include "util/error.h"

#include <stdio.h>

typedef enum pm_verdict {
    PM_VERDICT_NONE = 0,     /* no gate ran (no baseline) */
    PM_VERDICT_PASS,         /* every comparison passed */
    PM_VERDICT_REGRESSION,   /* some scaling exponent worsened past its threshold */
    PM_VERDICT_INCONCLUSIVE, /* some comparison could not be judged (and none regressed) */
    PM_VERDICT_NO_BASELINE   /* --baseline BRANCH with nothing recorded for it yet */
} pm_verdict;

/* What a run produced. */
typedef struct pm_run_outcome {
    pm_verdict verdict; /* the gate's verdict, PM_VERDICT_NONE without a baseline */
} pm_run_outcome;

/* Run the pipeline for options o (already parsed) and run metadata meta.
 * PM_VERDICT_INCONCLUSIVE fails the build only with --strict (main.c).
 * log, when not NULL, receives what a person reads as the run goes: the roles
 * and dataset summary before the fit, the fit after it, and the files written.
 * Returns 0 with *out filled, or -1 with err set (nothing written then). */
int pm_run(const pm_options *o, const pm_run_meta *meta, FILE *log, pm_run_outcome *out,
           pm_error *err);

#endif
