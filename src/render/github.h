/* github.h - the gate's verdict where GitHub Actions shows it: annotations, the step summary, step
 * outputs.
 *
 * Only when GITHUB_ACTIONS=true. Then pm_github_publish
 *   - returns in `annotations` one `::error title=...::message` line per
 *     regressed group/factor and one `::warning title=...::message` per
 *     inconclusive one (the caller prints them on stdout, where the runner
 *     reads workflow commands), escaped as workflow commands require;
 *   - appends summary.md's text to the file named by $GITHUB_STEP_SUMMARY;
 *   - appends `verdict=pass|regression|inconclusive` and `report=DIR` to the
 *     file named by $GITHUB_OUTPUT.
 * A variable that is unset or empty skips its file. Returns 0, or -1 with err
 * set (PM_ERR_IO naming the file) when a file cannot be appended to.
 */
#ifndef PM_GITHUB_H
#define PM_GITHUB_H

#include "gate/gate.h"
#include "util/buf.h"
#include "util/error.h"

/* 1 when running on GitHub Actions (GITHUB_ACTIONS=true). */
int pm_github_active(void);

int pm_github_publish(const pm_gate *gate, const char *summary_md, const char *report_dir,
                      pm_buf *annotations, pm_error *err);

#endif
