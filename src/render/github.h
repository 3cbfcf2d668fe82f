/* github.h - the gate's verdict where GitHub Actions shows it: annotations, the step summary, step
 * outputs; and how text that carries names from the data reaches the runner inertly.
 *
 * Only when GITHUB_ACTIONS=true. The runner reads every line of a step's
 * stdout and stderr for workflow commands (a line that starts with `::`
 * after its leading blanks, or that holds `##[` anywhere), and reads
 * $GITHUB_OUTPUT as `name=value` lines or `name<<DELIMITER` blocks. So:
 *   - annotations are `::error title=...::message` lines whose title is
 *     escaped as a property (% CR LF : ,) and message as data (% CR LF);
 *   - other text on stdout is bracketed by pm_github_stop / pm_github_resume
 *     (`::stop-commands::TOKEN` ... `::TOKEN::`, TOKEN random), so nothing in
 *     it is read as a command, whatever a name holds;
 *   - outputs are written in the `name<<DELIMITER` form with a random
 *     delimiter that the value does not contain, so a value (the report
 *     directory) cannot end its block or add a line of its own.
 *
 * The texts are made by the renderer pm_github_render (in run.c's table with the others) and
 * published by run.c once the report is ready: the two files are opened before anything is
 * published (pm_github_open: an unset or empty variable skips its file; a path that cannot be
 * opened for appending, or is not a regular file, FIFO or character device, is an error naming
 * it) and written with pm_github_append, which a later failure of the run undoes with
 * pm_github_rollback (each file truncated back to its size when opened, or removed when this
 * run made it).
 */
#ifndef PM_GITHUB_H
#define PM_GITHUB_H

#include "gate/gate.h"
#include "render/render.h"
#include "util/buf.h"
#include "util/error.h"

#include <stdio.h>
#include <sys/types.h>

/* 1 when running on GitHub Actions (GITHUB_ACTIONS=true). */
int pm_github_active(void);

enum { PM_GH_SUMMARY = 0, PM_GH_OUTPUT = 1, PM_GH_NFILES = 2 };

/* $GITHUB_STEP_SUMMARY and $GITHUB_OUTPUT, held open for one run. */
typedef struct pm_github_files {
    int fd[PM_GH_NFILES];       /* open descriptors; -1 when the variable is unset or empty */
    off_t before[PM_GH_NFILES]; /* size when opened: what a rollback truncates to */
    int created[PM_GH_NFILES];  /* 1 when this run made the file: a rollback removes it */
    int wrote[PM_GH_NFILES];    /* 1 once something was appended */
    char *path[PM_GH_NFILES];   /* the variable's value (malloc'd), NULL when unset */
} pm_github_files;

/* Open both files for appending. Returns 0, or -1 with err set (PM_ERR_IO
 * naming the variable and the path) with nothing opened or made. f is ready
 * for pm_github_close either way. */
int pm_github_open(pm_github_files *f, pm_error *err);

/* What a run with a gate tells GitHub Actions (pm_render_out.github). */
typedef struct pm_github_text {
    pm_buf summary;     /* for $GITHUB_STEP_SUMMARY: summary.md (render/summary_md.h) */
    pm_buf outputs;     /* for $GITHUB_OUTPUT (pm_github_outputs) */
    pm_buf annotations; /* workflow commands for stdout (pm_github_annotations) */
} pm_github_text;

void pm_github_text_free(pm_github_text *t); /* NULL is a no-op; t is left empty */

/* The renderer (render/render.h): with ctx->out->github and a gate, the step summary, the
 * outputs (report: ctx->opts->output_dir) and the annotations into ctx->out->github; else
 * nothing. Never fails. */
int pm_github_render(const pm_render_ctx *ctx, pm_error *err);

/* `verdict`, `report` (report_dir), `noisier` and `precise` in the heredoc form
 * (pm_github_output_line; the last two "true" or "false", gate/confirm.h: pm_gate_noisier,
 * pm_gate_precise), appended to out. */
void pm_github_outputs(const pm_gate *gate, const char *report_dir, pm_buf *out);

/* Append t's summary to the step summary and its outputs to the outputs. Returns 0, or -1 with
 * err set after rolling back what it appended. */
int pm_github_append(pm_github_files *f, const pm_github_text *t, pm_error *err);

/* Undo pm_github_append (best effort: a FIFO or device cannot be undone). */
void pm_github_rollback(pm_github_files *f);

/* Close the files; f may be zeroed or half opened. */
void pm_github_close(pm_github_files *f);

/* The most annotations one run prints (then one saying how many more). */
#define PM_GITHUB_MAX_ANNOTATIONS 50

/* One `::error` line per regressed group/factor and one `::warning` per
 * inconclusive one, then the same for the groups compared by their times
 * ("Slowdown: GROUP", "Time gate inconclusive: GROUP"), appended to out,
 * PM_GITHUB_MAX_ANNOTATIONS at most. A rerun (--confirm) where either
 * comparison regressed first gets one `::notice` with both verdicts
 * ("Regression confirmed by the rerun" / "Regression not confirmed"): a
 * regression not confirmed is a PASS row, so it gives no `::error`. */
void pm_github_annotations(const pm_gate *gate, pm_buf *out);

/* Workflow-command escaping of s onto out: % CR LF always; in a property
 * (property != 0) also ':' and ','. */
void pm_github_escape(pm_buf *out, const char *s, int property);

/* `name<<DELIMITER\nvalue\nDELIMITER\n` onto out, the delimiter random and
 * not in value. */
void pm_github_output_line(pm_buf *out, const char *name, const char *value);

/* A random token of 32 hex digits (from /dev/urandom; the time and the
 * process id when it cannot be read) into out (at least 33 bytes). */
void pm_github_token(char *out, size_t size);

/* `::stop-commands::TOKEN\n` onto fp, with a fresh token in token (33
 * bytes); pm_github_resume writes `::TOKEN::\n`. */
void pm_github_stop(FILE *fp, char *token, size_t size);
void pm_github_resume(FILE *fp, const char *token);

#endif
