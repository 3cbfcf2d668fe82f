/* real_runner.c - real benchmark outputs from public repositories, read with no options.
 *
 * Run as: real_runner PMREPORT DIR. DIR (tests/data/real/) holds the files and EXPECTED, one
 * line per check, tab-separated (blank lines and # comments aside):
 *
 *   FILE  exit=N  [groups=N] [times=N] [factor=NAME]... [notparam=NAME]...
 *         [q=GROUP|FACTOR|LO|HI]... [has=TEXT]
 *       pmreport --no-machine -o OUT DIR/FILE (no role or fit option) exits N; with 0,
 *       model.json has N fitted groups and N groups compared by their times, each
 *       factor=NAME is an extrinsic parameter, no notparam=NAME is a parameter at all (a
 *       counter, a repetition index), GROUP's exponent of FACTOR lies in [LO, HI], and what
 *       it printed contains TEXT. FILE may be in a subdirectory of DIR ("mpa/x.txt").
 *   gate  BASE  CAND  exit=N  [has=TEXT] [lacks=TEXT]
 *       pmreport on BASE, then on CAND with --baseline (the first run's directory), both with
 *       no other option: the second exits N, its stdout contains TEXT (has) and does not
 *       contain TEXT (lacks). CAND is a file, or
 *       scale(X,FILE): FILE with every time multiplied by X, or sizes(X,FILE): FILE (Google
 *       Benchmark) with each time multiplied by (n / n_min)^X, n the first argument of its
 *       benchmark and n_min the family's smallest, or top(X,K,FILE): FILE (Google Benchmark)
 *       with the times of each family's K largest first arguments multiplied by X. A FILE
 *       that is a CSV table takes the same forms with the time column and the size column
 *       named: scale(X,TIME,FILE), top(X,K,SIZE,TIME,FILE) (K largest sizes of each value of
 *       the other text columns together).
 *
 * Every file in DIR and its subdirectories but EXPECTED, README.md and SOURCES*.md must
 * appear in a FILE line, so a file added to the corpus is checked. The expectations come from the
 * files themselves and the benchmarked code (SOURCES*.md says which code gives which complexity),
 * not from pmreport's output. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ingest/benchname.h"
#include "testutil.h"

#include <dirent.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *S_binary;
static const char *S_dir;

enum { S_MAXF = 24 };

typedef struct S_check {
    char *line;           /* the EXPECTED line, for messages (owned) */
    int gate;             /* 1: a gate line */
    char *file, *cand;    /* the input (FILE line, or BASE), and CAND */
    int exit;             /* expected exit status */
    long groups, times;   /* expected counts, -1: not checked */
    char *factor[S_MAXF]; /* must be extrinsic */
    size_t nfactor;
    char *notparam[S_MAXF]; /* must be no parameter */
    size_t nnot;
    char *q[S_MAXF]; /* GROUP|FACTOR|LO|HI */
    size_t nq;
    char *has;   /* a piece of stdout */
    char *lacks; /* gate: text stdout must not contain */
} S_check;

/* Run pmreport on input into dir (with --baseline base when not NULL): its exit status, and
 * its stdout into *out (malloc'd) when out is not NULL (else it runs with -q). */
static int S_run(const char *input, const char *dir, const char *base, char **out)
{
    char *tmp = pm_test_tmpdir();
    char so[4096], se[4096];
    snprintf(so, sizeof so, "%s/stdout", tmp);
    snprintf(se, sizeof se, "%s/stderr", tmp);
    char *argv[10];
    int a = 0;
    argv[a++] = (char *)S_binary;
    argv[a++] = "--no-machine";
    argv[a++] = "-o";
    argv[a++] = (char *)dir;
    if (base) {
        argv[a++] = "--baseline";
        argv[a++] = (char *)base;
    }
    if (out == NULL)
        argv[a++] = "-q";
    argv[a++] = (char *)input;
    argv[a] = NULL;
    int status = pm_test_run(argv, so, se);
    char *err = pm_test_read(se);
    if (err && err[0])
        print_message("%s: stderr: %s", input, err);
    free(err);
    if (out)
        *out = pm_test_read(so);
    pm_test_rmtree(tmp);
    free(tmp);
    return status;
}

