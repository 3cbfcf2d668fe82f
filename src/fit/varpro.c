/* varpro.c - optimal linear coefficients for fixed powers (variable projection). */
#include "fit/varpro.h"

#include "fit/bvls.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void pm_vp_work_init(pm_vp_work *w, const pm_model_data *m, const pm_cost_config *cfg)
{
    size_t nb = pm_model_nlin(m) + 1, n = m->n ? m->n : 1;
    pm_model_work_init(&w->mw, m);
    w->G = pm_xmalloc_array(pm_st_mult(nb, nb), sizeof(double));
    w->h = pm_xmalloc_array(nb, sizeof(double));
    w->b = pm_xcalloc(nb, sizeof(double));
    w->lo = pm_xmalloc_array(nb, sizeof(double));
    w->hi = pm_xmalloc_array(nb, sizeof(double));
    w->d = pm_xmalloc_array(nb, sizeof(double));
    w->slo = pm_xmalloc_array(nb, sizeof(double));
    w->shi = pm_xmalloc_array(nb, sizeof(double));
    w->bwork = pm_xmalloc_array(pm_bvls_work_size(nb) + 1, sizeof(double));
    w->wt = pm_xmalloc_array(n, sizeof(double));
    w->y = pm_xmalloc_array(n, sizeof(double));
    w->pred = pm_xmalloc_array(n, sizeof(double));
    w->x = pm_xcalloc(pm_model_nx(m), sizeof(double));
    w->gram = pm_gram_new(m);
    w->G0 = pm_xmalloc_array(pm_st_mult(nb, nb), sizeof(double));
    w->h0 = pm_xmalloc_array(nb, sizeof(double));
    for (size_t i = 0; i < nb; i++) {
        w->lo[i] = 0.0;
        w->hi[i] = cfg->coef_max;
    }
}

void pm_vp_work_free(pm_vp_work *w, const pm_model_data *m)
{
    pm_model_work_free(&w->mw, m);
    free(w->G);
    free(w->h);
    free(w->b);
    free(w->lo);
    free(w->hi);
    free(w->d);
    free(w->slo);
    free(w->shi);
    free(w->bwork);
    free(w->wt);
    free(w->y);
    free(w->pred);
    free(w->x);
    pm_gram_free(w->gram);
    free(w->G0);
    free(w->h0);
}

/* Per-row extrinsic products F_k for the current power tables. */
static void S_factors(const pm_model_data *m, pm_vp_work *w)
{
    size_t npow = m->nnum + m->next;
    for (size_t k = 0; k < m->n; k++) {
        const uint32_t *vi = m->vidx + k * npow;
        double f = 1.0;
        for (size_t j = m->nnum; j < npow; j++)
            f *= w->mw.pw[j][vi[j]];
        w->mw.f[k] = f;
    }
}

/* The lower triangle of the normal equations of sum wt_k (phi_k.b - y_k)^2 into w->G, w->h.
 *
 * Row k's regressors are phi = [F psi_num | F onehot_levels | 1] with F the
 * extrinsic product. The normal matrix is accumulated block by block so the
 * inner loops run over contiguous memory: the dense numeric block, one row of
 * numeric terms per categorical level hit, the level-level entries, and the
 * border of C. Only the lower triangle is formed, then mirrored. */
static void S_normal_rows(const pm_model_data *m, pm_vp_work *w)
{
    size_t nn = m->nnum, nl = pm_model_nlin(m), nb = nl + 1, npow = m->nnum + m->next;
    size_t ncat = m->ncat;
    double *G = w->G, *h = w->h;
    memset(G, 0, nb * nb * sizeof *G);
    memset(h, 0, nb * sizeof *h);
    double psi[64], *ps = nn <= 64 ? psi : pm_xmalloc_array(nn, sizeof *ps);
    for (size_t k = 0; k < m->n; k++) {
        const uint32_t *vi = m->vidx + k * npow;
        const uint32_t *sl = m->slot + k * ncat;
        double f = w->mw.f[k], wk = w->wt[k], yk = w->y[k];
        double c = wk * f * f, cy = wk * f * yk, cf = wk * f;
        for (size_t i = 0; i < nn; i++)
            ps[i] = w->mw.pw[i][vi[i]];
        /* numeric x numeric (lower triangle) and numeric x C */
        for (size_t i = 0; i < nn; i++) {
            double ci = c * ps[i];
            double *row = G + i * nb;
            for (size_t j = 0; j <= i; j++)
                row[j] += ci * ps[j];
            G[nl * nb + i] += cf * ps[i];
            h[i] += cy * ps[i];
        }
        /* level rows: level x numeric, level x level (lower), level x C */
        for (size_t a = 0; a < ncat; a++) {
            if (sl[a] == UINT32_MAX)
                continue;
            size_t r = nn + sl[a];
            double *row = G + r * nb;
            for (size_t j = 0; j < nn; j++)
                row[j] += c * ps[j];
            for (size_t b2 = 0; b2 < ncat; b2++)
                if (sl[b2] != UINT32_MAX && sl[b2] <= sl[a])
                    row[nn + sl[b2]] += c;
            G[nl * nb + r] += cf;
            h[r] += cy;
        }
        G[nl * nb + nl] += wk;
        h[nl] += wk * yk;
    }
    if (ps != psi)
        free(ps);
}

