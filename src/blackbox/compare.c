/* compare.c - the variant fit of the generic model and the black boxes, on the model's split. */
#include "blackbox/compare.h"

#include "fit/model.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the variant on a sample of the training configurations ---- */

/* The dataset the variant is fitted on when a group has more than cap training
   configurations: per group, a seeded sample of cap of them (all of them in a smaller
   group), in configuration order, and nothing else. Its groups hold what the fit
   reads (name, n, t, count, idx, train, ntrain, ndistinct) and no measurements; names,
   parameters and ndistinct are borrowed from d. */
static void S_sample_dataset(const pm_dataset *d, size_t cap, uint64_t seed, pm_dataset *out)
{
    *out = *d;
    out->groups = pm_xcalloc(d->ngroups + 1, sizeof *out->groups);
    size_t np = d->nparams;
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        const pm_group *g = &d->groups[gi];
        pm_group *s = &out->groups[gi];
        size_t *rows = pm_xmalloc_array(g->ntrain + 1, sizeof *rows), nt = 0;
        for (size_t k = 0; k < g->n; k++)
            if (g->train[k])
                rows[nt++] = k;
        size_t m = nt;
        if (nt > cap) {
            /* the first cap of a seeded shuffle, marked, then taken in configuration order */
            pm_rng r;
            pm_rng_seed(&r, pm_rng_mix(seed ^ 0x7a1a47ull, gi));
            for (size_t i = 0; i < cap; i++) {
                size_t j = i + (size_t)pm_rng_below(&r, nt - i);
                size_t tmp = rows[i];
                rows[i] = rows[j];
                rows[j] = tmp;
            }
            unsigned char *pick = pm_xcalloc(g->n + 1, 1);
            for (size_t i = 0; i < cap; i++)
                pick[rows[i]] = 1;
            m = 0;
            for (size_t k = 0; k < g->n; k++)
                if (pick[k])
                    rows[m++] = k;
            free(pick);
        }
        *s = (pm_group){0};
        s->name = g->name;
        s->n = m;
        s->t = pm_xmalloc_array(m + 1, sizeof *s->t);
        s->count = pm_xmalloc_array(m + 1, sizeof *s->count);
        s->meas_off = pm_xcalloc(m + 1, sizeof *s->meas_off);
        s->idx = pm_xmalloc_array(pm_st_add(pm_st_mult(m, np), 1), sizeof *s->idx);
        s->train = pm_xmalloc(m + 1);
        s->ntrain = m;
        s->ndistinct = g->ndistinct;
        for (size_t i = 0; i < m; i++) {
            size_t k = rows[i];
            s->t[i] = g->t[k];
            s->count[i] = g->count[k];
            memcpy(s->idx + i * np, g->idx + k * np, np * sizeof *s->idx);
            s->train[i] = 1;
        }
        free(rows);
    }
}

static void S_sample_dataset_free(pm_dataset *s)
{
    for (size_t gi = 0; gi < s->ngroups; gi++) {
        pm_group *g = &s->groups[gi];
        free(g->t);
        free(g->count);
        free(g->meas_off);
        free(g->idx);
        free(g->train);
    }
    free(s->groups);
    memset(s, 0, sizeof *s);
}

/* Score the variant gf, fitted on a sample, on every configuration of g (group gi of d):
   its train and test metrics, as the fit would have scored a model fitted on all of them.
   The configurations are predicted a block at a time, so memory stays small. */
static void S_score_all(const pm_dataset *d, const pm_group *g, pm_group_fit *gf)
{
    enum { BLOCK = 1 << 16 };
    const pm_model_data *layout = &gf->train;
    double *xm = pm_xmalloc_array(gf->nx + 1, sizeof *xm);
    pm_fit_xconvert(gf, gf->x, PM_UNIT_MODEL, xm); /* the unknowns in the model's unit */
    size_t ntest = g->n - g->ntrain, n[2] = {0, 0};
    double *t[2], *p[2];
    t[0] = pm_xmalloc_array(g->ntrain + 1, sizeof(double));
    p[0] = pm_xmalloc_array(g->ntrain + 1, sizeof(double));
    t[1] = pm_xmalloc_array(ntest + 1, sizeof(double));
    p[1] = pm_xmalloc_array(ntest + 1, sizeof(double));
    unsigned char *use = pm_xcalloc(g->n + 1, 1);
    for (size_t k0 = 0; k0 < g->n; k0 += BLOCK) {
        size_t k1 = g->n - k0 > BLOCK ? k0 + BLOCK : g->n;
        memset(use, 0, g->n);
        memset(use + k0, 1, k1 - k0);
        pm_model_data m;
        pm_model_data_like(layout, d, g, use, &m);
        double *pred = pm_xmalloc_array(m.n + 1, sizeof *pred);
        pm_model_work w;
        pm_model_work_init(&w, &m);
        pm_model_predict(&m, xm, &w, pred);
        pm_model_work_free(&w, &m);
        for (size_t k = k0; k < k1; k++) {
            int part = !g->train[k];
            t[part][n[part]] = m.t[k - k0] * m.scale;
            p[part][n[part]++] = pred[k - k0] * m.scale;
        }
        free(pred);
        pm_model_data_free(&m);
    }
    gf->m_train = pm_metrics_compute(t[0], p[0], n[0]);
    gf->m_test = pm_metrics_compute(t[1], p[1], n[1]);
    for (int i = 0; i < 2; i++) {
        free(t[i]);
        free(p[i]);
    }
    free(use);
    free(xm);
}

