/* features.c - the black boxes' design matrix: log-scaled, standardised numbers and one-hot levels.
 */
#include "blackbox/features.h"

#include "util/xalloc.h"

#include <math.h>
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

void pm_bb_design_build(const pm_dataset *d, const pm_group *g, pm_bb_design *out)
{
    memset(out, 0, sizeof *out);
    size_t n = g->n, np = d->nparams;
    /* columns first: how many each parameter gives */
    size_t ncol = 0;
    size_t *first = pm_xcalloc(np + 1, sizeof *first); /* first column of parameter j */
    size_t *width = pm_xcalloc(np + 1, sizeof *width); /* its columns */
    unsigned char *seen = NULL;
    for (size_t j = 0; j < np; j++) {
        const pm_param *p = &d->params[j];
        first[j] = ncol;
        if (p->role == PM_ROLE_CATEGORICAL) {
            /* one column per level present in the training rows, when there are 2 or more */
            seen = pm_xrealloc(seen, p->nvalues + 1, 1);
            memset(seen, 0, p->nvalues + 1);
            size_t levels = 0;
            for (size_t k = 0; k < n; k++)
                if (g->train[k] && !seen[g->idx[k * np + j]]++)
                    levels++;
            width[j] = levels >= 2 ? p->nvalues : 0; /* absent levels give all-zero columns,
                                                        dropped below */
        } else {
            uint32_t v0 = 0;
            int varies = 0, any = 0;
            for (size_t k = 0; k < n; k++)
                if (g->train[k]) {
                    if (any && g->idx[k * np + j] != v0)
                        varies = 1;
                    v0 = g->idx[k * np + j];
                    any = 1;
                }
            width[j] = varies ? 1 : 0;
        }
        ncol += width[j];
    }
    out->n = n;
    double *x = pm_xcalloc(n * ncol + 1, sizeof *x);
    double *col = pm_xmalloc((n + 1) * sizeof *col);
    for (size_t j = 0; j < np; j++) {
        const pm_param *p = &d->params[j];
        if (width[j] == 0)
            continue;
        if (p->role == PM_ROLE_CATEGORICAL) {
            for (size_t k = 0; k < n; k++)
                x[k * ncol + first[j] + g->idx[k * np + j]] = 1.0;
            continue;
        }
        int positive = p->nvalues > 0 && p->values[0] > 0; /* values are sorted */
        for (size_t k = 0; k < n; k++) {
            double v = pm_dataset_value(d, g, k, j);
            col[k] = positive ? log(v) : v;
        }
        double mean, sd;
        S_moments(col, g, &mean, &sd);
        for (size_t k = 0; k < n; k++)
            x[k * ncol + first[j]] = (col[k] - mean) / sd;
    }
    /* drop the one-hot columns of levels absent from the training rows: they are 0 on
       every training row, so no black box can learn anything from them */
    size_t keep = 0;
    for (size_t c = 0; c < ncol; c++) {
        int used = 0;
        for (size_t k = 0; k < n && !used; k++)
            used = g->train[k] && x[k * ncol + c] != 0.0;
        if (!used)
            continue;
        for (size_t k = 0; k < n; k++)
            x[k * ncol + keep] = x[k * ncol + c];
        keep++;
    }
    /* compact the rows to `keep` columns (moving forward never overwrites unread data) */
    for (size_t k = 0; k < n; k++)
        memmove(x + k * keep, x + k * ncol, keep * sizeof *x);
    out->ncol = keep;
    out->x = x;
    out->y = pm_xmalloc((n + 1) * sizeof *out->y);
    for (size_t k = 0; k < n; k++)
        col[k] = log(g->t[k]);
    S_moments(col, g, &out->y_mean, &out->y_sd);
    for (size_t k = 0; k < n; k++)
        out->y[k] = (col[k] - out->y_mean) / out->y_sd;
    free(col);
    free(seen);
    free(first);
    free(width);
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
