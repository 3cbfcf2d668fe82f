/* catch2.c - Catch2's benchmark results (C++) into the raw table: its XML reporter's
 * <BenchmarkResults>, and the benchmark tables of its console reporter.
 *
 * Catch2 names a benchmark with free text: BENCHMARK("Fibonacci 20"), BENCHMARK("vector<int>
 * push_back 1000"), BENCHMARK(std::format("std::u8string - size={}", n)). Both forms make the
 * same columns from it:
 *   benchmark   the name without its arguments: the group. The name is taken apart as
 *               benchname.h's generic style does ("sort/1024", "sort[1024]"); a name that
 *               gives no argument that way loses its trailing "(...)" or "[...]" group of
 *               arguments separated by commas ("conv((kernel size 16))": kernel_size 16,
 *               the words before a number its name), else its trailing blank-separated
 *               numbers and key=value (or key:value) words with a number, with the blanks and
 *               the - , : | before them ("Fibonacci 20": Fibonacci and arg0 20;
 *               "std::u8string - size=3": std::u8string and size 3; "matmul 64 128":
 *               matmul, arg0 64, arg1 128). A number inside the name ("sort 1000 items")
 *               stays in the family, and so does a name that would keep no family ("1000").
 *   arg0, size  those arguments: hinted as scaling factors
 *   time        the mean of the benchmark's samples, in ns (time_unit): Catch2 reports no
 *               median and no samples
 *   std_dev     their standard deviation, ns: a metric
 *   test_case   the TEST_CASE the benchmark is in: a description
 *
 * XML (-r xml; the root <Catch2TestRun> of Catch2 v3, <Catch name=..> of v2, with <Group>,
 * <TestCase> and <Section> at any depth, up to 64): each <BenchmarkResults name=..> with its
 * <mean value=..> (ns; "All values in nano seconds") is a row; one with <failed> is left out
 * and counted. Read with libxml2 as junit.c reads JUnit: no network, no DTD, no entities, and
 * a DOCTYPE is refused before parsing.
 *
 * Console (the default reporter; what github-action-benchmark's catch2 tool reads): the table
 * after "benchmark name  samples  iterations  est run time" (v2: "estimated"), three lines a
 * benchmark,
 *   Fibonacci 20                                   100             2     8.3712 ms
 *                                               41.731 us      41.25 us     42.622 us
 *                                                3.256 us      2.163 us      5.353 us
 * the name with samples, iterations and the estimated run time, then mean, low and high mean,
 * then the standard deviation and its bounds, each a number and a unit (ns, us, ms, s, m for
 * minutes). A long name is wrapped: v3 puts its first lines alone above the samples line, v2
 * puts its later lines in front of the mean and deviation lines; the pieces are joined with
 * blanks. With --benchmark-no-analysis the table is "samples iterations mean", one line a
 * benchmark. "Benchmark failed (...)" leaves the benchmark out (counted); the lines of the
 * test case headers give test_case; everything else is passed over.
 *
 * A time of 0 is kept (the dataset leaves it out and counts it); a negative or non-numeric
 * mean, a <BenchmarkResults> without a name or a mean, is an error at its line.
 */
#include "ingest/benchname.h"
#include "ingest/formats.h"
#include "ingest/limits.h"
#include "ingest/textrow.h"
#include "ingest/xmlin.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char S_why_family[] = "a Catch2 benchmark name without its arguments";
static const char S_why_arg[] = "an argument in a Catch2 benchmark name";
static const char S_why_sd[] = "the standard deviation of a Catch2 benchmark's samples";
static const char S_why_case[] = "the Catch2 test case a benchmark is in";

/* The columns this reader fills itself: no argument of a name may take one of them. */
static const char *const S_reserved[] = {"benchmark", "time",      "time_unit",
                                         "std_dev",   "test_case", NULL};

/* ---- names ---- */

static int S_blank(char ch)
{
    return ch == ' ' || ch == '\t';
}

