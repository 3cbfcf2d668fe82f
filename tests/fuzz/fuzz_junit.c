/* fuzz_junit.c - libFuzzer harness: JUnit XML through libxml2. */
#include "ingest/junit.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pm_table *t = pm_table_new();
    pm_error err;
    pm_junit_read(t, "fuzz.xml", (const char *)data, size, &err);
    pm_table_free(t);
    return 0;
}
