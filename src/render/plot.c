/* plot.c - the scene (display list), axes and ticks, and the figure frame and legend the
 * chart builders share (render/plot_chart.h; the builders are plot_scatter.c, plot_scaling.c,
 * plot_residuals.c, plot_lines.c and plot_exponents.c). */
#include "render/plot.h"

#include "render/plot_chart.h"

#include "util/buf.h"
#include "util/format.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <float.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ================================================================ scene == */

static const uint32_t S_series_colors[] = {PM_PLOT_BLUE,   PM_PLOT_VERMILLION, PM_PLOT_GREEN,
                                           PM_PLOT_ORANGE, PM_PLOT_PURPLE,     PM_PLOT_SKYBLUE};

uint32_t pm_plot_series_color(size_t i)
{
    return S_series_colors[i % (sizeof S_series_colors / sizeof S_series_colors[0])];
}

/* A copy of s that is valid UTF-8 without control characters, so that every
 * backend (the SVG writer, Pango, gnuplot) can take it: bad bytes become '?', control
 * characters a space. NULL gives NULL. */
char *pm_chart_clean(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *out = pm_xmalloc(n + 1);
    size_t o = 0;
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        unsigned c = p[i];
        if (c < 0x80) {
            out[o++] = (c < 0x20 || c == 0x7f) ? ' ' : (char)c;
            i++;
            continue;
        }
        size_t len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        if (len > 1 && i + len <= n && pm_text_utf8_valid(s + i, len)) {
            memcpy(out + o, s + i, len);
            o += len;
            i += len;
        } else {
            out[o++] = '?';
            i++;
        }
    }
    out[o] = '\0';
    return out;
}

pm_plot *pm_plot_new(double width, double height)
{
    pm_plot *p = pm_xcalloc(1, sizeof *p);
    p->width = width;
    p->height = height;
    p->area[2] = width;
    p->area[3] = height;
    return p;
}

void pm_plot_free(pm_plot *p)
{
    if (!p)
        return;
    for (size_t i = 0; i < p->nitems; i++) {
        free(p->items[i].text);
        free(p->items[i].tip);
    }
    free(p->items);
    free(p->xy);
    free(p->title);
    free(p->xlabel);
    free(p->ylabel);
    for (size_t i = 0; i < p->nxcats; i++)
        free(p->xcats[i]);
    free(p->xcats);
    for (size_t i = 0; i < p->nseries; i++) {
        free(p->series[i].label);
        free(p->series[i].v);
    }
    free(p->series);
    free(p);
}

pm_plot_style pm_plot_style_default(void)
{
    pm_plot_style s = {PM_PLOT_BLACK, PM_PLOT_NONE, 1.0, 1.0, 0, 12.0, false};
    return s;
}

/* Append an item with n points copied from xy; returns its index. */
static size_t S_item(pm_plot *p, pm_plot_kind kind, pm_plot_role role, const double *xy, size_t n,
                     const pm_plot_style *s)
{
    pm_xgrow((void **)&p->items, &p->capitems, p->nitems + 1, sizeof *p->items);
    pm_xgrow((void **)&p->xy, &p->capxy, p->nxy + 2 * n, sizeof *p->xy);
    pm_plot_item *it = &p->items[p->nitems];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->role = role;
    it->pt = p->nxy / 2;
    it->npt = n;
    it->style = s ? *s : pm_plot_style_default();
    memcpy(p->xy + p->nxy, xy, 2 * n * sizeof *xy);
    p->nxy += 2 * n;
    return p->nitems++;
}

size_t pm_plot_add_line(pm_plot *p, double x0, double y0, double x1, double y1,
                        const pm_plot_style *s)
{
    double xy[4] = {x0, y0, x1, y1};
    return S_item(p, PM_PLOT_LINE, PM_ROLE_DATA, xy, 2, s);
}

size_t pm_plot_add_polyline(pm_plot *p, const double *xy, size_t n, const pm_plot_style *s)
{
    return S_item(p, PM_PLOT_POLYLINE, PM_ROLE_DATA, xy, n, s);
}

size_t pm_plot_add_polygon(pm_plot *p, const double *xy, size_t n, const pm_plot_style *s,
                           const char *tip)
{
    size_t i = S_item(p, PM_PLOT_POLYGON, PM_ROLE_DATA, xy, n, s);
    p->items[i].tip = pm_chart_clean(tip);
    return i;
}

