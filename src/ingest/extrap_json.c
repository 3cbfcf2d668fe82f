/* extrap_json.c - Extra-P's JSON experiment files (both layouts) into the raw table. */
#include "ingest/extrap_json.h"

#include "ingest/extrap_rows.h"
#include "ingest/formats.h"
#include "ingest/jsoncur.h"
#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* jansson's tree has no line numbers, so the containers that hold the objects we report on
 * are stepped through with a cursor (jsoncur.h) and each object is decoded on its own, knowing
 * the line it starts on. */

/* ---- what the walk collects ---- */

/* One object of the document, kept with the line it starts on. */
typedef struct S_item {
    json_t *v;    /* the decoded object (owned) */
    long line;    /* its first line */
    size_t a;     /* new layout: index of its callpath in names */
    size_t b;     /* new layout: index of its metric in names */
    long long id; /* older layout: its "id" */
} S_item;

typedef struct S_list {
    S_item *item;
    size_t n, cap;
} S_list;

typedef struct S_doc {
    pm_jcur c;
    int legacy;       /* the older, id-based layout */
    json_t *params;   /* new layout: "parameters" (owned) */
    long params_line; /* its line */
    S_list entries;   /* new layout: the {point, values} objects */
    char **names;     /* new layout: callpath and metric names, indexed by S_item a, b */
    size_t nnames, names_cap;
    S_list lists[5]; /* older layout: parameters, callpaths, metrics, coordinates, measurements */
} S_doc;

/* The older layout's lists, in the order of S_doc.lists. */
static const char *const S_list_key[5] = {"parameters", "callpaths", "metrics", "coordinates",
                                          "measurements"};
enum { S_PARAMS, S_CALLPATHS, S_METRICS, S_COORDS, S_MEAS };

static void S_push(S_list *l, json_t *v, long line, size_t a, size_t b)
{
    pm_xgrow((void **)&l->item, &l->cap, l->n + 1, sizeof *l->item);
    l->item[l->n++] = (S_item){v, line, a, b, 0};
}

static void S_list_free(S_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        json_decref(l->item[i].v);
    free(l->item);
}

static size_t S_name(S_doc *d, char *name)
{
    pm_xgrow((void **)&d->names, &d->names_cap, d->nnames + 1, sizeof *d->names);
    d->names[d->nnames] = name;
    return d->nnames++;
}

/* Every member of the list at the cursor, each an object decoded on its own, into l (with
 * a and b). what names the list in errors. */
static int S_objects(S_doc *d, S_list *l, size_t a, size_t b, const char *what)
{
    pm_jcur *c = &d->c;
    pm_jcur_skip_ws(c);
    long at = c->line;
    if (!pm_jcur_open(c, '['))
        return pm_error_set(c->err, PM_ERR_INPUT, c->file, at, "%s must be a list", what);
    int first = 1, more;
    while ((more = pm_jcur_next(c, ']', &first)) == 1) {
        json_t *v = pm_jcur_load(c, JSON_DECODE_ANY, &at);
        if (v == NULL)
            return -1;
        if (!json_is_object(v)) {
            json_decref(v);
            return pm_error_set(c->err, PM_ERR_INPUT, c->file, at,
                                "an entry of %s must be an object", what);
        }
        S_push(l, v, at, a, b);
    }
    return more;
}

/* The new layout's "measurements": callpath -> metric -> [{point, values}, ...]. */
static int S_measurement_tree(S_doc *d)
{
    pm_jcur *c = &d->c;
    pm_jcur_skip_ws(c);
    long at = c->line;
    if (!pm_jcur_open(c, '{'))
        return pm_jcur_fail(
            c, at,
            "\"measurements\" must be an object of callpaths (or, with \"callpaths\", "
            "a list)");
    int first = 1, more;
    while ((more = pm_jcur_next(c, '}', &first)) == 1) {
        char *cp = pm_jcur_key(c);
        if (cp == NULL)
            return -1;
        size_t a = S_name(d, cp);
        at = c->line;
        if (!pm_jcur_open(c, '{'))
            return pm_error_set(c->err, PM_ERR_INPUT, c->file, c->line,
                                "callpath '%.80s' must be an object of metrics", cp);
        int first2 = 1, more2;
        while ((more2 = pm_jcur_next(c, '}', &first2)) == 1) {
            char *m = pm_jcur_key(c);
            if (m == NULL)
                return -1;
            size_t b = S_name(d, m);
            char what[200];
            snprintf(what, sizeof what, "metric '%.80s' of callpath '%.80s'", m, cp);
            if (S_objects(d, &d->entries, a, b, what) != 0)
                return -1;
        }
        if (more2 < 0)
            return -1;
    }
    return more;
}

