/* xmlin.c - XML parsed with libxml2, no network, no DTD, no entity. */
#include "ingest/xmlin.h"

#include <libxml/parser.h>
#include <limits.h>
#include <string.h>

static const char S_no_dtd[] =
    "XML with a DOCTYPE is not accepted (no DTDs or entities in test reports)";

/* The line an XML node starts on (1 when libxml2 does not know it). */
static long S_line(const xmlNode *node)
{
    long l = node ? xmlGetLineNo(node) : 0;
    return l > 0 ? l : 1;
}

/* Line of a DOCTYPE in the prolog (before the root element), or 0 when there is none: checked
 * before parsing so that no DTD is ever read, let alone expanded. */
static long S_doctype_line(const char *buf, size_t n)
{
    size_t i = 0;
    long line = 1;
    for (;;) {
        while (i < n && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r' || buf[i] == '\n' ||
                         (unsigned char)buf[i] >= 0x80)) /* blanks and a byte-order mark */
            line += buf[i++] == '\n';
        if (i + 1 >= n || buf[i] != '<')
            return 0;
        const char *close;
        if (buf[i + 1] == '?')
            close = "?>";
        else if (n - i >= 4 && memcmp(buf + i, "<!--", 4) == 0)
            close = "-->";
        else
            return n - i >= 9 && memcmp(buf + i, "<!DOCTYPE", 9) == 0 ? line : 0;
        size_t cl = strlen(close);
        while (i + cl <= n && memcmp(buf + i, close, cl) != 0)
            line += buf[i++] == '\n';
        i += cl;
    }
}

xmlDocPtr pm_xmlin_parse(const char *path, const char *buf, size_t n, xmlNode **root, pm_error *err)
{
    *root = NULL;
    if (n > INT_MAX) {
        pm_error_set(err, PM_ERR_INPUT, path, 0, "XML file too large");
        return NULL;
    }
    long dt = S_doctype_line(buf, n);
    if (dt > 0) {
        pm_error_set(err, PM_ERR_INPUT, path, dt, "%s", S_no_dtd);
        return NULL;
    }
    /* no network, no DTD loading, no entity substitution, no huge-document mode */
    const int opts = XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR;
    xmlParserCtxtPtr ctx = xmlNewParserCtxt();
    if (ctx == NULL) {
        pm_error_set(err, PM_ERR_INTERNAL, path, 0, "cannot start the XML parser");
        return NULL;
    }
    xmlDocPtr doc = xmlCtxtReadMemory(ctx, buf, (int)n, path, NULL, opts);
    if (doc == NULL) {
        const xmlError *e = xmlCtxtGetLastError(ctx);
        pm_error_set(err, PM_ERR_INPUT, path, e ? e->line : 0, "invalid XML: %s",
                     e && e->message ? e->message : "cannot parse");
        xmlFreeParserCtxt(ctx);
        return NULL;
    }
    xmlFreeParserCtxt(ctx);
    if (doc->intSubset != NULL || doc->extSubset != NULL) {
        pm_error_set(err, PM_ERR_INPUT, path,
                     doc->intSubset ? S_line((xmlNode *)doc->intSubset) : 1, "%s", S_no_dtd);
        xmlFreeDoc(doc);
        return NULL;
    }
    *root = xmlDocGetRootElement(doc);
    return doc;
}
