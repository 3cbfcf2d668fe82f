/* test_criterion.c - Criterion.rs results read as they say: cargo criterion's JSON messages, the
 * files under target/criterion/ (sample.json, estimates.json, raw.csv, named by the
 * benchmark.json beside them or by their path), its console output, and errors at their line
 * or JSON path. Expected values are worked out from the input text, not from pmreport. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- helpers ---- */

/* Read the file at path (auto) into t; fail the test when it fails. */
static void S_ingest(pm_table *t, const char *path)
{
    pm_error err;
    pm_error_clear(&err);
    if (pm_ingest_file(t, path, PM_FORMAT_AUTO, &err) != 0)
        fail_msg("%s: %s", path, err.msg);
}

static pm_table *S_real(const char *name)
{
    char *path = pm_test_data(name);
    pm_table *t = pm_table_new();
    S_ingest(t, path);
    free(path);
    return t;
}

/* Make the directories of dir/rel's parent, write text there; returns the path. */
static char *S_put(const char *dir, const char *rel, const char *text)
{
    char *path = malloc(strlen(dir) + strlen(rel) + 2);
    assert_non_null(path);
    sprintf(path, "%s/%s", dir, rel);
    for (char *p = path + strlen(dir) + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(path, 0755);
            *p = '/';
        }
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    fputs(text, fp);
    assert_int_equal(fclose(fp), 0);
    return path;
}

/* Read text written as dir/rel (with fmt, NULL: auto) into t: the status, err set. */
static int S_read_at(pm_table *t, const char *rel, const char *text, pm_format fmt, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = S_put(dir, rel, text);
    pm_error_clear(err);
    int rc = pm_ingest_file(t, path, fmt, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    return rc;
}

/* text (as rel) must fail with err.line == line (-1: any), err.where starting with where
 * (NULL: not checked) and a message holding part, and add nothing to a table. */
static void S_fails(const char *rel, const char *text, long line, const char *where,
                    const char *part)
{
    pm_table *t = pm_table_new();
    pm_error err;
    if (S_read_at(t, rel, text, PM_FORMAT_AUTO, &err) == 0)
        fail_msg("read: %s", text);
    if ((line >= 0 && err.line != line) || strstr(err.msg, part) == NULL ||
        (where && strncmp(err.where, where, strlen(where)) != 0))
        fail_msg("%s: line %ld where '%s' '%s', want line %ld where '%s' '%s'", rel, err.line,
                 err.where, err.msg, line, where ? where : "", part);
    assert_int_equal(t->nrows, 0);
    assert_int_equal(t->ncols, 0);
    pm_table_free(t);
}

/* ---- cargo criterion --message-format=json ---- */

/* Written in the layout of cargo-criterion 1.1's messages (src/message_formats/json.rs):
 * cargo's own build messages first, then one message per benchmark and group. */
static const char S_messages[] =
    "{\"reason\":\"compiler-artifact\",\"package_id\":\"fib 0.1.0\",\"fresh\":true}\n"
    "{\"reason\":\"build-finished\",\"success\":true}\n"
    "Gnuplot not found, using plotters backend\n"
    "{\"reason\":\"benchmark-complete\",\"id\":\"fib/iterative/10\",\"report_directory\":"
    "\"target/criterion/reports/fib/iterative/10\",\"iteration_count\":[10,20,30],"
    "\"measured_values\":[1000.0,2100.0,2970.0],\"unit\":\"ns\",\"throughput\":[{\"per_iteration\":"
    "10,\"unit\":\"elements\"}],\"typical\":{\"estimate\":99.5,\"lower_bound\":99.0,"
    "\"upper_bound\":100.0,\"unit\":\"ns\"},\"mean\":{\"estimate\":101.0,\"lower_bound\":99.0,"
    "\"upper_bound\":103.0,\"unit\":\"ns\"},\"median\":{\"estimate\":100.0,\"lower_bound\":99.0,"
    "\"upper_bound\":105.0,\"unit\":\"ns\"},\"median_abs_dev\":{\"estimate\":1.0,\"lower_bound\":"
    "0.5,\"upper_bound\":2.0,\"unit\":\"ns\"},\"slope\":{\"estimate\":99.5,\"lower_bound\":99.0,"
    "\"upper_bound\":100.0,\"unit\":\"ns\"},\"change\":null}\n"
    "{\"reason\":\"benchmark-complete\",\"id\":\"fib/iterative/20\",\"report_directory\":\"x\","
    "\"iteration_count\":[4,8],\"measured_values\":[800.0,1640.0],\"unit\":\"ns\","
    "\"throughput\":[],\"typical\":{\"estimate\":202,\"unit\":\"ns\"},\"mean\":{\"estimate\":"
    "202.5,\"unit\":\"ns\"},\"median\":{\"estimate\":202.5,\"unit\":\"ns\"},\"median_abs_dev\":"
    "{\"estimate\":2.5,\"unit\":\"ns\"},\"slope\":null,\"change\":null}\n"
    "{\"reason\":\"group-complete\",\"group_name\":\"fib\",\"benchmarks\":[\"fib/iterative/10\","
    "\"fib/iterative/20\"],\"report_directory\":\"target/criterion/reports/fib\"}\n"
    "\n"
    "{\"reason\":\"benchmark-complete\",\"id\":\"parse\",\"median\":{\"estimate\":1.5,"
    "\"unit\":\"ms\"},\"mean\":{\"estimate\":1.6,\"unit\":\"ms\"}}\n";

/* Each sample a row: its measured value over its iteration count; the id taken apart. */
static void test_messages_one_row_per_sample(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(S_read_at(t, "bench.json", S_messages, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 3 + 2 + 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "fib/iterative");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "10");
    assert_close(pm_test_num(t, 0, "time"), 1000.0 / 10, 1e-9);
    assert_close(pm_test_num(t, 1, "time"), 2100.0 / 20, 1e-9);
    assert_close(pm_test_num(t, 2, "time"), 2970.0 / 30, 1e-9);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "ns");
    assert_close(pm_test_num(t, 2, "throughput_elements"), 10, 0);
    assert_int_equal(t->rows[0].line, 4);
    assert_string_equal(pm_test_cell(t, 3, "arg0"), "20");
    assert_close(pm_test_num(t, 4, "time"), 1640.0 / 8, 1e-9);
    assert_int_equal(t->rows[4].line, 5);
    assert_null(pm_test_cell(t, 4, "throughput_elements"));
    /* no samples: the median estimate, in its own unit */
    assert_string_equal(pm_test_cell(t, 5, "benchmark"), "parse");
    assert_close(pm_test_num(t, 5, "time"), 1.5, 0);
    assert_string_equal(pm_test_cell(t, 5, "time_unit"), "ms");
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    assert_int_equal(pm_test_hint(t, "arg0"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "throughput_elements"), PM_HINT_INFO);
    /* the log line passed over and the estimate are said */
    int skipped = 0, median = 0;
    for (size_t i = 0; i < t->nnotes; i++) {
        skipped |= strstr(t->notes[i], "1 line that is not JSON") != NULL;
        median |= strstr(t->notes[i], "its median estimate") != NULL;
    }
    assert_true(skipped && median);
    pm_table_free(t);
}