/* Solve min (1/n) sum wt_k (phi_k.b - y_k)^2 + penalty over the box, into w->b, from the lower
 * triangle of the normal equations in w->G, w->h. */
static void S_solve(const pm_model_data *m, const pm_cost_config *cfg, pm_vp_work *w)
{
    size_t nl = pm_model_nlin(m), nb = nl + 1;
    double *G = w->G, *h = w->h;
    double inv = m->n ? 1.0 / (double)m->n : 0.0;
    for (size_t a = 0; a < nb; a++) {
        h[a] *= inv;
        for (size_t b = 0; b <= a; b++)
            G[b * nb + a] = G[a * nb + b] = G[a * nb + b] * inv;
    }
    if (cfg->reg == PM_REG_L2)
        pm_cost_l2_add(m, cfg->lambda, G, nb); /* the level terms' as the paper counts them */
    else if (cfg->reg == PM_REG_L1)
        for (size_t a = 0; a < nl; a++)
            h[a] -= 0.5 * cfg->lambda * pm_cost_l1_weight(m, a);
    /* Equilibrate: solve for b_a / d_a with d_a = 1 / sqrt(G_aa), so every column has unit
       norm. The regressors differ by many orders of magnitude (learning_rate^-1.9 reaches
       1e11 at 1e-6): unscaled, the ridge below, sized on the largest diagonal entry,
       swamped every other column and the solve returned all coefficients 0 (a model that
       predicts 0, whose log cost no polish could leave). */
    double *d = w->d;
    for (size_t a = 0; a < nb; a++)
        d[a] = G[a * nb + a] > 0 && isfinite(G[a * nb + a]) ? 1.0 / sqrt(G[a * nb + a]) : 1.0;
    for (size_t a = 0; a < nb; a++) {
        h[a] *= d[a];
        for (size_t c = 0; c < nb; c++)
            G[a * nb + c] *= d[a] * d[c];
        w->slo[a] = w->lo[a] / d[a];
        w->shi[a] = w->hi[a] / d[a];
        w->b[a] /= d[a];
    }
    /* a tiny ridge picks the smallest of equally good solutions when levels are confounded */
    for (size_t a = 0; a < nb; a++)
        G[a * nb + a] += 1e-12;
    for (size_t a = 0; a < nb; a++) {
        if (w->b[a] < w->slo[a])
            w->b[a] = w->slo[a];
        if (w->b[a] > w->shi[a])
            w->b[a] = w->shi[a];
    }
    pm_bvls_solve(nb, G, h, w->slo, w->shi, w->b, w->bwork);
    for (size_t a = 0; a < nb; a++) {
        w->b[a] *= d[a];
        if (w->b[a] > w->hi[a]) /* rounding of the scale */
            w->b[a] = w->hi[a];
    }
}

/* Copy b and the powers into x and predict; returns the cost. */
static double S_cost(const pm_model_data *m, const pm_cost_config *cfg, const double *pw,
                     pm_vp_work *w)
{
    size_t nl = pm_model_nlin(m), nx = pm_model_nx(m);
    memcpy(w->x, w->b, nl * sizeof(double));
    memcpy(w->x + nl, pw, pm_model_nnl(m) * sizeof(double));
    w->x[nx - 1] = w->b[nl];
    return pm_cost_eval(m, cfg, w->x, &w->mw, w->pred);
}

