/* protocol_job.h - what the phases of one protocol run share (internal to fit/).
 *
 * pm_fit_run (fit/protocol.c) is a sequence of phases, each in the file of its job:
 *
 *   set up every group      protocol.c  its cost, form and regime (select.h), layout, arrays
 *   choose lambda           lambda.h    --lambda auto: 5-fold cross-validation per group
 *   fit the seeds           seeds.h     `fits` seeded fits per group, the model and its scores
 *   leave one out           loo.h       the test of a group too small for a split (plan.h)
 *   intervals               bootstrap.h the 95% intervals and standard errors (--bootstrap)
 *   sweep lambda            lambda.h    --lambda-sweep
 *   warn                    identify.h  what the data cannot establish (warning.h)
 *
 * A phase reads the job and writes into job->f's groups; tasks that run on worker threads
 * (util/pool.h) write only the slots their task number picks, so nothing depends on the
 * number of threads. Nothing outside fit/ includes this header.
 */
#ifndef PM_PROTOCOL_JOB_H
#define PM_PROTOCOL_JOB_H

#include "dataset/dataset.h"
#include "fit/cost.h"
#include "fit/protocol.h"

/* One run of the protocol. Everything is borrowed from pm_fit_run, which owns cfg. */
typedef struct pm_fit_job {
    const pm_dataset *d;  /* the data */
    const pm_fit_opts *o; /* the options as run (&f->opts: fits >= 1, a penalty with --lambda
                             auto) */
    pm_fit *f;            /* the fit being filled, one pm_group_fit per group of d */
    pm_cost_config *cfg;  /* per group: its cost (bounds in its own model unit; lambda as
                             chosen by cross-validation) */
    int threads;          /* worker threads (at least 1) */
} pm_fit_job;

/* Smallest and largest training time of g (the data unit; +-INFINITY without training
 * configurations). */
void pm_fit_train_range(const pm_group *g, double *lo, double *hi);

#endif
