/* dashboard.c - the dashboard page of a branch's runs, built node by node with libxml2 (no
 * string pasting), its figures plot scenes drawn as inline SVG with a link on every point. */
#include "render/dashboard.h"

#include "history/store.h"
#include "render/figures.h"
#include "render/htmlnode.h"
#include "render/model_text.h"
#include "render/plot.h"
#include "render/plot_chart.h"
#include "render/plot_svg.h"
#include "render/xmlw.h"
#include "result/factor.h"
#include "util/format.h"
#include "util/xalloc.h"
#include "version.h"

#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The report's stylesheet (templates/report.css, compiled in by cmake/embed.cmake). */
extern const unsigned char pm_tpl_report_css[];
extern const size_t pm_tpl_report_css_len;

/* What the dashboard adds to it. */
static const char S_css[] =
    "\n/* pmreport history dashboard */\n"
    ".figs { display: flex; flex-wrap: wrap; gap: 0 1.5rem; align-items: flex-start; }\n"
    ".figs figure { flex: 1 1 420px; max-width: 540px; }\n"
    ".mark { color: var(--fail); font-weight: bold; }\n"
    "td.date { white-space: nowrap; }\n"
    ".empty { border-left: 6px solid var(--warn); background: var(--bg-alt); padding: 0.6rem "
    "1rem; }\n"
    "svg a.pt:hover circle { fill-opacity: 0.15; }\n";

/* The page before it is filled: the head's title and style, the body's sections. */
static const char S_skeleton[] =
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    "<meta name=\"generator\" content=\"pmreport history dashboard\">"
    "<title></title><style></style></head><body></body></html>\n";

/* ================================================== link templates == */

static const char *const S_keys[] = {"commit", "commit12", "id", "branch"};

/* The placeholder that starts at s (just past a '{'): its index in S_keys with *len its length
 * and the closing brace, or -1. */
static int S_key(const char *s, size_t *len)
{
    for (int k = 0; k < 4; k++) {
        size_t n = strlen(S_keys[k]);
        if (strncmp(s, S_keys[k], n) == 0 && s[n] == '}') {
            *len = n + 2;
            return k;
        }
    }
    return -1;
}

int pm_dashboard_template_check(const char *tpl, const char *option, pm_error *err)
{
    if (tpl[0] == '\0')
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "history: %s needs a template", option);
    for (const char *c = strchr(tpl, '{'); c; c = strchr(c + 1, '{')) {
        size_t len;
        if (S_key(c + 1, &len) < 0)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: %s: unknown placeholder at \"%.20s\" (known: {commit}, "
                                "{commit12}, {id}, {branch})",
                                option, c);
    }
    return 0;
}

/* At most max bytes of s, percent-encoded but for letters, digits and "-._~/". */
static void S_url_put(pm_buf *out, const char *s, size_t max)
{
    for (size_t i = 0; s[i] && i < max; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            strchr("-._~/", c))
            pm_buf_append(out, s + i, 1);
        else
            pm_buf_printf(out, "%%%02X", c);
    }
}

int pm_dashboard_link(const char *tpl, const pm_dash_run *run, const char *branch, pm_buf *out)
{
    size_t start = out->len;
    for (const char *c = tpl; *c;) {
        size_t len = 1;
        int k = *c == '{' ? S_key(c + 1, &len) : -1;
        if (k < 0) {
            pm_buf_append(out, c, 1);
            c++;
            continue;
        }
        if (k <= 1 && (run->commit == NULL || run->commit[0] == '\0')) {
            out->len = start;
            if (out->data)
                out->data[start] = '\0';
            return 0;
        }
        if (k == 2)
            pm_buf_printf(out, "%lld", run->id);
        else
            S_url_put(out, k == 3 ? branch : run->commit, k == 1 ? 12 : (size_t)-1);
        c += len;
    }
    return 1;
}

/* ========================================================= figures == */

/* A figure of one quantity over the runs (render/plot_chart.h's frame and legend). */
typedef struct S_chart {
    const char *title, *ylabel;
    const double *y, *lo, *hi; /* nrun each; lo and hi NULL: no intervals */
    const unsigned char *mark; /* nrun: 1 for a marked (regressed) run, or NULL */
    const char *mark_label;    /* the legend of the marked runs */
    double ref;                /* a dashed reference line (NAN: none) */
    const char *ref_label;     /* its legend */
    bool ylog;                 /* logarithmic y (values <= 0 are left out) */
    char *const *tip;          /* nrun tooltips */
} S_chart;

/* 1 when point i of c is drawn. */
static bool S_drawn(const S_chart *c, size_t i)
{
    return isfinite(c->y[i]) && (!c->ylog || c->y[i] > 0);
}

/* 1 when point i has an interval. */
static bool S_ci(const S_chart *c, size_t i)
{
    return c->lo && c->hi && isfinite(c->lo[i]) && isfinite(c->hi[i]) &&
           (!c->ylog || (c->lo[i] > 0 && c->hi[i] > 0));
}

/* The axes of c over n runs: x the runs 1..n, y every value, interval and the reference. */
static pm_chart_axes S_axes(const S_chart *c, size_t n)
{
    pm_chart_axes a = {0.5, (double)n + 0.5, DBL_MAX, -DBL_MAX, false, c->ylog, 0, 0, 0, 0};
    if (n == 0)
        a.x1 = 1.5;
    for (size_t i = 0; i < n; i++) {
        if (!S_drawn(c, i))
            continue;
        pm_chart_extend(&a.y0, &a.y1, c->y[i], c->ylog);
        if (S_ci(c, i)) {
            pm_chart_extend(&a.y0, &a.y1, c->lo[i], c->ylog);
            pm_chart_extend(&a.y0, &a.y1, c->hi[i], c->ylog);
        }
    }
    pm_chart_extend(&a.y0, &a.y1, c->ref, c->ylog);
    pm_chart_pad(&a.y0, &a.y1, c->ylog);
    if (c->ylog) /* headroom for the legend */
        a.y1 *= pow(a.y1 / a.y0, 0.2);
    else
        a.y1 += 0.2 * (a.y1 - a.y0);
    return a;
}

