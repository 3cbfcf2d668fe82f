/* benchmarkjs.c - the text Benchmark.js prints for each benchmark (String(bench), as suites
 * log it on `cycle`) into the raw table.
 *
 * A result is one line:
 *   fib(20) x 1,234,567 ops/sec ±1.23% (89 runs sampled)
 * the benchmark's name (anything, blanks too, up to the last " x "), its rate (hz, digits
 * grouped by commas), the relative margin of error in percent and the number of samples
 * ("1 run sampled" for one). Every other line ("Fastest is ...", the script's own output) is
 * passed over, as is a line with " x " that has not that shape. The columns this reader
 * makes, one row per result line:
 *   benchmark   the name without its arguments (benchname.h, generic style: "fib" of
 *               "fib(20)", "sort" of "sort/n=1024"); the group
 *   n, arg0     the name's key=value and numeric parts: hinted as scaling factors
 *   time        the time per operation: 1/rate in s for a rate (ops/sec, noted once), the
 *               value itself for a time unit; time_unit its unit, plain ("s")
 *   rme_pct     the margin of error (±1.23%: 1.23), when it is a number: a metric
 *   runs        the samples taken: a metric
 *   widgets     a value in a unit that is neither: a column named by the unit, a metric
 * A rate of 0 or less, or a value that is no number, is an error at its line; a time of 0 is
 * kept (the dataset leaves it out and counts it).
 */
#include "ingest/units.h"
#include "ingest/formats.h"
#include "ingest/textrow.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a Benchmark.js name without its arguments";
static const char S_why_arg[] = "a Benchmark.js name's argument";
static const char S_why_rme[] = "Benchmark.js's relative margin of error, in percent";
static const char S_why_runs[] = "the samples Benchmark.js took";
static const char S_why_metric[] = "a Benchmark.js value in a unit that is neither a rate nor a "
                                   "time";

/* The columns this reader fills itself: no argument of a name may take one of them. */
static const char *const S_reserved[] = {"time", "time_unit", "rme_pct", "runs", NULL};

typedef struct S_state {
    int noted; /* 1 once the file's note on rates was made */
} S_state;

static int S_blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' || ch == '\r';
}

/* A result line taken apart. */
typedef struct S_result {
    const char *name, *value, *unit, *rme; /* rme: between the ± and the % */
    size_t nname, nvalue, nunit, nrme;
    const char *runs; /* the digits of "(89 runs sampled)" */
    size_t nruns;
} S_result;

/* Take the line apart: "<name> x <value> <unit> ±<rme>% (<runs> runs sampled)". Returns 1
 * when it has that shape, else 0. */
