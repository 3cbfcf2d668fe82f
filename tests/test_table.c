/* test_table.c - the raw table: texts stored once, equal cells with equal ids, the distinct
 * cells of a column, and rows dropped with the column names kept. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/table.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A table of rows x 2 columns: column "a" cycles through the texts of va, "b" through vb
 * (a NULL text is a MISSING cell); all texts of va are TEXT, of vb STRING. */
static pm_table *S_table(size_t rows, const char *const *va, size_t na, const char *const *vb,
                         size_t nb)
{
    pm_table *t = pm_table_new();
    const char *file = pm_arena_strdup(t->arena, "f.csv"); /* as a reader keeps it */
    size_t ca = pm_table_column(t, "a", file, 1), cb = pm_table_column(t, "b", file, 1);
    for (size_t r = 0; r < rows; r++) {
        pm_row *row = pm_table_add_row(t, file, (long)r + 2, t->ncols);
        const char *a = va[r % na], *b = vb[r % nb];
        pm_table_set(t, row, ca, a, a ? strlen(a) : 0, a ? PM_CELL_TEXT : PM_CELL_MISSING);
        pm_table_set(t, row, cb, b, b ? strlen(b) : 0, b ? PM_CELL_STRING : PM_CELL_MISSING);
    }
    return t;
}

static void test_equal_cells_have_equal_ids(void **state)
{
    (void)state;
    static const char *const va[] = {"relu", "tanh", "relu", "4"};
    static const char *const vb[] = {"4", NULL};
    pm_table *t = S_table(8, va, 4, vb, 2);
    const pm_row *r = t->rows;
    /* the same text in the same column and in another row: one id */
    assert_int_equal(pm_table_cell_id(&r[0], 0), pm_table_cell_id(&r[2], 0));
    assert_int_equal(pm_table_cell_id(&r[0], 0), pm_table_cell_id(&r[4], 0));
    assert_int_not_equal(pm_table_cell_id(&r[0], 0), pm_table_cell_id(&r[1], 0));
    /* "4" as text (CSV) and as a string (JSON) are different cells */
    assert_int_not_equal(pm_table_cell_id(&r[3], 0), pm_table_cell_id(&r[0], 1));
    /* missing cells are id 0, in a present column and past a row's cells */
    assert_int_equal(pm_table_cell_id(&r[1], 1), 0);
    assert_int_equal(pm_table_cell_id(&r[1], 7), 0);
    pm_cell c = pm_table_id_cell(t, pm_table_cell_id(&r[3], 0));
    assert_int_equal(c.kind, PM_CELL_TEXT);
    assert_string_equal(c.text, "4");
    c = pm_table_id_cell(t, pm_table_cell_id(&r[0], 1));
    assert_int_equal(c.kind, PM_CELL_STRING);
    assert_string_equal(c.text, "4");
    assert_int_equal(pm_table_id_cell(t, 0).kind, PM_CELL_MISSING);
    pm_table_free(t);
}

/* Many rows of few values: every cell reads back as written, however many texts the hash
 * set has to grow past. */
static void test_many_texts_read_back(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    size_t col = pm_table_column(t, "x", "f.csv", 1);
    char buf[32];
    for (size_t r = 0; r < 20000; r++) {
        pm_row *row = pm_table_add_row(t, "f.csv", (long)r + 2, 1);
        snprintf(buf, sizeof buf, "%zu", r % 5000);
        pm_table_set(t, row, col, buf, strlen(buf), PM_CELL_TEXT);
    }
    for (size_t r = 0; r < 20000; r++) {
        snprintf(buf, sizeof buf, "%zu", r % 5000);
        assert_string_equal(pm_table_cell(t, &t->rows[r], col).text, buf);
        assert_int_equal(pm_table_cell_id(&t->rows[r], col),
                         pm_table_cell_id(&t->rows[r % 5000], col));
    }
    pm_table_free(t);
}

