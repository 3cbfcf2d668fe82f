/* lm.c - bounded Levenberg-Marquardt on every unknown, for every loss (IRLS for mae, mape, L1). */
#include "fit/lm.h"

#include "fit/linalg.h"
#include "util/vec.h"
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

static double S_lm(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter,
                   double ftol, int ncalm, int sym);

double pm_lm_polish(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter)
{
    return S_lm(m, cfg, x, max_iter, 1e-10, 3, 0);
}

double pm_lm_polish_fast(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter)
{
    return S_lm(m, cfg, x, max_iter, 1e-10, 3, 1);
}

double pm_lm_polish_tol(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter,
                        double ftol)
{
    return S_lm(m, cfg, x, max_iter, ftol, 1, 1);
}

/* Scratch of the normal equations: the unknowns every row touches (a, p, q, C: "dense")
 * apart from the level coefficients, of which a row touches one per categorical parameter. */
typedef struct S_normal {
    size_t nd;    /* dense unknowns */
    size_t *xd;   /* nd: their index in x */
    double *jd;   /* nd: the row's Jacobian on them */
    double *wjd;  /* nd: the same times the row's weight */
    double *Hd;   /* nd x nd */
    double *HlD;  /* nlev x nd: level rows of H on the dense unknowns */
    double *HDl;  /* nlev x nd: the dense rows of H on the levels (rounded apart from HlD) */
    double *Hll;  /* nlev x nlev */
    double *gd;   /* nd */
    double *gl;   /* nlev */
    size_t ndp;   /* nd rounded up to S_TILE: the blocked sums' row length */
    double *Jb;   /* S_BLOCK x ndp: a block's Jacobian rows on the dense unknowns (0-padded) */
    double *WJb;  /* S_BLOCK x ndp: the same times each row's weight */
    double *Hb;   /* ndp x ndp: the blocked sums' dense block (lower triangle) */
    double *gb;   /* ndp: the blocked sums' dense part of g */
    double *vrun; /* ndp: the blocked sums' current run of rows with the same levels */
} S_normal;

/* The blocked sums (S_accumulate_blocked) take S_BLOCK rows at a time, and S_TILE x S_TILE
 * entries of the dense block over them at a time (S_TILE is pm_v4's width). */
enum { S_BLOCK = 32, S_TILE = 4 };

/* S_eval checks whether a step can still win every S_EVAL_CHUNK rows. */
enum { S_EVAL_CHUNK = 16384 };

static void S_normal_init(S_normal *s, const pm_model_data *m)
{
    size_t nn = m->nnum, ipow = pm_model_ipow(m), nl = m->nlev + 1;
    s->nd = 2 * nn + m->next + 1;
    s->xd = pm_xmalloc_array(s->nd, sizeof *s->xd);
    for (size_t i = 0; i < nn; i++) {
        s->xd[i] = i;
        s->xd[nn + i] = ipow + i;
    }
    for (size_t j = 0; j < m->next; j++)
        s->xd[2 * nn + j] = ipow + nn + j;
    s->xd[s->nd - 1] = pm_model_nx(m) - 1;
    s->jd = pm_xmalloc_array(s->nd, sizeof *s->jd);
    s->wjd = pm_xmalloc_array(s->nd, sizeof *s->wjd);
    s->Hd = pm_xmalloc_array(pm_st_mult(s->nd, s->nd), sizeof *s->Hd);
    s->HlD = pm_xmalloc_array(pm_st_mult(nl, s->nd), sizeof *s->HlD);
    s->HDl = pm_xmalloc_array(pm_st_mult(nl, s->nd), sizeof *s->HDl);
    s->Hll = pm_xmalloc_array(pm_st_mult(nl, nl), sizeof *s->Hll);
    s->gd = pm_xmalloc_array(s->nd, sizeof *s->gd);
    s->gl = pm_xmalloc_array(nl, sizeof *s->gl);
    s->ndp = (s->nd + S_TILE - 1) / S_TILE * S_TILE;
    s->Jb = pm_xcalloc(pm_st_mult(S_BLOCK, s->ndp), sizeof *s->Jb);
    s->WJb = pm_xcalloc(pm_st_mult(S_BLOCK, s->ndp), sizeof *s->WJb);
    s->Hb = pm_xmalloc_array(pm_st_mult(s->ndp, s->ndp), sizeof *s->Hb);
    s->gb = pm_xmalloc_array(s->ndp, sizeof *s->gb);
    s->vrun = pm_xmalloc_array(s->ndp, sizeof *s->vrun);
}

static void S_normal_free(S_normal *s)
{
    free(s->xd);
    free(s->jd);
    free(s->wjd);
    free(s->Hd);
    free(s->HlD);
    free(s->HDl);
    free(s->Hll);
    free(s->gd);
    free(s->gl);
    free(s->Jb);
    free(s->WJb);
    free(s->Hb);
    free(s->gb);
    free(s->vrun);
}

/* Row k's residual r, Jacobian scale jsc and weight wk for the loss (reweighted for the
 * absolute losses). w holds x's tables and e what S_eval left for x: for the log loss the
 * log residuals (the prediction is then w's s f + C again, the same double), else the
 * predictions. */
static inline void S_row(const pm_model_data *m, const pm_cost_config *cfg, const pm_model_work *w,
                         double c, const double *e, double mean_t, size_t k, double *r, double *jsc,
                         double *wk)
{
    if (cfg->loss == PM_LOSS_LOG) {
        double p = w->s[k] * w->f[k] + c, th = p > 1e-300 ? p : 1e-300;
        *r = e[k]; /* residual of ln t_hat; its Jacobian is dt_hat / t_hat */
        *jsc = 1.0 / th;
        *wk = 1.0;
    } else {
        /* |r| ~ r^2 / (2 |r0|): iteratively reweighted least squares */
        *r = e[k] - m->t[k];
        *jsc = 1.0;
        *wk = 0.5 / fmax(fabs(*r), 1e-6 * mean_t);
        if (cfg->loss == PM_LOSS_MAPE)
            *wk /= m->t[k];
    }
}

