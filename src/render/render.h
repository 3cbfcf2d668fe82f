/* render.h - what every renderer gets: the run's result, its inputs' summaries, the options and the
 * open output directory.
 *
 * A renderer is one output of a run (fit.txt, model.json, the HTML report,
 * the plots ...). It reads the result, never the fit's internals, and writes
 * its files into the output directory itself (pm_outdir_write, or
 * pm_outdir_path for a library that wants a file name). The pipeline (run.c)
 * calls the renderers in a fixed order; a renderer that fails makes the
 * whole run fail and nothing is published.
 *
 * Everything in the context is borrowed for the duration of the call.
 */
#ifndef PM_RENDER_H
#define PM_RENDER_H

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "gate/gate.h"
#include "ingest/table.h"
#include "options.h"
#include "render/outdir.h"
#include "result/result.h"
#include "result/series.h"
#include "util/error.h"

typedef struct pm_render_ctx {
    const pm_result *result;   /* the run's result */
    const pm_table *table;     /* the raw input table (for the role summary) */
    const pm_roles *roles;     /* the column roles */
    const pm_dataset *dataset; /* the typed dataset (for the dataset summary) */
    const pm_options *opts;    /* the options of the run */
    pm_outdir *out;            /* the open output directory */
    const pm_gate *gate;       /* the gate's comparison, NULL when no baseline was given */
    const pm_series *series;   /* the branch's exponents over its recorded runs, NULL when
                                  the history has none */
} pm_render_ctx;

/* A renderer: 0 on success, -1 with err set. */
typedef int (*pm_renderer_fn)(const pm_render_ctx *ctx, pm_error *err);

#endif
