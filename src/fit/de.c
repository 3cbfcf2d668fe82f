/* de.c - differential evolution: scipy's defaults and jDE, both deterministic. */
#include "fit/de.h"

#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void pm_de_options_default(pm_de_options *o)
{
    memset(o, 0, sizeof *o);
    o->variant = PM_DE_SCIPY;
    o->popsize = 15;
    o->mutation_lo = 0.5;
    o->mutation_hi = 1.0;
    o->recombination = 0.7;
    o->tol = 0.01;
    o->atol = 0.0;
    o->maxiter = 1000;
}

/* Three distinct member indices, all different from i. */
static void S_pick(pm_rng *rng, size_t np, size_t i, size_t *r, size_t k)
{
    for (size_t a = 0; a < k; a++) {
        size_t c;
        int again;
        do {
            c = (size_t)pm_rng_below(rng, np);
            again = c == i;
            for (size_t b = 0; b < a; b++)
                again |= c == r[b];
        } while (again);
        r[a] = c;
    }
}

static int S_converged(const double *cost, size_t np, const pm_de_options *o)
{
    double mean = 0.0, var = 0.0;
    for (size_t i = 0; i < np; i++)
        mean += cost[i];
    mean /= (double)np;
    for (size_t i = 0; i < np; i++)
        var += (cost[i] - mean) * (cost[i] - mean);
    double sd = sqrt(var / (double)np);
    return sd <= o->atol + o->tol * fabs(mean);
}

