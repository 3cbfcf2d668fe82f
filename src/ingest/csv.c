/* csv.c - CSV records into the raw table through libcsv, one physical line at a time. */
#include "ingest/csv.h"

#include "ingest/formats.h"
#include "ingest/limits.h"
#include "util/fnv.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <csv.h>
#include <stdlib.h>
#include <string.h>

typedef struct S_state {
    pm_table *t;      /* table being filled */
    const char *file; /* arena copy of the path */
    pm_error *err;    /* where a failure is reported */
    int failed;       /* set by a callback; later callbacks do nothing */
    long line;        /* physical line being fed (1-based) */
    long rec_line;    /* line where the current record started, 0 between records */
    int in_header;    /* still reading the header record */
    size_t nhead;     /* header fields so far */
    size_t *colmap;   /* header field i -> table column */
    size_t cap_map;   /* slots in colmap */
    size_t nfield;    /* fields of the current data record */
    pm_row *row;      /* current data row, NULL before its first field */
    size_t nrecords;  /* data records read */
} S_state;

/* Record msg as the error at the current record (the first failure wins). */
static int S_fail(S_state *s, const char *msg)
{
    if (!s->failed)
        pm_error_set(s->err, PM_ERR_INPUT, s->file, s->rec_line ? s->rec_line : s->line, "%s", msg);
    s->failed = 1;
    return -1;
}

static void S_field(void *field, size_t len, void *data)
{
    S_state *s = data;
    if (s->failed)
        return;
    const char *text = field ? field : ""; /* lines were checked for UTF-8 and NUL bytes */
    if (s->in_header) {
        if (s->nhead >= PM_MAX_COLUMNS) {
            S_fail(s, "more than " PM_MAX_COLUMNS_STR " columns");
            return;
        }
        char *name = pm_xstrndup(text, len);
        /* a header name is trimmed: "gpus " and "gpus" are one column */
        char *b = name, *e = name + strlen(name);
        while (*b == ' ' || *b == '\t')
            b++;
        while (e > b && (e[-1] == ' ' || e[-1] == '\t'))
            e--;
        *e = '\0';
        if (*b == '\0') {
            free(name);
            char msg[64];
            snprintf(msg, sizeof msg, "empty column name in header (column %zu)", s->nhead + 1);
            S_fail(s, msg);
            return;
        }
        size_t col = pm_table_column(s->t, b, s->file, s->line);
        for (size_t i = 0; i < s->nhead; i++)
            if (s->colmap[i] == col) {
                char msg[200];
                snprintf(msg, sizeof msg, "duplicate column '%.100s' in header", b);
                S_fail(s, msg);
                free(name);
                return;
            }
        free(name);
        pm_xgrow((void **)&s->colmap, &s->cap_map, s->nhead + 1, sizeof *s->colmap);
        s->colmap[s->nhead++] = col;
        return;
    }
    if (s->nfield >= s->nhead) {
        s->nfield++; /* counted; reported at the end of the record */
        return;
    }
    if (s->row == NULL) {
        if (s->t->nrows >= PM_MAX_ROWS) {
            S_fail(s, "more than " PM_MAX_ROWS_STR " rows");
            return;
        }
        s->row = pm_table_add_row(s->t, s->file, s->rec_line, s->t->ncols);
    }
    size_t col = s->colmap[s->nfield++];
    if (field == NULL || len == 0)
        pm_table_set(s->t, s->row, col, NULL, 0, PM_CELL_MISSING);
    else
        pm_table_set(s->t, s->row, col, text, len, PM_CELL_TEXT);
}

static void S_record(int c, void *data)
{
    S_state *s = data;
    (void)c;
    if (s->failed)
        return;
    if (s->in_header) {
        s->in_header = 0;
    } else {
        if (s->nfield != s->nhead) {
            char msg[96];
            snprintf(msg, sizeof msg, "row has %zu fields, header has %zu", s->nfield, s->nhead);
            S_fail(s, msg);
            return;
        }
        s->nrecords++;
    }
    s->nfield = 0;
    s->row = NULL;
    s->rec_line = 0;
}

/* One whole unquoted record on one line: the fields between commas, blanks
 * trimmed as libcsv trims them, handed to the same callbacks. */