static void test_distinct_cells_of_a_column(void **state)
{
    (void)state;
    static const char *const va[] = {"relu", "tanh", "relu", NULL, "sigmoid"};
    static const char *const vb[] = {"x"};
    pm_table *t = S_table(10, va, 5, vb, 1);
    uint32_t idx[10];
    pm_table_distinct d;
    pm_table_distinct_build(t, 0, NULL, 0, idx, &d);
    assert_int_equal(d.n, 4); /* relu, tanh, MISSING, sigmoid: in the order first seen */
    assert_string_equal(pm_table_id_cell(t, d.id[0]).text, "relu");
    assert_string_equal(pm_table_id_cell(t, d.id[1]).text, "tanh");
    assert_int_equal(d.id[2], 0);
    assert_string_equal(pm_table_id_cell(t, d.id[3]).text, "sigmoid");
    assert_int_equal(d.count[0], 4);
    assert_int_equal(d.count[1], 2);
    assert_int_equal(d.count[2], 2);
    assert_int_equal(d.count[3], 2);
    for (size_t r = 0; r < 10; r++)
        assert_int_equal(d.id[idx[r]], pm_table_cell_id(&t->rows[r], 0));
    assert_int_equal(pm_table_distinct_find(&d, pm_table_cell_id(&t->rows[4], 0)), 3);
    assert_int_equal(pm_table_distinct_find(&d, pm_table_cell_id(&t->rows[0], 1)), (size_t)-1);
    pm_table_distinct_free(&d);
    /* over chosen rows only */
    uint32_t rows[] = {1, 6, 4};
    pm_table_distinct_build(t, 0, rows, 3, idx, &d);
    assert_int_equal(d.n, 2);
    assert_string_equal(pm_table_id_cell(t, d.id[0]).text, "tanh");
    assert_int_equal(d.count[0], 2);
    assert_int_equal(idx[0], 0);
    assert_int_equal(idx[1], 0);
    assert_int_equal(idx[2], 1);
    pm_table_distinct_free(&d);
    pm_table_distinct_free(NULL);
    pm_table_free(t);
}

/* The distinct cells of several columns in one pass are those of each column alone, with
 * the first row of each; texts of every length up to a NUL byte are one cell per text. */
static void test_distinct_cells_of_columns_in_one_pass(void **state)
{
    (void)state;
    static const char *const va[] = {"relu", "tanh", "relu", NULL, "sigmoid"};
    static const char *const vb[] = {"x", "a much longer text than a word", "x"};
    pm_table *t = S_table(12, va, 5, vb, 3);
    size_t cols[] = {1, 0};
    pm_table_distinct many[2], one;
    pm_table_distinct_build_cols(t, cols, 2, many);
    for (size_t c = 0; c < 2; c++) {
        pm_table_distinct_build(t, cols[c], NULL, 0, NULL, &one);
        assert_int_equal(many[c].n, one.n);
        for (size_t k = 0; k < one.n; k++) {
            assert_int_equal(many[c].id[k], one.id[k]);
            assert_int_equal(many[c].count[k], one.count[k]);
            assert_int_equal(many[c].first[k], one.first[k]);
            assert_int_equal(pm_table_cell_id(&t->rows[one.first[k]], cols[c]), one.id[k]);
        }
        pm_table_distinct_free(&one);
        pm_table_distinct_free(&many[c]);
    }
    assert_int_equal(pm_table_cell_id(&t->rows[1], 1), pm_table_cell_id(&t->rows[4], 1));
    /* a text ends at its first NUL byte, whatever its length: "ab\0c" is "ab" */
    size_t col = pm_table_column(t, "z", "f.csv", 1);
    static const char *const with_nul[] = {"ab\0c", "abcdefg\0h", "abcdefghijklmnopq\0r"};
    for (size_t i = 0; i < 3; i++) {
        size_t n = strlen(with_nul[i]) + 3; /* the NUL and two bytes after it */
        pm_table_set(t, &t->rows[2 * i], col, with_nul[i], n - 1, PM_CELL_TEXT);
        pm_table_set(t, &t->rows[2 * i + 1], col, with_nul[i], strlen(with_nul[i]), PM_CELL_TEXT);
        assert_int_equal(pm_table_cell_id(&t->rows[2 * i], col),
                         pm_table_cell_id(&t->rows[2 * i + 1], col));
        assert_string_equal(pm_table_cell(t, &t->rows[2 * i], col).text, with_nul[i]);
    }
    assert_int_equal(pm_table_ids_unique(t), 1);
    pm_table_free(t);
}

static void test_dropped_rows_keep_the_columns(void **state)
{
    (void)state;
    static const char *const va[] = {"1", "2"};
    static const char *const vb[] = {"y"};
    pm_table *t = S_table(100, va, 2, vb, 1);
    const char *file = t->rows[0].file;
    pm_table_drop_rows(t);
    assert_int_equal(t->nrows, 0);
    assert_int_equal(t->ncols, 2);
    assert_string_equal(t->names[1], "b");
    assert_int_equal(t->name_line[0], 1);
    assert_string_equal(file, "f.csv");            /* file names live on with the table */
    assert_string_equal(t->name_file[0], "f.csv"); /* (AddressSanitizer checks the reads) */
    /* the table takes rows again */
    pm_row *row = pm_table_add_row(t, "g.csv", 2, t->ncols);
    pm_table_set(t, row, 0, "z", 1, PM_CELL_TEXT);
    assert_string_equal(pm_table_cell(t, row, 0).text, "z");
    pm_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_equal_cells_have_equal_ids),
        cmocka_unit_test(test_many_texts_read_back),
        cmocka_unit_test(test_distinct_cells_of_a_column),
        cmocka_unit_test(test_distinct_cells_of_columns_in_one_pass),
        cmocka_unit_test(test_dropped_rows_keep_the_columns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
