/* plot_scaling.c - time against one scaling factor: the measurements, the model and the ideal. */
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

/* ===================================================== 2. scaling curve == */

/* Positive finite pairs of xy sorted by x (then y); with median, one pair per
 * distinct x holding the median y. Returns the count; *out malloc'd. */
static size_t S_points(const pm_plot_xy *xy, bool median, pm_chart_pt **out)
{
    pm_chart_pt *v = pm_xcalloc(xy->n + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < xy->n; i++)
        if (pm_chart_ok_pos(xy->x[i], xy->y[i]))
            v[n++] = (pm_chart_pt){xy->x[i], xy->y[i]};
    qsort(v, n, sizeof *v, pm_chart_cmp_pt);
    if (median) {
        double *ys = pm_xmalloc_array(n + 1, sizeof *ys); /* one x's y values */
        size_t m = 0;
        for (size_t i = 0; i < n;) {
            size_t j = i;
            while (j < n && v[j].x == v[i].x) {
                ys[j - i] = v[j].y;
                j++;
            }
            v[m++] = (pm_chart_pt){v[i].x, pm_median(ys, j - i)};
            i = j;
        }
        free(ys);
        n = m;
    }
    *out = v;
    return n;
}

/* The series of a scaling figure as drawn: each one's measured points (medians with
 * s->median) and model points, positive and sorted by x. */
typedef struct S_series {
    pm_chart_pt **meas, **pred; /* per series (owned) */
    size_t *nm, *np;            /* their counts */
    size_t n;                   /* series filled (the arrays hold the spec's count) */
} S_series;

static void S_series_free(S_series *S)
{
    for (size_t i = 0; i < S->n; i++) {
        free(S->meas[i]);
        free(S->pred[i]);
    }
    free(S->meas);
    free(S->pred);
    free(S->nm);
    free(S->np);
}

/* Every series' points into S, and the axes over them (and the ideal lines, which end at the
 * largest x). 0, or -1 with err set (a series without data arrays; S freed then). */
static int S_scaling_data(const pm_plot_scaling_spec *s, S_series *S, pm_chart_axes *a,
                          pm_error *err)
{
    S->meas = pm_xcalloc(s->nseries + 1, sizeof *S->meas);
    S->pred = pm_xcalloc(s->nseries + 1, sizeof *S->pred);
    S->nm = pm_xcalloc(s->nseries + 1, sizeof *S->nm);
    S->np = pm_xcalloc(s->nseries + 1, sizeof *S->np);
    *a = (pm_chart_axes){DBL_MAX, -DBL_MAX, DBL_MAX, -DBL_MAX, true, true, 0, 0, 0, 0};
    for (size_t i = 0; i < s->nseries; i++) {
        if (s->measured[i].n && (!s->measured[i].x || !s->measured[i].y)) {
            S_series_free(S);
            return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0,
                                "scaling plot: series %zu has no data", i);
        }
        S->nm[i] = S_points(&s->measured[i], s->median, &S->meas[i]);
        pm_plot_xy none = {NULL, NULL, NULL, 0};
        const pm_plot_xy *pr =
            s->predicted && s->predicted[i].x && s->predicted[i].y ? &s->predicted[i] : &none;
        S->np[i] = S_points(pr, false, &S->pred[i]);
        S->n = i + 1;
        for (size_t k = 0; k < S->nm[i]; k++) {
            pm_chart_extend(&a->x0, &a->x1, S->meas[i][k].x, true);
            pm_chart_extend(&a->y0, &a->y1, S->meas[i][k].y, true);
        }
        for (size_t k = 0; k < S->np[i]; k++) {
            pm_chart_extend(&a->x0, &a->x1, S->pred[i][k].x, true);
            pm_chart_extend(&a->y0, &a->y1, S->pred[i][k].y, true);
        }
    }
    if (s->ideal) /* the ideal lines end at the largest x */
        for (size_t i = 0; i < s->nseries; i++)
            if (S->nm[i])
                pm_chart_extend(&a->y0, &a->y1, S->meas[i][0].y * S->meas[i][0].x / a->x1, true);
    pm_chart_pad(&a->x0, &a->x1, true);
    pm_chart_pad(&a->y0, &a->y1, true);
    return 0;
}

