/* import.h - a github-action-benchmark history into pmreport's run history: `pmreport history
 * import data.js`, so that a user who switches keeps every run the action recorded.
 *
 * github-action-benchmark keeps every run of a workflow's benchmarks in one file on its
 * gh-pages branch (ingest/datajs.h). Each entry of it (one run of one suite: a commit, the
 * time it ran, its benches) is read as an input of its own, modelled as pmreport models any
 * input with no options (stages.h: roles inferred, plans, fit, times), and recorded like a
 * `pmreport --record` run on the branch given (main by default), with the entry's commit and
 * time: `pmreport --baseline main` on the next pull request finds main's latest, and the
 * report's exponents over time start at the action's first run. A file of one suite records
 * into the project given (--project); a file of several records each suite into a project of
 * its own, PROJECT/SUITE, since each is a benchmark job of its own (the action's `project`
 * input keeps them apart the same way). An entry that cannot be modelled (no usable
 * measurement) is skipped with a line saying why. Importing twice adds nothing.
 */
#ifndef PM_IMPORT_H
#define PM_IMPORT_H

#include "util/error.h"

#include <stddef.h>
#include <stdio.h>

/* Import every entry of the data.js file at path into the history at db under project (and
 * project/suite when the file has several suites) on branch (NULL: "main"). A line per suite
 * and per skipped entry goes to log (NULL: nowhere). *added counts the runs recorded, *total
 * the entries read, *skipped those that could not be modelled. Returns 0, or -1 with err set
 * (the file is not a data.js, or the history cannot be written). */
int pm_import_datajs(const char *db, const char *project, const char *branch, const char *path,
                     FILE *log, size_t *added, size_t *total, size_t *skipped, pm_error *err);

#endif