size_t pm_plot_add_rect(pm_plot *p, double x, double y, double w, double h, const pm_plot_style *s)
{
    double xy[4] = {x, y, w, h};
    return S_item(p, PM_PLOT_RECT, PM_ROLE_FRAME, xy, 2, s);
}

size_t pm_plot_add_marker(pm_plot *p, double x, double y, pm_plot_shape shape, double r,
                          const pm_plot_style *s, const char *tip)
{
    double xy[2] = {x, y};
    size_t i = S_item(p, PM_PLOT_MARKER, PM_ROLE_MARK, xy, 1, s);
    p->items[i].shape = shape;
    p->items[i].size = r;
    p->items[i].tip = pm_chart_clean(tip);
    return i;
}

size_t pm_plot_add_text(pm_plot *p, double x, double y, const char *text, pm_plot_anchor anchor,
                        double rotate, const pm_plot_style *s)
{
    double xy[2] = {x, y};
    size_t i = S_item(p, PM_PLOT_TEXT, PM_ROLE_LABEL, xy, 1, s);
    p->items[i].text = pm_chart_clean(text ? text : "");
    p->items[i].anchor = anchor;
    p->items[i].rotate = rotate;
    return i;
}

size_t pm_plot_marker_shape(pm_plot_shape shape, double r, double *xy)
{
    switch (shape) {
    case PM_MARK_TRIANGLE: /* pointing up, a little larger so its area matches a circle's */
        r *= 1.25;
        xy[0] = 0, xy[1] = -r;
        xy[2] = 0.866 * r, xy[3] = 0.5 * r;
        xy[4] = -0.866 * r, xy[5] = 0.5 * r;
        return 3;
    case PM_MARK_SQUARE:
        r *= 0.886;
        xy[0] = -r, xy[1] = -r;
        xy[2] = r, xy[3] = -r;
        xy[4] = r, xy[5] = r;
        xy[6] = -r, xy[7] = r;
        return 4;
    case PM_MARK_DIAMOND:
        r *= 1.2;
        xy[0] = 0, xy[1] = -r;
        xy[2] = r, xy[3] = 0;
        xy[4] = 0, xy[5] = r;
        xy[6] = -r, xy[7] = 0;
        return 4;
    case PM_MARK_CIRCLE: break;
    }
    return 0;
}

pm_plot_series_rec *pm_plot_add_series(pm_plot *p, pm_plot_series_kind kind, const char *label,
                                       uint32_t color, size_t ncol, size_t nrow, const double *v)
{
    pm_xgrow((void **)&p->series, &p->capseries, p->nseries + 1, sizeof *p->series);
    pm_plot_series_rec *r = &p->series[p->nseries++];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->label = pm_chart_clean(label);
    r->color = color;
    r->opacity = 1.0;
    r->ncol = ncol;
    r->nrow = nrow;
    r->v = pm_xcalloc(pm_st_add(pm_st_mult(ncol, nrow), 1), sizeof *r->v);
    if (nrow)
        memcpy(r->v, v, ncol * nrow * sizeof *v);
    return r;
}

/* ================================================================= axes == */

/* Round to 12 significant digits so that 3 * 0.1 prints as 0.3 and ticks
 * compare equal however they were computed. */
double pm_chart_snap(double v)
{
    if (v == 0.0 || !isfinite(v))
        return v;
    char tmp[32];
    snprintf(tmp, sizeof tmp, "%.12g", v);
    return strtod(tmp, NULL);
}

static size_t S_linear_ticks(double lo, double hi, size_t target, double *ticks, size_t max)
{
    double raw = (hi - lo) / (double)(target ? target : 1);
    if (!(raw > 0) || !isfinite(raw))
        return 0;
    double mag = pow(10.0, floor(log10(raw)));
    double norm = raw / mag;
    double step = (norm < 1.5 ? 1.0 : norm < 3.0 ? 2.0 : norm < 7.0 ? 5.0 : 10.0) * mag;
    double k0 = ceil(lo / step - 1e-9);
    size_t n = 0;
    for (double k = k0; n < max; k += 1.0) {
        double t = k * step;
        if (t > hi + step * 1e-9)
            break;
        if (fabs(t) < step * 1e-9)
            t = 0.0;
        ticks[n++] = pm_chart_snap(t);
    }
    return n;
}

