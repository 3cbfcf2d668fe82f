/* blackbox.c - per group: cross-validate a few hyperparameters, refit the best, score it. */
#include "blackbox/blackbox.h"

#include "blackbox/features.h"
#if PM_HAVE_BLACKBOXES
#include "blackbox/forest.h"
#include "blackbox/svr.h"
#endif
#include "util/pool.h"
#include "util/progress.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- names ---- */

static const char *const S_name[PM_BB_NKINDS] = {"random forest", "SVR"};
static const char *const S_id[PM_BB_NKINDS] = {"random_forest", "svr"};
static const char *const S_hyper[PM_BB_NKINDS][3] = {{"trees", "max_depth", NULL},
                                                     {"C", "gamma", "epsilon"}};

const char *pm_bb_name(pm_bb_kind k)
{
    return (unsigned)k < PM_BB_NKINDS ? S_name[k] : "?";
}

const char *pm_bb_id(pm_bb_kind k)
{
    return (unsigned)k < PM_BB_NKINDS ? S_id[k] : "?";
}

int pm_bb_from_id(const char *id, pm_bb_kind *out)
{
    for (int k = 0; k < PM_BB_NKINDS; k++)
        if (id && strcmp(id, S_id[k]) == 0) {
            *out = (pm_bb_kind)k;
            return 0;
        }
    return -1;
}

static const struct {
    const char *name;
    unsigned mask;
} S_masks[] = {
    {"none", PM_BB_NONE},
    {"rf", 1u << PM_BB_FOREST},
    {"svr", 1u << PM_BB_SVR},
    {"all", PM_BB_ALL},
};

int pm_bb_mask_from_name(const char *name, unsigned *mask)
{
    for (size_t i = 0; i < sizeof S_masks / sizeof *S_masks; i++)
        if (name && strcmp(name, S_masks[i].name) == 0) {
            *mask = S_masks[i].mask;
            return 0;
        }
    return -1;
}

const char *pm_bb_mask_name(unsigned mask)
{
    for (size_t i = 0; i < sizeof S_masks / sizeof *S_masks; i++)
        if (S_masks[i].mask == (mask & PM_BB_ALL))
            return S_masks[i].name;
    return "?";
}

size_t pm_bb_nhyper(pm_bb_kind k)
{
    return k == PM_BB_FOREST ? 2 : k == PM_BB_SVR ? 3 : 0;
}

const char *pm_bb_hyper_name(pm_bb_kind k, size_t i)
{
    return (unsigned)k < PM_BB_NKINDS && i < pm_bb_nhyper(k) ? S_hyper[k][i] : "?";
}

/* The note of a group that would have had black boxes in a build without them. */
static const char S_BUILT_OUT[] = "no black box: this pmreport was built without them (XGBoost, "
                                  "libsvm; cmake -DPM_BLACKBOXES=ON builds them in)";

/* ---- the candidates ---- */

enum { S_FOLDS = 3 };

/* Forest: every depth with every number of trees. A forest's prediction is the mean of its
   trees, so the forest of S_TREES[1] trees is the forest of S_TREES[0] trees averaged (with
   weights) with a second chunk of S_TREES[1] - S_TREES[0] trees: one cross-validation fit per depth
   and fold scores both tree counts. */
static const size_t S_DEPTHS[] = {6, 12};
static const size_t S_TREES[] = {30, 60};
/* SVR: C, gamma times the number of columns (1 would be libsvm's default 1/columns), epsilon */
static const double S_SVR_C[] = {10, 100};
static const double S_SVR_GAMMA[] = {0.1, 0.3};
static const double S_SVR_EPS[] = {0.02, 0.1};
enum {
    S_NDEPTH = sizeof S_DEPTHS / sizeof *S_DEPTHS,
    S_NTREES = sizeof S_TREES / sizeof *S_TREES,
    S_NG = sizeof S_SVR_GAMMA / sizeof *S_SVR_GAMMA,
    S_NE = sizeof S_SVR_EPS / sizeof *S_SVR_EPS,
    S_NSVR = (sizeof S_SVR_C / sizeof *S_SVR_C) * S_NG * S_NE
};

