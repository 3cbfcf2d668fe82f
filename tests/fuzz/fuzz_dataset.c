/* fuzz_dataset.c - libFuzzer harness: CSV through role inference and the dataset (medians,
 * units, split), the stages after ingest that see every cell. */
#include "dataset/dataset.h"
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
    if (pm_csv_read(t, "fuzz.csv", fp, &err) == 0) {
        pm_role_spec spec = {0};
        pm_roles roles;
        if (pm_roles_decide(t, &spec, &roles, &err) == 0) {
            pm_dataset d;
            pm_dataset_opts o = {0.6, 1, PM_AGG_MEDIAN};
            if (pm_dataset_build(t, &roles, &o, &d, &err) == 0)
                pm_dataset_free(&d);
            pm_roles_free(&roles);
        }
    }
    fclose(fp);
    pm_table_free(t);
    return 0;
}
