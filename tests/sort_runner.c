/* sort_runner.c - the simplest scaling table there is, measured here and read with no options.
 *
 * Run as: sort_runner PMREPORT. It times two real sorts of n random integers (the C library's
 * qsort and a top-down merge sort), n = 2^8 .. 2^20, 5 repeats each, and writes the table a
 * user would write, benchmark,n,repeat,time_us. pmreport, given nothing but that file, must
 * make one group per benchmark, n their scaling factor, repeat a repetition index (the repeats
 * are the noise floor's: 13 configurations measured 5 times), and find the exponent of a
 * comparison sort, n log n, whose power-law exponent over 2^8 .. 2^20 is about 1.1: within
 * [1.0, 1.45] (the bounds, wide enough for a shared machine's noise). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *S_binary;

static int S_cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Sort v[lo, hi) with scratch tmp (top-down merge sort). */
static void S_merge_sort(int *v, int *tmp, size_t lo, size_t hi)
{
    if (hi - lo < 2)
        return;
    size_t mid = lo + (hi - lo) / 2;
    S_merge_sort(v, tmp, lo, mid);
    S_merge_sort(v, tmp, mid, hi);
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi)
        tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
    while (i < mid)
        tmp[k++] = v[i++];
    while (j < hi)
        tmp[k++] = v[j++];
    memcpy(v + lo, tmp + lo, (hi - lo) * sizeof *v);
}

static double S_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static void test_sort_table_with_no_options(void **state)
{
    (void)state;
    enum { MAXN = 1 << 20, REPEATS = 5 };
    int *v = malloc(MAXN * sizeof *v), *tmp = malloc(MAXN * sizeof *tmp);
    assert_non_null(v);
    assert_non_null(tmp);
    char *dir = pm_test_tmpdir(), path[4096], out[4096];
    snprintf(path, sizeof path, "%s/sorts.csv", dir);
    snprintf(out, sizeof out, "%s/out", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fprintf(fp, "benchmark,n,repeat,time_us\n");
    uint64_t x = 88172645463325252ull; /* xorshift: the same data every run */
    for (int rep = 0; rep < REPEATS; rep++)
        for (size_t n = 256; n <= MAXN; n *= 2)
            for (int b = 0; b < 2; b++) {
                for (size_t i = 0; i < n; i++) {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    v[i] = (int)(x >> 33);
                }
                double t0 = S_now_us();
                if (b == 0)
                    qsort(v, n, sizeof *v, S_cmp);
                else
                    S_merge_sort(v, tmp, 0, n);
                double us = S_now_us() - t0;
                for (size_t i = 1; i < n; i++) /* sorted, or the timing means nothing */
                    assert_true(v[i - 1] <= v[i]);
                fprintf(fp, "%s,%zu,%d,%.3f\n", b == 0 ? "qsort" : "merge_sort", n, rep, us);
            }
    fclose(fp);
    free(v);
    free(tmp);

    char *argv[] = {(char *)S_binary, "-q", "--no-machine", "-o", out, path, NULL};
    assert_int_equal(pm_test_run(argv, NULL, NULL), 0);
    char model[4200];
    snprintf(model, sizeof model, "%s/model.json", out);
    json_error_t e;
    json_t *m = json_load_file(model, 0, &e);
    assert_non_null(m);
    assert_string_equal(json_string_value(json_object_get(m, "group_by")), "benchmark");
    json_t *groups = json_object_get(m, "groups");
    assert_int_equal(json_array_size(groups), 2);
    size_t i;
    json_t *g;
    json_array_foreach(groups, i, g)
    {
        const char *name = json_string_value(json_object_get(g, "name"));
        double q = json_number_value(
            json_object_get(json_object_get(json_object_get(g, "exponents"), "n"), "value"));
        if (!(q >= 1.0 && q <= 1.45))
            fail_msg("%s: q on n = %g, expected in [1.0, 1.45] (n log n)", name, q);
        /* the repeats make the noise floor: every configuration measured 5 times */
        json_t *noise = json_object_get(g, "noise");
        assert_int_equal(json_integer_value(json_object_get(noise, "configurations")), 13);
        assert_int_equal(json_integer_value(json_array_get(json_object_get(noise, "repeats"), 0)),
                         REPEATS);
    }
    /* repeat is a repetition index, not a parameter */
    json_t *params = json_object_get(m, "parameters");
    assert_int_equal(json_array_size(params), 1);
    assert_string_equal(json_string_value(json_object_get(json_array_get(params, 0), "name")), "n");
    assert_string_equal(json_string_value(json_object_get(json_array_get(params, 0), "role")),
                        "extrinsic");
    json_decref(m);
    pm_test_rmtree(dir);
    free(dir);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sort_runner PMREPORT\n");
        return 2;
    }
    S_binary = argv[1];
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_sort_table_with_no_options)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