size_t pm_plot_ticks(double lo, double hi, bool log, size_t target, double *ticks, size_t max)
{
    if (!(lo < hi) || !isfinite(lo) || !isfinite(hi) || max == 0)
        return 0;
    if (!log || lo <= 0)
        return S_linear_ticks(lo, hi, target, ticks, max);
    double decades = log10(hi / lo);
    static const double m125[] = {1, 2, 5}, m1[] = {1};
    const double *mult = decades <= 2.5 ? m125 : m1;
    size_t nmult = decades <= 2.5 ? 3 : 1;
    int every = decades <= 8.0 ? 1 : (int)ceil(decades / 8.0);
    int k0 = (int)floor(log10(lo)) - 1, k1 = (int)ceil(log10(hi)) + 1;
    size_t n = 0;
    for (int k = k0; k <= k1 && n < max; k++) {
        if (((k % every) + every) % every)
            continue;
        for (size_t m = 0; m < nmult && n < max; m++) {
            double t = pm_chart_snap(mult[m] * pow(10.0, k));
            if (t >= lo * (1 - 1e-9) && t <= hi * (1 + 1e-9))
                ticks[n++] = t;
        }
    }
    if (n < 2) /* less than a decade between two nice numbers: plain steps */
        return S_linear_ticks(lo, hi, target, ticks, max);
    return n;
}

/* "2.50e-03" -> "2.5e-3": mantissa without trailing zeros, exponent without padding. */
static void S_fmt_exp(char *out, size_t size, double v)
{
    char tmp[40];
    snprintf(tmp, sizeof tmp, "%.3e", v);
    char *e = strchr(tmp, 'e');
    if (!e) {
        snprintf(out, size, "%s", tmp);
        return;
    }
    *e = '\0';
    char *end = e - 1;
    while (end > tmp && *end == '0')
        *end-- = '\0';
    if (*end == '.')
        *end = '\0';
    int ex = atoi(e + 1);
    snprintf(out, size, "%se%d", tmp, ex);
}

void pm_plot_fmt_tick(char *out, size_t size, double v)
{
    double a = fabs(v);
    if (a == 0.0 || !isfinite(v)) {
        snprintf(out, size, "%s", a == 0.0 ? "0" : "?");
        return;
    }
    static const char *const suffix[] = {"k", "M", "G", "T"};
    if (a >= 1e3 && a < 1e15) {
        int k = 0;
        double d = v / 1e3;
        while (fabs(d) >= 1e3 - 1e-9 && k < 3) {
            d /= 1e3;
            k++;
        }
        snprintf(out, size, "%.4g%s", pm_chart_snap(d), suffix[k]);
        return;
    }
    if (a >= 1e-2 && a < 1e3) {
        snprintf(out, size, "%.4g", pm_chart_snap(v));
        return;
    }
    S_fmt_exp(out, size, v);
}

/* ======================================================== figure frame == */

double pm_chart_mx(const pm_chart_axes *a, double x)
{
    double t = a->xlog ? (log10(x) - log10(a->x0)) / (log10(a->x1) - log10(a->x0))
                       : (x - a->x0) / (a->x1 - a->x0);
    return a->ax + t * a->aw;
}

double pm_chart_my(const pm_chart_axes *a, double y)
{
    double t = a->ylog ? (log10(y) - log10(a->y0)) / (log10(a->y1) - log10(a->y0))
                       : (y - a->y0) / (a->y1 - a->y0);
    return a->ay + a->ah - t * a->ah;
}

/* Inverse maps (density bins back to data units for gnuplot). */
double pm_chart_ux(const pm_chart_axes *a, double px)
{
    double t = (px - a->ax) / a->aw;
    return a->xlog ? pow(10.0, log10(a->x0) + t * (log10(a->x1) - log10(a->x0)))
                   : a->x0 + t * (a->x1 - a->x0);
}

double pm_chart_uy(const pm_chart_axes *a, double py)
{
    double t = (a->ay + a->ah - py) / a->ah;
    return a->ylog ? pow(10.0, log10(a->y0) + t * (log10(a->y1) - log10(a->y0)))
                   : a->y0 + t * (a->y1 - a->y0);
}

/* Grow [*lo, *hi] to hold v (log: positive finite values only). */
void pm_chart_extend(double *lo, double *hi, double v, bool log)
{
    if (!isfinite(v) || (log && v <= 0))
        return;
    if (v < *lo)
        *lo = v;
    if (v > *hi)
        *hi = v;
}

/* Pad a data range by 5% each side (in log space for log axes); give empty
 * or single-valued ranges a sensible width. */
