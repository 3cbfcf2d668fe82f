/* dashboard.c - a branch's runs read back from the history and each compared with the run
 * before it by the gate's own code. */
#include "history/dashboard.h"

#include "gate/gate.h"
#include "history/store.h"
#include "result/model_io.h"
#include "result/result.h"
#include "result/times.h"
#include "util/buf.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where a series (or a group without exponents) was seen last: the newest run holding it and
 * its position in that run, which order the page. */
typedef struct S_seen {
    size_t last, pos;
} S_seen;

/* What loading keeps while it walks the runs, oldest first. */
typedef struct S_load {
    pm_dashboard *d;
    size_t capseries, captimes, capreg, capsseen, captseen; /* allocated elements */
    S_seen *sseen, *tseen; /* per series, per group without exponents */
    size_t pos;            /* position counter within the run being read */
} S_load;

static double *S_nans(size_t n)
{
    double *v = pm_xmalloc_array(n + 1, sizeof *v);
    for (size_t i = 0; i <= n; i++)
        v[i] = NAN;
    return v;
}

/* The series of group/factor, added (every value NAN) when new. */
static size_t S_series(S_load *L, const char *group, const char *factor)
{
    pm_dashboard *d = L->d;
    for (size_t i = 0; i < d->nseries; i++)
        if (strcmp(d->series[i].group, group) == 0 && strcmp(d->series[i].factor, factor) == 0)
            return i;
    pm_xgrow((void **)&d->series, &L->capseries, d->nseries + 1, sizeof *d->series);
    pm_xgrow((void **)&L->sseen, &L->capsseen, d->nseries + 1, sizeof *L->sseen);
    pm_dash_series *s = &d->series[d->nseries];
    s->group = pm_xstrdup(group);
    s->factor = pm_xstrdup(factor);
    s->q = S_nans(d->nrun);
    s->lo = S_nans(d->nrun);
    s->hi = S_nans(d->nrun);
    s->regressed = pm_xcalloc(d->nrun + 1, 1);
    L->sseen[d->nseries] = (S_seen){0, 0};
    return d->nseries++;
}

/* The group without exponents called group, added when new. */
static size_t S_times(S_load *L, const char *group)
{
    pm_dashboard *d = L->d;
    for (size_t i = 0; i < d->ntimes; i++)
        if (strcmp(d->times[i].group, group) == 0)
            return i;
    pm_xgrow((void **)&d->times, &L->captimes, d->ntimes + 1, sizeof *d->times);
    pm_xgrow((void **)&L->tseen, &L->captseen, d->ntimes + 1, sizeof *L->tseen);
    pm_dash_times *t = &d->times[d->ntimes];
    t->group = pm_xstrdup(group);
    t->unit = pm_xstrdup("");
    t->time = S_nans(d->nrun);
    t->ratio = S_nans(d->nrun);
    t->regressed = pm_xcalloc(d->nrun + 1, 1);
    L->tseen[d->ntimes] = (S_seen){0, 0};
    return d->ntimes++;
}

/* The median log spread of r's configurations measured at least twice, NAN when none. */
static double S_noise(const pm_result *r)
{
    size_t n = 0, cap = 0;
    double *v = NULL;
    for (size_t gi = 0; gi < r->ngroups + r->ntimes; gi++) {
        const pm_res_group *g = gi < r->ngroups ? &r->groups[gi] : NULL;
        const pm_res_times *t = g ? NULL : &r->times[gi - r->ngroups];
        size_t nc = g ? pm_result_nconfigs(g) : t->configs.n;
        for (size_t k = 0; k < nc; k++) {
            double s = g ? pm_result_config_lsd(g, k) : t->configs.lsd ? t->configs.lsd[k] : NAN;
            if (!isfinite(s))
                continue;
            pm_xgrow((void **)&v, &cap, n + 1, sizeof *v);
            v[n++] = s;
        }
    }
    double m = n ? pm_median(v, n) : NAN;
    free(v);
    /* identical repeats leave only the rounding of their logarithms: no spread at all */
    return m < 1e-12 ? 0.0 : m;
}

/* The median of g's configurations' median times (NAN when it has none). */
static double S_group_time(const pm_result *r, const pm_res_group *g)
{
    size_t n = pm_result_nconfigs(g), m = 0;
    double *t = pm_xmalloc_array(n + 1, sizeof *t),
           *v = pm_xmalloc_array(r->nparams + 1, sizeof *v);
    for (size_t k = 0; k < n; k++) {
        double median;
        uint32_t count;
        pm_result_config(r, g, k, v, &median, &count);
        if (isfinite(median))
            t[m++] = median;
    }
    double mt = m ? pm_median(t, m) : NAN;
    free(t);
    free(v);
    return mt;
}

