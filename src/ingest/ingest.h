/* ingest.h - the front door for input files: detect the format, read into the raw table.
 *
 * Each format has its own reader and an entry in the table of formats (formats.h); this
 * module opens the file, asks the table which format it is (or takes the one the user
 * forced), enforces the file-size limit, and merges many files into one table by column name.
 * When a forced format cannot read a file that another format would, the error says which.
 */
#ifndef PM_INGEST_H
#define PM_INGEST_H

#include "ingest/formats.h"
#include "ingest/table.h"
#include "util/error.h"

#include <stdint.h>

/* Read the file at path into t with the given format (PM_FORMAT_AUTO detects). "-" is
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
