/* test_gotest.c - `go test -bench` output read as its lines say: results, configuration lines,
 * packages, GOMAXPROCS, metrics, and every error at its line. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* text must fail to read at line with a message holding part, adding nothing to a table that
 * holds one row already. */
static void S_fails(const char *text, long line, const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(
        pm_test_ingest_text(t, "out.txt", "BenchmarkOk-2  10  5 ns/op\n", PM_FORMAT_AUTO, &err), 0);
    size_t ncols = t->ncols;
    if (pm_test_ingest_text(t, "out.txt", text, &pm_format_gotest, &err) == 0)
        fail_msg("read: %s", text);
    if (err.line != line || strstr(err.msg, part) == NULL)
        fail_msg("%s: line %ld '%s', want line %ld '%s'", text, err.line, err.msg, line, part);
    assert_int_equal(t->nrows, 1);
    assert_int_equal(t->ncols, ncols);
    pm_table_free(t);
}

/* github-action-benchmark's own fixture: old Go (goos and goarch, no pkg), names with and
 * without the -N suffix, sub-benchmarks, a metric of the benchmark's own. */
static void test_action_fixture(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/gotest__benchmark-action_github-action-benchmark__go_output.txt");
    assert_int_equal(t->nrows, 8);
    /* BenchmarkFib10-8   5000000   325 ns/op */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BenchmarkFib10");
    assert_string_equal(pm_test_cell(t, 0, "procs"), "8");
    assert_close(pm_test_num(t, 0, "time"), 325, 0);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    assert_string_equal(pm_test_cell(t, 0, "goos"), "darwin");
    assert_string_equal(pm_test_cell(t, 0, "goarch"), "amd64");
    assert_int_equal(t->rows[0].line, 3);
    /* BenchmarkFib20   30000   40537.123 ns/op: no suffix, GOMAXPROCS 1 */
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "BenchmarkFib20");
    assert_string_equal(pm_test_cell(t, 1, "procs"), "1");
    assert_close(pm_test_num(t, 1, "time"), 40537.123, 1e-9);
    /* BenchmarkFib/my_tabled_benchmark_-_10-8 */
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "BenchmarkFib/my_tabled_benchmark_-_10");
    /* BenchmarkFib11-16   4587789   262.7 ns/op   3.000 auxMetricUnits */
    assert_string_equal(pm_test_cell(t, 6, "procs"), "16");
    assert_close(pm_test_num(t, 6, "time"), 262.7, 1e-12);
    assert_close(pm_test_num(t, 6, "auxMetricUnits"), 3, 0);
    assert_null(pm_test_cell(t, 0, "auxMetricUnits"));
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    assert_int_equal(pm_test_hint(t, "procs"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "auxMetricUnits"), PM_HINT_METRIC);
    assert_int_equal(pm_test_hint(t, "goos"), PM_HINT_INFO);
    assert_true(pm_table_find(t, "pkg") == (size_t)-1);
    assert_int_equal(t->nnotes, 0);
    pm_table_free(t);
}

/* Two packages with benchmarks of the same names: each family names its package (noted), the
 * configuration of each block goes with its rows. */
static void test_packages_sharing_a_name(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/"
        "gotest__benchmark-action_github-action-benchmark__go_fiber_duplicate_names_output.txt");
    assert_int_equal(t->nrows, 4);
    const char *cache = "github.com/gofiber/fiber/v3/middleware/cache";
    const char *csrf = "github.com/gofiber/fiber/v3/middleware/csrf";
    assert_string_equal(pm_test_cell(t, 0, "benchmark"),
                        "BenchmarkAppendMsgitem (github.com/gofiber/fiber/v3/middleware/cache)");
    assert_string_equal(pm_test_cell(t, 0, "pkg"), cache);
    assert_close(pm_test_num(t, 0, "time"), 55.76, 1e-12);
    assert_close(pm_test_num(t, 0, "MB/s"), 2833.37, 1e-9);
    assert_close(pm_test_num(t, 0, "B/op"), 0, 0);
    assert_string_equal(pm_test_cell(t, 0, "cpu"), "AMD EPYC 7763 64-Core Processor");
    assert_int_equal(t->rows[0].line, 11);
    assert_string_equal(pm_test_cell(t, 2, "benchmark"),
                        "BenchmarkAppendMsgitem (github.com/gofiber/fiber/v3/middleware/csrf)");
    assert_string_equal(pm_test_cell(t, 2, "pkg"), csrf);
    assert_close(pm_test_num(t, 2, "time"), 0.3733, 1e-12);
    assert_string_equal(pm_test_cell(t, 3, "benchmark"),
                        "BenchmarkUnmarshalitem (github.com/gofiber/fiber/v3/middleware/csrf)");
    assert_close(pm_test_num(t, 3, "allocs/op"), 0, 0);
    assert_int_equal(pm_test_hint(t, "pkg"), PM_HINT_INFO);
    assert_int_equal(pm_test_hint(t, "MB/s"), PM_HINT_METRIC);
    assert_int_equal(t->nnotes, 1);
    assert_non_null(strstr(t->notes[0], "2 benchmark names"));
    pm_table_free(t);
}

