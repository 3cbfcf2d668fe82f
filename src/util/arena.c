/* arena.c - chunked bump allocator. */
#include "util/arena.h"

#include "util/xalloc.h"

#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct S_block {
    struct S_block *next; /* previously filled block */
    size_t size;          /* usable bytes in data */
    size_t used;          /* bytes handed out */
    alignas(max_align_t) unsigned char data[];
} S_block;

struct pm_arena {
    S_block *head; /* block being filled */
};

enum { S_BLOCK_MIN = 64 * 1024 };

pm_arena *pm_arena_new(void)
{
    return pm_xcalloc(1, sizeof(pm_arena));
}

void pm_arena_free(pm_arena *a)
{
    if (a == NULL)
        return;
    S_block *b = a->head;
    while (b) {
        S_block *next = b->next;
        free(b);
        b = next;
    }
    free(a);
}

/* size bytes at the given alignment (a power of two, at most max_align_t's). */
static void *S_alloc(pm_arena *a, size_t size, size_t align)
{
    size_t off = a->head ? (a->head->used + align - 1) & ~(align - 1) : 0;
    if (a->head == NULL || off > a->head->size || a->head->size - off < size) {
        size_t bsize = size > S_BLOCK_MIN ? size : S_BLOCK_MIN;
        if (a->head && a->head->size * 2 > bsize && a->head->size < 16u * 1024 * 1024)
            bsize = a->head->size * 2;
        S_block *b = pm_xmalloc(sizeof(S_block) + bsize);
        b->next = a->head;
        b->size = bsize;
        b->used = 0;
        a->head = b;
        off = 0;
    }
    void *p = a->head->data + off;
    a->head->used = off + size;
    return p;
}

void *pm_arena_alloc(pm_arena *a, size_t size)
{
    return S_alloc(a, size ? size : 1, alignof(max_align_t));
}

void *pm_arena_alloc_aligned(pm_arena *a, size_t size, size_t align)
{
    return S_alloc(a, size ? size : 1, align);
}

char *pm_arena_strndup(pm_arena *a, const char *s, size_t n)
{
    char *d = pm_arena_alloc(a, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *pm_arena_strdup(pm_arena *a, const char *s)
{
    return s ? pm_arena_strndup(a, s, strlen(s)) : NULL;
}
