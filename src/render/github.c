/* github.c - what GitHub Actions shows of a gate: annotations, the step summary, the outputs. */
#include "render/github.h"

#include "gate/confirm.h"
#include "render/summary_md.h"
#include "util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int pm_github_active(void)
{
    const char *v = getenv("GITHUB_ACTIONS");
    return v && strcmp(v, "true") == 0;
}

void pm_github_escape(pm_buf *out, const char *s, int property)
{
    for (; *s; s++) {
        switch (*s) {
        case '%': pm_buf_puts(out, "%25"); break;
        case '\r': pm_buf_puts(out, "%0D"); break;
        case '\n': pm_buf_puts(out, "%0A"); break;
        case ':':
            if (property)
                pm_buf_puts(out, "%3A");
            else
                pm_buf_append(out, s, 1);
            break;
        case ',':
            if (property)
                pm_buf_puts(out, "%2C");
            else
                pm_buf_append(out, s, 1);
            break;
        default: pm_buf_append(out, s, 1);
        }
    }
}

void pm_github_token(char *out, size_t size)
{
    unsigned char raw[16];
    size_t got = 0;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        while (got < sizeof raw) {
            ssize_t n = read(fd, raw + got, sizeof raw - got);
            if (n <= 0)
                break;
            got += (size_t)n;
        }
        close(fd);
    }
    if (got < sizeof raw) { /* no /dev/urandom: the time and the pid, mixed (splitmix64) */
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        unsigned long long z = (unsigned long long)ts.tv_nsec ^
                               ((unsigned long long)ts.tv_sec << 20) ^
                               ((unsigned long long)getpid() << 40);
        for (size_t i = 0; i < sizeof raw; i++) {
            z += 0x9E3779B97F4A7C15ULL;
            unsigned long long x = z;
            x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
            x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
            raw[i] = (unsigned char)(x ^ (x >> 31));
        }
    }
    static const char hex[] = "0123456789abcdef";
    size_t n = 0;
    for (size_t i = 0; i < sizeof raw && n + 2 < size; i++) {
        out[n++] = hex[raw[i] >> 4];
        out[n++] = hex[raw[i] & 15];
    }
    if (size)
        out[n] = '\0';
}

void pm_github_stop(FILE *fp, char *token, size_t size)
{
    pm_github_token(token, size);
    fprintf(fp, "::stop-commands::%s\n", token);
}

void pm_github_resume(FILE *fp, const char *token)
{
    fprintf(fp, "::%s::\n", token);
    fflush(fp);
}

void pm_github_output_line(pm_buf *out, const char *name, const char *value)
{
    char token[40], delim[64];
    do {
        pm_github_token(token, sizeof token);
        snprintf(delim, sizeof delim, "ghadelimiter_%s", token);
    } while (strstr(value, delim) != NULL || strstr(name, delim) != NULL);
    pm_buf_printf(out, "%s<<%s\n%s\n%s\n", name, delim, value, delim);
}

void pm_github_outputs(const pm_gate *gate, const char *report_dir, pm_buf *out)
{
    pm_github_output_line(out, "verdict", pm_gate_verdict_name(gate->verdict));
    pm_github_output_line(out, "report", report_dir);
    /* what decides whether to run more rounds or a confirmation (gate/confirm.h) */
    pm_github_output_line(out, "noisier", pm_gate_noisier(gate) ? "true" : "false");
    pm_github_output_line(out, "precise", pm_gate_precise(gate) ? "true" : "false");
}

int pm_github_render(const pm_render_ctx *ctx, pm_error *err)
{
    (void)err;
    pm_github_text *t = ctx->out->github;
    if (t == NULL || ctx->gate == NULL)
        return 0;
    pm_summary_md(ctx->result, ctx->gate, &t->summary);
    pm_github_outputs(ctx->gate, ctx->opts->output_dir, &t->outputs);
    pm_github_annotations(ctx->gate, &t->annotations);
    return 0;
}

void pm_github_text_free(pm_github_text *t)
{
    if (t == NULL)
        return;
    pm_buf_free(&t->summary);
    pm_buf_free(&t->outputs);
    pm_buf_free(&t->annotations);
}

