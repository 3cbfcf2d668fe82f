/* extrap.c - Extra-P text files into the raw table. */
#include "ingest/extrap.h"

#include "ingest/extrap_json.h"
#include "ingest/formats.h"
#include "ingest/json.h"
#include "ingest/limits.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Extra-P splits lines on any run of white space (Python's \s). */
static int S_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

int pm_extrap_detect(const char *head, size_t n)
{
    size_t i = 0;
    /* blank lines and `#` comment lines may come before the first PARAMETER */
    for (;;) {
        while (i < n && (S_blank(head[i]) || head[i] == '\n'))
            i++;
        if (i >= n || head[i] != '#')
            break;
        while (i < n && head[i] != '\n')
            i++;
    }
    return n - i >= 10 && memcmp(head + i, "PARAMETER", 9) == 0 && S_blank(head[i + 9]);
}

/* One REGION of the file: the rows its DATA lines made, shared by its metrics. */
typedef struct S_region {
    char *name;      /* the region's name; NULL for DATA before any REGION (no region cell) */
    size_t **slot;   /* per point: row index of each repetition */
    size_t *nslot;   /* per point: repetitions with a row so far */
    char **metric;   /* metrics that had a DATA block in this region */
    long *metric_at; /* the line each of those blocks started at */
    size_t nmetric;
} S_region;

typedef struct S_state {
    pm_table *t;
    const char *file;
    pm_error *err;
    char **param; /* parameter names */
    size_t nparam;
    char **point; /* npoint x nparam value texts */
    size_t npoint, point_cap;
    S_region *reg; /* regions in order of first appearance */
    size_t nreg, reg_cap;
    size_t *index; /* index_cap slots: 1 + a region's position in reg, 0 when free */
    size_t index_cap;
    char *region;    /* region of the DATA lines that follow; NULL before any REGION */
    size_t cur;      /* index in reg of the open block's region (valid while data > 0) */
    char *metric;    /* metric of the DATA lines that follow; NULL: the unnamed one */
    size_t data;     /* DATA lines in the current block (since the last REGION or METRIC) */
    long block_line; /* line of the REGION or METRIC line that opened the block */
} S_state;

/* Extra-P's unnamed metric (DATA before any METRIC line) becomes this column. */
static const char S_default_metric[] = "time";

static int S_err(S_state *s, long line, const char *msg, const char *arg)
{
    return pm_error_set(s->err, PM_ERR_INPUT, s->file, line, "%s%.100s", msg, arg ? arg : "");
}

static const char *S_metric_name(const S_state *s)
{
    return s->metric ? s->metric : S_default_metric;
}

/* Next blank-separated word of *p (NUL-terminated in place), or NULL. */
static char *S_word(char **p)
{
    char *s = *p;
    while (S_blank(*s))
        s++;
    if (*s == '\0')
        return NULL;
    char *w = s;
    while (*s && !S_blank(*s))
        s++;
    if (*s)
        *s++ = '\0';
    *p = s;
    return w;
}

/* The rest of a line as a name: blank runs become one space, none at either end
 * (Extra-P reads `REGION   main()  ` as `main()`). Rewrites rest in place. */
static char *S_name(char *rest)
{
    char *out = rest, *w;
    char *p = rest;
    size_t n = 0;
    while ((w = S_word(&p)) != NULL) {
        size_t len = strlen(w);
        if (n)
            out[n++] = ' ';
        memmove(out + n, w, len);
        n += len;
    }
    out[n] = '\0';
    return out;
}

/* True when name is already a column of the rows: a parameter, or `region`. */
static int S_taken(const S_state *s, const char *name)
{
    if (strcmp(name, "region") == 0)
        return 1;
    for (size_t i = 0; i < s->nparam; i++)
        if (strcmp(s->param[i], name) == 0)
            return 1;
    return 0;
}

static const char S_clash[] = "a second column of this name (parameters, region and "
                              "metrics share the row): ";

/* Append one point whose coordinates are v[0..nparam) (taken over: v's entries become NULL). */
static void S_add_point(S_state *s, char **v)
{
    pm_xgrow((void **)&s->point, &s->point_cap, (s->npoint + 1) * s->nparam, sizeof *s->point);
    for (size_t j = 0; j < s->nparam; j++) {
        s->point[s->npoint * s->nparam + j] = v[j];
        v[j] = NULL;
    }
    s->npoint++;
}

