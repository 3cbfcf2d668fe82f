/* interval.h - uncertainty of a fit from its Jacobian: sandwich standard errors and wild bootstrap
 * draws.
 *
 * The noise of benchmark times is multiplicative, so the fit is least squares
 * on log times (the default loss) and, near its optimum, linear in the
 * unknowns: r = ln t - ln t_hat(x) ~ J dx with J = d ln t_hat / d x. Then
 *
 *   Var(x) ~ (J'J)^-1  J' diag(u^2) J  (J'J)^-1,   u_k = r_k / (1 - h_k)^e
 *
 * (the heteroscedasticity-robust sandwich, "HC2" for e = 1/2, "HC3" for e = 1;
 * h_k is the leverage of configuration k, j_k' (J'J)^-1 j_k, and the division
 * inflates the residuals that a fit with many unknowns leaves too small), and the 95% interval is x
 * +- t(0.975, n - m) se with m the free unknowns. A wild bootstrap draws x*_b = x + (J'J)^-1 J' (u
 * . v_b) with Rademacher signs v_b: the draws have the same covariance and serve readers that need
 * samples (a gate testing the difference of two fits). Everything costs about one Gauss-Newton
 * step, where a refit per resample costs a fit's polish each.
 *
 * Unknowns held on a bound (a coefficient at 0, a power at +-pow_max) or without
 * any effect on the prediction (the power of a coefficient that is 0) are held
 * fixed: their draws equal x and their se is NAN, not 0: a fit pinned on a
 * bound, or blind to an unknown, says nothing two-sided about it, and an
 * interval of width 0 would claim the opposite. So is the se of an unknown on
 * which only configurations of leverage 1 depend (a level seen in one training
 * configuration): the fit matches them exactly whatever their noise, so their
 * residuals are 0 and the sandwich would give a width of 0.
 */
#ifndef PM_INTERVAL_H
#define PM_INTERVAL_H

#include "fit/cost.h"
#include "fit/model.h"

#include <stddef.h>
#include <stdint.h>

/* Standard errors of x, the log-loss fit of m (model units, inside the bounds of
 * cfg), with the residual correction hc (2 or 3, above), into se (nx; NAN for
 * held unknowns); the residual degrees of freedom into *df; and B wild
 * bootstrap draws into draws (B x nx, row-major; may be NULL when B = 0) seeded
 * from seed. Returns 0, or -1 when the fit has no usable Jacobian (a non-finite
 * prediction or residual, no degrees of freedom left, a singular system): se
 * and draws are then NAN. */
int pm_interval_sandwich(const pm_model_data *m, const pm_cost_config *cfg, const double *x, int hc,
                         size_t B, uint64_t seed, double *se, double *df, double *draws);

/* The 0.975 quantile of Student's t with df degrees of freedom (1.96 as df grows). */
double pm_interval_t975(double df);

#endif
