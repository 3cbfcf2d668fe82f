/* plot_residuals.c - the residuals by parameter (boxes per value) and by pairs of factors. */
#include "render/plot.h"
#include "render/plot_chart.h"
#include "util/buf.h"
#include "util/format.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================= 3. residuals == */

typedef struct S_cat {
    const char *label; /* borrowed from the spec */
    double num;        /* numeric value when every label is a number */
    size_t id;         /* order of first appearance */
} S_cat;

/* Text in natural order: runs of digits compare as whole numbers, so "2 x 1" comes
 * before "16 x 1" (the labels of a pair of factors); ties by bytes. */
static int S_cmp_cat_str(const void *a, const void *b)
{
    const S_cat *x = a, *y = b;
    const unsigned char *p = (const unsigned char *)x->label, *q = (const unsigned char *)y->label;
    while (*p && *q) {
        if (isdigit(*p) && isdigit(*q)) {
            while (*p == '0' && isdigit(p[1]))
                p++;
            while (*q == '0' && isdigit(q[1]))
                q++;
            size_t np = 0, nq = 0;
            while (isdigit(p[np]))
                np++;
            while (isdigit(q[nq]))
                nq++;
            if (np != nq)
                return np < nq ? -1 : 1;
            int c = memcmp(p, q, np);
            if (c)
                return c;
            p += np;
            q += nq;
            continue;
        }
        if (*p != *q)
            return *p < *q ? -1 : 1;
        p++;
        q++;
    }
    if (*p || *q)
        return *p ? 1 : -1;
    return strcmp(x->label, y->label);
}

/* Numbers in numeric order; equal numbers written differently ("1", "1.0") by text. */
static int S_cmp_cat_num(const void *a, const void *b)
{
    const S_cat *x = a, *y = b;
    if (x->num != y->num)
        return (x->num > y->num) - (x->num < y->num);
    return strcmp(x->label, y->label);
}

/* The distinct labels among n (NULL counts as ""), sorted numerically when
 * every one is a number and by text otherwise, into *out (malloc'd); ci[i] is
 * the index of label i among them. Returns the count. Labels are hashed, so
 * the cost grows with n and the sort only with the distinct count (a parameter
 * takes few values, repeated over many points). */
static size_t S_categories(const char *const *label, size_t n, size_t *ci, S_cat **out)
{
    size_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    size_t *slot = pm_xcalloc(cap, sizeof *slot); /* 0 empty, else distinct id + 1 */
    S_cat *cats = pm_xcalloc(n + 1, sizeof *cats);
    size_t u = 0;
    bool numeric = true;
    for (size_t i = 0; i < n; i++) {
        const char *c = label[i] ? label[i] : "";
        uint64_t h = 1469598103934665603ull; /* FNV-1a */
        for (const unsigned char *q = (const unsigned char *)c; *q; q++)
            h = (h ^ *q) * 1099511628211ull;
        size_t k = (size_t)h & (cap - 1);
        while (slot[k] && strcmp(cats[slot[k] - 1].label, c) != 0)
            k = (k + 1) & (cap - 1);
        if (!slot[k]) {
            cats[u] = (S_cat){c, 0, u};
            numeric = numeric && pm_text_number(c, &cats[u].num);
            slot[k] = ++u;
        }
        ci[i] = slot[k] - 1;
    }
    qsort(cats, u, sizeof *cats, numeric ? S_cmp_cat_num : S_cmp_cat_str);
    size_t *rank = slot; /* reused: distinct id -> sorted position */
    for (size_t r = 0; r < u; r++)
        rank[cats[r].id] = r;
    for (size_t i = 0; i < n; i++)
        ci[i] = rank[ci[i]];
    free(slot);
    *out = cats;
    return u;
}

/* The same for labels given once each: point i's label is labels[label_of[i]]. Only
 * the labels in use are categories, and equal texts are one, as if every point had
 * its own copy (S_categories over the labels in use, then each point mapped). */
