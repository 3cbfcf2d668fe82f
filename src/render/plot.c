/* plot.c - the scene (display list), axes and ticks, and the report's figure builders. */
#include "render/plot.h"

#include "util/buf.h"
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
static char *S_clean(const char *s)
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
    p->items[i].tip = S_clean(tip);
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
    p->items[i].tip = S_clean(tip);
    return i;
}

size_t pm_plot_add_text(pm_plot *p, double x, double y, const char *text, pm_plot_anchor anchor,
                        double rotate, const pm_plot_style *s)
{
    double xy[2] = {x, y};
    size_t i = S_item(p, PM_PLOT_TEXT, PM_ROLE_LABEL, xy, 1, s);
    p->items[i].text = S_clean(text ? text : "");
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
    r->label = S_clean(label);
    r->color = color;
    r->opacity = 1.0;
    r->ncol = ncol;
    r->nrow = nrow;
    r->v = pm_xcalloc(ncol * nrow + 1, sizeof *r->v);
    if (nrow)
        memcpy(r->v, v, ncol * nrow * sizeof *v);
    return r;
}

/* ================================================================= axes == */

/* Round to 12 significant digits so that 3 * 0.1 prints as 0.3 and ticks
 * compare equal however they were computed. */
static double S_snap(double v)
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
        ticks[n++] = S_snap(t);
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
            double t = S_snap(mult[m] * pow(10.0, k));
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
        snprintf(out, size, "%.4g%s", S_snap(d), suffix[k]);
        return;
    }
    if (a >= 1e-2 && a < 1e3) {
        snprintf(out, size, "%.4g", S_snap(v));
        return;
    }
    S_fmt_exp(out, size, v);
}

/* A number in captions and tooltips: 4 significant digits. */
static void S_num(char *out, size_t size, double v)
{
    pm_text_fmt_num(out, size, S_snap(v), 4);
}

/* ======================================================== figure frame == */

enum { S_MAXTICKS = 64, S_MAXKEYS = 24, S_MAXOUT = 100 };

static const double S_PI = 3.14159265358979323846;

/* Mapping from data to plot units for one figure. */
typedef struct S_axes {
    double x0, x1, y0, y1; /* data ranges */
    bool xlog, ylog;
    double ax, ay, aw, ah; /* plot area */
} S_axes;

static double S_mx(const S_axes *a, double x)
{
    double t = a->xlog ? (log10(x) - log10(a->x0)) / (log10(a->x1) - log10(a->x0))
                       : (x - a->x0) / (a->x1 - a->x0);
    return a->ax + t * a->aw;
}

static double S_my(const S_axes *a, double y)
{
    double t = a->ylog ? (log10(y) - log10(a->y0)) / (log10(a->y1) - log10(a->y0))
                       : (y - a->y0) / (a->y1 - a->y0);
    return a->ay + a->ah - t * a->ah;
}

/* Inverse maps (density bins back to data units for gnuplot). */
static double S_ux(const S_axes *a, double px)
{
    double t = (px - a->ax) / a->aw;
    return a->xlog ? pow(10.0, log10(a->x0) + t * (log10(a->x1) - log10(a->x0)))
                   : a->x0 + t * (a->x1 - a->x0);
}

static double S_uy(const S_axes *a, double py)
{
    double t = (a->ay + a->ah - py) / a->ah;
    return a->ylog ? pow(10.0, log10(a->y0) + t * (log10(a->y1) - log10(a->y0)))
                   : a->y0 + t * (a->y1 - a->y0);
}

/* Grow [*lo, *hi] to hold v (log: positive finite values only). */
static void S_extend(double *lo, double *hi, double v, bool log)
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
static void S_pad(double *lo, double *hi, bool log)
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

static pm_plot_style S_style(uint32_t stroke, uint32_t fill, double width, double opacity, int dash)
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
static pm_plot *S_figure(S_axes *a, const char *title, const char *xlabel, const char *ylabel)
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
    p->title = S_clean(title);
    p->xlabel = S_clean(xlabel);
    p->ylabel = S_clean(ylabel);
    p->xlog = a->xlog;
    p->ylog = a->ylog;
    p->xmin = a->x0;
    p->xmax = a->x1;
    p->ymin = a->y0;
    p->ymax = a->y1;
    pm_plot_style bg = S_style(PM_PLOT_NONE, 0xFFFFFF, 0, 1, 0);
    pm_plot_add_rect(p, 0, 0, p->width, p->height, &bg);
    return p;
}

/* Grid lines at the major ticks (drawn under the data). */
static void S_grid(pm_plot *p, const S_axes *a, bool xgrid)
{
    double t[S_MAXTICKS];
    pm_plot_style g = S_style(0xE3E3E3, PM_PLOT_NONE, 1, 1, 0);
    size_t n;
    if (xgrid) {
        n = pm_plot_ticks(a->x0, a->x1, a->xlog, 7, t, S_MAXTICKS);
        for (size_t i = 0; i < n; i++) {
            double x = S_mx(a, t[i]);
            size_t k = pm_plot_add_line(p, x, a->ay, x, a->ay + a->ah, &g);
            p->items[k].role = PM_ROLE_FRAME;
        }
    }
    n = pm_plot_ticks(a->y0, a->y1, a->ylog, 6, t, S_MAXTICKS);
    for (size_t i = 0; i < n; i++) {
        double y = S_my(a, t[i]);
        size_t k = pm_plot_add_line(p, a->ax, y, a->ax + a->aw, y, &g);
        p->items[k].role = PM_ROLE_FRAME;
    }
}

static void S_frame_every(pm_plot *p, const S_axes *a, char *const *cats, size_t ncats,
                          size_t every, bool from_right);

/* Frame, ticks, tick labels, axis labels and title (drawn over the data).
 * cats: category labels at x = 1..ncats instead of numeric x ticks. */
static void S_frame(pm_plot *p, const S_axes *a, char *const *cats, size_t ncats)
{
    S_frame_every(p, a, cats, ncats, ncats > 24 ? (ncats + 23) / 24 : 1, false);
}

/* S_frame labelling every `every`-th category only, counted from the last one
 * when from_right (so that it is always labelled). */
