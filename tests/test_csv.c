/* test_csv.c - CSV ingest: quoting, line endings, BOM, and errors that point at the line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/csv.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/fnv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Parse text as a CSV file; returns the status and leaves the table in *out. */
static int S_parse(const char *text, pm_table **out, pm_error *err)
{
    FILE *fp = fmemopen((void *)text, strlen(text), "r");
    assert_non_null(fp);
    *out = pm_table_new();
    pm_error_clear(err);
    int rc = pm_csv_read(*out, "in.csv", fp, err);
    fclose(fp);
    return rc;
}

static void test_rfc4180_quoting_and_crlf(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    const char *text = "name,note,time\r\n"
                       "\"a,b\",\"say \"\"hi\"\"\",1.5\r\n"
                       "c,\"two\nlines\",2\r\n";
    assert_int_equal(S_parse(text, &t, &err), 0);
    assert_int_equal(t->ncols, 3);
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 0, "name"), "a,b");
    assert_string_equal(pm_test_cell(t, 0, "note"), "say \"hi\"");
    assert_string_equal(pm_test_cell(t, 1, "note"), "two\nlines");
    assert_string_equal(pm_test_cell(t, 1, "time"), "2");
    assert_int_equal(t->rows[0].line, 2);
    assert_int_equal(t->rows[1].line, 3);
    pm_table_free(t);
}

static void test_quoted_and_plain_lines_agree(void **state)
{
    (void)state;
    /* lines without quotes take a fast path; it must read fields as libcsv does */
    pm_table *t;
    pm_error err;
    const char *text = "a, b ,time\n"
                       " x , y\t,1\n"
                       "\" x \", y ,2\n"
                       ",,3\n";
    assert_int_equal(S_parse(text, &t, &err), 0);
    assert_int_equal(t->nrows, 3);
    assert_string_equal(pm_test_cell(t, 0, "a"), "x");
    assert_string_equal(pm_test_cell(t, 0, "b"), "y");
    assert_string_equal(pm_test_cell(t, 1, "a"), " x "); /* quoted: blanks kept */
    assert_string_equal(pm_test_cell(t, 1, "b"), "y");
    assert_null(pm_test_cell(t, 2, "a"));
    assert_string_equal(pm_test_cell(t, 2, "time"), "3");
    pm_table_free(t);
}

static void test_bom_is_not_part_of_the_first_name(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("\xEF\xBB\xBFgpus,time\n1,2\n", &t, &err), 0);
    assert_string_equal(t->names[0], "gpus");
    pm_table_free(t);
}

static void test_empty_fields_are_missing(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("a,b,time\n1,,3\n", &t, &err), 0);
    assert_int_equal(pm_table_cell(t, &t->rows[0], 1).kind, PM_CELL_MISSING);
    assert_int_equal(pm_table_cell(t, &t->rows[0], 2).kind, PM_CELL_TEXT);
    pm_table_free(t);
}

static void test_ragged_row_names_its_line(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    /* the second record spans lines 3-4, so the short record starts on line 5 */
    assert_int_equal(S_parse("a,b,time\n1,2,3\n4,\"x\ny\",6\n7,8\n", &t, &err), -1);
    assert_int_equal(err.kind, PM_ERR_INPUT);
    assert_string_equal(err.file, "in.csv");
    assert_int_equal(err.line, 5);
    assert_non_null(strstr(err.msg, "2 fields, header has 3"));
    assert_int_equal(t->nrows, 0); /* nothing of the failed file is kept */
    assert_int_equal(t->ncols, 0);
    pm_table_free(t);
}