/* What `jq -s` keeps of the messages (a list, some entries cut to id and mean) is read too. */
static void test_message_list(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    const char *list = "[{\"reason\":\"group-complete\",\"group_name\":\"g\"},\n"
                       " {\"id\":\"sort/100\",\"mean\":{\"estimate\":5.0,\"unit\":\"us\"}},\n"
                       " {\"id\":\"sort/200\",\"mean\":{\"estimate\":11.0,\"unit\":\"us\"}}]\n";
    assert_ptr_equal(pm_test_detect("all.json", list), &pm_format_criterion);
    assert_int_equal(S_read_at(t, "all.json", list, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 2);
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "sort");
    assert_string_equal(pm_test_cell(t, 1, "arg0"), "200");
    assert_close(pm_test_num(t, 1, "time"), 11.0, 0);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "us");
    pm_table_free(t);
    /* an error names the entry */
    S_fails("all.json",
            "[{\"id\":\"a\",\"mean\":{\"estimate\":1}},{\"id\":\"b\",\"measured_values\":[1],"
            "\"iteration_count\":[0]}]",
            -1, "[1]", "iteration_count[0] must be a count above 0");
}

/* ---- the files under target/criterion/ ---- */

/* Criterion 0.5's files of two sizes of one benchmark, with the benchmark.json beside each. */
static void S_put_bench(const char *dir, const char *sub, const char *full_id, const char *sample)
{
    char rel[512], text[512];
    snprintf(rel, sizeof rel, "%s/new/benchmark.json", sub);
    snprintf(text, sizeof text,
             "{\"group_id\":\"g\",\"function_id\":null,\"value_str\":null,\"throughput\":null,"
             "\"full_id\":\"%s\",\"directory_name\":\"%s\",\"title\":\"%s\"}",
             full_id, sub, full_id);
    free(S_put(dir, rel, text));
    snprintf(rel, sizeof rel, "%s/new/sample.json", sub);
    free(S_put(dir, rel, sample));
}

