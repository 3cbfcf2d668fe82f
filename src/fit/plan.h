/* plan.h - which groups the model fits, and how each one's prediction error is measured.
 *
 * A benchmark suite holds groups of every size: a family swept over 20 sizes, one swept over
 * 4, one measured once. The protocol (protocol.h) splits a group's configurations into
 * training and test ones (60/40 by default); a sweep of 4-13 sizes leaves too few for the
 * model's unknowns that way, and a benchmark with no scaling parameter has no model at all.
 * So each group gets a plan before the fit:
 *   split   enough configurations: fitted on its training ones, tested on the rest;
 *   loo     too few for the split (or the split leaves fewer training configurations than
 *           unknowns + 1): fitted on every configuration and tested by leaving each out in
 *           turn (a one-seed refit per configuration, protocol.h), as long as every
 *           configuration is more than the unknowns (one degree of freedom left);
 *   times   no parameter at all, or no more configurations than unknowns: not fitted; its
 *           times are reported and gated as times (gate/gate.h, --max-slowdown).
 */
#ifndef PM_PLAN_H
#define PM_PLAN_H

#include "dataset/dataset.h"
#include "fit/protocol.h"

#include <stddef.h>

typedef enum pm_plan {
    PM_PLAN_SPLIT = 0, /* fitted on its training configurations, tested on the others */
    PM_PLAN_LOO,       /* fitted on every configuration, tested by leave-one-out */
    PM_PLAN_TIMES      /* not fitted: only its times */
} pm_plan;

const char *pm_plan_name(pm_plan p); /* "split", "leave-one-out", "times" */

/* Why a group is not fitted (PM_PLAN_TIMES), for people. */
typedef enum pm_plan_why {
    PM_PLAN_WHY_NONE = 0,     /* it is fitted */
    PM_PLAN_WHY_NO_PARAMETER, /* no parameter varies in it: nothing to scale */
    PM_PLAN_WHY_TOO_FEW       /* fewer configurations than the model's unknowns + 1 */
} pm_plan_why;

/* One group's plan. */
typedef struct pm_group_plan {
    pm_plan plan;    /* what happens to it */
    pm_plan_why why; /* for PM_PLAN_TIMES */
    size_t nx;       /* the model's unknowns in it (0 with no parameter) */
} pm_group_plan;

/* The plan of every group of d under options o (out[gi], d->ngroups entries). A group planned
 * PM_PLAN_LOO has every configuration made a training one (g->train, g->ntrain) and g->loo
 * set; nothing else of d changes. A split given by a split column is kept as it is (a group
 * it leaves too few training configurations still fails in the fit, as asked). */
void pm_fit_plan(pm_dataset *d, const pm_fit_opts *o, pm_group_plan *out);

#endif
