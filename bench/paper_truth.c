/* paper_truth.c - the paper's Table III model as data: truth, CSV generator, loader. */
#include "paper_truth.h"

#include "ingest/ingest.h"
#include "util/rng.h"

#include <math.h>
#include <string.h>

/* ---- the truth: Table III of the paper (negative coefficients set to 0, as gen_paper_data.py)
 * ---- */

enum { NNUM = 6, NCAT = 4, NFW = PM_PAPER_NFW };
static const char *const NUM_NAME[NNUM] = {"filters",       "kernel_size", "pool_size",
                                           "learning_rate", "stride",      "dropout"};
static const double NUM_VAL[NNUM][6] = {{4, 8, 16, 32, 64}, {2, 3, 4, 5},
                                        {2, 3, 4, 5},       {0.1, 0.01, 0.001, 1e-4, 1e-5, 1e-6},
                                        {1, 2, 3},          {0.2, 0.5, 0.8}};
static const size_t NUM_NVAL[NNUM] = {5, 4, 4, 6, 3, 3};
static const char *const CAT_NAME[NCAT] = {"padding", "activation", "dataset", "optimizer"};
static const char *const CAT_VAL[NCAT][3] = {{"same", "valid"},
                                             {"sigmoid", "relu", "tanh"},
                                             {"mnist", "fashion_mnist", "cifar10"},
                                             {"sgd", "adam"}};
static const size_t CAT_NVAL[NCAT] = {2, 3, 3, 2};
static const double GPUS[] = {1, 2, 3}, BATCH[] = {8, 16, 32, 64, 128};

typedef struct S_truth {
    const char *name;
    double a[NNUM], p[NNUM];
    double lev[NCAT][3];
    double q_gpus, q_batch, C;
} S_truth;

static const S_truth TRUTH[NFW] = {
    {"mxnet",
     {6.27, 4.44, 4.69, 3.62, 4.51, 4.20},
     {0.36, 0.50, 0.52, -0.04, -0.99, -0.35},
     {{2.66, 1.50}, {2.18, 1.52, 2.29}, {5.48, 7.73, 1.00}, {2.31, 1.78}},
     -1.07,
     -0.87,
     3.45},
    {"pytorch",
     {6.07, 4.84, 3.23, 3.75, 2.92, 35.92},
     {0.89, 2.02, 1.55, -0.27, -0.83, -5.00},
     {{2.08, 0.0}, {2.32, 3.21, 2.93}, {3.37, 3.42, 1.89}, {2.16, 3.42}},
     -1.01,
     -1.00,
     1.03},
    {"tensorflow",
     {8.39, 6.59, 6.70, 4.40, 4.13, 4.46},
     {0.77, 2.04, 1.98, -0.22, 2.46, -1.94},
     {{1.90, 0.49}, {1.41, 1.85, 1.99}, {1.99, 2.28, 1.63}, {1.73, 2.01}},
     -0.74,
     -1.19,
     12.62},
};

/* One configuration of framework T drawn from r: its parameter values, noiseless time t0 and
 * the share of t0 that scales with the extrinsic factors. */
typedef struct S_config {
    double nv[NNUM], g, bs, t0, share;
    size_t cv[NCAT];
} S_config;

static void S_draw(pm_rng *r, const S_truth *T, const pm_paper_sim *sim, S_config *c)
{
    double s = 0.0;
    for (size_t i = 0; i < NNUM; i++) {
        c->nv[i] = NUM_VAL[i][pm_rng_below(r, NUM_NVAL[i])];
        s += T->a[i] * pow(c->nv[i], T->p[i]);
    }
    for (size_t i = 0; i < NCAT; i++) {
        c->cv[i] = (size_t)pm_rng_below(r, CAT_NVAL[i]);
        s += T->lev[i][c->cv[i]];
    }
    c->g = GPUS[pm_rng_below(r, 3)];
    c->bs = BATCH[pm_rng_below(r, 5)];
    /* nv[0] is filters: the misfit makes the gpus exponent depend on it */
    double q = T->q_gpus + sim->dq_gpus + sim->misfit * log(c->nv[0] / 16.0);
    double scaled = s * pow(c->g, q) * pow(c->bs, T->q_batch);
    c->t0 = (scaled + sim->c_scale * T->C) * sim->time_factor;
    c->share = scaled / (scaled + sim->c_scale * T->C);
}

