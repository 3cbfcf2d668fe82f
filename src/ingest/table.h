/* table.h - the raw table every input format is read into: named columns, rows of text cells.
 *
 * Ingest is format-specific; everything after it works on this one shape. A
 * table grows column by column as files name new fields; a row that lacks a
 * column has a MISSING cell there. Each row remembers the file and line it came
 * from, so later stages can point errors at the input.
 *
 * Cells are stored compactly, because a CI history can be millions of rows: the
 * texts are packed one after another into fixed chunks that never move, and a
 * cell is the 32-bit offset of its text, so a table takes about the size of
 * its texts plus 4 bytes a cell (docs/formats.md: limits).
 *
 * Ownership: the table owns an arena holding every string it refers to (names,
 * cell texts, file names); all of them live until pm_table_free().
 */
#ifndef PM_TABLE_H
#define PM_TABLE_H

#include "util/arena.h"

#include <stddef.h>
#include <stdint.h>

/* How a cell's text was written in the input. */
typedef enum {
    PM_CELL_MISSING = 0, /* no value (absent field, JSON null, empty CSV field) */
    PM_CELL_TEXT,        /* untyped text (CSV): a number if it parses as one */
    PM_CELL_STRING,      /* a quoted string (JSON): never a number */
    PM_CELL_NUMBER,      /* a number (JSON): text is its decimal form */
    PM_CELL_BOOL         /* true/false (JSON): text is "true" or "false" */
} pm_cell_kind;

typedef struct pm_cell {
    const char *text;  /* the value as text; NULL when MISSING */
    pm_cell_kind kind; /* how it was written */
} pm_cell;

typedef struct pm_row {
    const char *file; /* input file (arena string shared by the file's rows) */
    uint32_t *cells;  /* ncells cell offsets, index = column; 0 = MISSING */
    uint32_t line;    /* 1-based line where the record starts (0 when unknown) */
    uint32_t ncells;  /* cells present; columns >= ncells are MISSING */
} pm_row;

typedef struct pm_table {
    pm_arena *arena;          /* owns every string and cell array below */
    size_t ncols;             /* number of columns */
    char **names;             /* column names (arena strings); malloc'd array */
    long *name_line;          /* line of the header that introduced the column */
    const char **name_file;   /* file that introduced the column */
    size_t cap_cols;          /* allocated slots in names/name_line/name_file */
    size_t nrows;             /* number of rows */
    pm_row *rows;             /* malloc'd array of rows */
    size_t cap_rows;          /* allocated rows */
    size_t nfiles;            /* input files read into the table */
    size_t excluded;          /* records left out on purpose (failed or skipped tests) */
    struct pm_intern *intern; /* the cell texts (private to table.c) */
} pm_table;

pm_table *pm_table_new(void);    /* empty table; never NULL */
void pm_table_free(pm_table *t); /* frees everything; NULL is a no-op */

/* Index of the column called name, or (size_t)-1 when there is none. */
size_t pm_table_find(const pm_table *t, const char *name);

/* Index of column name, adding it (introduced at file:line) if new. A name with
 * control characters is stored (and matched) escaped: "a\nb" becomes "a\\nb". */
size_t pm_table_column(pm_table *t, const char *name, const char *file, long line);

/* Append a row of ncells MISSING cells from file:line and return it. The
 * cells live in the arena; grow the row with pm_table_set. */
pm_row *pm_table_add_row(pm_table *t, const char *file, long line, size_t ncells);

/* Store a copy of text (n bytes) as the cell of row r in column col, growing
 * the row if col is beyond its cells. */
void pm_table_set(pm_table *t, pm_row *r, size_t col, const char *text, size_t n,
                  pm_cell_kind kind);

/* The cell of row r of t in column col (a MISSING cell when absent). The text
 * lives as long as t. */
pm_cell pm_table_cell(const pm_table *t, const pm_row *r, size_t col);

/* Where the table stood before a file was read. */
typedef struct pm_table_mark {
    size_t nrows;    /* rows then */
    size_t ncols;    /* columns then */
    size_t excluded; /* records left out then */
} pm_table_mark;

/* Mark the table before a reader adds one file's rows. */
pm_table_mark pm_table_begin(const pm_table *t);

/* End reading one file: with rc 0 the file is counted; otherwise every row,
 * column and exclusion it added is undone, so a failed file leaves no trace.
 * Returns 0 for rc 0, else -1. */
int pm_table_end(pm_table *t, pm_table_mark m, int rc);

#endif
