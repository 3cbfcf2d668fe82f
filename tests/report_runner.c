/* report_runner.c - the report as a reader gets it: files that parse, figures that count right,
 * names escaped, the same bytes twice, and a real browser that shows the exponents. Run as:
 * report_runner PMREPORT. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "result/model_io.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/format.h"

#if PM_HAVE_PNG
#include <cairo.h>
#endif
#include <dirent.h>
#include <math.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *S_binary;

/* Run pmreport with extra arguments into dir/out; returns its exit status. */
static int S_report(const char *dir, const char *input, const char *const *extra, size_t nextra)
{
    char out[4096];
    snprintf(out, sizeof out, "%s/out", dir);
    char *argv[32];
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    argv[n++] = "-q";
    argv[n++] = "--fits";
    argv[n++] = "2";
    argv[n++] = "--bootstrap";
    argv[n++] = "20";
    for (size_t i = 0; i < nextra; i++)
        argv[n++] = (char *)extra[i];
    argv[n++] = "-o";
    argv[n++] = out;
    argv[n++] = (char *)input;
    argv[n] = NULL;
    char err[4096];
    snprintf(err, sizeof err, "%s/stderr", dir);
    int st = pm_test_run(argv, NULL, err);
    if (st != 0) {
        char *text = pm_test_read(err);
        print_error("pmreport exit %d: %s\n", st, text ? text : "");
        free(text);
    }
    return st;
}

/* Count elements in the tree under n whose class attribute holds `cls` (as a word). */
static size_t S_count_class(xmlNodePtr n, const char *cls)
{
    size_t c = 0;
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *v = xmlGetProp(n, (const xmlChar *)"class");
        if (v) {
            char *dup = strdup((const char *)v), *save = NULL;
            for (char *w = strtok_r(dup, " ", &save); w; w = strtok_r(NULL, " ", &save))
                if (strcmp(w, cls) == 0) {
                    c++;
                    break;
                }
            free(dup);
            xmlFree(v);
        }
        c += S_count_class(n->children, cls);
    }
    return c;
}

/* 1 when some element under n is called tag, or has an attribute called attr. */
static int S_has(xmlNodePtr n, const char *tag, const char *attr)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (tag && xmlStrcasecmp(n->name, (const xmlChar *)tag) == 0)
            return 1;
        for (xmlAttrPtr a = n->properties; attr && a; a = a->next)
            if (xmlStrcasecmp(a->name, (const xmlChar *)attr) == 0)
                return 1;
        if (S_has(n->children, tag, attr))
            return 1;
    }
    return 0;
}

/* Every attribute value under n named src or href: none may leave the report. */
static void S_assert_local_links(xmlNodePtr n)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        for (xmlAttrPtr a = n->properties; a; a = a->next) {
            if (xmlStrcasecmp(a->name, (const xmlChar *)"src") != 0 &&
                xmlStrcasecmp(a->name, (const xmlChar *)"href") != 0)
                continue;
            xmlChar *v = xmlNodeGetContent((xmlNodePtr)a);
            const char *s = (const char *)v;
            if (strstr(s, "://") || strncmp(s, "//", 2) == 0)
                fail_msg("a link leaves the report: %s", s);
            xmlFree(v);
        }
        S_assert_local_links(n->children);
    }
}

static htmlDocPtr S_html(const char *path)
{
    htmlDocPtr d =
        htmlReadFile(path, "UTF-8", HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    assert_non_null(d);
    return d;
}

static xmlDocPtr S_svg(const char *path)
{
    xmlDocPtr d = xmlReadFile(path, NULL, XML_PARSE_NONET);
    if (d == NULL)
        fail_msg("%s does not parse as XML", path);
    return d;
}

/* Lines of a file minus one (a CSV's data rows). */
static size_t S_csv_rows(const char *path)
{
    char *t = pm_test_read(path);
    assert_non_null(t);
    size_t n = 0;
    for (char *c = t; *c; c++)
        n += *c == '\n';
    free(t);
    return n - 1;
}

static void test_every_file_parses_and_the_scatter_has_one_marker_per_configuration(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4096];
    static const char *const files[] = {
        "index.html",           "summary.md",          "model.json",         "fit.txt",
        "plots/g1-scatter.svg", "plots/g1-points.csv", "plots/exponents.csv"};
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        snprintf(path, sizeof path, "%s/out/%s", dir, files[i]);
        if (!pm_test_exists(path))
            fail_msg("missing %s", files[i]);
    }
    /* the PNG copy of the headline figures, or (built without Cairo) the page says why not */
    snprintf(path, sizeof path, "%s/out/plots/g1-scatter.png", dir);
    assert_int_equal(pm_test_exists(path) != 0, PM_HAVE_PNG);
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    char *page = pm_test_read(path);
    assert_int_equal(strstr(page, "PNG figures: none. This pmreport was built without Cairo") !=
                         NULL,
                     !PM_HAVE_PNG);
    free(page);
    /* every SVG is XML; every PNG is an image that is not blank */
    snprintf(path, sizeof path, "%s/out/plots", dir);
    DIR *dp = opendir(path);
    assert_non_null(dp);
    size_t nsvg = 0, npng = 0;
    struct dirent *e;
    while ((e = readdir(dp)) != NULL) {
        size_t len = strlen(e->d_name);
        snprintf(path, sizeof path, "%s/out/plots/%s", dir, e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".svg") == 0) {
            xmlFreeDoc(S_svg(path));
            nsvg++;
        } else if (len > 4 && strcmp(e->d_name + len - 4, ".png") == 0) {
#if PM_HAVE_PNG
            cairo_surface_t *s = cairo_image_surface_create_from_png(path);
            assert_int_equal(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
            assert_int_equal(cairo_image_surface_get_width(s), 720);
            cairo_surface_destroy(s);
#endif
            npng++;
        }
    }
    closedir(dp);
    assert_true(nsvg >= 4);
