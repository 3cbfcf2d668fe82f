/* extrap_rows.c - Extra-P measurements into rows: one per callpath, point and repetition. */
#include "ingest/extrap_rows.h"

#include "ingest/limits.h"
#include "util/xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One entry of the map from a byte key to a number. */
typedef struct S_slot {
    char *key;  /* malloc'd key bytes; NULL when the slot is free */
    size_t len; /* its length */
    size_t val; /* the number */
} S_slot;

struct pm_extrap_rows {
    pm_table *t;      /* borrowed */
    const char *file; /* borrowed: an arena string of t */
    char **param;     /* nparam parameter names (owned) */
    size_t nparam;
    S_slot *slot; /* open addressing, at most half full; cap a power of two */
    size_t nslot, cap;
    char *key; /* scratch for building keys */
    size_t key_len, key_cap;
};

static size_t S_hash(const char *k, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)k[i]) * 1099511628211ull;
    return (size_t)h;
}

/* The slot of key[0..n): the one holding it, or the free one where it would go. */
static S_slot *S_find(pm_extrap_rows *x, const char *key, size_t n)
{
    size_t mask = x->cap - 1;
    for (size_t h = S_hash(key, n) & mask;; h = (h + 1) & mask) {
        S_slot *s = &x->slot[h];
        if (s->key == NULL || (s->len == n && memcmp(s->key, key, n) == 0))
            return s;
    }
}

/* The number stored under the key being built, or `none` when there is none. */
static size_t S_get(pm_extrap_rows *x, size_t none)
{
    if (x->cap == 0)
        return none;
    S_slot *s = S_find(x, x->key, x->key_len);
    return s->key ? s->val : none;
}

/* Store val under the key being built. */
static void S_put(pm_extrap_rows *x, size_t val)
{
    if (2 * (x->nslot + 1) > x->cap) {
        S_slot *old = x->slot;
        size_t ocap = x->cap;
        x->cap = ocap ? 2 * ocap : 64;
        x->slot = pm_xcalloc(x->cap, sizeof *x->slot);
        for (size_t i = 0; i < ocap; i++)
            if (old[i].key)
                *S_find(x, old[i].key, old[i].len) = old[i];
        free(old);
    }
    S_slot *s = S_find(x, x->key, x->key_len);
    if (s->key == NULL) {
        s->key = pm_xmalloc(x->key_len ? x->key_len : 1);
        memcpy(s->key, x->key, x->key_len);
        s->len = x->key_len;
        x->nslot++;
    }
    s->val = val;
}

/* Append n bytes to the key, after their length (so no two sequences of parts agree). */
static void S_part(pm_extrap_rows *x, char tag, const char *p, size_t n)
{
    char head[32];
    int h = snprintf(head, sizeof head, "%c%zu:", tag, n);
    pm_xgrow((void **)&x->key, &x->key_cap, x->key_len + (size_t)h + n, 1);
    memcpy(x->key + x->key_len, head, (size_t)h);
    memcpy(x->key + x->key_len + (size_t)h, p, n);
    x->key_len += (size_t)h + n;
}

/* A coordinate's text in the table (num: a buffer of 64 bytes) and its identity in a key:
 * numbers by value (4 and 4.0 alike), strings by text. Returns the text, NULL when v is
 * neither a number nor a string. */
static const char *S_coord(json_t *v, char *num, char *id, size_t *id_len)
{
    if (json_is_string(v)) {
        id[0] = 's';
        *id_len = 1;
        return json_string_value(v);
    }
    if (json_is_integer(v)) {
        snprintf(num, 64, "%" JSON_INTEGER_FORMAT, json_integer_value(v));
        *id_len = (size_t)snprintf(id, 64, "i%s", num);
        return num;
    }
    if (json_is_real(v)) {
        double d = json_real_value(v);
        snprintf(num, 64, "%.17g", d);
        if (d > -9e18 && d < 9e18 && d == (double)(long long)d)
            *id_len = (size_t)snprintf(id, 64, "i%lld", (long long)d);
        else
            *id_len = (size_t)snprintf(id, 64, "r%s", num);
        return num;
    }
    return NULL;
}

pm_extrap_rows *pm_extrap_rows_new(pm_table *t, const char *file, long line,
                                   const char *const *param, size_t nparam, pm_error *err)
{
    if (nparam == 0) {
        pm_error_set(err, PM_ERR_INPUT, file, line, "no parameters (Extra-P needs at least one)");
        return NULL;
    }
    for (size_t i = 0; i < nparam; i++) {
        if (param[i][0] == '\0') {
            pm_error_set(err, PM_ERR_INPUT, file, line, "empty parameter name");
            return NULL;
        }
        /* a parameter column shares the row with `region` and the metrics */
        if (strcmp(param[i], "region") == 0) {
            pm_error_set(err, PM_ERR_INPUT, file, line,
                         "parameter 'region' has the name of the region column");
            return NULL;
        }
        for (size_t j = 0; j < i; j++)
            if (strcmp(param[i], param[j]) == 0) {
                pm_error_set(err, PM_ERR_INPUT, file, line, "parameter '%.80s' named twice",
                             param[i]);
                return NULL;
            }
    }
    if (nparam + 2 > PM_MAX_COLUMNS) {
        pm_error_set(err, PM_ERR_INPUT, file, line, "more than %s columns", PM_MAX_COLUMNS_STR);
        return NULL;
    }
    pm_extrap_rows *x = pm_xcalloc(1, sizeof *x);
    x->t = t;
    x->file = file;
    x->param = pm_xcalloc(nparam ? nparam : 1, sizeof *x->param);
    for (size_t i = 0; i < nparam; i++)
        x->param[i] = pm_xstrdup(param[i]);
    x->nparam = nparam;
    return x;
}

