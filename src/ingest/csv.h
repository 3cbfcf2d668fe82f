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

#include <stdint.h>
#include <stdio.h>

/* Read the CSV text of fp (already open; not closed here) into t, naming the
 * input `path` in rows and errors. Returns 0, or -1 with err set to
 * "path:line: what is wrong"; on failure t is left as it was before the call. */
int pm_csv_read(pm_table *t, const char *path, FILE *fp, pm_error *err);

/* The same, for input that cannot be rewound (a pipe, a FIFO, standard input):
 * the first nhead bytes were already read from fp into head (for format
 * detection; head may be NULL when nhead is 0) and are read first, then the
 * rest of fp. More than max bytes in all, or a line longer than PM_MAX_LINE,
 * is an input error at the line where it happens; nothing beyond that is read.
 * When fnv is not NULL, every byte read from fp (not head) extends *fnv (util/fnv.h) and
 * *nread counts them. */
int pm_csv_read_stream(pm_table *t, const char *path, const char *head, size_t nhead, FILE *fp,
                       unsigned long long max, uint64_t *fnv, uint64_t *nread, pm_error *err);

#endif
