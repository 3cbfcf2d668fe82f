/* html.c - the report page from a template, built node by node with libxml2.
 *
 * Every string from the result reaches the page as a text node or an attribute value, which
 * libxml2's serialiser escapes. One thing is pasted whole instead of built: each inlined
 * figure's SVG, as one text node written unescaped (S_figure says why that is safe).
 */
#include "render/html.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "render/gate_text.h"
#include "render/htmlnode.h"
#include "render/model_text.h"
#include "render/shown.h"
#include "result/factor.h"
#include "result/times.h"
#include "util/buf.h"
#include "util/format.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The built-in templates (cmake/embed.cmake). */
extern const unsigned char pm_tpl_report_html[], pm_tpl_report_css[];
extern const size_t pm_tpl_report_html_len, pm_tpl_report_css_len;

/* ---- node helpers: every string goes in as a text node or attribute ---- */

/* A table cell with text, left-aligned when name is set. */
static xmlNodePtr S_td(xmlNodePtr tr, const char *text, int name)
{
    xmlNodePtr td = pm_html_el(tr, "td", text);
    if (name)
        pm_html_attr(td, "class", "name");
    return td;
}

/* 1 when name has a run of more than 20 characters with no space: a C++ template's, a
 * parametrised test's name, which would widen a table past the page. */
static int S_long_name(const char *name)
{
    size_t run = 0;
    for (const char *c = name; *c; c++) {
        run = *c == ' ' ? 0 : run + 1;
        if (run > 20)
            return 1;
    }
    return 0;
}

/* A table cell holding the group name `name` (text is name, or NULL to fill it later):
 * left-aligned, and, for a long name, free to wrap anywhere (report.css, .long). */
static xmlNodePtr S_td_group(xmlNodePtr tr, const char *text, const char *name)
{
    xmlNodePtr td = pm_html_el(tr, "td", text);
    pm_html_attr(td, "class", S_long_name(name) ? "name long" : "name");
    return td;
}

static xmlNodePtr S_th(xmlNodePtr tr, const char *text, int name)
{
    xmlNodePtr th = pm_html_el(tr, "th", text);
    if (name)
        pm_html_attr(th, "class", "name");
    return th;
}

/* A table with a header row of the given titles, column i left-aligned when bit i of left is
 * set (the columns of names and sentences); returns its body. */
static xmlNodePtr S_table_left(xmlNodePtr parent, const char *const *head, size_t n, unsigned left)
{
    xmlNodePtr t = pm_html_el(parent, "table", NULL);
    xmlNodePtr tr = pm_html_el(pm_html_el(t, "thead", NULL), "tr", NULL);
    for (size_t i = 0; i < n; i++)
        S_th(tr, head[i], i < 32 && (left >> i & 1u));
    return pm_html_el(t, "tbody", NULL);
}

/* A table whose first column only is left-aligned. */
static xmlNodePtr S_table(xmlNodePtr parent, const char *const *head, size_t n)
{
    return S_table_left(parent, head, n, 1u);
}

/* ---- numbers ---- */

/* "value (mean ± std)" of a statistic. */
static void S_stat_text(char *out, size_t size, const pm_stat *s)
{
    char v[64], m[64], d[64];
    pm_fmt_num(v, sizeof v, s->value, 3);
    pm_fmt_num(m, sizeof m, s->mean, 3);
    pm_fmt_num(d, sizeof d, s->std, 2);
    snprintf(out, size, "%s (%s \xc2\xb1 %s)", v, m, d);
}

/* ---- pieces of the page ---- */

/* The warnings of g about unknown `unknown` (NULL: all), as a list; returns how many. */
static size_t S_warnings(xmlNodePtr parent, const pm_res_group *g, const char *unknown)
{
    size_t n = 0;
    xmlNodePtr ul = NULL;
    for (size_t i = 0; i < g->nwarn; i++) {
        if (unknown && strcmp(g->warn[i].unknown ? g->warn[i].unknown : "", unknown) != 0)
            continue;
        if (ul == NULL) {
            xmlNodePtr box = pm_html_el(parent, "div", NULL);
            pm_html_attr(box, "class", "warnings");
            pm_html_el(box, "strong", "Warnings from the fit");
            ul = pm_html_el(box, "ul", NULL);
        }
        pm_buf t = PM_BUF_INIT;
        pm_warning_text(&g->warn[i], &t);
        pm_html_el(ul, "li", pm_buf_str(&t));
        pm_buf_free(&t);
        n++;
    }
    return n;
}

/* 1 for a warning listed with the coefficients: not about an exponent q, not the
   model-adequacy warning (shown with Table V). */
static int S_intrinsic_warning(const pm_warning *w)
{
    return w->code != PM_WARN_MODEL_INADEQUATE &&
           (w->unknown == NULL || strncmp(w->unknown, "q[", 2) != 0);
}

/* 1 when g has a warning about unknown. */
static int S_warned(const pm_res_group *g, const char *unknown)
{
    for (size_t i = 0; i < g->nwarn; i++)
        if (g->warn[i].unknown && strcmp(g->warn[i].unknown, unknown) == 0)
            return 1;
    return 0;
}

/* libxml2's output callback: append to the pm_buf. */
static int S_write(void *ctx, const char *data, int len)
{
    pm_buf_append(ctx, data, (size_t)len);
    return len;
}

/* The page as htmlDocDumpMemoryFormat(doc, ..., 0) writes it, appended to out
 * as it is written instead of copied out of libxml2's buffers at the end (the
 * page is megabytes with inline figures). The encoding is chosen as libxml2
 * chooses it there: the charset of a <meta http-equiv> when it names one other
 * than UTF-8 (raw UTF-8 when libxml2 does not know it, or when it names UTF-8);
 * with none (our template has <meta charset>), libxml2's "HTML" encoder: UTF-8
 * with characters outside ASCII as entity references. 0, or -1. */
static int S_serialise(xmlDocPtr doc, pm_buf *out)
{
    xmlCharEncodingHandlerPtr handler = NULL;
    const xmlChar *meta = htmlGetMetaEncoding(doc);
    if (meta != NULL) {
        if (xmlParseCharEncoding((const char *)meta) != XML_CHAR_ENCODING_UTF8)
            handler = xmlFindCharEncodingHandler((const char *)meta); /* unknown: raw */
    } else {
        handler = xmlFindCharEncodingHandler("HTML");
        if (handler == NULL)
            handler = xmlFindCharEncodingHandler("ascii");
    }
    xmlOutputBufferPtr o = xmlOutputBufferCreateIO(S_write, NULL, out, handler);
    if (o == NULL)
        return -1;
    htmlDocContentDumpFormatOutput(o, doc, NULL, 0);
    return xmlOutputBufferClose(o) < 0 ? -1 : 0;
}

/* One figure: inline SVG when there is one, else an image; caption and data link. */
static void S_figure(xmlNodePtr parent, const pm_figure *f)
{
    xmlNodePtr fig = pm_html_el(parent, "figure", NULL);
    char id[96];
    snprintf(id, sizeof id, "fig-%s", f->name);
    pm_html_attr(fig, "id", id);
    int done = 0;
    if (f->svg.len > f->svg_start) {
        /* The one paste of the page: the figure's SVG goes in as a text node that the
           serialiser writes without escaping (libxml2's "textnoenc"). It is safe because of
           where the bytes come from. f->svg is only ever filled by figures.c with what
           pm_plot_svg wrote for the figure's scene, from svg_start on (past the XML
           declaration): one <svg> element written through render/xmlw.h, whose element and
           attribute names are plot_svg.c's constants and whose every attribute value and
           text (titles, labels and tooltips that carry names from the input; path data) is
           escaped there (& < > " as entities, tab, LF and CR as character references). So
           no input byte can close an element, open one (a <script>) or end the <svg> early:
           the text is that one well-formed element, with no markup but plot_svg.c's, and its
           ids carry the figure's own prefix "fN-". Parsing it back into nodes would write
           the same bytes and took most of this page's time. */
        xmlNodePtr raw = xmlNewDocTextLen(fig->doc, (const xmlChar *)f->svg.data + f->svg_start,
                                          (int)(f->svg.len - f->svg_start));
        raw->name = xmlStringTextNoenc;
        xmlAddChild(fig, raw);
        done = 1;
    }
    if (!done && f->image) {
        xmlNodePtr img = pm_html_el(fig, "img", NULL);
        pm_html_attr(img, "src", f->image);
        pm_html_attr(img, "alt", f->title);
        pm_html_attr(img, "loading", "lazy");
        pm_html_attr(img, "width", "720");
        pm_html_attr(img, "height", "480");
    }
    xmlNodePtr cap = pm_html_el(fig, "figcaption", f->caption);
    if (f->data || f->image) {
        pm_html_text(cap, " ");
        if (f->image) {
            xmlNodePtr a = pm_html_el(cap, "a", "image");
            pm_html_attr(a, "href", f->image);
        }
        if (f->data) {
            pm_html_text(cap, f->image ? ", " : "");
            xmlNodePtr a = pm_html_el(cap, "a", "data (CSV)");
            pm_html_attr(a, "href", f->data);
        }
    }
}

/* The figures of a group (or -1: across groups) of one kind. */
static size_t S_figures(xmlNodePtr parent, const pm_figures *figs, long group, char kind)
{
    size_t n = 0;
    for (size_t i = 0; i < figs->n; i++)
        if (figs->fig[i].group == group && figs->fig[i].kind == kind) {
            S_figure(parent, &figs->fig[i]);
            n++;
        }
    return n;
}

/* What going from the smallest to the largest measured value of factor x does, by its kind:
 * the scaling term alone says t ~ E^q, so the time is multiplied by ratio^q. */