/* Free the values of a point not (or no longer) being read. */
static void S_drop(char **v, size_t *nv)
{
    for (size_t j = 0; j < *nv; j++) {
        free(v[j]);
        v[j] = NULL;
    }
    *nv = 0;
}

/* The reading of one POINTS line: the open point's values and how deep the parentheses are. */
typedef struct S_pts {
    S_state *s;
    long line;
    char **v;  /* the open point's values (owned) */
    size_t nv; /* their count */
    int depth; /* parentheses open: 0, 1 (a point) or 2 (a coordinate) */
    int inner; /* values in the current depth-2 group */
} S_pts;

static const char S_pts_shape[] = "a point needs as many values as there are parameters, then )";

/* A '(': a point opens (depth 1), or a coordinate inside it (depth 2). */
static int S_pts_open(S_pts *q)
{
    if (q->depth == 2)
        return S_err(q->s, q->line, "parentheses nested more than two deep", NULL);
    if (++q->depth == 1)
        S_drop(q->v, &q->nv);
    q->inner = 0;
    return 0;
}

/* A ')': a coordinate closes (exactly one number in it), or a point (as many values as there
 * are parameters: added). */
static int S_pts_close(S_pts *q)
{
    int rc = 0;
    if (q->depth == 0) {
        rc = S_err(q->s, q->line, "a ) without its (", NULL);
    } else if (q->depth == 2) {
        if (q->inner != 1)
            rc = S_err(q->s, q->line, "a coordinate in parentheses needs exactly one number", NULL);
        q->depth = 1;
    } else {
        if (q->nv != q->s->nparam)
            rc = S_err(q->s, q->line, S_pts_shape, NULL);
        else
            S_add_point(q->s, q->v);
        S_drop(q->v, &q->nv);
        q->depth = 0;
    }
    return rc;
}

/* A number w: a point of its own outside parentheses (one parameter only), else a value of
 * the open point. */
static int S_pts_number(S_pts *q, const char *w)
{
    S_state *s = q->s;
    double x;
    if (!pm_text_number(w, &x))
        return S_err(s, q->line, "a point coordinate must be a number, got ", w);
    if (q->depth == 0) {
        if (s->nparam != 1)
            return S_err(s, q->line, "with several parameters each point is written ( v1 v2 ... )",
                         NULL);
        char *copy = pm_xstrdup(w);
        S_add_point(s, &copy);
        return 0;
    }
    if (q->depth == 2 && q->inner)
        return S_err(s, q->line, "a coordinate in parentheses needs exactly one number", NULL);
    if (q->nv == s->nparam)
        return S_err(s, q->line, S_pts_shape, NULL);
    q->v[q->nv++] = pm_xstrdup(w);
    q->inner += q->depth == 2;
    return 0;
}

/* A POINTS line: points `( v1 v2 ... )` with or without blanks inside the parentheses,
 * a coordinate itself optionally in parentheses `( (v1) (v2) )` (Extra-P's documented
 * grammar), and with one parameter also bare numbers `POINTS 1 2 4`. */
static int S_points(S_state *s, char *rest, long line)
{
    if (s->nparam == 0)
        return S_err(s, line, "POINTS before any PARAMETER", NULL);
    if (s->nreg > 0)
        return S_err(s, line, "POINTS after DATA (every point must be known before the data)",
                     NULL);
    S_pts q = {s, line, pm_xcalloc(s->nparam, sizeof(char *)), 0, 0, 0};
    size_t before = s->npoint;
    int rc = 0;
    char *p = rest;
    while (rc == 0) {
        while (S_blank(*p))
            p++;
        if (*p == '\0')
            break;
        if (*p == '(' || *p == ')') {
            rc = *p++ == '(' ? S_pts_open(&q) : S_pts_close(&q);
            continue;
        }
        /* a number runs to the next blank or parenthesis */
        char *w = p;
        while (*p && !S_blank(*p) && *p != '(' && *p != ')')
            p++;
        char c = *p;
        *p = '\0';
        rc = S_pts_number(&q, w);
        *p = c;
    }
    if (rc == 0 && q.depth != 0)
        rc = S_err(s, line, S_pts_shape, NULL);
    if (rc == 0 && s->npoint == before)
        rc = S_err(s, line, "POINTS lists no point", NULL);
    S_drop(q.v, &q.nv);
    free(q.v);
    return rc;
}

