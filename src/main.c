/* main.c - the pmreport command: parse options, run the pipeline, print, choose the exit status.
 *
 * Pipeline: ingest (every INPUT into one table) -> roles -> dataset -> outputs.
 * Exit status: 0 success, 1 gate failure, 2 usage or input error. Nothing is
 * written to the output directory unless every stage succeeded.
 */
#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "ingest/ingest.h"
#include "options.h"
#include "render/outdir.h"
#include "render/summary.h"
#include "util/buf.h"
#include "util/error.h"
#include "version.h"

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

/* Write the dataset summary files into the report directory. */
static int S_write(const pm_options *o, const pm_buf *text, const pm_buf *json, pm_error *err)
{
    pm_outdir od;
    if (pm_outdir_begin(&od, o->output_dir, err) != 0)
        return -1;
    if (pm_outdir_write(&od, "dataset.txt", text->data, text->len, err) != 0 ||
        pm_outdir_write(&od, "dataset.json", json->data, json->len, err) != 0) {
        pm_outdir_abort(&od);
        return -1;
    }
    return pm_outdir_commit(&od, err);
}

int main(int argc, char **argv)
{
    pm_options o;
    pm_error err;
    pm_error_clear(&err);
    pm_options_init(&o);
    int status = EXIT_BAD;
    pm_table *t = NULL;
    pm_roles roles = {0};
    pm_dataset d = {0};
    int have_roles = 0, have_dataset = 0;
    pm_buf text = PM_BUF_INIT, json = PM_BUF_INIT;

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
    if (S_write(&o, &text, &json, &err) != 0) {
        status = S_fail(&err);
        goto done;
    }
    if (!o.quiet) {
        fputs(pm_buf_str(&text), stdout);
        printf("\nwrote %s/dataset.txt and dataset.json (model fitting is not built yet)\n",
               o.output_dir);
    }
    status = EXIT_OK;
done:
    pm_buf_free(&text);
    pm_buf_free(&json);
    if (have_dataset)
        pm_dataset_free(&d);
    if (have_roles)
        pm_roles_free(&roles);
    pm_table_free(t);
    pm_options_free(&o);
    return status;
}