static json_t *S_model(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/model.json", dir);
    json_error_t e;
    json_t *m = json_load_file(path, 0, &e);
    if (m == NULL)
        fail_msg("%s: %s", path, e.text);
    return m;
}

/* The role of parameter name in model m, or NULL when it is none. */
static const char *S_role(json_t *m, const char *name)
{
    size_t i;
    json_t *p;
    json_array_foreach(json_object_get(m, "parameters"), i, p)
    {
        if (strcmp(json_string_value(json_object_get(p, "name")), name) == 0)
            return json_string_value(json_object_get(p, "role"));
    }
    return NULL;
}

static void S_check_q(json_t *m, const char *spec, const char *file)
{
    char *copy = strdup(spec), *save = NULL;
    char *group = strtok_r(copy, "|", &save), *factor = strtok_r(NULL, "|", &save);
    char *lo = strtok_r(NULL, "|", &save), *hi = strtok_r(NULL, "|", &save);
    if (!group || !factor || !lo || !hi)
        fail_msg("%s: bad q= check: %s", file, spec);
    size_t i;
    json_t *g;
    json_array_foreach(json_object_get(m, "groups"), i, g)
    {
        if (strcmp(json_string_value(json_object_get(g, "name")), group) != 0)
            continue;
        json_t *q =
            json_object_get(json_object_get(json_object_get(g, "exponents"), factor), "value");
        if (!json_is_number(q))
            fail_msg("%s: group '%s' has no exponent of '%s'", file, group, factor);
        double v = json_number_value(q);
        if (!(v >= atof(lo) && v <= atof(hi)))
            fail_msg("%s: group '%s': q of %s = %g, expected in [%s, %s]", file, group, factor, v,
                     lo, hi);
        free(copy);
        return;
    }
    fail_msg("%s: no fitted group '%s'", file, group);
}

static void test_file(void **state)
{
    const S_check *c = *state;
    char *tmp = pm_test_tmpdir(), out[2048], in[4096];
    snprintf(out, sizeof out, "%s/out", tmp);
    snprintf(in, sizeof in, "%s/%s", S_dir, c->file);
    char *text = NULL;
    int status = S_run(in, out, NULL, c->has ? &text : NULL);
    if (status != c->exit)
        fail_msg("%s: exit %d, expected %d", c->file, status, c->exit);
    if (c->has && (text == NULL || strstr(text, c->has) == NULL))
        fail_msg("%s: printed no '%s':\n%s", c->file, c->has, text ? text : "");
    free(text);
    if (status == 0) {
        json_t *m = S_model(out);
        size_t ng = json_array_size(json_object_get(m, "groups"));
        size_t nt = json_array_size(json_object_get(m, "times"));
        if (c->groups >= 0 && ng != (size_t)c->groups)
            fail_msg("%s: %zu fitted groups, expected %ld", c->file, ng, c->groups);
        if (c->times >= 0 && nt != (size_t)c->times)
            fail_msg("%s: %zu groups compared by their times, expected %ld", c->file, nt, c->times);
        for (size_t i = 0; i < c->nfactor; i++) {
            const char *r = S_role(m, c->factor[i]);
            if (r == NULL || strcmp(r, "extrinsic") != 0)
                fail_msg("%s: '%s' is %s, expected a scaling factor (extrinsic)", c->file,
                         c->factor[i], r ? r : "no parameter");
        }
        for (size_t i = 0; i < c->nnot; i++)
            if (S_role(m, c->notparam[i]))
                fail_msg("%s: '%s' is a parameter (%s), expected none", c->file, c->notparam[i],
                         S_role(m, c->notparam[i]));
        for (size_t i = 0; i < c->nq; i++)
            S_check_q(m, c->q[i], c->file);
        json_decref(m);
    }
    pm_test_rmtree(tmp);
    free(tmp);
}

/* ---- gate candidates made from a real file ---- */

