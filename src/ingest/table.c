/* table.c - the raw table of named columns and text cells. */
#include "ingest/table.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <stdarg.h>
#include <stdio.h>

#include <stdlib.h>
#include <string.h>

/* Cell texts live in fixed 1 MiB chunks that never move, addressed by a 32-bit
 * offset: chunk = offset >> 20. Each text is stored as [kind byte][text][NUL];
 * offset 0 is never a text, so a cell id of 0 means MISSING. A text longer
 * than a chunk gets consecutive chunk numbers pointing into one block.
 *
 * Texts are stored once: a hash set of the offsets finds a (kind, text) stored
 * before, so a column of a million rows with five distinct values costs five
 * texts, and equal cells have equal ids (pm_table_cell_id). Texts of a chunk or
 * more are stored each time (they are rare, and hashing them would cost as
 * much as copying). The cells' id arrays live in an arena of their own, so
 * pm_table_drop_rows can free them with the texts and keep the names. */
enum { S_CHUNK_BITS = 20, S_CHUNK = 1u << S_CHUNK_BITS };

struct pm_intern {
    char **chunk;     /* chunk k starts at chunk[k] */
    size_t nchunk;    /* chunk numbers in use */
    size_t cap_chunk; /* allocated entries of chunk[] */
    size_t used;      /* bytes used in the last chunk */
    char **blocks;    /* what to free: one block per malloc */
    size_t nblocks, cap_blocks;
    uint64_t *slot;  /* hash set of stored texts, 0 = empty: a text's offset in the low
                        32 bits, the top 32 bits of its hash above (S_slot) */
    size_t nslot;    /* slots, a power of two of at most 2^32 */
    unsigned bits;   /* log2(nslot) */
    size_t nset;     /* offsets in the set */
    pm_arena *cells; /* the rows' cell id arrays */
    int full;        /* a text did not fit in the 4 GiB of offsets: stored as missing */
    int big;         /* a text of a chunk or more was stored, outside the set */
};

