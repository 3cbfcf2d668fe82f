/* html.h - index.html: the report page, filled into a template through libxml2's tree API.
 *
 * The template (templates/report.html and report.css, compiled into pmreport;
 * `--templates DIR` reads DIR/report.html and DIR/report.css instead) is an
 * HTML page in which pmreport fills every element that carries a `data-pm`
 * attribute, and removes the attribute:
 *   data-pm="title"    the page title (text)
 *   data-pm="style"    the CSS of report.css (inlined: the page needs no other file)
 *   data-pm="header"   heading, target and unit, groups, inputs, date
 *   data-pm="toc"      links to the sections
 *   data-pm="verdict"  the gate's verdict first (or that no gate ran), its rows by
 *                      exponent, then its groups compared by their times
 *   data-pm="summary"  how the exponents read for the factors present, and one table:
 *                      every group's exponents and test error (or, with no fitted group,
 *                      that there is nothing to scale)
 *   data-pm="times"    the groups without a model, by their times (removed when every
 *                      group has one; a template without it gets them in the summary)
 *   data-pm="compare"  the groups side by side: exponents table and figures
 *   data-pm="history"  each exponent over the branch's recorded runs (figure and table)
 *   data-pm="groups"   one section per group: exponents, figures, coefficients,
 *                      metrics, warnings
 *   data-pm="footer"   settings, command line, version
 * A placeholder the template leaves out is simply not shown; one that appears
 * twice is an error (each fills one element, so the page is at most the
 * template and one copy of each section). A template file must be a regular
 * file of at most PM_TEMPLATE_MAX bytes. Every name and
 * value from the input reaches the page as a text node or an attribute value
 * created by libxml2, so it is escaped by construction, except inside the
 * inlined figures, whose SVG render/xmlw.h escaped as it was written (html.c,
 * S_figure). Figures are inlined as SVG (tooltips work without JavaScript) or
 * linked as images for the many residual plots. Output is deterministic: a date appears only when
 * SOURCE_DATE_EPOCH is set, and then it is that date.
 */
#ifndef PM_HTML_H
#define PM_HTML_H

#include "render/figures.h"
#include "render/render.h"
#include "util/error.h"

/* The largest report.html or report.css read from --templates DIR (1 MiB; the
 * built-in ones are 3 KB together). */
#define PM_TEMPLATE_MAX (1024 * 1024)

/* The renderer (render/render.h) of the report: the figures under plots/ (render/figures.h,
 * as ctx->opts->plots and ->threads say, for the groups render/shown.h shows in full), then
 * index.html showing them, from ctx->result, ctx->gate and ctx->series alone (never
 * ctx->inputs), with the templates of ctx->opts->templates: a directory with report.html (and
 * report.css), or NULL for the built-in ones. Returns 0 once every figure's file is written,
 * or -1 with err set (a figure that could not be made or written; a template that cannot be
 * read or parsed: PM_ERR_USAGE naming the file). */
int pm_html_render(const pm_render_ctx *ctx, pm_error *err);

/* index.html alone, with figures figs made by the caller (pm_figures_render), as
 * pm_html_render makes it: for a caller that times the two apart (bench/report_bench.c). */
int pm_html_page(const pm_render_ctx *ctx, const pm_figures *figs, pm_error *err);

#endif
