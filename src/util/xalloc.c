/* xalloc.c - aborting allocation wrappers. */
#include "util/xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static void S_oom(void)
{
    fputs("pmreport: out of memory\n", stderr);
    abort();
}

void *pm_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (p == NULL)
        S_oom();
    return p;
}

void *pm_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (p == NULL)
        S_oom();
    return p;
}

void *pm_xrealloc(void *p, size_t n, size_t size)
{
    if (size != 0 && n > SIZE_MAX / size)
        S_oom();
    void *q = realloc(p, n * size > 0 ? n * size : 1);
    if (q == NULL)
        S_oom();
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

void pm_xgrow(void **items, size_t *cap, size_t need, size_t elsize)
{
    if (need <= *cap)
        return;
    size_t c = *cap ? *cap : 8;
    while (c < need) {
        if (c > SIZE_MAX / 2)
            S_oom();
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
