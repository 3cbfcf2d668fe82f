/* json.c - JSON arrays of records and JSON Lines into the raw table, via jansson. */
#include "ingest/json.h"

#include "ingest/extrap_rows.h"
#include "ingest/formats.h"
#include "ingest/jsoncur.h"
#include "ingest/limits.h"
#include "util/xalloc.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Store the scalar v (not an object or array) as the cell of row `row` in column `key`. */
static int S_cell(pm_table *t, pm_row *row, const char *file, long line, const char *key, json_t *v,
                  pm_error *err)
{
    if (key[0] == '\0')
        return pm_error_set(err, PM_ERR_INPUT, file, line, "empty field name");
    if (t->ncols >= PM_MAX_COLUMNS && pm_table_find(t, key) == (size_t)-1)
        return pm_error_set(err, PM_ERR_INPUT, file, line, "more than %s columns",
                            PM_MAX_COLUMNS_STR);
    size_t col = pm_table_column(t, key, file, line);
    char num[64];
    switch (json_typeof(v)) {
    case JSON_STRING:
        if (memchr(json_string_value(v), '\0', json_string_length(v)))
            return pm_error_set(err, PM_ERR_INPUT, file, line, "NUL character in field '%.80s'",
                                key);
        if (json_string_length(v) == 0)
            pm_table_set(t, row, col, NULL, 0, PM_CELL_MISSING);
        else
            pm_table_set(t, row, col, json_string_value(v), json_string_length(v), PM_CELL_STRING);
        break;
    case JSON_INTEGER:
        snprintf(num, sizeof num, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
        pm_table_set(t, row, col, num, strlen(num), PM_CELL_NUMBER);
        break;
    case JSON_REAL:
        snprintf(num, sizeof num, "%.17g", json_real_value(v));
        pm_table_set(t, row, col, num, strlen(num), PM_CELL_NUMBER);
        break;
    case JSON_TRUE:
    case JSON_FALSE:
        pm_table_set(t, row, col, json_is_true(v) ? "true" : "false", json_is_true(v) ? 4 : 5,
                     PM_CELL_BOOL);
        break;
    default: /* null */ pm_table_set(t, row, col, NULL, 0, PM_CELL_MISSING); break;
    }
    return 0;
}

/* What a file's records share: Extra-P's measurement lines make their rows together. */
typedef struct S_ctx {
    pm_table *t;
    const char *file;
    pm_error *err;
    int extrap_only;    /* --format extrap: every record must be an Extra-P measurement */
    pm_extrap_rows *xr; /* the rows of Extra-P lines; made at the first one */
    long xr_line;       /* the line of that first one, which fixed the parameters */
} S_ctx;

/* True when obj is one measurement of Extra-P's JSON Lines format: {"params": {...},
 * "value": x or [x, ...]} with at most "callpath" and "metric" beside them. */
static int S_extrap_line(json_t *obj)
{
    if (!json_is_object(json_object_get(obj, "params")) || !json_object_get(obj, "value"))
        return 0;
    const char *key;
    json_t *v;
    json_object_foreach(obj, key, v)
    {
        if (strcmp(key, "params") != 0 && strcmp(key, "value") != 0 &&
            strcmp(key, "callpath") != 0 && strcmp(key, "metric") != 0)
            return 0;
    }
    return 1;
}

/* An Extra-P measurement line: its values are repetitions at its point, laid out as
 * extrap_rows.h says (a row per callpath, point and repetition, a column per metric). The
 * first line's "params" fix the parameters, as in Extra-P; every line has those, no others. */
static int S_extrap_record(S_ctx *x, long line, json_t *obj)
{
    const char *file = x->file;
    pm_error *err = x->err;
    json_t *params = json_object_get(obj, "params"), *value = json_object_get(obj, "value");
    json_t *callpath = json_object_get(obj, "callpath"), *metric = json_object_get(obj, "metric");
    if ((callpath && !json_is_string(callpath)) || (metric && !json_is_string(metric)))
        return pm_error_set(err, PM_ERR_INPUT, file, line,
                            "an Extra-P \"callpath\" and \"metric\" must be strings");
    if ((callpath && memchr(json_string_value(callpath), '\0', json_string_length(callpath))) ||
        (metric && memchr(json_string_value(metric), '\0', json_string_length(metric))))
        return pm_error_set(err, PM_ERR_INPUT, file, line,
                            "NUL character in \"callpath\" or \"metric\"");
    size_t nv = json_is_array(value) ? json_array_size(value) : 1;
    if (nv == 0)
        return pm_error_set(err, PM_ERR_INPUT, file, line, "\"value\" is an empty list");
    size_t np = json_object_size(params);
    const char *key;
    json_t *v;
    if (x->xr == NULL) {
        const char **name = pm_xcalloc(np ? np : 1, sizeof *name);
        size_t i = 0;
        json_object_foreach(params, key, v) name[i++] = key;
        x->xr = pm_extrap_rows_new(x->t, file, line, name, np, err);
        free(name);
        if (x->xr == NULL)
            return -1;
        x->xr_line = line;
    }
    size_t want = pm_extrap_rows_nparam(x->xr);
    json_object_foreach(params, key, v)
    {
        size_t j = 0;
        while (j < want && strcmp(pm_extrap_rows_param(x->xr, j), key) != 0)
            j++;
        if (j == want)
            return pm_error_set(err, PM_ERR_INPUT, file, line,
                                "parameter '%.80s' is not among the parameters of the first "
                                "measurement (line %ld)",
                                key, x->xr_line);
    }
    json_t **coord = pm_xcalloc(want ? want : 1, sizeof *coord);
    int rc = 0;
    for (size_t j = 0; rc == 0 && j < want; j++) {
        coord[j] = json_object_get(params, pm_extrap_rows_param(x->xr, j));
        if (coord[j] == NULL)
            rc = pm_error_set(err, PM_ERR_INPUT, file, line,
                              "no value for parameter '%.80s' (the first measurement, line %ld, "
                              "has it)",
                              pm_extrap_rows_param(x->xr, j), x->xr_line);
    }
    for (size_t i = 0; rc == 0 && i < nv; i++) {
        json_t *e = json_is_array(value) ? json_array_get(value, i) : value;
        if (!json_is_number(e))
            rc = pm_error_set(err, PM_ERR_INPUT, file, line,
                              "\"value\" must be a number or a list of numbers");
        else
            rc = pm_extrap_rows_add(x->xr, callpath ? json_string_value(callpath) : NULL, coord,
                                    metric ? json_string_value(metric) : NULL, e, line, err);
    }
    free(coord);
    return rc;
}

/* Store one decoded object as a row (an Extra-P measurement line: as rows). */
static int S_record(S_ctx *x, long line, json_t *obj)
{
    pm_table *t = x->t;
    const char *file = x->file;
    pm_error *err = x->err;
    if (!json_is_object(obj))
        return pm_error_set(err, PM_ERR_INPUT, file, line, "a record must be a JSON object");
    if (json_object_size(obj) == 0)
        return pm_error_set(err, PM_ERR_INPUT, file, line, "empty record {}");
    if (S_extrap_line(obj))
        return S_extrap_record(x, line, obj);
    if (x->extrap_only)
        return pm_error_set(err, PM_ERR_INPUT, file, line,
                            "not an Extra-P measurement: {\"params\": {...}, \"value\": ...} "
                            "with at most \"callpath\" and \"metric\" beside them");
    if (t->nrows >= PM_MAX_ROWS)
        return pm_error_set(err, PM_ERR_INPUT, file, line, "more than %s rows", PM_MAX_ROWS_STR);
    pm_row *row = pm_table_add_row(t, file, line, t->ncols);
    const char *key;
    json_t *v;
    json_object_foreach(obj, key, v)
    {
        if (key[0] == '\0')
            return pm_error_set(err, PM_ERR_INPUT, file, line, "empty field name");
        if (json_is_object(v) || json_is_array(v))
            return pm_error_set(err, PM_ERR_INPUT, file, line,
                                "field '%.80s' is %s; expected a number or a string", key,
                                json_is_object(v) ? "an object" : "an array");
        if (S_cell(t, row, file, line, key, v, err) != 0)
            return -1;
    }
    return 0;
}

/* Decode the record at the cursor and store it; advances past it. */
static int S_value(S_ctx *x, pm_jcur *c)
{
    long line = c->line;
    if (c->buf[c->pos] != '{')
        return pm_error_set(x->err, PM_ERR_INPUT, x->file, line, "a record must be a JSON object");
    json_t *v = pm_jcur_load(c, 0, &line);
    if (v == NULL)
        return -1;
    int rc = S_record(x, line, v);
    json_decref(v);
    return rc;
}

/* A JSON array of records: '[', records separated by commas, ']', then nothing. */
static int S_array(S_ctx *x, pm_jcur *c)
{
    pm_jcur_advance(c, c->pos + 1);
    pm_jcur_skip_ws(c);
    if (pm_jcur_at(c, ']')) {
        pm_jcur_advance(c, c->pos + 1);
    } else {
        for (;;) {
            if (c->pos >= c->n)
                return pm_jcur_fail(c, c->line, "unterminated array: expected ']'");
            if (S_value(x, c) != 0)
                return -1;
            pm_jcur_skip_ws(c);
            if (pm_jcur_at(c, ',')) {
                pm_jcur_advance(c, c->pos + 1);
                pm_jcur_skip_ws(c);
                continue;
            }
            if (pm_jcur_at(c, ']')) {
                pm_jcur_advance(c, c->pos + 1);
                break;
            }
            return pm_jcur_fail(c, c->line, "expected ',' or ']' after a record");
        }
    }
    pm_jcur_skip_ws(c);
    if (c->pos < c->n)
        return pm_jcur_fail(c, c->line, "extra text after the array");
    return 0;
}

/* JSON Lines: one record per line, blank lines between them. */
static int S_lines(S_ctx *x, pm_jcur *c)
{
    while (c->pos < c->n) {
        long line = c->line;
        if (S_value(x, c) != 0)
            return -1;
        /* nothing but blanks may follow a record on its line */
        size_t p = c->pos;
        while (p < c->n && (c->buf[p] == ' ' || c->buf[p] == '\t' || c->buf[p] == '\r'))
            p++;
        if (p < c->n && c->buf[p] != '\n')
            return pm_jcur_fail(c, line, "extra text after a record (JSON Lines has one per line)");
        pm_jcur_skip_ws(c);
    }
    return 0;
}

static int S_read(S_ctx *x, const char *buf, size_t n)
{
    pm_jcur c;
    pm_jcur_init(&c, buf, n, x->file, x->err);
    pm_jcur_skip_ws(&c);
    if (c.pos >= n)
        return pm_jcur_fail(&c, 1, "empty file: no records");
    size_t rows0 = x->t->nrows;
    if ((buf[c.pos] == '[' ? S_array(x, &c) : S_lines(x, &c)) != 0)
        return -1;
    if (x->t->nrows == rows0)
        return pm_jcur_fail(&c, 1, "no records");
    return 0;
}

static int S_json_read(pm_table *t, const char *path, const char *buf, size_t n, int extrap_only,
                       pm_error *err)
{
    pm_table_mark m = pm_table_begin(t);
    S_ctx x = {t, pm_arena_strdup(t->arena, path), err, extrap_only, NULL, 0};
    int rc = S_read(&x, buf, n);
    pm_extrap_rows_free(x.xr);
    return pm_table_end(t, m, rc);
}

int pm_json_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err)
{
    return S_json_read(t, path, buf, n, 0, err);
}

int pm_json_read_extrap(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err)
{
    return S_json_read(t, path, buf, n, 1, err);
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    return pm_input_is_json(in);
}

/* Records, once no tool's report took the document (detected, or `--format json`: then the
   tools' JSON formats are tried first, as detection would). */
static int S_entry_read(pm_table *t, const pm_input *in, pm_error *err)
{
    pm_format tool = pm_format_detect(in, PM_SYNTAX_JSON);
    if (tool && tool != &pm_format_json)
        return tool->read(t, in, err);
    if (json_is_array(json_object_get(in->json, "benchmarks")))
        /* read as one record, it would only say that a field is an array */
        return pm_error_set(err, PM_ERR_INPUT, in->path, 1,
                            "a \"benchmarks\" list of no known tool: Google Benchmark's needs "
                            "\"context\" (or entries with real_time and time_unit), "
                            "pytest-benchmark's \"machine_info\" (or entries with stats)");
    /* jansson takes no byte-order mark: the reader skips it itself */
    return pm_json_read(t, in->path, in->text, in->len, err);
}

const pm_format_ops pm_format_json = {
    "json", "jsonl ndjson", "JSON records or JSON Lines", PM_SYNTAX_JSON, S_detect, S_entry_read,
    NULL};
