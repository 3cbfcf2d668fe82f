/* htmlnode.h - building an HTML page as libxml2 nodes: every string goes in as a text node or
 * an attribute value, which libxml2 escapes when it writes the page, never as markup.
 *
 * Shared by the report page (html.c) and the dashboard (dashboard.c). Header-only: four
 * one-line wrappers over libxml2's tree API.
 */
#ifndef PM_RENDER_HTMLNODE_H
#define PM_RENDER_HTMLNODE_H

#include <libxml/tree.h>

static inline const xmlChar *pm_x(const char *s)
{
    return (const xmlChar *)s;
}

/* A new child element tag of parent, with text when text is not NULL. */
static inline xmlNodePtr pm_html_el(xmlNodePtr parent, const char *tag, const char *text)
{
    xmlNodePtr n = xmlNewNode(NULL, pm_x(tag));
    xmlAddChild(parent, n);
    if (text)
        xmlAddChild(n, xmlNewDocText(parent->doc, pm_x(text)));
    return n;
}

/* text appended to parent as a text node. */
static inline void pm_html_text(xmlNodePtr parent, const char *text)
{
    xmlAddChild(parent, xmlNewDocText(parent->doc, pm_x(text)));
}

/* The attribute name="value" on n. */
static inline void pm_html_attr(xmlNodePtr n, const char *name, const char *value)
{
    xmlNewProp(n, pm_x(name), pm_x(value));
}

#endif
