/* extrap.h - the Extra-P text input format: PARAMETER / POINTS / REGION / METRIC / DATA lines.
 *
 *   # a comment            `#` lines anywhere; blanks are spaces or tabs
 *   PARAMETER p n          names, on one line or several
 *   POINTS ( 2 64 ) (4 64) the measured points, over one or more lines; with one parameter
 *                          also bare numbers (POINTS 2 4 8); a coordinate may be in its own
 *                          parentheses: ((2) (64))
 *   METRIC time            the metric of the DATA lines that follow (until the next METRIC)
 *   REGION main            the region of the DATA lines that follow (until the next REGION)
 *   DATA 1.02 1.05 0.99    one line per point, in POINTS order: its repetitions
 *
 * This is all of Extra-P's grammar (its docs/file-formats.md and text reader). Each REGION
 * or METRIC line opens a block of DATA lines: none, or one per point. Each repetition
 * becomes a row: the parameters, `region`, and one column per metric named after it (so
 * METRIC time gives the target `time`; DATA before any METRIC is Extra-P's unnamed metric,
 * the column `time`; DATA before any REGION has no region cell). The metrics of one
 * region, point and repetition share a row, also when a region comes back with another
 * metric. Errors name the line.
 */
#ifndef PM_EXTRAP_H
#define PM_EXTRAP_H

#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>

/* True when the text starts like an Extra-P file (its first word is PARAMETER). */
int pm_extrap_detect(const char *head, size_t n);

/* Read Extra-P text buf[0..n) into t. Returns 0, or -1 with err set (t unchanged). */
int pm_extrap_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err);

#endif
