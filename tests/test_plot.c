/* test_plot.c - figures: valid, escaped, small, deterministic SVG; real PNG; gnuplot scripts that
 * run. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "render/plot.h"
#include "render/plot_gnuplot.h"
#include "render/plot_png.h"
#include "render/plot_svg.h"
#include "testutil.h"

#if PM_HAVE_PNG
#include <cairo.h>
#endif
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers -- */

/* Deterministic pseudo-random numbers for test data (a 64-bit LCG). */
static double S_rand(unsigned long long *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(*s >> 11) / 9007199254740992.0;
}

typedef struct S_data {
    double *meas, *pred;
    bool *train;
    size_t n;
} S_data;

/* n points from 1 to 1000 ms, predicted within roughly +-30%, 60% train. */
static S_data S_make(size_t n)
{
    S_data d = {calloc(n + 1, sizeof(double)), calloc(n + 1, sizeof(double)),
                calloc(n + 1, sizeof(bool)), n};
    unsigned long long s = 42;
    for (size_t i = 0; i < n; i++) {
        d.meas[i] = pow(10.0, 3.0 * S_rand(&s));
        double e = (S_rand(&s) + S_rand(&s) + S_rand(&s) - 1.5) * 0.3;
        d.pred[i] = d.meas[i] * exp(e);
        d.train[i] = S_rand(&s) < 0.6;
    }
    return d;
}

static void S_free(S_data *d)
{
    free(d->meas);
    free(d->pred);
    free(d->train);
}

static pm_plot *S_scatter(const S_data *d, const char *const *tips, const char *quantity,
                          char **caption)
{
    pm_plot_scatter_spec s = {0};
    s.quantity = quantity;
    s.unit = "ms";
    s.measured = d->meas;
    s.predicted = d->pred;
    s.is_train = d->train;
    s.tips = tips;
    s.n = d->n;
    pm_plot *p = NULL;
    pm_error err;
    assert_int_equal(pm_plot_scatter(&s, &p, caption, &err), 0);
    assert_non_null(p);
    return p;
}

static pm_buf S_svg(const pm_plot *p)
{
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_svg(p, NULL, &b, &err), 0);
    assert_true(b.len > 0);
    return b;
}

/* Parse text as XML, no network; fails the test on any parser error. */
static xmlDocPtr S_parse(const char *text, size_t len)
{
    xmlResetLastError();
    xmlDocPtr doc = xmlReadMemory(text, (int)len, "plot.svg", NULL, XML_PARSE_NONET);
    assert_non_null(doc);
    assert_null(xmlGetLastError());
    return doc;
}

static size_t S_count_class(xmlNodePtr n, const char *cls)
{
    size_t c = 0;
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        xmlChar *v = xmlGetProp(n, (const xmlChar *)"class");
        c += v && strcmp((const char *)v, cls) == 0;
        xmlFree(v);
        c += S_count_class(n->children, cls);
    }
    return c;
}

static size_t S_count_name(xmlNodePtr n, const char *name)
{
    size_t c = 0;
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        c += strcmp((const char *)n->name, name) == 0;
        c += S_count_name(n->children, name);
    }
    return c;
}

/* Number of attributes named `name` (any element, any namespace). */
static size_t S_count_attr(xmlNodePtr n, const char *name)
{
    size_t c = 0;
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        for (xmlAttrPtr a = n->properties; a; a = a->next)
            c += strcmp((const char *)a->name, name) == 0;
        c += S_count_attr(n->children, name);
    }
    return c;
}

/* True when some <name> element's text is exactly text. */
static bool S_has_text(xmlNodePtr n, const char *name, const char *text)
{
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        if (strcmp((const char *)n->name, name) == 0) {
            xmlChar *c = xmlNodeGetContent(n);
            bool eq = c && strcmp((const char *)c, text) == 0;
            xmlFree(c);
            if (eq)
                return true;
        }
        if (S_has_text(n->children, name, text))
            return true;
    }
    return false;
}

/* Parse and free; the common "it is well-formed SVG" check. */
static void S_check_svg(const pm_plot *p)
{
    pm_buf b = S_svg(p);
    xmlDocPtr doc = S_parse(b.data, b.len);
    assert_string_equal((const char *)xmlDocGetRootElement(doc)->name, "svg");
    xmlFreeDoc(doc);
    pm_buf_free(&b);
}

#if PM_HAVE_PNG
typedef struct S_reader {
    const unsigned char *data;
    size_t len, pos;
} S_reader;

static cairo_status_t S_read(void *closure, unsigned char *out, unsigned int n)
{
    S_reader *r = closure;
    if (r->len - r->pos < n)
        return CAIRO_STATUS_READ_ERROR;
    memcpy(out, r->data + r->pos, n);
    r->pos += n;
    return CAIRO_STATUS_SUCCESS;
}

/* The PNG reads back with Cairo at the expected size and is not one flat colour. */
static void S_check_png(const pm_plot *p, double scale)
{
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_png(p, scale, &b, &err), 0);
    assert_memory_equal(b.data, "\x89PNG\r\n\x1a\n", 8);
    S_reader r = {(const unsigned char *)b.data, b.len, 0};
    cairo_surface_t *s = cairo_image_surface_create_from_png_stream(S_read, &r);
    assert_int_equal(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    assert_int_equal(w, (int)ceil(p->width * scale));
    assert_int_equal(h, (int)ceil(p->height * scale));
    const unsigned char *px = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    uint32_t first;
    memcpy(&first, px, 4);
    size_t differ = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t v;
            memcpy(&v, px + (size_t)y * (size_t)stride + 4 * (size_t)x, 4);
            differ += v != first;
        }
    assert_true(differ > 1000); /* axes, text, markers: far from one colour */
    cairo_surface_destroy(s);
    pm_buf_free(&b);
}
#else
/* Built without Cairo and Pango: drawing a PNG fails, and the error says why. */
static void S_check_png(const pm_plot *p, double scale)
{
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_plot_png(p, scale, &b, &err), -1);
    assert_non_null(strstr(err.msg, "built without PNG figures (Cairo, Pango"));
    assert_int_equal(b.len, 0);
    pm_buf_free(&b);
}
#endif

