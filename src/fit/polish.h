/* polish.h - local refinement of an optimizer's best point: Nelder-Mead kept inside a box.
 *
 * Derivative-free, so it polishes the non-smooth paper cost (absolute error)
 * as well as the smooth ones. Points outside the box are clamped onto it. The
 * simplex is restarted once around the best point, the usual guard against a
 * simplex that collapsed early.
 */
#ifndef PM_POLISH_H
#define PM_POLISH_H

#include "fit/de.h"

#include <stddef.h>

/* Minimise f from x_inout within [lo, hi]; stops after max_evals evaluations
 * or when the simplex's costs agree to ftol (relative). x_inout receives the
 * best point, *cost_out its cost. Returns the evaluations used. */
size_t pm_polish_nelder_mead(size_t dim, const double *lo, const double *hi, pm_de_cost_fn f,
                             void *ctx, double *x_inout, double *cost_out, size_t max_evals,
                             double ftol);

#endif