/* Row k's dense Jacobian entries at x, times jsc, into jd (nd): each numeric term's a and p,
 * every extrinsic (and product) power, C last; each entry as pm_lm_jacobian_row computes it.
 * w holds what S_eval left for x. */
static inline void S_dense_row(const pm_model_data *m, const pm_model_work *w, const double *x,
                               size_t k, double jsc, size_t nd, double *restrict jd)
{
    size_t nn = m->nnum, npow = nn + m->next;
    const uint32_t *vi = m->vidx + k * npow;
    double f = w->f[k], sk = w->s[k];
    for (size_t i = 0; i < nn; i++) {
        double xi = w->pw[i][vi[i]];
        jd[i] = xi * f * jsc;
        jd[nn + i] = x[i] * xi * m->lnval[i][vi[i]] * f * jsc;
    }
    for (size_t j = nn; j < npow; j++)
        jd[nn + j] = sk * f * m->lnval[j][vi[j]] * jsc;
    jd[nd - 1] = jsc;
}

/* H = sum_k w_k j_k j_k' and g = sum_k w_k r_k j_k over the rows (unscaled), j_k the Jacobian
 * row of pm_lm_jacobian_row at x times jsc_k, for the residuals, weights and scales of the
 * loss (reweighted for the absolute losses); w and e hold what S_eval left for x. The dense
 * unknowns' block is updated a whole row at a time (contiguous, so the compiler vectorises
 * it), and every entry of H receives the same products in the same order as a sum over the
 * rows' non-zero entries would give it (pm_lm_polish keeps those bits; S_accumulate_blocked
 * is the faster sum of pm_lm_polish_tol). */
static void S_accumulate(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                         const pm_model_work *w, const double *e, double mean_t, S_normal *s,
                         double *H, double *g)
{
    size_t nx = pm_model_nx(m), nn = m->nnum, nd = s->nd, nl = m->nlev;
    size_t ncat = m->ncat;
    memset(s->Hd, 0, nd * nd * sizeof *s->Hd);
    memset(s->HlD, 0, (nl + 1) * nd * sizeof *s->HlD);
    memset(s->HDl, 0, (nl + 1) * nd * sizeof *s->HDl);
    memset(s->Hll, 0, (nl + 1) * (nl + 1) * sizeof *s->Hll);
    memset(s->gd, 0, nd * sizeof *s->gd);
    memset(s->gl, 0, (nl + 1) * sizeof *s->gl);
    double *restrict jd = s->jd, *restrict wjd = s->wjd;
    for (size_t k = 0; k < m->n; k++) {
        double r, jsc, wk;
        S_row(m, cfg, w, x[nx - 1], e, mean_t, k, &r, &jsc, &wk);
        S_dense_row(m, w, x, k, jsc, nd, jd);
        double f = w->f[k];
        for (size_t a = 0; a < nd; a++)
            wjd[a] = wk * jd[a];
        for (size_t a = 0; a < nd; a++) {
            double wa = wjd[a];
            double *restrict row = s->Hd + a * nd;
            s->gd[a] += wa * r;
            for (size_t b = 0; b < nd; b++)
                row[b] += wa * jd[b];
        }
        double jl = f * jsc, wl = wk * jl;
        const uint32_t *sl = m->slot + k * ncat;
        for (size_t c = 0; c < ncat; c++) {
            if (sl[c] == UINT32_MAX)
                continue;
            double *restrict lrow = s->HlD + sl[c] * nd, *restrict drow = s->HDl + sl[c] * nd;
            for (size_t b = 0; b < nd; b++)
                lrow[b] += wl * jd[b];
            for (size_t b = 0; b < nd; b++)
                drow[b] += wjd[b] * jl;
            s->gl[sl[c]] += wl * r;
            for (size_t c2 = 0; c2 < ncat; c2++)
                if (sl[c2] != UINT32_MAX)
                    s->Hll[sl[c] * (nl + 1) + sl[c2]] += wl * jl;
        }
    }
    memset(H, 0, nx * nx * sizeof *H);
    for (size_t a = 0; a < nd; a++) {
        g[s->xd[a]] = s->gd[a];
        for (size_t b = 0; b < nd; b++)
            H[s->xd[a] * nx + s->xd[b]] = s->Hd[a * nd + b];
    }
    for (size_t l = 0; l < nl; l++) {
        size_t xl = nn + l;
        g[xl] = s->gl[l];
        for (size_t b = 0; b < nd; b++) {
            H[xl * nx + s->xd[b]] = s->HlD[l * nd + b];
            H[s->xd[b] * nx + xl] = s->HDl[l * nd + b];
        }
        for (size_t l2 = 0; l2 < nl; l2++)
            H[xl * nx + nn + l2] = s->Hll[l * (nl + 1) + l2];
    }
}

/* The same H and g (pm_lm_polish_tol), summed faster:
 * - the dense unknowns' block as a product of the Jacobian rows of S_BLOCK rows at a time,
 *   S_TILE x S_TILE of its entries kept in registers over the block's rows, and only its lower
 *   triangle (mirrored); g's dense part in registers beside the first tile of each row of tiles;
 * - the level rows (HlD, Hll, gl) by runs of consecutive rows with the same levels (about four
 *   rows each in configuration order, dozens for the slowest parameter): a run's rows are
 *   summed once, then added to each of its levels' rows;
 * - for the log loss, whose weights are all 1, the rows are not copied into weighted rows.
 * Each entry is then a fixed sum of sums (of the block's or the run's rows, in order), other
 * than S_accumulate's: the last bits differ, fixed by the data alone.
 *
 * Its loops vectorise; on x86-64 with AVX2 they run 4 doubles wide instead of SSE2's 2. Every
 * sum is the same chain of IEEE additions and multiplications either way (each lane its own
 * entry, no fused multiply-add: ISO C mode does not contract), so the bytes are the same on
 * every machine; S_accumulate_blocked picks the variant. */

/* The tile of Hb at rows a0, columns b0 over the block's nb rows (wr: the weighted rows, jr:
 * the rows, ndp apart); with r (the rows' residuals), g's entries a0 .. a0 + S_TILE - 1 too.
 * The tile's 16 sums are kept in four vectors of four, so that the compiler keeps them in
 * registers (left to itself it did not). */
