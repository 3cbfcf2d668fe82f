/* de.h - differential evolution over a box: scipy's classic variant and a self-adaptive one.
 *
 * PM_DE_SCIPY reproduces scipy.optimize.differential_evolution at its defaults
 * (strategy best1bin, population popsize x dim, mutation dithered once per
 * generation in [0.5, 1), binomial crossover 0.7 with one forced component,
 * Latin-hypercube start, out-of-bounds components redrawn inside the box,
 * stop when std(costs) <= atol + tol * |mean(costs)|, at most 1000
 * generations). One difference, on purpose: trials of a generation are all
 * made before any replaces its parent ("deferred" updating, scipy's choice
 * when it runs in parallel), so a run never depends on evaluation order.
 *
 * PM_DE_JDE is jDE (Brest et al. 2006): each member carries its own mutation
 * factor F and crossover rate CR, re-drawn with probability 0.1 and kept when
 * they produce a better member, with the current-to-pbest/1 mutation of JADE
 * (p = 0.1) and bound repair halfway to the violated bound.
 *
 * Both draw from a pm_rng seeded with opts.seed: same seed, same result.
 */
#ifndef PM_DE_H
#define PM_DE_H

#include <stddef.h>
#include <stdint.h>

/* Cost of x; thread is always 0 here (kept so callers can index scratch). */
typedef double (*pm_de_cost_fn)(const double *x, void *ctx, int thread);

typedef enum { PM_DE_SCIPY = 0, PM_DE_JDE = 1 } pm_de_variant;

typedef struct pm_de_options {
    pm_de_variant variant; /* algorithm */
    size_t popsize;        /* SCIPY: members per dimension (15); JDE: total members (0: 10 x dim) */
    double mutation_lo;    /* SCIPY dither range [lo, hi) */
    double mutation_hi;
    double recombination; /* SCIPY crossover rate */
    double tol, atol;     /* convergence: std(costs) <= atol + tol * |mean(costs)| */
    size_t maxiter;       /* generations */
    uint64_t seed;        /* random stream */
    const double *x0;     /* optional member to include in the first population */
} pm_de_options;

typedef struct pm_de_result {
    double cost;   /* best cost found */
    size_t nit;    /* generations run */
    size_t nfev;   /* cost evaluations */
    int converged; /* the tolerance was met before maxiter */
} pm_de_result;

/* scipy's defaults (variant SCIPY, popsize 15, mutation [0.5, 1), CR 0.7,
 * tol 0.01, atol 0, maxiter 1000, seed 0). */
void pm_de_options_default(pm_de_options *o);

/* Minimise f over lo <= x <= hi (dim values each, lo < hi). x_out receives the
 * best member. Returns 0, or -1 for dim 0 or an empty box. */
int pm_de_minimize(size_t dim, const double *lo, const double *hi, pm_de_cost_fn f, void *ctx,
                   const pm_de_options *opt, double *x_out, pm_de_result *res);

#endif
