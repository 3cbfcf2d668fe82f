/* figures.c - the report's figures: result -> plot specs -> scenes -> SVG, PNG, gnuplot files. */
#include "render/figures.h"

#include "render/plot.h"
#include "render/plot_gnuplot.h"
#include "render/plot_png.h"
#include "render/plot_svg.h"
#include "result/factor.h"
#include "util/format.h"
#include "util/numfmt.h"
#include "util/pool.h"
#include "util/progress.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int pm_plots_mode_from_name(const char *name, pm_plots_mode *out)
{
    static const char *const names[] = {"builtin", "gnuplot", "both", "none"};
    for (int i = 0; i < 4; i++)
        if (strcmp(name, names[i]) == 0) {
            *out = (pm_plots_mode)i;
            return 0;
        }
    return -1;
}

/* ---- the figures' files, written on util/pool.h ---- */

/* Writing the figures as SVG and PNG is much of the report's cost. So once
 * every scene is built (on threads: below) and every figure recorded, each
 * figure's files become numbered tasks of two util/pool.h pools started in
 * the background: its SVG, and its PNG for the headline figures. The PNGs are
 * drawn on one thread of their own, one after the other: Pango and fontconfig
 * then serve one thread (loading the fonts once), its canvas's pixels are
 * reused from one image to the next, and as they take about half of the work
 * that thread goes on with the last of them while the page is made
 * (pm_figures_finish waits for it). The SVGs are written on the other threads
 * meanwhile, beside the gnuplot files that this thread writes and runs, and
 * are all written when pm_figures_render returns: the page inlines them. A
 * job only reads its scene (every scene lives until the PNGs are finished)
 * and writes its own file and its own S_job, so the bytes do not depend on
 * which thread ran it; the first failure in figure order (a figure's SVG
 * before its PNG) is the one reported. With --threads 1 (or no thread to be
 * had) every file is written on the calling thread: the SVGs before
 * pm_figures_render returns, the PNGs in pm_figures_finish. */
typedef struct S_job {
    const pm_plot *scene; /* the figure's scene, owned by the jobs */
    bool png;             /* the PNG; else the SVG */
    char path[112];       /* the file under plots/ (a stem is under 96 bytes) */
    char prefix[24];      /* SVG: the id prefix of an inlined figure, "" when not inlined */
    size_t fig;           /* SVG inlined: the figure its text goes to */
    pm_buf svg;           /* SVG inlined: the text, until the figure takes it */
    int rc;               /* 0, or -1 with err set */
    pm_error err;
} S_job;

struct pm_figures_jobs {
    S_job *job;      /* every file in figure order: a figure's SVG, then its PNG */
    size_t n, cap;   /* jobs, allocated */
    size_t *lane[2]; /* the indices of the SVG jobs ([0]) and of the PNG jobs ([1]) */
    size_t nlane[2]; /* how many of each */
    pm_plot **scene; /* every figure's scene, freed at the end */
    size_t nscene, capscene;
    pm_png_canvas canvas; /* the PNGs' pixels: one thread draws them, one after the other */
    pm_outdir *od;        /* where the files go */
    pm_pool *svgs, *pngs; /* the two pools, until their files are written */
};
typedef struct pm_figures_jobs S_jobs;

static void S_job_run(S_jobs *q, S_job *j)
{
    pm_buf b = PM_BUF_INIT;
    int rc;
    if (j->png) {
        rc = pm_plot_png_on(j->scene, 1.0, &q->canvas, &b, &j->err);
    } else {
        pm_plot_svg_opts opts = {false, j->prefix[0] ? j->prefix : NULL};
        rc = pm_plot_svg(j->scene, &opts, &b, &j->err);
    }
    if (rc == 0)
        rc = pm_outdir_write(q->od, j->path, b.data ? b.data : "", b.len, &j->err);
    if (rc == 0 && !j->png && j->prefix[0])
        j->svg = b; /* the page inlines it */
    else
        pm_buf_free(&b);
    j->rc = rc;
}

/* util/pool.h's task t of each pool: the t-th SVG, the t-th PNG. */
static void S_svg_task(void *ctx, size_t t)
{
    S_jobs *q = ctx;
    S_job_run(q, &q->job[q->lane[0][t]]);
}

static void S_png_task(void *ctx, size_t t)
{
    S_jobs *q = ctx;
    S_job_run(q, &q->job[q->lane[1][t]]);
}

/* A job for scene p, its file plots/<stem>.svg or .png; returns it for the caller to fill
 * in the rest. */
static S_job *S_job_add(S_jobs *q, const pm_plot *p, bool png, const char *stem)
{
    pm_xgrow((void **)&q->job, &q->cap, q->n + 1, sizeof *q->job);
    S_job *j = &q->job[q->n++];
    memset(j, 0, sizeof *j);
    j->scene = p;
    j->png = png;
    snprintf(j->path, sizeof j->path, "plots/%s.%s", stem, png ? "png" : "svg");
    return j;
}

/* Every figure recorded: start writing the files, the PNGs on one thread of their own and the
 * SVGs on the rest of `threads` (as --threads; one: none, all on this thread later). */
static void S_jobs_start(S_jobs *q, int threads)
{
    for (int k = 0; k < 2; k++)
        q->lane[k] = pm_xcalloc(q->n + 1, sizeof *q->lane[k]);
    for (size_t i = 0; i < q->n; i++) {
        int k = q->job[i].png;
        q->lane[k][q->nlane[k]++] = i;
    }
    int nt = pm_pool_threads(threads);
    int png = nt > 1 && q->nlane[1] > 0; /* a thread for the PNGs */
    q->pngs = pm_pool_start(q->nlane[1], png, S_png_task, q);
    q->svgs = pm_pool_start(q->nlane[0], nt > 1 ? nt - png : 0, S_svg_task, q);
}

/* Wait until every SVG is written, then hand the inlined ones to their figures of fs. The
 * PNGs may still be being drawn. */
static void S_jobs_svgs(S_jobs *q, pm_figures *fs)
{
    pm_pool_finish(q->svgs);
    q->svgs = NULL;
    for (size_t i = 0; i < q->n; i++) {
        S_job *j = &q->job[i];
        if (!j->png && j->svg.data && j->fig < fs->n) {
            fs->fig[j->fig].svg = j->svg;
            fs->fig[j->fig].svg_start = strlen(PM_PLOT_SVG_DECL);
            j->svg = (pm_buf)PM_BUF_INIT;
        }
    }
}

/* Wait for every file, free the jobs and the scenes. 0, or -1 with err set from the first
 * failed job in figure order (err may be NULL). */
static int S_jobs_finish(S_jobs *q, pm_error *err)
{
    pm_pool_finish(q->svgs);
    pm_pool_finish(q->pngs);
    pm_png_canvas_free(&q->canvas);
    int rc = 0;
    for (size_t i = 0; i < q->n; i++) {
        S_job *j = &q->job[i];
        if (j->rc != 0 && rc == 0) {
            rc = -1;
            if (err)
                *err = j->err;
        }
        pm_buf_free(&j->svg);
    }
    free(q->job);
    free(q->lane[0]);
    free(q->lane[1]);
    for (size_t i = 0; i < q->nscene; i++)
        pm_plot_free(q->scene[i]);
    free(q->scene);
    free(q);
    return rc;
}

/* ---- the figures built on threads, recorded in order ---- */

/* Building the scenes is the other half of the work (the residuals and the
 * points CSV of every configuration), and each figure's is independent of the
 * others': so the figures are numbered tasks (S_task), built on --threads
 * threads by util/pool.h, each into its own slot, then recorded on this thread
 * in task order (their files are then written as above), so that which
 * thread built a scene changes nothing in the report. A task only reads the
 * result and the tables made before (S_ctx), and writes its slot and its own
 * files (gN-points.csv, the CSVs across groups): scene building is plain C
 * over the result (render/plot.h; text widths are estimated there, no Pango). */

