/* json.h - JSON records in: one array of objects, or JSON Lines (one object per line).
 *
 * This reader decodes the records with jansson one at a time, so every record
 * knows the line it starts on. But the input reaches it whole: ingest.c reads
 * every JSON file into memory and first parses it as one document with
 * json_loadb() to tell a benchmark tool's report (benchjson.h) from records.
 * For JSON Lines that parse stops at the second line; a JSON array of records
 * is built into one full tree and freed before this reader runs, so a huge
 * array costs the file, plus that tree at its peak, and is parsed twice
 * (bench/README.md has the figures for 1,000,000 records). Each object is a
 * row; its keys are columns. Numbers become PM_CELL_NUMBER, strings
 * PM_CELL_STRING, booleans PM_CELL_BOOL, null MISSING; nested objects and arrays
 * are an input error. Duplicate keys are rejected. A record that is a measurement of
 * Extra-P's JSON Lines format ({"params": {...}, "value": ...}, with at most "callpath" and
 * "metric" beside them) is laid out as extrap_rows.h says instead: the file's Extra-P
 * records share rows by callpath, point and repetition.
 */
#ifndef PM_JSON_H
#define PM_JSON_H

#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>

/* Read the JSON or JSON Lines text buf[0..n) into t, naming the input `path`.
 * Returns 0, or -1 with err set to "path:line: what is wrong"; on failure t is
 * left as it was before the call. buf is borrowed and not kept. */
int pm_json_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err);

/* As pm_json_read, for `--format extrap`: every record must be a measurement line of
 * Extra-P's JSON Lines format, else the error names its line. */
int pm_json_read_extrap(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err);

#endif
