/* fuzz_json.c - libFuzzer harness: JSON records and JSON Lines. */
#include "ingest/json.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pm_table *t = pm_table_new();
    pm_error err;
    pm_json_read(t, "fuzz.json", (const char *)data, size, &err);
    pm_table_free(t);
    return 0;
}
