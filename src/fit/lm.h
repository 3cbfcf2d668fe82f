/* lm.h - Levenberg-Marquardt polish of every unknown at once, for the smooth log loss.
 *
 * The mean squared log error is a least-squares problem in all unknowns
 * x = [a | a_lev | p | q | C] with an analytic Jacobian,
 *   d ln t_hat / d x = (d t_hat / d x) / t_hat,
 * so a few damped Gauss-Newton steps take the global search's best point to
 * the exact optimum. Bounds are kept by holding variables that sit on a bound
 * with the gradient pushing outward, and clamping the step. An L2 penalty is
 * part of the least-squares system; L1 is not smooth and is left to the
 * derivative-free polish.
 */
#ifndef PM_LM_H
#define PM_LM_H

#include "fit/cost.h"
#include "fit/model.h"

/* Polish x (pm_model_nx(m) unknowns, inside the bounds of cfg) in place for
 * the log loss under cfg (reg none or l2). Returns the final cost. */
double pm_lm_polish(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter);

#endif
