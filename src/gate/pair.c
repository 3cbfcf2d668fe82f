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

/* Sample variance of v over n (NAN below 2). */
static double S_var(const double *v, size_t n)
{
    if (n < 2)
        return NAN;
    double m = 0, s = 0;
    for (size_t i = 0; i < n; i++)
        m += v[i];
    m /= (double)n;
    for (size_t i = 0; i < n; i++)
        s += (v[i] - m) * (v[i] - m);
    return s / (double)(n - 1);
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

/* Each run's noise over the pairs: the residuals' spread s2 = s_b^2 + s_c^2, and the
 * difference of the runs' own model residual variances d = s_c^2 - s_b^2. */
static void S_noise(const pm_result *rb, const pm_res_group *gb, const pm_result *rc,
                    const pm_res_group *gc, const size_t *kc, const size_t *kb, size_t m, double s2,
                    pm_pair *out)
{
    out->noise_base = out->noise_cand = NAN;
    if (isfinite(gb->noise.floor) && isfinite(gc->noise.floor) && gb->noise.floor > 0) {
        out->noise_base = gb->noise.floor;
        out->noise_cand = gc->noise.floor;
        out->noise_from_floor = 1;
        return;
    }
    double *rbv = pm_xmalloc_array(m + 1, sizeof *rbv), *rcv = pm_xmalloc_array(m + 1, sizeof *rcv);
    double *v = pm_xmalloc_array(rb->nparams + rc->nparams + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < m; i++) {
        double tb, tc, pb, pc;
        uint32_t cnt;
        pm_result_config(rb, gb, kb[i], v, &tb, &cnt);
        pb = pm_result_predict(rb, gb, v);
        pm_result_config(rc, gc, kc[i], v, &tc, &cnt);
        pc = gc->points.n ? gc->points.predicted[kc[i]] : pm_result_predict(rc, gc, v);
        if (!(pb > 0 && pc > 0 && isfinite(pb) && isfinite(pc)))
            continue;
        rbv[n] = log(tb / pb);
        rcv[n] = log(tc / pc);
        n++;
    }
    double d = S_var(rcv, n) - S_var(rbv, n);
    if (isfinite(d) && isfinite(s2)) {
        /* each share at least a tenth of the spread: the split is an estimate */
        double floor = 0.1 * s2;
        out->noise_cand = sqrt(fmax(0.5 * (s2 + d), floor));
        out->noise_base = sqrt(fmax(0.5 * (s2 - d), floor));
    }
    free(v);
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
        out->fac[e] = (pm_pair_factor){gc->exp[e].param, 0, NAN, NAN};
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
    size_t cap = out->ncand < out->nbase ? out->ncand : out->nbase;
    size_t *kc = pm_xmalloc_array(cap + 1, sizeof *kc), *kb = pm_xmalloc_array(cap + 1, sizeof *kb);
    size_t m = S_match(rb, gb, rc, gc, map, kc, kb);
    out->npairs = m;

    /* each pair read once: its log ratio y, weight w, log baseline time lt, the share of its
       time that scales, and its log factors (m rows of nf in lf) */
    size_t np = rc->nparams, nf = gc->nexp;
    double *v = pm_xmalloc_array(np + 1, sizeof *v), *col = pm_xmalloc_array(m + 1, sizeof *col);
    size_t *reg = pm_xmalloc_array(nf + 1, sizeof *reg), nreg = 0;
    double *y = pm_xmalloc_array(m + 1, sizeof *y), *w = pm_xmalloc_array(m + 1, sizeof *w);
    double *lt = pm_xmalloc_array(m + 1, sizeof *lt),
           *share = pm_xmalloc_array(m + 1, sizeof *share);
    double *lf = pm_xmalloc_array(pm_st_add(pm_st_mult(nf, m), 1), sizeof *lf);
    double *X = pm_xmalloc_array(pm_st_add(pm_st_mult(nf + 1, m), 1),
                                 sizeof *X); /* m rows of p, filled below */
    /* t = A E^q + C: a change dq moves log t by dq log E times the share of t that scales,
       1 - C / t, which the baseline's fit tells (1 where it has no positive C) */
    double cb = gb->constant.value;
    for (size_t i = 0; i < m; i++) {
        double tb, tc;
        uint32_t nb, nc;
        pm_result_config(rb, gb, kb[i], v, &tb, &nb);
        double pb = cb > 0 ? pm_result_predict(rb, gb, v) : NAN;
        share[i] = pb > 0 && isfinite(pb) ? fmax(0.0, 1.0 - cb / pb) : 1.0;
        lt[i] = log(tb);
        pm_result_config(rc, gc, kc[i], v, &tc, &nc);
        y[i] = log(tc / tb);
        w[i] = 1.0 / (1.0 / (nc ? nc : 1) + 1.0 / (nb ? nb : 1));
        for (size_t e = 0; e < nf; e++)
            lf[i * nf + e] = log(v[gc->exp[e].param]);
    }
    /* the factors that vary among the pairs are the regressors, after the intercept */
    for (size_t e = 0; e < nf; e++) {
        for (size_t i = 0; i < m; i++)
            col[i] = lf[i * nf + e];
        out->fac[e].distinct = S_distinct(col, m);
        if (out->fac[e].distinct >= 2)
            reg[nreg++] = e;
    }
    size_t p = nreg + 1;
    int enough = m >= p + PM_PAIR_MIN_DOF;
    if (m < p + 2) { /* not even an estimate with a spread */
        snprintf(out->why, sizeof out->why, "%zu matched configurations (%zu needed to pair)", m,
                 p + PM_PAIR_MIN_DOF);
        goto done;
    }
    for (size_t i = 0; i < m; i++) {
        X[i * p] = 1.0;
        for (size_t r = 0; r < nreg; r++)
            X[i * p + 1 + r] = share[i] * lf[i * nf + reg[r]];
    }
    double *Ai = pm_xcalloc(pm_st_add(pm_st_mult(p, p), 1), sizeof *Ai),
           *M = pm_xcalloc(pm_st_add(pm_st_mult(p, p), 1), sizeof *M);
    double *e = pm_xmalloc_array(m + 1, sizeof *e);
    double beta[64];
    if (p > sizeof beta / sizeof beta[0]) {
        snprintf(out->why, sizeof out->why, "more than %zu scaling factors",
                 sizeof beta / sizeof beta[0] - 1);
        goto free_fit;
    }
    if (S_wls(X, y, w, m, p, beta, Ai, e) != 0) {
        snprintf(out->why, sizeof out->why,
                 "the matched configurations cannot separate the factors (their values move "
                 "together)");
        goto free_fit;
    }
    /* feasible weights: the noise of a log time is rarely the same for short and long
       times, so the squared residuals' trend in log t (one OLS line through their logs)
       reweights the pairs; the robust errors below hold whether or not that trend is right.
       Not on fewer than PM_PAIR_REWEIGHT pairs: a trend fitted to a handful of residuals
       follows their noise, and the errors come out too small (bench/pair_bench: 7% false
       alarms on 14 pairs at 30% noise with it, under 5% without) */
    if (m >= PM_PAIR_REWEIGHT && S_reweight(lt, e, m, w) == 0 &&
        S_wls(X, y, w, m, p, beta, Ai, e) != 0) {
        snprintf(out->why, sizeof out->why,
                 "the matched configurations cannot separate the factors (their values move "
                 "together)");
        goto free_fit;
    }
    /* HC3: the meat sum of (w e / (1 - h))^2 x x', h the leverage w x' A^-1 x */
    double ss = 0, sw = 0;
    for (size_t i = 0; i < m; i++) {
        const double *x = X + i * p;
        double h = 0;
        for (size_t r = 0; r < p; r++) {
            double t = 0;
            for (size_t c = 0; c < p; c++)
                t += Ai[r * p + c] * x[c];
            h += x[r] * t;
        }
        h *= w[i];
        ss += w[i] * e[i] * e[i];
        sw += w[i];
        double u = h < 1.0 - 1e-9 ? w[i] * e[i] / (1.0 - h) : 0.0;
        for (size_t r = 0; r < p; r++)
            for (size_t c = 0; c < p; c++)
                M[r * p + c] += u * u * x[r] * x[c];
    }
    for (size_t r = 1; r < p; r++) {
        double var = 0;
        for (size_t a = 0; a < p; a++)
            for (size_t c = 0; c < p; c++)
                var += Ai[r * p + a] * M[a * p + c] * Ai[c * p + r];
        pm_pair_factor *f = &out->fac[reg[r - 1]];
        f->dq = beta[r];
        f->se = sqrt(var);
    }
    out->log_speed = beta[0];
    /* the spread of one pair's log ratio at the typical weight */
    out->spread = m > p ? sqrt(ss / (double)(m - p) * (double)m / sw) : NAN;
    out->estimable = 1;
    out->dof = (double)(m - p);
    out->used = enough;
    if (!enough)
        snprintf(out->why, sizeof out->why, "%zu matched configurations (%zu needed to pair)", m,
                 p + PM_PAIR_MIN_DOF);
    S_noise(rb, gb, rc, gc, kc, kb, m, out->spread * out->spread, out);
free_fit:
    free(e);
    free(M);
    free(Ai);
done:
    free(X);
    free(lf);
    free(share);
    free(lt);
    free(w);
    free(y);
    free(reg);
    free(col);
    free(v);
    free(kb);
    free(kc);
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
