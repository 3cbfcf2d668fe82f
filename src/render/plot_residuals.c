/* plot_residuals.c - the residuals by parameter (boxes per value) and by pairs of factors. */
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

/* ========================================================= 3. residuals == */

typedef struct S_cat {
    const char *label; /* borrowed from the spec */
    double num;        /* numeric value when every label is a number */
    size_t id;         /* order of first appearance */
} S_cat;

/* Text in natural order: runs of digits compare as whole numbers, so "2 x 1" comes
 * before "16 x 1" (the labels of a pair of factors); ties by bytes. */
static int S_cmp_cat_str(const void *a, const void *b)
{
    const S_cat *x = a, *y = b;
    const unsigned char *p = (const unsigned char *)x->label, *q = (const unsigned char *)y->label;
    while (*p && *q) {
        if (isdigit(*p) && isdigit(*q)) {
            while (*p == '0' && isdigit(p[1]))
                p++;
            while (*q == '0' && isdigit(q[1]))
                q++;
            size_t np = 0, nq = 0;
            while (isdigit(p[np]))
                np++;
            while (isdigit(q[nq]))
                nq++;
            if (np != nq)
                return np < nq ? -1 : 1;
            int c = memcmp(p, q, np);
            if (c)
                return c;
            p += np;
            q += nq;
            continue;
        }
        if (*p != *q)
            return *p < *q ? -1 : 1;
        p++;
        q++;
    }
    if (*p || *q)
        return *p ? 1 : -1;
    return strcmp(x->label, y->label);
}

/* Numbers in numeric order; equal numbers written differently ("1", "1.0") by text. */
static int S_cmp_cat_num(const void *a, const void *b)
{
    const S_cat *x = a, *y = b;
    if (x->num != y->num)
        return (x->num > y->num) - (x->num < y->num);
    return strcmp(x->label, y->label);
}

/* The distinct labels among n (NULL counts as ""), sorted numerically when
 * every one is a number and by text otherwise, into *out (malloc'd); ci[i] is
 * the index of label i among them. Returns the count. Labels are hashed, so
 * the cost grows with n and the sort only with the distinct count (a parameter
 * takes few values, repeated over many points). */
static size_t S_categories(const char *const *label, size_t n, size_t *ci, S_cat **out)
{
    size_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    size_t *slot = pm_xcalloc(cap, sizeof *slot); /* 0 empty, else distinct id + 1 */
    S_cat *cats = pm_xcalloc(n + 1, sizeof *cats);
    size_t u = 0;
    bool numeric = true;
    for (size_t i = 0; i < n; i++) {
        const char *c = label[i] ? label[i] : "";
        uint64_t h = 1469598103934665603ull; /* FNV-1a */
        for (const unsigned char *q = (const unsigned char *)c; *q; q++)
            h = (h ^ *q) * 1099511628211ull;
        size_t k = (size_t)h & (cap - 1);
        while (slot[k] && strcmp(cats[slot[k] - 1].label, c) != 0)
            k = (k + 1) & (cap - 1);
        if (!slot[k]) {
            cats[u] = (S_cat){c, 0, u};
            numeric = numeric && pm_text_number(c, &cats[u].num);
            slot[k] = ++u;
        }
        ci[i] = slot[k] - 1;
    }
    qsort(cats, u, sizeof *cats, numeric ? S_cmp_cat_num : S_cmp_cat_str);
    size_t *rank = slot; /* reused: distinct id -> sorted position */
    for (size_t r = 0; r < u; r++)
        rank[cats[r].id] = r;
    for (size_t i = 0; i < n; i++)
        ci[i] = rank[ci[i]];
    free(slot);
    *out = cats;
    return u;
}

/* The same for labels given once each: point i's label is labels[label_of[i]]. Only
 * the labels in use are categories, and equal texts are one, as if every point had
 * its own copy (S_categories over the labels in use, then each point mapped). */
static size_t S_categories_of(const char *const *labels, size_t nlabels, const uint32_t *label_of,
                              size_t n, size_t *ci, S_cat **out)
{
    size_t *pos = pm_xmalloc_array(nlabels + 1, sizeof *pos); /* label -> place among the used */
    for (size_t l = 0; l < nlabels; l++)
        pos[l] = (size_t)-1;
    const char **used = pm_xcalloc(nlabels + 1, sizeof *used);
    size_t nu = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t l = label_of[i];
        if (pos[l] == (size_t)-1) {
            pos[l] = nu;
            used[nu++] = labels[l];
        }
    }
    size_t *uci = pm_xcalloc(nu + 1, sizeof *uci);
    size_t nc = S_categories(used, nu, uci, out);
    /* the labels keep pointing into the caller's array */
    for (size_t i = 0; i < n; i++)
        ci[i] = uci[pos[label_of[i]]];
    free(uci);
    free(used);
    free(pos);
    return nc;
}