/* ----------------------------------------------------------------- axes -- */

static void test_log_ticks_are_1_2_5(void **state)
{
    (void)state;
    double t[64];
    size_t n = pm_plot_ticks(0.8, 120, true, 6, t, 64);
    double want[] = {1, 2, 5, 10, 20, 50, 100};
    assert_int_equal(n, 7);
    for (size_t i = 0; i < n; i++)
        assert_close(t[i], want[i], 1e-12);
    n = pm_plot_ticks(1e-3, 1e5, true, 6, t, 64); /* wide: powers of ten only */
    assert_int_equal(n, 9);
    assert_close(t[0], 1e-3, 1e-15);
    assert_close(t[8], 1e5, 1e-6);
    n = pm_plot_ticks(-0.25, 1.1, false, 6, t, 64);
    assert_true(n >= 4);
    assert_close(t[0], -0.2, 1e-12);
}

static void test_tick_labels_for_people(void **state)
{
    (void)state;
    struct {
        double v;
        const char *s;
    } cases[] = {{0, "0"},       {0.1, "0.1"},    {1, "1"},
                 {10, "10"},     {100, "100"},    {1000, "1k"},
                 {2500, "2.5k"}, {20000, "20k"},  {1e6, "1M"},
                 {5e9, "5G"},    {0.001, "1e-3"}, {0.0002, "2e-4"},
                 {0.05, "0.05"}, {-0.2, "-0.2"},  {0.30000000000000004, "0.3"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char b[32];
        pm_plot_fmt_tick(b, sizeof b, cases[i].v);
        assert_string_equal(b, cases[i].s);
    }
}

/* -------------------------------------------------------------- scatter -- */

static void test_scatter_one_marker_per_point(void **state)
{
    (void)state;
    S_data d = S_make(800);
    d.meas[3] = 0; /* cannot be drawn on log axes */
    d.pred[7] = -1;
    d.meas[9] = NAN;
    char *caption = NULL;
    pm_plot *p = S_scatter(&d, NULL, "time", &caption);
    assert_int_equal(p->ndrawn, 797);
    pm_buf b = S_svg(p);
    xmlDocPtr doc = S_parse(b.data, b.len);
    assert_int_equal(S_count_class(xmlDocGetRootElement(doc), "mk"), 797);
    assert_int_equal(S_count_class(xmlDocGetRootElement(doc), "hexbins"), 0);
    assert_non_null(strstr(caption, "3 points with a zero, negative or missing value"));
    assert_non_null(strstr(caption, "±10%"));
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    free(caption);
    pm_plot_free(p);
    S_free(&d);
}

static void test_hostile_labels_only_escaped(void **state)
{
    (void)state;
    S_data d = S_make(10);
    const char *tips[10] = {"<script>alert(1)</script>",
                            "\" onmouseover=\"x",
                            "a & b",
                            "]]>",
                            "bad \xff utf-8",
                            NULL,
                            NULL,
                            NULL,
                            NULL,
                            "<!-- c -->"};
    pm_plot_scatter_spec s = {0};
    s.title = "<script>alert(1)</script>";
    s.quantity = "\" onmouseover=\"x";
    s.unit = "<b>ms</b>";
    s.measured = d.meas;
    s.predicted = d.pred;
    s.is_train = d.train;
    s.tips = tips;
    s.n = d.n;
    pm_plot *p = NULL;
    pm_error err;
    assert_int_equal(pm_plot_scatter(&s, &p, NULL, &err), 0);
    pm_buf b = S_svg(p);
    xmlDocPtr doc = S_parse(b.data, b.len);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    assert_int_equal(S_count_name(root, "script"), 0);
    assert_int_equal(S_count_name(root, "b"), 0);
    assert_int_equal(S_count_attr(root, "onmouseover"), 0);
    /* the strings survive as text, exactly */
    assert_true(S_has_text(root, "title", "<script>alert(1)</script>"));
    assert_true(S_has_text(root, "title", "\" onmouseover=\"x"));
    assert_true(S_has_text(root, "title", "a & b"));
    assert_true(S_has_text(root, "title", "bad ? utf-8"));
    assert_true(S_has_text(root, "text", "<script>alert(1)</script>"));
    assert_true(S_has_text(root, "text", "measured \" onmouseover=\"x (<b>ms</b>)"));
    assert_null(strstr(b.data, "<script"));
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    /* the gnuplot script quotes them too: run it when gnuplot is here */
    pm_plot_free(p);
    S_free(&d);
}

static void test_text_is_text_elements(void **state)
{
    (void)state;
    S_data d = S_make(50);
    pm_plot *p = S_scatter(&d, NULL, "step time", NULL);
    pm_buf b = S_svg(p);
    xmlDocPtr doc = S_parse(b.data, b.len);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    assert_true(S_has_text(root, "text", "Predicted vs measured"));
    assert_true(S_has_text(root, "text", "measured step time (ms)"));
    assert_true(S_has_text(root, "text", "predicted step time (ms)"));
    assert_true(S_has_text(root, "text", "100")); /* a tick label */
    assert_true(S_has_text(root, "text", "train"));
    xmlChar *ff = xmlGetProp(root, (const xmlChar *)"font-family");
    assert_string_equal((const char *)ff, PM_PLOT_SVG_FONTS);
    xmlFree(ff);
    assert_null(strstr(b.data, "@font-face"));
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    pm_plot_free(p);
    S_free(&d);
}

static void test_two_renders_same_bytes(void **state)
{
    (void)state;
    S_data d = S_make(300);
    pm_plot *p1 = S_scatter(&d, NULL, "time", NULL), *p2 = S_scatter(&d, NULL, "time", NULL);
    pm_buf a = S_svg(p1), b = S_svg(p2);
    assert_int_equal(a.len, b.len);
    assert_memory_equal(a.data, b.data, a.len);
    pm_buf_free(&a);
    pm_buf_free(&b);
    pm_error err;
#if PM_HAVE_PNG
    assert_int_equal(pm_plot_png(p1, 1, &a, &err), 0);
    assert_int_equal(pm_plot_png(p2, 1, &b, &err), 0);
    assert_int_equal(a.len, b.len);
    assert_memory_equal(a.data, b.data, a.len);
    pm_buf_free(&a);
    pm_buf_free(&b);
#endif
    pm_buf g1 = PM_BUF_INIT, g2 = PM_BUF_INIT;
    assert_int_equal(pm_plot_gnuplot(p1, "s", &a, &g1, &err), 0);
    assert_int_equal(pm_plot_gnuplot(p2, "s", &b, &g2, &err), 0);
    assert_string_equal(a.data, b.data);
    assert_string_equal(g1.data, g2.data);
    pm_buf_free(&a);
    pm_buf_free(&b);
    pm_buf_free(&g1);
    pm_buf_free(&g2);
    pm_plot_free(p1);
    pm_plot_free(p2);
    S_free(&d);
}

static void test_png_reads_back(void **state)
{
    (void)state;
    S_data d = S_make(200);
    pm_plot *p = S_scatter(&d, NULL, "time", NULL);
    S_check_png(p, 1);
    S_check_png(p, 2);
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_png(p, 0, &b, &err), -1);
    pm_buf_free(&b);
    pm_plot_free(p);
    S_free(&d);
}

