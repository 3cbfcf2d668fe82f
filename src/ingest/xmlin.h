/* xmlin.h - XML input with every door shut, for the XML readers (junit.c, catch2.c).
 *
 * libxml2 parses the text with no network access and without loading or expanding any DTD,
 * entity or external resource, and a document with a DOCTYPE is refused before parsing (the
 * XXE and "billion laughs" attacks need one), and again if the parser found one anyway.
 * Errors name the file and the line.
 */
#ifndef PM_XMLIN_H
#define PM_XMLIN_H

#include "util/error.h"

#include <libxml/tree.h>
#include <stddef.h>

/* Parse buf[0..n) named path. Returns the document (free with xmlFreeDoc) and its root element
 * in *root, or NULL with err set ("path:line: XML with a DOCTYPE is not accepted ...", "invalid
 * XML: ...", a file over INT_MAX bytes). */
xmlDocPtr pm_xmlin_parse(const char *path, const char *buf, size_t n, xmlNode **root,
                         pm_error *err);

#endif