/* The document's top level: collect what each layout needs, skip other keys (as Extra-P). */
static int S_walk(S_doc *d)
{
    pm_jcur *c = &d->c;
    if (!pm_jcur_open(c, '{'))
        return pm_jcur_fail(c, c->line, "an Extra-P experiment must be a JSON object");
    int first = 1, more;
    while ((more = pm_jcur_next(c, '}', &first)) == 1) {
        char *key = pm_jcur_key(c);
        if (key == NULL)
            return -1;
        int rc = 0;
        if (d->legacy) {
            size_t k = 0;
            while (k < 5 && strcmp(key, S_list_key[k]) != 0)
                k++;
            if (k < 5) {
                char what[40];
                snprintf(what, sizeof what, "\"%s\"", key);
                rc = S_objects(d, &d->lists[k], 0, 0, what);
            } else {
                rc = pm_jcur_skip_value(c);
            }
        } else if (strcmp(key, "parameters") == 0) {
            d->params = pm_jcur_load(c, JSON_DECODE_ANY, &d->params_line);
            rc = d->params ? 0 : -1;
        } else if (strcmp(key, "measurements") == 0) {
            rc = S_measurement_tree(d);
        } else {
            rc = pm_jcur_skip_value(c);
        }
        free(key);
        if (rc != 0)
            return -1;
    }
    return more;
}

/* ---- the new layout ---- */

static int S_read_new(S_doc *d, pm_table *t)
{
    pm_jcur *c = &d->c;
    json_t *ps = d->params;
    if (!json_is_array(ps) || json_array_size(ps) == 0)
        return pm_jcur_fail(c, d->params_line, "\"parameters\" must be a list of parameter names");
    size_t np = json_array_size(ps);
    const char **name = pm_xcalloc(np, sizeof *name);
    for (size_t i = 0; i < np; i++) {
        json_t *p = json_array_get(ps, i);
        if (!json_is_string(p) || memchr(json_string_value(p), '\0', json_string_length(p))) {
            free(name);
            return pm_jcur_fail(c, d->params_line, "a parameter name must be a string");
        }
        name[i] = json_string_value(p);
    }
    pm_extrap_rows *x = pm_extrap_rows_new(t, c->file, d->params_line, name, np, c->err);
    free(name);
    if (x == NULL)
        return -1;
    int rc = 0;
    for (size_t e = 0; rc == 0 && e < d->entries.n; e++) {
        const S_item *it = &d->entries.item[e];
        json_t *point = json_object_get(it->v, "point"), *values = json_object_get(it->v, "values");
        if (!json_is_array(point) || !json_is_array(values)) {
            rc = pm_jcur_fail(c, it->line, "a measurement needs a \"point\" and a \"values\" list");
        } else if (json_array_size(point) != np) {
            rc = pm_error_set(c->err, PM_ERR_INPUT, c->file, it->line,
                              "\"point\" has %zu coordinates, there are %zu parameters",
                              json_array_size(point), np);
        } else if (json_array_size(values) == 0) {
            rc = pm_jcur_fail(c, it->line, "\"values\" is an empty list");
        }
        json_t **coord = pm_xcalloc(np, sizeof *coord);
        for (size_t j = 0; rc == 0 && j < np; j++) {
            coord[j] = json_array_get(point, j);
            if (!json_is_number(coord[j]))
                rc = pm_jcur_fail(c, it->line, "a coordinate of \"point\" must be a number");
        }
        for (size_t k = 0; rc == 0 && k < json_array_size(values); k++)
            rc = pm_extrap_rows_add(x, d->names[it->a], coord, d->names[it->b],
                                    json_array_get(values, k), it->line, c->err);
        free(coord);
    }
    pm_extrap_rows_free(x);
    return rc;
}

