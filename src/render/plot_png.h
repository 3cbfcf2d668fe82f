/* plot_png.h - drawing a plot scene to PNG with Cairo and Pango.
 *
 * The same scene as the SVG, rasterised: text is laid out by Pango in the
 * DejaVu Sans face (fonts-dejavu-core) with hinting off, so sizes match the
 * SVG's font list. Tooltips have no place in a raster image and are dropped.
 * The bytes depend only on the scene, the scale and the installed Cairo,
 * Pango and fonts: PNG chunks carry no time stamp.
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
int pm_plot_png(const pm_plot *p, double scale, pm_buf *out, pm_error *err);

#endif
