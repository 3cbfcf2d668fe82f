/* bootstrap.h - the 95% intervals and standard errors of every group's unknowns (--bootstrap,
 * --interval), and the refit on every configuration the gate compares.
 *
 * Run after the seeded fits (protocol_job.h), from each group's model, in one of two ways
 * (docs/fit.md, "Intervals"):
 *
 * - sandwich (the default, and sandwich-hc3), for the log loss: standard errors from the
 *   Jacobian of the model (fit/interval.h), x +- t se clipped to the bounds, and
 *   `--bootstrap` linearised wild bootstrap draws of the exponents q (gf->boot_q); beside
 *   them, the model refitted on every configuration of the group, training and test, and
 *   that refit's standard errors (gf->all_x, gf->all_se), which the gate's model comparison
 *   judges.
 * - percentile (--interval percentile, or another loss): `--bootstrap` resamples of the
 *   training configurations, each refitted from the model; the 2.5 and 97.5 percentiles of
 *   the refits that succeeded, their standard deviation as the standard error, and their
 *   q's (gf->boot_q). With fewer than PM_BOOT_MIN_USED of them, or under
 *   PM_BOOT_MIN_FRACTION of those attempted, the intervals are unknown (NAN).
 *
 * Deterministic for the run's seed, whatever the number of threads.
 */
#ifndef PM_BOOTSTRAP_H
#define PM_BOOTSTRAP_H

#include "fit/protocol_job.h"

/* The intervals of every group of job->f as above, into ci_lo, ci_hi, se, nboot,
 * nboot_used, boot_q (and all_x, all_se for the sandwich). Nothing with --bootstrap 0.
 * Never fails: a group whose intervals cannot be had keeps them NAN (fit/identify.h then
 * warns). */
void pm_bootstrap_intervals(const pm_fit_job *job);

#endif