size_t pm_extrap_rows_nparam(const pm_extrap_rows *x)
{
    return x->nparam;
}

const char *pm_extrap_rows_param(const pm_extrap_rows *x, size_t i)
{
    return x->param[i];
}

/* The row of region, point and repetition rep, made when new (at line). The key holds the
 * region and the point; rep is appended and taken off again. */
static size_t S_row(pm_extrap_rows *x, const char *region, json_t *const *coord, size_t rep,
                    long line, int *made)
{
    size_t base = x->key_len;
    char r[32];
    int n = snprintf(r, sizeof r, "%zu", rep);
    S_part(x, 'k', r, (size_t)n);
    size_t row = S_get(x, (size_t)-1);
    *made = row == (size_t)-1;
    if (*made) {
        pm_table *t = x->t;
        row = t->nrows;
        S_put(x, row);
        pm_row *rw = pm_table_add_row(t, x->file, line, t->ncols);
        for (size_t j = 0; j < x->nparam; j++) {
            char num[64], id[64];
            size_t id_len;
            const char *v = S_coord(coord[j], num, id, &id_len);
            size_t c = pm_table_column(t, x->param[j], x->file, line);
            pm_table_hint(t, c, PM_HINT_FACTOR, "an Extra-P parameter");
            pm_table_set(t, rw, c, v, strlen(v),
                         json_is_string(coord[j]) ? PM_CELL_STRING : PM_CELL_NUMBER);
        }
        if (region && region[0]) {
            size_t c = pm_table_column(t, "region", x->file, line);
            pm_table_hint(t, c, PM_HINT_GROUP, "an Extra-P region");
            pm_table_set(t, rw, c, region, strlen(region), PM_CELL_STRING);
        }
    }
    x->key_len = base;
    return row;
}

int pm_extrap_rows_add(pm_extrap_rows *x, const char *region, json_t *const *coord,
                       const char *metric, const json_t *value, long line, pm_error *err)
{
    const char *m = metric && metric[0] ? metric : "time";
    if (strcmp(m, "region") == 0)
        return pm_error_set(err, PM_ERR_INPUT, x->file, line,
                            "metric 'region' has the name of the region column");
    for (size_t j = 0; j < x->nparam; j++)
        if (strcmp(x->param[j], m) == 0)
            return pm_error_set(err, PM_ERR_INPUT, x->file, line,
                                metric && metric[0]
                                    ? "metric '%.80s' has the name of a parameter"
                                    : "a value without a metric is the metric '%.80s', the name "
                                      "of a parameter: name the metric",
                                m);
    if (!json_is_number(value))
        return pm_error_set(err, PM_ERR_INPUT, x->file, line, "a measured value must be a number");

    /* the key: region, point; then the metric for the count of its values so far */
    x->key_len = 0;
    S_part(x, region && region[0] ? 'R' : 'N', region ? region : "", region ? strlen(region) : 0);
    for (size_t j = 0; j < x->nparam; j++) {
        char num[64], id[64];
        size_t id_len;
        if (S_coord(coord[j], num, id, &id_len) == NULL)
            return pm_error_set(err, PM_ERR_INPUT, x->file, line,
                                "the value of parameter '%.80s' must be a number or a string",
                                x->param[j]);
        if (json_is_string(coord[j])) {
            const char *s = json_string_value(coord[j]);
            if (memchr(s, '\0', json_string_length(coord[j])) != NULL)
                return pm_error_set(err, PM_ERR_INPUT, x->file, line,
                                    "NUL character in parameter '%.80s'", x->param[j]);
            S_part(x, 's', s, json_string_length(coord[j]));
        } else {
            S_part(x, 'v', id, id_len);
        }
    }
    size_t point_len = x->key_len;
    S_part(x, 'm', m, strlen(m));
    size_t rep = S_get(x, 0);
    if (x->t->nrows >= PM_MAX_ROWS)
        return pm_error_set(err, PM_ERR_INPUT, x->file, line, "more than %s rows", PM_MAX_ROWS_STR);
    if (x->t->ncols + x->nparam + 2 > PM_MAX_COLUMNS && pm_table_find(x->t, m) == (size_t)-1)
        return pm_error_set(err, PM_ERR_INPUT, x->file, line, "more than %s columns",
                            PM_MAX_COLUMNS_STR);
    S_put(x, rep + 1);

    x->key_len = point_len;
    int made;
    size_t row = S_row(x, region, coord, rep, line, &made);
    size_t mc = pm_table_column(x->t, m, x->file, line);
    pm_table_hint(x->t, mc, PM_HINT_METRIC, "an Extra-P metric");
    char num[64];
    if (json_is_integer(value))
        snprintf(num, sizeof num, "%" JSON_INTEGER_FORMAT, json_integer_value(value));
    else
        snprintf(num, sizeof num, "%.17g", json_real_value(value));
    pm_table_set(x->t, &x->t->rows[row], mc, num, strlen(num), PM_CELL_NUMBER);
    return 0;
}

void pm_extrap_rows_free(pm_extrap_rows *x)
{
    if (x == NULL)
        return;
    for (size_t i = 0; i < x->nparam; i++)
        free(x->param[i]);
    free(x->param);
    for (size_t i = 0; i < x->cap; i++)
        free(x->slot[i].key);
    free(x->slot);
    free(x->key);
    free(x);
}