static void test_header_problems(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("a,b,a\n1,2,3\n", &t, &err), -1);
    assert_int_equal(err.line, 1);
    assert_non_null(strstr(err.msg, "duplicate column 'a'"));
    pm_table_free(t);
    assert_int_equal(S_parse("a,,c\n1,2,3\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "empty column name"));
    pm_table_free(t);
    assert_int_equal(S_parse("", &t, &err), -1);
    assert_non_null(strstr(err.msg, "empty file"));
    pm_table_free(t);
    assert_int_equal(S_parse("a,b\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "header only"));
    pm_table_free(t);
}

static void test_invalid_utf8_and_bad_quotes(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    assert_int_equal(S_parse("a,time\nok,1\n\xff\xfe,2\n", &t, &err), -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "UTF-8"));
    pm_table_free(t);
    assert_int_equal(S_parse("a,time\n\"open,1\n", &t, &err), -1);
    assert_non_null(strstr(err.msg, "malformed CSV"));
    pm_table_free(t);
}

static void test_two_files_merge_by_column_name(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    FILE *a = fmemopen((void *)"gpus,time\n1,10\n", 15, "r");
    FILE *b = fmemopen((void *)"time,gpus,extra\n5,2,x\n", 22, "r");
    assert_int_equal(pm_csv_read(t, "a.csv", a, &err), 0);
    assert_int_equal(pm_csv_read(t, "b.csv", b, &err), 0);
    fclose(a);
    fclose(b);
    assert_int_equal(t->ncols, 3);
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 1, "gpus"), "2");
    assert_string_equal(pm_test_cell(t, 1, "time"), "5");
    assert_int_equal(pm_table_cell(t, &t->rows[0], pm_table_find(t, "extra")).kind,
                     PM_CELL_MISSING);
    assert_string_equal(t->rows[1].file, "b.csv");
    pm_table_free(t);
}

/* A pipe that yields text: the read end, the writer forked and gone once done. */
static FILE *S_pipe(const char *text)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        size_t n = strlen(text);
        _exit(write(fds[1], text, n) == (ssize_t)n ? 0 : 1);
    }
    close(fds[1]);
    FILE *fp = fdopen(fds[0], "r");
    assert_non_null(fp);
    return fp;
}

/* Close the pipe and reap its writer (which a reader that stopped early leaves
 * blocked until the close). */
static void S_pipe_close(FILE *fp)
{
    fclose(fp);
    while (waitpid(-1, NULL, 0) > 0)
        ;
}

static void test_stream_head_then_rest_and_limit(void **state)
{
    (void)state;
    /* the head (already read for format detection) comes first, then the pipe */
    const char *text = "gpus,time\n1,0.5\n2,0.25\n4,0.125\n";
    size_t nhead = 13; /* "gpus,time\n1,0" : cuts a line in two */
    FILE *fp = S_pipe(text + nhead);
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    uint64_t fnv = PM_FNV1A64_BASIS, nread = 0;
    assert_int_equal(pm_csv_read_stream(t, "p.csv", text, nhead, fp, 1000, &fnv, &nread, &err), 0);
    S_pipe_close(fp);
    assert_int_equal(t->nrows, 3);
    /* the bytes read from the pipe (not head) were counted and hashed on the way */
    assert_int_equal(nread, strlen(text + nhead));
    assert_true(fnv == pm_fnv1a64(PM_FNV1A64_BASIS, text + nhead, strlen(text + nhead)));
    assert_string_equal(pm_test_cell(t, 0, "time"), "0.5");
    assert_string_equal(pm_test_cell(t, 2, "gpus"), "4");
    pm_table_free(t);

    /* more than the limit: an error at the line it happens in, nothing kept */
    pm_buf big = PM_BUF_INIT;
    pm_buf_puts(&big, "gpus,time\n");
    for (int i = 1; i <= 20000; i++)
        pm_buf_printf(&big, "%d,%d\n", i, i);
    fp = S_pipe(pm_buf_str(&big));
    t = pm_table_new();
    assert_int_equal(pm_csv_read_stream(t, "p.csv", NULL, 0, fp, 1000, NULL, NULL, &err), -1);
    S_pipe_close(fp);
    assert_non_null(strstr(err.msg, "input larger than the limit"));
    assert_true(err.line > 1 && err.line < 200);
    assert_int_equal(t->nrows, 0);
    pm_table_free(t);
    pm_buf_free(&big);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rfc4180_quoting_and_crlf),
        cmocka_unit_test(test_quoted_and_plain_lines_agree),
        cmocka_unit_test(test_bom_is_not_part_of_the_first_name),
        cmocka_unit_test(test_empty_fields_are_missing),
        cmocka_unit_test(test_ragged_row_names_its_line),
        cmocka_unit_test(test_header_problems),
        cmocka_unit_test(test_invalid_utf8_and_bad_quotes),
        cmocka_unit_test(test_two_files_merge_by_column_name),
        cmocka_unit_test(test_stream_head_then_rest_and_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
