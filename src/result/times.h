/* times.h - the groups the model does not fit, as the result holds them: their times.
 *
 * A benchmark with no scaling parameter (a pytest-benchmark test, a hyperfine command, a
 * Google Benchmark without arguments) or one measured at too few configurations for the
 * model's unknowns (fit/plan.h) still has times worth reporting and gating: each of its
 * configurations' median, count and noise (the spread of ln of its measurements).
 */
#ifndef PM_RESULT_TIMES_H
#define PM_RESULT_TIMES_H

#include "dataset/dataset.h"
#include "fit/plan.h"
#include "result/result.h"

/* Append to r->times a pm_res_times for every group of td (a dataset of the groups planned
 * PM_PLAN_TIMES, pm_dataset_take_groups; plans[gi] is group gi's plan). td's parameters are
 * r's, in r's order (both come from one dataset). Never fails (aborts on out of memory). */
void pm_result_add_times(pm_result *r, const pm_dataset *td, const pm_group_plan *plans);

/* The median time of t's configurations' medians, and how many measurements: what the
 * report shows of a group with several. */
double pm_res_times_median(const pm_res_times *t);

void pm_res_times_free(pm_res_times *t); /* NULL is a no-op */

#endif
