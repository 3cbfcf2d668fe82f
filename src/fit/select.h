/* select.h - which form of the model a group gets with --model auto, and by which rule.
 *
 * Runs while a group is set up, before its seeded fits (protocol_job.h), on its training
 * configurations only. Every fit that scores a form is one a second seed confirms
 * (pm_seeds_fit_confirmed, fit/seeds.h), or refined from such a fit: a single seed stops
 * where the data reject it often enough to decide the choice by chance. Every registered
 * form that applies (fit/form.h)
 * is tried, a form with a regime with the regime chosen for it (fit/regime.h). The rule
 * (pm_form_rule) depends on the question the data ask (docs/fit.md, "--model auto"):
 *
 * - Extrapolation along a factor F: --extrapolate F, or a split column whose test
 *   configurations are exactly those past the largest training value of an extrinsic factor
 *   F. Each form is fitted on the training configurations below F's largest training values
 *   (as many of them as the test holds past them, in share; a quarter without such a test)
 *   and scored on those at them (a form with a regime gets its breakpoint on the configurations
 *   it is fitted on); the lowest loss wins, the paper's on a tie. A group with fewer than 4
 *   training values of F falls back to:
 * - Cross-validation: each form is fitted on 4 of 5 folds of the training configurations
 *   (refined from its fit on all of them, a level a fold lacks at its reference) and scored on
 *   the fifth, and again with the configurations at the largest values of the
 *   factors held out (the extrapolation fold); another form replaces the paper's only when it
 *   is clearly better on the folds and no worse on the extrapolation fold.
 *
 * Deterministic for the run's seed, whatever the number of threads.
 */
#ifndef PM_SELECT_H
#define PM_SELECT_H

#include "fit/regime.h"

#include <stddef.h>

/* What --model auto chose for one group. */
typedef struct pm_form_choice {
    pm_model_form form;         /* the form chosen (a form with a regime may still become its
                                   unbroken one when reg.reg.nparam is 0) */
    pm_form_rule rule;          /* PM_RULE_EXTRAPOLATION or PM_RULE_CROSS_VALIDATION */
    size_t factor;              /* the factor extrapolated along (a dataset parameter index);
                                   SIZE_MAX for cross-validation */
    double cv[PM_FORM_NFORMS];  /* cross-validation: each form's mean held-out loss over the
                                   5 folds (NAN: not tried, or another rule) */
    double far[PM_FORM_NFORMS]; /* each form's mean loss on the configurations at the largest
                                   values, fitted without them (NAN: not tried, or no such
                                   fold); INFINITY where a form tried gave no model there */
    pm_regime_choice reg;       /* the chosen form's regime on every training configuration,
                                   when it has one (reg.nparam 0 otherwise; no x) */
} pm_form_choice;

/* The form --model auto chooses for group gi (times divided by scale), into out: the paper's,
 * by the rule that applies, when only it applies (nothing is fitted then, and cv and far stay
 * NAN). Never fails. */
void pm_select_form(const pm_fit_job *job, size_t gi, double scale, pm_form_choice *out);

#endif
