/* xmlw.h - a streaming XML writer for the figures' SVG: every attribute value and text escaped.
 *
 * The figures are thousands of small elements (a scatter's markers with their
 * tooltips); building them as a libxml2 tree, serialising it and freeing it
 * was most of an SVG's cost. This writer appends the same bytes directly:
 * the layout of libxml2's formatted output (xmlSaveToIO with XML_SAVE_FORMAT
 * and encoding UTF-8): two spaces of indentation per level, one element per
 * line, `<e .../>` for an element without content, and no line breaks inside
 * an element whose content starts with text. Every string goes through the
 * escaping below, so no input can become markup:
 *   attribute values: & < > " as entities, tab, LF and CR as character references;
 *   text: & < > as entities, CR as a character reference.
 * Other bytes are written as they are (input text is validated UTF-8 at
 * ingest). tests/test_plot.c checks the bytes against libxml2's serialiser.
 *
 * Usage: pm_xmlw_open, pm_xmlw_attr..., then either content (pm_xmlw_text
 * first, if any, then child elements) or nothing, then pm_xmlw_close. Names
 * are borrowed until their element is closed.
 */
#ifndef PM_XMLW_H
#define PM_XMLW_H

#include "util/buf.h"

#include <stdbool.h>
#include <stddef.h>

enum { PM_XMLW_DEPTH = 16 }; /* deepest nesting */

typedef struct pm_xmlw {
    pm_buf *out;  /* where the bytes go (borrowed) */
    size_t depth; /* open elements */
    struct {
        const char *name; /* element name */
        bool content;     /* its start tag has been closed with '>' */
        bool plain;       /* no indentation inside (its content starts with text) */
    } open[PM_XMLW_DEPTH];
} pm_xmlw;

/* Start writing into out (appended). */
void pm_xmlw_init(pm_xmlw *w, pm_buf *out);

/* Open element name (a child of the open one, or the root). */
void pm_xmlw_open(pm_xmlw *w, const char *name);

/* An attribute of the element just opened (before any content); value escaped. */
void pm_xmlw_attr(pm_xmlw *w, const char *name, const char *value);

/* Text content of the open element, escaped; only as its first content. An
 * empty string still makes the element non-empty (`<e></e>`). */
void pm_xmlw_text(pm_xmlw *w, const char *text);

/* Close the open element (the root's close ends the document with a newline). */
void pm_xmlw_close(pm_xmlw *w);

/* Append s escaped as an attribute value / as text (exposed for tests). */
void pm_xmlw_escape_attr(pm_buf *out, const char *s);
void pm_xmlw_escape_text(pm_buf *out, const char *s);

#endif