/* The reference line, the whiskers and the line through the values. */
static void S_chart_lines(pm_plot *p, const pm_chart_axes *a, const S_chart *c, size_t n)
{
    if (isfinite(c->ref) && (!c->ylog || c->ref > 0)) {
        pm_plot_style rs = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
        double y = pm_chart_my(a, c->ref);
        size_t it = pm_plot_add_line(p, a->ax, y, a->ax + a->aw, y, &rs);
        p->items[it].role = PM_ROLE_DATA; /* (after the call: it may move the items) */
    }
    pm_plot_style ws = pm_chart_style(PM_PLOT_SKYBLUE, PM_PLOT_NONE, 2, 1, 0);
    for (size_t i = 0; i < n; i++) {
        if (!S_drawn(c, i) || !S_ci(c, i))
            continue;
        double x = pm_chart_mx(a, (double)(i + 1)), lo = pm_chart_my(a, c->lo[i]),
               hi = pm_chart_my(a, c->hi[i]);
        pm_plot_add_line(p, x, lo, x, hi, &ws);
        pm_plot_add_line(p, x - 4, lo, x + 4, lo, &ws);
        pm_plot_add_line(p, x - 4, hi, x + 4, hi, &ws);
    }
    pm_plot_style ls = pm_chart_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.5, 1, 0);
    double *xy = pm_xcalloc(pm_st_add(pm_st_mult(2, n), 2), sizeof *xy);
    for (size_t i = 0; i < n;) {
        size_t m = 0;
        for (; i < n && S_drawn(c, i); i++) {
            xy[2 * m] = pm_chart_mx(a, (double)(i + 1));
            xy[2 * m + 1] = pm_chart_my(a, c->y[i]);
            m++;
        }
        if (m > 1)
            pm_plot_add_polyline(p, xy, m, &ls);
        i += m == 0;
    }
    free(xy);
}

/* The markers (px, py: where each run's is, NAN when not drawn) and the legend. */
static void S_chart_marks(pm_plot *p, const pm_chart_axes *a, const S_chart *c, size_t n,
                          double *px, double *py)
{
    pm_plot_style rs = pm_chart_style(0xFFFFFF, PM_PLOT_BLUE, 1, 1, 0);
    pm_plot_style ms = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_VERMILLION, 1, 1, 0);
    size_t nmark = 0, nci = 0;
    for (size_t i = 0; i < n; i++) {
        px[i] = py[i] = NAN;
        if (!S_drawn(c, i))
            continue;
        bool m = c->mark && c->mark[i];
        px[i] = pm_chart_mx(a, (double)(i + 1));
        py[i] = pm_chart_my(a, c->y[i]);
        pm_plot_add_marker(p, px[i], py[i], m ? PM_MARK_TRIANGLE : PM_MARK_CIRCLE, m ? 6 : 4,
                           m ? &ms : &rs, c->tip[i]);
        p->ndrawn++;
        nmark += m;
        nci += S_ci(c, i);
    }
    pm_chart_legend l = {0};
    pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &rs, PM_MARK_CIRCLE, 4, "run (a link to its report)");
    if (nmark)
        pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &ms, PM_MARK_TRIANGLE, 6, c->mark_label);
    pm_plot_style ws = pm_chart_style(PM_PLOT_SKYBLUE, PM_PLOT_NONE, 2, 1, 0);
    if (nci)
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &ws, PM_MARK_CIRCLE, 0, "95% interval");
    pm_plot_style rl = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
    if (isfinite(c->ref) && c->ref_label)
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &rl, PM_MARK_CIRCLE, 0, c->ref_label);
    pm_chart_legend_draw(p, a, &l, PM_CHART_TOP_LEFT);
}

/* The scene of c over the n runs labelled label[]; *every: every how many is labelled. */
static pm_plot *S_chart_scene(const S_chart *c, char *const *label, size_t n, double *px,
                              double *py, size_t *every)
{
    pm_chart_axes a = S_axes(c, n);
    pm_plot *p = pm_chart_figure(&a, c->title, "run (oldest left): commit", c->ylabel);
    p->nxcats = n;
    p->xcats = pm_xcalloc(n + 1, sizeof *p->xcats);
    double widest = 0;
    for (size_t i = 0; i < n; i++) {
        p->xcats[i] = pm_chart_clean(label[i]);
        double w = pm_chart_text_width(p->xcats[i], 11);
        widest = w > widest ? w : widest;
    }
    pm_chart_grid(p, &a, false);
    S_chart_lines(p, &a, c, n);
    S_chart_marks(p, &a, c, n, px, py);
    /* label every k-th run, counted from the newest, so the labels do not overlap */
    double slot = n ? a.aw / (double)n : a.aw;
    *every = (size_t)ceil((widest + 8) / slot);
    *every = *every ? *every : 1;
    pm_chart_frame_every(p, &a, p->xcats, n, *every, true);
    return p;
}

/* A transparent disc over every drawn point, inside an <a> to its run's report (href[i],
 * NULL: none), appended to svg inside its root element. */
static void S_links(pm_buf *svg, const double *px, const double *py, char *const *href,
                    char *const *tip, size_t n)
{
    static const char end[] = "</svg>\n";
    if (svg->len >= sizeof end - 1 && strcmp(svg->data + svg->len - (sizeof end - 1), end) == 0) {
        svg->len -= sizeof end - 1;
        svg->data[svg->len] = '\0';
    }
    pm_buf g = PM_BUF_INIT;
    pm_xmlw w;
    pm_xmlw_init(&w, &g);
    pm_xmlw_open(&w, "g");
    pm_xmlw_attr(&w, "class", "links");
    for (size_t i = 0; i < n; i++) {
        if (!isfinite(px[i]) || href[i] == NULL)
            continue;
        char x[32], y[32];
        snprintf(x, sizeof x, "%.2f", px[i]);
        snprintf(y, sizeof y, "%.2f", py[i]);
        pm_xmlw_open(&w, "a");
        pm_xmlw_attr(&w, "class", "pt");
        pm_xmlw_attr(&w, "href", href[i]);
        pm_xmlw_open(&w, "title");
        pm_xmlw_text(&w, tip[i] ? tip[i] : "");
        pm_xmlw_close(&w);
        pm_xmlw_open(&w, "circle");
        pm_xmlw_attr(&w, "cx", x);
        pm_xmlw_attr(&w, "cy", y);
        pm_xmlw_attr(&w, "r", "8");
        pm_xmlw_attr(&w, "fill", "#000000");
        pm_xmlw_attr(&w, "fill-opacity", "0");
        pm_xmlw_close(&w);
        pm_xmlw_close(&w);
    }
    pm_xmlw_close(&w);
    pm_buf_append(svg, g.data, g.len);
    pm_buf_puts(svg, end);
    pm_buf_free(&g);
}

