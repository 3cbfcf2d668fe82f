/* main.c - the pmreport command line: parse options, call the pipeline, map the outcome to an exit
 * status.
 *
 *   pmreport [OPTIONS] INPUT...                      run.h: fit, report, gate
 *   pmreport predict --model model.json KEY=VALUE... result/predict.h
 *   pmreport history [--db FILE] [--limit N] BRANCH  history/list.h
 *   pmreport history export BRANCH DIR, import DIR   history/exchange.h
 *
 * Exit status: 0 success, 1 the gate found a regression, or could not judge
 * with --strict (the report is written either way), 2 usage or input error
 * (nothing is written).
 */
#include "history/exchange.h"
#include "history/list.h"
#include "options.h"
#include "result/predict.h"
#include "result/result.h"
#include "run.h"
#include "util/buf.h"
#include "util/error.h"
#include "version.h"

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

/* Print document `which` of options.h on stdout. */
static int S_doc(pm_doc which)
{
    pm_buf b = PM_BUF_INIT;
    pm_options_doc(which, &b);
    fputs(pm_buf_str(&b), stdout);
    pm_buf_free(&b);
    return EXIT_OK;
}

/* `pmreport predict --model FILE KEY=VALUE...` */
static int S_predict(int argc, char **argv)
{
    pm_predict_options o;
    pm_error err;
    pm_error_clear(&err);
    int status;
    if (pm_predict_options_parse(&o, argc, argv, &err) != 0) {
        status = S_fail(&err);
    } else if (o.help) {
        status = S_doc(PM_DOC_PREDICT_USAGE);
    } else {
        pm_buf out = PM_BUF_INIT;
        int rc = pm_predict(o.model, o.assign, o.nassign, &out, &err);
        if (rc == 0)
            fputs(pm_buf_str(&out), stdout);
        pm_buf_free(&out);
        status = rc == 0 ? EXIT_OK : S_fail(&err);
    }
    pm_predict_options_free(&o);
    return status;
}

/* `pmreport history [--db FILE] [--limit N] BRANCH` */
static int S_history(int argc, char **argv)
{
    pm_history_options o;
    pm_error err;
    pm_error_clear(&err);
    int status;
    if (pm_history_options_parse(&o, argc, argv, &err) != 0) {
        status = S_fail(&err);
    } else if (o.help) {
        status = S_doc(PM_DOC_HISTORY_USAGE);
    } else {
        pm_buf out = PM_BUF_INIT;
        size_t done = 0, total = 0;
        int rc;
        switch (o.action) {
        case PM_HISTORY_EXPORT:
            rc = pm_history_export(o.db, o.branch, o.dir, &done, &total, &err);
            if (rc == 0)
                pm_buf_printf(&out, "exported %zu new of %zu runs of %s to %s/\n", done, total,
                              o.branch, o.dir);
            break;
        case PM_HISTORY_IMPORT:
            rc = pm_history_import(o.db, o.dir, &done, &total, &err);
            if (rc == 0)
                pm_buf_printf(&out, "imported %zu new of %zu run files from %s/ into %s\n", done,
                              total, o.dir, o.db);
            break;
        default: rc = pm_history_list(o.db, o.branch, o.limit, &out, &err); break;
        }
        if (rc == 0)
            fputs(pm_buf_str(&out), stdout);
        pm_buf_free(&out);
        status = rc == 0 ? EXIT_OK : S_fail(&err);
    }
    pm_history_options_free(&o);
    return status;
}

/* The exit status of a run that worked, from the gate's verdict. */
static int S_status(const pm_run_outcome *out, const pm_options *o)
{
    switch (out->verdict) {
    case PM_VERDICT_REGRESSION: return EXIT_GATE;
    case PM_VERDICT_INCONCLUSIVE:
    case PM_VERDICT_NO_BASELINE: return o->gate.strict ? EXIT_GATE : EXIT_OK;
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
        status = S_doc((pm_doc)(o.help - 1));
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