/* Cross-validation fits of a kind per fold (forest: one per depth), and the candidates
   each of them scores (forest: one per tree count). */
static size_t S_nwork(pm_bb_kind k)
{
    return k == PM_BB_FOREST ? S_NDEPTH : S_NSVR;
}

static size_t S_nsub(pm_bb_kind k)
{
    return k == PM_BB_FOREST ? S_NTREES : 1;
}

/* The hyperparameters of candidate (w, sub) of kind k for a design of ncol columns. */
static void S_cand(pm_bb_kind k, size_t w, size_t sub, size_t ncol, double h[3])
{
    h[0] = h[1] = h[2] = 0.0;
    if (k == PM_BB_FOREST) {
        h[0] = (double)S_TREES[sub];
        h[1] = (double)S_DEPTHS[w];
        return;
    }
    size_t e = w % S_NE, g = (w / S_NE) % S_NG, c = w / (S_NE * S_NG);
    h[0] = S_SVR_C[c];
    h[1] = S_SVR_GAMMA[g] / (double)(ncol ? ncol : 1);
    h[2] = S_SVR_EPS[e];
}

/* ---- the work ---- */

/* One group's data for the black boxes. Only the configurations they use have a row in
   the design: the first nt of the training configurations in a seeded shuffle (design rows
   0 .. nt-1: the cross-validation's and the final fits' rows are prefixes of them), then
   the configurations scored (design rows nt .. nt + nscore - 1). */
typedef struct S_group {
    int skip;                  /* 1: too few rows or nothing varies (note set) */
    pm_bb_design m;            /* features and target of the rows below */
    size_t *conf;              /* m.n: the group's configuration of each design row */
    size_t nt;                 /* design rows from the shuffled training configurations */
    size_t ncv;                /* the first ncv of them take part in the cross-validation */
    size_t nfit[PM_BB_NKINDS]; /* the first nfit[kind] of them train the final fit */
    size_t *score;             /* nscore design rows whose time the final fits predict (the scored
                                  training configurations, then the scored test ones) */
    size_t nscore;
} S_group;

enum { S_MAXSUB = 4 };

/* One unit of work: fit w of a kind on a fold (fold < S_FOLDS), or a final fit
   (fold == S_FOLDS, hyper set). */
typedef struct S_task {
    size_t group;
    pm_bb_kind kind;
    size_t w; /* forest: depth index; SVR: candidate index */
    size_t fold;
    double hyper[3];      /* final fit: the hyperparameters */
    double ape[S_MAXSUB]; /* cross-validation: sum of held-out absolute percentage errors of
                             each candidate this fit scores */
    size_t nheld;         /* ... over this many rows */
    int rc;               /* -1: failed, err says why */
    pm_error err;
} S_task;

typedef struct S_ctx {
    const pm_dataset *d;
    const pm_bb_opts *o;
    S_group *groups;
    S_task *tasks;
    pm_bb_run *out;
    pthread_mutex_t forest; /* held by a final forest while it grows: see S_task_final */
} S_ctx;

/* Seed of the random stream of group gi, kind k, fit w, fold f, chunk c. */
static uint64_t S_seed(const pm_bb_opts *o, size_t gi, pm_bb_kind k, size_t w, size_t f, size_t c)
{
    uint64_t s = pm_rng_mix(o->seed ^ 0xb1acb0c5ull, gi);
    return pm_rng_mix(pm_rng_mix(s, (uint64_t)k), (w * 16 + f) * 16 + c);
}