/* One package: names stay as Go wrote them; a name printed alone (-v) is no result. */
static void test_one_package(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/gotest__benchmark-action_github-action-benchmark__go_single_package_output.txt");
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BenchmarkFib10");
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "BenchmarkFib20");
    assert_string_equal(pm_test_cell(t, 1, "pkg"), "github.com/example/mypackage");
    assert_close(pm_test_num(t, 1, "time"), 40537, 0);
    assert_int_equal(t->rows[1].line, 7);
    assert_int_equal(t->nnotes, 0);
    pm_table_free(t);
}

/* gofiber's names hold brackets, quotes, '#': the family keeps them. */
static void test_names_with_punctuation(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/gotest__benchmark-action_github-action-benchmark__go_fiber_output.txt");
    assert_int_equal(t->nrows, 6);
    assert_string_equal(pm_test_cell(t, 1, "benchmark"),
                        "Benchmark_Ctx_Accepts/run-[]string{\"json\",_\"xml\"}");
    assert_string_equal(pm_test_cell(t, 1, "procs"), "4");
    assert_close(pm_test_num(t, 1, "time"), 307.1, 1e-12);
    assert_string_equal(pm_test_cell(t, 3, "benchmark"),
                        "Benchmark_Utils_GetOffer/mime_extension#01");
    assert_close(pm_test_num(t, 3, "B/op"), 48, 0);
    assert_close(pm_test_num(t, 3, "allocs/op"), 2, 0);
    pm_table_free(t);
}

/* tinybench's -v run: logs and names alone between the results, 84 results (5 programs, 6
 * compilers, 2 or 3 sizes each). */
static void test_verbose_run_with_logs(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest("real/gotest__tinygo-org_tinybench__benchmark-0.41.txt");
    assert_int_equal(t->nrows, 84);
    /* BenchmarkAll/fannkuch-redux:args=6/zig/zig-32   1646   747861 ns/op (line 15) */
    assert_close(pm_test_num(t, 0, "time"), 747861, 0);
    assert_string_equal(pm_test_cell(t, 0, "procs"), "32");
    assert_int_equal(t->rows[0].line, 15);
    assert_string_equal(pm_test_cell(t, 0, "pkg"), "tinybench");
    /* the last: spectral-norm:args=5500/c/clang-32   1   1282946966 ns/op */
    assert_close(pm_test_num(t, 83, "time"), 1282946966, 0);
    pm_table_free(t);
}

/* Repetitions (-count), -cpu variants, sizes, other time units, a time of 0, failed and
 * skipped benchmarks, a second time per operation. */
static void test_constructs(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    int rc =
        pm_test_ingest_text(t, "out.txt",
                            "goos: linux\n"
                            "pkg: example.com/sort\n"
                            "cpu: Test CPU  \n"
                            "BenchmarkSort/size=1024\n"
                            "BenchmarkSort/size=1024-4   \t  1000\t  1500 ns/op\t  512 B/op\t  3 "
                            "allocs/op\t  4.5 widgets/op\n"
                            "BenchmarkSort/size=1024-4   \t  1000\t  1520 ns/op\t  512 B/op\t  3 "
                            "allocs/op\t  4.5 widgets/op\n"
                            "BenchmarkSort/size=4096     \t   250\t  7.5 \xC2\xB5s/op\n"
                            "BenchmarkSort/size=4096-2   \t   250\t  0 ns/op\n"
                            "--- FAIL: BenchmarkBroken\n"
                            "    --- FAIL: BenchmarkBroken/sub\n"
                            "--- SKIP: BenchmarkSkipped-4\n"
                            "Benchmarking is fun\n"
                            "BenchmarkDone-4 100 2 sec/op 3 ns/op\r\n"
                            "PASS\n"
                            "ok  \texample.com/sort\t1.2s\n",
                            PM_FORMAT_AUTO, &err);
    if (rc != 0)
        fail_msg("%s", err.msg);
    assert_int_equal(t->nrows, 5);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BenchmarkSort");
    assert_string_equal(pm_test_cell(t, 0, "size"), "1024");
    assert_string_equal(pm_test_cell(t, 0, "procs"), "4");
    assert_close(pm_test_num(t, 0, "time"), 1500, 0);
    assert_close(pm_test_num(t, 0, "B/op"), 512, 0);
    assert_close(pm_test_num(t, 0, "allocs/op"), 3, 0);
    assert_close(pm_test_num(t, 0, "widgets/op"), 4.5, 0);
    assert_string_equal(pm_test_cell(t, 0, "pkg"), "example.com/sort");
    assert_string_equal(pm_test_cell(t, 0, "cpu"), "Test CPU");
    assert_close(pm_test_num(t, 1, "time"), 1520, 0); /* the second run of -count: a row */
    assert_string_equal(pm_test_cell(t, 2, "procs"), "1");
    assert_close(pm_test_num(t, 2, "time"), 7.5, 0);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "us");
    assert_string_equal(pm_test_cell(t, 3, "procs"), "2");
    assert_close(pm_test_num(t, 3, "time"), 0, 0); /* kept: the dataset counts it */
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "BenchmarkDone");
    assert_close(pm_test_num(t, 4, "time"), 2, 0);
    assert_string_equal(pm_test_cell(t, 4, "time_unit"), "s");
    assert_close(pm_test_num(t, 4, "ns/op"), 3, 0);
    assert_int_equal(t->rows[4].line, 13);
    assert_int_equal(pm_test_hint(t, "size"), PM_HINT_FACTOR);
    assert_int_equal(t->excluded, 2);
    pm_table_free(t);
}

