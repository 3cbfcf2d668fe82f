/* select.h - which form of the model a group gets (--model auto) and where its regime breaks
 * (the segmented form, --cores).
 *
 * Both run while a group is set up, before its seeded fits (protocol_job.h), on its training
 * configurations only, with one seed per fit:
 *
 * - The regime (pm_select_regime). With --cores, the product of the group's parallel factors
 *   (those named like workers, threads, processes, ranks, jobs or cores) against the cores,
 *   when the training configurations have 2 distinct products at or below the cores and 1
 *   past them. Otherwise every candidate breakpoint is fitted (each extrinsic factor's
 *   distinct training values with 2 values at or below it and 2 past it) and the one of
 *   lowest training cost kept, with its 95% set (the candidates of that factor the
 *   likelihood ratio cannot tell from it; docs/fit.md, "The segmented
 *   form").
 *
 * - The form (pm_select_form). Every registered form that applies (fit/form.h) and, for a
 *   form with a regime, has one is fitted on 4 of 5 folds of the training configurations and
 *   scored on the fifth, and again with the configurations at the largest values of the
 *   factors held out (the extrapolation fold); another form replaces the paper's only when it
 *   is clearly better on the folds and no worse on the extrapolation fold (docs/fit.md,
 *   "--model auto").
 *
 * Deterministic for the run's seed, whatever the number of threads.
 */
#ifndef PM_SELECT_H
#define PM_SELECT_H

#include "fit/model.h"
#include "fit/protocol_job.h"

#include <stddef.h>

/* The segmented form's regime for group gi, its times divided by scale: into *reg (nparam 0
 * when no factor can break), *given 1 when it is --cores (job->o->cores) and 0 when fitted,
 * and for a fitted one its breakpoint's 95% set [*set_lo, *set_hi] (NAN for another loss
 * than the log loss, a penalty, or no breakpoint). Never fails. */
void pm_select_regime(const pm_fit_job *job, size_t gi, double scale, pm_regime *reg, int *given,
                      double *set_lo, double *set_hi);

/* The form --model auto chooses for group gi (times divided by scale, reg its regime from
 * pm_select_regime): the paper's unless another is chosen as above. cv and far
 * (PM_FORM_NFORMS each, NAN on entry) receive, for each form tried, its mean held-out loss
 * over the 5 folds and its mean loss on the extrapolation fold (NAN without one); nothing is
 * fitted, and they stay NAN, when only the paper's form applies. Never fails. */
pm_model_form pm_select_form(const pm_fit_job *job, size_t gi, double scale, const pm_regime *reg,
                             double *cv, double *far);

/* The regime of the product of group g's parallel factors (named as above) against cores:
 * reg's factors are the extrinsic ones g has (nparam 0 when none), its breakpoint cores. */
void pm_select_parallel_regime(const pm_dataset *d, const pm_group *g, double cores,
                               pm_regime *reg);

#endif