/* sample.json: a row per sample, named by the benchmark.json beside it (its exact id, which
 * the directory's name spells with _ for what a file name cannot hold). */
static void test_sample_json_named_by_benchmark_json(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    S_put_bench(dir, "out/Vec__push/1000", "Vec::push/1000",
                "{\"sampling_mode\":\"Linear\",\"iters\":[1.0,2.0,3.0],"
                "\"times\":[10.0,22.0,30.0]}");
    S_put_bench(dir, "out/Vec__push/4000", "Vec::push/4000",
                "{\"sampling_mode\":\"Flat\",\"iters\":[5.0,5.0],\"times\":[200.0,210.0]}");
    pm_table *t = pm_table_new();
    char path[1024];
    snprintf(path, sizeof path, "%s/out/Vec__push/1000/new/sample.json", dir);
    S_ingest(t, path);
    snprintf(path, sizeof path, "%s/out/Vec__push/4000/new/sample.json", dir);
    S_ingest(t, path);
    assert_int_equal(t->nrows, 5);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Vec::push");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "1000");
    assert_close(pm_test_num(t, 1, "time"), 22.0 / 2, 1e-12);
    assert_string_equal(pm_test_cell(t, 1, "time_unit"), "ns");
    assert_string_equal(pm_test_cell(t, 4, "arg0"), "4000");
    assert_close(pm_test_num(t, 4, "time"), 210.0 / 5, 1e-12);
    assert_string_equal(pm_test_cell(t, 4, "baseline"), "new");
    assert_int_equal(pm_test_hint(t, "baseline"), PM_HINT_INFO);
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
}

/* Without a benchmark.json the path names the benchmark: the directories between
 * .../criterion/ and the baseline directory; without either, an error says what is needed. */
static void test_sample_json_named_by_path(void **state)
{
    (void)state;
    const char *sample = "{\"sampling_mode\":\"Linear\",\"iters\":[2.0],\"times\":[50.0]}";
    pm_table *t = pm_table_new();
    pm_error err;
    assert_int_equal(S_read_at(t, "target/criterion/fib/recursive/n=25/base/sample.json", sample,
                               PM_FORMAT_AUTO, &err),
                     0);
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "fib/recursive");
    assert_string_equal(pm_test_cell(t, 0, "n"), "25");
    assert_string_equal(pm_test_cell(t, 0, "baseline"), "base");
    assert_close(pm_test_num(t, 0, "time"), 25.0, 0);
    pm_table_free(t);
    S_fails("runs/sample.json", sample, 0, NULL, "needs the benchmark.json");
    /* a relative change is no time */
    S_fails("target/criterion/fib/10/change/estimates.json",
            "{\"mean\":{\"confidence_interval\":{\"confidence_level\":0.95,\"lower_bound\":-0.1,"
            "\"upper_bound\":0.1},\"point_estimate\":0.01,\"standard_error\":0.01},"
            "\"median\":{\"confidence_interval\":{\"confidence_level\":0.95,\"lower_bound\":-0.1,"
            "\"upper_bound\":0.1},\"point_estimate\":0.02,\"standard_error\":0.01}}",
            0, NULL, "relative change between two runs");
    S_fails("target/criterion/fib/10/new/benchmark.json",
            "{\"group_id\":\"fib\",\"function_id\":null,\"value_str\":\"10\",\"throughput\":null,"
            "\"full_id\":\"fib/10\",\"directory_name\":\"fib/10\"}",
            1, NULL, "without its times");
    S_fails("target/criterion/fib/10/new/tukey.json", "[1.0, 2.0, 3.0, 4.0]", 1, NULL,
            "outlier fences");
}

/* The real files of two Criterion versions: 0.5's estimates.json (fbcouto, named by the
 * benchmark.json beside each; SOURCES.part2.md) and 0.3.0's sample.json ([[iters], [times]]),
 * raw.csv (sample_time_nanos) and estimates.json ("Median") of fid-rs (SOURCES.r2.md). */
