/* regime.h - where a form with a regime breaks: the cores (--cores), or a breakpoint fitted
 * among a factor's values.
 *
 * Runs while a group is set up (fit/protocol_job.h), on its training configurations, and on
 * the folds of --model auto (fit/select.h), on the configurations a mask picks:
 *
 * - With --cores, the product of the group's parallel factors (those named like workers,
 *   threads, processes, ranks, jobs or cores) against the cores, when the configurations have
 *   2 distinct products at or below the cores and 1 past them.
 * - Otherwise every candidate breakpoint (each extrinsic factor's distinct values with 2
 *   values at or below it and 2 past it) is fitted and the one of lowest cost kept, with its
 *   95% set (the candidates of that factor the likelihood ratio cannot tell from it;
 *   docs/fit.md, "The segmented form"). The candidates share one fit: the form's unbroken
 *   form (fit/form.h) is fitted once (seeds until a second agrees with the best,
 *   pm_seeds_fit_confirmed), and every candidate is refined from it by
 *   Levenberg-Marquardt, its power past the breakpoint started where the candidate predicts
 *   what the unbroken fit predicts (so no candidate ends above the unbroken fit's cost).
 *
 * Deterministic for the run's seed, whatever the number of threads.
 */
#ifndef PM_REGIME_H
#define PM_REGIME_H

#include "fit/model.h"
#include "fit/protocol_job.h"

#include <stddef.h>

/* A regime chosen for one group on some of its configurations. */
typedef struct pm_regime_choice {
    pm_regime reg;         /* the regime (nparam 0 when no factor can break) */
    int given;             /* 1 when it is --cores, 0 when fitted */
    double set_lo, set_hi; /* a fitted breakpoint's 95% set: the lowest and highest candidate
                              of its factor within it; NAN for another loss than the log loss,
                              a penalty, a given breakpoint, or none */
    double *x;             /* with want_x: the fit at reg, in the form's layout on the
                              configurations chosen (malloc'd; NULL when reg.nparam is 0) */
} pm_regime_choice;

/* The regime of form (one with PM_LAYOUT_REGIME) for group gi, times divided by scale, on the
 * configurations use marks (NULL: its training ones): --cores (job->o->cores > 0) when it can
 * break there, else the fitted breakpoint. x0: the fit of the form's unbroken form on the
 * same configurations (pm_form_unbroken's layout), or NULL to fit it here (a confirmed fit). With
 * want_x, out->x receives the fit at the regime chosen (a given one is fitted too). Free
 * with pm_regime_choice_free. Never fails. */
void pm_regime_choose(const pm_fit_job *job, size_t gi, double scale, const unsigned char *use,
                      pm_model_form form, const double *x0, int want_x, pm_regime_choice *out);

void pm_regime_choice_free(pm_regime_choice *c); /* NULL is a no-op */

/* The regime of the product of group g's parallel factors (named as above) against cores:
 * reg's factors are the extrinsic ones g has (nparam 0 when none), its breakpoint cores. */
void pm_regime_parallel(const pm_dataset *d, const pm_group *g, double cores, pm_regime *reg);

#endif