/* The search's cost of the powers pw for the log loss, from the normal equations in w->G, w->h
 * (lower triangle, as summed): the coefficients solved, and the mean squared relative error
 * (t_hat - t) / t they leave, plus the penalty. The normal equations are those of that error
 * (weights 1/t^2, targets t), so it is b'Gb - 2h'b + n over n, without a pass over the
 * configurations; to first order it is the log loss (ln t_hat - ln t = (t_hat - t) / t +
 * O(((t_hat - t) / t)^2)), which the polish then minimises exactly. */
static double S_relative_cost(const pm_model_data *m, const pm_cost_config *cfg, const double *pw,
                              pm_vp_work *w)
{
    size_t nl = pm_model_nlin(m), nb = nl + 1;
    memcpy(w->G0, w->G, nb * nb * sizeof *w->G0);
    memcpy(w->h0, w->h, nb * sizeof *w->h0);
    S_solve(m, cfg, w);
    double q = 0.0, r = 0.0;
    for (size_t a = 0; a < nb; a++) {
        double t = 0.0;
        for (size_t c = 0; c < a; c++)
            t += w->G0[a * nb + c] * w->b[c];
        q += w->b[a] * (2.0 * t + w->G0[a * nb + a] * w->b[a]);
        r += w->h0[a] * w->b[a];
    }
    memcpy(w->x, w->b, nl * sizeof(double));
    memcpy(w->x + nl, pw, pm_model_nnl(m) * sizeof(double));
    w->x[pm_model_nx(m) - 1] = w->b[nl];
    double dn = m->n ? (double)m->n : 1.0;
    return (q - 2.0 * r) / dn + 1.0 + pm_cost_penalty(m, cfg, w->x);
}

double pm_vp_solve(const pm_model_data *m, const pm_cost_config *cfg, const double *pw,
                   pm_vp_mode mode, pm_vp_work *w)
{
    size_t nl = pm_model_nlin(m);
    /* power tables for the given powers (x's linear part is not read) */
    memcpy(w->x + nl, pw, pm_model_nnl(m) * sizeof(double));
    pm_model_powers(m, w->x, &w->mw);
    /* first solve: relative least squares, a good start for every loss */
    if (w->gram) {
        pm_gram_normal(w->gram, m, w->mw.pw, w->G, w->h);
    } else {
        S_factors(m, w);
        for (size_t k = 0; k < m->n; k++) {
            w->y[k] = m->t[k];
            w->wt[k] = 1.0 / (m->t[k] * m->t[k]);
        }
        S_normal_rows(m, w);
    }
    if (mode == PM_VP_FAST && cfg->loss == PM_LOSS_LOG)
        return S_relative_cost(m, cfg, pw, w);
    S_solve(m, cfg, w);
    double cost = S_cost(m, cfg, pw, w);
    if (mode == PM_VP_FAST)
        return cost;
    double mean_t = 0.0;
    for (size_t k = 0; k < m->n; k++)
        mean_t += m->t[k];
    mean_t = m->n ? mean_t / (double)m->n : 1.0;
    size_t nb = nl + 1;
    double *best = pm_xmalloc_array(nb, sizeof *best);
    memcpy(best, w->b, nb * sizeof *best);
    double best_cost = cost;
    for (int it = 0; it < 8; it++) {
        for (size_t k = 0; k < m->n; k++) {
            double p = w->pred[k] > 1e-300 ? w->pred[k] : 1e-300, r = p - m->t[k];
            switch (cfg->loss) {
            case PM_LOSS_LOG:
                /* Gauss-Newton on ln(phi.b) - ln t, linearised at the current prediction */
                w->y[k] = p * (1.0 + m->lnt[k] - log(p));
                w->wt[k] = 1.0 / (p * p);
                break;
            case PM_LOSS_MAE:
                w->y[k] = m->t[k];
                w->wt[k] = 0.5 / fmax(fabs(r), 1e-7 * mean_t);
                break;
            default: /* MAPE */
                w->y[k] = m->t[k];
                w->wt[k] = 0.5 / (m->t[k] * fmax(fabs(r), 1e-7 * mean_t));
                break;
            }
        }
        S_normal_rows(m, w); /* the predictions above left the extrinsic products in w->mw.f */
        S_solve(m, cfg, w);
        double c = S_cost(m, cfg, pw, w);
        int improved = c < best_cost - 1e-12 * fabs(best_cost);
        if (c < best_cost) {
            best_cost = c;
            memcpy(best, w->b, nb * sizeof *best);
        }
        if (!improved)
            break;
    }
    memcpy(w->b, best, nb * sizeof *best);
    cost = S_cost(m, cfg, pw, w);
    free(best);
    return cost;
}