/* The two streams of sim: one when the seeds agree (the configurations and the noise
 * interleaved, as pm_paper_csv always drew them), else one for each. */
static void S_streams(const pm_paper_sim *sim, pm_rng *rd, pm_rng *rn, pm_rng **r, pm_rng **rnoise)
{
    pm_rng_seed(rd, sim->design_seed);
    pm_rng_seed(rn, sim->noise_seed);
    *r = rd;
    *rnoise = sim->design_seed == sim->noise_seed ? rd : rn;
}

void pm_paper_csv_sim(pm_buf *b, const pm_paper_sim *sim)
{
    pm_rng rd, rn, *r, *rnoise;
    S_streams(sim, &rd, &rn, &r, &rnoise);
    b->len = 0;
    pm_buf_printf(b, "framework");
    for (size_t i = 0; i < NNUM; i++)
        pm_buf_printf(b, ",%s", NUM_NAME[i]);
    for (size_t i = 0; i < NCAT; i++)
        pm_buf_printf(b, ",%s", CAT_NAME[i]);
    pm_buf_printf(b, ",gpus,batch_size,time\n");
    for (size_t fw = 0; fw < NFW; fw++) {
        const S_truth *T = &TRUTH[fw];
        for (size_t k = 0; k < sim->n; k++) {
            S_config c;
            S_draw(r, T, sim, &c);
            for (size_t m = 0; m < sim->rep; m++) {
                pm_buf_printf(b, "%s", T->name);
                for (size_t i = 0; i < NNUM; i++)
                    pm_buf_printf(b, ",%.17g", c.nv[i]);
                for (size_t i = 0; i < NCAT; i++)
                    pm_buf_printf(b, ",%s", CAT_VAL[i][c.cv[i]]);
                pm_buf_printf(b, ",%g,%g,%.17g\n", c.g, c.bs,
                              c.t0 * exp(sim->sigma * pm_rng_normal(rnoise)));
            }
        }
    }
}

void pm_paper_design(const pm_paper_sim *sim, size_t fw, double *lg, double *lb, double *share)
{
    pm_rng rd, rn, *r, *rnoise;
    S_streams(sim, &rd, &rn, &r, &rnoise);
    for (size_t f = 0; f <= fw && f < NFW; f++)
        for (size_t k = 0; k < sim->n; k++) {
            S_config c;
            S_draw(r, &TRUTH[f], sim, &c);
            for (size_t m = 0; m < sim->rep; m++)
                (void)pm_rng_normal(rnoise); /* the noise, to stay in step with the CSV */
            if (f == fw) {
                lg[k] = log(c.g);
                lb[k] = log(c.bs);
                share[k] = c.share;
            }
        }
}

void pm_paper_csv(pm_buf *b, uint64_t seed, size_t n, size_t rep, double sigma, double dq_gpus,
                  double time_factor)
{
    pm_paper_sim sim = {seed, seed, n, rep, sigma, dq_gpus, time_factor, 0.0, 1.0};
    pm_paper_csv_sim(b, &sim);
}

size_t pm_paper_framework(const char *name)
{
    for (size_t k = 0; k < NFW; k++)
        if (strcmp(name, TRUTH[k].name) == 0)
            return k;
    return NFW;
}

double pm_paper_q_gpus(size_t fw)
{
    return TRUTH[fw].q_gpus;
}

double pm_paper_q_batch(size_t fw)
{
    return TRUTH[fw].q_batch;
}

int pm_paper_load(const char *path, double train_fraction, pm_paper_loaded *L, pm_error *err)
{
    L->t = pm_table_new();
    if (pm_ingest_file(L->t, path, PM_FORMAT_AUTO, err) != 0)
        return -1;
    pm_role_spec spec = {0};
    if (pm_roles_decide(L->t, &spec, &L->roles, err) != 0)
        return -1;
    pm_dataset_opts dopts = {train_fraction, 1, PM_AGG_MEDIAN};
    return pm_dataset_build(L->t, &L->roles, &dopts, &L->d, err);
}

void pm_paper_unload(pm_paper_loaded *L)
{
    pm_dataset_free(&L->d);
    pm_roles_free(&L->roles);
    pm_table_free(L->t);
}