static size_t S_categories_of(const char *const *labels, size_t nlabels, const uint32_t *label_of,
                              size_t n, size_t *ci, S_cat **out)
{
    size_t *pos = pm_xmalloc_array(nlabels + 1, sizeof *pos); /* label -> place among the used */
    for (size_t l = 0; l < nlabels; l++)
        pos[l] = (size_t)-1;
    const char **used = pm_xcalloc(nlabels + 1, sizeof *used);
    size_t nu = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t l = label_of[i];
        if (pos[l] == (size_t)-1) {
            pos[l] = nu;
            used[nu++] = labels[l];
        }
    }
    size_t *uci = pm_xcalloc(nu + 1, sizeof *uci);
    size_t nc = S_categories(used, nu, uci, out);
    /* the labels keep pointing into the caller's array */
    for (size_t i = 0; i < n; i++)
        ci[i] = uci[pos[label_of[i]]];
    free(uci);
    free(used);
    free(pos);
    return nc;
}

/* Sort v[0..n) ascending, as qsort with pm_cmp_double does for values that are
 * not NaN: an LSD radix sort on the bits (flipped so that their order is the
 * numbers'), 11 bits a pass, linear in n; short runs by qsort. a and b have
 * room for n keys. (It puts -0 before +0, which compare equal.) */
static void S_sort_values(double *v, size_t n, uint64_t *a, uint64_t *b)
{
    if (n < 256) {
        qsort(v, n, sizeof *v, pm_cmp_double);
        return;
    }
    enum { BITS = 11, NB = 1 << BITS, PASSES = 6 }; /* 6 x 11 bits cover 64 */
    size_t *count = pm_xcalloc((size_t)PASSES * NB, sizeof *count);
    for (size_t i = 0; i < n; i++) {
        uint64_t u;
        memcpy(&u, &v[i], sizeof u);
        u = (u >> 63) ? ~u : u | 0x8000000000000000ull;
        a[i] = u;
        for (int p = 0; p < PASSES; p++)
            count[(size_t)p * NB + ((u >> (p * BITS)) & (NB - 1))]++;
    }
    for (int p = 0; p < PASSES; p++) {
        size_t *c = count + (size_t)p * NB, sum = 0;
        size_t nonzero = 0;
        for (size_t d = 0; d < NB; d++)
            nonzero += c[d] != 0;
        if (nonzero == 1) /* every key has this digit: the pass would change nothing */
            continue;
        for (size_t d = 0; d < NB; d++) {
            size_t t = c[d];
            c[d] = sum;
            sum += t;
        }
        for (size_t i = 0; i < n; i++)
            b[c[(a[i] >> (p * BITS)) & (NB - 1)]++] = a[i];
        uint64_t *t = a;
        a = b;
        b = t;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t u = a[i];
        u = (u >> 63) ? u & 0x7FFFFFFFFFFFFFFFull : ~u;
        memcpy(&v[i], &u, sizeof u);
    }
    free(count);
}

/* Deterministic jitter in [-0.5, 0.5) from a point's index (a 32-bit mix). */
static double S_jitter(size_t i)
{
    uint32_t h = (uint32_t)i * 2654435761u;
    h ^= h >> 16;
    h *= 0x45d9f3bu;
    h ^= h >> 16;
    return (double)(h % 10000u) / 10000.0 - 0.5;
}

/* The linear-interpolation quantiles (type 7) f[0] <= f[1] <= f[2] of v[0..n)
 * (n > 0, no NaN) into q: v[i] + (pos - i) (v[i + 1] - v[i]) of v sorted, for
 * pos = f (n - 1) and i its floor (the largest value where i + 1 = n). By
 * selection (util/stats.h), so linear in n rather than a sort: each rank's
 * value is selected among the values above the rank before, and the value of
 * the next rank is the least of those above it. v is reordered. */
static void S_quantiles(double *v, size_t n, const double f[3], double q[3])
{
    size_t from = 0, last = (size_t)-1; /* v[0..from) are the values of ranks up to last */
    double vi = 0, vnext = 0;           /* the values of ranks last and last + 1 */
    for (int t = 0; t < 3; t++) {
        double pos = f[t] * (double)(n - 1);
        size_t i = (size_t)floor(pos);
        if (i + 1 >= n) { /* the largest: it is among v[from..n) */
            double m = v[from];
            for (size_t j = from + 1; j < n; j++)
                m = v[j] > m ? v[j] : m;
            q[t] = m;
            continue;
        }
        if (i != last) {
            vi = pm_kth(v + from, n - from, i - from);
            vnext = v[i + 1];
            for (size_t j = i + 2; j < n; j++)
                vnext = v[j] < vnext ? v[j] : vnext;
            last = i;
            from = i + 1;
        }
        q[t] = vi + (pos - (double)i) * (vnext - vi);
    }
}

