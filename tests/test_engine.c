/* test_engine.c - one fit of one group: the global search on a sample agrees with the search on
 * every configuration, a sample is a faithful copy of its rows, the search's normal
 * equations from tables of sums per value are those of the configurations, the log form's
 * tables and Jacobian hold its logs, and the refinement of many configurations reaches the
 * exact polish's optimum, the penalty counts the level terms as the paper does, a
 * confirmed fit is the best of the seeds it tried until a second agreed, and a design split in
 * parts is settled on one representative of its level terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "dataset/dataset.h"
#include "fit/engine.h"
#include "fit/gauge.h"
#include "fit/gram.h"
#include "fit/interval.h"
#include "fit/lm.h"
#include "fit/protocol.h"
#include "fit/seeds.h"
#include "ingest/ingest.h"
#include "testutil.h"
#include "util/buf.h"
#include "util/rng.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The model the data are drawn from (as in test_fit.c, with many more distinct values, so
 * that nearly every configuration is its own). */
static const double A_F = 0.5, P_F = 0.8, A_K = 1.2, P_K = 1.5, Q_G = -0.9, Q_B = 0.7, C0 = 0.3;
static const char *const LEVELS[] = {"relu", "sigmoid", "tanh"};
static const double A_LEV[] = {2.0, 2.5, 3.0};

/* n configurations drawn from 64 filter counts, 9 kernels, 3 activations, 16 GPU counts and
 * 16 batch sizes, with lognormal noise sigma. */
static char *S_campaign(size_t n, double sigma)
{
    pm_rng r;
    pm_rng_seed(&r, 77);
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "filters,kernel,activation,gpus,batch_size,time\n");
    for (size_t i = 0; i < n; i++) {
        double f = (double)(1 + pm_rng_below(&r, 64)), k = (double)(1 + pm_rng_below(&r, 9));
        double g = (double)(1 + pm_rng_below(&r, 16)),
               bs = (double)(8 * (1 + pm_rng_below(&r, 16)));
        size_t a = (size_t)pm_rng_below(&r, 3);
        double t =
            (A_F * pow(f, P_F) + A_K * pow(k, P_K) + A_LEV[a]) * pow(g, Q_G) * pow(bs, Q_B) + C0;
        pm_buf_printf(&b, "%g,%g,%s,%g,%g,%.17g\n", f, k, LEVELS[a], g, bs,
                      t * exp(sigma * pm_rng_normal(&r)));
    }
    return b.data;
}

typedef struct S_data {
    pm_table *t;
    pm_roles roles;
    pm_dataset d;
    pm_model_data m; /* every configuration, times in their own unit */
    pm_cost_config cfg;
} S_data;

/* Ingest csv, every configuration a training one, and build its model data. */
static void S_load(S_data *s, const char *csv, double train_fraction)
{
    char *dir = pm_test_tmpdir();
    char *path = pm_test_write(dir, "data.csv", csv);
    pm_error err;
    pm_error_clear(&err);
    s->t = pm_table_new();
    assert_int_equal(pm_ingest_file(s->t, path, PM_FORMAT_AUTO, &err), 0);
    pm_role_spec spec = {0};
    assert_int_equal(pm_roles_decide(s->t, &spec, &s->roles, &err), 0);
    pm_dataset_opts dopts = {train_fraction, 1, PM_AGG_MEDIAN};
    assert_int_equal(pm_dataset_build(s->t, &s->roles, &dopts, &s->d, &err), 0);
    pm_model_data_build(&s->d, &s->d.groups[0], s->d.groups[0].train, 1.0, PM_FORM_PAPER, &s->m);
    s->cfg.loss = PM_LOSS_LOG;
    s->cfg.reg = PM_REG_NONE;
    s->cfg.lambda = 0.0;
    s->cfg.coef_max = 1000.0;
    s->cfg.pow_max = 5.0;
    pm_test_rmtree(dir);
    free(dir);
    free(path);
}

static void S_unload(S_data *s)
{
    pm_model_data_free(&s->m);
    pm_dataset_free(&s->d);
    pm_roles_free(&s->roles);
    pm_table_free(s->t);
}

/* The search on a sample, refined on every configuration, lands where the search on every
 * configuration lands: every power within a twentieth of its standard error, the sum of
 * squared log errors within 0.01 sigma^2 (where the refinement stops). */
