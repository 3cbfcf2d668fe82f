/* pair.h - the paired comparison: the same configurations measured in two runs, the change of
 * each scaling exponent read from their time ratios.
 *
 * A CI benchmark suite measures the same configurations run after run. Where
 * this run (the candidate) and the baseline share configurations (the same
 * value of every parameter), each matched pair k gives
 *
 *     y_k = log(t_cand,k / t_base,k)      (median times)
 *
 * and the weighted least-squares fit
 *
 *     y_k = b0 + sum_j dq_j log E_j,k + e_k,   weight w_k = 1 / (1/n_cand,k + 1/n_base,k)
 *
 * (n: measurements behind each median; 1 where unknown) estimates every
 * extrinsic factor's change of exponent dq_j directly: under the generic model
 * t = f(I) prod E^q (+ a small C) the intrinsic part f(I) cancels in the
 * ratio, so the estimate does not depend on how well either model fits, and a
 * uniformly faster or slower runner moves only the intercept b0 (exp(b0): the
 * machine-speed ratio at one of every factor). Standard errors are
 * heteroskedasticity-robust (HC3: each squared residual divided by
 * (1 - leverage)^2, which stays honest at a few dozen pairs).
 *
 * A factor enters the fit only when it takes at least two distinct values
 * among the pairs; the others get no estimate (NAN). Pairing needs
 * PM_PAIR_MIN_DOF residual degrees of freedom (matched configurations less the
 * fit's unknowns: 7 sizes x 2 thread counts, 14 pairs for 3 unknowns, are
 * plenty); with fewer, npairs says how many matched and the gate compares the
 * models instead (gate.h). On fewer than PM_PAIR_REWEIGHT pairs the weights are
 * not adjusted to the residuals' trend, and the gate reads every change against
 * the t quantile of the fit's degrees of freedom (pm_gate_t): on simulated small
 * suites (bench/pair_bench.c, docs/gate.md) that keeps the false alarms of a
 * one-sided 5% test under 5% from 8 pairs and 30% noise up.
 *
 * Beside the estimate it says how noisy each run was, from the same pairs: the
 * spread of the residuals e is the two runs' noise together, and the
 * difference between the spreads of each run's own model residuals over the
 * pairs splits it between them (their shared misfit cancels). Where both runs
 * measured configurations more than once, their noise floors
 * (result/result.h) are used instead.
 */
#ifndef PM_PAIR_H
#define PM_PAIR_H

#include "result/result.h"

#include <stddef.h>

/* Fewest residual degrees of freedom (matched configurations less the fit's unknowns) for a
 * paired comparison of a group, and the pairs from which the weights follow the residuals'
 * trend. */
enum { PM_PAIR_MIN_DOF = 4, PM_PAIR_REWEIGHT = 20 };

typedef struct pm_pair_factor {
    size_t param;    /* the factor: index into the candidate's parameters */
    size_t distinct; /* its distinct values among the pairs */
    double dq, se;   /* change of its exponent and the robust standard error; NAN when it
                        takes fewer than 2 values among the pairs */
} pm_pair_factor;

typedef struct pm_pair {
    size_t npairs;       /* configurations matched */
    size_t nbase;        /* the baseline's configurations (those its model.json kept) */
    size_t ncand;        /* this run's configurations */
    int used;            /* 1 when the pairs were enough and the fit was estimable */
    int estimable;       /* 1 when the fit was made (fac[].dq, se set), whether or not the
                            pairs are enough to judge by it */
    double dof;          /* the fit's residual degrees of freedom: pairs less unknowns */
    size_t nfac;         /* the candidate group's extrinsic factors, in its order */
    pm_pair_factor *fac; /* (owned) */
    double log_speed;    /* b0: log of this run's time over the baseline's at one of every factor */
    double spread;       /* standard deviation of the weighted residuals e (log scale) */
    double noise_base;   /* each run's noise (log scale), NAN when it cannot be told */
    double noise_cand;
    int noise_from_floor; /* 1 when noise_* are the runs' noise floors (repeats) */
    char why[200];        /* why not used (fewer pairs than needed, parameters differ) */
} pm_pair;

/* Pair group gb of baseline rb with group gc of candidate rc and fit the ratios.
 * Never fails: out->used says whether the comparison can judge. Free with
 * pm_pair_free. */
void pm_pair_compare(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                     const pm_res_group *gc, pm_pair *out);

/* The factor of out for candidate parameter j, or NULL. */
const pm_pair_factor *pm_pair_factor_of(const pm_pair *p, size_t j);

void pm_pair_free(pm_pair *p); /* NULL is a no-op */

#endif
