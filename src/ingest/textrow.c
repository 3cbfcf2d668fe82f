/* textrow.c - rows from benchmark tools' text output, for their readers. */
#include "ingest/textrow.h"

#include "ingest/units.h"
#include "ingest/limits.h"
#include "util/text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int pm_trow_fail(pm_trow *c, const char *fmt, ...)
{
    char msg[PM_ERROR_MSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return pm_error_set(c->err, PM_ERR_INPUT, c->file, c->line, "%s", msg);
}

int pm_trow_clean(pm_trow *c, const char *s, size_t n)
{
    if (memchr(s, '\0', n) || !pm_text_utf8_valid(s, n))
        return pm_trow_fail(c, "invalid text (NUL byte or bad UTF-8)");
    return 0;
}

pm_row *pm_trow_add(pm_trow *c)
{
    if (c->t->nrows >= PM_MAX_ROWS) {
        pm_trow_fail(c, "more than " PM_MAX_ROWS_STR " rows");
        return NULL;
    }
    return pm_table_add_row(c->t, c->file, c->line, c->t->ncols);
}

size_t pm_trow_column(pm_trow *c, const char *col, pm_col_hint h, const char *why)
{
    size_t k = pm_table_find(c->t, col);
    if (k == (size_t)-1) {
        if (c->t->ncols >= PM_MAX_COLUMNS) {
            pm_trow_fail(c, "more than " PM_MAX_COLUMNS_STR " columns");
            return (size_t)-1;
        }
        k = pm_table_column(c->t, col, c->file, c->line);
    }
    if (h != PM_HINT_NONE)
        pm_table_hint(c->t, k, h, why);
    return k;
}

int pm_trow_text(pm_trow *c, pm_row *row, const char *col, const char *v, size_t n,
                 pm_cell_kind kind, pm_col_hint h, const char *why)
{
    size_t k = pm_trow_column(c, col, h, why);
    if (k == (size_t)-1)
        return -1;
    pm_table_set(c->t, row, k, v, n, kind);
    return 0;
}

int pm_trow_num(pm_trow *c, pm_row *row, const char *col, double v, pm_col_hint h, const char *why)
{
    char s[40];
    int n = snprintf(s, sizeof s, "%.17g", v);
    return pm_trow_text(c, row, col, s, (size_t)n, PM_CELL_NUMBER, h, why);
}

/* 1 when key is one of the NULL-terminated list reserved (NULL: none) or "benchmark". */
static int S_reserved(const char *const *reserved, const char *key)
{
    if (strcmp(key, "benchmark") == 0)
        return 1;
    for (size_t i = 0; reserved && reserved[i]; i++)
        if (strcmp(reserved[i], key) == 0)
            return 1;
    return 0;
}

int pm_trow_name(pm_trow *c, pm_row *row, const char *name, pm_benchname_style style,
                 const char *const *reserved, const char *why_family, const char *why_arg,
                 int *procs)
{
    pm_benchname bn;
    pm_benchname_split(name, style, &bn);
    int rc = 0;
    char shown[128];
    if (bn.toomany)
        rc = pm_trow_fail(c,
                          "more than " PM_BENCHNAME_MAXARGS_STR " arguments in the benchmark name");
    for (size_t i = 0; i < bn.nargs && rc == 0; i++) {
        const char *key = bn.args[i].key;
        /* a second cell in one column would silently replace the first */
        for (size_t j = 0; j < i && rc == 0; j++)
            if (strcmp(bn.args[j].key, key) == 0)
                rc = pm_trow_fail(c, "the benchmark name gives the argument '%s' twice",
                                  pm_text_escape(shown, sizeof shown, key));
        if (rc == 0 && S_reserved(reserved, key))
            rc = pm_trow_fail(c,
                              "the benchmark name's argument '%s' has the name of a column the "
                              "reader fills itself",
                              pm_text_escape(shown, sizeof shown, key));
        if (rc == 0)
            rc = pm_trow_text(c, row, key, bn.args[i].value, strlen(bn.args[i].value), PM_CELL_TEXT,
                              PM_HINT_FACTOR, why_arg);
        if (procs && strcmp(key, "procs") == 0)
            *procs = 1;
    }
    if (rc == 0)
        rc = pm_trow_text(c, row, "benchmark", bn.family, strlen(bn.family), PM_CELL_STRING,
                          PM_HINT_GROUP, why_family);
    pm_benchname_free(&bn);
    return rc;
}

static int S_digit(char ch)
{
    return ch >= '0' && ch <= '9';
}

int pm_trow_number(const char *s, size_t n, double *out)
{
    char buf[512]; /* a longer word is no number a tool prints */
    if (n == 0 || n >= sizeof buf)
        return 0;
    size_t k = 0, i = 0;
    if (s[i] == '+' || s[i] == '-')
        buf[k++] = s[i++];
    /* the integer part: with commas, groups of three digits after the first one to three */
    size_t start = i;
    while (i < n && S_digit(s[i]))
        i++;
    int grouped = i < n && s[i] == ',';
    if (grouped && (i - start < 1 || i - start > 3))
        return 0;
    memcpy(buf + k, s + start, i - start);
    k += i - start;
    while (grouped && i < n && s[i] == ',') {
        if (n - i < 4 || !S_digit(s[i + 1]) || !S_digit(s[i + 2]) || !S_digit(s[i + 3]) ||
            (n - i > 4 && S_digit(s[i + 4])))
            return 0;
        memcpy(buf + k, s + i + 1, 3);
        k += 3;
        i += 4;
    }
    memcpy(buf + k, s + i, n - i);
    k += n - i;
    buf[k] = '\0';
    if (memchr(buf, ',', k) || memchr(buf, '\0', k))
        return 0;
    return pm_text_number(buf, out) ? 1 : 0;
}

double pm_trow_time_unit(const char *s, size_t n, const char **canon)
{
    char buf[32];
    if (n >= sizeof buf || memchr(s, '\0', n))
        return 0.0;
    /* the micro sign (U+00B5) and the Greek mu (U+03BC), as the tools print microseconds */
    size_t skip = 0;
    if (n >= 2 && (((unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xB5) ||
                   ((unsigned char)s[0] == 0xCE && (unsigned char)s[1] == 0xBC)))
        skip = 1;
    if (skip)
        buf[0] = 'u';
    memcpy(buf + skip, s + 2 * skip, n - 2 * skip);
    buf[n - skip] = '\0';
    return pm_units_seconds(buf, canon);
}

int pm_trow_per(const char *s, size_t n, const char *pers, size_t *num)
{
    const char *slash = NULL;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '/')
            slash = s + i;
    if (slash == NULL) {
        *num = n;
        return 0;
    }
    *num = (size_t)(slash - s);
    const char *den = slash + 1;
    size_t nden = n - *num - 1;
    for (const char *p = pers; *p;) {
        while (*p == ' ')
            p++;
        size_t w = strcspn(p, " ");
        if (w > 0 && w == nden && memcmp(p, den, w) == 0)
            return 1;
        p += w;
    }
    return 0;
}

int pm_trow_read(pm_table *t, const pm_input *in, int (*line)(pm_trow *c, const char *s, size_t n),
                 int (*done)(pm_trow *c), void *state, const char *none, pm_error *err)
{
    pm_table_mark mark = pm_table_begin(t);
    pm_trow c = {t, pm_arena_strdup(t->arena, in->path), err, 0, state};
    const char *p = in->text, *end = in->text + in->len;
    if (end - p >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) /* a UTF-8 byte-order mark */
        p += 3;
    int rc = 0;
    while (rc == 0 && p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        c.line++;
        if (n > PM_MAX_LINE) {
            rc = pm_trow_fail(&c, "line longer than " PM_MAX_LINE_STR);
            break;
        }
        size_t len = n > 0 && p[n - 1] == '\r' ? n - 1 : n;
        rc = line(&c, p, len);
        p = nl ? nl + 1 : end;
    }
    if (rc == 0 && done)
        rc = done(&c);
    if (rc == 0 && t->nrows == mark.nrows) {
        size_t left = t->excluded - mark.excluded;
        if (left)
            rc = pm_error_set(err, PM_ERR_INPUT, in->path, 1, "%s (%zu left out)", none, left);
        else
            rc = pm_error_set(err, PM_ERR_INPUT, in->path, 1, "%s", none);
    }
    return pm_table_end(t, mark, rc);
}

int pm_trow_any_line(const char *head, size_t n, int (*match)(const char *s, size_t n))
{
    const char *p = head, *end = head + n;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (len > 0 && p[len - 1] == '\r')
            len--;
        if (match(p, len))
            return 1;
        p = nl ? nl + 1 : end;
    }
    return 0;
}
