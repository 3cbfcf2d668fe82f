/* bvls.c - primal active-set solver for box-constrained convex quadratics. */
#include "fit/bvls.h"

#include "fit/linalg.h"

#include <math.h>
#include <string.h>

size_t pm_bvls_work_size(size_t m)
{
    /* L (m*m), gradient, right-hand side, free index list and the active mask */
    return m * m + 4 * m + 4;
}

int pm_bvls_solve(size_t m, const double *G, const double *h, const double *lo, const double *hi,
                  double *b, double *work)
{
    double *L = work, *g = L + m * m, *r = g + m;
    size_t *fr = (size_t *)(void *)(r + m); /* m indices in m doubles' worth of storage */
    unsigned char *act = (unsigned char *)(void *)(r + 2 * m);
    double trace = 0.0, hmax = 0.0;
    for (size_t i = 0; i < m; i++) {
        trace += G[i * m + i];
        hmax = fmax(hmax, fabs(h[i]));
        if (b[i] < lo[i])
            b[i] = lo[i];
        if (b[i] > hi[i])
            b[i] = hi[i];
        act[i] = (unsigned char)(b[i] <= lo[i] || b[i] >= hi[i]);
    }
    double ridge0 = 1e-14 * (trace > 0 ? trace / (double)m : 1.0);
    double tol = 1e-11 * (hmax + (trace > 0 ? trace / (double)m : 0.0)) + 1e-300;
    const int maxit = (int)(20 * m + 50);
    int it = 0;
    for (;;) {
        /* inner loop: optimum on the free variables with the active ones held */
        for (;;) {
            if (++it > maxit)
                return -1;
            size_t nf = 0;
            for (size_t i = 0; i < m; i++)
                if (!act[i])
                    fr[nf++] = i;
            if (nf == 0)
                break;
            /* Newton step: G_FF d = -(G b - h)_F */
            for (size_t a = 0; a < nf; a++) {
                size_t i = fr[a];
                double s = h[i];
                for (size_t j = 0; j < m; j++)
                    s -= G[i * m + j] * b[j];
                r[a] = s;
            }
            /* Cholesky of the free block of G, with a ridge grown until it factors */
            double ridge = ridge0;
            for (;;) {
                for (size_t a = 0; a < nf; a++)
                    for (size_t c = 0; c <= a; c++)
                        L[a * nf + c] = G[fr[a] * m + fr[c]] + (a == c ? ridge : 0.0);
                if (pm_chol_factor(L, nf) == 0)
                    break;
                ridge = ridge > 0 ? ridge * 100.0 : 1e-300;
                if (ridge > 1e300)
                    return -1;
            }
            pm_chol_solve(L, nf, r);
            double alpha = 1.0;
            size_t block = (size_t)-1;
            for (size_t a = 0; a < nf; a++) {
                size_t k = fr[a];
                if (r[a] < 0 && b[k] + r[a] < lo[k]) {
                    double t = (lo[k] - b[k]) / r[a];
                    if (t < alpha) {
                        alpha = t;
                        block = k;
                    }
                } else if (r[a] > 0 && b[k] + r[a] > hi[k]) {
                    double t = (hi[k] - b[k]) / r[a];
                    if (t < alpha) {
                        alpha = t;
                        block = k;
                    }
                }
            }
            for (size_t a = 0; a < nf; a++) {
                size_t k = fr[a];
                double nb = b[k] + alpha * r[a];
                b[k] = nb < lo[k] ? lo[k] : nb > hi[k] ? hi[k] : nb;
            }
            if (block == (size_t)-1)
                break; /* the full step was feasible: optimal for this active set */
            /* the step stopped at a bound: that variable (and any other now on a bound) joins */
            b[block] = b[block] - lo[block] <= hi[block] - b[block] ? lo[block] : hi[block];
            for (size_t a = 0; a < nf; a++) {
                size_t k = fr[a];
                if (k == block || b[k] <= lo[k] || b[k] >= hi[k])
                    act[k] = 1;
            }
        }
        /* KKT: free the held variable whose gradient pulls hardest into the box */
        size_t worst = (size_t)-1;
        double wv = tol;
        for (size_t i = 0; i < m; i++) {
            if (!act[i])
                continue;
            double gi = -h[i];
            for (size_t j = 0; j < m; j++)
                gi += G[i * m + j] * b[j];
            double pull = b[i] <= lo[i] ? -gi : gi; /* > 0: moving inward lowers the cost */
            if (pull > wv) {
                wv = pull;
                worst = i;
            }
        }
        if (worst == (size_t)-1)
            return it;
        act[worst] = 0;
    }
}