static void S_frame_every(pm_plot *p, const S_axes *a, char *const *cats, size_t ncats,
                          size_t every, bool from_right)
{
    pm_plot_style tick = S_style(0x444444, PM_PLOT_NONE, 1, 1, 0);
    size_t k = pm_plot_add_rect(p, a->ax, a->ay, a->aw, a->ah, &tick);
    (void)k;
    double t[S_MAXTICKS];
    char lab[64];
    double ybase = a->ay + a->ah;
    if (cats) {
        for (size_t i = 0; i < ncats; i++) {
            double x = S_mx(a, (double)(i + 1));
            size_t j = pm_plot_add_line(p, x, ybase, x, ybase + 5, &tick);
            p->items[j].role = PM_ROLE_FRAME;
            if ((from_right ? ncats - 1 - i : i) % every == 0)
                S_text(p, x, ybase + 18, cats[i], PM_ANCHOR_MIDDLE, 0, 11, false);
        }
    } else {
        size_t n = pm_plot_ticks(a->x0, a->x1, a->xlog, 7, t, S_MAXTICKS);
        for (size_t i = 0; i < n; i++) {
            double x = S_mx(a, t[i]);
            size_t j = pm_plot_add_line(p, x, ybase, x, ybase + 5, &tick);
            p->items[j].role = PM_ROLE_FRAME;
            pm_plot_fmt_tick(lab, sizeof lab, t[i]);
            S_text(p, x, ybase + 18, lab, PM_ANCHOR_MIDDLE, 0, 11, false);
        }
    }
    size_t n = pm_plot_ticks(a->y0, a->y1, a->ylog, 6, t, S_MAXTICKS);
    for (size_t i = 0; i < n; i++) {
        double y = S_my(a, t[i]);
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

typedef enum { S_KEY_MARKER, S_KEY_LINE, S_KEY_SWATCH, S_KEY_LINEMARK } S_keykind;

typedef struct S_key {
    S_keykind kind;
    pm_plot_style style; /* marker / line / swatch paint */
    pm_plot_shape shape; /* marker */
    double size;         /* marker radius */
    const char *label;   /* borrowed until S_legend */
} S_key;

typedef struct S_legend {
    S_key keys[S_MAXKEYS];
    size_t n;
} S_legend;

static void S_key_add(S_legend *l, S_keykind kind, const pm_plot_style *s, pm_plot_shape shape,
                      double size, const char *label)
{
    if (l->n >= S_MAXKEYS)
        return;
    S_key *k = &l->keys[l->n++];
    k->kind = kind;
    k->style = *s;
    k->shape = shape;
    k->size = size;
    k->label = label;
}

/* Rough width of a string in plot units (DejaVu Sans averages ~0.58 em). */
static double S_text_width(const char *s, double size)
{
    size_t cps = 0;
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        cps += (*c & 0xc0) != 0x80;
    return 0.58 * size * (double)cps;
}

typedef enum { S_TOP_LEFT, S_TOP_RIGHT, S_BOTTOM_LEFT, S_BOTTOM_RIGHT } S_corner;

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

static void S_legend_draw(pm_plot *p, const S_axes *a, const S_legend *l, S_corner corner)
{
    if (l->n == 0)
        return;
    const double row = 17, pad = 7, sw = 22, fs = 11;
    double w = 0;
    for (size_t i = 0; i < l->n; i++) {
        double tw = S_text_width(l->keys[i].label, fs);
        if (tw > w)
            w = tw;
    }
    w += 2 * pad + sw + 6;
    double h = 2 * pad + row * (double)l->n - 4;
    /* the preferred corner unless another one hides fewer data points */
    static const S_corner order[4] = {S_TOP_LEFT, S_TOP_RIGHT, S_BOTTOM_LEFT, S_BOTTOM_RIGHT};
    double x = 0, y = 0;
    size_t best = SIZE_MAX;
    for (int k = -1; k < 4; k++) {
        S_corner c = k < 0 ? corner : order[k];
        double cx = (c == S_TOP_LEFT || c == S_BOTTOM_LEFT) ? a->ax + 10 : a->ax + a->aw - 10 - w;
        double cy = (c == S_TOP_LEFT || c == S_TOP_RIGHT) ? a->ay + 10 : a->ay + a->ah - 10 - h;
        size_t under = S_under(p, cx, cy, w, h);
        if (under < best) {
            best = under;
            x = cx;
            y = cy;
        }
    }
    pm_plot_style box = S_style(0xBBBBBB, 0xFFFFFF, 1, 0.88, 0);
    size_t bi = pm_plot_add_rect(p, x, y, w, h, &box);
    p->items[bi].role = PM_ROLE_KEY;
    for (size_t i = 0; i < l->n; i++) {
        const S_key *k = &l->keys[i];
        double cy = y + pad + row * (double)i + 6.5;
        double cx = x + pad + sw / 2;
        size_t j;
        switch (k->kind) {
        case S_KEY_SWATCH:
            j = pm_plot_add_rect(p, x + pad, cy - 5, sw, 10, &k->style);
            p->items[j].role = PM_ROLE_KEY;
            break;
        case S_KEY_LINE:
        case S_KEY_LINEMARK:
            j = pm_plot_add_line(p, x + pad, cy, x + pad + sw, cy, &k->style);
            p->items[j].role = PM_ROLE_KEY;
            if (k->kind == S_KEY_LINE)
                break;
            /* fall through */
        case S_KEY_MARKER: {
            pm_plot_style ms = k->style;
            if (k->kind == S_KEY_LINEMARK) {
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
static void S_caption(char **caption, pm_buf *b)
{
    if (caption)
        *caption = pm_xstrdup(pm_buf_str(b));
    pm_buf_free(b);
}

/* "quantity (unit)" or "quantity". */
static void S_label(char *out, size_t size, const char *prefix, const char *q, const char *unit)
{
    if (unit && *unit)
        snprintf(out, size, "%s%s (%s)", prefix, q, unit);
    else
        snprintf(out, size, "%s%s", prefix, q);
}

static int S_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ============================================ 1. predicted vs measured == */

static const pm_plot_shape S_shapes[] = {PM_MARK_CIRCLE, PM_MARK_SQUARE, PM_MARK_DIAMOND,
                                         PM_MARK_TRIANGLE};

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
    *s = S_style(PM_PLOT_NONE, train ? PM_PLOT_BLUE : PM_PLOT_VERMILLION, 0, train ? 0.7 : 0.8, 0);
    *shape = train ? PM_MARK_CIRCLE : PM_MARK_TRIANGLE;
    *r = train ? 3.5 : 4.5;
}

static bool S_ok_pos(double m, double p)
{
    return isfinite(m) && isfinite(p) && m > 0 && p > 0;
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
    S_num(m, sizeof m, s->measured[i]);
    S_num(pr, sizeof pr, s->predicted[i]);
    S_num(e, sizeof e, 100.0 * (s->predicted[i] - s->measured[i]) / s->measured[i]);
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

static void S_scatter_marker(pm_plot *p, const S_axes *a, const pm_plot_scatter_spec *s, size_t i,
                             const char *unit, bool outline)
{
    bool train = s->is_train && s->is_train[i];
    pm_plot_style st;
    pm_plot_shape shape;
    double r;
    S_point_style(train, &st, &shape, &r);
    if (outline)
        S_outline(&st);
    char *tip = S_point_tip(s, i, unit);
    pm_plot_add_marker(p, S_mx(a, s->measured[i]), S_my(a, s->predicted[i]), shape, r, &st, tip);
    free(tip);
    p->ndrawn++;
}

/* Record train or test points (indices idx) as a gnuplot series. */
static void S_scatter_series(pm_plot *p, const pm_plot_scatter_spec *s, const size_t *idx, size_t n,
                             bool train, const char *label)
{
    double *v = pm_xcalloc(2 * n + 1, sizeof *v);
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
static size_t S_hexbin(pm_plot *p, const S_axes *a, const pm_plot_scatter_spec *s)
{
    const double R = 6.0, W = sqrt(3.0) * R, H = 1.5 * R;
    long cols = (long)ceil(a->aw / W) + 2, rows = (long)ceil(a->ah / H) + 2;
    size_t ncell = (size_t)(cols * rows);
    size_t *count = pm_xcalloc(ncell, sizeof *count);
    for (size_t i = 0; i < s->n; i++) {
        if (!S_ok_pos(s->measured[i], s->predicted[i]))
            continue;
        double x = S_mx(a, s->measured[i]) - a->ax, y = S_my(a, s->predicted[i]) - a->ay;
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
    double *gp = pm_xcalloc(3 * nhex + 1, sizeof *gp);
    for (size_t k = 0; k < nhex; k++) {
        long row = (long)(hex[k].cell / (size_t)cols), col = (long)(hex[k].cell % (size_t)cols) - 1;
        double cx = a->ax + W * ((double)col + 0.5 * (double)(row & 1)),
               cy = a->ay + H * (double)row;
        double xy[12];
        for (int v = 0; v < 6; v++) {
            double ang = S_PI / 180.0 * (60.0 * v - 30.0);
            xy[2 * v] = cx + R * cos(ang);
            xy[2 * v + 1] = cy + R * sin(ang);
        }
        pm_plot_style st = S_style(PM_PLOT_NONE, S_ramp[hex[k].level], 0, 1, 0);
        char tip[64];
        snprintf(tip, sizeof tip, "%zu point%s", hex[k].count, hex[k].count == 1 ? "" : "s");
        size_t it = pm_plot_add_polygon(p, xy, 6, &st, tip);
        p->items[it].role = PM_ROLE_HEX;
        p->items[it].clip = true;
        gp[3 * k] = S_ux(a, cx);
        gp[3 * k + 1] = S_uy(a, cy);
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

    S_axes a = {DBL_MAX, -DBL_MAX, 0, 0, true, true, 0, 0, 0, 0};
    size_t nok = 0, ntrain = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (!S_ok_pos(s->measured[i], s->predicted[i]))
            continue;
        nok++;
        ntrain += s->is_train && s->is_train[i];
        S_extend(&a.x0, &a.x1, s->measured[i], true);
        S_extend(&a.x0, &a.x1, s->predicted[i], true);
    }
    S_pad(&a.x0, &a.x1, true);
    a.y0 = a.x0;
    a.y1 = a.x1;

    char xl[256], yl[256];
    S_label(xl, sizeof xl, "measured ", q, unit);
    S_label(yl, sizeof yl, "predicted ", q, unit);
    pm_plot *p = S_figure(&a, s->title ? s->title : "Predicted vs measured", xl, yl);
    S_grid(p, &a, true);

    /* bands: +-25% under +-10%, then y = x */
    static const double bands[2] = {0.25, 0.10};
    static const uint32_t band_col[2] = {0xBBBBBB, 0x888888};
    pm_plot_style band_st[2];
    for (int b = 0; b < 2; b++) {
        double up = 1 + bands[b], dn = 1 - bands[b];
        double xy[8] = {S_mx(&a, a.x0), S_my(&a, a.x0 * dn), S_mx(&a, a.x1), S_my(&a, a.x1 * dn),
                        S_mx(&a, a.x1), S_my(&a, a.x1 * up), S_mx(&a, a.x0), S_my(&a, a.x0 * up)};
        band_st[b] = S_style(PM_PLOT_NONE, band_col[b], 0, 0.3, 0);
        size_t it = pm_plot_add_polygon(p, xy, 4, &band_st[b], NULL);
        p->items[it].clip = true;
        double v[6] = {a.x0, a.x0 * dn, a.x0 * up, a.x1, a.x1 * dn, a.x1 * up};
        pm_plot_series_rec *r = pm_plot_add_series(
            p, PM_SERIES_BAND, b == 0 ? "within ±25%" : "within ±10%", band_col[b], 3, 2, v);
        r->opacity = 0.3;
    }
    /* y = x: under the markers, but over the bins, which would hide it */
    bool density = nok > threshold;
    size_t nhex = 0, kworst = 0;
    if (density)
        nhex = S_hexbin(p, &a, s);
    pm_plot_style diag = S_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 0);
    if (density) { /* a white halo keeps the black line visible on dark bins */
        pm_plot_style halo = S_style(0xFFFFFF, PM_PLOT_NONE, 3.5, 1, 0);
        size_t h = pm_plot_add_line(p, S_mx(&a, a.x0), S_my(&a, a.x0), S_mx(&a, a.x1),
                                    S_my(&a, a.x1), &halo);
        p->items[h].clip = true;
    }
    size_t it =
        pm_plot_add_line(p, S_mx(&a, a.x0), S_my(&a, a.x0), S_mx(&a, a.x1), S_my(&a, a.x1), &diag);
    p->items[it].clip = true;
    double dv[4] = {a.x0, a.x0, a.x1, a.x1};
    pm_plot_add_series(p, PM_SERIES_LINES, "y = x (exact prediction)", PM_PLOT_BLACK, 2, 2, dv);
    size_t *idx = pm_xcalloc(nok + 1, sizeof *idx);
    if (!density) {
        /* train first, test on top: fewer and the ones that matter */
        for (int pass = 1; pass >= 0; pass--) {
            size_t m = 0;
            for (size_t i = 0; i < s->n; i++) {
                bool train = s->is_train && s->is_train[i];
                if (S_ok_pos(s->measured[i], s->predicted[i]) && train == (pass == 1)) {
                    S_scatter_marker(p, &a, s, i, unit, false);
                    idx[m++] = i;
                }
            }
            S_scatter_series(p, s, idx, m, pass == 1, pass == 1 ? "train" : "test");
        }
    } else {
        kworst = nworst < nok ? nworst : nok;
        S_worst *heap = pm_xcalloc(kworst + 1, sizeof *heap);
        size_t hn = 0;
        for (size_t i = 0; i < s->n && kworst; i++) {
            if (!S_ok_pos(s->measured[i], s->predicted[i]))
                continue;
            S_worst w = {fabs(log(s->predicted[i] / s->measured[i])), i};
            if (hn < kworst) {
                heap[hn++] = w;
                if (hn == kworst)
                    for (size_t j = kworst / 2 + 1; j-- > 0;)
                        S_heap_sift(heap, hn, j);
            } else if (S_worse(&w, &heap[0])) {
                heap[0] = w;
                S_heap_sift(heap, hn, 0);
            }
        }
        qsort(heap, hn, sizeof *heap, S_cmp_worst); /* the very worst drawn last, on top */
        for (int pass = 1; pass >= 0; pass--) {
            size_t m = 0;
            for (size_t j = 0; j < hn; j++) {
                size_t i = heap[j].i;
                bool train = s->is_train && s->is_train[i];
                if (train == (pass == 1)) {
                    S_scatter_marker(p, &a, s, i, unit, true);
                    idx[m++] = i;
                }
            }
            S_scatter_series(p, s, idx, m, pass == 1,
                             pass == 1 ? "train, worst predicted" : "test, worst predicted");
        }
        free(heap);
    }
    free(idx);

    S_frame(p, &a, NULL, 0);
    S_legend l = {0};
    pm_plot_style tr, te;
    pm_plot_shape trs, tes;
    double trr, ter;
    S_point_style(true, &tr, &trs, &trr);
    S_point_style(false, &te, &tes, &ter);
    if (density) {
        S_outline(&tr);
        S_outline(&te);
        pm_plot_style hs = S_style(PM_PLOT_NONE, S_ramp[3], 0, 1, 0);
        S_key_add(&l, S_KEY_SWATCH, &hs, PM_MARK_CIRCLE, 0, "points per bin (darker = more)");
    }
    S_key_add(&l, S_KEY_MARKER, &tr, trs, trr, density ? "train (worst predicted)" : "train");
    S_key_add(&l, S_KEY_MARKER, &te, tes, ter, density ? "test (worst predicted)" : "test");
    S_key_add(&l, S_KEY_LINE, &diag, PM_MARK_CIRCLE, 0, "y = x (exact)");
    S_key_add(&l, S_KEY_SWATCH, &band_st[1], PM_MARK_CIRCLE, 0, "within ±10%");
    S_key_add(&l, S_KEY_SWATCH, &band_st[0], PM_MARK_CIRCLE, 0, "within ±25%");
    S_legend_draw(p, &a, &l, S_TOP_LEFT);

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
    S_caption(caption, &b);
    *out = p;
    return 0;
}

/* ===================================================== 2. scaling curve == */

typedef struct S_pt {
    double x, y;
} S_pt;

static int S_cmp_pt(const void *a, const void *b)
{
    const S_pt *p = a, *q = b;
    if (p->x != q->x)
        return (p->x > q->x) - (p->x < q->x);
    return (p->y > q->y) - (p->y < q->y);
}

/* Positive finite pairs of xy sorted by x (then y); with median, one pair per
 * distinct x holding the median y. Returns the count; *out malloc'd. */
static size_t S_points(const pm_plot_xy *xy, bool median, S_pt **out)
{
    S_pt *v = pm_xcalloc(xy->n + 1, sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < xy->n; i++)
        if (S_ok_pos(xy->x[i], xy->y[i]))
            v[n++] = (S_pt){xy->x[i], xy->y[i]};
    qsort(v, n, sizeof *v, S_cmp_pt);
    if (median) {
        size_t m = 0;
        for (size_t i = 0; i < n;) {
            size_t j = i;
            while (j < n && v[j].x == v[i].x)
                j++;
            size_t k = j - i;
            double med = k % 2 ? v[i + k / 2].y : 0.5 * (v[i + k / 2 - 1].y + v[i + k / 2].y);
            v[m++] = (S_pt){v[i].x, med};
            i = j;
        }
        n = m;
    }
    *out = v;
    return n;
}

int pm_plot_scaling(const pm_plot_scaling_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->nseries && !s->measured)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "scaling plot: no series");
    const char *factor = s->factor ? s->factor : "factor";
    const char *q = s->quantity ? s->quantity : "time";
    S_pt **meas = pm_xcalloc(s->nseries + 1, sizeof *meas),
         **pred = pm_xcalloc(s->nseries + 1, sizeof *pred);
    size_t *nm = pm_xcalloc(s->nseries + 1, sizeof *nm),
           *np = pm_xcalloc(s->nseries + 1, sizeof *np);
    S_axes a = {DBL_MAX, -DBL_MAX, DBL_MAX, -DBL_MAX, true, true, 0, 0, 0, 0};
    for (size_t i = 0; i < s->nseries; i++) {
        if (s->measured[i].n && (!s->measured[i].x || !s->measured[i].y)) {
            for (size_t j = 0; j < i; j++) {
                free(meas[j]);
                free(pred[j]);
            }
            free(meas);
            free(pred);
            free(nm);
            free(np);
            return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0,
                                "scaling plot: series %zu has no data", i);
        }
        nm[i] = S_points(&s->measured[i], s->median, &meas[i]);
        pm_plot_xy none = {NULL, NULL, NULL, 0};
        const pm_plot_xy *pr =
            s->predicted && s->predicted[i].x && s->predicted[i].y ? &s->predicted[i] : &none;
        np[i] = S_points(pr, false, &pred[i]);
        for (size_t k = 0; k < nm[i]; k++) {
            S_extend(&a.x0, &a.x1, meas[i][k].x, true);
            S_extend(&a.y0, &a.y1, meas[i][k].y, true);
        }
        for (size_t k = 0; k < np[i]; k++) {
            S_extend(&a.x0, &a.x1, pred[i][k].x, true);
            S_extend(&a.y0, &a.y1, pred[i][k].y, true);
        }
    }
    if (s->ideal) /* the ideal lines end at the largest x */
        for (size_t i = 0; i < s->nseries; i++)
            if (nm[i])
                S_extend(&a.y0, &a.y1, meas[i][0].y * meas[i][0].x / a.x1, true);
    S_pad(&a.x0, &a.x1, true);
    S_pad(&a.y0, &a.y1, true);

    char title[256], xl[256], yl[256];
    snprintf(title, sizeof title, "Scaling with %s", factor);
    S_label(xl, sizeof xl, "", factor, s->factor_unit);
    S_label(yl, sizeof yl, "", q, s->unit);
    pm_plot *p = S_figure(&a, s->title ? s->title : title, xl, yl);
    S_grid(p, &a, true);

    S_legend l = {0};
    size_t total = 0;
    bool extrap = false; /* some model line goes past the fitted range */
    for (size_t i = 0; i < s->nseries; i++) {
        uint32_t col = pm_plot_series_color(i);
        const char *name = s->measured[i].name ? s->measured[i].name : "measured";
        pm_plot_shape shape = S_shapes[i % 4];
        if (s->ideal && nm[i]) {
            double x0 = meas[i][0].x, y0 = meas[i][0].y;
            pm_plot_style st = S_style(col, PM_PLOT_NONE, 1.3, 1, 1);
            size_t it = pm_plot_add_line(p, S_mx(&a, x0), S_my(&a, y0), S_mx(&a, a.x1),
                                         S_my(&a, y0 * x0 / a.x1), &st);
            p->items[it].clip = true;
            double v[4] = {x0, y0, a.x1, y0 * x0 / a.x1};
            char lab[300];
            snprintf(lab, sizeof lab, "%s, ideal scaling", name);
            pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2, 2, v);
            r->dash = 1;
        }
        if (np[i]) {
            double *xy = pm_xcalloc(2 * np[i], sizeof *xy), *v = pm_xcalloc(2 * np[i], sizeof *v);
            for (size_t k = 0; k < np[i]; k++) {
                xy[2 * k] = S_mx(&a, pred[i][k].x);
                xy[2 * k + 1] = S_my(&a, pred[i][k].y);
                v[2 * k] = pred[i][k].x;
                v[2 * k + 1] = pred[i][k].y;
            }
            /* the fitted range solid; past the largest fitted x, an extrapolation, dashed */
            size_t nin = np[i];
            if (s->fit_hi > 0)
                while (nin > 1 && pred[i][nin - 1].x > s->fit_hi)
                    nin--;
            pm_plot_style st = S_style(col, PM_PLOT_NONE, 2, 1, 0);
            size_t it = pm_plot_add_polyline(p, xy, nin, &st);
            p->items[it].clip = true;
            char lab[300];
            snprintf(lab, sizeof lab, "%s, model", name);
            pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2, nin, v);
            if (nin < np[i]) {
                extrap = true;
                pm_plot_style sx = S_style(col, PM_PLOT_NONE, 2, 1, 1);
                it = pm_plot_add_polyline(p, xy + 2 * (nin - 1), np[i] - nin + 1, &sx);
                p->items[it].clip = true;
                snprintf(lab, sizeof lab, "%s, model extrapolated (past the fitted range)", name);
                pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, lab, col, 2,
                                                           np[i] - nin + 1, v + 2 * (nin - 1));
                r->dash = 1;
            }
            free(xy);
            free(v);
        }
        pm_plot_style ms = S_style(PM_PLOT_NONE, col, 0, 0.85, 0);
        double *v = pm_xcalloc(2 * nm[i] + 1, sizeof *v);
        for (size_t k = 0; k < nm[i]; k++) {
            char xs[32], ys[32], tip[400];
            S_num(xs, sizeof xs, meas[i][k].x);
            S_num(ys, sizeof ys, meas[i][k].y);
            snprintf(tip, sizeof tip, "%s: %s = %s, %s%s %s%s%s", name, factor, xs,
                     s->median ? "median " : "", q, ys, s->unit && *s->unit ? " " : "",
                     s->unit ? s->unit : "");
            pm_plot_add_marker(p, S_mx(&a, meas[i][k].x), S_my(&a, meas[i][k].y), shape, 4, &ms,
                               tip);
            p->ndrawn++;
            v[2 * k] = meas[i][k].x;
            v[2 * k + 1] = meas[i][k].y;
        }
        total += nm[i];
        pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_POINTS, name, col, 2, nm[i], v);
        r->shape = shape;
        free(v);
        pm_plot_style ks = S_style(col, PM_PLOT_NONE, 2, 0.85, 0);
        S_key_add(&l, np[i] ? S_KEY_LINEMARK : S_KEY_MARKER, np[i] ? &ks : &ms, shape, 4, name);
    }
    S_frame(p, &a, NULL, 0);
    if (s->ideal && s->nseries) {
        pm_plot_style st = S_style(0x555555, PM_PLOT_NONE, 1.3, 1, 1);
        S_key_add(&l, S_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "ideal scaling (slope -1)");
    }
    if (extrap) {
        pm_plot_style st = S_style(0x555555, PM_PLOT_NONE, 2, 1, 1);
        S_key_add(&l, S_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "model, extrapolated");
    }
    S_legend_draw(p, &a, &l, S_TOP_RIGHT);

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
    S_caption(caption, &b);
    for (size_t i = 0; i < s->nseries; i++) {
        free(meas[i]);
        free(pred[i]);
    }
    free(meas);
    free(pred);
    free(nm);
    free(np);
    *out = p;
    return 0;
}

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
    size_t *pos = pm_xmalloc((nlabels + 1) * sizeof *pos); /* label -> place among the used */
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

/* Sort v[0..n) ascending, as qsort with S_cmp_double does for values that are
 * not NaN: an LSD radix sort on the bits (flipped so that their order is the
 * numbers'), 11 bits a pass, linear in n; short runs by qsort. a and b have
 * room for n keys. (It puts -0 before +0, which compare equal.) */
static void S_sort_values(double *v, size_t n, uint64_t *a, uint64_t *b)
{
    if (n < 256) {
        qsort(v, n, sizeof *v, S_cmp_double);
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

/* Linear-interpolation quantile (type 7) of sorted v[0..n). */
static double S_quantile(const double *v, size_t n, double f)
{
    double pos = f * (double)(n - 1);
    size_t i = (size_t)floor(pos);
    if (i + 1 >= n)
        return v[n - 1];
    return v[i] + (pos - (double)i) * (v[i + 1] - v[i]);
}

int pm_plot_residuals(const pm_plot_residual_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->measured || !s->predicted || (!s->category && (!s->labels || !s->label_of))))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "residual plot: no data arrays");
    const char *param = s->param ? s->param : "parameter";

    /* each point's category index: the distinct categories, numerically sorted when
       they are all numbers */
    size_t *ci = pm_xcalloc(s->n + 1, sizeof *ci);
    S_cat *cats = NULL;
    size_t nc = s->category ? S_categories(s->category, s->n, ci, &cats)
                            : S_categories_of(s->labels, s->nlabels, s->label_of, s->n, ci, &cats);
    double *y = pm_xcalloc(s->n + 1, sizeof *y);
    size_t *per = pm_xcalloc(nc + 1, sizeof *per);
    S_axes a = {0.5, (double)nc + 0.5, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    S_extend(&a.y0, &a.y1, 0.0, false);
    size_t nok = 0, maxper = 0;
    for (size_t i = 0; i < s->n; i++) {
        size_t lo = ci[i];
        if (!S_ok_pos(s->measured[i], s->predicted[i])) {
            y[i] = NAN;
            continue;
        }
        y[i] = s->percent ? 100.0 * (s->predicted[i] - s->measured[i]) / s->measured[i]
                          : log(s->predicted[i] / s->measured[i]);
        S_extend(&a.y0, &a.y1, y[i], false);
        nok++;
        if (++per[lo] > maxper)
            maxper = per[lo];
    }
    S_pad(&a.y0, &a.y1, false);
    a.y1 += 0.25 * (a.y1 - a.y0); /* headroom for the legend above the strips */
    size_t hidden = 0;            /* outliers beyond the cap per box */
    bool box = s->mode == PM_RESID_BOX || (s->mode == PM_RESID_AUTO && maxper > 300);

    char title[256], ylab[64];
    snprintf(title, sizeof title, "Residuals by %s", param);
    snprintf(ylab, sizeof ylab, "%s",
             s->percent ? "prediction error (%)" : "ln(predicted / measured)");
    pm_plot *p = S_figure(&a, s->title ? s->title : title, param, ylab);
    p->nxcats = nc;
    p->xcats = pm_xcalloc(nc + 1, sizeof *p->xcats);
    for (size_t c = 0; c < nc; c++)
        p->xcats[c] = S_clean(cats[c].label);
    S_grid(p, &a, false);
    pm_plot_style zero = S_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
    pm_plot_add_line(p, a.ax, S_my(&a, 0), a.ax + a.aw, S_my(&a, 0), &zero);
    double zv[4] = {a.x0, 0, a.x1, 0};
    pm_plot_series_rec *zr =
        pm_plot_add_series(p, PM_SERIES_LINES, "no error", PM_PLOT_BLACK, 2, 2, zv);
    zr->dash = 1;

    pm_plot_style ms = S_style(PM_PLOT_NONE, PM_PLOT_BLUE, 0, 0.6, 0);
    S_legend l = {0};
    if (!box) {
        double *v = pm_xcalloc(2 * nok + 1, sizeof *v);
        size_t m = 0;
        for (size_t i = 0; i < s->n; i++) {
            if (isnan(y[i]))
                continue;
            double x = (double)(ci[i] + 1) + 0.5 * S_jitter(i);
            char ys[32], tip[512];
            S_num(ys, sizeof ys, y[i]);
            if (s->tips && s->tips[i])
                snprintf(tip, sizeof tip, "%s", s->tips[i]);
            else
                snprintf(tip, sizeof tip, "%s = %s: %s%s", param, cats[ci[i]].label, ys,
                         s->percent ? "%" : "");
            pm_plot_add_marker(p, S_mx(&a, x), S_my(&a, y[i]), PM_MARK_CIRCLE, 3, &ms, tip);
            p->ndrawn++;
            v[2 * m] = x;
            v[2 * m + 1] = y[i];
            m++;
        }
        pm_plot_add_series(p, PM_SERIES_POINTS, "one configuration", PM_PLOT_BLUE, 2, m, v);
        free(v);
        S_key_add(&l, S_KEY_MARKER, &ms, PM_MARK_CIRCLE, 3, "one configuration");
    } else {
        double *bv = pm_xcalloc(7 * nc + 1, sizeof *bv);
        size_t nb = 0;
        pm_plot_style bs = S_style(PM_PLOT_BLUE, PM_PLOT_SKYBLUE, 1.2, 0.5, 0);
        pm_plot_style ws = S_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.2, 1, 0);
        pm_plot_style meds = S_style(PM_PLOT_BLACK, PM_PLOT_NONE, 2, 1, 0);
        pm_plot_style os = S_style(PM_PLOT_NONE, PM_PLOT_VERMILLION, 0, 0.7, 0);
        size_t maxout = nok < nc * S_MAXOUT ? nok : nc * S_MAXOUT;
        double *ov = pm_xcalloc(2 * maxout + 1, sizeof *ov);
        size_t no = 0;
        hidden = 0;
        /* the values of each category in one pass: category c's are at start[c] */
        size_t *start = pm_xcalloc(nc + 1, sizeof *start);
        for (size_t c = 0; c < nc; c++)
            start[c + 1] = start[c] + per[c];
        size_t *fill = pm_xcalloc(nc + 1, sizeof *fill);
        double *byc = pm_xcalloc(nok + 1, sizeof *byc);
        uint64_t *ka = pm_xmalloc((maxper + 1) * sizeof *ka), /* the sort's keys */
            *kb = pm_xmalloc((maxper + 1) * sizeof *kb);
        for (size_t i = 0; i < s->n; i++)
            if (!isnan(y[i]))
                byc[start[ci[i]] + fill[ci[i]]++] = y[i];
        for (size_t c = 0; c < nc; c++) {
            size_t k = per[c];
            double *vals = byc + start[c]; /* sorted where they lie */
            if (!k)
                continue;
            S_sort_values(vals, k, ka, kb);
            double q1 = S_quantile(vals, k, 0.25), med = S_quantile(vals, k, 0.5),
                   q3 = S_quantile(vals, k, 0.75), iqr = q3 - q1;
            double wlo = q1, whi = q3;
            for (size_t j = 0; j < k; j++) {
                if (vals[j] >= q1 - 1.5 * iqr && vals[j] < wlo)
                    wlo = vals[j];
                if (vals[j] <= q3 + 1.5 * iqr && vals[j] > whi)
                    whi = vals[j];
            }
            double x = (double)(c + 1), hw = 0.3;
            double cx = S_mx(&a, x), x0 = S_mx(&a, x - hw), x1 = S_mx(&a, x + hw);
            pm_plot_add_line(p, cx, S_my(&a, wlo), cx, S_my(&a, q1), &ws);
            pm_plot_add_line(p, cx, S_my(&a, q3), cx, S_my(&a, whi), &ws);
            size_t it =
                pm_plot_add_rect(p, x0, S_my(&a, q3), x1 - x0, S_my(&a, q1) - S_my(&a, q3), &bs);
            p->items[it].role = PM_ROLE_DATA;
            pm_plot_add_line(p, x0, S_my(&a, med), x1, S_my(&a, med), &meds);
            double cap = (x1 - x0) / 4;
            pm_plot_add_line(p, cx - cap, S_my(&a, wlo), cx + cap, S_my(&a, wlo), &ws);
            pm_plot_add_line(p, cx - cap, S_my(&a, whi), cx + cap, S_my(&a, whi), &ws);
            double row[7] = {x, q1, wlo, whi, q3, med, 2 * hw};
            memcpy(bv + 7 * nb++, row, sizeof row);
            /* outliers from both ends inwards, at most S_MAXOUT per box so that a
             * million points cannot bloat the file */
            size_t lo_end = 0, hi_end = k, drawn = 0;
            while (drawn < S_MAXOUT && lo_end < hi_end) {
                bool low = vals[lo_end]<wlo, high = vals[hi_end - 1]> whi;
                if (!low && !high)
                    break;
                /* the farther of the two candidates first */
                bool take_low = low && (!high || wlo - vals[lo_end] >= vals[hi_end - 1] - whi);
                size_t j = take_low ? lo_end++ : --hi_end;
                drawn++;
                char ys[32], tip[400];
                S_num(ys, sizeof ys, vals[j]);
                snprintf(tip, sizeof tip, "%s = %s: %s%s (outlier)", param, cats[c].label, ys,
                         s->percent ? "%" : "");
                pm_plot_add_marker(p, cx, S_my(&a, vals[j]), PM_MARK_CIRCLE, 2.5, &os, tip);
                p->ndrawn++;
                ov[2 * no] = x;
                ov[2 * no + 1] = vals[j];
                no++;
            }
            for (size_t j = lo_end; j < hi_end; j++)
                hidden += vals[j] < wlo || vals[j] > whi;
        }
        pm_plot_add_series(p, PM_SERIES_BOXES, "quartiles, median, 1.5 IQR whiskers", PM_PLOT_BLUE,
                           7, nb, bv);
        pm_plot_add_series(p, PM_SERIES_POINTS, "outliers", PM_PLOT_VERMILLION, 2, no, ov);
        S_key_add(&l, S_KEY_SWATCH, &bs, PM_MARK_CIRCLE, 0, "middle half (quartiles)");
        S_key_add(&l, S_KEY_LINE, &meds, PM_MARK_CIRCLE, 0, "median");
        S_key_add(&l, S_KEY_MARKER, &os, PM_MARK_CIRCLE, 2.5, "outlier (beyond 1.5 IQR)");
        free(ov);
        free(ka);
        free(kb);
        free(bv);
        free(start);
        free(fill);
        free(byc);
    }
    S_frame(p, &a, p->xcats, nc);
    S_key_add(&l, S_KEY_LINE, &zero, PM_MARK_CIRCLE, 0, "no error");
    S_legend_draw(p, &a, &l, S_TOP_RIGHT);

    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "Prediction error of %zu configurations grouped by %s (%zu value%s). ", nok,
                  param, nc, nc == 1 ? "" : "s");
    if (s->percent)
        pm_buf_puts(&b, "The y axis is 100 (predicted - measured) / measured: above the dashed "
                        "zero line the model over-predicts, below it under-predicts. ");
    else
        pm_buf_puts(&b, "The y axis is ln(predicted / measured): 0 is exact, +0.1 is about 10% "
                        "over-predicted, -0.1 about 10% under-predicted. ");
    if (box)
        pm_buf_puts(&b, "Each box holds the middle half of the errors for one value, the black "
                        "bar is the median and whiskers reach 1.5 times the box height; points "
                        "beyond are drawn singly. ");
    if (hidden)
        pm_buf_printf(&b,
                      "(%zu outliers nearer their box than the %d farthest per box are not "
                      "drawn.) ",
                      hidden, S_MAXOUT);
    else
        pm_buf_puts(&b, "Each marker is one configuration, spread sideways (by a fixed, "
                        "index-based offset) so that equal values stay visible. ");
    pm_buf_printf(&b,
                  "A column that sits off zero means the model misses the effect of %s at "
                  "that value.",
                  param);
    S_caption(caption, &b);
    free(cats);
    free(ci);
    free(y);
    free(per);
    *out = p;
    return 0;
}

