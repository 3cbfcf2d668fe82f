/* run.c - the pipeline: ingest, roles, dataset, fit, result, renderers, all or nothing. */
#include "run.h"

#include "gate/confirm.h"
#include "gate/gate.h"
#include "history/runinfo.h"
#include "history/series.h"
#include "history/store.h"
#include "ingest/ingest.h"
#include "render/fit_text.h"
#include "render/gate_json.h"
#include "render/github.h"
#include "render/html.h"
#include "render/model_json.h"
#include "render/outdir.h"
#include "render/render.h"
#include "render/summary.h"
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

/* Every output of a run (render/render.h): adding one is a file in render/ and a line here. */
static const struct {
    const char *files; /* what it writes into the report, for the terminal (NULL: nothing) */
    int with_gate;     /* 1: runs only when a gate ran */
    pm_renderer_fn fn;
} S_renderers[] = {
    {"index.html, plots/", 0, pm_html_render},
    {"summary.md", 0, pm_summary_md_render},
    {"gate.json", 1, pm_gate_json_render},
    {"model.json", 0, pm_model_json_render},
    {"fit.txt", 0, pm_fit_text_render},
    {"dataset.txt, dataset.json", 0, pm_summary_render},
    {NULL, 1, pm_github_render},     /* GitHub's step summary, outputs and annotations */
    {NULL, 0, pm_fit_text_terminal}, /* the terminal: last, as it names the files above */
};
enum { S_NRENDERERS = sizeof S_renderers / sizeof S_renderers[0] };

/* The files the renderers write, as the terminal lists them, into out (with_gate: a gate ran). */
static void S_files(int with_gate, pm_buf *out)
{
    for (size_t i = 0; i < S_NRENDERERS; i++)
        if (S_renderers[i].files && (with_gate || !S_renderers[i].with_gate))
            pm_buf_printf(out, "%s%s", out->len ? ", " : "", S_renderers[i].files);
}

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

/* The history as the options name it. */
typedef struct S_history_at {
    const char *db;      /* --db: a file or a PostgreSQL connection string */
    const char *label;   /* --db-label, NULL: the db without its password */
    const char *project; /* --project */
} S_history_at;

/* What messages call the history: --db-label, else the --db value without its password. */
static char *S_db_label(const S_history_at *h, char *out, size_t size)
{
    if (h->label) {
        snprintf(out, size, "%s", h->label);
        return out;
    }
    return pm_store_display(h->db, out, size);
}

/* Resolve ref from the history h: the latest run of a branch, else a commit by prefix.
 * 1 found (b filled), 0 not there, -1 error. */