#if PM_HAVE_PNG
    assert_true(npng >= 4 && npng <= nsvg); /* the residual figures are SVG only */
#else
    assert_int_equal(npng, 0);
#endif
    /* one marker per configuration of the group, train and test */
    snprintf(path, sizeof path, "%s/out/plots/g1-points.csv", dir);
    size_t configs = S_csv_rows(path);
    snprintf(path, sizeof path, "%s/out/plots/g1-scatter.svg", dir);
    xmlDocPtr svg = S_svg(path);
    assert_int_equal(S_count_class(xmlDocGetRootElement(svg), "mk"), configs);
    xmlFreeDoc(svg);
    /* tiny.csv: 4 gpus x 2 batch sizes x 2 filters x 2 activations per framework, less the
       ones not measured; the model.json of the run says how many were fitted and tested */
    pm_result r;
    pm_error err;
    pm_error_clear(&err);
    snprintf(path, sizeof path, "%s/out/model.json", dir);
    assert_int_equal(pm_model_json_read(path, &r, &err), 0);
    assert_int_equal(configs, r.groups[0].n_train + r.groups[0].n_test);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
    free(input);
}

static void test_tables_have_one_row_per_parameter_and_level(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/model.json", dir);
    pm_result r;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_model_json_read(path, &r, &err), 0);
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(path);
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi];
        char id[64];
        snprintf(id, sizeof id, "group-%zu", gi + 1);
        /* the group's section: its tables in order are exponents, metrics, coefficients */
        xmlNodePtr sec = NULL;
        for (xmlNodePtr n = xmlDocGetRootElement(doc); n && !sec;) {
            xmlChar *v = n->type == XML_ELEMENT_NODE ? xmlGetProp(n, (const xmlChar *)"id") : NULL;
            if (v && strcmp((const char *)v, id) == 0)
                sec = n;
            xmlFree(v);
            /* depth-first walk */
            if (n->children)
                n = n->children;
            else {
                while (n && !n->next)
                    n = n->parent;
                n = n ? n->next : NULL;
            }
        }
        assert_non_null(sec);
        /* tables in order: exponents, metrics, Table V (when the comparison ran: the model,
           its regularised variant, each black box), coefficients */
        size_t rows[4] = {0, 0, 0, 0}, t = 0;
        for (xmlNodePtr c = sec->children; c; c = c->next)
            if (c->type == XML_ELEMENT_NODE && xmlStrcmp(c->name, (const xmlChar *)"table") == 0 &&
                t < 4) {
                for (xmlNodePtr part = c->children; part; part = part->next)
                    if (part->type == XML_ELEMENT_NODE &&
                        xmlStrcmp(part->name, (const xmlChar *)"tbody") == 0)
                        for (xmlNodePtr tr = part->children; tr; tr = tr->next)
                            rows[t] += tr->type == XML_ELEMENT_NODE;
                t++;
            }
        assert_true(g->compare.ran);
        assert_int_equal(t, 4);
        assert_int_equal(rows[0], g->nexp);
        assert_int_equal(rows[1], g->n_test ? 2 : 1);
        assert_int_equal(rows[2], 1 + (size_t)g->compare.has_variant + g->compare.nbb);
        /* every term, every level (the references too), the base a0 where it is, and C */
        assert_int_equal(rows[3], g->nterm + g->nlev + (size_t)g->has_base + 1);
    }
    xmlFreeDoc(doc);
    pm_result_free(&r);
    pm_test_rmtree(dir);
    free(dir);
    free(input);
}