/* ===================================================== 4. line charts == */

static int S_lines(const char *title, const char *ylabel, bool ylog, const pm_plot_xy *series,
                   size_t nseries, double chosen, S_corner corner, pm_plot **out, pm_error *err)
{
    if (nseries && !series)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "line chart: no series");
    S_axes a = {DBL_MAX, -DBL_MAX, DBL_MAX, -DBL_MAX, true, ylog, 0, 0, 0, 0};
    S_pt **pts = pm_xcalloc(nseries + 1, sizeof *pts);
    size_t *np = pm_xcalloc(nseries + 1, sizeof *np);
    for (size_t i = 0; i < nseries; i++) {
        S_pt *v = pm_xcalloc(series[i].n + 1, sizeof *v);
        size_t n = 0;
        for (size_t k = 0; k < series[i].n && series[i].x && series[i].y; k++) {
            double x = series[i].x[k], y = series[i].y[k];
            if (isfinite(x) && x > 0 && isfinite(y) && (!ylog || y > 0))
                v[n++] = (S_pt){x, y};
        }
        qsort(v, n, sizeof *v, S_cmp_pt);
        for (size_t k = 0; k < n; k++) {
            S_extend(&a.x0, &a.x1, v[k].x, true);
            S_extend(&a.y0, &a.y1, v[k].y, ylog);
        }
        pts[i] = v;
        np[i] = n;
    }
    bool mark = isfinite(chosen) && chosen > 0;
    if (mark)
        S_extend(&a.x0, &a.x1, chosen, true);
    S_pad(&a.x0, &a.x1, true);
    S_pad(&a.y0, &a.y1, ylog);
    pm_plot *p = S_figure(&a, title, "regularisation strength λ", ylabel);
    S_grid(p, &a, true);
    S_legend l = {0};
    for (size_t i = 0; i < nseries; i++) {
        uint32_t col = pm_plot_series_color(i);
        pm_plot_shape shape = S_shapes[i % 4];
        pm_plot_style st = S_style(col, PM_PLOT_NONE, 2, 1, i >= 6 ? 1 : 0);
        double *xy = pm_xcalloc(2 * np[i] + 1, sizeof *xy),
               *v = pm_xcalloc(2 * np[i] + 1, sizeof *v);
        for (size_t k = 0; k < np[i]; k++) {
            xy[2 * k] = S_mx(&a, pts[i][k].x);
            xy[2 * k + 1] = S_my(&a, pts[i][k].y);
            v[2 * k] = pts[i][k].x;
            v[2 * k + 1] = pts[i][k].y;
        }
        if (np[i] > 1)
            pm_plot_add_polyline(p, xy, np[i], &st);
        pm_plot_style ms = S_style(PM_PLOT_NONE, col, 0, 1, 0);
        const char *name = series[i].name ? series[i].name : "series";
        for (size_t k = 0; k < np[i]; k++) {
            char xs[32], ys[32], tip[400];
            S_num(xs, sizeof xs, pts[i][k].x);
            S_num(ys, sizeof ys, pts[i][k].y);
            snprintf(tip, sizeof tip, "%s: λ = %s, %s", name, xs, ys);
            size_t it = pm_plot_add_marker(p, xy[2 * k], xy[2 * k + 1], shape, 3, &ms, tip);
            p->items[it].role = PM_ROLE_DATA;
        }
        pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, name, col, 2, np[i], v);
        r->shape = shape;
        r->dash = st.dash;
        free(xy);
        free(v);
        S_key_add(&l, S_KEY_LINEMARK, &st, shape, 3, name);
        free(pts[i]);
    }
    free(pts);
    free(np);
    if (mark) {
        pm_plot_style st = S_style(0x555555, PM_PLOT_NONE, 1.2, 1, 2);
        double x = S_mx(&a, chosen);
        pm_plot_add_line(p, x, a.ay, x, a.ay + a.ah, &st);
        double v[4] = {chosen, a.y0, chosen, a.y1};
        pm_plot_series_rec *r =
            pm_plot_add_series(p, PM_SERIES_LINES, "chosen λ", 0x555555, 2, 2, v);
        r->dash = 2;
        S_key_add(&l, S_KEY_LINE, &st, PM_MARK_CIRCLE, 0, "chosen λ");
    }
    S_frame(p, &a, NULL, 0);
    S_legend_draw(p, &a, &l, corner);
    *out = p;
    return 0;
}

