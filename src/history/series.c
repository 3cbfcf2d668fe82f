/* series.c - a branch's recorded runs matched to this run's exponents. */
#include "history/series.h"

#include <stdlib.h>
#include <string.h>

int pm_history_runs_load(const char *db, const char *project, const char *branch, const char *since,
                         pm_history_runs *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    pm_store *s = NULL; /* a history not made yet: no runs, nothing to show */
    if (pm_store_open(db, project, PM_STORE_PEEK, &s, err) != 0)
        return -1;
    char name[512];
    pm_store_display(db, name, sizeof name);
    pm_run_record ref;
    memset(&ref, 0, sizeof ref);
    int rc = 0;
    if (since) {
        int found = pm_store_find(s, since, &ref, err);
        if (found == 0)
            pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                         "--since %.200s: not a branch or commit recorded in %.300s", since, name);
        rc = found == 1 ? 0 : -1;
    }
    if (rc == 0)
        rc = pm_store_series(s, branch, since ? &ref : NULL, PM_SERIES_MAX_RUNS, &out->run, &out->n,
                             &out->total, err);
    pm_run_record_free(&ref);
    pm_store_close(s);
    return rc;
}

void pm_history_runs_free(pm_history_runs *h)
{
    if (h == NULL)
        return;
    for (size_t i = 0; i < h->n; i++)
        pm_run_exponents_free(&h->run[i]);
    free(h->run);
    memset(h, 0, sizeof *h);
}

void pm_history_series(const pm_history_runs *h, const pm_result *r, const char *branch,
                       const char *since, long long baseline_id, pm_series *out)
{
    pm_series_init(out, r, branch, since);
    out->total = h->total;
    out->shown = h->n;
    for (size_t i = 0; i < h->n; i++) {
        const pm_run_exponents *x = &h->run[i];
        size_t row = pm_series_add(out, x->run.commit, x->run.time, x->run.id);
        out->run[row].baseline = baseline_id > 0 && x->run.id == baseline_id;
        for (size_t k = 0; k < x->nexp; k++) {
            const pm_run_exponent *e = &x->exp[k];
            const pm_res_group *g = pm_result_group(r, e->group);
            size_t j = pm_result_param(r, e->factor);
            if (g == NULL || j == (size_t)-1)
                continue;
            const pm_res_exponent *q = pm_result_exponent(g, j);
            if (q == NULL)
                continue;
            size_t c =
                row * out->ncol + pm_series_col(r, (size_t)(g - r->groups), (size_t)(q - g->exp));
            out->q[c] = e->q;
            out->lo[c] = e->lo;
            out->hi[c] = e->hi;
        }
    }
}
