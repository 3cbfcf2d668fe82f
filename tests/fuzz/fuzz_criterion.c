/* fuzz_criterion.c - libFuzzer harness: Criterion.rs results (cargo criterion's JSON messages,
 * sample.json and estimates.json, raw.csv, console output), through their entries of the
 * format table. */
#include "ingest/formats.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    json_t *root = size > 0 && (text[0] == '{' || text[0] == '[')
                       ? json_loadb(text, size, JSON_REJECT_DUPLICATES, NULL)
                       : NULL;
    /* a path that names a benchmark, as target/criterion/ does; the sibling benchmark.json it
       looks for is not there */
    static const char path[] = "fuzz/target/criterion/g/f/8/new/sample.json";
    pm_input in = {path, path, text, size, text, size, root};
    const pm_format_ops *const readers[] = {&pm_format_criterion, &pm_format_criterion_csv,
                                            &pm_format_criterion_text};
    for (size_t i = 0; i < sizeof readers / sizeof readers[0]; i++) {
        readers[i]->detect(&in);
        pm_table *t = pm_table_new();
        pm_error err;
        readers[i]->read(t, &in, &err);
        pm_table_free(t);
    }
    json_decref(root);
    return 0;
}