static void test_sampled_search_agrees_with_the_full_search(void **state)
{
    (void)state;
    char *csv = S_campaign(6000, 0.05);
    S_data s;
    S_load(&s, csv, 1.0);
    size_t nx = pm_model_nx(&s.m), ipow = pm_model_ipow(&s.m), nnl = pm_model_nnl(&s.m);
    assert_true(s.m.n > 2 * PM_SEARCH_ROWS);
    double *xs = calloc(nx, sizeof *xs), *xf = calloc(nx, sizeof *xf), *se = calloc(nx, sizeof *se);
    pm_engine_opts sampled = {PM_OPT_VP, 11, NULL, 0}, full = {PM_OPT_VP, 11, NULL, SIZE_MAX};
    pm_engine_result rs, rf;
    pm_engine_fit(&s.m, &s.cfg, &sampled, xs, &rs);
    pm_engine_fit(&s.m, &s.cfg, &full, xf, &rf);
    assert_int_equal(rs.search_rows, PM_SEARCH_ROWS);
    assert_int_equal(rf.search_rows, s.m.n);
    assert_false(rs.degenerate);
    assert_true(rs.moved >= 0.0 && rs.moved <= 6.0);
    double df;
    assert_int_equal(pm_interval_sandwich(&s.m, &s.cfg, xf, 2, 0, 1, se, &df, NULL), 0);
    for (size_t i = ipow; i < ipow + nnl; i++) {
        assert_true(isfinite(se[i]) && se[i] > 0);
        assert_close(xs[i], xf[i], 0.05 * se[i]);
    }
    /* the cost is a mean over n configurations of about sigma^2 each */
    assert_true(rs.cost <= rf.cost * (1.0 + 0.01 / (double)s.m.n));
    /* and both found the truth's exponents within their noise */
    assert_close(xs[ipow + s.m.nnum], Q_G, 4 * se[ipow + s.m.nnum]);
    assert_close(xs[ipow + s.m.nnum + 1], Q_B, 4 * se[ipow + s.m.nnum + 1]);
    free(xs);
    free(xf);
    free(se);
    S_unload(&s);
    free(csv);
}

/* A sample of rows predicts exactly what the rows it copied predict. */
static void test_sample_rows_are_copies(void **state)
{
    (void)state;
    char *csv = S_campaign(300, 0.05);
    S_data s;
    S_load(&s, csv, 1.0);
    size_t nx = pm_model_nx(&s.m), rows[] = {7, 3, 200, 3, 0};
    size_t k = sizeof rows / sizeof *rows;
    double *x = calloc(nx, sizeof *x);
    for (size_t i = 0; i < nx; i++)
        x[i] = 0.1 + 0.05 * (double)i; /* every coefficient and power in play */
    pm_model_data sub;
    pm_model_data_rows(&s.m, rows, k, &sub);
    assert_int_equal(sub.n, k);
    assert_int_equal(pm_model_nx(&sub), nx);
    double *pa = calloc(s.m.n, sizeof *pa), *pb = calloc(k, sizeof *pb);
    pm_model_work wa, wb;
    pm_model_work_init(&wa, &s.m);
    pm_model_work_init(&wb, &sub);
    pm_model_predict(&s.m, x, &wa, pa);
    pm_model_predict(&sub, x, &wb, pb);
    for (size_t i = 0; i < k; i++) {
        assert_true(pb[i] == pa[rows[i]]);
        assert_true(sub.t[i] == s.m.t[rows[i]]);
    }
    pm_model_work_free(&wa, &s.m);
    pm_model_work_free(&wb, &sub);
    pm_model_data_free(&sub);
    free(pa);
    free(pb);
    free(x);
    S_unload(&s);
    free(csv);
}