/* ---- the older layout ---- */

/* The integer under key of it's object, into *out; 0, or -1 when there is none. */
static int S_int(const S_item *it, const char *key, long long *out)
{
    json_t *v = json_object_get(it->v, key);
    if (!json_is_integer(v))
        return -1;
    *out = (long long)json_integer_value(v);
    return 0;
}

static int S_by_id(const void *a, const void *b)
{
    long long x = ((const S_item *)a)->id, y = ((const S_item *)b)->id;
    if (x != y)
        return x < y ? -1 : 1;
    long la = ((const S_item *)a)->line, lb = ((const S_item *)b)->line;
    return la < lb ? -1 : la > lb;
}

/* Sort list k by id (as Extra-P), each with an integer "id" and, unless coordinates, a
 * "name" string; an id listed twice is an error. */
static int S_index(S_doc *d, size_t k)
{
    S_list *l = &d->lists[k];
    for (size_t i = 0; i < l->n; i++) {
        S_item *it = &l->item[i];
        if (S_int(it, "id", &it->id) != 0)
            return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, it->line,
                                "an entry of \"%s\" needs an integer \"id\"", S_list_key[k]);
        json_t *name = json_object_get(it->v, "name");
        if (k != S_COORDS && (!json_is_string(name) || memchr(json_string_value(name), '\0',
                                                              json_string_length(name)) != NULL))
            return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, it->line,
                                "an entry of \"%s\" needs a \"name\" string", S_list_key[k]);
    }
    if (l->n)
        qsort(l->item, l->n, sizeof *l->item, S_by_id);
    for (size_t i = 1; i < l->n; i++)
        if (l->item[i].id == l->item[i - 1].id)
            return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, l->item[i].line,
                                "id %lld of \"%s\" listed twice (first at line %ld)", l->item[i].id,
                                S_list_key[k], l->item[i - 1].line);
    return 0;
}

/* Position of id in the sorted list k, or (size_t)-1. */
static size_t S_find(const S_doc *d, size_t k, long long id)
{
    const S_list *l = &d->lists[k];
    size_t lo = 0, hi = l->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (l->item[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < l->n && l->item[lo].id == id ? lo : (size_t)-1;
}

static const char *S_item_name(const S_doc *d, size_t k, size_t i)
{
    return json_string_value(json_object_get(d->lists[k].item[i].v, "name"));
}

/* The coordinates' values in the order of the parameters: coord[i * np + j]. */
static int S_coordinates(S_doc *d, size_t np, json_t **coord)
{
    const S_list *l = &d->lists[S_COORDS];
    for (size_t i = 0; i < l->n; i++) {
        const S_item *it = &l->item[i];
        json_t *pairs = json_object_get(it->v, "parameter_value_pairs");
        if (!json_is_array(pairs))
            return pm_jcur_fail(&d->c, it->line,
                                "a coordinate needs a \"parameter_value_pairs\" list");
        size_t k;
        json_t *pv;
        json_array_foreach(pairs, k, pv)
        {
            json_t *pid = json_object_get(pv, "parameter_id"),
                   *val = json_object_get(pv, "parameter_value");
            if (!json_is_integer(pid) || !json_is_number(val))
                return pm_jcur_fail(
                    &d->c, it->line,
                    "a parameter value pair needs an integer \"parameter_id\" and a "
                    "number \"parameter_value\"");
            size_t j = S_find(d, S_PARAMS, (long long)json_integer_value(pid));
            if (j == (size_t)-1)
                return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, it->line,
                                    "parameter_id %lld is not in \"parameters\"",
                                    (long long)json_integer_value(pid));
            if (coord[i * np + j])
                return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, it->line,
                                    "two values for parameter '%.80s'",
                                    S_item_name(d, S_PARAMS, j));
            coord[i * np + j] = val;
        }
        for (size_t j = 0; j < np; j++)
            if (coord[i * np + j] == NULL)
                return pm_error_set(d->c.err, PM_ERR_INPUT, d->c.file, it->line,
                                    "no value for parameter '%.80s'", S_item_name(d, S_PARAMS, j));
    }
    return 0;
}

