/* pair.c - matched configurations of two runs, and the weighted regression of their log time
 * ratios on the log scaling factors with robust standard errors. */
#include "gate/pair.h"

#include "fit/linalg.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The smallest noise (log scale) a ratio of noises is taken from: below it a run's times did
 * not vary at all (a copy, or times rounded to a tick). */
#define PM_PAIR_NOISE_MIN 1e-6

/* A configuration's key: a hash of its values (candidate's space) and where they are. */
typedef struct S_key {
    uint64_t hash;
    size_t k;
} S_key;

static uint64_t S_hash(const double *v, size_t n)
{
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (size_t j = 0; j < n; j++) {
        double x = v[j] == 0 ? 0.0 : v[j]; /* -0 and 0 are one value */
        uint64_t b;
        memcpy(&b, &x, sizeof b);
        h ^= b + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
        h *= 0xff51afd7ed558ccdu;
        h ^= h >> 33;
    }
    return h;
}

static int S_cmp_key(const void *a, const void *b)
{
    const S_key *x = a, *y = b;
    if (x->hash != y->hash)
        return x->hash < y->hash ? -1 : 1;
    return (x->k > y->k) - (x->k < y->k);
}

/* The baseline's parameter for each of the candidate's (same name and role), or -1 when
 * the two runs do not have the same parameters. */
static int S_map(const pm_result *rb, const pm_result *rc, size_t *map)
{
    if (rb->nparams != rc->nparams)
        return -1;
    for (size_t j = 0; j < rc->nparams; j++) {
        map[j] = pm_result_param(rb, rc->params[j].name);
        if (map[j] == (size_t)-1 || rb->params[map[j]].role != rc->params[j].role)
            return -1;
    }
    return 0;
}

/* Baseline configuration kb's values in the candidate's space (levels by name; a level
 * the candidate lacks becomes -1, which matches nothing). */
static void S_base_values(const pm_result *rb, const pm_result *rc, const size_t *map,
                          const double *vb, double *out)
{
    for (size_t j = 0; j < rc->nparams; j++) {
        double x = vb[map[j]];
        if (rc->params[j].role == PM_ROLE_CATEGORICAL && !isnan(x)) { /* NAN: the group lacks
                                                                          it, in both runs */
            const pm_res_param *bp = &rb->params[map[j]];
            size_t l = x >= 0 && (size_t)x < bp->nlevels
                           ? pm_result_level(rc, j, bp->levels[(size_t)x])
                           : (size_t)-1;
            x = l == (size_t)-1 ? -1.0 : (double)l;
        }
        out[j] = x;
    }
}

/* Distinct values among v[0..n) (v is sorted in place). */
static size_t S_distinct(double *v, size_t n)
{
    qsort(v, n, sizeof *v, pm_cmp_double);
    size_t d = 0;
    for (size_t i = 0; i < n; i++)
        d += i == 0 || v[i] != v[i - 1];
    return d;
}

/* The matched pairs: candidate configuration kc[i] with baseline configuration kb[i]. */
static size_t S_match(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                      const pm_res_group *gc, const size_t *map, size_t *kc, size_t *kb)
{
    size_t np = rc->nparams, nb = pm_result_nconfigs(gb), nc = pm_result_nconfigs(gc);
    double *vb = pm_xmalloc_array(np + 1, sizeof *vb), *vc = pm_xmalloc_array(np + 1, sizeof *vc);
    double *keys = pm_xmalloc_array(pm_st_add(pm_st_mult(nb, np), 1), sizeof *keys);
    S_key *idx = pm_xmalloc_array(nb + 1, sizeof *idx);
    double t;
    uint32_t n;
    for (size_t k = 0; k < nb; k++) {
        pm_result_config(rb, gb, k, vb, &t, &n);
        S_base_values(rb, rc, map, vb, keys + k * np);
        idx[k] = (S_key){S_hash(keys + k * np, np), k};
    }
    qsort(idx, nb, sizeof *idx, S_cmp_key);
    size_t m = 0;
    for (size_t k = 0; k < nc; k++) {
        pm_result_config(rc, gc, k, vc, &t, &n);
        uint64_t h = S_hash(vc, np);
        size_t lo = 0, hi = nb; /* first key with this hash */
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (idx[mid].hash < h)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (size_t i = lo; i < nb && idx[i].hash == h; i++)
            if (memcmp(keys + idx[i].k * np, vc, np * sizeof *vc) == 0) {
                kc[m] = k;
                kb[m] = idx[i].k;
                m++;
                break;
            }
    }
    free(idx);
    free(keys);
    free(vc);
    free(vb);
    return m;
}

