/* fuzz_benchjson.c - libFuzzer harness: Google Benchmark, pytest-benchmark and hyperfine reports.
 */
#include "ingest/benchjson.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    pm_bench_kind kind = pm_bench_detect(root);
    if (kind != PM_BENCH_NONE) {
        pm_table *t = pm_table_new();
        pm_error err;
        pm_bench_read(t, "fuzz.json", kind, root, &err);
        pm_table_free(t);
    }
    json_decref(root);
    return 0;
}
