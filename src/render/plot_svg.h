/* plot_svg.h - writing a plot scene as SVG.
 *
 * Every string in the scene reaches the file through the escaping XML writer
 * of render/xmlw.h (element text and attribute values), so it is escaped by
 * construction: a label such as "<script>" becomes text, never markup. The
 * bytes are those libxml2's tree API and serialiser wrote before (tests/
 * test_plot.c checks them against libxml2), at a fraction of the cost. The output is deterministic
 * (fixed number formatting, no dates, no random ids) and small: coordinates rounded to 0.01, runs
 * of items with the same paint written as one <g> carrying the paint, markers as <use> of one
 * <defs> symbol per shape and size. Text is real <text> elements (searchable, selectable) in a
 * generic font list, and tooltips are <title> children of the marker or bin they describe.
 */
#ifndef PM_PLOT_SVG_H
#define PM_PLOT_SVG_H

#include "render/plot.h"
#include "util/buf.h"
#include "util/error.h"

#include <stdbool.h>

/* The XML declaration that starts a standalone SVG file. */
#define PM_PLOT_SVG_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* The font list written on the root element. */
#define PM_PLOT_SVG_FONTS "DejaVu Sans, Arial, sans-serif"

/* How to write the SVG. A NULL options pointer means a standalone .svg file. */
typedef struct pm_plot_svg_opts {
    bool inline_html;      /* leave out the XML declaration (PM_PLOT_SVG_DECL), for inlining
                              into HTML; the rest of the text is the same */
    const char *id_prefix; /* put before every id (clip path, marker symbols) so that
                              several figures inlined in one page do not share ids; letters,
                              digits, '-' and '_', starting with a letter; NULL: none */
} pm_plot_svg_opts;

/* Append the SVG of p to out. Returns 0, or -1 with err set: PM_ERR_USAGE for
 * a bad id prefix (out is then unchanged). */
int pm_plot_svg(const pm_plot *p, const pm_plot_svg_opts *opts, pm_buf *out, pm_error *err);

#endif
