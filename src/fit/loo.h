/* loo.h - leave-one-out: the test of a group too small for a split (fit/plan.h, PM_PLAN_LOO).
 *
 * Such a group trains on every configuration, so it has no test configurations; instead each
 * configuration is left out in turn, the model refitted without it from the model's unknowns
 * (one seed, as a bootstrap refit), and the configuration predicted by that refit. Its test
 * metrics are those predictions' (a refit that is no model predicts NAN). Runs after the
 * seeded fits (protocol_job.h); every (group, configuration) pair is one task on the worker
 * threads, so the result does not depend on their number.
 */
#ifndef PM_LOO_H
#define PM_LOO_H

#include "fit/protocol_job.h"

/* For every group of job->f with gf->loo: gf->loo_pred (one prediction per configuration of
 * the group, in its order, data unit) and gf->m_test from them. Nothing for the other groups.
 * Never fails. */
void pm_loo_score(const pm_fit_job *job);

#endif
