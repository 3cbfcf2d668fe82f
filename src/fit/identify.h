/* identify.h - what the data cannot establish about a group's model, as warnings (warning.h).
 *
 * The last phase of a protocol run (protocol_job.h), once the model, its spread over the
 * seeds and its intervals are known. Each check names the unknown, the parameter behind it
 * and the numbers that triggered it (docs/fit.md, "Warnings"): a power with too few distinct
 * values or only two, a power on its bound, a spread over the seeds wider than the mean, an
 * exponent's interval wider than 2 or unknown, a power whose coefficient is 0, a coefficient
 * without an interval, a constant target, a constant that decides extrapolations, and
 * --cores that the segmented form could not break at.
 */
#ifndef PM_IDENTIFY_H
#define PM_IDENTIFY_H

#include "dataset/dataset.h"
#include "fit/protocol.h"

/* Append the warnings of gf (a fitted group of d, fitted with options o) to gf->warnings.
 * Where a coefficient or power has no usable interval (--bootstrap > 0), its ci_lo, ci_hi
 * and se are set to NAN. Never fails. */
void pm_identify_warn(const pm_dataset *d, pm_group_fit *gf, const pm_fit_opts *o);

#endif
