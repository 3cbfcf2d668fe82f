/* fuzz_asv.c - libFuzzer harness: airspeed velocity's results files (and benchmarks.json,
 * machine.json), through the format table's entry. */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    const char *text = (const char *)data;
    /* no file name: the asv reader looks for no benchmarks.json on disk */
    pm_input in = {"fuzz.json", NULL, text, size, text, size, root};
    if (pm_format_detect(&in, PM_SYNTAX_JSON) == &pm_format_asv) {
        pm_table *t = pm_table_new();
        pm_error err;
        pm_format_asv.read(t, &in, &err);
        pm_table_free(t);
    }
    json_decref(root);
    return 0;
}
