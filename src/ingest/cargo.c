/* cargo.c - the bench lines of Rust's test harness (libtest: `cargo bench` on nightly, and
 * Criterion's `--output-format bencher`) into the raw table.
 *
 * A result is one line:
 *   test tests::bench_sort ... bench:       1,234 ns/iter (+/- 56)
 * the benchmark's name (padded with blanks for alignment; Criterion's names hold blanks and
 * '/'), its time per iteration (libtest's median, Criterion's point estimate; digits grouped by
 * commas, sometimes with decimals) and its spread (libtest's max - min, Criterion's median
 * absolute deviation). Every other line (running N tests, test ... ok, test result:, warnings)
 * is passed over. The columns this reader makes, one row per bench line:
 *   benchmark   the name without its arguments (benchname.h, generic style: "sort" of
 *               "sort/1024", "tests::bench_sort" whole); the group
 *   n, arg0     the name's key=value and numeric parts: hinted as scaling factors
 *   time        the value when its unit is a time per iteration (ns/iter, us/iter, ...);
 *               time_unit its unit, plain ("ns"). A rate (a custom unit such as "MS/s")
 *               becomes the time per item, 1/rate in s (noted once)
 *   spread      the (+/- x) of a time, in its unit: a metric
 *   MB/s        libtest's throughput after the spread ("= 830 MB/s", a bench that sets
 *               b.bytes): a column named by its unit, a metric
 *   cycles/iter any other unit: a column named by the unit, a metric
 * A time of 0 is kept (the dataset leaves it out and counts it); a bench line whose value is
 * no number (or is negative, or a rate of 0) or that lacks its unit is an error at its line.
 */
#include "ingest/units.h"
#include "ingest/formats.h"
#include "ingest/textrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a Rust bench name without its arguments";
static const char S_why_arg[] = "a Rust bench name's argument";
static const char S_why_metric[] = "a Rust bench's value in a unit that is not a time";
static const char S_why_tput[] = "a Rust bench's throughput (b.bytes per second)";
static const char S_why_spread[] = "the (+/- x) of a Rust bench: its spread, not its time";

/* The columns this reader fills itself: no argument of a name may take one of them. */
static const char *const S_reserved[] = {"time", "time_unit", "spread", NULL};

typedef struct S_state {
    int noted; /* 1 once the file's note on rates was made */
} S_state;

static int S_blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' || ch == '\r';
}

static const char S_mark[] = " ... bench:";

/* Where a bench line's marker " ... bench:" is (its last one: a name may hold the words too),
 * or NULL when the line is no bench line ("test " first, a name, the marker). */
static const char *S_marker(const char *s, size_t n)
{
    size_t k = sizeof S_mark - 1;
    if (n < 5 + k || memcmp(s, "test ", 5) != 0)
        return NULL;
    for (size_t i = n - k + 1; i-- > 5;)
        if (memcmp(s + i, S_mark, k) == 0)
            return s + i;
    return NULL;
}

/* The parts of a bench line after its marker. */
typedef struct S_bench {
    const char *value, *unit; /* the time per iteration, or a value in another unit */
    const char *spread;       /* the x of (+/- x); NULL when the line has none */
    const char *tput, *tunit; /* libtest's "= 830 MB/s" (a bench that sets b.bytes); NULL */
    size_t nvalue, nunit, nspread, ntput, ntunit;
} S_bench;

/* The next blank-separated word of s[*i..n), or 0 (at the end). */
static size_t S_word(const char *s, size_t n, size_t *i, const char **w)
{
    while (*i < n && S_blank(s[*i]))
        (*i)++;
    *w = s + *i;
    while (*i < n && !S_blank(s[*i]))
        (*i)++;
    return (size_t)(s + *i - *w);
}

/* Take the rest of a bench line (after the marker) apart:
 * "<value> <unit> [(+/- <spread>)] [= <value> <unit>]". Returns 1 when it has that shape,
 * else 0. */
static int S_parts(const char *s, size_t n, S_bench *b)
{
    size_t i = 0;
    const char *w;
    memset(b, 0, sizeof *b);
    b->nvalue = S_word(s, n, &i, &b->value);
    b->nunit = S_word(s, n, &i, &b->unit);
    if (b->nvalue == 0 || b->nunit == 0)
        return 0;
    size_t k = S_word(s, n, &i, &w);
    if (k == 4 && memcmp(w, "(+/-", 4) == 0) {
        b->nspread = S_word(s, n, &i, &b->spread);
        if (b->nspread < 2 || b->spread[b->nspread - 1] != ')')
            return 0;
        b->nspread--;
        k = S_word(s, n, &i, &w);
    }
    if (k == 1 && w[0] == '=') {
        b->ntput = S_word(s, n, &i, &b->tput);
        b->ntunit = S_word(s, n, &i, &b->tunit);
        if (b->ntput == 0 || b->ntunit == 0)
            return 0;
        k = S_word(s, n, &i, &w);
    }
    return k == 0;
}

/* A value in a column named by its unit (u), a metric: not one of the reader's own columns,
 * an argument's, or one the row has already. */
static int S_metric(pm_trow *c, pm_row *row, const char *u, double x, const char *why)
{
    char shown[64];
    const char *const *r = S_reserved;
    while (*r && strcmp(*r, u) != 0)
        r++;
    size_t col = pm_table_find(c->t, u);
    if (*r || strcmp(u, "benchmark") == 0 ||
        (col != (size_t)-1 && (c->t->hint[col] == PM_HINT_FACTOR ||
                               pm_table_cell(c->t, row, col).kind != PM_CELL_MISSING)))
        return pm_trow_fail(c, "the unit '%s' has the name of another column of the line",
                            pm_text_escape(shown, sizeof shown, u));
    return pm_trow_num(c, row, u, x, PM_HINT_METRIC, why);
}