PM_INLINE void S_tile(const double *wr, const double *jr, const double *r, size_t nb, size_t ndp,
                      size_t a0, size_t b0, double *restrict Hb, double *restrict gt)
{
#ifdef PM_V4
    pm_v4 acc[S_TILE] = {{0.0}}, ga = {0.0}, jb, v;
    for (size_t rb = 0; rb < nb; rb++) {
        const double *wa = wr + rb * ndp + a0;
        pm_v4_load(jb, jr + rb * ndp + b0);
        for (size_t i = 0; i < S_TILE; i++)
            acc[i] += wa[i] * jb;
        if (r != NULL) {
            pm_v4_load(v, wa);
            ga += v * r[rb];
        }
    }
    for (size_t i = 0; i < S_TILE; i++) {
        pm_v4_load(v, Hb + (a0 + i) * ndp + b0);
        v += acc[i];
        pm_v4_store(Hb + (a0 + i) * ndp + b0, v);
    }
    if (r != NULL) {
        pm_v4_load(v, gt + a0);
        v += ga;
        pm_v4_store(gt + a0, v);
    }
#else
    double acc[S_TILE][S_TILE] = {{0.0}}, ga[S_TILE] = {0.0};
    for (size_t rb = 0; rb < nb; rb++) {
        const double *wa = wr + rb * ndp + a0, *jb = jr + rb * ndp + b0;
        for (size_t i = 0; i < S_TILE; i++)
            for (size_t j = 0; j < S_TILE; j++)
                acc[i][j] += wa[i] * jb[j];
        if (r != NULL)
            for (size_t i = 0; i < S_TILE; i++)
                ga[i] += wa[i] * r[rb];
    }
    for (size_t i = 0; i < S_TILE; i++)
        for (size_t j = 0; j < S_TILE; j++)
            Hb[(a0 + i) * ndp + b0 + j] += acc[i][j];
    if (r != NULL)
        for (size_t i = 0; i < S_TILE; i++)
            gt[a0 + i] += ga[i];
#endif
}

/* Add the run's sums (v: wl j over the dense unknowns, q: wl jl, rr: wl r) to the rows of its
 * levels sl (ncat slots; UINT32_MAX where a parameter has none). */
PM_INLINE void S_run_flush(S_normal *s, size_t ncat, size_t nl, const uint32_t *sl, double q,
                           double rr)
{
    size_t nd = s->nd;
    for (size_t c = 0; c < ncat; c++) {
        if (sl[c] == UINT32_MAX)
            continue;
        double *restrict lrow = s->HlD + sl[c] * nd;
        const double *restrict v = s->vrun;
        for (size_t b = 0; b < nd; b++)
            lrow[b] += v[b];
        s->gl[sl[c]] += rr;
        for (size_t c2 = 0; c2 <= c; c2++) /* one of (c, c2), (c2, c): mirrored below */
            if (sl[c2] != UINT32_MAX)
                s->Hll[sl[c] * (nl + 1) + sl[c2]] += q;
    }
}

/* v += wl j over ndp entries (a multiple of S_TILE). */
PM_INLINE void S_run_add(double *restrict v, double wl, const double *restrict j, size_t ndp)
{
#ifdef PM_V4
    for (size_t b = 0; b < ndp; b += 4) {
        pm_v4 a, c;
        pm_v4_load(a, v + b);
        pm_v4_load(c, j + b);
        a += wl * c;
        pm_v4_store(v + b, a);
    }
#else
    for (size_t b = 0; b < ndp; b++)
        v[b] += wl * j[b];
#endif
}

PM_INLINE void S_blocked_body(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                              const pm_model_work *w, const double *e, double mean_t, S_normal *s,
                              double *H, double *g)
{
    size_t nx = pm_model_nx(m), nn = m->nnum, nd = s->nd, nl = m->nlev;
    size_t ncat = m->ncat, ndp = s->ndp;
    int unit = cfg->loss == PM_LOSS_LOG; /* every weight is 1 */
    memset(s->Hb, 0, ndp * ndp * sizeof *s->Hb);
    memset(s->HlD, 0, (nl + 1) * nd * sizeof *s->HlD);
    memset(s->Hll, 0, (nl + 1) * (nl + 1) * sizeof *s->Hll);
    memset(s->gb, 0, ndp * sizeof *s->gb);
    memset(s->gl, 0, (nl + 1) * sizeof *s->gl);
    memset(s->vrun, 0, ndp * sizeof *s->vrun);
    double *restrict Jb = s->Jb, *restrict Hb = s->Hb, *restrict vrun = s->vrun;
    const double *wr = unit ? s->Jb : s->WJb; /* the weighted rows */
    double rblk[S_BLOCK];
    const uint32_t *run = NULL; /* the levels of the run so far (NULL: none yet) */
    double qrun = 0.0, rrun = 0.0;
    for (size_t k0 = 0; k0 < m->n; k0 += S_BLOCK) {
        size_t nb = m->n - k0 < S_BLOCK ? m->n - k0 : S_BLOCK;
        for (size_t rb = 0; rb < nb; rb++) {
            size_t k = k0 + rb;
            double r, jsc, wk;
            S_row(m, cfg, w, x[nx - 1], e, mean_t, k, &r, &jsc, &wk);
            double f = w->f[k];
            double *restrict jd = Jb + rb * ndp;
            S_dense_row(m, w, x, k, jsc, nd, jd);
            rblk[rb] = r;
            if (!unit) {
                double *restrict wjd = s->WJb + rb * ndp;
                for (size_t a = 0; a < nd; a++)
                    wjd[a] = wk * jd[a];
            }
            if (ncat == 0)
                continue;
            double jl = f * jsc, wl = wk * jl;
            const uint32_t *sl = m->slot + k * ncat;
            int same = run != NULL;
            for (size_t c = 0; c < ncat && same; c++)
                same = sl[c] == run[c];
            if (!same) {
                if (run != NULL) {
                    S_run_flush(s, ncat, nl, run, qrun, rrun);
                    memset(vrun, 0, ndp * sizeof *vrun);
                }
                run = sl;
                qrun = 0.0;
                rrun = 0.0;
            }
            S_run_add(vrun, wl, jd, ndp);
            qrun += wl * jl;
            rrun += wl * r;
        }
        for (size_t a0 = 0; a0 < ndp; a0 += S_TILE) {
            S_tile(wr, Jb, rblk, nb, ndp, a0, 0, Hb, s->gb);
            for (size_t b0 = S_TILE; b0 <= a0; b0 += S_TILE)
                S_tile(wr, Jb, NULL, nb, ndp, a0, b0, Hb, NULL);
        }
    }
    if (run != NULL)
        S_run_flush(s, ncat, nl, run, qrun, rrun);
    memset(H, 0, nx * nx * sizeof *H);
    for (size_t a = 0; a < nd; a++) {
        g[s->xd[a]] = s->gb[a];
        for (size_t b = 0; b < nd; b++)
            H[s->xd[a] * nx + s->xd[b]] = Hb[b > a ? b * ndp + a : a * ndp + b];
    }
    for (size_t l = 0; l < nl; l++) {
        size_t xl = nn + l;
        g[xl] = s->gl[l];
        for (size_t b = 0; b < nd; b++) {
            H[xl * nx + s->xd[b]] = s->HlD[l * nd + b];
            H[s->xd[b] * nx + xl] = s->HlD[l * nd + b];
        }
        /* the levels l, l2 of two parameters were summed in one of Hll[l][l2], Hll[l2][l]
           (the other is 0, so the sum is exactly that one) */
        for (size_t l2 = 0; l2 < nl; l2++)
            H[xl * nx + nn + l2] = l2 == l ? s->Hll[l * (nl + 1) + l]
                                           : s->Hll[l * (nl + 1) + l2] + s->Hll[l2 * (nl + 1) + l];
    }
}

