/* test_asv.c - airspeed velocity's results files read as their files say: the cartesian
 * product of the parameters, their names from benchmarks.json, samples, failures, the older
 * format, errors at their JSON path. */
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

static pm_table *S_read_path(const char *path)
{
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    if (pm_ingest_file(t, path, PM_FORMAT_AUTO, &err) != 0)
        fail_msg("%s: %s", path, err.msg);
    return t;
}

static pm_table *S_read(const char *name)
{
    char *path = pm_test_data(name);
    pm_table *t = S_read_path(path);
    free(path);
    return t;
}

/* The text of tests/data/name (malloc'd). */
static char *S_data(const char *name)
{
    char *path = pm_test_data(name);
    char *text = pm_test_read(path);
    assert_non_null(text);
    free(path);
    return text;
}

/* Write text as a results file in a fresh directory and read it: 0 with *out, or -1. */
static int S_read_text(const char *text, pm_table **out, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "0e098f7e-virtualenv-py3.12.json", text);
    pm_table *t = pm_table_new();
    pm_error_clear(err);
    int rc = pm_ingest_file(t, path, PM_FORMAT_AUTO, err);
    pm_test_rmtree(dir);
    free(dir);
    free(path);
    *out = t;
    return rc;
}

/* OpenBLAS's benchmarks in asv's own layout, results/benchmarks.json beside
 * results/gha-aws-skylake/: the parameters get their names (size, variant, kl, "(m, n)"), the
 * values are the product of the lists, row-major. 10 benchmarks, 222 values; gemm's are rows
 * 114.. (after 12 + 24 + 6 + 72), its second (100, 'd'). machine.json adds nothing. */
