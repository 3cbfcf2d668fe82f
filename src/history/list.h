/* list.h - a branch's recorded runs as text, newest first: `pmreport history BRANCH`.
 *
 * One line per run: id, date (UTC), branch, commit, machine cores, input
 * digest, then per group each scaling exponent with its standard error, read
 * from the run's stored model.json.
 */
#ifndef PM_HISTORY_LIST_H
#define PM_HISTORY_LIST_H

#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* Append the runs of branch of project in the history at db (at most limit; 0: all) to
 * out, opening it read-only (history/store.h: the file is never changed). A
 * missing database, or one that is not pmreport's, is an error (PM_ERR_IO
 * naming it); a branch with no runs appends one line saying so. Returns 0 or
 * -1 with err set. */
int pm_history_list(const char *db, const char *project, const char *branch, size_t limit,
                    pm_buf *out, pm_error *err);

#endif
