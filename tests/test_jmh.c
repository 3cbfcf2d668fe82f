/* test_jmh.c - JMH's JSON results read as their files say: a row per iteration of every fork,
 * throughputs as time per operation, families, parameters, secondary metrics, the modes,
 * errors at their JSON path. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* Write text to a fresh directory and read it: 0 with *out, or -1 with err. */
static int S_read_text(const char *text, pm_table **out, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "jmh-result.json", text);
    pm_table *t = pm_table_new();
    pm_error_clear(err);
    int rc = pm_ingest_file(t, path, PM_FORMAT_AUTO, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    *out = t;
    return rc;
}

/* ojAlgo's matrix fill, mode thrpt in ops/min: 28 runs x 1 fork x 3 iterations; the first
 * iteration, 52151.56022277296 ops/min, is 1/52151.56022277296 min per operation. */
static void test_throughput_becomes_time_per_operation(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/jmh__optimatika_ojAlgo-linear-algebra-benchmark__fill_by_multiplying_dim_thrpt.json");
    assert_int_equal(t->nrows, 84);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "FillByMultiplying.execute");
    assert_close(pm_test_num(t, 0, "time"), 1.0 / 52151.56022277296, 1e-15);
    assert_close(pm_test_num(t, 2, "time"), 1.0 / 52390.16585280491, 1e-15);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "min");
    assert_string_equal(pm_test_cell(t, 0, "dim"), "100");
    assert_string_equal(pm_test_cell(t, 0, "lib"), "ACM");
    assert_int_equal(pm_test_hint(t, "dim"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "lib"), PM_HINT_NONE);
    assert_int_equal(pm_test_hint(t, "threads"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "mode"), PM_HINT_INFO);
    assert_int_equal(pm_test_hint(t, "benchmark"), PM_HINT_GROUP);
    /* the user is told */
    assert_int_equal(t->nnotes, 1);
    assert_non_null(strstr(t->notes[0], "ops/min"));
    pm_table_free(t);
}

/* blake3 with -prof gc: the secondary metrics' values of the row's own iteration (the
 * middle dot gone), metrics; the time is us per operation. */
static void test_secondary_metrics_per_iteration(void **state)
{
    (void)state;
    pm_table *t =
        pm_test_ingest("real/jmh__kcrypt_scala-blake3__blake3_datalen_hashlen_avgt_gc.json");
    assert_int_equal(t->nrows, 120);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "Blake3Benchmark.newHasher");
    assert_close(pm_test_num(t, 0, "time"), 32.747823097961216, 1e-12);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "us");
    assert_string_equal(pm_test_cell(t, 0, "dataLen"), "16384");
    assert_close(pm_test_num(t, 0, "gc.alloc.rate"), 138.7635904233236, 1e-12);
    assert_close(pm_test_num(t, 1, "gc.alloc.rate"), 136.93165631326963, 1e-12);
    assert_close(pm_test_num(t, 1, "gc.count"), 365, 0);
    assert_int_equal(pm_test_hint(t, "gc.time"), PM_HINT_METRIC);
    /* the time column comes first: the roles find it before gc.time */
    assert_true(pm_table_find(t, "time") < pm_table_find(t, "gc.time"));
    pm_table_free(t);
}

/* Single-shot runs: 666 runs x 40 iterations, ms per operation; sizes written "1K" ... "10M"
 * are numbers, a factor, with a note. */
static void test_single_shot_and_sizes_with_multiples(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/jmh__develar_jvm-collection-lib-benchmarks__maps_mapsize_ss_linux.json");
    assert_int_equal(t->nrows, 26640);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "EcIntToIntBenchmark.get");
    assert_close(pm_test_num(t, 1, "time"), 0.005949, 1e-15);
    assert_string_equal(pm_test_cell(t, 0, "mode"), "ss");
    /* the second run, mapSize "1K"; the sixth "10M" */
    assert_close(pm_test_num(t, 0, "mapSize"), 100, 0);
    assert_close(pm_test_num(t, 40, "mapSize"), 1000, 0);
    assert_close(pm_test_num(t, 40, "time"), 0.041906, 1e-15);
    assert_close(pm_test_num(t, 200, "mapSize"), 1e7, 0);
    assert_int_equal(pm_test_hint(t, "mapSize"), PM_HINT_FACTOR);
    assert_int_equal(t->nnotes, 1);
    assert_non_null(strstr(t->notes[0], "1K, 10M"));
    pm_table_free(t);
}