/* ========================================================== the page == */

/* What the page's parts read. */
typedef struct S_page {
    const pm_dashboard *d;
    const char *link, *commit_url; /* templates (commit_url NULL: none) */
    char **label;                  /* nrun: the commit's first 7 characters, else "run ID" */
    char **date;                   /* nrun: "2024-01-02 13:45" (UTC), "" when unknown */
    char **href;                   /* nrun: the run's report, NULL when it has none */
    char **curl;                   /* nrun: the commit's page, NULL when none */
    size_t nfig;                   /* figures so far: their SVG ids' prefixes */
    const char **group;            /* the groups with exponents, in the series' order */
    size_t ngroup;
    int failed; /* a figure could not be made (err says why) */
    pm_error *err;
} S_page;

/* text, as a link to href when href is not NULL. */
static xmlNodePtr S_link(xmlNodePtr parent, const char *text, const char *href)
{
    if (href == NULL)
        return pm_html_el(parent, "span", text);
    xmlNodePtr a = pm_html_el(parent, "a", text);
    pm_html_attr(a, "href", href);
    return a;
}

/* A table with a header row of the n titles, column i left-aligned when bit i of left is set
 * (names and sentences); returns its body. */
static xmlNodePtr S_table(xmlNodePtr parent, const char *const *head, size_t n, unsigned left)
{
    xmlNodePtr t = pm_html_el(parent, "table", NULL);
    xmlNodePtr tr = pm_html_el(pm_html_el(t, "thead", NULL), "tr", NULL);
    for (size_t i = 0; i < n; i++) {
        xmlNodePtr th = pm_html_el(tr, "th", head[i]);
        if (i < 32 && (left >> i & 1u))
            pm_html_attr(th, "class", "name");
    }
    return pm_html_el(t, "tbody", NULL);
}

/* A left-aligned cell. */
static xmlNodePtr S_td_name(xmlNodePtr tr, const char *text)
{
    xmlNodePtr td = pm_html_el(tr, "td", text);
    pm_html_attr(td, "class", "name");
    return td;
}

/* Run i's date cell (kept on one line). */
static void S_td_date(xmlNodePtr tr, const S_page *pg, size_t i)
{
    pm_html_attr(pm_html_el(tr, "td", pg->date[i][0] ? pg->date[i] : PM_FMT_UNKNOWN), "class",
                 "date");
}

/* The run's commit cell (its first 12 characters, linked with --commit-url). */
static void S_td_commit(xmlNodePtr tr, const S_page *pg, size_t i)
{
    const pm_dash_run *r = &pg->d->run[i];
    xmlNodePtr td = S_td_name(tr, NULL);
    if (r->commit == NULL) {
        pm_html_text(td, PM_FMT_UNKNOWN);
        return;
    }
    char c[13];
    snprintf(c, sizeof c, "%.12s", r->commit);
    pm_html_attr(S_link(td, c, pg->curl[i]), "title", r->commit);
}

/* SVG text (written by plot_svg.c and S_links through the escaping writer) into parent as it
 * is: a text node the serialiser does not escape again (libxml2's "textnoenc"). */
static void S_raw(xmlNodePtr parent, const pm_buf *svg)
{
    xmlNodePtr raw = xmlNewDocTextLen(parent->doc, (const xmlChar *)svg->data, (int)svg->len);
    raw->name = xmlStringTextNoenc;
    xmlAddChild(parent, raw);
}

/* A figure of c into parent with caption (its every-k-th labelling added), id "fig-ID". */
static void S_figure(xmlNodePtr parent, S_page *pg, const S_chart *c, const char *id,
                     const char *caption)
{
    size_t n = pg->d->nrun, every = 1;
    double *px = pm_xcalloc(n + 1, sizeof *px), *py = pm_xcalloc(n + 1, sizeof *py);
    pm_plot *p = S_chart_scene(c, pg->label, n, px, py, &every);
    char prefix[40];
    snprintf(prefix, sizeof prefix, "d%zu-", ++pg->nfig);
    pm_plot_svg_opts so = {true, prefix};
    pm_buf svg = PM_BUF_INIT;
    if (pm_plot_svg(p, &so, &svg, pg->err) != 0) {
        pg->failed = 1;
    } else {
        S_links(&svg, px, py, pg->href, c->tip, n);
        xmlNodePtr fig = pm_html_el(parent, "figure", NULL);
        char fid[96];
        snprintf(fid, sizeof fid, "fig-%s", id);
        pm_html_attr(fig, "id", fid);
        S_raw(fig, &svg);
        pm_buf cap = PM_BUF_INIT;
        pm_buf_puts(&cap, caption);
        if (every > 1)
            pm_buf_printf(&cap, " Every %zu%s commit is labelled, counted from the newest.", every,
                          every == 2   ? "nd"
                          : every == 3 ? "rd"
                                       : "th");
        pm_html_el(fig, "figcaption", pm_buf_str(&cap));
        pm_buf_free(&cap);
    }
    pm_buf_free(&svg);
    pm_plot_free(p);
    free(px);
    free(py);
}

/* "main 1a2b3c4, 2024-01-02 13:45 UTC" of run i into b. */
static void S_run_name(pm_buf *b, const S_page *pg, size_t i)
{
    pm_buf_printf(b, "%s %s", pg->d->branch, pg->label[i]);
    if (pg->date[i][0])
        pm_buf_printf(b, ", %s UTC", pg->date[i]);
}

/* The tooltips of series s: the run, q and its interval, and a regression. */
static char **S_series_tips(const S_page *pg, const pm_dash_series *s)
{
    size_t n = pg->d->nrun;
    char **tip = pm_xcalloc(n + 1, sizeof *tip);
    for (size_t i = 0; i < n; i++) {
        pm_buf b = PM_BUF_INIT;
        char q[64], ci[128], sp[64], no[64];
        pm_fmt_num(q, sizeof q, s->q[i], 3);
        pm_fmt_interval(ci, sizeof ci, s->lo[i], s->hi[i], 3);
        pm_model_text_ratio(sp, sizeof sp, pg->d->run[i].speed);
        pm_fmt_pct(no, sizeof no, pg->d->run[i].noise);
        S_run_name(&b, pg, i);
        pm_buf_printf(&b, ": q = %s, 95%% interval %s; machine speed %s, noise %s", q, ci, sp, no);
        if (s->regressed[i])
            pm_buf_puts(&b, "; regressed against the run before");
        tip[i] = b.data ? b.data : pm_xstrdup("");
    }
    return tip;
}