/* The n bytes at s as a number: 1 with *x set, else 0. */
static int S_num(const char *s, size_t n, double *x)
{
    char buf[128];
    if (n == 0 || n >= sizeof buf)
        return 0;
    memcpy(buf, s, n);
    buf[n] = '\0';
    return pm_text_number(buf, x);
}

/* s[*b..*e) without blanks at either end. */
static void S_trim(const char *s, size_t *b, size_t *e)
{
    while (*b < *e && S_blank(s[*b]))
        (*b)++;
    while (*e > *b && S_blank(s[*e - 1]))
        (*e)--;
}

/* One argument written s[b..e): "key=value" or "key: value" with a number, "16", or "kernel
 * size 16" (words, then a number: the words, joined by '_', are its name). Adds it to bn
 * (positional ones as arg0, arg1 .. counting *npos) and returns 1, else 0 (bn unchanged);
 * with bn NULL only says whether it is one. */
static int S_arg(const char *s, size_t b, size_t e, pm_benchname *bn, int *npos)
{
    double x;
    S_trim(s, &b, &e);
    if (b == e || (bn && bn->nargs == PM_BENCHNAME_MAXARGS))
        return 0;
    size_t kb = b, ke = b, vb = b, ve = e;
    size_t eq = b;
    while (eq < e && s[eq] != '=' &&
           !(s[eq] == ':' && (eq + 1 >= e || s[eq + 1] != ':') && (eq == b || s[eq - 1] != ':')))
        eq++;
    if (eq < e) { /* key=value */
        ke = eq;
        vb = eq + 1;
        S_trim(s, &kb, &ke);
        S_trim(s, &vb, &ve);
        if (kb == ke)
            return 0;
    } else { /* [words] number */
        vb = e;
        while (vb > b && !S_blank(s[vb - 1]))
            vb--;
        ke = vb;
        S_trim(s, &kb, &ke);
    }
    if (!S_num(s + vb, ve - vb, &x))
        return 0;
    if (bn == NULL)
        return 1;
    pm_benchname_arg *a = &bn->args[bn->nargs++];
    if (kb == ke) {
        char k[16];
        snprintf(k, sizeof k, "arg%d", (*npos)++);
        a->key = pm_xstrdup(k);
    } else {
        a->key = pm_xstrndup(s + kb, ke - kb);
        for (char *q = a->key; *q; q++) /* "kernel size" -> kernel_size */
            if (S_blank(*q))
                *q = '_';
    }
    a->value = pm_xstrndup(s + vb, ve - vb);
    return 1;
}

/* Undo the arguments of bn from index from on. */
static void S_unarg(pm_benchname *bn, size_t from)
{
    while (bn->nargs > from) {
        bn->nargs--;
        free(bn->args[bn->nargs].key);
        free(bn->args[bn->nargs].value);
    }
}

/* The length family keeps when its arguments at [cut..) are taken: before the blanks and
 * the - , : | in front of them. */
static size_t S_family_end(const char *f, size_t cut)
{
    while (cut > 0 && (S_blank(f[cut - 1]) || strchr("-,:|", f[cut - 1])))
        cut--;
    return cut;
}

/* A name of words (generic style found no argument): its trailing "(...)" or "[...]" group
 * of arguments separated by commas ("(kernel size 16)", "[n=8, k=3]"), else its trailing
 * blank-separated numbers and key=value words ("Fibonacci 20", "size=3", "matmul 64 128").
 * Moves them from bn->family to bn's arguments; a name that would keep no family stays
 * whole. */
