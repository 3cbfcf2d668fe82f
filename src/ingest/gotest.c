/* gotest.c - the text `go test -bench` prints into the raw table.
 *
 * A result line is a name, the iteration count Go chose (b.N), then value-unit pairs,
 * separated by blanks (the Go benchmark data format, golang.org/design/14313):
 *   BenchmarkSort/size=1024-8   	  123456	  9876 ns/op	  512 B/op	  3
 * allocs/op Configuration lines before the results say where they ran: `goos: linux`, `goarch:
 * amd64`, `pkg: example.com/sort`, `cpu: ...`; `go test ./...` prints one block of them per
 * package. Every other line (PASS, ok, FAIL, logs, a name printed alone by -v) is passed over. The
 * columns this reader makes, one row per result line (each run of -count=N a row of its own):
 *   benchmark   the name without its arguments (benchname.h, go style: "BenchmarkSort"); the
 *               group. When two packages of one output have a benchmark of the same name, the
 *               family of each names its package ("BenchmarkSort (example.com/sort)"), so that
 *               two different benchmarks are not fitted as one (noted)
 *   size, arg0  the sub-benchmark's key=value and numeric parts ("size=1024", "/8"), and procs:
 *               GOMAXPROCS, the -N suffix, 1 when there is none (Go writes none for 1): all
 *               hinted as scaling factors
 *   time        the value whose unit is a time per operation (ns/op, or us/op, ms/op, s/op,
 *               sec/op); time_unit its unit, plain ("ns")
 *   B/op, allocs/op, MB/s and the benchmark's own metrics (b.ReportMetric: "4.5 widgets/op"):
 *               a column named by the unit, hinted as a metric
 *   pkg, goos, goarch, cpu   the configuration lines in force: information, not parameters
 * A benchmark that failed or was skipped (`--- FAIL: BenchmarkX`, `--- SKIP: BenchmarkX` at
 * the start of a line) is counted as left out. A time of 0 is kept (the dataset leaves it out
 * and counts it); a value that is no number, a negative time or a value without its unit is an
 * error at its line.
 */
#include "ingest/formats.h"
#include "ingest/textrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a go test -bench name without its arguments";
static const char S_why_arg[] = "a go test -bench parameter (a sub-benchmark's or GOMAXPROCS)";
static const char S_why_metric[] = "a go test -bench metric (not the time per operation)";
static const char S_why_info[] = "where go test -bench ran (a configuration line)";

/* The configuration lines kept, in the order of their columns. */
static const char *const S_config[] = {"pkg", "goos", "goarch", "cpu", NULL};
enum { S_NCONFIG = 4 };

/* The columns this reader fills itself: no argument of a name may take one of them. */
static const char *const S_reserved[] = {"time", "time_unit", "pkg", "goos", "goarch", "cpu", NULL};

/* Most value-unit pairs one line may have (a line is of any length, a row is not). */
enum { S_MAXPAIRS = 256 };

typedef struct S_state {
    char *config[S_NCONFIG]; /* the value of each configuration line in force, or NULL */
    int pkg_changed;         /* 1 once a pkg line gave another package than the one before */
    size_t first_row;        /* the table's row count before this file */
} S_state;

static int S_blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' || ch == '\r';
}

/* One blank-separated word of a line. */
typedef struct S_word {
    const char *s;
    size_t n;
} S_word;

/* The first max words of the n bytes at s into w; returns how many there are (counting on past
 * max, so that a caller knows the line had more). */
static size_t S_words(const char *s, size_t n, S_word *w, size_t max)
{
    size_t k = 0, i = 0;
    while (i < n) {
        while (i < n && S_blank(s[i]))
            i++;
        if (i == n)
            break;
        size_t start = i;
        while (i < n && !S_blank(s[i]))
            i++;
        if (k < max) {
            w[k].s = s + start;
            w[k].n = i - start;
        }
        k++;
    }
    return k;
}

