/* run.c - the pipeline: ingest, roles, dataset, fit, result, renderers, all or nothing. */
#include "run.h"

#include "gate/confirm.h"
#include "gate/gate.h"
#include "history/runinfo.h"
#include "history/series.h"
#include "history/store.h"
#include "ingest/ingest.h"
#include "render/figures.h"
#include "render/fit_text.h"
#include "render/gate_json.h"
#include "render/github.h"
#include "render/html.h"
#include "render/outdir.h"
#include "render/render.h"
#include "render/shown.h"
#include "render/summary_md.h"
#include "result/model_io.h"
#include "stages.h"
#include "util/buf.h"
#include "util/progress.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- the renderers, in the order they run ---- */

/* Write buf as file name; frees buf. */
static int S_write_buf(const pm_render_ctx *ctx, const char *name, pm_buf *buf, pm_error *err)
{
    int rc = pm_outdir_write(ctx->out, name, buf->data ? buf->data : "", buf->len, err);
    pm_buf_free(buf);
    return rc;
}

/* dataset.txt (roles and dataset summary) and dataset.json, made when the dataset was built. */
static int S_render_dataset(const pm_render_ctx *ctx, pm_error *err)
{
    const pm_render_inputs *in = ctx->inputs;
    if (pm_outdir_write(ctx->out, "dataset.txt", pm_buf_str(in->dataset_txt), in->dataset_txt->len,
                        err) != 0)
        return -1;
    return pm_outdir_write(ctx->out, "dataset.json", pm_buf_str(in->dataset_json),
                           in->dataset_json->len, err);
}

static int S_render_fit_text(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_fit_text(ctx->result, &b);
    if (ctx->gate) { /* and the gate, as the terminal shows it */
        pm_buf_puts(&b, "\n");
        pm_gate_text(ctx->gate, &b);
    }
    return S_write_buf(ctx, "fit.txt", &b, err);
}

static int S_render_model_json(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(ctx->result, &b);
    return S_write_buf(ctx, "model.json", &b, err);
}

static int S_render_summary_md(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_summary_md(ctx->result, ctx->gate, &b);
    return S_write_buf(ctx, "summary.md", &b, err);
}

/* gate.json, whenever a gate ran. */
static int S_render_gate_json(const pm_render_ctx *ctx, pm_error *err)
{
    if (ctx->gate == NULL)
        return 0;
    pm_buf b = PM_BUF_INIT;
    pm_gate_json(ctx->gate, &b);
    return S_write_buf(ctx, "gate.json", &b, err);
}

/* The figures under plots/, then index.html showing them. */
static int S_render_report(const pm_render_ctx *ctx, pm_error *err)
{
    pm_figures figs;
    pm_shown shown; /* the groups shown in full when there are many */
    pm_shown_choose(ctx->result, ctx->gate, &shown);
    int rc = pm_figures_render(ctx->result, ctx->series, shown.full, ctx->opts->plots,
                               ctx->opts->threads, ctx->out, &figs, err);
    pm_shown_free(&shown);
    if (rc == 0)
        rc = pm_html_render(ctx, &figs, err);
    /* the last PNGs were drawn on the second thread while the page was made */
    if (pm_figures_finish(&figs, rc == 0 ? err : NULL) != 0)
        rc = -1;
    pm_figures_free(&figs);
    return rc;
}

static const struct {
    const char *files; /* what it writes, for the closing line */
    pm_renderer_fn fn;
} S_renderers[] = {
    {"index.html, plots/", S_render_report},
    {"summary.md", S_render_summary_md},
    {"gate.json", S_render_gate_json}, /* when a gate ran */
    {"model.json", S_render_model_json},
    {"fit.txt", S_render_fit_text},
    {"dataset.txt, dataset.json", S_render_dataset},
};

/* ---- the baseline ---- */

/* The baseline REF resolves to: a result, what to call it, its machine's cores. */
typedef struct S_baseline {
    pm_result result;
    char label[600];
    long cores;      /* 0 when unknown */
    long long run;   /* its run id in the history, 0 when it is a file */
    int none;        /* REF names a branch or commit with nothing recorded yet */
    char note[1200]; /* then: what to do about it */
} S_baseline;

/* Whether REF reads as a path rather than a branch or commit: it starts with '/' or '.',
 * ends in ".json", or the part before its last '/' is a directory that exists
 * ("reports/base" where reports/ exists; "release/1.2" without a release/ is a branch). */