/* The time of one bench line into row, or its value in a column of its unit. */
static int S_value(pm_trow *c, pm_row *row, const S_bench *b)
{
    char shown[64], shown_unit[64];
    char *v = pm_xstrndup(b->value, b->nvalue), *u = pm_xstrndup(b->unit, b->nunit);
    pm_text_escape(shown, sizeof shown, v);
    pm_text_escape(shown_unit, sizeof shown_unit, u);
    double x, spread = 0.0;
    size_t num;
    const char *canon = NULL, *per = NULL;
    int rc = 0;
    if (!pm_trow_number(b->value, b->nvalue, &x) || x < 0.0) {
        rc = pm_trow_fail(c, "the value '%s %s' must be a number, 0 or more", shown, shown_unit);
    } else if (b->spread && !pm_trow_number(b->spread, b->nspread, &spread)) {
        rc = pm_trow_fail(c, "the spread (+/- x) must be a number");
    } else if (pm_trow_per(b->unit, b->nunit, "iter op", &num) &&
               pm_trow_time_unit(b->unit, num, &canon) > 0.0) {
        rc = pm_trow_num(c, row, "time", x, PM_HINT_NONE, NULL);
        if (rc == 0)
            rc = pm_trow_text(c, row, "time_unit", canon, strlen(canon), PM_CELL_STRING,
                              PM_HINT_NONE, NULL);
        if (rc == 0 && b->spread)
            rc = pm_trow_num(c, row, "spread", spread, PM_HINT_METRIC, S_why_spread);
    } else if (pm_units_rate(u, &per)) {
        if (x == 0.0) {
            rc = pm_trow_fail(c, "a rate of 0 ('%s %s') has no time per item", shown, shown_unit);
        } else {
            rc = pm_trow_num(c, row, "time", pm_units_seconds(per, NULL) / x, PM_HINT_NONE, NULL);
            if (rc == 0)
                rc = pm_trow_text(c, row, "time_unit", "s", 1, PM_CELL_STRING, PM_HINT_NONE, NULL);
            S_state *st = c->state;
            if (rc == 0 && !st->noted) {
                st->noted = 1;
                pm_table_note(c->t, "%s: a rate (%s) is read as the time per item, 1/rate in s",
                              c->file, shown_unit);
            }
        }
    } else {
        rc = S_metric(c, row, u, x, S_why_metric);
    }
    if (rc == 0 && b->tput) {
        double y;
        char *tu = pm_xstrndup(b->tunit, b->ntunit);
        if (!pm_trow_number(b->tput, b->ntput, &y))
            rc = pm_trow_fail(c, "the throughput after '=' must be a number");
        else
            rc = S_metric(c, row, tu, y, S_why_tput);
        free(tu);
    }
    free(v);
    free(u);
    return rc;
}

static int S_line(pm_trow *c, const char *s, size_t n)
{
    const char *mark = S_marker(s, n);
    if (mark == NULL)
        return 0;
    if (pm_trow_clean(c, s, n) != 0)
        return -1;
    const char *rest = mark + sizeof S_mark - 1;
    S_bench b;
    if (!S_parts(rest, (size_t)(s + n - rest), &b))
        return pm_trow_fail(c, "a bench line is `test NAME ... bench: VALUE UNIT (+/- SPREAD)`");
    const char *name = s + 5, *name_end = mark;
    while (name < name_end && S_blank(*name))
        name++;
    while (name_end > name && S_blank(name_end[-1]))
        name_end--;
    if (name == name_end)
        return pm_trow_fail(c, "a bench line without a name");
    pm_row *row = pm_trow_add(c);
    if (row == NULL)
        return -1;
    char *text = pm_xstrndup(name, (size_t)(name_end - name));
    int rc =
        pm_trow_name(c, row, text, PM_BENCHNAME_GENERIC, S_reserved, S_why_family, S_why_arg, NULL);
    free(text);
    return rc == 0 ? S_value(c, row, &b) : rc;
}

/* ---- the format's entry (formats.h) ---- */

/* A bench line, or libtest's "running N tests" (a long list of tests, ignored when benching,
 * can push the first bench line past the head). */
static int S_detect_line(const char *s, size_t n)
{
    const char *mark = S_marker(s, n);
    if (mark) {
        S_bench b;
        const char *rest = mark + sizeof S_mark - 1;
        return S_parts(rest, (size_t)(s + n - rest), &b) && b.spread != NULL;
    }
    if (n < 15 || memcmp(s, "running ", 8) != 0)
        return 0;
    size_t i = 8;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++;
    return i > 8 && ((n - i == 5 && memcmp(s + i, " test", 5) == 0) ||
                     (n - i == 6 && memcmp(s + i, " tests", 6) == 0));
}

static int S_detect(const pm_input *in)
{
    return pm_trow_any_line(in->head, in->nhead, S_detect_line);
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_state st = {0};
    return pm_trow_read(t, in, S_line, NULL, &st,
                        "no bench results (lines like `test sort ... bench: 1,234 ns/iter (+/- "
                        "56)`)",
                        err);
}

const pm_format_ops pm_format_cargo = {"cargo",
                                       "libtest rust",
                                       "Rust libtest bench output (cargo bench, Criterion's "
                                       "bencher format)",
                                       PM_SYNTAX_TEXT,
                                       S_detect,
                                       S_read,
                                       NULL};