static void S_over_range(char *out, size_t size, const pm_res_exponent *x, pm_factor_kind kind)
{
    double ratio = x->range[1] / x->range[0], q = x->q.value;
    char a[32], b[32], r[32];
    out[0] = '\0';
    if (!(ratio > 1) || !isfinite(ratio) || !isfinite(q))
        return;
    pm_fmt_g(r, sizeof r, ratio, 3);
    switch (kind) {
    case PM_FACTOR_PARALLEL:
        pm_fmt_num(a, sizeof a, pow(ratio, -q), 3);
        pm_fmt_pct(b, sizeof b, pow(ratio, -q) / ratio);
        snprintf(out, size, "speedup %s\xc3\x97 at %s\xc3\x97 (efficiency %s)", a, r, b);
        break;
    case PM_FACTOR_BATCH:
        pm_fmt_num(a, sizeof a, pow(ratio, 1.0 - q), 3);
        snprintf(out, size, "throughput %s\xc3\x97 at %s\xc3\x97 the batch", a, r);
        break;
    case PM_FACTOR_SIZE:
        pm_fmt_g(a, sizeof a, pm_factor_growth(x->range, q, x->logj), 3);
        snprintf(out, size, "%s\xc3\x97 the time at %s\xc3\x97 the size (%s)", a, r,
                 x->logj ? "with its log" : pm_factor_complexity(q));
        break;
    default:
        pm_fmt_g(a, sizeof a, pm_factor_growth(x->range, q, x->logj), 3);
        snprintf(out, size, "%s\xc3\x97 the time at %s\xc3\x97 the factor", a, r);
    }
}

/* The exponents table of one group: Table VI and more. */
static void S_exponents_table(xmlNodePtr parent, const pm_result *r, const pm_res_group *g)
{
    static const char *const head[] = {"factor",
                                       "q",
                                       "mean \xc2\xb1 std over fits",
                                       "95% interval",
                                       "ideal",
                                       "measured range",
                                       "from the smallest to the largest value"};
    xmlNodePtr tb = S_table(parent, head, 7);
    for (size_t e = 0; e < g->nexp; e++) {
        const pm_res_exponent *x = &g->exp[e];
        const pm_res_param *p = &r->params[x->param];
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        char unk[300];
        snprintf(unk, sizeof unk, "q[%s]", p->name);
        if (S_warned(g, unk))
            pm_html_attr(tr, "class", "warned");
        char a[64], b[64], buf[200];
        char law[200], cell[700];
        pm_factor_law(p->name, x->q.value, x->logj, law, sizeof law);
        if (law[0]) { /* the log form: E^q (log2 E)^j, and its reading */
            snprintf(cell, sizeof cell, "%s (\xc3\x97 log2(%s)^%u: %s)", p->name, p->name, x->logj,
                     law);
            S_td(tr, cell, 1);
        } else {
            S_td(tr, p->name, 1);
        }
        pm_fmt_num(a, sizeof a, x->q.value, 3);
        S_td(tr, a, 0);
        pm_fmt_num(a, sizeof a, x->q.mean, 3);
        pm_fmt_num(b, sizeof b, x->q.std, 2);
        snprintf(buf, sizeof buf, "%s \xc2\xb1 %s", a, b);
        S_td(tr, buf, 0);
        pm_fmt_interval(buf, sizeof buf, x->q.lo, x->q.hi, 3);
        S_td(tr, buf, 0);
        pm_model_text_ideal(p, buf, sizeof buf);
        S_td(tr, buf, 0);
        pm_fmt_num(a, sizeof a, x->range[0], 4);
        pm_fmt_num(b, sizeof b, x->range[1], 4);
        snprintf(buf, sizeof buf, "%s \xe2\x80\x93 %s (%zu value%s)", a, b, x->distinct,
                 pm_fmt_s(x->distinct));
        S_td(tr, buf, 0);
        S_over_range(buf, sizeof buf, x, pm_factor_classify(p->name));
        S_td(tr, buf, 0);
    }
}

/* The cells of one coefficient row: name, a (value, mean +- std), a's interval, and
 * the power's two cells (empty when p is NULL). */
static void S_coef_cells(xmlNodePtr tr, const char *name, const pm_stat *a, const pm_stat *p)
{
    char buf[300];
    S_td(tr, name, 1);
    const pm_stat *cells[2] = {a, p};
    for (int k = 0; k < 2; k++) {
        if (cells[k] == NULL) {
            S_td(tr, "", 0);
            S_td(tr, "", 0);
            continue;
        }
        S_stat_text(buf, sizeof buf, cells[k]);
        S_td(tr, buf, 0);
        pm_fmt_interval(buf, sizeof buf, cells[k]->lo, cells[k]->hi, 3);
        S_td(tr, buf, 0);
    }
}

/* A row of one coefficient without a power, marked when a warning names its unknown. */
static void S_coef_row(xmlNodePtr tb, const pm_res_group *g, const char *unknown, const char *name,
                       const pm_stat *a)
{
    xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
    if (S_warned(g, unknown))
        pm_html_attr(tr, "class", "warned");
    S_coef_cells(tr, name, a, NULL);
}

static void S_coefficients_table(xmlNodePtr parent, const pm_result *r, const pm_res_group *g)
{
    static const char *const head[] = {"term", "a: value (mean \xc2\xb1 std)", "a: 95% interval",
                                       "p: value (mean \xc2\xb1 std)", "p: 95% interval"};
    xmlNodePtr tb = S_table(parent, head, 5);
    char buf[300];
    for (size_t i = 0; i < g->nterm; i++) {
        const pm_res_term *t = &g->term[i];
        const char *name = r->params[t->param].name;
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        char pu[300];
        snprintf(pu, sizeof pu, "p[%s]", name);
        if (S_warned(g, pu))
            pm_html_attr(tr, "class", "warned");
        if (pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT) { /* a factor of the product */
            snprintf(buf, sizeof buf, "\xc3\x97 %s^p", name);
            S_coef_cells(tr, buf, NULL, &t->p);
            continue;
        }
        snprintf(buf, sizeof buf, "a \xc2\xb7 %s^p", name);
        S_coef_cells(tr, buf, &t->a, &t->p);
    }
    int refs = 0;
    for (size_t l = 0; l < g->nlev; l++) {
        const pm_res_level *lv = &g->lev[l];
        const pm_res_param *p = &r->params[lv->param];
        refs |= lv->reference;
        if (lv->reference) {
            snprintf(buf, sizeof buf, "[%s = %s]: the reference, its term in a0", p->name,
                     p->levels[lv->level]);
            xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
            S_td(tr, buf, 1);
            pm_html_attr(pm_html_el(tr, "td", "0 by definition"), "colspan", "4");
            continue;
        }
        snprintf(buf, sizeof buf, "a \xc2\xb7 [%s = %s] (the difference from the reference)",
                 p->name, p->levels[lv->level]);
        char au[300];
        snprintf(au, sizeof au, "a[%s=%s]", p->name, p->levels[lv->level]);
        S_coef_row(tb, g, au, buf, &lv->a);
    }
    if (g->has_base)
        S_coef_row(tb, g, "a0",
                   refs ? "a0 (base: the term at every reference level)"
                        : "a0 (base: no intrinsic parameter)",
                   &g->base);
    snprintf(buf, sizeof buf, "C (constant%s%s)", r->unit[0] ? ", " : "", r->unit);
    S_coef_row(tb, g, "C", buf, &g->constant);
}

static void S_metrics_row(xmlNodePtr tb, const char *set, const pm_metrics *m, const char *unit)
{
    xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
    char buf[64], u[160];
    S_td(tr, set, 1);
    snprintf(buf, sizeof buf, "%zu", m->n);
    S_td(tr, buf, 0);
    pm_fmt_pct(buf, sizeof buf, m->mape);
    S_td(tr, buf, 0);
    pm_fmt_num(buf, sizeof buf, m->mse, 3);
    snprintf(u, sizeof u, "%s%s%s%s", buf, unit[0] ? " " : "", unit, unit[0] ? "\xc2\xb2" : "");
    S_td(tr, u, 0);
    pm_fmt_num(buf, sizeof buf, m->rmse, 3);
    snprintf(u, sizeof u, "%s%s%s", buf, unit[0] ? " " : "", unit);
    S_td(tr, u, 0);
    pm_fmt_num(buf, sizeof buf, m->r2, 4);
    S_td(tr, buf, 0);
}

/* ---- Table V: the model beside the black boxes ---- */

/* One row of Table V: its name, settings and scores (NULL scores: not known). */
typedef struct S_row5 {
    char name[160];
    char settings[200];
    const pm_metrics *test, *train;
} S_row5;

/* The settings of black box b as people read them: "80 trees, max_depth 12". */
static void S_bb_settings(const pm_res_blackbox *b, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < pm_bb_nhyper(b->kind) && len < size; i++) {
        char v[64];
        pm_fmt_num(v, sizeof v, b->hyper[i], 3);
        len += (size_t)snprintf(out + len, size - len, "%s%s %s", i ? ", " : "",
                                pm_bb_hyper_name(b->kind, i), v);
    }
}

/* The model-adequacy warning of g as a box; returns 1 when there is one. */
static int S_adequacy_box(xmlNodePtr parent, const pm_res_group *g)
{
    const pm_warning *w = pm_result_inadequate(g);
    if (w == NULL)
        return 0;
    xmlNodePtr box = pm_html_el(parent, "div", NULL);
    pm_html_attr(box, "class", "warnings adequacy");
    pm_html_el(box, "strong", "Model adequacy: ");
    pm_buf t = PM_BUF_INIT;
    pm_warning_text(w, &t);
    pm_buf_puts(&t, ". Its exponents describe the data less well than usual; the gate still "
                    "judges them (pair by pair where the runs share configurations), and notes "
                    "this beside its verdict (--require-adequate makes them inconclusive).");
    pm_html_text(box, pm_buf_str(&t));
    pm_buf_free(&t);
    return 1;
}