static void S_words(pm_benchname *bn)
{
    char *f = bn->family;
    size_t len = strlen(f), cut = len;
    int npos = 0;
    if (len > 2 && (f[len - 1] == ')' || f[len - 1] == ']')) {
        char close = f[len - 1], open = close == ')' ? '(' : '[';
        size_t o = len - 1, depth = 0;
        for (;;) { /* the opener that matches the last character */
            if (f[o] == close)
                depth++;
            else if (f[o] == open && --depth == 0)
                break;
            if (o == 0)
                return;
            o--;
        }
        size_t b = o + 1, e = len - 1;
        while (e - b >= 2 && f[b] == open && f[e - 1] == close) /* "((kernel size 16))" */
            b++, e--;
        for (size_t i = b; i <= e; i++) /* items separated by commas */
            if (i == e || f[i] == ',') {
                if (!S_arg(f, b, i, bn, &npos)) {
                    S_unarg(bn, 0);
                    return;
                }
                b = i + 1;
            }
        cut = S_family_end(f, o);
    } else {
        size_t e = len, first = len;
        for (;;) { /* words from the end while they are arguments */
            while (e > 0 && S_blank(f[e - 1]))
                e--;
            size_t b = e;
            while (b > 0 && !S_blank(f[b - 1]))
                b--;
            if (b == 0 || b == e || !S_arg(f, b, e, NULL, NULL))
                break;
            first = b;
            e = b;
        }
        if (first == len)
            return;
        for (size_t b = first; b < len;) { /* in the order written */
            size_t e2 = b;
            while (e2 < len && !S_blank(f[e2]))
                e2++;
            S_arg(f, b, e2, bn, &npos);
            for (b = e2; b < len && S_blank(f[b]);)
                b++;
        }
        cut = S_family_end(f, first);
    }
    if (cut == 0) {
        S_unarg(bn, 0);
        return;
    }
    f[cut] = '\0';
}

/* The name's family and arguments as cells of row (see the top of the file). */
static int S_name(pm_trow *c, pm_row *row, const char *name)
{
    pm_benchname bn;
    pm_benchname_split(name, PM_BENCHNAME_GENERIC, &bn);
    char shown[128];
    int rc = 0;
    if (bn.toomany)
        rc = pm_trow_fail(c,
                          "more than " PM_BENCHNAME_MAXARGS_STR " arguments in the benchmark name");
    if (rc == 0 && bn.nargs == 0)
        S_words(&bn);
    for (size_t i = 0; i < bn.nargs && rc == 0; i++) {
        const char *key = bn.args[i].key;
        int clash = 0;
        for (const char *const *r = S_reserved; *r && !clash; r++)
            clash = strcmp(*r, key) == 0;
        for (size_t j = 0; j < i && !clash; j++)
            clash = strcmp(bn.args[j].key, key) == 0;
        if (clash)
            rc = pm_trow_fail(c,
                              "the benchmark name gives the argument '%s' twice, or one named "
                              "like a column the reader fills itself",
                              pm_text_escape(shown, sizeof shown, key));
        else
            rc = pm_trow_text(c, row, key, bn.args[i].value, strlen(bn.args[i].value), PM_CELL_TEXT,
                              PM_HINT_FACTOR, S_why_arg);
    }
    if (rc == 0)
        rc = pm_trow_text(c, row, "benchmark", bn.family, strlen(bn.family), PM_CELL_STRING,
                          PM_HINT_GROUP, S_why_family);
    pm_benchname_free(&bn);
    return rc;
}

/* One benchmark as a row at the current line: mean and sd in ns (sd NAN: none). */
static int S_row(pm_trow *c, const char *name, double mean, double sd, const char *test_case)
{
    pm_row *row = pm_trow_add(c);
    if (row == NULL || S_name(c, row, name) != 0 ||
        pm_trow_num(c, row, "time", mean, PM_HINT_NONE, NULL) != 0 ||
        pm_trow_text(c, row, "time_unit", "ns", 2, PM_CELL_STRING, PM_HINT_NONE, NULL) != 0)
        return -1;
    if (!isnan(sd) && pm_trow_num(c, row, "std_dev", sd, PM_HINT_METRIC, S_why_sd) != 0)
        return -1;
    if (test_case && test_case[0] &&
        pm_trow_text(c, row, "test_case", test_case, strlen(test_case), PM_CELL_STRING,
                     PM_HINT_INFO, S_why_case) != 0)
        return -1;
    return 0;
}

/* ---- XML ---- */

typedef struct S_xml {
    pm_trow c;    /* rows and errors at a line (c.line: the element's) */
    size_t found; /* <BenchmarkResults> seen */
} S_xml;