static void S_task_cv(void *vctx, size_t ti)
{
    S_ctx *c = vctx;
    S_task *t = &c->tasks[ti];
    S_group *g = &c->groups[t->group];
    const pm_group *dg = &c->d->groups[t->group];
    /* fold f holds out every S_FOLDS-th row of the shuffled sample, from the f-th */
    size_t nheld = 0, nfit = 0;
    size_t *fit = pm_xmalloc_array(g->ncv + 1, sizeof *fit);
    size_t *held = pm_xmalloc_array(g->ncv + 1, sizeof *held);
    for (size_t i = 0; i < g->ncv; i++) {
        if (i % S_FOLDS == t->fold)
            held[nheld++] = i;
        else
            fit[nfit++] = i;
    }
    double *pred = pm_xmalloc_array(nheld + 1, sizeof *pred);
    double *sum = pm_xcalloc(nheld + 1, sizeof *sum);
    t->nheld = nheld;
    size_t grown = 0; /* trees so far (forest) */
    for (size_t sub = 0; sub < S_nsub(t->kind) && t->rc == 0; sub++) {
        double h[3];
        S_cand(t->kind, t->w, sub, g->m.ncol, h);
        uint64_t seed = S_seed(c->o, t->group, t->kind, t->w, t->fold, sub);
#if !PM_HAVE_BLACKBOXES
        (void)seed, (void)grown, (void)nfit; /* no task is made without the backends */
        t->rc = pm_error_set(&t->err, PM_ERR_INTERNAL, NULL, 0, "%s", S_BUILT_OUT);
#else
        if (t->kind == PM_BB_FOREST) {
            /* grow the trees this candidate adds to the previous one's */
            pm_forest_params p = {(size_t)h[0] - grown, (size_t)h[1], seed};
            t->rc = pm_forest_fit_predict(&g->m, fit, nfit, &p, held, nheld, pred, &t->err);
            for (size_t i = 0; i < nheld; i++)
                sum[i] += pred[i] * (double)p.trees;
            grown += p.trees;
            for (size_t i = 0; i < nheld; i++)
                pred[i] = sum[i] / (double)grown;
        } else {
            /* a looser stopping tolerance than the final fit's: the candidates' held-out
               errors come out the same to a few hundredths of a percent, 20-40% faster */
            pm_svr_params p = {h[0], h[1], h[2], 1e-2};
            pm_svr_fit_predict(&g->m, fit, nfit, &p, held, nheld, pred);
        }
#endif
        t->ape[sub] = 0.0;
        for (size_t i = 0; t->rc == 0 && i < nheld; i++) {
            double tk = dg->t[g->conf[held[i]]];
            t->ape[sub] += fabs(pm_bb_design_time(&g->m, pred[i]) - tk) / tk;
        }
    }
    free(sum);
    free(pred);
    free(fit);
    free(held);
}