/* Multiply the number at key of object o by f (when it is a number). */
static void S_mul(json_t *o, const char *key, double f)
{
    json_t *v = json_object_get(o, key);
    if (json_is_number(v))
        json_object_set_new(o, key, json_real(json_number_value(v) * f));
}

/* The first argument of a Google Benchmark name, NAN when it has none. */
static double S_first_arg(const char *name, char **family)
{
    pm_benchname b;
    pm_benchname_split(name, PM_BENCHNAME_GBENCH, &b);
    double v = b.nargs ? atof(b.args[0].value) : NAN;
    *family = strdup(b.family);
    pm_benchname_free(&b);
    return v;
}

/* Every time of report root multiplied by scale, and (sizes_exp not 0, Google Benchmark) by
 * (n / n_min)^sizes_exp. */
static void S_transform(json_t *root, double scale, double sizes_exp)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t i;
    json_t *b;
    json_array_foreach(list, i, b)
    {
        double f = scale;
        const char *name = json_string_value(json_object_get(b, "run_name"));
        if (name == NULL)
            name = json_string_value(json_object_get(b, "name"));
        if (sizes_exp != 0 && name) {
            char *family;
            double n = S_first_arg(name, &family), nmin = INFINITY;
            size_t k;
            json_t *o;
            json_array_foreach(list, k, o)
            {
                const char *on = json_string_value(json_object_get(o, "run_name"));
                if (on == NULL)
                    on = json_string_value(json_object_get(o, "name"));
                char *of;
                double x = on ? S_first_arg(on, &of) : NAN;
                if (on && strcmp(of, family) == 0 && x > 0 && x < nmin)
                    nmin = x;
                if (on)
                    free(of);
            }
            if (n > 0 && isfinite(nmin))
                f *= pow(n / nmin, sizes_exp);
            free(family);
        }
        /* Google Benchmark's times; pytest-benchmark's statistics and rounds */
        S_mul(b, "real_time", f);
        S_mul(b, "cpu_time", f);
        json_t *st = json_object_get(b, "stats");
        static const char *const keys[] = {"min", "max", "mean",   "median",  "q1",
                                           "q3",  "iqr", "stddev", "ld15iqr", "hd15iqr"};
        for (size_t k = 0; st && k < sizeof keys / sizeof keys[0]; k++)
            S_mul(st, keys[k], f);
        json_t *data = json_object_get(st, "data");
        for (size_t k = 0; k < json_array_size(data); k++)
            if (json_is_number(json_array_get(data, k)))
                json_array_set_new(data, k,
                                   json_real(json_number_value(json_array_get(data, k)) * f));
    }
}

/* Each family's K largest first arguments of report root: their times multiplied by x. */
static void S_top_json(json_t *root, double x, long K)
{
    json_t *list = json_object_get(root, "benchmarks");
    size_t n = json_array_size(list), i;
    char **fam = calloc(n + 1, sizeof *fam);
    double *arg = calloc(n + 1, sizeof *arg);
    json_t *b;
    json_array_foreach(list, i, b)
    {
        const char *name = json_string_value(json_object_get(b, "run_name"));
        if (name == NULL)
            name = json_string_value(json_object_get(b, "name"));
        arg[i] = name ? S_first_arg(name, &fam[i]) : NAN;
    }
    json_array_foreach(list, i, b)
    {
        long larger = 0; /* the family's distinct arguments above this one */
        for (size_t k = 0; k < n && isfinite(arg[i]); k++) {
            int first = 1; /* arg[k] not seen before among the family's larger ones */
            for (size_t j = 0; j < k && first; j++)
                first = !(fam[j] && strcmp(fam[j], fam[i]) == 0 && arg[j] == arg[k]);
            larger += first && fam[k] && strcmp(fam[k], fam[i]) == 0 && arg[k] > arg[i];
        }
        if (isfinite(arg[i]) && larger < K) {
            S_mul(b, "real_time", x);
            S_mul(b, "cpu_time", x);
        }
    }
    for (size_t k = 0; k < n; k++)
        free(fam[k]);
    free(fam);
    free(arg);
}