static void test_hostile_names_appear_only_escaped(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *tiny = pm_test_data("tiny.csv");
    /* tiny.csv with a framework called <script>alert(1)</script> and an activation
       level that would close an attribute */
    char *text = pm_test_read(tiny);
    assert_non_null(text);
    pm_buf b = PM_BUF_INIT;
    for (char *c = text; *c;) {
        if (strncmp(c, "eager,", 6) == 0) {
            pm_buf_puts(&b, "<script>alert(1)</script>,");
            c += 6;
        } else if (strncmp(c, ",tanh,", 6) == 0) {
            pm_buf_puts(&b, ",\"\"\" onmouseover=\"\"x\",");
            c += 6;
        } else {
            pm_buf_append(&b, c, 1);
            c++;
        }
    }
    char *input = pm_test_write(dir, "hostile.csv", pm_buf_str(&b));
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(path);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    assert_false(S_has(root, "script", NULL));
    assert_false(S_has(root, NULL, "onmouseover"));
    S_assert_local_links(root);
    xmlFreeDoc(doc);
    char *page = pm_test_read(path);
    assert_non_null(strstr(page, "&lt;script&gt;alert(1)&lt;/script&gt;"));
    free(page);
    static const char *const svgs[] = {"plots/g1-scatter.svg", "plots/g2-scatter.svg",
                                       "plots/exponents-parallel.svg"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/out/%s", dir, svgs[i]);
        xmlDocPtr svg = S_svg(path);
        assert_false(S_has(xmlDocGetRootElement(svg), "script", NULL));
        assert_false(S_has(xmlDocGetRootElement(svg), NULL, "onmouseover"));
        xmlFreeDoc(svg);
    }
    snprintf(path, sizeof path, "%s/out/summary.md", dir);
    char *md = pm_test_read(path);
    /* the name reads as itself inside a code span, where Markdown and GitHub's HTML take it
       as text (render/summary_md.h, pm_md_name): it never stands outside one */
    size_t spans = 0;
    for (const char *at = md; (at = strstr(at, "<script>")) != NULL; at++, spans++) {
        assert_true(at > md && at[-1] == '`');
        assert_int_equal(strncmp(at, "<script>alert(1)</script>`", 26), 0);
    }
    assert_true(spans > 0);
    free(md);
    pm_buf_free(&b);
    free(text);
    free(input);
    free(tiny);
    pm_test_rmtree(dir);
    free(dir);
}

/* The element with id `id` under n, or NULL. */
static xmlNodePtr S_by_id(xmlNodePtr n, const char *id)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *v = xmlGetProp(n, (const xmlChar *)"id");
        int hit = v && strcmp((const char *)v, id) == 0;
        xmlFree(v);
        if (hit)
            return n;
        xmlNodePtr in = S_by_id(n->children, id);
        if (in)
            return in;
    }
    return NULL;
}

/* The k-th (from 0) element called tag under n, depth first, or NULL. */
static xmlNodePtr S_nth(xmlNodePtr n, const char *tag, size_t *k)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (xmlStrcmp(n->name, (const xmlChar *)tag) == 0 && (*k)-- == 0)
            return n;
        xmlNodePtr in = S_nth(n->children, tag, k);
        if (in)
            return in;
    }
    return NULL;
}

static xmlNodePtr S_kth(xmlNodePtr n, const char *tag, size_t k)
{
    return S_nth(n, tag, &k);
}

/* The text of n (all of it, trimmed of nothing), malloc'd. */
static char *S_text_of(xmlNodePtr n)
{
    xmlChar *v = xmlNodeGetContent(n);
    char *t = strdup(v ? (const char *)v : "");
    xmlFree(v);
    return t;
}

/* The text of cell `col` of row tr (from 0). */
static char *S_cell(xmlNodePtr tr, size_t col)
{
    xmlNodePtr td = S_kth(tr->children, "td", col);
    assert_non_null(td);
    return S_text_of(td);
}

static void S_cell_is(xmlNodePtr tr, size_t col, const char *want)
{
    char *t = S_cell(tr, col);
    if (strcmp(t, want) != 0)
        fail_msg("cell %zu is '%s', expected '%s'", col, t, want);
    free(t);
}

/* Benchmarks with no parameter have no exponent: the page says there is nothing to scale, has no
   exponents table, and lists each group's times in a section of its own (linked from the
   contents), one row each. */
