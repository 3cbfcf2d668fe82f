/* plot.h - figures as scenes: a display list in plot units, built from plain arrays.
 *
 * A figure is built in two steps. A builder (pm_plot_scatter, pm_plot_scaling,
 * pm_plot_residuals, pm_plot_lambda_sweep, pm_plot_coef_paths,
 * pm_plot_exponents, pm_plot_history; one file per chart family, plot_*.c, on
 * the frame and legend of plot.c) turns plain arrays and strings into a *scene*: a list of
 * drawing items (lines, polylines, polygons, rectangles, markers, text) in plot
 * units, where one unit is one CSS pixel of the finished SVG and y grows
 * downwards. Backends then write the scene: plot_svg.h (SVG through an escaping
 * XML writer), plot_png.h (PNG through Cairo and Pango) and plot_gnuplot.h (a
 * gnuplot script and data file that redraw the figure in gnuplot).
 *
 * Because every backend sees only the scene, the three outputs show the same
 * figure. The scene also keeps the figure's data in data units (title, axis
 * labels, log flags, ranges and one record per plotted series) so that the
 * gnuplot backend can hand real numbers to gnuplot rather than pixel positions.
 *
 * Ownership: a pm_plot owns every string and array in it (builders copy what
 * they are given); pm_plot_free() releases it all, and pm_plot_free(NULL) does
 * nothing. Inputs to builders are borrowed only for the duration of the call.
 * Captions are malloc'd and owned by the caller.
 *
 * Determinism: builders use no clock and no random numbers (jitter is a hash
 * of the point's index), and backends print numbers with fixed formats, so
 * the same input gives the same bytes.
 */
#ifndef PM_PLOT_H
#define PM_PLOT_H

#include "util/buf.h"
#include "util/error.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- scene -- */

#define PM_PLOT_NONE 0xFFFFFFFFu /* colour value meaning "no stroke" / "no fill" */

/* Okabe-Ito colour-blind-safe palette (Okabe & Ito 2008), 0xRRGGBB. */
enum {
    PM_PLOT_BLACK = 0x000000,
    PM_PLOT_ORANGE = 0xE69F00,
    PM_PLOT_SKYBLUE = 0x56B4E9,
    PM_PLOT_GREEN = 0x009E73,
    PM_PLOT_YELLOW = 0xF0E442,
    PM_PLOT_BLUE = 0x0072B2,
    PM_PLOT_VERMILLION = 0xD55E00,
    PM_PLOT_PURPLE = 0xCC79A7
};

/* The i-th series colour (Okabe-Ito without black and yellow, cycling). */
uint32_t pm_plot_series_color(size_t i);

typedef enum {
    PM_PLOT_LINE,     /* two points */
    PM_PLOT_POLYLINE, /* open path through npt points */
    PM_PLOT_POLYGON,  /* closed filled path through npt points */
    PM_PLOT_RECT,     /* pts[0] = top-left corner, pts[1] = (width, height) */
    PM_PLOT_MARKER,   /* a symbol centred on pts[0] */
    PM_PLOT_TEXT      /* a string anchored at pts[0] (on its baseline) */
} pm_plot_kind;

typedef enum { PM_MARK_CIRCLE, PM_MARK_TRIANGLE, PM_MARK_SQUARE, PM_MARK_DIAMOND } pm_plot_shape;

typedef enum { PM_ANCHOR_START, PM_ANCHOR_MIDDLE, PM_ANCHOR_END } pm_plot_anchor;

/* How an item is painted. Two items with equal styles and roles are written
 * as one group by the SVG backend, which keeps files small. */
typedef struct pm_plot_style {
    uint32_t stroke;     /* 0xRRGGBB or PM_PLOT_NONE */
    uint32_t fill;       /* 0xRRGGBB or PM_PLOT_NONE */
    double width;        /* stroke width in plot units */
    double fill_opacity; /* 0..1 */
    int dash;            /* 0 solid, 1 dashed, 2 dotted */
    double font_size;    /* text only: size in plot units (px) */
    bool bold;           /* text only */
} pm_plot_style;

/* Roles tell backends what an item is for. The SVG backend names each <g> by
 * role (frame, data, points, hexbins, key, label) and gives every PM_ROLE_MARK
 * element class "mk", so that markers can be counted and styled. */
typedef enum {
    PM_ROLE_FRAME, /* background, plot frame, grid, ticks */
    PM_ROLE_DATA,  /* series lines, bands, reference lines */
    PM_ROLE_MARK,  /* data markers, one per drawn data point (each a class "mk" element) */
    PM_ROLE_HEX,   /* density bins */
    PM_ROLE_KEY,   /* legend swatches and markers */
    PM_ROLE_LABEL  /* titles, axis labels, tick labels, legend text */
} pm_plot_role;