int pm_plot_lambda_sweep(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                         pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (S_lines(title ? title : "Goodness of fit against regularisation", "R²", false, series,
                nseries, chosen, S_BOTTOM_LEFT, out, err))
        return -1;
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "R² of the fitted model (1 is a perfect fit) for each regularisation "
                    "strength λ of the sweep, λ on a logarithmic axis; one line per data set. "
                    "Small λ lets the model follow the training data closely, large λ shrinks "
                    "the coefficients; a test line that drops while the train line stays high "
                    "signals over-fitting.");
    if (isfinite(chosen) && chosen > 0) {
        char c[32];
        S_num(c, sizeof c, chosen);
        pm_buf_printf(&b, " The dotted line marks the chosen λ = %s.", c);
    }
    S_caption(caption, &b);
    return 0;
}

int pm_plot_coef_paths(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                       pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (S_lines(title ? title : "Coefficient paths", "coefficient value", false, series, nseries,
                chosen, S_TOP_RIGHT, out, err))
        return -1;
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "How each of the %zu fitted coefficients changes with the regularisation "
                  "strength λ (logarithmic axis). Coefficients that fall to zero early carry "
                  "little of the explained variation; those that persist to large λ matter most.",
                  nseries);
    if (isfinite(chosen) && chosen > 0) {
        char c[32];
        S_num(c, sizeof c, chosen);
        pm_buf_printf(&b, " The dotted line marks the chosen λ = %s.", c);
    }
    S_caption(caption, &b);
    return 0;
}