#define S_BLOCKED_ARGS                                                                             \
    const pm_model_data *m, const pm_cost_config *cfg, const double *x, const pm_model_work *w,    \
        const double *e, double mean_t, S_normal *s, double *H, double *g

static void S_blocked_sse2(S_BLOCKED_ARGS)
{
    S_blocked_body(m, cfg, x, w, e, mean_t, s, H, g);
}

#ifdef PM_AVX2_COPIES
PM_AVX2 static void S_blocked_avx2(S_BLOCKED_ARGS)
{
    S_blocked_body(m, cfg, x, w, e, mean_t, s, H, g);
}
#endif

static void S_accumulate_blocked(S_BLOCKED_ARGS)
{
#ifdef PM_AVX2_COPIES
    if (pm_cpu_avx2()) {
        S_blocked_avx2(m, cfg, x, w, e, mean_t, s, H, g);
        return;
    }
#endif
    S_blocked_sse2(m, cfg, x, w, e, mean_t, s, H, g);
}

/* pm_cost_eval(m, cfg, x, w, e), the same sums, leaving in e the predictions, or for the
 * log loss each residual ln t_hat - ln t instead (the normal equations need them again).
 * For the log loss, once the sum so far says the cost will not be below `beat` it stops and
 * returns INFINITY (w and e then hold part of x's): the terms are squares, so the sum can
 * only grow, and the step it tries is rejected all the same. */
static double S_eval(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                     pm_model_work *w, double *e, double beat)
{
    if (cfg->loss != PM_LOSS_LOG)
        return pm_cost_eval(m, cfg, x, w, e);
    pm_model_powers(m, x, w);
    double sum = 0.0, pen = pm_cost_penalty(m, cfg, x), dn = m->n ? (double)m->n : 1.0;
    for (size_t k0 = 0; k0 < m->n; k0 += S_EVAL_CHUNK) {
        size_t k1 = m->n - k0 < S_EVAL_CHUNK ? m->n : k0 + S_EVAL_CHUNK;
        pm_model_predict_rows(m, x, w, e, k0, k1);
        for (size_t k = k0; k < k1; k++) {
            /* as pm_cost_loss: a prediction of 0 is infinitely wrong, 1e-300 keeps it finite */
            double ek = log(e[k] > 1e-300 ? e[k] : 1e-300) - m->lnt[k];
            e[k] = ek;
            sum += ek * ek;
        }
        if (k1 < m->n && sum / dn + pen >= beat)
            return INFINITY;
    }
    return (m->n ? sum / (double)m->n : 0.0) + pen;
}

/* The damped Gauss-Newton step d on the free unknowns fr (nf of them; A scratch): (H + mu
 * diag H) d = -g over them. An unknown on a bound whose step would leave the box is held too
 * (taken out of fr) and the step solved again without it: clamping it instead would leave
 * the other unknowns where they moved to make up for it, a step that overshoots. Returns 0
 * (*nf 0: every free unknown would leave the box, no step), or -1 when the damped matrix is
 * not positive definite. */
static int S_step(const double *H, const double *g, const double *x, const double *lo,
                  const double *hi, size_t nx, double mu, size_t *fr, size_t *nf, double *A,
                  double *d)
{
    for (;;) {
        size_t n = *nf;
        for (size_t a = 0; a < n; a++) {
            for (size_t b = 0; b < n; b++)
                A[a * n + b] = H[fr[a] * nx + fr[b]];
            A[a * n + a] += mu * (H[fr[a] * nx + fr[a]] + 1e-12);
            d[a] = -g[fr[a]];
        }
        if (pm_chol_factor(A, n) != 0)
            return -1;
        pm_chol_solve(A, n, d);
        size_t kept = 0;
        for (size_t a = 0; a < n; a++) {
            size_t i = fr[a];
            if (!((x[i] <= lo[i] && d[a] < 0) || (x[i] >= hi[i] && d[a] > 0)))
                fr[kept++] = i;
        }
        *nf = kept;
        if (kept == n || kept == 0)
            return 0;
    }
}

/* Each power's centre: the mean over the rows of ln of its parameter's value (lc, nnum +
 * next). */
static void S_centres(const pm_model_data *m, double *lc)
{
    size_t npow = m->nnum + m->next;
    for (size_t i = 0; i < npow; i++)
        lc[i] = 0.0;
    for (size_t k = 0; k < m->n; k++)
        for (size_t i = 0; i < npow; i++)
            lc[i] += m->lnval[i][m->vidx[k * npow + i]];
    for (size_t i = 0; i < npow; i++)
        lc[i] = m->n ? lc[i] / (double)m->n : 0.0;
}