/* Bytes of a text as one word, for S_hash. */
static uint64_t S_load8(const char *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

static uint64_t S_load4(const char *p)
{
    uint32_t w;
    memcpy(&w, p, 4);
    return w;
}

/* Nonzero when a byte of w is zero. */
static uint64_t S_zero_byte(uint64_t w)
{
    return (w - 0x0101010101010101ull) & ~w & 0x8080808080808080ull;
}

/* Hash of (kind, text[0..n)): 8 bytes at a time, multiplied and folded, the last (or only)
 * bytes read as overlapping words, so that no read goes past the text nor needs a
 * variable-length copy; every byte is read, and *nul is set to whether one is zero. */
static uint64_t S_hash(const char *text, size_t n, pm_cell_kind kind, int *nul)
{
    uint64_t h = 0x9e3779b97f4a7c15ull ^ ((uint64_t)kind << 56) ^ n;
    uint64_t zero = 0, w;
    size_t i = 0;
    for (; i + 8 < n; i += 8) {
        w = S_load8(text + i);
        zero |= S_zero_byte(w);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    if (n >= 8) /* the last 8 bytes, overlapping the words before */
        w = S_load8(text + n - 8);
    else if (n >= 4) /* two 4-byte words, overlapping */
        w = S_load4(text) | S_load4(text + n - 4) << 32;
    else if (n > 0) /* the first, middle and last byte; the others never zero */
        w = (uint64_t)(unsigned char)text[0] | (uint64_t)(unsigned char)text[n / 2] << 8 |
            (uint64_t)(unsigned char)text[n - 1] << 16 | 0xffffffffff000000ull;
    else
        w = ~0ull;
    zero |= S_zero_byte(w);
    *nul = zero != 0;
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    return h ^ (h >> 29);
}

/* The text at offset off. */
static const char *S_at(const struct pm_intern *in, uint32_t off)
{
    return in->chunk[off >> S_CHUNK_BITS] + (off & (S_CHUNK - 1));
}

/* The slot of a text with hash h stored at off. A slot keeps the top 32 bits of the hash,
 * so a probe compares texts only when those agree, and growing the set places every
 * slot again without reading or hashing a text: the top bits also pick where a slot
 * goes (S_home). */
static uint64_t S_slot(uint64_t h, uint32_t off)
{
    return (h & 0xffffffff00000000ull) | off;
}

/* Where the probe for slot value v starts in a set of 2^bits slots: its hash's top bits. */
static size_t S_home(uint64_t v, unsigned bits)
{
    return (size_t)(v >> (64 - bits));
}

/* Put slot value v (S_slot) into the hash set, growing it at three quarters full. */
static void S_set_add(struct pm_intern *in, uint64_t v)
{
    if (4 * (in->nset + 1) > 3 * in->nslot) {
        unsigned bits = in->nslot ? in->bits + 1 : 10;
        size_t nslot = (size_t)1 << bits;
        uint64_t *slot = pm_xcalloc(nslot, sizeof *slot);
        for (size_t i = 0; i < in->nslot; i++) {
            uint64_t o = in->slot[i];
            if (o == 0)
                continue;
            size_t j = S_home(o, bits);
            while (slot[j] != 0)
                j = (j + 1) & (nslot - 1);
            slot[j] = o;
        }
        free(in->slot);
        in->slot = slot;
        in->nslot = nslot;
        in->bits = bits;
    }
    size_t j = S_home(v, in->bits);
    while (in->slot[j] != 0)
        j = (j + 1) & (in->nslot - 1);
    in->slot[j] = v;
    in->nset++;
}

/* Copy (kind, text) into the chunks and return its offset. */
static uint32_t S_append(pm_table *t, const char *text, size_t n, pm_cell_kind kind)
{
    struct pm_intern *in = t->intern;
    size_t need = n + 2;
    if (S_CHUNK - in->used < need) {
        size_t nch = (need + S_CHUNK - 1) >> S_CHUNK_BITS;
        if (((in->nchunk + nch) << S_CHUNK_BITS) > UINT32_MAX) {
            in->full = 1; /* pm_ingest_file reports it as the file's error */
            return 0;
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

/* Store (kind, text) once and return its offset. A text is a C string to every reader, so
 * it ends at its first NUL byte, if any. */
static uint32_t S_store(pm_table *t, const char *text, size_t n, pm_cell_kind kind)
{
    struct pm_intern *in = t->intern;
    int nul = 1;
    uint64_t h = 0;
    if (n + 2 <= S_CHUNK)
        h = S_hash(text, n, kind, &nul); /* tells whether to look for a NUL */
    if (nul) {
        const char *z = memchr(text, '\0', n);
        if (z)
            n = (size_t)(z - text);
        if (n + 2 > S_CHUNK) {
            in->big = 1;
            return S_append(t, text, n, kind);
        }
        h = S_hash(text, n, kind, &nul);
    }
    uint64_t tag = S_slot(h, 0);
    if (in->nslot)
        for (size_t j = S_home(tag, in->bits); in->slot[j] != 0; j = (j + 1) & (in->nslot - 1)) {
            if ((in->slot[j] & 0xffffffff00000000ull) != tag)
                continue;
            uint32_t o = (uint32_t)in->slot[j];
            const char *p = S_at(in, o);
            if (p[0] == (char)kind && memcmp(p + 1, text, n) == 0 && p[n + 1] == '\0')
                return o;
        }
    uint32_t off = S_append(t, text, n, kind);
    if (off != 0) /* 0: the table is full (pm_table_full) */
        S_set_add(in, S_slot(h, off));
    return off;
}

pm_table *pm_table_new(void)
{
    pm_table *t = pm_xcalloc(1, sizeof *t);
    t->arena = pm_arena_new();
    t->intern = pm_xcalloc(1, sizeof *t->intern);
    t->intern->cells = pm_arena_new();
    t->intern->used = S_CHUNK;           /* no chunk yet: the first text opens one */
    S_append(t, "", 0, PM_CELL_MISSING); /* takes offset 0, which means MISSING */
    return t;
}

/* Free the texts, the hash set and the cell arrays. */
static void S_intern_free(struct pm_intern *in)
{
    for (size_t i = 0; i < in->nblocks; i++)
        free(in->blocks[i]);
    free(in->blocks);
    free(in->chunk);
    free(in->slot);
    pm_arena_free(in->cells);
    free(in);
}

void pm_table_free(pm_table *t)
{
    if (t == NULL)
        return;
    pm_arena_free(t->arena);
    S_intern_free(t->intern);
    free(t->names);
    free(t->name_line);
    free(t->name_file);
    free(t->hint);
    free(t->hint_why);
    free(t->notes);
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
            name = escaped = pm_text_escape_dup(name);
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
    cap = t->cap_cols;
    pm_xgrow((void **)&t->hint, &cap, t->ncols + 1, sizeof *t->hint);
    cap = t->cap_cols;
    pm_xgrow((void **)&t->hint_why, &cap, t->ncols + 1, sizeof *t->hint_why);
    t->cap_cols = cap;
    t->hint[t->ncols] = PM_HINT_NONE;
    t->hint_why[t->ncols] = NULL;
    t->names[t->ncols] = pm_arena_strdup(t->arena, name);
    t->name_line[t->ncols] = line;
    t->name_file[t->ncols] = file;
    free(escaped);
    return t->ncols++;
}

void pm_table_hint(pm_table *t, size_t col, pm_col_hint h, const char *why)
{
    if (col < t->ncols) {
        t->hint[col] = (unsigned char)h;
        t->hint_why[col] = why;
    }
}

/* Room for ncells ids, zeroed (MISSING). */
static uint32_t *S_cells(pm_table *t, size_t ncells)
{
    if (ncells == 0)
        return NULL;
    uint32_t *c = pm_arena_alloc_aligned(t->intern->cells, ncells * sizeof *c, sizeof *c);
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
    return pm_table_id_cell(t, pm_table_cell_id(r, col));
}

uint32_t pm_table_cell_id(const pm_row *r, size_t col)
{
    return col < r->ncells ? r->cells[col] : 0;
}

int pm_table_ids_unique(const pm_table *t)
{
    return !t->intern->big;
}

pm_cell pm_table_id_cell(const pm_table *t, uint32_t id)
{
    pm_cell c = {NULL, PM_CELL_MISSING};
    if (id != 0) {
        const char *p = S_at(t->intern, id);
        c.kind = (pm_cell_kind)p[0];
        c.text = p + 1;
    }
    return c;
}

/* Slot of id in a set of nslot slots (a power of two): Fibonacci hashing. */
static size_t S_id_slot(uint32_t id, size_t nslot)
{
    return (size_t)(((uint64_t)id * 0x9e3779b97f4a7c15ull) >> 32) & (nslot - 1);
}

/* A slot of the distinct set: the id above, the index + 1 below (0 = empty), so a probe
 * finds the id without reading d->id. */
static uint64_t S_dslot(uint32_t id, size_t k)
{
    return ((uint64_t)id << 32) | (uint64_t)(k + 1);
}

/* Put slot value v into d's set (its id's home, then the next free slot). */
static void S_dset_put(uint64_t *slot, size_t nslot, uint64_t v)
{
    size_t j = S_id_slot((uint32_t)(v >> 32), nslot);
    while (slot[j] != 0)
        j = (j + 1) & (nslot - 1);
    slot[j] = v;
}

/* An empty distinct set. */
static void S_distinct_init(pm_table_distinct *out)
{
    memset(out, 0, sizeof *out);
    out->nslot = 64;
    out->slot = pm_xcalloc(out->nslot, sizeof *out->slot);
}

/* Index in out->id of id, the cell of row number row, adding it if new; counts the row. */
static size_t S_distinct_add(pm_table_distinct *out, uint32_t id, size_t row)
{
    size_t j = S_id_slot(id, out->nslot);
    while (out->slot[j] != 0 && (uint32_t)(out->slot[j] >> 32) != id)
        j = (j + 1) & (out->nslot - 1);
    if (out->slot[j] != 0) {
        size_t k = (size_t)(uint32_t)out->slot[j] - 1;
        out->count[k]++;
        return k;
    }
    size_t k = out->n++;
    if (k >= out->cap) {
        size_t c = out->cap;
        pm_xgrow((void **)&out->id, &c, k + 1, sizeof *out->id);
        c = out->cap;
        pm_xgrow((void **)&out->first, &c, k + 1, sizeof *out->first);
        pm_xgrow((void **)&out->count, &out->cap, k + 1, sizeof *out->count);
    }
    out->id[k] = id;
    out->count[k] = 1;
    out->first[k] = (uint32_t)row;
    out->slot[j] = S_dslot(id, k);
    if (4 * out->n > 3 * out->nslot) { /* three quarters full: double, re-place */
        uint64_t *old = out->slot;
        size_t nold = out->nslot;
        out->nslot *= 2;
        out->slot = pm_xcalloc(out->nslot, sizeof *out->slot);
        for (size_t e = 0; e < nold; e++)
            if (old[e] != 0)
                S_dset_put(out->slot, out->nslot, old[e]);
        free(old);
    }
    return k;
}

void pm_table_distinct_build(const pm_table *t, size_t col, const uint32_t *rows, size_t nrows,
                             uint32_t *row_index, pm_table_distinct *out)
{
    S_distinct_init(out);
    if (rows == NULL)
        nrows = t->nrows;
    uint32_t last_id = 0;
    size_t last = (size_t)-1; /* runs of one value are common: skip the hash for them */
    for (size_t i = 0; i < nrows; i++) {
        size_t row = rows ? rows[i] : i;
        uint32_t id = pm_table_cell_id(&t->rows[row], col);
        size_t k = last;
        if (k != (size_t)-1 && id == last_id)
            out->count[k]++;
        else
            k = S_distinct_add(out, id, row);
        last = k;
        last_id = id;
        if (row_index)
            row_index[i] = (uint32_t)k;
    }
}

void pm_table_distinct_build_cols(const pm_table *t, const size_t *cols, size_t ncols,
                                  pm_table_distinct *out)
{
    for (size_t c = 0; c < ncols; c++)
        S_distinct_init(&out[c]);
    for (size_t r = 0; r < t->nrows; r++)
        for (size_t c = 0; c < ncols; c++)
            S_distinct_add(&out[c], pm_table_cell_id(&t->rows[r], cols[c]), r);
}

size_t pm_table_distinct_find(const pm_table_distinct *d, uint32_t id)
{
    for (size_t j = S_id_slot(id, d->nslot); d->slot[j] != 0; j = (j + 1) & (d->nslot - 1))
        if ((uint32_t)(d->slot[j] >> 32) == id)
            return (size_t)(uint32_t)d->slot[j] - 1;
    return (size_t)-1;
}

void pm_table_distinct_free(pm_table_distinct *d)
{
    if (d == NULL)
        return;
    free(d->id);
    free(d->count);
    free(d->first);
    free(d->slot);
    memset(d, 0, sizeof *d);
}

void pm_table_drop_rows(pm_table *t)
{
    S_intern_free(t->intern);
    t->intern = pm_xcalloc(1, sizeof *t->intern);
    t->intern->cells = pm_arena_new();
    t->intern->used = S_CHUNK;
    S_append(t, "", 0, PM_CELL_MISSING);
    free(t->rows);
    t->rows = NULL;
    t->nrows = 0;
    t->cap_rows = 0;
}

int pm_table_full(const pm_table *t)
{
    return t->intern->full;
}

void pm_table_note(pm_table *t, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    for (char *p = line; *p; p++) /* one line, whatever the input's names hold */
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = ' ';
    size_t cap = t->nnotes;
    pm_xgrow((void **)&t->notes, &cap, t->nnotes + 1, sizeof *t->notes);
    t->notes[t->nnotes++] = pm_arena_strdup(t->arena, line);
}

pm_table_mark pm_table_begin(const pm_table *t)
{
    pm_table_mark m = {t->nrows, t->ncols, t->excluded, t->nnotes};
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
    t->nnotes = m.nnotes;
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].ncells > t->ncols)
            t->rows[i].ncells = (uint32_t)t->ncols;
    return -1;
}
