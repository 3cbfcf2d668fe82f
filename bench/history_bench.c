/* history_bench.c - what the run history costs at 10,000 runs, in either backend.
 *
 * usage: history_bench DB [--runs N] [--branches B] [--reps R] [--model FILE]
 * Records N runs (default 10000) of one project ("bench") over B branches (default 50; run i
 * is on "main" when i % B == 0, else on "branch-<i % B>") into DB (an SQLite file or a
 * postgresql:// URL; it should start empty), each with the model.json FILE (default
 * tests/data/tiny_model.json) and its exponents. Then, R times each (default 20), it times
 * what a pmreport run does with the history: a --record (open for writing, record, close), a
 * --baseline main lookup (open, find, close, read the model.json back) and the report's
 * history query (pm_history_runs_load: main's newest 50 runs with their exponents), and
 * prints the median and the largest of each in ms, and the database's size. Each includes
 * opening and closing the store (for PostgreSQL a new connection, as each pmreport run makes),
 * which is timed alone too. PostgreSQL's tables are ANALYZEd after the fill, as autovacuum
 * does on a live server. Figures, not a
 * test (docs/history.md has them). */
#include "history/series.h"
#include "history/store.h"
#include "result/model_io.h"
#include "util/buf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#if PM_HAVE_POSTGRES
#include <libpq-fe.h>
#endif

static double S_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void S_die(const pm_error *err)
{
    fprintf(stderr, "history_bench: %s%s%s\n", err->file, err->file[0] ? ": " : "", err->msg);
    exit(1);
}

#if PM_HAVE_POSTGRES
/* A connection of our own to the benchmark's database. */
static PGconn *S_pg(const char *db)
{
    return PQconnectdb(
        strncmp(db, "postgresql:", 11) == 0 && strncmp(db + 11, "//", 2) != 0 ? db + 11 : db);
}
#endif

static int S_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Run i of the fill (or a timed one, i >= runs): its branch, commit and time. */
static void S_run(pm_run_record *rec, size_t i, size_t branches, char *branch, char *commit)
{
    if (i % branches == 0)
        snprintf(branch, 32, "main");
    else
        snprintf(branch, 32, "branch-%02zu", i % branches);
    snprintf(commit, 48, "%08zx%032zu", i * 2654435761u % 0xffffffffu, i);
    rec->branch = branch;
    rec->commit = commit;
    rec->time = 1700000000 + (long long)i * 60;
}

static void S_print(const char *what, double *ms, size_t n)
{
    qsort(ms, n, sizeof *ms, S_cmp);
    printf("%-28s median %8.2f ms   max %8.2f ms   (%zu reps)\n", what, ms[n / 2], ms[n - 1], n);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: history_bench DB [--runs N] [--branches B] [--reps R] "
                        "[--model FILE]\n");
        return 2;
    }
    const char *db = argv[1], *model = "tests/data/tiny_model.json";
    size_t runs = 10000, branches = 50, reps = 20;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--runs") == 0)
            runs = strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--branches") == 0)
            branches = strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--reps") == 0)
            reps = strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--model") == 0)
            model = argv[i + 1];
    }
    if (branches == 0 || reps == 0)
        return 2;
    pm_error err;
    pm_error_clear(&err);
    pm_result r;
    if (pm_model_json_read(model, &r, &err) != 0)
        S_die(&err);
    pm_buf json = PM_BUF_INIT;
    pm_model_json_write(&r, &json);
    pm_run_record rec;
    memset(&rec, 0, sizeof rec);
    rec.digest = (char *)"fnv1a64:0123456789abcdef";
    rec.model_json = (char *)pm_buf_str(&json);
    rec.version = (char *)"bench";
    rec.machine.cpu = (char *)"Bench CPU";
    rec.machine.cores = 16;
    rec.machine.memory_bytes = 1LL << 36;
    rec.machine.os = (char *)"Linux";
    char branch[32], commit[48];

    /* the fill: one store, run after run */
    pm_store *s;
    double t0 = S_now();
    if (pm_store_open(db, "bench", PM_STORE_WRITE, &s, &err) != 0)
        S_die(&err);
    for (size_t i = 0; i < runs; i++) {
        S_run(&rec, i, branches, branch, commit);
        long long id;
        if (pm_store_record(s, &rec, &r, &id, &err) != 0)
            S_die(&err);
    }
    pm_store_close(s);
    printf("filled %zu runs (%zu branches) in %.1f s\n", runs, branches, S_now() - t0);