void pm_github_annotations(const pm_gate *gate, pm_buf *annotations)
{
    if (gate->verdict == PM_GATE_NONE) {
        pm_buf_puts(annotations, "::notice title=");
        pm_github_escape(annotations, "No scaling baseline yet", 1);
        pm_buf_puts(annotations, "::");
        pm_github_escape(annotations, gate->none_note, 0);
        pm_buf_puts(annotations, "\n");
    }
    const pm_gate_confirm *c = gate->confirm;
    if (c && (c->first == PM_GATE_REGRESSION || c->rerun == PM_GATE_REGRESSION)) {
        /* a rerun: the rows still regressed give their ::error below; a regression not
           confirmed is said, without one */
        pm_buf_puts(annotations, "::notice title=");
        pm_github_escape(annotations,
                         gate->verdict == PM_GATE_REGRESSION ? "Regression confirmed by the rerun"
                                                             : "Regression not confirmed",
                         1);
        pm_buf_puts(annotations, "::");
        pm_github_escape(annotations, c->text, 0);
        pm_buf_puts(annotations, "\n");
    }
    size_t made = 0, more = 0;
    for (size_t i = 0; i < gate->nrows; i++) {
        const pm_gate_row *r = &gate->rows[i];
        if (r->verdict == PM_GATE_PASS)
            continue;
        if (made == PM_GITHUB_MAX_ANNOTATIONS) { /* GitHub shows 10 of each kind per step */
            more++;
            continue;
        }
        made++;
        int reg = r->verdict == PM_GATE_REGRESSION;
        pm_buf title = PM_BUF_INIT;
        pm_buf_printf(&title, "%s: %s / %s",
                      reg ? "Scaling regression" : "Scaling gate inconclusive", r->group,
                      r->factor);
        pm_buf_puts(annotations, reg ? "::error title=" : "::warning title=");
        pm_github_escape(annotations, pm_buf_str(&title), 1);
        pm_buf_puts(annotations, "::");
        pm_buf_free(&title);
        pm_buf msg = PM_BUF_INIT;
        pm_buf_printf(&msg, "%s %s: %s (against %s)", r->group, r->factor, r->reason,
                      gate->baseline);
        pm_github_escape(annotations, pm_buf_str(&msg), 0);
        pm_buf_free(&msg);
        pm_buf_puts(annotations, "\n");
    }
    for (size_t i = 0; i < gate->ntimes; i++) {
        const pm_gate_time *t = &gate->times[i];
        if (t->verdict == PM_GATE_PASS)
            continue;
        if (made == PM_GITHUB_MAX_ANNOTATIONS) {
            more++;
            continue;
        }
        made++;
        int reg = t->verdict == PM_GATE_REGRESSION;
        pm_buf title = PM_BUF_INIT;
        pm_buf_printf(&title, "%s: %s", reg ? "Slowdown" : "Time gate inconclusive", t->group);
        pm_buf_puts(annotations, reg ? "::error title=" : "::warning title=");
        pm_github_escape(annotations, pm_buf_str(&title), 1);
        pm_buf_puts(annotations, "::");
        pm_buf_free(&title);
        pm_buf msg = PM_BUF_INIT;
        pm_buf_printf(&msg, "%s: %s (against %s)", t->group, t->reason, gate->baseline);
        pm_github_escape(annotations, pm_buf_str(&msg), 0);
        pm_buf_free(&msg);
        pm_buf_puts(annotations, "\n");
    }
    if (more)
        pm_buf_printf(annotations,
                      "::warning title=Scaling gate%%3A %zu more::%zu more comparisons regressed "
                      "or were inconclusive: see the step summary and the report\n",
                      more, more);
}

/* ---- the two files ---- */

static const char *const S_var[PM_GH_NFILES] = {"GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT"};

int pm_github_open(pm_github_files *f, pm_error *err)
{
    for (int i = 0; i < PM_GH_NFILES; i++) {
        f->fd[i] = -1;
        f->before[i] = 0;
        f->created[i] = f->wrote[i] = 0;
        f->path[i] = NULL;
    }
    for (int i = 0; i < PM_GH_NFILES; i++) {
        const char *path = getenv(S_var[i]);
        if (path == NULL || *path == '\0')
            continue;
        int fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOCTTY);
        int created = 0;
        if (fd < 0 && errno == ENOENT) {
            fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOCTTY | O_CREAT | O_EXCL, 0666);
            created = fd >= 0;
        }
        if (fd < 0) {
            int e = errno;
            pm_github_close(f);
            return pm_error_set(err, PM_ERR_IO, path, 0, "cannot append to $%s: %s", S_var[i],
                                strerror(e));
        }
        struct stat st;
        if (fstat(fd, &st) != 0 ||
            !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))) {
            close(fd);
            pm_github_close(f);
            return pm_error_set(err, PM_ERR_IO, path, 0, "cannot append to $%s: not a regular file",
                                S_var[i]);
        }
        f->fd[i] = fd;
        f->before[i] = S_ISREG(st.st_mode) ? st.st_size : 0;
        f->created[i] = created;
        f->path[i] = pm_xstrdup(path);
    }
    return 0;
}

/* Append n bytes of text to file i; 0, or -1 with err set. */
static int S_append(pm_github_files *f, int i, const char *text, size_t n, pm_error *err)
{
    if (f->fd[i] < 0)
        return 0;
    f->wrote[i] = 1;
    while (n > 0) {
        ssize_t w = write(f->fd[i], text, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return pm_error_set(err, PM_ERR_IO, f->path[i], 0, "cannot append to $%s: %s", S_var[i],
                                w < 0 ? strerror(errno) : "nothing written");
        text += w;
        n -= (size_t)w;
    }
    return 0;
}

int pm_github_append(pm_github_files *f, const pm_github_text *t, pm_error *err)
{
    int rc = S_append(f, PM_GH_SUMMARY, pm_buf_str(&t->summary), t->summary.len, err);
    if (rc == 0)
        rc = S_append(f, PM_GH_OUTPUT, pm_buf_str(&t->outputs), t->outputs.len, err);
    if (rc != 0)
        pm_github_rollback(f);
    return rc;
}

void pm_github_rollback(pm_github_files *f)
{
    for (int i = 0; i < PM_GH_NFILES; i++) {
        if (f->fd[i] < 0 || !f->wrote[i])
            continue;
        if (f->created[i])
            (void)unlink(f->path[i]);
        else
            (void)!ftruncate(f->fd[i], f->before[i]);
        f->wrote[i] = 0;
    }
}

void pm_github_close(pm_github_files *f)
{
    for (int i = 0; i < PM_GH_NFILES; i++) {
        if (f->fd[i] >= 0 && f->created[i] && !f->wrote[i])
            (void)unlink(f->path[i]); /* made by the open, never used: not left behind */
        if (f->fd[i] >= 0)
            close(f->fd[i]);
        f->fd[i] = -1;
        free(f->path[i]);
        f->path[i] = NULL;
    }
}