/* A figure a task built, until it is recorded. */
typedef struct S_built {
    char stem[96];   /* file stem under plots/ */
    pm_plot *p;      /* the scene (owned until recorded) */
    char *caption;   /* (owned until recorded) */
    char kind;       /* as pm_figure's */
    long group;      /* as pm_figure's */
    char data[64];   /* the CSV behind it, "" for none */
    bool inline_svg; /* inlined in the page (else linked) */
} S_built;

/* What one task made: its figures in order, or the failure that stopped it. */
typedef struct S_slot {
    S_built *fig;
    size_t n;
    int rc; /* 0, or -1 with err set */
    pm_error err;
} S_slot;

/* Keep scene p as figure `stem` of slot s, to be recorded (S_record) in order.
 * Takes p and caption; data may be NULL. */
static void S_keep(S_slot *s, const char *stem, pm_plot *p, char *caption, char kind, long group,
                   const char *data, bool inline_svg)
{
    s->fig = pm_xrealloc(s->fig, s->n + 1, sizeof *s->fig);
    S_built *b = &s->fig[s->n++];
    memset(b, 0, sizeof *b);
    snprintf(b->stem, sizeof b->stem, "%s", stem);
    b->p = p;
    b->caption = caption;
    b->kind = kind;
    b->group = group;
    snprintf(b->data, sizeof b->data, "%s", data ? data : "");
    b->inline_svg = inline_svg;
}

/* What a task makes. */
typedef enum S_what {
    S_EXPONENTS_CSV,
    S_EXPONENTS,
    S_COMPARE,
    S_HISTORY_CSV,
    S_HISTORY,   /* group gi's exponent a over the runs */
    S_POINTS,    /* gN-points.csv */
    S_SCATTER,   /* the model's scatter */
    S_BLACKBOX,  /* the black boxes' scatters */
    S_SCALING,   /* against exponent a's factor */
    S_RESIDUALS, /* by parameter a */
    S_PAIR,      /* by the parameters a and b together */
    S_SWEEP      /* the lambda sweep and the coefficient paths */
} S_what;

typedef struct S_task {
    S_what what;
    size_t gi;   /* the group, for a task of one group */
    size_t a, b; /* the exponent or parameters, as what says */
} S_task;

typedef struct S_labels S_labels;
typedef struct S_medians S_medians;

/* The figure set being built, and where it goes. */
typedef struct S_ctx {
    const pm_result *r;
    const pm_series *series; /* exponents over time, NULL when none */
    pm_plots_mode mode;
    pm_outdir *od;
    pm_figures *out;
    S_jobs *jobs;              /* the figures' SVG and PNG files */
    const unsigned char *full; /* groups shown in full (render/shown.h), NULL: every group */
    const S_labels *L;         /* the parameters' values as text */
    S_medians **med;           /* per group drawn, per exponent: the medians by its factor */
    double **resid;            /* per group drawn: each configuration's residual
                                  (pm_plot_residual_values), which every residual
                                  figure of the group draws */
    const S_task *task;        /* the tasks, in the order their figures are recorded */
    S_slot *slot;              /* what each made */
} S_ctx;

/* 1 when group gi gets its figures and is drawn in the figures across groups. */
static int S_full(const S_ctx *c, size_t gi)
{
    return c->full == NULL || c->full[gi];
}

/* ---- writing one figure ---- */

static int S_write(const S_ctx *c, const char *name, const pm_buf *b, pm_error *err)
{
    return pm_outdir_write(c->od, name, b->data ? b->data : "", b->len, err);
}

/* Record scene p as figure `stem` of the set, with the jobs of its SVG (and PNG) as the mode
 * says. Takes p and caption. */
static void S_record(S_ctx *c, const char *stem, pm_plot *p, char *caption, char kind, long group,
                     const char *data, bool inline_svg)
{
    pm_figures *fs = c->out;
    fs->fig = pm_xrealloc(fs->fig, fs->n + 1, sizeof *fs->fig);
    pm_figure *f = &fs->fig[fs->n++];
    memset(f, 0, sizeof *f);
    f->name = pm_xstrdup(stem);
    f->title = pm_xstrdup(p->title ? p->title : stem);
    f->caption = caption ? caption : pm_xstrdup("");
    f->data = data ? pm_xstrdup(data) : NULL;
    f->group = group;
    f->kind = kind;
    S_jobs *q = c->jobs;
    pm_xgrow((void **)&q->scene, &q->capscene, q->nscene + 1, sizeof *q->scene);
    q->scene[q->nscene++] = p; /* figure i's scene is scene[i], freed by S_jobs_finish */
    if (c->mode == PM_PLOTS_BUILTIN || c->mode == PM_PLOTS_BOTH) {
        /* Inlined figures share one page, so their ids must not clash: each gets the
           prefix "fN-". Its file under plots/ carries the same ids, so the SVG is
           written once: the page inlines the file from its <svg> element on. */
        S_job *j = S_job_add(q, p, false, stem);
        if (inline_svg)
            snprintf(j->prefix, sizeof j->prefix, "f%zu-", fs->n);
        j->fig = fs->n - 1;
        f->image = pm_xstrdup(j->path);
        /* a PNG of the headline figures for embedding elsewhere (slides, pull-request
           comments): each group's scatter and the figures across groups; the others
           are SVG only, because rasterising was most of the report's cost; none in a
           build without Cairo and Pango (render/plot_png.h) */
        if (PM_HAVE_PNG && (kind == 's' || kind == 'e' || kind == 'm'))
            S_job_add(q, p, true, stem);
    }
    if (c->mode == PM_PLOTS_GNUPLOT) { /* the page shows what gnuplot draws */
        char path[512];
        snprintf(path, sizeof path, "plots/%s-gnuplot.svg", stem);
        f->image = pm_xstrdup(path);
    }
}

/* Figure k's gnuplot files: stem.gp reads stem.dat and draws stem-gnuplot.svg beside them
 * (gnuplot runs it now). 0, or -1 with err set. */
static int S_gnuplot(const S_ctx *c, size_t k, pm_error *err)
{
    const char *stem = c->out->fig[k].name;
    char path[512];
    pm_buf script = PM_BUF_INIT, dat = PM_BUF_INIT;
    int ok = pm_plot_gnuplot(c->jobs->scene[k], stem, &script, &dat, err) == 0;
    if (ok) {
        snprintf(path, sizeof path, "plots/%s.gp", stem);
        ok = S_write(c, path, &script, err) == 0;
    }
    if (ok) {
        snprintf(path, sizeof path, "plots/%s.dat", stem);
        ok = S_write(c, path, &dat, err) == 0;
    }
    pm_buf_free(&script);
    pm_buf_free(&dat);
    if (!ok)
        return -1;
    snprintf(path, sizeof path, "plots/%s.gp", stem);
    char *gp = pm_outdir_path(c->od, path);
    ok = pm_plot_gnuplot_run(gp, err) == 0;
    free(gp);
    return ok ? 0 : -1;
}

/* ---- data helpers ---- */

/* Every parameter's values as text, made once per distinct value: the
 * tooltips, the points CSV and the residual figures show them, a parameter
 * takes few distinct values over many configurations, and the result keeps
 * each configuration's values as indices into its parameters' tables
 * (result.h), so configuration k's text of parameter j is
 * text[j][pm_res_points_index(points, k, j)]: no string per configuration. */
struct S_labels {
    size_t np;       /* parameters */
    size_t *n;       /* per parameter: labels (its table of values, or its levels) */
    char ***text;    /* per parameter: "%g" of each value, or each level's name */
    char ***csv;     /* the same as CSV fields, quoted where they must be */
    size_t **csvlen; /* their lengths */
};

