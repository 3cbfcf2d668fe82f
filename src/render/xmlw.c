/* xmlw.c - a streaming XML writer in the layout of libxml2's formatted output, escaping everything.
 */
#include "render/xmlw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Append s with each byte that needs it replaced (attr: the attribute set),
 * copying the runs in between whole. */
static void S_escape(pm_buf *out, const char *s, bool attr)
{
    const char *run = s;
    for (const char *c = s; *c; c++) {
        const char *rep;
        switch (*c) {
        case '&': rep = "&amp;"; break;
        case '<': rep = "&lt;"; break;
        case '>': rep = "&gt;"; break;
        case '\r': rep = "&#13;"; break;
        case '"': rep = attr ? "&quot;" : NULL; break;
        case '\n': rep = attr ? "&#10;" : NULL; break;
        case '\t': rep = attr ? "&#9;" : NULL; break;
        default: rep = NULL; break;
        }
        if (rep == NULL)
            continue;
        pm_buf_append(out, run, (size_t)(c - run));
        pm_buf_puts(out, rep);
        run = c + 1;
    }
    pm_buf_puts(out, run);
}

void pm_xmlw_escape_attr(pm_buf *out, const char *s)
{
    S_escape(out, s, true);
}

void pm_xmlw_escape_text(pm_buf *out, const char *s)
{
    S_escape(out, s, false);
}

void pm_xmlw_init(pm_xmlw *w, pm_buf *out)
{
    memset(w, 0, sizeof *w);
    w->out = out;
}

/* Two spaces per level, at most 30 levels (libxml2's limit). */
static void S_indent(pm_xmlw *w, size_t level)
{
    static const char spaces[] = "                                                            ";
    size_t n = 2 * (level < 30 ? level : 30);
    pm_buf_append(w->out, spaces, n);
}

/* The open element gets content: close its start tag. */
static void S_content(pm_xmlw *w, bool text)
{
    if (w->depth == 0)
        return;
    if (!w->open[w->depth - 1].content) {
        w->open[w->depth - 1].content = true;
        pm_buf_puts(w->out, ">");
        if (text)
            w->open[w->depth - 1].plain = true;
        else if (!w->open[w->depth - 1].plain)
            pm_buf_puts(w->out, "\n");
    }
}

void pm_xmlw_open(pm_xmlw *w, const char *name)
{
    if (w->depth == PM_XMLW_DEPTH)
        abort(); /* a broken invariant: the figures nest 4 deep */
    bool plain = false;
    if (w->depth > 0) {
        S_content(w, false);
        plain = w->open[w->depth - 1].plain;
        if (!plain)
            S_indent(w, w->depth);
    }
    pm_buf_puts(w->out, "<");
    pm_buf_puts(w->out, name);
    w->open[w->depth].name = name;
    w->open[w->depth].content = false;
    w->open[w->depth].plain = plain;
    w->depth++;
}

void pm_xmlw_attr(pm_xmlw *w, const char *name, const char *value)
{
    pm_buf_puts(w->out, " ");
    pm_buf_puts(w->out, name);
    pm_buf_puts(w->out, "=\"");
    S_escape(w->out, value, true);
    pm_buf_puts(w->out, "\"");
}

void pm_xmlw_text(pm_xmlw *w, const char *text)
{
    S_content(w, true);
    S_escape(w->out, text, false);
}

void pm_xmlw_close(pm_xmlw *w)
{
    if (w->depth == 0)
        abort();
    w->depth--;
    if (!w->open[w->depth].content) {
        pm_buf_puts(w->out, "/>");
    } else {
        if (!w->open[w->depth].plain)
            S_indent(w, w->depth);
        pm_buf_puts(w->out, "</");
        pm_buf_puts(w->out, w->open[w->depth].name);
        pm_buf_puts(w->out, ">");
    }
    /* a line break after each element of formatted content, and after the root */
    if (w->depth == 0 || !w->open[w->depth - 1].plain)
        pm_buf_puts(w->out, "\n");
}
