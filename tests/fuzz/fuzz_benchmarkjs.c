/* fuzz_benchmarkjs.c - libFuzzer harness: Benchmark.js result lines, read through its entry of the
 * format table whatever the bytes look like (the reader passes over lines it does not take). */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    pm_input in = {"fuzz.txt", "fuzz.txt", text, size < 4096 ? size : 4096, text, size, NULL};
    pm_table *t = pm_table_new();
    pm_error err;
    (void)pm_format_benchmarkjs.detect(&in);
    pm_format_benchmarkjs.read(t, &in, &err);
    pm_table_free(t);
    return 0;
}