/* Above the threshold: bins plus the worst points, and a small file. */
static void S_density(size_t n, size_t max_bytes)
{
    S_data d = S_make(n);
    d.pred[12345] = d.meas[12345] * 40; /* the worst point must be among the markers */
    char *caption = NULL;
    pm_plot *p = S_scatter(&d, NULL, "time", &caption);
    assert_int_equal(p->ndrawn, PM_PLOT_WORST);
    pm_buf b = S_svg(p);
    assert_true(b.len < max_bytes);
    xmlDocPtr doc = S_parse(b.data, b.len);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    assert_int_equal(S_count_class(root, "mk"), PM_PLOT_WORST);
    assert_true(S_count_class(root, "hexbins") > 0);
    assert_non_null(strstr(b.data, "(+3900%)")); /* the planted 40x point's tooltip */
    assert_non_null(strstr(caption, "hexagonal bins"));
    assert_non_null(strstr(caption, "predicted worst"));
    print_message("density mode, %zu points: SVG %zu bytes\n", n, b.len);
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    free(caption);
    pm_plot_free(p);
    S_free(&d);
}

static void test_density_200k_small_svg(void **state)
{
    (void)state;
    S_density(200000, 500 * 1024);
}

static void test_density_1_5M_small_svg(void **state)
{
    (void)state;
    S_density(1500000, 500 * 1024);
}

/* ------------------------------------------------------ other figures -- */

/* Every figure the report draws, built from small fixed data. */
static pm_plot *S_figure(int which, char **caption)
{
    pm_plot *p = NULL;
    pm_error err;
    static const double x[] = {1, 2, 4, 8, 16, 1, 2, 4, 8, 16};
    static const double t[] = {100, 52, 30, 20, 16, 98, 55, 28, 19, 17};
    static const double px[] = {1, 2, 4, 8, 16};
    static const double pt[] = {99, 53, 29, 19.5, 16.2};
    static const double u[] = {80, 42, 22, 12, 7, 82, 41};
    static const double lam[] = {1e-4, 1e-3, 1e-2, 1e-1, 1, 10};
    static const double r2tr[] = {0.99, 0.99, 0.985, 0.97, 0.9, 0.6};
    static const double r2te[] = {0.9, 0.93, 0.95, 0.94, 0.88, 0.55};
    static const double c1[] = {2.0, 1.9, 1.6, 1.0, 0.3, 0};
    static const double c2[] = {0.5, 0.5, 0.45, 0.3, 0.1, 0};
    switch (which) {
    case 0: {
        pm_plot_xy meas[2] = {{"pytorch", x, t, 10}, {"tensorflow", px, u, 5}};
        pm_plot_xy pred[2] = {{"pytorch", px, pt, 5}, {NULL, NULL, NULL, 0}};
        pm_plot_scaling_spec s = {0};
        s.factor = "GPUs";
        s.unit = "ms";
        s.measured = meas;
        s.predicted = pred;
        s.nseries = 2;
        s.median = true;
        s.ideal = true;
        assert_int_equal(pm_plot_scaling(&s, &p, caption, &err), 0);
        assert_int_equal(p->ndrawn, 10); /* 5 medians + 5 points */
        break;
    }
    case 1:
    case 2: {
        static const char *const cat[] = {"16",  "8",  "128", "8",  "16",
                                          "128", "32", "8",   "32", "16"};
        pm_plot_residual_spec s = {0};
        s.param = "batch_size";
        s.category = cat;
        s.measured = t;
        s.predicted = x; /* nonsense on purpose: large residuals */
        s.n = 10;
        s.mode = which == 1 ? PM_RESID_STRIP : PM_RESID_BOX;
        s.percent = which == 2;
        assert_int_equal(pm_plot_residuals(&s, &p, caption, &err), 0);
        assert_int_equal(p->nxcats, 4);
        assert_string_equal(p->xcats[0], "8"); /* numeric order, not text order */
        assert_string_equal(p->xcats[3], "128");
        break;
    }
    case 3: {
        pm_plot_xy s[2] = {{"train", lam, r2tr, 6}, {"test", lam, r2te, 6}};
        assert_int_equal(pm_plot_lambda_sweep(NULL, s, 2, 1e-2, &p, caption, &err), 0);
        break;
    }
    case 4: {
        pm_plot_xy s[2] = {{"a_batch_size", lam, c1, 6}, {"a_filters", lam, c2, 6}};
        assert_int_equal(pm_plot_coef_paths(NULL, s, 2, NAN, &p, caption, &err), 0);
        break;
    }
    case 5: {
        pm_plot_interval it[] = {{"workers", "pytorch", 1.49, 1.23, 1.81},
                                 {"workers", "tensorflow", 1.1, 0.9, 1.3},
                                 {"threads", "pytorch", 1.03, 0.86, 1.29},
                                 {"threads", "tensorflow", 0.7, NAN, NAN}};
        pm_plot_exponent_spec s = {0};
        s.items = it;
        s.n = 4;
        s.ideal = 1;
        assert_int_equal(pm_plot_exponents(&s, &p, caption, &err), 0);
        assert_int_equal(p->ndrawn, 4);
        break;
    }
    default: {
        S_data d = S_make(5000); /* density scatter */
        p = S_scatter(&d, NULL, "time", caption);
        S_free(&d);
        break;
    }
    }
    assert_non_null(p);
    return p;
}

