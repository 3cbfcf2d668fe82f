/* fuzz_datajs.c - libFuzzer harness: github-action-benchmark's data.js, read through its entry
 * of the format table (the newest entry of each suite) and through the history API (every
 * entry, one at a time), whatever the bytes look like. */
#include "ingest/datajs.h"
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    pm_input in = {"fuzz.js", "fuzz.js", text, size < 4096 ? size : 4096, text, size, NULL};
    pm_table *t = pm_table_new();
    pm_error err;
    (void)pm_format_datajs.detect(&in);
    pm_format_datajs.read(t, &in, &err);
    pm_table_free(t);
    pm_datajs *d = NULL;
    if (pm_datajs_open("fuzz.js", text, size, &d, &err) == 0) {
        /* every entry on its own, as `history import` reads them (a few: each is a table) */
        for (size_t k = 0; k < pm_datajs_count(d) && k < 64; k++) {
            t = pm_table_new();
            pm_datajs_read_entry(t, d, k, &err);
            pm_table_free(t);
        }
        pm_datajs_free(d);
    }
    return 0;
}
