/* plot_scatter.c - predicted against measured time: points, or density hexagons under the worst
 * points past a few thousand. */
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

/* ============================================ 1. predicted vs measured == */

typedef struct S_worst {
    double err; /* |ln(pred / meas)| */
    size_t i;   /* point index */
} S_worst;

/* Order by error, then index, so that selection is deterministic. */
static int S_worse(const S_worst *a, const S_worst *b)
{
    if (a->err != b->err)
        return a->err > b->err;
    return a->i < b->i;
}

static int S_cmp_worst(const void *a, const void *b)
{
    const S_worst *x = a, *y = b;
    return S_worse(x, y) ? 1 : S_worse(y, x) ? -1 : 0;
}

/* Min-heap on "worse" keeps the k worst points seen so far. */
static void S_heap_sift(S_worst *h, size_t n, size_t i)
{
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && S_worse(&h[m], &h[l]))
            m = l;
        if (r < n && S_worse(&h[m], &h[r]))
            m = r;
        if (m == i)
            return;
        S_worst t = h[i];
        h[i] = h[m];
        h[m] = t;
        i = m;
    }
}

/* The marker style of train and test points. */
static void S_point_style(bool train, pm_plot_style *s, pm_plot_shape *shape, double *r)
{
    *s = pm_chart_style(PM_PLOT_NONE, train ? PM_PLOT_BLUE : PM_PLOT_VERMILLION, 0,
                        train ? 0.7 : 0.8, 0);
    *shape = train ? PM_MARK_CIRCLE : PM_MARK_TRIANGLE;
    *r = train ? 3.5 : 4.5;
}

/* Tooltip of one point: the caller's text (given, or made now), or the numbers. */
static char *S_point_tip(const pm_plot_scatter_spec *s, size_t i, const char *unit)
{
    if (s->tips && s->tips[i])
        return pm_xstrdup(s->tips[i]);
    if (!s->tips && s->tip) {
        pm_buf t = PM_BUF_INIT;
        s->tip(s->tip_ctx, i, &t);
        return t.data ? t.data : pm_xstrdup("");
    }
    char m[32], pr[32], e[32];
    pm_fmt_g(m, sizeof m, pm_chart_snap(s->measured[i]), 4);
    pm_fmt_g(pr, sizeof pr, pm_chart_snap(s->predicted[i]), 4);
    pm_fmt_g(e, sizeof e,
             pm_chart_snap(100.0 * (s->predicted[i] - s->measured[i]) / s->measured[i]), 4);
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "measured %s%s%s, predicted %s%s%s (%s%s%%)%s", m, *unit ? " " : "", unit, pr,
                  *unit ? " " : "", unit, s->predicted[i] >= s->measured[i] ? "+" : "", e,
                  s->is_train && s->is_train[i] ? ", train" : ", test");
    return b.data ? b.data : pm_xstrdup("");
}

/* Markers over density bins get a white outline and full opacity. */
static void S_outline(pm_plot_style *st)
{
    st->stroke = 0xFFFFFF;
    st->width = 0.8;
    st->fill_opacity = 1.0;
}

static void S_scatter_marker(pm_plot *p, const pm_chart_axes *a, const pm_plot_scatter_spec *s,
                             size_t i, const char *unit, bool outline)
{
    bool train = s->is_train && s->is_train[i];
    pm_plot_style st;
    pm_plot_shape shape;
    double r;
    S_point_style(train, &st, &shape, &r);
    if (outline)
        S_outline(&st);
    char *tip = S_point_tip(s, i, unit);
    pm_plot_add_marker(p, pm_chart_mx(a, s->measured[i]), pm_chart_my(a, s->predicted[i]), shape, r,
                       &st, tip);
    free(tip);
    p->ndrawn++;
}

/* Record train or test points (indices idx) as a gnuplot series. */
static void S_scatter_series(pm_plot *p, const pm_plot_scatter_spec *s, const size_t *idx, size_t n,
                             bool train, const char *label)
{
    double *v = pm_xcalloc(pm_st_add(pm_st_mult(2, n), 1), sizeof *v);
    for (size_t k = 0; k < n; k++) {
        v[2 * k] = s->measured[idx[k]];
        v[2 * k + 1] = s->predicted[idx[k]];
    }
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_POINTS, label,
                                               train ? PM_PLOT_BLUE : PM_PLOT_VERMILLION, 2, n, v);
    r->shape = train ? PM_MARK_CIRCLE : PM_MARK_TRIANGLE;
    free(v);
}