/* Run ri's exponents and times from its result r. */
static void S_values(S_load *L, size_t ri, const pm_result *r)
{
    L->pos = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        for (size_t e = 0; e < g->nexp; e++) {
            size_t si = S_series(L, g->name, r->params[g->exp[e].param].name);
            pm_dash_series *s = &L->d->series[si];
            s->q[ri] = g->exp[e].q.value;
            s->lo[ri] = g->exp[e].q.lo;
            s->hi[ri] = g->exp[e].q.hi;
            L->sseen[si] = (S_seen){ri, L->pos++};
        }
    }
    for (size_t k = 0; k < r->ngroups + r->ntimes; k++) {
        int fitted = k < r->ngroups;
        const char *name = fitted ? r->groups[k].name : r->times[k - r->ngroups].name;
        size_t ti = S_times(L, name);
        pm_dash_times *t = &L->d->times[ti];
        t->time[ri] = fitted ? S_group_time(r, &r->groups[k])
                             : pm_res_times_median(&r->times[k - r->ngroups]);
        t->exponents = fitted;
        free(t->unit);
        t->unit = pm_xstrdup(r->unit ? r->unit : "");
        L->tseen[ti] = (S_seen){ri, L->pos++};
    }
    L->d->run[ri].noise = S_noise(r);
}

/* Add a regression of run ri. */
static void S_regression(S_load *L, size_t ri, const char *group, const char *factor, double before,
                         double after, double change, double threshold, const char *reason)
{
    pm_dashboard *d = L->d;
    pm_xgrow((void **)&d->reg, &L->capreg, d->nreg + 1, sizeof *d->reg);
    d->reg[d->nreg++] = (pm_dash_regression){ri,
                                             pm_xstrdup(group),
                                             pm_xstrdup(factor),
                                             before,
                                             after,
                                             change,
                                             threshold,
                                             pm_xstrdup(reason ? reason : "")};
    d->run[ri].nregressed++;
}

/* Compare run ri (result cur) with the earlier run prev as the gate does. */
static void S_compare(S_load *L, size_t ri, const pm_result *prev, const pm_run_record *prec,
                      const pm_result *cur, const pm_run_record *crec)
{
    pm_gate_opts go;
    pm_gate_opts_init(&go);
    char label[64];
    snprintf(label, sizeof label, "run %lld", prec->id);
    pm_gate g;
    pm_gate_compare(prev, cur, &go, label, prec->machine.cores, crec->machine.cores, &g);
    pm_dash_run *run = &L->d->run[ri];
    run->compared = 1;
    run->prev_id = prec->id;
    run->prev_commit = pm_xstrdup(prec->commit);
    run->speed = g.time_ratio;
    for (size_t k = 0; k < g.nrows; k++) {
        const pm_gate_row *row = &g.rows[k];
        if (row->verdict != PM_GATE_REGRESSION)
            continue;
        pm_dash_series *s = &L->d->series[S_series(L, row->group, row->factor)];
        s->regressed[ri] = 1;
        double after = row->method == PM_GATE_BY_PAIRS ? row->q_base + row->delta : row->q_cand;
        S_regression(L, ri, row->group, row->factor, row->q_base, after, row->delta, row->threshold,
                     row->reason);
    }
    for (size_t k = 0; k < g.ntimes; k++) {
        const pm_gate_time *t = &g.times[k];
        pm_dash_times *dt = &L->d->times[S_times(L, t->group)];
        dt->ratio[ri] = t->ratio;
        if (t->verdict != PM_GATE_REGRESSION)
            continue;
        dt->regressed[ri] = 1;
        S_regression(L, ri, t->group, NULL, NAN, t->ratio, t->ratio, t->max_slowdown, t->reason);
    }
    pm_gate_free(&g);
    pm_gate_opts_free(&go);
}

/* Newest first, then by position in that run. */
static int S_cmp_seen(const void *a, const void *b)
{
    const S_seen *x = a, *y = b;
    if (x->last != y->last)
        return x->last > y->last ? -1 : 1;
    return (x->pos > y->pos) - (x->pos < y->pos);
}

