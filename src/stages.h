/* stages.h - the model of one table of inputs, as pm_run (run.h) and `pmreport history import`
 * (import.h) make it: the column roles (the user's, else the baseline's, else inferred), the
 * dataset, each group's plan (fit/plan.h: the groups without a model keep only their times),
 * the fit, the one result, the comparison of the paper's Table V beside the model, and the
 * text of dataset.txt and dataset.json (made before the groups without a model leave the
 * dataset, so they describe every group).
 *
 * Ownership: a pm_stages owns everything in it; pm_stages_free releases it. The table given
 * keeps its columns (the rows are dropped once the dataset holds them) and must outlive the
 * stages: the dataset's source files point into it.
 */
#ifndef PM_STAGES_H
#define PM_STAGES_H

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "fit/plan.h"
#include "fit/protocol.h"
#include "ingest/table.h"
#include "options.h"
#include "result/factor.h"
#include "result/result.h"
#include "util/buf.h"
#include "util/error.h"

#include <stdio.h>

typedef struct pm_stages {
    pm_roles roles;       /* every column's role */
    pm_dataset d;         /* the groups the model fits */
    pm_dataset times;     /* the groups it does not fit (their times) */
    pm_group_plan *plans; /* times' groups' plans, in its order (malloc'd) */
    pm_fit fit;           /* the fit of d (its rows dropped) */
    pm_result result;     /* the result: d's groups fitted, times' groups' times, Table V */
    pm_buf dataset_txt;   /* dataset.txt: roles and the summary of every group */
    pm_buf dataset_json;  /* dataset.json */
    int have_roles, have_dataset, have_times, have_fit, have_result; /* what to free */
} pm_stages;

/* What the stages read of the options, each stage its own part. */
typedef struct pm_stages_opts {
    pm_role_spec roles;             /* the roles the user named (borrows the options' strings) */
    pm_dataset_opts dataset;        /* the split and how repeats are reduced */
    pm_fit_opts fit;                /* the fit; cores resolved (pm_stages_opts_from) */
    const pm_factor_ideals *ideals; /* --ideal: the exponents expected (borrowed) */
    unsigned baselines;             /* the black boxes of Table V (mask of 1 << pm_bb_kind) */
    const char *extrapolate;        /* --extrapolate: the factor's name (borrowed), NULL: none;
                                       fit.extrapolate is resolved from it once the dataset is
                                       built */
} pm_stages_opts;

/* The stages' part of options o (borrowed from o, which must outlive out). The segmented
 * form's breakpoint in cores, when the options leave it to the machine (fit.cores < 0), is
 * this machine's online cores with a form named, and fitted (0) with --model auto, whose
 * choice must not depend on the machine, or with --no-machine, whose outputs must not. */
void pm_stages_opts_from(const pm_options *o, pm_stages_opts *out);

/* Run the stages over the table t under so: the roles so names, else (baseline not NULL) the
 * baseline's for the columns t has, else inferred; summaries and plans on log (NULL:
 * nowhere). meta goes into the result. Returns 0, or -1 with err set (a bad cell, a group that
 * cannot be fitted as asked, an --extrapolate that names no extrinsic factor); free s with
 * pm_stages_free either way. */
int pm_stages_model(const pm_stages_opts *so, pm_table *t, const pm_result *baseline,
                    const pm_run_meta *meta, FILE *log, pm_stages *s, pm_error *err);

/* pm_stages_model under pm_stages_opts_from(o), for a caller that holds the whole options
 * (import.c). */
int pm_stages_run(const pm_options *o, pm_table *t, const pm_result *baseline,
                  const pm_run_meta *meta, FILE *log, pm_stages *s, pm_error *err);

void pm_stages_free(pm_stages *s); /* NULL is a no-op */

#endif