static int S_is(const xmlNode *n, const char *name)
{
    return n->type == XML_ELEMENT_NODE && xmlStrcmp(n->name, (const xmlChar *)name) == 0;
}

static long S_line(const xmlNode *n)
{
    long l = xmlGetLineNo(n);
    return l > 0 ? l : 0;
}

/* The attribute name of n as a number into *x: 1, 0 when it is absent, -1 when it is no
 * number. */
static int S_attr_num(const xmlNode *n, const char *name, double *x)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
    if (v == NULL)
        return 0;
    int ok = pm_text_number((const char *)v, x);
    xmlFree(v);
    return ok ? 1 : -1;
}

static int S_bench(S_xml *x, const xmlNode *b, const char *test_case)
{
    pm_trow *c = &x->c;
    c->line = S_line(b);
    x->found++;
    for (const xmlNode *q = b->children; q; q = q->next)
        if (S_is(q, "failed")) {
            c->t->excluded++;
            return 0;
        }
    xmlChar *name = xmlGetProp(b, (const xmlChar *)"name");
    const xmlNode *mean = NULL, *sd = NULL;
    for (const xmlNode *q = b->children; q; q = q->next) {
        if (S_is(q, "mean") && mean == NULL)
            mean = q;
        else if (S_is(q, "standardDeviation") && sd == NULL)
            sd = q;
    }
    double m = NAN, s = NAN;
    int rc = 0;
    if (name == NULL || name[0] == '\0' ||
        !pm_text_utf8_valid((const char *)name, strlen((const char *)name)))
        rc = pm_trow_fail(c, "<BenchmarkResults> without a name");
    else if (mean == NULL)
        rc =
            pm_trow_fail(c, "<BenchmarkResults name=\"%.100s\"> has no <mean>", (const char *)name);
    else if ((c->line = S_line(mean), S_attr_num(mean, "value", &m)) != 1 || m < 0)
        rc = pm_trow_fail(c, "<mean value=..> must be a time in ns, 0 or more");
    else if (sd && (c->line = S_line(sd), S_attr_num(sd, "value", &s)) == -1)
        rc = pm_trow_fail(c, "<standardDeviation value=..> must be a number");
    if (rc == 0) {
        c->line = S_line(b);
        rc = S_row(c, (const char *)name, m, s, test_case);
    }
    xmlFree(name);
    return rc;
}

/* Walk the elements below n (a test case's name in scope, NULL outside one). */
static int S_walk(S_xml *x, const xmlNode *n, const char *test_case, int depth)
{
    if (depth > 64) {
        x->c.line = S_line(n);
        return pm_trow_fail(&x->c, "elements nested more than 64 deep");
    }
    int rc = 0;
    for (const xmlNode *q = n->children; q && rc == 0; q = q->next) {
        if (q->type != XML_ELEMENT_NODE)
            continue;
        if (S_is(q, "BenchmarkResults")) {
            rc = S_bench(x, q, test_case);
        } else if (S_is(q, "TestCase")) {
            xmlChar *tc = xmlGetProp(q, (const xmlChar *)"name");
            rc = S_walk(x, q, tc ? (const char *)tc : test_case, depth + 1);
            xmlFree(tc);
        } else {
            rc = S_walk(x, q, test_case, depth + 1);
        }
    }
    return rc;
}

static int S_xml_read(pm_table *t, const pm_input *in, pm_error *err)
{
    xmlNode *root;
    xmlDocPtr doc = pm_xmlin_parse(in->path, in->text, in->len, &root, err);
    if (doc == NULL)
        return -1;
    pm_table_mark mark = pm_table_begin(t);
    S_xml x = {{t, pm_arena_strdup(t->arena, in->path), err, 0, NULL}, 0};
    int rc = 0;
    if (root == NULL || !(S_is(root, "Catch2TestRun") || S_is(root, "Catch"))) {
        rc = pm_error_set(err, PM_ERR_INPUT, in->path, root ? S_line(root) : 1,
                          "not a Catch2 XML report: the root element must be <Catch2TestRun> or "
                          "<Catch>");
    } else {
        rc = S_walk(&x, root, NULL, 0);
        if (rc == 0 && t->nrows == mark.nrows && x.found)
            rc = pm_error_set(err, PM_ERR_INPUT, in->path, S_line(root),
                              "every <BenchmarkResults> failed (%zu left out)",
                              t->excluded - mark.excluded);
        else if (rc == 0 && t->nrows == mark.nrows)
            rc = pm_error_set(err, PM_ERR_INPUT, in->path, S_line(root),
                              "no <BenchmarkResults> (the test cases ran no BENCHMARK)");
    }
    xmlFreeDoc(doc);
    return pm_table_end(t, mark, rc);
}

