/* testutil.h - helpers shared by the cmocka tests: temporary files, running the binary.
 *
 * Include after <stdarg.h>, <stddef.h>, <setjmp.h> and <cmocka.h>. Paths
 * returned are malloc'd; the caller frees them.
 */
#ifndef PM_TESTUTIL_H
#define PM_TESTUTIL_H

#include "dataset/dataset.h"
#include "ingest/formats.h"
#include "ingest/table.h"

#include <stddef.h>

/* Run the one test of all[0..n) called "test_" + name (a runner's CASE argument) and
 * return cmocka's status; 2 with "prog: unknown case NAME" on stderr when there is none. */
int pm_test_run_case(const struct CMUnitTest *all, size_t n, const char *name, const char *prog);

/* A fresh empty directory under $TMPDIR (or /tmp); never NULL. */
char *pm_test_tmpdir(void);

/* Remove a directory tree (no-op when it does not exist). */
void pm_test_rmtree(const char *path);

/* Write text to dir/name and return the full path. */
char *pm_test_write(const char *dir, const char *name, const char *text);

/* Contents of a file (NUL-terminated, malloc'd) or NULL when it cannot be read. */
char *pm_test_read(const char *path);

/* Path of a file under tests/data (malloc'd). */
char *pm_test_data(const char *name);

/* 1 when path exists. */
int pm_test_exists(const char *path);

/* Run argv[0] with argv, stdout and stderr to the given files (NULL: /dev/null).
 * Returns the exit status, or -1 if it did not exit normally. */
int pm_test_run(char *const argv[], const char *out_path, const char *err_path);

/* The same with standard input fed from in_path through a pipe (NULL: /dev/null). */
int pm_test_run_stdin(char *const argv[], const char *in_path, const char *out_path,
                      const char *err_path);

/* Text of the cell of row `row` in column `col` of t (NULL when missing); fails the
 * test when t has no such column. */
const char *pm_test_cell(const pm_table *t, size_t row, const char *col);

/* The number in the cell of row `row`, column `col` of t; fails the test when there is none. */
double pm_test_num(const pm_table *t, size_t row, const char *col);

/* The hint of column col of t (ingest/table.h); fails the test when t has no such column. */
int pm_test_hint(const pm_table *t, const char *col);

/* The table read from tests/data/NAME with the format detected (a reader's real file); fails
 * the test, naming the file and the error, when it cannot be read. Free with pm_table_free. */
pm_table *pm_test_ingest(const char *name);

/* Write text as a file called name into a fresh directory and read it into t with format fmt
 * (PM_FORMAT_AUTO detects); returns pm_ingest_file's status, its error in *err. */
int pm_test_ingest_text(pm_table *t, const char *name, const char *text, pm_format fmt,
                        pm_error *err);

/* Which entry of the format table picks text (decoded as JSON when it is one) in a file called
 * name. */
pm_format pm_test_detect(const char *name, const char *text);

/* Fit t (any reader's table of Extra-P's law t = 1 + 0.05 s^1.5 p, target "time") with p
 * and s extrinsic, repeats reduced by agg (2 fits, 1 thread, split 0.6 seed 1), and return
 * the fitted unknowns the tests check: q[p], q[s], a0 and C (NAN for one not in the
 * model). Fails the test when a step fails. */
typedef struct pm_test_law {
    double q_p, q_s, a0, c;
} pm_test_law;
pm_test_law pm_test_extrap_law(const pm_table *t, pm_aggregate agg);

/* Fail unless |a - b| <= tol, printing both values (cmocka's assert_float_equal
 * compares as float, too coarse for fitted coefficients). */
#define assert_close(a, b, tol) pm_test_assert_close((a), (b), (tol), #a, __FILE__, __LINE__)
void pm_test_assert_close(double a, double b, double tol, const char *expr, const char *file,
                          int line);

#endif