/* Invert the p x p symmetric positive definite A into inv; -1 when it is singular. */
static int S_inverse(const double *A, size_t p, double *inv)
{
    double *L = pm_xmalloc_array(pm_st_add(pm_st_mult(p, p), 1), sizeof *L),
           *e = pm_xmalloc_array(p + 1, sizeof *e);
    memcpy(L, A, p * p * sizeof *L);
    int rc = pm_chol_factor(L, p);
    for (size_t c = 0; rc == 0 && c < p; c++) {
        memset(e, 0, p * sizeof *e);
        e[c] = 1.0;
        pm_chol_solve(L, p, e);
        for (size_t r = 0; r < p; r++)
            inv[r * p + c] = e[r];
    }
    free(e);
    free(L);
    return rc;
}

/* A robust variance of v[0..n): the squared normal-consistent median absolute deviation from
 * the median (v is reordered). NAN below 3 values. */
static double S_robust_var(double *v, size_t n)
{
    if (n < 3)
        return NAN;
    double med = pm_median(v, n);
    for (size_t i = 0; i < n; i++)
        v[i] = fabs(v[i] - med);
    double mad = 1.4826 * pm_median(v, n);
    return mad * mad;
}

/* Each run's noise over the pairs. Where both measured repeats, their noise floors: the spread
 * of repeats of one configuration is noise and nothing else. Else from the pairs' residuals e of
 * the paired fit, whose spread s2 is the two runs' noise together, split between them by each
 * run's deviations from the baseline's model: the baseline's own residuals r_b, and this run's
 * r_b + e (its deviations from the baseline's model after the paired change, so that a change
 * the paired fit explains is not counted as this run's noise, and the baseline's misfit
 * cancels). Var(r_b + e) - Var(r_b) = s_c^2 - s_b^2 where the noise is independent. Every
 * spread is robust (median absolute deviation: a few configurations that changed for real do
 * not move it), and each run keeps at least a tenth of s2 (the split is an estimate), so the
 * ratio is at most 3 this way; no ratio where the pairs do not vary at all. */
static void S_noise(const pm_result *rb, const pm_res_group *gb, const pm_res_group *gc,
                    const size_t *kb, const double *e, size_t m, pm_pair *out)
{
    out->noise_base = out->noise_cand = NAN;
    if (isfinite(gb->noise.floor) && isfinite(gc->noise.floor) &&
        gb->noise.floor > PM_PAIR_NOISE_MIN) {
        out->noise_base = gb->noise.floor;
        out->noise_cand = gc->noise.floor;
        out->noise_from_floor = 1;
        return;
    }
    double *rbv = pm_xmalloc_array(m + 1, sizeof *rbv), *rcv = pm_xmalloc_array(m + 1, sizeof *rcv);
    double *ev = pm_xmalloc_array(m + 1, sizeof *ev);
    double *v = pm_xmalloc_array(rb->nparams + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < m; i++) {
        double tb;
        uint32_t cnt;
        pm_result_config(rb, gb, kb[i], v, &tb, &cnt);
        double pb = pm_result_predict(rb, gb, v);
        if (!(pb > 0 && isfinite(pb)) || !isfinite(e[i]))
            continue;
        rbv[n] = log(tb / pb);
        rcv[n] = rbv[n] + e[i];
        ev[n] = e[i];
        n++;
    }
    double s2 = S_robust_var(ev, n);
    double d = S_robust_var(rcv, n) - S_robust_var(rbv, n);
    if (isfinite(d) && s2 > PM_PAIR_NOISE_MIN * PM_PAIR_NOISE_MIN) {
        d = fmin(fmax(d, -0.8 * s2), 0.8 * s2);
        out->noise_cand = sqrt(0.5 * (s2 + d));
        out->noise_base = sqrt(0.5 * (s2 - d));
    }
    free(v);
    free(ev);
    free(rcv);
    free(rbv);
}