static void S_tips_free(char **tip, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(tip[i]);
    free(tip);
}

/* The figure of series s (the k-th of group gi). */
static void S_series_figure(xmlNodePtr parent, S_page *pg, const pm_dash_series *s, size_t gi,
                            size_t k)
{
    char title[400], ylabel[300], id[64];
    snprintf(title, sizeof title, "%.150s: exponent of %.100s over the runs of %.100s", s->group,
             s->factor, pg->d->branch);
    snprintf(ylabel, sizeof ylabel, "exponent q of %.200s", s->factor);
    snprintf(id, sizeof id, "g%zu-%zu", gi + 1, k + 1);
    pm_factor_kind kind = pm_factor_classify(s->factor);
    char **tip = S_series_tips(pg, s);
    S_chart c = {title,
                 ylabel,
                 s->q,
                 s->lo,
                 s->hi,
                 s->regressed,
                 "regressed against the run before",
                 pm_factor_ideal(kind),
                 kind == PM_FACTOR_PARALLEL ? "ideal" : "same time per sample",
                 false,
                 tip};
    pm_buf cap = PM_BUF_INIT;
    pm_buf_printf(&cap,
                  "The exponent q of %s in %s (time grows as %s^q) at each run of %s, oldest "
                  "left; whiskers span each run's 95%% interval, and each point links to the "
                  "run's report. Vermillion triangles: runs where the gate found q regressed "
                  "against the run before.",
                  s->factor, s->group, s->factor, pg->d->branch);
    if (isfinite(c.ref))
        pm_buf_printf(&cap, " The dashed line is the %s value.", c.ref_label);
    S_figure(parent, pg, &c, id, pm_buf_str(&cap));
    pm_buf_free(&cap);
    S_tips_free(tip, pg->d->nrun);
}

/* ------------------------------------------------------------ parts -- */

/* A section with id and heading. */
static xmlNodePtr S_section(xmlNodePtr body, const char *id, const char *heading)
{
    xmlNodePtr s = pm_html_el(body, "section", NULL);
    pm_html_attr(s, "id", id);
    pm_html_el(s, "h2", heading);
    return s;
}

static void S_header(xmlNodePtr body, const S_page *pg)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr h = pm_html_el(body, "header", NULL);
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "Benchmark dashboard%s%s", d->project[0] ? ": " : "", d->project);
    pm_html_el(h, "h1", pm_buf_str(&b));
    b.len = 0;
    pm_buf_printf(&b, "Branch %s: %zu run%s recorded", d->branch, d->total, pm_fmt_s(d->total));
    if (d->nrun < d->total)
        pm_buf_printf(&b, ", the newest %zu shown", d->nrun);
    if (d->nrun) {
        pm_buf_printf(&b, ", from %s", pg->label[0]);
        if (pg->date[0][0])
            pm_buf_printf(&b, " (%s UTC)", pg->date[0]);
        pm_buf_printf(&b, " to %s", pg->label[d->nrun - 1]);
        if (pg->date[d->nrun - 1][0])
            pm_buf_printf(&b, " (%s UTC)", pg->date[d->nrun - 1]);
    }
    pm_buf_puts(&b, ".");
    pm_html_el(h, "p", pm_buf_str(&b));
    pm_buf_free(&b);
}

/* The number of groups without exponents. */
static size_t S_ntimes(const pm_dashboard *d)
{
    size_t n = 0;
    for (size_t i = 0; i < d->ntimes; i++)
        n += !d->times[i].exponents;
    return n;
}

static void S_nav(xmlNodePtr body, const S_page *pg, size_t nrel)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr ul = pm_html_el(pm_html_el(body, "nav", NULL), "ul", NULL);
    char reg[64];
    snprintf(reg, sizeof reg, "Regressions (%zu)", d->nreg);
    if (d->nrun)
        S_link(pm_html_el(ul, "li", NULL), reg, "#regressions");
    for (size_t gi = 0; gi < pg->ngroup; gi++) {
        char href[64];
        snprintf(href, sizeof href, "#group-%zu", gi + 1);
        S_link(pm_html_el(ul, "li", NULL), pg->group[gi], href);
    }
    if (S_ntimes(d))
        S_link(pm_html_el(ul, "li", NULL), "Groups without exponents", "#times");
    if (d->nrun) {
        S_link(pm_html_el(ul, "li", NULL), "Machine speed and noise", "#speed");
        S_link(pm_html_el(ul, "li", NULL), "Runs", "#runs");
    }
    if (nrel)
        S_link(pm_html_el(ul, "li", NULL), "Releases", "#releases");
}

static void S_reading(xmlNodePtr body, const S_page *pg)
{
    xmlNodePtr s = pm_html_el(body, "details", NULL);
    pm_html_attr(s, "id", "reading");
    pm_html_el(s, "summary", "How to read it");
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "Each figure shows one scaling exponent q of a group (time grows as factor^q) "
                  "at every run recorded for branch %s, oldest left, labelled by the commit's "
                  "first 7 characters; whiskers span the run's 95%% interval, and every point is "
                  "a link to that run's report (hover for the numbers).",
                  pg->d->branch);
    pm_html_el(s, "p", pm_buf_str(&b));
    pm_html_el(s, "p",
               "A run is marked as a regression (a vermillion triangle, and \xe2\x96\xb2 in the "
               "tables) where the CI gate, comparing it with the branch's run before it as "
               "`pmreport --baseline` would, finds an exponent regressed: q rose by more than 0.05 "
               "with one-sided 95% confidence, Bonferroni-corrected over the groups compared, read "
               "pair by pair from the matched configurations' time ratios where both runs measured "
               "the same configurations, else from the two fits (docs/gate.md). Groups without "
               "exponents regress when their times slowed down by more than 1.25x with 95% "
               "confidence, the machine-speed factor taken out.");
    pm_html_el(
        s, "p",
        "Machine speed is the gate's machine-speed factor against the run before: the median "
        "over the groups of this run's times over the earlier run's (1.10x: 10% slower), "
        "from the matched configurations where the runs share them, else from the two "
        "models' predictions. A uniformly slower runner moves it, not the exponents. Noise is "
        "the median, over the configurations measured more than once, of the standard "
        "deviation of ln of their measurements (about their relative spread). \xe2\x80\x93: "
        "unknown (the first run has nothing to compare with; a run without repeats, or "
        "recorded by a pmreport before model.json schema 5, has no noise).");
    pm_buf_free(&b);
}

