/* extrap_rows.h - Extra-P measurements into rows: one per callpath, point and repetition.
 *
 * Extra-P's JSON and JSON Lines readers (extrap_json.c, json.c) see measured values one at a
 * time, each with its callpath, point, metric and place among the repetitions. They hand them
 * here, which lays them out the way the text reader (extrap.h) does: a row per callpath,
 * point and repetition, with the parameters, `region` (the callpath) and one column per
 * metric, hinted as a metric (pm_table_hint). The k-th value of a metric at a
 * callpath and point goes into the k-th row there, so the metrics of one repetition share a
 * row. Points are compared by value, as Extra-P does: 4 and 4.0 are one point, 4 and "4" two.
 *
 * Ownership: the handle borrows the table and the file name (an arena string of the table)
 * for its lifetime; the JSON values given to pm_extrap_rows_add are only read.
 */
#ifndef PM_EXTRAP_ROWS_H
#define PM_EXTRAP_ROWS_H

#include "ingest/table.h"
#include "util/error.h"

#include <jansson.h>
#include <stddef.h>

typedef struct pm_extrap_rows pm_extrap_rows;

/* A layout for rows of t from file with the parameters param[0..nparam) (copied). Returns
 * NULL with err set (file:line) when there are none, two share a name, one is called
 * `region` or one is empty. */
pm_extrap_rows *pm_extrap_rows_new(pm_table *t, const char *file, long line,
                                   const char *const *param, size_t nparam, pm_error *err);

/* Add one measured value, written at line: region (NULL or "" for none), the point's
 * coordinates coord[0..nparam) in the order of the parameters (JSON numbers or strings),
 * metric (NULL or "": Extra-P's unnamed metric, the column `time`) and value (a JSON
 * number). Returns 0, or -1 with err set: a coordinate that is not a number or a string, a
 * value that is not a number, a metric named like a parameter or `region`, the limits. */
int pm_extrap_rows_add(pm_extrap_rows *x, const char *region, json_t *const *coord,
                       const char *metric, const json_t *value, long line, pm_error *err);

/* The number of parameters x was made with. */
size_t pm_extrap_rows_nparam(const pm_extrap_rows *x);

/* The name of parameter i (0 <= i < nparam), owned by x. */
const char *pm_extrap_rows_param(const pm_extrap_rows *x, size_t i);

void pm_extrap_rows_free(pm_extrap_rows *x); /* NULL is a no-op */

#endif
