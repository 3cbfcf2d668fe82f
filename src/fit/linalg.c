/* linalg.c - Cholesky factorisation and solve. */
#include "fit/linalg.h"

#include <math.h>

int pm_chol_factor(double *A, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j <= i; j++) {
            double s = A[i * n + j];
            for (size_t k = 0; k < j; k++)
                s -= A[i * n + k] * A[j * n + k];
            if (i == j) {
                if (!(s > 0.0))
                    return -1;
                A[i * n + i] = sqrt(s);
            } else {
                A[i * n + j] = s / A[j * n + j];
            }
        }
    }
    return 0;
}

void pm_chol_solve(const double *L, size_t n, double *r)
{
    for (size_t i = 0; i < n; i++) {
        double s = r[i];
        for (size_t k = 0; k < i; k++)
            s -= L[i * n + k] * r[k];
        r[i] = s / L[i * n + i];
    }
    for (size_t i = n; i-- > 0;) {
        double s = r[i];
        for (size_t k = i + 1; k < n; k++)
            s -= L[k * n + i] * r[k];
        r[i] = s / L[i * n + i];
    }
}
