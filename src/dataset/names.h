/* names.h - what a column's name says about it: a scaling factor of a known kind, a problem
 * size, a repetition index, a benchmark's name, run metadata.
 *
 * One list of names per meaning, matched without regard to case, so that the roles
 * (roles.h) and the factors' kinds (result/factor.h) read the same words. docs/config.md
 * lists them; the real files that shaped them are in tests/data/real/SOURCES.md.
 */
#ifndef PM_NAMES_H
#define PM_NAMES_H

/* What a factor's name says it is. */
typedef enum pm_name_kind {
    PM_NAME_NONE = 0, /* nothing known */
    PM_NAME_PARALLEL, /* workers of some kind: gpus, nodes, workers, threads, ranks, cores ... */
    PM_NAME_BATCH,    /* the batch size: batch_size, global_batch_size, batch */
    PM_NAME_SIZE      /* the problem's size: n, size, count, bytes, elements, length, m, k,
                         and names ending in _size, _count, _bytes, _len, _length,
                         _elements or starting with num_, n_; arg0, arg1 ... (a benchmark
                         tool's unnamed arguments) */
} pm_name_kind;

/* What the name says of a numeric column. */
pm_name_kind pm_names_kind(const char *name);

/* 1 when the name belongs to a distributed training campaign's factors (gpus, nodes,
 * workers, accelerators, batch_size ...), as in the paper: such a table keeps its other
 * numbers as intrinsic parameters, while a benchmark table's numbers spanning a decade are
 * scaling factors (roles.c). threads, processes and cores are not campaign names. */
int pm_names_campaign(const char *name);

/* 1 for a repetition index: repeat, rep, repetition, repetition_index, iteration, iter,
 * trial, run_index, repeat_index. */
int pm_names_repeat(const char *name);

/* 1 for a column that names the benchmark: benchmark, bench, benchmark_name, name, test,
 * test_name, family, function, case, kernel, region. */
int pm_names_benchmark(const char *name);

/* 1 for run metadata: commit, sha, branch, timestamp, date, run, run_id, host, machine, id ... */
int pm_names_metadata(const char *name);

#endif
