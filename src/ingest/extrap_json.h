/* extrap_json.h - Extra-P's JSON experiment files, in both of its layouts.
 *
 *   {"parameters": ["p", "s"],                          the layout Extra-P recommends
 *    "measurements": {"main": {"time": [{"point": [2, 10], "values": [4.1, 4.2]}, ...]}}}
 *
 *   {"parameters":  [{"id": 1, "name": "p"}, ...],      the older one: lists joined by id
 *    "callpaths":   [{"id": 1, "name": "main"}, ...],
 *    "metrics":     [{"id": 1, "name": "time"}, ...],
 *    "coordinates": [{"id": 1, "parameter_value_pairs": [{"parameter_id": 1,
 *                                                          "parameter_value": 2}, ...]}, ...],
 *    "measurements": [{"coordinate_id": 1, "callpath_id": 1, "metric_id": 1, "value": 4.1},
 *                     ...]}
 *
 * A document with "callpaths" is the older layout (as in Extra-P's reader). Each value is a
 * row's cell as Extra-P's text and JSON Lines files give it (extrap_rows.h): a row per
 * callpath, point and repetition, the callpath as `region`, a column per metric. In the older
 * layout the values of one coordinate, callpath and metric are its repetitions, in the order
 * they are listed. Errors name the line where the offending object starts.
 */
#ifndef PM_EXTRAP_JSON_H
#define PM_EXTRAP_JSON_H

#include "ingest/table.h"
#include "util/error.h"

#include <jansson.h>
#include <stddef.h>

/* True when the decoded document root is an Extra-P experiment: an object with a
 * "parameters" list and "measurements" (an object, or a list in the older layout). */
int pm_extrap_json_detect(const json_t *root);

/* Read the Extra-P experiment text buf[0..n) into t, naming the input path. root is buf
 * decoded (the caller did that to detect the format; it decides the layout), borrowed. The
 * text is walked again for the line of each object. Returns 0, or -1 with err set to
 * path:line: what is wrong; t is then unchanged. buf is borrowed and not kept. */
int pm_extrap_json_read(pm_table *t, const char *path, const json_t *root, const char *buf,
                        size_t n, pm_error *err);

#endif
