/* stage_bench.c - the wall and CPU time of the reading and dataset stages on one input.
 *
 * usage: stage_bench FILE
 * Runs what run.c runs before the fit, with every default: pm_ingest_file,
 * pm_roles_decide and pm_dataset_build_drop, and prints the wall and CPU seconds
 * of each, then the peak resident memory of the process (getrusage). Prints
 * figures only; it is not a test (bench/README.md: reading and dataset stages). */
#define _POSIX_C_SOURCE 200809L
#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "ingest/ingest.h"

#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

/* Seconds on clock c (CLOCK_MONOTONIC: wall, CLOCK_PROCESS_CPUTIME_ID: CPU). */
static double S_now(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: stage_bench FILE\n");
        return 2;
    }
    pm_error err;
    pm_error_clear(&err);
    pm_table *t = pm_table_new();
    pm_roles roles;
    pm_dataset d;
    double w[4], c[4];
    w[0] = S_now(CLOCK_MONOTONIC), c[0] = S_now(CLOCK_PROCESS_CPUTIME_ID);
    if (pm_ingest_file(t, argv[1], PM_FORMAT_AUTO, &err) != 0)
        goto fail;
    w[1] = S_now(CLOCK_MONOTONIC), c[1] = S_now(CLOCK_PROCESS_CPUTIME_ID);
    pm_role_spec spec = {0};
    spec.warn = stderr;
    if (pm_roles_decide(t, &spec, &roles, &err) != 0)
        goto fail;
    w[2] = S_now(CLOCK_MONOTONIC), c[2] = S_now(CLOCK_PROCESS_CPUTIME_ID);
    pm_dataset_opts opts = {0.6, 1, PM_AGG_MEDIAN}; /* the defaults of --train-fraction, --seed */
    if (pm_dataset_build_drop(t, &roles, &opts, &d, &err) != 0)
        goto fail;
    w[3] = S_now(CLOCK_MONOTONIC), c[3] = S_now(CLOCK_PROCESS_CPUTIME_ID);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("%s: %zu rows\n", argv[1], d.nrows);
    static const char *const name[] = {"ingest", "roles", "dataset"};
    for (int i = 0; i < 3; i++)
        printf("  %-8s wall %6.3f s  cpu %6.3f s\n", name[i], w[i + 1] - w[i], c[i + 1] - c[i]);
    printf("  all      wall %6.3f s  cpu %6.3f s\n", w[3] - w[0], c[3] - c[0]);
    printf("  peak resident memory %.1f MB\n", (double)ru.ru_maxrss / 1e3);
    pm_dataset_free(&d);
    pm_roles_free(&roles);
    pm_table_free(t);
    return 0;
fail:;
    char msg[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 64];
    pm_error_format(&err, msg, sizeof msg);
    fprintf(stderr, "stage_bench: %s\n", msg);
    pm_table_free(t);
    return 2;
}
