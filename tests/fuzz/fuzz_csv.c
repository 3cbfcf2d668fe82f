/* fuzz_csv.c - libFuzzer harness: any bytes as a CSV file must be read or refused cleanly. */
#include "ingest/csv.h"

#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    FILE *fp = fmemopen((void *)data, size, "r");
    if (fp == NULL)
        return 0;
    pm_table *t = pm_table_new();
    pm_error err;
    pm_csv_read(t, "fuzz.csv", fp, &err);
    fclose(fp);
    pm_table_free(t);
    return 0;
}