static int S_digits(const char *s, size_t n)
{
    if (n == 0)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

static int S_starts(const char *s, size_t n, const char *prefix)
{
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* 1 when the line's words are a result: a name "Benchmark...", an iteration count and at
 * least one more pair of words. */
static int S_result_words(const S_word *w, size_t k)
{
    return k >= 4 && w[0].n > 9 && memcmp(w[0].s, "Benchmark", 9) == 0 && S_digits(w[1].s, w[1].n);
}

/* The configuration line's index in S_config ("goos: linux"), or -1; *value gets where its
 * value starts. */
static int S_config_line(const char *s, size_t n, size_t *value)
{
    for (int i = 0; S_config[i]; i++) {
        size_t k = strlen(S_config[i]);
        if (n > k && memcmp(s, S_config[i], k) == 0 && s[k] == ':' &&
            (n == k + 1 || S_blank(s[k + 1]))) {
            *value = k + 1;
            return i;
        }
    }
    return -1;
}

/* A configuration line: the value in force for the rows that follow. */
static int S_config_set(pm_trow *c, S_state *st, int i, const char *s, size_t n)
{
    while (n > 0 && S_blank(*s)) {
        s++;
        n--;
    }
    while (n > 0 && S_blank(s[n - 1]))
        n--;
    if (pm_trow_clean(c, s, n) != 0)
        return -1;
    char *v = n ? pm_xstrndup(s, n) : NULL;
    if (i == 0 && st->config[0] && (v == NULL || strcmp(v, st->config[0]) != 0))
        st->pkg_changed = 1;
    free(st->config[i]);
    st->config[i] = v;
    return 0;
}

/* One value-unit pair of a result line into row: the time, or a metric named by its unit.
 * *have_time says whether the line had its time already. */
static int S_pair(pm_trow *c, pm_row *row, const S_word *value, const S_word *unit, int *have_time)
{
    char shown[64], shown_unit[64];
    char *u = pm_xstrndup(unit->s, unit->n);
    double x;
    int rc = 0;
    if (!pm_trow_number(value->s, value->n, &x)) {
        char *v = pm_xstrndup(value->s, value->n);
        rc = pm_trow_fail(c, "'%s' is not a number (the value before the unit '%s')",
                          pm_text_escape(shown, sizeof shown, v),
                          pm_text_escape(shown_unit, sizeof shown_unit, u));
        free(v);
        free(u);
        return rc;
    }
    size_t num;
    const char *canon = NULL;
    if (!*have_time && pm_trow_per(unit->s, unit->n, "op", &num) &&
        pm_trow_time_unit(unit->s, num, &canon) > 0.0) {
        *have_time = 1;
        if (!(x >= 0.0)) {
            char *v = pm_xstrndup(value->s, value->n);
            rc = pm_trow_fail(c, "a time must be 0 or more, got '%s %s'",
                              pm_text_escape(shown, sizeof shown, v),
                              pm_text_escape(shown_unit, sizeof shown_unit, u));
            free(v);
        }
        if (rc == 0)
            rc = pm_trow_num(c, row, "time", x, PM_HINT_NONE, NULL);
        if (rc == 0)
            rc = pm_trow_text(c, row, "time_unit", canon, strlen(canon), PM_CELL_STRING,
                              PM_HINT_NONE, NULL);
        free(u);
        return rc;
    }
    size_t col = pm_table_find(c->t, u);
    const char *const *r = S_reserved;
    while (*r && strcmp(*r, u) != 0)
        r++;
    if (*r || strcmp(u, "benchmark") == 0)
        rc = pm_trow_fail(c, "the unit '%s' has the name of a column the reader fills itself",
                          pm_text_escape(shown_unit, sizeof shown_unit, u));
    else if (col != (size_t)-1 && (c->t->hint[col] == PM_HINT_FACTOR ||
                                   pm_table_cell(c->t, row, col).kind != PM_CELL_MISSING))
        rc = pm_trow_fail(c, "the unit '%s' is on the line twice, or names an argument too",
                          pm_text_escape(shown_unit, sizeof shown_unit, u));
    else
        rc = pm_trow_num(c, row, u, x, PM_HINT_METRIC, S_why_metric);
    free(u);
    return rc;
}

/* A result line (k words, the first max of them in w) as a row. */
static int S_result(pm_trow *c, S_state *st, const char *s, size_t n, const S_word *w, size_t k)
{
    if (pm_trow_clean(c, s, n) != 0)
        return -1;
    if (k > 2 + 2 * S_MAXPAIRS)
        return pm_trow_fail(c, "more than %d values on one result line", S_MAXPAIRS);
    if (k % 2 != 0)
        return pm_trow_fail(c, "a value without its unit at the end of the line (a result is "
                               "a name, the iterations, then value-unit pairs)");
    pm_row *row = pm_trow_add(c);
    if (row == NULL)
        return -1;
    char *name = pm_xstrndup(w[0].s, w[0].n);
    int procs = 0;
    int rc =
        pm_trow_name(c, row, name, PM_BENCHNAME_GO, S_reserved, S_why_family, S_why_arg, &procs);
    free(name);
    /* Go leaves the suffix out when GOMAXPROCS is 1: -cpu=1,2,4 gives X, X-2, X-4 */
    if (rc == 0 && !procs)
        rc = pm_trow_text(c, row, "procs", "1", 1, PM_CELL_TEXT, PM_HINT_FACTOR, S_why_arg);
    int have_time = 0;
    for (size_t i = 2; i + 1 < k && rc == 0; i += 2)
        rc = S_pair(c, row, &w[i], &w[i + 1], &have_time);
    for (int i = 0; S_config[i] && rc == 0; i++)
        if (st->config[i])
            rc = pm_trow_text(c, row, S_config[i], st->config[i], strlen(st->config[i]),
                              PM_CELL_STRING, PM_HINT_INFO, S_why_info);
    return rc;
}

static int S_line(pm_trow *c, const char *s, size_t n)
{
    S_state *st = c->state;
    size_t at;
    int i = S_config_line(s, n, &at);
    if (i >= 0)
        return S_config_set(c, st, i, s + at, n - at);
    if (S_starts(s, n, "--- FAIL: Benchmark") || S_starts(s, n, "--- SKIP: Benchmark")) {
        c->t->excluded++;
        return 0;
    }
    if (!S_starts(s, n, "Benchmark"))
        return 0;
    S_word w[2 + 2 * S_MAXPAIRS];
    size_t k = S_words(s, n, w, sizeof w / sizeof w[0]);
    if (!S_result_words(w, k))
        return 0;
    return S_result(c, st, s, n, w, k);
}

/* ---- benchmarks of one name in several packages ---- */

/* A family's cell id, with the package (cell id, 0 for none) of its first row and whether
 * another package has it too. */
typedef struct S_fam {
    uint32_t family; /* 0: a free slot */
    uint32_t pkg;
    int clash;
} S_fam;

/* The slot of family id f in the open-addressing set (cap a power of two, half full at most). */
static S_fam *S_fam_slot(S_fam *set, size_t cap, uint32_t f)
{
    size_t h = ((size_t)f * 2654435761u) & (cap - 1);
    while (set[h].family && set[h].family != f)
        h = (h + 1) & (cap - 1);
    return &set[h];
}

/* After the last line: when packages share a benchmark name, each family of that name gets
 * its package. Families are compared by their cell ids (equal texts have equal ids: a name of
 * 1 MiB or more may be stored twice and then not be seen as shared, which only keeps it as
 * it is). */
static int S_done(pm_trow *c)
{
    S_state *st = c->state;
    pm_table *t = c->t;
    size_t fcol = pm_table_find(t, "benchmark"), pcol = pm_table_find(t, "pkg");
    if (!st->pkg_changed || fcol == (size_t)-1 || pcol == (size_t)-1)
        return 0;
    size_t cap = 16, used = 0;
    S_fam *set = pm_xcalloc(cap, sizeof *set);
    for (size_t r = st->first_row; r < t->nrows; r++) {
        uint32_t f = pm_table_cell_id(&t->rows[r], fcol), p = pm_table_cell_id(&t->rows[r], pcol);
        if (f == 0)
            continue;
        S_fam *e = S_fam_slot(set, cap, f);
        if (e->family == 0) {
            if (2 * (used + 1) > cap) { /* grow, then find the slot again */
                S_fam *old = set;
                size_t oldcap = cap;
                cap *= 2;
                set = pm_xcalloc(cap, sizeof *set);
                for (size_t i = 0; i < oldcap; i++)
                    if (old[i].family)
                        *S_fam_slot(set, cap, old[i].family) = old[i];
                free(old);
                e = S_fam_slot(set, cap, f);
            }
            e->family = f;
            e->pkg = p;
            used++;
        } else if (e->pkg != p) {
            e->clash = 1;
        }
    }
    size_t shared = 0;
    const char *example = NULL;
    for (size_t i = 0; i < cap; i++)
        if (set[i].clash) {
            shared++;
            if (example == NULL)
                example = pm_table_id_cell(t, set[i].family).text;
        }
    char *named = NULL;
    size_t named_cap = 0;
    for (size_t r = st->first_row; r < t->nrows && shared; r++) {
        pm_row *row = &t->rows[r];
        uint32_t f = pm_table_cell_id(row, fcol);
        pm_cell pkg = pm_table_cell(t, row, pcol);
        if (f == 0 || pkg.kind == PM_CELL_MISSING || !S_fam_slot(set, cap, f)->clash)
            continue;
        const char *fam = pm_table_id_cell(t, f).text;
        size_t nf = strlen(fam), np = strlen(pkg.text);
        pm_xgrow((void **)&named, &named_cap, nf + np + 4, 1);
        memcpy(named, fam, nf);
        memcpy(named + nf, " (", 2);
        memcpy(named + nf + 2, pkg.text, np);
        named[nf + 2 + np] = ')';
        pm_table_set(t, row, fcol, named, nf + np + 3, PM_CELL_STRING);
    }
    if (shared)
        pm_table_note(t,
                      "%s: %zu benchmark name%s (%.60s%s) %s in more than one package: each "
                      "such benchmark's family names its package, \"%.60s (pkg)\"",
                      c->file, shared, shared == 1 ? "" : "s", example, shared > 1 ? ", ..." : "",
                      shared == 1 ? "is" : "are", example);
    free(named);
    free(set);
    return 0;
}

/* ---- the format's entry (formats.h) ---- */

/* A result line, or a goos:, goarch: or pkg: line. */
static int S_detect_line(const char *s, size_t n)
{
    size_t at;
    int i = S_config_line(s, n, &at);
    if (i >= 0 && i <= 2) /* a cpu: line alone says too little */
        return 1;
    if (!S_starts(s, n, "Benchmark"))
        return 0;
    S_word w[4];
    size_t k = S_words(s, n, w, 4);
    size_t num;
    return S_result_words(w, k) && pm_trow_number(w[2].s, w[2].n, &(double){0}) &&
           pm_trow_per(w[3].s, w[3].n, "op", &num);
}

static int S_detect(const pm_input *in)
{
    return pm_trow_any_line(in->head, in->nhead, S_detect_line);
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_state st = {0};
    st.first_row = t->nrows;
    int rc =
        pm_trow_read(t, in, S_line, S_done, &st,
                     "no benchmark results (lines like `BenchmarkSort-8  1000  1234 ns/op`)", err);
    for (int i = 0; i < S_NCONFIG; i++)
        free(st.config[i]);
    return rc;
}

const pm_format_ops pm_format_gotest = {
    "gotest", "go", "go test -bench output", PM_SYNTAX_TEXT, S_detect, S_read, NULL};
