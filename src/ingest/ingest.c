/* ingest.c - format detection and dispatch to the per-format readers. */
#include "ingest/ingest.h"

#include "ingest/benchjson.h"
#include "ingest/csv.h"
#include "ingest/extrap.h"
#include "ingest/extrap_json.h"
#include "ingest/json.h"
#include "ingest/junit.h"
#include "ingest/limits.h"
#include "util/fnv.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int pm_ingest_format_from_name(const char *s, pm_format *out)
{
    static const struct {
        const char *name;
        pm_format fmt;
    } names[] = {{"auto", PM_FORMAT_AUTO},  {"csv", PM_FORMAT_CSV},      {"json", PM_FORMAT_JSON},
                 {"jsonl", PM_FORMAT_JSON}, {"ndjson", PM_FORMAT_JSON},  {"junit", PM_FORMAT_JUNIT},
                 {"xml", PM_FORMAT_JUNIT},  {"extrap", PM_FORMAT_EXTRAP}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (pm_text_ieq(s, names[i].name)) {
            *out = names[i].fmt;
            return 0;
        }
    return -1;
}

static int S_starts(const char *p, size_t n, const char *word)
{
    size_t w = strlen(word);
    return n >= w && memcmp(p, word, w) == 0;
}

pm_format pm_ingest_detect(const char *path, const char *head, size_t n)
{
    size_t i = 0;
    if (n >= 3 && memcmp(head, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < n && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n'))
        i++;
    const char *p = head + i;
    size_t m = n - i;
    if (m > 0 && (p[0] == '[' || p[0] == '{'))
        return PM_FORMAT_JSON;
    /* XML by its declaration, a comment or DOCTYPE, a JUnit root, or the file name:
       a CSV header may well start with '<' */
    if (S_starts(p, m, "<?xml") || S_starts(p, m, "<!") || S_starts(p, m, "<testsuite") ||
        (path && pm_text_iends(path, ".xml")))
        return PM_FORMAT_JUNIT;
    if (pm_extrap_detect(p, m))
        return PM_FORMAT_EXTRAP;
    return PM_FORMAT_CSV;
}

/* True when text starts (after a byte-order mark and blanks) with '{' or '[': JSON, which
 * no Extra-P text file does. */
static int S_json_text(const char *p, size_t n)
{
    size_t i = n >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\r' || p[i] == '\n'))
        i++;
    return i < n && (p[i] == '{' || p[i] == '[');
}

/* The head (n bytes already read) and the rest of fp in one malloc'd buffer of
 * at most PM_MAX_FILE bytes; fp is never rewound, so pipes work. */
static int S_slurp(FILE *fp, const char *path, const char *head, size_t n, char **out, size_t *len,
                   pm_error *err)
{
    size_t cap = n > (1u << 16) ? n : (1u << 16);
    char *b = pm_xmalloc(cap);
    memcpy(b, head, n);
    for (;;) {
        if (n == cap) {
            if (cap >= PM_MAX_FILE) {
                free(b);
                return pm_error_set(err, PM_ERR_INPUT, path, 1, "input larger than %s",
                                    PM_MAX_FILE_STR);
            }
            pm_xgrow((void **)&b, &cap, cap + 1, 1);
        }
        size_t got = fread(b + n, 1, cap - n, fp);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(fp)) {
        free(b);
        return pm_error_set(err, PM_ERR_IO, path, 0, "read error");
    }
    *out = b;
    *len = n;
    return 0;
}

/* A JSON document: a benchmark tool's report or an Extra-P experiment when one object is
 * all there is and its keys say which; records (array or JSON Lines) otherwise. extrap_only
 * (--format extrap) takes nothing but Extra-P's experiment or JSON Lines measurements. */
static int S_json(pm_table *t, const char *path, const char *buf, size_t len, int extrap_only,
                  pm_error *err)
{
    /* jansson takes no byte-order mark; the readers below skip it themselves */
    size_t bom = len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    json_t *root = json_loadb(buf + bom, len - bom, JSON_REJECT_DUPLICATES, NULL);
    /* a one-line JSON Lines file decodes as one object too: it has "params" */
    if (pm_extrap_json_detect(root) ||
        (extrap_only && json_is_object(root) && !json_object_get(root, "params"))) {
        int rc = pm_extrap_json_detect(root)
                     ? pm_extrap_json_read(t, path, root, buf, len, err)
                     : pm_error_set(err, PM_ERR_INPUT, path, 1,
                                    "not an Extra-P experiment (a \"parameters\" list and "
                                    "\"measurements\") nor Extra-P's JSON Lines");
        json_decref(root);
        return rc;
    }
    if (extrap_only) {
        json_decref(root);
        return pm_json_read_extrap(t, path, buf, len, err);
    }
    pm_bench_kind kind = pm_bench_detect(root);
    if (kind == PM_BENCH_NONE && json_is_array(json_object_get(root, "benchmarks"))) {
        /* read as one record, it would only say that a field is an array */
        json_decref(root);
        return pm_error_set(err, PM_ERR_INPUT, path, 1,
                            "a \"benchmarks\" list of no known tool: Google Benchmark's needs "
                            "\"context\" (or entries with real_time and time_unit), "
                            "pytest-benchmark's \"machine_info\" (or entries with stats)");
    }
    int rc = kind != PM_BENCH_NONE ? pm_bench_read(t, path, kind, root, err)
                                   : pm_json_read(t, path, buf, len, err);
    json_decref(root);
    return rc;
}

int pm_ingest_file(pm_table *t, const char *path, pm_format fmt, pm_error *err)
{
    return pm_ingest_tally(t, path, fmt, NULL, err);
}

int pm_ingest_tally(pm_table *t, const char *path, pm_format fmt, pm_ingest_bytes *bytes,
                    pm_error *err)
{
    if (bytes) {
        bytes->len = 0;
        bytes->fnv = PM_FNV1A64_BASIS;
    }
    /* "-" is standard input, named "<stdin>" in rows and errors */
    int is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path;
    FILE *fp = is_stdin ? stdin : fopen(path, "rb");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fileno(fp), &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            if (!is_stdin)
                fclose(fp);
            return pm_error_set(err, PM_ERR_IO, name, 0, "is a directory, not a file");
        }
        if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > PM_MAX_FILE) {
            if (!is_stdin)
                fclose(fp);
            return pm_error_set(err, PM_ERR_INPUT, name, 0, "file larger than %s", PM_MAX_FILE_STR);
        }
    }
    /* the first bytes decide the format; they are kept and read again by the
       parser, never re-read from fp, which may be a pipe or a FIFO */
    char head[4096];
    size_t n = fread(head, 1, sizeof head, fp);
    if (fmt == PM_FORMAT_AUTO)
        fmt = pm_ingest_detect(is_stdin ? NULL : path, head, n);
    int rc;
    if (fmt == PM_FORMAT_CSV) {
        if (bytes) {
            bytes->fnv = pm_fnv1a64(bytes->fnv, head, n);
            bytes->len = n;
        }
        rc = pm_csv_read_stream(t, name, head, n, fp, PM_MAX_FILE, bytes ? &bytes->fnv : NULL,
                                bytes ? &bytes->len : NULL, err);
    } else {
        char *buf = NULL;
        size_t len = 0;
        rc = S_slurp(fp, name, head, n, &buf, &len, err);
        if (rc == 0) {
            if (bytes) {
                bytes->fnv = pm_fnv1a64(bytes->fnv, buf, len);
                bytes->len = len;
            }
            if (fmt == PM_FORMAT_JUNIT)
                rc = pm_junit_read(t, name, buf, len, err);
            else if (fmt == PM_FORMAT_EXTRAP && !S_json_text(buf, len))
                rc = pm_extrap_read(t, name, buf, len, err);
            else
                rc = S_json(t, name, buf, len, fmt == PM_FORMAT_EXTRAP, err);
            free(buf);
        }
    }
    if (!is_stdin)
        fclose(fp);
    if (rc == 0 && pm_table_full(t))
        rc = pm_error_set(err, PM_ERR_INPUT, name, 0,
                          "more than 4 GiB of distinct cell text over the inputs");
    return rc;
}