/* A CSV table (no quoting) as rows of cells. */
typedef struct S_csv {
    size_t nrows, ncols;
    char ***cell; /* cell[r][c]; row 0 the header */
} S_csv;

static void S_csv_read(const char *path, S_csv *t)
{
    memset(t, 0, sizeof *t);
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        fail_msg("cannot read %s", path);
    char line[8192];
    while (fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0')
            continue;
        t->cell = realloc(t->cell, (t->nrows + 1) * sizeof *t->cell);
        char **row = calloc(64, sizeof *row);
        size_t c = 0;
        for (char *p = line, *q; c < 64; p = q + 1) {
            q = strchr(p, ',');
            if (q)
                *q = '\0';
            row[c++] = strdup(p);
            if (q == NULL)
                break;
        }
        if (t->nrows == 0)
            t->ncols = c;
        else if (c != t->ncols)
            fail_msg("%s: a row of %zu cells under a header of %zu", path, c, t->ncols);
        t->cell[t->nrows++] = row;
    }
    fclose(fp);
}

static size_t S_csv_col(const S_csv *t, const char *name)
{
    for (size_t c = 0; c < t->ncols; c++)
        if (strcmp(t->cell[0][c], name) == 0)
            return c;
    fail_msg("no column %s", name);
    return 0;
}

/* Rows r and k in the same series: the same cells but for columns a and b. */
static int S_csv_same(const S_csv *t, size_t r, size_t k, size_t a, size_t b)
{
    for (size_t c = 0; c < t->ncols; c++)
        if (c != a && c != b && strcmp(t->cell[r][c], t->cell[k][c]) != 0)
            return 0;
    return 1;
}

/* Column tcol's times multiplied by x: every row (K < 0), or those among the K largest values
 * of column scol in their series; written to out. */
static void S_csv_scale(S_csv *t, double x, long K, size_t scol, size_t tcol, const char *out)
{
    for (size_t r = 1; r < t->nrows; r++) {
        long larger = 0;
        for (size_t k = 1; K >= 0 && k < t->nrows; k++)
            larger +=
                S_csv_same(t, r, k, scol, tcol) && atof(t->cell[k][scol]) > atof(t->cell[r][scol]);
        if (K >= 0 && larger >= K)
            continue;
        char v[64];
        snprintf(v, sizeof v, "%.17g", atof(t->cell[r][tcol]) * x);
        free(t->cell[r][tcol]);
        t->cell[r][tcol] = strdup(v);
    }
    FILE *fp = fopen(out, "w");
    if (fp == NULL)
        fail_msg("cannot write %s", out);
    for (size_t r = 0; r < t->nrows; r++) {
        for (size_t c = 0; c < t->ncols; c++) {
            fprintf(fp, "%s%s", c ? "," : "", t->cell[r][c]);
            free(t->cell[r][c]);
        }
        fputc('\n', fp);
        free(t->cell[r]);
    }
    free(t->cell);
    fclose(fp);
}

/* A CSV candidate: scale(X,TIME,FILE) or top(X,K,SIZE,TIME,FILE) into tmp; NULL when spec is
 * neither. */
static char *S_candidate_csv(const char *spec, const char *tmp)
{
    char a[256], b[256], file[1024], path[4096], out[4096];
    double x;
    long K = -1;
    int scale = sscanf(spec, "scale(%lf,%255[^,],%1023[^)])", &x, a, file) == 3;
    int top =
        !scale && sscanf(spec, "top(%lf,%ld,%255[^,],%255[^,],%1023[^)])", &x, &K, b, a, file) == 5;
    if (!scale && !top)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", S_dir, file);
    snprintf(out, sizeof out, "%s/candidate.csv", tmp);
    S_csv t;
    S_csv_read(path, &t);
    size_t tcol = S_csv_col(&t, a), scol = top ? S_csv_col(&t, b) : tcol;
    S_csv_scale(&t, x, top ? K : -1, scol, tcol, out);
    return strdup(out);
}