/* A report of JMH before 1.19 has no jmhVersion: known by its other keys. */
static void test_without_version(void **state)
{
    (void)state;
    pm_table *t = pm_test_ingest(
        "real/jmh__gpanther_benchmark-arraycopy__alignment_offsets_avgt_no_jmhversion.json");
    assert_int_equal(t->nrows, 980);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "BenchmarkAlignment.arraycopy");
    assert_close(pm_test_num(t, 0, "time"), 16.86583237928238, 1e-12);
    pm_table_free(t);
}

/* Sample mode: each iteration's histogram mean is its row; a method in two modes keeps the
 * mode in its family; two classes of one name in different packages keep their packages; a
 * parameter named threads gets "_param"; a run without raw data gives its score. */
static void test_modes_families_and_scores(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    int rc = S_read_text(
        "[{\"jmhVersion\": \"1.37\", \"benchmark\": \"a.B.run\", \"mode\": \"sample\", "
        "\"threads\": 2, \"params\": {\"threads\": \"8\"},\n"
        "  \"primaryMetric\": {\"score\": 2.5, \"scoreUnit\": \"us/op\", \"rawDataHistogram\": "
        "[[[[1.0, 3], [5.0, 1]], [[4.0, 2]]], [[]]]}},\n"
        " {\"jmhVersion\": \"1.37\", \"benchmark\": \"a.B.run\", \"mode\": \"thrpt\", "
        "\"threads\": 2, \"params\": {\"threads\": \"8\"},\n"
        "  \"primaryMetric\": {\"score\": 4, \"scoreUnit\": \"ops/s\", \"rawData\": [[4, 0.5]]}},\n"
        " {\"jmhVersion\": \"1.37\", \"benchmark\": \"a.C.go\", \"mode\": \"avgt\", \"threads\": "
        "1,\n"
        "  \"primaryMetric\": {\"score\": 7, \"scoreUnit\": \"ms/op\"}},\n"
        " {\"jmhVersion\": \"1.37\", \"benchmark\": \"b.C.go\", \"mode\": \"avgt\", \"threads\": "
        "1,\n"
        "  \"primaryMetric\": {\"score\": 9, \"scoreUnit\": \"s/op\", \"rawData\": [[9], [8]]}}]\n",
        &t, &err);
    if (rc != 0)
        fail_msg("%s: %s", err.where, err.msg);
    assert_int_equal(t->nrows, 2 + 2 + 1 + 2);
    /* (1*3 + 5*1) / 4 = 2 us, then 4 us; the empty iteration has no row */
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "a.B.run:sample");
    assert_close(pm_test_num(t, 0, "time"), 2.0, 0);
    assert_close(pm_test_num(t, 1, "time"), 4.0, 0);
    assert_string_equal(pm_test_cell(t, 0, "threads_param"), "8");
    assert_close(pm_test_num(t, 0, "threads"), 2, 0);
    /* 4 ops/s is 0.25 s per operation, 0.5 ops/s 2 s */
    assert_string_equal(pm_test_cell(t, 2, "benchmark"), "a.B.run:thrpt");
    assert_close(pm_test_num(t, 2, "time"), 0.25, 0);
    assert_close(pm_test_num(t, 3, "time"), 2.0, 0);
    assert_string_equal(pm_test_cell(t, 3, "time_unit"), "s");
    /* the score when there is no raw data; every fork's iterations otherwise */
    assert_string_equal(pm_test_cell(t, 4, "benchmark"), "a.C.go");
    assert_close(pm_test_num(t, 4, "time"), 7, 0);
    assert_string_equal(pm_test_cell(t, 4, "time_unit"), "ms");
    assert_string_equal(pm_test_cell(t, 6, "benchmark"), "b.C.go");
    assert_close(pm_test_num(t, 6, "time"), 8, 0);
    pm_table_free(t);
}