/* ====================================================== 5. exponents == */

/* Index of s in names[0..*n), appended when new. */
static size_t S_intern(const char **names, size_t *n, const char *s)
{
    for (size_t i = 0; i < *n; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    names[*n] = s;
    return (*n)++;
}
/* The ideal exponent of an exponent figure: a dashed horizontal line across the axes (and
   its series, for the data behind the figure), drawn under the points. */
static pm_plot_style S_ideal_style(void)
{
    return S_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
}

static void S_ideal_line(pm_plot *p, const S_axes *a, double ideal, const char *label)
{
    pm_plot_style st = S_ideal_style();
    pm_plot_add_line(p, a->ax, S_my(a, ideal), a->ax + a->aw, S_my(a, ideal), &st);
    double v[4] = {a->x0, ideal, a->x1, ideal};
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, label, PM_PLOT_BLACK, 2, 2, v);
    r->dash = 1;
}

/* Its legend entry "label (q = ideal)", written into il (which must outlive the legend). */
static void S_ideal_key(S_legend *l, double ideal, const char *label, char *il, size_t size)
{
    char iv[32];
    S_num(iv, sizeof iv, ideal);
    snprintf(il, size, "%s (q = %s)", label, iv);
    pm_plot_style st = S_ideal_style(); /* S_key_add copies it */
    S_key_add(l, S_KEY_LINE, &st, PM_MARK_CIRCLE, 0, il);
}

