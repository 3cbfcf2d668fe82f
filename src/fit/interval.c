/* interval.c - sandwich standard errors and wild bootstrap draws from the Jacobian of the log fit.
 */
#include "fit/interval.h"

#include "fit/linalg.h"
#include "fit/lm.h"
#include "util/rng.h"
#include "util/vec.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

double pm_interval_t975(double df)
{
    /* Cornish-Fisher expansion of t around the normal quantile: within 1e-3 for df >= 4 */
    const double z = 1.959963984540054;
    if (!(df > 0))
        return NAN;
    double z2 = z * z, z3 = z2 * z, z5 = z3 * z2, z7 = z5 * z2;
    return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df * df * df);
}

/* Configuration k's prediction at x from the tables w holds (as pm_model_predict_rows
 * computes it): no array of n predictions is kept, at a million rows one more than needed. */
static inline double S_pred(const pm_model_data *m, const double *x, const pm_model_work *w,
                            size_t k)
{
    return w->s[k] * w->f[k] + x[pm_model_nx(m) - 1];
}

/* Row k of the Jacobian of ln t_hat at x (dense, nx entries) into jk; w holds x's predictions.
 * Returns 0, or -1 when an entry is not finite. col and val are scratch. */
static int S_jrow(const pm_model_data *m, const double *x, const pm_model_work *w, size_t k,
                  size_t *col, double *val, double *jk)
{
    size_t nx = pm_model_nx(m);
    memset(jk, 0, nx * sizeof *jk);
    size_t nz = pm_lm_jacobian_row(m, x, w, k, 1.0 / S_pred(m, x, w, k), col, val);
    for (size_t a = 0; a < nz; a++) {
        if (!isfinite(val[a]))
            return -1;
        jk[col[a]] = val[a];
    }
    return 0;
}

/* gb[b][a] (B rows of nx, zeroed) = the sum over the rows k, in order, of J_k,fr[a] d[a] v_kb, with
 * v_kb = u_k or -u_k by the top bit of draw b's next number (rng[b]): every draw's sums advance
 * together, one pass over the rows. jk, val, col, jd: scratch of nx. */
PM_INLINE void S_boot_body(const pm_model_data *m, const double *x, const pm_model_work *w,
                           const size_t *fr, size_t nf, const double *d, const double *u, size_t B,
                           pm_rng *rng, double *gb, double *jk, double *val, size_t *col,
                           double *restrict jd)
{
    size_t nx = pm_model_nx(m);
    for (size_t k = 0; k < m->n; k++) {
        S_jrow(m, x, w, k, col, val, jk);
        for (size_t a = 0; a < nf; a++)
            jd[a] = jk[fr[a]] * d[a];
        uint64_t ubits;
        memcpy(&ubits, &u[k], sizeof ubits);
        for (size_t b = 0; b < B; b++) {
            /* u_k when the top bit is 1, else -u_k: the sign bit flipped without a branch (a
               coin flip mispredicts half the time) */
            uint64_t vbits = ubits ^ (~pm_rng_next_u64(&rng[b]) & UINT64_C(0x8000000000000000));
            double uv;
            memcpy(&uv, &vbits, sizeof uv);
            double *restrict gr = gb + b * nx;
            for (size_t a = 0; a < nf; a++)
                gr[a] += jd[a] * uv;
        }
    }
}

/* pm_interval_sandwich, compiled twice (S_sandwich_plain, S_sandwich_avx2). The Jacobian's rows
 * are recomputed in every pass over the configurations rather than stored: at a million
 * configurations J would take nx doubles each, more than the data. Each row's entries on the
 * free unknowns are gathered first (gj), so that the passes' inner loops run over contiguous
 * doubles and vectorise; each sum takes the same products in the same order as before. */
