/* paper_truth.h - simulated campaigns from the paper's Table III model, shared by the benchmarks.
 *
 * The truth of bench/gen_paper_data.py: 3 frameworks (mxnet, pytorch,
 * tensorflow), 6 numeric and 4 categorical intrinsic parameters drawn
 * uniformly from Table I, gpus in {1, 2, 3}, batch size in {8, ..., 128},
 * lognormal noise exp(N(0, sigma)). coverage_bench and gate_bench draw their
 * datasets here, so both measure against the same known exponents.
 */
#ifndef PM_BENCH_PAPER_TRUTH_H
#define PM_BENCH_PAPER_TRUTH_H

#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "ingest/table.h"
#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

enum { PM_PAPER_NFW = 3 };

/* The index of the framework called name, or PM_PAPER_NFW when none. */
size_t pm_paper_framework(const char *name);

/* The true scaling exponents of framework fw (0..2). */
double pm_paper_q_gpus(size_t fw);
double pm_paper_q_batch(size_t fw);

/* Replace b's contents with the CSV of one dataset: n configurations per
 * framework, rep measurements each, noise sigma; every framework's gpus
 * exponent shifted by dq_gpus and every time multiplied by time_factor. */
void pm_paper_csv(pm_buf *b, uint64_t seed, size_t n, size_t rep, double sigma, double dq_gpus,
                  double time_factor);

/* One simulated campaign, for pm_paper_csv_sim. */
typedef struct pm_paper_sim {
    uint64_t design_seed; /* draws the configurations */
    uint64_t noise_seed;  /* draws the noise (equal seeds: one stream, as pm_paper_csv) */
    size_t n, rep;        /* configurations per framework, measurements of each */
    double sigma;         /* lognormal noise */
    double dq_gpus;       /* every framework's gpus exponent shifted by this */
    double time_factor;   /* every time multiplied by this */
    double misfit;        /* the gpus exponent grows by misfit * log(filters / 16): a law no
                             sum-times-product model expresses (0: the paper's) */
    double c_scale;       /* the constant C times this (1: the paper's; 0: no constant) */
} pm_paper_sim;

/* Replace b's contents with the CSV of the campaign sim describes. Two campaigns with the
 * same design_seed and n measure the same configurations. */
void pm_paper_csv_sim(pm_buf *b, const pm_paper_sim *sim);

/* The design of framework fw (0..2) in the campaign sim, the configurations its CSV holds in
 * their order: per configuration the log of gpus, the log of batch_size and the share of its
 * noiseless time that scales with them (1 - C/t). Each array holds sim->n values. */
void pm_paper_design(const pm_paper_sim *sim, size_t fw, double *lg, double *lb, double *share);

/* A dataset read from a CSV file with pmreport's ingest and inferred roles. */
typedef struct pm_paper_loaded {
    pm_table *t;
    pm_roles roles;
    pm_dataset d;
} pm_paper_loaded;

/* Load path with train_fraction of the configurations for fitting. 0 or -1. */
int pm_paper_load(const char *path, double train_fraction, pm_paper_loaded *L, pm_error *err);
void pm_paper_unload(pm_paper_loaded *L);

#endif