static void S_split(S_state *s, const char *b, size_t len)
{
    while (len && (b[len - 1] == '\n' || b[len - 1] == '\r'))
        len--;
    const char *end = b + len, *f = b;
    for (;;) {
        const char *comma = memchr(f, ',', (size_t)(end - f));
        const char *fe = comma ? comma : end, *fb = f;
        while (fb < fe && (*fb == ' ' || *fb == '\t'))
            fb++;
        while (fe > fb && (fe[-1] == ' ' || fe[-1] == '\t'))
            fe--;
        S_field(fe > fb ? (void *)fb : NULL, (size_t)(fe - fb), s);
        if (comma == NULL)
            break;
        f = comma + 1;
    }
    S_record('\n', s);
}

/* A line of nothing but blanks and line ends: skipped between records, as
 * libcsv skips empty lines (a file of blanks is an empty file, not a header
 * with one empty name). */
static int S_is_blank(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != '\r' && p[i] != '\n' && p[i] != ' ' && p[i] != '\t')
            return 0;
    return 1;
}

/* The input as a stream of lines: the bytes already read (for format detection)
 * first, then the rest of the file. Nothing is ever rewound, so pipes and FIFOs
 * read whole; a line is never grown past PM_MAX_LINE, nor the input past max. */
typedef struct S_src {
    const char *chunk;        /* bytes not yet consumed: the head, then rbuf */
    size_t clen, cpos;        /* chunk length and read position */
    FILE *fp;                 /* the rest */
    uint64_t *fnv, *len;      /* the bytes read from fp, hashed and counted (NULL: not) */
    char *rbuf;               /* read buffer for fp */
    unsigned long long total; /* bytes handed out in lines so far */
    unsigned long long max;   /* limit on total */
    int too_big;              /* total passed max */
    int too_long;             /* a line passed PM_MAX_LINE */
} S_src;

enum { S_RBUF = 1 << 16 };

/* Refill the chunk; 0 at the end of the input (or on a limit or read error). */
static int S_fill(S_src *src)
{
    if (src->fp == NULL || feof(src->fp) || ferror(src->fp))
        return 0;
    if (src->rbuf == NULL)
        src->rbuf = pm_xmalloc(S_RBUF);
    size_t got = fread(src->rbuf, 1, S_RBUF, src->fp);
    if (got == 0)
        return 0;
    if (src->fnv) {
        *src->fnv = pm_fnv1a64(*src->fnv, src->rbuf, got);
        *src->len += got;
    }
    src->chunk = src->rbuf;
    src->clen = got;
    src->cpos = 0;
    return 1;
}

/* Read one line (with its newline) into *line; returns its length, 0 at the end
 * of the input or when a limit was passed (src->too_long, src->too_big). */
static size_t S_getline(S_src *src, char **line, size_t *cap)
{
    size_t n = 0;
    for (;;) {
        if (src->cpos == src->clen && !S_fill(src))
            break;
        const char *p = src->chunk + src->cpos;
        size_t avail = src->clen - src->cpos;
        const char *nl = memchr(p, '\n', avail);
        size_t take = nl ? (size_t)(nl - p) + 1 : avail;
        if (n + take > PM_MAX_LINE + 2u) { /* + CRLF: the limit is on the line's text */
            src->too_long = 1;
            return 0;
        }
        /* counted as lines take them, so the error names the line that passed the limit */
        src->total += take;
        if (src->total > src->max) {
            src->too_big = 1;
            return 0;
        }
        pm_xgrow((void **)line, cap, n + take + 1, 1);
        memcpy(*line + n, p, take);
        n += take;
        src->cpos += take;
        if (nl)
            break;
    }
    if (n)
        (*line)[n] = '\0';
    return n;
}

/* A line past a limit (src->too_long or src->too_big): the error at the line after the last
 * one read. */
static void S_limit(S_state *s, const S_src *src, unsigned long long max)
{
    s->rec_line = s->line + 1;
    if (src->too_long)
        S_fail(s, "line longer than " PM_MAX_LINE_STR);
    else
        S_fail(s, max == PM_MAX_FILE ? "input larger than " PM_MAX_FILE_STR
                                     : "input larger than the limit");
}

/* One physical line b[0..len) (its line end included) to the parser: skipped when blank
 * between records, checked for NUL bytes and UTF-8 once (not once per field: the parser's
 * callbacks stay cheap), split here when it is a whole record without quotes, else fed to
 * libcsv. A failure sets s->failed. */