/* Sequential grey ramp (light to dark) for density bins: no hue, so the blue
 * and vermillion markers drawn over the bins stand out. */
static const uint32_t S_ramp[] = {0xE3E3E3, 0xC6C6C6, 0xA8A8A8, 0x8A8A8A,
                                  0x6B6B6B, 0x4A4A4A, 0x262626};
enum { S_NRAMP = sizeof S_ramp / sizeof S_ramp[0] };

typedef struct S_hex {
    size_t count; /* points in the bin */
    size_t cell;  /* row * cols + col: the bin's place in the grid */
    int level;    /* shade */
} S_hex;

static int S_cmp_hex(const void *a, const void *b)
{
    const S_hex *x = a, *y = b;
    if (x->level != y->level)
        return (x->level > y->level) - (x->level < y->level);
    return (x->cell > y->cell) - (x->cell < y->cell);
}

/* Count the drawable points into pointy-top hexagons of radius R (plot
 * units) over the plot area, draw them grouped by shade, and record their
 * centres as a gnuplot density series. Returns the number of non-empty bins. */
static size_t S_hexbin(pm_plot *p, const pm_chart_axes *a, const pm_plot_scatter_spec *s)
{
    const double R = 6.0, W = sqrt(3.0) * R, H = 1.5 * R;
    long cols = (long)ceil(a->aw / W) + 2, rows = (long)ceil(a->ah / H) + 2;
    size_t ncell = (size_t)(cols * rows);
    size_t *count = pm_xcalloc(ncell, sizeof *count);
    for (size_t i = 0; i < s->n; i++) {
        if (!pm_chart_ok_pos(s->measured[i], s->predicted[i]))
            continue;
        double x = pm_chart_mx(a, s->measured[i]) - a->ax,
               y = pm_chart_my(a, s->predicted[i]) - a->ay;
        /* axial coordinates, then cube rounding to the nearest hexagon */
        double q = (sqrt(3.0) / 3.0 * x - y / 3.0) / R, r = (2.0 / 3.0 * y) / R;
        double cx = q, cz = r, cy = -q - r;
        double rx = round(cx), ry = round(cy), rz = round(cz);
        double dx = fabs(rx - cx), dy = fabs(ry - cy), dz = fabs(rz - cz);
        if (dx > dy && dx > dz)
            rx = -ry - rz;
        else if (dy <= dz)
            rz = -rx - ry;
        long row = (long)rz, col = (long)rx + (row - (row & 1)) / 2; /* odd-r offset */
        if (row < 0 || row >= rows || col < -1 || col >= cols - 1)
            continue;
        count[(size_t)(row * cols + col + 1)]++;
    }
    size_t nhex = 0, maxc = 0;
    for (size_t c = 0; c < ncell; c++) {
        nhex += count[c] > 0;
        if (count[c] > maxc)
            maxc = count[c];
    }
    S_hex *hex = pm_xcalloc(nhex + 1, sizeof *hex);
    size_t h = 0;
    for (size_t c = 0; c < ncell; c++) {
        if (!count[c])
            continue;
        double f = maxc > 1 ? log((double)count[c]) / log((double)maxc) : 1.0;
        int level = (int)floor(f * (S_NRAMP - 1) + 0.5);
        hex[h].count = count[c];
        hex[h].cell = c;
        hex[h].level = level < 0 ? 0 : level >= S_NRAMP ? S_NRAMP - 1 : level;
        h++;
    }
    qsort(hex, nhex, sizeof *hex, S_cmp_hex);
    double *gp = pm_xcalloc(pm_st_add(pm_st_mult(3, nhex), 1), sizeof *gp);
    for (size_t k = 0; k < nhex; k++) {
        long row = (long)(hex[k].cell / (size_t)cols), col = (long)(hex[k].cell % (size_t)cols) - 1;
        double cx = a->ax + W * ((double)col + 0.5 * (double)(row & 1)),
               cy = a->ay + H * (double)row;
        double xy[12];
        for (int v = 0; v < 6; v++) {
            double ang = PM_CHART_PI / 180.0 * (60.0 * v - 30.0);
            xy[2 * v] = cx + R * cos(ang);
            xy[2 * v + 1] = cy + R * sin(ang);
        }
        pm_plot_style st = pm_chart_style(PM_PLOT_NONE, S_ramp[hex[k].level], 0, 1, 0);
        char tip[64];
        snprintf(tip, sizeof tip, "%zu point%s", hex[k].count, hex[k].count == 1 ? "" : "s");
        size_t it = pm_plot_add_polygon(p, xy, 6, &st, tip);
        p->items[it].role = PM_ROLE_HEX;
        p->items[it].clip = true;
        gp[3 * k] = pm_chart_ux(a, cx);
        gp[3 * k + 1] = pm_chart_uy(a, cy);
        gp[3 * k + 2] = (double)hex[k].count;
    }
    pm_plot_series_rec *r = pm_plot_add_series(
        p, PM_SERIES_DENSITY, "point density (hexagonal bins)", S_ramp[4], 3, nhex, gp);
    (void)r;
    free(gp);
    free(hex);
    free(count);
    return nhex;
}