/* Ideal scaling from the series' first point (x0, y0): y0 * x0 / x, dashed, to the largest x. */
static void S_scaling_ideal(pm_plot *p, const pm_chart_axes *a, const pm_chart_pt *first,
                            uint32_t col, const char *name)
{
    double x0 = first->x, y0 = first->y;
    pm_plot_style st = pm_chart_style(col, PM_PLOT_NONE, 1.3, 1, 1);
    size_t it = pm_plot_add_line(p, pm_chart_mx(a, x0), pm_chart_my(a, y0), pm_chart_mx(a, a->x1),
                                 pm_chart_my(a, y0 * x0 / a->x1), &st);
    p->items[it].clip = true;
    double v[4] = {x0, y0, a->x1, y0 * x0 / a->x1};
    char lab[300];
    snprintf(lab, sizeof lab, "%s, ideal scaling", name);
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2, 2, v);
    r->dash = 1;
}

/* The model's line through pred[0..n): solid over the fitted range, dashed past fit_hi (an
 * extrapolation). Returns true when some of it is dashed. */
static bool S_scaling_model(pm_plot *p, const pm_chart_axes *a, const pm_chart_pt *pred, size_t n,
                            double fit_hi, uint32_t col, const char *name)
{
    double *xy = pm_xcalloc(pm_st_mult(2, n), sizeof *xy),
           *v = pm_xcalloc(pm_st_mult(2, n), sizeof *v);
    for (size_t k = 0; k < n; k++) {
        xy[2 * k] = pm_chart_mx(a, pred[k].x);
        xy[2 * k + 1] = pm_chart_my(a, pred[k].y);
        v[2 * k] = pred[k].x;
        v[2 * k + 1] = pred[k].y;
    }
    size_t nin = n;
    if (fit_hi > 0)
        while (nin > 1 && pred[nin - 1].x > fit_hi)
            nin--;
    pm_plot_style st = pm_chart_style(col, PM_PLOT_NONE, 2, 1, 0);
    size_t it = pm_plot_add_polyline(p, xy, nin, &st);
    p->items[it].clip = true;
    char lab[300];
    snprintf(lab, sizeof lab, "%s, model", name);
    pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2, nin, v);
    if (nin < n) {
        pm_plot_style sx = pm_chart_style(col, PM_PLOT_NONE, 2, 1, 1);
        it = pm_plot_add_polyline(p, xy + 2 * (nin - 1), n - nin + 1, &sx);
        p->items[it].clip = true;
        snprintf(lab, sizeof lab, "%s, model extrapolated (past the fitted range)", name);
        pm_plot_series_rec *r =
            pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2, n - nin + 1, v + 2 * (nin - 1));
        r->dash = 1;
    }
    free(xy);
    free(v);
    return nin < n;
}

/* Series i's measured points as markers with their tooltips, their series, and its legend key
 * (a line and marker when it has a model line). */
static void S_scaling_measured(pm_plot *p, const pm_chart_axes *a, const pm_plot_scaling_spec *s,
                               const S_series *S, size_t i, pm_chart_legend *l)
{
    uint32_t col = pm_plot_series_color(i);
    const char *name = s->measured[i].name ? s->measured[i].name : "measured";
    const char *factor = s->factor ? s->factor : "factor", *q = s->quantity ? s->quantity : "time";
    pm_plot_shape shape = pm_chart_shapes[i % 4];
    pm_plot_style ms = pm_chart_style(PM_PLOT_NONE, col, 0, 0.85, 0);
    const pm_chart_pt *m = S->meas[i];
    double *v = pm_xcalloc(pm_st_add(pm_st_mult(2, S->nm[i]), 1), sizeof *v);
    for (size_t k = 0; k < S->nm[i]; k++) {
        char xs[32], ys[32], tip[400];
        pm_fmt_g(xs, sizeof xs, pm_chart_snap(m[k].x), 4);
        pm_fmt_g(ys, sizeof ys, pm_chart_snap(m[k].y), 4);
        snprintf(tip, sizeof tip, "%s: %s = %s, %s%s %s%s%s", name, factor, xs,
                 s->median ? "median " : "", q, ys, s->unit && *s->unit ? " " : "",
                 s->unit ? s->unit : "");
        pm_plot_add_marker(p, pm_chart_mx(a, m[k].x), pm_chart_my(a, m[k].y), shape, 4, &ms, tip);
        p->ndrawn++;
        v[2 * k] = m[k].x;
        v[2 * k + 1] = m[k].y;
    }
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_POINTS, name, col, 2, S->nm[i], v);
    r->shape = shape;
    free(v);
    pm_plot_style ks = pm_chart_style(col, PM_PLOT_NONE, 2, 0.85, 0);
    pm_chart_key_add(l, S->np[i] ? PM_CHART_KEY_LINEMARK : PM_CHART_KEY_MARKER,
                     S->np[i] ? &ks : &ms, shape, 4, name);
}