void pm_chart_pad(double *lo, double *hi, bool log)
{
    if (*lo > *hi) { /* nothing drawable */
        *lo = log ? 1.0 : 0.0;
        *hi = log ? 10.0 : 1.0;
        return;
    }
    if (log) {
        double l0 = log10(*lo), l1 = log10(*hi);
        double pad = l1 > l0 ? 0.05 * (l1 - l0) : 0.3;
        *lo = pow(10.0, l0 - pad);
        *hi = pow(10.0, l1 + pad);
    } else {
        double pad = *hi > *lo ? 0.05 * (*hi - *lo) : (*lo != 0 ? 0.1 * fabs(*lo) : 1.0);
        *lo -= pad;
        *hi += pad;
    }
}

pm_plot_style pm_chart_style(uint32_t stroke, uint32_t fill, double width, double opacity, int dash)
{
    pm_plot_style s = pm_plot_style_default();
    s.stroke = stroke;
    s.fill = fill;
    s.width = width;
    s.fill_opacity = opacity;
    s.dash = dash;
    return s;
}

static pm_plot_style S_font(double size, bool bold, uint32_t color)
{
    pm_plot_style s = pm_plot_style_default();
    s.stroke = PM_PLOT_NONE;
    s.fill = color;
    s.font_size = size;
    s.bold = bold;
    return s;
}

static void S_text(pm_plot *p, double x, double y, const char *t, pm_plot_anchor anchor,
                   double rotate, double size, bool bold)
{
    pm_plot_style s = S_font(size, bold, 0x222222);
    pm_plot_add_text(p, x, y, t, anchor, rotate, &s);
}

/* A new figure: canvas, plot area, axes and their metadata. */
pm_plot *pm_chart_figure(pm_chart_axes *a, const char *title, const char *xlabel,
                         const char *ylabel)
{
    pm_plot *p = pm_plot_new(PM_PLOT_WIDTH, PM_PLOT_HEIGHT);
    a->ax = 80;
    a->ay = 44;
    a->aw = PM_PLOT_WIDTH - 80 - 24;
    a->ah = PM_PLOT_HEIGHT - 44 - 58;
    p->area[0] = a->ax;
    p->area[1] = a->ay;
    p->area[2] = a->aw;
    p->area[3] = a->ah;
    p->title = pm_chart_clean(title);
    p->xlabel = pm_chart_clean(xlabel);
    p->ylabel = pm_chart_clean(ylabel);
    p->xlog = a->xlog;
    p->ylog = a->ylog;
    p->xmin = a->x0;
    p->xmax = a->x1;
    p->ymin = a->y0;
    p->ymax = a->y1;
    pm_plot_style bg = pm_chart_style(PM_PLOT_NONE, 0xFFFFFF, 0, 1, 0);
    pm_plot_add_rect(p, 0, 0, p->width, p->height, &bg);
    return p;
}

/* Grid lines at the major ticks (drawn under the data). */
void pm_chart_grid(pm_plot *p, const pm_chart_axes *a, bool xgrid)
{
    double t[PM_CHART_MAXTICKS];
    pm_plot_style g = pm_chart_style(0xE3E3E3, PM_PLOT_NONE, 1, 1, 0);
    size_t n;
    if (xgrid) {
        n = pm_plot_ticks(a->x0, a->x1, a->xlog, 7, t, PM_CHART_MAXTICKS);
        for (size_t i = 0; i < n; i++) {
            double x = pm_chart_mx(a, t[i]);
            size_t k = pm_plot_add_line(p, x, a->ay, x, a->ay + a->ah, &g);
            p->items[k].role = PM_ROLE_FRAME;
        }
    }
    n = pm_plot_ticks(a->y0, a->y1, a->ylog, 6, t, PM_CHART_MAXTICKS);
    for (size_t i = 0; i < n; i++) {
        double y = pm_chart_my(a, t[i]);
        size_t k = pm_plot_add_line(p, a->ax, y, a->ax + a->aw, y, &g);
        p->items[k].role = PM_ROLE_FRAME;
    }
}

/* Frame, ticks, tick labels, axis labels and title (drawn over the data).
 * cats: category labels at x = 1..ncats instead of numeric x ticks. */
void pm_chart_frame(pm_plot *p, const pm_chart_axes *a, char *const *cats, size_t ncats)
{
    pm_chart_frame_every(p, a, cats, ncats, ncats > 24 ? (ncats + 23) / 24 : 1, false);
}