/* A CSV field, quoted when it has to be (RFC 4180). */
static void S_csv_field(pm_buf *b, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        pm_buf_puts(b, s);
        return;
    }
    pm_buf_puts(b, "\"");
    for (const char *c = s; *c; c++) {
        if (*c == '"')
            pm_buf_puts(b, "\"");
        pm_buf_append(b, c, 1);
    }
    pm_buf_puts(b, "\"");
}

static void S_labels_build(const pm_result *r, S_labels *L)
{
    size_t np = r->nparams;
    L->np = np;
    L->n = pm_xcalloc(np + 1, sizeof *L->n);
    L->text = pm_xcalloc(np + 1, sizeof *L->text);
    L->csv = pm_xcalloc(np + 1, sizeof *L->csv);
    L->csvlen = pm_xcalloc(np + 1, sizeof *L->csvlen);
    for (size_t j = 0; j < np; j++) {
        const pm_res_param *p = &r->params[j];
        size_t n = p->role == PM_ROLE_CATEGORICAL ? p->nlevels : p->nvalues;
        L->n[j] = n;
        L->text[j] = pm_xcalloc(n + 1, sizeof *L->text[j]);
        L->csv[j] = pm_xcalloc(n + 1, sizeof *L->csv[j]);
        L->csvlen[j] = pm_xcalloc(n + 1, sizeof *L->csvlen[j]);
        for (size_t i = 0; i < n; i++) {
            char num[64];
            if (p->role == PM_ROLE_CATEGORICAL) {
                L->text[j][i] = pm_xstrdup(p->levels[i]);
            } else {
                snprintf(num, sizeof num, "%g", p->values[i]);
                L->text[j][i] = pm_xstrdup(num);
            }
            pm_buf f = PM_BUF_INIT;
            S_csv_field(&f, L->text[j][i]);
            L->csvlen[j][i] = f.len;
            L->csv[j][i] = f.data ? f.data : pm_xstrdup("");
        }
    }
}

static void S_labels_free(S_labels *L)
{
    for (size_t j = 0; j < L->np; j++) {
        for (size_t i = 0; i < L->n[j]; i++) {
            free(L->text[j][i]);
            free(L->csv[j][i]);
        }
        free(L->text[j]);
        free(L->csv[j]);
        free(L->csvlen[j]);
    }
    free(L->n);
    free(L->text);
    free(L->csv);
    free(L->csvlen);
    memset(L, 0, sizeof *L);
}

/* Configuration k of g's value of parameter j as text. */
static const char *S_cell(const S_labels *L, const pm_res_group *g, size_t k, size_t j)
{
    size_t i = pm_res_points_index(&g->points, k, j);
    return i < L->n[j] ? L->text[j][i] : "?";
}

/* The one-line description of configuration k, for tooltips:
 * "workers=2, threads=1, batch_size=64" (the parameters the group has). */
static void S_config_text(const pm_result *r, const S_labels *L, const pm_res_group *g, size_t k,
                          pm_buf *out)
{
    size_t shown = 0;
    for (size_t j = 0; j < r->nparams; j++) {
        if (pm_res_points_index(&g->points, k, j) == PM_DATASET_ABSENT)
            continue;
        if (shown++)
            pm_buf_puts(out, ", ");
        pm_buf_puts(out, r->params[j].name);
        pm_buf_puts(out, "=");
        pm_buf_puts(out, S_cell(L, g, k, j));
    }
}

/* Per distinct value of parameter j (a numeric or extrinsic one) among g's
 * configurations, in ascending order, the median of y over the configurations
 * that have it; a y that is NaN (with positive, also one not a positive finite
 * number) is left out, and a value left with none is skipped. *xs, *ys
 * malloc'd; returns their count. Linear in the configurations: each value's y
 * gathered by index, then selected. */
static size_t S_medians_by(const pm_result *r, const pm_res_group *g, size_t j, const double *y,
                           bool positive, double **xs, double **ys)
{
    const pm_res_param *p = &r->params[j];
    size_t n = g->points.n, nv = p->nvalues;
    size_t *start = pm_xcalloc(nv + 2, sizeof *start);
    for (size_t k = 0; k < n; k++) {
        bool ok = positive ? isfinite(y[k]) && y[k] > 0 : !isnan(y[k]);
        size_t i = pm_res_points_index(&g->points, k, j);
        if (ok && i < nv)
            start[i + 2]++;
    }
    for (size_t i = 0; i < nv; i++)
        start[i + 2] += start[i + 1];
    double *by = pm_xmalloc_array(start[nv + 1] + 1, sizeof *by);
    for (size_t k = 0; k < n; k++) {
        bool ok = positive ? isfinite(y[k]) && y[k] > 0 : !isnan(y[k]);
        size_t i = pm_res_points_index(&g->points, k, j);
        if (ok && i < nv)
            by[start[i + 1]++] = y[k];
    }
    /* start[i] .. start[i + 1] now hold value i's */
    double *x = pm_xmalloc_array(nv + 1, sizeof *x), *m = pm_xmalloc_array(nv + 1, sizeof *m);
    size_t u = 0;
    for (size_t i = 0; i < nv; i++) {
        if (start[i + 1] == start[i])
            continue;
        x[u] = p->values[i];
        m[u++] = pm_median(by + start[i], start[i + 1] - start[i]);
    }
    free(by);
    free(start);
    *xs = x;
    *ys = m;
    return u;
}

/* "time" or "time (ms)"-style quantity name for the target. */
static const char *S_unit(const pm_result *r)
{
    return r->unit && r->unit[0] ? r->unit : NULL;
}

/* What a scatter's tooltip needs: "eager: workers=2, threads=1 | measured 5.357 s,
 * predicted 5.1 s (train)", made for the points drawn only. */
typedef struct S_tipctx {
    const pm_result *r;
    const pm_res_group *g;
    const S_labels *L;
    const double *pred; /* every configuration's prediction */
    const char *who;    /* "random forest", or NULL for the model */
    const size_t *at;   /* the figure's point i is configuration at[i]; NULL: i itself */
} S_tipctx;

static void S_tip(void *ctx, size_t i, pm_buf *out)
{
    const S_tipctx *t = ctx;
    size_t k = t->at ? t->at[i] : i;
    const char *unit = S_unit(t->r) ? S_unit(t->r) : "";
    const char *sep = unit[0] ? " " : "";
    char m[64], p[64];
    pm_fmt_num(m, sizeof m, t->g->points.measured[k], 4);
    pm_fmt_num(p, sizeof p, t->pred[k], 4);
    pm_buf_puts(out, t->g->name);
    pm_buf_puts(out, ": ");
    S_config_text(t->r, t->L, t->g, k, out);
    pm_buf_printf(out, " | measured %s%s%s, predicted %s%s%s%s%s (%s)", m, sep, unit, p, sep, unit,
                  t->who ? " by the " : "", t->who ? t->who : "",
                  t->g->points.train[k] ? "train" : "test");
}

/* Append n bytes to the chunk buffer b, written to f whenever it fills. */
static void S_put(pm_buf *b, pm_outdir_file *f, const char *s, size_t n)
{
    enum { CHUNK = 1 << 20 };
    if (b->len + n > CHUNK && b->len) {
        pm_outdir_file_write(f, b->data, b->len);
        b->len = 0;
    }
    pm_buf_append(b, s, n);
}

/* gN-points.csv: every configuration with its parameters, times and split. Every
 * configuration, whatever their number (the figures summarise them; the data is
 * here for whoever wants it), written in 1 MB parts as printf would have written
 * it (util/numfmt.h; the parameters' text made once per value). */