/* Reorder n items of size bytes at items by seen[] (S_cmp_seen). */
static void S_order(void *items, size_t n, size_t size, S_seen *seen)
{
    if (n == 0)
        return;
    /* sort (seen, original index) pairs, then move the items: pos is unique within a run, so
       the order is total and the same on every machine */
    typedef struct {
        S_seen s;
        size_t i;
    } S_key;
    S_key *k = pm_xmalloc_array(n + 1, sizeof *k);
    for (size_t i = 0; i < n; i++)
        k[i] = (S_key){seen[i], i};
    qsort(k, n, sizeof *k, S_cmp_seen);
    unsigned char *copy = pm_xmalloc_array(n + 1, size);
    memcpy(copy, items, n * size);
    for (size_t i = 0; i < n; i++)
        memcpy((unsigned char *)items + i * size, copy + k[i].i * size, size);
    free(copy);
    free(k);
}

/* The runs of the branch, newest first (limit + 1 of them: the predecessor of the oldest
 * shown), and how many the branch has. 0 or -1. */
static int S_fetch(const char *db, const char *project, const char *branch, size_t limit,
                   pm_run_record **recs, size_t *n, size_t *total, pm_error *err)
{
    pm_store *s = NULL;
    if (pm_store_open(db, project, PM_STORE_READ, &s, err) != 0)
        return -1;
    size_t want = limit && limit < SIZE_MAX - 1 ? limit + 1 : 0;
    int rc = pm_store_list(s, branch, want, recs, n, err);
    pm_run_exponents *x = NULL;
    size_t nx = 0;
    *total = *n;
    if (rc == 0 && want && *n == want)
        rc = pm_store_series(s, branch, NULL, 1, &x, &nx, total, err);
    for (size_t i = 0; i < nx; i++)
        pm_run_exponents_free(&x[i]);
    free(x);
    pm_store_close(s);
    return rc;
}

/* Fill run ri's record fields from rec. */
static void S_run_record(pm_dash_run *run, const pm_run_record *rec)
{
    run->id = rec->id;
    run->commit = pm_xstrdup(rec->commit);
    run->time = rec->time;
    run->cores = rec->machine.cores;
    run->version = pm_xstrdup(rec->version);
    run->speed = NAN;
    run->noise = NAN;
}

/* Walk the n records (newest first; the first d->nrun shown, one more only compared with)
 * oldest first: each run's values, and its comparison with the last readable run before it. */
static void S_walk(S_load *L, pm_run_record *recs, size_t n)
{
    pm_dashboard *d = L->d;
    pm_result prev, cur;
    int have_prev = 0;
    size_t prev_k = 0;
    for (size_t k = n; k-- > 0;) {
        pm_error e;
        pm_error_clear(&e);
        const char *text = recs[k].model_json ? recs[k].model_json : "";
        int ok = pm_model_json_parse(text, strlen(text), "model.json", &cur, &e) == 0;
        free(recs[k].model_json); /* read: at most two parsed runs are held at once */
        recs[k].model_json = NULL;
        if (k < d->nrun) {
            size_t ri = d->nrun - 1 - k;
            S_run_record(&d->run[ri], &recs[k]);
            if (!ok) {
                char line[PM_ERROR_MSG_MAX + 200];
                pm_error_format(&e, line, sizeof line);
                d->run[ri].unreadable = pm_xstrdup(line);
                continue;
            }
            S_values(L, ri, &cur);
            if (have_prev)
                S_compare(L, ri, &prev, &recs[prev_k], &cur, &recs[k]);
        } else if (!ok) {
            continue;
        }
        if (have_prev)
            pm_result_free(&prev);
        prev = cur;
        have_prev = 1;
        prev_k = k;
    }
    if (have_prev)
        pm_result_free(&prev);
}

int pm_dashboard_load(const char *db, const char *project, const char *branch, size_t limit,
                      pm_dashboard *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    pm_run_record *recs = NULL;
    size_t n = 0, total = 0;
    if (S_fetch(db, project, branch, limit, &recs, &n, &total, err) != 0)
        return -1;
    out->branch = pm_xstrdup(branch);
    out->project = pm_xstrdup(project ? project : "");
    out->total = total;
    out->nrun = limit && n > limit ? limit : n;
    out->run = pm_xcalloc(out->nrun + 1, sizeof *out->run);
    S_load L;
    memset(&L, 0, sizeof L);
    L.d = out;
    S_walk(&L, recs, n);
    for (size_t k = 0; k < n; k++)
        pm_run_record_free(&recs[k]);
    free(recs);
    S_order(out->series, out->nseries, sizeof *out->series, L.sseen);
    S_order(out->times, out->ntimes, sizeof *out->times, L.tseen);
    free(L.sseen);
    free(L.tseen);
    return 0;
}

