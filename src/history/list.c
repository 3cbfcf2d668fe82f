/* list.c - a branch's runs as text, exponents read back from each run's model.json. */
#include "history/list.h"

#include "history/store.h"
#include "result/model_io.h"
#include "util/format.h"
#include "util/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The exponents of one run's model.json: "eager: gpus -0.904 (se 0.0078), ...". */
static void S_exponents(const pm_run_record *rec, pm_buf *out)
{
    pm_result r;
    pm_error err;
    pm_error_clear(&err);
    if (pm_model_json_parse(rec->model_json, strlen(rec->model_json), "model.json", &r, &err) !=
        0) {
        pm_buf_printf(out, "    (model.json unreadable: %s)\n", err.msg);
        return;
    }
    for (size_t gi = 0; gi < r.ngroups; gi++) {
        const pm_res_group *g = &r.groups[gi];
        pm_buf_printf(out, "    %s:", g->name);
        for (size_t e = 0; e < g->nexp; e++) {
            char q[64], se[64];
            pm_fmt_g(q, sizeof q, g->exp[e].q.value, 3);
            pm_fmt_g(se, sizeof se, g->exp[e].q.se, 2);
            pm_buf_printf(out, "%s %s %s (se %s)", e ? "," : "", r.params[g->exp[e].param].name, q,
                          se);
        }
        pm_buf_puts(out, "\n");
    }
    pm_result_free(&r);
}

int pm_history_list(const char *db, const char *project, const char *branch, size_t limit,
                    pm_buf *out, pm_error *err)
{
    pm_store *s = NULL;
    if (pm_store_open(db, project, PM_STORE_READ, &s, err) != 0)
        return -1;
    pm_run_record *runs = NULL;
    size_t n = 0;
    int rc = pm_store_list(s, branch, limit, &runs, &n, err);
    pm_store_close(s);
    if (rc != 0)
        return -1;
    if (n == 0) {
        char b[256], name[512];
        pm_buf_printf(out, "no runs of branch %s in %s\n", pm_text_escape(b, sizeof b, branch),
                      pm_store_display(db, name, sizeof name));
    }
    for (size_t i = 0; i < n; i++) {
        const pm_run_record *r = &runs[i];
        char date[64] = "?";
        time_t t = (time_t)r->time;
        struct tm tm;
        if (gmtime_r(&t, &tm))
            strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", &tm);
        /* what the database holds is printed escaped: no control character (ESC, a
           line break) from another writer's branch or commit reaches the terminal */
        char commit[13], b[256], c[64], dg[256];
        snprintf(commit, sizeof commit, "%s", r->commit ? r->commit : "-");
        pm_buf_printf(out, "run %lld  %s  %s  %s  %ld cores  %s\n", r->id, date,
                      pm_text_escape(b, sizeof b, r->branch ? r->branch : "-"),
                      pm_text_escape(c, sizeof c, commit), r->machine.cores,
                      pm_text_escape(dg, sizeof dg, r->digest ? r->digest : "-"));
        S_exponents(r, out);
        pm_run_record_free(&runs[i]);
    }
    free(runs);
    return 0;
}
