/* jsonrow.h - what the readers of benchmark tools' JSON reports share: rows from decoded
 * values, errors at a JSON path, and the bounds every reader keeps.
 *
 * A tool's report (Google Benchmark, pytest-benchmark, hyperfine, ...) is one JSON document
 * decoded by jansson (formats.h hands it over as pm_input.json). Its reader walks the tree
 * and makes rows here; an error names the file and the JSON path of the bad value
 * ("benchmarks[3].real_time"), since a decoded tree has no line numbers.
 *
 * Ownership: a pm_jrow borrows the table and the error for one read.
 */
#ifndef PM_JSONROW_H
#define PM_JSONROW_H

#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/table.h"
#include "util/error.h"

#include <jansson.h>

typedef struct pm_jrow {
    pm_table *t;      /* the table being filled */
    const char *file; /* the input's name (an arena string of t) */
    pm_error *err;    /* where a failure goes */
} pm_jrow;

/* Record an input error at JSON path where (escaped so that it stays one line), with the
 * message msg. Returns -1. */
int pm_jrow_fail(pm_jrow *c, const char *where, const char *msg);

/* A new row (of the table's current width), or NULL with the error set at where when the
 * table has PM_MAX_ROWS rows already. */
pm_row *pm_jrow_add(pm_jrow *c, const char *where);

/* The index of column col (added when new, with hint h and its reason why when h is not
 * PM_HINT_NONE), or (size_t)-1 with the error set at where when it would be one column too
 * many. */
size_t pm_jrow_column(pm_jrow *c, const char *col, pm_col_hint h, const char *why,
                      const char *where);

/* Set the cell of row in column col (made with hint h as pm_jrow_column does) to the text v
 * of the given kind, or to the number v. Return 0, or -1 with the error set. */
int pm_jrow_text(pm_jrow *c, pm_row *row, const char *col, const char *v, pm_cell_kind kind,
                 pm_col_hint h, const char *why, const char *where);
int pm_jrow_num(pm_jrow *c, pm_row *row, const char *col, double v, pm_col_hint h, const char *why,
                const char *where);

/* A scalar JSON value as the cell of row in column col (a string, a number, true/false; null
 * and "" leave it missing); an object or an array is an error at where. */
int pm_jrow_value(pm_jrow *c, pm_row *row, const char *col, const json_t *v, pm_col_hint h,
                  const char *why, const char *where);

/* Every key of the object obj as a column of row (pm_jrow_value), each with hint h; path is
 * obj's JSON path. NULL or null is nothing; anything but an object is an error. */
int pm_jrow_params(pm_jrow *c, pm_row *row, const json_t *obj, const char *path, pm_col_hint h,
                   const char *why);

/* The number v when it is a finite number >= 0 (a time of 0 is kept: the dataset leaves it
 * out and counts it); NAN otherwise. */
double pm_jrow_time(const json_t *v);

/* The family and arguments of a benchmark name taken apart (benchname.h) as cells of row:
 * each argument a column of its name, hinted a scaling factor (why_arg), the family the column
 * `benchmark`, hinted the group (why_family). A name of more than PM_BENCHNAME_MAXARGS
 * arguments, one that gives an argument twice, or one named `benchmark` or like a column of
 * reserved (a NULL-terminated list: the reader's own columns, which it would overwrite) is an
 * error at where. Returns 0, or -1 with the error set. */
int pm_jrow_benchname(pm_jrow *c, pm_row *row, const pm_benchname *bn, const char *const *reserved,
                      const char *why_family, const char *why_arg, const char *where);

/* Run body over the decoded document of in, as one file of t: on failure everything it added
 * is undone (pm_table_end); a report that gave no row is an error that says how many
 * entries were left out. Returns 0, or -1 with err set. */
int pm_jrow_read(pm_table *t, const pm_input *in, int (*body)(pm_jrow *c, const json_t *root),
                 pm_error *err);

#endif