/* FNV-1a of a region's name (the rows before any REGION hash as ""). */
static size_t S_hash(const char *name)
{
    uint64_t h = 1469598103934665603ull;
    for (const unsigned char *p = (const unsigned char *)(name ? name : ""); *p; p++)
        h = (h ^ *p) * 1099511628211ull;
    return (size_t)h;
}

/* Put region i into the open-addressing index (which has a free slot). */
static void S_index(S_state *s, size_t i)
{
    size_t mask = s->index_cap - 1, h = S_hash(s->reg[i].name) & mask;
    while (s->index[h])
        h = (h + 1) & mask;
    s->index[h] = i + 1;
}

/* The region called name (NULL: the rows of DATA before any REGION), added if new. Found
 * through a hash index: a call tree can have many thousands of regions. */
static size_t S_region_of(S_state *s, const char *name)
{
    if (s->index_cap) {
        size_t mask = s->index_cap - 1;
        for (size_t h = S_hash(name) & mask; s->index[h]; h = (h + 1) & mask) {
            const S_region *r = &s->reg[s->index[h] - 1];
            if (name ? r->name && strcmp(r->name, name) == 0 : r->name == NULL)
                return s->index[h] - 1;
        }
    }
    if (2 * (s->nreg + 1) > s->index_cap) { /* keep the index at most half full */
        free(s->index);
        s->index_cap = s->index_cap ? 2 * s->index_cap : 16;
        s->index = pm_xcalloc(s->index_cap, sizeof *s->index);
        for (size_t i = 0; i < s->nreg; i++)
            S_index(s, i);
    }
    pm_xgrow((void **)&s->reg, &s->reg_cap, s->nreg + 1, sizeof *s->reg);
    S_region *r = &s->reg[s->nreg];
    memset(r, 0, sizeof *r);
    r->name = name ? pm_xstrdup(name) : NULL;
    /* only at a block's first DATA line: a region that is read whole has a row per point,
       so these arrays stay within the rows' own size */
    r->slot = pm_xcalloc(s->npoint, sizeof *r->slot);
    r->nslot = pm_xcalloc(s->npoint, sizeof *r->nslot);
    S_index(s, s->nreg);
    return s->nreg++;
}

static void S_region_free(S_region *r, size_t npoint)
{
    for (size_t p = 0; p < npoint; p++)
        free(r->slot[p]);
    free(r->slot);
    free(r->nslot);
    for (size_t m = 0; m < r->nmetric; m++)
        free(r->metric[m]);
    free(r->metric);
    free(r->metric_at);
    free(r->name);
}

/* The first DATA line of a block: its region, and the metric's first block there. */
static int S_open_block(S_state *s, long line)
{
    const char *m = S_metric_name(s);
    if (s->metric == NULL && S_taken(s, m))
        return S_err(s, line,
                     "DATA before any METRIC is the metric 'time', the name of a parameter: "
                     "name the metric with a METRIC line",
                     NULL);
    s->cur = S_region_of(s, s->region);
    S_region *r = &s->reg[s->cur];
    for (size_t i = 0; i < r->nmetric; i++)
        if (strcmp(r->metric[i], m) == 0) {
            pm_error_set(s->err, PM_ERR_INPUT, s->file, line,
                         "a second DATA block for metric %.100s%s%.100s%s (the first starts at "
                         "line %ld)",
                         m, r->name ? " in region '" : "", r->name ? r->name : "",
                         r->name ? "'" : "", r->metric_at[i]);
            return -1;
        }
    r->metric = pm_xrealloc(r->metric, r->nmetric + 1, sizeof *r->metric);
    r->metric_at = pm_xrealloc(r->metric_at, r->nmetric + 1, sizeof *r->metric_at);
    r->metric[r->nmetric] = pm_xstrdup(m);
    r->metric_at[r->nmetric++] = s->block_line ? s->block_line : line;
    return 0;
}