/* Each bad value is an error at its JSON path, and the file adds nothing. */
static void test_errors_name_their_json_path(void **state)
{
    (void)state;
    static const struct {
        const char *text, *where, *msg;
    } cases[] = {
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": 1, "
         "\"scoreUnit\": \"ns/op\", \"rawData\": [[1, 2], [3, -4]]}}]",
         "[0].primaryMetric.rawData[1][1]", "a score must be a number, 0 or more"},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"thrpt\", \"primaryMetric\": {\"score\": 1, "
         "\"scoreUnit\": \"ops/s\", \"rawData\": [[1, 0]]}}]",
         "[0].primaryMetric.rawData[0][1]", "a throughput of 0 has no time per operation"},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": 1, "
         "\"scoreUnit\": \"B/op\"}}]",
         "[0].primaryMetric.scoreUnit", "expected a time per operation"},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": "
         "\"NaN\", \"scoreUnit\": \"ns/op\"}}]",
         "[0].primaryMetric.score", "a score must be a number, 0 or more"},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": 1, "
         "\"scoreUnit\": \"ns/op\"}}, {\"mode\": \"avgt\", \"primaryMetric\": {}}]",
         "[1]", "missing \"benchmark\""},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"jmhVersion\": \"1\"}]", "[0]",
         "missing \"primaryMetric\""},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"sample\", \"primaryMetric\": {\"score\": 1, "
         "\"scoreUnit\": \"ns/op\", \"rawDataHistogram\": [[[[1, 2], [3]]]]}}]",
         "[0].primaryMetric.rawDataHistogram[0][0][1]", "a histogram entry must be [time, count]"},
        {"[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"params\": [1], \"primaryMetric\": "
         "{\"score\": 1, \"scoreUnit\": \"ns/op\"}}]",
         "[0].params", "expected an object of parameters"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pm_table *t;
        pm_error err;
        assert_int_equal(S_read_text(cases[i].text, &t, &err), -1);
        if (strcmp(err.where, cases[i].where) != 0 || strstr(err.msg, cases[i].msg) == NULL)
            fail_msg("case %zu: '%s: %s', expected '%s: %s'", i, err.where, err.msg, cases[i].where,
                     cases[i].msg);
        assert_int_equal(t->nrows, 0);
        assert_int_equal(t->ncols, 0);
        assert_int_equal(t->nnotes, 0);
        pm_table_free(t);
    }
}

/* Which JSON is JMH's: a list of runs with jmhVersion, or benchmark, mode and
 * primaryMetric. */
static void test_detection(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int jmh;
    } cases[] = {
        {"[{\"jmhVersion\": \"1.37\"}]", 1},
        {"[{\"benchmark\": \"a.b\", \"mode\": \"avgt\", \"primaryMetric\": {}}]", 1},
        {"[{\"benchmark\": \"a.b\", \"mode\": \"avgt\"}]", 0},
        {"[{\"time\": 1}]", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_t *root = json_loads(cases[i].text, 0, NULL);
        const char *s = cases[i].text;
        pm_input in = {"x", "x", s, strlen(s), s, strlen(s), root};
        assert_int_equal(pm_format_detect(&in, -1) == &pm_format_jmh, cases[i].jmh);
        json_decref(root);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_throughput_becomes_time_per_operation),
        cmocka_unit_test(test_secondary_metrics_per_iteration),
        cmocka_unit_test(test_single_shot_and_sizes_with_multiples),
        cmocka_unit_test(test_without_version),
        cmocka_unit_test(test_modes_families_and_scores),
        cmocka_unit_test(test_errors_name_their_json_path),
        cmocka_unit_test(test_detection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