static void S_task_final(void *vctx, size_t ti)
{
    S_ctx *c = vctx;
    S_task *t = &c->tasks[ti];
    S_group *g = &c->groups[t->group];
    const pm_group *dg = &c->d->groups[t->group];
    pm_bb_fit *f = &c->out->groups[t->group].fit[t->kind];
    size_t n = dg->n, ntr = g->nfit[t->kind];
    /* the training rows are design rows 0 .. ntr-1: the first of the shuffled training
       configurations, a seeded sample when there are more */
    size_t *train = pm_xmalloc_array(ntr + 1, sizeof *train);
    for (size_t i = 0; i < ntr; i++)
        train[i] = i;
    double *pred = pm_xmalloc_array(g->nscore + 1, sizeof *pred);
    uint64_t seed = S_seed(c->o, t->group, t->kind, 0, S_FOLDS, 0);
#if !PM_HAVE_BLACKBOXES
    (void)seed;
    t->rc = pm_error_set(&t->err, PM_ERR_INTERNAL, NULL, 0, "%s", S_BUILT_OUT);
#else
    if (t->kind == PM_BB_FOREST) {
        /* one final forest at a time: 60 trees of depth 12 on 20,000 rows hold tens of MB
           of XGBoost's trees and histograms, two at once twice that. The finals alternate
           forest and SVR, so the other thread has an SVR to fit meanwhile (no slower at
           1.5M rows, report_bench) */
        pm_forest_params p = {(size_t)t->hyper[0], (size_t)t->hyper[1], seed};
        pthread_mutex_lock(&c->forest);
        t->rc = pm_forest_fit_predict(&g->m, train, ntr, &p, g->score, g->nscore, pred, &t->err);
        pthread_mutex_unlock(&c->forest);
    } else {
        pm_svr_params p = {t->hyper[0], t->hyper[1], t->hyper[2], 1e-3};
        pm_svr_fit_predict(&g->m, train, ntr, &p, g->score, g->nscore, pred);
    }
#endif
    /* the fit's memory back to the system: kept in this thread's malloc arena, the next
       fit on the other thread's arena would stack on it */
    pm_xrelease();
    free(train);
    if (t->rc != 0) {
        free(pred);
        return;
    }
    /* NAN for a configuration not scored */
    f->pred = pm_xmalloc_array(n + 1, sizeof *f->pred);
    for (size_t k = 0; k < n; k++)
        f->pred[k] = NAN;
    for (size_t i = 0; i < g->nscore; i++)
        f->pred[g->conf[g->score[i]]] = pm_bb_design_time(&g->m, pred[i]);
    free(pred);
    /* the metrics in configuration order, over the scored configurations */
    double *tt = pm_xmalloc_array(n + 1, sizeof *tt), *pt = pm_xmalloc_array(n + 1, sizeof *pt);
    for (int part = 0; part < 2; part++) {
        size_t m = 0;
        for (size_t k = 0; k < n; k++)
            if ((dg->train[k] != 0) == (part == 0) && !isnan(f->pred[k])) {
                tt[m] = dg->t[k];
                pt[m] = f->pred[k];
                m++;
            }
        *(part == 0 ? &f->train : &f->test) = pm_metrics_compute(tt, pt, m);
    }
    free(tt);
    free(pt);
}

/* The first failed task's error into err; -1 when one failed, else 0. */
static int S_first_error(const S_task *tasks, size_t n, pm_error *err)
{
    for (size_t i = 0; i < n; i++)
        if (tasks[i].rc != 0) {
            if (err)
                *err = tasks[i].err;
            return -1;
        }
    return 0;
}

static size_t S_min(size_t a, size_t b)
{
    return a < b ? a : b;
}

/* Shuffle v[0 .. n) with a seeded stream (Fisher-Yates). */
static void S_shuffle(size_t *v, size_t n, uint64_t seed)
{
    pm_rng r;
    pm_rng_seed(&r, seed);
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)pm_rng_below(&r, i);
        size_t tmp = v[i - 1];
        v[i - 1] = v[j];
        v[j] = tmp;
    }
}

