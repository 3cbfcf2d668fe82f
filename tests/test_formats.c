/* test_formats.c - the table of input formats (ingest/formats.h) and benchmark names taken
 * apart (ingest/benchname.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"
#include "util/buf.h"

#include <stdlib.h>
#include <string.h>

/* --help lists PM_FORMAT_NAMES (an option table is a constant): it must be the table. */
static void test_names_list_the_table(void **state)
{
    (void)state;
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "auto");
    for (size_t i = 0; i < pm_format_count(); i++)
        pm_buf_printf(&b, ", %s", pm_format_at(i)->name);
    assert_string_equal(pm_buf_str(&b), PM_FORMAT_NAMES);
    pm_buf_free(&b);
    assert_null(pm_format_at(pm_format_count()));
    /* every entry: found by its name and its aliases, any case; a detector and a reader */
    for (size_t i = 0; i < pm_format_count(); i++) {
        pm_format f = pm_format_at(i);
        assert_ptr_equal(pm_format_find(f->name), f);
        assert_non_null(f->detect);
        assert_true((f->read != NULL) != (f->stream != NULL));
        assert_non_null(f->title);
    }
    pm_format f;
    assert_int_equal(pm_format_from_name("JSONL", &f), 0);
    assert_ptr_equal(f, &pm_format_json);
    assert_int_equal(pm_format_from_name("auto", &f), 0);
    assert_null(f);
    assert_int_equal(pm_format_from_name("yaml", &f), -1);
    /* CSV takes what nothing else does, so it is last */
    assert_ptr_equal(pm_format_at(pm_format_count() - 1), &pm_format_csv);
}

static void test_detection_by_content(void **state)
{
    (void)state;
    assert_ptr_equal(pm_test_detect("x", "{\"context\": {}, \"benchmarks\": []}"),
                     &pm_format_gbench);
    assert_ptr_equal(pm_test_detect("x", "{\"machine_info\": {}, \"benchmarks\": []}"),
                     &pm_format_pytest);
    assert_ptr_equal(pm_test_detect("x", "{\"results\": [{\"command\": \"x\"}]}"),
                     &pm_format_hyperfine);
    assert_ptr_equal(pm_test_detect("x", "{\"parameters\": [\"p\"], \"measurements\": {}}"),
                     &pm_format_extrap_json);
    assert_ptr_equal(pm_test_detect("x", "[{\"gpus\": 1, \"time\": 2}]"), &pm_format_json);
    assert_ptr_equal(pm_test_detect("x", "window.BENCHMARK_DATA = {\"entries\": {}}"),
                     &pm_format_datajs);
    assert_ptr_equal(pm_test_detect("x", "{\"lastUpdate\": 1, \"repoUrl\": \"\", \"entries\": {}}"),
                     &pm_format_datajs);
    assert_ptr_equal(pm_test_detect("x", "<?xml version=\"1.0\"?><testsuite/>"), &pm_format_junit);
    assert_ptr_equal(
        pm_test_detect("x", "{\"reason\":\"compiler-artifact\"}\n{\"reason\":\"x\"}\n"),
        &pm_format_criterion);
    assert_ptr_equal(
        pm_test_detect("x", "group,function,value,sample_measured_value,unit,iteration_count\n"),
        &pm_format_criterion_csv);
    assert_ptr_equal(pm_test_detect("x", "sort/8   time:   [1.0 ns 2.0 ns 3.0 ns]\n"),
                     &pm_format_criterion_text);
    assert_ptr_equal(pm_test_detect("x", "{\"sort/8\": {\"latency\": {\"value\": 3.5}}}"),
                     &pm_format_bmf);
    assert_ptr_equal(pm_test_detect("x", "<?xml version=\"1.0\"?><Catch2TestRun name=\"t\"/>"),
                     &pm_format_catch2);
    assert_ptr_equal(pm_test_detect("x", "benchmark name   samples   iterations   est run time\n"),
                     &pm_format_catch2_console);
    assert_ptr_equal(pm_test_detect("x", "PARAMETER p\nPOINTS 1 2\n"), &pm_format_extrap);
    assert_ptr_equal(pm_test_detect("x", "gpus,time\n1,2\n"), &pm_format_csv);
}

/* A forced format that cannot read a file says what the file looks like. */
static void test_forced_format_says_what_the_file_is(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "g.json",
                               "{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_x/8\", "
                               "\"run_type\": \"iteration\", \"real_time\": 5, "
                               "\"time_unit\": \"ns\"}]}\n");
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, pm_format_find("extrap"), &err), -1);
    assert_non_null(strstr(err.msg, "(this looks like Google Benchmark JSON: --format gbench)"));
    assert_int_equal(t->nrows, 0);
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, pm_format_find("json"), &err), 0);
    assert_int_equal(t->nrows, 1); /* json takes any JSON: the tool's report by its keys */
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

