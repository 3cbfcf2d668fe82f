/* seeds.h - the seeded fits of every group and the model they give (Tables II-IV of the paper).
 *
 * Each group is fitted `--fits` times on its training configurations, each fit with its own
 * seed (the run's seed mixed with the group and the fit's number), every (group, seed) pair
 * one task on the worker threads. The model of a group is its lowest-cost fit among those
 * that are a model at all (fit/engine.h: not degenerate); beside it, each unknown's mean
 * and standard deviation over the fits that agree with it (pm_seeds_agree: a fit that
 * stopped in an optimum the data reject is a failure of the search, counted, not a spread
 * the data leave), and the model's predictions and metrics on the
 * training and the test configurations (a group tested by leave-one-out gets its test
 * metrics later, fit/loo.h). Deterministic for the run's seed, whatever the number of
 * threads.
 */
#ifndef PM_SEEDS_H
#define PM_SEEDS_H

#include "fit/engine.h"
#include "fit/protocol_job.h"
#include "util/error.h"

/* The likelihood-ratio bound of pm_seeds_agree: chi^2 with one degree of freedom at 95%. */
#define PM_SEEDS_AGREE_CHI2 3.84

/* 1 when a fit of cost `cost` agrees with the best fit's `best` on n training configurations:
 * n ln(cost / best) <= PM_SEEDS_AGREE_CHI2, the likelihood ratio of the log loss (its mean
 * squared log error is the residual variance of a normal likelihood), which cannot tell the
 * two apart; the same rule for the other losses. */
int pm_seeds_agree(double cost, double best, size_t n);

/* Most fits pm_seeds_fit_confirmed makes. */
#define PM_SEEDS_CONFIRM_MAX 5

/* One model of m as sure as the seeded fits' best, for the fits that choose a form (fit/select.h,
 * fit/regime.h), which one seed left to chance (on the simulated paper data 4 of 10 seeds
 * stop where the data reject them): fits from seeds pm_rng_mix(o->seed, i), i = 0, 1, ...,
 * (o->start ignored) until another fit agrees with the lowest cost so far (pm_seeds_agree), at
 * most PM_SEEDS_CONFIRM_MAX. x (pm_model_nx(m)) receives the lowest-cost fit that is a model
 * and res its result; res->degenerate when none is. Returns the fits made. */
size_t pm_seeds_fit_confirmed(const pm_model_data *m, const pm_cost_config *cfg,
                              const pm_engine_opts *o, double *x, pm_engine_result *res);

/* Fit the seeds of every group of job->f (laid out, protocol.c) and fill, per group, fit_x,
 * fit_cost, best, x, nagree, mean, std, pred_train, pred_test, m_train and m_test. Returns 0, or -1
 * with err set (PM_ERR_INPUT) for the first group, in order, where no fit is a model or the
 * model's training errors are not finite numbers: times that double precision cannot model.
 * On failure the groups are left partly filled, for pm_fit_free. */
int pm_seeds_fit(const pm_fit_job *job, pm_error *err);

#endif