/* The scores m of a model of g on its test configurations (or by leave-one-out), or NULL
 * when g has none. */
static const pm_metrics *S_scored(const pm_res_group *g, const pm_metrics *m)
{
    return pm_model_text_tested(g) && m->n > 0 ? m : NULL;
}

/* Table V's rows for g into rows (room for 2 + PM_BB_NKINDS): the model, its variant with
 * the other regularisation when it ran, each black box. Returns how many. */
static size_t S_table5_rows(const pm_result *r, const pm_res_group *g, S_row5 *rows)
{
    const pm_res_compare *c = &g->compare;
    size_t n = 0;
    memset(rows, 0, (2 + PM_BB_NKINDS) * sizeof *rows);
    snprintf(rows[n].name, sizeof rows[n].name, "generic model");
    char form[64] = ""; /* "product form, ": the forms other than the paper's say so */
    if (g->form != PM_FORM_PAPER)
        snprintf(form, sizeof form, "%s form, ", pm_form_get(g->form)->name);
    if (r->settings.reg != PM_REG_NONE && g->lambda > 0)
        snprintf(rows[n].settings, sizeof rows[n].settings, "%s%s, lambda %g", form,
                 pm_reg_name(r->settings.reg), g->lambda);
    else
        snprintf(rows[n].settings, sizeof rows[n].settings, "%sno penalty", form);
    rows[n].test = S_scored(g, &g->test);
    rows[n++].train = &g->train;
    if (c->has_variant) {
        snprintf(rows[n].name, sizeof rows[n].name, "generic model, %s",
                 c->variant_reg == PM_REG_NONE ? "without regularisation" : "regularised");
        if (c->variant_reg == PM_REG_NONE)
            snprintf(rows[n].settings, sizeof rows[n].settings, "%sno penalty, 1 fit", form);
        else
            snprintf(rows[n].settings, sizeof rows[n].settings, "%s%s, lambda %g, 1 fit", form,
                     pm_reg_name(c->variant_reg), c->variant_lambda);
        rows[n].test = S_scored(g, &c->variant_test);
        rows[n++].train = &c->variant_train;
    }
    for (size_t k = 0; k < c->nbb; k++) {
        snprintf(rows[n].name, sizeof rows[n].name, "%s", pm_bb_name(c->bb[k].kind));
        S_bb_settings(&c->bb[k], rows[n].settings, sizeof rows[n].settings);
        rows[n].test = S_scored(g, &c->bb[k].test);
        rows[n++].train = &c->bb[k].train;
    }
    return n;
}

/* The best row of each score column into best[4] (test MAPE, RMSE, R^2, train MAPE): lowest
 * error, highest R^2; rows without test scores compete for train MAPE only. */
static void S_table5_best(const S_row5 *rows, size_t n, size_t best[4])
{
    best[0] = best[1] = best[2] = best[3] = 0;
    for (size_t i = 1; i < n; i++) {
        if (rows[i].test == NULL)
            continue;
        const pm_metrics *m = rows[i].test, *b0 = rows[best[0]].test, *b1 = rows[best[1]].test,
                         *b2 = rows[best[2]].test;
        if (m->mape < b0->mape)
            best[0] = i;
        if (m->rmse < b1->rmse)
            best[1] = i;
        if (m->r2 > b2->r2)
            best[2] = i;
        if (rows[i].train->mape < rows[best[3]].train->mape)
            best[3] = i;
    }
}

/* What the table compares: the same configurations for every model (held out, or each left
 * out), and, past a few thousand configurations, the black boxes' seeded sample. */
static void S_table5_intro(xmlNodePtr sec, const pm_res_group *g)
{
    const pm_res_compare *c = &g->compare;
    char buf[600];
    size_t ntest = g->loo ? g->test.n : g->n_test;
    if (g->loo)
        snprintf(buf, sizeof buf,
                 "Every model fitted on the same %zu configuration%s and scored by leaving each "
                 "out in turn (each predicted by the model refitted without it: too few for a "
                 "held-out set). The black boxes explain nothing, but when one predicts the "
                 "configurations far better than the model, the model is missing something. "
                 "Bold: the best of the column.",
                 g->n_train, pm_fmt_s(g->n_train));
    else
        snprintf(buf, sizeof buf,
                 "Every model fitted on the same %zu training configurations and scored on the "
                 "same %zu held out. The black boxes explain nothing, but when one predicts the "
                 "test configurations far better than the model, the model is missing something. "
                 "Bold: the best of the column.",
                 g->n_train, g->n_test);
    pm_html_el(sec, "p", buf);
    for (size_t k = 0; k < c->nbb; k++)
        if (c->bb[k].test.n != ntest || c->bb[k].train.n != g->n_train) {
            snprintf(buf, sizeof buf,
                     "The black boxes' scores rest on a seeded sample: %zu of the %zu test and "
                     "%zu of the %zu training configurations; their scatters show those.",
                     c->bb[k].test.n, ntest, c->bb[k].train.n, g->n_train);
            pm_html_el(sec, "p", buf);
            break;
        }
}

/* The table itself: one row per model, the best of each score column in bold. */
static void S_table5_table(xmlNodePtr sec, const pm_result *r, const S_row5 *rows, size_t n,
                           const size_t best[4])
{
    static const char *const head[] = {"model",          "test MAPE",  "test RMSE",
                                       "test R\xc2\xb2", "train MAPE", "settings"};
    xmlNodePtr tb = S_table(sec, head, 6);
    for (size_t i = 0; i < n; i++) {
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        S_td(tr, rows[i].name, 1);
        const pm_metrics *t = rows[i].test;
        char cells[4][96];
        pm_fmt_pct(cells[0], sizeof cells[0], t ? t->mape : NAN);
        char num[64];
        pm_fmt_num(num, sizeof num, t ? t->rmse : NAN, 3);
        snprintf(cells[1], sizeof cells[1], "%s%s%s", num, r->unit[0] && t ? " " : "",
                 t ? r->unit : "");
        pm_fmt_num(cells[2], sizeof cells[2], t ? t->r2 : NAN, 4);
        pm_fmt_pct(cells[3], sizeof cells[3], rows[i].train->mape);
        for (int k = 0; k < 4; k++) {
            int is_best = best[k] == i && n > 1 && (k == 3 || t != NULL);
            xmlNodePtr td = S_td(tr, is_best ? NULL : cells[k], 0);
            if (is_best) {
                pm_html_attr(td, "class", "best");
                pm_html_el(td, "strong", cells[k]);
            }
        }
        S_td(tr, rows[i].settings, 1);
    }
}

/* Table V of group gi: the model beside its variant and the black boxes, what it compares, the
 * comparison's note, the adequacy warning, and the black boxes' scatters. */
static void S_table5(xmlNodePtr sec, const pm_result *r, size_t gi, const pm_figures *figs)
{
    const pm_res_group *g = &r->groups[gi];
    pm_html_el(sec, "h3", "The model against black boxes (Table V)");
    S_row5 rows[2 + PM_BB_NKINDS];
    size_t n = S_table5_rows(r, g, rows), best[4];
    S_table5_best(rows, n, best);
    S_table5_intro(sec, g);
    S_table5_table(sec, r, rows, n, best);
    if (g->compare.note) {
        char buf[600];
        snprintf(buf, sizeof buf, "Note: %s.", g->compare.note);
        pm_html_el(sec, "p", buf);
    }
    S_adequacy_box(sec, g);
    xmlNodePtr grid = pm_html_el(sec, "div", NULL);
    pm_html_attr(grid, "class", "grid");
    if (S_figures(grid, figs, (long)gi, 'b') == 0)
        xmlUnlinkNode(grid), xmlFreeNode(grid);
}

/* Group gi's section, with its heading: "framework = eager", or "All data: all". */
static xmlNodePtr S_group_section(xmlNodePtr parent, const pm_result *r, size_t gi)
{
    const pm_res_group *g = &r->groups[gi];
    xmlNodePtr sec = pm_html_el(parent, "section", NULL);
    char id[64], buf[512];
    snprintf(id, sizeof id, "group-%zu", gi + 1);
    pm_html_attr(sec, "id", id);
    pm_html_attr(sec, "class", "group");
    snprintf(buf, sizeof buf, "%s%s", r->group_by ? "" : "All data: ", g->name);
    xmlNodePtr h2 = pm_html_el(sec, "h2", r->group_by ? NULL : buf);
    if (r->group_by) {
        pm_html_text(h2, r->group_by);
        pm_html_text(h2, " = ");
        pm_html_el(h2, "code", g->name);
    }
    return sec;
}