static int S_read_legacy(S_doc *d, pm_table *t)
{
    pm_jcur *c = &d->c;
    for (size_t k = 0; k < 4; k++)
        if (S_index(d, k) != 0)
            return -1;
    size_t np = d->lists[S_PARAMS].n;
    if (np == 0)
        return pm_jcur_fail(c, 1, "no \"parameters\"");
    const char **name = pm_xcalloc(np, sizeof *name);
    for (size_t j = 0; j < np; j++)
        name[j] = S_item_name(d, S_PARAMS, j);
    pm_extrap_rows *x =
        pm_extrap_rows_new(t, c->file, d->lists[S_PARAMS].item[0].line, name, np, c->err);
    free(name);
    if (x == NULL)
        return -1;
    size_t nco = d->lists[S_COORDS].n;
    json_t **coord = pm_xcalloc(nco * np + 1, sizeof *coord);
    int rc = S_coordinates(d, np, coord);
    const S_list *ms = &d->lists[S_MEAS];
    for (size_t i = 0; rc == 0 && i < ms->n; i++) {
        const S_item *it = &ms->item[i];
        long long id[3];
        static const char *const key[3] = {"coordinate_id", "callpath_id", "metric_id"};
        static const size_t list[3] = {S_COORDS, S_CALLPATHS, S_METRICS};
        size_t at[3];
        for (size_t k = 0; rc == 0 && k < 3; k++) {
            if (S_int(it, key[k], &id[k]) != 0)
                rc = pm_error_set(c->err, PM_ERR_INPUT, c->file, it->line,
                                  "a measurement needs an integer \"%s\"", key[k]);
            else if ((at[k] = S_find(d, list[k], id[k])) == (size_t)-1)
                rc = pm_error_set(c->err, PM_ERR_INPUT, c->file, it->line,
                                  "%s %lld is not in \"%s\"", key[k], id[k], S_list_key[list[k]]);
        }
        if (rc == 0)
            rc = pm_extrap_rows_add(x, S_item_name(d, S_CALLPATHS, at[1]), coord + at[0] * np,
                                    S_item_name(d, S_METRICS, at[2]),
                                    json_object_get(it->v, "value"), it->line, c->err);
    }
    free(coord);
    pm_extrap_rows_free(x);
    return rc;
}

/* ---- entry points ---- */

int pm_extrap_json_detect(const json_t *root)
{
    json_t *m = json_object_get(root, "measurements");
    return json_is_object(root) && json_is_array(json_object_get(root, "parameters")) &&
           (json_is_object(m) || json_is_array(m));
}

int pm_extrap_json_read(pm_table *t, const char *path, const json_t *root, const char *buf,
                        size_t n, pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    S_doc d;
    memset(&d, 0, sizeof d);
    pm_jcur_init(&d.c, buf, n, pm_arena_strdup(t->arena, path), err);
    d.legacy = json_object_get(root, "callpaths") != NULL;
    int rc = S_walk(&d);
    if (rc == 0)
        rc = d.legacy ? S_read_legacy(&d, t) : S_read_new(&d, t);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = pm_jcur_fail(&d.c, 1, "no measurements");
    json_decref(d.params);
    S_list_free(&d.entries);
    for (size_t i = 0; i < 5; i++)
        S_list_free(&d.lists[i]);
    for (size_t i = 0; i < d.nnames; i++)
        free(d.names[i]);
    free(d.names);
    return pm_table_end(t, mark, rc);
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    return pm_extrap_json_detect(in->json);
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    return pm_extrap_json_read(t, in->path, in->json, in->text, in->len, err);
}

const pm_format_ops pm_format_extrap_json = {
    "extrap-json", NULL, "Extra-P's JSON experiment", PM_SYNTAX_JSON, S_detect, S_read, NULL};
