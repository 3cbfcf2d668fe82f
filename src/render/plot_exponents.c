/* plot_exponents.c - the exponents with their intervals and ideals, per group and over the run
 * history. */
#include "render/plot.h"
#include "render/plot_chart.h"
#include "util/buf.h"
#include "util/format.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ====================================================== 5. exponents == */

/* Index of s in names[0..*n), appended when new. */
static size_t S_intern(const char **names, size_t *n, const char *s)
{
    for (size_t i = 0; i < *n; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    names[*n] = s;
    return (*n)++;
}
/* The ideal exponent of an exponent figure: a dashed horizontal line across the axes (and
   its series, for the data behind the figure), drawn under the points. */
static pm_plot_style S_ideal_style(void)
{
    return pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
}

static void S_ideal_line(pm_plot *p, const pm_chart_axes *a, double ideal, const char *label)
{
    pm_plot_style st = S_ideal_style();
    pm_plot_add_line(p, a->ax, pm_chart_my(a, ideal), a->ax + a->aw, pm_chart_my(a, ideal), &st);
    double v[4] = {a->x0, ideal, a->x1, ideal};
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_LINES, label, PM_PLOT_BLACK, 2, 2, v);
    r->dash = 1;
}

/* Its legend entry "label (q = ideal)", written into il (which must outlive the legend). */
static void S_ideal_key(pm_chart_legend *l, double ideal, const char *label, char *il, size_t size)
{
    char iv[32];
    pm_fmt_g(iv, sizeof iv, pm_chart_snap(ideal), 4);
    snprintf(il, size, "%s (q = %s)", label, iv);
    pm_plot_style st = S_ideal_style(); /* pm_chart_key_add copies it */
    pm_chart_key_add(l, PM_CHART_KEY_LINE, &st, PM_MARK_CIRCLE, 0, il);
}

/* The exponent figure's categories: the factors on x, the groups as series. */
typedef struct S_cats {
    const char **factors, **groups; /* distinct names in order of first appearance (borrowed) */
    size_t nf, ng;
    size_t *fi, *gi; /* per item: its factor's and its group's index */
} S_cats;

/* The items' factors and groups, and the axes over their values, intervals and the ideal. */
static void S_exp_data(const pm_plot_exponent_spec *s, S_cats *k, pm_chart_axes *a)
{
    k->factors = pm_xcalloc(s->n + 1, sizeof *k->factors);
    k->groups = pm_xcalloc(s->n + 1, sizeof *k->groups);
    k->nf = k->ng = 0;
    k->fi = pm_xcalloc(s->n + 1, sizeof *k->fi);
    k->gi = pm_xcalloc(s->n + 1, sizeof *k->gi);
    *a = (pm_chart_axes){0.5, 0, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    for (size_t i = 0; i < s->n; i++) {
        const pm_plot_interval *it = &s->items[i];
        k->fi[i] = S_intern(k->factors, &k->nf, it->factor ? it->factor : "");
        k->gi[i] = S_intern(k->groups, &k->ng, it->group ? it->group : "");
        pm_chart_extend(&a->y0, &a->y1, it->value, false);
        pm_chart_extend(&a->y0, &a->y1, it->lo, false);
        pm_chart_extend(&a->y0, &a->y1, it->hi, false);
    }
    if (isfinite(s->ideal))
        pm_chart_extend(&a->y0, &a->y1, s->ideal, false);
    a->x1 = (double)k->nf + 0.5;
    if (k->nf == 0)
        a->x1 = 1.5;
    pm_chart_pad(&a->y0, &a->y1, false);
}

static void S_cats_free(S_cats *k)
{
    free(k->factors);
    free(k->groups);
    free(k->fi);
    free(k->gi);
}

/* Group g's exponents: a marker per factor, offset within the factor's slot so that the
 * groups stand side by side, with its interval as a whisker; a series and a legend key. */
static void S_exp_group(pm_plot *p, const pm_chart_axes *a, const pm_plot_exponent_spec *s,
                        const S_cats *k, size_t g, double *v, pm_chart_legend *l)
{
    uint32_t col = pm_plot_series_color(g);
    pm_plot_shape shape = pm_chart_shapes[g % 4];
    pm_plot_style ws = pm_chart_style(col, PM_PLOT_NONE, 1.5, 1, 0);
    pm_plot_style ms = pm_chart_style(PM_PLOT_NONE, col, 0, 1, 0);
    double slot = k->ng > 1 ? (0.6 / (double)k->ng < 0.2 ? 0.6 / (double)k->ng : 0.2) : 0;
    size_t m = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (k->gi[i] != g || !isfinite(s->items[i].value))
            continue;
        const pm_plot_interval *it = &s->items[i];
        double x = (double)(k->fi[i] + 1) + ((double)g - (double)(k->ng - 1) / 2.0) * slot;
        double cx = pm_chart_mx(a, x);
        bool ci = isfinite(it->lo) && isfinite(it->hi);
        if (ci) {
            pm_plot_add_line(p, cx, pm_chart_my(a, it->lo), cx, pm_chart_my(a, it->hi), &ws);
            pm_plot_add_line(p, cx - 4, pm_chart_my(a, it->lo), cx + 4, pm_chart_my(a, it->lo),
                             &ws);
            pm_plot_add_line(p, cx - 4, pm_chart_my(a, it->hi), cx + 4, pm_chart_my(a, it->hi),
                             &ws);
        }
        char vs[32], los[32], his[32], tip[400];
        pm_fmt_g(vs, sizeof vs, pm_chart_snap(it->value), 4);
        pm_fmt_g(los, sizeof los, pm_chart_snap(it->lo), 4);
        pm_fmt_g(his, sizeof his, pm_chart_snap(it->hi), 4);
        if (ci)
            snprintf(tip, sizeof tip, "%s, %s: q = %s, 95%% CI [%s, %s]", k->groups[g],
                     k->factors[k->fi[i]], vs, los, his);
        else
            snprintf(tip, sizeof tip, "%s, %s: q = %s", k->groups[g], k->factors[k->fi[i]], vs);
        pm_plot_add_marker(p, cx, pm_chart_my(a, it->value), shape, 4.5, &ms, tip);
        p->ndrawn++;
        double row[4] = {x, it->value, ci ? it->lo : it->value, ci ? it->hi : it->value};
        memcpy(v + 4 * m++, row, sizeof row);
    }
    pm_plot_series_rec *r = pm_plot_add_series(p, PM_SERIES_ERRBARS, k->groups[g], col, 4, m, v);
    r->shape = shape;
    pm_plot_style ks = pm_chart_style(col, PM_PLOT_NONE, 1.5, 1, 0);
    pm_chart_key_add(l, PM_CHART_KEY_LINEMARK, &ks, shape, 4.5, k->groups[g]);
}

