/* plot_lines.c - the line charts: the lambda sweep and the coefficient paths. */
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

/* ===================================================== 4. line charts == */

/* Series line i of the chart: its points pts[0..n) (sorted by x) as a line with markers and
 * their tooltips, its series and its legend key. */
static void S_line(pm_plot *p, const pm_chart_axes *a, const pm_plot_xy *series, size_t i,
                   const pm_chart_pt *pts, size_t n, pm_chart_legend *l)
{
    uint32_t col = pm_plot_series_color(i);
    pm_plot_shape shape = pm_chart_shapes[i % 4];
    pm_plot_style st = pm_chart_style(col, PM_PLOT_NONE, 2, 1, i >= 6 ? 1 : 0);
    double *xy = pm_xcalloc(pm_st_add(pm_st_mult(2, n), 1), sizeof *xy),
           *v = pm_xcalloc(pm_st_add(pm_st_mult(2, n), 1), sizeof *v);
    for (size_t k = 0; k < n; k++) {
        xy[2 * k] = pm_chart_mx(a, pts[k].x);
        xy[2 * k + 1] = pm_chart_my(a, pts[k].y);
        v[2 * k] = pts[k].x;
        v[2 * k + 1] = pts[k].y;
    }
    if (n > 1)
        pm_plot_add_polyline(p, xy, n, &st);
    pm_plot_style ms = pm_chart_style(PM_PLOT_NONE, col, 0, 1, 0);
    const char *name = series[i].name ? series[i].name : "series";
    for (size_t k = 0; k < n; k++) {
        char xs[32], ys[32], tip[400];
        pm_fmt_g(xs, sizeof xs, pm_chart_snap(pts[k].x), 4);
        pm_fmt_g(ys, sizeof ys, pm_chart_snap(pts[k].y), 4);
        snprintf(tip, sizeof tip, "%s: λ = %s, %s", name, xs, ys);
        size_t it = pm_plot_add_marker(p, xy[2 * k], xy[2 * k + 1], shape, 3, &ms, tip);
        p->items[it].role = PM_ROLE_DATA;
    }
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, name, col, 2, n, v);
    r->shape = shape;
    r->dash = st.dash;
    free(xy);
    free(v);
    pm_chart_key_add(l, PM_CHART_KEY_LINEMARK, &st, shape, 3, name);
}

static int S_lines(const char *title, const char *ylabel, bool ylog, const pm_plot_xy *series,
                   size_t nseries, double chosen, pm_chart_corner corner, pm_plot **out,
                   pm_error *err)
{
    if (nseries && !series)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "line chart: no series");
    pm_chart_axes a = {DBL_MAX, -DBL_MAX, DBL_MAX, -DBL_MAX, true, ylog, 0, 0, 0, 0};
    pm_chart_pt **pts = pm_xcalloc(nseries + 1, sizeof *pts);
    size_t *np = pm_xcalloc(nseries + 1, sizeof *np);
    for (size_t i = 0; i < nseries; i++) {
        pm_chart_pt *v = pm_xcalloc(series[i].n + 1, sizeof *v);
        size_t n = 0;
        for (size_t k = 0; k < series[i].n && series[i].x && series[i].y; k++) {
            double x = series[i].x[k], y = series[i].y[k];
            if (isfinite(x) && x > 0 && isfinite(y) && (!ylog || y > 0))
                v[n++] = (pm_chart_pt){x, y};
        }
        qsort(v, n, sizeof *v, pm_chart_cmp_pt);
        for (size_t k = 0; k < n; k++) {
            pm_chart_extend(&a.x0, &a.x1, v[k].x, true);
            pm_chart_extend(&a.y0, &a.y1, v[k].y, ylog);
        }
        pts[i] = v;
        np[i] = n;
    }
    bool mark = isfinite(chosen) && chosen > 0;
    if (mark)
        pm_chart_extend(&a.x0, &a.x1, chosen, true);
    pm_chart_pad(&a.x0, &a.x1, true);
    pm_chart_pad(&a.y0, &a.y1, ylog);
    pm_plot *p = pm_chart_figure(&a, title, "regularisation strength λ", ylabel);
    pm_chart_grid(p, &a, true);
    pm_chart_legend l = {0};
    for (size_t i = 0; i < nseries; i++) {
        S_line(p, &a, series, i, pts[i], np[i], &l);
        free(pts[i]);
    }
    free(pts);
    free(np);
    if (mark) {
        pm_plot_style st = pm_chart_style(0x555555, PM_PLOT_NONE, 1.2, 1, 2);
        double x = pm_chart_mx(&a, chosen);
        pm_plot_add_line(p, x, a.ay, x, a.ay + a.ah, &st);
        double v[4] = {chosen, a.y0, chosen, a.y1};
        pm_plot_series_rec *r =
            pm_plot_add_series(p, PM_SERIES_LINES, "chosen λ", 0x555555, 2, 2, v);
        r->dash = 2;
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "chosen λ");
    }
    pm_chart_frame(p, &a, NULL, 0);
    pm_chart_legend_draw(p, &a, &l, corner);
    *out = p;
    return 0;
}

/* End a line chart's caption b with the chosen lambda (when there is one) and hand it to
 * *caption (pm_chart_caption). */
static void S_chosen_caption(pm_buf *b, double chosen, char **caption)
{
    if (isfinite(chosen) && chosen > 0) {
        char c[32];
        pm_fmt_g(c, sizeof c, pm_chart_snap(chosen), 4);
        pm_buf_printf(b, " The dotted line marks the chosen λ = %s.", c);
    }
    pm_chart_caption(caption, b);
}

int pm_plot_lambda_sweep(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                         pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (S_lines(title ? title : "Goodness of fit against regularisation", "R²", false, series,
                nseries, chosen, PM_CHART_BOTTOM_LEFT, out, err))
        return -1;
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "R² of the fitted model (1 is a perfect fit) for each regularisation "
                    "strength λ of the sweep, λ on a logarithmic axis; one line per data set. "
                    "Small λ lets the model follow the training data closely, large λ shrinks "
                    "the coefficients; a test line that drops while the train line stays high "
                    "signals over-fitting.");
    S_chosen_caption(&b, chosen, caption);
    return 0;
}

int pm_plot_coef_paths(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                       pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (S_lines(title ? title : "Coefficient paths", "coefficient value", false, series, nseries,
                chosen, PM_CHART_TOP_RIGHT, out, err))
        return -1;
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "How each of the %zu fitted coefficients changes with the regularisation "
                  "strength λ (logarithmic axis). Coefficients that fall to zero early carry "
                  "little of the explained variation; those that persist to large λ matter most.",
                  nseries);
    S_chosen_caption(&b, chosen, caption);
    return 0;
}
