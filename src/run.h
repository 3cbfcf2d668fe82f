/* run.h - the pipeline as one library call: inputs -> roles -> dataset -> fit -> result ->
 * renderers -> verdict.
 *
 * pm_run() opens the output directory first (a temporary directory beside the
 * destination, render/outdir.h), so a destination pmreport may not replace is
 * refused before any work; then it ingests every input, decides the column
 * roles, builds the dataset, fits it, builds the one result (result/result.h)
 * and hands the result, the gate and the history beside it and the open
 * directory to each renderer of run.c's one table in turn (render/render.h):
 * everything a run shows, the text on the terminal and GitHub's included, is
 * made there. The directory is swapped into place only when every stage
 * succeeded; on any failure it is removed and the destination is left as it
 * was. Each stage gets its own part of the options (stages.h: pm_stages_opts;
 * render/render.h: pm_render_opts; the gate's, the history's).
 *
 * With --baseline REF the baseline is resolved first (a model.json, a report
 * directory, or a branch or commit in the history, history/store.h), so a REF
 * that names nothing fails before the fit; after the fit the gate
 * (gate/gate.h) compares it with this run's result and the renderers show the
 * verdict; a REF that names no path and nothing recorded (the first pull
 * request of a repository) gives the verdict NO_BASELINE instead: the report
 * says how to record one.
 *
 * Publishing, in this order, so that a run that exits 2 has published
 * nothing (docs/gate.md, "Exit status"): on GitHub Actions with a baseline,
 * $GITHUB_STEP_SUMMARY and $GITHUB_OUTPUT are opened before the fit (one
 * that cannot be appended to fails the run there); once every renderer
 * succeeded the report is flushed and its destination checked again
 * (pm_outdir_ready); then the summary and outputs the renderers made are
 * appended to GitHub's files; then, with --record, the run is stored in the history; then the
 * report is swapped into place. A failure of the record or of the swap
 * truncates GitHub's files back to what they held; a failure of the swap
 * after the record (only a directory made at -o in that instant by a process
 * that ignores pmreport's lock, or a failed rename) leaves the run recorded.
 * Then the terminal's text goes to log, and the gate's annotations come back
 * in out->annotations for the caller to print on stdout.
 *
 * The outcome separates "the run failed" (return -1, err set: exit 2) from
 * "the run worked and the gate says the scaling regressed" (return 0,
 * verdict PM_VERDICT_REGRESSION: exit 1): the report is written either way.
 */
#ifndef PM_RUN_H
#define PM_RUN_H

#include "options.h"
#include "result/result.h"
#include "util/buf.h"
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
    pm_buf annotations; /* GitHub Actions workflow commands for stdout; the caller frees */
} pm_run_outcome;

/* Run the pipeline for options o (already parsed) and run metadata meta.
 * PM_VERDICT_INCONCLUSIVE fails the build only with --strict (main.c).
 * log, when not NULL, receives what a person reads as the run goes: the roles
 * and dataset summary before the fit, the fit after it, and the files written.
 * Returns 0 with *out filled, or -1 with err set (nothing written then). */
int pm_run(const pm_options *o, const pm_run_meta *meta, FILE *log, pm_run_outcome *out,
           pm_error *err);

#endif