int pm_plot_exponents(const pm_plot_exponent_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && !s->items)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "exponent plot: no items");
    S_cats k;
    pm_chart_axes a;
    S_exp_data(s, &k, &a);
    bool ideal = isfinite(s->ideal);
    pm_plot *p = pm_chart_figure(&a, s->title ? s->title : "Scaling exponents", "extrinsic factor",
                                 s->ylabel ? s->ylabel : "exponent q");
    p->nxcats = k.nf;
    p->xcats = pm_xcalloc(k.nf + 1, sizeof *p->xcats);
    for (size_t f = 0; f < k.nf; f++)
        p->xcats[f] = pm_chart_clean(k.factors[f]);
    pm_chart_grid(p, &a, false);
    pm_chart_legend l = {0};
    const char *ideal_label = s->ideal_label ? s->ideal_label : "ideal";
    if (ideal)
        S_ideal_line(p, &a, s->ideal, ideal_label);
    double *v = pm_xcalloc(pm_st_add(pm_st_mult(4, s->n), 1), sizeof *v);
    for (size_t g = 0; g < k.ng; g++)
        S_exp_group(p, &a, s, &k, g, v, &l);
    free(v);
    pm_chart_frame(p, &a, p->xcats, k.nf);
    char il[200];
    if (ideal)
        S_ideal_key(&l, s->ideal, ideal_label, il, sizeof il);
    pm_chart_legend_draw(p, &a, &l, PM_CHART_TOP_RIGHT);

    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b,
                  "The fitted scaling exponent q of each extrinsic factor (time grows as "
                  "factor^q), one marker per group (%zu group%s, one colour and shape each); "
                  "whiskers span the 95%% confidence interval. ",
                  k.ng, k.ng == 1 ? "" : "s");
    if (ideal) {
        char iv[32];
        pm_fmt_g(iv, sizeof iv, pm_chart_snap(s->ideal), 4);
        pm_buf_printf(&b, "The dashed line is the %s value q = %s. ", ideal_label, iv);
    }
    pm_buf_puts(&b, "Groups whose whiskers do not overlap scale differently with that factor.");
    pm_chart_caption(caption, &b);
    S_cats_free(&k);
    *out = p;
    return 0;
}

/* ======================================================= 6. history == */

/* The history figure's axes: a slot per run, q with its intervals and the ideal, headroom for
 * the legend. */
