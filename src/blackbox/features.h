/* features.h - a group's configurations as the numeric matrix the black boxes learn from.
 *
 * One row per configuration asked for (all of the group's, or a subset: the black
 * boxes build only the rows they train on and score, blackbox/blackbox.h), one
 * column per thing that varies in the group's training configurations:
 *   - a numeric intrinsic parameter or an extrinsic factor: ln(value) when every
 *     value of the parameter is positive (always so in pmreport: the model raises
 *     them to powers), else the value itself; then standardised with the mean and
 *     standard deviation over the group's training rows. The logarithm makes a
 *     power law a straight line and the doubling steps of a scan (1, 2, 4, 8 GPUs)
 *     evenly spaced, which is what an RBF kernel's single length scale needs;
 *   - a categorical parameter: one 0/1 column per level present in the training
 *     rows (one-hot), not standardised, so two configurations that differ in one
 *     level are sqrt(2) apart, about as far as one standard deviation in two
 *     numeric columns.
 * A parameter that takes one value in the group's training rows gives no column.
 * The target is ln(time), standardised over the training rows (so the SVR's
 * epsilon and C mean the same for any unit and spread): the generic fit's
 * default loss is on the log scale too, and a black box's prediction
 * exp(y * sd + mean) is a time. docs/fit.md ("Black boxes") states the choice.
 * The columns, means and standard deviations always come from all the group's
 * training rows, so a configuration's row is the same whichever others are built.
 *
 * Ownership: a pm_bb_design owns its arrays; pm_bb_design_free releases them.
 */
#ifndef PM_BB_FEATURES_H
#define PM_BB_FEATURES_H

#include "dataset/dataset.h"

#include <stddef.h>

typedef struct pm_bb_design {
    size_t n;      /* rows: the configurations asked for, in the order asked */
    size_t ncol;   /* columns (0 when nothing varies in the training rows) */
    double *x;     /* n x ncol, row-major */
    double *y;     /* n: (ln t - y_mean) / y_sd */
    double y_mean; /* mean of ln t over the training rows */
    double y_sd;   /* their standard deviation (1 when it is 0) */
} pm_bb_design;

/* Build the design of group g of d for the configurations rows[0 .. nrows) (row i
 * of the design is configuration rows[i] of g; rows NULL: every configuration of g,
 * in order, and nrows is ignored). The training rows, which decide the columns and
 * the standardisation, are those with g->train set, whether asked for or not.
 * Memory: nrows x columns doubles, plus n doubles of scratch while it runs. Never
 * fails (aborts on out of memory). Free with pm_bb_design_free. */
void pm_bb_design_build(const pm_dataset *d, const pm_group *g, const size_t *rows, size_t nrows,
                        pm_bb_design *out);

/* The time that standardised log value y stands for, in the data unit. */
double pm_bb_design_time(const pm_bb_design *m, double y);

void pm_bb_design_free(pm_bb_design *m); /* NULL is a no-op */

#endif