/* Weighted least squares of y on the m x p design X: beta, (X'WX)^-1 into Ai, residuals e.
 * -1 when X'WX is singular. */
static int S_wls(const double *X, const double *y, const double *w, size_t m, size_t p,
                 double *beta, double *Ai, double *e)
{
    double *A = pm_xcalloc(pm_st_add(pm_st_mult(p, p), 1), sizeof *A),
           *b = pm_xcalloc(p + 1, sizeof *b);
    for (size_t i = 0; i < m; i++)
        for (size_t r = 0; r < p; r++) {
            b[r] += w[i] * X[i * p + r] * y[i];
            for (size_t c = 0; c < p; c++)
                A[r * p + c] += w[i] * X[i * p + r] * X[i * p + c];
        }
    int rc = S_inverse(A, p, Ai);
    for (size_t r = 0; rc == 0 && r < p; r++) {
        beta[r] = 0;
        for (size_t c = 0; c < p; c++)
            beta[r] += Ai[r * p + c] * b[c];
    }
    for (size_t i = 0; rc == 0 && i < m; i++) {
        double fit = 0;
        for (size_t r = 0; r < p; r++)
            fit += X[i * p + r] * beta[r];
        e[i] = y[i] - fit;
    }
    free(b);
    free(A);
    return rc;
}

/* The weight the median counts for, in degrees of freedom, when a configuration's own spread is
 * shrunk towards it (S_spread_weights), and the most a pair's weight exceeds the median pair's. */
#define PM_PAIR_SPREAD_PRIOR 4.0
#define PM_PAIR_WEIGHT_RANGE 100.0

/* The median of ln s^2 over the finite spreads s[0..m) (zeros taken at PM_PAIR_NOISE_MIN), or
 * NAN with fewer than 3. */
static double S_median_log_var(const double *s, size_t m)
{
    double *v = pm_xmalloc_array(m + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < m; i++)
        if (isfinite(s[i]))
            v[n++] = 2.0 * log(fmax(s[i], PM_PAIR_NOISE_MIN));
    double med = n >= 3 ? pm_median(v, n) : NAN;
    free(v);
    return med;
}

/* Weights from each configuration's own noise where the runs know it (pm_result_config_lsd: the
 * spread s of its repeats' log times): w = 1 / (s_c^2 / n_c + s_b^2 / n_b). Each s^2 is shrunk
 * on the log scale towards its run's median over the pairs, the spread of n repeats counting for
 * n - 1 degrees of freedom and the median for PM_PAIR_SPREAD_PRIOR (two repeats say little, a
 * dozen a lot); a run that knows no spreads takes the other's median; no pair weighs more than
 * PM_PAIR_WEIGHT_RANGE times the median pair. A suite whose configurations differ in noise by
 * tens of times (one thread steady, two threads sharing a busy core) is then read from the
 * steady ones, not drowned by the others. Returns 1 when it set w, 0 when neither run knows
 * spreads (w unchanged). */
static int S_spread_weights(const double *sb, const double *sc, const double *nb, const double *nc,
                            size_t m, double *w)
{
    double mb = S_median_log_var(sb, m), mc = S_median_log_var(sc, m);
    if (!isfinite(mb) && !isfinite(mc))
        return 0;
    if (!isfinite(mb))
        mb = mc;
    if (!isfinite(mc))
        mc = mb;
    double *tmp = pm_xmalloc_array(m + 1, sizeof *tmp);
    for (size_t i = 0; i < m; i++) {
        double var = 0;
        for (int side = 0; side < 2; side++) {
            double s = side ? sc[i] : sb[i], n = side ? nc[i] : nb[i], med = side ? mc : mb;
            double nu = isfinite(s) && n >= 2 ? n - 1.0 : 0.0;
            double l = nu > 0 ? 2.0 * log(fmax(s, PM_PAIR_NOISE_MIN)) : med;
            var += exp((nu * l + PM_PAIR_SPREAD_PRIOR * med) / (nu + PM_PAIR_SPREAD_PRIOR)) / n;
        }
        tmp[i] = w[i] = 1.0 / var;
    }
    double cap = PM_PAIR_WEIGHT_RANGE * pm_median(tmp, m);
    for (size_t i = 0; i < m; i++)
        w[i] = fmin(w[i], cap);
    free(tmp);
    return 1;
}

