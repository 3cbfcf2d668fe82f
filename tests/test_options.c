/* test_options.c - the command-line contract and the config file. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "options.h"
#include "testutil.h"

#include <stdint.h>
#include <stdio.h>
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

/* Parse `config` (a config file's text) with the command line words in args (NULL-ended). */
static int S_parse_with_config(pm_options *o, const char *config, char **args, pm_error *err)
{
    char *dir = pm_test_tmpdir();
    char *cfg = pm_test_write(dir, "pm.conf", config);
    char *argv[16] = {"pmreport", "--config", cfg};
    int argc = 3;
    while (*args && argc < 14)
        argv[argc++] = *args++;
    argv[argc++] = "in.csv";
    argv[argc] = NULL;
    int rc = S_parse(o, argc, argv, err);
    pm_test_rmtree(dir);
    free(dir);
    free(cfg);
    return rc;
}

/* A preset only sets defaults, in the file as on the command line: every explicit setting wins
 * over it, whatever the order, and the command line wins over the file (docs/config.md). */
static void test_preset_layers(void **state)
{
    (void)state;
    pm_options o;
    pm_error err;
    char *none[] = {NULL};
    char *cl_loss_log[] = {"--loss", "log", NULL};
    char *cl_preset[] = {"--preset", "paper", NULL};
    char *cl_loss_then_preset[] = {"--loss", "log", "--preset", "paper", NULL};

    /* the preset alone, from the file: the paper's cost */
    assert_int_equal(S_parse_with_config(&o, "preset = paper\n", none, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_MAE);
    assert_int_equal(o.fit.reg, PM_REG_L2);
    assert_true(o.fit.lambda == 0.001);
    assert_int_equal(o.fit.raw_units, 1);
    pm_options_free(&o);

    /* preset in the file, loss on the command line */
    assert_int_equal(S_parse_with_config(&o, "preset = paper\n", cl_loss_log, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_LOG);
    assert_int_equal(o.fit.reg, PM_REG_L2); /* the rest of the preset stays */
    pm_options_free(&o);

    /* loss in the file, preset on the command line: the file's explicit loss wins */
    assert_int_equal(S_parse_with_config(&o, "loss = log\n", cl_preset, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_LOG);
    assert_int_equal(o.fit.reg, PM_REG_L2);
    assert_true(o.fit.lambda == 0.001);
    pm_options_free(&o);

    /* both in the file, in either order */
    assert_int_equal(S_parse_with_config(&o, "preset = paper\nloss = log\n", none, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_LOG);
    assert_int_equal(o.fit.reg, PM_REG_L2);
    pm_options_free(&o);
    assert_int_equal(S_parse_with_config(&o, "loss = log\npreset = paper\n", none, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_LOG);
    assert_int_equal(o.fit.reg, PM_REG_L2);
    pm_options_free(&o);

    /* both on the command line, preset last: the flag still wins */
    assert_int_equal(S_parse_with_config(&o, "loss = mape\n", cl_loss_then_preset, &err), 0);
    assert_int_equal(o.fit.loss, PM_LOSS_LOG);
    pm_options_free(&o);

    /* an explicit lambda = auto in the file survives the command line's preset */
    assert_int_equal(S_parse_with_config(&o, "lambda = auto\n", cl_preset, &err), 0);
    assert_int_equal(o.fit.lambda_auto, 1);
    pm_options_free(&o);

    /* a bad value in the file is reported at its line, whichever layer it is applied in */
    assert_int_equal(S_parse_with_config(&o, "loss = log\n\npreset = papier\n", none, &err), -1);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "--preset: unknown preset 'papier' (paper)"));
    pm_options_free(&o);
}

/* The messages the bounds of a typed setter give, and what the setters store. */
static void test_typed_setters(void **state)
{
    (void)state;
    pm_options o;
    pm_error err;
    char *ok[] = {"pmreport",
                  "--threads",
                  "7",
                  "--fits",
                  "3",
                  "--seed",
                  "18446744073709551615",
                  "--power-max",
                  "50",
                  "--format",
                  "ndjson",
                  "--numeric",
                  "a,,b ",
                  "x",
                  NULL};
    assert_int_equal(S_parse(&o, 14, ok, &err), 0);
    assert_int_equal(o.fit.threads, 7);
    assert_int_equal(o.fit.fits, 3);
    assert_true(o.seed == UINT64_MAX);
    assert_true(o.fit.seed == UINT64_MAX); /* one seed for the split and the fits */
    assert_true(o.fit.pow_max == 50.0);
    assert_ptr_equal(o.format, &pm_format_json);
    assert_int_equal(o.nnumeric, 2);
    assert_string_equal(o.numeric[1], "b");
    pm_options_free(&o);

    static const struct {
        const char *opt, *value, *msg;
    } bad[] = {
        {"--fits", "0", "--fits needs a whole number from 1 to 1000, got '0'"},
        {"--threads", "1025", "--threads needs a whole number from 1 to 1024, got '1025'"},
        {"--threads", "-1", "--threads needs a whole number from 1 to 1024, got '-1'"},
        {"--seed", " -1", "--seed needs a non-negative integer, got ' -1'"},
        {"--seed", "18446744073709551616", "--seed needs a non-negative integer"},
        {"--train-fraction", "0", "--train-fraction needs a number in (0, 1], got '0'"},
        {"--coef-max", "nan", "--coef-max needs a positive number, got 'nan'"},
        {"--power-max", "50.5", "--power-max needs a number in (0, 50], got '50.5'"},
        {"--loss", "l2", "--loss: unknown loss 'l2' (log, mae, mape)"},
        {"--optimizer", "de", "--optimizer: unknown 'de' (vp, paper)"},
        {"--output", "", "--output needs a directory name"},
        {"--quiet=yes", NULL, "option '--quiet' takes no value"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char *argv[] = {"pmreport", (char *)bad[i].opt, (char *)bad[i].value, "x", NULL};
        int argc = bad[i].value ? 4 : 3;
        if (!bad[i].value)
            argv[2] = "x", argv[3] = NULL;
        assert_int_equal(S_parse(&o, argc, argv, &err), -1);
        if (strstr(err.msg, bad[i].msg) == NULL)
            fail_msg("%s %s: got \"%s\", want \"%s\"", bad[i].opt, bad[i].value, err.msg,
                     bad[i].msg);
        pm_options_free(&o);
    }
}

/* Config-file keys: only the long options meant for a file, flags take true/yes/1. */
static void test_config_keys(void **state)
{
    (void)state;
    pm_options o;
    pm_error err;
    char *none[] = {NULL};
    assert_int_equal(
        S_parse_with_config(&o, "strict = yes\nrecord\nlambda-sweep = 1\n", none, &err), 0);
    assert_int_equal(o.gate.strict, 1);
    assert_int_equal(o.record, 1);
    assert_int_equal(o.fit.lambda_sweep, 1);
    pm_options_free(&o);
    static const struct {
        const char *text, *msg;
    } bad[] = {
        {"help = true\n", "unknown setting 'help'"},
        {"config = other.conf\n", "unknown setting 'config'"},
        {"help-man = true\n", "unknown setting 'help-man'"},
        {"quiet = no\n", "setting 'quiet' takes no value (or true)"},
        {"loss =\n", "setting 'loss' needs a value"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(S_parse_with_config(&o, bad[i].text, none, &err), -1);
        assert_int_equal(err.line, 1);
        if (strstr(err.msg, bad[i].msg) == NULL)
            fail_msg("%s: got \"%s\", want \"%s\"", bad[i].text, err.msg, bad[i].msg);
        pm_options_free(&o);
    }
}

/* pmreport predict and pmreport history parse through tables of their own. */
static void test_sub_commands(void **state)
{
    (void)state;
    pm_error err;
    pm_predict_options p;
    char *pa[] = {"predict", "-m", "model.json", "gpus=8", "framework=eager", NULL};
    pm_error_clear(&err);
    assert_int_equal(pm_predict_options_parse(&p, 5, pa, &err), 0);
    assert_string_equal(p.model, "model.json");
    assert_int_equal(p.nassign, 2);
    assert_string_equal(p.assign[1], "framework=eager");
    pm_predict_options_free(&p);
    char *pb[] = {"predict", "gpus=8", NULL};
    assert_int_equal(pm_predict_options_parse(&p, 2, pb, &err), -1);
    assert_string_equal(err.msg, "predict: --model FILE is required");
    pm_predict_options_free(&p);
    char *pc[] = {"predict", "--limit", "3", NULL};
    assert_int_equal(pm_predict_options_parse(&p, 3, pc, &err), -1);
    assert_string_equal(err.msg, "predict: unknown option '--limit' (see predict --help)");
    pm_predict_options_free(&p);

    pm_history_options h;
    char *ha[] = {"history", "--limit", "3", "main", NULL};
    assert_int_equal(pm_history_options_parse(&h, 4, ha, &err), 0);
    assert_int_equal(h.limit, 3);
    assert_string_equal(h.db, "reports/history.db");
    assert_string_equal(h.branch, "main");
    pm_history_options_free(&h);
    char *hb[] = {"history", "--limit", "-2", "main", NULL};
    assert_int_equal(pm_history_options_parse(&h, 4, hb, &err), -1);
    assert_string_equal(err.msg, "history: --limit needs a non-negative integer, got '-2'");
    pm_history_options_free(&h);
    char *hc[] = {"history", "--db", "x.db", NULL};
    assert_int_equal(pm_history_options_parse(&h, 3, hc, &err), -1);
    assert_non_null(strstr(err.msg, "history: give one BRANCH"));
    pm_history_options_free(&h);
    /* export BRANCH DIR and import DIR: the first word picks the action */
    char *hd[] = {"history", "--db", "x.db", "export", "main", "runs", NULL};
    assert_int_equal(pm_history_options_parse(&h, 6, hd, &err), 0);
    assert_int_equal(h.action, PM_HISTORY_EXPORT);
    assert_string_equal(h.db, "x.db");
    assert_string_equal(h.branch, "main");
    assert_string_equal(h.dir, "runs");
    pm_history_options_free(&h);
    char *he[] = {"history", "import", "runs", NULL};
    assert_int_equal(pm_history_options_parse(&h, 3, he, &err), 0);
    assert_int_equal(h.action, PM_HISTORY_IMPORT);
    assert_null(h.branch);
    assert_string_equal(h.dir, "runs");
    pm_history_options_free(&h);
    char *hf[] = {"history", "export", "main", NULL};
    assert_int_equal(pm_history_options_parse(&h, 3, hf, &err), -1);
    assert_string_equal(err.msg, "history: export takes BRANCH DIR (see history --help)");
    pm_history_options_free(&h);
    char *hg[] = {"history", "import", NULL};
    assert_int_equal(pm_history_options_parse(&h, 2, hg, &err), -1);
    assert_string_equal(err.msg, "history: import takes DIR, or a github-action-benchmark data.js "
                                 "FILE (see history --help)");
    pm_history_options_free(&h);
    char *hh[] = {"history", "main", NULL};
    assert_int_equal(pm_history_options_parse(&h, 2, hh, &err), 0);
    assert_int_equal(h.action, PM_HISTORY_LIST);
    assert_null(h.dir);
    pm_history_options_free(&h);
}

static int S_custom_ok(void *target, const char *v, char *msg, size_t cap)
{
    (void)target, (void)v, (void)msg, (void)cap;
    return 0;
}

/* Every table passes its own consistency check, and the check does catch a broken table. */
static void test_tables_consistent(void **state)
{
    (void)state;
    char msg[300];
    const pm_opttab *tabs[] = {&pm_options_table, &pm_predict_table, &pm_history_table};
    for (size_t i = 0; i < 3; i++)
        if (pm_opttab_check(tabs[i], msg, sizeof msg) != 0)
            fail_msg("%s", msg);

    typedef struct {
        int flag;
        char *s;
        int narrow;
    } S_t;
    static const pm_optsection sec[] = {{"All", NULL}};
    pm_optdesc twice[] = {
        {.name = "x", .help = "x", PM_OPT_FLAG(S_t, flag, 1)},
        {.name = "x", .arg = "S", .help = "x", PM_OPT_STRING(S_t, s)},
    };
    pm_opttab t = {.command = "t",
                   .prefix = "",
                   .see_help = "--help",
                   .opts = twice,
                   .nopts = 2,
                   .sections = sec,
                   .nsections = 1};
    assert_int_equal(pm_opttab_check(&t, msg, sizeof msg), -1);
    assert_non_null(strstr(msg, "a long name of its own"));
    pm_optdesc wide[] = {
        {.name = "n", .arg = "N", .help = "n", PM_OPT_COUNT(S_t, narrow, 0, PM_OPT_UNBOUNDED)}};
    t.opts = wide;
    t.nopts = 1;
    assert_int_equal(pm_opttab_check(&t, msg, sizeof msg), -1);
    assert_non_null(strstr(msg, "--n"));
    pm_optdesc no_arg[] = {{.name = "c", .help = "c", PM_OPT_CUSTOM(S_custom_ok)}};
    t.opts = no_arg;
    assert_int_equal(pm_opttab_check(&t, msg, sizeof msg), -1);
    assert_non_null(strstr(msg, "an argument name"));
}

/* --help, the man page and the config reference each show every option they should. */
static void test_docs_show_every_option(void **state)
{
    (void)state;
    pm_buf usage = PM_BUF_INIT, man = PM_BUF_INIT, md = PM_BUF_INIT;
    pm_options_doc(PM_DOC_USAGE, &usage);
    pm_options_doc(PM_DOC_MAN, &man);
    pm_options_doc(PM_DOC_CONFIG, &md);
    const pm_opttab *t = &pm_options_table;
    for (size_t i = 0; i < t->nopts; i++) {
        const pm_optdesc *d = &t->opts[i];
        char want[100], man_name[200];
        snprintf(want, sizeof want, "--%s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
        size_t k = 0;
        for (const char *c = "--"; *c; c++)
            man_name[k++] = '\\', man_name[k++] = '-';
        for (const char *c = d->name; *c; c++) {
            if (*c == '-')
                man_name[k++] = '\\';
            man_name[k++] = *c;
        }
        man_name[k] = '\0';
        int hidden = (d->flags & PM_OPTF_HIDDEN) != 0;
        int in_usage = strstr(pm_buf_str(&usage), want) != NULL;
        int in_man = strstr(pm_buf_str(&man), man_name) != NULL;
        snprintf(want, sizeof want, "| `%s = ", d->name);
        int in_md = strstr(pm_buf_str(&md), want) != NULL;
        if (in_usage == hidden || in_man == hidden ||
            in_md == (hidden || (d->flags & PM_OPTF_NO_CONFIG)))
            fail_msg("--%s: in --help %d, man %d, config.md %d", d->name, in_usage, in_man, in_md);
    }
    /* no line of --help is wider than 79 columns */
    for (const char *l = pm_buf_str(&usage); *l;) {
        size_t n = strcspn(l, "\n");
        if (n > 79)
            fail_msg("a --help line of %zu columns: %.*s", n, (int)n, l);
        l += n + (l[n] == '\n');
    }
    pm_buf_free(&usage);
    pm_buf_free(&man);
    pm_buf_free(&md);
}

/* --ideal F=X[,...]: given twice the ideals add up and a factor's last value wins; from a config
   file too; a bad item is a usage error naming the option. */
static void test_ideal_option(void **state)
{
    (void)state;
    char *argv[] = {"pmreport", "--ideal", "n=1,workers=0", "--ideal", "n=2", "a.csv", NULL};
    pm_options o;
    pm_error err;
    assert_int_equal(S_parse(&o, 6, argv, &err), 0);
    assert_int_equal(o.ideals.n, 2);
    assert_true(pm_factor_stated(&o.ideals, "n") == 2.0);
    assert_true(pm_factor_stated(&o.ideals, "workers") == 0.0);
    pm_options_free(&o);
    char *dir = pm_test_tmpdir();
    char *cfg = pm_test_write(dir, "pm.conf", "ideal = gpus=-1\n");
    char *withcfg[] = {"pmreport", "--config", cfg, "a.csv", NULL};
    assert_int_equal(S_parse(&o, 4, withcfg, &err), 0);
    assert_true(pm_factor_stated(&o.ideals, "gpus") == -1.0);
    pm_options_free(&o);
    char *bad[] = {"pmreport", "--ideal", "n", "a.csv", NULL};
    assert_int_equal(S_parse(&o, 4, bad, &err), -1);
    assert_int_equal(err.kind, PM_ERR_USAGE);
    assert_non_null(strstr(err.msg, "--ideal: expected NAME=NUMBER, got 'n'"));
    pm_options_free(&o);
    pm_test_rmtree(dir);
    free(dir);
    free(cfg);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flags_and_inputs),
        cmocka_unit_test(test_bad_usage),
        cmocka_unit_test(test_ideal_option),
        cmocka_unit_test(test_config_file_and_command_line_precedence),
        cmocka_unit_test(test_preset_layers),
        cmocka_unit_test(test_typed_setters),
        cmocka_unit_test(test_config_keys),
        cmocka_unit_test(test_sub_commands),
        cmocka_unit_test(test_tables_consistent),
        cmocka_unit_test(test_docs_show_every_option),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