enum { S_NFIGURES = 7 };

static void test_every_figure_svg_png(void **state)
{
    (void)state;
    for (int f = 0; f < S_NFIGURES; f++) {
        char *caption = NULL;
        pm_plot *p = S_figure(f, &caption);
        assert_non_null(caption);
        assert_true(strlen(caption) > 40);
        assert_non_null(p->title);
        assert_non_null(p->xlabel);
        assert_non_null(p->ylabel);
        S_check_svg(p);
        S_check_png(p, 1);
        pm_buf b = S_svg(p);
        xmlDocPtr doc = S_parse(b.data, b.len);
        assert_true(S_has_text(xmlDocGetRootElement(doc), "text", p->title));
        assert_true(S_has_text(xmlDocGetRootElement(doc), "text", p->ylabel));
        xmlFreeDoc(doc);
        pm_buf_free(&b);
        free(caption);
        pm_plot_free(p);
    }
}

/* Many points with many outliers: boxes, at most 100 outliers per box, a small file. */
static void test_residual_boxes_cap_outliers(void **state)
{
    (void)state;
    size_t n = 300000;
    S_data d = S_make(n);
    const char **cat = calloc(n, sizeof *cat);
    static const char *const names[] = {"relu", "tanh", "gelu"};
    for (size_t i = 0; i < n; i++) {
        cat[i] = names[i % 3];
        if (i % 10 == 0)
            d.pred[i] = d.meas[i] * (1.5 + (double)(i % 1000) / 100.0); /* 10% far off */
    }
    pm_plot_residual_spec s = {0};
    s.param = "activation";
    s.category = cat;
    s.measured = d.meas;
    s.predicted = d.pred;
    s.n = n;
    pm_plot *p = NULL;
    char *caption = NULL;
    pm_error err;
    assert_int_equal(pm_plot_residuals(&s, &p, &caption, &err), 0);
    assert_int_equal(p->ndrawn, 300); /* 100 outliers in each of 3 boxes */
    assert_string_equal(p->xcats[0], "gelu");
    assert_non_null(strstr(caption, "are not drawn"));
    pm_buf b = S_svg(p);
    assert_true(b.len < 200 * 1024);
    xmlDocPtr doc = S_parse(b.data, b.len);
    assert_int_equal(S_count_class(xmlDocGetRootElement(doc), "mk"), 300);
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    free(caption);
    pm_plot_free(p);
    free(cat);
    S_free(&d);
}

/* The series of p called label, or NULL. */
static const pm_plot_series_rec *S_series_named(const pm_plot *p, const char *label)
{
    for (size_t i = 0; i < p->nseries; i++)
        if (p->series[i].label && strcmp(p->series[i].label, label) == 0)
            return &p->series[i];
    return NULL;
}

/* The residual caption says what is drawn: boxes put their outliers on the box's centre
 * line (the caption once said every marker was spread sideways there too); strips spread
 * every point sideways. */
static void test_residual_caption_says_what_is_drawn(void **state)
{
    (void)state;
    static const char *const cat[] = {"1", "1", "1", "1", "1", "1", "1", "1", "2", "2",
                                      "2", "2", "2", "2", "2", "2", "2", "2", "2", "2"};
    double meas[20], pred[20];
    for (size_t i = 0; i < 20; i++) {
        meas[i] = 1.0 + (double)i;
        pred[i] = meas[i] * (i == 3 || i == 15 ? 9.0 : 1.0 + 0.01 * (double)(i % 4));
    }
    for (int box = 0; box < 2; box++) {
        pm_plot_residual_spec s = {0};
        s.param = "threads";
        s.category = cat;
        s.measured = meas;
        s.predicted = pred;
        s.n = 20;
        s.mode = box ? PM_RESID_BOX : PM_RESID_STRIP;
        pm_plot *p = NULL;
        char *caption = NULL;
        pm_error err;
        assert_int_equal(pm_plot_residuals(&s, &p, &caption, &err), 0);
        const pm_plot_series_rec *pts = S_series_named(p, box ? "outliers" : "one configuration");
        assert_non_null(pts);
        size_t off = 0; /* points off their category's centre */
        for (size_t k = 0; k < pts->nrow; k++)
            off += pts->v[2 * k] != floor(pts->v[2 * k]);
        if (box) {
            assert_int_equal(pts->nrow, 2); /* the two far-off points, one per box */
            assert_int_equal(off, 0);
            assert_non_null(strstr(caption, "drawn singly, on the box's centre line"));
            assert_null(strstr(caption, "spread sideways"));
        } else {
            assert_int_equal(pts->nrow, 20);
            assert_true(off > 0);
            assert_non_null(strstr(caption, "spread sideways"));
            assert_null(strstr(caption, "centre line"));
        }
        free(caption);
        pm_plot_free(p);
    }
}