/* The sampled search keeps the protocol's promise: the same bytes for any thread count. */
static void test_sampled_fits_same_for_any_thread_count(void **state)
{
    (void)state;
    char *csv = S_campaign(8000, 0.05);
    S_data s;
    S_load(&s, csv, 0.6);
    pm_fit_opts o1, o2;
    pm_fit_opts_default(&o1);
    o1.fits = 3;
    o1.bootstrap = 20;
    o1.threads = 1;
    o2 = o1;
    o2.threads = 2;
    pm_fit a, b;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_fit_run(&s.d, &o1, &a, &err), 0);
    assert_int_equal(pm_fit_run(&s.d, &o2, &b, &err), 0);
    const pm_group_fit *ga = &a.groups[0], *gb = &b.groups[0];
    assert_true(ga->train.n > 2 * PM_SEARCH_ROWS);
    assert_memory_equal(ga->fit_x, gb->fit_x, 3 * ga->nx * sizeof(double));
    assert_memory_equal(ga->se, gb->se, ga->nx * sizeof(double));
    assert_int_equal(ga->nboot_used, gb->nboot_used);
    assert_memory_equal(ga->boot_q, gb->boot_q, ga->nboot_used * ga->train.next * sizeof(double));
    pm_fit_free(&a);
    pm_fit_free(&b);
    S_unload(&s);
    free(csv);
}

/* The normal equations from gram.h's tables are those summed over the configurations: for
 * weights 1/t^2 and targets t, phi = [F I^p (numeric) | F (its levels) | 1], every entry of
 * the lower triangle of G and of h within 1e-12 of the sums over the rows. */
static void test_tables_give_the_normal_equations_of_the_rows(void **state)
{
    (void)state;
    pm_rng r;
    pm_rng_seed(&r, 5);
    static const char *const opt[] = {"adam", "sgd"};
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "filters,kernel,activation,optimizer,gpus,batch_size,time\n");
    for (size_t i = 0; i < 2000; i++)
        pm_buf_printf(&b, "%d,%d,%s,%s,%d,%d,%.6g\n", 4 << pm_rng_below(&r, 4),
                      1 + 2 * (int)pm_rng_below(&r, 3), LEVELS[pm_rng_below(&r, 3)],
                      opt[pm_rng_below(&r, 2)], 1 << pm_rng_below(&r, 4), 8 << pm_rng_below(&r, 4),
                      1.0 + 10.0 * pm_rng_uniform(&r));
    S_data s;
    S_load(&s, b.data, 1.0);
    free(b.data);
    const pm_model_data *m = &s.m;
    assert_int_equal(m->nnum, 2);
    assert_int_equal(m->next, 2);
    /* the base a0, and the differences of sigmoid and tanh from relu and of sgd from adam */
    assert_int_equal(m->nlev, 4);
    pm_gram *g = pm_gram_new(m);
    assert_non_null(g);
    size_t nn = m->nnum, npow = nn + m->next, nl = pm_model_nlin(m), nb = nl + 1;
    double x[16] = {0};
    const double pows[4] = {0.8, -1.3, -0.9, 0.4};
    memcpy(x + pm_model_ipow(m), pows, sizeof pows);
    pm_model_work w;
    pm_model_work_init(&w, m);
    pm_model_powers(m, x, &w);
    double G[64], h[8], Gr[64] = {0}, hr[8] = {0}, phi[8];
    pm_gram_normal(g, m, w.pw, G, h);
    for (size_t k = 0; k < m->n; k++) {
        const uint32_t *vi = m->vidx + k * npow;
        double f = 1.0, wt = 1.0 / (m->t[k] * m->t[k]);
        for (size_t j = nn; j < npow; j++)
            f *= w.pw[j][vi[j]];
        memset(phi, 0, sizeof phi);
        for (size_t i = 0; i < nn; i++)
            phi[i] = f * w.pw[i][vi[i]];
        for (size_t c = 0; c < m->ncat; c++) /* a reference level has no slot */
            if (m->slot[k * m->ncat + c] != UINT32_MAX)
                phi[nn + m->slot[k * m->ncat + c]] = f;
        phi[nl] = 1.0;
        for (size_t a = 0; a < nb; a++) {
            hr[a] += wt * m->t[k] * phi[a];
            for (size_t c = 0; c <= a; c++)
                Gr[a * nb + c] += wt * phi[a] * phi[c];
        }
    }
    for (size_t a = 0; a < nb; a++) {
        assert_true(fabs(h[a] - hr[a]) <= 1e-12 * fabs(hr[a]));
        for (size_t c = 0; c <= a; c++)
            assert_true(fabs(G[a * nb + c] - Gr[a * nb + c]) <= 1e-12 * fabs(Gr[a * nb + c]));
    }
    pm_model_work_free(&w, m);
    pm_gram_free(g);
    S_unload(&s);
}