static void test_real_target_criterion(void **state)
{
    (void)state;
    pm_table *t = S_real("real/criterion__fbcouto_adaptive-parallel-multimerge-sort__target_"
                         "criterion_performance_sort/performance_sort/rayon par_sort/1000000/new/"
                         "estimates.json");
    assert_int_equal(t->nrows, 1);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Performance_Sort/Rayon par_sort");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "1000000");
    assert_close(pm_test_num(t, 0, "time"), 16428595.138888888, 1e-6);
    pm_table_free(t);

    static const char fid[] = "real/criterion__laysakura_fid-rs__gh-pages_fid_from/criterion/"
                              "[40f52ab] Fid__from(&[false; N])/65536/new/";
    char name[512];
    const char *files[] = {"raw.csv", "sample.json", "estimates.json"};
    pm_table *u[3];
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%s%s", fid, files[i]);
        u[i] = S_real(name);
        assert_string_equal(pm_test_cell(u[i], 0, "benchmark"), "[40f52ab] Fid::from(&[false; N])");
        assert_string_equal(pm_test_cell(u[i], 0, "arg0"), "65536");
        assert_string_equal(pm_test_cell(u[i], 0, "time_unit"), "ns");
    }
    /* raw.csv and sample.json hold the same 10 samples: 80450381.0 ns over 295 iterations
       first, 158827151.0 over 590 second */
    assert_int_equal(u[0]->nrows, 10);
    assert_int_equal(u[1]->nrows, 10);
    assert_close(pm_test_num(u[0], 0, "time"), 80450381.0 / 295, 1e-6);
    assert_close(pm_test_num(u[1], 0, "time"), 80450381.0 / 295, 1e-6);
    assert_close(pm_test_num(u[1], 1, "time"), 158827151.0 / 590, 1e-6);
    assert_int_equal(u[0]->rows[0].line, 2);
    /* the estimate: "Median" of the old spelling */
    assert_int_equal(u[2]->nrows, 1);
    assert_close(pm_test_num(u[2], 0, "time"), 283567.7979721549, 1e-6);
    for (int i = 0; i < 3; i++)
        pm_table_free(u[i]);
}

/* The sizes of a family's files are one factor of one group: the five fid-rs sizes. */
static void test_real_sizes_make_one_family(void **state)
{
    (void)state;
    static const char *const n[] = {"65536", "131072", "262144", "524288", "1048576"};
    pm_table *t = pm_table_new();
    for (int i = 0; i < 5; i++) {
        char name[512];
        snprintf(name, sizeof name,
                 "real/criterion__laysakura_fid-rs__gh-pages_fid_from/criterion/[40f52ab] "
                 "Fid__from(&[false; N])/%s/new/sample.json",
                 n[i]);
        char *path = pm_test_data(name);
        S_ingest(t, path);
        free(path);
    }
    assert_int_equal(t->nrows, 50);
    for (size_t r = 0; r < t->nrows; r++) {
        assert_string_equal(pm_test_cell(t, r, "benchmark"), "[40f52ab] Fid::from(&[false; N])");
        assert_string_equal(pm_test_cell(t, r, "arg0"), n[r / 10]);
    }
    pm_table_free(t);
}

/* ---- raw.csv ---- */

static void test_raw_csv(void **state)
{
    (void)state;
    pm_table *t = pm_table_new();
    pm_error err;
    /* Criterion 0.5's header; two files joined with cat (the header twice); a quoted group */
    const char *csv =
        "group,function,value,throughput_num,throughput_type,sample_measured_value,unit,"
        "iteration_count\n"
        "\"hash, fast\",xx,64,64,bytes,1000.0,ns,10\n"
        "\"hash, fast\",xx,64,64,bytes,2200.0,ns,20\n"
        "group,function,value,throughput_num,throughput_type,sample_measured_value,unit,"
        "iteration_count\n"
        "\"hash, fast\",xx,128,128,bytes,3.0,us,10\n";
    assert_ptr_equal(pm_test_detect("raw.csv", csv), &pm_format_criterion_csv);
    assert_int_equal(S_read_at(t, "raw.csv", csv, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 3);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "hash, fast/xx");
    assert_string_equal(pm_test_cell(t, 0, "arg0"), "64");
    assert_close(pm_test_num(t, 1, "time"), 110.0, 1e-12);
    assert_close(pm_test_num(t, 1, "throughput_bytes"), 64, 0);
    assert_close(pm_test_num(t, 2, "time"), 0.3, 1e-12);
    assert_string_equal(pm_test_cell(t, 2, "time_unit"), "us");
    assert_int_equal(t->rows[2].line, 5);
    pm_table_free(t);
    static const char head[] = "group,function,value,sample_measured_value,unit,iteration_count\n";
    char text[512];
    snprintf(text, sizeof text, "%sg,,1,5.0,ns,1\ng,,1,-5.0,ns,1\n", head);
    S_fails("raw.csv", text, 3, NULL, "measured value must be a number, 0 or more");
    snprintf(text, sizeof text, "%sg,,1,5.0,ns,0\n", head);
    S_fails("raw.csv", text, 2, NULL, "iteration count must be a number above 0");
    snprintf(text, sizeof text, "%sg,,1,5.0,ns\n", head);
    S_fails("raw.csv", text, 2, NULL, "has 5 fields, the header 6");
    snprintf(text, sizeof text, "%s\"g,,1,5.0,ns,1\n", head);
    S_fails("raw.csv", text, 2, NULL, "unterminated quote");
    snprintf(text, sizeof text, "%s,,1,5.0,ns,1\n", head);
    S_fails("raw.csv", text, 2, NULL, "without its group");
    S_fails("raw.csv", head, 1, NULL, "no samples");
}