/* The root element's name is name: after the XML declaration, comments and a DOCTYPE (its
 * internal subset too, up to "]>"; the reader refuses it). */
static int S_xml_root(const char *h, size_t n, const char *name)
{
    size_t i = 0, w = strlen(name);
    for (;;) {
        while (i < n && (S_blank(h[i]) || h[i] == '\r' || h[i] == '\n'))
            i++;
        if (i + 1 >= n || h[i] != '<')
            return 0;
        if (h[i + 1] != '?' && h[i + 1] != '!')
            break;
        size_t gt = i;
        while (gt < n && h[gt] != '>' && h[gt] != '[')
            gt++;
        const char *close = n - i >= 4 && memcmp(h + i, "<!--", 4) == 0 ? "-->"
                            : h[i + 1] == '?'                           ? "?>"
                            : gt < n && h[gt] == '['                    ? "]>"
                                                                        : ">";
        size_t cl = strlen(close);
        while (i + cl <= n && memcmp(h + i, close, cl) != 0)
            i++;
        i += cl;
    }
    i++;
    return n - i > w && memcmp(h + i, name, w) == 0 &&
           (S_blank(h[i + w]) || h[i + w] == '>' || h[i + w] == '/' || h[i + w] == '\r' ||
            h[i + w] == '\n');
}

static int S_xml_detect(const pm_input *in)
{
    return S_xml_root(in->head, in->nhead, "Catch2TestRun") ||
           S_xml_root(in->head, in->nhead, "Catch");
}

const pm_format_ops pm_format_catch2 = {
    "catch2",      "catch2-xml", "Catch2 XML (-r xml) with BENCHMARK results",
    PM_SYNTAX_XML, S_xml_detect, S_xml_read,
    NULL};

/* ---- console ---- */

typedef struct S_con {
    int table;       /* 0: outside a table; 1: in its header, until the rule; 2: in it */
    int no_analysis; /* the table is "samples iterations mean" (--benchmark-no-analysis) */
    int header;      /* outside a table: 1 between the two rules around a test case's name */
    int want_case;   /* the next line is a test case's name */
    char *test_case; /* the test case the table belongs to (malloc'd), NULL */
    char *name;      /* the benchmark being read, its pieces so far (malloc'd), NULL */
    int stage;       /* 0: before its samples line; 1: after it; 2: after its mean line */
    long first;      /* the line of its samples line */
    double mean;     /* its mean, ns */
} S_con;