int pm_plot_exponents(const pm_plot_exponent_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && !s->items)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "exponent plot: no items");
    const char **factors = pm_xcalloc(s->n + 1, sizeof *factors);
    const char **groups = pm_xcalloc(s->n + 1, sizeof *groups);
    size_t nf = 0, ng = 0;
    size_t *fi = pm_xcalloc(s->n + 1, sizeof *fi), *gi = pm_xcalloc(s->n + 1, sizeof *gi);
    S_axes a = {0.5, 0, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    for (size_t i = 0; i < s->n; i++) {
        const pm_plot_interval *it = &s->items[i];
        fi[i] = S_intern(factors, &nf, it->factor ? it->factor : "");
        gi[i] = S_intern(groups, &ng, it->group ? it->group : "");
        S_extend(&a.y0, &a.y1, it->value, false);
        S_extend(&a.y0, &a.y1, it->lo, false);
        S_extend(&a.y0, &a.y1, it->hi, false);
    }
    bool ideal = isfinite(s->ideal);
    if (ideal)
        S_extend(&a.y0, &a.y1, s->ideal, false);
    a.x1 = (double)nf + 0.5;
    if (nf == 0)
        a.x1 = 1.5;
    S_pad(&a.y0, &a.y1, false);
    pm_plot *p = S_figure(&a, s->title ? s->title : "Scaling exponents", "extrinsic factor",
                          s->ylabel ? s->ylabel : "exponent q");
    p->nxcats = nf;
    p->xcats = pm_xcalloc(nf + 1, sizeof *p->xcats);
    for (size_t f = 0; f < nf; f++)
        p->xcats[f] = S_clean(factors[f]);
    S_grid(p, &a, false);
    S_legend l = {0};
    const char *ideal_label = s->ideal_label ? s->ideal_label : "ideal";
    if (ideal)
        S_ideal_line(p, &a, s->ideal, ideal_label);
    double slot = ng > 1 ? (0.6 / (double)ng < 0.2 ? 0.6 / (double)ng : 0.2) : 0;
    double *v = pm_xcalloc(4 * s->n + 1, sizeof *v);
    for (size_t g = 0; g < ng; g++) {
        uint32_t col = pm_plot_series_color(g);
        pm_plot_shape shape = S_shapes[g % 4];
        pm_plot_style ws = S_style(col, PM_PLOT_NONE, 1.5, 1, 0);
        pm_plot_style ms = S_style(PM_PLOT_NONE, col, 0, 1, 0);
        size_t m = 0;
        for (size_t i = 0; i < s->n; i++) {
            if (gi[i] != g || !isfinite(s->items[i].value))
                continue;
            const pm_plot_interval *it = &s->items[i];
            double x = (double)(fi[i] + 1) + ((double)g - (double)(ng - 1) / 2.0) * slot;
            double cx = S_mx(&a, x);
            bool ci = isfinite(it->lo) && isfinite(it->hi);
            if (ci) {
                pm_plot_add_line(p, cx, S_my(&a, it->lo), cx, S_my(&a, it->hi), &ws);
                pm_plot_add_line(p, cx - 4, S_my(&a, it->lo), cx + 4, S_my(&a, it->lo), &ws);
                pm_plot_add_line(p, cx - 4, S_my(&a, it->hi), cx + 4, S_my(&a, it->hi), &ws);
            }
            char vs[32], los[32], his[32], tip[400];
            S_num(vs, sizeof vs, it->value);
            S_num(los, sizeof los, it->lo);
            S_num(his, sizeof his, it->hi);
            if (ci)
                snprintf(tip, sizeof tip, "%s, %s: q = %s, 95%% CI [%s, %s]", groups[g],
                         factors[fi[i]], vs, los, his);
            else
                snprintf(tip, sizeof tip, "%s, %s: q = %s", groups[g], factors[fi[i]], vs);
            pm_plot_add_marker(p, cx, S_my(&a, it->value), shape, 4.5, &ms, tip);
            p->ndrawn++;
            double row[4] = {x, it->value, ci ? it->lo : it->value, ci ? it->hi : it->value};
            memcpy(v + 4 * m++, row, sizeof row);
        }
        pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_ERRBARS, groups[g], col, 4, m, v);
        r->shape = shape;
        pm_plot_style ks = S_style(col, PM_PLOT_NONE, 1.5, 1, 0);
        S_key_add(&l, S_KEY_LINEMARK, &ks, shape, 4.5, groups[g]);
    }
    free(v);
    S_frame(p, &a, p->xcats, nf);
    char il[200];
    if (ideal)
        S_ideal_key(&l, s->ideal, ideal_label, il, sizeof il);
    S_legend_draw(p, &a, &l, S_TOP_RIGHT);

    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "The fitted scaling exponent q of each extrinsic factor (time grows as "
                  "factor^q), one marker per group (%zu group%s, one colour and shape each); "
                  "whiskers span the 95%% confidence interval. ",
                  ng, ng == 1 ? "" : "s");
    if (ideal) {
        char iv[32];
        S_num(iv, sizeof iv, s->ideal);
        pm_buf_printf(&b, "The dashed line is the %s value q = %s. ", ideal_label, iv);
    }
    pm_buf_puts(&b, "Groups whose whiskers do not overlap scale differently with that factor.");
    S_caption(caption, &b);
    free(factors);
    free(groups);
    free(fi);
    free(gi);
    *out = p;
    return 0;
}