/* The axes: both logarithmic and equal, over every drawable value, measured and predicted;
 * *nok the drawable points, *ntrain those of them that trained the model. */
static void S_scatter_axes(const pm_plot_scatter_spec *s, pm_chart_axes *a, size_t *nok,
                           size_t *ntrain)
{
    *a = (pm_chart_axes){DBL_MAX, -DBL_MAX, 0, 0, true, true, 0, 0, 0, 0};
    *nok = *ntrain = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (!pm_chart_ok_pos(s->measured[i], s->predicted[i]))
            continue;
        (*nok)++;
        *ntrain += s->is_train && s->is_train[i];
        pm_chart_extend(&a->x0, &a->x1, s->measured[i], true);
        pm_chart_extend(&a->x0, &a->x1, s->predicted[i], true);
    }
    pm_chart_pad(&a->x0, &a->x1, true);
    a->y0 = a->x0;
    a->y1 = a->x1;
}

/* The bands within +-25% under +-10% of y = x, their paint into band_st[0] (25%), [1]. */
static void S_scatter_bands(pm_plot *p, const pm_chart_axes *a, pm_plot_style band_st[2])
{
    static const double bands[2] = {0.25, 0.10};
    static const uint32_t band_col[2] = {0xBBBBBB, 0x888888};
    for (int b = 0; b < 2; b++) {
        double up = 1 + bands[b], dn = 1 - bands[b];
        double xy[8] = {pm_chart_mx(a, a->x0), pm_chart_my(a, a->x0 * dn),
                        pm_chart_mx(a, a->x1), pm_chart_my(a, a->x1 * dn),
                        pm_chart_mx(a, a->x1), pm_chart_my(a, a->x1 * up),
                        pm_chart_mx(a, a->x0), pm_chart_my(a, a->x0 * up)};
        band_st[b] = pm_chart_style(PM_PLOT_NONE, band_col[b], 0, 0.3, 0);
        size_t it = pm_plot_add_polygon(p, xy, 4, &band_st[b], NULL);
        p->items[it].clip = true;
        double v[6] = {a->x0, a->x0 * dn, a->x0 * up, a->x1, a->x1 * dn, a->x1 * up};
        pm_plot_series_rec *r = pm_plot_add_series(
            p, PM_SERIES_BAND, b == 0 ? "within ±25%" : "within ±10%", band_col[b], 3, 2, v);
        r->opacity = 0.3;
    }
}

/* y = x: under the markers, but over the density bins (which would hide it), with a white
 * halo on them; its paint into diag. */