void pm_plot_residual_values(const double *measured, const double *predicted, size_t n,
                             bool percent, double *out)
{
    for (size_t i = 0; i < n; i++)
        if (!pm_chart_ok_pos(measured[i], predicted[i]))
            out[i] = NAN;
        else
            out[i] = percent ? 100.0 * (predicted[i] - measured[i]) / measured[i]
                             : log(predicted[i] / measured[i]);
}

/* A residual figure being built: its points by category, the axes, the scene. */
typedef struct S_resid {
    const pm_plot_residual_spec *s;
    const char *param;  /* the parameter's name ("parameter" when the spec has none) */
    size_t *ci;         /* each point's category (owned) */
    S_cat *cats;        /* the categories in their order (owned) */
    size_t nc;          /* categories */
    double *ymade;      /* the residuals, when the spec gives none (owned) */
    const double *y;    /* each point's residual, NAN where it is not drawn */
    size_t *per;        /* per category: its points with a residual (owned) */
    size_t nok, maxper; /* points with a residual; the most in one category */
    bool box;           /* boxes (else a strip of points per category) */
    size_t hidden;      /* boxes: outliers past PM_CHART_MAXOUT per box, not drawn */
    pm_chart_axes a;
    pm_plot *p;
    pm_chart_legend l;
} S_resid;

/* Each point's category and residual, the count per category and the axes' ranges. */
static void S_resid_data(S_resid *R)
{
    const pm_plot_residual_spec *s = R->s;
    /* each point's category index: the distinct categories, numerically sorted when
       they are all numbers */
    R->ci = pm_xcalloc(s->n + 1, sizeof *R->ci);
    R->nc = s->category
                ? S_categories(s->category, s->n, R->ci, &R->cats)
                : S_categories_of(s->labels, s->nlabels, s->label_of, s->n, R->ci, &R->cats);
    if (s->resid == NULL) {
        R->ymade = pm_xmalloc_array(s->n + 1, sizeof *R->ymade);
        pm_plot_residual_values(s->measured, s->predicted, s->n, s->percent, R->ymade);
    }
    R->y = s->resid ? s->resid : R->ymade;
    R->per = pm_xcalloc(R->nc + 1, sizeof *R->per);
    R->a = (pm_chart_axes){0.5, (double)R->nc + 0.5, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    pm_chart_extend(&R->a.y0, &R->a.y1, 0.0, false);
    for (size_t i = 0; i < s->n; i++) {
        if (isnan(R->y[i]))
            continue;
        pm_chart_extend(&R->a.y0, &R->a.y1, R->y[i], false);
        R->nok++;
        if (++R->per[R->ci[i]] > R->maxper)
            R->maxper = R->per[R->ci[i]];
    }
    pm_chart_pad(&R->a.y0, &R->a.y1, false);
    R->a.y1 += 0.25 * (R->a.y1 - R->a.y0); /* headroom for the legend above the strips */
    R->box = s->mode == PM_RESID_BOX || (s->mode == PM_RESID_AUTO && R->maxper > 300);
}

/* The figure: title, axes, the categories on x, the grid and the dashed zero line. */
static void S_resid_frame(S_resid *R, pm_plot_style *zero)
{
    const pm_plot_residual_spec *s = R->s;
    char title[256], ylab[64];
    snprintf(title, sizeof title, "Residuals by %s", R->param);
    snprintf(ylab, sizeof ylab, "%s",
             s->percent ? "prediction error (%)" : "ln(predicted / measured)");
    pm_plot *p = pm_chart_figure(&R->a, s->title ? s->title : title, R->param, ylab);
    R->p = p;
    p->nxcats = R->nc;
    p->xcats = pm_xcalloc(R->nc + 1, sizeof *p->xcats);
    for (size_t c = 0; c < R->nc; c++)
        p->xcats[c] = pm_chart_clean(R->cats[c].label);
    pm_chart_grid(p, &R->a, false);
    *zero = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
    pm_plot_add_line(p, R->a.ax, pm_chart_my(&R->a, 0), R->a.ax + R->a.aw, pm_chart_my(&R->a, 0),
                     zero);
    double zv[4] = {R->a.x0, 0, R->a.x1, 0};
    pm_plot_series_rec *zr =
        pm_plot_add_series(p, PM_SERIES_LINES, "no error", PM_PLOT_BLACK, 2, 2, zv);
    zr->dash = 1;
}

/* A strip per category: every point, spread sideways by a fixed offset from its index. */
static void S_resid_strips(S_resid *R)
{
    const pm_plot_residual_spec *s = R->s;
    pm_plot_style ms = pm_chart_style(PM_PLOT_NONE, PM_PLOT_BLUE, 0, 0.6, 0);
    double *v = pm_xcalloc(pm_st_add(pm_st_mult(2, R->nok), 1), sizeof *v);
    size_t m = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (isnan(R->y[i]))
            continue;
        double x = (double)(R->ci[i] + 1) + 0.5 * S_jitter(i);
        char ys[32], tip[512];
        pm_fmt_g(ys, sizeof ys, pm_chart_snap(R->y[i]), 4);
        if (s->tips && s->tips[i])
            snprintf(tip, sizeof tip, "%s", s->tips[i]);
        else
            snprintf(tip, sizeof tip, "%s = %s: %s%s", R->param, R->cats[R->ci[i]].label, ys,
                     s->percent ? "%" : "");
        pm_plot_add_marker(R->p, pm_chart_mx(&R->a, x), pm_chart_my(&R->a, R->y[i]), PM_MARK_CIRCLE,
                           3, &ms, tip);
        R->p->ndrawn++;
        v[2 * m] = x;
        v[2 * m + 1] = R->y[i];
        m++;
    }
    pm_plot_add_series(R->p, PM_SERIES_POINTS, "one configuration", PM_PLOT_BLUE, 2, m, v);
    free(v);
    pm_chart_key_add(&R->l, PM_CHART_KEY_MARKER, &ms, PM_MARK_CIRCLE, 3, "one configuration");
}