static int S_points_csv(const S_ctx *c, const pm_res_group *g, size_t gi, const S_labels *L,
                        pm_error *err)
{
    const pm_result *r = c->r;
    char path[64];
    snprintf(path, sizeof path, "plots/g%zu-points.csv", gi + 1);
    pm_outdir_file *f = pm_outdir_file_open(c->od, path, err);
    if (f == NULL)
        return -1;
    pm_buf b = PM_BUF_INIT;
    for (size_t j = 0; j < r->nparams; j++) {
        S_csv_field(&b, r->params[j].name);
        pm_buf_puts(&b, ",");
    }
    pm_buf_puts(&b, "measured,predicted,log_ratio,split,count");
    for (size_t i = 0; i < g->compare.nbb; i++)
        if (g->compare.bb[i].predicted)
            pm_buf_printf(&b, ",predicted_%s", pm_bb_id(g->compare.bb[i].kind));
    pm_buf_puts(&b, "\n");
    /* one row at a time in row: its parameters' fields, then the numbers */
    size_t cap = 64 * (g->compare.nbb + 8);
    for (size_t j = 0; j < r->nparams; j++) {
        size_t w = 1;
        for (size_t i = 0; i < L->n[j]; i++)
            w = L->csvlen[j][i] > w ? L->csvlen[j][i] : w;
        cap += w + 1;
    }
    char *row = pm_xmalloc(cap);
    for (size_t k = 0; k < g->points.n; k++) {
        size_t n = 0;
        for (size_t j = 0; j < r->nparams; j++) {
            size_t i = pm_res_points_index(&g->points, k, j);
            if (i < L->n[j]) {
                memcpy(row + n, L->csv[j][i], L->csvlen[j][i]);
                n += L->csvlen[j][i];
            } else if (i != PM_DATASET_ABSENT) { /* the group lacks it: an empty field */
                row[n++] = '?';
            }
            row[n++] = ',';
        }
        double m = g->points.measured[k], p = g->points.predicted[k];
        n += pm_numfmt_g(row + n, m, 10);
        row[n++] = ',';
        n += pm_numfmt_g(row + n, p, 10);
        row[n++] = ',';
        n += pm_numfmt_g(row + n, m > 0 && p > 0 ? log(p / m) : NAN, 6);
        memcpy(row + n, g->points.train[k] ? ",train," : ",test,", g->points.train[k] ? 7 : 6);
        n += g->points.train[k] ? 7 : 6;
        n += pm_numfmt_u(row + n, g->points.count[k]);
        for (size_t i = 0; i < g->compare.nbb; i++)
            if (g->compare.bb[i].predicted) {
                row[n++] = ',';
                n += pm_numfmt_g(row + n, g->compare.bb[i].predicted[k], 10);
            }
        row[n++] = '\n';
        S_put(&b, f, row, n);
    }
    free(row);
    pm_outdir_file_write(f, b.data ? b.data : "", b.len);
    pm_buf_free(&b);
    return pm_outdir_file_close(f, err);
}

/* ---- per group ---- */

/* Predicted (pred, one per configuration) against measured for group gi, as figure
   `stem` of kind `kind`; `who` names the predictor in the title and tooltips. A
   configuration whose pred is NAN was not predicted (a black box scored on a sample,
   blackbox/blackbox.h) and is left out of the figure, and of its caption's counts.
   Past the scatter's density threshold only the worst predicted are markers, and
   only they get a tooltip. */
static int S_scatter_of(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi,
                        const S_labels *L, const double *pred, const char *who, const char *stem,
                        char kind, bool inline_svg, const char *data, pm_error *err)
{
    const pm_result *r = c->r;
    size_t N = g->points.n, n = 0;
    bool *train = pm_xmalloc_array(N + 1, sizeof *train);
    size_t nnan = 0;
    for (size_t k = 0; k < N; k++)
        nnan += isnan(pred[k]) != 0;
    /* the predicted configurations' own arrays only when some were not predicted */
    const double *meas = g->points.measured, *pv = pred;
    double *mc = NULL, *pc = NULL;
    size_t *at = NULL;
    if (nnan) {
        mc = pm_xmalloc_array(N - nnan + 1, sizeof *mc);
        pc = pm_xmalloc_array(N - nnan + 1, sizeof *pc);
        at = pm_xmalloc_array(N - nnan + 1, sizeof *at);
        meas = mc;
        pv = pc;
    }
    for (size_t k = 0; k < N; k++) {
        if (nnan && isnan(pred[k]))
            continue;
        if (nnan) {
            mc[n] = g->points.measured[k];
            pc[n] = pred[k];
            at[n] = k;
        }
        train[n++] = g->points.train[k] != 0;
    }
    S_tipctx tc = {r, g, L, pred, who, at};
    char title[300];
    if (who)
        snprintf(title, sizeof title, "%s: %s, predicted vs measured", g->name, who);
    else
        snprintf(title, sizeof title, "%s: predicted vs measured", g->name);
    pm_plot_scatter_spec s = {title, r->target, S_unit(r), meas, pv,    train,
                              NULL,  n,         0,         0,    S_tip, &tc};
    pm_plot *p = NULL;
    char *caption = NULL;
    int rc = pm_plot_scatter(&s, &p, &caption, err);
    free(train);
    free(mc);
    free(pc);
    free(at);
    if (rc != 0)
        return -1;
    S_keep(out, stem, p, caption, kind, (long)gi, data, inline_svg);
    return 0;
}

static int S_scatter(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi,
                     const S_labels *L, const char *data, pm_error *err)
{
    char stem[64];
    snprintf(stem, sizeof stem, "g%zu-scatter", gi + 1);
    return S_scatter_of(c, out, g, gi, L, g->points.predicted, NULL, stem, 's', true, data, err);
}

/* One scatter per black box (the paper's Figures 5 and 6). SVG only and not inlined in the
   page (linked, like the residuals): the model's own scatter is the headline. */
static int S_blackbox_scatters(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi,
                               const S_labels *L, const char *data, pm_error *err)
{
    for (size_t k = 0; k < g->compare.nbb; k++) {
        const pm_res_blackbox *b = &g->compare.bb[k];
        if (b->predicted == NULL)
            continue;
        char stem[96];
        snprintf(stem, sizeof stem, "g%zu-scatter-%s", gi + 1, pm_bb_id(b->kind));
        if (S_scatter_of(c, out, g, gi, L, b->predicted, pm_bb_name(b->kind), stem, 'b', false,
                         data, err) != 0)
            return -1;
    }
    return 0;
}

/* Group g's measured and predicted medians per value of extrinsic parameter j,
 * as the scaling figures draw them (pm_plot_scaling with median: the same
 * figure as from every configuration, without sorting them all). */
struct S_medians {
    double *mx, *my; /* measured: value, median */
    size_t nm;
    double *px, *py; /* the model: value, median prediction */
    size_t np;
};

static void S_medians_make(const pm_result *r, const pm_res_group *g, size_t j, S_medians *m)
{
    m->nm = S_medians_by(r, g, j, g->points.measured, true, &m->mx, &m->my);
    m->np = S_medians_by(r, g, j, g->points.predicted, false, &m->px, &m->py);
}

static void S_medians_free(S_medians *m)
{
    free(m->mx);
    free(m->my);
    free(m->px);
    free(m->py);
}

static int S_scaling(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi, size_t e,
                     const char *data, pm_error *err)
{
    const pm_result *r = c->r;
    size_t j = g->exp[e].param;
    const char *factor = r->params[j].name;
    const S_medians *md = &c->med[gi][e];
    pm_plot_xy meas = {"measured (median)", md->mx, md->my, md->nm};
    pm_plot_xy pred = {"model (median)", md->px, md->py, md->np};
    char title[300];
    snprintf(title, sizeof title, "%s: %s against %s", g->name, r->target, factor);
    /* the largest value of the factor the model was fitted on: past it, an extrapolation */
    double fit_hi = 0.0;
    for (size_t k = 0; k < g->points.n; k++)
        if (g->points.train[k]) {
            double x = pm_result_point_value(r, g, k, j);
            fit_hi = x > fit_hi ? x : fit_hi;
        }
    pm_plot_scaling_spec s = {
        title, factor, NULL, r->target, S_unit(r),
        &meas, &pred,  1,    true,      pm_factor_classify(factor) == PM_FACTOR_PARALLEL,
        fit_hi};
    pm_plot *p = NULL;
    char *caption = NULL;
    if (pm_plot_scaling(&s, &p, &caption, err) != 0)
        return -1;
    char stem[64];
    snprintf(stem, sizeof stem, "g%zu-scaling-%zu", gi + 1, e + 1);
    S_keep(out, stem, p, caption, 'c', (long)gi, data, true);
    return 0;
}