static int S_pathlike(const char *ref)
{
    size_t n = strlen(ref);
    if (ref[0] == '/' || ref[0] == '.' || (n >= 5 && strcmp(ref + n - 5, ".json") == 0))
        return 1;
    const char *slash = strrchr(ref, '/');
    if (slash == NULL)
        return 0;
    char dir[4200];
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - ref), ref);
    struct stat st;
    return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
}

/* What messages call the history: --db-label, else the --db value without its password. */
static char *S_db_label(const pm_options *o, char *out, size_t size)
{
    if (o->db_label) {
        snprintf(out, size, "%s", o->db_label);
        return out;
    }
    return pm_store_display(o->db, out, size);
}

/* Resolve REF from the history at o->db: the latest run of a branch, else a
 * commit by prefix. 1 found (b filled), 0 not there, -1 error. */
static int S_baseline_from_history(const pm_options *o, S_baseline *b, pm_error *err)
{
    pm_store *s = NULL; /* no history yet: nothing is recorded */
    if (pm_store_open(o->db, o->project, PM_STORE_PEEK, &s, err) != 0)
        return -1;
    char db[512];
    S_db_label(o, db, sizeof db);
    pm_run_record rec;
    int found = pm_store_find(s, o->baseline, &rec, err);
    pm_store_close(s);
    if (found != 1)
        return found;
    char name[400];
    snprintf(name, sizeof name, "%.300s: run %lld", db, rec.id);
    int rc = pm_model_json_parse(rec.model_json, strlen(rec.model_json), name, &b->result, err);
    if (rc == 0) {
        /* a run's id is the database's own: not worth naming where the label stands for it */
        if (o->db_label)
            snprintf(b->label, sizeof b->label, "%.100s %.12s (in %.300s)",
                     rec.branch ? rec.branch : "(no branch)",
                     rec.commit ? rec.commit : "(no commit)", db);
        else
            snprintf(b->label, sizeof b->label, "%.100s %.12s (run %lld in %.300s)",
                     rec.branch ? rec.branch : "(no branch)",
                     rec.commit ? rec.commit : "(no commit)", rec.id, db);
        char label[sizeof b->label]; /* the branch and commit as the database holds them */
        pm_text_escape(label, sizeof label, b->label);
        memcpy(b->label, label, sizeof label);
        b->cores = rec.machine.cores;
        b->run = rec.id;
    }
    pm_run_record_free(&rec);
    return rc == 0 ? 1 : -1;
}

/* Resolve REF: a model.json file, a report directory holding one, or (from the
 * history) a branch or commit. A path that exists wins over a branch of the
 * same name. Returns 0, or -1 with err set (PM_ERR_USAGE for a REF that names
 * nothing). */
static int S_resolve_baseline(const pm_options *o, S_baseline *b, pm_error *err)
{
    const char *ref = o->baseline;
    struct stat st;
    b->cores = 0;
    if (stat(ref, &st) == 0) {
        char path[4200];
        if (S_ISDIR(st.st_mode)) {
            snprintf(path, sizeof path, "%s/model.json", ref);
            if (stat(path, &st) != 0)
                return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                    "--baseline %.200s: a directory without a model.json", ref);
        } else {
            snprintf(path, sizeof path, "%s", ref);
        }
        snprintf(b->label, sizeof b->label, "%.500s", path);
        if (pm_model_json_read(path, &b->result, err) != 0)
            return -1;
        b->cores = b->result.meta.machine.cores; /* 0 when the file names no machine */
        return 0;
    }
    int found = S_baseline_from_history(o, b, err);
    if (found < 0)
        return -1;
    char db[512];
    S_db_label(o, db, sizeof db);
    if (found == 0 && S_pathlike(ref))
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "--baseline %.200s: not a model.json, a report directory, or a branch "
                            "or commit recorded in %.300s",
                            ref, db);
    if (found == 0) { /* a branch with nothing recorded yet: the first pull request */
        b->none = 1;
        snprintf(b->label, sizeof b->label, "%.200s", ref);
        snprintf(b->note, sizeof b->note,
                 "nothing is recorded for %.100s in %.300s yet, so no comparison ran; record a "
                 "baseline on %.100s with pmreport --record --branch %.100s (the record "
                 "workflow does it on every push)",
                 ref, db, ref, ref);
    }
    return 0;
}

