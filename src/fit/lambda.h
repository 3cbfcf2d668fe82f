/* lambda.h - the weight lambda of the penalty: chosen per group by cross-validation
 * (--lambda auto), and the sweep over its grid (--lambda-sweep).
 *
 * Both use the grid of pm_sweep_lambda (fit/protocol.h: 1e-6, 1e-5, ..., 1) and the L2
 * penalty where the options name none. Cross-validation runs before the seeded fits
 * (protocol_job.h): each grid value is fitted on 4 of 5 folds of a group's training
 * configurations and scored on the fifth (one seed per fit), and the value with the lowest
 * total held-out loss becomes the group's lambda. The sweep runs after them: one fit per grid
 * value on the training configurations, scored on the test ones (Figures 7 and 8 of the
 * paper). Deterministic for the run's seed, whatever the number of threads.
 */
#ifndef PM_LAMBDA_H
#define PM_LAMBDA_H

#include "fit/protocol_job.h"

/* --lambda auto: every group's lambda by cross-validation, into job->cfg[gi] (lambda, and
 * the L2 penalty where there was none). Never fails. */
void pm_lambda_choose(const pm_fit_job *job);

/* --lambda-sweep: every group's sweep (gf->sweep, PM_SWEEP_N points: lambda, the fit's
 * unknowns in the data unit and its test metrics), from the groups' layouts and costs. Never
 * fails. */
void pm_lambda_sweep(const pm_fit_job *job);

#endif