/* Each configuration's index of parameter j, as the residual figures take it. */
static uint32_t *S_index_column(const pm_res_group *g, size_t j)
{
    uint32_t *col = pm_xmalloc_array(g->points.n + 1, sizeof *col);
    for (size_t k = 0; k < g->points.n; k++)
        col[k] = (uint32_t)pm_res_points_index(&g->points, k, j);
    return col;
}

static int S_residuals(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi, size_t j,
                       const S_labels *L, const char *data, pm_error *err)
{
    const pm_result *r = c->r;
    size_t n = g->points.n;
    /* a parameter this group does not vary shows nothing */
    size_t first = pm_res_points_index(&g->points, 0, j);
    bool varies = false;
    for (size_t k = 1; k < n && !varies; k++)
        varies = pm_res_points_index(&g->points, k, j) != first;
    if (!varies)
        return 0;
    uint32_t *col = S_index_column(g, j);
    char title[300];
    snprintf(title, sizeof title, "%s: residuals by %s", g->name, r->params[j].name);
    pm_plot_residual_spec s = {title, r->params[j].name, NULL, g->points.measured,
                               g->points.predicted, NULL, n, false,
                               /* one strip of points per value reads well up to a few
                                  hundred points; past that boxes say the same in a
                                  fraction of the file (and of the time) */
                               n > 600 ? PM_RESID_BOX : PM_RESID_AUTO,
                               (const char *const *)L->text[j], L->n[j], col, c->resid[gi]};
    pm_plot *p = NULL;
    char *caption = NULL;
    int rc = pm_plot_residuals(&s, &p, &caption, err);
    free(col);
    if (rc != 0)
        return -1;
    char stem[64];
    snprintf(stem, sizeof stem, "g%zu-residuals-%zu", gi + 1, j + 1);
    S_keep(out, stem, p, caption, 'r', (long)gi, data, false);
    return 0;
}

/* The distinct combinations of the values of parameters ja and jb among g's
 * configurations, in order of first appearance, as pairs of indices in comb
 * (room for cap + 1); stops counting past cap. With of (not NULL) also each
 * configuration's combination (only when there are at most cap). */
static size_t S_combinations(const pm_res_group *g, size_t ja, size_t jb, size_t cap,
                             size_t (*comb)[2], uint32_t *of)
{
    size_t ns = 0;
    for (size_t k = 0; k < g->points.n; k++) {
        size_t a = pm_res_points_index(&g->points, k, ja),
               b = pm_res_points_index(&g->points, k, jb);
        size_t i = 0;
        while (i < ns && !(comb[i][0] == a && comb[i][1] == b))
            i++;
        if (i == ns) {
            if (ns == cap)
                return cap + 1;
            comb[ns][0] = a;
            comb[ns][1] = b;
            ns++;
        }
        if (of)
            of[k] = (uint32_t)i;
    }
    return ns;
}

/* Residuals by the combinations of two scaling factors: what a product of power laws cannot
 * express (an interaction, such as oversubscribing the cores when workers x threads exceeds
 * them) shows as cells of one sign. */
static int S_residual_pair(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi, size_t ja,
                           size_t jb, const S_labels *L, const char *data, pm_error *err)
{
    const pm_result *r = c->r;
    size_t n = g->points.n;
    enum { CAP = 16 };
    size_t comb[CAP + 1][2];
    uint32_t *of = pm_xmalloc_array(n + 1, sizeof *of);
    size_t nc = S_combinations(g, ja, jb, CAP, comb, of);
    if (nc <= 2 || nc > CAP) { /* too few to say more than each factor's own, or too many */
        free(of);
        return 0;
    }
    char *labels[CAP + 1];
    for (size_t i = 0; i < nc; i++) {
        char v[300];
        snprintf(v, sizeof v, "%.127s \xc3\x97 %.127s", L->text[ja][comb[i][0]],
                 L->text[jb][comb[i][1]]);
        labels[i] = pm_xstrdup(v);
    }
    char title[400], param[300];
    snprintf(param, sizeof param, "%.140s \xc3\x97 %.140s", r->params[ja].name, r->params[jb].name);
    snprintf(title, sizeof title, "%s: residuals by %s", g->name, param);
    pm_plot_residual_spec s = {title,
                               param,
                               NULL,
                               g->points.measured,
                               g->points.predicted,
                               NULL,
                               n,
                               false,
                               n > 600 ? PM_RESID_BOX : PM_RESID_AUTO,
                               (const char *const *)labels,
                               nc,
                               of,
                               c->resid[gi]};
    pm_plot *p = NULL;
    char *caption = NULL;
    int rc = pm_plot_residuals(&s, &p, &caption, err);
    for (size_t i = 0; i < nc; i++)
        free(labels[i]);
    free(of);
    if (rc != 0)
        return -1;
    char stem[64];
    snprintf(stem, sizeof stem, "g%zu-residuals-%zu-%zu", gi + 1, ja + 1, jb + 1);
    S_keep(out, stem, p, caption, 'r', (long)gi, data, false);
    return 0;
}

static int S_sweep(const S_ctx *c, S_slot *out, const pm_res_group *g, size_t gi, pm_error *err)
{
    const pm_result *r = c->r;
    size_t n = g->nsweep;
    double *lam = pm_xmalloc_array(n + 1, sizeof *lam), *r2 = pm_xmalloc_array(n + 1, sizeof *r2);
    for (size_t i = 0; i < n; i++) {
        lam[i] = g->sweep[i].lambda;
        r2[i] = g->sweep[i].test.r2;
    }
    char title[300];
    snprintf(title, sizeof title, "%s: test R\xc2\xb2 against lambda", g->name);
    pm_plot_xy r2s = {"test R\xc2\xb2", lam, r2, n};
    pm_plot *p = NULL;
    char *caption = NULL;
    double chosen = g->lambda > 0 ? g->lambda : NAN;
    int rc = pm_plot_lambda_sweep(title, &r2s, 1, chosen, &p, &caption, err);
    char stem[64];
    if (rc == 0) {
        snprintf(stem, sizeof stem, "g%zu-sweep", gi + 1);
        S_keep(out, stem, p, caption, 'w', (long)gi, NULL, true);
    }
    /* coefficient paths: the exponents and powers against lambda */
    size_t ns = g->nexp + g->nterm;
    if (rc == 0 && ns > 0) {
        pm_plot_xy *series = pm_xcalloc(ns, sizeof *series);
        double **ys = pm_xcalloc(ns, sizeof *ys);
        char **names = pm_xcalloc(ns, sizeof *names);
        for (size_t s = 0; s < ns; s++) {
            ys[s] = pm_xmalloc_array(n + 1, sizeof *ys[s]);
            char name[300];
            if (s < g->nexp)
                snprintf(name, sizeof name, "q[%s]", r->params[g->exp[s].param].name);
            else
                snprintf(name, sizeof name, "p[%s]", r->params[g->term[s - g->nexp].param].name);
            names[s] = pm_xstrdup(name);
            for (size_t i = 0; i < n; i++)
                ys[s][i] = s < g->nexp ? g->sweep[i].q[s] : g->sweep[i].p[s - g->nexp];
            series[s] = (pm_plot_xy){names[s], lam, ys[s], n};
        }
        snprintf(title, sizeof title, "%s: exponents and powers against lambda", g->name);
        p = NULL;
        caption = NULL;
        rc = pm_plot_coef_paths(title, series, ns, chosen, &p, &caption, err);
        if (rc == 0) {
            snprintf(stem, sizeof stem, "g%zu-paths", gi + 1);
            S_keep(out, stem, p, caption, 'p', (long)gi, NULL, true);
        }
        for (size_t s = 0; s < ns; s++) {
            free(ys[s]);
            free(names[s]);
        }
        free(ys);
        free(names);
        free(series);
    }
    free(lam);
    free(r2);
    return rc;
}

