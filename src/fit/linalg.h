/* linalg.h - the dense Cholesky factorisation the solvers share (small symmetric systems). */
#ifndef PM_LINALG_H
#define PM_LINALG_H

#include <stddef.h>

/* Factor the n x n symmetric matrix A (row-major, lower triangle read) in place
 * into L with A = L L' (lower triangle of A overwritten). Returns 0, or -1 when
 * A is not positive definite (A is then partly overwritten). */
int pm_chol_factor(double *A, size_t n);

/* Solve L L' x = r in place (r becomes x), L from pm_chol_factor. */
void pm_chol_solve(const double *L, size_t n, double *r);

#endif