/* The candidate input of a gate line, written into tmp when it is made from a file. */
static char *S_candidate(const char *spec, const char *tmp)
{
    char path[4096];
    double x;
    long K;
    char file[1024];
    char *csv = S_candidate_csv(spec, tmp);
    if (csv)
        return csv;
    if (sscanf(spec, "top(%lf,%ld,%1023[^)])", &x, &K, file) == 3) {
        snprintf(path, sizeof path, "%s/%s", S_dir, file);
        json_error_t e;
        json_t *root = json_load_file(path, 0, &e);
        if (root == NULL)
            fail_msg("%s: %s", path, e.text);
        S_top_json(root, x, K);
        snprintf(path, sizeof path, "%s/candidate.json", tmp);
        if (json_dump_file(root, path, JSON_INDENT(1)) != 0)
            fail_msg("cannot write %s", path);
        json_decref(root);
        return strdup(path);
    }
    int sizes = strncmp(spec, "sizes(", 6) == 0;
    if ((strncmp(spec, "scale(", 6) == 0 || sizes) &&
        sscanf(spec + 6, "%lf,%1023[^)])", &x, file) == 2) {
        snprintf(path, sizeof path, "%s/%s", S_dir, file);
        json_error_t e;
        json_t *root = json_load_file(path, 0, &e);
        if (root == NULL)
            fail_msg("%s: %s", path, e.text);
        S_transform(root, sizes ? 1.0 : x, sizes ? x : 0.0);
        snprintf(path, sizeof path, "%s/candidate.json", tmp);
        if (json_dump_file(root, path, JSON_INDENT(1)) != 0)
            fail_msg("cannot write %s", path);
        json_decref(root);
        return strdup(path);
    }
    snprintf(path, sizeof path, "%s/%s", S_dir, spec);
    return strdup(path);
}

static void test_gate(void **state)
{
    const S_check *c = *state;
    char *tmp = pm_test_tmpdir(), base[2048], cand[2048], in[4096];
    snprintf(base, sizeof base, "%s/base", tmp);
    snprintf(cand, sizeof cand, "%s/cand", tmp);
    snprintf(in, sizeof in, "%s/%s", S_dir, c->file);
    if (S_run(in, base, NULL, NULL) != 0)
        fail_msg("%s: the baseline's run failed", c->file);
    char *input = S_candidate(c->cand, tmp), *text = NULL;
    int status = S_run(input, cand, base, &text);
    if (c->lacks && text && strstr(text, c->lacks))
        fail_msg("gate %s -> %s: stdout must not contain %s\n%s", c->file, c->cand, c->lacks, text);
    if (status != c->exit || (c->has && (text == NULL || strstr(text, c->has) == NULL)))
        fail_msg("gate %s -> %s: exit %d (expected %d)%s%s\n%s", c->file, c->cand, status, c->exit,
                 c->has ? ", stdout must contain " : "", c->has ? c->has : "", text ? text : "");
    free(text);
    free(input);
    pm_test_rmtree(tmp);
    free(tmp);
}

/* ---- EXPECTED ---- */

static int S_parse(char *line, S_check *c)
{
    memset(c, 0, sizeof *c);
    c->line = strdup(line);
    c->groups = c->times = -1;
    c->exit = -1;
    char *save = NULL;
    char *f = strtok_r(line, "\t", &save);
    if (f == NULL)
        return -1;
    if (strcmp(f, "gate") == 0) {
        c->gate = 1;
        f = strtok_r(NULL, "\t", &save);
        char *cand = strtok_r(NULL, "\t", &save);
        if (f == NULL || cand == NULL)
            return -1;
        c->cand = strdup(cand);
    }
    c->file = strdup(f);
    for (char *kv = strtok_r(NULL, "\t", &save); kv; kv = strtok_r(NULL, "\t", &save)) {
        if (strncmp(kv, "exit=", 5) == 0)
            c->exit = atoi(kv + 5);
        else if (strncmp(kv, "groups=", 7) == 0)
            c->groups = atol(kv + 7);
        else if (strncmp(kv, "times=", 6) == 0)
            c->times = atol(kv + 6);
        else if (strncmp(kv, "factor=", 7) == 0 && c->nfactor < S_MAXF)
            c->factor[c->nfactor++] = strdup(kv + 7);
        else if (strncmp(kv, "notparam=", 9) == 0 && c->nnot < S_MAXF)
            c->notparam[c->nnot++] = strdup(kv + 9);
        else if (strncmp(kv, "q=", 2) == 0 && c->nq < S_MAXF)
            c->q[c->nq++] = strdup(kv + 2);
        else if (strncmp(kv, "has=", 4) == 0)
            c->has = strdup(kv + 4);
        else if (strncmp(kv, "lacks=", 6) == 0)
            c->lacks = strdup(kv + 6);
        else
            return -1;
    }
    return c->exit < 0 ? -1 : 0;
}