/* Divide each weight by the variance the line log e^2 = a + b x predicts (x: log baseline
 * time), the predicted variances bounded to a factor 100 of their median. 0, or -1 when the
 * residuals say nothing (then w is unchanged). */
static int S_reweight(const double *x, const double *e, size_t m, double *w)
{
    double ee = 0;
    for (size_t i = 0; i < m; i++)
        ee += e[i] * e[i];
    ee /= (double)m;
    if (!(ee > 0))
        return -1;
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (size_t i = 0; i < m; i++) {
        double yi = log(e[i] * e[i] + 1e-6 * ee);
        sx += x[i];
        sy += yi;
        sxx += x[i] * x[i];
        sxy += x[i] * yi;
    }
    double n = (double)m, den = n * sxx - sx * sx;
    double slope = den > 0 ? (n * sxy - sx * sy) / den : 0.0;
    double *var = pm_xmalloc_array(m + 1, sizeof *var), *tmp = pm_xmalloc_array(m + 1, sizeof *tmp);
    for (size_t i = 0; i < m; i++)
        tmp[i] = var[i] = exp(slope * x[i]);
    qsort(tmp, m, sizeof *tmp, pm_cmp_double);
    double med = tmp[m / 2];
    for (size_t i = 0; i < m; i++)
        w[i] /= fmin(fmax(var[i] / med, 0.1), 10.0);
    free(tmp);
    free(var);
    return 0;
}

/* The most the noise past a knot is taken to exceed the average pair's (S_top). */
#define PM_PAIR_TOP_NOISE 10.0

/* The top-of-range tests of regressor r (column 1 + r of the m x p design X, the factor's log
 * values in lfe): the fit with a step at the top of the range added (share times the log gap
 * past the knot, where the factor exceeds it), for the knot at the second and third largest of
 * the factor's distinct values (pair.h). */

static void S_top(const double *X, const double *y, const double *w, size_t m, size_t p, size_t r,
                  const double *lfe, const double *share, pm_pair_factor *f, double *best_ss,
                  double *best_e)
{
    f->ntop = 0;
    size_t q = p + 1;
    if (m < q + PM_PAIR_MIN_DOF || q > 64)
        return;
    double *u = pm_xmalloc_array(m + 1, sizeof *u);
    memcpy(u, lfe, m * sizeof *u);
    size_t K = S_distinct(u, m);
    /* the distinct values, ascending, in u[0..K) */
    for (size_t i = 1, d = 1; i < m && d < K; i++)
        if (u[i] != u[d - 1])
            u[d++] = u[i];
    double *Xa = pm_xmalloc_array(pm_st_add(pm_st_mult(q, m), 1), sizeof *Xa);
    double *Ai = pm_xcalloc(pm_st_add(pm_st_mult(q, q), 1), sizeof *Ai);
    double *e = pm_xmalloc_array(m + 1, sizeof *e);
    double beta[65];
    for (size_t t = 0; t < PM_PAIR_MAX_TOP && K >= 3 + t; t++) {
        double knot = u[K - 2 - t], gap = u[K - 1 - t] - knot;
        for (size_t i = 0; i < m; i++) {
            memcpy(Xa + i * q, X + i * p, p * sizeof *Xa);
            Xa[i * q + p] = lfe[i] > knot ? share[i] * gap : 0.0;
        }
        if (S_wls(Xa, y, w, m, q, beta, Ai, e) != 0)
            continue;
        /* the change past the knot, c = g'beta (g: the slope below plus the step), with the
           classical variance from the pooled residual spread, scaled up where the noise grows
           along the factor: a line through the pairs' log squared residuals (each over 1 - its
           leverage) on the factor says how much noisier the pairs past the knot are than the
           average pair (at most PM_PAIR_TOP_NOISE times; never less noisy) */
        size_t a = 1 + r, hh = p;
        double ss = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
        size_t nl = 0;
        for (size_t i = 0; i < m; i++) {
            const double *x = Xa + i * q;
            double h = 0;
            for (size_t c = 0; c < q; c++)
                for (size_t b = 0; b < q; b++)
                    h += x[c] * Ai[c * q + b] * x[b];
            h *= w[i];
            ss += w[i] * e[i] * e[i];
            if (h < 0.99) {
                double ly = log(w[i] * e[i] * e[i] / (1.0 - h) + 1e-300);
                sx += lfe[i];
                sy += ly;
                sxx += lfe[i] * lfe[i];
                sxy += lfe[i] * ly;
                nl++;
            }
        }
        double den = (double)nl * sxx - sx * sx;
        double slope = nl >= 3 && den > 0 ? ((double)nl * sxy - sx * sy) / den : 0.0;
        double all = 0, past = 0;
        size_t npast = 0;
        for (size_t i = 0; i < m; i++) {
            double v = exp(slope * (lfe[i] - u[K - 1]));
            all += v;
            if (lfe[i] > knot) {
                past += v;
                npast++;
            }
        }
        double grow = npast ? (past / (double)npast) / (all / (double)m) : 1.0;
        grow = fmin(fmax(grow, 1.0), PM_PAIR_TOP_NOISE);
        if (ss < *best_ss) { /* the residuals of the fit that explains the most */
            *best_ss = ss;
            memcpy(best_e, e, m * sizeof *e);
        }
        double var =
            grow * ss / (double)(m - q) * (Ai[a * q + a] + Ai[hh * q + hh] + 2.0 * Ai[a * q + hh]);
        f->top[f->ntop++] =
            (pm_pair_top){exp(knot), beta[a] + beta[hh], sqrt(fmax(var, 0.0)), (double)(m - q)};
    }
    free(e);
    free(Ai);
    free(Xa);
    free(u);
}

