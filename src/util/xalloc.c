/* xalloc.c - aborting allocation wrappers. */
#include "util/xalloc.h"

#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

_Noreturn void pm_xalloc_die(void)
{
    fputs("pmreport: out of memory\n", stderr);
    abort();
}

void *pm_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (p == NULL)
        pm_xalloc_die();
    return p;
}

void *pm_xmalloc_array(size_t n, size_t size)
{
    return pm_xmalloc(pm_st_mult(n, size));
}

void *pm_xcalloc(size_t n, size_t size)
{
    (void)pm_st_mult(n, size); /* C does not promise calloc checks the product */
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (p == NULL)
        pm_xalloc_die();
    return p;
}

void *pm_xrealloc(void *p, size_t n, size_t size)
{
    size_t bytes = pm_st_mult(n, size);
    void *q = realloc(p, bytes > 0 ? bytes : 1);
    if (q == NULL)
        pm_xalloc_die();
    return q;
}

char *pm_xstrdup(const char *s)
{
    return s ? pm_xstrndup(s, strlen(s)) : NULL;
}

char *pm_xstrndup(const char *s, size_t n)
{
    char *d = pm_xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *pm_xprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *out = pm_xmalloc(n > 0 ? (size_t)n + 1 : 1);
    va_start(ap, fmt);
    vsnprintf(out, n > 0 ? (size_t)n + 1 : 1, fmt, ap);
    va_end(ap);
    return out;
}

void pm_xgrow(void **items, size_t *cap, size_t need, size_t elsize)
{
    if (need <= *cap)
        return;
    size_t c = *cap ? *cap : 8;
    while (c < need) {
        if (c > SIZE_MAX / 2)
            pm_xalloc_die();
        c *= 2;
    }
    *items = pm_xrealloc(*items, c, elsize);
    *cap = c;
}

void pm_xrelease(void)
{
#if defined(__GLIBC__)
    malloc_trim(0); /* also returns free pages inside the heap, not only at its top */
#endif
}