/* How g was fitted and tested, then its model (form, regime) and noise. */
static void S_group_intro(xmlNodePtr sec, const pm_result *r, const pm_res_group *g)
{
    char mape[64];
    pm_fmt_pct(mape, sizeof mape, g->test.mape);
    pm_buf vt = PM_BUF_INIT;
    pm_model_text_validation(g, &vt);
    vt.data[0] = (char)toupper((unsigned char)vt.data[0]);
    if (pm_model_text_tested(g))
        pm_buf_printf(&vt, "; %s MAPE %s", pm_model_text_test_name(g), mape);
    pm_buf_printf(&vt,
                  ". Values are the lowest-cost of %zu fit%s; \xc2\xb1 is the spread over "
                  "them.",
                  g->nfits, pm_fmt_s(g->nfits));
    pm_html_el(sec, "p", pm_buf_str(&vt));
    pm_buf_free(&vt);
    pm_buf mt = PM_BUF_INIT;
    pm_buf_puts(&mt, "Model: ");
    pm_model_text_form(r, g, r->settings.form, &mt);
    pm_buf_printf(&mt, ", %s. ", pm_model_text_formula(g->form));
    if (g->regime.nparam > 0) { /* each regime's exponents and the breakpoint */
        pm_buf r0 = PM_BUF_INIT;
        pm_model_text_regime(r, g, &r0);
        const char *t = pm_buf_str(&r0);
        pm_buf_printf(&mt, "%c%s. ", toupper((unsigned char)t[0]), t + 1);
        pm_buf_free(&r0);
    }
    pm_buf_puts(&mt, "Noise: ");
    pm_model_text_noise(g, 1, &mt);
    pm_buf_puts(&mt, ".");
    pm_html_attr(pm_html_el(sec, "p", pm_buf_str(&mt)), "class", "noise");
    pm_buf_free(&mt);
}

/* The scaling exponents with their warnings, the scatter and scaling figures, the metrics and
 * Table V. */
static void S_group_fit(xmlNodePtr sec, const pm_result *r, size_t gi, const pm_figures *figs)
{
    const pm_res_group *g = &r->groups[gi];
    char buf[512];
    pm_html_el(sec, "h3", "Scaling exponents");
    S_exponents_table(sec, r, g);
    for (size_t e = 0; e < g->nexp; e++) {
        snprintf(buf, sizeof buf, "q[%s]", r->params[g->exp[e].param].name);
        S_warnings(sec, g, buf);
    }
    pm_html_el(sec, "h3", "Predicted against measured");
    S_figures(sec, figs, (long)gi, 's');
    xmlNodePtr grid = pm_html_el(sec, "div", NULL);
    pm_html_attr(grid, "class", "grid");
    if (S_figures(grid, figs, (long)gi, 'c') == 0)
        xmlUnlinkNode(grid), xmlFreeNode(grid);
    pm_html_el(sec, "h3", "Metrics");
    static const char *const mhead[] = {"set", "configurations", "MAPE",
                                        "MSE", "RMSE",           "R\xc2\xb2"};
    xmlNodePtr tb = S_table(sec, mhead, 6);
    S_metrics_row(tb, "train", &g->train, r->unit);
    if (pm_model_text_tested(g))
        S_metrics_row(tb, pm_model_text_test_name(g), &g->test, r->unit);
    if (g->compare.ran)
        S_table5(sec, r, gi, figs);
}

/* The coefficients, and the warnings about the intrinsic terms. */
static void S_group_coefficients(xmlNodePtr sec, const pm_result *r, const pm_res_group *g)
{
    pm_html_el(sec, "h3", "Coefficients");
    S_coefficients_table(sec, r, g);
    size_t other = 0;
    for (size_t i = 0; i < g->nwarn; i++)
        other += S_intrinsic_warning(&g->warn[i]);
    if (other == 0)
        return;
    xmlNodePtr box = pm_html_el(sec, "div", NULL);
    pm_html_attr(box, "class", "warnings");
    pm_html_el(box, "strong", "Warnings about the intrinsic terms");
    xmlNodePtr ul = pm_html_el(box, "ul", NULL);
    for (size_t i = 0; i < g->nwarn; i++) {
        if (!S_intrinsic_warning(&g->warn[i]))
            continue;
        pm_buf t = PM_BUF_INIT;
        pm_warning_text(&g->warn[i], &t);
        pm_html_el(ul, "li", pm_buf_str(&t));
        pm_buf_free(&t);
    }
}

/* The residual figures, folded away, and the regularisation sweep's. */
static void S_group_more(xmlNodePtr sec, const pm_res_group *g, size_t gi, const pm_figures *figs)
{
    size_t nres = 0;
    for (size_t i = 0; i < figs->n; i++)
        nres += figs->fig[i].group == (long)gi && figs->fig[i].kind == 'r';
    if (nres) {
        char buf[512];
        xmlNodePtr det = pm_html_el(sec, "details", NULL);
        snprintf(buf, sizeof buf, "Residuals by parameter (%zu figure%s): where the model misfits",
                 nres, pm_fmt_s(nres));
        pm_html_el(det, "summary", buf);
        xmlNodePtr rg = pm_html_el(det, "div", NULL);
        pm_html_attr(rg, "class", "grid");
        S_figures(rg, figs, (long)gi, 'r');
    }
    if (g->nsweep) {
        pm_html_el(sec, "h3", "Regularisation sweep");
        xmlNodePtr sg = pm_html_el(sec, "div", NULL);
        pm_html_attr(sg, "class", "grid");
        S_figures(sg, figs, (long)gi, 'w');
        S_figures(sg, figs, (long)gi, 'p');
    }
}

/* Group gi's section: heading, how it was fitted, exponents and figures, metrics and Table
 * V, coefficients, then the residuals and the sweep. */
static void S_group(xmlNodePtr parent, const pm_result *r, size_t gi, const pm_figures *figs)
{
    const pm_res_group *g = &r->groups[gi];
    xmlNodePtr sec = S_group_section(parent, r, gi);
    S_group_intro(sec, r, g);
    S_group_fit(sec, r, gi, figs);
    S_group_coefficients(sec, r, g);
    S_group_more(sec, g, gi, figs);
}

/* ---- placeholders ---- */

typedef struct S_page {
    const pm_render_ctx *ctx;
    const pm_figures *figs;
    const char *css;
    size_t css_len;
    const pm_shown *shown; /* the groups shown in full (render/shown.h) */
    int times_slot;        /* 1 when the template has a data-pm="times" placeholder (else
                              the times go at the end of the summary) */
} S_page;

/* "N more groups ..." where a section leaves groups out, or nothing. */
static void S_rest_note(xmlNodePtr n, const S_page *pg, const char *what)
{
    if (pg->shown->nrest == 0)
        return;
    char buf[600];
    snprintf(buf, sizeof buf,
             "%s shows %zu of the %zu groups (PM_REPORT_FULL_GROUPS): those with a gate "
             "comparison that regressed or was inconclusive, then the worst by test MAPE. The "
             "other %zu are one row each in the summary table, and in plots/exponents.csv, "
             "fit.txt and model.json.",
             what, pg->shown->nfull, pg->ctx->result->ngroups, pg->shown->nrest);
    xmlNodePtr p = pm_html_el(n, "p", buf);
    pm_html_attr(p, "class", "left-out");
}

static void S_fill_title(xmlNodePtr n, const S_page *pg)
{
    char buf[400];
    snprintf(buf, sizeof buf, "Performance report: %s", pg->ctx->result->target);
    pm_html_text(n, buf);
}

static void S_fill_header(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    pm_html_el(n, "h1", "Performance report");
    char buf[600];
    /* configurations and measurements from the groups */
    size_t conf = 0, meas = 0, ng = r->ngroups + r->ntimes;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        conf += r->groups[gi].points.n;
        meas += r->groups[gi].n_meas;
    }
    for (size_t i = 0; i < r->ntimes; i++) {
        conf += r->times[i].configs.n;
        meas += r->times[i].n_meas;
    }
    char groups[160];
    if (r->ntimes)
        snprintf(groups, sizeof groups, "%zu group%s (%zu with a model, %zu by %s times only)", ng,
                 pm_fmt_s(ng), r->ngroups, r->ntimes, r->ntimes == 1 ? "its" : "their");
    else
        snprintf(groups, sizeof groups, "%zu group%s", ng, pm_fmt_s(ng));
    snprintf(buf, sizeof buf,
             "Target %s%s%s%s; %s; %zu configuration%s from %zu measurement%s in %zu input "
             "file%s.",
             r->target, r->unit[0] ? " (" : "", r->unit, r->unit[0] ? ")" : "", groups, conf,
             pm_fmt_s(conf), meas, pm_fmt_s(meas), r->input_files, pm_fmt_s(r->input_files));
    pm_html_el(n, "p", buf);
    if (r->meta.source_date_epoch >= 0) {
        time_t t = (time_t)r->meta.source_date_epoch;
        struct tm tm;
        char date[64];
        if (gmtime_r(&t, &tm) && strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", &tm) > 0) {
            snprintf(buf, sizeof buf, "Date: %s (SOURCE_DATE_EPOCH).", date);
            pm_html_el(n, "p", buf);
        }
    }
}

static void S_fill_toc(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    xmlNodePtr ul = pm_html_el(n, "ul", NULL);
    static const char *const fixed[][2] = {
        {"#verdict", "Verdict"}, {"#summary", "Summary"}, {"#compare", "Groups compared"}};
    for (size_t i = 0; i < 3; i++) {
        if (i == 2 && r->ngroups < 2)
            continue;
        xmlNodePtr a = pm_html_el(pm_html_el(ul, "li", NULL), "a", fixed[i][1]);
        pm_html_attr(a, "href", fixed[i][0]);
        if (i == 1 && r->ntimes) {
            a = pm_html_el(pm_html_el(ul, "li", NULL), "a", "Times");
            pm_html_attr(a, "href", "#times");
        }
    }
    if (pg->ctx->series && pg->ctx->series->nrun > 0) {
        xmlNodePtr a = pm_html_el(pm_html_el(ul, "li", NULL), "a", "Exponents over time");
        pm_html_attr(a, "href", "#history");
    }
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        if (!pm_shown_full(pg->shown, gi))
            continue;
        char href[64];
        snprintf(href, sizeof href, "#group-%zu", gi + 1);
        xmlNodePtr a = pm_html_el(pm_html_el(ul, "li", NULL), "a", r->groups[gi].name);
        pm_html_attr(a, "href", href);
    }
    if (pg->shown->nrest) {
        char buf[120];
        snprintf(buf, sizeof buf, "%zu more groups in the summary table", pg->shown->nrest);
        xmlNodePtr a = pm_html_el(pm_html_el(ul, "li", NULL), "a", buf);
        pm_html_attr(a, "href", "#summary");
    }
}