PM_INLINE int S_sandwich(const pm_model_data *m, const pm_cost_config *cfg, const double *x, int hc,
                         size_t B, uint64_t seed, double *se, double *df, double *draws, int free0)
{
    size_t nx = pm_model_nx(m), n = m->n;
    int rc = -1;
    for (size_t i = 0; i < nx; i++)
        se[i] = NAN;
    for (size_t b = 0; b < B * nx; b++)
        draws[b] = NAN;
    *df = NAN;
    double *jk = pm_xmalloc_array(nx, sizeof *jk), *r = pm_xmalloc_array(n + 1, sizeof *r);
    double *val = pm_xmalloc_array(nx, sizeof *val);
    size_t *col = pm_xmalloc_array(nx, sizeof *col), *fr = pm_xmalloc_array(nx, sizeof *fr);
    double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
    double *H = pm_xcalloc(pm_st_mult(nx, nx), sizeof *H),
           *Hi = pm_xcalloc(pm_st_mult(nx, nx), sizeof *Hi);
    double *M = pm_xcalloc(pm_st_mult(nx, nx), sizeof *M),
           *T = pm_xcalloc(pm_st_mult(nx, nx), sizeof *T);
    double *d = pm_xmalloc_array(nx, sizeof *d), *z = pm_xmalloc_array(nx, sizeof *z);
    /* the corrected residuals are kept for the bootstrap's pass only: r is overwritten */
    double *u = r, *g = pm_xmalloc_array(nx, sizeof *g);
    double *jd = pm_xmalloc_array(nx, sizeof *jd), *gj = pm_xmalloc_array(nx, sizeof *gj);
    double *HiT = pm_xcalloc(pm_st_mult(nx, nx), sizeof *HiT),
           *hs = pm_xmalloc_array(nx, sizeof *hs);
    unsigned char *seen = pm_xcalloc(nx + 1, 1); /* free unknown a: a row not fitted exactly
                                                    depends on it */
    double *gb = pm_xcalloc(pm_st_add(pm_st_mult(B, nx), 1), sizeof *gb);
    pm_rng *rng = pm_xmalloc_array(B + 1, sizeof *rng);
    pm_model_work w;
    pm_model_work_init(&w, m);
    pm_model_powers(m, x, &w);
    pm_model_predict_rows(m, x, &w, r, 0, n); /* fills w's tables; r is overwritten below */
    /* the residuals, and the squared norm of every column of the Jacobian of ln t_hat (rows
       of d t_hat / d x divided by t_hat) */
    memset(d, 0, nx * sizeof *d);
    for (size_t k = 0; k < n; k++) {
        double pk = S_pred(m, x, &w, k);
        if (!(pk > 0 && isfinite(pk)))
            goto done;
        r[k] = m->lnt[k] - log(pk);
        if (S_jrow(m, x, &w, k, col, val, jk) != 0)
            goto done;
        for (size_t i = 0; i < nx; i++)
            d[i] += jk[i] * jk[i];
    }
    /* free unknowns: off their bounds and with an effect on the prediction */
    pm_cost_bounds(m, cfg, lo, hi);
    /* "no effect" is absolute: ln t_hat moves by less than 1e-10 per unit of the unknown
       (the columns of J span 20 orders of magnitude, so no relative test works) */
    size_t nf = 0;
    for (size_t i = 0; i < nx; i++) {
        /* free0: a coefficient at its lower bound 0 is free too (pm_interval_sandwich) */
        int power = i >= pm_model_ipow(m) && i + 1 < nx;
        int held =
            (x[i] <= lo[i] && (power || !free0)) || x[i] >= hi[i] || !(d[i] > 1e-20 * (double)n);
        if (!held)
            fr[nf++] = i;
    }
    if (nf == 0 || n <= nf)
        goto done;
    /* J'J on the free unknowns, equilibrated to a unit diagonal (the columns differ by many
       orders of magnitude), with a tiny ridge for directions the data do not determine */
    for (size_t a = 0; a < nf; a++)
        d[a] = 1.0 / sqrt(d[fr[a]]);
    for (size_t k = 0; k < n; k++) {
        S_jrow(m, x, &w, k, col, val, jk);
        for (size_t a = 0; a < nf; a++)
            gj[a] = jk[fr[a]];
        for (size_t a = 0; a < nf; a++) {
            double ja = gj[a] * d[a];
            if (ja != 0.0)
                for (size_t b = 0; b <= a; b++)
                    H[a * nf + b] += ja * gj[b] * d[b];
        }
    }
    for (size_t a = 0; a < nf; a++) {
        H[a * nf + a] += 1e-10;
        for (size_t b = 0; b < a; b++)
            H[b * nf + a] = H[a * nf + b];
    }
    if (pm_chol_factor(H, nf) != 0)
        goto done;
    /* inverse of the scaled J'J, column by column */
    for (size_t a = 0; a < nf; a++) {
        memset(z, 0, nf * sizeof *z);
        z[a] = 1.0;
        pm_chol_solve(H, nf, z);
        for (size_t b = 0; b < nf; b++)
            Hi[b * nf + a] = HiT[a * nf + b] = z[b];
    }
    /* leverages and corrected residuals u_k = r_k / (1 - h_k)^e; the meat J' diag(u^2) J */
    for (size_t k = 0; k < n; k++) {
        S_jrow(m, x, &w, k, col, val, jk);
        for (size_t a = 0; a < nf; a++)
            g[a] = jk[fr[a]] * d[a];
        /* h = g' Hi g: hs = Hi g, each entry summed over b in order, all of them at once */
        memset(hs, 0, nf * sizeof *hs);
        for (size_t b = 0; b < nf; b++)
            for (size_t a = 0; a < nf; a++)
                hs[a] += HiT[b * nf + a] * g[b];
        double h = 0.0;
        for (size_t a = 0; a < nf; a++)
            h += g[a] * hs[a];
        /* a row of leverage 1 is matched exactly whatever its noise (a level seen in this one
           configuration): its residual says nothing about the unknowns it pins */
        if (h < 1.0 - 1e-6)
            for (size_t a = 0; a < nf; a++)
                seen[a] |= g[a] != 0.0;
        if (!(h < 0.99))
            h = 0.99;
        u[k] = r[k] / (hc == 3 ? 1.0 - h : sqrt(1.0 - h));
        double u2 = u[k] * u[k];
        for (size_t a = 0; a < nf; a++)
            if (g[a] != 0.0)
                for (size_t b = 0; b <= a; b++)
                    M[a * nf + b] += u2 * g[a] * g[b];
    }
    for (size_t a = 0; a < nf; a++)
        for (size_t b = 0; b < a; b++)
            M[b * nf + a] = M[a * nf + b];
    /* covariance Hi M Hi (scaled), so Var x_i = d_i^2 (Hi M Hi)_ii */
    for (size_t a = 0; a < nf; a++)
        for (size_t b = 0; b < nf; b++) {
            double s = 0.0;
            for (size_t c = 0; c < nf; c++)
                s += Hi[a * nf + c] * M[c * nf + b];
            T[a * nf + b] = s;
        }
    for (size_t i = 0; i < nx; i++)
        se[i] = NAN; /* held: the linearisation says nothing two-sided about them */
    for (size_t a = 0; a < nf; a++) {
        double s = 0.0;
        for (size_t c = 0; c < nf; c++)
            s += T[a * nf + c] * Hi[c * nf + a];
        se[fr[a]] = d[a] * sqrt(fmax(s, 0.0));
        if (!isfinite(se[fr[a]]))
            goto done;
    }
    for (size_t a = 0; a < nf; a++)
        if (!seen[a])
            se[fr[a]] = NAN; /* only rows fitted exactly depend on it: no spread to measure */
    *df = (double)(n - nf);
    /* wild bootstrap draws: x + (J'J)^-1 J' (u . v) with Rademacher v, draw b's signs from
       its own stream; every draw's sums advance together, one pass over the rows */
    for (size_t b = 0; b < B; b++)
        pm_rng_seed(&rng[b], pm_rng_mix(seed, b));
    if (B > 0)
        S_boot_body(m, x, &w, fr, nf, d, u, B, rng, gb, jk, val, col, jd);
    for (size_t b = 0; b < B; b++) {
        double *xb = draws + b * nx;
        memcpy(xb, x, nx * sizeof *xb);
        for (size_t a = 0; a < nf; a++) {
            double s = 0.0;
            for (size_t c = 0; c < nf; c++)
                s += Hi[a * nf + c] * gb[b * nx + c];
            xb[fr[a]] += d[a] * s;
        }
    }
    rc = 0;
done:
    if (rc != 0)
        for (size_t i = 0; i < nx; i++)
            se[i] = NAN;
    pm_model_work_free(&w, m);
    free(jk);
    free(r);
    free(val);
    free(col);
    free(fr);
    free(lo);
    free(hi);
    free(H);
    free(Hi);
    free(M);
    free(T);
    free(d);
    free(z);
    free(g);
    free(jd);
    free(gj);
    free(HiT);
    free(hs);
    free(seen);
    free(gb);
    free(rng);
    return rc;
}