static void S_free(S_check *c)
{
    free(c->line);
    free(c->file);
    free(c->cand);
    free(c->has);
    free(c->lacks);
    for (size_t i = 0; i < c->nfactor; i++)
        free(c->factor[i]);
    for (size_t i = 0; i < c->nnot; i++)
        free(c->notparam[i]);
    for (size_t i = 0; i < c->nq; i++)
        free(c->q[i]);
}

/* 1 when a file under DIR/sub (recursively) has no FILE line among checks[0..n), each such
 * file named on stderr. */
static int S_unlisted(const char *sub, const S_check *checks, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s%s%s", S_dir, sub[0] ? "/" : "", sub);
    DIR *d = opendir(path);
    struct dirent *e;
    int bad = 0;
    while (d && (e = readdir(d)) != NULL) {
        const char *nm = e->d_name;
        if (nm[0] == '.' || strcmp(nm, "EXPECTED") == 0 || strcmp(nm, "README.md") == 0 ||
            strncmp(nm, "SOURCES", 7) == 0)
            continue;
        char rel[2048];
        snprintf(rel, sizeof rel, "%s%s%s", sub, sub[0] ? "/" : "", nm);
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", S_dir, rel);
        DIR *child = opendir(full);
        if (child) {
            closedir(child);
            bad |= S_unlisted(rel, checks, n);
            continue;
        }
        int found = 0;
        for (size_t i = 0; i < n && !found; i++)
            found = !checks[i].gate && strcmp(checks[i].file, rel) == 0;
        if (!found) {
            fprintf(stderr, "real_runner: %s has no line in EXPECTED\n", rel);
            bad = 1;
        }
    }
    if (d)
        closedir(d);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: real_runner PMREPORT DIR\n");
        return 2;
    }
    S_binary = argv[1];
    S_dir = argv[2];
    char path[4096];
    snprintf(path, sizeof path, "%s/EXPECTED", S_dir);
    FILE *fp = fopen(path, "r");
    if (fp == NULL) {
        fprintf(stderr, "real_runner: cannot open %s\n", path);
        return 2;
    }
    S_check *checks = NULL;
    size_t n = 0;
    char line[4096];
    int bad = 0;
    while (fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        checks = realloc(checks, (n + 1) * sizeof *checks);
        if (S_parse(line, &checks[n]) != 0) {
            fprintf(stderr, "real_runner: EXPECTED: bad line: %s\n", checks[n].line);
            bad = 1;
        }
        n++;
    }
    fclose(fp);
    /* every file of the corpus is checked */
    bad |= S_unlisted("", checks, n);
    if (bad)
        return 1;
    struct CMUnitTest *tests = calloc(n + 1, sizeof *tests);
    for (size_t i = 0; i < n; i++) {
        tests[i].name = checks[i].line;
        tests[i].test_func = checks[i].gate ? test_gate : test_file;
        tests[i].initial_state = &checks[i];
    }
    int rc = _cmocka_run_group_tests("real benchmark outputs", tests, n, NULL, NULL);
    for (size_t i = 0; i < n; i++)
        S_free(&checks[i]);
    free(checks);
    free(tests);
    return rc;
}
