/* plot_png.h - drawing a plot scene to PNG with Cairo and Pango.
 *
 * The same scene as the SVG, rasterised: text is laid out by Pango in the
 * DejaVu Sans face (fonts-dejavu-core) with hinting off, so sizes match the
 * SVG's font list. Tooltips have no place in a raster image and are dropped.
 * The bytes depend only on the scene, the scale and the installed Cairo,
 * Pango and fonts: PNG chunks carry no time stamp.
 *
 * An optional component (cmake -DPM_PNG=ON|OFF|AUTO): in a build without Cairo,
 * Pango and libpng (PM_HAVE_PNG 0) the figures are SVG only, render/figures.c
 * queues no PNG, and the functions below fail with a message saying why.
 */
#ifndef PM_PLOT_PNG_H
#define PM_PLOT_PNG_H

#include "render/plot.h"
#include "util/buf.h"
#include "util/error.h"

/* Append the PNG of p, drawn at `scale` device pixels per plot unit (1 for the
 * SVG's size, 2 for high-density screens), to out. The image is
 * ceil(width * scale) x ceil(height * scale) pixels on white. Returns 0, or -1
 * with err set when Cairo fails (scale <= 0 or too large an image included). */
#if PM_HAVE_PNG
int pm_plot_png(const pm_plot *p, double scale, pm_buf *out, pm_error *err);
#endif
/* (built without them, pm_plot_png and pm_plot_png_on below fail: err says so) */

/* Pixel memory kept from one PNG to the next. Drawing into fresh memory costs a
 * page fault per 4 KiB page, which on a virtual machine was as much as drawing
 * a plain figure; a canvas is reused instead. Start from {0}; one canvas per
 * thread; pm_png_canvas_free releases it (and leaves it {0}). */
typedef struct pm_png_canvas {
    unsigned char *data; /* malloc'd pixels, NULL until the first image */
    size_t size;         /* bytes at data */
    unsigned char *row;  /* one encoded row */
    size_t rowsize;      /* bytes at row */
} pm_png_canvas;

/* pm_plot_png drawing on canvas c (grown when too small). Same bytes. */
#if PM_HAVE_PNG
void pm_png_canvas_free(pm_png_canvas *c);
int pm_plot_png_on(const pm_plot *p, double scale, pm_png_canvas *c, pm_buf *out, pm_error *err);
#else
/* Built without Cairo and Pango: no canvas ever holds pixels, and no PNG can be drawn. */
static inline void pm_png_canvas_free(pm_png_canvas *c)
{
    (void)c;
}

static inline int pm_plot_png_on(const pm_plot *p, double scale, pm_png_canvas *c, pm_buf *out,
                                 pm_error *err)
{
    (void)p, (void)scale, (void)c, (void)out;
    return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0,
                        "this pmreport was built without PNG figures (Cairo, Pango; "
                        "cmake -DPM_PNG=ON builds them in)");
}

static inline int pm_plot_png(const pm_plot *p, double scale, pm_buf *out, pm_error *err)
{
    return pm_plot_png_on(p, scale, NULL, out, err);
}
#endif

#endif