#define S_SANDWICH_ARGS                                                                            \
    const pm_model_data *m, const pm_cost_config *cfg, const double *x, int hc, size_t B,          \
        uint64_t seed, double *se, double *df, double *draws

static int S_sandwich_plain(S_SANDWICH_ARGS, int free0)
{
    return S_sandwich(m, cfg, x, hc, B, seed, se, df, draws, free0);
}

#ifdef PM_AVX2_COPIES
/* The same passes four doubles wide: the same bytes. */
PM_AVX2 static int S_sandwich_avx2(S_SANDWICH_ARGS, int free0)
{
    return S_sandwich(m, cfg, x, hc, B, seed, se, df, draws, free0);
}
#endif

static int S_sandwich_any(S_SANDWICH_ARGS, int free0)
{
#ifdef PM_AVX2_COPIES
    if (pm_cpu_avx2())
        return S_sandwich_avx2(m, cfg, x, hc, B, seed, se, df, draws, free0);
#endif
    return S_sandwich_plain(m, cfg, x, hc, B, seed, se, df, draws, free0);
}

/* Every unknown held on its bound is left out of the covariance (the refits hold it there
 * too, so the others' errors are conditional on it). A coefficient a, a0 or C at its lower
 * bound 0 then gets its own standard error from a second pass with it free: how far above 0
 * the data allow it (its interval is clipped to [0, ...]); a power on its bound gets none. */
int pm_interval_sandwich(S_SANDWICH_ARGS)
{
    int rc = S_sandwich_any(m, cfg, x, hc, B, seed, se, df, draws, 0);
    size_t nx = pm_model_nx(m), ipow = pm_model_ipow(m), nnl = pm_model_nnl(m), at0 = 0;
    double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
    pm_cost_bounds(m, cfg, lo, hi);
    for (size_t i = 0; i < nx; i++)
        at0 += (i < ipow || i >= ipow + nnl) && x[i] <= lo[i] && isnan(se[i]);
    if (rc == 0 && at0 > 0) {
        double *se0 = pm_xmalloc_array(nx, sizeof *se0), df0;
        if (S_sandwich_any(m, cfg, x, hc, 0, seed, se0, &df0, NULL, 1) == 0)
            for (size_t i = 0; i < nx; i++)
                if ((i < ipow || i >= ipow + nnl) && x[i] <= lo[i] && isnan(se[i]))
                    se[i] = se0[i];
        free(se0);
    }
    free(lo);
    free(hi);
    return rc;
}