/* Sort v[0..n) ascending, as qsort with pm_cmp_double does for values that are
 * not NaN: an LSD radix sort on the bits (flipped so that their order is the
 * numbers'), 11 bits a pass, linear in n; short runs by qsort. a and b have
 * room for n keys. (It puts -0 before +0, which compare equal.) */
static void S_sort_values(double *v, size_t n, uint64_t *a, uint64_t *b)
{
    if (n < 256) {
        qsort(v, n, sizeof *v, pm_cmp_double);
        return;
    }
    enum { BITS = 11, NB = 1 << BITS, PASSES = 6 }; /* 6 x 11 bits cover 64 */
    size_t *count = pm_xcalloc((size_t)PASSES * NB, sizeof *count);
    for (size_t i = 0; i < n; i++) {
        uint64_t u;
        memcpy(&u, &v[i], sizeof u);
        u = (u >> 63) ? ~u : u | 0x8000000000000000ull;
        a[i] = u;
        for (int p = 0; p < PASSES; p++)
            count[(size_t)p * NB + ((u >> (p * BITS)) & (NB - 1))]++;
    }
    for (int p = 0; p < PASSES; p++) {
        size_t *c = count + (size_t)p * NB, sum = 0;
        size_t nonzero = 0;
        for (size_t d = 0; d < NB; d++)
            nonzero += c[d] != 0;
        if (nonzero == 1) /* every key has this digit: the pass would change nothing */
            continue;
        for (size_t d = 0; d < NB; d++) {
            size_t t = c[d];
            c[d] = sum;
            sum += t;
        }
        for (size_t i = 0; i < n; i++)
            b[c[(a[i] >> (p * BITS)) & (NB - 1)]++] = a[i];
        uint64_t *t = a;
        a = b;
        b = t;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t u = a[i];
        u = (u >> 63) ? u & 0x7FFFFFFFFFFFFFFFull : ~u;
        memcpy(&v[i], &u, sizeof u);
    }
    free(count);
}

/* Deterministic jitter in [-0.5, 0.5) from a point's index (a 32-bit mix). */
static double S_jitter(size_t i)
{
    uint32_t h = (uint32_t)i * 2654435761u;
    h ^= h >> 16;
    h *= 0x45d9f3bu;
    h ^= h >> 16;
    return (double)(h % 10000u) / 10000.0 - 0.5;
}

/* The linear-interpolation quantiles (type 7) f[0] <= f[1] <= f[2] of v[0..n)
 * (n > 0, no NaN) into q: v[i] + (pos - i) (v[i + 1] - v[i]) of v sorted, for
 * pos = f (n - 1) and i its floor (the largest value where i + 1 = n). By
 * selection (util/stats.h), so linear in n rather than a sort: each rank's
 * value is selected among the values above the rank before, and the value of
 * the next rank is the least of those above it. v is reordered. */
static void S_quantiles(double *v, size_t n, const double f[3], double q[3])
{
    size_t from = 0, last = (size_t)-1; /* v[0..from) are the values of ranks up to last */
    double vi = 0, vnext = 0;           /* the values of ranks last and last + 1 */
    for (int t = 0; t < 3; t++) {
        double pos = f[t] * (double)(n - 1);
        size_t i = (size_t)floor(pos);
        if (i + 1 >= n) { /* the largest: it is among v[from..n) */
            double m = v[from];
            for (size_t j = from + 1; j < n; j++)
                m = v[j] > m ? v[j] : m;
            q[t] = m;
            continue;
        }
        if (i != last) {
            vi = pm_kth(v + from, n - from, i - from);
            vnext = v[i + 1];
            for (size_t j = i + 2; j < n; j++)
                vnext = v[j] < vnext ? v[j] : vnext;
            last = i;
            from = i + 1;
        }
        q[t] = vi + (pos - (double)i) * (vnext - vi);
    }
}