/* pm_chart_frame labelling every `every`-th category only, counted from the last one
 * when from_right (so that it is always labelled). */
void pm_chart_frame_every(pm_plot *p, const pm_chart_axes *a, char *const *cats, size_t ncats,
                          size_t every, bool from_right)
{
    pm_plot_style tick = pm_chart_style(0x444444, PM_PLOT_NONE, 1, 1, 0);
    size_t k = pm_plot_add_rect(p, a->ax, a->ay, a->aw, a->ah, &tick);
    (void)k;
    double t[PM_CHART_MAXTICKS];
    char lab[64];
    double ybase = a->ay + a->ah;
    if (cats) {
        for (size_t i = 0; i < ncats; i++) {
            double x = pm_chart_mx(a, (double)(i + 1));
            size_t j = pm_plot_add_line(p, x, ybase, x, ybase + 5, &tick);
            p->items[j].role = PM_ROLE_FRAME;
            if ((from_right ? ncats - 1 - i : i) % every == 0)
                S_text(p, x, ybase + 18, cats[i], PM_ANCHOR_MIDDLE, 0, 11, false);
        }
    } else {
        size_t n = pm_plot_ticks(a->x0, a->x1, a->xlog, 7, t, PM_CHART_MAXTICKS);
        for (size_t i = 0; i < n; i++) {
            double x = pm_chart_mx(a, t[i]);
            size_t j = pm_plot_add_line(p, x, ybase, x, ybase + 5, &tick);
            p->items[j].role = PM_ROLE_FRAME;
            pm_plot_fmt_tick(lab, sizeof lab, t[i]);
            S_text(p, x, ybase + 18, lab, PM_ANCHOR_MIDDLE, 0, 11, false);
        }
    }
    size_t n = pm_plot_ticks(a->y0, a->y1, a->ylog, 6, t, PM_CHART_MAXTICKS);
    for (size_t i = 0; i < n; i++) {
        double y = pm_chart_my(a, t[i]);
        size_t j = pm_plot_add_line(p, a->ax - 5, y, a->ax, y, &tick);
        p->items[j].role = PM_ROLE_FRAME;
        pm_plot_fmt_tick(lab, sizeof lab, t[i]);
        S_text(p, a->ax - 8, y + 4, lab, PM_ANCHOR_END, 0, 11, false);
    }
    if (p->title)
        S_text(p, p->width / 2, 28, p->title, PM_ANCHOR_MIDDLE, 0, 16, true);
    if (p->xlabel)
        S_text(p, a->ax + a->aw / 2, p->height - 16, p->xlabel, PM_ANCHOR_MIDDLE, 0, 13, false);
    if (p->ylabel)
        S_text(p, 22, a->ay + a->ah / 2, p->ylabel, PM_ANCHOR_MIDDLE, 90, 13, false);
}

/* ---- legend ---- */

void pm_chart_key_add(pm_chart_legend *l, pm_chart_keykind kind, const pm_plot_style *s,
                      pm_plot_shape shape, double size, const char *label)
{
    if (l->n >= PM_CHART_MAXKEYS)
        return;
    pm_chart_key *k = &l->keys[l->n++];
    k->kind = kind;
    k->style = *s;
    k->shape = shape;
    k->size = size;
    k->label = label;
}

/* Rough width of a string in plot units (DejaVu Sans averages ~0.58 em). */
double pm_chart_text_width(const char *s, double size)
{
    size_t cps = 0;
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        cps += (*c & 0xc0) != 0x80;
    return 0.58 * size * (double)cps;
}

/* Data points (marker centres, polyline vertices, bin corners) inside a box. */
static size_t S_under(const pm_plot *p, double x, double y, double w, double h)
{
    size_t n = 0;
    for (size_t i = 0; i < p->nitems; i++) {
        const pm_plot_item *it = &p->items[i];
        bool data = it->role == PM_ROLE_MARK || it->role == PM_ROLE_HEX ||
                    (it->role == PM_ROLE_DATA &&
                     (it->kind == PM_PLOT_MARKER || it->kind == PM_PLOT_POLYLINE));
        if (!data)
            continue;
        for (size_t k = 0; k < it->npt; k++) {
            double px = p->xy[2 * (it->pt + k)], py = p->xy[2 * (it->pt + k) + 1];
            n += px >= x - 4 && px <= x + w + 4 && py >= y - 4 && py <= y + h + 4;
        }
    }
    return n;
}