/* One row of the regressions table. */
static void S_regression_row(xmlNodePtr tb, const S_page *pg, const pm_dash_regression *g)
{
    const pm_dash_run *r = &pg->d->run[g->run];
    xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
    pm_html_attr(tr, "class", "regression");
    S_link(S_td_name(tr, NULL), pg->label[g->run], pg->href[g->run]);
    S_td_date(tr, pg, g->run);
    char prev[16];
    snprintf(prev, sizeof prev, "%.7s", r->prev_commit ? r->prev_commit : PM_FMT_UNKNOWN);
    S_td_name(tr, prev);
    S_td_name(tr, g->group);
    S_td_name(tr, g->factor ? g->factor : "(times)");
    char a[64], b[64], c[64], t[64];
    if (g->factor) {
        pm_fmt_num(a, sizeof a, g->before, 3);
        pm_fmt_num(b, sizeof b, g->after, 3);
        pm_fmt_num(c, sizeof c, g->change, 3);
        if (isfinite(g->change) && g->change > 0)
            memmove(c + 1, c, strlen(c) + 1), c[0] = '+';
        pm_fmt_num(t, sizeof t, g->threshold, 3);
    } else {
        snprintf(a, sizeof a, "%s", PM_FMT_UNKNOWN);
        pm_model_text_ratio(b, sizeof b, g->after);
        pm_model_text_ratio(c, sizeof c, g->change);
        pm_model_text_ratio(t, sizeof t, g->threshold);
    }
    pm_html_el(tr, "td", a);
    pm_html_el(tr, "td", b);
    pm_html_el(tr, "td", c);
    pm_html_el(tr, "td", t);
    S_td_name(tr, g->reason);
}

static void S_regressions(xmlNodePtr body, const S_page *pg)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr s = S_section(body, "regressions", "Regressions");
    size_t compared = 0, runs = 0;
    for (size_t i = 0; i < d->nrun; i++) {
        compared += d->run[i].compared;
        runs += d->run[i].nregressed > 0;
    }
    char line[200];
    if (d->nreg == 0) {
        snprintf(line, sizeof line,
                 "No run regressed against the run before it (%zu run%s compared).", compared,
                 pm_fmt_s(compared));
        pm_html_el(s, "p", line);
        return;
    }
    snprintf(line, sizeof line,
             "%zu regression%s in %zu of the %zu run%s compared with the run before, oldest "
             "first. \"q after\" is this run's q as the gate reads it (paired: the earlier q "
             "plus the paired change).",
             d->nreg, pm_fmt_s(d->nreg), runs, compared, pm_fmt_s(compared));
    pm_html_el(s, "p", line);
    static const char *const head[] = {"Run",      "Date (UTC)", "Against", "Group",     "Factor",
                                       "q before", "q after",    "Change",  "Threshold", "Reason"};
    xmlNodePtr tb = S_table(s, head, sizeof head / sizeof *head, 0x21du);
    for (size_t k = 0; k < d->nreg; k++)
        S_regression_row(tb, pg, &d->reg[k]);
}

/* The machine-speed (which 0) or noise (1, in percent) figure. */
static void S_speed_figure(xmlNodePtr parent, S_page *pg, int which)
{
    const pm_dashboard *d = pg->d;
    size_t n = d->nrun;
    double *y = pm_xcalloc(n + 1, sizeof *y);
    char **tip = pm_xcalloc(n + 1, sizeof *tip);
    for (size_t i = 0; i < n; i++) {
        const pm_dash_run *r = &d->run[i];
        y[i] = which ? 100 * r->noise : r->speed;
        pm_buf b = PM_BUF_INIT;
        char v[64];
        S_run_name(&b, pg, i);
        if (which) {
            pm_fmt_pct(v, sizeof v, r->noise);
            pm_buf_printf(&b, ": noise %s", v);
        } else {
            pm_model_text_ratio(v, sizeof v, r->speed);
            pm_buf_printf(&b, ": machine speed %s against %.7s", v,
                          r->prev_commit ? r->prev_commit : "the run before");
        }
        tip[i] = b.data ? b.data : pm_xstrdup("");
    }
    S_chart c = {which ? "Noise of each run" : "Machine-speed factor against the run before",
                 which ? "noise (% relative spread of repeats)" : "times / the run before's",
                 y,
                 NULL,
                 NULL,
                 NULL,
                 NULL,
                 which ? NAN : 1.0,
                 "same speed",
                 false,
                 tip};
    S_figure(parent, pg, &c, which ? "noise" : "speed",
             which ? "The median, over the run's configurations measured more than once, of "
                     "the standard deviation of ln of their measurements, in percent (about "
                     "their relative spread). Each point links to the run's report."
                   : "The gate's machine-speed factor of each run against the run before it: "
                     "above the dashed line the run's times were longer. Each point links to "
                     "the run's report.");
    S_tips_free(tip, n);
    free(y);
}

static void S_speed(xmlNodePtr body, S_page *pg)
{
    xmlNodePtr s = S_section(body, "speed", "Machine speed and noise");
    xmlNodePtr figs = pm_html_el(s, "div", NULL);
    pm_html_attr(figs, "class", "figs");
    S_speed_figure(figs, pg, 0);
    S_speed_figure(figs, pg, 1);
}

/* Group t's time per run. */
static void S_times_figure(xmlNodePtr parent, S_page *pg, const pm_dash_times *t, size_t ti)
{
    size_t n = pg->d->nrun;
    char **tip = pm_xcalloc(n + 1, sizeof *tip);
    double lo = INFINITY, hi = 0;
    for (size_t i = 0; i < n; i++) {
        pm_buf b = PM_BUF_INIT;
        char v[64], r[64];
        pm_model_text_time(v, sizeof v, t->time[i], t->unit);
        pm_model_text_ratio(r, sizeof r, t->ratio[i]);
        S_run_name(&b, pg, i);
        pm_buf_printf(&b, ": time %s, %s against the run before (machine speed taken out)%s", v, r,
                      t->regressed[i] ? "; slower past the gate's limit" : "");
        tip[i] = b.data ? b.data : pm_xstrdup("");
        if (isfinite(t->time[i]) && t->time[i] > 0) {
            lo = t->time[i] < lo ? t->time[i] : lo;
            hi = t->time[i] > hi ? t->time[i] : hi;
        }
    }
    char title[300], ylabel[200], id[64];
    snprintf(title, sizeof title, "%.150s: time over the runs of %.100s", t->group, pg->d->branch);
    snprintf(ylabel, sizeof ylabel, "time%s%.60s%s", t->unit[0] ? " (" : "", t->unit,
             t->unit[0] ? ")" : "");
    snprintf(id, sizeof id, "t%zu", ti + 1);
    S_chart c = {
        title, ylabel, t->time,      NULL, NULL, t->regressed, "slower than the run before",
        NAN,   NULL,   hi > 30 * lo, tip};
    S_figure(parent, pg, &c, id,
             t->exponents ? "The group's time at each run: the median of its configurations' "
                            "median times (the configurations measured may differ between "
                            "runs; the exponents above are what the gate judges). Each point "
                            "links to the run's report."
                          : "The group's time at each run (the median of its configurations' "
                            "median times), oldest left; each point links to the run's report. "
                            "Vermillion triangles: runs the gate found slower than the run "
                            "before.");
    S_tips_free(tip, n);
}

