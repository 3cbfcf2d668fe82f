/* fuzz_benchjson.c - libFuzzer harness: Google Benchmark, pytest-benchmark and hyperfine reports,
 * through their entries of the format table. */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    const char *text = (const char *)data;
    pm_input in = {"fuzz.json", "fuzz.json", text, size, text, size, root};
    pm_format f = pm_format_detect(&in, PM_SYNTAX_JSON);
    if (f == &pm_format_gbench || f == &pm_format_pytest || f == &pm_format_hyperfine) {
        pm_table *t = pm_table_new();
        pm_error err;
        f->read(t, &in, &err);
        pm_table_free(t);
    }
    json_decref(root);
    return 0;
}
