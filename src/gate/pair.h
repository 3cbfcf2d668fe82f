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
 *     y_k = b0 + sum_j dq_j log E_j,k + e_k,
 *     weight w_k = 1 / (s2_cand,k / n_cand,k + s2_base,k / n_base,k)
 *
 * (n: measurements behind each median, 1 where unknown; s2: the configuration's own noise, the
 * variance of its repeats' log times, shrunk towards its run's median, where a run keeps it:
 * model.json schema 5, pm_res_configs.lsd; else 1) estimates every
 * extrinsic factor's change of exponent dq_j directly: under the generic model
 * t = f(I) prod E^q (+ a small C) the intrinsic part f(I) cancels in the
 * ratio, so the estimate does not depend on how well either model fits, and a
 * uniformly faster or slower runner moves only the intercept b0. The
 * machine-speed ratio is the fit's ratio at the pairs' weighted centre (their
 * weighted mean log ratio): where an exponent changed, b0 alone would
 * extrapolate the change to one of every factor, far outside the measured range. Standard errors
 * are heteroskedasticity-robust (HC3: each squared residual divided by (1 - leverage)^2, which
 * stays honest at a few dozen pairs).
 *
 * A factor enters the fit only when it takes at least two distinct values
 * among the pairs; the others get no estimate (NAN). Pairing needs
 * PM_PAIR_MIN_DOF residual degrees of freedom (matched configurations less the
 * fit's unknowns: 7 sizes x 2 thread counts, 14 pairs for 3 unknowns, are
 * plenty); with fewer, npairs says how many matched and the gate compares the
 * models instead (gate.h). Where neither run knows its configurations' spreads,
 * the weights follow the residuals' trend in log t from PM_PAIR_REWEIGHT pairs on
 * (not below: such a trend follows the noise of a handful of residuals). The gate
 * reads every change against the t quantile of the fit's degrees of freedom
 * (pm_gate_t): on simulated small suites (bench/pair_bench.c, docs/gate.md) that
 * keeps the false alarms of a one-sided 5% test under 5% from 8 pairs and 30%
 * noise up.
 *
 * The top of the range: a program can get slower exactly where it is big (a cache
 * or memory limit crossed at the largest sizes), which moves the overall slope
 * little. For each factor with K >= 3 distinct values among the pairs, the fit
 * is repeated with one more regressor, a step at the top of its range: s_k times
 * the log gap past v where the factor exceeds v, else 0, for v the second
 * largest value (the largest value's pairs step) and, where K >= 4, the third
 * largest (the two largest step) (PM_PAIR_MAX_TOP). The change of the exponent
 * past v is the slope below plus the step's coefficient: the exponent between v
 * and the next value, against the baseline's. Few pairs lie past v (one per
 * combination of the other factors), so a robust error is not defined there;
 * its standard error is the classical one, from the pooled residual spread of
 * the step fit, scaled up by how much noisier the pairs past v are than the
 * average pair according to a line through the log squared residuals on the
 * factor (at most 10 times), so that noise which grows towards the top of the
 * range is not read as a change. A test needs PM_PAIR_MIN_DOF residual degrees
 * of freedom in the step fit. The gate (gate.h) judges the tests with their
 * share of the Bonferroni correction; bench/pair_bench measures them.
 *
 * Beside the estimate it says how noisy each run was. Where both runs measured
 * configurations more than once, by their noise floors (result/result.h): the
 * spread of repeats is noise and nothing else. Else from the pairs: the spread
 * of the residuals e is the two runs' noise together, split between them by the
 * spreads of the baseline's residuals from its own model and of this run's
 * deviations from that model after the paired change (the baseline's residuals
 * plus e), so that neither the baseline's misfit nor a change the paired fit
 * explains counts as noise. The spreads are robust (median absolute
 * deviations), each run keeps at least a tenth of the total (so this ratio is
 * at most 3), and runs whose times do not vary at all get no ratio.
 */
#ifndef PM_PAIR_H
#define PM_PAIR_H

#include "result/result.h"

#include <stddef.h>

/* Fewest residual degrees of freedom (matched configurations less the fit's unknowns) for a
 * paired comparison of a group, and the pairs from which the weights follow the residuals'
 * trend. */
enum { PM_PAIR_MIN_DOF = 4, PM_PAIR_REWEIGHT = 20 };

/* Most segments at the top of a factor's range tested for a change of its own. */
enum { PM_PAIR_MAX_TOP = 2 };

/* The change of a factor's exponent past one of its values (a hinge of the log ratios). */
typedef struct pm_pair_top {
    double from; /* the factor's value where the segment starts (its K-1-th or K-2-th
                    largest of K distinct values) */
    double dq;   /* the change of the exponent past it: the slope of the log ratios there */
    double se;   /* its standard error (see below) */
    double dof;  /* the residual degrees of freedom of the fit with the hinge */
} pm_pair_top;

typedef struct pm_pair_factor {
    size_t param;    /* the factor: index into the candidate's parameters */
    size_t distinct; /* its distinct values among the pairs */
    double dq, se;   /* change of its exponent and the robust standard error; NAN when it
                        takes fewer than 2 values among the pairs */
    size_t ntop;     /* segments at the top of the range tested (0 to PM_PAIR_MAX_TOP) */
    pm_pair_top top[PM_PAIR_MAX_TOP];
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
    double log_speed;    /* log of this run's time over the baseline's at the pairs' weighted
                            centre (their weighted mean log ratio) */
    double spread;       /* standard deviation of the weighted residuals e (log scale) */
    double noise_base;   /* each run's noise (log scale), NAN when it cannot be told */
    double noise_cand;
    int noise_from_floor; /* 1 when noise_* are the runs' noise floors (repeats) */
    int spread_weights;   /* 1 when the pairs were weighted by their configurations' own
                             spreads (S_spread_weights in pair.c), 0 by their counts */
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
