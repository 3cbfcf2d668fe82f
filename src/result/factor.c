/* factor.c - well-known names of parallel and batch factors. */
#include "result/factor.h"

#include "util/text.h"

#include <math.h>
#include <stddef.h>

static const char *const S_parallel[] = {
    "gpus",    "num_gpus",    "n_gpus",      "ngpus",     "gpu_count",  "nodes",        "num_nodes",
    "n_nodes", "workers",     "num_workers", "n_workers", "processes",  "procs",        "nprocs",
    "threads", "num_threads", "n_threads",   "ranks",     "world_size", "accelerators", "devices",
    "cores",   "replicas",    "tpus",        "chips",
};
static const char *const S_batch[] = {"batch_size", "batchsize", "global_batch_size", "batch"};

static int S_in(const char *name, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (pm_text_ieq(name, list[i]))
            return 1;
    return 0;
}

pm_factor_kind pm_factor_classify(const char *name)
{
    if (S_in(name, S_parallel, sizeof S_parallel / sizeof *S_parallel))
        return PM_FACTOR_PARALLEL;
    if (S_in(name, S_batch, sizeof S_batch / sizeof *S_batch))
        return PM_FACTOR_BATCH;
    return PM_FACTOR_OTHER;
}

double pm_factor_ideal(pm_factor_kind kind)
{
    switch (kind) {
    case PM_FACTOR_PARALLEL: return -1.0;
    case PM_FACTOR_BATCH: return 1.0;
    default: return NAN;
    }
}

const char *pm_factor_ideal_text(pm_factor_kind kind)
{
    switch (kind) {
    case PM_FACTOR_PARALLEL: return "-1 (linear speedup)";
    case PM_FACTOR_BATCH: return "1 (same time per sample)";
    default: return "";
    }
}