#if PM_HAVE_POSTGRES
    /* the statistics autovacuum keeps on a live server */
    if (strcmp(pm_store_backend_name(db), "PostgreSQL") == 0) {
        PGconn *c = S_pg(db);
        PQclear(PQexec(c, "ANALYZE pmreport.runs; ANALYZE pmreport.exponents"));
        PQfinish(c);
    }
#endif

    double *ms = calloc(reps, sizeof *ms);
    if (ms == NULL)
        return 1;
    for (size_t k = 0; k < reps; k++) { /* what every other figure includes */
        t0 = S_now();
        if (pm_store_open(db, "bench", PM_STORE_PEEK, &s, &err) != 0)
            S_die(&err);
        pm_store_close(s);
        ms[k] = 1e3 * (S_now() - t0);
    }
    S_print("open and close (included)", ms, reps);
    for (size_t k = 0; k < reps; k++) { /* --record: open, record, close */
        S_run(&rec, runs + k, branches, branch, commit);
        long long id;
        t0 = S_now();
        if (pm_store_open(db, "bench", PM_STORE_WRITE, &s, &err) != 0 ||
            pm_store_record(s, &rec, &r, &id, &err) != 0)
            S_die(&err);
        pm_store_close(s);
        ms[k] = 1e3 * (S_now() - t0);
    }
    S_print("--record", ms, reps);
    for (size_t k = 0; k < reps; k++) { /* --baseline main: open, find, read model.json */
        t0 = S_now();
        pm_run_record base;
        if (pm_store_open(db, "bench", PM_STORE_PEEK, &s, &err) != 0 ||
            pm_store_find(s, "main", &base, &err) != 1)
            S_die(&err);
        pm_store_close(s);
        pm_result b;
        if (pm_model_json_parse(base.model_json, strlen(base.model_json), "base", &b, &err) != 0)
            S_die(&err);
        ms[k] = 1e3 * (S_now() - t0);
        pm_result_free(&b);
        pm_run_record_free(&base);
    }
    S_print("--baseline main", ms, reps);
    for (size_t k = 0; k < reps; k++) { /* the report's exponents over time */
        pm_history_runs h;
        t0 = S_now();
        if (pm_history_runs_load(db, "bench", "main", NULL, &h, &err) != 0)
            S_die(&err);
        ms[k] = 1e3 * (S_now() - t0);
        if (h.n != 50 && h.n != h.total)
            fprintf(stderr, "history_bench: %zu runs in the series\n", h.n);
        pm_history_runs_free(&h);
    }
    S_print("history query (50 runs)", ms, reps);

    long long bytes = -1;
    if (strcmp(pm_store_backend_name(db), "SQLite") == 0) {
        struct stat st;
        char wal[4200];
        snprintf(wal, sizeof wal, "%s-wal", db);
        bytes = stat(db, &st) == 0 ? (long long)st.st_size : -1;
        if (stat(wal, &st) == 0)
            bytes += (long long)st.st_size;
    }
#if PM_HAVE_POSTGRES
    else {
        const char *ci =
            strncmp(db, "postgresql:", 11) == 0 && strncmp(db + 11, "//", 2) != 0 ? db + 11 : db;
        PGconn *c = PQconnectdb(ci);
        PGresult *res = PQexec(c, "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c"
                                  " JOIN pg_namespace n ON n.oid = c.relnamespace"
                                  " WHERE n.nspname = 'pmreport' AND c.relkind = 'r'");
        if (PQresultStatus(res) == PGRES_TUPLES_OK)
            bytes = strtoll(PQgetvalue(res, 0, 0), NULL, 10);
        PQclear(res);
        PQfinish(c);
    }
#endif
    printf("database size               %.1f MB (%lld bytes, tables and indexes)\n",
           (double)bytes / 1e6, bytes);
    free(ms);
    pm_buf_free(&json);
    pm_result_free(&r);
    return 0;
}