/* A DATA line: the repetitions of the next point of the block. */
static int S_data(S_state *s, char *rest, long line)
{
    if (s->npoint == 0)
        return S_err(s, line, "DATA before POINTS", NULL);
    if (s->data == 0 && S_open_block(s, line) != 0)
        return -1;
    S_region *r = &s->reg[s->cur];
    if (s->data >= s->npoint)
        return pm_error_set(s->err, PM_ERR_INPUT, s->file, line,
                            "more DATA lines than POINTS for metric %.100s%s%.100s%s (%zu points)",
                            S_metric_name(s), r->name ? " in region '" : "", r->name ? r->name : "",
                            r->name ? "'" : "", s->npoint);
    size_t pt = s->data++;
    size_t mcol = pm_table_column(s->t, S_metric_name(s), s->file, line);
    pm_table_hint(s->t, mcol, PM_HINT_METRIC, "an Extra-P metric");
    char *w;
    size_t rep = 0;
    while ((w = S_word(&rest)) != NULL) {
        double x;
        if (!pm_text_number(w, &x))
            return S_err(s, line, "a measurement must be a number, got ", w);
        pm_row *row;
        if (rep < r->nslot[pt]) {
            row = &s->t->rows[r->slot[pt][rep]];
        } else {
            if (s->t->ncols + s->nparam + 2 > PM_MAX_COLUMNS)
                return S_err(s, line, "more than " PM_MAX_COLUMNS_STR " columns", NULL);
            if (s->t->nrows >= PM_MAX_ROWS)
                return S_err(s, line, "more than " PM_MAX_ROWS_STR " rows", NULL);
            r->slot[pt] = pm_xrealloc(r->slot[pt], rep + 1, sizeof **r->slot);
            r->slot[pt][rep] = s->t->nrows;
            r->nslot[pt] = rep + 1;
            row = pm_table_add_row(s->t, s->file, line, s->t->ncols);
            for (size_t j = 0; j < s->nparam; j++) {
                size_t c = pm_table_column(s->t, s->param[j], s->file, line);
                pm_table_hint(s->t, c, PM_HINT_FACTOR, "an Extra-P parameter");
                const char *v = s->point[pt * s->nparam + j];
                pm_table_set(s->t, row, c, v, strlen(v), PM_CELL_TEXT);
            }
            if (r->name) {
                size_t rc = pm_table_column(s->t, "region", s->file, line);
                pm_table_hint(s->t, rc, PM_HINT_GROUP, "an Extra-P region");
                pm_table_set(s->t, row, rc, r->name, strlen(r->name), PM_CELL_STRING);
            }
            mcol = pm_table_column(s->t, S_metric_name(s), s->file, line);
        }
        pm_table_set(s->t, row, mcol, w, strlen(w), PM_CELL_TEXT);
        rep++;
    }
    if (rep == 0)
        return S_err(s, line, "a DATA line needs at least one measurement", NULL);
    return 0;
}

/* The end of a block (a REGION or METRIC line, or the end of the file): it has no DATA
 * at all, or one line per point. */
static int S_close_block(S_state *s)
{
    if (s->data == 0 || s->data == s->npoint)
        return 0;
    const S_region *r = &s->reg[s->cur];
    return pm_error_set(s->err, PM_ERR_INPUT, s->file, s->block_line ? s->block_line : 1,
                        "fewer DATA lines than POINTS for metric %.100s%s%.100s%s (%zu of %zu)",
                        S_metric_name(s), r->name ? " in region '" : "", r->name ? r->name : "",
                        r->name ? "'" : "", s->data, s->npoint);
}

/* A PARAMETER line: one or more names. */
static int S_parameters(S_state *s, char *rest, long line)
{
    if (s->npoint > 0)
        return S_err(s, line, "PARAMETER after POINTS", NULL);
    char *name;
    size_t n = 0;
    while ((name = S_word(&rest)) != NULL) {
        /* each row has a column per parameter plus `region` and one per metric:
           a clash would silently overwrite one with the other */
        if (S_taken(s, name))
            return S_err(s, line, S_clash, name);
        s->param = pm_xrealloc(s->param, s->nparam + 1, sizeof *s->param);
        s->param[s->nparam++] = pm_xstrdup(name);
        n++;
    }
    return n ? 0 : S_err(s, line, "PARAMETER needs a name", NULL);
}

