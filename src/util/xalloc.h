/* xalloc.h - allocation that never returns NULL: out of memory aborts with one line.
 *
 * pmreport cannot do anything useful without memory, so rather than thread an
 * out-of-memory status through every function, these wrappers print
 * "pmreport: out of memory" and abort. Sizes are checked for overflow.
 */
#ifndef PM_XALLOC_H
#define PM_XALLOC_H

#include <stddef.h>

void *pm_xmalloc(size_t size);                     /* malloc(size ? size : 1) or abort */
void *pm_xcalloc(size_t n, size_t size);           /* zeroed n*size bytes or abort */
void *pm_xrealloc(void *p, size_t n, size_t size); /* resize to n*size bytes or abort */
char *pm_xstrdup(const char *s);                   /* copy of s (NULL gives NULL) */
char *pm_xstrndup(const char *s, size_t n);        /* copy of the first n bytes of s */

/* Grow *items (of *cap elements of elsize bytes) so it holds at least need
 * elements, doubling; *cap is updated. */
void pm_xgrow(void **items, size_t *cap, size_t need, size_t elsize);

/* Hand memory freed so far back to the system where the C library keeps it
 * (glibc keeps freed blocks in its heap for reuse, so a pipeline that has just
 * dropped a big structure calls this, and its peak is not the sum of its
 * stages). A no-op where there is nothing to do. */
void pm_xrelease(void);

#endif
