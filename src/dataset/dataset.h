/* dataset.h - typed, grouped, reduced data ready for fitting.
 *
 * Built from the raw table and the column roles: every target value parsed and
 * expressed in one unit, every parameter value typed (numbers for numeric and
 * extrinsic parameters, levels for categorical ones), rows split by group,
 * repeated measurements of one configuration reduced to their median (the
 * paper's protocol; or their mean or minimum, pm_aggregate) with the count and
 * every measurement kept (their spread is the measurement noise,
 * dataset/noise.h), and a deterministic train/test split.
 *
 * Per parameter the dataset keeps the sorted table of distinct values; each
 * configuration refers to its values by index, so a fit computes I^p once per
 * distinct value rather than once per row.
 *
 * Ownership: a pm_dataset owns everything it points to (copies of names and
 * levels); the table it was built from may be freed afterwards, except that
 * src_file points at the table's file names (keep the table alive while you
 * use them).
 */
#ifndef PM_DATASET_H
#define PM_DATASET_H

#include "dataset/roles.h"
#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

/* How the repeated measurements of one configuration are reduced to its time (--aggregate;
 * Extra-P offers the same three). */
typedef enum pm_aggregate {
    PM_AGG_MEDIAN = 0, /* the default: robust to an outlier among the repeats */
    PM_AGG_MEAN,       /* the arithmetic mean */
    PM_AGG_MIN         /* the fastest run: the time without interference */
} pm_aggregate;

const char *pm_aggregate_name(pm_aggregate a);                /* "median", "mean", "min" */
int pm_aggregate_from_name(const char *s, pm_aggregate *out); /* 0 ok, -1 unknown */

typedef struct pm_param {
    char *name;     /* column name */
    pm_role role;   /* PM_ROLE_NUMERIC, PM_ROLE_CATEGORICAL or PM_ROLE_EXTRINSIC */
    size_t nvalues; /* distinct values (numeric, extrinsic) or levels (categorical) */
    double *values; /* sorted distinct values; NULL for categorical */
    char **levels;  /* sorted level names; NULL for numeric and extrinsic */
} pm_param;

/* The value index of a parameter in a group that lacks it (pm_group.idx): the group's
 * configurations have no cell for it in any row, so it is not a parameter of that group
 * (pm_group.ndistinct is 0 there). Families of one benchmark suite take different arguments. */
#define PM_DATASET_ABSENT UINT32_MAX

typedef struct pm_group {
    char *name;            /* group name ("all" when there is no group column) */
    size_t n;              /* configurations (distinct parameter tuples) */
    size_t nmeas;          /* measurements behind them */
    double *t;             /* target per configuration (median of its repeats, or the
                              pm_dataset_opts.aggregate), in the dataset unit */
    uint32_t *count;       /* measurements per configuration */
    double *meas;          /* nmeas: every measurement in the dataset unit, configuration by
                              configuration (in ascending order within one), so the spread of
                              repeats survives the median (dataset/noise.h) */
    size_t *meas_off;      /* n + 1: configuration k's measurements are
                              meas[meas_off[k] .. meas_off[k + 1]) */
    uint32_t *idx;         /* n x nparams, row-major: value/level index of each parameter
                              (PM_DATASET_ABSENT where the group lacks it) */
    unsigned char *train;  /* 1 when the configuration is in the training set */
    size_t ntrain;         /* configurations with train = 1 */
    int loo;               /* 1: too few configurations for a split, so every one trains and
                              the fit tests each by leaving it out (fit/plan.h) */
    const char **src_file; /* file of the first measurement (borrowed from the table) */
    long *src_line;        /* its line */
    size_t *ndistinct;     /* per parameter: distinct values present in this group (0: the
                              group lacks the parameter, PM_DATASET_ABSENT) */
} pm_group;

typedef struct pm_dataset {
    size_t nparams;    /* parameters, numeric first, then categorical, then extrinsic */
    pm_param *params;  /* the parameters */
    size_t ngroups;    /* groups, sorted by name */
    pm_group *groups;  /* the groups */
    char *group_name;  /* group column name, NULL when none */
    char *target_name; /* target column name */
    char unit[8];    /* unit of t ("s", "ms", "us", "ns", "min", "h", "s/item"), "" when unknown */
    size_t nrows;    /* input rows used (after --skip-bad-rows) */
    size_t nfiles;   /* input files */
    size_t excluded; /* records the readers left out on purpose (failed/skipped tests) */
    size_t zero_times;      /* measurements of 0 left out (below the timer's resolution) */
    size_t *nonpositive;    /* per parameter: rows left out where it was 0 or negative (an
                               inferred power-law parameter, roles.h) */
    int split_given;        /* 1 when a split column decided train/test */
    pm_aggregate aggregate; /* how repeats were reduced to t */
} pm_dataset;

typedef struct pm_dataset_opts {
    double train_fraction;  /* share of configurations per group for training (0, 1] */
    uint64_t seed;          /* seed of the train/test shuffle */
    pm_aggregate aggregate; /* how repeats are reduced (0: median) */
} pm_dataset_opts;

/* Build the dataset from t under roles. Every row is checked in file order
 * (target, group, parameters, unit, split). Returns 0, or -1 with err set to
 * "file:line: what is wrong" for the first bad cell (missing value, a value
 * that is not a positive number where one is needed, a unit that is not one or
 * disagrees with the target's name, too many levels). With
 * roles->skip_bad_rows, bad rows are dropped instead and one warning line
 * (their count and the first one's error) is written to roles->warn; a table
 * with no good row is still an error. A throughput target is stored as time
 * per item (1/throughput, unit "s/item" when known). On success free with
 * pm_dataset_free. */
int pm_dataset_build(const pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                     pm_dataset *out, pm_error *err);

/* The same, freeing t's rows (pm_table_drop_rows) as soon as they are read,
 * before the configurations are reduced: for a caller done with them (run.c),
 * so that at a million rows the peak holds the table or the dataset, not both.
 * t keeps its columns and file names (src_file points at them). On failure t
 * is left whole. */
int pm_dataset_build_drop(pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                          pm_dataset *out, pm_error *err);

void pm_dataset_free(pm_dataset *d); /* frees everything; NULL is a no-op */

/* Move the groups gi of d with take[gi] set into *out, a dataset of its own with copies of
 * d's parameters, names, unit and counts (nrows, nfiles, excluded, zero_times stay d's;
 * out's nrows counts its groups' measurements); d keeps the others, in their order. Free
 * both with pm_dataset_free. */
void pm_dataset_take_groups(pm_dataset *d, const unsigned char *take, pm_dataset *out);

/* Index of the parameter called name, or (size_t)-1. */
size_t pm_dataset_param(const pm_dataset *d, const char *name);

/* Value of parameter j in configuration k of group g (numeric/extrinsic); NAN where the group
 * lacks it. */
double pm_dataset_value(const pm_dataset *d, const pm_group *g, size_t k, size_t j);

#endif
