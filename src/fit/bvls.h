/* bvls.h - box-constrained least squares on normal equations: min 0.5 b'Gb - h'b, lo <= b <= hi.
 *
 * The linear half of the model fit: for fixed powers, the coefficients a, C
 * solve this small convex problem (m = unknowns, typically 10..40). Solved by a
 * primal active-set method: a Newton step on the free variables (Cholesky of
 * their block of G), shortened at the first bound it would cross, with
 * variables freed again when the gradient points back inside. Warm starts from
 * the previous solution make a call cheap when the powers change a little.
 */
#ifndef PM_BVLS_H
#define PM_BVLS_H

#include <stddef.h>

/* Doubles of scratch pm_bvls_solve needs for m unknowns. */
size_t pm_bvls_work_size(size_t m);

/* Minimise 0.5 b'Gb - h'b over lo <= b <= hi (lo may be -INFINITY, hi
 * INFINITY). G: m x m symmetric positive semi-definite, row-major, not
 * modified. b: a start on entry (clamped into the box), the solution on
 * return. work: pm_bvls_work_size(m) doubles. A singular block of G is
 * handled with a tiny ridge. Returns the iterations used, or -1 when the
 * iteration limit was hit (b is then feasible and no worse than the start). */
int pm_bvls_solve(size_t m, const double *G, const double *h, const double *lo, const double *hi,
                  double *b, double *work);

#endif