static void S_scatter_diagonal(pm_plot *p, const pm_chart_axes *a, bool density,
                               pm_plot_style *diag)
{
    *diag = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 0);
    if (density) { /* a white halo keeps the black line visible on dark bins */
        pm_plot_style halo = pm_chart_style(0xFFFFFF, PM_PLOT_NONE, 3.5, 1, 0);
        size_t h = pm_plot_add_line(p, pm_chart_mx(a, a->x0), pm_chart_my(a, a->x0),
                                    pm_chart_mx(a, a->x1), pm_chart_my(a, a->x1), &halo);
        p->items[h].clip = true;
    }
    size_t it = pm_plot_add_line(p, pm_chart_mx(a, a->x0), pm_chart_my(a, a->x0),
                                 pm_chart_mx(a, a->x1), pm_chart_my(a, a->x1), diag);
    p->items[it].clip = true;
    double dv[4] = {a->x0, a->x0, a->x1, a->x1};
    pm_plot_add_series(p, PM_SERIES_LINES, "y = x (exact prediction)", PM_PLOT_BLACK, 2, 2, dv);
}

/* Points idx[0..n) as markers (outlined over density bins), train first and test on top
 * (fewer, and the ones that matter), each set also a series named by label[train]. */
static void S_scatter_markers(pm_plot *p, const pm_chart_axes *a, const pm_plot_scatter_spec *s,
                              const size_t *idx, size_t n, const char *unit, bool outline,
                              const char *const label[2])
{
    size_t *set = pm_xcalloc(n + 1, sizeof *set);
    for (int pass = 1; pass >= 0; pass--) {
        size_t m = 0;
        for (size_t j = 0; j < n; j++) {
            size_t i = idx[j];
            bool train = s->is_train && s->is_train[i];
            if (train == (pass == 1)) {
                S_scatter_marker(p, a, s, i, unit, outline);
                set[m++] = i;
            }
        }
        S_scatter_series(p, s, set, m, pass == 1, label[pass]);
    }
    free(set);
}

/* The k worst predicted points (largest |ln(predicted / measured)|) by a heap over every
 * drawable one, into idx in order, the very worst last (drawn on top). Returns how many. */
static size_t S_scatter_worst(const pm_plot_scatter_spec *s, size_t k, size_t *idx)
{
    S_worst *heap = pm_xcalloc(k + 1, sizeof *heap);
    size_t hn = 0;
    for (size_t i = 0; i < s->n && k; i++) {
        if (!pm_chart_ok_pos(s->measured[i], s->predicted[i]))
            continue;
        S_worst w = {fabs(log(s->predicted[i] / s->measured[i])), i};
        if (hn < k) {
            heap[hn++] = w;
            if (hn == k)
                for (size_t j = k / 2 + 1; j-- > 0;)
                    S_heap_sift(heap, hn, j);
        } else if (S_worse(&w, &heap[0])) {
            heap[0] = w;
            S_heap_sift(heap, hn, 0);
        }
    }
    qsort(heap, hn, sizeof *heap, S_cmp_worst);
    for (size_t j = 0; j < hn; j++)
        idx[j] = heap[j].i;
    free(heap);
    return hn;
}

/* The legend: the bins' shade (density), train and test markers, y = x, the bands. */
static void S_scatter_legend(pm_plot *p, const pm_chart_axes *a, bool density,
                             const pm_plot_style *diag, const pm_plot_style band_st[2])
{
    pm_chart_legend l = {0};
    pm_plot_style tr, te;
    pm_plot_shape trs, tes;
    double trr, ter;
    S_point_style(true, &tr, &trs, &trr);
    S_point_style(false, &te, &tes, &ter);
    if (density) {
        S_outline(&tr);
        S_outline(&te);
        pm_plot_style hs = pm_chart_style(PM_PLOT_NONE, S_ramp[3], 0, 1, 0);
        pm_chart_key_add(&l, PM_CHART_KEY_SWATCH, &hs, PM_MARK_CIRCLE, 0,
                         "points per bin (darker = more)");
    }
    pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &tr, trs, trr,
                     density ? "train (worst predicted)" : "train");
    pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &te, tes, ter,
                     density ? "test (worst predicted)" : "test");
    pm_chart_key_add(&l, PM_CHART_KEY_LINE, diag, PM_MARK_CIRCLE, 0, "y = x (exact)");
    pm_chart_key_add(&l, PM_CHART_KEY_SWATCH, &band_st[1], PM_MARK_CIRCLE, 0, "within ±10%");
    pm_chart_key_add(&l, PM_CHART_KEY_SWATCH, &band_st[0], PM_MARK_CIRCLE, 0, "within ±25%");
    pm_chart_legend_draw(p, a, &l, PM_CHART_TOP_LEFT);
}

