/* textrow.h - what the readers of benchmark tools' text output share: the lines, rows and
 * errors at a line, numbers with thousands separators, units per operation and names taken
 * apart.
 *
 * A tool that prints its results as text (go test -bench, Rust's libtest, Benchmark.js) mixes
 * them with whatever else the run printed: its reader looks at every line, takes the lines of
 * its results and passes over the rest. An error names the file and the line
 * ("out.txt:12: ..."), as the text has no other structure to point at.
 *
 * Ownership: a pm_trow borrows the table and the error for one read; the lines it hands out
 * borrow the input's text.
 */
#ifndef PM_TEXTROW_H
#define PM_TEXTROW_H

#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>

typedef struct pm_trow {
    pm_table *t;      /* the table being filled */
    const char *file; /* the input's name (an arena string of t) */
    pm_error *err;    /* where a failure goes */
    long line;        /* 1-based number of the line being read */
    void *state;      /* the reader's own state, for its line function */
} pm_trow;

/* Record an input error at the current line (printf-style message). Returns -1. */
int pm_trow_fail(pm_trow *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* 0 when the n bytes at s (a line the reader takes) are text a cell may hold: no NUL byte,
 * well-formed UTF-8; else -1 with the error set at the current line. */
int pm_trow_clean(pm_trow *c, const char *s, size_t n);

/* A new row from the current line (of the table's current width), or NULL with the error set
 * when the table has PM_MAX_ROWS rows already. The pointer is valid until the next row. */
pm_row *pm_trow_add(pm_trow *c);

/* The index of column col (added when new, with hint h and its reason why when h is not
 * PM_HINT_NONE), or (size_t)-1 with the error set when it would be one column too many. */
size_t pm_trow_column(pm_trow *c, const char *col, pm_col_hint h, const char *why);

/* Set the cell of row in column col (made as pm_trow_column does) to the n bytes at v, of the
 * given kind, or to the number v. Return 0, or -1 with the error set. */
int pm_trow_text(pm_trow *c, pm_row *row, const char *col, const char *v, size_t n,
                 pm_cell_kind kind, pm_col_hint h, const char *why);
int pm_trow_num(pm_trow *c, pm_row *row, const char *col, double v, pm_col_hint h, const char *why);

/* The name's family and arguments (benchname.h, in the given style) as cells of row: the
 * family in `benchmark` (hinted as the group, for the reason why_family), each argument in a
 * column of its key (hinted as a scaling factor, for why_arg). An argument may not repeat
 * (two `n=` parts) nor take the name of one of the reader's own columns (reserved: NULL or
 * a NULL-terminated list): that is an error, as is a name with more than
 * PM_BENCHNAME_MAXARGS arguments. *procs, when not NULL, is set to 1 when the name gave an
 * argument called procs. Returns 0, or -1 with the error set. */
int pm_trow_name(pm_trow *c, pm_row *row, const char *name, pm_benchname_style style,
                 const char *const *reserved, const char *why_family, const char *why_arg,
                 int *procs);

/* The n bytes at s as a finite number, where digits may be grouped by commas as the tools
 * print them ("1,234,567.89"; a comma anywhere else is not a number). Returns 1 with *out
 * set, else 0. */
int pm_trow_number(const char *s, size_t n, double *out);

/* Seconds per time unit for the n bytes at s: units.h's names, and "µs" (micro sign or Greek
 * mu) for microseconds; 0 when it is not a time unit. *canon (when not NULL) gets the plain
 * unit ("s", "ms", "us", "ns", "min", "h"). */
double pm_trow_time_unit(const char *s, size_t n, const char **canon);

/* The n bytes at s split at their last '/': *num gets the length of what comes before it
 * ("ns" of "ns/op"), and the return is 1 when what comes after is one of the words listed in
 * pers (blank-separated: "op iter"), else 0 (no slash, or another denominator). */
int pm_trow_per(const char *s, size_t n, const char *pers, size_t *num);

/* Read in->text line by line as one file of t: line(c, s, n) is called for each line (s
 * without its line break or the \r before it; c->line its number), then done(c) when not
 * NULL. Lines longer than PM_MAX_LINE are an error. On failure everything the file added is
 * undone (pm_table_end); a file that gave no row is an error at line 1 whose message is
 * none, with the count of results left out when there are some. state is the reader's, in
 * c->state. Returns 0, or -1 with err set. */
int pm_trow_read(pm_table *t, const pm_input *in, int (*line)(pm_trow *c, const char *s, size_t n),
                 int (*done)(pm_trow *c), void *state, const char *none, pm_error *err);

/* For detectors: call match(s, n) on each line of the first n bytes at head (s without its
 * line break or the \r before it; the last one too, though the head may have cut it: each
 * format's match needs its line's last word) and return 1 at the first that matches, else
 * 0. */
int pm_trow_any_line(const char *head, size_t n, int (*match)(const char *s, size_t n));

#endif