/* Group gi's exponents by run, newest first: a table of the nf series from s[0]. */
static void S_group_table(xmlNodePtr parent, const S_page *pg, const pm_dash_series *s, size_t nf)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr det = pm_html_el(parent, "details", NULL);
    pm_html_el(det, "summary", "The exponents by run, newest first");
    const char **head = pm_xcalloc(nf + 3, sizeof *head);
    head[0] = "Run";
    head[1] = "Date (UTC)";
    for (size_t k = 0; k < nf; k++)
        head[2 + k] = s[k].factor;
    xmlNodePtr tb = S_table(det, head, nf + 2, 1u);
    free(head);
    for (size_t i = d->nrun; i-- > 0;) {
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        S_link(S_td_name(tr, NULL), pg->label[i], pg->href[i]);
        S_td_date(tr, pg, i);
        int bad = 0;
        for (size_t k = 0; k < nf; k++) {
            char q[64], ci[128], cell[220];
            pm_fmt_num(q, sizeof q, s[k].q[i], 3);
            pm_fmt_interval(ci, sizeof ci, s[k].lo[i], s[k].hi[i], 3);
            snprintf(cell, sizeof cell, "%s %s%s", q, ci, s[k].regressed[i] ? " \xe2\x96\xb2" : "");
            xmlNodePtr td = pm_html_el(tr, "td", cell);
            if (s[k].regressed[i])
                pm_html_attr(td, "class", "mark");
            bad |= s[k].regressed[i];
        }
        if (bad)
            pm_html_attr(tr, "class", "regression");
    }
}

/* One section per group with exponents: a figure per factor and the table. */
static void S_groups(xmlNodePtr body, S_page *pg)
{
    const pm_dashboard *d = pg->d;
    for (size_t gi = 0; gi < pg->ngroup; gi++) {
        char id[64];
        snprintf(id, sizeof id, "group-%zu", gi + 1);
        xmlNodePtr s = S_section(body, id, pg->group[gi]);
        xmlNodePtr figs = pm_html_el(s, "div", NULL);
        pm_html_attr(figs, "class", "figs");
        /* the group's series, gathered (the series are grouped by newest appearance) */
        pm_dash_series *mine = pm_xcalloc(d->nseries + 1, sizeof *mine);
        size_t nf = 0;
        for (size_t k = 0; k < d->nseries; k++)
            if (strcmp(d->series[k].group, pg->group[gi]) == 0)
                mine[nf++] = d->series[k];
        for (size_t k = 0; k < nf; k++)
            S_series_figure(figs, pg, &mine[k], gi, k);
        for (size_t ti = 0; ti < d->ntimes; ti++)
            if (d->times[ti].exponents && strcmp(d->times[ti].group, pg->group[gi]) == 0)
                S_times_figure(figs, pg, &d->times[ti], ti);
        S_group_table(s, pg, mine, nf);
        free(mine);
    }
}

static void S_times(xmlNodePtr body, S_page *pg)
{
    const pm_dashboard *d = pg->d;
    if (S_ntimes(d) == 0)
        return;
    xmlNodePtr s = S_section(body, "times", "Groups without exponents");
    pm_html_el(
        s, "p",
        "These groups have no scaling factor (no parameter of theirs varies over enough "
        "configurations for the model), so they have no exponents; the gate compares them by "
        "their times (model.json \"times\"), and so does this page: each figure shows a "
        "group's time per run.");
    xmlNodePtr figs = pm_html_el(s, "div", NULL);
    pm_html_attr(figs, "class", "figs");
    for (size_t ti = 0; ti < d->ntimes; ti++)
        if (!d->times[ti].exponents)
            S_times_figure(figs, pg, &d->times[ti], ti);
}

/* Run i's regressions cell: "▲ 2: eager gpus; graph (times)", or what went wrong, or "–". */
static void S_td_regressions(xmlNodePtr tr, const S_page *pg, size_t i)
{
    const pm_dashboard *d = pg->d;
    const pm_dash_run *r = &d->run[i];
    pm_buf b = PM_BUF_INIT;
    if (r->unreadable)
        pm_buf_printf(&b, "model.json unreadable: %s", r->unreadable);
    else if (r->nregressed)
        pm_buf_printf(&b, "\xe2\x96\xb2 %zu:", r->nregressed);
    for (size_t k = 0; k < d->nreg; k++)
        if (d->reg[k].run == i)
            pm_buf_printf(&b, "%s %s %s", b.data[b.len - 1] == ':' ? "" : ";", d->reg[k].group,
                          d->reg[k].factor ? d->reg[k].factor : "(times)");
    xmlNodePtr td = S_td_name(tr, b.len ? pm_buf_str(&b) : PM_FMT_UNKNOWN);
    if (r->nregressed)
        pm_html_attr(td, "class", "name mark");
    pm_buf_free(&b);
}