/* The log form's tables (model.h, logmul): with gpus at j = 1 and batch_size at j = 2 the
 * power table of each is value^q (log2 value)^j, the other factors' and the intrinsic
 * powers' as in the paper's form; a prediction is the paper form's at the same unknowns with
 * its extrinsic product times the logs; the Jacobian (pm_lm_jacobian_row, whose d/dq is
 * ln(value) times the prediction's product) is the finite difference of the predictions; a
 * sample of rows keeps the logs. */
static void test_log_powers_in_the_tables(void **state)
{
    (void)state;
    pm_rng r;
    pm_rng_seed(&r, 9);
    pm_buf b = PM_BUF_INIT;
    pm_buf_printf(&b, "filters,activation,gpus,batch_size,threads,time\n");
    for (size_t i = 0; i < 400; i++)
        pm_buf_printf(&b, "%d,%s,%d,%d,%d,%.6g\n", 4 << pm_rng_below(&r, 4),
                      LEVELS[pm_rng_below(&r, 3)], 2 << pm_rng_below(&r, 4),
                      8 << pm_rng_below(&r, 5), 1 + (int)pm_rng_below(&r, 4),
                      1.0 + 10.0 * pm_rng_uniform(&r));
    S_data s;
    S_load(&s, b.data, 1.0);
    free(b.data);
    const pm_dataset *d = &s.d;
    size_t jg = 0, jb = 0;
    for (size_t j = 0; j < d->nparams; j++) {
        jg = strcmp(d->params[j].name, "gpus") == 0 ? j : jg;
        jb = strcmp(d->params[j].name, "batch_size") == 0 ? j : jb;
    }
    pm_regime reg;
    memset(&reg, 0, sizeof reg);
    reg.nlog = 2;
    reg.log_param[0] = jg;
    reg.log_j[0] = 1;
    reg.log_param[1] = jb;
    reg.log_j[1] = 2;
    pm_model_data ml;
    pm_model_data_build_regime(d, &d->groups[0], d->groups[0].train, 1.0, PM_FORM_LOG, &reg, &ml);
    const pm_model_data *mp = &s.m; /* the paper's form */
    assert_int_equal(pm_model_nx(&ml), pm_model_nx(mp));
    assert_int_equal(ml.next, 3);
    assert_int_equal(pm_model_logj(&ml, jg), 1);
    assert_int_equal(pm_model_logj(&ml, jb), 2);
    assert_int_equal(pm_model_logj(mp, jg), 0);
    size_t nx = pm_model_nx(&ml), ipow = pm_model_ipow(&ml), nn = ml.nnum, npow = nn + ml.next;
    double *x = calloc(nx, sizeof *x);
    for (size_t i = 0; i < ipow; i++)
        x[i] = 0.5 + 0.25 * (double)i;
    for (size_t i = ipow; i + 1 < nx; i++)
        x[i] = 0.3 - 0.4 * (double)(i - ipow);
    x[nx - 1] = 0.2;
    pm_model_work wl, wp;
    pm_model_work_init(&wl, &ml);
    pm_model_work_init(&wp, mp);
    double *pl = calloc(ml.n, sizeof *pl), *pp = calloc(mp->n, sizeof *pp);
    pm_model_predict(&ml, x, &wl, pl);
    pm_model_predict(mp, x, &wp, pp);
    /* the tables */
    for (size_t i = 0; i < npow; i++) {
        size_t j = i < nn ? ml.num_param[i] : ml.ext_param[i - nn];
        unsigned lj = i < nn ? 0 : pm_model_logj(&ml, j);
        for (size_t v = 0; v < ml.nval[i]; v++) {
            double val = d->params[j].values[v];
            double want = pow(val, x[ipow + i]) * pow(log2(val), (double)lj);
            assert_close(wl.pw[i][v], want, 1e-12 * want);
        }
    }
    /* the predictions, and the Jacobian against central differences */
    size_t *col = calloc(nx, sizeof *col);
    double *val = calloc(nx, sizeof *val), *xh = calloc(nx, sizeof *xh);
    double *up = calloc(ml.n, sizeof *up), *dn = calloc(ml.n, sizeof *dn);
    for (size_t k = 0; k < ml.n; k++) {
        const uint32_t *idx = d->groups[0].idx + k * d->nparams;
        double lg = log2(d->params[jg].values[idx[jg]]), lb = log2(d->params[jb].values[idx[jb]]);
        double want = (pp[k] - x[nx - 1]) * lg * lb * lb + x[nx - 1];
        assert_close(pl[k], want, 1e-12 * want);
    }
    for (size_t i = 0; i < nx; i++) {
        double h = 1e-6 * (fabs(x[i]) > 1 ? fabs(x[i]) : 1.0);
        memcpy(xh, x, nx * sizeof *xh);
        xh[i] = x[i] + h;
        pm_model_predict(&ml, xh, &wl, up);
        xh[i] = x[i] - h;
        pm_model_predict(&ml, xh, &wl, dn);
        pm_model_predict(&ml, x, &wl, pl);
        for (size_t k = 0; k < ml.n; k += 7) {
            size_t nz = pm_lm_jacobian_row(&ml, x, &wl, k, 1.0, col, val);
            double jac = 0.0;
            for (size_t z = 0; z < nz; z++)
                jac += col[z] == i ? val[z] : 0.0;
            double fd = (up[k] - dn[k]) / (2 * h);
            assert_close(jac, fd, 1e-6 * (fabs(fd) > 1 ? fabs(fd) : 1.0));
        }
    }
    /* a sample of rows predicts what its rows predict */
    assert_int_equal(ml.n, d->groups[0].n); /* every configuration, in the group's order */
    size_t rows[] = {5, 0, ml.n - 1, 5};
    pm_model_data sub;
    pm_model_data_rows(&ml, rows, 4, &sub);
    pm_model_work ws;
    pm_model_work_init(&ws, &sub);
    double ps[4];
    pm_model_predict(&sub, x, &ws, ps);
    for (size_t i = 0; i < 4; i++)
        assert_true(ps[i] == pl[rows[i]]);
    pm_model_work_free(&ws, &sub);
    pm_model_data_free(&sub);
    free(col);
    free(val);
    free(xh);
    free(up);
    free(dn);
    free(pl);
    free(pp);
    free(x);
    pm_model_work_free(&wl, &ml);
    pm_model_work_free(&wp, mp);
    pm_model_data_free(&ml);
    S_unload(&s);
}