static int S_parse(const char *s, size_t n, S_result *r)
{
    memset(r, 0, sizeof *r);
    while (n > 0 && S_blank(s[n - 1]))
        n--;
    /* the end: "(N runs sampled)" or "(1 run sampled)" */
    static const char runs[] = " runs sampled)", run[] = " run sampled)";
    size_t k;
    if (n >= sizeof runs && memcmp(s + n - (sizeof runs - 1), runs, sizeof runs - 1) == 0)
        k = sizeof runs - 1;
    else if (n >= sizeof run && memcmp(s + n - (sizeof run - 1), run, sizeof run - 1) == 0)
        k = sizeof run - 1;
    else
        return 0;
    size_t e = n - k, b = e;
    while (b > 0 && s[b - 1] >= '0' && s[b - 1] <= '9')
        b--;
    if (b == e || b < 2 || s[b - 1] != '(' || s[b - 2] != ' ')
        return 0;
    r->runs = s + b;
    r->nruns = e - b;
    /* the name ends at the last " x " before the runs */
    size_t x = b - 2;
    for (;;) {
        if (x < 3)
            return 0;
        x--;
        if (s[x] == 'x' && s[x - 1] == ' ' && s[x + 1] == ' ')
            break;
    }
    r->name = s;
    r->nname = x - 1;
    while (r->nname > 0 && S_blank(r->name[r->nname - 1]))
        r->nname--;
    while (r->nname > 0 && S_blank(*r->name)) {
        r->name++;
        r->nname--;
    }
    /* "<value> <unit> ±<rme>%" between them */
    size_t i = x + 1, end = b - 2;
    while (i < end && S_blank(s[i]))
        i++;
    r->value = s + i;
    while (i < end && !S_blank(s[i]))
        i++;
    r->nvalue = (size_t)(s + i - r->value);
    while (i < end && S_blank(s[i]))
        i++;
    r->unit = s + i;
    while (i < end && !S_blank(s[i]))
        i++;
    r->nunit = (size_t)(s + i - r->unit);
    while (i < end && S_blank(s[i]))
        i++;
    /* ± in UTF-8, as a lone Latin-1 byte, or written "+-" */
    if (end - i >= 2 && (unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xB1)
        i += 2;
    else if (end - i >= 2 && s[i] == '+' && s[i + 1] == '-')
        i += 2;
    else if (end - i >= 1 && (unsigned char)s[i] == 0xB1)
        i += 1;
    else
        return 0;
    if (end - i < 2 || s[end - 1] != '%')
        return 0;
    r->rme = s + i;
    r->nrme = end - 1 - i;
    for (size_t j = 0; j < r->nrme; j++)
        if (r->rme[j] == '%')
            return 0;
    return r->nvalue > 0 && r->nunit > 0;
}

/* The rate (or time, or other value) of a result into row. */
static int S_value(pm_trow *c, pm_row *row, const S_result *r)
{
    char shown[64], shown_unit[64];
    char *v = pm_xstrndup(r->value, r->nvalue), *u = pm_xstrndup(r->unit, r->nunit);
    pm_text_escape(shown, sizeof shown, v);
    pm_text_escape(shown_unit, sizeof shown_unit, u);
    double x;
    const char *canon = NULL, *per = NULL;
    int rc = 0;
    if (!pm_trow_number(r->value, r->nvalue, &x) || x < 0.0) {
        rc = pm_trow_fail(c, "the value '%s %s' must be a number, 0 or more", shown, shown_unit);
    } else if (pm_trow_time_unit(r->unit, r->nunit, &canon) > 0.0) {
        rc = pm_trow_num(c, row, "time", x, PM_HINT_NONE, NULL);
        if (rc == 0)
            rc = pm_trow_text(c, row, "time_unit", canon, strlen(canon), PM_CELL_STRING,
                              PM_HINT_NONE, NULL);
    } else if (pm_units_rate(u, &per)) {
        if (x == 0.0) {
            rc = pm_trow_fail(c, "a rate of 0 ('%s %s') has no time per operation", shown,
                              shown_unit);
        } else {
            rc = pm_trow_num(c, row, "time", pm_units_seconds(per, NULL) / x, PM_HINT_NONE, NULL);
            if (rc == 0)
                rc = pm_trow_text(c, row, "time_unit", "s", 1, PM_CELL_STRING, PM_HINT_NONE, NULL);
            S_state *st = c->state;
            if (rc == 0 && !st->noted) {
                st->noted = 1;
                pm_table_note(c->t,
                              "%s: Benchmark.js gives rates (%s): the time per operation is "
                              "1/rate, in s",
                              c->file, shown_unit);
            }
        }
    } else {
        const char *const *res = S_reserved;
        while (*res && strcmp(*res, u) != 0)
            res++;
        size_t col = pm_table_find(c->t, u);
        if (*res || strcmp(u, "benchmark") == 0 ||
            (col != (size_t)-1 && c->t->hint[col] == PM_HINT_FACTOR))
            rc = pm_trow_fail(c, "the unit '%s' has the name of another column", shown_unit);
        else
            rc = pm_trow_num(c, row, u, x, PM_HINT_METRIC, S_why_metric);
    }
    free(v);
    free(u);
    return rc;
}

static int S_line(pm_trow *c, const char *s, size_t n)
{
    S_result r;
    if (!S_parse(s, n, &r))
        return 0;
    /* the name and the unit become cells; the rest is numbers and the ± (which a console
       may have written in Latin-1) */
    if (pm_trow_clean(c, r.name, r.nname) != 0 || pm_trow_clean(c, r.unit, r.nunit) != 0)
        return -1;
    if (r.nname == 0)
        return pm_trow_fail(c, "a Benchmark.js result without a name");
    pm_row *row = pm_trow_add(c);
    if (row == NULL)
        return -1;
    char *name = pm_xstrndup(r.name, r.nname);
    int rc =
        pm_trow_name(c, row, name, PM_BENCHNAME_GENERIC, S_reserved, S_why_family, S_why_arg, NULL);
    free(name);
    if (rc == 0)
        rc = S_value(c, row, &r);
    double rme, runs;
    if (rc == 0 && pm_trow_number(r.rme, r.nrme, &rme))
        rc = pm_trow_num(c, row, "rme_pct", rme, PM_HINT_METRIC, S_why_rme);
    if (rc == 0 && pm_trow_number(r.runs, r.nruns, &runs))
        rc = pm_trow_num(c, row, "runs", runs, PM_HINT_METRIC, S_why_runs);
    return rc;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect_line(const char *s, size_t n)
{
    S_result r;
    double x;
    return S_parse(s, n, &r) && r.nname > 0 && pm_trow_number(r.value, r.nvalue, &x);
}

static int S_detect(const pm_input *in)
{
    return pm_trow_any_line(in->head, in->nhead, S_detect_line);
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_state st = {0};
    return pm_trow_read(t, in, S_line, NULL, &st,
                        "no Benchmark.js results (lines like `fib(20) x 1,234 ops/sec ±1.2% (89 "
                        "runs sampled)`)",
                        err);
}

const pm_format_ops pm_format_benchmarkjs = {
    "benchmarkjs", NULL, "Benchmark.js output", PM_SYNTAX_TEXT, S_detect, S_read, NULL};
