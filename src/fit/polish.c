/* polish.c - bounded Nelder-Mead. */
#include "fit/polish.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct S_nm {
    size_t dim;
    const double *lo, *hi;
    pm_de_cost_fn f;
    void *ctx;
    size_t evals;
} S_nm;

static double S_eval(S_nm *s, double *x)
{
    for (size_t j = 0; j < s->dim; j++) {
        if (x[j] < s->lo[j])
            x[j] = s->lo[j];
        if (x[j] > s->hi[j])
            x[j] = s->hi[j];
    }
    s->evals++;
    double c = s->f(x, s->ctx, 0);
    return c == c ? c : INFINITY;
}

/* One Nelder-Mead run from x (best point returned in x); returns its cost. */
static double S_run(S_nm *s, double *x, size_t max_evals, double ftol)
{
    size_t n = s->dim, np = n + 1;
    double *P = pm_xmalloc_array(pm_st_mult(np, n), sizeof *P),
           *fc = pm_xmalloc_array(np, sizeof *fc);
    double *cen = pm_xmalloc_array(n, sizeof *cen), *xr = pm_xmalloc_array(n, sizeof *xr);
    double *xe = pm_xmalloc_array(n, sizeof *xe);
    for (size_t i = 0; i < np; i++) {
        memcpy(P + i * n, x, n * sizeof *P);
        if (i > 0) {
            size_t j = i - 1;
            double range = s->hi[j] - s->lo[j];
            double step = isfinite(range) ? 0.05 * range : 0.05 * (fabs(x[j]) + 1.0);
            if (step > 0.5 && isfinite(range))
                step = 0.5 > 0.01 * range ? 0.5 : 0.01 * range;
            /* step inward when x sits on the upper bound */
            P[i * n + j] += (x[j] + step <= s->hi[j]) ? step : -step;
        }
        fc[i] = S_eval(s, P + i * n);
    }
    size_t start = s->evals;
    while (s->evals - start < max_evals) {
        /* order: best first (selection of best and two worst is enough) */
        size_t b = 0, w = 0, w2;
        for (size_t i = 1; i < np; i++) {
            if (fc[i] < fc[b])
                b = i;
            if (fc[i] > fc[w])
                w = i;
        }
        w2 = b;
        for (size_t i = 0; i < np; i++)
            if (i != w && fc[i] > fc[w2])
                w2 = i;
        if (fabs(fc[w] - fc[b]) <= ftol * (fabs(fc[b]) + 1e-300))
            break;
        for (size_t j = 0; j < n; j++)
            cen[j] = 0.0;
        for (size_t i = 0; i < np; i++)
            if (i != w)
                for (size_t j = 0; j < n; j++)
                    cen[j] += P[i * n + j];
        for (size_t j = 0; j < n; j++)
            cen[j] /= (double)n;
        double *pw = P + w * n;
        for (size_t j = 0; j < n; j++)
            xr[j] = cen[j] + (cen[j] - pw[j]);
        double fr = S_eval(s, xr);
        if (fr < fc[b]) {
            for (size_t j = 0; j < n; j++)
                xe[j] = cen[j] + 2.0 * (cen[j] - pw[j]);
            double fe = S_eval(s, xe);
            if (fe < fr) {
                memcpy(pw, xe, n * sizeof *pw);
                fc[w] = fe;
            } else {
                memcpy(pw, xr, n * sizeof *pw);
                fc[w] = fr;
            }
        } else if (fr < fc[w2]) {
            memcpy(pw, xr, n * sizeof *pw);
            fc[w] = fr;
        } else {
            int outside = fr < fc[w];
            for (size_t j = 0; j < n; j++)
                xe[j] = outside ? cen[j] + 0.5 * (xr[j] - cen[j]) : cen[j] + 0.5 * (pw[j] - cen[j]);
            double fk = S_eval(s, xe);
            if (fk < (outside ? fr : fc[w])) {
                memcpy(pw, xe, n * sizeof *pw);
                fc[w] = fk;
            } else {
                /* shrink towards the best */
                for (size_t i = 0; i < np; i++) {
                    if (i == b)
                        continue;
                    for (size_t j = 0; j < n; j++)
                        P[i * n + j] = P[b * n + j] + 0.5 * (P[i * n + j] - P[b * n + j]);
                    fc[i] = S_eval(s, P + i * n);
                }
            }
        }
    }
    size_t b = 0;
    for (size_t i = 1; i < np; i++)
        if (fc[i] < fc[b])
            b = i;
    memcpy(x, P + b * n, n * sizeof *x);
    double best = fc[b];
    free(P);
    free(fc);
    free(cen);
    free(xr);
    free(xe);
    return best;
}

size_t pm_polish_nelder_mead(size_t dim, const double *lo, const double *hi, pm_de_cost_fn f,
                             void *ctx, double *x_inout, double *cost_out, size_t max_evals,
                             double ftol)
{
    S_nm s = {dim, lo, hi, f, ctx, 0};
    if (dim == 0) {
        *cost_out = f(x_inout, ctx, 0);
        return 1;
    }
    double c = S_run(&s, x_inout, max_evals / 2, ftol);
    if (s.evals < max_evals) {
        double c2 = S_run(&s, x_inout, max_evals - s.evals, ftol);
        if (c2 < c)
            c = c2;
    }
    *cost_out = c;
    return s.evals;
}
