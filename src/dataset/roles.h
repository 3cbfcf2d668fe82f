/* roles.h - what each input column means: group, target, parameter of some kind, or ignored.
 *
 * The user may name columns for each role (flags or config file); every role
 * not named is inferred from what the reader knew of the column (its hint,
 * ingest/table.h: a Google Benchmark argument is a scaling factor, a counter a
 * metric), its name (dataset/names.h) and its cells, in this order:
 *   - the target: a time-like name (else a throughput name: items_per_second,
 *     tokens/s, ...), else the file's only metric;
 *   - the group: the column the reader said names the benchmark (a family),
 *     else `framework`, else a text column named like a benchmark (benchmark,
 *     name, test, region ...);
 *   - ignored: repetition indices (repeat, rep, iteration ...: they mark
 *     repeated measurements), metrics (counters, throughputs, other times),
 *     run metadata, a column with one value;
 *   - scaling factors (extrinsic): the reader's arguments, well-known parallel
 *     and batch names (gpus, workers, threads, batch_size ...), and, in a table
 *     that is not a training campaign (no gpus, workers, batch_size ... column),
 *     problem sizes by name (n, size, count, bytes ...) and whole numbers from 1
 *     spanning at least a decade;
 *   - the rest: numbers are numeric intrinsic parameters, text categorical.
 * A column whose cells are mostly numbers is numeric, and its other cells are
 * errors (or dropped rows), never a silent change to categorical. An inferred
 * numeric column with 0 or negative values is a power law only over its
 * positive values: with at most 3 distinct values it is made categorical,
 * otherwise the dataset leaves out the rows where it is not positive and counts
 * them (nonpositive below). Each decision keeps a short reason so pmreport can
 * print what it assumed.
 */
#ifndef PM_ROLES_H
#define PM_ROLES_H

#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>
#include <stdio.h>

typedef enum {
    PM_ROLE_IGNORED = 0, /* not used by the model */
    PM_ROLE_GROUP,       /* splits the data into separate fits (framework) */
    PM_ROLE_TARGET,      /* the measured time */
    PM_ROLE_NUMERIC,     /* intrinsic numeric parameter: a * I^p */
    PM_ROLE_CATEGORICAL, /* intrinsic categorical parameter: one a per level */
    PM_ROLE_EXTRINSIC,   /* scaling factor: E^q */
    PM_ROLE_UNIT,        /* per-row unit of the target */
    PM_ROLE_SPLIT        /* per-row train/test assignment */
} pm_role;

/* Role names as printed ("group", "target", "numeric", ...). */
const char *pm_role_name(pm_role r);

/* What the target measures. */
typedef enum {
    PM_TARGET_AUTO = 0,  /* from the name: a throughput name (items_per_second) or a time */
    PM_TARGET_TIME,      /* a time (or a time per item) */
    PM_TARGET_THROUGHPUT /* items per unit of time, modelled as its inverse: time per item */
} pm_target_kind;

/* What the user asked for. NULL / zero counts mean "infer". Borrowed strings. */
typedef struct pm_role_spec {
    const char *group;          /* group column, or NULL */
    const char *target;         /* target column, or NULL */
    char **numeric;             /* numeric intrinsic columns */
    size_t nnumeric;            /* count; 0 = infer */
    char **categorical;         /* categorical intrinsic columns */
    size_t ncategorical;        /* count; 0 = infer */
    char **extrinsic;           /* extrinsic columns */
    size_t nextrinsic;          /* count; 0 = infer */
    pm_target_kind target_kind; /* --target-kind; AUTO = from the name */
    int skip_bad_rows;          /* --skip-bad-rows: drop rows whose cells do not fit their role */
    FILE *warn;                 /* where the one warning about dropped rows goes; NULL: nowhere */
    const char *source;         /* who named the roles above, for the reasons printed: NULL for
                                   the user ("given"), else e.g. "the baseline's" (a gate reuses
                                   its baseline's roles, run.c) */
} pm_role_spec;

typedef struct pm_roles {
    size_t ncols;               /* columns of the table the roles were decided for */
    pm_role *role;              /* malloc'd, one per column */
    char **why;                 /* malloc'd, one malloc'd reason per column */
    unsigned char *nonpositive; /* malloc'd, per column: 1 when an inferred numeric or
                                   extrinsic column has values <= 0, whose rows the dataset
                                   leaves out (counted) instead of refusing them */
    size_t group_col;           /* column index or (size_t)-1 */
    size_t target_col;          /* column index (always set on success) */
    size_t unit_col;            /* column index or (size_t)-1 */
    size_t split_col;           /* column index or (size_t)-1 */
    const char *unit;           /* canonical unit named by the target column, or NULL
                                   ("s/item" for a throughput per known unit of time) */
    int throughput;             /* 1: the target is a throughput, modelled as time per item */
    const char *per;   /* throughput: the time unit its name says ("s", "min", "h"), or NULL */
    int skip_bad_rows; /* copied from the spec */
    FILE *warn;        /* copied from the spec (borrowed) */
} pm_roles;

/* Decide the role of every column of t from spec and the data. Returns 0, or -1
 * with err set ("file:line: ..." pointing at the header that should have had the
 * column) when a named column does not exist, a column is given two roles, or
 * no target can be found. On success free with pm_roles_free. */
int pm_roles_decide(const pm_table *t, const pm_role_spec *spec, pm_roles *out, pm_error *err);

void pm_roles_free(pm_roles *r); /* frees the arrays; NULL is a no-op */

#endif