void pm_plot_residual_values(const double *measured, const double *predicted, size_t n,
                             bool percent, double *out)
{
    for (size_t i = 0; i < n; i++)
        if (!pm_chart_ok_pos(measured[i], predicted[i]))
            out[i] = NAN;
        else
            out[i] = percent ? 100.0 * (predicted[i] - measured[i]) / measured[i]
                             : log(predicted[i] / measured[i]);
}

int pm_plot_residuals(const pm_plot_residual_spec *s, pm_plot **out, char **caption, pm_error *err)
{
    *out = NULL;
    if (caption)
        *caption = NULL;
    if (s->n && (!s->measured || !s->predicted || (!s->category && (!s->labels || !s->label_of))))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "residual plot: no data arrays");
    const char *param = s->param ? s->param : "parameter";

    /* each point's category index: the distinct categories, numerically sorted when
       they are all numbers */
    size_t *ci = pm_xcalloc(s->n + 1, sizeof *ci);
    S_cat *cats = NULL;
    size_t nc = s->category ? S_categories(s->category, s->n, ci, &cats)
                            : S_categories_of(s->labels, s->nlabels, s->label_of, s->n, ci, &cats);
    double *ymade = NULL; /* the residuals, when not given */
    if (s->resid == NULL) {
        ymade = pm_xmalloc_array(s->n + 1, sizeof *ymade);
        pm_plot_residual_values(s->measured, s->predicted, s->n, s->percent, ymade);
    }
    const double *y = s->resid ? s->resid : ymade;
    size_t *per = pm_xcalloc(nc + 1, sizeof *per);
    pm_chart_axes a = {0.5, (double)nc + 0.5, DBL_MAX, -DBL_MAX, false, false, 0, 0, 0, 0};
    pm_chart_extend(&a.y0, &a.y1, 0.0, false);
    size_t nok = 0, maxper = 0;
    for (size_t i = 0; i < s->n; i++) {
        size_t lo = ci[i];
        if (isnan(y[i]))
            continue;
        pm_chart_extend(&a.y0, &a.y1, y[i], false);
        nok++;
        if (++per[lo] > maxper)
            maxper = per[lo];
    }
    pm_chart_pad(&a.y0, &a.y1, false);
    a.y1 += 0.25 * (a.y1 - a.y0); /* headroom for the legend above the strips */
    size_t hidden = 0;            /* outliers beyond the cap per box */
    bool box = s->mode == PM_RESID_BOX || (s->mode == PM_RESID_AUTO && maxper > 300);

    char title[256], ylab[64];
    snprintf(title, sizeof title, "Residuals by %s", param);
    snprintf(ylab, sizeof ylab, "%s",
             s->percent ? "prediction error (%)" : "ln(predicted / measured)");
    pm_plot *p = pm_chart_figure(&a, s->title ? s->title : title, param, ylab);
    p->nxcats = nc;
    p->xcats = pm_xcalloc(nc + 1, sizeof *p->xcats);
    for (size_t c = 0; c < nc; c++)
        p->xcats[c] = pm_chart_clean(cats[c].label);
    pm_chart_grid(p, &a, false);
    pm_plot_style zero = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 1.2, 1, 1);
    pm_plot_add_line(p, a.ax, pm_chart_my(&a, 0), a.ax + a.aw, pm_chart_my(&a, 0), &zero);
    double zv[4] = {a.x0, 0, a.x1, 0};
    pm_plot_series_rec *zr =
        pm_plot_add_series(p, PM_SERIES_LINES, "no error", PM_PLOT_BLACK, 2, 2, zv);
    zr->dash = 1;

    pm_plot_style ms = pm_chart_style(PM_PLOT_NONE, PM_PLOT_BLUE, 0, 0.6, 0);
    pm_chart_legend l = {0};
    if (!box) {
        double *v = pm_xcalloc(pm_st_add(pm_st_mult(2, nok), 1), sizeof *v);
        size_t m = 0;
        for (size_t i = 0; i < s->n; i++) {
            if (isnan(y[i]))
                continue;
            double x = (double)(ci[i] + 1) + 0.5 * S_jitter(i);
            char ys[32], tip[512];
            pm_fmt_g(ys, sizeof ys, pm_chart_snap(y[i]), 4);
            if (s->tips && s->tips[i])
                snprintf(tip, sizeof tip, "%s", s->tips[i]);
            else
                snprintf(tip, sizeof tip, "%s = %s: %s%s", param, cats[ci[i]].label, ys,
                         s->percent ? "%" : "");
            pm_plot_add_marker(p, pm_chart_mx(&a, x), pm_chart_my(&a, y[i]), PM_MARK_CIRCLE, 3, &ms,
                               tip);
            p->ndrawn++;
            v[2 * m] = x;
            v[2 * m + 1] = y[i];
            m++;
        }
        pm_plot_add_series(p, PM_SERIES_POINTS, "one configuration", PM_PLOT_BLUE, 2, m, v);
        free(v);
        pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &ms, PM_MARK_CIRCLE, 3, "one configuration");
    } else {
        double *bv = pm_xcalloc(pm_st_add(pm_st_mult(7, nc), 1), sizeof *bv);
        size_t nb = 0;
        pm_plot_style bs = pm_chart_style(PM_PLOT_BLUE, PM_PLOT_SKYBLUE, 1.2, 0.5, 0);
        pm_plot_style ws = pm_chart_style(PM_PLOT_BLUE, PM_PLOT_NONE, 1.2, 1, 0);
        pm_plot_style meds = pm_chart_style(PM_PLOT_BLACK, PM_PLOT_NONE, 2, 1, 0);
        pm_plot_style os = pm_chart_style(PM_PLOT_NONE, PM_PLOT_VERMILLION, 0, 0.7, 0);
        size_t maxout = nok < nc * PM_CHART_MAXOUT ? nok : nc * PM_CHART_MAXOUT;
        double *ov = pm_xcalloc(pm_st_add(pm_st_mult(2, maxout), 1), sizeof *ov);
        size_t no = 0;
        hidden = 0;
        /* the values of each category in one pass: category c's are at start[c] */
        size_t *start = pm_xcalloc(nc + 1, sizeof *start);
        for (size_t c = 0; c < nc; c++)
            start[c + 1] = start[c] + per[c];
        size_t *fill = pm_xcalloc(nc + 1, sizeof *fill);
        double *byc = pm_xcalloc(nok + 1, sizeof *byc);
        uint64_t *ka = pm_xmalloc_array(maxper + 1, sizeof *ka), /* the sort's keys */
            *kb = pm_xmalloc_array(maxper + 1, sizeof *kb);
        double *lows = pm_xmalloc_array(maxper + 1, sizeof *lows), /* a box's outliers */
            *highs = pm_xmalloc_array(maxper + 1, sizeof *highs);
        for (size_t i = 0; i < s->n; i++)
            if (!isnan(y[i]))
                byc[start[ci[i]] + fill[ci[i]]++] = y[i];
        for (size_t c = 0; c < nc; c++) {
            size_t k = per[c];
            double *vals = byc + start[c];
            if (!k)
                continue;
            static const double quarts[3] = {0.25, 0.5, 0.75};
            double q[3];
            S_quantiles(vals, k, quarts, q);
            double q1 = q[0], med = q[1], q3 = q[2], iqr = q3 - q1;
            double wlo = q1, whi = q3;
            for (size_t j = 0; j < k; j++) {
                if (vals[j] >= q1 - 1.5 * iqr && vals[j] < wlo)
                    wlo = vals[j];
                if (vals[j] <= q3 + 1.5 * iqr && vals[j] > whi)
                    whi = vals[j];
            }
            /* the outliers below and above the whiskers, each sorted ascending (only
               they need an order: the quartiles came by selection) */
            size_t nlow = 0, nhigh = 0;
            for (size_t j = 0; j < k; j++) {
                if (vals[j] < wlo)
                    lows[nlow++] = vals[j];
                else if (vals[j] > whi)
                    highs[nhigh++] = vals[j];
            }
            S_sort_values(lows, nlow, ka, kb);
            S_sort_values(highs, nhigh, ka, kb);
            double x = (double)(c + 1), hw = 0.3;
            double cx = pm_chart_mx(&a, x), x0 = pm_chart_mx(&a, x - hw),
                   x1 = pm_chart_mx(&a, x + hw);
            pm_plot_add_line(p, cx, pm_chart_my(&a, wlo), cx, pm_chart_my(&a, q1), &ws);
            pm_plot_add_line(p, cx, pm_chart_my(&a, q3), cx, pm_chart_my(&a, whi), &ws);
            size_t it = pm_plot_add_rect(p, x0, pm_chart_my(&a, q3), x1 - x0,
                                         pm_chart_my(&a, q1) - pm_chart_my(&a, q3), &bs);
            p->items[it].role = PM_ROLE_DATA;
            pm_plot_add_line(p, x0, pm_chart_my(&a, med), x1, pm_chart_my(&a, med), &meds);
            double cap = (x1 - x0) / 4;
            pm_plot_add_line(p, cx - cap, pm_chart_my(&a, wlo), cx + cap, pm_chart_my(&a, wlo),
                             &ws);
            pm_plot_add_line(p, cx - cap, pm_chart_my(&a, whi), cx + cap, pm_chart_my(&a, whi),
                             &ws);
            double row[7] = {x, q1, wlo, whi, q3, med, 2 * hw};
            memcpy(bv + 7 * nb++, row, sizeof row);
            /* outliers from both ends inwards, at most PM_CHART_MAXOUT per box so that a
             * million points cannot bloat the file */
            size_t lo_end = 0, hi_end = nhigh, drawn = 0;
            while (drawn < PM_CHART_MAXOUT && (lo_end < nlow || hi_end > 0)) {
                bool low = lo_end<nlow, high = hi_end> 0;
                /* the farther of the two candidates first */
                bool take_low = low && (!high || wlo - lows[lo_end] >= highs[hi_end - 1] - whi);
                double v = take_low ? lows[lo_end++] : highs[--hi_end];
                drawn++;
                char ys[32], tip[400];
                pm_fmt_g(ys, sizeof ys, pm_chart_snap(v), 4);
                snprintf(tip, sizeof tip, "%s = %s: %s%s (outlier)", param, cats[c].label, ys,
                         s->percent ? "%" : "");
                pm_plot_add_marker(p, cx, pm_chart_my(&a, v), PM_MARK_CIRCLE, 2.5, &os, tip);
                p->ndrawn++;
                ov[2 * no] = x;
                ov[2 * no + 1] = v;
                no++;
            }
            hidden += nlow - lo_end + hi_end;
        }
        pm_plot_add_series(p, PM_SERIES_BOXES, "quartiles, median, 1.5 IQR whiskers", PM_PLOT_BLUE,
                           7, nb, bv);
        pm_plot_add_series(p, PM_SERIES_POINTS, "outliers", PM_PLOT_VERMILLION, 2, no, ov);
        pm_chart_key_add(&l, PM_CHART_KEY_SWATCH, &bs, PM_MARK_CIRCLE, 0,
                         "middle half (quartiles)");
        pm_chart_key_add(&l, PM_CHART_KEY_LINE, &meds, PM_MARK_CIRCLE, 0, "median");
        pm_chart_key_add(&l, PM_CHART_KEY_MARKER, &os, PM_MARK_CIRCLE, 2.5,
                         "outlier (beyond 1.5 IQR)");
        free(ov);
        free(ka);
        free(kb);
        free(lows);
        free(highs);
        free(bv);
        free(start);
        free(fill);
        free(byc);
    }
    pm_chart_frame(p, &a, p->xcats, nc);
    pm_chart_key_add(&l, PM_CHART_KEY_LINE, &zero, PM_MARK_CIRCLE, 0, "no error");
    pm_chart_legend_draw(p, &a, &l, PM_CHART_TOP_RIGHT);

    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "Prediction error of %zu configuration%s grouped by %s (%zu value%s). ", nok,
                  pm_fmt_s(nok), param, nc, pm_fmt_s(nc));
    if (s->percent)
        pm_buf_puts(&b, "The y axis is 100 (predicted - measured) / measured: above the dashed "
                        "zero line the model over-predicts, below it under-predicts. ");
    else
        pm_buf_puts(&b, "The y axis is ln(predicted / measured): 0 is exact, +0.1 is about 10% "
                        "over-predicted, -0.1 about 10% under-predicted. ");
    if (box)
        pm_buf_puts(&b, "Each box holds the middle half of the errors for one value, the black "
                        "bar is the median and whiskers reach 1.5 times the box height; points "
                        "beyond are drawn singly. ");
    if (hidden)
        pm_buf_printf(&b,
                      "(%zu outlier%s nearer their box than the %d farthest per box %s not "
                      "drawn.) ",
                      hidden, pm_fmt_s(hidden), PM_CHART_MAXOUT, hidden == 1 ? "is" : "are");
    else
        pm_buf_puts(&b, "Each marker is one configuration, spread sideways (by a fixed, "
                        "index-based offset) so that equal values stay visible. ");
    pm_buf_printf(&b,
                  "A column that sits off zero means the model misses the effect of %s at "
                  "that value.",
                  param);
    pm_chart_caption(caption, &b);
    free(cats);
    free(ci);
    free(ymade);
    free(per);
    *out = p;
    return 0;
}