/* The box plot's paint and buffers, the largest category's size. */
typedef struct S_boxes {
    pm_plot_style bs, ws, meds, os; /* box, whiskers, median, outliers */
    double *bv;                     /* 7 numbers per box for the series (x, q1, whiskers, q3,
                                       median, width) */
    size_t nb;
    double *ov; /* the outliers drawn: x, y */
    size_t no;
    uint64_t *ka, *kb;    /* the sort's keys */
    double *lows, *highs; /* a box's outliers below and above its whiskers */
} S_boxes;

/* One category's box: quartiles q[0..2], whisker ends w[0..1], the values beyond them into
 * B->lows (nlow) and B->highs (nhigh), each sorted ascending (only they need an order: the
 * quartiles come by selection). vals (k > 0 of them) is reordered. */
static void S_box_stats(S_boxes *B, double *vals, size_t k, double q[3], double w[2], size_t *nlow,
                        size_t *nhigh)
{
    static const double quarts[3] = {0.25, 0.5, 0.75};
    S_quantiles(vals, k, quarts, q);
    double iqr = q[2] - q[0];
    w[0] = q[0];
    w[1] = q[2];
    for (size_t j = 0; j < k; j++) {
        if (vals[j] >= q[0] - 1.5 * iqr && vals[j] < w[0])
            w[0] = vals[j];
        if (vals[j] <= q[2] + 1.5 * iqr && vals[j] > w[1])
            w[1] = vals[j];
    }
    *nlow = *nhigh = 0;
    for (size_t j = 0; j < k; j++) {
        if (vals[j] < w[0])
            B->lows[(*nlow)++] = vals[j];
        else if (vals[j] > w[1])
            B->highs[(*nhigh)++] = vals[j];
    }
    S_sort_values(B->lows, *nlow, B->ka, B->kb);
    S_sort_values(B->highs, *nhigh, B->ka, B->kb);
}

/* The outliers of category c (in B->lows, B->highs), drawn on its box's centre line cx from
 * both ends inwards, the farther of the two candidates first, at most PM_CHART_MAXOUT per box
 * so that a million points cannot bloat the file; those left are counted in R->hidden. */
