/* main.c - the pmreport command line: parse options, call the pipeline, map the outcome to an exit
 * status.
 *
 *   pmreport [OPTIONS] INPUT...                      run.h: fit, report, gate
 *   pmreport predict --model model.json KEY=VALUE... result/predict.h
 *   pmreport history [--db FILE] [--limit N] BRANCH  history/list.h
 *
 * Exit status: 0 success, 1 the gate found a regression, or could not judge
 * with --strict (the report is written either way), 2 usage or input error
 * (nothing is written).
 */
#include "history/list.h"
#include "options.h"
#include "result/predict.h"
#include "result/result.h"
#include "run.h"
#include "util/buf.h"
#include "util/error.h"
#include "version.h"

#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

enum { EXIT_OK = 0, EXIT_GATE = 1, EXIT_BAD = 2 };

/* Print err as its one line; the status of a failed run. */
static int S_fail(const pm_error *err)
{
    char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
    pm_error_format(err, line, sizeof line);
    fprintf(stderr, "%s\n", line);
    return EXIT_BAD;
}

/* `pmreport predict --model FILE KEY=VALUE...` */
static int S_predict(int argc, char **argv)
{
    static const struct option lo[] = {{"model", required_argument, NULL, 'm'},
                                       {"help", no_argument, NULL, 'h'},
                                       {NULL, 0, NULL, 0}};
    const char *model = NULL;
    pm_error err;
    pm_error_clear(&err);
    opterr = 0;
    optind = 0;
    int c;
    while ((c = getopt_long(argc, argv, "+:m:h", lo, NULL)) != -1) {
        if (c == 'm') {
            model = optarg;
        } else if (c == 'h') {
            fputs("Usage: pmreport predict --model model.json KEY=VALUE...\n"
                  "Print the model's time for one configuration (every parameter given as\n"
                  "KEY=VALUE; the group column picks a group, else all groups are shown).\n",
                  stdout);
            return EXIT_OK;
        } else {
            pm_error_set(&err, PM_ERR_USAGE, NULL, 0,
                         "predict: bad option '%.60s' (see predict --help)", argv[optind - 1]);
            return S_fail(&err);
        }
    }
    if (model == NULL) {
        pm_error_set(&err, PM_ERR_USAGE, NULL, 0, "predict: --model FILE is required");
        return S_fail(&err);
    }
    pm_buf out = PM_BUF_INIT;
    int rc = pm_predict(model, argv + optind, (size_t)(argc - optind), &out, &err);
    if (rc == 0)
        fputs(pm_buf_str(&out), stdout);
    pm_buf_free(&out);
    return rc == 0 ? EXIT_OK : S_fail(&err);
}

/* `pmreport history [--db FILE] [--limit N] BRANCH` */
static int S_history(int argc, char **argv)
{
    static const struct option lo[] = {{"db", required_argument, NULL, 'd'},
                                       {"limit", required_argument, NULL, 'n'},
                                       {"help", no_argument, NULL, 'h'},
                                       {NULL, 0, NULL, 0}};
    const char *db = "reports/history.db";
    size_t limit = 0;
    pm_error err;
    pm_error_clear(&err);
    opterr = 0;
    optind = 0;
    int c;
    while ((c = getopt_long(argc, argv, "+:h", lo, NULL)) != -1) {
        if (c == 'd') {
            db = optarg;
        } else if (c == 'n') {
            char *end;
            unsigned long v = strtoul(optarg, &end, 10);
            if (*optarg == '\0' || *end != '\0' || optarg[0] == '-') {
                pm_error_set(&err, PM_ERR_USAGE, NULL, 0,
                             "history: --limit needs a whole number, got '%.40s'", optarg);
                return S_fail(&err);
            }
            limit = (size_t)v;
        } else if (c == 'h') {
            fputs("Usage: pmreport history [--db FILE] [--limit N] BRANCH\n"
                  "List the runs of BRANCH recorded with --record, newest first, with their\n"
                  "scaling exponents (default database reports/history.db; docs/gate.md).\n",
                  stdout);
            return EXIT_OK;
        } else {
            pm_error_set(&err, PM_ERR_USAGE, NULL, 0,
                         "history: bad option '%.60s' (see history --help)", argv[optind - 1]);
            return S_fail(&err);
        }
    }
    if (argc - optind != 1) {
        pm_error_set(&err, PM_ERR_USAGE, NULL, 0, "history: give one BRANCH (see history --help)");
        return S_fail(&err);
    }
    pm_buf out = PM_BUF_INIT;
    int rc = pm_history_list(db, argv[optind], limit, &out, &err);
    if (rc == 0)
        fputs(pm_buf_str(&out), stdout);
    pm_buf_free(&out);
    return rc == 0 ? EXIT_OK : S_fail(&err);
}

/* The exit status of a run that worked, from the gate's verdict. */
static int S_status(const pm_run_outcome *out, const pm_options *o)
{
    switch (out->verdict) {
    case PM_VERDICT_REGRESSION: return EXIT_GATE;
    case PM_VERDICT_INCONCLUSIVE: return o->gate.strict ? EXIT_GATE : EXIT_OK;
    default: return EXIT_OK;
    }
}

int main(int argc, char **argv)
{
    /* Over `ulimit -f`, a write must fail with EFBIG (an error we report, and the
     * report directory is rolled back) rather than kill us with SIGXFSZ. */
    signal(SIGXFSZ, SIG_IGN);
    if (argc > 1 && strcmp(argv[1], "predict") == 0)
        return S_predict(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "history") == 0)
        return S_history(argc - 1, argv + 1);
    pm_options o;
    pm_error err;
    pm_error_clear(&err);
    pm_options_init(&o);
    int status;
    if (pm_options_parse(&o, argc, argv, &err) != 0) {
        status = S_fail(&err);
        if (err.file[0] == '\0')
            fputs("Try 'pmreport --help' for more information.\n", stderr);
    } else if (o.help) {
        fputs(pm_options_usage(), stdout);
        status = EXIT_OK;
    } else if (o.version) {
        printf("pmreport %s\n", PM_VERSION);
        status = EXIT_OK;
    } else {
        pm_run_meta meta;
        pm_run_meta_init(&meta, argc, argv);
        pm_run_outcome out;
        status = pm_run(&o, &meta, o.quiet ? NULL : stdout, &out, &err) == 0 ? S_status(&out, &o)
                                                                             : S_fail(&err);
        pm_run_meta_free(&meta);
    }
    pm_options_free(&o);
    return status;
}
