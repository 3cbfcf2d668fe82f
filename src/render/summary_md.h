/* summary_md.h - summary.md: the verdict and the exponents in Markdown, for $GITHUB_STEP_SUMMARY
 * and pull-request comments.
 *
 * Short by design: the gate's verdict (or that none ran) with its rows by exponent and by
 * times, one table with every group's scaling exponents, their 95% intervals, the ideal and
 * the test error (or leave-one-out error), and the number of warnings (or, with no fitted
 * group, that there is nothing to scale), the groups without a model by their times, how the
 * exponents read for the kinds of factor present, then a pointer to the full report.
 * Names from the input are escaped for Markdown and HTML (GitHub renders
 * HTML inside Markdown): `|`, backticks, brackets, emphasis marks, `<`, `>`
 * and `&` cannot change the layout or inject markup; parentheses stay as
 * they are (no link can form without an unescaped bracket), so the file
 * reads as plain text too.
 */
#ifndef PM_SUMMARY_MD_H
#define PM_SUMMARY_MD_H

#include "gate/gate.h"
#include "render/render.h"
#include "result/result.h"
#include "util/buf.h"

/* Append text to out with Markdown and HTML special characters escaped and
 * line breaks turned into spaces. */
void pm_md_escape(pm_buf *out, const char *text);

/* Append a name from the input (a group's) to out so that it reads as itself both in the raw
 * file and rendered: as pm_md_escape does, except that a name holding '<', '>' or '&' (C++
 * templates: "BM_Sort<std::vector<int>>") becomes a code span, where those characters are
 * literal, instead of a run of HTML entities. A name with '|', '\\' or a control character
 * is always escaped (a code span in a table cannot hold them safely). */
void pm_md_name(pm_buf *out, const char *name);

/* The most bytes summary.md takes: below GitHub's 1 MiB for a step summary. */
#define PM_SUMMARY_MD_MAX (1000 * 1000)

/* Append summary.md for r to out; gate is the gate's comparison, or NULL
 * when no baseline was given. Past PM_REPORT_FULL_GROUPS groups
 * (render/shown.h) it shows the groups shown in full, and says how many are
 * left to index.html; what it appends is at most PM_SUMMARY_MD_MAX bytes and
 * a closing line (cut at a line end, saying so). */
void pm_summary_md(const pm_result *r, const pm_gate *gate, pm_buf *out);

/* The renderer (render/render.h): summary.md of ctx's result and gate into the report. */
int pm_summary_md_render(const pm_render_ctx *ctx, pm_error *err);

#endif
