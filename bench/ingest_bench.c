/* ingest_bench.c - how fast pmreport reads a big CSV or JSON Lines file, and how much memory it
 * takes.
 *
 * usage: ingest_bench FILE...
 * For each file: the wall time of `wc -l FILE` (the floor: reading the bytes once),
 * the wall time of pmreport's ingest of the file into its table, the throughput
 * of both in MB/s, and the peak resident memory of this process (getrusage)
 * against the file's size. Each file is measured in a fresh child process so
 * the peaks do not mix. Prints figures only; it is not a test. */
#define _POSIX_C_SOURCE 200809L
#include "ingest/ingest.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double S_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int S_one(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        perror(path);
        return 2;
    }
    double mb = (double)st.st_size / 1e6;
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "wc -l < '%s' > /dev/null", path);
    double t0 = S_now();
    if (system(cmd) != 0)
        return 2;
    double wc = S_now() - t0;
    pm_table *t = pm_table_new();
    pm_error err;
    pm_error_clear(&err);
    t0 = S_now();
    int rc = pm_ingest_file(t, path, PM_FORMAT_AUTO, &err);
    double in = S_now() - t0;
    if (rc != 0) {
        fprintf(stderr, "%s: %s\n", path, err.msg);
        return 2;
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    double peak = (double)ru.ru_maxrss / 1e3; /* kB -> MB */
    printf("%s: %.1f MB, %zu rows x %zu columns\n", path, mb, t->nrows, t->ncols);
    printf("  wc -l   %7.3f s  %8.1f MB/s\n", wc, mb / wc);
    printf("  ingest  %7.3f s  %8.1f MB/s  (%.1fx the time of wc -l)\n", in, mb / in, in / wc);
    printf("  peak resident memory %.1f MB = %.2fx the file\n", peak, peak / mb);
    pm_table_free(t);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: ingest_bench FILE...\n");
        return 2;
    }
    int status = 0;
    for (int i = 1; i < argc; i++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            int r = S_one(argv[i]);
            fflush(stdout);
            _exit(r);
        }
        int st;
        waitpid(pid, &st, 0);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
            status = 2;
    }
    return status;
}
