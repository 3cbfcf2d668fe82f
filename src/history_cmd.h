/* history_cmd.h - `pmreport history`: its subcommands (list a branch, export, import run files
 * or a data.js, prune, dashboard) as one table, run for main.c.
 *
 * main.c parses the command line (options.h: pm_history_options_parse), prints and chooses the
 * exit status; this runs the subcommand the options name and says what it did, as text. It is
 * a file of the top level, beside import.c, not of history/: the dashboard's page is made by
 * render/ and a data.js is modelled by the whole pipeline (stages.h), and both come after the
 * history in the order of includes (docs/architecture.md).
 */
#ifndef PM_HISTORY_CMD_H
#define PM_HISTORY_CMD_H

#include "options.h"
#include "util/buf.h"
#include "util/error.h"

/* Run the subcommand o->action names (o as pm_history_options_parse made it, without --help)
 * and append what it did to out: the runs listed, or one line per file, entry or page written
 * (names from the history and the data, for the caller to print as such). Returns 0, or -1
 * with err set; out is then not to be printed. */
int pm_history_cmd_run(const pm_history_options *o, pm_buf *out, pm_error *err);

#endif