/* ---- the comparison, phase by phase ---- */

/* The matched pairs of one comparison, each read once (S_read_pairs), in the order S_match
 * found them, and the design of their fit. */
typedef struct S_pairs {
    size_t m;            /* pairs */
    size_t nf;           /* the candidate group's factors */
    size_t *kc, *kb;     /* each pair's configuration in this run and in the baseline */
    double *y;           /* its log ratio of times, this run's over the baseline's */
    double *w;           /* its weight in the fit (S_weigh may change it) */
    double *w0;          /* its weight from the measurement counts alone */
    double *sb, *sc;     /* its configurations' log spreads (pm_result_config_lsd) */
    double *cntb, *cntc; /* their measurement counts */
    double *lt;          /* log of the baseline's time */
    double *share;       /* the share of the baseline's time that scales */
    double *lf;          /* its log factors: m rows of nf */
    double *col;         /* scratch: one factor's log values over the pairs */
    size_t *reg, nreg;   /* the factors that vary among the pairs: the regressors */
    size_t p;            /* the fit's unknowns: the intercept and a slope per regressor */
    double *X;           /* the design: m rows of p */
} S_pairs;

static void S_pairs_free(S_pairs *P)
{
    free(P->kc);
    free(P->kb);
    free(P->y);
    free(P->w);
    free(P->w0);
    free(P->sb);
    free(P->sc);
    free(P->cntb);
    free(P->cntc);
    free(P->lt);
    free(P->share);
    free(P->lf);
    free(P->col);
    free(P->reg);
    free(P->X);
}

/* The pairs' configurations matched (S_match) and each pair read once: its log ratio, weight,
 * log baseline time, the share of it that scales, its spreads and counts, its log factors. */