/* ---- the comparison ---- */

int pm_compare_run(const pm_dataset *d, const pm_fit *f, unsigned which, pm_compare *out,
                   pm_error *err)
{
    return pm_compare_run_limits(d, f, which, NULL, out, err);
}

/* The variant fits of pm_compare_run_limits: what one thread does while another grows the
 * black boxes. */
typedef struct S_variant_job {
    const pm_dataset *d;
    const pm_fit *f;
    size_t cap; /* training configurations past which a group is sampled */
    pm_compare *out;
} S_variant_job;

static void S_variants(S_variant_job *job)
{
    const pm_dataset *d = job->d;
    const pm_fit *f = job->f;
    pm_compare *out = job->out;
    size_t cap = job->cap;
    /* the generic model with the other regularisation */
    pm_fit_opts vo = f->opts;
    int penalised = vo.reg != PM_REG_NONE && (vo.lambda_auto || vo.lambda > 0);
    vo.reg = penalised ? PM_REG_NONE : PM_REG_L2;
    vo.lambda = penalised ? 0.0 : PM_COMPARE_LAMBDA;
    vo.lambda_auto = 0;
    vo.lambda_sweep = 0;
    vo.fits = 1;
    vo.bootstrap = 0;
    /* each group's own breakpoint or log powers: the model beside itself, and no second
       search */
    pm_regime *regimes = pm_xcalloc(f->ngroups + 1, sizeof *regimes);
    for (size_t gi = 0; gi < f->ngroups; gi++)
        if (pm_regime_chosen(&f->groups[gi].train.reg))
            regimes[gi] = f->groups[gi].train.reg;
    vo.regimes = regimes;
    out->variant_reg = vo.reg;
    out->variant_lambda = vo.lambda;
    /* one fit per form the model's groups have (--model auto may give both) */
    for (size_t gi = 0; gi < f->ngroups; gi++)
        out->has_form[pm_form_get(f->groups[gi].train.form)->id] = 1;
    /* a group past cap training configurations: fitted on a sample */
    int sample = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++)
        sample |= d->groups[gi].ntrain > cap;
    pm_dataset sd;
    if (sample)
        S_sample_dataset(d, cap, vo.seed, &sd);
    out->has_variant = 1;
    for (int form = 0; form < PM_FORM_NFORMS && out->has_variant; form++) {
        if (!out->has_form[form])
            continue;
        vo.form = (pm_model_form)form;
        pm_error verr;
        pm_error_clear(&verr);
        pm_fit *vf = &out->variant[form];
        if (pm_fit_run(sample ? &sd : d, &vo, vf, &verr) != 0) {
            char msg[PM_ERROR_MSG_MAX + 64];
            snprintf(msg, sizeof msg, "the %s fit failed: %s",
                     penalised ? "unregularised" : "regularised", verr.msg);
            out->variant_note = pm_xstrdup(msg);
            out->has_form[form] = 0;
            out->has_variant = 0;
            continue;
        }
        for (size_t gi = 0; sample && gi < vf->ngroups; gi++) {
            vf->groups[gi].g = &d->groups[gi];
            S_score_all(d, &d->groups[gi], &vf->groups[gi]);
        }
        pm_fit_drop_rows(vf);    /* only the metrics are read */
        vf->opts.regimes = NULL; /* freed below */
    }
    free(regimes);
    if (sample)
        S_sample_dataset_free(&sd);
}

static void *S_variants_thread(void *arg)
{
    pm_progress_mute(1); /* the black boxes own the progress line meanwhile */
    S_variants(arg);
    return NULL;
}

int pm_compare_run_limits(const pm_dataset *d, const pm_fit *f, unsigned which,
                          const pm_compare_limits *lim, pm_compare *out, pm_error *err)
{
    pm_compare_limits none = {0, 0, 0};
    if (lim == NULL)
        lim = &none;
    memset(out, 0, sizeof *out);
    out->which = which & PM_BB_ALL;
    if (out->which == 0)
        return 0;
    /* the variant fits and the black boxes are independent (each reads the dataset and
       writes its own part of out), and neither keeps every thread busy to its end: the
       variant runs on a thread of its own beside them (the same results either way) */
    S_variant_job job = {d, f, lim->variant_rows ? lim->variant_rows : PM_COMPARE_VARIANT_ROWS,
                         out};
    pthread_t vt;
    int threaded = f->opts.threads != 1 && pthread_create(&vt, NULL, S_variants_thread, &job) == 0;
    if (!threaded)
        S_variants(&job);
    pm_bb_opts bo = {out->which, f->opts.seed, f->opts.threads, lim->forest_rows, lim->score_rows};
    int rc = pm_bb_run_fit(d, &bo, &out->bb, err);
    if (threaded)
        pthread_join(vt, NULL);
    return rc;
}

const pm_group_fit *pm_compare_variant(const pm_compare *c, pm_model_form form, size_t gi)
{
    size_t k = pm_form_get(form)->id;
    if (!c->has_variant || !c->has_form[k] || gi >= c->variant[k].ngroups)
        return NULL;
    return &c->variant[k].groups[gi];
}

void pm_compare_free(pm_compare *c)
{
    if (c == NULL)
        return;
    for (int form = 0; form < PM_FORM_NFORMS; form++)
        if (c->has_form[form])
            pm_fit_free(&c->variant[form]);
    free(c->variant_note);
    pm_bb_run_free(&c->bb);
    memset(c, 0, sizeof *c);
}
