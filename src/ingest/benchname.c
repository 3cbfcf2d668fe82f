/* benchname.c - benchmark names into a family and its arguments. */
#include "ingest/benchname.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The end of the part of s that starts at s: the first byte of seps outside <>, () and []
 * (or the NUL). */
static const char *S_part_end(const char *s, const char *seps)
{
    int depth = 0;
    for (; *s; s++) {
        if (*s == '<' || *s == '(' || *s == '[')
            depth++;
        else if ((*s == '>' || *s == ')' || *s == ']') && depth > 0)
            depth--;
        else if (depth == 0 && strchr(seps, *s))
            break;
    }
    return s;
}

/* Run options Google Benchmark writes into a name: not arguments of the workload. */
static int S_gbench_option(const char *key, size_t n)
{
    static const char *const opts[] = {"repeats", "min_time", "min_warmup_time", "iterations"};
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (strlen(opts[i]) == n && memcmp(key, opts[i], n) == 0)
            return 1;
    return 0;
}

static void S_family_add(pm_benchname *b, const char *part, size_t n)
{
    size_t have = strlen(b->family);
    b->family = pm_xrealloc(b->family, have + n + 2, 1);
    if (have > 0)
        b->family[have++] = '/';
    memcpy(b->family + have, part, n);
    b->family[have + n] = '\0';
}

/* A size written with a unit suffix ("1kB", "32K", "1.5MiB", "64B", "10M") as a plain number
 * into out: k, K, M, G, T are powers of 1000 and Ki, Mi, Gi, Ti of 1024, with an optional B
 * (bytes); 0 when text is no such size. An exponent does not depend on the unit, as long as
 * the values of one argument share it. */
static int S_size(const char *text, char *out, size_t size)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || !(v >= 0) || *end == '\0')
        return 0;
    static const struct {
        const char *suffix;
        double scale;
    } units[] = {{"KiB", 1024.0},
                 {"MiB", 1048576.0},
                 {"GiB", 1073741824.0},
                 {"TiB", 1099511627776.0},
                 {"Ki", 1024.0},
                 {"Mi", 1048576.0},
                 {"Gi", 1073741824.0},
                 {"Ti", 1099511627776.0},
                 {"kB", 1e3},
                 {"KB", 1e3},
                 {"MB", 1e6},
                 {"GB", 1e9},
                 {"TB", 1e12},
                 {"k", 1e3},
                 {"K", 1e3},
                 {"M", 1e6},
                 {"G", 1e9},
                 {"T", 1e12},
                 {"B", 1.0}};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        if (strcmp(end, units[i].suffix) == 0) {
            snprintf(out, size, "%.17g", v * units[i].scale);
            return 1;
        }
    return 0;
}

static void S_arg(pm_benchname *b, int *npos, const char *key, size_t nkey, const char *value,
                  size_t nvalue)
{
    pm_benchname_arg *a = &b->args[b->nargs++];
    if (key) {
        a->key = pm_xstrndup(key, nkey);
    } else {
        char k[16];
        snprintf(k, sizeof k, "arg%d", (*npos)++);
        a->key = pm_xstrdup(k);
    }
    a->value = pm_xstrndup(value, nvalue);
    char num[64];
    if (S_size(a->value, num, sizeof num)) {
        free(a->value);
        a->value = pm_xstrdup(num);
    }
}

/* One part (n bytes at p) after the first: an argument or a piece of the family. */
static void S_part(pm_benchname *b, pm_benchname_style style, const char *p, size_t n, int *npos)
{
    char *text = pm_xstrndup(p, n), num[64];
    double x;
    /* key=value (go, generic) or key:value (Google Benchmark, generic); "::" is C++ */
    const char *eq = style == PM_BENCHNAME_GO       ? strchr(text, '=')
                     : style == PM_BENCHNAME_GBENCH ? strchr(text, ':')
                                                    : text + strcspn(text, "=:");
    if (eq && *eq == ':' && (eq[1] == ':' || (eq > text && eq[-1] == ':')))
        eq = NULL;
    if (eq && *eq == '\0')
        eq = NULL;
    if (style == PM_BENCHNAME_GBENCH &&
        (strcmp(text, "real_time") == 0 || strcmp(text, "manual_time") == 0 ||
         strcmp(text, "process_time") == 0)) {
        /* how the time was measured: not an argument */
    } else if (eq && eq > text) {
        size_t nkey = (size_t)(eq - text);
        /* go: "fasta:args=25000" is the program fasta's argument args (tinybench): the label
           before the last ':' of a key belongs to the family */
        const char *colon = NULL;
        for (const char *k = text; style == PM_BENCHNAME_GO && k < eq; k++)
            if (*k == ':')
                colon = k;
        if (colon && colon > text && colon + 1 < eq) {
            S_family_add(b, text, (size_t)(colon - text));
            nkey = (size_t)(eq - colon - 1);
            memmove(text, colon + 1, strlen(colon + 1) + 1);
            eq = text + nkey;
        }
        if (!(style == PM_BENCHNAME_GBENCH && S_gbench_option(text, nkey))) {
            if (b->nargs < PM_BENCHNAME_MAXARGS)
                S_arg(b, npos, text, nkey, eq + 1, strlen(eq + 1));
            else
                b->toomany = 1;
        }
    } else if (pm_text_number(text, &x) || S_size(text, num, sizeof num)) {
        if (b->nargs < PM_BENCHNAME_MAXARGS)
            S_arg(b, npos, NULL, 0, text, strlen(text));
        else
            b->toomany = 1;
    } else {
        S_family_add(b, text, strlen(text));
    }
    free(text);
}

