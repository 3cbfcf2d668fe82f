/* plot_svg.c - a plot scene as SVG, written through render/xmlw.h (every string escaped). */
#include "render/plot_svg.h"

#include "render/xmlw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void S_setnum(pm_xmlw *w, const char *name, double v)
{
    char b[40];
    S_num(b, sizeof b, v);
    pm_xmlw_attr(w, name, b);
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

/* Open the <g> holding a run of like items, with their shared paint. */
static void S_group(pm_xmlw *w, const pm_plot_item *it, const char *clip_url)
{
    pm_xmlw_open(w, "g");
    static const char *const role_class[] = {"frame", "data", "points", "hexbins", "key", "label"};
    pm_xmlw_attr(w, "class", role_class[it->role]);
    char c[16];
    const pm_plot_style *s = &it->style;
    if (it->kind == PM_PLOT_TEXT) {
        S_color(c, sizeof c, s->fill);
        pm_xmlw_attr(w, "fill", c);
        S_setnum(w, "font-size", s->font_size);
        if (s->bold)
            pm_xmlw_attr(w, "font-weight", "bold");
        static const char *const anchor[] = {"start", "middle", "end"};
        if (it->anchor != PM_ANCHOR_START)
            pm_xmlw_attr(w, "text-anchor", anchor[it->anchor]);
    } else {
        bool filled = it->kind != PM_PLOT_LINE && it->kind != PM_PLOT_POLYLINE;
        S_color(c, sizeof c, filled ? s->fill : PM_PLOT_NONE);
        pm_xmlw_attr(w, "fill", c);
        if (filled && s->fill != PM_PLOT_NONE && s->fill_opacity < 1.0)
            S_setnum(w, "fill-opacity", s->fill_opacity);
        if (s->stroke != PM_PLOT_NONE) {
            S_color(c, sizeof c, s->stroke);
            pm_xmlw_attr(w, "stroke", c);
            S_setnum(w, "stroke-width", s->width);
            if (s->dash == 1)
                pm_xmlw_attr(w, "stroke-dasharray", "6,4");
            else if (s->dash == 2)
                pm_xmlw_attr(w, "stroke-dasharray", "2,3");
            if (it->kind == PM_PLOT_POLYLINE)
                pm_xmlw_attr(w, "stroke-linejoin", "round");
        }
    }
    if (it->clip)
        pm_xmlw_attr(w, "clip-path", clip_url);
}

/* One item as an element of the open group. */
static void S_item(pm_xmlw *w, const pm_plot *p, const pm_plot_item *it, const char *prefix,
                   pm_buf *d)
{
    const double *xy = p->xy + 2 * it->pt;
    d->len = 0;
    switch (it->kind) {
    case PM_PLOT_LINE:
        pm_xmlw_open(w, "line");
        S_setnum(w, "x1", xy[0]);
        S_setnum(w, "y1", xy[1]);
        S_setnum(w, "x2", xy[2]);
        S_setnum(w, "y2", xy[3]);
        break;
    case PM_PLOT_POLYLINE:
    case PM_PLOT_POLYGON:
        S_path(d, xy, it->npt, it->kind == PM_PLOT_POLYGON);
        pm_xmlw_open(w, "path");
        pm_xmlw_attr(w, "d", pm_buf_str(d));
        break;
    case PM_PLOT_RECT:
        pm_xmlw_open(w, "rect");
        S_setnum(w, "x", xy[0]);
        S_setnum(w, "y", xy[1]);
        S_setnum(w, "width", xy[2]);
        S_setnum(w, "height", xy[3]);
        break;
    case PM_PLOT_MARKER: {
        char id[96];
        S_marker_id(id + 1, sizeof id - 1, prefix, it->shape, it->size);
        id[0] = '#';
        pm_xmlw_open(w, "use");
        if (it->role == PM_ROLE_MARK)
            pm_xmlw_attr(w, "class", "mk");
        pm_xmlw_attr(w, "xlink:href", id);
        S_setnum(w, "x", xy[0]);
        S_setnum(w, "y", xy[1]);
        break;
    }
    case PM_PLOT_TEXT:
        pm_xmlw_open(w, "text");
        S_setnum(w, "x", xy[0]);
        S_setnum(w, "y", xy[1]);
        if (it->rotate != 0) {
            char a[40], b[40], r[40], t[160];
            S_num(a, sizeof a, xy[0]);
            S_num(b, sizeof b, xy[1]);
            S_num(r, sizeof r, -it->rotate); /* SVG turns clockwise */
            snprintf(t, sizeof t, "rotate(%s %s %s)", r, a, b);
            pm_xmlw_attr(w, "transform", t);
        }
        if (it->text && it->text[0]) /* an empty label is an empty element */
            pm_xmlw_text(w, it->text);
        break;
    }
    if (it->tip) {
        pm_xmlw_open(w, "title");
        pm_xmlw_text(w, it->tip);
        pm_xmlw_close(w);
    }
    pm_xmlw_close(w);
}

/* One <path> per marker symbol used, in order of first use. */
static void S_defs(pm_xmlw *w, const pm_plot *p, const char *prefix)
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
        pm_xmlw_open(w, "path");
        pm_xmlw_attr(w, "id", id);
        pm_xmlw_attr(w, "d", pm_buf_str(&d));
        pm_xmlw_close(w);
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
    if (standalone)
        pm_buf_puts(out, PM_PLOT_SVG_DECL);
    pm_xmlw w;
    pm_xmlw_init(&w, out);
    pm_xmlw_open(&w, "svg");
    pm_xmlw_attr(&w, "xmlns", "http://www.w3.org/2000/svg");
    pm_xmlw_attr(&w, "xmlns:xlink", "http://www.w3.org/1999/xlink");
    char vb[160], wd[40], ht[40];
    S_num(wd, sizeof wd, p->width);
    S_num(ht, sizeof ht, p->height);
    snprintf(vb, sizeof vb, "0 0 %s %s", wd, ht);
    pm_xmlw_attr(&w, "width", wd);
    pm_xmlw_attr(&w, "height", ht);
    pm_xmlw_attr(&w, "viewBox", vb);
    pm_xmlw_attr(&w, "font-family", PM_PLOT_SVG_FONTS);
    pm_xmlw_attr(&w, "role", "img");
    if (p->title) {
        pm_xmlw_attr(&w, "aria-label", p->title);
        pm_xmlw_open(&w, "title");
        pm_xmlw_text(&w, p->title);
        pm_xmlw_close(&w);
    }

    pm_xmlw_open(&w, "defs");
    pm_xmlw_open(&w, "clipPath");
    pm_xmlw_attr(&w, "id", clip_id);
    pm_xmlw_open(&w, "rect");
    S_setnum(&w, "x", p->area[0]);
    S_setnum(&w, "y", p->area[1]);
    S_setnum(&w, "width", p->area[2]);
    S_setnum(&w, "height", p->area[3]);
    pm_xmlw_close(&w);
    pm_xmlw_close(&w);
    S_defs(&w, p, prefix);
    pm_xmlw_close(&w);

    pm_buf d = PM_BUF_INIT;
    for (size_t i = 0; i < p->nitems; i++) {
        const pm_plot_item *it = &p->items[i];
        if (i == 0 || !S_same_group(&p->items[i - 1], it)) {
            if (i > 0)
                pm_xmlw_close(&w);
            S_group(&w, it, clip_url);
        }
        S_item(&w, p, it, prefix, &d);
    }
    if (p->nitems > 0)
        pm_xmlw_close(&w);
    pm_buf_free(&d);
    pm_xmlw_close(&w);
    return 0;
}
