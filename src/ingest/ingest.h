/* ingest.h - the front door for input files: detect the format, read into the raw table.
 *
 * Each format has its own reader and an entry in the table of formats (formats.h); this
 * module opens the input (a file, or standard input), enforces the file-size limit, reads the
 * first bytes, and asks the table which format it is (or takes the one the user forced). A
 * streamed format (CSV) reads the rest itself; for the others this module reads the input
 * whole and, where it starts with '{' or '[', decodes it as one JSON document before
 * detection (formats.h: pm_input). Several inputs read into one table merge there by column
 * name (table.h). When a forced format cannot read a file that another format would, the
 * error says which.
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
 * failure, except when the inputs' cell texts passed 4 GiB (pm_table_full): the file's
 * rows stay then, in a table that is unusable. */
int pm_ingest_file(pm_table *t, const char *path, pm_format fmt, pm_error *err);

/* What pm_ingest_tally read of one input: its bytes, counted and hashed (FNV-1a 64,
 * util/fnv.h) from the bytes ingest read (an input read whole once it is in memory, a
 * streamed one as the reader takes it), so a recorded run's input digest
 * (history/runinfo.h) needs no second read of a pipe or FIFO. */
typedef struct pm_ingest_bytes {
    uint64_t len; /* bytes read */
    uint64_t fnv; /* their FNV-1a 64 */
} pm_ingest_bytes;

/* pm_ingest_file, and the bytes it read into *bytes (NULL: not counted or hashed, as
 * pm_ingest_file; hashing costs a pass over every byte, so only a recorded run asks). */
int pm_ingest_tally(pm_table *t, const char *path, pm_format fmt, pm_ingest_bytes *bytes,
                    pm_error *err);

#endif