/* Past 131072 configurations the refinement sums its Gauss-Newton matrix over a sample (lm.h):
 * from powers 0.1 off, it stops where the exact polish (every row, three steps in a row
 * that gain nothing) stops: every power within a twentieth of its standard error, the sum of
 * squared log errors within 0.05 sigma^2. */
static void test_refinement_of_many_configurations_reaches_the_optimum(void **state)
{
    (void)state;
    char *csv = S_campaign(180000, 0.05);
    S_data s;
    S_load(&s, csv, 1.0);
    size_t nx = pm_model_nx(&s.m), ipow = pm_model_ipow(&s.m), nnl = pm_model_nnl(&s.m), n = s.m.n;
    assert_true(n >= 131072);
    double *xa = calloc(nx, sizeof *xa), *xb = calloc(nx, sizeof *xb), *se = calloc(nx, sizeof *se);
    pm_engine_opts o = {PM_OPT_VP, 5, NULL, 0};
    pm_engine_result r;
    pm_engine_fit(&s.m, &s.cfg, &o, xa, &r);
    memcpy(xb, xa, nx * sizeof *xb);
    for (size_t i = ipow; i < ipow + nnl; i++)
        xb[i] += 0.1;
    pm_lm_polish_tol(&s.m, &s.cfg, xb, 100, 0.01 / (double)n);
    double ca = pm_lm_polish(&s.m, &s.cfg, xa, 100);
    /* its cost as the model computes it (the refinement's own passes sum in another order) */
    pm_model_work w;
    pm_model_work_init(&w, &s.m);
    double *pred = calloc(n, sizeof *pred);
    double cb = pm_cost_eval(&s.m, &s.cfg, xb, &w, pred);
    pm_model_work_free(&w, &s.m);
    free(pred);
    double df;
    assert_int_equal(pm_interval_sandwich(&s.m, &s.cfg, xa, 2, 0, 1, se, &df, NULL), 0);
    for (size_t i = ipow; i < ipow + nnl; i++) {
        assert_true(isfinite(se[i]) && se[i] > 0);
        assert_close(xb[i], xa[i], 0.05 * se[i]);
    }
    assert_true((double)n * (cb - ca) <= 0.05 * ca);
    assert_close(xa[ipow + s.m.nnum], Q_G, 4 * se[ipow + s.m.nnum]);
    free(xa);
    free(xb);
    free(se);
    S_unload(&s);
    free(csv);
}