/* A REGION or METRIC line (kw): closes the block before it and opens the next. */
static int S_region_or_metric(S_state *s, const char *kw, char *rest, long line)
{
    int region = kw[0] == 'R';
    char *name = S_name(rest);
    if (name[0] == '\0')
        return S_err(s, line, region ? "REGION needs a name" : "METRIC needs a name", NULL);
    if (S_close_block(s) != 0)
        return -1;
    s->data = 0;
    s->block_line = line;
    if (region) {
        /* the metric stays: `METRIC time` then several REGION blocks is common */
        free(s->region);
        s->region = pm_xstrdup(name);
        return 0;
    }
    if (S_taken(s, name))
        return S_err(s, line, S_clash, name);
    free(s->metric);
    s->metric = pm_xstrdup(name);
    return 0;
}

int pm_extrap_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    S_state s = {0};
    s.t = t;
    s.file = pm_arena_strdup(t->arena, path);
    s.err = err;
    int rc = 0;
    long line = 0;
    const char *p = buf, *end = buf + n;
    while (rc == 0 && p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        line++;
        if (len > PM_MAX_LINE) {
            rc = S_err(&s, line, "line longer than " PM_MAX_LINE_STR, NULL);
            break;
        }
        if (memchr(p, '\0', len)) {
            rc = S_err(&s, line, "invalid text (NUL byte or bad UTF-8)", NULL);
            break;
        }
        char *text = pm_xstrndup(p, len);
        p = nl ? nl + 1 : end;
        if (!pm_text_utf8_valid(text, len)) {
            free(text);
            rc = S_err(&s, line, "invalid text (NUL byte or bad UTF-8)", NULL);
            break;
        }
        char *rest = text, *kw = S_word(&rest);
        if (kw == NULL || kw[0] == '#') { /* blank or a comment */
            free(text);
            continue;
        }
        if (strcmp(kw, "PARAMETER") == 0)
            rc = S_parameters(&s, rest, line);
        else if (strcmp(kw, "POINTS") == 0)
            rc = S_points(&s, rest, line);
        else if (strcmp(kw, "REGION") == 0 || strcmp(kw, "METRIC") == 0)
            rc = S_region_or_metric(&s, kw, rest, line);
        else if (strcmp(kw, "DATA") == 0)
            rc = S_data(&s, rest, line);
        else
            rc = S_err(&s, line, "unknown keyword ", kw);
        free(text);
    }
    if (rc == 0)
        rc = S_close_block(&s);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = S_err(&s, 1, "no DATA", NULL);
    for (size_t i = 0; i < s.nparam; i++)
        free(s.param[i]);
    free(s.param);
    for (size_t i = 0; i < s.npoint * s.nparam; i++)
        free(s.point[i]);
    free(s.point);
    for (size_t i = 0; i < s.nreg; i++)
        S_region_free(&s.reg[i], s.npoint);
    free(s.reg);
    free(s.index);
    free(s.region);
    free(s.metric);
    return pm_table_end(t, mark, rc);
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    return pm_extrap_detect(in->head, in->nhead);
}

/* `--format extrap` takes any of Extra-P's formats: its text, its JSON experiment, or its
   JSON Lines measurements, and nothing else. Detected, the entry is the text's. */
static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    if (!pm_input_is_json(in))
        return pm_extrap_read(t, in->path, in->text, in->len, err);
    if (pm_extrap_json_detect(in->json))
        return pm_extrap_json_read(t, in->path, in->json, in->text, in->len, err);
    /* a one-line JSON Lines file decodes as one object too: it has "params" */
    if (json_is_object(in->json) && !json_object_get(in->json, "params"))
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "not an Extra-P experiment (a \"parameters\" list and "
                            "\"measurements\") nor Extra-P's JSON Lines");
    return pm_json_read_extrap(t, in->path, in->text, in->len, err);
}

const pm_format_ops pm_format_extrap = {
    "extrap", NULL, "Extra-P's text format", PM_SYNTAX_TEXT, S_detect, S_read, NULL};