typedef struct pm_plot_item {
    pm_plot_kind kind;     /* what to draw */
    pm_plot_role role;     /* what it is for */
    size_t pt;             /* first point in pm_plot.xy (pairs x, y) */
    size_t npt;            /* number of points */
    pm_plot_style style;   /* paint */
    pm_plot_shape shape;   /* markers: symbol */
    double size;           /* markers: radius of the symbol in plot units */
    pm_plot_anchor anchor; /* text: where pts[0] is on the string */
    double rotate;         /* text: degrees, counter-clockwise (90 = reads upwards) */
    bool clip;             /* clip to the plot area (pm_plot.area) */
    char *text;            /* text: the string (UTF-8); owned */
    char *tip;             /* markers and polygons: tooltip, NULL when none; owned */
} pm_plot_item;

/* One plotted series in data units, for the gnuplot backend. */
typedef enum {
    PM_SERIES_POINTS,  /* cols x y */
    PM_SERIES_LINES,   /* cols x y */
    PM_SERIES_BAND,    /* cols x ylo yhi: filled between */
    PM_SERIES_ERRBARS, /* cols x y ylo yhi: point with whisker */
    PM_SERIES_DENSITY, /* cols x y count: hexagonal bin centres */
    PM_SERIES_BOXES    /* cols x q1 lo hi q3 median width: box and whiskers */
} pm_plot_series_kind;

typedef struct pm_plot_series_rec {
    pm_plot_series_kind kind; /* how gnuplot draws it */
    char *label;              /* legend text, NULL for none; owned */
    uint32_t color;           /* 0xRRGGBB */
    pm_plot_shape shape;      /* points: symbol */
    int dash;                 /* lines: 0 solid, 1 dashed, 2 dotted */
    double opacity;           /* bands: fill opacity */
    size_t ncol;              /* values per row */
    size_t nrow;              /* rows */
    double *v;                /* nrow * ncol values, row-major; owned */
} pm_plot_series_rec;

/* A scene. Fields are public so that backends (and tests) can read them;
 * build with the pm_plot_* functions below rather than by hand. */
typedef struct pm_plot {
    double width, height; /* canvas in plot units */
    double area[4];       /* plot area: x, y, width, height */
    pm_plot_item *items;  /* display list, drawn in order */
    size_t nitems, capitems;
    double *xy;        /* point pool: x0, y0, x1, y1 ... */
    size_t nxy, capxy; /* doubles used / allocated */
    /* the figure in data units, for backends that draw from data (gnuplot) */
    char *title, *xlabel, *ylabel; /* owned */
    bool xlog, ylog;               /* logarithmic axes */
    double xmin, xmax, ymin, ymax; /* axis ranges in data units */
    char **xcats;                  /* category axis labels (NULL when numeric); owned */
    size_t nxcats;
    pm_plot_series_rec *series; /* owned */
    size_t nseries, capseries;
    size_t ndrawn; /* data points drawn as markers (tests, captions) */
} pm_plot;

/* An empty scene of width x height plot units. Never NULL. */
pm_plot *pm_plot_new(double width, double height);
void pm_plot_free(pm_plot *p); /* release; NULL does nothing */

/* A default style: black stroke 1, no fill, opacity 1, solid, font 12. */
pm_plot_style pm_plot_style_default(void);

/* Append items. Strings are copied (NULL tip = none). Each returns the item's
 * index in p->items so callers can adjust role or clip afterwards. */
size_t pm_plot_add_line(pm_plot *p, double x0, double y0, double x1, double y1,
                        const pm_plot_style *s);
size_t pm_plot_add_polyline(pm_plot *p, const double *xy, size_t n, const pm_plot_style *s);
size_t pm_plot_add_polygon(pm_plot *p, const double *xy, size_t n, const pm_plot_style *s,
                           const char *tip);
size_t pm_plot_add_rect(pm_plot *p, double x, double y, double w, double h, const pm_plot_style *s);
size_t pm_plot_add_marker(pm_plot *p, double x, double y, pm_plot_shape shape, double r,
                          const pm_plot_style *s, const char *tip);
size_t pm_plot_add_text(pm_plot *p, double x, double y, const char *text, pm_plot_anchor anchor,
                        double rotate, const pm_plot_style *s);

/* Vertices of a marker symbol of radius r centred on (0, 0), written as x, y
 * pairs into xy (room for 4 pairs). Returns the vertex count, 0 for a circle
 * (draw a circle of radius r). Shared by the backends so markers look alike. */
size_t pm_plot_marker_shape(pm_plot_shape shape, double r, double *xy);

/* Record a series in data units (values copied, nrow * ncol of them). */
pm_plot_series_rec *pm_plot_add_series(pm_plot *p, pm_plot_series_kind kind, const char *label,
                                       uint32_t color, size_t ncol, size_t nrow, const double *v);