/* "k=v" pairs of a name as one string, for comparison. */
static char *S_args(const pm_benchname *b)
{
    pm_buf s = PM_BUF_INIT;
    for (size_t i = 0; i < b->nargs; i++)
        pm_buf_printf(&s, "%s%s=%s", i ? " " : "", b->args[i].key, b->args[i].value);
    char *out = strdup(pm_buf_str(&s));
    pm_buf_free(&s);
    return out;
}

static void S_expect(const char *name, pm_benchname_style style, const char *family,
                     const char *args)
{
    pm_benchname b;
    pm_benchname_split(name, style, &b);
    char *a = S_args(&b);
    if (strcmp(b.family, family) != 0 || strcmp(a, args) != 0)
        fail_msg("%s: family '%s' args '%s', want '%s' and '%s'", name, b.family, a, family, args);
    free(a);
    pm_benchname_free(&b);
}

static void test_benchmark_names_taken_apart(void **state)
{
    (void)state;
    /* Google Benchmark: unnamed and named arguments, threads, run options dropped, template
       arguments whole, a capture's label part of the family */
    S_expect("BM_Sort<int>/1024/8/threads:4/real_time", PM_BENCHNAME_GBENCH, "BM_Sort<int>",
             "arg0=1024 arg1=8 threads=4");
    S_expect("BM_x<std::pair<int, float>>/N:64/repeats:3/min_time:0.5", PM_BENCHNAME_GBENCH,
             "BM_x<std::pair<int, float>>", "N=64");
    S_expect("BM_Find/sorted/1024", PM_BENCHNAME_GBENCH, "BM_Find/sorted", "arg0=1024");
    S_expect("BM_ns::f/-3", PM_BENCHNAME_GBENCH, "BM_ns::f", "arg0=-3");
    S_expect("BM_plain", PM_BENCHNAME_GBENCH, "BM_plain", "");
    /* go: key=value sub-benchmarks, the GOMAXPROCS suffix */
    S_expect("BenchmarkSort/size=1024/8-4", PM_BENCHNAME_GO, "BenchmarkSort",
             "size=1024 arg0=8 procs=4");
    S_expect("BenchmarkEncode/json-16", PM_BENCHNAME_GO, "BenchmarkEncode/json", "procs=16");
    S_expect("BenchmarkX", PM_BENCHNAME_GO, "BenchmarkX", "");
    /* sizes with unit suffixes are numbers (decimal k, M; binary Ki, Mi) */
    S_expect("BenchmarkCRC/size=32kB-8", PM_BENCHNAME_GO, "BenchmarkCRC", "size=32000 procs=8");
    S_expect("BenchmarkSA/100K", PM_BENCHNAME_GO, "BenchmarkSA", "arg0=100000");
    S_expect("BM_x/bytes:4KiB", PM_BENCHNAME_GBENCH, "BM_x", "bytes=4096");
    S_expect("BM_x/64B/label", PM_BENCHNAME_GBENCH, "BM_x/label", "arg0=64");
    /* go: a program's label before a key's last ':' belongs to the family (tinybench) */
    S_expect("BenchmarkAll/fasta:args=25000000/c/gcc-32", PM_BENCHNAME_GO,
             "BenchmarkAll/fasta/c/gcc", "args=25000000 procs=32");
    /* generic: slashes, brackets, parentheses */
    S_expect("sort/n=1024", PM_BENCHNAME_GENERIC, "sort", "n=1024");
    S_expect("test_sort[1000-quick]", PM_BENCHNAME_GENERIC, "test_sort[quick]", "arg0=1000");
    S_expect("t.py::test_x[8]", PM_BENCHNAME_GENERIC, "t.py::test_x", "arg0=8");
    S_expect("fib(n=20, k:3)", PM_BENCHNAME_GENERIC, "fib", "n=20 k=3");
    S_expect("fib/iterative/20", PM_BENCHNAME_GENERIC, "fib/iterative", "arg0=20");
    /* past 32 arguments the name is flagged */
    pm_buf many = PM_BUF_INIT;
    pm_buf_puts(&many, "BM_x");
    for (int i = 0; i < 40; i++)
        pm_buf_printf(&many, "/%d", i);
    pm_benchname b;
    pm_benchname_split(pm_buf_str(&many), PM_BENCHNAME_GBENCH, &b);
    assert_int_equal(b.nargs, PM_BENCHNAME_MAXARGS);
    assert_true(b.toomany);
    pm_benchname_free(&b);
    pm_buf_free(&many);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names_list_the_table),
        cmocka_unit_test(test_detection_by_content),
        cmocka_unit_test(test_forced_format_says_what_the_file_is),
        cmocka_unit_test(test_benchmark_names_taken_apart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