/* ---- across groups ---- */

/* One exponents figure per kind of factor present, so each has one ideal. */
static int S_exponents(const S_ctx *c, S_slot *out, pm_error *err)
{
    const pm_result *r = c->r;
    static const struct {
        pm_factor_kind kind;
        const char *stem, *title;
    } kinds[] = {
        {PM_FACTOR_PARALLEL, "exponents-parallel", "Scaling exponents of parallel factors"},
        {PM_FACTOR_BATCH, "exponents-batch", "Scaling exponents of the batch size"},
        {PM_FACTOR_SIZE, "exponents-size", "Scaling exponents of problem sizes"},
        {PM_FACTOR_OTHER, "exponents-other", "Scaling exponents of other factors"}};
    for (size_t kk = 0; kk < sizeof kinds / sizeof kinds[0]; kk++) {
        size_t n = 0;
        for (size_t gi = 0; gi < r->ngroups; gi++)
            n += r->groups[gi].nexp;
        pm_plot_interval *items = pm_xcalloc(n + 1, sizeof *items);
        size_t m = 0;
        for (size_t gi = 0; gi < r->ngroups; gi++) {
            const pm_res_group *g = &r->groups[gi];
            if (!S_full(c, gi))
                continue;
            for (size_t e = 0; e < g->nexp; e++) {
                const char *f = r->params[g->exp[e].param].name;
                if (pm_factor_classify(f) != kinds[kk].kind)
                    continue;
                items[m++] = (pm_plot_interval){f, g->name, g->exp[e].q.value, g->exp[e].q.lo,
                                                g->exp[e].q.hi};
            }
        }
        int rc = 0;
        if (m > 0) {
            double ideal = pm_factor_ideal(kinds[kk].kind);
            pm_plot_exponent_spec s = {kinds[kk].title,
                                       "exponent q",
                                       items,
                                       m,
                                       ideal,
                                       kinds[kk].kind == PM_FACTOR_PARALLEL ? "ideal: -1"
                                       : kinds[kk].kind == PM_FACTOR_BATCH
                                           ? "same time per sample: 1"
                                           : NULL};
            pm_plot *p = NULL;
            char *caption = NULL;
            rc = pm_plot_exponents(&s, &p, &caption, err);
            if (rc == 0)
                S_keep(out, kinds[kk].stem, p, caption, 'e', -1, "plots/exponents.csv", true);
        }
        free(items);
        if (rc != 0)
            return -1;
    }
    return 0;
}

/* Every group's scaling against each factor that more than one group has. */
static int S_compare(const S_ctx *c, S_slot *out, pm_error *err)
{
    const pm_result *r = c->r;
    if (r->ngroups < 2)
        return 0;
    for (size_t j = 0; j < r->nparams; j++) {
        if (r->params[j].role != PM_ROLE_EXTRINSIC)
            continue;
        pm_plot_xy *meas = pm_xcalloc(r->ngroups, sizeof *meas);
        pm_plot_xy *pred = pm_xcalloc(r->ngroups, sizeof *pred);
        size_t ns = 0;
        for (size_t gi = 0; gi < r->ngroups; gi++) {
            const pm_res_group *g = &r->groups[gi];
            const pm_res_exponent *x = pm_result_exponent(g, j);
            if (!S_full(c, gi) || x == NULL || g->points.n == 0)
                continue;
            const S_medians *md = &c->med[gi][x - g->exp]; /* the group's scaling figure's */
            meas[ns] = (pm_plot_xy){g->name, md->mx, md->my, md->nm};
            pred[ns] = (pm_plot_xy){g->name, md->px, md->py, md->np};
            ns++;
        }
        int rc = 0;
        if (ns >= 2) {
            char title[300], stem[64];
            snprintf(title, sizeof title, "%s against %s, every group", r->target,
                     r->params[j].name);
            pm_plot_scaling_spec s = {
                title,     r->params[j].name,
                NULL,      r->target,
                S_unit(r), meas,
                pred,      ns,
                true,      pm_factor_classify(r->params[j].name) == PM_FACTOR_PARALLEL,
                0.0}; /* every group: no one fitted range */
            pm_plot *p = NULL;
            char *caption = NULL;
            rc = pm_plot_scaling(&s, &p, &caption, err);
            snprintf(stem, sizeof stem, "compare-%zu", j + 1);
            if (rc == 0)
                S_keep(out, stem, p, caption, 'm', -1, NULL, true);
        }
        free(meas);
        free(pred);
        if (rc != 0)
            return -1;
    }
    return 0;
}

/* ---- exponents over time ---- */

void pm_figures_date(char *out, size_t size, long long t)
{
    out[0] = '\0';
    time_t tt = (time_t)t;
    struct tm tm;
    if (t >= 0 && gmtime_r(&tt, &tm))
        strftime(out, size, "%Y-%m-%d %H:%M", &tm);
}

void pm_figures_run_label(const pm_series_run *run, char *out, size_t size)
{
    if (run->commit && run->commit[0])
        snprintf(out, size, "%.7s", run->commit);
    else if (run->current)
        snprintf(out, size, "this run");
    else
        snprintf(out, size, "run %lld", run->id);
}

/* history.csv: every point of the series, one row per run and exponent. */
static int S_history_csv(const S_ctx *c, const pm_series *s, pm_error *err)
{
    const pm_result *r = c->r;
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "run,commit,date_utc,point,group,factor,q,ci_low,ci_high\n");
    for (size_t i = 0; i < s->nrun; i++) {
        const pm_series_run *run = &s->run[i];
        char date[64];
        pm_figures_date(date, sizeof date, run->time);
        for (size_t gi = 0; gi < r->ngroups; gi++)
            for (size_t e = 0; e < r->groups[gi].nexp; e++) {
                size_t col = i * s->ncol + pm_series_col(r, gi, e);
                if (!isfinite(s->q[col]))
                    continue;
                pm_buf_printf(&b, "%lld,", run->id);
                S_csv_field(&b, run->commit ? run->commit : "");
                pm_buf_printf(&b, ",%s,%s,", date,
                              run->current    ? "this run"
                              : run->baseline ? "baseline"
                                              : "recorded");
                S_csv_field(&b, r->groups[gi].name);
                pm_buf_puts(&b, ",");
                S_csv_field(&b, r->params[r->groups[gi].exp[e].param].name);
                pm_buf_printf(&b, ",%.10g,%.10g,%.10g\n", s->q[col], s->lo[col], s->hi[col]);
            }
    }
    int rc = S_write(c, "plots/history.csv", &b, err);
    pm_buf_free(&b);
    return rc;
}

/* The tooltip of a run of branch's series at q in [lo, hi]: commit (or its label lab), date,
 * q and its interval, and whether it is the baseline or this run (malloc'd). */
