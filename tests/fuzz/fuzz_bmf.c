/* fuzz_bmf.c - libFuzzer harness: Bencher Metric Format JSON through its entry of the format
 * table (read whatever the detector says, as --format bmf does). */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    const char *text = (const char *)data;
    pm_input in = {"fuzz.json", "fuzz.json", text, size, text, size, root};
    pm_format_bmf.detect(&in);
    if (root != NULL) {
        pm_table *t = pm_table_new();
        pm_error err;
        pm_format_bmf.read(t, &in, &err);
        pm_table_free(t);
    }
    json_decref(root);
    return 0;
}
