/* extrap.c - Extra-P text files into the raw table. */
#include "ingest/extrap.h"

#include "ingest/limits.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pm_extrap_detect(const char *head, size_t n)
{
    size_t i = 0;
    while (i < n && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n'))
        i++;
    return n - i >= 10 && memcmp(head + i, "PARAMETER", 9) == 0 &&
           (head[i + 9] == ' ' || head[i + 9] == '\t');
}

typedef struct S_state {
    pm_table *t;
    const char *file;
    pm_error *err;
    char **param; /* parameter names */
    size_t nparam;
    char **point; /* npoint x nparam value texts */
    size_t npoint;
    char *region;        /* current region */
    char *metric;        /* current metric */
    size_t data_seen;    /* DATA lines since the METRIC line */
    size_t region_first; /* first row of the current region */
    size_t region_rows;  /* rows made for the current region */
    size_t **slot;       /* per point: row index of each repetition in this region */
    size_t *nslot;       /* per point: repetitions with a row so far */
} S_state;

static int S_err(S_state *s, long line, const char *msg, const char *arg)
{
    return pm_error_set(s->err, PM_ERR_INPUT, s->file, line, "%s%.100s", msg, arg ? arg : "");
}

/* Next blank-separated word of *p (NUL-terminated in place), or NULL. */
static char *S_word(char **p)
{
    char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '\0')
        return NULL;
    char *w = s;
    while (*s && *s != ' ' && *s != '\t')
        s++;
    if (*s)
        *s++ = '\0';
    *p = s;
    return w;
}

static int S_points(S_state *s, char *rest, long line)
{
    if (s->nparam == 0)
        return S_err(s, line, "POINTS before any PARAMETER", NULL);
    char *w;
    size_t cap = 0;
    while ((w = S_word(&rest)) != NULL) {
        int grouped = strcmp(w, "(") == 0;
        if (!grouped && s->nparam != 1)
            return S_err(s, line, "with several parameters each point is written ( v1 v2 ... )",
                         NULL);
        pm_xgrow((void **)&s->point, &cap, (s->npoint + 1) * s->nparam, sizeof *s->point);
        /* counted before it is filled, so a failure half-way frees what was copied */
        size_t pt = s->npoint++;
        for (size_t j = 0; j < s->nparam; j++)
            s->point[pt * s->nparam + j] = NULL;
        for (size_t j = 0; j < s->nparam; j++) {
            char *v = j == 0 && !grouped ? w : S_word(&rest);
            double x;
            if (v == NULL || !pm_text_number(v, &x))
                return S_err(s, line, "a point coordinate must be a number, got ",
                             v ? v : "end of line");
            s->point[pt * s->nparam + j] = pm_xstrdup(v);
        }
        if (grouped) {
            char *close = S_word(&rest);
            if (close == NULL || strcmp(close, ")") != 0)
                return S_err(s, line,
                             "a point needs as many values as there are parameters, then )", NULL);
        }
    }
    if (s->npoint == 0)
        return S_err(s, line, "POINTS lists no point", NULL);
    s->slot = pm_xcalloc(s->npoint, sizeof *s->slot);
    s->nslot = pm_xcalloc(s->npoint, sizeof *s->nslot);
    return 0;
}

static int S_data(S_state *s, char *rest, long line)
{
    if (s->metric == NULL || s->region == NULL)
        return S_err(s, line, "DATA before REGION and METRIC", NULL);
    if (s->data_seen >= s->npoint)
        return S_err(s, line, "more DATA lines than POINTS for metric ", s->metric);
    size_t pt = s->data_seen++;
    size_t mcol = pm_table_column(s->t, s->metric, s->file, line);
    char *w;
    size_t rep = 0;
    while ((w = S_word(&rest)) != NULL) {
        double x;
        if (!pm_text_number(w, &x))
            return S_err(s, line, "a measurement must be a number, got ", w);
        pm_row *row;
        if (rep < s->nslot[pt]) {
            row = &s->t->rows[s->slot[pt][rep]];
        } else {
            if (s->t->ncols + s->nparam + 2 > PM_MAX_COLUMNS)
                return S_err(s, line, "more than " PM_MAX_COLUMNS_STR " columns", NULL);
            if (s->t->nrows >= PM_MAX_ROWS)
                return S_err(s, line, "more than " PM_MAX_ROWS_STR " rows", NULL);
            s->slot[pt] = pm_xrealloc(s->slot[pt], rep + 1, sizeof **s->slot);
            s->slot[pt][rep] = s->t->nrows;
            s->nslot[pt] = rep + 1;
            row = pm_table_add_row(s->t, s->file, line, s->t->ncols);
            for (size_t j = 0; j < s->nparam; j++) {
                size_t c = pm_table_column(s->t, s->param[j], s->file, line);
                const char *v = s->point[pt * s->nparam + j];
                pm_table_set(s->t, row, c, v, strlen(v), PM_CELL_TEXT);
            }
            size_t rc = pm_table_column(s->t, "region", s->file, line);
            pm_table_set(s->t, row, rc, s->region, strlen(s->region), PM_CELL_STRING);
            mcol = pm_table_column(s->t, s->metric, s->file, line);
        }
        pm_table_set(s->t, row, mcol, w, strlen(w), PM_CELL_TEXT);
        rep++;
    }
    if (rep == 0)
        return S_err(s, line, "a DATA line needs at least one measurement", NULL);
    return 0;
}