/* Each linear coefficient's factor u = dx/dz at x (nlin): a_i = b_i u_i with u_i = exp(-p_i
 * lc_i - Q), a level's l = l~ exp(-Q), Q = sum over the multiplicative powers of q_j lc_j. */
static void S_factors(const double *x, const pm_model_data *m, const double *lc, double *u)
{
    size_t ipow = pm_model_ipow(m), nn = m->nnum, npow = nn + m->next;
    double q = 0.0;
    for (size_t j = nn; j < npow; j++)
        q += x[ipow + j] * lc[j];
    for (size_t i = 0; i < ipow; i++)
        u[i] = exp(-(i < nn ? x[ipow + i] * lc[i] : 0.0) - q);
}

/* H and g (nx) of the unknowns x into those of the centred unknowns z (H := T' H T, g := T' g
 * with T = dx/dz), in which every linear coefficient is its value at the centre of the powers
 * it is multiplied by: a numeric term's b_i = a_i exp(p_i lc_i + Q), a level's l exp(Q).
 * Moving a power then leaves the model's value at the centre as it was: the coefficient and
 * the power no longer trade off along a curved valley (a I^p = b (I / e^lc)^p), where
 * Levenberg-Marquardt crept in short steps. u: S_factors at x; v scratch (nx). */
static void S_center(double *H, double *g, const double *x, const pm_model_data *m,
                     const double *lc, const double *u, size_t nx, double *v)
{
    size_t ipow = pm_model_ipow(m), nn = m->nnum, npow = nn + m->next;
    for (int pass = 0; pass < 2; pass++) {
        /* pass 0: the columns (H T), pass 1: the rows (T' H T); entry (r, c) at r*sr + c*sc */
        size_t sr = pass ? 1 : nx, sc = pass ? nx : 1;
        for (size_t r = 0; r < nx; r++) {
            double t = 0.0;
            for (size_t l = 0; l < ipow; l++)
                t += x[l] * H[r * sr + l * sc];
            v[r] = t;
        }
        for (size_t r = 0; r < nx; r++) {
            for (size_t i = 0; i < nn; i++)
                H[r * sr + (ipow + i) * sc] -= lc[i] * x[i] * H[r * sr + i * sc];
            for (size_t j = nn; j < npow; j++)
                H[r * sr + (ipow + j) * sc] -= lc[j] * v[r];
            for (size_t l = 0; l < ipow; l++)
                H[r * sr + l * sc] *= u[l];
        }
    }
    double t = 0.0;
    for (size_t l = 0; l < ipow; l++)
        t += x[l] * g[l];
    for (size_t i = 0; i < nn; i++)
        g[ipow + i] -= lc[i] * x[i] * g[i];
    for (size_t j = nn; j < npow; j++)
        g[ipow + j] -= lc[j] * t;
    for (size_t l = 0; l < ipow; l++)
        g[l] *= u[l];
}

/* x moved by the step d in the centred unknowns (on the free unknowns fr, nf of them; lc NULL:
 * in x itself) into xn, inside the box; u: S_factors at x, un and dz scratch (nx). */
static void S_move(const double *x, const double *d, const size_t *fr, size_t nf,
                   const pm_model_data *m, const double *lc, const double *u, const double *lo,
                   const double *hi, size_t nx, double *un, double *dz, double *xn)
{
    memset(dz, 0, nx * sizeof *dz);
    for (size_t a = 0; a < nf; a++)
        dz[fr[a]] = d[a];
    for (size_t i = 0; i < nx; i++) {
        double v = x[i] + dz[i];
        xn[i] = v < lo[i] ? lo[i] : v > hi[i] ? hi[i] : v;
    }
    if (lc == NULL)
        return;
    S_factors(xn, m, lc, un);
    for (size_t l = 0; l < pm_model_ipow(m); l++) {
        double v = (x[l] / u[l] + dz[l]) * un[l];
        xn[l] = v < lo[l] ? lo[l] : v > hi[l] ? hi[l] : v;
    }
}

/* ---- the Gauss-Newton matrix of many configurations from a sample ----
 *
 * Past S_HSUB_MIN configurations (the log loss, pm_lm_polish_tol) each step's gradient is
 * summed over every configuration, but the Gauss-Newton matrix H over a systematic sample
 * of S_HSUB_ROWS of them, scaled to all (a level coefficient the sample never sees gets its
 * exact diagonal, which the pass that sums the gradient sums beside it). The optimum is that
 * of every configuration (where the gradient is 0); a matrix within a few percent of the
 * exact one only makes the steps towards it take a few percent more of their way.
 *
 * The passes over every configuration then use the combinations of levels and of extrinsic
 * values present (S_combos): a step's level terms and extrinsic products are computed once
 * per combination, and a row adds its gradient's scalars into its combinations' bins, which
 * are spread over the levels and values at the end. */
enum { S_HSUB_ROWS = 32768, S_HSUB_MIN = 4 * S_HSUB_ROWS };

/* Most combinations of levels, or of extrinsic values, S_combos tabulates. */
enum { S_COMBO_MAX = 4096 };

/* The combinations of one kind (levels, or extrinsic values) present in m's rows: id[k] row k's,
 * key[c * w] combination c's slots or value indices (w per combination), tab[c] its level
 * term or extrinsic product for the current x, bin[c] and bin2[c] the gradient pass's. */
typedef struct S_combo {
    size_t n, w;
    uint32_t *id, *key;
    double *tab, *bin, *bin2;
} S_combo;

typedef struct S_hsub {
    int on;           /* 1: H from the sample */
    int combos;       /* 1: lv and ev tabulate m's rows */
    S_combo lv, ev;   /* the level and the extrinsic combinations */
    pm_model_data ms; /* the sample */
    pm_model_work w;  /* its tables */
    double *e;        /* its residuals */
    S_normal ns;      /* its normal equations' scratch */
    double mean_t;    /* its mean time */
    double *gs, *hd;  /* nx: its gradient (unused), the exact diagonal */
    double *bins;     /* S_gradient's scratch */
} S_hsub;

