/* main.c - the pmreport command: parse options, run the pipeline, print, choose the exit status.
 *
 * Pipeline: ingest (every INPUT into one table) -> roles -> dataset -> fit -> outputs.
 * `pmreport predict --model model.json KEY=VALUE...` evaluates a saved model.
 * Exit status: 0 success, 1 gate failure, 2 usage or input error. Nothing is
 * written to the output directory unless every stage succeeded.
 */
#include "dataset/dataset.h"
#include "fit/predict.h"
#include "fit/protocol.h"
#include "dataset/roles.h"
#include "ingest/ingest.h"
#include "options.h"
#include "render/fit_text.h"
#include "render/model_json.h"
#include "render/outdir.h"
#include "render/summary.h"
#include "util/buf.h"
#include "util/error.h"
#include "version.h"

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXIT_OK = 0, EXIT_GATE = 1, EXIT_BAD = 2 };

static int S_fail(const pm_error *err)
{
    char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
    pm_error_format(err, line, sizeof line);
    fprintf(stderr, "%s\n", line);
    return EXIT_BAD;
}

/* One file of the report directory. */
typedef struct S_file {
    const char *name;  /* file name inside the directory */
    const pm_buf *buf; /* its contents */
} S_file;

/* Write every file into the report directory, all or nothing. */
static int S_write(const char *dir, const S_file *files, size_t n, pm_error *err)
{
    pm_outdir od;
    if (pm_outdir_begin(&od, dir, err) != 0)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (pm_outdir_write(&od, files[i].name, files[i].buf->data, files[i].buf->len, err) != 0) {
            pm_outdir_abort(&od);
            return -1;
        }
    return pm_outdir_commit(&od, err);
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
            pm_error_set(&err, PM_ERR_USAGE, NULL, 0, "predict: bad option '%.60s' (see predict --help)",
                         argv[optind - 1]);
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

int main(int argc, char **argv)
{
    /* Over `ulimit -f`, a write must fail with EFBIG (an error we report, and the
     * report directory is rolled back) rather than kill us with SIGXFSZ. */
    signal(SIGXFSZ, SIG_IGN);
    if (argc > 1 && strcmp(argv[1], "predict") == 0)
        return S_predict(argc - 1, argv + 1);
    pm_options o;
    pm_error err;
    pm_error_clear(&err);
    pm_options_init(&o);
    int status = EXIT_BAD;
    pm_table *t = NULL;
    pm_roles roles = {0};
    pm_dataset d = {0};
    int have_roles = 0, have_dataset = 0;
    pm_fit fit = {0};
    int have_fit = 0;
    pm_buf text = PM_BUF_INIT, json = PM_BUF_INIT, fittext = PM_BUF_INIT, model = PM_BUF_INIT;

    if (pm_options_parse(&o, argc, argv, &err) != 0) {
        status = S_fail(&err);
        if (err.file[0] == '\0')
            fputs("Try 'pmreport --help' for more information.\n", stderr);
        goto done;
    }
    if (o.help) {
        fputs(pm_options_usage(), stdout);
        status = EXIT_OK;
        goto done;
    }
    if (o.version) {
        printf("pmreport %s\n", PM_VERSION);
        status = EXIT_OK;
        goto done;
    }
    if (o.ninputs == 0) {
        pm_error_set(&err, PM_ERR_USAGE, NULL, 0, "no input files (see --help)");
        status = S_fail(&err);
        goto done;
    }

    t = pm_table_new();
    for (size_t i = 0; i < o.ninputs; i++)
        if (pm_ingest_file(t, o.inputs[i], o.format, &err) != 0) {
            status = S_fail(&err);
            goto done;
        }
    pm_role_spec spec = pm_options_roles(&o);
    if (pm_roles_decide(t, &spec, &roles, &err) != 0) {
        status = S_fail(&err);
        goto done;
    }
    have_roles = 1;
    pm_dataset_opts dopts = {o.train_fraction, o.seed};
    if (pm_dataset_build(t, &roles, &dopts, &d, &err) != 0) {
        status = S_fail(&err);
        goto done;
    }
    have_dataset = 1;

    pm_summary_roles(t, &roles, &text);
    pm_buf_puts(&text, "\n");
    pm_summary_dataset(&d, &text);
    pm_summary_json(t, &roles, &d, &json);
    if (!o.quiet) {
        fputs(pm_buf_str(&text), stdout);
        fflush(stdout);
    }

    if (pm_fit_run(&d, &o.fit, &fit, &err) != 0) {
        status = S_fail(&err);
        goto done;
    }
    have_fit = 1;
    pm_fit_text(&d, &fit, &fittext);
    pm_model_json(&d, &fit, &model);
    S_file files[] = {{"dataset.txt", &text},
                      {"dataset.json", &json},
                      {"fit.txt", &fittext},
                      {"model.json", &model}};
    if (S_write(o.output_dir, files, sizeof files / sizeof files[0], &err) != 0) {
        status = S_fail(&err);
        goto done;
    }
    if (!o.quiet) {
        printf("\n%s", pm_buf_str(&fittext));
        printf("\nwrote %s/ (model.json, fit.txt, dataset.txt, dataset.json)\n", o.output_dir);
    }
    status = EXIT_OK;
done:
    pm_buf_free(&text);
    pm_buf_free(&json);
    pm_buf_free(&fittext);
    pm_buf_free(&model);
    if (have_fit)
        pm_fit_free(&fit);
    if (have_dataset)
        pm_dataset_free(&d);
    if (have_roles)
        pm_roles_free(&roles);
    pm_table_free(t);
    pm_options_free(&o);
    return status;
}
