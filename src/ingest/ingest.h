/* ingest.h - the front door for input files: detect the format, read into the raw table.
 *
 * Each format has its own module (csv.c, json.c); this one opens the file, picks
 * the parser from the content (or the format the user forced), enforces the
 * file-size limit, and merges many files into one table by column name.
 */
#ifndef PM_INGEST_H
#define PM_INGEST_H

#include "ingest/table.h"
#include "util/error.h"

#include <stdint.h>

typedef enum {
    PM_FORMAT_AUTO = 0, /* decide from the content */
    PM_FORMAT_CSV,      /* tidy CSV with a header row */
    PM_FORMAT_JSON,     /* JSON array of records or JSON Lines (an Extra-P experiment or a
                           benchmark tool's report by its keys) */
    PM_FORMAT_JUNIT,    /* JUnit XML test report */
    PM_FORMAT_EXTRAP    /* Extra-P's formats only: text, or its JSON experiment and JSON
                           Lines when the text starts with '{' or '[' */
} pm_format;

/* Format named by s ("auto", "csv", "json", "jsonl", "junit", "extrap"); -1 if unknown. */
int pm_ingest_format_from_name(const char *s, pm_format *out);

/* Guess the format of a file from its first bytes (and its name, for XML):
 * JSON when the first non-blank character (after a BOM) is '[' or '{'; JUnit
 * XML when the text starts with "<?xml", "<!" or "<testsuite", or the name
 * ends in .xml; Extra-P when the first word is PARAMETER; otherwise CSV.
 * path may be NULL. */
pm_format pm_ingest_detect(const char *path, const char *head, size_t n);

/* Read the file at path into t with the given format (AUTO detects). "-" is
 * standard input (named "<stdin>" in errors). The input is read once, front to
 * back, so pipes and FIFOs (`<(cat f.csv)`, /dev/stdin) work; the file-size
 * limit holds for them too. Returns 0, or -1 with err set; t is unchanged on
 * failure. */
int pm_ingest_file(pm_table *t, const char *path, pm_format fmt, pm_error *err);

/* What pm_ingest_tally read of one input: its bytes, counted and hashed (FNV-1a 64,
 * util/fnv.h) as they went by, so a recorded run's input digest (history/runinfo.h) needs
 * no second read of a pipe or FIFO. */
typedef struct pm_ingest_bytes {
    uint64_t len; /* bytes read */
    uint64_t fnv; /* their FNV-1a 64 */
} pm_ingest_bytes;

/* pm_ingest_file, and the bytes it read into *bytes (NULL: not counted or hashed, as
 * pm_ingest_file; hashing costs a pass over every byte, so only a recorded run asks). */
int pm_ingest_tally(pm_table *t, const char *path, pm_format fmt, pm_ingest_bytes *bytes,
                    pm_error *err);

#endif