static void test_times_only_page(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *input = pm_test_write(dir, "suite.csv",
                                "benchmark,time_s\nBM_a,0.002\nBM_a,0.002\nBM_a,0.002\n"
                                "BM_b,0.5\nBM_c,0.25\nBM_c,0.25\n");
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(path);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    xmlNodePtr summary = S_by_id(root, "summary"), times = S_by_id(root, "times");
    assert_non_null(summary);
    assert_non_null(times);
    assert_null(S_kth(summary->children, "table", 0)); /* no empty exponents table */
    char *said = S_text_of(summary);
    assert_non_null(strstr(said, "Nothing to scale here: no group has a parameter"));
    free(said);
    xmlNodePtr tbody = S_kth(times->children, "tbody", 0);
    assert_non_null(tbody);
    static const char *const want[3][6] = {
        {"BM_a", "no parameter varies", "1", "2 ms", "3", "0%"},
        {"BM_b", "no parameter varies", "1", "500 ms", "1", "\xe2\x80\x93"},
        {"BM_c", "no parameter varies", "1", "250 ms", "2", "0%"}};
    size_t rows = 0;
    for (xmlNodePtr tr = tbody->children; tr; tr = tr->next) {
        if (tr->type != XML_ELEMENT_NODE)
            continue;
        assert_true(rows < 3);
        for (size_t c = 0; c < 6; c++)
            S_cell_is(tr, c, want[rows][c]);
        rows++;
    }
    assert_int_equal(rows, 3);
    /* the contents link to it */
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    char *page = pm_test_read(path);
    assert_non_null(strstr(page, "<a href=\"#times\">Times</a>"));
    free(page);
    xmlFreeDoc(doc);
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}

/* A gate against a baseline of the same benchmarks: the one twice as slow (2 ms against 1 ms,
   steady repeats) regresses past --max-slowdown 1.25, the others pass, and the verdict section
   lists each with its ratio, threshold and minimum detectable slowdown (1.25x: no noise). */
static void test_gate_time_rows_in_the_page(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *base = pm_test_write(dir, "base.csv",
                               "benchmark,time_s\nBM_a,0.001\nBM_a,0.001\nBM_a,0.001\n"
                               "BM_b,0.5\nBM_b,0.5\n");
    char *cand = pm_test_write(dir, "cand.csv",
                               "benchmark,time_s\nBM_a,0.002\nBM_a,0.002\nBM_a,0.002\n"
                               "BM_b,0.5\nBM_b,0.5\n");
    assert_int_equal(S_report(dir, base, NULL, 0), 0);
    char b[4200], c[4200];
    snprintf(b, sizeof b, "%s/base", dir);
    snprintf(c, sizeof c, "%s/out", dir);
    assert_int_equal(rename(c, b), 0);
    const char *extra[] = {"--baseline", b};
    assert_int_equal(S_report(dir, cand, extra, 2), 1);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(path);
    xmlNodePtr verdict = S_by_id(xmlDocGetRootElement(doc), "verdict");
    assert_non_null(verdict);
    char *said = S_text_of(verdict);
    assert_non_null(strstr(said, "Compared by their times"));
    free(said);
    xmlNodePtr tbody = S_kth(verdict->children, "tbody", 0);
    assert_non_null(tbody);
    xmlNodePtr a = S_kth(tbody->children, "tr", 0), bb = S_kth(tbody->children, "tr", 1);
    assert_non_null(a);
    assert_non_null(bb);
    xmlChar *cls = xmlGetProp(a, (const xmlChar *)"class");
    assert_string_equal((const char *)cls, "regression");
    xmlFree(cls);
    static const char *const want_a[] = {"BM_a", "1", "2x", "1.25x", "1.25x", "regression"};
    static const char *const want_b[] = {"BM_b", "1", "1x", "1.25x", "1.25x", "pass"};
    for (size_t k = 0; k < 6; k++) {
        S_cell_is(a, k, want_a[k]);
        S_cell_is(bb, k, want_b[k]);
    }
    xmlFreeDoc(doc);
    free(base);
    free(cand);
    pm_test_rmtree(dir);
    free(dir);
}

/* A family measured at 4 sizes is fitted on all 4 and tested by leaving each out: its section
   says so, and its metrics table has the leave-one-out row (4 configurations predicted). */
static void test_leave_one_out_group_in_the_page(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *input = pm_test_write(
        dir, "gb.json",
        "{\"benchmarks\": [{\"name\": \"BM_x/n:1\", \"run_type\": \"iteration\", "
        "\"real_time\": 5.2, \"time_unit\": \"ns\"}, {\"name\": \"BM_x/n:2\", "
        "\"run_type\": \"iteration\", \"real_time\": 8.9, \"time_unit\": \"ns\"}, "
        "{\"name\": \"BM_x/n:4\", \"run_type\": \"iteration\", \"real_time\": 17.3, "
        "\"time_unit\": \"ns\"}, {\"name\": \"BM_x/n:8\", \"run_type\": \"iteration\", "
        "\"real_time\": 32.6, \"time_unit\": \"ns\"}]}");
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(path);
    xmlNodePtr sec = S_by_id(xmlDocGetRootElement(doc), "group-1");
    assert_non_null(sec);
    char *said = S_text_of(sec);
    assert_non_null(strstr(said, "Fitted on 4 configurations, tested by leaving each out; "
                                 "leave-one-out MAPE "));
    assert_null(strstr(said, "tested on 0"));
    free(said);
    /* tables: exponents, metrics */
    xmlNodePtr metrics = S_kth(sec->children, "table", 1);
    assert_non_null(metrics);
    xmlNodePtr tbody = S_kth(metrics->children, "tbody", 0);
    xmlNodePtr loo = S_kth(tbody->children, "tr", 1);
    assert_non_null(loo);
    S_cell_is(loo, 0, "leave-one-out");
    S_cell_is(loo, 1, "4");
    xmlFreeDoc(doc);
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}