/* How to read the figure: the axes, the markers (total), the model lines, the ideal, the
 * extrapolation (extrap: some model line is dashed). */
static void S_scaling_caption(const pm_plot_scaling_spec *s, size_t total, bool extrap,
                              char **caption)
{
    const char *factor = s->factor ? s->factor : "factor", *q = s->quantity ? s->quantity : "time";
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "%s against %s, both axes logarithmic, so a power law is a straight line. "
                  "Markers are the %s (%zu in all), one colour and shape per series; ",
                  q, factor, s->median ? "median measurement at each value" : "measurements",
                  total);
    pm_buf_puts(&b, "solid lines are the fitted model's predictions");
    if (s->ideal)
        pm_buf_printf(&b,
                      "; dashed lines show ideal scaling (%s halves when %s doubles, slope -1) "
                      "from the smallest %s. The further the points rise above the dashed line, "
                      "the more of the parallel speed-up is lost.",
                      q, factor, factor);
    else
        pm_buf_puts(&b, ".");
    if (extrap)
        pm_buf_puts(&b, " Past the largest value the model was fitted on, its line is dashed: "
                        "an extrapolation, which no measurement it was fitted on supports.");
    pm_chart_caption(caption, &b);
}

int pm_plot_scaling(const pm_plot_scaling_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->nseries && !s->measured)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "scaling plot: no series");
    const char *factor = s->factor ? s->factor : "factor";
    S_series S = {0};
    pm_chart_axes a;
    if (S_scaling_data(s, &S, &a, err) != 0)
        return -1;
    char title[256], xl[256], yl[256];
    snprintf(title, sizeof title, "Scaling with %s", factor);
    pm_chart_label(xl, sizeof xl, "", factor, s->factor_unit);
    pm_chart_label(yl, sizeof yl, "", s->quantity ? s->quantity : "time", s->unit);
    pm_plot *p = pm_chart_figure(&a, s->title ? s->title : title, xl, yl);
    pm_chart_grid(p, &a, true);
    pm_chart_legend l = {0};
    size_t total = 0;
    bool extrap = false; /* some model line goes past the fitted range */
    for (size_t i = 0; i < s->nseries; i++) {
        const char *name = s->measured[i].name ? s->measured[i].name : "measured";
        if (s->ideal && S.nm[i])
            S_scaling_ideal(p, &a, &S.meas[i][0], pm_plot_series_color(i), name);
        if (S.np[i] &&
            S_scaling_model(p, &a, S.pred[i], S.np[i], s->fit_hi, pm_plot_series_color(i), name))
            extrap = true;
        S_scaling_measured(p, &a, s, &S, i, &l);
        total += S.nm[i];
    }
    pm_chart_frame(p, &a, NULL, 0);
    if (s->ideal && s->nseries) {
        pm_plot_style st = pm_chart_style(0x555555, PM_PLOT_NONE, 1.3, 1, 1);
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "ideal scaling (slope -1)");
    }
    if (extrap) {
        pm_plot_style st = pm_chart_style(0x555555, PM_PLOT_NONE, 2, 1, 1);
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "model, extrapolated");
    }
    pm_chart_legend_draw(p, &a, &l, PM_CHART_TOP_RIGHT);
    S_scaling_caption(s, total, extrap, caption);
    S_series_free(&S);
    *out = p;
    return 0;
}
