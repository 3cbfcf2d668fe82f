/* summary.h - the dataset summary: what pmreport assumed about the columns and what it read.
 *
 * Two renderings of one content: plain text (stdout and dataset.txt) and JSON
 * (dataset.json). Neither names the input files, so the same data read from
 * CSV or from JSON Lines gives the same summary byte for byte.
 */
#ifndef PM_SUMMARY_H
#define PM_SUMMARY_H

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "ingest/table.h"
#include "render/render.h"
#include "util/buf.h"

/* One line per role: which columns got it and why (the inference); then the readers' notes
 * (pm_table.notes), one line each. */
void pm_summary_roles(const pm_table *t, const pm_roles *roles, pm_buf *out);

/* Per group: configurations, measurements, train/test, and per parameter its
 * distinct values or levels and range. */
void pm_summary_dataset(const pm_dataset *d, pm_buf *out);

/* The same as a JSON document (roles and dataset). */
void pm_summary_json(const pm_table *t, const pm_roles *roles, const pm_dataset *d, pm_buf *out);

/* The renderer (render/render.h) of dataset.txt and dataset.json: ctx->inputs' texts, made
 * when the dataset was built, into the report. */
int pm_summary_render(const pm_render_ctx *ctx, pm_error *err);

#endif
