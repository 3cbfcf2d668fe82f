/* render.h - what every renderer gets: the run's result, the gate and history beside it, the
 * render options and the open output directory.
 *
 * A renderer is one output of a run (fit.txt, model.json, the HTML report,
 * the plots ...). It reads the result, never the fit's internals nor the
 * whole command line, and writes its files into the output directory itself
 * (pm_outdir_write, or pm_outdir_path for a library that wants a file name).
 * Everything a report shows is in the result, so a report can be rebuilt from
 * model.json alone. The one exception is the input summary (dataset.txt,
 * dataset.json), which describes the inputs themselves: run.c makes its text when the dataset
 * is built (before the plan takes the groups with no model out of it) and hands it over in
 * ctx->inputs. The pipeline (run.c) calls the renderers in a fixed order; a
 * renderer that fails makes the whole run fail and nothing is published.
 *
 * Everything in the context is borrowed for the duration of the call.
 */
#ifndef PM_RENDER_H
#define PM_RENDER_H

#include "gate/gate.h"
#include "render/figures.h"
#include "render/outdir.h"
#include "result/result.h"
#include "result/series.h"
#include "util/buf.h"
#include "util/error.h"

/* The options the renderers read (of the run's pm_options, main.c's). */
typedef struct pm_render_opts {
    pm_plots_mode plots;   /* figure formats (--plots) */
    int threads;           /* threads that draw the figures (--threads) */
    const char *templates; /* the report's templates (--templates DIR), NULL for the built-in */
} pm_render_opts;

/* The inputs, for the input summary only (dataset.txt, dataset.json). */
typedef struct pm_render_inputs {
    const pm_buf *dataset_txt;  /* dataset.txt: the roles and the dataset's summary, made when
                                   the dataset was built (render/summary.h) */
    const pm_buf *dataset_json; /* dataset.json, likewise */
} pm_render_inputs;

typedef struct pm_render_ctx {
    const pm_result *result;        /* the run's result */
    const pm_render_opts *opts;     /* what the renderers read of the options */
    const pm_render_inputs *inputs; /* the inputs, read by the input summary only */
    pm_outdir *out;                 /* the open output directory */
    const pm_gate *gate;            /* the gate's comparison, NULL when no baseline was given */
    const pm_series *series;        /* the branch's exponents over its recorded runs, NULL
                                       when the history has none */
} pm_render_ctx;

/* A renderer: 0 on success, -1 with err set. */
typedef int (*pm_renderer_fn)(const pm_render_ctx *ctx, pm_error *err);

#endif