/* Store this run in the history (--record). */
static int S_record(const pm_options *o, const pm_ingest_bytes *bytes, const pm_result *r,
                    const pm_machine *m, pm_error *err)
{
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    char digest[64];
    pm_runinfo_digest(bytes, o->ninputs, digest, sizeof digest);
    pm_buf json = PM_BUF_INIT;
    pm_model_json_write(r, &json);
    rec.branch = (char *)pm_runinfo_branch(o->branch);
    rec.commit = (char *)pm_runinfo_commit(o->commit);
    rec.time = pm_runinfo_time(r->meta.source_date_epoch);
    rec.digest = digest;
    rec.model_json = (char *)pm_buf_str(&json);
    rec.version = r->meta.version;
    rec.machine = *m;
    pm_store *s = NULL;
    long long id;
    int rc = pm_store_open(o->db, o->project, PM_STORE_WRITE, &s, err);
    if (rc == 0)
        rc = pm_store_record(s, &rec, r, &id, err);
    pm_store_close(s);
    pm_buf_free(&json);
    return rc;
}

static pm_verdict S_verdict(pm_gate_verdict v)
{
    switch (v) {
    case PM_GATE_PASS: return PM_VERDICT_PASS;
    case PM_GATE_REGRESSION: return PM_VERDICT_REGRESSION;
    case PM_GATE_NONE: return PM_VERDICT_NO_BASELINE;
    default: return PM_VERDICT_INCONCLUSIVE;
    }
}

/* ---- the pipeline ---- */