/* Row k's tuple of the kind: its level slots (levels) or its extrinsic value indices. */
static const uint32_t *S_tuple(const pm_model_data *m, int levels, size_t k)
{
    return levels ? m->slot + k * m->ncat : m->vidx + k * (m->nnum + m->next) + m->nnum;
}

/* The combinations of the kind present in m's rows into c; 0, or -1 (c empty) past
 * S_COMBO_MAX of them. A slot of UINT32_MAX (no level) is a value of its own. */
static int S_combo_build(const pm_model_data *m, int levels, S_combo *c)
{
    memset(c, 0, sizeof *c);
    size_t w = levels ? m->ncat : m->next, n = 0, cap = 64;
    uint32_t *key = pm_xmalloc_array(cap * (w + 1), sizeof *key);
    uint32_t *id = pm_xmalloc_array(m->n + 1, sizeof *id);
    size_t nh = 4 * S_COMBO_MAX;
    uint32_t *hash = pm_xmalloc_array(nh, sizeof *hash);
    memset(hash, 0xff, nh * sizeof *hash);
    for (size_t k = 0; k < m->n; k++) {
        const uint32_t *t = S_tuple(m, levels, k);
        uint64_t hv = 1469598103934665603u;
        for (size_t j = 0; j < w; j++)
            hv = (hv ^ t[j]) * 1099511628211u;
        size_t b = (size_t)(hv % nh);
        while (hash[b] != UINT32_MAX && memcmp(key + hash[b] * w, t, w * sizeof *t) != 0)
            b = (b + 1) % nh;
        if (hash[b] == UINT32_MAX) {
            if (n == S_COMBO_MAX) {
                free(key);
                free(id);
                free(hash);
                return -1;
            }
            if (n == cap) {
                cap *= 2;
                key = pm_xrealloc(key, cap * (w + 1), sizeof *key);
            }
            memcpy(key + n * w, t, w * sizeof *t);
            hash[b] = (uint32_t)n++;
        }
        id[k] = hash[b];
    }
    free(hash);
    c->n = n;
    c->w = w;
    c->id = id;
    c->key = key;
    c->tab = pm_xmalloc_array(n, sizeof *c->tab);
    c->bin = pm_xmalloc_array(n, sizeof *c->bin);
    c->bin2 = pm_xmalloc_array(n, sizeof *c->bin2);
    return 0;
}

static void S_combo_free(S_combo *c)
{
    free(c->id);
    free(c->key);
    free(c->tab);
    free(c->bin);
    free(c->bin2);
}

static void S_hsub_init(S_hsub *h, const pm_model_data *m, const pm_cost_config *cfg, int sym)
{
    memset(h, 0, sizeof *h);
    if (!sym || cfg->loss != PM_LOSS_LOG || m->n < S_HSUB_MIN)
        return;
    size_t k = S_HSUB_ROWS, *rows = pm_xmalloc_array(k, sizeof *rows);
    for (size_t i = 0; i < k; i++)
        rows[i] = (size_t)((double)i * (double)m->n / (double)k);
    pm_model_data_rows(m, rows, k, &h->ms);
    free(rows);
    h->on = 1;
    pm_model_work_init(&h->w, &h->ms);
    h->e = pm_xmalloc_array(k + 1, sizeof *h->e);
    S_normal_init(&h->ns, &h->ms);
    for (size_t i = 0; i < k; i++)
        h->mean_t += h->ms.t[i];
    h->mean_t /= (double)k;
    h->gs = pm_xmalloc_array(pm_model_nx(m), sizeof *h->gs);
    h->hd = pm_xmalloc_array(pm_model_nx(m), sizeof *h->hd);
    size_t nb = 2 * m->nlev + 1;
    for (size_t i = 0; i < m->nnum + m->next; i++)
        nb += m->nval[i];
    h->bins = pm_xmalloc_array(nb, sizeof *h->bins);
    h->combos = S_combo_build(m, 1, &h->lv) == 0;
    if (h->combos && S_combo_build(m, 0, &h->ev) != 0) {
        S_combo_free(&h->lv);
        h->combos = 0;
    }
}

static void S_hsub_free(S_hsub *h)
{
    if (!h->on)
        return;
    pm_model_work_free(&h->w, &h->ms);
    pm_model_data_free(&h->ms);
    free(h->e);
    S_normal_free(&h->ns);
    free(h->gs);
    free(h->hd);
    free(h->bins);
    if (h->combos) {
        S_combo_free(&h->lv);
        S_combo_free(&h->ev);
    }
}

/* S_gradient's pass over the rows with the combinations (h->combos): the numeric values' bins
 * (bins), the level slots' (lb, and the diagonal's ld) and the extrinsic values' (after the
 * numeric values' in bins) filled; returns the gradient on C. */
static double S_gradient_combos(const pm_model_data *m, double c, const pm_model_work *w,
                                const double *e, S_hsub *h, double *bins, double *lb, double *ld)
{
    size_t nn = m->nnum, npow = nn + m->next, ncat = m->ncat;
    const uint32_t *lid = h->lv.id, *eid = h->ev.id;
    double *lbin = h->lv.bin, *lbin2 = h->lv.bin2, *ebin = h->ev.bin, gc = 0.0;
    memset(lbin, 0, h->lv.n * sizeof *lbin);
    memset(lbin2, 0, h->lv.n * sizeof *lbin2);
    memset(ebin, 0, h->ev.n * sizeof *ebin);
    for (size_t k = 0; k < m->n; k++) {
        double p = w->s[k] * w->f[k] + c, jsc = 1.0 / (p > 1e-300 ? p : 1e-300);
        double rj = e[k] * jsc, u = rj * w->f[k], jl = w->f[k] * jsc;
        const uint32_t *vi = m->vidx + k * npow;
        double *bi = bins;
        for (size_t i = 0; i < nn; i++) {
            bi[vi[i]] += u;
            bi += m->nval[i];
        }
        ebin[eid[k]] += u * w->s[k];
        lbin[lid[k]] += u;
        lbin2[lid[k]] += jl * jl;
        gc += rj;
    }
    double *eb = bins;
    for (size_t i = 0; i < nn; i++)
        eb += m->nval[i];
    for (size_t cc = 0; cc < h->ev.n; cc++) {
        double *bj = eb;
        for (size_t j = 0; j < m->next; j++) {
            bj[h->ev.key[cc * m->next + j]] += ebin[cc];
            bj += m->nval[nn + j];
        }
    }
    for (size_t cc = 0; cc < h->lv.n; cc++)
        for (size_t j = 0; j < ncat; j++) {
            uint32_t sl = h->lv.key[cc * ncat + j];
            if (sl != UINT32_MAX) {
                lb[sl] += lbin[cc];
                ld[sl] += lbin2[cc];
            }
        }
    return gc;
}