/* benchstat's test data from golang/perf: -count 10 repetitions are rows, configuration lines
 * in another order with a `note:` line Go does not print (passed over), three key=value
 * parameters. */
static void test_repetitions(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest("real/gotest__golang_perf__crc32_poly_size_align.txt");
    assert_int_equal(t->nrows, 360);
    /* BenchmarkCRC32/poly=IEEE/size=15/align=0-8   3000000   44.6 ns/op   336.59 MB/s (line 6) */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BenchmarkCRC32");
    assert_string_equal(pm_test_cell(t, 0, "poly"), "IEEE");
    assert_string_equal(pm_test_cell(t, 0, "size"), "15");
    assert_string_equal(pm_test_cell(t, 0, "align"), "0");
    assert_string_equal(pm_test_cell(t, 0, "procs"), "8");
    assert_close(pm_test_num(t, 0, "time"), 44.6, 1e-12);
    assert_close(pm_test_num(t, 0, "MB/s"), 336.59, 1e-12);
    assert_string_equal(pm_test_cell(t, 0, "pkg"), "hash/crc32");
    assert_string_equal(pm_test_cell(t, 0, "goos"), "darwin");
    assert_int_equal(t->rows[0].line, 6);
    assert_close(pm_test_num(t, 1, "time"), 47.3, 1e-12); /* the second of the ten runs */
    assert_true(pm_table_find(t, "note") == (size_t)-1);
    pm_table_free(t);
}

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "BenchmarkX-8   \t 100\t 12.5 ns/op\n"),
                     &pm_format_gotest);
    assert_ptr_equal(pm_test_detect("x", "PASS\nok  \tx\t0.1s\ngoos: linux\ngoarch: amd64\n"),
                     &pm_format_gotest);
    assert_ptr_equal(pm_test_detect("x", "pkg: example.com/x\n"), &pm_format_gotest);
    /* a name alone, a cpu: line alone, a result with no unit per op: not enough */
    assert_ptr_not_equal(pm_test_detect("x", "BenchmarkX\n"), &pm_format_gotest);
    assert_ptr_not_equal(pm_test_detect("x", "cpu: x\n"), &pm_format_gotest);
    assert_ptr_not_equal(pm_test_detect("x", "BenchmarkX 100 5 widgets\n"), &pm_format_gotest);
    assert_ptr_equal(pm_format_find("go"), &pm_format_gotest);
}

static void test_errors_at_their_line(void **state)
{
    (void)state;
    S_fails("goos: linux\nBenchmarkX-8  100  fast ns/op\n", 2, "'fast' is not a number");
    S_fails("BenchmarkX-8  100  NaN ns/op\n", 1, "'NaN' is not a number");
    S_fails("\n\nBenchmarkX-8  100  -5 ns/op\n", 3, "a time must be 0 or more");
    S_fails("BenchmarkX-8  100  5 ns/op  3\n", 1, "a value without its unit");
    S_fails("BenchmarkX-8  100  5 ns/op  3 B/op  4 B/op\n", 1, "'B/op' is on the line twice");
    S_fails("BenchmarkX-8  100  5 ns/op  1 time\n", 1, "the unit 'time' has the name");
    S_fails("BenchmarkX/cpu=4-8  100  5 ns/op\n", 1, "argument 'cpu' has the name of a column");
    S_fails("BenchmarkX/n=1/n=2  100  5 ns/op\n", 1, "gives the argument 'n' twice");
    S_fails("BenchmarkX/\xC0-8  100  5 ns/op\n", 1, "bad UTF-8");
    S_fails("PASS\n--- FAIL: BenchmarkX-8\n", 1, "no benchmark results (lines like");
    S_fails("--- FAIL: BenchmarkX-8\n", 1, "(1 left out)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_action_fixture),
        cmocka_unit_test(test_packages_sharing_a_name),
        cmocka_unit_test(test_one_package),
        cmocka_unit_test(test_names_with_punctuation),
        cmocka_unit_test(test_verbose_run_with_logs),
        cmocka_unit_test(test_constructs),
        cmocka_unit_test(test_repetitions),
        cmocka_unit_test(test_detection),
        cmocka_unit_test(test_errors_at_their_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