static void S_runs(xmlNodePtr body, const S_page *pg)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr s = S_section(body, "runs", "Runs");
    char line[300];
    snprintf(line, sizeof line,
             "Every run shown, newest first. Machine speed and noise as in \"How to read "
             "it\"; \xe2\x96\xb2 marks a run that regressed against the run before it.");
    pm_html_el(s, "p", line);
    static const char *const head[] = {"Run",   "Date (UTC)",    "Commit", "Report",
                                       "Cores", "Machine speed", "Noise",  "Regressions"};
    xmlNodePtr tb = S_table(s, head, sizeof head / sizeof *head, 0x8du);
    for (size_t i = d->nrun; i-- > 0;) {
        const pm_dash_run *r = &d->run[i];
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        char id[64], v[64];
        snprintf(id, sizeof id, "run-%lld", r->id);
        pm_html_attr(tr, "id", id);
        if (r->nregressed)
            pm_html_attr(tr, "class", "regression");
        S_td_name(tr, pg->label[i]);
        S_td_date(tr, pg, i);
        S_td_commit(tr, pg, i);
        S_link(S_td_name(tr, NULL), pg->href[i] ? "report" : PM_FMT_UNKNOWN, pg->href[i]);
        if (r->cores > 0)
            snprintf(v, sizeof v, "%ld", r->cores);
        else
            snprintf(v, sizeof v, "%s", PM_FMT_UNKNOWN);
        pm_html_el(tr, "td", v);
        pm_model_text_ratio(v, sizeof v, r->speed);
        pm_html_el(tr, "td", v);
        pm_fmt_pct(v, sizeof v, r->noise);
        pm_html_el(tr, "td", v);
        S_td_regressions(tr, pg, i);
    }
}

static void S_releases(xmlNodePtr body, const pm_dash_release *rel, size_t nrel)
{
    if (nrel == 0)
        return;
    xmlNodePtr s = S_section(body, "releases", "Releases");
    pm_html_el(s, "p", "The release reports published beside this dashboard, as listed.");
    xmlNodePtr ul = pm_html_el(s, "ul", NULL);
    for (size_t i = 0; i < nrel; i++)
        S_link(pm_html_el(ul, "li", NULL), rel[i].name, rel[i].url);
}

static void S_empty(xmlNodePtr body, const S_page *pg)
{
    const pm_dashboard *d = pg->d;
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "No runs are recorded for branch %s%s%s in this history yet. Runs are "
                  "recorded by `pmreport --record --branch %s` (on GitHub Actions, the action "
                  "with record: true on pushes to %s); the next dashboard shows them.",
                  d->branch, d->project[0] ? " of project " : "", d->project, d->branch, d->branch);
    xmlNodePtr p = pm_html_el(body, "p", pm_buf_str(&b));
    pm_html_attr(p, "class", "empty");
    pm_html_attr(p, "id", "no-runs");
    pm_buf_free(&b);
}

static void S_footer(xmlNodePtr body, const S_page *pg)
{
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "Made by pmreport %s (`pmreport history dashboard`) from the run history of "
                  "%s%s, branch %s. The same history gives the same page.",
                  PM_VERSION, pg->d->project[0] ? "project " : "",
                  pg->d->project[0] ? pg->d->project : "this repository", pg->d->branch);
    pm_html_el(pm_html_el(body, "footer", NULL), "p", pm_buf_str(&b));
    pm_buf_free(&b);
}

/* ------------------------------------------------------- the document -- */

/* libxml2's output callback: append to the pm_buf. */
static int S_write(void *ctx, const char *data, int len)
{
    pm_buf_append(ctx, data, (size_t)len);
    return len;
}

/* The page as the report's is written (render/html.c): libxml2's "HTML" encoder, UTF-8 with
 * characters outside ASCII as character references. 0, or -1. */
static int S_serialise(xmlDocPtr doc, pm_buf *out)
{
    xmlCharEncodingHandlerPtr handler = xmlFindCharEncodingHandler("HTML");
    if (handler == NULL)
        handler = xmlFindCharEncodingHandler("ascii");
    xmlOutputBufferPtr o = xmlOutputBufferCreateIO(S_write, NULL, out, handler);
    if (o == NULL)
        return -1;
    htmlDocContentDumpFormatOutput(o, doc, NULL, 0);
    return xmlOutputBufferClose(o) < 0 ? -1 : 0;
}

/* The first element called name under n (depth first), or NULL. */
static xmlNodePtr S_find(xmlNodePtr n, const char *name)
{
    for (; n; n = n->next) {
        if (n->type == XML_ELEMENT_NODE && strcmp((const char *)n->name, name) == 0)
            return n;
        xmlNodePtr c = S_find(n->children, name);
        if (c)
            return c;
    }
    return NULL;
}

/* The page's per-run strings and the groups with exponents. */
static void S_page_init(S_page *pg, const pm_dashboard *d)
{
    size_t n = d->nrun;
    pg->label = pm_xcalloc(n + 1, sizeof *pg->label);
    pg->date = pm_xcalloc(n + 1, sizeof *pg->date);
    pg->href = pm_xcalloc(n + 1, sizeof *pg->href);
    pg->curl = pm_xcalloc(n + 1, sizeof *pg->curl);
    for (size_t i = 0; i < n; i++) {
        const pm_dash_run *r = &d->run[i];
        pg->label[i] = r->commit && r->commit[0] ? pm_xprintf("%.7s", r->commit)
                                                 : pm_xprintf("run %lld", r->id);
        char date[64];
        pm_figures_date(date, sizeof date, r->time);
        pg->date[i] = pm_xstrdup(date);
        pm_buf b = PM_BUF_INIT;
        if (pm_dashboard_link(pg->link, r, d->branch, &b))
            pg->href[i] = pm_xstrdup(pm_buf_str(&b));
        b.len = 0;
        if (pg->commit_url && pm_dashboard_link(pg->commit_url, r, d->branch, &b))
            pg->curl[i] = pm_xstrdup(pm_buf_str(&b));
        pm_buf_free(&b);
    }
    pg->group = pm_xcalloc(d->nseries + 1, sizeof *pg->group);
    for (size_t k = 0; k < d->nseries; k++) {
        size_t g = 0;
        while (g < pg->ngroup && strcmp(pg->group[g], d->series[k].group) != 0)
            g++;
        if (g == pg->ngroup)
            pg->group[pg->ngroup++] = d->series[k].group;
    }
}

static void S_page_free(S_page *pg)
{
    for (size_t i = 0; i < pg->d->nrun; i++) {
        free(pg->label[i]);
        free(pg->date[i]);
        free(pg->href[i]);
        free(pg->curl[i]);
    }
    free(pg->label), free(pg->date), free(pg->href), free(pg->curl);
    free(pg->group);
}

