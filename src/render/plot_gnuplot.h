/* plot_gnuplot.h - a plot scene as a gnuplot script plus data file, and running gnuplot.
 *
 * For every figure the report can also ship `NAME.gp` and `NAME.dat`: the
 * script sets the same title, axis labels, log scales and ranges, and plots
 * the figure's series (bands as filled curves, the y = x and ideal-scaling
 * lines, train and test points, density bins, error bars, boxes) from the
 * data file, one whitespace-separated block per series, with gnuplot's `svg`
 * terminal into `NAME-gnuplot.svg` (not NAME.svg, so it never
 * overwrites the SVG pmreport drew itself). Readers can edit and rerun it. The series come
 * from the scene's data-unit records (pm_plot.series), not from its pixels.
 */
#ifndef PM_PLOT_GNUPLOT_H
#define PM_PLOT_GNUPLOT_H

#include "render/plot.h"
#include "util/buf.h"
#include "util/error.h"

#include <stdbool.h>

/* Append to script the gnuplot script for p and to data its data file. name
 * is the base name the files will have (letters, digits, '.', '_', '-'): the
 * script reads name.dat and writes name-gnuplot.svg, both beside itself. Numbers are
 * printed with %.9g, so the bytes are the same on every run. Returns 0, or -1
 * with err set (PM_ERR_USAGE) for a bad name. */
int pm_plot_gnuplot(const pm_plot *p, const char *name, pm_buf *script, pm_buf *data,
                    pm_error *err);

/* True when an executable `gnuplot` is on PATH. */
bool pm_plot_gnuplot_available(void);

/* Run gnuplot on script_path in the script's own directory (fork and exec, no
 * shell), so its relative data and output names resolve there. Returns 0 when
 * gnuplot exits with status 0; otherwise -1 with err set: PM_ERR_IO when
 * gnuplot is not on PATH ("install gnuplot-nox"), cannot be started, or fails
 * (the message carries gnuplot's first line of complaint). */
int pm_plot_gnuplot_run(const char *script_path, pm_error *err);

#endif
