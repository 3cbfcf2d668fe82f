/* import.c - every entry of a github-action-benchmark data.js, modelled and recorded. */
#include "import.h"

#include "history/exchange.h"
#include "history/store.h"
#include "ingest/datajs.h"
#include "ingest/limits.h"
#include "options.h"
#include "result/model_io.h"
#include "stages.h"
#include "util/buf.h"
#include "util/fnv.h"
#include "util/xalloc.h"
#include "version.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The whole file at path (at most PM_MAX_FILE bytes) into *text, *len. */
static int S_read(const char *path, char **text, size_t *len, pm_error *err)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot open: %s", strerror(errno));
    size_t cap = 1 << 16, n = 0;
    char *b = pm_xmalloc(cap);
    for (;;) {
        if (n == cap) {
            if (cap >= PM_MAX_FILE) {
                free(b);
                fclose(fp);
                return pm_error_set(err, PM_ERR_INPUT, path, 0, "input larger than %s",
                                    PM_MAX_FILE_STR);
            }
            cap *= 2;
            b = pm_xrealloc(b, cap, 1);
        }
        size_t got = fread(b + n, 1, cap - n, fp);
        n += got;
        if (got == 0)
            break;
    }
    int bad = ferror(fp);
    fclose(fp);
    if (bad) {
        free(b);
        return pm_error_set(err, PM_ERR_IO, path, 0, "read error");
    }
    *text = b;
    *len = n;
    return 0;
}

/* Model entry k of d (stages.h, every option at its default) and record it into s on branch:
 * 0 with *added 1 (recorded) or 0 (there already); 1 when the entry cannot be modelled (the
 * reason in why); -1 with err set when the history cannot be written. */
static int S_entry(const pm_datajs *d, size_t k, const char *path, pm_store *s, const char *branch,
                   int *added, pm_error *why, pm_error *err)
{
    const pm_datajs_entry *e = pm_datajs_entry_at(d, k);
    pm_options o;
    pm_options_init(&o);
    o.no_machine = 1;         /* the action's runner, not this machine */
    o.baselines = PM_BB_NONE; /* each entry's model alone: quick */
    o.fit.cores = 0;
    pm_run_meta meta;
    memset(&meta, 0, sizeof meta);
    meta.version = pm_xstrdup(PM_VERSION);
    meta.source_date_epoch = e->epoch;
    pm_buf cmd = PM_BUF_INIT;
    pm_buf_printf(&cmd, "pmreport history import %s (entry %zu of suite %s)", path, e->index + 1,
                  e->suite);
    meta.command_line = pm_xstrdup(pm_buf_str(&cmd));
    pm_buf_free(&cmd);
    pm_table *t = pm_table_new();
    pm_stages st;
    memset(&st, 0, sizeof st);
    int rc = 1;
    *added = 0;
    if (pm_datajs_read_entry(t, d, k, why) == 0 &&
        pm_stages_run(&o, t, NULL, &meta, NULL, &st, why) == 0) {
        pm_buf json = PM_BUF_INIT;
        pm_model_json_write(&st.result, &json);
        char digest[64];
        snprintf(digest, sizeof digest, "fnv1a64:%016llx",
                 (unsigned long long)pm_fnv1a64(PM_FNV1A64_BASIS, json.data, json.len));
        pm_run_record rec;
        memset(&rec, 0, sizeof rec);
        rec.branch = (char *)branch;
        rec.commit = (char *)e->commit;
        rec.time = e->epoch;
        rec.digest = digest;
        rec.model_json = (char *)pm_buf_str(&json);
        rec.version = meta.version;
        rc = pm_history_record_new(s, &rec, &st.result, added, err) == 0 ? 0 : -1;
        pm_buf_free(&json);
    }
    pm_stages_free(&st);
    pm_table_free(t);
    pm_run_meta_free(&meta);
    pm_options_free(&o);
    return rc;
}

int pm_import_datajs(const char *db, const char *project, const char *branch, const char *path,
                     FILE *log, size_t *added, size_t *total, size_t *skipped, pm_error *err)
{
    *added = *total = *skipped = 0;
    if (branch == NULL)
        branch = "main";
    char *text = NULL;
    size_t len = 0;
    if (S_read(path, &text, &len, err) != 0)
        return -1;
    pm_datajs *d = NULL;
    int rc = pm_datajs_open(path, text, len, &d, err);
    free(text);
    if (rc != 0)
        return -1;
    /* one suite: the project as given; several: PROJECT/SUITE each */
    size_t n = pm_datajs_count(d);
    int several = 0;
    for (size_t k = 1; k < n && !several; k++)
        several = strcmp(pm_datajs_entry_at(d, k)->suite, pm_datajs_entry_at(d, 0)->suite) != 0;
    pm_store *s = NULL;
    const char *open_suite = NULL;
    for (size_t k = 0; k < n && rc == 0; k++) {
        const pm_datajs_entry *e = pm_datajs_entry_at(d, k);
        if (s == NULL || (several && strcmp(open_suite, e->suite) != 0)) {
            pm_store_close(s);
            s = NULL;
            pm_buf proj = PM_BUF_INIT;
            if (several)
                pm_buf_printf(&proj, "%s/%s", project, e->suite);
            else
                pm_buf_puts(&proj, project);
            rc = pm_store_open(db, pm_buf_str(&proj), PM_STORE_WRITE, &s, err);
            if (rc == 0 && log)
                fprintf(log, "suite '%s': %zu entr%s into project '%s', branch '%s'\n", e->suite,
                        e->nsuite, e->nsuite == 1 ? "y" : "ies", pm_buf_str(&proj), branch);
            pm_buf_free(&proj);
            open_suite = e->suite;
            if (rc != 0)
                break;
        }
        (*total)++;
        int one = 0;
        pm_error why;
        pm_error_clear(&why);
        int r = S_entry(d, k, path, s, branch, &one, &why, err);
        if (r < 0) {
            rc = -1;
        } else if (r > 0) {
            (*skipped)++;
            if (log) {
                char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
                pm_error_format(&why, line, sizeof line);
                fprintf(log, "suite '%s', entry %zu (commit %.12s): skipped: %s\n", e->suite,
                        e->index + 1, e->commit ? e->commit : "unknown", line);
            }
        } else {
            *added += (size_t)one;
        }
    }
    pm_store_close(s);
    pm_datajs_free(d);
    return rc;
}
