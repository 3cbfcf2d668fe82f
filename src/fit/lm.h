/* lm.h - Levenberg-Marquardt polish of every unknown at once.
 *
 * The mean squared log error is a least-squares problem in all unknowns
 * x = [a | a_lev | p | q | C] with an analytic Jacobian,
 *   d ln t_hat / d x = (d t_hat / d x) / t_hat,
 * so a few damped Gauss-Newton steps take the global search's best point to
 * the exact optimum. The steps are taken in centred unknowns: each linear
 * coefficient is replaced by its value at the centre of the powers that
 * multiply it (a I^p = b (I / e^lc)^p, lc the mean of ln I over the rows), so
 * that moving a power does not move the model's value at the centre and a
 * coefficient and its power do not trade off along a curved valley. Bounds are
 * kept by holding variables that sit on a bound with the gradient, or the step,
 * pushing outward, and clamping the step. An L2 penalty is
 * part of the least-squares system. The absolute losses (mae, mape) and the
 * L1 penalty are not smooth: they are handled by iteratively reweighted least
 * squares, |r| ~ r^2 / (2 |r_0|) re-linearised at every step, each step kept
 * only when it lowers the true cost.
 */
#ifndef PM_LM_H
#define PM_LM_H

#include "fit/cost.h"
#include "fit/model.h"

/* Polish x (pm_model_nx(m) unknowns, inside the bounds of cfg) in place for
 * the cost cfg describes. Returns the final cost (never above the start's). */
double pm_lm_polish(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter);

/* The same for refining on many configurations: stops at the first step that lowers the
 * cost by at most ftol x the cost (pm_lm_polish: three such steps in a row at 1e-10), and
 * sums one triangle of the normal matrix only, so its steps match pm_lm_polish's to
 * rounding, not bit for bit. For the log loss past 131072 configurations it sums the
 * Gauss-Newton matrix over a systematic sample of 32768 of them (scaled to all) and the
 * gradient over every one: the same optimum, reached in about as many steps, each about
 * half the cost (lm.c, "the Gauss-Newton matrix of many configurations from a sample"). */
double pm_lm_polish_tol(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter,
                        double ftol);

/* pm_lm_polish's stopping rule with pm_lm_polish_tol's sums: for the search's samples of
 * many configurations, whose results are already not bit for bit those of a search on
 * every configuration. */
double pm_lm_polish_fast(const pm_model_data *m, const pm_cost_config *cfg, double *x,
                         int max_iter);

/* Row k of the Jacobian d t_hat_k / d x at x, times jsc, as its non-zero entries:
 * col[] their indices in x, val[] their values (at most pm_model_nx(m) of each).
 * w must hold the tables pm_model_predict(m, x, w, ...) left. Returns the count. */
size_t pm_lm_jacobian_row(const pm_model_data *m, const double *x, const pm_model_work *w, size_t k,
                          double jsc, size_t *col, double *val);

#endif
