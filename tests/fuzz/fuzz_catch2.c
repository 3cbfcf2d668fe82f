/* fuzz_catch2.c - libFuzzer harness: Catch2's XML reporter (through libxml2) and its console
 * tables, through their entries of the format table. */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    pm_input in = {"fuzz.xml", "fuzz.xml", text, size, text, size, NULL};
    const pm_format_ops *const readers[] = {&pm_format_catch2, &pm_format_catch2_console};
    for (size_t i = 0; i < sizeof readers / sizeof readers[0]; i++) {
        readers[i]->detect(&in);
        pm_table *t = pm_table_new();
        pm_error err;
        readers[i]->read(t, &in, &err);
        pm_table_free(t);
    }
    return 0;
}
