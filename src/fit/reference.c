/* reference.c - the reference level of each categorical parameter (fit/reference.h). */
#include "fit/reference.h"

#include "fit/linalg.h"
#include "fit/model.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The regressors of the log-linear fit: the intercept, ln of each usable numeric value, then one
 * indicator per level of each categorical parameter but its first present one. */
typedef struct S_design {
    size_t np;    /* regressors */
    size_t nnum;  /* numeric ones (after the intercept) */
    size_t *col0; /* ncat: the column of level v of parameter c is col0[c] + v (the first
                     present level's column is unused: SIZE_MAX marks it, via skip) */
    size_t *skip; /* ncat: the level without a column (the first present), SIZE_MAX for a base */
} S_design;

/* The smallest median time among the levels of parameter j present in the chosen rows. */
static size_t S_median_level(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                             size_t j)
{
    double *t = pm_xmalloc_array(g->n + 1, sizeof *t), low = INFINITY;
    size_t best = 0;
    for (size_t v = 0; v < d->params[j].nvalues; v++) {
        size_t n = 0;
        for (size_t k = 0; k < g->n; k++)
            if ((use == NULL || use[k]) && g->idx[k * d->nparams + j] == v)
                t[n++] = g->t[k];
        double med = n ? pm_median(t, n) : INFINITY;
        if (med < low) {
            low = med;
            best = v;
        }
    }
    free(t);
    return best;
}

/* Row k's regressors into x (np entries). */
static void S_row(const pm_dataset *d, const pm_group *g, size_t k, const size_t *cat, size_t ncat,
                  const size_t *num, size_t nnum, const S_design *ds, double *x)
{
    const uint32_t *idx = g->idx + k * d->nparams;
    memset(x, 0, ds->np * sizeof *x);
    x[0] = 1.0;
    for (size_t i = 0; i < nnum; i++)
        x[1 + i] = num[i] < d->nparams && idx[num[i]] != PM_DATASET_ABSENT
                       ? log(d->params[num[i]].values[idx[num[i]]])
                       : 0.0;
    for (size_t c = 0; c < ncat; c++)
        if (ds->skip[c] != SIZE_MAX && idx[cat[c]] != ds->skip[c])
            x[ds->col0[c] + idx[cat[c]]] = 1.0;
}

void pm_reference_levels(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                         const size_t *cat, size_t ncat, const size_t *num, size_t nnum,
                         size_t *ref)
{
    S_design ds = {1 + nnum, nnum, pm_xcalloc(ncat + 1, sizeof(size_t)),
                   pm_xcalloc(ncat + 1, sizeof(size_t))};
    for (size_t c = 0; c < ncat; c++) {
        ref[c] = 0;
        ds.skip[c] = SIZE_MAX;
        if (cat[c] == PM_MODEL_BASE)
            continue;
        for (size_t k = 0; k < g->n && ds.skip[c] == SIZE_MAX; k++)
            if (use == NULL || use[k])
                ds.skip[c] = g->idx[k * d->nparams + cat[c]];
        ds.col0[c] = ds.np; /* one column per level value; unused ones stay 0 (ridge) */
        ds.np += d->params[cat[c]].nvalues;
    }
    size_t np = ds.np;
    double *A = pm_xcalloc(pm_st_mult(np, np), sizeof *A), *b = pm_xcalloc(np, sizeof *b);
    double *x = pm_xmalloc_array(np, sizeof *x);
    for (size_t k = 0; k < g->n; k++) {
        if (use != NULL && !use[k])
            continue;
        S_row(d, g, k, cat, ncat, num, nnum, &ds, x);
        double y = log(g->t[k]);
        for (size_t a = 0; a < np; a++) {
            if (x[a] == 0.0)
                continue;
            b[a] += x[a] * y;
            for (size_t c2 = 0; c2 <= a; c2++)
                A[a * np + c2] += x[a] * x[c2];
        }
    }
    for (size_t a = 0; a < np; a++)
        A[a * np + a] += 1e-9 * (1.0 + A[a * np + a]); /* levels absent here: a zero column */
    int ok = pm_chol_factor(A, np) == 0;
    if (ok)
        pm_chol_solve(A, np, b);
    for (size_t c = 0; c < ncat; c++) {
        if (ds.skip[c] == SIZE_MAX)
            continue;
        if (!ok || !isfinite(b[0])) {
            ref[c] = S_median_level(d, g, use, cat[c]);
            continue;
        }
        /* the first present level's coefficient is 0; a present level below it wins */
        unsigned char *seen = pm_xcalloc(d->params[cat[c]].nvalues + 1, 1);
        for (size_t k = 0; k < g->n; k++)
            if (use == NULL || use[k])
                seen[g->idx[k * d->nparams + cat[c]]] = 1;
        ref[c] = ds.skip[c];
        double low = 0.0;
        for (size_t v = 0; v < d->params[cat[c]].nvalues; v++)
            if (seen[v] && v != ds.skip[c] && b[ds.col0[c] + v] < low) {
                low = b[ds.col0[c] + v];
                ref[c] = v;
            }
        free(seen);
    }
    free(A);
    free(b);
    free(x);
    free(ds.col0);
    free(ds.skip);
}