/* S_eval on m with its combinations (h->combos): each combination's level term and extrinsic
 * product computed once, then every row's prediction from them (its level terms summed apart
 * from its numeric terms: the last bits differ from pm_model_predict_rows'). */
static double S_eval_combos(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                            pm_model_work *w, double *e, double beat, S_hsub *h)
{
    size_t nn = m->nnum, npow = nn + m->next, ncat = m->ncat, nx = pm_model_nx(m);
    pm_model_powers(m, x, w);
    const double *alev = x + nn;
    for (size_t cc = 0; cc < h->lv.n; cc++) {
        double l = 0.0;
        for (size_t j = 0; j < ncat; j++)
            if (h->lv.key[cc * ncat + j] != UINT32_MAX)
                l += alev[h->lv.key[cc * ncat + j]];
        h->lv.tab[cc] = l;
    }
    for (size_t cc = 0; cc < h->ev.n; cc++) {
        double f = 1.0;
        for (size_t j = 0; j < m->next; j++)
            f *= w->pw[nn + j][h->ev.key[cc * m->next + j]];
        h->ev.tab[cc] = f;
    }
    double sum = 0.0, pen = pm_cost_penalty(m, cfg, x), dn = m->n ? (double)m->n : 1.0;
    double c = x[nx - 1];
    for (size_t k0 = 0; k0 < m->n; k0 += S_EVAL_CHUNK) {
        size_t k1 = m->n - k0 < S_EVAL_CHUNK ? m->n : k0 + S_EVAL_CHUNK;
        for (size_t k = k0; k < k1; k++) {
            const uint32_t *vi = m->vidx + k * npow;
            double sk = 0.0;
            for (size_t i = 0; i < nn; i++)
                sk += x[i] * w->pw[i][vi[i]];
            sk += h->lv.tab[h->lv.id[k]];
            double f = h->ev.tab[h->ev.id[k]], p = sk * f + c;
            w->s[k] = sk;
            w->f[k] = f;
            double ek = log(p > 1e-300 ? p : 1e-300) - m->lnt[k];
            e[k] = ek;
            sum += ek * ek;
        }
        if (k1 < m->n && sum / dn + pen >= beat)
            return INFINITY;
    }
    return (m->n ? sum / (double)m->n : 0.0) + pen;
}

/* S_eval, with the combinations where h has them for m. */
static double S_eval_on(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                        pm_model_work *w, double *e, double beat, S_hsub *h)
{
    return h->combos ? S_eval_combos(m, cfg, x, w, e, beat, h) : S_eval(m, cfg, x, w, e, beat);
}

/* The gradient g (unscaled, as S_accumulate sums it) of the log loss over every row, and the
 * diagonal of its Gauss-Newton matrix on the level coefficients into hd (nx, the rest 0); w
 * and e hold what S_eval left for x. Row k's Jacobian is a product of per-row scalars and
 * per-value tables (pm_lm_jacobian_row), so each row only adds its scalars into bins of its
 * values (bins: scratch, one per value of every power and per level slot), and the bins
 * are weighed by the tables at the end. */
static void S_gradient(const pm_model_data *m, const double *x, const pm_model_work *w,
                       const double *e, S_hsub *h, double *g, double *hd)
{
    size_t nx = pm_model_nx(m), nn = m->nnum, npow = nn + m->next;
    size_t ipow = pm_model_ipow(m), nb = 0;
    double c = x[nx - 1], gc = 0.0, *bins = h->bins;
    for (size_t i = 0; i < npow; i++)
        nb += m->nval[i];
    double *lb = bins + nb, *ld = lb + m->nlev;
    memset(bins, 0, (nb + 2 * m->nlev) * sizeof *bins);
    memset(g, 0, nx * sizeof *g);
    memset(hd, 0, nx * sizeof *hd);
    if (h->combos) {
        gc = S_gradient_combos(m, c, w, e, h, bins, lb, ld);
    } else {
        for (size_t k = 0; k < m->n; k++) {
            double p = w->s[k] * w->f[k] + c, jsc = 1.0 / (p > 1e-300 ? p : 1e-300);
            double rj = e[k] * jsc, u = rj * w->f[k], v = u * w->s[k], jl = w->f[k] * jsc;
            const uint32_t *vi = m->vidx + k * npow, *sl = m->slot + k * m->ncat;
            double *bi = bins;
            for (size_t i = 0; i < npow; i++) {
                bi[vi[i]] += i < nn ? u : v;
                bi += m->nval[i];
            }
            for (size_t cc = 0; cc < m->ncat; cc++)
                if (sl[cc] != UINT32_MAX) {
                    lb[sl[cc]] += u;
                    ld[sl[cc]] += jl * jl;
                }
            gc += rj;
        }
    }
    const double *bi = bins;
    for (size_t i = 0; i < npow; i++) {
        double ga = 0.0, gp = 0.0;
        for (size_t t = 0; t < m->nval[i]; t++) {
            double z = i < nn ? w->pw[i][t] : 1.0;
            ga += z * bi[t];
            gp += z * m->lnval[i][t] * bi[t];
        }
        if (i < nn) {
            g[i] = ga;
            g[ipow + i] = x[i] * gp;
        } else {
            g[ipow + i] = gp;
        }
        bi += m->nval[i];
    }
    for (size_t l = 0; l < m->nlev; l++) {
        g[nn + l] = lb[l];
        hd[nn + l] = ld[l];
    }
    g[nx - 1] = gc;
}