/* ----------------------------------------------------------------- axes -- */

/* Tick positions for an axis from lo to hi (lo < hi). Log axes get 1, 2, 5 x
 * 10^k (or only powers of ten, or every other power, when the range is wide);
 * linear axes get 1, 2, 5 x 10^k steps, about `target` of them. Returns the
 * count written to ticks (at most max). */
size_t pm_plot_ticks(double lo, double hi, bool log, size_t target, double *ticks, size_t max);

/* Format an axis number for people: "0", "0.5", "1", "10", "100", "1k", "20k",
 * "1M", "1e-3", "2.5". Writes at most size bytes. */
void pm_plot_fmt_tick(char *out, size_t size, double v);

/* ------------------------------------------------------------- figures -- */

enum {
    PM_PLOT_WIDTH = 720,              /* default canvas width */
    PM_PLOT_HEIGHT = 480,             /* default canvas height */
    PM_PLOT_DENSITY_THRESHOLD = 2000, /* above this many points the scatter bins */
    PM_PLOT_WORST = 200               /* worst-predicted points kept as markers */
};

/* Write the tooltip of point i into out (appending), for a figure that draws only some
 * of its points: only those get one made. ctx is the spec's tip_ctx. */
typedef void (*pm_plot_tip_fn)(void *ctx, size_t i, pm_buf *out);

/* 1. Predicted vs measured, log-log, with y = x and +-10% / +-25% bands. */
typedef struct pm_plot_scatter_spec {
    const char *title;       /* NULL: "Predicted vs measured" */
    const char *quantity;    /* what was measured, e.g. "time"; NULL: "value" */
    const char *unit;        /* e.g. "ms"; NULL or "": none */
    const double *measured;  /* n values; non-positive or non-finite pairs are skipped */
    const double *predicted; /* n values */
    const bool *is_train;    /* n flags, NULL: all points are test points */
    const char *const *tips; /* n tooltip strings (entries may be NULL), or NULL */
    size_t n;
    size_t density_threshold; /* 0: PM_PLOT_DENSITY_THRESHOLD; above it, hex bins */
    size_t worst;             /* 0: PM_PLOT_WORST; markers drawn over the bins */
    pm_plot_tip_fn tip;       /* with tips NULL: each drawn point's tooltip, made when it is
                                 drawn (NULL: the numbers) */
    void *tip_ctx;            /* passed to tip */
} pm_plot_scatter_spec;

/* Build the scatter. On success *out is the scene (free with pm_plot_free) and
 * *caption a malloc'd sentence on how to read it (caption may be NULL when not
 * wanted). Below the threshold every drawable point is exactly one marker
 * (role PM_ROLE_MARK): train points blue circles, test points vermillion
 * triangles. Above it, points are counted into hexagonal bins shaded by count
 * and the `worst` points with the largest |log(pred/meas)| are drawn on top;
 * the caption says how many of how many are drawn as markers ("200 of 450000
 * configurations"), and only they get a tooltip. The cost grows linearly with n.
 * Returns 0, or -1 with err set (NULL arrays with n > 0). */
int pm_plot_scatter(const pm_plot_scatter_spec *s, pm_plot **out, char **caption, pm_error *err);

/* A series of (x, y) pairs: measured points or a predicted curve. */
typedef struct pm_plot_xy {
    const char *name; /* legend label (e.g. a framework name) */
    const double *x;  /* n values */
    const double *y;  /* n values */
    size_t n;
} pm_plot_xy;

/* 2. Scaling curve: time vs an extrinsic factor, both log. */
typedef struct pm_plot_scaling_spec {
    const char *title;           /* NULL: "Scaling with <factor>" */
    const char *factor;          /* x axis quantity, e.g. "GPUs" */
    const char *factor_unit;     /* NULL or "": none */
    const char *quantity;        /* y quantity, e.g. "time"; NULL: "time" */
    const char *unit;            /* y unit, e.g. "ms" */
    const pm_plot_xy *measured;  /* nseries measured point sets */
    const pm_plot_xy *predicted; /* nseries predicted curves (entries with n == 0: none), or NULL */
    size_t nseries;
    bool median;   /* draw the median per distinct x instead of every point */
    bool ideal;    /* draw ideal scaling t(x0) * x0 / x from the smallest x */
    double fit_hi; /* the largest x the model was fitted on: its curve past it is drawn dashed
                      and named an extrapolation (0: no such limit) */
} pm_plot_scaling_spec;

int pm_plot_scaling(const pm_plot_scaling_spec *s, pm_plot **out, char **caption, pm_error *err);

