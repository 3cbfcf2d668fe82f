/* csv.h - tidy CSV in: RFC 4180 quoting, CRLF or LF, an optional UTF-8 BOM, one header row.
 *
 * Parsing is done by libcsv; this module feeds it the file a physical line at a
 * time so every record knows the line it starts on, checks the header (no empty
 * or duplicate names) and the shape of each row, validates UTF-8 and stores the
 * cells as PM_CELL_TEXT in the table (empty fields become MISSING).
 */
#ifndef PM_CSV_H
#define PM_CSV_H

#include "ingest/table.h"
#include "util/error.h"

#include <stdio.h>

/* Read the CSV text of fp (already open; not closed here) into t, naming the
 * input `path` in rows and errors. Returns 0, or -1 with err set to
 * "path:line: what is wrong"; on failure t is left as it was before the call. */
int pm_csv_read(pm_table *t, const char *path, FILE *fp, pm_error *err);

#endif
