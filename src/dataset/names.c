/* names.c - the lists of well-known column names and what each means. */
#include "dataset/names.h"

#include "util/text.h"

#include <stddef.h>
#include <string.h>

/* A distributed training campaign's parallel factors (the paper's E). */
static const char *const S_campaign_parallel[] = {
    "gpus",         "num_gpus", "n_gpus",   "ngpus",       "gpu_count", "nodes",
    "num_nodes",    "n_nodes",  "workers",  "num_workers", "n_workers", "world_size",
    "accelerators", "devices",  "replicas", "tpus",        "chips",
};
/* Workers of any parallel program. */
static const char *const S_parallel[] = {
    "processes", "procs", "nprocs", "threads", "num_threads", "n_threads",
    "nthreads",  "ranks", "cores",  "ncores",  "num_cores",   "jobs",
};
static const char *const S_batch[] = {"batch_size", "batchsize", "global_batch_size", "batch"};
static const char *const S_size[] = {
    "n",    "size",    "count",  "bytes",        "elements",   "elems",      "length",
    "len",  "items",   "nitems", "nelements",    "nbytes",     "m",          "k",
    "nx",   "ny",      "nz",     "dim",          "width",      "height",     "rows",
    "cols", "columns", "depth",  "problem_size", "input_size", "array_size", "data_size",
};
static const char *const S_size_suffix[] = {"_size", "_count",  "_bytes",
                                            "_len",  "_length", "_elements"};
static const char *const S_size_prefix[] = {"num_", "n_"};
static const char *const S_repeat[] = {"repeat",      "rep",  "repetition", "repetition_index",
                                       "iteration",   "iter", "trial",      "run_index",
                                       "repeat_index"};
static const char *const S_benchmark[] = {"benchmark", "bench",     "benchmark_name", "name",
                                          "test",      "test_name", "family",         "function",
                                          "case",      "kernel",    "region"};
static const char *const S_metadata[] = {
    "commit", "sha",    "git_sha", "branch",   "timestamp", "date", "datetime",
    "run",    "run_id", "host",    "hostname", "machine",   "id",   "uuid",
};

static int S_in(const char *name, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (pm_text_ieq(name, list[i]))
            return 1;
    return 0;
}
#define S_IN(name, list) S_in((name), (list), sizeof(list) / sizeof((list)[0]))

/* 1 when name starts (prefix) or ends (suffix) with one of list's words, any case, and has
 * more than that word. */
static int S_affix(const char *name, const char *const *list, size_t n, int suffix)
{
    size_t len = strlen(name);
    for (size_t i = 0; i < n; i++) {
        size_t w = strlen(list[i]);
        if (len <= w)
            continue;
        const char *at = suffix ? name + len - w : name;
        size_t k = 0;
        while (k < w && (at[k] | 0x20) == (list[i][k] | 0x20))
            k++;
        if (k == w)
            return 1;
    }
    return 0;
}

int pm_names_campaign(const char *name)
{
    return S_IN(name, S_campaign_parallel) || S_IN(name, S_batch);
}

pm_name_kind pm_names_kind(const char *name)
{
    if (S_IN(name, S_campaign_parallel) || S_IN(name, S_parallel))
        return PM_NAME_PARALLEL;
    if (S_IN(name, S_batch))
        return PM_NAME_BATCH;
    /* arg0, arg1 ...: the unnamed arguments benchmark tools vary (ingest/benchname.h), sizes
       and counts nearly always */
    if (strncmp(name, "arg", 3) == 0 && name[3] &&
        strspn(name + 3, "0123456789") == strlen(name + 3))
        return PM_NAME_SIZE;
    if (S_IN(name, S_size) ||
        S_affix(name, S_size_suffix, sizeof S_size_suffix / sizeof *S_size_suffix, 1) ||
        S_affix(name, S_size_prefix, sizeof S_size_prefix / sizeof *S_size_prefix, 0))
        return PM_NAME_SIZE;
    return PM_NAME_NONE;
}

int pm_names_repeat(const char *name)
{
    return S_IN(name, S_repeat);
}

int pm_names_benchmark(const char *name)
{
    return S_IN(name, S_benchmark);
}

int pm_names_metadata(const char *name)
{
    return S_IN(name, S_metadata);
}
