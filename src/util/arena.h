/* arena.h - a region allocator for strings and small objects that live as long as a run.
 *
 * Parsed cell texts, column names and file names are many and small, and all die
 * together, so they are carved out of large chunks and freed at once. Pointers
 * returned by an arena stay valid until pm_arena_free() on that arena.
 */
#ifndef PM_ARENA_H
#define PM_ARENA_H

#include <stddef.h>

typedef struct pm_arena pm_arena;

pm_arena *pm_arena_new(void);                   /* empty arena; never NULL (aborts on OOM) */
void pm_arena_free(pm_arena *a);                /* frees every block; NULL is a no-op */
void *pm_arena_alloc(pm_arena *a, size_t size); /* size bytes, aligned for any type */
char *pm_arena_strndup(pm_arena *a, const char *s, size_t n); /* NUL-terminated copy */
char *pm_arena_strdup(pm_arena *a, const char *s);            /* copy; NULL gives NULL */
/* size bytes aligned to align (a power of two, at most max_align_t's): for
 * arrays of small items that need less than the default alignment. */
void *pm_arena_alloc_aligned(pm_arena *a, size_t size, size_t align);

#endif