/* The gate's rows: one per group and factor compared by their exponents, and the rule. */
static void S_gate_rows(xmlNodePtr n, const pm_gate *gate)
{
    static const char *const row_word[] = {"pass", "inconclusive", "regression", "none"};
    char buf[800];
    static const char *const head[] = {"group",     "factor", "baseline q", "this run q", "change",
                                       "threshold", "MDC",    "verdict",    "why"};
    xmlNodePtr tb = S_table_left(n, head, 9, 1u | 1u << 1 | 1u << 7 | 1u << 8);
    for (size_t i = 0; i < gate->nrows; i++) {
        const pm_gate_row *row = &gate->rows[i];
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        pm_html_attr(tr, "class", row_word[row->verdict]);
        S_td_group(tr, row->group, row->group);
        S_td(tr, row->factor, 1);
        char a[64], b[64];
        pm_fmt_num(a, sizeof a, row->q_base, 3);
        pm_fmt_interval(b, sizeof b, row->q_base - 1.96 * row->se_base,
                        row->q_base + 1.96 * row->se_base, 3);
        snprintf(buf, sizeof buf, "%s %s", a, isfinite(row->se_base) ? b : "");
        S_td(tr, buf, 0);
        if (row->method == PM_GATE_BY_PAIRS) { /* the baseline's q plus the paired change */
            char c[96];
            pm_gate_fmt_this_q(row, 3, c, sizeof c);
            S_td(tr, c, 0);
        } else {
            pm_fmt_num(a, sizeof a, row->q_cand, 3);
            pm_fmt_interval(b, sizeof b, row->q_cand - 1.96 * row->se_cand,
                            row->q_cand + 1.96 * row->se_cand, 3);
            snprintf(buf, sizeof buf, "%s %s", a, isfinite(row->se_cand) ? b : "");
            S_td(tr, buf, 0);
        }
        pm_fmt_num(a, sizeof a, row->delta, 3);
        snprintf(buf, sizeof buf, "%s%s", row->delta > 0 ? "+" : "", a);
        S_td(tr, buf, 0);
        pm_fmt_num(a, sizeof a, row->threshold, 3);
        if (isfinite(row->limit)) {
            pm_fmt_num(b, sizeof b, row->limit, 3);
            snprintf(buf, sizeof buf, "%s (limit q \xe2\x89\xa4 %s)", a, b);
            S_td(tr, buf, 0);
        } else {
            S_td(tr, a, 0);
        }
        pm_fmt_num(a, sizeof a, row->mdc, 3);
        S_td(tr, a, 0);
        S_td(tr, row_word[row->verdict], 1);
        if (row->note) {
            pm_buf why = PM_BUF_INIT;
            pm_buf_printf(&why, "%s. Note: %s.", row->reason, row->note);
            S_td(tr, pm_buf_str(&why), 1);
            pm_buf_free(&why);
        } else {
            S_td(tr, row->reason, 1);
        }
    }
    char rule[256], foot[1200];
    pm_gate_rule_text(gate, rule, sizeof rule);
    snprintf(foot, sizeof foot,
             "%s %s The fits' q are each refitted on every configuration where both runs have "
             "that refit. Larger q "
             "is worse for every factor. MDC: the smallest rise of q the gate catches with 95%% "
             "power. Intervals: each q's 95%% interval.",
             rule, pm_gate_columns_note);
    pm_html_el(n, "p", foot);
}

/* The gate's groups compared by their times: a table of their ratios, thresholds, minimum
 * detectable slowdowns, verdicts and reasons, and what the columns mean. */
static void S_gate_times(xmlNodePtr n, const pm_gate *gate)
{
    static const char *const row_word[] = {"pass", "inconclusive", "regression", "none"};
    if (gate->ntimes == 0)
        return;
    pm_html_el(n, "h3", "Compared by their times");
    static const char *const head[] = {
        "group", "configurations matched", "time ratio", "threshold", "MDS", "verdict", "why"};
    xmlNodePtr tb = S_table_left(n, head, 7, 1u | 1u << 5 | 1u << 6);
    for (size_t i = 0; i < gate->ntimes; i++) {
        const pm_gate_time *t = &gate->times[i];
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        pm_html_attr(tr, "class", row_word[t->verdict]);
        S_td_group(tr, t->group, t->group);
        char a[64], b[64], c[64], buf[300];
        snprintf(buf, sizeof buf, "%zu", t->npairs);
        S_td(tr, buf, 0);
        pm_model_text_ratio(a, sizeof a, t->ratio);
        if (isfinite(t->speed) && t->speed != 1.0 && isfinite(t->raw_ratio)) {
            pm_model_text_ratio(b, sizeof b, t->raw_ratio);
            pm_model_text_ratio(c, sizeof c, t->speed);
            snprintf(buf, sizeof buf, "%s (%s over the machine speed %s)", a, b, c);
            S_td(tr, buf, 0);
        } else
            S_td(tr, a, 0);
        pm_model_text_ratio(a, sizeof a, t->max_slowdown);
        S_td(tr, a, 0);
        pm_model_text_ratio(a, sizeof a, t->mds);
        S_td(tr, a, 0);
        S_td(tr, row_word[t->verdict], 1);
        S_td(tr, t->reason, 1);
    }
    pm_html_el(
        n, "p",
        "Time ratio: this run's times over the baseline's, the mean of the matched "
        "configurations' log ratios, after the machine-speed factor where the groups with a "
        "model give one. A group regresses when the ratio exceeds the threshold "
        "(--max-slowdown) with one-sided 95% confidence. MDS: the smallest slowdown the gate "
        "catches with 95% power.");
}

static void S_fill_verdict(xmlNodePtr n, const S_page *pg)
{
    const pm_gate *gate = pg->ctx->gate;
    char buf[800];
    pm_html_el(n, "h2", "Verdict");
    xmlNodePtr box = pm_html_el(n, "div", NULL);
    if (gate == NULL) {
        pm_html_attr(box, "class", "verdict none");
        pm_html_el(box, "strong", "No gate ran.");
        snprintf(buf, sizeof buf,
                 " No baseline was given, so no %s was compared; run with --baseline REF to gate "
                 "this result against an earlier one.",
                 pg->ctx->result->ngroups == 0 ? "time"
                 : pg->ctx->result->ntimes     ? "exponent or time"
                                               : "exponent");
        pm_html_text(box, buf);
        return;
    }
    static const char *const cls[] = {"verdict pass", "verdict inconclusive", "verdict regression",
                                      "verdict none"};
    static const char *const word[] = {"Pass.", "Inconclusive.", "Regression.", "No baseline yet."};
    pm_html_attr(box, "class", cls[gate->verdict]);
    if (gate->verdict == PM_GATE_NONE) {
        pm_html_el(box, "strong", word[gate->verdict]);
        snprintf(buf, sizeof buf, " Against %s: %s.", gate->baseline, gate->none_note);
        pm_html_text(box, buf);
        return;
    }
    pm_html_el(box, "strong", word[gate->verdict]);
    snprintf(buf, sizeof buf,
             " Against %s: %zu comparison%s passed, %zu regressed, %zu inconclusive.",
             gate->baseline, gate->npass, gate->npass == 1 ? "" : "s", gate->nregression,
             gate->ninconclusive);
    pm_html_text(box, buf);
    if (gate->confirm) { /* a rerun (--confirm): both verdicts */
        pm_buf t = PM_BUF_INIT;
        pm_buf_printf(&t, "Rerun: %s%s%s", gate->confirm->text,
                      gate->confirm->baseline_note ? " " : "",
                      gate->confirm->baseline_note ? gate->confirm->baseline_note : "");
        pm_html_el(box, "p", pm_buf_str(&t));
        pm_buf_free(&t);
    }
    if (gate->speed_note) {
        snprintf(buf, sizeof buf, "Machine speed: %s.", gate->speed_note);
        pm_html_el(box, "p", buf);
    }
    if (gate->machine_note) {
        snprintf(buf, sizeof buf, "Machine: %s.", gate->machine_note);
        pm_html_el(box, "p", buf);
    }
    if (gate->aggregate_note) {
        snprintf(buf, sizeof buf, "Aggregation: %s.", gate->aggregate_note);
        pm_html_el(box, "p", buf);
    }
    if (gate->noise_note) {
        snprintf(buf, sizeof buf, "Noise: %s.", gate->noise_note);
        pm_html_el(box, "p", buf);
    }
    for (size_t i = 0; i < gate->nspeed; i++) {
        const pm_gate_speed *sp = &gate->speed[i];
        if (sp->paired)
            snprintf(buf, sizeof buf,
                     "%s: compared pair by pair on %zu configuration%s measured in both runs.",
                     sp->group, sp->npairs, pm_fmt_s(sp->npairs));
        else
            snprintf(buf, sizeof buf, "%s: compared by the two fits' exponents (not paired: %s).",
                     sp->group, sp->pair_note ? sp->pair_note : "no configurations matched");
        pm_html_el(box, "p", buf);
    }
    if (gate->nrows)
        S_gate_rows(n, gate);
    S_gate_times(n, gate);
}

