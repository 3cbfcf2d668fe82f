/* jsoncur.c - walking JSON text with its line numbers, one value decoded at a time. */
#include "ingest/jsoncur.h"

#include "util/xalloc.h"

#include <stdlib.h>
#include <string.h>

void pm_jcur_init(pm_jcur *c, const char *buf, size_t n, const char *file, pm_error *err)
{
    *c = (pm_jcur){buf, n, 0, 1, file, err};
    if (n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        c->pos = 3;
}

void pm_jcur_advance(pm_jcur *c, size_t to)
{
    for (; c->pos < to && c->pos < c->n; c->pos++)
        if (c->buf[c->pos] == '\n')
            c->line++;
}

void pm_jcur_skip_ws(pm_jcur *c)
{
    size_t p = c->pos;
    while (p < c->n &&
           (c->buf[p] == ' ' || c->buf[p] == '\t' || c->buf[p] == '\r' || c->buf[p] == '\n'))
        p++;
    pm_jcur_advance(c, p);
}

int pm_jcur_at(const pm_jcur *c, char ch)
{
    return c->pos < c->n && c->buf[c->pos] == ch;
}

int pm_jcur_fail(pm_jcur *c, long line, const char *msg)
{
    return pm_error_set(c->err, PM_ERR_INPUT, c->file, line, "%s", msg);
}

json_t *pm_jcur_load(pm_jcur *c, size_t flags, long *at)
{
    pm_jcur_skip_ws(c);
    *at = c->line;
    json_error_t je;
    json_t *v = json_loadb(c->buf + c->pos, c->n - c->pos,
                           flags | JSON_DISABLE_EOF_CHECK | JSON_REJECT_DUPLICATES, &je);
    if (v == NULL) {
        /* jansson names its own flag here; say what is wrong in the input */
        if (strstr(je.text, "JSON_ALLOW_NUL") != NULL)
            pm_error_set(c->err, PM_ERR_INPUT, c->file, c->line + je.line - 1,
                         "invalid text: a NUL character (\\u0000) in a string");
        else
            pm_error_set(c->err, PM_ERR_INPUT, c->file, c->line + je.line - 1, "invalid JSON: %s",
                         je.text);
        return NULL;
    }
    pm_jcur_advance(c, c->pos + (size_t)je.position);
    return v;
}

int pm_jcur_skip_value(pm_jcur *c)
{
    long at;
    json_t *v = pm_jcur_load(c, JSON_DECODE_ANY, &at);
    json_decref(v);
    return v ? 0 : -1;
}

int pm_jcur_open(pm_jcur *c, char open)
{
    pm_jcur_skip_ws(c);
    if (!pm_jcur_at(c, open))
        return 0;
    pm_jcur_advance(c, c->pos + 1);
    return 1;
}

int pm_jcur_next(pm_jcur *c, char close, int *first)
{
    pm_jcur_skip_ws(c);
    if (pm_jcur_at(c, close)) {
        pm_jcur_advance(c, c->pos + 1);
        return 0;
    }
    if (!*first) {
        if (!pm_jcur_at(c, ','))
            return pm_jcur_fail(c, c->line, "invalid JSON: expected ',' between members");
        pm_jcur_advance(c, c->pos + 1);
    }
    *first = 0;
    return 1;
}

char *pm_jcur_key(pm_jcur *c)
{
    long at;
    json_t *k = pm_jcur_load(c, JSON_DECODE_ANY, &at);
    if (k == NULL)
        return NULL;
    char *key = NULL;
    if (!json_is_string(k) || memchr(json_string_value(k), '\0', json_string_length(k)))
        pm_jcur_fail(c, at, "invalid JSON: an object key must be a string (without NUL)");
    else
        key = pm_xstrdup(json_string_value(k));
    json_decref(k);
    if (key == NULL)
        return NULL;
    pm_jcur_skip_ws(c);
    if (!pm_jcur_at(c, ':')) {
        free(key);
        pm_jcur_fail(c, c->line, "invalid JSON: expected ':' after a key");
        return NULL;
    }
    pm_jcur_advance(c, c->pos + 1);
    return key;
}