int pm_de_minimize(size_t dim, const double *lo, const double *hi, pm_de_cost_fn f, void *ctx,
                   const pm_de_options *o, double *x_out, pm_de_result *res)
{
    memset(res, 0, sizeof *res);
    if (dim == 0)
        return -1;
    for (size_t j = 0; j < dim; j++)
        if (!(hi[j] > lo[j]))
            return -1;
    size_t np;
    if (o->variant == PM_DE_SCIPY)
        np = (o->popsize ? o->popsize : 15) * dim;
    else
        np = o->popsize ? o->popsize : 10 * dim;
    if (np < 5)
        np = 5;
    pm_rng rng;
    pm_rng_seed(&rng, o->seed);
    /* members live in the unit box; u -> lo + u (hi - lo) when evaluated (as scipy does) */
    double *pop = pm_xmalloc_array(pm_st_mult(np, dim), sizeof *pop),
           *trial = pm_xmalloc_array(pm_st_mult(np, dim), sizeof *trial);
    double *cost = pm_xmalloc_array(np, sizeof *cost), *tcost = pm_xmalloc_array(np, sizeof *tcost);
    double *x = pm_xmalloc_array(dim, sizeof *x);
    double *F = pm_xmalloc_array(np, sizeof *F), *CR = pm_xmalloc_array(np, sizeof *CR);
    double *tF = pm_xmalloc_array(np, sizeof *tF), *tCR = pm_xmalloc_array(np, sizeof *tCR);
    size_t *order = pm_xmalloc_array(np, sizeof *order);

    /* Latin hypercube: one sample per stratum in every dimension, strata shuffled */
    for (size_t j = 0; j < dim; j++) {
        for (size_t i = 0; i < np; i++)
            order[i] = i;
        for (size_t i = np; i > 1; i--) {
            size_t k = (size_t)pm_rng_below(&rng, i);
            size_t t = order[i - 1];
            order[i - 1] = order[k];
            order[k] = t;
        }
        for (size_t i = 0; i < np; i++)
            pop[i * dim + j] = ((double)order[i] + pm_rng_uniform(&rng)) / (double)np;
    }
    if (o->x0)
        for (size_t j = 0; j < dim; j++) {
            double u = (o->x0[j] - lo[j]) / (hi[j] - lo[j]);
            pop[j] = u < 0 ? 0 : u > 1 ? 1 : u;
        }
    size_t best = 0;
    for (size_t i = 0; i < np; i++) {
        for (size_t j = 0; j < dim; j++)
            x[j] = lo[j] + pop[i * dim + j] * (hi[j] - lo[j]);
        cost[i] = f(x, ctx, 0);
        if (!(cost[i] == cost[i]))
            cost[i] = INFINITY;
        if (cost[i] < cost[best])
            best = i;
        F[i] = 0.5;
        CR[i] = 0.9;
    }
    res->nfev = np;

    size_t gen = 0;
    for (gen = 0; gen < o->maxiter; gen++) {
        if (S_converged(cost, np, o)) {
            res->converged = 1;
            break;
        }
        if (o->variant == PM_DE_SCIPY) {
            double Fg = o->mutation_lo + pm_rng_uniform(&rng) * (o->mutation_hi - o->mutation_lo);
            for (size_t i = 0; i < np; i++) {
                size_t r[2];
                S_pick(&rng, np, i, r, 2);
                double *t = trial + i * dim;
                memcpy(t, pop + i * dim, dim * sizeof *t);
                size_t fill = (size_t)pm_rng_below(&rng, dim);
                for (size_t j = 0; j < dim; j++) {
                    double v =
                        pop[best * dim + j] + Fg * (pop[r[0] * dim + j] - pop[r[1] * dim + j]);
                    if (pm_rng_uniform(&rng) < o->recombination || j == fill)
                        t[j] = v;
                }
                for (size_t j = 0; j < dim; j++)
                    if (t[j] < 0.0 || t[j] > 1.0)
                        t[j] = pm_rng_uniform(&rng);
            }
        } else {
            /* jDE parameters + current-to-pbest/1/bin */
            for (size_t i = 0; i < np; i++)
                order[i] = i;
            /* rank members by cost to find the top p (stable insertion sort) */
            for (size_t i = 1; i < np; i++)
                for (size_t k = i; k > 0 && cost[order[k - 1]] > cost[order[k]]; k--) {
                    size_t t = order[k];
                    order[k] = order[k - 1];
                    order[k - 1] = t;
                }
            size_t ptop = np / 10 < 2 ? 2 : np / 10;
            for (size_t i = 0; i < np; i++) {
                tF[i] = pm_rng_uniform(&rng) < 0.1 ? 0.1 + 0.9 * pm_rng_uniform(&rng) : F[i];
                tCR[i] = pm_rng_uniform(&rng) < 0.1 ? pm_rng_uniform(&rng) : CR[i];
                size_t pb = order[pm_rng_below(&rng, ptop)];
                size_t r[2];
                S_pick(&rng, np, i, r, 2);
                double *t = trial + i * dim;
                const double *xi = pop + i * dim;
                size_t fill = (size_t)pm_rng_below(&rng, dim);
                for (size_t j = 0; j < dim; j++) {
                    double v = xi[j] + tF[i] * (pop[pb * dim + j] - xi[j]) +
                               tF[i] * (pop[r[0] * dim + j] - pop[r[1] * dim + j]);
                    if (v < 0.0)
                        v = 0.5 * xi[j];
                    if (v > 1.0)
                        v = 0.5 * (xi[j] + 1.0);
                    t[j] = (pm_rng_uniform(&rng) < tCR[i] || j == fill) ? v : xi[j];
                }
            }
        }
        /* deferred selection: evaluate every trial, then replace */
        for (size_t i = 0; i < np; i++) {
            for (size_t j = 0; j < dim; j++)
                x[j] = lo[j] + trial[i * dim + j] * (hi[j] - lo[j]);
            tcost[i] = f(x, ctx, 0);
            if (!(tcost[i] == tcost[i]))
                tcost[i] = INFINITY;
        }
        res->nfev += np;
        for (size_t i = 0; i < np; i++)
            if (tcost[i] <= cost[i]) {
                memcpy(pop + i * dim, trial + i * dim, dim * sizeof *pop);
                cost[i] = tcost[i];
                F[i] = tF[i];
                CR[i] = tCR[i];
                if (cost[i] < cost[best])
                    best = i;
            }
    }
    res->nit = gen;
    res->cost = cost[best];
    for (size_t j = 0; j < dim; j++)
        x_out[j] = lo[j] + pop[best * dim + j] * (hi[j] - lo[j]);
    free(pop);
    free(trial);
    free(cost);
    free(tcost);
    free(x);
    free(F);
    free(CR);
    free(tF);
    free(tCR);
    free(order);
    return 0;
}