/* Prepare group gi; sets skip and the note when it gets no black box. */
static void S_group_init(const pm_dataset *d, const pm_bb_opts *o, size_t gi, S_group *g,
                         pm_bb_group *out)
{
    const pm_group *dg = &d->groups[gi];
    memset(g, 0, sizeof *g);
    char note[300];
    if (dg->ntrain < PM_BB_MIN_TRAIN) {
        snprintf(note, sizeof note,
                 "no black box: %zu training configurations, %d needed for their "
                 "cross-validation",
                 dg->ntrain, PM_BB_MIN_TRAIN);
        out->note = pm_xstrdup(note);
        g->skip = 1;
        return;
    }
    size_t n = dg->n, ntrain = 0, ntest = 0;
    size_t *train = pm_xmalloc_array(dg->ntrain + 1, sizeof *train);
    size_t *test = pm_xmalloc_array(n - dg->ntrain + 1, sizeof *test);
    for (size_t k = 0; k < n; k++) {
        if (dg->train[k])
            train[ntrain++] = k;
        else
            test[ntest++] = k;
    }
    S_shuffle(train, ntrain, pm_rng_mix(o->seed ^ 0x5f0bdull, gi));
    /* how many of the shuffled training configurations the fits use */
    g->ncv = S_min(ntrain, PM_BB_CV_ROWS);
    g->nfit[PM_BB_FOREST] = S_min(ntrain, o->forest_rows ? o->forest_rows : PM_BB_FOREST_ROWS);
    g->nfit[PM_BB_SVR] = S_min(ntrain, PM_BB_SVR_ROWS);
    g->nt = g->ncv;
    for (int k = 0; k < PM_BB_NKINDS; k++)
        if (o->which & (1u << k))
            g->nt = g->nt > g->nfit[k] ? g->nt : g->nfit[k];
    /* the configurations scored, of each split: all of them (in configuration order) up to
       PM_BB_SCORE_ROWS, else a seeded sample drawn apart from the fits' own, so that the
       training scores weigh the configurations a fit saw as all of them would */
    size_t score = o->score_rows ? o->score_rows : PM_BB_SCORE_ROWS;
    size_t nst = S_min(ntrain, score), nsq = S_min(ntest, score);
    size_t *st = pm_xmalloc_array(ntrain + 1, sizeof *st);
    size_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (dg->train[k])
            st[m++] = k;
    if (ntrain > nst)
        S_shuffle(st, ntrain, pm_rng_mix(o->seed ^ 0x5c07e7ull, gi));
    if (ntest > nsq)
        S_shuffle(test, ntest, pm_rng_mix(o->seed ^ 0x7e57ull, gi));
    /* the design's rows: the fits' training prefix, the scored training configurations, the
       scored test ones (a configuration can have two rows: the same features twice) */
    size_t nrows = g->nt + nst + nsq;
    g->conf = pm_xmalloc_array(nrows + 1, sizeof *g->conf);
    memcpy(g->conf, train, g->nt * sizeof *g->conf);
    memcpy(g->conf + g->nt, st, nst * sizeof *g->conf);
    memcpy(g->conf + g->nt + nst, test, nsq * sizeof *g->conf);
    g->nscore = nst + nsq;
    g->score = pm_xmalloc_array(g->nscore + 1, sizeof *g->score);
    for (size_t i = 0; i < g->nscore; i++)
        g->score[i] = g->nt + i;
    free(st);
    free(train);
    free(test);
    pm_bb_design_build(d, dg, g->conf, nrows, &g->m);
    if (g->m.ncol == 0) {
        out->note = pm_xstrdup("no black box: no parameter varies in the training configurations");
        g->skip = 1;
    }
}

/* The cross-validation's tasks: every (group, kind, candidate, fold) of the groups not
 * skipped, in that order (the winners' pass walks them by group and kind). */
static S_task *S_cv_tasks(const pm_dataset *d, const pm_bb_opts *o, const S_group *groups,
                          size_t *ntask)
{
    size_t n = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++)
        for (int k = 0; k < PM_BB_NKINDS; k++)
            if (!groups[gi].skip && (o->which & (1u << k)))
                n += S_nwork((pm_bb_kind)k) * S_FOLDS;
    S_task *tasks = pm_xcalloc(n + 1, sizeof *tasks);
    size_t ti = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++)
        for (int k = 0; k < PM_BB_NKINDS; k++)
            if (!groups[gi].skip && (o->which & (1u << k)))
                for (size_t w = 0; w < S_nwork((pm_bb_kind)k); w++)
                    for (size_t f = 0; f < S_FOLDS; f++) {
                        tasks[ti].group = gi;
                        tasks[ti].kind = (pm_bb_kind)k;
                        tasks[ti].w = w;
                        tasks[ti].fold = f;
                        ti++;
                    }
    *ntask = n;
    return tasks;
}

/* The winner of one (group, kind) whose candidates' tasks start at t0: the lowest held-out
 * MAPE over the folds, the first candidate on a tie, into f; its final fit's task into fin. */