/* The penalty as the paper counts it: with two categorical parameters in the gauge (references
 * without unknowns, one base a0), the L2 penalty is the paper's sum of squares of every level's
 * own term for the split of a0 between the parameters that makes it least, found here by
 * minimising over the split directly; pm_cost_l2_add's matrix and pm_cost_l2_apply agree on
 * it; the L1 penalty is the paper's for the split with a0 on the parameter of fewest levels. */
static void test_penalty_counts_levels_as_the_paper(void **state)
{
    (void)state;
    static const char *const act[] = {"relu", "sigmoid", "tanh"}, *const opt[] = {"adam", "sgd"};
    pm_rng r;
    pm_rng_seed(&r, 5);
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "filters,activation,optimizer,gpus,time\n");
    for (size_t i = 0; i < 60; i++)
        pm_buf_printf(&b, "%g,%s,%s,%g,%g\n", (double)(4 << pm_rng_below(&r, 4)),
                      act[pm_rng_below(&r, 3)], opt[pm_rng_below(&r, 2)],
                      (double)(1 << pm_rng_below(&r, 3)), 1.0 + pm_rng_uniform(&r));
    S_data s;
    S_load(&s, b.data, 1.0);
    const pm_model_data *m = &s.m;
    size_t nx = pm_model_nx(m), nl = pm_model_nlin(m), nn = m->nnum;
    assert_int_equal(m->nlev, 2 + 1 + 1); /* activation 2, optimizer 1, the base */
    double *x = calloc(nx, sizeof *x), *qx = calloc(nx, sizeof *qx),
           *Q = calloc(nl * nl, sizeof *Q);
    for (size_t i = 0; i + 1 < nx; i++)
        x[i] = 0.25 + pm_rng_uniform(&r);
    x[nx - 1] = 7.0; /* C: never penalised */
    /* the paper's vector for a split t of a0 (activation's reference t, optimizer's a0 - t) */
    double a0 = 0.0, dact = 0.0, dact2 = 0.0, dopt = 0.0;
    size_t jact = SIZE_MAX;
    for (size_t j = 0; j < s.d.nparams; j++)
        if (strcmp(s.d.params[j].name, "activation") == 0)
            jact = j;
    for (size_t l = 0; l < m->nlev; l++) {
        double v = x[nn + l];
        if (m->lev_param[l] == PM_MODEL_BASE)
            a0 = v;
        else if (m->lev_param[l] == jact)
            dact += v, dact2 += v * v;
        else
            dopt = v;
    }
    /* sum over levels of (split + difference)^2 is a parabola in t: its least value */
    double ca = 3.0, cb = 2.0 * dact, cc = dact2; /* activation: 3 t^2 + 2 t dact + dact2 */
    /* optimizer: (a0 - t)^2 + (a0 - t + dopt)^2 */
    ca += 2.0;
    cb += -2.0 * a0 - 2.0 * (a0 + dopt);
    cc += a0 * a0 + (a0 + dopt) * (a0 + dopt);
    double t = -cb / (2.0 * ca), levels = ca * t * t + cb * t + cc, rest = 0.0;
    for (size_t i = 0; i + 1 < nx; i++)
        if (i < nn || i >= nl)
            rest += x[i] * x[i];
    pm_cost_config cfg = s.cfg;
    cfg.reg = PM_REG_L2;
    cfg.lambda = 0.5;
    assert_close(pm_cost_penalty(m, &cfg, x), 0.5 * (levels + rest), 1e-12);
    /* the matrix and its product */
    pm_cost_l2_add(m, 1.0, Q, nl);
    pm_cost_l2_apply(m, 1.0, x, qx);
    double xqx = 0.0;
    for (size_t i = 0; i < nl; i++) {
        double row = 0.0;
        for (size_t k = 0; k < nl; k++) {
            assert_close(Q[i * nl + k], Q[k * nl + i], 1e-15);
            row += Q[i * nl + k] * x[k];
        }
        assert_close(row, qx[i], 1e-12);
        xqx += x[i] * row;
    }
    double lin = 0.0;
    for (size_t i = 0; i < nn; i++)
        lin += x[i] * x[i];
    assert_close(xqx, levels + lin, 1e-12);
    /* L1: every split term >= 0, a0 carried by the optimizer (2 levels) */
    cfg.reg = PM_REG_L1;
    double l1 = 2.0 * a0 + dact + dopt;
    for (size_t i = 0; i + 1 < nx; i++)
        if (i < nn || i >= nl)
            l1 += fabs(x[i]);
    assert_close(pm_cost_penalty(m, &cfg, x), 0.5 * l1, 1e-12);
    free(x);
    free(qx);
    free(Q);
    S_unload(&s);
    free(b.data);
}

