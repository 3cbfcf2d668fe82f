/* table.c - the raw table of named columns and text cells. */
#include "ingest/table.h"

#include "util/xalloc.h"

#include <stdlib.h>
#include <string.h>

pm_table *pm_table_new(void)
{
    pm_table *t = pm_xcalloc(1, sizeof *t);
    t->arena = pm_arena_new();
    return t;
}

void pm_table_free(pm_table *t)
{
    if (t == NULL)
        return;
    pm_arena_free(t->arena);
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
    size_t i = pm_table_find(t, name);
    if (i != (size_t)-1)
        return i;
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
    return t->ncols++;
}

pm_row *pm_table_add_row(pm_table *t, const char *file, long line, size_t ncells)
{
    pm_xgrow((void **)&t->rows, &t->cap_rows, t->nrows + 1, sizeof *t->rows);
    pm_row *r = &t->rows[t->nrows++];
    r->file = file;
    r->line = line;
    r->ncells = ncells;
    r->cells = ncells ? pm_arena_alloc(t->arena, ncells * sizeof *r->cells) : NULL;
    if (ncells)
        memset(r->cells, 0, ncells * sizeof *r->cells);
    return r;
}

void pm_table_set(pm_table *t, pm_row *r, size_t col, const char *text, size_t n,
                  pm_cell_kind kind)
{
    if (col >= r->ncells) {
        size_t nc = t->ncols > col + 1 ? t->ncols : col + 1;
        pm_cell *c = pm_arena_alloc(t->arena, nc * sizeof *c);
        memset(c, 0, nc * sizeof *c);
        if (r->ncells)
            memcpy(c, r->cells, r->ncells * sizeof *c);
        r->cells = c;
        r->ncells = nc;
    }
    r->cells[col].kind = kind;
    r->cells[col].text = kind == PM_CELL_MISSING ? NULL : pm_arena_strndup(t->arena, text, n);
}

pm_cell pm_table_cell(const pm_row *r, size_t col)
{
    if (col < r->ncells)
        return r->cells[col];
    pm_cell none = {NULL, PM_CELL_MISSING};
    return none;
}

void pm_table_truncate(pm_table *t, size_t nrows, size_t ncols)
{
    if (nrows < t->nrows)
        t->nrows = nrows;
    if (ncols < t->ncols)
        t->ncols = ncols;
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].ncells > t->ncols)
            t->rows[i].ncells = t->ncols;
}
