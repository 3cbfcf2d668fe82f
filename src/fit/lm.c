/* lm.c - bounded Levenberg-Marquardt on every unknown, for every loss (IRLS for mae, mape, L1). */
#include "fit/lm.h"

#include "fit/linalg.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

size_t pm_lm_jacobian_row(const pm_model_data *m, const double *x, const pm_model_work *w, size_t k,
                          double jsc, size_t *col, double *val)
{
    size_t nx = pm_model_nx(m), ipow = pm_model_ipow(m), npow = m->nnum + m->next;
    const uint32_t *vi = m->vidx + k * npow;
    double f = w->f[k], s = w->s[k];
    size_t nz = 0;
    for (size_t i = 0; i < m->nnum; i++) {
        double xi = w->pw[i][vi[i]];
        col[nz] = i;
        val[nz++] = xi * f * jsc; /* d/da_i */
        col[nz] = ipow + i;
        val[nz++] = x[i] * xi * m->lnval[i][vi[i]] * f * jsc; /* d/dp_i */
    }
    for (size_t c = 0; c < m->ncat; c++) {
        uint32_t sl = m->slot[k * m->ncat + c];
        if (sl != UINT32_MAX) {
            col[nz] = m->nnum + sl;
            val[nz++] = f * jsc; /* d/da_l */
        }
    }
    for (size_t j = m->nnum; j < npow; j++) {
        col[nz] = ipow + j;
        val[nz++] = s * f * m->lnval[j][vi[j]] * jsc; /* d/dq_j */
    }
    col[nz] = nx - 1;
    val[nz++] = jsc; /* d/dC */
    return nz;
}

double pm_lm_polish(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter)
{
    size_t nx = pm_model_nx(m), n = m->n;
    double *lo = pm_xmalloc(nx * sizeof *lo), *hi = pm_xmalloc(nx * sizeof *hi);
    pm_cost_bounds(m, cfg, lo, hi);
    double *H = pm_xmalloc(nx * nx * sizeof *H), *g = pm_xmalloc(nx * sizeof *g);
    double *A = pm_xmalloc(nx * nx * sizeof *A), *d = pm_xmalloc(nx * sizeof *d);
    double *xn = pm_xmalloc(nx * sizeof *xn), *pred = pm_xmalloc((n + 1) * sizeof *pred);
    size_t *fr = pm_xmalloc(nx * sizeof *fr), *col = pm_xmalloc(nx * sizeof *col);
    double *val = pm_xmalloc(nx * sizeof *val);
    double mean_t = 0.0;
    for (size_t k = 0; k < n; k++)
        mean_t += m->t[k];
    mean_t = n ? mean_t / (double)n : 1.0;
    pm_model_work w;
    pm_model_work_init(&w, m);
    double cost = pm_cost_eval(m, cfg, x, &w, pred);
    double mu = 1e-3;
    int calm = 0;
    for (int it = 0; it < max_iter && calm < 3; it++) {
        /* gradient and Gauss-Newton matrix of the loss (reweighted for the absolute losses) */
        memset(H, 0, nx * nx * sizeof *H);
        memset(g, 0, nx * sizeof *g);
        pm_model_predict(m, x, &w, pred);
        for (size_t k = 0; k < n; k++) {
            double th = pred[k] > 1e-300 ? pred[k] : 1e-300;
            double r, jsc, wk;
            if (cfg->loss == PM_LOSS_LOG) {
                r = log(th) - m->lnt[k]; /* residual of ln t_hat; its Jacobian is dt_hat / t_hat */
                jsc = 1.0 / th;
                wk = 1.0;
            } else {
                /* |r| ~ r^2 / (2 |r0|): iteratively reweighted least squares */
                r = pred[k] - m->t[k];
                jsc = 1.0;
                wk = 0.5 / fmax(fabs(r), 1e-6 * mean_t);
                if (cfg->loss == PM_LOSS_MAPE)
                    wk /= m->t[k];
            }
            size_t nz = pm_lm_jacobian_row(m, x, &w, k, jsc, col, val);
            for (size_t a = 0; a < nz; a++) {
                double wa = wk * val[a];
                g[col[a]] += wa * r;
                double *row = H + col[a] * nx;
                for (size_t b = 0; b < nz; b++)
                    row[col[b]] += wa * val[b];
            }
        }
        double sc = 2.0 / (double)(n ? n : 1);
        for (size_t i = 0; i < nx; i++) {
            g[i] *= sc;
            for (size_t j = 0; j < nx; j++)
                H[i * nx + j] *= sc;
            if (i + 1 == nx || cfg->reg == PM_REG_NONE || cfg->lambda == 0.0)
                continue;
            if (cfg->reg == PM_REG_L2) {
                g[i] += 2.0 * cfg->lambda * x[i];
                H[i * nx + i] += 2.0 * cfg->lambda;
            } else { /* L1, reweighted like the absolute loss */
                double ax = fmax(fabs(x[i]), 1e-9);
                g[i] += cfg->lambda * (x[i] > 0 ? 1.0 : x[i] < 0 ? -1.0 : 0.0);
                H[i * nx + i] += cfg->lambda / ax;
            }
        }
        /* variables held on a bound */
        size_t nf = 0;
        for (size_t i = 0; i < nx; i++) {
            int held = (x[i] <= lo[i] && g[i] > 0) || (x[i] >= hi[i] && g[i] < 0);
            if (!held)
                fr[nf++] = i;
        }
        if (nf == 0)
            break;
        int accepted = 0;
        for (int tries = 0; tries < 12 && !accepted; tries++) {
            for (size_t a = 0; a < nf; a++) {
                for (size_t b = 0; b < nf; b++)
                    A[a * nf + b] = H[fr[a] * nx + fr[b]];
                A[a * nf + a] += mu * (H[fr[a] * nx + fr[a]] + 1e-12);
                d[a] = -g[fr[a]];
            }
            if (pm_chol_factor(A, nf) != 0) {
                mu *= 10.0;
                continue;
            }
            pm_chol_solve(A, nf, d);
            memcpy(xn, x, nx * sizeof *xn);
            for (size_t a = 0; a < nf; a++) {
                size_t i = fr[a];
                double v = x[i] + d[a];
                xn[i] = v < lo[i] ? lo[i] : v > hi[i] ? hi[i] : v;
            }
            double cn = pm_cost_eval(m, cfg, xn, &w, pred);
            if (cn < cost) {
                calm = (cost - cn) <= 1e-10 * cost ? calm + 1 : 0;
                memcpy(x, xn, nx * sizeof *x);
                cost = cn;
                mu = mu > 1e-9 ? mu / 3.0 : mu;
                accepted = 1;
            } else {
                mu *= 4.0;
            }
        }
        if (!accepted)
            break;
    }
    pm_model_work_free(&w, m);
    free(lo);
    free(hi);
    free(H);
    free(g);
    free(A);
    free(d);
    free(xn);
    free(pred);
    free(fr);
    free(col);
    free(val);
    return cost;
}