static char *S_history_tip(const pm_series_run *run, const char *branch, const char *lab, double q,
                           double lo, double hi)
{
    char date[64], v[64], ci[128];
    pm_figures_date(date, sizeof date, run->time);
    pm_fmt_num(v, sizeof v, q, 3);
    pm_fmt_interval(ci, sizeof ci, lo, hi, 3);
    pm_buf t = PM_BUF_INIT;
    pm_buf_printf(&t, "%s %s%s%s: q = %s, 95%% interval %s", branch,
                  run->commit ? run->commit : lab, date[0] ? ", " : "", date, v, ci);
    if (run->baseline)
        pm_buf_puts(&t, " (the baseline)");
    if (run->current)
        pm_buf_puts(&t, " (this run)");
    return t.data ? t.data : pm_xstrdup("");
}

/* What the runs of s are, for the caption: "Points: the 12 runs recorded for branch main
 * since v1 (the newest 50 of 80), then this run." */
static void S_history_note(const pm_series *s, pm_buf *note)
{
    pm_buf_printf(note, "Points: the %zu run%s recorded for branch %s", s->shown,
                  s->shown == 1 ? "" : "s", s->branch);
    if (s->since)
        pm_buf_printf(note, " since %s", s->since);
    if (s->total > s->shown)
        pm_buf_printf(note, " (the newest %zu of %zu)", s->shown, s->total);
    pm_buf_puts(note, ", then this run.");
}

/* Group gi's exponent e over the series' runs. */
static int S_history(const S_ctx *c, S_slot *out, const pm_series *s, size_t gi, size_t e,
                     pm_error *err)
{
    const pm_result *r = c->r;
    const pm_res_group *g = &r->groups[gi];
    const char *factor = r->params[g->exp[e].param].name;
    size_t n = s->nrun, col = pm_series_col(r, gi, e);
    double *q = pm_xcalloc(n + 1, sizeof *q), *lo = pm_xcalloc(n + 1, sizeof *lo),
           *hi = pm_xcalloc(n + 1, sizeof *hi);
    char **label = pm_xcalloc(n + 1, sizeof *label), **tip = pm_xcalloc(n + 1, sizeof *tip);
    size_t baseline = (size_t)-1, current = (size_t)-1;
    for (size_t i = 0; i < n; i++) {
        const pm_series_run *run = &s->run[i];
        q[i] = s->q[i * s->ncol + col];
        lo[i] = s->lo[i * s->ncol + col];
        hi[i] = s->hi[i * s->ncol + col];
        if (run->baseline)
            baseline = i;
        if (run->current)
            current = i;
        char lab[64];
        pm_figures_run_label(run, lab, sizeof lab);
        label[i] = pm_xstrdup(lab);
        tip[i] = S_history_tip(run, s->branch, lab, q[i], lo[i], hi[i]);
    }
    char title[300], ylabel[200];
    snprintf(title, sizeof title, "%s: exponent of %s over the runs of %s", g->name, factor,
             s->branch);
    snprintf(ylabel, sizeof ylabel, "exponent q of %s", factor);
    pm_buf note = PM_BUF_INIT;
    S_history_note(s, &note);
    pm_factor_kind kind = pm_factor_classify(factor);
    const pm_res_param *fp = &r->params[g->exp[e].param];
    double ideal = fp->has_ideal ? fp->ideal : pm_factor_ideal(kind); /* --ideal first */
    const char *ideal_label = fp->has_ideal                ? "ideal (--ideal)"
                              : kind == PM_FACTOR_PARALLEL ? "ideal"
                                                           : "same time per sample";
    pm_plot_history_spec spec = {title,
                                 ylabel,
                                 (const char *const *)label,
                                 (const char *const *)tip,
                                 q,
                                 lo,
                                 hi,
                                 n,
                                 baseline,
                                 current,
                                 ideal,
                                 ideal_label,
                                 pm_buf_str(&note)};
    pm_plot *p = NULL;
    char *caption = NULL;
    int rc = pm_plot_history(&spec, &p, &caption, err);
    pm_buf_free(&note);
    for (size_t i = 0; i < n; i++) {
        free(label[i]);
        free(tip[i]);
    }
    free(label);
    free(tip);
    free(q);
    free(lo);
    free(hi);
    if (rc != 0)
        return -1;
    char stem[64];
    snprintf(stem, sizeof stem, "g%zu-history-%zu", gi + 1, e + 1);
    S_keep(out, stem, p, caption, 'h', (long)gi, "plots/history.csv", true);
    return 0;
}

/* exponents.csv: one row per group and factor. */
static int S_exponents_csv(const S_ctx *c, pm_error *err)
{
    const pm_result *r = c->r;
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "group,factor,q,mean,std,ci_low,ci_high,ideal\n");
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        for (size_t e = 0; e < g->nexp; e++) {
            const pm_stat *q = &g->exp[e].q;
            const char *f = r->params[g->exp[e].param].name;
            S_csv_field(&b, g->name);
            pm_buf_puts(&b, ",");
            S_csv_field(&b, f);
            const pm_res_param *fp = &r->params[g->exp[e].param];
            pm_buf_printf(&b, ",%.10g,%.10g,%.10g,%.10g,%.10g,%g\n", q->value, q->mean, q->std,
                          q->lo, q->hi,
                          fp->has_ideal ? fp->ideal : pm_factor_ideal(pm_factor_classify(f)));
        }
    }
    int rc = S_write(c, "plots/exponents.csv", &b, err);
    pm_buf_free(&b);
    return rc;
}

/* Append task {what, gi, a, b} to the list t (n of cap). */
static void S_add(S_task **t, size_t *n, size_t *cap, S_what what, size_t gi, size_t a, size_t b)
{
    pm_xgrow((void **)t, cap, *n + 1, sizeof **t);
    (*t)[(*n)++] = (S_task){what, gi, a, b};
}

/* Every figure and CSV file, in the order index.html shows them, as tasks into
 * *out (malloc'd); returns their count. */
static size_t S_tasks(const S_ctx *c, S_task **out)
{
    const pm_result *r = c->r;
    S_task *t = NULL;
    size_t n = 0, cap = 0;
    S_add(&t, &n, &cap, S_EXPONENTS_CSV, 0, 0, 0);
    S_add(&t, &n, &cap, S_EXPONENTS, 0, 0, 0);
    S_add(&t, &n, &cap, S_COMPARE, 0, 0, 0);
    if (c->series && c->series->nrun > 0) {
        S_add(&t, &n, &cap, S_HISTORY_CSV, 0, 0, 0);
        for (size_t gi = 0; gi < r->ngroups; gi++)
            for (size_t e = 0; e < r->groups[gi].nexp && S_full(c, gi); e++)
                S_add(&t, &n, &cap, S_HISTORY, gi, e, 0);
    }
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (g->points.n == 0 || !S_full(c, gi))
            continue;
        S_add(&t, &n, &cap, S_POINTS, gi, 0, 0);
        S_add(&t, &n, &cap, S_SCATTER, gi, 0, 0);
        S_add(&t, &n, &cap, S_BLACKBOX, gi, 0, 0);
        for (size_t e = 0; e < g->nexp; e++)
            S_add(&t, &n, &cap, S_SCALING, gi, e, 0);
        for (size_t j = 0; j < r->nparams; j++)
            S_add(&t, &n, &cap, S_RESIDUALS, gi, j, 0);
        /* every pair of scaling factors, when their combinations fit on one axis: each
           factor takes 2 or more values, and there are at most 16 combinations (counted
           by the task) */
        for (size_t ea = 0; ea < g->nexp; ea++)
            for (size_t eb = ea + 1; eb < g->nexp; eb++)
                if (g->exp[ea].distinct >= 2 && g->exp[eb].distinct >= 2)
                    S_add(&t, &n, &cap, S_PAIR, gi, g->exp[ea].param, g->exp[eb].param);
        if (g->nsweep)
            S_add(&t, &n, &cap, S_SWEEP, gi, 0, 0);
    }
    *out = t;
    return n;
}