/* How to read the figure: the line and bands, then the markers or the bins under the worst
 * points, and the points log axes cannot show. */
static void S_scatter_caption(const pm_plot_scatter_spec *s, const char *q, bool density,
                              size_t nok, size_t ntrain, size_t nhex, size_t kworst, char **caption)
{
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "Predicted against measured %s, both axes logarithmic. Points on the black "
                  "line y = x are predicted exactly; the dark band holds predictions within "
                  "±10%% of the measurement and the light band within ±25%%; points above the "
                  "line are over-predicted, below it under-predicted. ",
                  q);
    if (!density)
        pm_buf_printf(&b,
                      "Each marker is one configuration: blue circles were used to fit the model "
                      "(%zu train), vermillion triangles were held out (%zu test).",
                      ntrain, nok - ntrain);
    else
        pm_buf_printf(&b,
                      "With %zu points, markers would hide one another, so hexagonal bins show "
                      "where the points lie (%zu bins, darker = more points; hover for the "
                      "count), and the %zu points predicted worst (largest "
                      "|log(predicted/measured)|) are drawn on top as markers: blue circles "
                      "train, vermillion triangles test (%zu of %zu configurations drawn as "
                      "markers; every one is counted in the bins).",
                      nok, nhex, kworst, kworst, s->n);
    if (nok < s->n)
        pm_buf_printf(&b,
                      " %zu point%s with a zero, negative or missing value cannot be shown "
                      "on log axes and %s left out.",
                      s->n - nok, s->n - nok == 1 ? "" : "s", s->n - nok == 1 ? "is" : "are");
    pm_chart_caption(caption, &b);
}

int pm_plot_scatter(const pm_plot_scatter_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->measured || !s->predicted))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "scatter plot: no data arrays");
    const char *q = s->quantity ? s->quantity : "value";
    const char *unit = s->unit ? s->unit : "";
    size_t threshold = s->density_threshold ? s->density_threshold : PM_PLOT_DENSITY_THRESHOLD;
    size_t nworst = s->worst ? s->worst : PM_PLOT_WORST;
    pm_chart_axes a;
    size_t nok, ntrain;
    S_scatter_axes(s, &a, &nok, &ntrain);
    char xl[256], yl[256];
    pm_chart_label(xl, sizeof xl, "measured ", q, unit);
    pm_chart_label(yl, sizeof yl, "predicted ", q, unit);
    pm_plot *p = pm_chart_figure(&a, s->title ? s->title : "Predicted vs measured", xl, yl);
    pm_chart_grid(p, &a, true);
    pm_plot_style band_st[2], diag;
    S_scatter_bands(p, &a, band_st);
    bool density = nok > threshold; /* past it, bins under the worst points */
    size_t nhex = density ? S_hexbin(p, &a, s) : 0, kworst = 0;
    S_scatter_diagonal(p, &a, density, &diag);
    size_t *idx = pm_xcalloc(nok + 1, sizeof *idx);
    if (!density) {
        size_t m = 0;
        for (size_t i = 0; i < s->n; i++)
            if (pm_chart_ok_pos(s->measured[i], s->predicted[i]))
                idx[m++] = i;
        static const char *const label[2] = {"test", "train"};
        S_scatter_markers(p, &a, s, idx, m, unit, false, label);
    } else {
        kworst = nworst < nok ? nworst : nok;
        size_t hn = S_scatter_worst(s, kworst, idx);
        static const char *const label[2] = {"test, worst predicted", "train, worst predicted"};
        S_scatter_markers(p, &a, s, idx, hn, unit, true, label);
    }
    free(idx);
    pm_chart_frame(p, &a, NULL, 0);
    S_scatter_legend(p, &a, density, &diag, band_st);
    S_scatter_caption(s, q, density, nok, ntrain, nhex, kworst, caption);
    *out = p;
    return 0;
}
