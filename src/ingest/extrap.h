/* extrap.h - the Extra-P text input format: PARAMETER / POINTS / REGION / METRIC / DATA lines.
 *
 *   PARAMETER p            one line per parameter, in order
 *   POINTS ( 2 64 ) ( 4 64 ) ...   the measured points (one value each with one parameter)
 *   REGION main            a code region; a file may have several
 *   METRIC time            a metric of the region; DATA lines follow
 *   DATA 1.02 1.05 0.99    one line per point, in POINTS order: its repetitions
 *
 * Each repetition becomes a row: the parameters, `region`, and one column per
 * metric named after it (so METRIC time gives the target `time`). Rows of one
 * region, point and repetition share a row across metrics. Errors name the line.
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
