/* store.c - the run history's front: finds the backend of the --db value in its table, builds a
 * run's rows once from its result, and checks what every backend would check. */
#include "history/store.h"

#include "history/store_backend.h"
#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int pm_store_schema_version(void)
{
    return PM_STORE_SCHEMA_VERSION;
}

/* ---- the backends ---- */

/* Every backend, by the descriptor its own file defines (store_backend.h), as SQLite lists its
 * VFSes: the one place that names them (declared here, beside the table, so that a backend adds
 * its lines here and nowhere else). A --db value belongs to the backend one of whose schemes
 * starts it, else to the one without schemes (a file path). A backend built without its library
 * keeps its entry, without operations. */
extern const pm_store_backend pm_store_sqlite_backend, pm_store_pg_backend;
static const pm_store_backend *const S_backends[] = {
    &pm_store_sqlite_backend, /* store_sqlite.c: a file, any value no other backend claims */
    &pm_store_pg_backend,     /* store_pg.c: postgresql://, postgres://, postgresql: */
};

/* The backend whose --db values db is of. */
static const pm_store_backend *S_backend(const char *db)
{
    const pm_store_backend *file = NULL;
    for (size_t i = 0; i < sizeof S_backends / sizeof S_backends[0]; i++) {
        const pm_store_backend *b = S_backends[i];
        if (b->schemes == NULL)
            file = b;
        for (const char *const *p = b->schemes; p && *p; p++)
            if (strncmp(db, *p, strlen(*p)) == 0)
                return b;
    }
    return file;
}

const char *pm_store_backend_name(const char *db)
{
    return S_backend(db)->name;
}

int pm_store_hides_secret(const char *db)
{
    return S_backend(db)->display != NULL;
}

char *pm_store_display(const char *db, char *out, size_t size)
{
    if (size == 0)
        return out;
    const pm_store_backend *b = S_backend(db);
    if (b->display)
        b->display(db, out, size);
    else
        snprintf(out, size, "%s", db);
    return out;
}

void pm_store_default_project(char *out, size_t size)
{
    const char *repo = getenv("GITHUB_REPOSITORY");
    if (repo && *repo) {
        const char *slash = strrchr(repo, '/');
        const char *name = slash ? slash + 1 : repo;
        if (*name) {
            snprintf(out, size, "%s", name);
            return;
        }
    }
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd)) {
        const char *slash = strrchr(cwd, '/');
        const char *name = slash ? slash + 1 : cwd;
        if (*name) {
            snprintf(out, size, "%s", name);
            return;
        }
    }
    snprintf(out, size, "default");
}

int pm_store_open(const char *db, const char *project, pm_store_mode mode, pm_store **out,
                  pm_error *err)
{
    *out = NULL;
    char name[1024];
    pm_store_display(db, name, sizeof name);
    const pm_store_backend *b = S_backend(db);
    if (b->ops == NULL)
        return pm_error_set(err, PM_ERR_USAGE, name, 0,
                            "history: this pmreport was built without %s (rebuild with %s)",
                            b->name, b->build_with);
    const pm_store_ops *ops = b->ops;
    pm_store *s = pm_xcalloc(1, sizeof *s);
    s->ops = ops;
    s->path = pm_xstrdup(db);
    s->name = pm_xstrdup(name);
    s->project = project ? pm_xstrdup(project) : NULL;
    s->mode = mode;
    if (ops->open(s, err) != 0 || (mode == PM_STORE_WRITE && ops->migrate(s, err) != 0)) {
        pm_store_close(s);
        return -1;
    }
    *out = s;
    return 0;
}

void pm_store_close(pm_store *s)
{
    if (s == NULL)
        return;
    s->ops->close(s);
    free(s->path);
    free(s->name);
    free(s->project);
    free(s);
}

static int S_writable(pm_store *s, pm_error *err)
{
    if (s->mode != PM_STORE_WRITE)
        return pm_error_set(err, PM_ERR_IO, s->name, 0, "history: opened for reading only");
    return 0;
}

/* The rows of r for run: its exponents and per group the train and test metrics. */
static void S_rows(const pm_run_record *rec, const pm_result *r, pm_store_run *out)
{
    memset(out, 0, sizeof *out);
    out->run = rec;
    if (r == NULL)
        return;
    size_t nexp = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++)
        nexp += r->groups[gi].nexp;
    out->exp = pm_xcalloc(nexp ? nexp : 1, sizeof *out->exp);
    out->met = pm_xcalloc(r->ngroups ? 2 * r->ngroups : 1, sizeof *out->met);
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        for (size_t e = 0; e < g->nexp; e++) {
            const pm_stat *q = &g->exp[e].q;
            pm_store_exp *x = &out->exp[out->nexp++];
            x->group = g->name;
            x->factor = r->params[g->exp[e].param].name;
            x->q = q->value;
            x->lo = q->lo;
            x->hi = q->hi;
            x->se = q->se;
        }
        for (int set = 0; set < 2; set++) {
            const pm_metrics *m = set ? &g->test : &g->train;
            pm_store_metrics *x = &out->met[out->nmet++];
            x->group = g->name;
            x->rows = set ? "test" : "train";
            x->n = (long long)(set ? g->n_test : g->n_train);
            x->mape = m->mape;
            x->mse = m->mse;
            x->rmse = m->rmse;
            x->r2 = m->r2;
        }
    }
}

int pm_store_record(pm_store *s, const pm_run_record *rec, const pm_result *r, long long *id,
                    pm_error *err)
{
    if (S_writable(s, err) != 0)
        return -1;
    pm_store_run run;
    S_rows(rec, r, &run);
    long long rid = 0;
    int rc = s->ops->record(s, &run, &rid, err);
    free(run.exp);
    free(run.met);
    if (rc == 0 && id)
        *id = rid;
    return rc;
}

int pm_store_find(pm_store *s, const char *ref, pm_run_record *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    if (s->empty)
        return 0;
    return s->ops->find(s, ref, out, err);
}

int pm_store_list(pm_store *s, const char *branch, size_t limit, pm_run_record **out, size_t *n,
                  pm_error *err)
{
    *out = NULL;
    *n = 0;
    if (s->empty)
        return 0;
    return s->ops->list(s, branch, limit, out, n, err);
}

int pm_store_series(pm_store *s, const char *branch, const pm_run_record *since, size_t limit,
                    pm_run_exponents **out, size_t *n, size_t *total, pm_error *err)
{
    *out = NULL;
    *n = *total = 0;
    if (s->empty)
        return 0;
    return s->ops->series(s, branch, since, limit, out, n, total, err);
}

int pm_store_prune(pm_store *s, size_t keep, long long before, size_t *removed, pm_error *err)
{
    *removed = 0;
    if (S_writable(s, err) != 0)
        return -1;
    return s->ops->prune(s, keep, before, removed, err);
}

void pm_run_exponents_free(pm_run_exponents *r)
{
    if (r == NULL)
        return;
    pm_run_record_free(&r->run);
    for (size_t i = 0; i < r->nexp; i++) {
        free(r->exp[i].group);
        free(r->exp[i].factor);
    }
    free(r->exp);
    memset(r, 0, sizeof *r);
}

void pm_run_record_free(pm_run_record *r)
{
    if (r == NULL)
        return;
    free(r->branch);
    free(r->commit);
    free(r->digest);
    free(r->model_json);
    free(r->version);
    pm_machine_free(&r->machine);
    memset(r, 0, sizeof *r);
}