static void S_history_axes(const pm_plot_history_spec *s, pm_chart_axes *a)
{
    size_t n = s->n;
    *a = (pm_chart_axes){0.5, (double)n + 0.5, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    if (n == 0)
        a->x1 = 1.5;
    for (size_t i = 0; i < n; i++) {
        pm_chart_extend(&a->y0, &a->y1, s->q[i], false);
        pm_chart_extend(&a->y0, &a->y1, s->lo[i], false);
        pm_chart_extend(&a->y0, &a->y1, s->hi[i], false);
    }
    if (isfinite(s->ideal))
        pm_chart_extend(&a->y0, &a->y1, s->ideal, false);
    pm_chart_pad(&a->y0, &a->y1, false);
    a->y1 += 0.2 * (a->y1 - a->y0); /* headroom for the legend */
}

/* The figure on axes a (which it lays out) with the runs' labels on x (the widest label's
 * width into *widest) and the grid. */
static pm_plot *S_history_figure(const pm_plot_history_spec *s, pm_chart_axes *a, double *widest)
{
    size_t n = s->n;
    pm_plot *p = pm_chart_figure(a, s->title ? s->title : "Exponent over time",
                                 "commit (oldest left, this run last)",
                                 s->ylabel ? s->ylabel : "exponent q");
    p->nxcats = n;
    p->xcats = pm_xcalloc(n + 1, sizeof *p->xcats);
    *widest = 0;
    for (size_t i = 0; i < n; i++) {
        p->xcats[i] = pm_chart_clean(s->label[i] ? s->label[i] : "");
        double w = pm_chart_text_width(p->xcats[i], 11);
        if (w > *widest)
            *widest = w;
    }
    pm_chart_grid(p, a, false);
    return p;
}

/* The intervals: a band over each run of consecutive points that have one (a whisker for a
 * point alone), and their series; band gets the band's paint. Returns the points with an
 * interval. */
static size_t S_history_bands(pm_plot *p, const pm_chart_axes *a, const pm_plot_history_spec *s,
                              pm_plot_style *band)
{
    size_t n = s->n, nb = 0, nci = 0;
    *band = pm_chart_style(PM_PLOT_NONE, PM_PLOT_SKYBLUE, 0, 0.35, 0);
    pm_plot_style whisk = pm_chart_style(PM_PLOT_SKYBLUE, PM_PLOT_NONE, 3, 1, 0);
    double *xy = pm_xcalloc(pm_st_add(pm_st_mult(4, n), 2), sizeof *xy),
           *bv = pm_xcalloc(pm_st_add(pm_st_mult(3, n), 1), sizeof *bv);
    for (size_t i = 0; i < n;) {
        if (!(isfinite(s->lo[i]) && isfinite(s->hi[i]))) {
            i++;
            continue;
        }
        size_t j = i, m = 0;
        while (j < n && isfinite(s->lo[j]) && isfinite(s->hi[j]))
            j++;
        for (size_t k = i; k < j; k++) { /* along the tops, then back along the bottoms */
            xy[2 * m] = pm_chart_mx(a, (double)(k + 1));
            xy[2 * m + 1] = pm_chart_my(a, s->hi[k]);
            m++;
            double row[3] = {(double)(k + 1), s->lo[k], s->hi[k]};
            memcpy(bv + 3 * nb++, row, sizeof row);
        }
        for (size_t k = j; k-- > i;) {
            xy[2 * m] = pm_chart_mx(a, (double)(k + 1));
            xy[2 * m + 1] = pm_chart_my(a, s->lo[k]);
            m++;
        }
        size_t it = j - i > 1 ? pm_plot_add_polygon(p, xy, m, band, NULL)
                              : pm_plot_add_line(p, xy[0], xy[1], xy[2], xy[3], &whisk);
        p->items[it].role = PM_ROLE_DATA;
        nci += j - i;
        i = j;
    }
    if (nb)
        pm_plot_add_series(p, PM_SERIES_BAND, "95% interval", PM_PLOT_SKYBLUE, 3, nb, bv)->opacity =
            0.35;
    free(xy);
    free(bv);
    return nci;
}

/* The line through the values, broken where a run has none. */
static void S_history_line(pm_plot *p, const pm_chart_axes *a, const pm_plot_history_spec *s)
{
    size_t n = s->n;
    pm_plot_style line = pm_chart_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.5, 1, 0);
    double *xy = pm_xcalloc(pm_st_add(pm_st_mult(4, n), 2), sizeof *xy);
    for (size_t i = 0; i < n;) {
        if (!isfinite(s->q[i])) {
            i++;
            continue;
        }
        size_t m = 0;
        for (; i < n && isfinite(s->q[i]); i++) {
            xy[2 * m] = pm_chart_mx(a, (double)(i + 1));
            xy[2 * m + 1] = pm_chart_my(a, s->q[i]);
            m++;
        }
        if (m > 1)
            pm_plot_add_polyline(p, xy, m, &line);
    }
    free(xy);
}

/* One marker per run: recorded runs blue circles, the baseline an orange diamond, this run a
 * vermillion triangle; a series and a legend key for each kind present. */