/* Nanoseconds per unit of the console's durations, 0 for another word. */
static double S_unit_ns(const char *s, size_t n)
{
    if (n == 1 && s[0] == 'm') /* Catch2's minutes */
        return 60e9;
    if (n == 1 && s[0] == 's')
        return 1e9;
    if (n == 2 && s[1] == 's' && (s[0] == 'n' || s[0] == 'u' || s[0] == 'm'))
        return s[0] == 'n' ? 1.0 : s[0] == 'u' ? 1e3 : 1e6;
    if (n == 3 && (unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xB5 && s[2] == 's')
        return 1e3;
    return 0.0;
}

static int S_count(const char *s, size_t n)
{
    if (n == 0 || n > 18)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* The last k blank-separated words of s[0..n): their starts and lengths, and the end of the
 * text before them (trimmed). Returns 0 when the line has fewer. */
static int S_last_words(const char *s, size_t n, size_t k, const char **w, size_t *len,
                        size_t *before)
{
    size_t e = n;
    for (size_t j = k; j-- > 0;) {
        while (e > 0 && S_blank(s[e - 1]))
            e--;
        size_t b = e;
        while (b > 0 && !S_blank(s[b - 1]))
            b--;
        if (b == e)
            return 0;
        w[j] = s + b;
        len[j] = e - b;
        e = b;
    }
    while (e > 0 && S_blank(s[e - 1]))
        e--;
    *before = e;
    return 1;
}

/* A duration "x unit" from two words into *ns: 1, else 0. */
static int S_duration(const char *num, size_t nnum, const char *unit, size_t nunit, double *ns)
{
    double x, f = S_unit_ns(unit, nunit);
    if (f == 0.0 || !S_num(num, nnum, &x))
        return 0;
    *ns = x * f;
    return 1;
}

/* The samples line: "... samples iterations x unit"; *ns the last duration. */
static int S_samples_line(const char *s, size_t n, double *ns, size_t *before)
{
    const char *w[4];
    size_t len[4];
    return S_last_words(s, n, 4, w, len, before) && S_count(w[0], len[0]) &&
           S_count(w[1], len[1]) && S_duration(w[2], len[2], w[3], len[3], ns);
}

/* A line of three durations; *ns the first. */
static int S_values_line(const char *s, size_t n, double *ns, size_t *before)
{
    const char *w[6];
    size_t len[6];
    double y;
    return S_last_words(s, n, 6, w, len, before) && S_duration(w[0], len[0], w[1], len[1], ns) &&
           S_duration(w[2], len[2], w[3], len[3], &y) && S_duration(w[4], len[4], w[5], len[5], &y);
}

/* A line of one character repeated (a rule: ---, ===, ...), 20 or more. */
static int S_rule(const char *s, size_t n, char ch)
{
    if (n < 20)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] != ch)
            return 0;
    return 1;
}

static int S_starts(const char *s, size_t n, const char *word)
{
    size_t w = strlen(word);
    return n >= w && memcmp(s, word, w) == 0;
}

/* Add the n bytes at s (trimmed) to the benchmark's name, a blank between pieces. */
static void S_piece(S_con *x, const char *s, size_t n)
{
    while (n > 0 && S_blank(*s))
        s++, n--;
    while (n > 0 && S_blank(s[n - 1]))
        n--;
    if (n == 0)
        return;
    size_t have = x->name ? strlen(x->name) : 0;
    if (have + n > 4096) { /* no name is this long: text the table holds, not a name */
        free(x->name);
        x->name = NULL;
        have = 0;
        if (n > 4096)
            return;
    }
    x->name = pm_xrealloc(x->name, have + n + 2, 1);
    if (have)
        x->name[have++] = ' ';
    memcpy(x->name + have, s, n);
    x->name[have + n] = '\0';
}

/* Forget the benchmark being read; one left half-read is counted as left out. */
static void S_drop(pm_trow *c, S_con *x)
{
    if (x->stage > 0)
        c->t->excluded++;
    free(x->name);
    x->name = NULL;
    x->stage = 0;
}

/* The benchmark read, as a row at the line of its samples line. */
static int S_emit(pm_trow *c, S_con *x, double sd)
{
    long line = c->line;
    c->line = x->first;
    int rc = x->name ? S_row(c, x->name, x->mean, sd, x->test_case)
                     : pm_trow_fail(c, "a benchmark without a name");
    c->line = line;
    free(x->name);
    x->name = NULL;
    x->stage = 0;
    return rc;
}