static void S_box_outliers(S_resid *R, S_boxes *B, size_t c, double cx, const double w[2],
                           size_t nlow, size_t nhigh)
{
    double x = (double)(c + 1);
    size_t lo_end = 0, hi_end = nhigh, drawn = 0;
    while (drawn < PM_CHART_MAXOUT && (lo_end < nlow || hi_end > 0)) {
        bool low = nlow > lo_end;
        bool high = hi_end > 0;
        bool take_low = low && (!high || w[0] - B->lows[lo_end] >= B->highs[hi_end - 1] - w[1]);
        double v = take_low ? B->lows[lo_end++] : B->highs[--hi_end];
        drawn++;
        char ys[32], tip[400];
        pm_fmt_g(ys, sizeof ys, pm_chart_snap(v), 4);
        snprintf(tip, sizeof tip, "%s = %s: %s%s (outlier)", R->param, R->cats[c].label, ys,
                 R->s->percent ? "%" : "");
        pm_plot_add_marker(R->p, cx, pm_chart_my(&R->a, v), PM_MARK_CIRCLE, 2.5, &B->os, tip);
        R->p->ndrawn++;
        B->ov[2 * B->no] = x;
        B->ov[2 * B->no + 1] = v;
        B->no++;
    }
    R->hidden += nlow - lo_end + hi_end;
}

/* Category c's box of its k values (reordered): whiskers, the box of the middle half, the
 * median bar, the whiskers' caps, then its outliers. */
static void S_box(S_resid *R, S_boxes *B, size_t c, double *vals, size_t k)
{
    double q[3], w[2];
    size_t nlow, nhigh;
    S_box_stats(B, vals, k, q, w, &nlow, &nhigh);
    const pm_chart_axes *a = &R->a;
    double x = (double)(c + 1), hw = 0.3;
    double cx = pm_chart_mx(a, x), x0 = pm_chart_mx(a, x - hw), x1 = pm_chart_mx(a, x + hw);
    pm_plot_add_line(R->p, cx, pm_chart_my(a, w[0]), cx, pm_chart_my(a, q[0]), &B->ws);
    pm_plot_add_line(R->p, cx, pm_chart_my(a, q[2]), cx, pm_chart_my(a, w[1]), &B->ws);
    size_t it = pm_plot_add_rect(R->p, x0, pm_chart_my(a, q[2]), x1 - x0,
                                 pm_chart_my(a, q[0]) - pm_chart_my(a, q[2]), &B->bs);
    R->p->items[it].role = PM_ROLE_DATA;
    pm_plot_add_line(R->p, x0, pm_chart_my(a, q[1]), x1, pm_chart_my(a, q[1]), &B->meds);
    double cap = (x1 - x0) / 4;
    pm_plot_add_line(R->p, cx - cap, pm_chart_my(a, w[0]), cx + cap, pm_chart_my(a, w[0]), &B->ws);
    pm_plot_add_line(R->p, cx - cap, pm_chart_my(a, w[1]), cx + cap, pm_chart_my(a, w[1]), &B->ws);
    double row[7] = {x, q[0], w[0], w[1], q[2], q[1], 2 * hw};
    memcpy(B->bv + 7 * B->nb++, row, sizeof row);
    S_box_outliers(R, B, c, cx, w, nlow, nhigh);
}

/* A box per category (past 300 points in one): quartiles, median, 1.5 IQR whiskers, and the
 * outliers beyond them. */