/* 3. Residuals per category of one parameter. */
typedef enum { PM_RESID_AUTO, PM_RESID_STRIP, PM_RESID_BOX } pm_plot_resid_mode;

typedef struct pm_plot_residual_spec {
    const char *title;           /* NULL: "Residuals by <param>" */
    const char *param;           /* the parameter whose values are the categories */
    const char *const *category; /* n category labels (the parameter's value as text), or
                                    NULL when given as labels and label_of below */
    const double *measured;      /* n values > 0 */
    const double *predicted;     /* n values > 0 */
    const char *const *tips;     /* n tooltips or NULL */
    size_t n;
    bool percent;              /* y = 100 (pred - meas) / meas instead of ln(pred/meas) */
    pm_plot_resid_mode mode;   /* AUTO: strips up to 300 points per category, else boxes */
    const char *const *labels; /* with category NULL: nlabels category labels (some may
                                  go unused, equal texts are one category) ... */
    size_t nlabels;
    const uint32_t *label_of; /* ... and per point its label's index: the same figure as
                                 category[i] = labels[label_of[i]], without a string per
                                 point to hash (a parameter's values as indices) */
    const double *resid;      /* NULL, or the n residuals pm_plot_residual_values makes
                                 of measured and predicted (made once for the figures of
                                 the same points by several parameters) */
} pm_plot_residual_spec;

/* Point i's residual as a residual figure draws it into out[i], for i < n: the
 * percent error or ln(predicted / measured), NaN where the point is not drawn
 * (either not positive and finite). */
void pm_plot_residual_values(const double *measured, const double *predicted, size_t n,
                             bool percent, double *out);

/* Build the residual figure: categories sorted numerically when every label is a
 * number, else in natural text order; per category one strip of points, or (past
 * 300 points in one, or with PM_RESID_BOX) a box of quartiles with 1.5 IQR whiskers
 * and at most 100 outliers drawn from each box's farthest in. The cost grows
 * linearly with n on average (quartiles by selection; only the outliers are
 * sorted). Returns 0, or -1 with err set (no data arrays). */

int pm_plot_residuals(const pm_plot_residual_spec *s, pm_plot **out, char **caption, pm_error *err);

/* 4a. Lambda sweep (Figure 7): R^2 against lambda (log x). series are e.g.
 * train and test R^2; chosen is the selected lambda (NaN or <= 0: none). */
int pm_plot_lambda_sweep(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                         pm_plot **out, char **caption, pm_error *err);

/* 4b. Coefficient paths (Figure 8): each series is one coefficient against
 * lambda (log x, linear y). chosen as in pm_plot_lambda_sweep. */
int pm_plot_coef_paths(const char *title, const pm_plot_xy *series, size_t nseries, double chosen,
                       pm_plot **out, char **caption, pm_error *err);

/* 5. Exponents with 95% intervals: one point and whisker per (factor, group). */
typedef struct pm_plot_interval {
    const char *factor; /* x category */
    const char *group;  /* colour and legend entry */
    double value;       /* the estimate */
    double lo, hi;      /* the interval (NaN: none drawn) */
} pm_plot_interval;

typedef struct pm_plot_exponent_spec {
    const char *title;             /* NULL: "Scaling exponents" */
    const char *ylabel;            /* NULL: "exponent q" */
    const pm_plot_interval *items; /* n estimates */
    size_t n;
    double ideal;            /* reference value (NaN: none), e.g. 1 */
    const char *ideal_label; /* NULL: "ideal" */
} pm_plot_exponent_spec;

int pm_plot_exponents(const pm_plot_exponent_spec *s, pm_plot **out, char **caption, pm_error *err);

/* 6. One exponent over recorded runs (asv-style): a point per run at x = 1..n
 * (oldest left), its 95% interval as a band, the baseline run and this run
 * marked by shape and colour. Every drawn point is one PM_ROLE_MARK marker
 * with its tooltip. */
typedef struct pm_plot_history_spec {
    const char *title;        /* e.g. "eager: exponent of gpus over the runs of main" */
    const char *ylabel;       /* NULL: "exponent q" */
    const char *const *label; /* n x-axis labels (short commits) */
    const char *const *tip;   /* n tooltips (entries may be NULL) */
    const double *q;          /* n values (NaN: the run has none) */
    const double *lo, *hi;    /* n interval ends (NaN: none) */
    size_t n;
    size_t baseline;         /* index of the baseline run, or (size_t)-1 */
    size_t current;          /* index of this run, or (size_t)-1 */
    double ideal;            /* reference value (NaN: none) */
    const char *ideal_label; /* NULL: "ideal" */
    const char *note;        /* appended to the caption (what the runs are), or NULL */
} pm_plot_history_spec;

int pm_plot_history(const pm_plot_history_spec *s, pm_plot **out, char **caption, pm_error *err);

#endif