static void S_line(S_state *s, struct csv_parser *p, const char *b, size_t len)
{
    s->line++;
    if (s->line == 1 && len >= 3 && memcmp(b, "\xEF\xBB\xBF", 3) == 0) {
        b += 3;
        len -= 3;
    }
    if (s->rec_line == 0) {
        if (S_is_blank(b, len))
            return;
        s->rec_line = s->line;
    }
    if (memchr(b, '\0', len)) {
        s->rec_line = s->line;
        S_fail(s, "NUL byte in a field");
        return;
    }
    if (!pm_text_utf8_valid(b, len)) {
        s->rec_line = s->line;
        S_fail(s, "invalid UTF-8 in a field");
        return;
    }
    /* most lines have no quote at all: split them here, the way libcsv would
       (fields trimmed of blanks, empty ones missing), and leave quoting to libcsv */
    if (s->rec_line == s->line && memchr(b, '"', len) == NULL) {
        S_split(s, b, len);
        return;
    }
    if (csv_parse(p, b, len, S_field, S_record, s) != len && !s->failed) {
        if (s->rec_line == 0)
            s->rec_line = s->line;
        char msg[160];
        snprintf(msg, sizeof msg, "malformed CSV: %s", csv_strerror(csv_error(p)));
        S_fail(s, msg);
    }
}

/* The end of the input: a read error, an open quoted field, no header or no data row. */
static void S_end(S_state *s, struct csv_parser *p, FILE *fp, const char *path, pm_error *err)
{
    if (!s->failed && fp && ferror(fp))
        pm_error_set(err, PM_ERR_IO, path, 0, "read error"), s->failed = 1;
    if (!s->failed && csv_fini(p, S_field, S_record, s) != 0 && !s->failed)
        S_fail(s, "malformed CSV: unterminated quoted field at end of file");
    if (!s->failed && s->nhead == 0) {
        s->rec_line = 1; /* an empty file is wrong from its first line */
        S_fail(s, "empty file: no header row");
    }
    if (!s->failed && s->nrecords == 0) {
        s->rec_line = 1;
        S_fail(s, "header only: no data rows");
    }
}

int pm_csv_read(pm_table *t, const char *path, FILE *fp, pm_error *err)
{
    return pm_csv_read_stream(t, path, NULL, 0, fp, PM_MAX_FILE, NULL, NULL, err);
}

int pm_csv_read_stream(pm_table *t, const char *path, const char *head, size_t nhead, FILE *fp,
                       unsigned long long max, uint64_t *fnv, uint64_t *nread, pm_error *err)
{
    pm_table_mark m = pm_table_begin(t);
    S_state s = {0};
    s.t = t;
    s.file = pm_arena_strdup(t->arena, path);
    s.err = err;
    s.in_header = 1;

    struct csv_parser p;
    if (csv_init(&p, CSV_STRICT | CSV_APPEND_NULL | CSV_EMPTY_IS_NULL | CSV_STRICT_FINI) != 0)
        return pm_error_set(err, PM_ERR_INTERNAL, path, 0, "cannot start the CSV parser");
    csv_set_realloc_func(&p, realloc);
    /* libcsv grows its field buffer by a fixed step; a big step keeps a huge field
       from costing a quadratic number of copies */
    csv_set_blk_size(&p, 1u << 20);

    char *linebuf = NULL;
    size_t linecap = 0;
    S_src src = {0};
    src.chunk = head;
    src.clen = head ? nhead : 0;
    src.fp = fp;
    src.fnv = fnv;
    src.len = nread;
    src.max = max;
    while (!s.failed) {
        size_t n = S_getline(&src, &linebuf, &linecap);
        if (src.too_long || src.too_big) {
            S_limit(&s, &src, max);
            break;
        }
        if (n == 0)
            break;
        S_line(&s, &p, linebuf, n);
    }
    free(src.rbuf);
    S_end(&s, &p, fp, path, err);
    free(linebuf);
    csv_free(&p);
    free(s.colmap);
    return pm_table_end(t, m, s.failed ? -1 : 0);
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    (void)in; /* CSV is what is left when no other format takes a file */
    return 1;
}

static int S_stream(pm_table *t, const pm_input *in, FILE *fp, uint64_t *fnv, uint64_t *nread,
                    pm_error *err)
{
    return pm_csv_read_stream(t, in->path, in->text, in->len, fp, PM_MAX_FILE, fnv, nread, err);
}

const pm_format_ops pm_format_csv = {
    "csv", NULL, "CSV with a header row", PM_SYNTAX_TEXT, S_detect, NULL, S_stream};
