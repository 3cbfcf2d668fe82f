/* times.h - the gate on the groups the model does not fit: their times against the
 * baseline's.
 *
 * A benchmark with no scaling parameter (result/times.h) is still gated, as
 * github-action-benchmark's threshold gates it, with statistics. Per group:
 *   - the configurations both runs measured are matched by their parameters' values;
 *   - the slowdown is exp of the mean over them of ln(this run's median / the baseline's),
 *     divided by the machine-speed factor where the groups compared by their exponents
 *     give one (pm_gate.time_ratio: a uniformly slower runner is not a regression);
 *   - its standard error comes from the configurations' repeats (the median of n
 *     measurements with log spread s has a variance of about (pi/2) s^2 / n), and, where the
 *     suite has 3 or more such groups, is at least the spread of their ratios (1.4826 x
 *     their median absolute deviation): repeats within one run understate how much a
 *     benchmark moves between runs, the other benchmarks of the suite show it;
 *   - the group REGRESSED when ln(slowdown) - ln(max_slowdown) > z se, z Bonferroni-corrected
 *     over the groups compared by their times (pm_gate_z), and is INCONCLUSIVE when it is
 *     missing on one side, no configuration matches, or the noise is unknown (no repeats and
 *     fewer than 3 such groups).
 * docs/gate.md documents the rule for users.
 */
#ifndef PM_GATE_TIMES_H
#define PM_GATE_TIMES_H

#include "gate/gate.h"
#include "result/result.h"

/* Compare the candidate's groups compared by their times (rc->times) with the baseline's
 * (rb->times, or a baseline group the model fitted, by its configurations) under o, into
 * out->times; out->time_ratio (the machine-speed factor, from the exponents' comparison) must
 * be set already. Does not touch the verdict counts. Never fails. */
void pm_gate_times(const pm_result *rb, const pm_result *rc, const pm_gate_opts *o, pm_gate *out);

/* The allowed slowdown under o: o->max_slowdown, or PM_GATE_DEFAULT_SLOWDOWN. */
double pm_gate_max_slowdown(const pm_gate_opts *o);

#endif
