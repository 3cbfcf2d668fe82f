/* render.h - the one signature of a renderer: the run's result, the gate and history beside it,
 * the render options, and where its output goes.
 *
 * A renderer is one output of a run (fit.txt, model.json, the HTML report with its plots,
 * summary.md, gate.json, the input summary, GitHub's step summary and annotations, the text the
 * terminal shows). It reads the result, never the fit's internals nor the whole command line,
 * and writes its files into the output directory itself (pm_outdir_write, or pm_outdir_path for
 * a library that wants a file name) or its text into the buffer of pm_render_out that is its
 * own. Everything a report shows is in the result, so a report can be rebuilt from model.json
 * alone. The one exception is the input summary (dataset.txt, dataset.json), which describes
 * the inputs themselves: the stages make its text when the dataset is built (before the plan
 * takes the groups with no model out of it, stages.h) and run.c hands it over in ctx->inputs.
 *
 * The pipeline (run.c) has one table of renderers and calls them in its order; nothing of a
 * run is rendered outside it. A renderer that fails makes the whole run fail and nothing is
 * published: the texts for the terminal and for GitHub are published by run.c only after every
 * renderer succeeded (run.h, the order of publishing). Adding an output is one file here with a
 * pm_renderer_fn and one entry in that table.
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
    pm_plots_mode plots;    /* figure formats (--plots) */
    int threads;            /* threads that draw the figures (--threads) */
    const char *templates;  /* the report's templates (--templates DIR), NULL for the built-in */
    const char *output_dir; /* -o as given: what the terminal says was written, GitHub's
                               `report` output */
} pm_render_opts;

/* The inputs, for the input summary only (dataset.txt, dataset.json). */
typedef struct pm_render_inputs {
    const pm_buf *dataset_txt;  /* dataset.txt: the roles and the dataset's summary, made when
                                   the dataset was built (render/summary.h) */
    const pm_buf *dataset_json; /* dataset.json, likewise */
} pm_render_inputs;

/* Where the renderers write: the report directory, and the texts run.c publishes beside it
 * once every renderer succeeded. */
typedef struct pm_render_out {
    pm_outdir *dir;    /* the open report directory */
    const char *files; /* the files the table's renderers write into dir, as the terminal
                          lists them ("index.html, plots/, summary.md, ..."; run.c's) */
    pm_buf *terminal;  /* what the person who ran pmreport reads once the report is
                          published: the fit, the files written, the gate; NULL when nobody
                          does (-q) */
    struct pm_github_text *github; /* GitHub Actions' step summary, outputs and annotations
                                      (render/github.h); NULL off GitHub Actions or without
                                      a gate */
} pm_render_out;

typedef struct pm_render_ctx {
    const pm_result *result;        /* the run's result */
    const pm_gate *gate;            /* the gate's comparison, NULL when no baseline was given */
    const pm_series *series;        /* the branch's exponents over its recorded runs, NULL
                                       when the history has none */
    const pm_render_opts *opts;     /* what the renderers read of the options */
    const pm_render_inputs *inputs; /* the inputs, read by the input summary only */
    const pm_render_out *out;       /* where the output goes */
} pm_render_ctx;

/* A renderer: 0 on success, -1 with err set. One whose output does not apply to this run (a
 * gate's without a gate, the terminal's with nobody to read it) writes nothing and returns 0. */
typedef int (*pm_renderer_fn)(const pm_render_ctx *ctx, pm_error *err);

#endif