void pm_chart_legend_draw(pm_plot *p, const pm_chart_axes *a, const pm_chart_legend *l,
                          pm_chart_corner corner)
{
    if (l->n == 0)
        return;
    const double row = 17, pad = 7, sw = 22, fs = 11;
    double w = 0;
    for (size_t i = 0; i < l->n; i++) {
        double tw = pm_chart_text_width(l->keys[i].label, fs);
        if (tw > w)
            w = tw;
    }
    w += 2 * pad + sw + 6;
    double h = 2 * pad + row * (double)l->n - 4;
    /* the preferred corner unless another one hides fewer data points */
    static const pm_chart_corner order[4] = {PM_CHART_TOP_LEFT, PM_CHART_TOP_RIGHT,
                                             PM_CHART_BOTTOM_LEFT, PM_CHART_BOTTOM_RIGHT};
    double x = 0, y = 0;
    size_t best = SIZE_MAX;
    for (int k = -1; k < 4; k++) {
        pm_chart_corner c = k < 0 ? corner : order[k];
        double cx = (c == PM_CHART_TOP_LEFT || c == PM_CHART_BOTTOM_LEFT) ? a->ax + 10
                                                                          : a->ax + a->aw - 10 - w;
        double cy = (c == PM_CHART_TOP_LEFT || c == PM_CHART_TOP_RIGHT) ? a->ay + 10
                                                                        : a->ay + a->ah - 10 - h;
        size_t under = S_under(p, cx, cy, w, h);
        if (under < best) {
            best = under;
            x = cx;
            y = cy;
        }
    }
    pm_plot_style box = pm_chart_style(0xBBBBBB, 0xFFFFFF, 1, 0.88, 0);
    size_t bi = pm_plot_add_rect(p, x, y, w, h, &box);
    p->items[bi].role = PM_ROLE_KEY;
    for (size_t i = 0; i < l->n; i++) {
        const pm_chart_key *k = &l->keys[i];
        double cy = y + pad + row * (double)i + 6.5;
        double cx = x + pad + sw / 2;
        size_t j;
        switch (k->kind) {
        case PM_CHART_KEY_SWATCH:
            j = pm_plot_add_rect(p, x + pad, cy - 5, sw, 10, &k->style);
            p->items[j].role = PM_ROLE_KEY;
            break;
        case PM_CHART_KEY_LINE:
        case PM_CHART_KEY_LINEMARK:
            j = pm_plot_add_line(p, x + pad, cy, x + pad + sw, cy, &k->style);
            p->items[j].role = PM_ROLE_KEY;
            if (k->kind == PM_CHART_KEY_LINE)
                break;
            /* fall through */
        case PM_CHART_KEY_MARKER: {
            pm_plot_style ms = k->style;
            if (k->kind == PM_CHART_KEY_LINEMARK) {
                ms.fill = ms.stroke;
                ms.stroke = PM_PLOT_NONE;
            }
            j = pm_plot_add_marker(p, cx, cy, k->shape, k->size, &ms, NULL);
            p->items[j].role = PM_ROLE_KEY;
            break;
        }
        }
        S_text(p, x + pad + sw + 6, cy + 4, k->label, PM_ANCHOR_START, 0, fs, false);
    }
}

/* A caption as a malloc'd string (or nothing when caption is NULL). */
void pm_chart_caption(char **caption, pm_buf *b)
{
    if (caption)
        *caption = pm_xstrdup(pm_buf_str(b));
    pm_buf_free(b);
}

/* "quantity (unit)" or "quantity". */
void pm_chart_label(char *out, size_t size, const char *prefix, const char *q, const char *unit)
{
    if (unit && *unit)
        snprintf(out, size, "%s%s (%s)", prefix, q, unit);
    else
        snprintf(out, size, "%s%s", prefix, q);
}

const pm_plot_shape pm_chart_shapes[4] = {PM_MARK_CIRCLE, PM_MARK_SQUARE, PM_MARK_DIAMOND,
                                          PM_MARK_TRIANGLE};

bool pm_chart_ok_pos(double m, double p)
{
    return isfinite(m) && isfinite(p) && m > 0 && p > 0;
}

int pm_chart_cmp_pt(const void *a, const void *b)
{
    const pm_chart_pt *p = a, *q = b;
    if (p->x != q->x)
        return (p->x > q->x) - (p->x < q->x);
    return (p->y > q->y) - (p->y < q->y);
}
