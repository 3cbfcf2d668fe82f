/* history_cmd.c - `pmreport history`'s subcommands: one table from the action the command line
 * names to the function that runs it, each saying what it did. */
#include "history_cmd.h"

#include "history/exchange.h"
#include "history/list.h"
#include "history/store.h"
#include "import.h"
#include "render/dashboard.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

/* A subcommand: runs o, appending what it did to out; db is o->db as it may be printed
 * (pm_store_display). 0, or -1 with err set. */
typedef int (*S_command)(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err);

/* `history [--limit N] BRANCH`: the branch's runs, newest first. */
static int S_list(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    (void)db;
    return pm_history_list(o->db, o->project, o->branch, o->limit, out, err);
}

/* `history export BRANCH DIR`: the branch's runs as files (history/exchange.h). */
static int S_export(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    (void)db;
    size_t done = 0, total = 0;
    int rc = pm_history_export(o->db, o->project, o->branch, o->dir, &done, &total, err);
    if (rc == 0)
        pm_buf_printf(out, "exported %zu new of %zu runs of %s to %s/\n", done, total, o->branch,
                      o->dir);
    return rc;
}

/* `history import data.js`: github-action-benchmark's history, every entry modelled and
 * recorded (import.h), with the line per suite and per skipped entry it writes. */
static int S_import_datajs(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    size_t done = 0, total = 0, skipped = 0;
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

/* `history import DIR` (run files, history/exchange.h), or a data.js FILE when o->dir is a
 * regular file. */
static int S_import(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    struct stat st;
    if (stat(o->dir, &st) == 0 && S_ISREG(st.st_mode))
        return S_import_datajs(o, db, out, err);
    size_t done = 0, total = 0;
    int rc = pm_history_import(o->db, o->project, o->dir, &done, &total, err);
    if (rc == 0)
        pm_buf_printf(out, "imported %zu new of %zu run files from %s/ into %s\n", done, total,
                      o->dir, db);
    return rc;
}

/* `history prune`: the runs beyond each branch's newest --keep and older than --older-than days
 * (SOURCE_DATE_EPOCH, when set, is now). */
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

/* `history dashboard DIR`: the branch's runs as one page (render/dashboard.h). */
static int S_dashboard(const pm_history_options *o, const char *db, pm_buf *out, pm_error *err)
{
    (void)db;
    return pm_dashboard_publish(&o->dash, out, err);
}

/* The subcommands, by the action options.c parsed from the first word. */
static const S_command S_commands[] = {
    [PM_HISTORY_LIST] = S_list,           /* BRANCH */
    [PM_HISTORY_EXPORT] = S_export,       /* export BRANCH DIR */
    [PM_HISTORY_IMPORT] = S_import,       /* import DIR | import data.js */
    [PM_HISTORY_PRUNE] = S_prune,         /* prune --keep N --older-than DAYS */
    [PM_HISTORY_DASHBOARD] = S_dashboard, /* dashboard DIR */
};

int pm_history_cmd_run(const pm_history_options *o, pm_buf *out, pm_error *err)
{
    char db[512];
    pm_store_display(o->db, db, sizeof db);
    size_t a = (size_t)o->action;
    S_command run = a < sizeof S_commands / sizeof S_commands[0] ? S_commands[a] : NULL;
    return (run ? run : S_list)(o, db, out, err);
}
