/* benchjson.h - the JSON reports of benchmark tools: Google Benchmark, pytest-benchmark, hyperfine.
 *
 * Each tool writes one JSON object with its own layout; each reader maps it to
 * rows of parameters plus a measured time (see docs/formats.md):
 *   Google Benchmark  benchmarks[]: parameters from the name
 *                     ("BM_Train/gpus:4/batch_size:64", unnamed args as arg0,
 *                     arg1, ...), `real_time` with its `time_unit`; raw
 *                     repetitions are used, aggregates only when a run has no
 *                     raw rows (median, else mean); errored runs left out.
 *   pytest-benchmark  benchmarks[]: `params` and `extra_info` as parameters,
 *                     `stats.median` (seconds), else the median of `stats.data`.
 *   hyperfine         results[]: `parameters` as parameters (else `command`),
 *                     one row per entry of `times` (seconds) whose exit code is
 *                     0, else `median`.
 * Errors name the file and the JSON path of the bad value ("benchmarks[3].real_time").
 */
#ifndef PM_BENCHJSON_H
#define PM_BENCHJSON_H

#include "ingest/table.h"
#include "util/error.h"

#include <jansson.h>

typedef enum {
    PM_BENCH_NONE = 0, /* not a known tool's report */
    PM_BENCH_GBENCH,   /* Google Benchmark --benchmark_format=json */
    PM_BENCH_PYTEST,   /* pytest-benchmark --benchmark-json */
    PM_BENCH_HYPERFINE /* hyperfine --export-json */
} pm_bench_kind;

/* Which tool wrote the decoded document root (by its characteristic keys). */
pm_bench_kind pm_bench_detect(const json_t *root);

/* Read the report root (of the given kind) into t, naming the input `path`.
 * Returns 0, or -1 with err set; t is unchanged on failure. */
int pm_bench_read(pm_table *t, const char *path, pm_bench_kind kind, const json_t *root,
                  pm_error *err);

#endif