/* A confirmed fit (fit/seeds.h) is the lowest-cost of the seeds it tried, and it tries seeds in
 * order until a second agrees with the best so far: here recomputed from the single fits. */
static void test_confirmed_fit_stops_when_a_second_seed_agrees(void **state)
{
    (void)state;
    char *csv = S_campaign(400, 0.05);
    S_data s;
    S_load(&s, csv, 1.0);
    size_t nx = pm_model_nx(&s.m);
    double *x = calloc(nx, sizeof *x), *xc = calloc(nx, sizeof *xc);
    double cost[PM_SEEDS_CONFIRM_MAX], best = INFINITY;
    size_t want = PM_SEEDS_CONFIRM_MAX;
    for (size_t i = 0; i < PM_SEEDS_CONFIRM_MAX; i++) {
        pm_engine_opts o = {PM_OPT_VP, pm_rng_mix(99, (uint64_t)i), NULL, 0};
        pm_engine_result r;
        pm_engine_fit(&s.m, &s.cfg, &o, x, &r);
        cost[i] = r.degenerate ? INFINITY : r.cost;
        best = fmin(best, cost[i]);
        size_t agree = 0;
        for (size_t k = 0; k <= i; k++)
            agree += isfinite(cost[k]) && pm_seeds_agree(cost[k], best, s.m.n);
        if (agree >= 2 && want == PM_SEEDS_CONFIRM_MAX) {
            want = i + 1;
            break;
        }
    }
    pm_engine_opts o = {PM_OPT_VP, 99, NULL, 0};
    pm_engine_result r;
    size_t made = pm_seeds_fit_confirmed(&s.m, &s.cfg, &o, xc, &r);
    assert_true(want >= 2);
    assert_int_equal(made, want);
    assert_false(r.degenerate);
    assert_true(r.cost == best);
    free(x);
    free(xc);
    S_unload(&s);
    free(csv);
}

/* A design in two parts (round r3 and the accelerators h3, h4 seen only with each other, as
 * MLPerf's renamed accelerators are): the data see only r3's term plus h3's or h4's, so r3's can
 * grow by c while theirs shrink by c. Every fit is settled on one point of that line
 * (fit/gauge.h): the seeds agree on every level term, a fit moved along the line is settled back
 * where it was with the same predictions (and so is a fit refined from there), and in that
 * part the accelerators' smallest term is 0. */