static void S_read_pairs(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                         const pm_res_group *gc, const size_t *map, const pm_pair *out, S_pairs *P)
{
    memset(P, 0, sizeof *P);
    size_t cap = out->ncand < out->nbase ? out->ncand : out->nbase;
    P->kc = pm_xmalloc_array(cap + 1, sizeof *P->kc);
    P->kb = pm_xmalloc_array(cap + 1, sizeof *P->kb);
    size_t m = P->m = S_match(rb, gb, rc, gc, map, P->kc, P->kb);
    size_t nf = P->nf = gc->nexp;
    double *v = pm_xmalloc_array(rc->nparams + 1, sizeof *v);
    P->col = pm_xmalloc_array(m + 1, sizeof *P->col);
    P->reg = pm_xmalloc_array(nf + 1, sizeof *P->reg);
    P->y = pm_xmalloc_array(m + 1, sizeof *P->y);
    P->w = pm_xmalloc_array(m + 1, sizeof *P->w);
    P->w0 = pm_xmalloc_array(m + 1, sizeof *P->w0);
    P->sb = pm_xmalloc_array(m + 1, sizeof *P->sb);
    P->sc = pm_xmalloc_array(m + 1, sizeof *P->sc);
    P->cntb = pm_xmalloc_array(m + 1, sizeof *P->cntb);
    P->cntc = pm_xmalloc_array(m + 1, sizeof *P->cntc);
    P->lt = pm_xmalloc_array(m + 1, sizeof *P->lt);
    P->share = pm_xmalloc_array(m + 1, sizeof *P->share);
    P->lf = pm_xmalloc_array(pm_st_add(pm_st_mult(nf, m), 1), sizeof *P->lf);
    /* t = A E^q + C: a change dq moves log t by dq log E times the share of t that scales,
       1 - C / t, which the baseline's fit tells (1 where it has no positive C) */
    double cb = gb->constant.value;
    for (size_t i = 0; i < m; i++) {
        double tb, tc;
        uint32_t nb, nc;
        pm_result_config(rb, gb, P->kb[i], v, &tb, &nb);
        double pb = cb > 0 ? pm_result_predict(rb, gb, v) : NAN;
        P->share[i] = pb > 0 && isfinite(pb) ? fmax(0.0, 1.0 - cb / pb) : 1.0;
        P->lt[i] = log(tb);
        pm_result_config(rc, gc, P->kc[i], v, &tc, &nc);
        P->y[i] = log(tc / tb);
        P->cntb[i] = nb ? nb : 1;
        P->cntc[i] = nc ? nc : 1;
        P->sb[i] = pm_result_config_lsd(gb, P->kb[i]);
        P->sc[i] = pm_result_config_lsd(gc, P->kc[i]);
        P->w[i] = 1.0 / (1.0 / P->cntc[i] + 1.0 / P->cntb[i]);
        for (size_t e = 0; e < nf; e++)
            P->lf[i * nf + e] = log(v[gc->exp[e].param]);
    }
    free(v);
}

/* The regressors: the factors that vary among the pairs (each factor's distinct values into
 * out), after the intercept; P->p the fit's unknowns. */
static void S_regressors(S_pairs *P, pm_pair *out)
{
    size_t m = P->m, nf = P->nf;
    for (size_t e = 0; e < nf; e++) {
        for (size_t i = 0; i < m; i++)
            P->col[i] = P->lf[i * nf + e];
        out->fac[e].distinct = S_distinct(P->col, m);
        if (out->fac[e].distinct >= 2)
            P->reg[P->nreg++] = e;
    }
    P->p = P->nreg + 1;
}

/* The design: an intercept, then each regressor's log values times the share that scales. */
static void S_design(S_pairs *P)
{
    size_t m = P->m, p = P->p, nf = P->nf;
    P->X = pm_xmalloc_array(pm_st_add(pm_st_mult(nf + 1, m), 1), sizeof *P->X);
    for (size_t i = 0; i < m; i++) {
        P->X[i * p] = 1.0;
        for (size_t r = 0; r < P->nreg; r++)
            P->X[i * p + 1 + r] = P->share[i] * P->lf[i * nf + P->reg[r]];
    }
}

/* A fit the pairs cannot make: their factors' values move together. Returns -1. */
static int S_inseparable(pm_pair *out)
{
    snprintf(out->why, sizeof out->why,
             "the matched configurations cannot separate the factors (their values move "
             "together)");
    return -1;
}