int pm_run(const pm_options *o, const pm_run_meta *meta, FILE *log, pm_run_outcome *out,
           pm_error *err)
{
    memset(out, 0, sizeof *out);
    int rc = -1;
    pm_github_files gh; /* GitHub's summary and outputs, opened early (run.h) */
    memset(&gh, 0, sizeof gh);
    gh.fd[0] = gh.fd[1] = -1;
    pm_outdir od;
    memset(&od, 0, sizeof od);
    pm_table *t = NULL;
    /* what was read of each input, for a recorded run's digest */
    pm_ingest_bytes *bytes = NULL;
    pm_stages st; /* roles, dataset, plans, fit, result (stages.h) */
    memset(&st, 0, sizeof st);
    S_baseline base;
    pm_gate gate;
    pm_machine machine;
    memset(&machine, 0, sizeof machine);
    pm_history_runs hist;
    pm_series series;
    memset(&hist, 0, sizeof hist);
    memset(&series, 0, sizeof series);
    int have_series = 0;
    int have_base = 0, have_gate = 0;
    memset(&base, 0, sizeof base);
    memset(&gate, 0, sizeof gate);
    pm_confirm_first first; /* --confirm: the comparison this run reruns */
    memset(&first, 0, sizeof first);

    if (o->ninputs == 0)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "no input files (see --help)");
    /* a black box asked for by name that this build lacks fails; the default runs without */
    if (o->baselines_given && (o->baselines & ~PM_BB_BUILT))
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "--baselines %s: this pmreport was built without the black boxes "
                            "(XGBoost, libsvm); use --baselines none, or build with "
                            "cmake -DPM_BLACKBOXES=ON",
                            pm_bb_mask_name(o->baselines));
    if (pm_outdir_begin(&od, o->output_dir, err) != 0)
        return -1;
    /* GitHub's files are checked before any work: one that cannot take the
       summary or the outputs fails the run before anything is published */
    int use_gh = o->baseline != NULL && pm_github_active();
    if (use_gh && pm_github_open(&gh, err) != 0)
        goto done;

    /* the baseline first: a REF that names nothing fails before the fit */
    if (o->baseline) {
        if (S_resolve_baseline(o, &base, err) != 0)
            goto done;
        have_base = 1;
    }
    /* and the first comparison of a rerun, which must be a gate.json */
    if (o->confirm && o->baseline == NULL) {
        pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                     "--confirm needs --baseline: a rerun is gated against a baseline like the "
                     "first comparison");
        goto done;
    }
    if (o->confirm && pm_confirm_read(o->confirm, &first, err) != 0)
        goto done;
    /* the branch's recorded runs, for "Exponents over time"; --since REF, like the
       baseline, must name a recorded run before anything is spent on the fit */
    const char *branch = pm_runinfo_branch(o->branch);
    if (o->since && branch == NULL) {
        pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                     "--since needs this run's branch: --branch NAME (or GITHUB_REF_NAME on "
                     "GitHub Actions)");
        goto done;
    }
    if (branch && pm_history_runs_load(o->db, o->project, branch, o->since, &hist, err) != 0)
        goto done;

    t = pm_table_new();
    bytes = pm_xcalloc(o->ninputs + 1, sizeof *bytes);
    pm_progress_stage("reading");
    pm_progress_step("files", o->ninputs, 0);
    for (size_t i = 0; i < o->ninputs; i++) {
        if (pm_ingest_tally(t, o->inputs[i], o->format, o->record ? &bytes[i] : NULL, err) != 0)
            goto done;
        pm_progress_tick();
    }
    if (pm_stages_run(o, t, have_base && !base.none ? &base.result : NULL, meta, log, &st, err) !=
        0)
        goto done;
    pm_result *result = &st.result;
    /* the result holds what the rest reads: the fit can go */
    pm_fit_free(&st.fit);
    st.have_fit = 0;
    pm_xrelease();

    /* the machine, for the gate, the history and (unless --no-machine) model.json */
    pm_runinfo_machine(&machine);
    if (!o->no_machine) {
        pm_machine_free(&result->meta.machine);
        pm_machine_copy(&result->meta.machine, &machine);
    }
    if (have_base && base.none) {
        pm_gate_none(base.label, base.note, &gate);
        have_gate = 1;
    } else if (have_base) {
        pm_gate_compare(&base.result, result, &o->gate, base.label, base.cores, machine.cores,
                        &gate);
        have_gate = 1;
        if (o->confirm) /* a rerun: a regression counts where both comparisons saw it */
            pm_confirm_apply(&gate, &first);
    }

    if (hist.n > 0) { /* recorded runs to show: they, then this run */
        pm_history_series(&hist, result, branch, o->since, have_base ? base.run : 0, &series);
        pm_series_add_current(&series, result, pm_runinfo_commit(o->commit),
                              result->meta.source_date_epoch);
        have_series = 1;
    }

    pm_progress_stage("figures and report");
    pm_render_opts ro = {o->plots, o->fit.threads, o->templates};
    pm_render_inputs inputs = {&st.dataset_txt, &st.dataset_json};
    pm_render_ctx ctx = {
        result, &ro, &inputs, &od, have_gate ? &gate : NULL, have_series ? &series : NULL};
    for (size_t i = 0; i < sizeof S_renderers / sizeof S_renderers[0]; i++)
        if (S_renderers[i].fn(&ctx, err) != 0)
            goto done;
    /* the report flushed and its destination checked before anything is published
       (run.h: the order) */
    if (pm_outdir_ready(&od, err) != 0)
        goto done;
    if (have_gate && use_gh) {
        pm_buf md = PM_BUF_INIT;
        pm_summary_md(result, &gate, &md);
        int grc = pm_github_append(&gh, &gate, pm_buf_str(&md), o->output_dir, err);
        pm_buf_free(&md);
        if (grc != 0)
            goto done;
    }
    /* recorded before the report is published: a run that cannot be recorded
       fails whole (a report without its history row would be a silent gap) */
    if (o->record && S_record(o, bytes, result, &machine, err) != 0) {
        pm_github_rollback(&gh);
        goto done;
    }
    if (pm_outdir_commit(&od, err) != 0) {
        pm_github_rollback(&gh);
        goto done;
    }
    pm_progress_hide();
    if (log) {
        pm_buf text = PM_BUF_INIT;
        pm_fit_text(result, &text);
        char *dir = pm_text_escape_dup(o->output_dir); /* -o as one line, however named */
        fprintf(log, "\n%s\nwrote %s/ (", pm_buf_str(&text), dir);
        free(dir);
        for (size_t i = 0; i < sizeof S_renderers / sizeof S_renderers[0]; i++)
            if (have_gate || S_renderers[i].fn != S_render_gate_json) /* only with a gate */
                fprintf(log, "%s%s", i ? ", " : "", S_renderers[i].files);
        fputs(")\n", log);
        pm_buf_free(&text);
        if (have_gate) {
            pm_gate_text(&gate, &text);
            fprintf(log, "\n%s", pm_buf_str(&text));
            pm_buf_free(&text);
        }
    }
    if (have_gate && use_gh)
        pm_github_annotations(&gate, &out->annotations);
    out->verdict = have_gate ? S_verdict(gate.verdict) : PM_VERDICT_NONE;
    rc = 0;
done:
    pm_outdir_abort(&od);
    pm_github_close(&gh);
    pm_machine_free(&machine);
    pm_confirm_first_free(&first);
    pm_history_runs_free(&hist);
    pm_series_free(&series);
    if (have_gate)
        pm_gate_free(&gate);
    if (have_base)
        pm_result_free(&base.result);
    pm_stages_free(&st);
    pm_table_free(t);
    free(bytes);
    return rc;
}