static void S_history_markers(pm_plot *p, const pm_chart_axes *a, const pm_plot_history_spec *s,
                              pm_chart_legend *l)
{
    static const char *const names[3] = {"recorded run", "baseline", "this run"};
    static const uint32_t cols[3] = {PM_PLOT_BLUE, PM_PLOT_ORANGE, PM_PLOT_VERMILLION};
    static const pm_plot_shape shapes[3] = {PM_MARK_CIRCLE, PM_MARK_DIAMOND, PM_MARK_TRIANGLE};
    const pm_plot_style style[3] = {pm_chart_style(0xFFFFFF, PM_PLOT_BLUE, 1, 1, 0),
                                    pm_chart_style(PM_PLOT_BLACK, PM_PLOT_ORANGE, 1, 1, 0),
                                    pm_chart_style(PM_PLOT_BLACK, PM_PLOT_VERMILLION, 1, 1, 0)};
    size_t n = s->n, np[3] = {0, 0, 0};
    double *pv[3];
    for (int k = 0; k < 3; k++)
        pv[k] = pm_xcalloc(pm_st_add(pm_st_mult(2, n), 1), sizeof *pv[k]);
    for (size_t i = 0; i < n; i++) {
        if (!isfinite(s->q[i]))
            continue;
        int k = i == s->baseline ? 1 : i == s->current ? 2 : 0;
        pm_plot_add_marker(p, pm_chart_mx(a, (double)(i + 1)), pm_chart_my(a, s->q[i]), shapes[k],
                           k == 0 ? 4 : 6, &style[k], s->tip ? s->tip[i] : NULL);
        p->ndrawn++;
        pv[k][2 * np[k]] = (double)(i + 1);
        pv[k][2 * np[k] + 1] = s->q[i];
        np[k]++;
    }
    for (int k = 0; k < 3; k++) {
        if (np[k] == 0)
            continue;
        pm_plot_add_series(p, PM_SERIES_POINTS, names[k], cols[k], 2, np[k], pv[k])->shape =
            shapes[k];
        pm_chart_key_add(l, PM_CHART_KEY_MARKER, &style[k], shapes[k], k == 0 ? 4 : 6, names[k]);
    }
    for (int k = 0; k < 3; k++)
        free(pv[k]);
}

/* How to read the figure: the markers and the band, the ideal, which commits are labelled
 * (every `every`-th), the spec's note. */
static void S_history_caption(const pm_plot_history_spec *s, const char *ideal_label, size_t every,
                              char **caption)
{
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "The fitted exponent q at each run, oldest left, one marker per run "
                    "(blue circles; this run the vermillion triangle, the baseline the orange "
                    "diamond); the band spans each run's 95% interval. A rise that leaves the "
                    "band of the runs before it is a change in scaling, not noise. ");
    if (isfinite(s->ideal)) {
        char iv[32];
        pm_fmt_g(iv, sizeof iv, pm_chart_snap(s->ideal), 4);
        pm_buf_printf(&b, "The dashed line is the %s value q = %s. ", ideal_label, iv);
    }
    if (every > 1)
        pm_buf_printf(&b, "Every %zu%s commit is labelled. ", every,
                      every == 2   ? "nd"
                      : every == 3 ? "rd"
                                   : "th");
    if (s->note)
        pm_buf_puts(&b, s->note);
    pm_chart_caption(caption, &b);
}

int pm_plot_history(const pm_plot_history_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->q || !s->lo || !s->hi || !s->label))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "history plot: no data arrays");
    pm_chart_axes a;
    S_history_axes(s, &a);
    double widest;
    pm_plot *p = S_history_figure(s, &a, &widest);
    bool ideal = isfinite(s->ideal);
    const char *ideal_label = s->ideal_label ? s->ideal_label : "ideal";
    if (ideal)
        S_ideal_line(p, &a, s->ideal, ideal_label);
    pm_plot_style band;
    size_t nci = S_history_bands(p, &a, s, &band);
    S_history_line(p, &a, s);
    pm_chart_legend l = {0};
    S_history_markers(p, &a, s, &l);
    if (nci)
        pm_chart_key_add(&l, PM_CHART_KEY_SWATCH, &band, PM_MARK_CIRCLE, 0, "95% interval");
    char il[200];
    if (ideal)
        S_ideal_key(&l, s->ideal, ideal_label, il, sizeof il);
    /* label every k-th commit, counted from this run, so the labels do not overlap */
    double slot = s->n ? a.aw / (double)s->n : a.aw;
    size_t every = (size_t)ceil((widest + 8) / slot);
    pm_chart_frame_every(p, &a, p->xcats, s->n, every ? every : 1, true);
    pm_chart_legend_draw(p, &a, &l, PM_CHART_TOP_LEFT);
    S_history_caption(s, ideal_label, every, caption);
    *out = p;
    return 0;
}
