/* xalloc.h - allocation that never returns NULL: out of memory aborts with one line.
 *
 * pmreport cannot do anything useful without memory, so rather than thread an
 * out-of-memory status through every function, these wrappers print
 * "pmreport: out of memory" and abort.
 *
 * Sizes are checked for overflow where they are computed, as git's ALLOC_ARRAY
 * and st_mult do: an array is allocated with its count and element size apart
 * (pm_xmalloc_array, pm_xcalloc, pm_xrealloc, pm_xgrow multiply them checked),
 * and a count that is itself a product or a sum with one is formed with
 * pm_st_mult / pm_st_add. A product that overflows size_t aborts as out of
 * memory, never wraps to a small allocation. pm_xmalloc(size) takes a byte
 * count as it is: a plain sum of lengths of strings already in memory, or a
 * fixed size.
 */
#ifndef PM_XALLOC_H
#define PM_XALLOC_H

#include <stddef.h>
#include <stdint.h>

/* Abort with "pmreport: out of memory" (a size that overflows size_t is one no
 * allocation can satisfy). */
_Noreturn void pm_xalloc_die(void);

/* a * b, or abort when the product overflows size_t. */
static inline size_t pm_st_mult(size_t a, size_t b)
{
    if (b != 0 && a > SIZE_MAX / b)
        pm_xalloc_die();
    return a * b;
}

/* a + b, or abort when the sum overflows size_t. */
static inline size_t pm_st_add(size_t a, size_t b)
{
    if (a > SIZE_MAX - b)
        pm_xalloc_die();
    return a + b;
}

void *pm_xmalloc(size_t size);                     /* malloc(size ? size : 1) or abort */
void *pm_xmalloc_array(size_t n, size_t size);     /* n*size bytes (checked) or abort */
void *pm_xcalloc(size_t n, size_t size);           /* zeroed n*size bytes (checked) or abort */
void *pm_xrealloc(void *p, size_t n, size_t size); /* resize to n*size bytes (checked) or abort */
char *pm_xstrdup(const char *s);                   /* copy of s (NULL gives NULL) */
char *pm_xstrndup(const char *s, size_t n);        /* copy of the first n bytes of s */
char *pm_xprintf(const char *fmt, ...)             /* printf into a new string of any length */
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Grow *items (of *cap elements of elsize bytes) so it holds at least need
 * elements, doubling; *cap is updated. */
void pm_xgrow(void **items, size_t *cap, size_t need, size_t elsize);

/* Hand memory freed so far back to the system where the C library keeps it
 * (glibc keeps freed blocks in its heap for reuse, so a pipeline that has just
 * dropped a big structure calls this, and its peak is not the sum of its
 * stages). A no-op where there is nothing to do. */
void pm_xrelease(void);

#endif