/* 1 when every file under a (recursively) exists under b with the same bytes. */
static int S_same_tree(const char *a, const char *b)
{
    DIR *d = opendir(a);
    if (d == NULL)
        return 0;
    int same = 1;
    struct dirent *e;
    while (same && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char pa[4096], pb[4096];
        snprintf(pa, sizeof pa, "%s/%s", a, e->d_name);
        snprintf(pb, sizeof pb, "%s/%s", b, e->d_name);
        struct stat st;
        if (stat(pa, &st) != 0)
            same = 0;
        else if (S_ISDIR(st.st_mode))
            same = S_same_tree(pa, pb);
        else {
            char *x = pm_test_read(pa), *y = pm_test_read(pb);
            struct stat sb;
            same = x && y && stat(pb, &sb) == 0 && sb.st_size == st.st_size &&
                   memcmp(x, y, (size_t)st.st_size) == 0;
            if (!same)
                print_error("differs: %s\n", e->d_name);
            free(x);
            free(y);
        }
    }
    closedir(d);
    return same;
}

static void test_two_runs_give_the_same_bytes_and_the_date_is_source_date_epoch(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    char out[2048], keep[2048];
    snprintf(out, sizeof out, "%s/out", dir);
    snprintf(keep, sizeof keep, "%s/first", dir);
    const char *extra[] = {"--lambda-sweep", "--plots", "both"};
    assert_int_equal(S_report(dir, input, extra, 3), 0);
    assert_int_equal(rename(out, keep), 0);
    assert_int_equal(S_report(dir, input, extra, 3), 0);
    assert_true(S_same_tree(keep, out));
    assert_true(S_same_tree(out, keep));
    /* with SOURCE_DATE_EPOCH the page carries that date, and only then */
    char path[4096];
    snprintf(path, sizeof path, "%s/index.html", keep);
    char *page = pm_test_read(path);
    assert_null(strstr(page, "Date:"));
    free(page);
    setenv("SOURCE_DATE_EPOCH", "86400", 1);
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    unsetenv("SOURCE_DATE_EPOCH");
    snprintf(path, sizeof path, "%s/index.html", out);
    page = pm_test_read(path);
    assert_non_null(strstr(page, "Date: 1970-01-02 00:00 UTC (SOURCE_DATE_EPOCH)."));
    free(page);
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}

/* ---- exponents over time ---- */

/* The first element under n called tag whose id (or, with id NULL, any) matches. */
static xmlNodePtr S_find(xmlNodePtr n, const char *tag, const char *id)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (xmlStrcasecmp(n->name, (const xmlChar *)tag) == 0) {
            xmlChar *v = id ? xmlGetProp(n, (const xmlChar *)"id") : NULL;
            int hit = id == NULL || (v && strcmp((const char *)v, id) == 0);
            xmlFree(v);
            if (hit)
                return n;
        }
        xmlNodePtr f = S_find(n->children, tag, id);
        if (f)
            return f;
    }
    return NULL;
}

/* The marker elements (class "mk") under n, in document order, at most max. */
static size_t S_markers(xmlNodePtr n, xmlNodePtr *out, size_t max, size_t k)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *v = xmlGetProp(n, (const xmlChar *)"class");
        if (v && strcmp((const char *)v, "mk") == 0 && k < max)
            out[k++] = n;
        xmlFree(v);
        k = S_markers(n->children, out, max, k);
    }
    return k;
}

/* Record tiny.csv three times on branch main in dir/h.db: commits aaaa..., bbbb...,
 * cccc..., an hour apart from 2023-11-14 22:13:20 UTC (SOURCE_DATE_EPOCH). */
static void S_record_three(const char *dir, const char *input, const char *db)
{
    static const char *const commits[] = {"aaaaaaa111", "bbbbbbb222", "ccccccc333"};
    for (int i = 0; i < 3; i++) {
        char when[32];
        snprintf(when, sizeof when, "%d", 1700000000 + 3600 * i);
        setenv("SOURCE_DATE_EPOCH", when, 1);
        const char *extra[] = {"--plots",  "none", "--record", "--db",    db,
                               "--branch", "main", "--commit", commits[i]};
        assert_int_equal(S_report(dir, input, extra, 9), 0);
    }
    unsetenv("SOURCE_DATE_EPOCH");
}

/* The markers of plots/g1-history-1.svg of the report in dir/out (at most 8), and
 * how many reference the diamond symbol (the baseline's shape). */