/* The summary table: one row per fitted group and factor (a group shown in full links to its
 * section). */
static void S_summary_table(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    static const char *const head[] = {"group", "factor",    "q",           "95% interval",
                                       "ideal", "test MAPE", "noise floor", "warnings"};
    xmlNodePtr tb = S_table(n, head, 8);
    char buf[200];
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        size_t rows = g->nexp ? g->nexp : 1;
        for (size_t e = 0; e < rows; e++) {
            xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
            xmlNodePtr td = S_td_group(tr, NULL, g->name);
            char href[64];
            snprintf(href, sizeof href, "#group-%zu", gi + 1);
            if (pm_shown_full(pg->shown, gi)) {
                xmlNodePtr a = pm_html_el(td, "a", g->name);
                pm_html_attr(a, "href", href);
            } else {
                pm_html_text(td, g->name); /* no section of its own */
            }
            if (g->nexp == 0) {
                S_td(tr, "(no extrinsic factor)", 1);
                S_td(tr, "", 0);
                S_td(tr, "", 0);
                S_td(tr, "", 0);
            } else {
                const pm_res_exponent *x = &g->exp[e];
                const char *name = r->params[x->param].name;
                char unk[300];
                snprintf(unk, sizeof unk, "q[%s]", name);
                if (S_warned(g, unk))
                    pm_html_attr(tr, "class", "warned");
                S_td(tr, name, 1);
                pm_fmt_num(buf, sizeof buf, x->q.value, 3);
                S_td(tr, buf, 0);
                pm_fmt_interval(buf, sizeof buf, x->q.lo, x->q.hi, 3);
                S_td(tr, buf, 0);
                pm_model_text_ideal(&r->params[x->param], buf, sizeof buf);
                S_td(tr, buf, 0);
            }
            char mape[64];
            pm_fmt_pct(mape, sizeof mape, pm_model_text_tested(g) ? g->test.mape : NAN);
            snprintf(buf, sizeof buf, "%s%s", mape, g->loo ? " (leave-one-out)" : "");
            S_td(tr, buf, 0);
            pm_fmt_pct(buf, sizeof buf, g->noise.floor);
            S_td(tr, isfinite(g->noise.floor) ? buf : "unknown", 0);
            snprintf(buf, sizeof buf, "%zu", g->nwarn);
            S_td(tr, buf, 0);
        }
    }
}

/* The groups the model does not fit: one row each, with why, and what the columns mean. */
static void S_times(xmlNodePtr n, const pm_result *r)
{
    pm_html_el(n, "h2", "Times");
    char buf[600];
    snprintf(buf, sizeof buf,
             "%s without a model: no parameter varies in %s, or %s no more configurations than "
             "the model's unknowns. %s reported by %s times, and a gate against a baseline "
             "compares those (--max-slowdown).",
             r->ntimes == 1 ? "The group" : "The groups", r->ntimes == 1 ? "it" : "them",
             r->ntimes == 1 ? "it has" : "they have", r->ntimes == 1 ? "It is" : "They are",
             r->ntimes == 1 ? "its" : "their");
    pm_html_el(n, "p", buf);
    static const char *const head[] = {"group",       "why no model", "configurations",
                                       "median time", "measurements", "noise"};
    xmlNodePtr tb = S_table_left(n, head, 6, 1u | 1u << 1);
    for (size_t i = 0; i < r->ntimes; i++) {
        const pm_res_times *t = &r->times[i];
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        S_td_group(tr, t->name, t->name);
        pm_buf why = PM_BUF_INIT;
        pm_model_text_why(t, &why);
        S_td(tr, pm_buf_str(&why), 1);
        pm_buf_free(&why);
        snprintf(buf, sizeof buf, "%zu", t->configs.n);
        S_td(tr, buf, 0);
        pm_model_text_time(buf, sizeof buf, pm_res_times_median(t), r->unit);
        S_td(tr, buf, 0);
        snprintf(buf, sizeof buf, "%zu", t->n_meas);
        S_td(tr, buf, 0);
        pm_fmt_pct(buf, sizeof buf, pm_model_text_times_noise(t));
        S_td(tr, buf, 0);
    }
    pm_html_el(
        n, "p",
        "Median time: the median of the configurations' medians. Noise: the standard "
        "deviation of ln of a configuration's repeated measurements (about their relative "
        "spread), the median over the configurations measured more than once; " PM_FMT_UNKNOWN
        " when none was.");
}

/* "Times" where the template has a place for it; removed when every group has a model. */
static void S_fill_times(xmlNodePtr n, const S_page *pg)
{
    if (pg->ctx->result->ntimes == 0) {
        xmlUnlinkNode(n);
        xmlFreeNode(n);
        return;
    }
    S_times(n, pg->ctx->result);
}

static void S_fill_summary(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    pm_html_el(n, "h2", "Summary");
    if (r->ngroups == 0) {
        pm_buf t = PM_BUF_INIT;
        pm_model_text_nothing(r, &t);
        pm_buf_puts(&t, ".");
        xmlNodePtr p = pm_html_el(n, "p", NULL);
        pm_html_el(p, "strong", "Nothing to scale here");
        pm_html_text(p, pm_buf_str(&t) + strlen("nothing to scale here"));
        pm_buf_free(&t);
    } else {
        pm_buf t = PM_BUF_INIT;
        pm_model_text_reading(r, &t);
        if (t.len)
            pm_html_el(n, "p", pm_buf_str(&t));
        pm_buf_free(&t);
        S_summary_table(n, pg);
    }
    if (!pg->times_slot && r->ntimes) { /* a template of before the times: they go here */
        xmlNodePtr sec = pm_html_el(n, "section", NULL);
        pm_html_attr(sec, "id", "times");
        S_times(sec, r);
    }
    S_rest_note(n, pg, "The report");
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_warning *w = pm_result_inadequate(&r->groups[gi]);
        if (w == NULL || !pm_shown_full(pg->shown, gi))
            continue;
        xmlNodePtr box = pm_html_el(n, "div", NULL);
        pm_html_attr(box, "class", "warnings adequacy");
        pm_html_el(box, "strong", "Model adequacy");
        pm_html_text(box, " in ");
        char href[64];
        snprintf(href, sizeof href, "#group-%zu", gi + 1);
        xmlNodePtr a = pm_html_el(box, "a", r->groups[gi].name);
        pm_html_attr(a, "href", href);
        pm_buf t = PM_BUF_INIT;
        pm_buf_puts(&t, ": ");
        pm_warning_text(w, &t);
        pm_buf_puts(&t, ". The gate notes this beside its verdict (--require-adequate makes the "
                        "group's model comparisons inconclusive).");
        pm_html_text(box, pm_buf_str(&t));
        pm_buf_free(&t);
    }
}

/* Past this many groups the comparison lists them as rows (a benchmark suite's dozens of
 * families would push a column each off the page), else as columns beside each factor. */
enum { S_COMPARE_COLUMNS = 4 };

/* The exponent of factor j in group gi as a table cell: "1.05 [1.02, 1.08]", or unknown. */
static void S_exponent_cell(xmlNodePtr tr, const pm_result *r, size_t gi, size_t j)
{
    const pm_res_exponent *x = pm_result_exponent(&r->groups[gi], j);
    char v[64], ci[128], buf[200];
    if (x == NULL) {
        S_td(tr, PM_FMT_UNKNOWN, 0);
        return;
    }
    pm_fmt_num(v, sizeof v, x->q.value, 3);
    pm_fmt_interval(ci, sizeof ci, x->q.lo, x->q.hi, 3);
    snprintf(buf, sizeof buf, "%s %s", v, ci);
    S_td(tr, buf, 0);
}

/* One row per factor, one column per group (a few groups: a framework each). */
static void S_compare_by_columns(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    size_t ncol = pg->shown->nfull + 2;
    const char **head = pm_xcalloc(ncol, sizeof *head);
    head[0] = "factor";
    head[1] = "ideal";
    for (size_t gi = 0, c = 2; gi < r->ngroups; gi++)
        if (pm_shown_full(pg->shown, gi))
            head[c++] = r->groups[gi].name;
    xmlNodePtr tb = S_table(n, head, ncol);
    free(head);
    /* the groups' names head the columns: a long one may wrap (report.css, .long) */
    xmlNodePtr th = xmlFirstElementChild(xmlFirstElementChild(xmlFirstElementChild(tb->parent)));
    for (size_t c = 0; th; th = xmlNextElementSibling(th), c++) {
        xmlChar *name = xmlNodeGetContent(th);
        if (c >= 2 && name && S_long_name((const char *)name))
            pm_html_attr(th, "class", "long");
        xmlFree(name);
    }
    for (size_t j = 0; j < r->nparams; j++) {
        if (r->params[j].role != PM_ROLE_EXTRINSIC)
            continue;
        xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
        S_td(tr, r->params[j].name, 1);
        char ideal[128];
        pm_model_text_ideal(&r->params[j], ideal, sizeof ideal);
        S_td(tr, ideal, 0);
        for (size_t gi = 0; gi < r->ngroups; gi++)
            if (pm_shown_full(pg->shown, gi))
                S_exponent_cell(tr, r, gi, j);
    }
}

/* One row per group, one column per factor, the ideals in the first row (many groups: a
 * benchmark suite's families). */
