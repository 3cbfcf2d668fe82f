/* table.h - the raw table every input format is read into: named columns, rows of text cells.
 *
 * Ingest is format-specific; everything after it works on this one shape. A
 * table grows column by column as files name new fields; a row that lacks a
 * column has a MISSING cell there. Each row remembers the file and line it came
 * from, so later stages can point errors at the input.
 *
 * Cells are stored compactly, because a CI history can be millions of rows: the
 * texts are packed one after another into fixed chunks that never move, each
 * distinct text once, and a cell is the 32-bit offset of its text (its id), so
 * a table takes about the size of its distinct texts plus 4 bytes a cell
 * (docs/formats.md: limits). Equal cells have equal ids, so a reader can do
 * its work once per distinct value of a column (pm_table_cell_id).
 *
 * Ownership: the table owns an arena holding every string it refers to (names,
 * cell texts, file names); all of them live until pm_table_free(), the rows and
 * their cell texts until pm_table_drop_rows().
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

/* What a reader knows of a column from its format (a Google Benchmark argument is a size, a
 * counter is a metric): the default of its role (dataset/roles.h), which the user's role
 * options override. */
typedef enum {
    PM_HINT_NONE = 0, /* nothing known: the role comes from the name and the cells */
    PM_HINT_METRIC,   /* a measured metric (a counter, a throughput, another time): never a
                         parameter; the target when it is the file's only metric */
    PM_HINT_GROUP,    /* the benchmark's name without its arguments (its family): the group */
    PM_HINT_FACTOR,   /* an argument the tool varies (a size, a count, threads): a scaling
                         factor */
    PM_HINT_REPEAT,   /* a repetition index: marks repeated measurements, never a parameter */
    PM_HINT_INFO      /* describes the run or the benchmark, not a parameter of it */
} pm_col_hint;

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
    unsigned char *hint;      /* per column: its pm_col_hint, from the reader that made it */
    const char **hint_why;    /* per column: the reader's reason for it (a static string,
                                 "a Google Benchmark argument"), NULL with PM_HINT_NONE */
    size_t cap_cols;          /* allocated slots in names/name_line/name_file */
    size_t nrows;             /* number of rows */
    pm_row *rows;             /* malloc'd array of rows */
    size_t cap_rows;          /* allocated rows */
    size_t nfiles;            /* input files read into the table */
    size_t excluded;          /* records left out on purpose (failed or skipped tests) */
    char **notes;             /* what the readers chose that a user should know ("data.js: the
                                 newest of 12 entries"), one line each (arena strings);
                                 malloc'd array */
    size_t nnotes;            /* their count */
    struct pm_intern *intern; /* the cell texts (private to table.c) */
} pm_table;

pm_table *pm_table_new(void);    /* empty table; never NULL */
void pm_table_free(pm_table *t); /* frees everything; NULL is a no-op */

/* Index of the column called name, or (size_t)-1 when there is none. */
size_t pm_table_find(const pm_table *t, const char *name);

/* Index of column name, adding it (introduced at file:line) if new. A name with
 * control characters is stored (and matched) escaped: "a\nb" becomes "a\\nb". */
size_t pm_table_column(pm_table *t, const char *name, const char *file, long line);

/* Give column col the hint h, for the reason why (a static string, kept as it is): what
 * roles (dataset/roles.h) infer when the user names no role for it. A later hint replaces an
 * earlier one. */
void pm_table_hint(pm_table *t, size_t col, pm_col_hint h, const char *why);

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

/* The id of the cell of row r in column col: 0 when MISSING. Two cells have the
 * same id when they have the same kind and text (texts of 1 MiB or more are
 * stored each time, so equal ones of that size can differ), and different ids
 * when they differ. Valid until pm_table_drop_rows or pm_table_free. */
uint32_t pm_table_cell_id(const pm_row *r, size_t col);

/* 1 when every cell text of t was stored once (none was of 1 MiB or more), so that two
 * cells of one kind have the same text exactly when they have the same id; 0 otherwise. */
int pm_table_ids_unique(const pm_table *t);

/* The cell an id from pm_table_cell_id stands for (0: a MISSING cell). */
pm_cell pm_table_id_cell(const pm_table *t, uint32_t id);

/* The distinct cells of one column: since equal cells have equal ids, a reader
 * that checks, parses or counts values does it once per entry here and looks
 * rows up by their index (a column of a million rows and five values costs
 * five parses). */
typedef struct pm_table_distinct {
    size_t n;        /* distinct ids (0, MISSING, is one when a row lacks the cell) */
    uint32_t *id;    /* the n ids, in the order of the first row that has each */
    uint32_t *count; /* rows with each */
    uint32_t *first; /* the first row with each (a row number into t->rows) */
    uint64_t *slot;  /* private: hash set of id << 32 | index + 1 (0: empty) */
    size_t nslot;    /* private: its size, a power of two */
    size_t cap;      /* private: allocated entries of id, count and first */
} pm_table_distinct;

/* The distinct cells of column col over rows rows[0..nrows) of t (row numbers
 * into t->rows; NULL takes every row, nrows = t->nrows), into out; with
 * row_index (nrows entries, may be NULL) the index in out->id of each row's
 * cell. Never fails (aborts on out of memory); free with
 * pm_table_distinct_free. */
void pm_table_distinct_build(const pm_table *t, size_t col, const uint32_t *rows, size_t nrows,
                             uint32_t *row_index, pm_table_distinct *out);

/* The distinct cells of each of the ncols columns cols[0..ncols) over every row of t, into
 * out[0..ncols), as pm_table_distinct_build makes them one column at a time, in one pass over
 * the rows: a reader that needs several columns reads each row once. Never fails (aborts on
 * out of memory); free each with pm_table_distinct_free. */
void pm_table_distinct_build_cols(const pm_table *t, const size_t *cols, size_t ncols,
                                  pm_table_distinct *out);

/* Index of id in d->id, or (size_t)-1 when no row has it. */
size_t pm_table_distinct_find(const pm_table_distinct *d, uint32_t id);

void pm_table_distinct_free(pm_table_distinct *d); /* NULL is a no-op */

/* Free every row with its cells and their texts, keeping the columns (names,
 * where they were introduced), the file names and the counts of files and
 * exclusions: for a caller done with the rows (the dataset holds what it
 * needs) that keeps the table for its column names. nrows becomes 0. */
void pm_table_drop_rows(pm_table *t);

/* 1 when a cell's text did not fit: the inputs' distinct cell texts passed 4 GiB
 * (offsets are 32 bits), and such a cell reads as missing. The table is
 * unusable then: pm_ingest_file fails with an input error. */
int pm_table_full(const pm_table *t);

/* Add a note of the reader's (printf-style, one line, kept in the arena) to t->notes: run.c
 * prints each one after the roles. A file that fails takes its notes back (pm_table_end). */
void pm_table_note(pm_table *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Where the table stood before a file was read. */
typedef struct pm_table_mark {
    size_t nrows;    /* rows then */
    size_t ncols;    /* columns then */
    size_t excluded; /* records left out then */
    size_t nnotes;   /* notes then */
} pm_table_mark;

/* Mark the table before a reader adds one file's rows. */
pm_table_mark pm_table_begin(const pm_table *t);

/* End reading one file: with rc 0 the file is counted; otherwise every row,
 * column and exclusion it added is undone, so a failed file leaves no trace.
 * Returns 0 for rc 0, else -1. */
int pm_table_end(pm_table *t, pm_table_mark m, int rc);

#endif