static void S_resid_boxes(S_resid *R)
{
    size_t nc = R->nc, maxper = R->maxper;
    S_boxes B = {pm_chart_style(PM_PLOT_BLUE, PM_PLOT_SKYBLUE, 1.2, 0.5, 0),
                 pm_chart_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.2, 1, 0),
                 pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 2, 1, 0),
                 pm_chart_style(PM_PLOT_NONE, PM_PLOT_VERMILLION, 0, 0.7, 0),
                 pm_xcalloc(pm_st_add(pm_st_mult(7, nc), 1), sizeof *B.bv),
                 0,
                 NULL,
                 0,
                 pm_xmalloc_array(maxper + 1, sizeof *B.ka),
                 pm_xmalloc_array(maxper + 1, sizeof *B.kb),
                 pm_xmalloc_array(maxper + 1, sizeof *B.lows),
                 pm_xmalloc_array(maxper + 1, sizeof *B.highs)};
    size_t maxout = R->nok < nc * PM_CHART_MAXOUT ? R->nok : nc * PM_CHART_MAXOUT;
    B.ov = pm_xcalloc(pm_st_add(pm_st_mult(2, maxout), 1), sizeof *B.ov);
    /* the values of each category in one pass: category c's are at start[c] */
    size_t *start = pm_xcalloc(nc + 1, sizeof *start), *fill = pm_xcalloc(nc + 1, sizeof *fill);
    for (size_t c = 0; c < nc; c++)
        start[c + 1] = start[c] + R->per[c];
    double *byc = pm_xcalloc(R->nok + 1, sizeof *byc);
    for (size_t i = 0; i < R->s->n; i++)
        if (!isnan(R->y[i]))
            byc[start[R->ci[i]] + fill[R->ci[i]]++] = R->y[i];
    for (size_t c = 0; c < nc; c++)
        if (R->per[c])
            S_box(R, &B, c, byc + start[c], R->per[c]);
    pm_plot_add_series(R->p, PM_SERIES_BOXES, "quartiles, median, 1.5 IQR whiskers", PM_PLOT_BLUE,
                       7, B.nb, B.bv);
    pm_plot_add_series(R->p, PM_SERIES_POINTS, "outliers", PM_PLOT_VERMILLION, 2, B.no, B.ov);
    pm_chart_key_add(&R->l, PM_CHART_KEY_SWATCH, &B.bs, PM_MARK_CIRCLE, 0,
                     "middle half (quartiles)");
    pm_chart_key_add(&R->l, PM_CHART_KEY_LINE, &B.meds, PM_MARK_CIRCLE, 0, "median");
    pm_chart_key_add(&R->l, PM_CHART_KEY_MARKER, &B.os, PM_MARK_CIRCLE, 2.5,
                     "outlier (beyond 1.5 IQR)");
    free(B.ov);
    free(B.ka);
    free(B.kb);
    free(B.lows);
    free(B.highs);
    free(B.bv);
    free(start);
    free(fill);
    free(byc);
}

/* How to read the figure, as drawn: the axis, then the boxes (their outliers on the box's
 * centre line, and how many were left out) or the strips (spread sideways). */
static void S_resid_caption(const S_resid *R, char **caption)
{
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "Prediction error of %zu configuration%s grouped by %s (%zu value%s). ",
                  R->nok, pm_fmt_s(R->nok), R->param, R->nc, pm_fmt_s(R->nc));
    if (R->s->percent)
        pm_buf_puts(&b, "The y axis is 100 (predicted - measured) / measured: above the dashed "
                        "zero line the model over-predicts, below it under-predicts. ");
    else
        pm_buf_puts(&b, "The y axis is ln(predicted / measured): 0 is exact, +0.1 is about 10% "
                        "over-predicted, -0.1 about 10% under-predicted. ");
    if (R->box)
        pm_buf_puts(&b, "Each box holds the middle half of the errors for one value, the black "
                        "bar is the median and whiskers reach 1.5 times the box height; points "
                        "beyond are drawn singly, on the box's centre line. ");
    if (R->hidden)
        pm_buf_printf(&b,
                      "(%zu outlier%s nearer their box than the %d farthest per box %s not "
                      "drawn.) ",
                      R->hidden, pm_fmt_s(R->hidden), PM_CHART_MAXOUT,
                      R->hidden == 1 ? "is" : "are");
    else if (!R->box)
        pm_buf_puts(&b, "Each marker is one configuration, spread sideways (by a fixed, "
                        "index-based offset) so that equal values stay visible. ");
    pm_buf_printf(&b,
                  "A column that sits off zero means the model misses the effect of %s at "
                  "that value.",
                  R->param);
    pm_chart_caption(caption, &b);
}

int pm_plot_residuals(const pm_plot_residual_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->measured || !s->predicted || (!s->category && (!s->labels || !s->label_of))))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "residual plot: no data arrays");
    S_resid R;
    memset(&R, 0, sizeof R);
    R.s = s;
    R.param = s->param ? s->param : "parameter";
    S_resid_data(&R);
    pm_plot_style zero;
    S_resid_frame(&R, &zero);
    if (R.box)
        S_resid_boxes(&R);
    else
        S_resid_strips(&R);
    pm_chart_frame(R.p, &R.a, R.p->xcats, R.nc);
    pm_chart_key_add(&R.l, PM_CHART_KEY_LINE, &zero, PM_MARK_CIRCLE, 0, "no error");
    pm_chart_legend_draw(R.p, &R.a, &R.l, PM_CHART_TOP_RIGHT);
    S_resid_caption(&R, caption);
    free(R.cats);
    free(R.ci);
    free(R.ymade);
    free(R.per);
    *out = R.p;
    return 0;
}
