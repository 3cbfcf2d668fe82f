/* figures.h - every figure of the report, built from the result and written under plots/.
 *
 * Per group (file names start "gN-", N the group's position from 1, so a
 * hostile group name never reaches a path):
 *   gN-scatter       predicted vs measured, log-log, y = x, +-10% / +-25% bands
 *   gN-scatter-B     the same for black box B (random_forest, svr) when the comparison ran
 *   gN-scaling-K     time against extrinsic factor K (medians), the model, ideal scaling
 *   gN-residuals-K   log(predicted / measured) per value of parameter K
 *   gN-sweep         test R^2 against lambda (with --lambda-sweep)
 *   gN-paths         the exponents and powers against lambda (with --lambda-sweep)
 *   gN-points.csv    every configuration: parameters, measured, predicted, split, and each
 *                    black box's prediction
 * Across groups:
 *   exponents-parallel, exponents-batch, exponents-size, exponents-other
 *                    each group's exponents with 95% intervals beside the ideal
 *   compare-K        every group's scaling against factor K
 *   exponents.csv    the exponents table
 * With the history (result/series.h), per group and extrinsic factor K:
 *   gN-history-K     q over the branch's recorded runs and this run, interval band
 *   history.csv      every point of them
 * Each figure is NAME.svg (real text, with tooltips); the headline figures (each
 * group's scatter, the figures across groups) also NAME.png (Cairo + Pango; none in
 * a build without them, render/plot_png.h);
 * with the gnuplot backend also NAME.gp, NAME.dat and the NAME-gnuplot.svg
 * gnuplot drew from them.
 *
 * Ownership: a pm_figures owns its figures; pm_figures_free releases them.
 */
#ifndef PM_FIGURES_H
#define PM_FIGURES_H

#include "render/outdir.h"
#include "result/result.h"
#include "result/series.h"
#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* Which backends draw the figures (--plots). */
typedef enum pm_plots_mode {
    PM_PLOTS_BUILTIN = 0, /* SVG (render/plot_svg.h) and PNG through Cairo (default) */
    PM_PLOTS_GNUPLOT,     /* gnuplot scripts, data and the SVG gnuplot draws */
    PM_PLOTS_BOTH,        /* both of the above */
    PM_PLOTS_NONE         /* no figures */
} pm_plots_mode;

/* The mode called name ("builtin", "gnuplot", "both", "none"). 0, or -1 when unknown. */
int pm_plots_mode_from_name(const char *name, pm_plots_mode *out);

typedef struct pm_figure {
    char *name;    /* file stem under plots/ (owned) */
    char *title;   /* the figure's title (owned) */
    char *caption; /* how to read it (owned) */
    char *data; /* the CSV with the data behind it, relative to the report (owned; may be NULL) */
    long group; /* group index, -1 for a figure across groups */
    char kind;  /* 's' scatter, 'b' a black box's scatter, 'c' scaling, 'r' residuals, 'w' sweep,
                   'p' paths, 'e' exponents, 'm' compare, 'h' history */
    pm_buf svg; /* the SVG file of an inlined figure; empty when not inlined or gnuplot only */
    size_t svg_start; /* where its <svg> element starts in svg (after the XML declaration) */
    char *image;      /* the image to show when not inlined, relative to the report (owned) */
} pm_figure;

typedef struct pm_figures {
    size_t n;
    pm_figure *fig;
    struct pm_figures_jobs *jobs; /* the files still being written, until pm_figures_finish */
} pm_figures;

/* Build and write every figure of r into plots/ of od, with series (NULL:
 * none) each exponent over the branch's recorded runs. threads as --threads:
 * 1 draws everything on the calling thread; otherwise the scenes are built on
 * that many threads (0: one per CPU) and the files written on them too
 * (util/pool.h; same bytes whatever the count), the PNGs on one of their own,
 * which on return may still be drawing: every figure's SVG (out->fig[i].svg
 * for the inlined ones) is complete, so index.html can be made meanwhile, and
 * pm_figures_finish must be called before the directory is committed (with
 * --threads 1 it draws the PNGs). Returns 0, or -1 with err set (a figure
 * could not be built, gnuplot failed or is missing with a gnuplot mode; then
 * everything is already finished). out is filled in either case; free it with
 * pm_figures_free. full (render/shown.h; NULL: every group): the groups that get
 * their own figures and gN-points.csv and are drawn in the figures across
 * groups; exponents.csv keeps every group. */
int pm_figures_render(const pm_result *r, const pm_series *series, const unsigned char *full,
                      pm_plots_mode mode, int threads, pm_outdir *od, pm_figures *out,
                      pm_error *err);

/* Wait until every file of f is written. Returns 0, or -1 with err set from
 * the first file, in the order the figures were made, that could not be
 * written (err may be NULL). Calling it again returns 0. */
int pm_figures_finish(pm_figures *f, pm_error *err);

void pm_figures_free(pm_figures *f); /* finishes first (ignoring failures); NULL is a no-op */

/* "2024-01-02 13:45" (UTC) of t seconds since the epoch into out, "" when t < 0. */
void pm_figures_date(char *out, size_t size, long long t);

/* How a run of a series is named on an axis or in a table: its commit's first 7
 * characters, else "this run", else "run ID". */
void pm_figures_run_label(const pm_series_run *run, char *out, size_t size);

#endif