/* The weighted fit of the log ratios on the design: beta, (X'WX)^-1 into Ai, residuals e. The
 * weights of the repeats alone are kept (P->w0), for the pairs' centre; then the noise of each
 * pair: from the configurations' own spreads where the runs know them, else (feasible weights)
 * from the squared residuals' trend in log t (one OLS line through their logs: the noise of a
 * log time is rarely the same for short and long times), and the fit is made again with them;
 * the robust errors (S_hc3) hold whether or not the weights are right. The trend not on fewer
 * than PM_PAIR_REWEIGHT pairs: fitted to a handful of residuals it follows their noise, and the
 * errors come out too small (bench/pair_bench: 7% false alarms on 14 pairs at 30% noise with
 * it, under 5% without). 0, or -1 with out->why set. */
static int S_weigh(S_pairs *P, double *beta, double *Ai, double *e, pm_pair *out)
{
    size_t m = P->m, p = P->p;
    if (S_wls(P->X, P->y, P->w, m, p, beta, Ai, e) != 0)
        return S_inseparable(out);
    memcpy(P->w0, P->w, m * sizeof *P->w);
    int reweighted = S_spread_weights(P->sb, P->sc, P->cntb, P->cntc, m, P->w);
    out->spread_weights = reweighted;
    if (!reweighted && m >= PM_PAIR_REWEIGHT)
        reweighted = S_reweight(P->lt, e, m, P->w) == 0;
    if (reweighted && S_wls(P->X, P->y, P->w, m, p, beta, Ai, e) != 0)
        return S_inseparable(out);
    return 0;
}

/* HC3: the meat M, the sum of (w e / (1 - h))^2 x x' with h the leverage w x' A^-1 x; *ss the
 * weighted residual sum of squares and *sw the weights' sum. */
static void S_hc3(const S_pairs *P, const double *Ai, const double *e, double *M, double *ss,
                  double *sw)
{
    size_t m = P->m, p = P->p;
    const double *w = P->w;
    *ss = *sw = 0;
    for (size_t i = 0; i < m; i++) {
        const double *x = P->X + i * p;
        double h = 0;
        for (size_t r = 0; r < p; r++) {
            double t = 0;
            for (size_t c = 0; c < p; c++)
                t += Ai[r * p + c] * x[c];
            h += x[r] * t;
        }
        h *= w[i];
        *ss += w[i] * e[i] * e[i];
        *sw += w[i];
        double u = h < 1.0 - 1e-9 ? w[i] * e[i] / (1.0 - h) : 0.0;
        for (size_t r = 0; r < p; r++)
            for (size_t c = 0; c < p; c++)
                M[r * p + c] += u * u * x[r] * x[c];
    }
}

/* Each regressor's change of exponent with its robust (sandwich) standard error, and its
 * top-of-range tests (S_top; *best_ss and best_e: the residuals the noise is judged by). */
static void S_factors(S_pairs *P, const double *beta, const double *Ai, const double *M,
                      pm_pair *out, double *best_ss, double *best_e)
{
    size_t m = P->m, p = P->p, nf = P->nf;
    for (size_t r = 1; r < p; r++) {
        double var = 0;
        for (size_t a = 0; a < p; a++)
            for (size_t c = 0; c < p; c++)
                var += Ai[r * p + a] * M[a * p + c] * Ai[c * p + r];
        pm_pair_factor *f = &out->fac[P->reg[r - 1]];
        f->dq = beta[r];
        f->se = sqrt(var);
        for (size_t i = 0; i < m; i++)
            P->col[i] = P->lf[i * nf + P->reg[r - 1]];
        S_top(P->X, P->y, P->w, m, p, r - 1, P->col, P->share, f, best_ss, best_e);
    }
}

/* The fitted ratio at the pairs' centre (their regressors' mean, each pair weighted by its
 * measurements) into out->log_speed: at one of every factor the intercept would extrapolate a
 * change of the exponents far out of the measured range. */
static void S_centre(const S_pairs *P, const double *beta, pm_pair *out)
{
    size_t m = P->m, p = P->p;
    double sw0 = 0;
    out->log_speed = beta[0];
    for (size_t i = 0; i < m; i++)
        sw0 += P->w0[i];
    for (size_t r = 1; r < p; r++) {
        double xm = 0;
        for (size_t i = 0; i < m; i++)
            xm += P->w0[i] * P->X[i * p + r];
        out->log_speed += beta[r] * xm / sw0;
    }
}

