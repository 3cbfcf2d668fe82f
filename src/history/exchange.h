/* exchange.h - the run history as a directory of files, one JSON file per recorded run:
 * `pmreport history export` and `pmreport history import`.
 *
 * The directory form is what a git branch (the GitHub Action's `pmreport-data`)
 * holds: files are only ever added, never edited, so two CI jobs that record at
 * once add two files and a rebase never conflicts. A file's name is
 * "<UTC time>-<commit, 12 digits>-<16 hex digits of the file's own FNV-1a 64>.json",
 * so the same run always gets the same name (export twice writes nothing new)
 * and two different runs never share one. docs/github.md has the layout:
 *
 *   {"pmreport_run": 1, "branch": ..., "commit": ..., "time": ..., "digest": ...,
 *    "version": ..., "machine": {"cpu", "cores", "memory_bytes", "os"},
 *    "model_json": "<the run's model.json text, byte for byte>"}
 *
 * Import reads the model.json text back with result/model_io.h and records it
 * with pm_store_record, skipping a run the database already holds (same branch,
 * commit, time, digest and model.json), so importing twice adds nothing.
 */
#ifndef PM_HISTORY_EXCHANGE_H
#define PM_HISTORY_EXCHANGE_H

#include "history/store.h"
#include "result/result.h"
#include "util/error.h"

#include <stddef.h>

/* Write every run of branch of project in the history at db into dir (created when
 * missing), one file each, leaving files already there alone. *written is how
 * many files were new, *total how many runs branch has. A missing database is
 * an error (PM_ERR_IO naming it). Returns 0, or -1 with err set. */
int pm_history_export(const char *db, const char *project, const char *branch, const char *dir,
                      size_t *written, size_t *total, pm_error *err);

/* Record every run file (*.json) of dir into the history at db for project (created when
 * missing), in name order, skipping those already recorded. *added is how many
 * were new, *total how many files were read. A file that is not a run file is
 * an error naming it (PM_ERR_INPUT), and nothing after it is imported; a
 * missing dir is an error (PM_ERR_IO). Returns 0, or -1 with err set. */
int pm_history_import(const char *db, const char *project, const char *dir, size_t *added,
                      size_t *total, pm_error *err);

/* Record rec (with its result r) into the open store s unless s holds it already (same
 * branch, commit, time, digest and model.json): *added is 1 when it was recorded, 0 when it
 * was there. Importing twice adds nothing. Returns 0, or -1 with err set. */
int pm_history_record_new(pm_store *s, const pm_run_record *rec, const pm_result *r, int *added,
                          pm_error *err);

#endif