static size_t S_history_markers(const char *dir, char titles[][256], size_t *diamonds)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/out/plots/g1-history-1.svg", dir);
    xmlDocPtr svg = S_svg(path);
    xmlNodePtr mk[8];
    size_t n = S_markers(xmlDocGetRootElement(svg), mk, 8, 0);
    *diamonds = 0;
    for (size_t i = 0; i < n; i++) {
        xmlChar *href = xmlGetNsProp(mk[i], (const xmlChar *)"href",
                                     (const xmlChar *)"http://www.w3.org/1999/xlink");
        assert_non_null(href);
        *diamonds += strstr((const char *)href, "-d") != NULL; /* "#fN-d60": a diamond */
        xmlFree(href);
        xmlChar *t = xmlNodeGetContent(mk[i]);
        snprintf(titles[i], 256, "%s", t ? (const char *)t : "");
        xmlFree(t);
    }
    xmlFreeDoc(svg);
    return n;
}

static void test_history_shows_each_exponent_over_the_recorded_runs(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    char db[4096], path[4096];
    snprintf(db, sizeof db, "%s/h.db", dir);
    S_record_three(dir, input, db);

    /* this run on main, gated against the second recorded run */
    const char *extra[] = {"--db",     db,           "--branch",   "main",
                           "--commit", "ddddddd444", "--baseline", "bbbbbbb"};
    assert_int_equal(S_report(dir, input, extra, 8), 0);
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    htmlDocPtr page = S_html(path);
    xmlNodePtr sec = S_find(xmlDocGetRootElement(page), "section", "history");
    assert_non_null(sec);
    xmlNodePtr h2 = S_find(sec, "h2", NULL);
    assert_non_null(h2);
    xmlChar *t = xmlNodeGetContent(h2);
    assert_string_equal((const char *)t, "Exponents over time");
    xmlFree(t);
    /* a figure and a table per group and factor: tiny.csv has 2 groups x 2 factors */
    assert_int_equal(S_count_class(sec, "history"), 4);
    assert_int_equal(S_count_class(sec, "baseline"), 4); /* one baseline row per table */
    assert_int_equal(S_count_class(sec, "current"), 4);  /* one row of this run per table */
    /* the first table: the three recorded runs with their recorded dates, then this run */
    xmlNodePtr tbody = S_find(sec, "tbody", NULL);
    assert_non_null(tbody);
    t = xmlNodeGetContent(tbody);
    const char *rows = (const char *)t;
    const char *want[] = {"aaaaaaa", "2023-11-14 22:13", "bbbbbbb", "2023-11-14 23:13", "baseline",
                          "ccccccc", "2023-11-15 00:13", "ddddddd", "this run"};
    const char *at = rows;
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        const char *f = strstr(at, want[i]);
        if (f == NULL)
            fail_msg("the history table lacks '%s' (in order) in: %s", want[i], rows);
        at = f + strlen(want[i]);
    }
    xmlFree(t);
    xmlFreeDoc(page);

    /* the figure: one marker per run, oldest first; the baseline is the one diamond */
    char titles[8][256];
    size_t diamonds;
    assert_int_equal(S_history_markers(dir, titles, &diamonds), 4);
    assert_int_equal(diamonds, 1);
    assert_non_null(strstr(titles[0], "aaaaaaa111"));
    assert_non_null(strstr(titles[1], "bbbbbbb222"));
    assert_non_null(strstr(titles[1], "(the baseline)"));
    assert_non_null(strstr(titles[3], "(this run)"));
    snprintf(path, sizeof path, "%s/out/plots/history.csv", dir);
    assert_int_equal(S_csv_rows(path), 4 * 2 * 2); /* 4 points x 2 groups x 2 factors */

    /* --since a commit: that run and the ones after it, then this run */
    const char *since[] = {"--db", db, "--branch", "main", "--since", "bbbbbbb"};
    assert_int_equal(S_report(dir, input, since, 6), 0);
    assert_int_equal(S_history_markers(dir, titles, &diamonds), 3);
    assert_int_equal(diamonds, 0); /* no baseline this time */
    assert_non_null(strstr(titles[0], "bbbbbbb222"));
    assert_non_null(strstr(titles[2], "(this run)"));

    /* another branch has no runs: no section, no history figures */
    const char *other[] = {"--db", db, "--branch", "feature"};
    assert_int_equal(S_report(dir, input, other, 4), 0);
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    page = S_html(path);
    assert_null(S_find(xmlDocGetRootElement(page), "section", "history"));
    xmlFreeDoc(page);
    snprintf(path, sizeof path, "%s/out/plots/g1-history-1.svg", dir);
    assert_false(pm_test_exists(path));

    /* an unknown REF: exit 2, one line naming it, nothing written */
    snprintf(path, sizeof path, "%s/out", dir);
    pm_test_rmtree(path);
    const char *bad[] = {"--db", db, "--branch", "main", "--since", "no-such-ref"};
    assert_int_equal(S_report(dir, input, bad, 6), 2);
    assert_false(pm_test_exists(path));
    snprintf(path, sizeof path, "%s/stderr", dir);
    char *err = pm_test_read(path), line[4200];
    assert_non_null(err);
    snprintf(line, sizeof line,
             "pmreport: --since no-such-ref: not a branch or commit recorded in %s\n", db);
    assert_string_equal(err, line);
    free(err);

    pm_test_rmtree(dir);
    free(dir);
    free(input);
}

