/* main.c - the pmreport command line: parse options, call the pipeline, map the outcome to an exit
 * status.
 *
 *   pmreport [OPTIONS] INPUT...                      run.h: fit, report, gate
 *   pmreport predict --model model.json KEY=VALUE... result/predict.h
 *   pmreport history [--db FILE] [--limit N] BRANCH  history/list.h
 *   pmreport history export BRANCH DIR, import DIR   history/exchange.h
 *   pmreport history import data.js [--branch NAME]  import.h
 *   pmreport history prune --keep N --older-than D   history/store.h
 *
 * Exit status: 0 success, 1 the gate found a regression, or could not judge
 * with --strict (the report is written either way), 2 usage or input error
 * (nothing is written).
 */
#include "history/exchange.h"
#include "history/list.h"
#include "history/store.h"
#include "import.h"
#include "options.h"
#include "render/github.h"
#include "result/predict.h"
#include "result/result.h"
#include "run.h"
#include "util/buf.h"
#include "util/error.h"
#include "util/progress.h"
#include "version.h"

#include <limits.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
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

/* `pmreport history prune`: the runs beyond each branch's newest --keep and older than
 * --older-than days (SOURCE_DATE_EPOCH, when set, is now). 0 or -1. */
static int S_prune(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    long long before = LLONG_MAX;
    if (o->older_than) {
        const char *sde = getenv("SOURCE_DATE_EPOCH");
        long long now = sde && *sde ? strtoll(sde, NULL, 10) : (long long)time(NULL);
        before = now - (long long)o->older_than * 86400;
    }
    pm_store *s = NULL;
    size_t removed = 0;
    int rc = pm_store_open(o->db, o->project, PM_STORE_WRITE, &s, err);
    if (rc == 0)
        rc = pm_store_prune(s, o->keep, before, &removed, err);
    pm_store_close(s);
    if (rc == 0)
        pm_buf_printf(out, "pruned %zu runs of project %s from %s\n", removed, o->project, db);
    return rc;
}

/* The arguments as the report records them: a PostgreSQL connection string's password
 * hidden (pm_store_display). An array of argc strings, each freed with the array. */
static char **S_shown_argv(int argc, char **argv)
{
    char **v = calloc((size_t)argc + 1, sizeof *v);
    if (v == NULL)
        abort();
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        char buf[4200];
        if (strncmp(a, "--db=", 5) == 0 && pm_store_is_postgres(a + 5)) {
            memcpy(buf, "--db=", 5);
            pm_store_display(a + 5, buf + 5, sizeof buf - 5);
        } else if (pm_store_is_postgres(a)) {
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

/* `pmreport history [--db FILE] [--limit N] BRANCH` */
/* `history import DIR` (run files) or `history import data.js` (github-action-benchmark's
 * history: every entry modelled and recorded, import.h), what it did into out. */
static int S_import(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    size_t done = 0, total = 0, skipped = 0;
    struct stat st;
    if (stat(o->dir, &st) == 0 && S_ISREG(st.st_mode)) {
        char *log = NULL;
        size_t loglen = 0;
        FILE *fp = open_memstream(&log, &loglen);
        int rc = pm_import_datajs(o->db, o->project, o->import_branch, o->dir, fp, &done, &total,
                                  &skipped, err);
        if (fp)
            fclose(fp);
        if (rc == 0) {
            pm_buf_puts(out, log ? log : "");
            pm_buf_printf(out, "imported %zu new of %zu entr%s of %s into %s", done, total,
                          total == 1 ? "y" : "ies", o->dir, db);
            if (skipped)
                pm_buf_printf(out, " (%zu skipped: no usable measurement)", skipped);
            pm_buf_puts(out, "\n");
        }
        free(log);
        return rc;
    }
    int rc = pm_history_import(o->db, o->project, o->dir, &done, &total, err);
    if (rc == 0)
        pm_buf_printf(out, "imported %zu new of %zu run files from %s/ into %s\n", done, total,
                      o->dir, db);
    return rc;
}

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
        char db[512];
        pm_store_display(o.db, db, sizeof db);
        int rc;
        switch (o.action) {
        case PM_HISTORY_EXPORT:
            rc = pm_history_export(o.db, o.project, o.branch, o.dir, &done, &total, &err);
            if (rc == 0)
                pm_buf_printf(&out, "exported %zu new of %zu runs of %s to %s/\n", done, total,
                              o.branch, o.dir);
            break;
        case PM_HISTORY_IMPORT: rc = S_import(&o, db, &out, &err); break;
        case PM_HISTORY_PRUNE: rc = S_prune(&o, db, &out, &err); break;
        case PM_HISTORY_DASHBOARD: rc = pm_dashboard_publish(&o.dash, &out, &err); break;
        default: rc = pm_history_list(o.db, o.project, o.branch, o.limit, &out, &err); break;
        }
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
