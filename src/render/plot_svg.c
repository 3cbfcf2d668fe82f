/* plot_svg.c - a plot scene as SVG, built with libxml2's tree API (escaping by construction). */
#include "render/plot_svg.h"

#include <libxml/tree.h>
#include <libxml/xmlsave.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define X(s) ((const xmlChar *)(s))

/* A coordinate rounded to 0.01 with no trailing zeros and no "-0": fixed,
 * locale-free formatting keeps the bytes the same on every run. */
static void S_num(char *out, size_t size, double v)
{
    if (!isfinite(v))
        v = 0;
    long long k = llround(v * 100.0);
    const char *sign = k < 0 ? "-" : "";
    unsigned long long a = k < 0 ? (unsigned long long)(-k) : (unsigned long long)k;
    unsigned long long ip = a / 100, fp = a % 100;
    if (fp == 0)
        snprintf(out, size, "%s%llu", a ? sign : "", ip);
    else if (fp % 10 == 0)
        snprintf(out, size, "%s%llu.%llu", sign, ip, fp / 10);
    else
        snprintf(out, size, "%s%llu.%02llu", sign, ip, fp);
}

static void S_setnum(xmlNodePtr n, const char *name, double v)
{
    char b[40];
    S_num(b, sizeof b, v);
    xmlNewProp(n, X(name), X(b));
}

static void S_color(char *out, size_t size, uint32_t c)
{
    if (c == PM_PLOT_NONE)
        snprintf(out, size, "none");
    else
        snprintf(out, size, "#%06x", (unsigned)(c & 0xFFFFFFu));
}

/* Path data "M x,y L x,y ..." (closed with z when close). */
static void S_path(pm_buf *d, const double *xy, size_t n, bool close)
{
    char a[40], b[40];
    for (size_t i = 0; i < n; i++) {
        S_num(a, sizeof a, xy[2 * i]);
        S_num(b, sizeof b, xy[2 * i + 1]);
        pm_buf_printf(d, "%s%s,%s", i == 0 ? "M" : i == 1 ? "L" : " ", a, b);
    }
    if (close)
        pm_buf_puts(d, "z");
}

/* Id of the <defs> symbol of a marker shape and radius ("c35" = circle r 3.5). */
static void S_marker_id(char *out, size_t size, const char *prefix, pm_plot_shape shape, double r)
{
    static const char letter[] = {'c', 't', 's', 'd'};
    snprintf(out, size, "%s%c%ld", prefix, letter[shape], lround(r * 10.0));
}

/* Two items can share a <g>: same kind, role, paint, clipping and (markers)
 * symbol, (text) anchor. */
static bool S_same_group(const pm_plot_item *a, const pm_plot_item *b)
{
    if (a->kind != b->kind || a->role != b->role || a->clip != b->clip)
        return false;
    const pm_plot_style *s = &a->style, *t = &b->style;
    if (s->stroke != t->stroke || s->fill != t->fill || s->width != t->width ||
        s->fill_opacity != t->fill_opacity || s->dash != t->dash)
        return false;
    if (a->kind == PM_PLOT_TEXT)
        return s->font_size == t->font_size && s->bold == t->bold && a->anchor == b->anchor;
    if (a->kind == PM_PLOT_MARKER)
        return a->shape == b->shape && a->size == b->size;
    return true;
}

/* The <g> holding a run of like items, with their shared paint. */
static xmlNodePtr S_group(xmlNodePtr parent, const pm_plot_item *it, const char *clip_url)
{
    xmlNodePtr g = xmlNewChild(parent, NULL, X("g"), NULL);
    static const char *const role_class[] = {"frame", "data", "points", "hexbins", "key", "label"};
    xmlNewProp(g, X("class"), X(role_class[it->role]));
    char c[16];
    const pm_plot_style *s = &it->style;
    if (it->kind == PM_PLOT_TEXT) {
        S_color(c, sizeof c, s->fill);
        xmlNewProp(g, X("fill"), X(c));
        S_setnum(g, "font-size", s->font_size);
        if (s->bold)
            xmlNewProp(g, X("font-weight"), X("bold"));
        static const char *const anchor[] = {"start", "middle", "end"};
        if (it->anchor != PM_ANCHOR_START)
            xmlNewProp(g, X("text-anchor"), X(anchor[it->anchor]));
    } else {
        bool filled = it->kind != PM_PLOT_LINE && it->kind != PM_PLOT_POLYLINE;
        S_color(c, sizeof c, filled ? s->fill : PM_PLOT_NONE);
        xmlNewProp(g, X("fill"), X(c));
        if (filled && s->fill != PM_PLOT_NONE && s->fill_opacity < 1.0)
            S_setnum(g, "fill-opacity", s->fill_opacity);
        if (s->stroke != PM_PLOT_NONE) {
            S_color(c, sizeof c, s->stroke);
            xmlNewProp(g, X("stroke"), X(c));
            S_setnum(g, "stroke-width", s->width);
            if (s->dash == 1)
                xmlNewProp(g, X("stroke-dasharray"), X("6,4"));
            else if (s->dash == 2)
                xmlNewProp(g, X("stroke-dasharray"), X("2,3"));
            if (it->kind == PM_PLOT_POLYLINE)
                xmlNewProp(g, X("stroke-linejoin"), X("round"));
        }
    }
    if (it->clip)
        xmlNewProp(g, X("clip-path"), X(clip_url));
    return g;
}