static void test_gnuplot_backend_leaves_scripts_that_draw_svg(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    const char *extra[] = {"--plots", "gnuplot"};
    assert_int_equal(S_report(dir, input, extra, 2), 0);
    char path[4096];
    static const char *const files[] = {"g1-scatter.gp", "g1-scatter.dat",
                                        "g1-scatter-gnuplot.svg"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/out/plots/%s", dir, files[i]);
        if (!pm_test_exists(path))
            fail_msg("missing plots/%s", files[i]);
    }
    xmlFreeDoc(S_svg(path));
    /* the builtin figures are not drawn with --plots gnuplot */
    snprintf(path, sizeof path, "%s/out/plots/g1-scatter.png", dir);
    assert_false(pm_test_exists(path));
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}

/* ---- in a real browser ---- */

#if PM_HAVE_PNG /* the screenshot is read with Cairo */

static void test_chromium_shows_every_group_exponent_offline(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), *input = pm_test_data("tiny.csv");
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char url[4200], profile[4200], dom[4200], shot[4200], shotarg[4300], log[4200];
    snprintf(url, sizeof url, "file://%s/out/index.html", dir);
    snprintf(profile, sizeof profile, "--user-data-dir=%s/profile", dir);
    snprintf(dom, sizeof dom, "%s/dom.html", dir);
    snprintf(shot, sizeof shot, "%s/shot.png", dir);
    snprintf(shotarg, sizeof shotarg, "--screenshot=%s", shot);
    snprintf(log, sizeof log, "%s/chromium.log", dir);
    /* no link in the page leaves the report (so it needs no network), and in case one did,
       every host name resolves to nothing */
    char page[4200];
    snprintf(page, sizeof page, "%s/out/index.html", dir);
    htmlDocPtr doc = S_html(page);
    S_assert_local_links(xmlDocGetRootElement(doc));
    xmlFreeDoc(doc);
    char *dump[] = {"/usr/bin/chromium",
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    profile,
                    "--host-resolver-rules=MAP * ~NOTFOUND",
                    "--enable-logging=stderr",
                    "--v=0",
                    "--dump-dom",
                    url,
                    NULL};
    assert_int_equal(pm_test_run(dump, dom, log), 0);
    char *text = pm_test_read(dom), *logt = pm_test_read(log);
    assert_non_null(text);
    /* with --enable-logging every console message (errors included) is a CONSOLE line */
    if (logt && strstr(logt, "CONSOLE"))
        fail_msg("the page wrote to the browser's console:\n%s", logt);
    pm_result r;
    pm_error err;
    pm_error_clear(&err);
    char path[4096];
    snprintf(path, sizeof path, "%s/out/model.json", dir);
    assert_int_equal(pm_model_json_read(path, &r, &err), 0);
    for (size_t gi = 0; gi < r.ngroups; gi++)
        for (size_t e = 0; e < r.groups[gi].nexp; e++) {
            char v[64];
            pm_fmt_num(v, sizeof v, r.groups[gi].exp[e].q.value, 3);
            if (strstr(text, v) == NULL)
                fail_msg("the page does not show %s's exponent %s", r.groups[gi].name, v);
        }
    pm_result_free(&r);
    free(text);
    free(logt);
    char *snap[] = {"/usr/bin/chromium",
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    profile,
                    "--hide-scrollbars",
                    "--window-size=1200,1600",
                    shotarg,
                    url,
                    NULL};
    assert_int_equal(pm_test_run(snap, NULL, log), 0);
    cairo_surface_t *s = cairo_image_surface_create_from_png(shot);
    assert_int_equal(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
    /* not blank: many distinct colours, and dark text on the light page */
    cairo_surface_flush(s);
    const unsigned char *px = cairo_image_surface_get_data(s);
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s);
    size_t dark = 0, colour = 0;
    for (int y = 0; y < h; y += 2)
        for (int x = 0; x < w; x += 2) {
            const unsigned char *p = px + y * stride + 4 * x;
            int r8 = p[2], g8 = p[1], b8 = p[0];
            dark += r8 + g8 + b8 < 200;
            colour += abs(r8 - b8) > 60;
        }
    cairo_surface_destroy(s);
    assert_true(dark > 500);   /* text */
    assert_true(colour > 200); /* the coloured markers of the figures */
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}

/* A C++ template's name, long and with no space, wraps in the page's tables and headings
   instead of widening the page past a narrow window (report.css): the page is no wider than
   the window, as a script added to a copy of it measures in Chromium. */