/* ======================================================= 6. history == */

int pm_plot_history(const pm_plot_history_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->q || !s->lo || !s->hi || !s->label))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "history plot: no data arrays");
    size_t n = s->n;
    S_axes a = {0.5, (double)n + 0.5, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    if (n == 0)
        a.x1 = 1.5;
    for (size_t i = 0; i < n; i++) {
        S_extend(&a.y0, &a.y1, s->q[i], false);
        S_extend(&a.y0, &a.y1, s->lo[i], false);
        S_extend(&a.y0, &a.y1, s->hi[i], false);
    }
    bool ideal = isfinite(s->ideal);
    if (ideal)
        S_extend(&a.y0, &a.y1, s->ideal, false);
    S_pad(&a.y0, &a.y1, false);
    a.y1 += 0.2 * (a.y1 - a.y0); /* headroom for the legend */
    pm_plot *p =
        S_figure(&a, s->title ? s->title : "Exponent over time",
                 "commit (oldest left, this run last)", s->ylabel ? s->ylabel : "exponent q");
    p->nxcats = n;
    p->xcats = pm_xcalloc(n + 1, sizeof *p->xcats);
    double widest = 0;
    for (size_t i = 0; i < n; i++) {
        p->xcats[i] = S_clean(s->label[i] ? s->label[i] : "");
        double w = S_text_width(p->xcats[i], 11);
        if (w > widest)
            widest = w;
    }
    S_grid(p, &a, false);
    S_legend l = {0};
    const char *ideal_label = s->ideal_label ? s->ideal_label : "ideal";
    if (ideal)
        S_ideal_line(p, &a, s->ideal, ideal_label);

    /* the intervals: a band over each run of consecutive points that have one (a
       whisker for a point alone), then the line through the values */
    pm_plot_style band = S_style(PM_PLOT_NONE, PM_PLOT_SKYBLUE, 0, 0.35, 0);
    pm_plot_style whisk = S_style(PM_PLOT_SKYBLUE, PM_PLOT_NONE, 3, 1, 0);
    pm_plot_style line = S_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.5, 1, 0);
    double *xy = pm_xcalloc(4 * n + 2, sizeof *xy), *bv = pm_xcalloc(3 * n + 1, sizeof *bv);
    size_t nb = 0, nci = 0;
    for (size_t i = 0; i < n;) {
        if (!(isfinite(s->lo[i]) && isfinite(s->hi[i]))) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && isfinite(s->lo[j]) && isfinite(s->hi[j]))
            j++;
        size_t m = 0;
        for (size_t k = i; k < j; k++) {
            xy[2 * m] = S_mx(&a, (double)(k + 1));
            xy[2 * m + 1] = S_my(&a, s->hi[k]);
            m++;
            double row[3] = {(double)(k + 1), s->lo[k], s->hi[k]};
            memcpy(bv + 3 * nb++, row, sizeof row);
        }
        for (size_t k = j; k-- > i;) {
            xy[2 * m] = S_mx(&a, (double)(k + 1));
            xy[2 * m + 1] = S_my(&a, s->lo[k]);
            m++;
        }
        size_t it = j - i > 1 ? pm_plot_add_polygon(p, xy, m, &band, NULL)
                              : pm_plot_add_line(p, xy[0], xy[1], xy[2], xy[3], &whisk);
        p->items[it].role = PM_ROLE_DATA;
        nci += j - i;
        i = j;
    }
    if (nb)
        pm_plot_add_series(p, PM_SERIES_BAND, "95% interval", PM_PLOT_SKYBLUE, 3, nb, bv)->opacity =
            0.35;
    for (size_t i = 0; i < n;) {
        if (!isfinite(s->q[i])) {
            i++;
            continue;
        }
        size_t m = 0;
        for (; i < n && isfinite(s->q[i]); i++) {
            xy[2 * m] = S_mx(&a, (double)(i + 1));
            xy[2 * m + 1] = S_my(&a, s->q[i]);
            m++;
        }
        if (m > 1)
            pm_plot_add_polyline(p, xy, m, &line);
    }

    /* one marker per run: recorded runs blue circles, the baseline an orange
       diamond, this run a vermillion triangle */
    pm_plot_style rs = S_style(0xFFFFFF, PM_PLOT_BLUE, 1, 1, 0);
    pm_plot_style bs = S_style(PM_PLOT_BLACK, PM_PLOT_ORANGE, 1, 1, 0);
    pm_plot_style cs = S_style(PM_PLOT_BLACK, PM_PLOT_VERMILLION, 1, 1, 0);
    double *pv[3];
    size_t np[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++)
        pv[k] = pm_xcalloc(2 * n + 1, sizeof *pv[k]);
    for (size_t i = 0; i < n; i++) {
        if (!isfinite(s->q[i]))
            continue;
        int k = i == s->baseline ? 1 : i == s->current ? 2 : 0;
        const pm_plot_style *ms = k == 1 ? &bs : k == 2 ? &cs : &rs;
        pm_plot_shape shape = k == 1 ? PM_MARK_DIAMOND : k == 2 ? PM_MARK_TRIANGLE : PM_MARK_CIRCLE;
        pm_plot_add_marker(p, S_mx(&a, (double)(i + 1)), S_my(&a, s->q[i]), shape, k == 0 ? 4 : 6,
                           ms, s->tip ? s->tip[i] : NULL);
        p->ndrawn++;
        pv[k][2 * np[k]] = (double)(i + 1);
        pv[k][2 * np[k] + 1] = s->q[i];
        np[k]++;
    }
    static const char *const names[3] = {"recorded run", "baseline", "this run"};
    static const uint32_t cols[3] = {PM_PLOT_BLUE, PM_PLOT_ORANGE, PM_PLOT_VERMILLION};
    static const pm_plot_shape shapes[3] = {PM_MARK_CIRCLE, PM_MARK_DIAMOND, PM_MARK_TRIANGLE};
    for (int k = 0; k < 3; k++) {
        if (np[k] == 0)
            continue;
        pm_plot_add_series(p, PM_SERIES_POINTS, names[k], cols[k], 2, np[k], pv[k])->shape =
            shapes[k];
        const pm_plot_style *ms = k == 1 ? &bs : k == 2 ? &cs : &rs;
        S_key_add(&l, S_KEY_MARKER, ms, shapes[k], k == 0 ? 4 : 6, names[k]);
    }
    for (int k = 0; k < 3; k++)
        free(pv[k]);
    free(xy);
    free(bv);
    if (nci)
        S_key_add(&l, S_KEY_SWATCH, &band, PM_MARK_CIRCLE, 0, "95% interval");
    char il[200];
    if (ideal)
        S_ideal_key(&l, s->ideal, ideal_label, il, sizeof il);
    /* label every k-th commit, counted from this run, so the labels do not overlap */
    double slot = n ? a.aw / (double)n : a.aw;
    size_t every = (size_t)ceil((widest + 8) / slot);
    S_frame_every(p, &a, p->xcats, n, every ? every : 1, true);
    S_legend_draw(p, &a, &l, S_TOP_LEFT);

    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "The fitted exponent q at each run, oldest left, one marker per run "
                    "(blue circles; this run the vermillion triangle, the baseline the orange "
                    "diamond); the band spans each run's 95% interval. A rise that leaves the "
                    "band of the runs before it is a change in scaling, not noise. ");
    if (ideal) {
        char iv[32];
        S_num(iv, sizeof iv, s->ideal);
        pm_buf_printf(&b, "The dashed line is the %s value q = %s. ", ideal_label, iv);
    }
    if (every > 1)
        pm_buf_printf(&b, "Every %zu%s commit is labelled. ", every,
                      every == 2   ? "nd"
                      : every == 3 ? "rd"
                                   : "th");
    if (s->note)
        pm_buf_puts(&b, s->note);
    S_caption(caption, &b);
    *out = p;
    return 0;
}