/* The head's title and style and the body's parts. */
static void S_fill(xmlDocPtr doc, S_page *pg, const pm_dash_release *rel, size_t nrel)
{
    const pm_dashboard *d = pg->d;
    xmlNodePtr root = xmlDocGetRootElement(doc);
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "Benchmark dashboard%s%s, branch %s", d->project[0] ? ": " : "", d->project,
                  d->branch);
    pm_html_text(S_find(root, "title"), pm_buf_str(&b));
    b.len = 0;
    pm_buf_append(&b, (const char *)pm_tpl_report_css, pm_tpl_report_css_len);
    pm_buf_puts(&b, S_css);
    pm_html_text(S_find(root, "style"), pm_buf_str(&b));
    pm_buf_free(&b);
    xmlNodePtr body = S_find(root, "body");
    S_header(body, pg);
    S_nav(body, pg, nrel);
    xmlNodePtr main = pm_html_el(body, "main", NULL);
    if (d->nrun == 0) {
        S_empty(main, pg);
    } else {
        S_reading(main, pg);
        S_regressions(main, pg);
        S_groups(main, pg);
        S_times(main, pg);
        S_speed(main, pg);
        S_runs(main, pg);
    }
    S_releases(main, rel, nrel);
    S_footer(body, pg);
}

int pm_dashboard_html(const pm_dashboard *d, const char *link, const char *commit_url,
                      const pm_dash_release *rel, size_t nrel, pm_buf *out, pm_error *err)
{
    S_page pg;
    memset(&pg, 0, sizeof pg);
    pg.d = d;
    pg.link = link ? link : PM_DASHBOARD_LINK;
    pg.commit_url = commit_url;
    pg.err = err;
    htmlDocPtr doc = htmlReadMemory(S_skeleton, (int)strlen(S_skeleton), "dashboard.html", "UTF-8",
                                    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    if (doc == NULL)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "dashboard: libxml2 failed");
    S_page_init(&pg, d);
    S_fill(doc, &pg, rel, nrel);
    int rc = pg.failed ? -1 : 0;
    if (rc == 0 && S_serialise(doc, out) != 0)
        rc = pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "dashboard: the page cannot be written");
    xmlFreeDoc(doc);
    S_page_free(&pg);
    return rc;
}

/* ------------------------------------------------------- publishing -- */

/* Make dir and its missing parents (as mkdir -p). 0, or -1 with err set. */
static int S_mkdirs(const char *dir, pm_error *err)
{
    char *p = pm_xstrdup(dir);
    int rc = 0;
    for (char *c = p + 1; rc == 0; c++) {
        int last = *c == '\0';
        if (*c != '/' && !last)
            continue;
        *c = '\0';
        struct stat st;
        if (stat(p, &st) != 0 && (errno != ENOENT || mkdir(p, 0777) != 0) && errno != EEXIST)
            rc = pm_error_set(err, PM_ERR_IO, p, 0, "cannot make the directory: %s",
                              strerror(errno));
        else if (stat(p, &st) == 0 && !S_ISDIR(st.st_mode))
            rc = pm_error_set(err, PM_ERR_IO, p, 0, "not a directory");
        if (last)
            break;
        *c = '/';
    }
    free(p);
    return rc;
}

/* n bytes to fd, whole. 0, or -1 with errno set. */
static int S_write_all(int fd, const char *data, size_t n)
{
    while (n) {
        ssize_t k = write(fd, data, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return -1;
        data += k;
        n -= (size_t)k;
    }
    return 0;
}

/* page as dir/index.html: a temporary file beside it, written, flushed and renamed over it
 * (then the directory flushed). 0, or -1 with err set and nothing left behind. */
static int S_write_page(const char *dir, const pm_buf *page, pm_error *err)
{
    if (S_mkdirs(dir, err) != 0)
        return -1;
    char *final = pm_xprintf("%s/index.html", dir);
    char *tmp = pm_xprintf("%s/.index.html.pmreport.%ld.XXXXXX", dir, (long)getpid());
    int fd = mkstemp(tmp), rc = -1;
    if (fd >= 0) {
        mode_t mask = umask(0); /* mkstemp's 0600: the page is for everyone to read */
        umask(mask);
        int ok = S_write_all(fd, page->data ? page->data : "", page->len) == 0 &&
                 fchmod(fd, 0666 & ~mask) == 0 && fsync(fd) == 0;
        int e = errno;
        ok = close(fd) == 0 && ok;
        errno = ok ? errno : e;
        if (ok && rename(tmp, final) == 0)
            rc = 0;
    }
    if (rc != 0) {
        pm_error_set(err, PM_ERR_IO, final, 0, "cannot write: %s", strerror(errno));
        if (fd >= 0)
            unlink(tmp);
    } else {
        int dfd = open(dir, O_RDONLY);
        if (dfd >= 0) {
            (void)fsync(dfd); /* the rename made durable where the system allows */
            close(dfd);
        }
    }
    free(tmp);
    free(final);
    return rc;
}

int pm_dashboard_publish(const pm_dashboard_opts *o, pm_buf *msg, pm_error *err)
{
    const char *link = o->link ? o->link : PM_DASHBOARD_LINK;
    const char *branch = o->branch ? o->branch : "main";
    if (pm_dashboard_template_check(link, "--link", err) != 0 ||
        (o->commit_url && pm_dashboard_template_check(o->commit_url, "--commit-url", err) != 0))
        return -1;
    pm_dash_release *rel = NULL;
    size_t nrel = 0;
    if (o->releases && pm_dash_releases_read(o->releases, &rel, &nrel, err) != 0)
        return -1;
    pm_dashboard d;
    pm_buf page = PM_BUF_INIT;
    int rc = pm_dashboard_load(o->db, o->project, branch, o->limit, &d, err);
    if (rc == 0)
        rc = pm_dashboard_html(&d, link, o->commit_url, rel, nrel, &page, err);
    if (rc == 0)
        rc = S_write_page(o->dir, &page, err);
    if (rc == 0) {
        char name[512];
        pm_store_display(o->db, name, sizeof name);
        if (d.nrun)
            pm_buf_printf(
                msg, "dashboard: %zu run%s of %s (%zu regression%s) from %s -> %s/index.html\n",
                d.nrun, pm_fmt_s(d.nrun), branch, d.nreg, pm_fmt_s(d.nreg), name, o->dir);
        else
            pm_buf_printf(msg, "dashboard: no runs of %s recorded in %s; %s/index.html says so\n",
                          branch, name, o->dir);
    }
    pm_dashboard_free(&d); /* (zeroed by a load that failed) */
    pm_buf_free(&page);
    pm_dash_releases_free(rel, nrel);
    return rc;
}