static void test_chromium_wraps_long_names(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    static const char *const name =
        "BM_Sort<std::vector<std::pair<std::basic_string<char>,std::map<int,std::vector<float>>>>>";
    pm_buf in = PM_BUF_INIT;
    pm_buf_puts(&in, "{\"benchmarks\": [");
    for (int n = 8; n <= 1024; n *= 2)
        pm_buf_printf(&in,
                      "{\"name\": \"%s/n:%d\", \"run_type\": \"iteration\", \"real_time\": %g, "
                      "\"time_unit\": \"ns\"}, ",
                      name, n, 3.0 * n * log2((double)n));
    pm_buf_puts(&in, "{\"name\": \"BM_Empty<std::unordered_map<std::basic_string<char>,std::"
                     "vector<std::pair<int,double>>>>\", \"run_type\": \"iteration\", "
                     "\"real_time\": 4.5, \"time_unit\": \"ns\"}]}");
    char *input = pm_test_write(dir, "long.json", pm_buf_str(&in));
    pm_buf_free(&in);
    assert_int_equal(S_report(dir, input, NULL, 0), 0);
    char path[4200];
    snprintf(path, sizeof path, "%s/out/index.html", dir);
    char *page = pm_test_read(path);
    char *end = strstr(page, "</body>");
    assert_non_null(end);
    pm_buf probe = PM_BUF_INIT;
    pm_buf_append(&probe, page, (size_t)(end - page));
    pm_buf_puts(&probe, "<script>document.documentElement.setAttribute('data-probe', 'W' + "
                        "document.documentElement.scrollWidth + 'x' + window.innerWidth);"
                        "</script>");
    pm_buf_puts(&probe, end);
    char *probe_path = pm_test_write(dir, "out/probe.html", pm_buf_str(&probe));
    pm_buf_free(&probe);
    free(page);
    char url[4300], profile[4300], dom[4300], log[4300];
    snprintf(url, sizeof url, "file://%s", probe_path);
    snprintf(profile, sizeof profile, "--user-data-dir=%s/profile", dir);
    snprintf(dom, sizeof dom, "%s/dom.html", dir);
    snprintf(log, sizeof log, "%s/chromium.log", dir);
    char *dump[] = {"/usr/bin/chromium",
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    profile,
                    "--host-resolver-rules=MAP * ~NOTFOUND",
                    "--hide-scrollbars",
                    "--window-size=700,900",
                    "--dump-dom",
                    url,
                    NULL};
    assert_int_equal(pm_test_run(dump, dom, log), 0);
    char *text = pm_test_read(dom);
    assert_non_null(text);
    const char *at = strstr(text, "data-probe=\"W");
    assert_non_null(at);
    int width = 0, window = 0;
    assert_int_equal(sscanf(at, "data-probe=\"W%dx%d", &width, &window), 2);
    assert_true(window > 0);
    if (width > window)
        fail_msg("the page is %d px wide in a window of %d", width, window);
    free(text);
    free(probe_path);
    free(input);
    pm_test_rmtree(dir);
    free(dir);
}
#endif

int main(int argc, char **argv)
{
    /* on GitHub Actions pmreport writes its errors as workflow commands: these
       cases check the plain lines (github_runner checks the other form) */
    unsetenv("GITHUB_ACTIONS");
    if (argc < 2) {
        fprintf(stderr, "usage: report_runner PMREPORT [browser]\n");
        return 2;
    }
    S_binary = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_file_parses_and_the_scatter_has_one_marker_per_configuration),
        cmocka_unit_test(test_tables_have_one_row_per_parameter_and_level),
        cmocka_unit_test(test_hostile_names_appear_only_escaped),
        cmocka_unit_test(test_two_runs_give_the_same_bytes_and_the_date_is_source_date_epoch),
        cmocka_unit_test(test_gnuplot_backend_leaves_scripts_that_draw_svg),
        cmocka_unit_test(test_history_shows_each_exponent_over_the_recorded_runs),
        cmocka_unit_test(test_times_only_page),
        cmocka_unit_test(test_gate_time_rows_in_the_page),
        cmocka_unit_test(test_leave_one_out_group_in_the_page),
    };
#if PM_HAVE_PNG
    const struct CMUnitTest browser[] = {
        cmocka_unit_test(test_chromium_shows_every_group_exponent_offline),
        cmocka_unit_test(test_chromium_wraps_long_names),
    };
    if (argc > 2 && strcmp(argv[2], "browser") == 0)
        return cmocka_run_group_tests(browser, NULL, NULL);
#else
    if (argc > 2 && strcmp(argv[2], "browser") == 0)
        return 77; /* not registered in such a build (tests/CMakeLists.txt) */
#endif
    return cmocka_run_group_tests(tests, NULL, NULL);
}
