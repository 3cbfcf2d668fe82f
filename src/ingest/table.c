/* table.c - the raw table of named columns and text cells. */
#include "ingest/table.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

/* Cell texts live in fixed 1 MiB chunks that never move, addressed by a 32-bit
 * offset: chunk = offset >> 20. Each text is stored as [kind byte][text][NUL];
 * offset 0 is never a text, so a cell id of 0 means MISSING. A text longer
 * than a chunk gets consecutive chunk numbers pointing into one block. */
enum { S_CHUNK_BITS = 20, S_CHUNK = 1u << S_CHUNK_BITS };

struct pm_intern {
    char **chunk;     /* chunk k starts at chunk[k] */
    size_t nchunk;    /* chunk numbers in use */
    size_t cap_chunk; /* allocated entries of chunk[] */
    size_t used;      /* bytes used in the last chunk */
    char **blocks;    /* what to free: one block per malloc */
    size_t nblocks, cap_blocks;
};

/* Store (kind, text) and return its offset. */
static uint32_t S_store(pm_table *t, const char *text, size_t n, pm_cell_kind kind)
{
    struct pm_intern *in = t->intern;
    size_t need = n + 2;
    if (S_CHUNK - in->used < need) {
        size_t nch = (need + S_CHUNK - 1) >> S_CHUNK_BITS;
        if (((in->nchunk + nch) << S_CHUNK_BITS) > UINT32_MAX) {
            fputs("pmreport: more than 4 GiB of cell text\n", stderr);
            abort();
        }
        char *block = pm_xmalloc(nch << S_CHUNK_BITS);
        pm_xgrow((void **)&in->blocks, &in->cap_blocks, in->nblocks + 1, sizeof *in->blocks);
        in->blocks[in->nblocks++] = block;
        pm_xgrow((void **)&in->chunk, &in->cap_chunk, in->nchunk + nch, sizeof *in->chunk);
        for (size_t k = 0; k < nch; k++)
            in->chunk[in->nchunk + k] = block + (k << S_CHUNK_BITS);
        in->nchunk += nch;
        /* a big text fills its chunks; the next text starts a fresh one */
        in->used = 0;
        if (nch > 1) {
            size_t off = (in->nchunk - nch) << S_CHUNK_BITS;
            char *p = in->chunk[in->nchunk - nch];
            p[0] = (char)kind;
            memcpy(p + 1, text, n);
            p[n + 1] = '\0';
            in->used = S_CHUNK; /* full */
            return (uint32_t)off;
        }
    }
    size_t off = ((in->nchunk - 1) << S_CHUNK_BITS) + in->used;
    char *p = in->chunk[in->nchunk - 1] + in->used;
    p[0] = (char)kind;
    memcpy(p + 1, text, n);
    p[n + 1] = '\0';
    in->used += need;
    return (uint32_t)off;
}

pm_table *pm_table_new(void)
{
    pm_table *t = pm_xcalloc(1, sizeof *t);
    t->arena = pm_arena_new();
    t->intern = pm_xcalloc(1, sizeof *t->intern);
    t->intern->used = S_CHUNK;          /* no chunk yet: the first text opens one */
    S_store(t, "", 0, PM_CELL_MISSING); /* takes offset 0, which means MISSING */
    return t;
}

void pm_table_free(pm_table *t)
{
    if (t == NULL)
        return;
    pm_arena_free(t->arena);
    for (size_t i = 0; i < t->intern->nblocks; i++)
        free(t->intern->blocks[i]);
    free(t->intern->blocks);
    free(t->intern->chunk);
    free(t->intern);
    free(t->names);
    free(t->name_line);
    free(t->name_file);
    free(t->rows);
    free(t);
}

size_t pm_table_find(const pm_table *t, const char *name)
{
    for (size_t i = 0; i < t->ncols; i++)
        if (strcmp(t->names[i], name) == 0)
            return i;
    return (size_t)-1;
}

size_t pm_table_column(pm_table *t, const char *name, const char *file, long line)
{
    /* a name with a line break or another control character (a quoted CSV header,
       a JSON key) is kept escaped ("a\\nb"), so every summary, message and report
       that prints it stays one line per name */
    char *escaped = NULL;
    for (const char *p = name; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f) {
            size_t size = 4 * strlen(name) + 1;
            escaped = pm_xmalloc(size);
            name = pm_text_escape(escaped, size, name);
            break;
        }
    size_t i = pm_table_find(t, name);
    if (i != (size_t)-1) {
        free(escaped);
        return i;
    }
    size_t cap = t->cap_cols;
    pm_xgrow((void **)&t->names, &cap, t->ncols + 1, sizeof *t->names);
    cap = t->cap_cols;
    pm_xgrow((void **)&t->name_line, &cap, t->ncols + 1, sizeof *t->name_line);
    cap = t->cap_cols;
    pm_xgrow((void **)&t->name_file, &cap, t->ncols + 1, sizeof *t->name_file);
    t->cap_cols = cap;
    t->names[t->ncols] = pm_arena_strdup(t->arena, name);
    t->name_line[t->ncols] = line;
    t->name_file[t->ncols] = file;
    free(escaped);
    return t->ncols++;
}

/* Room for ncells ids, zeroed (MISSING). */
static uint32_t *S_cells(pm_table *t, size_t ncells)
{
    if (ncells == 0)
        return NULL;
    uint32_t *c = pm_arena_alloc_aligned(t->arena, ncells * sizeof *c, sizeof *c);
    memset(c, 0, ncells * sizeof *c);
    return c;
}

pm_row *pm_table_add_row(pm_table *t, const char *file, long line, size_t ncells)
{
    pm_xgrow((void **)&t->rows, &t->cap_rows, t->nrows + 1, sizeof *t->rows);
    pm_row *r = &t->rows[t->nrows++];
    r->file = file;
    r->line = line > 0 && line <= (long)UINT32_MAX ? (uint32_t)line : 0;
    r->ncells = (uint32_t)ncells;
    r->cells = S_cells(t, ncells);
    return r;
}

void pm_table_set(pm_table *t, pm_row *r, size_t col, const char *text, size_t n, pm_cell_kind kind)
{
    if (col >= r->ncells) {
        size_t nc = t->ncols > col + 1 ? t->ncols : col + 1;
        uint32_t *c = S_cells(t, nc);
        if (r->ncells)
            memcpy(c, r->cells, r->ncells * sizeof *c);
        r->cells = c;
        r->ncells = (uint32_t)nc;
    }
    r->cells[col] = kind == PM_CELL_MISSING ? 0 : S_store(t, text, n, kind);
}

pm_cell pm_table_cell(const pm_table *t, const pm_row *r, size_t col)
{
    pm_cell c = {NULL, PM_CELL_MISSING};
    if (col < r->ncells && r->cells[col] != 0) {
        uint32_t off = r->cells[col];
        const char *p = t->intern->chunk[off >> S_CHUNK_BITS] + (off & (S_CHUNK - 1));
        c.kind = (pm_cell_kind)p[0];
        c.text = p + 1;
    }
    return c;
}

pm_table_mark pm_table_begin(const pm_table *t)
{
    pm_table_mark m = {t->nrows, t->ncols, t->excluded};
    return m;
}

int pm_table_end(pm_table *t, pm_table_mark m, int rc)
{
    if (rc == 0) {
        t->nfiles++;
        return 0;
    }
    /* the texts stay in their chunks (freed with the table); the rows and columns go */
    t->nrows = m.nrows;
    t->ncols = m.ncols;
    t->excluded = m.excluded;
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].ncells > t->ncols)
            t->rows[i].ncells = (uint32_t)t->ncols;
    return -1;
}