/* A generic name's trailing "[...]" or "(...)" of its first part (n bytes at p): its
 * arguments, separated by '-' or ','. Its labels (parts that are no argument) stay in the
 * family, in brackets: "test_sort[1000-quick]" is family "test_sort[quick]" with arg0 1000. */
static void S_first_part(pm_benchname *b, const char *p, size_t n, int *npos)
{
    const char *o = NULL;
    if (n >= 3 && (p[n - 1] == ']' || p[n - 1] == ')'))
        o = memchr(p, p[n - 1] == ']' ? '[' : '(', n);
    if (o == NULL || o == p) {
        S_family_add(b, p, n);
        return;
    }
    pm_benchname labels = {0};
    labels.family = pm_xstrdup("");
    const char *in = o + 1, *end = p + n - 1;
    while (in < end) {
        const char *e = in;
        /* a '-' right after the start or a separator is a minus sign */
        while (e < end && *e != ',' && !(*e == '-' && e > in))
            e++;
        const char *s = in;
        while (s < e && *s == ' ')
            s++;
        if (e > s) {
            size_t before = labels.nargs;
            S_part(&labels, PM_BENCHNAME_GENERIC, s, (size_t)(e - s), npos);
            for (size_t i = before; i < labels.nargs; i++) /* arguments move to b */
                if (b->nargs < PM_BENCHNAME_MAXARGS) {
                    b->args[b->nargs++] = labels.args[i];
                    labels.args[i].key = labels.args[i].value = NULL;
                } else {
                    b->toomany = 1;
                }
        }
        in = e < end ? e + 1 : end;
    }
    b->toomany |= labels.toomany;
    char *family = pm_xstrndup(p, (size_t)(o - p));
    if (labels.family[0]) { /* the labels joined by '/': written back with '-' */
        for (char *q = labels.family; *q; q++)
            *q = *q == '/' ? '-' : *q;
        size_t len = strlen(family);
        family = pm_xrealloc(family, len + strlen(labels.family) + 3, 1);
        sprintf(family + len, "%c%s%c", *o, labels.family, p[n - 1]);
    }
    S_family_add(b, family, strlen(family));
    free(family);
    pm_benchname_free(&labels);
}

void pm_benchname_split(const char *name, pm_benchname_style style, pm_benchname *out)
{
    memset(out, 0, sizeof *out);
    out->family = pm_xstrdup("");
    int npos = 0;
    size_t len = strlen(name);
    /* go: a trailing -N is GOMAXPROCS */
    const char *procs = NULL;
    if (style == PM_BENCHNAME_GO) {
        const char *d = strrchr(name, '-');
        if (d && d[1] && strspn(d + 1, "0123456789") == strlen(d + 1) && d > name) {
            procs = d + 1;
            len = (size_t)(d - name);
        }
    }
    const char *p = name, *end = name + len;
    int first = 1;
    while (p < end) {
        const char *e = S_part_end(p, "/");
        if (e > end)
            e = end;
        size_t n = (size_t)(e - p);
        if (first) {
            if (style == PM_BENCHNAME_GENERIC)
                S_first_part(out, p, n, &npos);
            else
                S_family_add(out, p, n);
            first = 0;
        } else if (n > 0) {
            S_part(out, style, p, n, &npos);
        }
        p = e < end ? e + 1 : end;
    }
    if (procs && out->nargs < PM_BENCHNAME_MAXARGS) {
        pm_benchname_arg *a = &out->args[out->nargs++];
        a->key = pm_xstrdup("procs");
        a->value = pm_xstrdup(procs);
    }
}

void pm_benchname_free(pm_benchname *b)
{
    if (b == NULL)
        return;
    for (size_t i = 0; i < b->nargs; i++) {
        free(b->args[i].key);
        free(b->args[i].value);
    }
    free(b->family);
    memset(b, 0, sizeof *b);
}