/* One item as an element of group g. */
static void S_item(xmlNodePtr g, const pm_plot *p, const pm_plot_item *it, const char *prefix,
                   pm_buf *d)
{
    const double *xy = p->xy + 2 * it->pt;
    xmlNodePtr n = NULL;
    d->len = 0;
    switch (it->kind) {
    case PM_PLOT_LINE:
        n = xmlNewChild(g, NULL, X("line"), NULL);
        S_setnum(n, "x1", xy[0]);
        S_setnum(n, "y1", xy[1]);
        S_setnum(n, "x2", xy[2]);
        S_setnum(n, "y2", xy[3]);
        break;
    case PM_PLOT_POLYLINE:
    case PM_PLOT_POLYGON:
        S_path(d, xy, it->npt, it->kind == PM_PLOT_POLYGON);
        n = xmlNewChild(g, NULL, X("path"), NULL);
        xmlNewProp(n, X("d"), X(pm_buf_str(d)));
        break;
    case PM_PLOT_RECT:
        n = xmlNewChild(g, NULL, X("rect"), NULL);
        S_setnum(n, "x", xy[0]);
        S_setnum(n, "y", xy[1]);
        S_setnum(n, "width", xy[2]);
        S_setnum(n, "height", xy[3]);
        break;
    case PM_PLOT_MARKER: {
        char id[96];
        S_marker_id(id + 1, sizeof id - 1, prefix, it->shape, it->size);
        id[0] = '#';
        n = xmlNewChild(g, NULL, X("use"), NULL);
        if (it->role == PM_ROLE_MARK)
            xmlNewProp(n, X("class"), X("mk"));
        xmlNewNsProp(n, xmlSearchNs(n->doc, n, X("xlink")), X("href"), X(id));
        S_setnum(n, "x", xy[0]);
        S_setnum(n, "y", xy[1]);
        break;
    }
    case PM_PLOT_TEXT:
        n = xmlNewChild(g, NULL, X("text"), NULL);
        S_setnum(n, "x", xy[0]);
        S_setnum(n, "y", xy[1]);
        if (it->rotate != 0) {
            char a[40], b[40], r[40], t[160];
            S_num(a, sizeof a, xy[0]);
            S_num(b, sizeof b, xy[1]);
            S_num(r, sizeof r, -it->rotate); /* SVG turns clockwise */
            snprintf(t, sizeof t, "rotate(%s %s %s)", r, a, b);
            xmlNewProp(n, X("transform"), X(t));
        }
        xmlNodeAddContent(n, X(it->text ? it->text : ""));
        break;
    }
    if (n && it->tip)
        xmlNewTextChild(n, NULL, X("title"), X(it->tip));
}

/* libxml2's output callback: append to the pm_buf. */
static int S_write(void *ctx, const char *data, int len)
{
    pm_buf_append(ctx, data, (size_t)len);
    return len;
}

/* One <path> per marker symbol used, in order of first use. */
static void S_defs(xmlNodePtr defs, const pm_plot *p, const char *prefix)
{
    char seen[64][96];
    size_t nseen = 0;
    pm_buf d = PM_BUF_INIT;
    for (size_t i = 0; i < p->nitems; i++) {
        const pm_plot_item *it = &p->items[i];
        if (it->kind != PM_PLOT_MARKER)
            continue;
        char id[96];
        S_marker_id(id, sizeof id, prefix, it->shape, it->size);
        bool known = false;
        for (size_t k = 0; k < nseen && !known; k++)
            known = strcmp(seen[k], id) == 0;
        if (known || nseen == 64)
            continue;
        snprintf(seen[nseen++], sizeof seen[0], "%s", id);
        double xy[8];
        size_t nv = pm_plot_marker_shape(it->shape, it->size, xy);
        d.len = 0;
        if (nv) {
            S_path(&d, xy, nv, true);
        } else {
            char r[40], r2[40];
            S_num(r, sizeof r, it->size);
            S_num(r2, sizeof r2, 2 * it->size);
            pm_buf_printf(&d, "M-%s,0a%s,%s 0 1,0 %s,0a%s,%s 0 1,0 -%s,0z", r, r, r, r2, r, r, r2);
        }
        xmlNodePtr n = xmlNewChild(defs, NULL, X("path"), NULL);
        xmlNewProp(n, X("id"), X(id));
        xmlNewProp(n, X("d"), X(pm_buf_str(&d)));
    }
    pm_buf_free(&d);
}