/* H and g at x (unscaled sums over every row): summed over the rows, or H from the sample
 * (S_hsub); w and e hold what S_eval left for x on m. */
static void S_normal_eq(const pm_model_data *m, const pm_cost_config *cfg, const double *x,
                        const pm_model_work *w, const double *e, double mean_t, S_normal *ns,
                        int sym, S_hsub *h, double *H, double *g)
{
    if (!h->on) {
        if (sym)
            S_accumulate_blocked(m, cfg, x, w, e, mean_t, ns, H, g);
        else
            S_accumulate(m, cfg, x, w, e, mean_t, ns, H, g);
        return;
    }
    size_t nx = pm_model_nx(m);
    S_eval(&h->ms, cfg, x, &h->w, h->e, INFINITY);
    S_accumulate_blocked(&h->ms, cfg, x, &h->w, h->e, h->mean_t, &h->ns, H, h->gs);
    S_gradient(m, x, w, e, h, g, h->hd);
    double sc = (double)m->n / (double)h->ms.n;
    for (size_t i = 0; i < nx * nx; i++)
        H[i] *= sc;
    for (size_t i = 0; i < nx; i++)
        if (!(H[i * nx + i] > 0))
            H[i * nx + i] = h->hd[i];
}

/* Levenberg-Marquardt from x: stops after ncalm steps in a row that each lower the cost by at
 * most ftol x the cost, when no step lowers it, or after max_iter steps. */
static double S_lm(const pm_model_data *m, const pm_cost_config *cfg, double *x, int max_iter,
                   double ftol, int ncalm, int sym)
{
    size_t nx = pm_model_nx(m), n = m->n;
    double *lo = pm_xmalloc_array(nx, sizeof *lo), *hi = pm_xmalloc_array(nx, sizeof *hi);
    pm_cost_bounds(m, cfg, lo, hi);
    double *H = pm_xmalloc_array(pm_st_mult(nx, nx), sizeof *H),
           *g = pm_xmalloc_array(nx, sizeof *g);
    double *A = pm_xmalloc_array(pm_st_mult(nx, nx), sizeof *A),
           *d = pm_xmalloc_array(nx, sizeof *d);
    double *xn = pm_xmalloc_array(nx, sizeof *xn);
    size_t *fr = pm_xmalloc_array(nx, sizeof *fr);
    S_normal ns;
    S_normal_init(&ns, m);
    S_hsub hs;
    S_hsub_init(&hs, m, cfg, sym);
    double mean_t = 0.0;
    for (size_t k = 0; k < n; k++)
        mean_t += m->t[k];
    mean_t = n ? mean_t / (double)n : 1.0;
    pm_model_work w;
    pm_model_work_init(&w, m);
    double *e = pm_xmalloc_array(n + 1, sizeof *e); /* S_eval's predictions or residuals */
    double cost = S_eval_on(m, cfg, x, &w, e, INFINITY, &hs);
    int current = 1; /* w and e are x's */
    double mu = 1e-3;
    int calm = 0;
    size_t npow = m->nnum + m->next;
    double *lc = npow ? pm_xmalloc_array(npow, sizeof *lc) : NULL;
    double *dz = pm_xmalloc_array(nx, sizeof *dz), *u = pm_xmalloc_array(nx, sizeof *u),
           *un = pm_xmalloc_array(nx, sizeof *un);
    if (lc)
        S_centres(m, lc);
    for (int it = 0; it < max_iter && calm < ncalm; it++) {
        /* gradient and Gauss-Newton matrix of the loss (reweighted for the absolute losses) */
        if (!current) /* w and e hold the last step tried, not x */
            S_eval_on(m, cfg, x, &w, e, INFINITY, &hs);
        S_normal_eq(m, cfg, x, &w, e, mean_t, &ns, sym, &hs, H, g);
        double sc = 2.0 / (double)(n ? n : 1);
        size_t nlin = pm_model_nlin(m);
        int pen = cfg->reg != PM_REG_NONE && cfg->lambda != 0.0;
        for (size_t i = 0; i < nx; i++) {
            g[i] *= sc;
            for (size_t j = 0; j < nx; j++)
                H[i * nx + j] *= sc;
            if (i + 1 == nx || !pen || (cfg->reg == PM_REG_L2 && i < nlin))
                continue; /* C has none; the coefficients' L2 is added below */
            if (cfg->reg == PM_REG_L2) {
                g[i] += 2.0 * cfg->lambda * x[i];
                H[i * nx + i] += 2.0 * cfg->lambda;
            } else { /* L1, reweighted like the absolute loss */
                double ax = fmax(fabs(x[i]), 1e-9), wt = i < nlin ? pm_cost_l1_weight(m, i) : 1.0;
                g[i] += wt * cfg->lambda * (x[i] > 0 ? 1.0 : x[i] < 0 ? -1.0 : 0.0);
                H[i * nx + i] += wt * cfg->lambda / ax;
            }
        }
        if (pen && cfg->reg == PM_REG_L2) { /* the level terms' as the paper counts them */
            pm_cost_l2_apply(m, 2.0 * cfg->lambda, x, g);
            pm_cost_l2_add(m, 2.0 * cfg->lambda, H, nx);
        }
        if (lc) {
            S_factors(x, m, lc, u);
            S_center(H, g, x, m, lc, u, nx, dz);
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
            if (S_step(H, g, x, lo, hi, nx, mu, fr, &nf, A, d) != 0) {
                mu *= 10.0;
                continue;
            }
            if (nf == 0)
                break;
            S_move(x, d, fr, nf, m, lc, u, lo, hi, nx, un, dz, xn);
            double cn = S_eval_on(m, cfg, xn, &w, e, cost, &hs);
            current = 0;
            if (cn < cost) {
                calm = (cost - cn) <= ftol * cost ? calm + 1 : 0;
                memcpy(x, xn, nx * sizeof *x);
                cost = cn;
                mu = mu > 1e-9 ? mu / 3.0 : mu;
                accepted = 1;
                current = 1;
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
    free(e);
    free(fr);
    free(lc);
    free(dz);
    free(u);
    free(un);
    S_normal_free(&ns);
    S_hsub_free(&hs);
    return cost;
}