static void test_split_design_settles_on_one_point(void **state)
{
    (void)state;
    static const char *const rounds[] = {"r1", "r2", "r3"}, *const hw[] = {"h1", "h2", "h3", "h4"};
    static const double t_round[] = {1.0, 2.0, 5.0}, t_hw[] = {0.5, 1.0, 3.0, 4.0};
    pm_rng r;
    pm_rng_seed(&r, 11);
    pm_buf b = PM_BUF_INIT;
    pm_buf_puts(&b, "round,accelerator,gpus,time\n");
    for (size_t i = 0; i < 120; i++) {
        size_t ri = pm_rng_below(&r, 3), hi = 2 * (ri == 2) + pm_rng_below(&r, 2);
        double g = (double)(1u << pm_rng_below(&r, 5));
        double t = (t_round[ri] + t_hw[hi]) * pow(g, -0.8) + 0.1;
        pm_buf_printf(&b, "%s,%s,%g,%.17g\n", rounds[ri], hw[hi], g,
                      t * exp(0.03 * pm_rng_normal(&r)));
    }
    S_data s;
    S_load(&s, b.data, 1.0);
    const pm_model_data *m = &s.m;
    assert_int_equal(pm_gauge_parts(m, NULL), 1);
    size_t nx = pm_model_nx(m), nn = m->nnum;
    double *x0 = calloc(nx, sizeof *x0), *x = calloc(nx, sizeof *x), *p0 = calloc(m->n, sizeof *p0),
           *p = calloc(m->n, sizeof *p);
    pm_model_work w;
    pm_model_work_init(&w, m);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        pm_engine_opts o = {PM_OPT_VP, seed, NULL, 0};
        pm_engine_result res;
        pm_engine_fit(m, &s.cfg, &o, seed == 1 ? x0 : x, &res);
        assert_false(res.degenerate);
        for (size_t l = 0; seed > 1 && l < m->nlev; l++)
            assert_close(x[nn + l], x0[nn + l], 1e-4 * (1.0 + x0[nn + l]));
    }
    /* move the fit along the line by hand: the part's round up, its accelerators down */
    memcpy(x, x0, nx * sizeof *x);
    size_t jround = SIZE_MAX;
    for (size_t j = 0; j < s.d.nparams; j++)
        if (strcmp(s.d.params[j].name, "round") == 0)
            jround = j;
    size_t r3 = SIZE_MAX;
    for (size_t l = 0; l < m->nlev; l++)
        if (m->lev_param[l] == jround &&
            strcmp(s.d.params[jround].levels[m->lev_value[l]], "r3") == 0)
            r3 = l;
    assert_true(r3 != SIZE_MAX);
    double low = INFINITY;
    size_t h[2], nh = 0;
    for (size_t l = 0; l < m->nlev; l++)
        if (m->lev_param[l] != jround && m->lev_param[l] != PM_MODEL_BASE) {
            const char *name = s.d.params[m->lev_param[l]].levels[m->lev_value[l]];
            if (strcmp(name, "h3") == 0 || strcmp(name, "h4") == 0)
                h[nh++] = l, low = fmin(low, x0[nn + l]);
        }
    assert_int_equal(nh, 2);
    size_t *part = calloc(m->nlev, sizeof *part);
    assert_int_equal(pm_gauge_parts(m, part), 1);
    for (size_t l = 0; l < m->nlev; l++)
        assert_int_equal(part[l], l == r3 || l == h[0] || l == h[1]);
    free(part);
    assert_close(low, 0.0, 1e-12); /* the settled point: the accelerators' least term 0 */
    x[nn + r3] -= 1.5;
    x[nn + h[0]] += 1.5;
    x[nn + h[1]] += 1.5;
    pm_model_predict(m, x0, &w, p0);
    pm_model_predict(m, x, &w, p);
    for (size_t k = 0; k < m->n; k++)
        assert_close(p[k], p0[k], 1e-12 * p0[k]);
    double *moved = calloc(nx, sizeof *moved);
    memcpy(moved, x, nx * sizeof *x);
    pm_gauge_settle(m, &s.cfg, x);
    for (size_t i = 0; i < nx; i++)
        assert_close(x[i], x0[i], 1e-12 * (1.0 + fabs(x0[i])));
    /* a fit refined from the moved point (no gradient along the line) is settled as well */
    pm_engine_opts from = {PM_OPT_VP, 1, moved, 0};
    pm_engine_result res;
    pm_engine_fit(m, &s.cfg, &from, x, &res);
    for (size_t l = 0; l < m->nlev; l++)
        assert_close(x[nn + l], x0[nn + l], 1e-4 * (1.0 + x0[nn + l]));
    free(moved);
    /* a penalty picks its own point: nothing moves */
    pm_cost_config pen = s.cfg;
    pen.reg = PM_REG_L2;
    pen.lambda = 0.1;
    x[nn + h[0]] += 1.0;
    x[nn + h[1]] += 1.0;
    x[nn + r3] -= 1.0;
    memcpy(p, x, nx * sizeof *x);
    pm_gauge_settle(m, &pen, x);
    assert_memory_equal(p, x, nx * sizeof *x);
    pm_model_work_free(&w, m);
    free(x0);
    free(x);
    free(p0);
    free(p);
    S_unload(&s);
    free(b.data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sampled_search_agrees_with_the_full_search),
        cmocka_unit_test(test_sample_rows_are_copies),
        cmocka_unit_test(test_sampled_fits_same_for_any_thread_count),
        cmocka_unit_test(test_tables_give_the_normal_equations_of_the_rows),
        cmocka_unit_test(test_log_powers_in_the_tables),
        cmocka_unit_test(test_refinement_of_many_configurations_reaches_the_optimum),
        cmocka_unit_test(test_penalty_counts_levels_as_the_paper),
        cmocka_unit_test(test_confirmed_fit_stops_when_a_second_seed_agrees),
        cmocka_unit_test(test_split_design_settles_on_one_point),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
