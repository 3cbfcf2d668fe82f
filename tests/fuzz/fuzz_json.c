/* fuzz_json.c - libFuzzer harness: JSON records, JSON Lines and Extra-P's JSON experiment files
 * (both layouts), dispatched as ingest.c does. */
#include "ingest/extrap_json.h"
#include "ingest/json.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pm_table *t = pm_table_new();
    pm_error err;
    json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    if (pm_extrap_json_detect(root))
        pm_extrap_json_read(t, "fuzz.json", root, (const char *)data, size, &err);
    else
        pm_json_read(t, "fuzz.json", (const char *)data, size, &err);
    json_decref(root);
    pm_table_free(t);
    return 0;
}
