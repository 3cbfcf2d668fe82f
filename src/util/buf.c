/* buf.c - growable NUL-terminated text buffer. */
#include "util/buf.h"

#include "util/xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pm_buf_free(pm_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void pm_buf_append(pm_buf *b, const char *s, size_t n)
{
    pm_xgrow((void **)&b->data, &b->cap, b->len + n + 1, 1);
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void pm_buf_puts(pm_buf *b, const char *s)
{
    pm_buf_append(b, s, strlen(s));
}

void pm_buf_printf(pm_buf *b, const char *fmt, ...)
{
    /* Format straight into the room left, which nearly always suffices: one pass
       instead of measuring first (the SVG and CSV writers call this per number). */
    pm_xgrow((void **)&b->data, &b->cap, b->len + 64, 1);
    size_t room = b->cap - b->len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data + b->len, room, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->data[b->len] = '\0';
        return;
    }
    if ((size_t)n >= room) {
        pm_xgrow((void **)&b->data, &b->cap, b->len + (size_t)n + 1, 1);
        va_start(ap, fmt);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    b->len += (size_t)n;
}

const char *pm_buf_str(const pm_buf *b)
{
    return b->data ? b->data : "";
}