void pm_dashboard_free(pm_dashboard *d)
{
    if (d == NULL)
        return;
    for (size_t i = 0; i < d->nrun; i++) {
        free(d->run[i].commit);
        free(d->run[i].version);
        free(d->run[i].unreadable);
        free(d->run[i].prev_commit);
    }
    for (size_t i = 0; i < d->nseries; i++) {
        pm_dash_series *s = &d->series[i];
        free(s->group), free(s->factor), free(s->q), free(s->lo), free(s->hi);
        free(s->regressed);
    }
    for (size_t i = 0; i < d->ntimes; i++) {
        pm_dash_times *t = &d->times[i];
        free(t->group), free(t->unit), free(t->time), free(t->ratio), free(t->regressed);
    }
    for (size_t i = 0; i < d->nreg; i++)
        free(d->reg[i].group), free(d->reg[i].factor), free(d->reg[i].reason);
    free(d->run), free(d->series), free(d->times), free(d->reg);
    free(d->branch), free(d->project);
    memset(d, 0, sizeof *d);
}

/* ---- the releases file ---- */

/* The whole file at path (at most PM_DASH_RELEASES_MAX bytes) into b. 0 or -1. */
static int S_slurp(const char *path, pm_buf *b, pm_error *err)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot read: %s", strerror(errno));
    char chunk[8192];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, fp)) > 0 && b->len <= PM_DASH_RELEASES_MAX)
        pm_buf_append(b, chunk, got);
    int bad = ferror(fp);
    fclose(fp);
    if (bad)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot read: %s", strerror(errno));
    if (b->len > PM_DASH_RELEASES_MAX)
        return pm_error_set(err, PM_ERR_INPUT, path, 0,
                            "a releases file of more than %zu bytes (lines \"NAME URL\")",
                            PM_DASH_RELEASES_MAX);
    if (b->len && (memchr(b->data, '\0', b->len) || !pm_text_utf8_valid(b->data, b->len)))
        return pm_error_set(err, PM_ERR_INPUT, path, 0, "not UTF-8 text (lines \"NAME URL\")");
    return 0;
}

/* 1 when url may be a link: a relative path, or an http or https URL (no javascript:). */
static int S_url_ok(const char *url)
{
    size_t scheme = strcspn(url, ":/?#");
    if (url[scheme] != ':')
        return 1;
    return (scheme == 4 && strncmp(url, "http", 4) == 0) ||
           (scheme == 5 && strncmp(url, "https", 5) == 0);
}

/* One line "NAME URL" (trimmed, not blank nor a comment) into r. 0, or -1 with err set. */
static int S_release_line(char *line, const char *path, long no, pm_dash_release *r, pm_error *err)
{
    for (char *c = line; *c; c++)
        if ((unsigned char)*c < 0x20 && *c != '\t')
            return pm_error_set(err, PM_ERR_INPUT, path, no, "a control character in the line");
    size_t nl = strcspn(line, " \t");
    char *url = line + nl;
    url += strspn(url, " \t");
    size_t ul = strlen(url);
    while (ul && (url[ul - 1] == ' ' || url[ul - 1] == '\t'))
        ul--;
    if (ul == 0)
        return pm_error_set(err, PM_ERR_INPUT, path, no,
                            "expected \"NAME URL\" (a release's name, then where its report is)");
    char *u = pm_xstrndup(url, ul);
    if (!S_url_ok(u)) {
        free(u);
        return pm_error_set(err, PM_ERR_INPUT, path, no,
                            "the URL must be a relative path or start with http: or https:");
    }
    r->name = pm_xstrndup(line, nl);
    r->url = u;
    return 0;
}

int pm_dash_releases_read(const char *path, pm_dash_release **out, size_t *n, pm_error *err)
{
    *out = NULL;
    *n = 0;
    pm_buf b = PM_BUF_INIT;
    int rc = S_slurp(path, &b, err);
    size_t cap = 0;
    long no = 0;
    for (char *line = b.data; rc == 0 && line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = '\0';
        no++;
        size_t len = strlen(line);
        if (len && line[len - 1] == '\r')
            line[--len] = '\0';
        char *t = line + strspn(line, " \t");
        if (*t && *t != '#') {
            pm_xgrow((void **)out, &cap, *n + 1, sizeof **out);
            rc = S_release_line(t, path, no, &(*out)[*n], err);
            *n += rc == 0;
        }
        line = end ? end + 1 : NULL;
    }
    pm_buf_free(&b);
    if (rc != 0) {
        pm_dash_releases_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

void pm_dash_releases_free(pm_dash_release *r, size_t n)
{
    if (r == NULL)
        return;
    for (size_t i = 0; i < n; i++)
        free(r[i].name), free(r[i].url);
    free(r);
}