/* The fit of the pairs' log ratios and what it says: each factor's change with its robust
 * error and top-of-range tests, the machine-speed ratio, the spread, whether the pairs are
 * enough to judge, and each run's noise. */
static void S_fit(const pm_result *rb, const pm_res_group *gb, const pm_res_group *gc, S_pairs *P,
                  pm_pair *out)
{
    size_t m = P->m, p = P->p;
    double *Ai = pm_xcalloc(pm_st_add(pm_st_mult(p, p), 1), sizeof *Ai),
           *M = pm_xcalloc(pm_st_add(pm_st_mult(p, p), 1), sizeof *M);
    double *e = pm_xmalloc_array(m + 1, sizeof *e);
    double beta[64];
    if (p > sizeof beta / sizeof beta[0]) {
        snprintf(out->why, sizeof out->why, "more than %zu scaling factors",
                 sizeof beta / sizeof beta[0] - 1);
        goto done;
    }
    if (S_weigh(P, beta, Ai, e, out) != 0)
        goto done;
    /* the residuals the noise is judged by: this fit's, or a top-of-range fit's that
       explains more (S_top) */
    double best_ss = 0, *best_e = pm_xmalloc_array(m + 1, sizeof *best_e);
    for (size_t i = 0; i < m; i++)
        best_ss += P->w[i] * e[i] * e[i];
    memcpy(best_e, e, m * sizeof *e);
    double ss, sw;
    S_hc3(P, Ai, e, M, &ss, &sw);
    S_factors(P, beta, Ai, M, out, &best_ss, best_e);
    S_centre(P, beta, out);
    /* the spread of one pair's log ratio at the typical weight */
    out->spread = m > p ? sqrt(ss / (double)(m - p) * (double)m / sw) : NAN;
    out->estimable = 1;
    out->dof = (double)(m - p);
    out->used = m >= p + PM_PAIR_MIN_DOF;
    if (!out->used)
        snprintf(out->why, sizeof out->why, "%zu matched configurations (%zu needed to pair)", m,
                 p + PM_PAIR_MIN_DOF);
    S_noise(rb, gb, gc, P->kb, best_e, m, out);
    free(best_e);
done:
    free(e);
    free(M);
    free(Ai);
}

void pm_pair_compare(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                     const pm_res_group *gc, pm_pair *out)
{
    memset(out, 0, sizeof *out);
    out->log_speed = out->spread = out->noise_base = out->noise_cand = out->dof = NAN;
    out->nbase = pm_result_nconfigs(gb);
    out->ncand = pm_result_nconfigs(gc);
    out->nfac = gc->nexp;
    out->fac = pm_xcalloc(gc->nexp + 1, sizeof *out->fac);
    for (size_t e = 0; e < gc->nexp; e++)
        out->fac[e] = (pm_pair_factor){.param = gc->exp[e].param, .dq = NAN, .se = NAN};
    if (out->nbase == 0) {
        snprintf(out->why, sizeof out->why, "the baseline keeps no configurations");
        return;
    }
    size_t *map = pm_xmalloc_array(rc->nparams + 1, sizeof *map);
    if (S_map(rb, rc, map) != 0) {
        snprintf(out->why, sizeof out->why, "the two runs do not have the same parameters");
        free(map);
        return;
    }
    S_pairs P;
    S_read_pairs(rb, gb, rc, gc, map, out, &P);
    out->npairs = P.m;
    S_regressors(&P, out);
    if (P.m < P.p + 2) { /* not even an estimate with a spread */
        snprintf(out->why, sizeof out->why, "%zu matched configurations (%zu needed to pair)", P.m,
                 P.p + PM_PAIR_MIN_DOF);
    } else {
        S_design(&P);
        S_fit(rb, gb, gc, &P, out);
    }
    S_pairs_free(&P);
    free(map);
}

const pm_pair_factor *pm_pair_factor_of(const pm_pair *p, size_t j)
{
    for (size_t e = 0; e < p->nfac; e++)
        if (p->fac[e].param == j)
            return &p->fac[e];
    return NULL;
}

void pm_pair_free(pm_pair *p)
{
    if (p == NULL)
        return;
    free(p->fac);
    memset(p, 0, sizeof *p);
}
