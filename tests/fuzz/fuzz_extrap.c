/* fuzz_extrap.c - libFuzzer harness: the Extra-P text format. */
#include "ingest/extrap.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pm_table *t = pm_table_new();
    pm_error err;
    pm_extrap_read(t, "fuzz.txt", (const char *)data, size, &err);
    pm_table_free(t);
    return 0;
}