static void S_compare_by_rows(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    size_t nf = 0;
    for (size_t j = 0; j < r->nparams; j++)
        nf += r->params[j].role == PM_ROLE_EXTRINSIC;
    const char **head = pm_xcalloc(nf + 1, sizeof *head);
    head[0] = "group";
    for (size_t j = 0, c = 1; j < r->nparams; j++)
        if (r->params[j].role == PM_ROLE_EXTRINSIC)
            head[c++] = r->params[j].name;
    xmlNodePtr tb = S_table(n, head, nf + 1);
    free(head);
    xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
    S_td(tr, "ideal", 1);
    for (size_t j = 0; j < r->nparams; j++) {
        if (r->params[j].role != PM_ROLE_EXTRINSIC)
            continue;
        char ideal[128];
        pm_model_text_ideal(&r->params[j], ideal, sizeof ideal);
        S_td(tr, ideal, 0);
    }
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        if (!pm_shown_full(pg->shown, gi))
            continue;
        tr = pm_html_el(tb, "tr", NULL);
        S_td_group(tr, r->groups[gi].name, r->groups[gi].name);
        for (size_t j = 0; j < r->nparams; j++)
            if (r->params[j].role == PM_ROLE_EXTRINSIC)
                S_exponent_cell(tr, r, gi, j);
    }
}

static void S_fill_compare(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    if (r->ngroups < 2) {
        xmlUnlinkNode(n);
        xmlFreeNode(n);
        return;
    }
    pm_html_el(n, "h2", "Groups compared");
    S_rest_note(n, pg, "This section");
    if (pg->shown->nfull > S_COMPARE_COLUMNS)
        S_compare_by_rows(n, pg);
    else
        S_compare_by_columns(n, pg);
    xmlNodePtr grid = pm_html_el(n, "div", NULL);
    pm_html_attr(grid, "class", "grid");
    S_figures(grid, pg->figs, -1, 'e');
    S_figures(grid, pg->figs, -1, 'm');
}

static void S_fill_groups(xmlNodePtr n, const S_page *pg)
{
    S_rest_note(n, pg, "This part of the report");
    for (size_t gi = 0; gi < pg->ctx->result->ngroups; gi++)
        if (pm_shown_full(pg->shown, gi))
            S_group(n, pg->ctx->result, gi, pg->figs);
}

static void S_fill_footer(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    const pm_fit_opts *o = &r->settings;
    char buf[1000], how[96];
    pm_interval_describe(o, how, sizeof how);
    char model[400];
    if (o->form == PM_FORM_AUTO) {
        size_t at = 0;
        for (size_t k = 0; k < PM_FORM_NFORMS && at < sizeof model; k++)
            at += (size_t)snprintf(model + at, sizeof model - at, "%s%s",
                                   k == 0                    ? ""
                                   : k + 1 == PM_FORM_NFORMS ? " or "
                                                             : ", ",
                                   pm_model_text_formula((pm_model_form)k));
        if (at < sizeof model)
            snprintf(model + at, sizeof model - at, " (chosen per group by cross-validation)");
    } else
        snprintf(model, sizeof model, "%s", pm_model_text_formula(o->form));
    if (r->ngroups == 0) /* the settings of a fit that did not run say nothing */
        snprintf(buf, sizeof buf, "No model was fitted: no group has a parameter to scale by.");
    else
        snprintf(buf, sizeof buf,
                 "Model %s, fitted per group with loss %s, regularisation %s, optimizer %s, %zu "
                 "fit%s per group, seed %llu; 95%% intervals: %s.",
                 model, pm_loss_name(o->loss), pm_reg_name(o->reg), pm_optimizer_name(o->optimizer),
                 o->fits, pm_fmt_s(o->fits), (unsigned long long)o->seed, how);
    if (pm_model_text_aggregate(r)) {
        size_t len = strlen(buf);
        snprintf(buf + len, sizeof buf - len, " Repeats: %s.", pm_model_text_aggregate(r));
    }
    pm_html_el(n, "p", buf);
    xmlNodePtr p = pm_html_el(n, "p", "Machine-readable: ");
    static const char *const files[][2] = {{"model.json", "model.json"},
                                           {"summary.md", "summary.md"},
                                           {"fit.txt", "fit.txt"},
                                           {"dataset.txt", "dataset.txt"}};
    for (size_t i = 0; i < 4; i++) {
        if (i)
            pm_html_text(p, ", ");
        xmlNodePtr a = pm_html_el(p, "a", files[i][1]);
        pm_html_attr(a, "href", files[i][0]);
    }
    pm_html_text(p, ".");
    /* where plots/ would hold the PNG copies of the headline figures */
    if (!PM_HAVE_PNG &&
        (pg->ctx->opts->plots == PM_PLOTS_BUILTIN || pg->ctx->opts->plots == PM_PLOTS_BOTH))
        pm_html_el(n, "p",
                   "PNG figures: none. This pmreport was built without Cairo and Pango (cmake "
                   "-DPM_PNG=ON builds them in); every figure is in plots/ as SVG.");
    snprintf(buf, sizeof buf, "Made by pmreport %s", r->meta.version ? r->meta.version : "");
    p = pm_html_el(n, "p", buf);
    if (r->meta.command_line) {
        pm_html_text(p, ": ");
        pm_html_el(p, "code", r->meta.command_line);
    }
    const pm_machine *m = &r->meta.machine;
    if (m->cpu) { /* recorded: not with --no-machine */
        p = pm_html_el(n, "p", "Ran on: ");
        pm_html_text(p, m->cpu[0] ? m->cpu : "unknown CPU");
        if (m->cores > 0) {
            snprintf(buf, sizeof buf, ", %ld cores", m->cores);
            pm_html_text(p, buf);
        }
        if (m->memory_bytes > 0) {
            snprintf(buf, sizeof buf, ", %.1f GiB memory",
                     (double)m->memory_bytes / (1024.0 * 1024.0 * 1024.0));
            pm_html_text(p, buf);
        }
        if (m->os && m->os[0]) {
            pm_html_text(p, ", ");
            pm_html_text(p, m->os);
        }
        pm_html_text(p, ".");
    }
}

/* "Exponents over time": per group and factor, the figure of q over the branch's
 * recorded runs and this run, and beside it the same as a table, so the section
 * reads without the figure. Removed when there is no history to show. */
static void S_fill_history(xmlNodePtr n, const S_page *pg)
{
    const pm_result *r = pg->ctx->result;
    const pm_series *s = pg->ctx->series;
    if (s == NULL || s->nrun == 0) {
        xmlUnlinkNode(n);
        xmlFreeNode(n);
        return;
    }
    pm_html_el(n, "h2", "Exponents over time");
    char buf[600];
    snprintf(buf, sizeof buf,
             "Each scaling exponent over the runs recorded for branch %.200s%s%.200s, oldest "
             "first, then this run: %zu recorded run%s",
             s->branch, s->since ? " since " : "", s->since ? s->since : "", s->shown,
             s->shown == 1 ? "" : "s");
    xmlNodePtr p = pm_html_el(n, "p", buf);
    if (s->total > s->shown) {
        snprintf(buf, sizeof buf, " (the newest %zu of %zu; at most %d are shown)", s->shown,
                 s->total, PM_SERIES_MAX_RUNS);
        pm_html_text(p, buf);
    }
    pm_html_text(p,
                 ". The band is each run's 95% interval; the dates are those the history recorded "
                 "(this run's only with SOURCE_DATE_EPOCH). ");
    xmlNodePtr a = pm_html_el(p, "a", "Data (CSV)");
    pm_html_attr(a, "href", "plots/history.csv");
    pm_html_text(p, ".");
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (g->nexp == 0 || !pm_shown_full(pg->shown, gi))
            continue;
        pm_html_el(n, "h3", g->name);
        for (size_t e = 0; e < g->nexp; e++) {
            const char *factor = r->params[g->exp[e].param].name;
            xmlNodePtr box = pm_html_el(n, "div", NULL);
            pm_html_attr(box, "class", "history");
            char stem[64];
            snprintf(stem, sizeof stem, "g%zu-history-%zu", gi + 1, e + 1);
            for (size_t i = 0; i < pg->figs->n; i++)
                if (strcmp(pg->figs->fig[i].name, stem) == 0)
                    S_figure(box, &pg->figs->fig[i]);
            static const char *const head[] = {"commit", "date (UTC)", "q", "95% interval", ""};
            xmlNodePtr wrap = pm_html_el(box, "div", NULL);
            pm_html_attr(wrap, "class", "history-table");
            snprintf(buf, sizeof buf, "q of %.200s", factor);
            pm_html_el(wrap, "h4", buf);
            xmlNodePtr tb = S_table(wrap, head, 5);
            size_t col = pm_series_col(r, gi, e);
            for (size_t i = 0; i < s->nrun; i++) {
                const pm_series_run *run = &s->run[i];
                double q = s->q[i * s->ncol + col];
                if (!isfinite(q))
                    continue;
                xmlNodePtr tr = pm_html_el(tb, "tr", NULL);
                char lab[64], date[64], v[64], ci[128];
                pm_figures_run_label(run, lab, sizeof lab);
                pm_figures_date(date, sizeof date, run->time);
                pm_fmt_num(v, sizeof v, q, 3);
                pm_fmt_interval(ci, sizeof ci, s->lo[i * s->ncol + col], s->hi[i * s->ncol + col],
                                3);
                xmlNodePtr td = S_td(tr, lab, 1);
                if (run->commit)
                    pm_html_attr(td, "title", run->commit);
                S_td(tr, date[0] ? date : PM_FMT_UNKNOWN, 0);
                S_td(tr, v, 0);
                S_td(tr, ci, 0);
                S_td(tr,
                     run->current && run->baseline ? "this run, baseline"
                     : run->current                ? "this run"
                     : run->baseline               ? "baseline"
                                                   : "",
                     0);
                if (run->current || run->baseline)
                    pm_html_attr(tr, "class", run->current ? "current" : "baseline");
            }
        }
    }
}

