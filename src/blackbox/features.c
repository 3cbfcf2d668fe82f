/* features.c - the black boxes' design matrix: log-scaled, standardised numbers and one-hot levels.
 */
#include "blackbox/features.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Mean and standard deviation of v over the training rows (sd 1 when it is 0). */
static void S_moments(const double *v, const pm_group *g, double *mean, double *sd)
{
    double s = 0.0, s2 = 0.0;
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k]) {
            s += v[k];
            n++;
        }
    *mean = n ? s / (double)n : 0.0;
    for (size_t k = 0; k < g->n; k++)
        if (g->train[k])
            s2 += (v[k] - *mean) * (v[k] - *mean);
    *sd = n > 1 ? sqrt(s2 / (double)(n - 1)) : 0.0;
    if (!(*sd > 0.0))
        *sd = 1.0;
}

/* One column of the design: a numeric parameter's standardised value, or one level's 0/1. */
typedef struct S_col {
    size_t param;    /* dataset parameter */
    int numeric;     /* 1: (f(value) - mean) / sd, f = ln when positive; 0: [level == lev] */
    int positive;    /* numeric: every value positive, so f = ln */
    uint32_t level;  /* categorical: the level this column marks */
    double mean, sd; /* numeric: over the training rows */
} S_col;

/* The rows asked for (rows[0..nrows), or the first nrows when rows is NULL) through the ncol
 * columns: a categorical column 1 on its level, a numeric one standardised. */
static void S_design_rows(const pm_dataset *d, const pm_group *g, const S_col *cols, size_t ncol,
                          const size_t *rows, size_t nrows, pm_bb_design *out)
{
    size_t np = d->nparams;
    out->n = nrows;
    out->ncol = ncol;
    out->x = pm_xcalloc(pm_st_add(pm_st_mult(nrows, ncol), 1), sizeof *out->x);
    for (size_t i = 0; i < nrows; i++) {
        size_t k = rows ? rows[i] : i;
        double *xr = out->x + i * ncol;
        for (size_t c = 0; c < ncol; c++) {
            const S_col *cc = &cols[c];
            if (!cc->numeric) {
                xr[c] = g->idx[k * np + cc->param] == cc->level ? 1.0 : 0.0;
                continue;
            }
            double v = pm_dataset_value(d, g, k, cc->param);
            xr[c] = ((cc->positive ? log(v) : v) - cc->mean) / cc->sd;
        }
    }
}

void pm_bb_design_build(const pm_dataset *d, const pm_group *g, const size_t *rows, size_t nrows,
                        pm_bb_design *out)
{
    memset(out, 0, sizeof *out);
    size_t n = g->n, np = d->nparams;
    if (rows == NULL)
        nrows = n;
    /* the columns, from the training rows alone: a numeric parameter that varies in them
       (and is not 0 after standardising on every one of them), a categorical one's levels
       present in them when there are 2 or more. A level absent from the training rows
       would be 0 on every training row: no black box could learn anything from it */
    size_t cap = 0;
    for (size_t j = 0; j < np; j++)
        cap += d->params[j].role == PM_ROLE_CATEGORICAL ? d->params[j].nvalues : 1;
    S_col *cols = pm_xcalloc(cap + 1, sizeof *cols);
    size_t ncol = 0;
    unsigned char *seen = NULL;
    double *col = pm_xmalloc_array(n + 1, sizeof *col); /* a column's value per configuration */
    for (size_t j = 0; j < np; j++) {
        const pm_param *p = &d->params[j];
        if (g->ndistinct[j] == 0)
            continue; /* the group lacks it (PM_DATASET_ABSENT) */
        if (p->role == PM_ROLE_CATEGORICAL) {
            seen = pm_xrealloc(seen, p->nvalues + 1, 1);
            memset(seen, 0, p->nvalues + 1);
            size_t levels = 0;
            for (size_t k = 0; k < n; k++)
                if (g->train[k] && !seen[g->idx[k * np + j]]++)
                    levels++;
            for (size_t l = 0; levels >= 2 && l < p->nvalues; l++)
                if (seen[l])
                    cols[ncol++] = (S_col){j, 0, 0, (uint32_t)l, 0.0, 1.0};
            continue;
        }
        uint32_t v0 = 0;
        int varies = 0, any = 0;
        for (size_t k = 0; k < n; k++)
            if (g->train[k]) {
                if (any && g->idx[k * np + j] != v0)
                    varies = 1;
                v0 = g->idx[k * np + j];
                any = 1;
            }
        if (!varies)
            continue;
        S_col c = {j, 1, p->nvalues > 0 && p->values[0] > 0 /* values are sorted */, 0, 0.0, 1.0};
        for (size_t k = 0; k < n; k++) {
            col[k] = 0.0; /* only the training rows are read below */
            if (g->train[k]) {
                double v = pm_dataset_value(d, g, k, j);
                col[k] = c.positive ? log(v) : v;
            }
        }
        S_moments(col, g, &c.mean, &c.sd);
        int used = 0;
        for (size_t k = 0; k < n && !used; k++)
            used = g->train[k] && (col[k] - c.mean) / c.sd != 0.0;
        if (used)
            cols[ncol++] = c;
    }
    S_design_rows(d, g, cols, ncol, rows, nrows, out);
    out->y = pm_xmalloc_array(nrows + 1, sizeof *out->y);
    for (size_t k = 0; k < n; k++)
        col[k] = log(g->t[k]);
    S_moments(col, g, &out->y_mean, &out->y_sd);
    for (size_t i = 0; i < nrows; i++)
        out->y[i] = (col[rows ? rows[i] : i] - out->y_mean) / out->y_sd;
    free(col);
    free(seen);
    free(cols);
}

double pm_bb_design_time(const pm_bb_design *m, double y)
{
    return exp(y * m->y_sd + m->y_mean);
}

void pm_bb_design_free(pm_bb_design *m)
{
    if (m == NULL)
        return;
    free(m->x);
    free(m->y);
    memset(m, 0, sizeof *m);
}
