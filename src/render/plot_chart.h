/* plot_chart.h - what plot.c lends the chart builders (plot_scatter.c, plot_scaling.c,
 * plot_residuals.c, plot_lines.c, plot_exponents.c): the figure frame (axes mapped to
 * plot units, grid, frame, ticks), the legend and the caption helpers.
 *
 * Internal to src/render/: the report and the backends use render/plot.h only.
 * Every function is defined in plot.c; pointers passed in are borrowed for the call.
 */
#ifndef PM_PLOT_CHART_H
#define PM_PLOT_CHART_H

#include "render/plot.h"
#include "util/buf.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ticks per axis, legend entries, outliers drawn per box */
enum { PM_CHART_MAXTICKS = 64, PM_CHART_MAXKEYS = 24, PM_CHART_MAXOUT = 100 };

#define PM_CHART_PI 3.14159265358979323846

/* Mapping from data to plot units for one figure. */
typedef struct pm_chart_axes {
    double x0, x1, y0, y1; /* data ranges */
    bool xlog, ylog;
    double ax, ay, aw, ah; /* plot area */
} pm_chart_axes;

typedef enum {
    PM_CHART_KEY_MARKER,
    PM_CHART_KEY_LINE,
    PM_CHART_KEY_SWATCH,
    PM_CHART_KEY_LINEMARK
} pm_chart_keykind;

typedef struct pm_chart_key {
    pm_chart_keykind kind;
    pm_plot_style style; /* marker / line / swatch paint */
    pm_plot_shape shape; /* marker */
    double size;         /* marker radius */
    const char *label;   /* borrowed until pm_chart_legend */
} pm_chart_key;

typedef struct pm_chart_legend {
    pm_chart_key keys[PM_CHART_MAXKEYS];
    size_t n;
} pm_chart_legend;

typedef enum {
    PM_CHART_TOP_LEFT,
    PM_CHART_TOP_RIGHT,
    PM_CHART_BOTTOM_LEFT,
    PM_CHART_BOTTOM_RIGHT
} pm_chart_corner;

/* A data point. */
typedef struct pm_chart_pt {
    double x, y;
} pm_chart_pt;

/* The marker shapes of successive series, in order. */
extern const pm_plot_shape pm_chart_shapes[4];

/* A copy of s that is valid UTF-8 without control characters, so that every
 * backend (the SVG writer, Pango, gnuplot) can take it: bad bytes become '?', control
 * characters a space. NULL gives NULL. */
char *pm_chart_clean(const char *s);

/* Round to 12 significant digits so that 3 * 0.1 prints as 0.3 and ticks
 * compare equal however they were computed. */
double pm_chart_snap(double v);

/* Data to plot units along x and y. */
double pm_chart_mx(const pm_chart_axes *a, double x);
double pm_chart_my(const pm_chart_axes *a, double y);

/* Inverse maps (density bins back to data units for gnuplot). */
double pm_chart_ux(const pm_chart_axes *a, double px);
double pm_chart_uy(const pm_chart_axes *a, double py);

/* Grow [*lo, *hi] to hold v (log: positive finite values only). */
void pm_chart_extend(double *lo, double *hi, double v, bool log);

/* Pad a data range by 5% each side (in log space for log axes); give empty
 * or single-valued ranges a sensible width. */
void pm_chart_pad(double *lo, double *hi, bool log);

/* A paint: stroke and fill colours (PM_PLOT_NONE for none), line width, opacity, dashed. */
pm_plot_style pm_chart_style(uint32_t stroke, uint32_t fill, double width, double opacity,
                             int dash);

/* A new figure: canvas, plot area, axes and their metadata. */
pm_plot *pm_chart_figure(pm_chart_axes *a, const char *title, const char *xlabel,
                         const char *ylabel);

/* Grid lines at the major ticks (drawn under the data). */
void pm_chart_grid(pm_plot *p, const pm_chart_axes *a, bool xgrid);

/* pm_chart_frame labelling every `every`-th category only, counted from the last one
 * when from_right (so that it is always labelled). */
void pm_chart_frame_every(pm_plot *p, const pm_chart_axes *a, char *const *cats, size_t ncats,
                          size_t every, bool from_right);

/* Frame, ticks, tick labels, axis labels and title (drawn over the data).
 * cats: category labels at x = 1..ncats instead of numeric x ticks. */
void pm_chart_frame(pm_plot *p, const pm_chart_axes *a, char *const *cats, size_t ncats);

/* Append an entry to legend l (ignored past PM_CHART_MAXKEYS); label is borrowed until
 * pm_chart_legend_draw. */
void pm_chart_key_add(pm_chart_legend *l, pm_chart_keykind kind, const pm_plot_style *s,
                      pm_plot_shape shape, double size, const char *label);

/* Rough width of a string in plot units (DejaVu Sans averages ~0.58 em). */
double pm_chart_text_width(const char *s, double size);

/* Draw legend l in a corner of the plot area. */
void pm_chart_legend_draw(pm_plot *p, const pm_chart_axes *a, const pm_chart_legend *l,
                          pm_chart_corner corner);

/* A caption as a malloc'd string (or nothing when caption is NULL). */
void pm_chart_caption(char **caption, pm_buf *b);

/* "quantity (unit)" or "quantity". */
void pm_chart_label(char *out, size_t size, const char *prefix, const char *q, const char *unit);

/* True when m and p are both positive and finite (a point a log-log figure can draw). */
bool pm_chart_ok_pos(double m, double p);

/* Order of pm_chart_pt by x, then y, for qsort. */
int pm_chart_cmp_pt(const void *a, const void *b);

#endif