static void S_winner(const S_task *t0, const S_group *groups, pm_bb_fit *f, S_task *fin)
{
    double best = INFINITY;
    size_t best_w = 0, best_sub = 0;
    for (size_t w = 0; w < S_nwork(t0->kind); w++)
        for (size_t sub = 0; sub < S_nsub(t0->kind); sub++) {
            double ape = 0.0;
            size_t nh = 0;
            for (size_t fo = 0; fo < S_FOLDS; fo++) {
                ape += t0[w * S_FOLDS + fo].ape[sub];
                nh += t0[w * S_FOLDS + fo].nheld;
            }
            double mape = nh ? ape / (double)nh : INFINITY;
            if (mape < best) {
                best = mape;
                best_w = w;
                best_sub = sub;
            }
        }
    f->kind = t0->kind;
    S_cand(t0->kind, best_w, best_sub, groups[t0->group].m.ncol, f->hyper);
    f->cv_mape = best;
    fin->group = t0->group;
    fin->kind = t0->kind;
    fin->fold = S_FOLDS;
    memcpy(fin->hyper, f->hyper, sizeof fin->hyper);
}

/* Each group's fitted kinds packed in kind order, and the group's working state freed. */
static void S_pack(const pm_dataset *d, S_group *groups, pm_bb_run *out)
{
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        pm_bb_group *bg = &out->groups[gi];
        size_t m = 0;
        for (int k = 0; k < PM_BB_NKINDS; k++)
            if (bg->fit[k].pred)
                bg->fit[m++] = bg->fit[k];
        bg->nfit = m;
        for (size_t k = m; k < PM_BB_NKINDS; k++)
            memset(&bg->fit[k], 0, sizeof bg->fit[k]);
        pm_bb_design_free(&groups[gi].m);
        free(groups[gi].conf);
        free(groups[gi].score);
    }
}

int pm_bb_run_fit(const pm_dataset *d, const pm_bb_opts *o, pm_bb_run *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    out->ngroups = d->ngroups;
    out->groups = pm_xcalloc(d->ngroups + 1, sizeof *out->groups);
    if ((o->which & PM_BB_ALL) == 0)
        return 0;
    S_group *groups = pm_xcalloc(d->ngroups + 1, sizeof *groups);
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        S_group_init(d, o, gi, &groups[gi], &out->groups[gi]);
        if (!PM_HAVE_BLACKBOXES && !groups[gi].skip) {
            /* a group that could have them says why it has none */
            out->groups[gi].note = pm_xstrdup(S_BUILT_OUT);
            groups[gi].skip = 1;
        }
    }
    /* the cross-validation: every (group, kind, fit, fold) is a task */
    size_t ntask = 0;
    S_task *tasks = S_cv_tasks(d, o, groups, &ntask);
    S_ctx ctx = {d, o, groups, tasks, out, PTHREAD_MUTEX_INITIALIZER};
    /* a forest and an SVR cost differently: counted, but no time left is guessed */
    pm_progress_step("black boxes, cross-validation", ntask, 0);
    pm_pool_run(ntask, o->threads, S_task_cv, &ctx);
    int rc = S_first_error(tasks, ntask, err);
    /* the winners, then the final fits, one per (group, kind) */
    S_task *finals = pm_xcalloc(pm_st_add(pm_st_mult(d->ngroups, PM_BB_NKINDS), 1), sizeof *finals);
    size_t nfinal = 0;
    for (size_t ti = 0; rc == 0 && ti < ntask; ti += S_nwork(tasks[ti].kind) * S_FOLDS)
        S_winner(&tasks[ti], groups, &out->groups[tasks[ti].group].fit[tasks[ti].kind],
                 &finals[nfinal++]);
    if (rc == 0) {
        ctx.tasks = finals;
        pm_progress_step("black boxes, final fits", nfinal, 0);
        pm_pool_run(nfinal, o->threads, S_task_final, &ctx);
        rc = S_first_error(finals, nfinal, err);
    }
    S_pack(d, groups, out);
    free(groups);
    free(tasks);
    free(finals);
    pthread_mutex_destroy(&ctx.forest);
    return rc;
}

void pm_bb_run_free(pm_bb_run *r)
{
    if (r == NULL)
        return;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        for (size_t k = 0; k < PM_BB_NKINDS; k++)
            free(r->groups[gi].fit[k].pred);
        free(r->groups[gi].note);
    }
    free(r->groups);
    memset(r, 0, sizeof *r);
}