/* util/pool.h's task t: build what task t says into slot t. */
static void S_task_run(void *ctx, size_t t)
{
    const S_ctx *c = ctx;
    const S_task *k = &c->task[t];
    S_slot *s = &c->slot[t];
    pm_error *err = &s->err;
    const pm_res_group *g = k->gi < c->r->ngroups ? &c->r->groups[k->gi] : NULL;
    char data[64];
    snprintf(data, sizeof data, "plots/g%zu-points.csv", k->gi + 1);
    int rc = 0;
    switch (k->what) {
    case S_EXPONENTS_CSV: rc = S_exponents_csv(c, err); break;
    case S_EXPONENTS: rc = S_exponents(c, s, err); break;
    case S_COMPARE: rc = S_compare(c, s, err); break;
    case S_HISTORY_CSV: rc = S_history_csv(c, c->series, err); break;
    case S_HISTORY: rc = S_history(c, s, c->series, k->gi, k->a, err); break;
    case S_POINTS: rc = S_points_csv(c, g, k->gi, c->L, err); break;
    case S_SCATTER: rc = S_scatter(c, s, g, k->gi, c->L, data, err); break;
    case S_BLACKBOX: rc = S_blackbox_scatters(c, s, g, k->gi, c->L, data, err); break;
    case S_SCALING: rc = S_scaling(c, s, g, k->gi, k->a, data, err); break;
    case S_RESIDUALS: rc = S_residuals(c, s, g, k->gi, k->a, c->L, data, err); break;
    case S_PAIR: rc = S_residual_pair(c, s, g, k->gi, k->a, k->b, c->L, data, err); break;
    case S_SWEEP: rc = S_sweep(c, s, g, k->gi, err); break;
    }
    s->rc = rc != 0 ? -1 : 0;
}

/* util/pool.h's task t of what several figures share (in c->task): a scaling
 * figure's medians, or a group's residuals. */
static void S_shared_run(void *ctx, size_t t)
{
    const S_ctx *c = ctx;
    const S_task *k = &c->task[t];
    const pm_res_group *g = &c->r->groups[k->gi];
    if (k->what == S_SCALING)
        S_medians_make(c->r, g, g->exp[k->a].param, &c->med[k->gi][k->a]);
    else
        pm_plot_residual_values(g->points.measured, g->points.predicted, g->points.n, false,
                                c->resid[k->gi]);
}

/* What several figures share, made once on threads: each scaling figure's medians (the
 * comparison across groups draws them too) and each group's residuals (its residual figures
 * draw them). Into c->med and c->resid, for the groups drawn. */
static void S_shared(S_ctx *c, int threads)
{
    const pm_result *r = c->r;
    c->med = pm_xcalloc(r->ngroups + 1, sizeof *c->med);
    c->resid = pm_xcalloc(r->ngroups + 1, sizeof *c->resid);
    S_task *mt = pm_xcalloc(1, sizeof *mt);
    size_t nm = 0, capm = 1;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        if (g->points.n == 0 || !S_full(c, gi))
            continue;
        c->med[gi] = pm_xcalloc(g->nexp + 1, sizeof *c->med[gi]);
        for (size_t e = 0; e < g->nexp; e++)
            S_add(&mt, &nm, &capm, S_SCALING, gi, e, 0);
        c->resid[gi] = pm_xmalloc_array(g->points.n + 1, sizeof *c->resid[gi]);
        S_add(&mt, &nm, &capm, S_RESIDUALS, gi, 0, 0);
    }
    c->task = mt;
    pm_pool_run(nm, threads, S_shared_run, c);
    free(mt);
    c->task = NULL;
}

static void S_shared_free(S_ctx *c)
{
    const pm_result *r = c->r;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        for (size_t e = 0; c->med[gi] && e < r->groups[gi].nexp; e++)
            S_medians_free(&c->med[gi][e]);
        free(c->med[gi]);
        free(c->resid[gi]);
    }
    free(c->med);
    free(c->resid);
}

/* The figures the nt tasks built, recorded in task order up to the first task that failed;
 * the figures of that task and after are dropped. Returns that task, nt when none failed. */
static size_t S_record_all(S_ctx *c, size_t nt)
{
    size_t failed = nt;
    for (size_t t = 0; t < nt; t++) {
        S_slot *s = &c->slot[t];
        if (failed == nt && s->rc != 0)
            failed = t;
        for (size_t i = 0; i < s->n; i++) {
            S_built *b = &s->fig[i];
            if (failed == nt)
                S_record(c, b->stem, b->p, b->caption, b->kind, b->group,
                         b->data[0] ? b->data : NULL, b->inline_svg);
            else { /* after a failure: dropped */
                pm_plot_free(b->p);
                free(b->caption);
            }
        }
        free(s->fig);
    }
    return failed;
}

/* Every figure and CSV file: what several figures share, then the tasks on threads, their
 * figures recorded in order, their files started (the SVGs and PNGs in the background, the
 * gnuplot files on this thread), and the SVGs waited for. 0, or -1 with err set from the first
 * failure in order: a figure's gnuplot, else the first task that failed. */
static int S_render_all(S_ctx *c, int threads, pm_error *err)
{
    S_labels L;
    S_labels_build(c->r, &L);
    c->L = &L;
    S_shared(c, threads);
    S_task *task = NULL;
    size_t nt = S_tasks(c, &task);
    c->task = task;
    c->slot = pm_xcalloc(nt + 1, sizeof *c->slot);
    pm_progress_step("figures", nt, 0);
    pm_pool_run(nt, threads, S_task_run, c);
    size_t failed = S_record_all(c, nt);
    S_jobs_start(c->jobs, threads);
    int rc = 0;
    if (c->mode == PM_PLOTS_GNUPLOT || c->mode == PM_PLOTS_BOTH)
        for (size_t k = 0; k < c->out->n && rc == 0; k++)
            rc = S_gnuplot(c, k, err);
    if (rc == 0 && failed < nt) {
        *err = c->slot[failed].err;
        rc = -1;
    }
    S_jobs_svgs(c->jobs, c->out);
    free(c->slot);
    free(task);
    S_shared_free(c);
    S_labels_free(&L);
    return rc;
}

int pm_figures_render(const pm_result *r, const pm_series *series, const unsigned char *full,
                      pm_plots_mode mode, int threads, pm_outdir *od, pm_figures *out,
                      pm_error *err)
{
    memset(out, 0, sizeof *out);
    if (mode == PM_PLOTS_NONE)
        return 0;
    if ((mode == PM_PLOTS_GNUPLOT || mode == PM_PLOTS_BOTH) && !pm_plot_gnuplot_available())
        return pm_error_set(
            err, PM_ERR_USAGE, NULL, 0,
            "--plots %s needs gnuplot on PATH (Debian: apt-get install gnuplot-nox)",
            mode == PM_PLOTS_BOTH ? "both" : "gnuplot");
    S_jobs *jobs = pm_xcalloc(1, sizeof *jobs);
    jobs->od = od;
    S_ctx c = {r, series, mode, od, out, jobs, full, NULL, NULL, NULL, NULL, NULL};
    int rc = S_render_all(&c, threads, err);
    out->jobs = jobs;
    if (rc != 0) /* the PNGs' thread reads the scenes: wait for it before freeing them */
        pm_figures_finish(out, NULL);
    return rc;
}

int pm_figures_finish(pm_figures *f, pm_error *err)
{
    if (f == NULL || f->jobs == NULL)
        return 0;
    int rc = S_jobs_finish(f->jobs, err);
    f->jobs = NULL;
    return rc;
}

void pm_figures_free(pm_figures *f)
{
    if (f == NULL)
        return;
    pm_figures_finish(f, NULL);
    for (size_t i = 0; i < f->n; i++) {
        pm_figure *x = &f->fig[i];
        free(x->name);
        free(x->title);
        free(x->caption);
        free(x->data);
        free(x->image);
        pm_buf_free(&x->svg);
    }
    free(f->fig);
    memset(f, 0, sizeof *f);
}