static void test_results_tree_names_the_parameters(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char sub[512], path[1024];
    snprintf(sub, sizeof sub, "%s/results", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    char *bj = S_data("real/asv__OpenMathLib_BLAS-Benchmarks__benchmarks.json");
    free(pm_test_write(sub, "benchmarks.json", bj));
    snprintf(sub, sizeof sub, "%s/results/gha-aws-skylake", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    char *res = S_data(
        "real/asv__OpenMathLib_BLAS-Benchmarks__gha-aws-skylake_0e098f7e-virtualenv-py3.12.json");
    free(pm_test_write(sub, "0e098f7e-virtualenv-py3.12.json", res));
    char *mj = S_data("real/asv__OpenMathLib_BLAS-Benchmarks__gha-aws-skylake_machine.json");
    free(pm_test_write(sub, "machine.json", mj));
    snprintf(path, sizeof path, "%s/0e098f7e-virtualenv-py3.12.json", sub);
    pm_table *t = S_read_path(path);
    assert_int_equal(t->nrows, 222);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "benchmarks.Nrm2.time_nrm2");
    assert_string_equal(pm_test_cell(t, 114, "benchmark"), "benchmarks.gemm.time_gemm");
    assert_string_equal(pm_test_cell(t, 115, "size"), "100");
    assert_string_equal(pm_test_cell(t, 115, "variant"), "d");
    assert_close(pm_test_num(t, 115, "time"), 4.8565273076989644e-05, 1e-18);
    assert_string_equal(pm_test_cell(t, 0, "time_unit"), "s");
    assert_int_equal(pm_test_hint(t, "size"), PM_HINT_FACTOR);
    assert_int_equal(pm_test_hint(t, "variant"), PM_HINT_NONE);
    assert_int_equal(pm_test_hint(t, "commit"), PM_HINT_INFO);
    assert_string_equal(pm_test_cell(t, 0, "commit"), "0e098f7e8015da28161de3f735f6c71ae6a64559");
    assert_string_equal(pm_test_cell(t, 0, "machine"), "gha-aws-skylake");
    assert_true(pm_table_find(t, "(m, n)") != (size_t)-1);
    assert_true(pm_table_find(t, "param0") == (size_t)-1);
    assert_int_equal(t->nnotes, 1);
    assert_non_null(strstr(t->notes[0], "benchmarks.json"));
    /* machine.json and benchmarks.json as inputs: no rows, a note each */
    snprintf(path, sizeof path, "%s/machine.json", sub);
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    snprintf(path, sizeof path, "%s/results/benchmarks.json", dir);
    assert_int_equal(pm_ingest_file(t, path, PM_FORMAT_AUTO, &err), 0);
    assert_int_equal(t->nrows, 222);
    assert_int_equal(t->nnotes, 3);
    assert_non_null(strstr(t->notes[1], "machine.json, no results"));
    assert_non_null(strstr(t->notes[2], "benchmarks.json, no results"));
    pm_table_free(t);
    pm_test_rmtree(dir);
    free(dir);
    free(bj);
    free(res);
    free(mj);
}

/* emg3d's results in asv's version 1 format, alone (no benchmarks.json): 5 timings, 2 + 8 +
 * 3 + 4 + 2 values; 3 peakmem benchmarks left out with a note. Unnamed parameters by
 * position, those with text in them apart. */
static void test_version_1_without_benchmarks_json(void **state)
{
    (void)state;
    pm_table *t = S_read("real/asv__emsig_emg3d-bench__meerkat_02e152d1-conda-py3.8_v1.json");
    assert_int_equal(t->nrows, 19);
    assert_int_equal(t->excluded, 0);
    assert_string_equal(pm_test_cell(t, 0, "benchmark"), "time.ResidualTime.time_residual");
    assert_string_equal(pm_test_cell(t, 0, "param0_text"), "small");
    assert_close(pm_test_num(t, 1, "time"), 0.03858930050012077, 1e-15);
    /* time_smoothing: lr_dir (0..3) x size ('small', 'big'): its second is (0, 'big') */
    assert_string_equal(pm_test_cell(t, 3, "benchmark"), "time.SmoothingTime.time_smoothing");
    assert_string_equal(pm_test_cell(t, 3, "param0"), "0");
    assert_string_equal(pm_test_cell(t, 3, "param1_text"), "big");
    assert_close(pm_test_num(t, 3, "time"), 0.7011689784994815, 1e-15);
    assert_int_equal(pm_test_hint(t, "param0"), PM_HINT_FACTOR);
    assert_int_equal(t->nnotes, 2);
    assert_non_null(strstr(t->notes[0], "3 asv benchmarks that are not timings"));
    assert_non_null(strstr(t->notes[1], "param0, param1"));
    pm_table_free(t);
}

/* Samples (asv run --record-samples) are rows; a null value is a failed combination, left
 * out and counted; a failed benchmark (its result null) counts every combination; the older
 * format's plain number; track_ benchmarks are left out. */
static void test_samples_failures_and_old_values(void **state)
{
    (void)state;
    pm_table *t;
    pm_error err;
    int rc = S_read_text(
        "{\"commit_hash\": \"abc\", \"env_name\": \"py\", \"params\": {\"machine\": \"m\"},\n"
        " \"result_columns\": [\"result\", \"params\", \"version\", \"samples\"],\n"
        " \"results\": {\n"
        "  \"b.S.time_sort\": [[1.5, null, 2.5, 3.5], [[\"10\", \"100\"], [\"'quick'\", "
        "\"'heap'\"]], \"v\", [[1.4, 1.6], null, null, [3.0, 4.0, 3.5]]],\n"
        "  \"b.S.time_failed\": [null, [[\"1\", \"2\", \"3\"]]],\n"
        "  \"b.S.track_size\": [[7], []],\n"
        "  \"b.S.timeraw_import\": [[0.25], []]\n"
        " },\n"
        " \"version\": 2}\n",
        &t, &err);
    if (rc != 0)
        fail_msg("%s: %s", err.where, err.msg);
    /* (10, quick): 2 samples; (10, heap): failed; (100, quick): its value; (100, heap): 3 */
    assert_int_equal(t->nrows, 2 + 1 + 3 + 1);
    assert_int_equal(t->excluded, 1 + 3);
    assert_close(pm_test_num(t, 0, "time"), 1.4, 0);
    assert_close(pm_test_num(t, 1, "time"), 1.6, 0);
    assert_string_equal(pm_test_cell(t, 2, "param0"), "100");
    assert_string_equal(pm_test_cell(t, 2, "param1_text"), "quick");
    assert_close(pm_test_num(t, 2, "time"), 2.5, 0);
    assert_string_equal(pm_test_cell(t, 5, "param1_text"), "heap");
    assert_close(pm_test_num(t, 5, "time"), 3.5, 0);
    assert_string_equal(pm_test_cell(t, 6, "benchmark"), "b.S.timeraw_import");
    assert_close(pm_test_num(t, 6, "time"), 0.25, 0);
    pm_table_free(t);

    rc = S_read_text("{\"commit_hash\": \"abc\", \"python\": \"2.7\", \"results\": {\n"
                     "  \"b.time_a\": 0.5, \"b.time_b\": null,\n"
                     "  \"b.time_c\": {\"result\": 0.75, \"params\": []},\n"
                     "  \"b.time_d\": {\"result\": [1, 2], \"params\": [[\"'x'\", \"'y'\"]]},\n"
                     "  \"b.mem_e\": 1000},\n"
                     " \"version\": 1}\n",
                     &t, &err);
    if (rc != 0)
        fail_msg("%s: %s", err.where, err.msg);
    assert_int_equal(t->nrows, 1 + 1 + 2);
    assert_int_equal(t->excluded, 1);
    assert_close(pm_test_num(t, 0, "time"), 0.5, 0);
    assert_close(pm_test_num(t, 1, "time"), 0.75, 0);
    assert_string_equal(pm_test_cell(t, 3, "param0_text"), "y");
    pm_table_free(t);
}

/* Each bad value is an error at its JSON path, and the file adds nothing. */
static void test_errors_name_their_json_path(void **state)
{
    (void)state;
    static const struct {
        const char *text, *where, *msg;
    } cases[] = {
        {"{\"commit_hash\": \"a\", \"result_columns\": [\"result\", \"params\"], \"results\": "
         "{\"b.time_x\": [[1, -2], [[\"1\", \"2\"]]]}}",
         "results.b.time_x[0][1]", "a time must be a number, 0 or more"},
        {"{\"commit_hash\": \"a\", \"result_columns\": [\"result\", \"params\"], \"results\": "
         "{\"b.time_x\": [[1, 2, 3], [[\"1\", \"2\"]]]}}",
         "results.b.time_x[0]", "3 values for 2 combinations"},
        {"{\"commit_hash\": \"a\", \"result_columns\": [\"result\", \"params\", \"samples\"], "
         "\"results\": {\"b.time_x\": [[1], [], [[0.5, \"x\"]]]}}",
         "results.b.time_x[2][0][1]", "a time must be a number, 0 or more"},
        {"{\"commit_hash\": \"a\", \"result_columns\": [\"result\", \"params\"], \"results\": "
         "{\"b.time_x\": [[1], [[]]]}}",
         "results.b.time_x", "each parameter must be a non-empty list"},
        {"{\"commit_hash\": \"a\", \"result_columns\": [\"params\"], \"results\": "
         "{\"b.time_x\": [[1]]}}",
         "result_columns", "has no \"result\" column"},
        {"{\"commit_hash\": \"a\", \"env_name\": \"e\", \"results\": {\"b.time_x\": \"1.5\"}}",
         "results.b.time_x", "expected a list of a result's columns or a number"},
        {"{\"commit_hash\": \"a\", \"env_name\": \"e\", \"results\": {\"b.mem_x\": 5, "
         "\"b.track_y\": 1, \"b.time_z\": null}}",
         "results",
         "no timings among the results (2 mem, peakmem or track benchmarks left out, 1 "
         "failed)"},
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
        assert_int_equal(t->excluded, 0);
        pm_table_free(t);
    }
}

/* Which JSON is asv's: results with a commit_hash and result_columns (or env_name, python);
 * benchmarks.json and machine.json of a results tree. */
static void test_detection(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int asv;
    } cases[] = {
        {"{\"commit_hash\": \"a\", \"result_columns\": [], \"results\": {}}", 1},
        {"{\"commit_hash\": \"a\", \"python\": \"3.8\", \"results\": {}}", 1},
        {"{\"machine\": \"box\", \"arch\": \"x86_64\", \"version\": 1}", 1},
        {"{\"b.time_x\": {\"param_names\": [], \"type\": \"time\"}, \"version\": 2}", 1},
        {"{\"results\": {}}", 0},
        {"{\"machine\": \"box\", \"time\": 1.5, \"version\": 1}", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_t *root = json_loads(cases[i].text, 0, NULL);
        const char *s = cases[i].text;
        pm_input in = {"x", "x", s, strlen(s), s, strlen(s), root};
        if ((pm_format_detect(&in, -1) == &pm_format_asv) != cases[i].asv)
            fail_msg("case %zu", i);
        json_decref(root);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_results_tree_names_the_parameters),
        cmocka_unit_test(test_version_1_without_benchmarks_json),
        cmocka_unit_test(test_samples_failures_and_old_values),
        cmocka_unit_test(test_errors_name_their_json_path),
        cmocka_unit_test(test_detection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
