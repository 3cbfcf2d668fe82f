/* test_options.c - the command-line contract and the config file. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "options.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static int S_parse(pm_options *o, int argc, char **argv, pm_error *err)
{
    pm_options_init(o);
    pm_error_clear(err);
    return pm_options_parse(o, argc, argv, err);
}

static void test_flags_and_inputs(void **state)
{
    (void)state;
    char *argv[] = {"pmreport", "-o",    "out",    "--extrinsic", "gpus, batch_size", "--seed", "9",
                    "-q",       "a.csv", "b.json", NULL};
    pm_options o;
    pm_error err;
    assert_int_equal(S_parse(&o, 10, argv, &err), 0);
    assert_string_equal(o.output_dir, "out");
    assert_int_equal(o.nextrinsic, 2);
    assert_string_equal(o.extrinsic[1], "batch_size");
    assert_int_equal(o.seed, 9);
    assert_int_equal(o.quiet, 1);
    assert_int_equal(o.ninputs, 2);
    assert_string_equal(o.inputs[1], "b.json");
    pm_options_free(&o);
}

static void test_bad_usage(void **state)
{
    (void)state;
    pm_options o;
    pm_error err;
    char *a1[] = {"pmreport", "--bogus", "x.csv", NULL};
    assert_int_equal(S_parse(&o, 3, a1, &err), -1);
    assert_int_equal(err.kind, PM_ERR_USAGE);
    assert_string_equal(err.file, "");
    assert_non_null(strstr(err.msg, "unknown option '--bogus'"));
    pm_options_free(&o);
    char *a2[] = {"pmreport", "--train-fraction", "1.5", "x.csv", NULL};
    assert_int_equal(S_parse(&o, 4, a2, &err), -1);
    assert_non_null(strstr(err.msg, "--train-fraction"));
    pm_options_free(&o);
    char *a3[] = {"pmreport", "x.csv", "--target", NULL};
    assert_int_equal(S_parse(&o, 3, a3, &err), -1);
    assert_non_null(strstr(err.msg, "needs a value"));
    pm_options_free(&o);
}

static void test_config_file_and_command_line_precedence(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir();
    char *cfg = pm_test_write(dir, "pm.conf",
                              "# roles for our campaign\n"
                              "target = step_ms\n"
                              "extrinsic = workers, threads   # scaling\n"
                              "\n"
                              "output = from-config\n"
                              "quiet = true\n");
    char *argv[] = {"pmreport", "--config", cfg, "-o", "from-flag", "in.csv", NULL};
    pm_options o;
    pm_error err;
    assert_int_equal(S_parse(&o, 6, argv, &err), 0);
    assert_string_equal(o.target, "step_ms");
    assert_int_equal(o.nextrinsic, 2);
    assert_string_equal(o.extrinsic[1], "threads");
    assert_string_equal(o.output_dir, "from-flag");
    assert_int_equal(o.quiet, 1);
    pm_options_free(&o);

    char *bad = pm_test_write(dir, "bad.conf", "target = t\n\nbogus = 1\n");
    char *argv2[] = {"pmreport", "--config", bad, "in.csv", NULL};
    assert_int_equal(S_parse(&o, 4, argv2, &err), -1);
    assert_string_equal(err.file, bad);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "unknown setting 'bogus'"));
    pm_options_free(&o);
    pm_test_rmtree(dir);
    free(dir);
    free(cfg);
    free(bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flags_and_inputs),
        cmocka_unit_test(test_bad_usage),
        cmocka_unit_test(test_config_file_and_command_line_precedence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