/* ---- console output ---- */

/* Bencher's fixtures (SOURCES.part2.md): names on the time line, or alone on the line before
 * it when long; the point estimate (the middle one) in ns. */
static void test_console_output(void **state)
{
    (void)state;
    pm_table *t = S_real("real/criterion__bencherdev_bencher__text_dogfood_adapters.txt");
    assert_int_equal(t->nrows, 4);
    /* Adapter::Magic (JSON)\n      time:   [3.4623 µs 3.4632 µs 3.4641 µs] */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Adapter::Magic (JSON)");
    assert_close(pm_test_num(t, 0, "time"), 3463.2, 1e-9);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "ns");
    /* Adapter::Json       time:   [3.4793 µs 3.4796 µs 3.4800 µs] */
    assert_string_equal(pm_test_cell(t, 1, "benchmark"), "Adapter::Json");
    assert_close(pm_test_num(t, 1, "time"), 3479.6, 1e-9);
    pm_table_free(t);
    /* picoseconds, colours, a terminal's overwritten progress, change lines */
    pm_table *u = pm_table_new();
    pm_error err;
    const char *log = "Benchmarking sort/64: Warming up for 3.0000 s\n"
                      "Benchmarking sort/64: Analyzing\r\x1b[2Ksort/64                 "
                      "time:   [\x1b[2m320.62 ps\x1b[0m \x1b[1m323.90 ps\x1b[0m 327.55 ps]\n"
                      "                        change: [-2.0% -0.2% +1.6%] (p = 0.79 > 0.05)\n"
                      "a rather long benchmark id/128\n"
                      "                        time:   [1.0000 ms 1.5000 ms 2.0000 ms]\n"
                      "                        thrpt:  [1.0 Kelem/s 2.0 Kelem/s 3.0 Kelem/s]\n";
    assert_ptr_equal(pm_test_detect("log.txt", log), &pm_format_criterion_text);
    assert_int_equal(S_read_at(u, "log.txt", log, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(u->nrows, 2);
    assert_string_equal(pm_test_cell(u, 0, "benchmark"), "sort");
    assert_string_equal(pm_test_cell(u, 0, "arg0"), "64");
    assert_close(pm_test_num(u, 0, "time"), 0.3239, 1e-12);
    assert_string_equal(pm_test_cell(u, 1, "benchmark"), "a rather long benchmark id");
    assert_close(pm_test_num(u, 1, "time"), 1.5e6, 1e-6);
    assert_int_equal(u->rows[1].line, 5);
    pm_table_free(u);
    S_fails("log.txt", "\n                        time:   [1 ns 2 ns 3 ns]\n", 2, NULL,
            "without its benchmark's name");
}

/* ---- detection and errors ---- */

static void test_detection(void **state)
{
    (void)state;
    assert_ptr_equal(
        pm_test_detect("x", "{\"reason\":\"compiler-artifact\"}\n{\"reason\":\"x\"}\n"),
        &pm_format_criterion);
    assert_ptr_equal(pm_test_detect("x", "{\"reason\":\"benchmark-complete\",\"id\":\"a\"}"),
                     &pm_format_criterion);
    /* the messages after a log's lines (cargo criterion ... 2>&1) */
    assert_ptr_equal(pm_test_detect("x", "Gnuplot not found, using plotters backend\n"
                                         "{\"reason\":\"benchmark-complete\",\"id\":\"a\"}\n"),
                     &pm_format_criterion);
    assert_ptr_equal(
        pm_test_detect("x", "{\"sampling_mode\":\"Flat\",\"iters\":[1],\"times\":[2]}"),
        &pm_format_criterion);
    assert_ptr_equal(pm_test_detect("x/sample.json", "[[1.0, 2.0], [3.0, 4.0]]"),
                     &pm_format_criterion);
    /* two lists of numbers that are not in a file called sample.json: not Criterion's */
    assert_ptr_not_equal(pm_test_detect("x.json", "[[1.0, 2.0], [3.0, 4.0]]"),
                         &pm_format_criterion);
    assert_ptr_not_equal(pm_test_detect("x.json", "{\"reason\":\"compiler-artifact\"}"),
                         &pm_format_criterion);
    assert_ptr_not_equal(pm_test_detect("x.json", "{\"mean\": 1, \"median\": 2}"),
                         &pm_format_criterion);
    assert_ptr_equal(pm_test_detect("x", "sort   time:   [1.0 ns 2.0 ns 3.0 ns]\n"),
                     &pm_format_criterion_text);
    /* a libtest log with Criterion's results: Criterion's, not cargo's */
    assert_ptr_equal(
        pm_test_detect("x",
                       "running 1 test\ntest a ... ignored\nBenchmarking a: Warming up for 3 s\n"),
        &pm_format_criterion_text);
    assert_ptr_not_equal(pm_test_detect("x", "group,function,value\n"), &pm_format_criterion_csv);
    assert_ptr_equal(pm_format_find("cargo-criterion"), &pm_format_criterion);
}

static void test_errors_at_their_line(void **state)
{
    (void)state;
    const char *ok = "{\"reason\":\"benchmark-complete\",\"id\":\"a\",\"measured_values\":[1],"
                     "\"iteration_count\":[1],\"unit\":\"ns\"}\n";
    char text[1024];
    snprintf(text, sizeof text, "%s{\"reason\":\"benchmark-complete\",\"id\":\n", ok);
    S_fails("m.json", text, 2, NULL, "invalid JSON");
    snprintf(text, sizeof text,
             "%s{\"reason\":\"benchmark-complete\",\"id\":\"b\",\"measured_values\":[1,-2],"
             "\"iteration_count\":[1,2]}\n",
             ok);
    S_fails("m.json", text, 2, NULL, "measured_values[1] must be a number, 0 or more");
    S_fails("m.json",
            "{\"reason\":\"benchmark-complete\",\"id\":\"b\",\"measured_values\":[1,2],"
            "\"iteration_count\":[1]}\n",
            1, NULL, "as long as \"measured_values\" (2)");
    S_fails("m.json", "{\"reason\":\"benchmark-complete\",\"measured_values\":[1]}\n", 1, NULL,
            "without an \"id\"");
    S_fails("m.json", "{\"reason\":\"benchmark-complete\",\"id\":\"b\"}\n", 1, NULL,
            "or a median, mean or typical estimate");
    S_fails("m.json",
            "{\"reason\":\"benchmark-complete\",\"id\":\"b/time=3\",\"measured_values\":[1],"
            "\"iteration_count\":[1]}\n",
            1, NULL, "argument 'time'");
    S_fails("m.json", "{\"reason\":\"compiler-artifact\"}\n{\"reason\":\"build-finished\"}\n", 1,
            NULL, "no \"benchmark-complete\" message");
    S_fails("target/criterion/a/new/sample.json",
            "{\"sampling_mode\":\"Linear\",\"iters\":[1.0,2.0],\"times\":[1.0,\"x\"]}", 0,
            "times[1]", "a sample's time must be a number");
    S_fails("target/criterion/a/new/sample.json",
            "{\"sampling_mode\":\"Linear\",\"iters\":[1.0,0.0],\"times\":[1.0,2.0]}", 0, "iters[1]",
            "an iteration count must be above 0");
    S_fails("target/criterion/a/new/sample.json",
            "{\"sampling_mode\":\"Linear\",\"iters\":[1.0],\"times\":[1.0,2.0]}", 0, "times",
            "as many as its iteration counts");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_messages_one_row_per_sample),
        cmocka_unit_test(test_message_list),
        cmocka_unit_test(test_sample_json_named_by_benchmark_json),
        cmocka_unit_test(test_sample_json_named_by_path),
        cmocka_unit_test(test_real_target_criterion),
        cmocka_unit_test(test_real_sizes_make_one_family),
        cmocka_unit_test(test_raw_csv),
        cmocka_unit_test(test_console_output),
        cmocka_unit_test(test_detection),
        cmocka_unit_test(test_errors_at_their_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
