/* fit_text.h - the fit as plain text: fit.txt, and what pmreport prints after a run.
 *
 * One header line with the settings and how the exponents read, then per group: how it
 * was fitted and tested (held out, or by leaving each configuration out), the scaling
 * exponents q, the intrinsic terms a * I^p and level coefficients, the constant C, the
 * metrics on train and test (or leave-one-out), and the warnings; then the groups without a
 * model, a line each (times:). With no fitted group, a line saying there is nothing to
 * scale, and the times. Every number is the value of
 * the lowest-cost fit, with its mean and std over the seeds and its 95%
 * interval when the bootstrap ran. Reads only the result.
 */
#ifndef PM_FIT_TEXT_H
#define PM_FIT_TEXT_H

#include "render/render.h"
#include "result/result.h"
#include "util/buf.h"

/* Append the text of r to out. */
void pm_fit_text(const pm_result *r, pm_buf *out);

/* The renderer of fit.txt (render/render.h): the fit's text, then, when a gate ran, a blank
 * line and the gate as the terminal shows it (render/gate_text.h). */
int pm_fit_text_render(const pm_render_ctx *ctx, pm_error *err);

/* The renderer of what the terminal shows once the report is published (into
 * ctx->out->terminal; nothing when it is NULL): a blank line, the fit's text, a blank line,
 * "wrote DIR/ (FILES)" (ctx->opts->output_dir as one line however it is named, and
 * ctx->out->files), then, when a gate ran, a blank line and the gate. Never fails. */
int pm_fit_text_terminal(const pm_render_ctx *ctx, pm_error *err);

#endif