static int S_cmp_dbl(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Linear-interpolation quantile (type 7) of sorted v[0..n), the textbook way. */
static double S_q7(const double *v, size_t n, double f)
{
    double pos = f * (double)(n - 1);
    size_t i = (size_t)pos;
    return i + 1 >= n ? v[n - 1] : v[i] + (pos - (double)i) * (v[i + 1] - v[i]);
}

/* Categories given as a table of labels and an index per point (how the report passes a
 * parameter's values) make the same figure, byte for byte, as one string per point:
 * unused labels are no category, equal texts one; and the boxes' quartiles and
 * medians are those of each category's sorted errors. */
static void test_residuals_from_labels_are_the_figure_from_strings(void **state)
{
    (void)state;
    size_t n = 30000;
    S_data d = S_make(n);
    static const char *const labels[] = {"conv10", "conv2", "unused", "relu", "conv2"};
    uint32_t *of = calloc(n, sizeof *of);
    const char **cat = calloc(n, sizeof *cat);
    for (size_t i = 0; i < n; i++) {
        of[i] = (uint32_t)(i % 7 == 0 ? 4 : i % 7 < 3 ? 0 : i % 7 < 5 ? 1 : 3); /* never 2 */
        cat[i] = labels[of[i]];
    }
    pm_plot_residual_spec a = {0}, b = {0};
    a.param = b.param = "layer";
    a.measured = b.measured = d.meas;
    a.predicted = b.predicted = d.pred;
    a.n = b.n = n;
    a.category = cat;
    b.labels = labels;
    b.nlabels = 5;
    b.label_of = of;
    pm_plot *pa = NULL, *pb = NULL;
    char *ca = NULL, *cb = NULL;
    pm_error err;
    assert_int_equal(pm_plot_residuals(&a, &pa, &ca, &err), 0);
    assert_int_equal(pm_plot_residuals(&b, &pb, &cb, &err), 0);
    assert_int_equal(pb->nxcats, 3);
    assert_string_equal(pb->xcats[0], "conv2");
    assert_string_equal(pb->xcats[1], "conv10");
    assert_string_equal(pb->xcats[2], "relu");
    assert_string_equal(ca, cb);
    pm_buf sa = S_svg(pa), sb = S_svg(pb);
    assert_int_equal(sa.len, sb.len);
    assert_memory_equal(sa.data, sb.data, sa.len);
    /* the boxes: per category its errors sorted by qsort here */
    const pm_plot_series_rec *box = NULL;
    for (size_t i = 0; i < pb->nseries; i++)
        if (pb->series[i].kind == PM_SERIES_BOXES)
            box = &pb->series[i];
    assert_non_null(box);
    assert_int_equal(box->nrow, 3);
    for (size_t c = 0; c < 3; c++) {
        double *v = calloc(n, sizeof *v);
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (strcmp(cat[i], pb->xcats[c]) == 0)
                v[k++] = log(d.pred[i] / d.meas[i]);
        qsort(v, k, sizeof *v, S_cmp_dbl);
        const double *row = box->v + c * box->ncol; /* x q1 lo hi q3 median width */
        assert_true(row[1] == S_q7(v, k, 0.25));
        assert_true(row[4] == S_q7(v, k, 0.75));
        assert_true(row[5] == S_q7(v, k, 0.5));
        free(v);
    }
    pm_buf_free(&sa);
    pm_buf_free(&sb);
    free(ca);
    free(cb);
    pm_plot_free(pa);
    pm_plot_free(pb);
    free(cat);
    free(of);
    S_free(&d);
}

/* Boxes of 1 to 9 points (PM_RESID_BOX): quartiles, median and whiskers as the sorted
 * errors give them, every outlier drawn, farthest first. */
static void test_residual_boxes_of_few_points_are_those_of_the_sorted_errors(void **state)
{
    (void)state;
    size_t n = 45;
    S_data d = S_make(n);
    static const char *const labels[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
    uint32_t *of = calloc(n, sizeof *of);
    size_t i = 0;
    for (uint32_t c = 0; c < 9; c++)
        for (uint32_t k = 0; k <= c; k++)
            of[i++] = c;           /* category c has c + 1 points */
    d.pred[44] = d.meas[44] * 50;  /* far above in the box of 9 */
    d.pred[43] = d.meas[43] / 20;  /* far below */
    d.pred[42] = d.meas[42] * 100; /* farthest */
    pm_plot_residual_spec s = {0};
    s.param = "p";
    s.measured = d.meas;
    s.predicted = d.pred;
    s.n = n;
    s.mode = PM_RESID_BOX;
    s.labels = labels;
    s.nlabels = 9;
    s.label_of = of;
    pm_plot *p = NULL;
    char *caption = NULL;
    pm_error err;
    assert_int_equal(pm_plot_residuals(&s, &p, &caption, &err), 0);
    const pm_plot_series_rec *box = NULL, *out = NULL;
    for (size_t j = 0; j < p->nseries; j++) {
        if (p->series[j].kind == PM_SERIES_BOXES)
            box = &p->series[j];
        if (p->series[j].kind == PM_SERIES_POINTS && strcmp(p->series[j].label, "outliers") == 0)
            out = &p->series[j];
    }
    assert_non_null(box);
    assert_non_null(out);
    assert_int_equal(box->nrow, 9);
    size_t nout = 0;
    i = 0;
    for (size_t c = 0; c < 9; c++) {
        size_t k = c + 1;
        double v[9];
        for (size_t j = 0; j < k; j++, i++)
            v[j] = log(d.pred[i] / d.meas[i]);
        qsort(v, k, sizeof *v, S_cmp_dbl);
        double q1 = S_q7(v, k, 0.25), q3 = S_q7(v, k, 0.75), iqr = q3 - q1;
        double wlo = q1, whi = q3;
        for (size_t j = 0; j < k; j++) {
            if (v[j] >= q1 - 1.5 * iqr && v[j] < wlo)
                wlo = v[j];
            if (v[j] <= q3 + 1.5 * iqr && v[j] > whi)
                whi = v[j];
        }
        for (size_t j = 0; j < k; j++)
            nout += v[j] < wlo || v[j] > whi;
        const double *row = box->v + c * box->ncol; /* x q1 lo hi q3 median width */
        assert_true(row[1] == q1);
        assert_true(row[2] == wlo);
        assert_true(row[3] == whi);
        assert_true(row[4] == q3);
        assert_true(row[5] == S_q7(v, k, 0.5));
    }
    assert_true(nout >= 3); /* the three made far off, at least */
    assert_int_equal(out->nrow, nout);
    size_t first = 0; /* box 9's first outlier: the farthest of its own */
    while (first < out->nrow && out->v[2 * first] != 9.0)
        first++;
    assert_true(first + 3 <= out->nrow);
    assert_true(out->v[2 * first + 1] == log(d.pred[42] / d.meas[42]));
    free(caption);
    pm_plot_free(p);
    free(of);
    S_free(&d);
}

/* The residuals made once (pm_plot_residual_values) and given to several figures draw
 * the same figure as each figure making them, points that cannot be drawn (not
 * positive, not finite) included, in boxes and in strips, as logs and as percent. */
static void test_residuals_given_values_are_the_same_figure(void **state)
{
    (void)state;
    static const size_t sizes[] = {40, 5000};
    for (size_t t = 0; t < 4; t++) {
        size_t n = sizes[t % 2];
        S_data d = S_make(n);
        d.meas[3] = 0;
        d.pred[7] = -1;
        d.meas[11] = NAN;
        d.pred[13] = INFINITY;
        static const char *const labels[] = {"1", "2", "4"};
        uint32_t *of = calloc(n, sizeof *of);
        for (size_t i = 0; i < n; i++)
            of[i] = (uint32_t)(i % 3);
        double *resid = calloc(n, sizeof *resid);
        bool percent = t >= 2;
        pm_plot_residual_values(d.meas, d.pred, n, percent, resid);
        assert_true(isnan(resid[3]) && isnan(resid[7]) && isnan(resid[11]) && isnan(resid[13]));
        pm_plot_residual_spec a = {0};
        a.param = "workers";
        a.measured = d.meas;
        a.predicted = d.pred;
        a.n = n;
        a.percent = percent;
        a.labels = labels;
        a.nlabels = 3;
        a.label_of = of;
        pm_plot_residual_spec b = a;
        b.resid = resid;
        pm_plot *pa = NULL, *pb = NULL;
        char *ca = NULL, *cb = NULL;
        pm_error err;
        assert_int_equal(pm_plot_residuals(&a, &pa, &ca, &err), 0);
        assert_int_equal(pm_plot_residuals(&b, &pb, &cb, &err), 0);
        assert_string_equal(ca, cb);
        pm_buf sa = S_svg(pa), sb = S_svg(pb);
        assert_int_equal(sa.len, sb.len);
        assert_memory_equal(sa.data, sb.data, sa.len);
        pm_buf_free(&sa);
        pm_buf_free(&sb);
        free(ca);
        free(cb);
        pm_plot_free(pa);
        pm_plot_free(pb);
        free(resid);
        free(of);
        S_free(&d);
    }
}

/* Labels of a pair of factors ("workers x threads") come in natural order: numbers inside
 * compare as numbers, so 2 comes before 16. */
static void test_residual_categories_in_natural_order(void **state)
{
    (void)state;
    static const char *const cat[] = {"16 \xc3\x97 2", "2 \xc3\x97 16", "2 \xc3\x97 2",
                                      "8 \xc3\x97 1",  "16 \xc3\x97 1", "relu"};
    S_data d = S_make(6);
    pm_plot_residual_spec s = {0};
    s.param = "pair";
    s.category = cat;
    s.measured = d.meas;
    s.predicted = d.pred;
    s.n = 6;
    pm_plot *p = NULL;
    char *caption = NULL;
    pm_error err;
    assert_int_equal(pm_plot_residuals(&s, &p, &caption, &err), 0);
    static const char *const want[] = {"2 \xc3\x97 2",  "2 \xc3\x97 16", "8 \xc3\x97 1",
                                       "16 \xc3\x97 1", "16 \xc3\x97 2", "relu"};
    for (size_t i = 0; i < 6; i++)
        assert_string_equal(p->xcats[i], want[i]);
    free(caption);
    pm_plot_free(p);
    S_free(&d);
}

/* Inline SVGs for one HTML page: no XML declaration, ids carry the prefix. */
static int S_xml_append(void *ctx, const char *data, int len)
{
    pm_buf_append(ctx, data, (size_t)len);
    return len;
}

/* The SVG writer (render/xmlw.h) writes what libxml2's serialiser writes for the
 * same tree: parsed back and serialised again by libxml2, with its formatting,
 * every byte is the same. Labels and tooltips carry every character that needs
 * escaping, in text and in attributes, and text that is not ASCII. */
static void test_svg_bytes_are_what_libxml2_writes(void **state)
{
    (void)state;
    static const char *const nasty[] = {"<script>alert(1)</script>",
                                        "\" onmouseover=\"x",
                                        "a & b; &amp; &#65;",
                                        "tab\there",
                                        "line\nbreak",
                                        "cr\rhere",
                                        "\xc3\xa9t\xc3\xa9 \xc3\x97 \xe2\x80\x93 \xf0\x9f\x9a\x80",
                                        "quote ' and ]]> and --",
                                        ""};
    size_t n = sizeof nasty / sizeof *nasty;
    pm_plot *p = pm_plot_new(300, 200);
    p->title = strdup(nasty[0]);
    pm_plot_style st = pm_plot_style_default();
    for (size_t i = 0; i < n; i++) {
        pm_plot_add_text(p, 10, 20 + 10 * (double)i, nasty[i], PM_ANCHOR_START, i % 2 ? 90 : 0,
                         &st);
        /* tooltips from all but the empty string: an empty tooltip is written
           <title></title> (as the tree API wrote it), which parses back to <title/> */
        size_t k = pm_plot_add_marker(p, 50, 20 + 10 * (double)i, PM_MARK_DIAMOND, 3, &st,
                                      nasty[(i + 3) % (n - 1)]);
        p->items[k].role = PM_ROLE_MARK;
        p->items[k].clip = i % 2 == 0;
    }
    double xy[6] = {1, 2, 3, 4, 5, 6};
    pm_plot_add_polygon(p, xy, 3, &st, nasty[1]);
    pm_plot_svg_opts o = {true, "t1-"};
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_svg(p, &o, &b, &err), 0);
    xmlDocPtr doc =
        xmlReadMemory(b.data, (int)b.len, "t.svg", NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    assert_non_null(doc);
    pm_buf again = PM_BUF_INIT;
    xmlSaveCtxtPtr ctx =
        xmlSaveToIO(S_xml_append, NULL, &again, "UTF-8", XML_SAVE_FORMAT | XML_SAVE_NO_DECL);
    assert_non_null(ctx);
    assert_true(xmlSaveDoc(ctx, doc) >= 0);
    assert_true(xmlSaveClose(ctx) >= 0);
    if (again.len != b.len || memcmp(again.data, b.data, b.len) != 0)
        fail_msg("the writer's SVG:\n%s\nlibxml2's:\n%s", b.data, again.data);
    /* and the hostile strings are there only as text */
    assert_int_equal(S_count_name(xmlDocGetRootElement(doc), "script"), 0);
    assert_int_equal(S_count_attr(xmlDocGetRootElement(doc), "onmouseover"), 0);
    xmlFreeDoc(doc);
    pm_buf_free(&again);
    pm_buf_free(&b);
    pm_plot_free(p);
}

static void test_svg_inline_with_id_prefix(void **state)
{
    (void)state;
    S_data d = S_make(30);
    pm_plot *p = S_scatter(&d, NULL, "time", NULL);
    pm_plot_svg_opts o = {true, "fig2-"};
    pm_buf b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_svg(p, &o, &b, &err), 0);
    assert_memory_equal(b.data, "<svg", 4);
    assert_non_null(strstr(b.data, "id=\"fig2-plotarea\""));
    assert_non_null(strstr(b.data, "url(#fig2-plotarea)"));
    assert_non_null(strstr(b.data, "href=\"#fig2-c35\""));
    assert_null(strstr(b.data, "\"#c35\""));
    xmlDocPtr doc = S_parse(b.data, b.len);
    xmlFreeDoc(doc);
    pm_buf_free(&b);
    pm_plot_svg_opts bad = {true, "1\" x=\""};
    assert_int_equal(pm_plot_svg(p, &bad, &b, &err), -1);
    assert_int_equal(err.kind, PM_ERR_USAGE);
    assert_int_equal(b.len, 0);
    pm_plot_free(p);
    S_free(&d);
}

/* The model's polylines of p: how many solid and how many dashed, and their points. */
static void S_count_lines(const pm_plot *p, size_t *solid, size_t *dashed, size_t *npts)
{
    *solid = *dashed = *npts = 0;
    for (size_t i = 0; i < p->nitems; i++)
        if (p->items[i].kind == PM_PLOT_POLYLINE) {
            *(p->items[i].style.dash ? dashed : solid) += 1;
            *npts += p->items[i].npt;
        }
}

static void test_scaling_curve_dashed_past_the_fitted_range(void **state)
{
    (void)state;
    double mx[] = {1, 2, 4, 8, 16}, my[] = {10, 5.5, 3, 2, 1.6};
    double px[] = {1, 2, 4, 8, 16}, py[] = {10, 5.4, 3.1, 2.1, 1.5};
    pm_plot_xy meas = {"m", mx, my, 5}, pred = {"p", px, py, 5};
    pm_plot_scaling_spec s = {0};
    s.factor = "gpus";
    s.measured = &meas;
    s.predicted = &pred;
    s.nseries = 1;
    pm_plot *p = NULL;
    char *cap = NULL;
    pm_error err;
    /* fitted up to 4: the model's line is solid through 1, 2, 4 and dashed from 4 to 16 */
    s.fit_hi = 4;
    assert_int_equal(pm_plot_scaling(&s, &p, &cap, &err), 0);
    size_t solid, dashed, npts;
    S_count_lines(p, &solid, &dashed, &npts);
    assert_int_equal(solid, 1);
    assert_int_equal(dashed, 1);
    assert_int_equal(npts, 3 + 3);
    assert_non_null(strstr(cap, "an extrapolation"));
    S_check_svg(p);
    pm_plot_free(p);
    free(cap);
    /* fitted over the whole range: one solid line, no word of extrapolation */
    s.fit_hi = 16;
    assert_int_equal(pm_plot_scaling(&s, &p, &cap, &err), 0);
    S_count_lines(p, &solid, &dashed, &npts);
    assert_int_equal(solid, 1);
    assert_int_equal(dashed, 0);
    assert_null(strstr(cap, "extrapolation"));
    pm_plot_free(p);
    free(cap);
}

static void test_empty_figures_still_draw(void **state)
{
    (void)state;
    pm_plot_scatter_spec s = {0};
    pm_plot *p = NULL;
    pm_error err;
    assert_int_equal(pm_plot_scatter(&s, &p, NULL, &err), 0);
    S_check_svg(p);
    pm_plot_free(p);
    pm_plot_scaling_spec sc = {0};
    assert_int_equal(pm_plot_scaling(&sc, &p, NULL, &err), 0);
    S_check_svg(p);
    pm_plot_free(p);
    s.n = 3; /* arrays missing */
    assert_int_equal(pm_plot_scatter(&s, &p, NULL, &err), -1);
    assert_null(p);
    pm_plot_free(NULL);
}

/* -------------------------------------------------------------- gnuplot -- */

static void test_gnuplot_bad_name(void **state)
{
    (void)state;
    pm_plot *p = S_figure(3, NULL);
    pm_buf a = PM_BUF_INIT, b = PM_BUF_INIT;
    pm_error err;
    assert_int_equal(pm_plot_gnuplot(p, "x'; system('id", &a, &b, &err), -1);
    assert_int_equal(err.kind, PM_ERR_USAGE);
    pm_buf_free(&a);
    pm_buf_free(&b);
    pm_plot_free(p);
}

static void test_gnuplot_scripts_run(void **state)
{
    (void)state;
    if (!pm_plot_gnuplot_available()) {
        print_message("gnuplot is not on PATH: skipped\n");
        skip();
    }
    char *dir = pm_test_tmpdir();
    for (int f = -1; f < S_NFIGURES; f++) {
        pm_plot *p;
        if (f < 0) { /* hostile strings through gnuplot's quoting */
            S_data d = S_make(20);
            p = S_scatter(&d, NULL, "it's \" <script>alert(1)</script>", NULL);
            S_free(&d);
        } else {
            p = S_figure(f, NULL);
        }
        char name[32], file[48];
        snprintf(name, sizeof name, "fig%d", f + 1);
        pm_buf gp = PM_BUF_INIT, dat = PM_BUF_INIT;
        pm_error err;
        assert_int_equal(pm_plot_gnuplot(p, name, &gp, &dat, &err), 0);
        assert_non_null(strstr(gp.data, "set terminal svg"));
        snprintf(file, sizeof file, "%s.dat", name);
        free(pm_test_write(dir, file, dat.data));
        snprintf(file, sizeof file, "%s.gp", name);
        char *script = pm_test_write(dir, file, gp.data);
        int rc = pm_plot_gnuplot_run(script, &err);
        if (rc != 0)
            print_message("%s: %s\n%s\n", file, err.msg, gp.data);
        assert_int_equal(rc, 0);
        char out[4096];
        snprintf(out, sizeof out, "%s/%s-gnuplot.svg", dir, name);
        char *svg = pm_test_read(out);
        assert_non_null(svg);
        xmlDocPtr doc = S_parse(svg, strlen(svg));
        assert_int_equal(S_count_name(xmlDocGetRootElement(doc), "script"), 0);
        xmlFreeDoc(doc);
        free(svg);
        free(script);
        pm_buf_free(&gp);
        pm_buf_free(&dat);
        pm_plot_free(p);
    }
    /* a broken script gives gnuplot's complaint, not a crash */
    char *bad = pm_test_write(dir, "bad.gp", "set terminal svg\nplot 'no-such-file.dat'\n");
    pm_error err;
    assert_int_equal(pm_plot_gnuplot_run(bad, &err), -1);
    assert_int_equal(err.kind, PM_ERR_IO);
    assert_non_null(strstr(err.msg, "gnuplot failed"));
    free(bad);
    pm_test_rmtree(dir);
    free(dir);
}

static void test_gnuplot_missing_is_clear(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *old = getenv("PATH") ? strdup(getenv("PATH")) : NULL;
    setenv("PATH", dir, 1);
    assert_false(pm_plot_gnuplot_available());
    pm_error err;
    assert_int_equal(pm_plot_gnuplot_run("fig.gp", &err), -1);
    assert_int_equal(err.kind, PM_ERR_IO);
    assert_non_null(strstr(err.msg, "gnuplot-nox"));
    if (old)
        setenv("PATH", old, 1);
    else
        unsetenv("PATH");
    free(old);
    pm_test_rmtree(dir);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_ticks_are_1_2_5),
        cmocka_unit_test(test_tick_labels_for_people),
        cmocka_unit_test(test_scatter_one_marker_per_point),
        cmocka_unit_test(test_hostile_labels_only_escaped),
        cmocka_unit_test(test_text_is_text_elements),
        cmocka_unit_test(test_two_renders_same_bytes),
        cmocka_unit_test(test_png_reads_back),
        cmocka_unit_test(test_density_200k_small_svg),
        cmocka_unit_test(test_density_1_5M_small_svg),
        cmocka_unit_test(test_every_figure_svg_png),
        cmocka_unit_test(test_residual_boxes_cap_outliers),
        cmocka_unit_test(test_residual_categories_in_natural_order),
        cmocka_unit_test(test_residuals_from_labels_are_the_figure_from_strings),
        cmocka_unit_test(test_residuals_given_values_are_the_same_figure),
        cmocka_unit_test(test_residual_boxes_of_few_points_are_those_of_the_sorted_errors),
        cmocka_unit_test(test_svg_inline_with_id_prefix),
        cmocka_unit_test(test_svg_bytes_are_what_libxml2_writes),
        cmocka_unit_test(test_empty_figures_still_draw),
        cmocka_unit_test(test_scaling_curve_dashed_past_the_fitted_range),
        cmocka_unit_test(test_gnuplot_bad_name),
        cmocka_unit_test(test_gnuplot_scripts_run),
        cmocka_unit_test(test_gnuplot_missing_is_clear),
        cmocka_unit_test(test_residual_caption_says_what_is_drawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