static void S_new_region(S_state *s)
{
    if (s->slot == NULL) /* POINTS never read (or failed) */
        return;
    for (size_t p = 0; p < s->npoint; p++) {
        free(s->slot[p]);
        s->slot[p] = NULL;
        s->nslot[p] = 0;
    }
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

int pm_extrap_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    S_state s = {0};
    s.t = t;
    s.file = pm_arena_strdup(t->arena, path);
    s.err = err;
    int rc = 0;
    long line = 0, metric_line = 0;
    const char *p = buf, *end = buf + n;
    while (rc == 0 && p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        line++;
        if (len > PM_MAX_LINE) {
            rc = S_err(&s, line, "line longer than " PM_MAX_LINE_STR, NULL);
            break;
        }
        char *text = pm_xstrndup(p, len);
        p = nl ? nl + 1 : end;
        if (len && text[len - 1] == '\r')
            text[len - 1] = '\0';
        if (memchr(p - len - (nl ? 1 : 0), '\0', len) || !pm_text_utf8_valid(text, strlen(text))) {
            free(text);
            rc = S_err(&s, line, "invalid text (NUL byte or bad UTF-8)", NULL);
            break;
        }
        char *rest = text, *kw = S_word(&rest);
        if (kw == NULL) {
            free(text);
            continue;
        }
        if (strcmp(kw, "PARAMETER") == 0) {
            char *name = S_word(&rest);
            if (name == NULL)
                rc = S_err(&s, line, "PARAMETER needs a name", NULL);
            else if (s.npoint > 0)
                rc = S_err(&s, line, "PARAMETER after POINTS", NULL);
            else if (S_taken(&s, name))
                /* each row has a column per parameter plus `region` and one per metric:
                   a clash would silently overwrite one with the other */
                rc = S_err(&s, line,
                           "a second column of this name (parameters, region and "
                           "metrics share the row): ",
                           name);
            else {
                s.param = pm_xrealloc(s.param, s.nparam + 1, sizeof *s.param);
                s.param[s.nparam++] = pm_xstrdup(name);
            }
        } else if (strcmp(kw, "POINTS") == 0) {
            rc =
                s.npoint ? S_err(&s, line, "a second POINTS line", NULL) : S_points(&s, rest, line);
        } else if (strcmp(kw, "REGION") == 0 || strcmp(kw, "METRIC") == 0) {
            char *name = S_word(&rest);
            if (name == NULL) {
                rc = S_err(&s, line, kw[0] == 'R' ? "REGION needs a name" : "METRIC needs a name",
                           NULL);
            } else if (s.metric && s.data_seen != s.npoint) {
                rc = S_err(&s, metric_line, "fewer DATA lines than POINTS for metric ", s.metric);
            } else if (kw[0] == 'R') {
                free(s.region);
                s.region = pm_xstrdup(name);
                free(s.metric);
                s.metric = NULL;
                S_new_region(&s);
            } else {
                if (s.npoint == 0)
                    rc = S_err(&s, line, "METRIC before POINTS", NULL);
                else if (S_taken(&s, name))
                    rc = S_err(&s, line,
                               "a second column of this name (parameters, region and "
                               "metrics share the row): ",
                               name);
                free(s.metric);
                s.metric = pm_xstrdup(name);
                s.data_seen = 0;
                metric_line = line;
            }
        } else if (strcmp(kw, "DATA") == 0) {
            rc = S_data(&s, rest, line);
        } else if (kw[0] != '#') {
            rc = S_err(&s, line, "unknown keyword ", kw);
        }
        free(text);
    }
    if (rc == 0 && s.metric && s.data_seen != s.npoint)
        rc = S_err(&s, metric_line, "fewer DATA lines than POINTS for metric ", s.metric);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = S_err(&s, 1, "no DATA", NULL);
    for (size_t i = 0; i < s.nparam; i++)
        free(s.param[i]);
    free(s.param);
    for (size_t i = 0; i < s.npoint * s.nparam; i++)
        free(s.point[i]);
    free(s.point);
    S_new_region(&s);
    free(s.slot);
    free(s.nslot);
    free(s.region);
    free(s.metric);
    return pm_table_end(t, mark, rc);
}