static void S_fill_style(xmlNodePtr n, const S_page *pg)
{
    /* CSS is the template's own text, not input data */
    xmlAddChild(n, xmlNewDocTextLen(n->doc, (const xmlChar *)pg->css, (int)pg->css_len));
}

static const struct {
    const char *name;
    void (*fill)(xmlNodePtr, const S_page *);
} S_fillers[] = {
    {"title", S_fill_title},     {"style", S_fill_style},     {"header", S_fill_header},
    {"toc", S_fill_toc},         {"verdict", S_fill_verdict}, {"summary", S_fill_summary},
    {"compare", S_fill_compare}, {"history", S_fill_history}, {"groups", S_fill_groups},
    {"footer", S_fill_footer},   {"times", S_fill_times},
};

/* Collect the placeholders first (filling changes the tree), then fill them. */
static void S_collect(xmlNodePtr n, xmlNodePtr **list, size_t *len)
{
    for (xmlNodePtr c = n; c; c = c->next) {
        if (c->type == XML_ELEMENT_NODE) {
            if (xmlHasProp(c, pm_x("data-pm"))) {
                *list = pm_xrealloc(*list, *len + 1, sizeof **list);
                (*list)[(*len)++] = c;
            }
            S_collect(c->children, list, len);
        }
    }
}

/* Read a whole template file into b: a regular file of at most
 * PM_TEMPLATE_MAX bytes (a link to /dev/zero, a FIFO or a huge file is
 * refused before it costs memory). Errors name the file. */
static int S_slurp(const char *path, pm_buf *b, pm_error *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot read the template: %s",
                            strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return pm_error_set(err, PM_ERR_USAGE, path, 0,
                            "cannot read the template: not a regular file");
    }
    char chunk[8192];
    ssize_t got;
    int bad = 0;
    while (b->len <= PM_TEMPLATE_MAX && (got = read(fd, chunk, sizeof chunk)) != 0) {
        if (got < 0) {
            if (errno == EINTR)
                continue;
            bad = 1;
            break;
        }
        pm_buf_append(b, chunk, (size_t)got);
    }
    close(fd);
    if (bad)
        return pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot read the template: %s",
                            strerror(errno));
    if (b->len > PM_TEMPLATE_MAX)
        return pm_error_set(err, PM_ERR_USAGE, path, 0,
                            "the template is larger than %d KiB (PM_TEMPLATE_MAX)",
                            PM_TEMPLATE_MAX / 1024);
    return 0;
}

/* The report's templates: --templates DIR's report.html (into html) and, when DIR has one,
 * its report.css (into css; else no stylesheet), or the built-in ones (html and css left
 * empty). *tpl, *tpl_len and pg's css point at what to use; path gets report.html's path
 * (what errors about the page name). 0, or -1 with err set. */
static int S_templates(const char *templates, pm_buf *html, pm_buf *css, const char **tpl,
                       size_t *tpl_len, S_page *pg, char *path, size_t size, pm_error *err)
{
    *tpl = (const char *)pm_tpl_report_html;
    *tpl_len = pm_tpl_report_html_len;
    pg->css = (const char *)pm_tpl_report_css;
    pg->css_len = pm_tpl_report_css_len;
    snprintf(path, size, "report.html");
    if (templates == NULL)
        return 0;
    snprintf(path, size, "%s/report.html", templates);
    if (S_slurp(path, html, err) != 0)
        return -1;
    *tpl = html->data ? html->data : "";
    *tpl_len = html->len;
    char css_path[4096];
    snprintf(css_path, sizeof css_path, "%s/report.css", templates);
    struct stat st;
    pg->css = "";
    pg->css_len = 0;
    if (lstat(css_path, &st) != 0) /* the stylesheet is optional in a team's own templates */
        return 0;
    if (S_slurp(css_path, css, err) != 0)
        return -1;
    pg->css = css->data ? css->data : "";
    pg->css_len = css->len;
    return 0;
}

/* Each placeholder fills one element: a template that repeats one (2000 copies of
 * data-pm="groups" made a 312 MB page) is refused, so the page is at most the template and
 * one copy of each section. Notes in pg whether the template has the times' placeholder.
 * 0, or -1 with err set (PM_ERR_USAGE naming path and the line). */
static int S_placeholders_check(xmlNodePtr *ph, size_t nph, S_page *pg, const char *path,
                                pm_error *err)
{
    long first[sizeof S_fillers / sizeof S_fillers[0]];
    for (size_t k = 0; k < sizeof S_fillers / sizeof S_fillers[0]; k++)
        first[k] = 0;
    for (size_t i = 0; i < nph; i++) {
        xmlChar *name = xmlGetProp(ph[i], pm_x("data-pm"));
        long again = -1;
        size_t k = 0;
        for (; name && k < sizeof S_fillers / sizeof S_fillers[0]; k++)
            if (strcmp((const char *)name, S_fillers[k].name) == 0) {
                pg->times_slot |= strcmp(S_fillers[k].name, "times") == 0;
                if (first[k])
                    again = first[k];
                else
                    first[k] = xmlGetLineNo(ph[i]) > 0 ? xmlGetLineNo(ph[i]) : 1;
                break;
            }
        xmlFree(name);
        if (again >= 0)
            return pm_error_set(err, PM_ERR_USAGE, path, xmlGetLineNo(ph[i]),
                                "data-pm=\"%s\" appears again (first on line %ld): each "
                                "placeholder may fill one element",
                                S_fillers[k].name, again);
    }
    return 0;
}

/* Fill every placeholder of the template and take its data-pm attribute away. */
static void S_placeholders_fill(xmlNodePtr *ph, size_t nph, const S_page *pg)
{
    for (size_t i = 0; i < nph; i++) {
        xmlChar *name = xmlGetProp(ph[i], pm_x("data-pm"));
        xmlUnsetProp(ph[i], pm_x("data-pm"));
        for (size_t k = 0; k < sizeof S_fillers / sizeof S_fillers[0]; k++)
            if (name && strcmp((const char *)name, S_fillers[k].name) == 0) {
                S_fillers[k].fill(ph[i], pg);
                break;
            }
        xmlFree(name);
    }
}

/* doc as index.html into the report. 0, or -1 with err set. */
static int S_page_write(htmlDocPtr doc, const pm_figures *figs, pm_outdir *od, pm_error *err)
{
    pm_buf page = PM_BUF_INIT;
    /* room for the page at once: the inlined figures are most of it */
    size_t room = 1 << 18;
    for (size_t i = 0; i < figs->n; i++)
        room += figs->fig[i].svg.len;
    pm_xgrow((void **)&page.data, &page.cap, room, 1);
    int rc = -1;
    if (S_serialise(doc, &page) != 0)
        pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "could not serialise the report page");
    else
        rc = pm_outdir_write(od, "index.html", pm_buf_str(&page), page.len, err);
    pm_buf_free(&page);
    return rc;
}

/* index.html for ctx with figures figs and the groups shown: the templates read and parsed,
 * the placeholders checked and filled, the page written. 0, or -1 with err set. */
static int S_page_render(const pm_render_ctx *ctx, const pm_shown *shown, const pm_figures *figs,
                         pm_error *err)
{
    const char *templates = ctx->opts->templates;
    pm_buf html = PM_BUF_INIT, css = PM_BUF_INIT;
    S_page pg = {ctx, figs, NULL, 0, shown, 0};
    const char *tpl;
    size_t tpl_len, nph = 0;
    char path[4096]; /* report.html: what errors about the page name */
    int rc = -1;
    htmlDocPtr doc = NULL;
    xmlNodePtr *ph = NULL;
    if (S_templates(templates, &html, &css, &tpl, &tpl_len, &pg, path, sizeof path, err) != 0)
        goto done;
    doc = htmlReadMemory(tpl, (int)tpl_len, "report.html", "UTF-8",
                         HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    if (doc == NULL || xmlDocGetRootElement(doc) == NULL) {
        pm_error_set(err, PM_ERR_USAGE, path, 0, "the report template is not an HTML page");
        goto done;
    }
    S_collect(xmlDocGetRootElement(doc), &ph, &nph);
    if (S_placeholders_check(ph, nph, &pg, path, err) != 0)
        goto done;
    S_placeholders_fill(ph, nph, &pg);
    rc = S_page_write(doc, figs, ctx->out->dir, err);
done:
    free(ph);
    if (doc)
        xmlFreeDoc(doc);
    pm_buf_free(&html);
    pm_buf_free(&css);
    return rc;
}

int pm_html_page(const pm_render_ctx *ctx, const pm_figures *figs, pm_error *err)
{
    pm_shown shown;
    pm_shown_choose(ctx->result, ctx->gate, &shown);
    int rc = S_page_render(ctx, &shown, figs, err);
    pm_shown_free(&shown);
    return rc;
}

int pm_html_render(const pm_render_ctx *ctx, pm_error *err)
{
    pm_figures figs;
    pm_shown shown; /* the groups shown in full when there are many */
    pm_shown_choose(ctx->result, ctx->gate, &shown);
    int rc = pm_figures_render(ctx->result, ctx->series, shown.full, ctx->opts->plots,
                               ctx->opts->threads, ctx->out->dir, &figs, err);
    if (rc == 0)
        rc = S_page_render(ctx, &shown, &figs, err);
    /* the last PNGs were drawn on their own thread while the page was made */
    if (pm_figures_finish(&figs, rc == 0 ? err : NULL) != 0)
        rc = -1;
    pm_figures_free(&figs);
    pm_shown_free(&shown);
    return rc;
}
