/* github.c - workflow-command annotations and the step summary/outputs files of GitHub Actions. */
#include "render/github.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pm_github_active(void)
{
    const char *v = getenv("GITHUB_ACTIONS");
    return v && strcmp(v, "true") == 0;
}

/* Workflow-command escaping: % CR LF always; in a property also ':' and ','. */
static void S_escape(pm_buf *out, const char *s, int property)
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

static int S_append(const char *var, const char *text, pm_error *err)
{
    const char *path = getenv(var);
    if (path == NULL || *path == '\0')
        return 0;
    FILE *fp = fopen(path, "a");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot append to $%s: %s", var,
                            strerror(errno));
    int bad = fputs(text, fp) < 0;
    bad |= fclose(fp) != 0;
    if (bad)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot append to $%s", var);
    return 0;
}

int pm_github_publish(const pm_gate *gate, const char *summary_md, const char *report_dir,
                      pm_buf *annotations, pm_error *err)
{
    if (gate->verdict == PM_GATE_NONE) {
        pm_buf_puts(annotations, "::notice title=");
        S_escape(annotations, "No scaling baseline yet", 1);
        pm_buf_puts(annotations, "::");
        S_escape(annotations, gate->none_note, 0);
        pm_buf_puts(annotations, "\n");
    }
    for (size_t i = 0; i < gate->nrows; i++) {
        const pm_gate_row *r = &gate->rows[i];
        if (r->verdict == PM_GATE_PASS)
            continue;
        int reg = r->verdict == PM_GATE_REGRESSION;
        pm_buf title = PM_BUF_INIT;
        pm_buf_printf(&title, "%s: %s / %s",
                      reg ? "Scaling regression" : "Scaling gate inconclusive", r->group,
                      r->factor);
        pm_buf_puts(annotations, reg ? "::error title=" : "::warning title=");
        S_escape(annotations, pm_buf_str(&title), 1);
        pm_buf_puts(annotations, "::");
        pm_buf_free(&title);
        pm_buf msg = PM_BUF_INIT;
        pm_buf_printf(&msg, "%s %s: %s (against %s)", r->group, r->factor, r->reason,
                      gate->baseline);
        S_escape(annotations, pm_buf_str(&msg), 0);
        pm_buf_free(&msg);
        pm_buf_puts(annotations, "\n");
    }
    if (S_append("GITHUB_STEP_SUMMARY", summary_md, err) != 0)
        return -1;
    pm_buf out = PM_BUF_INIT;
    pm_buf_printf(&out, "verdict=%s\nreport=%s\n", pm_gate_verdict_name(gate->verdict), report_dir);
    int rc = S_append("GITHUB_OUTPUT", pm_buf_str(&out), err);
    pm_buf_free(&out);
    return rc;
}