int pm_plot_svg(const pm_plot *p, const pm_plot_svg_opts *opts, pm_buf *out, pm_error *err)
{
    const char *prefix = opts && opts->id_prefix ? opts->id_prefix : "";
    bool standalone = !(opts && opts->inline_html);
    if (strlen(prefix) > 64)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "SVG id prefix longer than 64 bytes");
    for (const char *c = prefix; *c; c++) {
        bool letter = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z');
        bool other = (*c >= '0' && *c <= '9') || *c == '-' || *c == '_';
        if (!letter && !(other && c != prefix))
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "SVG id prefix '%s': letters, digits, '-' and '_' only, "
                                "starting with a letter",
                                prefix);
    }
    char clip_id[96], clip_url[110];
    snprintf(clip_id, sizeof clip_id, "%splotarea", prefix);
    snprintf(clip_url, sizeof clip_url, "url(#%s)", clip_id);
    xmlDocPtr doc = xmlNewDoc(X("1.0"));
    /* element and attribute names interned once per document, not copied per node */
    doc->dict = xmlDictCreate();
    xmlNodePtr svg = xmlNewNode(NULL, X("svg"));
    xmlDocSetRootElement(doc, svg);
    xmlNsPtr ns = xmlNewNs(svg, X("http://www.w3.org/2000/svg"), NULL);
    xmlSetNs(svg, ns);
    xmlNewNs(svg, X("http://www.w3.org/1999/xlink"), X("xlink"));
    char vb[160], w[40], h[40];
    S_num(w, sizeof w, p->width);
    S_num(h, sizeof h, p->height);
    snprintf(vb, sizeof vb, "0 0 %s %s", w, h);
    xmlNewProp(svg, X("width"), X(w));
    xmlNewProp(svg, X("height"), X(h));
    xmlNewProp(svg, X("viewBox"), X(vb));
    xmlNewProp(svg, X("font-family"), X(PM_PLOT_SVG_FONTS));
    xmlNewProp(svg, X("role"), X("img"));
    if (p->title) {
        xmlNewProp(svg, X("aria-label"), X(p->title));
        xmlNewTextChild(svg, NULL, X("title"), X(p->title));
    }

    xmlNodePtr defs = xmlNewChild(svg, NULL, X("defs"), NULL);
    xmlNodePtr clip = xmlNewChild(defs, NULL, X("clipPath"), NULL);
    xmlNewProp(clip, X("id"), X(clip_id));
    xmlNodePtr cr = xmlNewChild(clip, NULL, X("rect"), NULL);
    S_setnum(cr, "x", p->area[0]);
    S_setnum(cr, "y", p->area[1]);
    S_setnum(cr, "width", p->area[2]);
    S_setnum(cr, "height", p->area[3]);
    S_defs(defs, p, prefix);

    pm_buf d = PM_BUF_INIT;
    xmlNodePtr g = NULL;
    for (size_t i = 0; i < p->nitems; i++) {
        const pm_plot_item *it = &p->items[i];
        if (!g || !S_same_group(&p->items[i - 1], it))
            g = S_group(svg, it, clip_url);
        S_item(g, p, it, prefix, &d);
    }
    pm_buf_free(&d);

    /* serialised straight into out (no intermediate buffer to copy from); the
       declaration is written here, not by libxml2, so that a standalone file is
       exactly PM_PLOT_SVG_DECL and the inline text */
    int rc = 0;
    size_t len0 = out->len;
    if (standalone)
        pm_buf_puts(out, PM_PLOT_SVG_DECL);
    xmlSaveCtxtPtr ctx =
        xmlSaveToIO(S_write, NULL, out, "UTF-8", XML_SAVE_FORMAT | XML_SAVE_NO_DECL);
    bool ok = ctx != NULL;
    if (ctx) {
        ok = xmlSaveDoc(ctx, doc) >= 0;
        ok = xmlSaveClose(ctx) >= 0 && ok; /* flushes the rest into out */
    }
    if (!ok) {
        out->len = len0;
        if (out->data)
            out->data[len0] = '\0';
        rc = pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "SVG: libxml2 could not write the plot");
    }
    xmlFreeDoc(doc);
    return rc;
}
