/* ingest.c - format detection and dispatch to the per-format readers. */
#include "ingest/ingest.h"

#include "ingest/limits.h"
#include "util/fnv.h"
#include "util/xalloc.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

/* Point in->head past a UTF-8 byte-order mark and blanks: what detectors look at. */
static void S_skip_blanks(pm_input *in)
{
    size_t i = in->nhead >= 3 && memcmp(in->head, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < in->nhead && (in->head[i] == ' ' || in->head[i] == '\t' || in->head[i] == '\r' ||
                             in->head[i] == '\n'))
        i++;
    in->head += i;
    in->nhead -= i;
}

/* The bytes read so far (in->text) counted and hashed into *bytes, when it is asked for. */
static void S_tally(pm_ingest_bytes *bytes, const pm_input *in)
{
    if (bytes == NULL)
        return;
    bytes->fnv = pm_fnv1a64(bytes->fnv, in->text, in->len);
    bytes->len = in->len;
}

/* The input whole (in->text) and, when it is JSON text (pm_input_is_json), decoded as one JSON
 * document (in->json; NULL when it is not one: JSON Lines, or bad JSON the reader reports). */
static int S_whole(pm_input *in, FILE *fp, pm_ingest_bytes *bytes, pm_error *err)
{
    char *buf = NULL;
    size_t len = 0;
    if (S_slurp(fp, in->path, in->text, in->len, &buf, &len, err) != 0)
        return -1;
    in->head = buf + (in->head - in->text);
    in->text = buf;
    in->len = len;
    S_tally(bytes, in);
    if (pm_input_is_json(in)) {
        /* jansson takes no byte-order mark */
        size_t skip = (size_t)(in->head - in->text);
        in->json = json_loadb(in->head, len - skip, JSON_REJECT_DUPLICATES, NULL);
    }
    return 0;
}

/* After a forced format failed: what the input looks like instead, in the message. */
static void S_looks_like(const pm_input *in, pm_format forced, pm_error *err)
{
    pm_format guess = pm_format_detect(in, -1);
    if (err == NULL || guess == NULL || guess == forced || guess == &pm_format_csv)
        return;
    size_t len = strlen(err->msg);
    snprintf(err->msg + len, sizeof err->msg - len, " (this looks like %s: --format %s)",
             guess->title, guess->name);
}

/* Read the input with fmt, or the format detected (fmt NULL). in->text is the first bytes
 * (head) until S_whole reads the rest. */
static int S_dispatch(pm_input *in, pm_table *t, pm_format fmt, FILE *fp, pm_ingest_bytes *bytes,
                      pm_error *err)
{
    const char *first = in->text;
    /* a JSON document is decoded before detection: its keys say which tool wrote it */
    if (fmt == NULL ? pm_input_is_json(in) : fmt->stream == NULL) {
        if (S_whole(in, fp, bytes, err) != 0)
            return -1;
    }
    pm_format forced = fmt;
    if (fmt == NULL)
        fmt = pm_format_detect(in, -1);
    int rc;
    if (fmt->stream) {
        S_tally(bytes, in); /* the first bytes; the reader hashes the rest as it reads */
        rc = fmt->stream(t, in, fp, bytes ? &bytes->fnv : NULL, bytes ? &bytes->len : NULL, err);
    } else {
        if (in->text == first && S_whole(in, fp, bytes, err) != 0)
            return -1;
        rc = fmt->read(t, in, err);
    }
    if (rc != 0 && forced)
        S_looks_like(in, forced, err);
    return rc;
}

/* The input at path open for reading (standard input when is_stdin; name is what errors
 * call it), once it is known to be no directory and no regular file past the size limit; NULL
 * with err set otherwise (nothing left open). */
static FILE *S_open(const char *path, const char *name, int is_stdin, pm_error *err)
{
    FILE *fp = is_stdin ? stdin : fopen(path, "rb");
    if (fp == NULL) {
        pm_error_set(err, PM_ERR_IO, path, 0, "cannot open: %s", strerror(errno));
        return NULL;
    }
    struct stat st;
    int rc = 0;
    if (fstat(fileno(fp), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            rc = pm_error_set(err, PM_ERR_IO, name, 0, "is a directory, not a file");
        else if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > PM_MAX_FILE)
            rc = pm_error_set(err, PM_ERR_INPUT, name, 0, "file larger than %s", PM_MAX_FILE_STR);
    }
    if (rc == 0)
        return fp;
    if (!is_stdin)
        fclose(fp);
    return NULL;
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
    FILE *fp = S_open(path, name, is_stdin, err);
    if (fp == NULL)
        return -1;
    /* the first bytes decide the format; they are kept and read again by the
       parser, never re-read from fp, which may be a pipe or a FIFO */
    char head[4096];
    size_t n = fread(head, 1, sizeof head, fp);
    pm_input in = {name, is_stdin ? NULL : path, head, n, head, n, NULL};
    S_skip_blanks(&in);
    int rc = S_dispatch(&in, t, fmt, fp, bytes, err);
    json_decref((json_t *)in.json);
    if (in.text != head)
        free((char *)in.text);
    if (!is_stdin)
        fclose(fp);
    if (rc == 0 && pm_table_full(t))
        rc = pm_error_set(err, PM_ERR_INPUT, name, 0,
                          "more than 4 GiB of distinct cell text over the inputs");
    return rc;
}
