/* junit.c - JUnit XML test reports into the raw table, through libxml2 with every door shut. */
#include "ingest/junit.h"

#include "ingest/formats.h"
#include "ingest/limits.h"
#include "ingest/xmlin.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

/* The properties in scope: names and values of every enclosing <properties>. */
typedef struct S_props {
    size_t n, cap;
    const xmlChar **name;
    const xmlChar **value;
} S_props;

typedef struct S_ctx {
    pm_table *t;
    const char *file;
    pm_error *err;
    size_t rows;
} S_ctx;

static int S_is(const xmlNode *n, const char *name)
{
    return n->type == XML_ELEMENT_NODE && xmlStrcmp(n->name, (const xmlChar *)name) == 0;
}

static long S_line(const xmlNode *n)
{
    long l = xmlGetLineNo(n);
    return l > 0 ? l : 0;
}

/* Push the <property> children of a <properties> element. */
static int S_push_props(S_ctx *c, const xmlNode *props, S_props *p)
{
    for (const xmlNode *q = props->children; q; q = q->next) {
        if (!S_is(q, "property"))
            continue;
        xmlChar *name = xmlGetProp(q, (const xmlChar *)"name");
        xmlChar *value = xmlGetProp(q, (const xmlChar *)"value");
        if (value == NULL && q->children) /* <property name="x">text</property> */
            value = xmlNodeGetContent(q);
        if (name == NULL || name[0] == '\0') {
            xmlFree(name);
            xmlFree(value);
            return pm_error_set(c->err, PM_ERR_INPUT, c->file, S_line(q),
                                "<property> without a name");
        }
        pm_xgrow((void **)&p->name, &p->cap, p->n + 1, sizeof *p->name);
        p->value = pm_xrealloc(p->value, p->cap, sizeof *p->value);
        p->name[p->n] = name;
        p->value[p->n] = value ? value : xmlStrdup((const xmlChar *)"");
        p->n++;
    }
    return 0;
}

static void S_pop_props(S_props *p, size_t to)
{
    while (p->n > to) {
        p->n--;
        xmlFree((void *)p->name[p->n]);
        xmlFree((void *)p->value[p->n]);
    }
}

static void S_set(S_ctx *c, pm_row *row, const char *col, const char *text, long line)
{
    size_t k = pm_table_column(c->t, col, c->file, line);
    pm_table_set(c->t, row, k, text, strlen(text), PM_CELL_TEXT);
}

static int S_testcase(S_ctx *c, const xmlNode *tc, const char *suite, S_props *p)
{
    long line = S_line(tc);
    for (const xmlNode *q = tc->children; q; q = q->next)
        if (S_is(q, "failure") || S_is(q, "error") || S_is(q, "skipped")) {
            c->t->excluded++;
            return 0;
        }
    size_t mark = p->n;
    for (const xmlNode *q = tc->children; q; q = q->next)
        if (S_is(q, "properties") && S_push_props(c, q, p) != 0)
            return -1;
    xmlChar *time = xmlGetProp(tc, (const xmlChar *)"time");
    xmlChar *name = xmlGetProp(tc, (const xmlChar *)"name");
    xmlChar *cls = xmlGetProp(tc, (const xmlChar *)"classname");
    int rc = 0;
    if (time == NULL) {
        rc = pm_error_set(c->err, PM_ERR_INPUT, c->file, line,
                          "<testcase%s%s> has no time attribute", name ? " name=" : "",
                          name ? (const char *)name : "");
        goto done;
    }
    if (c->t->ncols + p->n + 4 > PM_MAX_COLUMNS) {
        rc = pm_error_set(c->err, PM_ERR_INPUT, c->file, line, "more than %s columns",
                          PM_MAX_COLUMNS_STR);
        goto done;
    }
    pm_row *row = pm_table_add_row(c->t, c->file, line, c->t->ncols);
    if (suite)
        S_set(c, row, "suite", suite, line);
    if (cls)
        S_set(c, row, "classname", (const char *)cls, line);
    if (name)
        S_set(c, row, "name", (const char *)name, line);
    /* innermost property wins: later pushes override earlier ones */
    for (size_t i = 0; i < p->n; i++)
        S_set(c, row, (const char *)p->name[i], (const char *)p->value[i], line);
    S_set(c, row, "time_s", (const char *)time, line);
    c->rows++;
done:
    xmlFree(time);
    xmlFree(name);
    xmlFree(cls);
    S_pop_props(p, mark);
    return rc;
}

/* Walk testsuites/testsuite at any depth. */
static int S_walk(S_ctx *c, const xmlNode *n, const char *suite, S_props *p, int depth)
{
    if (depth > 64)
        return pm_error_set(c->err, PM_ERR_INPUT, c->file, S_line(n),
                            "test suites nested more than 64 deep");
    size_t mark = p->n;
    xmlChar *own = S_is(n, "testsuite") ? xmlGetProp(n, (const xmlChar *)"name") : NULL;
    const char *here = own ? (const char *)own : suite;
    int rc = 0;
    for (const xmlNode *q = n->children; q && rc == 0; q = q->next)
        if (S_is(q, "properties"))
            rc = S_push_props(c, q, p);
    for (const xmlNode *q = n->children; q && rc == 0; q = q->next) {
        if (S_is(q, "testcase"))
            rc = S_testcase(c, q, here, p);
        else if (S_is(q, "testsuite") || S_is(q, "testsuites"))
            rc = S_walk(c, q, here, p, depth + 1);
    }
    xmlFree(own);
    S_pop_props(p, mark);
    return rc;
}

int pm_junit_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    xmlNode *root;
    xmlDocPtr doc = pm_xmlin_parse(path, buf, n, &root, err);
    if (doc == NULL)
        return -1;
    int rc = 0;
    if (root == NULL || !(S_is(root, "testsuites") || S_is(root, "testsuite"))) {
        rc = pm_error_set(
            err, PM_ERR_INPUT, path, root ? S_line(root) : 1,
            "not a JUnit report: the root element must be <testsuites> or <testsuite>");
    } else {
        S_ctx c = {t, pm_arena_strdup(t->arena, path), err, 0};
        S_props p = {0};
        rc = S_walk(&c, root, NULL, &p, 0);
        S_pop_props(&p, 0);
        free(p.name);
        free(p.value);
        if (rc == 0 && c.rows == 0)
            rc = pm_error_set(err, PM_ERR_INPUT, path, S_line(root),
                              "no passing <testcase> with a time (%zu failed or skipped)",
                              t->excluded - mark.excluded);
    }
    xmlFreeDoc(doc);
    return pm_table_end(t, mark, rc);
}

/* ---- the format's entry (formats.h) ---- */

static int S_starts(const pm_input *in, const char *word)
{
    size_t w = strlen(word);
    return in->nhead >= w && memcmp(in->head, word, w) == 0;
}

/* XML by its declaration, a comment or DOCTYPE, a JUnit root, or the file name: a CSV
   header may well start with '<' */
static int S_detect(const pm_input *in)
{
    return S_starts(in, "<?xml") || S_starts(in, "<!") || S_starts(in, "<testsuite") ||
           (in->name && pm_text_iends(in->name, ".xml"));
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_junit_read(t, in->path, in->text, in->len, err);
}

const pm_format_ops pm_format_junit = {"junit",  "xml",  "JUnit XML", PM_SYNTAX_XML,
                                       S_detect, S_read, NULL};