static int S_baseline_from_history(const S_history_at *h, const char *ref, S_baseline *b,
                                   pm_error *err)
{
    pm_store *s = NULL; /* no history yet: nothing is recorded */
    if (pm_store_open(h->db, h->project, PM_STORE_PEEK, &s, err) != 0)
        return -1;
    char db[512];
    S_db_label(h, db, sizeof db);
    pm_run_record rec;
    int found = pm_store_find(s, ref, &rec, err);
    pm_store_close(s);
    if (found != 1)
        return found;
    char name[400];
    snprintf(name, sizeof name, "%.300s: run %lld", db, rec.id);
    int rc = pm_model_json_parse(rec.model_json, strlen(rec.model_json), name, &b->result, err);
    if (rc == 0) {
        /* a run's id is the database's own: not worth naming where the label stands for it */
        if (h->label)
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

/* Resolve ref: a model.json file, a report directory holding one, or (from the history h) a
 * branch or commit. A path that exists wins over a branch of the same name. Returns 0, or -1
 * with err set (PM_ERR_USAGE for a ref that names nothing). */
static int S_resolve_baseline(const S_history_at *h, const char *ref, S_baseline *b, pm_error *err)
{
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
    int found = S_baseline_from_history(h, ref, b, err);
    if (found < 0)
        return -1;
    char db[512];
    S_db_label(h, db, sizeof db);
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

/* ---- the run's state, and its phases in order ---- */

/* Everything a run holds between its phases; S_run_free releases what was made. */
typedef struct S_run {
    pm_outdir od;           /* the report directory, open until committed or aborted */
    int use_gh;             /* on GitHub Actions with a baseline: its files are written */
    pm_github_files gh;     /* GitHub's summary and outputs, opened early (run.h) */
    S_history_at hist_at;   /* the history the options name */
    S_baseline base;        /* --baseline's resolution (have_base) */
    int have_base;          /* base holds a result or a note */
    pm_confirm_first first; /* --confirm: the comparison this run reruns */
    const char *branch;     /* this run's branch (NULL: unknown) */
    pm_history_runs hist;   /* the branch's recorded runs, for the exponents over time */
    pm_table *t;            /* the inputs' table */
    pm_ingest_bytes *bytes; /* what was read of each input, for a recorded run's digest */
    pm_stages st;           /* roles, dataset, plans, fit, result (stages.h) */
    pm_machine machine;     /* this machine, for the gate, the history and model.json */
    pm_gate gate;           /* the gate's comparison (have_gate) */
    int have_gate;          /* a baseline was given: gate holds its comparison */
    pm_series series;       /* the exponents over time (have_series) */
    int have_series;        /* the history has recorded runs to show */
    pm_buf terminal;        /* what the terminal shows once the report is published */
    pm_github_text gh_text; /* what GitHub shows (use_gh and a gate) */
} S_run;

static void S_run_init(S_run *run, const pm_options *o)
{
    memset(run, 0, sizeof *run);
    run->gh.fd[0] = run->gh.fd[1] = -1;
    run->hist_at = (S_history_at){o->db, o->db_label, o->project};
}

static void S_run_free(S_run *run)
{
    pm_outdir_abort(&run->od);
    pm_github_close(&run->gh);
    pm_machine_free(&run->machine);
    pm_confirm_first_free(&run->first);
    pm_history_runs_free(&run->hist);
    pm_series_free(&run->series);
    if (run->have_gate)
        pm_gate_free(&run->gate);
    if (run->have_base)
        pm_result_free(&run->base.result);
    pm_stages_free(&run->st);
    pm_table_free(run->t);
    free(run->bytes);
    pm_buf_free(&run->terminal);
    pm_github_text_free(&run->gh_text);
}

/* What can be refused from the options alone. 0, or -1 with err set. */
static int S_check(const pm_options *o, pm_error *err)
{
    if (o->ninputs == 0)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "no input files (see --help)");
    /* a black box asked for by name that this build lacks fails; the default runs without */
    if (o->baselines_given && (o->baselines & ~PM_BB_BUILT))
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "--baselines %s: this pmreport was built without the black boxes "
                            "(XGBoost, libsvm); use --baselines none, or build with "
                            "cmake -DPM_BLACKBOXES=ON",
                            pm_bb_mask_name(o->baselines));
    return 0;
}

/* The report directory, then GitHub's files, before any work: a destination pmreport may not
 * replace, or a GitHub file that cannot take the summary or the outputs, fails the run before
 * anything is spent or published. 0, or -1 with err set. */
static int S_open(S_run *run, const char *output_dir, int gated, pm_error *err)
{
    if (pm_outdir_begin(&run->od, output_dir, err) != 0)
        return -1;
    run->use_gh = gated && pm_github_active();
    return run->use_gh ? pm_github_open(&run->gh, err) : 0;
}

/* What must name something before the fit: the baseline REF (--baseline), the first
 * comparison's gate.json (--confirm), and this run's branch's recorded runs for "Exponents
 * over time" (branch: --branch, else the CI's; since: --since REF, which like the baseline
 * must name a recorded run). 0, or -1 with err set. */
static int S_before_fit(S_run *run, const char *baseline, const char *confirm, const char *branch,
                        const char *since, pm_error *err)
{
    if (baseline) {
        if (S_resolve_baseline(&run->hist_at, baseline, &run->base, err) != 0)
            return -1;
        run->have_base = 1;
    }
    if (confirm && baseline == NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "--confirm needs --baseline: a rerun is gated against a baseline like "
                            "the first comparison");
    if (confirm && pm_confirm_read(confirm, &run->first, err) != 0)
        return -1;
    run->branch = pm_runinfo_branch(branch);
    if (since && run->branch == NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "--since needs this run's branch: --branch NAME (or GITHUB_REF_NAME "
                            "on GitHub Actions)");
    if (run->branch && pm_history_runs_load(run->hist_at.db, run->hist_at.project, run->branch,
                                            since, &run->hist, err) != 0)
        return -1;
    return 0;
}

/* Every input into one table (its bytes kept for the digest when record). 0, or -1 with err
 * set. */
static int S_read(S_run *run, char *const *inputs, size_t ninputs, pm_format format, int record,
                  pm_error *err)
{
    run->t = pm_table_new();
    run->bytes = pm_xcalloc(ninputs + 1, sizeof *run->bytes);
    pm_progress_stage("reading");
    pm_progress_step("files", ninputs, 0);
    for (size_t i = 0; i < ninputs; i++) {
        if (pm_ingest_tally(run->t, inputs[i], format, record ? &run->bytes[i] : NULL, err) != 0)
            return -1;
        pm_progress_tick();
    }
    return 0;
}

/* The model of the table (stages.h), the baseline's roles where the options name none; then
 * the fit goes (the result holds what the rest reads) and the machine is noted (into the
 * result unless no_machine). 0, or -1 with err set. */
static int S_model(S_run *run, const pm_stages_opts *so, int no_machine, const pm_run_meta *meta,
                   FILE *log, pm_error *err)
{
    const pm_result *baseline = run->have_base && !run->base.none ? &run->base.result : NULL;
    if (pm_stages_model(so, run->t, baseline, meta, log, &run->st, err) != 0)
        return -1;
    pm_fit_free(&run->st.fit);
    run->st.have_fit = 0;
    pm_xrelease();
    pm_runinfo_machine(&run->machine);
    if (!no_machine) {
        pm_machine_free(&run->st.result.meta.machine);
        pm_machine_copy(&run->st.result.meta.machine, &run->machine);
    }
    return 0;
}

/* The gate against the baseline (a rerun's rule applied with --confirm), or the note that
 * nothing is recorded yet. */
static void S_gate(S_run *run, const pm_gate_opts *go, int confirm)
{
    const pm_result *result = &run->st.result;
    if (!run->have_base)
        return;
    if (run->base.none) {
        pm_gate_none(run->base.label, run->base.note, &run->gate);
    } else {
        pm_gate_compare(&run->base.result, result, go, run->base.label, run->base.cores,
                        run->machine.cores, &run->gate);
        if (confirm) /* a rerun: a regression counts where both comparisons saw it */
            pm_confirm_apply(&run->gate, &run->first);
    }
    run->have_gate = 1;
}

/* The exponents over time: the branch's recorded runs, then this one (commit: --commit). */
static void S_series(S_run *run, const char *since, const char *commit)
{
    const pm_result *result = &run->st.result;
    if (run->hist.n == 0)
        return;
    pm_history_series(&run->hist, result, run->branch, since, run->have_base ? run->base.run : 0,
                      &run->series);
    pm_series_add_current(&run->series, result, pm_runinfo_commit(commit),
                          result->meta.source_date_epoch);
    run->have_series = 1;
}

/* Every renderer of the table, in order, into the report and the texts published beside it.
 * 0, or -1 with err set from the first that failed. */
static int S_render(S_run *run, const pm_render_opts *ro, int terminal, pm_error *err)
{
    pm_buf files = PM_BUF_INIT;
    S_files(run->have_gate, &files);
    pm_render_inputs inputs = {&run->st.dataset_txt, &run->st.dataset_json};
    pm_render_out out = {&run->od, pm_buf_str(&files), terminal ? &run->terminal : NULL,
                         run->use_gh && run->have_gate ? &run->gh_text : NULL};
    const pm_gate *gate = run->have_gate ? &run->gate : NULL;
    const pm_series *series = run->have_series ? &run->series : NULL;
    pm_render_ctx ctx = {&run->st.result, gate, series, ro, &inputs, &out};
    int rc = 0;
    for (size_t i = 0; i < S_NRENDERERS && rc == 0; i++)
        if (run->have_gate || !S_renderers[i].with_gate)
            rc = S_renderers[i].fn(&ctx, err);
    pm_buf_free(&files);
    return rc;
}

/* Store this run in the history (--record): its result, this machine, the inputs' digest,
 * branch and commit (branch_flag, commit_flag: --branch, --commit, else the CI's). */
static int S_record(const S_run *run, const char *branch_flag, const char *commit_flag,
                    size_t ninputs, pm_error *err)
{
    const pm_result *r = &run->st.result;
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    char digest[64];
    pm_runinfo_digest(run->bytes, ninputs, digest, sizeof digest);
    pm_buf json = PM_BUF_INIT;
    pm_model_json_write(r, &json);
    rec.branch = (char *)pm_runinfo_branch(branch_flag);
    rec.commit = (char *)pm_runinfo_commit(commit_flag);
    rec.time = pm_runinfo_time(r->meta.source_date_epoch);
    rec.digest = digest;
    rec.model_json = (char *)pm_buf_str(&json);
    rec.version = r->meta.version;
    rec.machine = run->machine;
    pm_store *s = NULL;
    long long id;
    int rc = pm_store_open(run->hist_at.db, run->hist_at.project, PM_STORE_WRITE, &s, err);
    if (rc == 0)
        rc = pm_store_record(s, &rec, r, &id, err);
    pm_store_close(s);
    pm_buf_free(&json);
    return rc;
}

/* Publish in run.h's order: the report flushed and its destination checked, GitHub's files
 * appended, the run recorded (with record, as S_record: a run that cannot be recorded fails
 * whole, as a report without its history row would be a silent gap), the report swapped into
 * place; a failure after GitHub's files were appended truncates them back. 0, or -1 with err
 * set. */
static int S_publish(S_run *run, int record, const char *branch_flag, const char *commit_flag,
                     size_t ninputs, pm_error *err)
{
    if (pm_outdir_ready(&run->od, err) != 0)
        return -1;
    if (run->use_gh && run->have_gate && pm_github_append(&run->gh, &run->gh_text, err) != 0)
        return -1;
    if ((record && S_record(run, branch_flag, commit_flag, ninputs, err) != 0) ||
        pm_outdir_commit(&run->od, err) != 0) {
        pm_github_rollback(&run->gh);
        return -1;
    }
    return 0;
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

/* The run published: the terminal's text on log, GitHub's annotations and the verdict into
 * out. */
static void S_tell(S_run *run, FILE *log, pm_run_outcome *out)
{
    pm_progress_hide();
    if (log)
        fputs(pm_buf_str(&run->terminal), log);
    if (run->use_gh && run->have_gate) {
        out->annotations = run->gh_text.annotations;
        run->gh_text.annotations = (pm_buf)PM_BUF_INIT;
    }
    out->verdict = run->have_gate ? S_verdict(run->gate.verdict) : PM_VERDICT_NONE;
}

/* ---- the pipeline ---- */

int pm_run(const pm_options *o, const pm_run_meta *meta, FILE *log, pm_run_outcome *out,
           pm_error *err)
{
    memset(out, 0, sizeof *out);
    if (S_check(o, err) != 0)
        return -1;
    S_run run;
    S_run_init(&run, o);
    pm_stages_opts so;
    pm_stages_opts_from(o, &so);
    pm_render_opts ro = {o->plots, o->fit.threads, o->templates, o->output_dir};
    int rc = -1;
    if (S_open(&run, o->output_dir, o->baseline != NULL, err) == 0 &&
        S_before_fit(&run, o->baseline, o->confirm, o->branch, o->since, err) == 0 &&
        S_read(&run, o->inputs, o->ninputs, o->format, o->record, err) == 0 &&
        S_model(&run, &so, o->no_machine, meta, log, err) == 0) {
        S_gate(&run, &o->gate, o->confirm != NULL);
        S_series(&run, o->since, o->commit);
        pm_progress_stage("figures and report");
        if (S_render(&run, &ro, log != NULL, err) == 0 &&
            S_publish(&run, o->record, o->branch, o->commit, o->ninputs, err) == 0) {
            S_tell(&run, log, out);
            rc = 0;
        }
    }
    S_run_free(&run);
    return rc;
}
