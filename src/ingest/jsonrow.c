/* jsonrow.c - rows from decoded JSON reports, for the benchmark tools' readers. */
#include "ingest/jsonrow.h"

#include "ingest/limits.h"
#include "util/text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

int pm_jrow_fail(pm_jrow *c, const char *where, const char *msg)
{
    pm_error_set(c->err, PM_ERR_INPUT, c->file, 0, "%s", msg);
    /* the path is built from the report's keys: escape what would break the line */
    if (c->err)
        pm_text_escape(c->err->where, sizeof c->err->where, where);
    return -1;
}

pm_row *pm_jrow_add(pm_jrow *c, const char *where)
{
    if (c->t->nrows >= PM_MAX_ROWS) {
        pm_jrow_fail(c, where, "more than " PM_MAX_ROWS_STR " rows");
        return NULL;
    }
    return pm_table_add_row(c->t, c->file, 0, c->t->ncols);
}

size_t pm_jrow_column(pm_jrow *c, const char *col, pm_col_hint h, const char *why,
                      const char *where)
{
    size_t k = pm_table_find(c->t, col);
    if (k == (size_t)-1) {
        if (c->t->ncols >= PM_MAX_COLUMNS) {
            pm_jrow_fail(c, where, "more than " PM_MAX_COLUMNS_STR " columns");
            return (size_t)-1;
        }
        k = pm_table_column(c->t, col, c->file, 0);
    }
    if (h != PM_HINT_NONE)
        pm_table_hint(c->t, k, h, why);
    return k;
}

int pm_jrow_text(pm_jrow *c, pm_row *row, const char *col, const char *v, pm_cell_kind kind,
                 pm_col_hint h, const char *why, const char *where)
{
    size_t k = pm_jrow_column(c, col, h, why, where);
    if (k == (size_t)-1)
        return -1;
    pm_table_set(c->t, row, k, v, strlen(v), kind);
    return 0;
}

int pm_jrow_num(pm_jrow *c, pm_row *row, const char *col, double v, pm_col_hint h, const char *why,
                const char *where)
{
    char s[40];
    snprintf(s, sizeof s, "%.17g", v);
    return pm_jrow_text(c, row, col, s, PM_CELL_NUMBER, h, why, where);
}

int pm_jrow_value(pm_jrow *c, pm_row *row, const char *col, const json_t *v, pm_col_hint h,
                  const char *why, const char *where)
{
    switch (json_typeof(v)) {
    case JSON_STRING:
        if (json_string_length(v) == 0)
            return pm_jrow_column(c, col, h, why, where) == (size_t)-1 ? -1 : 0;
        return pm_jrow_text(c, row, col, json_string_value(v), PM_CELL_STRING, h, why, where);
    case JSON_INTEGER:
    case JSON_REAL: return pm_jrow_num(c, row, col, json_number_value(v), h, why, where);
    case JSON_TRUE:
    case JSON_FALSE:
        return pm_jrow_text(c, row, col, json_is_true(v) ? "true" : "false", PM_CELL_BOOL, h, why,
                            where);
    case JSON_NULL: return pm_jrow_column(c, col, h, why, where) == (size_t)-1 ? -1 : 0;
    default: return pm_jrow_fail(c, where, "expected a number or a string, not an object or array");
    }
}

int pm_jrow_params(pm_jrow *c, pm_row *row, const json_t *obj, const char *path, pm_col_hint h,
                   const char *why)
{
    if (obj == NULL || json_is_null(obj))
        return 0;
    if (!json_is_object(obj))
        return pm_jrow_fail(c, path, "expected an object of parameters");
    const char *key;
    json_t *v;
    char where[128];
    json_object_foreach((json_t *)obj, key, v)
    {
        snprintf(where, sizeof where, "%s.%s", path, key);
        if (key[0] == '\0')
            return pm_jrow_fail(c, where, "empty parameter name");
        if (pm_jrow_value(c, row, key, v, h, why, where) != 0)
            return -1;
    }
    return 0;
}

int pm_jrow_benchname(pm_jrow *c, pm_row *row, const pm_benchname *bn, const char *const *reserved,
                      const char *why_family, const char *why_arg, const char *where)
{
    if (bn->toomany)
        return pm_jrow_fail(
            c, where, "more than " PM_BENCHNAME_MAXARGS_STR " arguments in the benchmark name");
    for (size_t i = 0; i < bn->nargs; i++) {
        const char *key = bn->args[i].key;
        int clash = strcmp(key, "benchmark") == 0;
        for (const char *const *r = reserved; r && *r && !clash; r++)
            clash = strcmp(*r, key) == 0;
        for (size_t j = 0; j < i && !clash; j++)
            clash = strcmp(bn->args[j].key, key) == 0;
        if (clash)
            return pm_jrow_fail(c, where,
                                "the benchmark name gives an argument twice, or one named like a "
                                "column the reader fills itself");
        if (pm_jrow_text(c, row, key, bn->args[i].value, PM_CELL_TEXT, PM_HINT_FACTOR, why_arg,
                         where) != 0)
            return -1;
    }
    return pm_jrow_text(c, row, "benchmark", bn->family, PM_CELL_STRING, PM_HINT_GROUP, why_family,
                        where);
}

double pm_jrow_time(const json_t *v)
{
    double x = json_is_number(v) ? json_number_value(v) : NAN;
    return isfinite(x) && x >= 0 ? x : NAN;
}

int pm_jrow_read(pm_table *t, const pm_input *in, int (*body)(pm_jrow *c, const json_t *root),
                 pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    pm_jrow c = {t, pm_arena_strdup(t->arena, in->path), err};
    int rc = body(&c, in->json);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = pm_error_set(err, PM_ERR_INPUT, in->path, 0,
                          "no measurements in the report (%zu left out)",
                          t->excluded - mark.excluded);
    return pm_table_end(t, mark, rc);
}