static int S_table_line(pm_trow *c, S_con *x, const char *s, size_t n)
{
    double ns;
    size_t before;
    size_t i = 0;
    while (i < n && S_blank(s[i]))
        i++;
    if (i == n) { /* the blank row between benchmarks */
        S_drop(c, x);
        return 0;
    }
    if (S_starts(s + i, n - i, "Benchmark failed (")) { /* after its samples line */
        x->stage = 1;
        S_drop(c, x);
        return 0;
    }
    if (x->stage == 0 && S_samples_line(s, n, &ns, &before)) {
        if (pm_trow_clean(c, s, n) != 0)
            return -1;
        S_piece(x, s, before);
        x->first = c->line;
        if (x->no_analysis) {
            x->mean = ns;
            x->stage = 1;
            return S_emit(c, x, NAN);
        }
        x->stage = 1;
        return 0;
    }
    if (x->stage > 0 && S_values_line(s, n, &ns, &before)) {
        if (pm_trow_clean(c, s, n) != 0)
            return -1;
        S_piece(x, s, before);
        if (x->stage == 1) {
            x->mean = ns;
            x->stage = 2;
            return 0;
        }
        return S_emit(c, x, ns);
    }
    if (x->stage == 0) { /* a piece of a long name, above its samples line (v3) */
        if (pm_trow_clean(c, s, n) != 0)
            return -1;
        S_piece(x, s, n);
    }
    return 0;
}

static int S_con_line(pm_trow *c, const char *s, size_t n)
{
    S_con *x = c->state;
    if (S_rule(s, n, '-') || S_rule(s, n, '=')) {
        if (x->table == 1) { /* the rule under the table's header */
            x->table = 2;
            return 0;
        }
        S_drop(c, x);
        x->table = 0;
        if (s[0] == '-') {
            x->header = !x->header;
            x->want_case = x->header;
            if (x->header) {
                free(x->test_case);
                x->test_case = NULL;
            }
        } else {
            x->header = 0;
        }
        return 0;
    }
    if (x->table == 2)
        return S_table_line(c, x, s, n);
    if (x->table == 1)
        return 0;
    if (S_starts(s, n, "benchmark name")) {
        x->table = 1;
        x->no_analysis = 0;
        for (size_t i = 0; i + 5 <= n; i++)
            if (memcmp(s + i, " mean", 5) == 0)
                x->no_analysis = 1;
        x->header = 0;
        return 0;
    }
    if (x->want_case) {
        size_t e = n;
        while (e > 0 && S_blank(s[e - 1]))
            e--;
        if (pm_trow_clean(c, s, e) != 0)
            return -1;
        x->test_case = pm_xstrndup(s, e);
        x->want_case = 0;
    }
    return 0;
}

static int S_con_done(pm_trow *c)
{
    S_drop(c, c->state);
    return 0;
}

/* The table's header, or Catch2's banner ("... is a Catch2 v3.4.0 host application."). */
static int S_con_detect_line(const char *s, size_t n)
{
    if (S_starts(s, n, "benchmark name")) {
        for (size_t i = 0; i + 7 <= n; i++)
            if (memcmp(s + i, "samples", 7) == 0)
                return 1;
        return 0;
    }
    static const char *const banner[] = {" is a Catch v", " is a Catch2 v"};
    for (size_t b = 0; b < 2; b++) {
        size_t w = strlen(banner[b]);
        for (size_t i = 0; i + w <= n; i++)
            if (memcmp(s + i, banner[b], w) == 0) {
                static const char tail[] = "host application";
                for (size_t k = i + w; k + sizeof tail - 1 <= n; k++)
                    if (memcmp(s + k, tail, sizeof tail - 1) == 0)
                        return 1;
                return 0;
            }
    }
    return 0;
}

static int S_con_detect(const pm_input *in)
{
    return pm_trow_any_line(in->head, in->nhead, S_con_detect_line);
}

static int S_con_read(pm_table *t, const pm_input *in, pm_error *err)
{
    S_con x;
    memset(&x, 0, sizeof x);
    int rc = pm_trow_read(t, in, S_con_line, S_con_done, &x,
                          "no benchmark results (a table after \"benchmark name  samples  "
                          "iterations ...\")",
                          err);
    free(x.name);
    free(x.test_case);
    return rc;
}

const pm_format_ops pm_format_catch2_console = {"catch2-console",
                                                "catch2-text",
                                                "Catch2 console output with BENCHMARK tables",
                                                PM_SYNTAX_TEXT,
                                                S_con_detect,
                                                S_con_read,
                                                NULL};
