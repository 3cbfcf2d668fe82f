/* main.c - the pmreport command line: parse options, call the pipeline, map the outcome to an exit
 * status.
 *
 *   pmreport [OPTIONS] INPUT...                      run.h: fit, report, gate
 *   pmreport predict --model model.json KEY=VALUE... result/predict.h
 *   pmreport history [--db FILE] [--limit N] BRANCH  history_cmd.h: the table of the
 *   pmreport history export BRANCH DIR, import DIR   history's subcommands
 *   pmreport history import data.js [--branch NAME]
 *   pmreport history prune --keep N --older-than D
 *   pmreport history dashboard [--branch NAME] DIR
 *
 * Exit status: 0 success, 1 the gate found a regression, or could not judge
 * with --strict (the report is written either way), 2 usage or input error
 * (nothing is written).
 */
#include "history/store.h"
#include "history_cmd.h"
#include "options.h"
#include "render/github.h"
#include "result/predict.h"
#include "result/result.h"
#include "run.h"
#include "util/buf.h"
#include "util/error.h"
#include "util/progress.h"
#include "version.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum { EXIT_OK = 0, EXIT_GATE = 1, EXIT_BAD = 2 };

/* Print err as its one line; the status of a failed run. On GitHub Actions the
 * line is an `::error::` workflow command with the line as its escaped data, so
 * a name in it (`##[...]`, or a path that starts with `::`) is never read as a
 * command of its own (render/github.h). */
static int S_fail(const pm_error *err)
{
    char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
    pm_error_format(err, line, sizeof line);
    if (pm_github_active()) {
        pm_buf b = PM_BUF_INIT;
        pm_buf_puts(&b, "::error::");
        pm_github_escape(&b, line, 0);
        fprintf(stderr, "%s\n", pm_buf_str(&b));
        pm_buf_free(&b);
    } else {
        fprintf(stderr, "%s\n", line);
    }
    return EXIT_BAD;
}

/* Print text on stdout; on GitHub Actions between `::stop-commands::TOKEN` and
 * `::TOKEN::`, since it holds names from the data or the history. */
static void S_print(const char *text)
{
    char token[40];
    int gh = pm_github_active();
    if (gh)
        pm_github_stop(stdout, token, sizeof token);
    fputs(text, stdout);
    if (gh)
        pm_github_resume(stdout, token);
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
            S_print(pm_buf_str(&out));
        pm_buf_free(&out);
        status = rc == 0 ? EXIT_OK : S_fail(&err);
    }
    pm_predict_options_free(&o);
    return status;
}

/* The arguments as the report records them: a history's connection string with its password
 * hidden (pm_store_display). An array of argc strings, each freed with the array. */
static char **S_shown_argv(int argc, char **argv)
{
    char **v = calloc((size_t)argc + 1, sizeof *v);
    if (v == NULL)
        abort();
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        char buf[4200];
        if (strncmp(a, "--db=", 5) == 0 && pm_store_hides_secret(a + 5)) {
            memcpy(buf, "--db=", 5);
            pm_store_display(a + 5, buf + 5, sizeof buf - 5);
        } else if (pm_store_hides_secret(a)) {
            pm_store_display(a, buf, sizeof buf);
        } else {
            a = NULL;
        }
        v[i] = strdup(a ? buf : argv[i]);
        if (v[i] == NULL)
            abort();
    }
    return v;
}

/* `pmreport history ...`: one of its subcommands (history_cmd.h). */
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
        int rc = pm_history_cmd_run(&o, &out, &err);
        if (rc == 0)
            S_print(pm_buf_str(&out));
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
#ifdef __GLIBC__
    /* Arrays over every row (megabytes, one set per fit on each thread) from mmap, so that
     * a freed one goes back to the system at once. glibc would otherwise raise this bound
     * to the largest block freed and serve the next ones from its per-thread heaps, which
     * keep them: 12 MB more peak memory on 1.5M rows (bench/speed_bench.sh). */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
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
        char **shown = S_shown_argv(argc, argv);
        pm_run_meta_init(&meta, argc, shown);
        for (int i = 0; i < argc; i++)
            free(shown[i]);
        free(shown);
        pm_run_outcome out;
        /* on GitHub Actions the log (names from the data) is bracketed so that
           the runner reads no command in it; then pmreport's own annotations,
           even with --quiet */
        char token[40];
        int gh = pm_github_active() && !o.quiet;
        if (gh)
            pm_github_stop(stdout, token, sizeof token);
        /* a line of progress on a terminal only: not in CI logs, pipes, or with -q */
        if (!o.quiet && isatty(STDERR_FILENO))
            pm_progress_start(stderr);
        int rc = pm_run(&o, &meta, o.quiet ? NULL : stdout, &out, &err);
        pm_progress_end(); /* erased before the error, if any, is printed */
        if (gh)
            pm_github_resume(stdout, token);
        if (rc == 0) {
            fputs(pm_buf_str(&out.annotations), stdout);
            fflush(stdout);
        }
        pm_buf_free(&out.annotations);
        status = rc == 0 ? S_status(&out, &o) : S_fail(&err);
        pm_run_meta_free(&meta);
    }
    pm_options_free(&o);
    return status;
}
