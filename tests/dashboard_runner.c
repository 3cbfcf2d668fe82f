/* dashboard_runner.c - `pmreport history dashboard` (src/history/dashboard.c,
 * src/render/dashboard.c) through the real binary, on a history recorded by the binary:
 * 22 runs of branch main, each a campaign of two groups with two scaling factors (gpus,
 * batch_size) and a group without any (startup), recorded with --record --branch main --commit
 * SHA at SOURCE_DATE_EPOCH an hour apart. Run 15 makes eager's gpus exponent worse (-0.9 to
 * -0.5), run 8 doubles startup's time; every other run is the same code, with 3% noise.
 *
 * Run as: dashboard_runner PMREPORT CASE, CASE one of
 *   sqlite    the page lists every run newest first with its commit; exactly runs 15 (eager,
 *             gpus) and 8 (startup, by its times) are regressions, in the regressions table,
 *             the runs table and the figure; every point's href is the --link template's
 *             (all four placeholders), commits link with --commit-url; same bytes twice;
 *             another file in DIR is left alone; --limit 8 shows 8 runs, the oldest of them (run
 * 15) still compared with the run before it postgres  the same history recorded into PostgreSQL
 * (run under tests/history/pg_cluster.sh, PM_TEST_PG_URL) gives the page the SQLite history gives,
 * byte for byte; 77 (skipped) without a server usage     bad usage and bad input: one line, exit 2,
 * and the page in DIR as it was empty     a branch with no runs: exit 0 and a page that says so
 *   escaping  group names, a branch, a commit and a release name holding markup reach the page
 *             as text (no element, no attribute of theirs), and links percent-encoded
 *   unreadable  a run whose model.json cannot be read (a newer schema) keeps its row with the
 *             reason, and the next run is compared with the one before it
 *   browser   headless Chromium opens DIR/index.html, a report copied into each
 *             runs/<commit12>/: every run is in the DOM, every link resolves (a file beside the
 *             page, or an element of it), nothing on the console; 77 without chromium
 * and, not a test, `dashboard_runner PMREPORT example DIR`: the example history's dashboard
 * into DIR, reports beside it (scripts/dashboard-screenshot.sh photographs it for the docs). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <libxml/HTMLparser.h>
#include <libxml/xpath.h>
#include <math.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *S_binary;

enum { S_RUNS = 22, S_REGRESSED = 15, S_SLOWER = 8 }; /* runs counted from 1, oldest first */

/* The groups' names in the campaign: two with scaling factors, one without. */
typedef struct S_names {
    const char *g[3];
} S_names;

static const S_names S_plain = {{"eager", "graph", "startup"}};

/* ---- the campaigns ---- */

static uint64_t S_next(uint64_t *s)
{
    /* splitmix64 */
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static double S_normal(uint64_t *s)
{
    double u = ((double)(S_next(s) >> 11) + 0.5) / 9007199254740992.0;
    double v = ((double)(S_next(s) >> 11) + 0.5) / 9007199254740992.0;
    return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

/* Run i's commit: 40 hex digits made from i. */
static void S_commit(int i, char out[41])
{
    uint64_t s = UINT64_C(0x5151) * (uint64_t)i;
    unsigned long long a = S_next(&s), b = S_next(&s), c = S_next(&s);
    snprintf(out, 41, "%016llx%016llx%08llx", a, b, c >> 32);
}

/* A CSV field: quoted, quotes doubled. */
static void S_field(FILE *fp, const char *s)
{
    fputc('"', fp);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', fp);
        fputc(*s, fp);
    }
    fputc('"', fp);
}

/* Run i's campaign as dir/run-I.csv; returns its path (malloc'd). */
static char *S_campaign(const char *dir, int i, const S_names *nm)
{
    static const int gpus[] = {1, 2, 4, 8, 16}, batch[] = {16, 32, 64, 128}, filt[] = {8, 16, 32};
    char path[4200];
    snprintf(path, sizeof path, "%s/run-%d.csv", dir, i);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs("framework,gpus,batch_size,filters,time_ms\n", fp);
    uint64_t st = (uint64_t)i * 7919;
    for (int f = 0; f < 2; f++)
        for (int g = 0; g < 5; g++)
            for (int b = 0; b < 4; b++)
                for (int k = 0; k < 3; k++) {
                    double q = f == 0 && i == S_REGRESSED ? -0.5 : -0.9;
                    double t =
                        (f ? 1.5 : 2.0) * pow(filt[k], 0.5) * pow(gpus[g], q) * pow(batch[b], 0.8) +
                        3.0;
                    for (int rep = 0; rep < 3; rep++) {
                        S_field(fp, nm->g[f]);
                        fprintf(fp, ",%d,%d,%d,%.6g\n", gpus[g], batch[b], filt[k],
                                t * exp(0.03 * S_normal(&st)));
                    }
                }
    for (int rep = 0; rep < 3; rep++) {
        S_field(fp, nm->g[2]);
        fprintf(fp, ",1,16,8,%.6g\n", (i == S_SLOWER ? 100.0 : 50.0) * exp(0.03 * S_normal(&st)));
    }
    assert_int_equal(fclose(fp), 0);
    return strdup(path);
}

/* ---- running pmreport ---- */

typedef struct S_res {
    int status;
    char *out, *err; /* stdout and stderr (malloc'd) */
} S_res;

static S_res S_run(const char *dir, char **argv)
{
    char o[4200], e[4200];
    snprintf(o, sizeof o, "%s/stdout", dir);
    snprintf(e, sizeof e, "%s/stderr", dir);
    S_res r;
    r.status = pm_test_run(argv, o, e);
    r.out = pm_test_read(o);
    r.err = pm_test_read(e);
    assert_non_null(r.out);
    assert_non_null(r.err);
    return r;
}

static void S_res_free(S_res *r)
{
    free(r->out);
    free(r->err);
}

/* Record runs 1..n of the campaign into db (a file or a URL) for branch, commit[i] run i's
 * (commit[0] unused); with reports, each run's report into reports/runs/<commit12>/. */
static void S_history(const char *dir, const char *db, const char *branch, int n, const S_names *nm,
                      char commit[][41], const char *reports)
{
    unsetenv("GITHUB_ACTIONS");
    for (int i = 1; i <= n; i++) {
        char *csv = S_campaign(dir, i, nm), epoch[32], out[4200];
        if (commit[i][0] == '\0')
            S_commit(i, commit[i]);
        snprintf(epoch, sizeof epoch, "%d", 1700000000 + 3600 * i);
        setenv("SOURCE_DATE_EPOCH", epoch, 1);
        if (reports)
            snprintf(out, sizeof out, "%s/runs/%.12s", reports, commit[i]);
        else
            snprintf(out, sizeof out, "%s/report", dir);
        char *argv[] = {(char *)S_binary,
                        "-q",
                        "--plots",
                        "none",
                        "--baselines",
                        "none",
                        "--record",
                        "--db",
                        (char *)db,
                        "--project",
                        "dashtest",
                        "--branch",
                        (char *)branch,
                        "--commit",
                        commit[i],
                        "-o",
                        out,
                        csv,
                        NULL};
        S_res r = S_run(dir, argv);
        if (r.status != 0)
            fail_msg("recording run %d exited %d: %s", i, r.status, r.err);
        S_res_free(&r);
        free(csv);
    }
    unsetenv("SOURCE_DATE_EPOCH");
}

/* `pmreport history --db DB --project dashtest dashboard ARGS... DIR` (args NULL-terminated). */
static S_res S_dashboard(const char *dir, const char *db, const char *out, ...)
{
    char *argv[32] = {(char *)S_binary, "history",  "--db",     (char *)db,
                      "--project",      "dashtest", "dashboard"};
    size_t n = 7;
    va_list ap;
    va_start(ap, out);
    for (const char *a = va_arg(ap, const char *); a && n < 30; a = va_arg(ap, const char *))
        argv[n++] = (char *)a;
    va_end(ap);
    argv[n++] = (char *)out;
    argv[n] = NULL;
    return S_run(dir, argv);
}

/* ---- reading the page ---- */

static htmlDocPtr S_html(const char *path)
{
    htmlDocPtr d =
        htmlReadFile(path, "UTF-8", HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    if (d == NULL)
        fail_msg("%s does not parse as HTML", path);
    return d;
}

/* The number of nodes expr selects in doc. */
static size_t S_count(htmlDocPtr doc, const char *expr)
{
    xmlXPathContextPtr c = xmlXPathNewContext(doc);
    xmlXPathObjectPtr o = xmlXPathEvalExpression((const xmlChar *)expr, c);
    if (o == NULL)
        fail_msg("bad XPath %s", expr);
    size_t n = o->nodesetval ? (size_t)o->nodesetval->nodeNr : 0;
    xmlXPathFreeObject(o);
    xmlXPathFreeContext(c);
    return n;
}

/* The string value of expr (printf-formatted) in doc, into out. */
static const char *S_str(htmlDocPtr doc, char *out, size_t size, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static const char *S_str(htmlDocPtr doc, char *out, size_t size, const char *fmt, ...)
{
    char expr[1000];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(expr, sizeof expr, fmt, ap);
    va_end(ap);
    char full[1100];
    snprintf(full, sizeof full, "string(%s)", expr);
    xmlXPathContextPtr c = xmlXPathNewContext(doc);
    xmlXPathObjectPtr o = xmlXPathEvalExpression((const xmlChar *)full, c);
    if (o == NULL)
        fail_msg("bad XPath %s", full);
    snprintf(out, size, "%s", o->stringval ? (const char *)o->stringval : "");
    xmlXPathFreeObject(o);
    xmlXPathFreeContext(c);
    return out;
}

/* The link of run i (1-based) for the template used below: r/{branch}/{commit}/{id}-{commit12}. */
static void S_link(char *out, size_t size, char commit[][41], int i, int id)
{
    snprintf(out, size, "r/main/%s/%d-%.12s.html", commit[i], id, commit[i]);
}

/* The page shows runs first..S_RUNS: the runs table newest first with each commit, exactly runs
 * S_REGRESSED (eager, gpus) and S_SLOWER (startup, by its times) as regressions where shown
 * (first <= S_REGRESSED). */
static void S_check_runs(htmlDocPtr doc, char commit[][41], int first)
{
    char v[4200], want[64];
    size_t n = (size_t)(S_RUNS - first + 1);
    assert_int_equal(S_count(doc, "//section[@id='runs']//tbody/tr"), n);
    for (size_t k = 1; k <= n; k++) {
        int i = S_RUNS + 1 - (int)k;
        S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[%zu]/td[3]/*/@title", k);
        assert_string_equal(v, commit[i]);
        S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[%zu]/td[1]", k);
        snprintf(want, sizeof want, "%.7s", commit[i]);
        assert_string_equal(v, want);
        S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[%zu]/@class", k);
        int bad = i == S_REGRESSED || i == S_SLOWER;
        assert_string_equal(v, bad ? "regression" : "");
    }
    size_t nreg = (size_t)(first <= S_REGRESSED) + (size_t)(first <= S_SLOWER);
    assert_int_equal(S_count(doc, "//section[@id='regressions']//tbody/tr"), nreg);
    const char *row = "//section[@id='regressions']//tbody/tr";
    if (nreg == 2) {
        snprintf(want, sizeof want, "%.7s", commit[S_SLOWER]);
        assert_string_equal(S_str(doc, v, sizeof v, "%s[1]/td[1]", row), want);
        assert_string_equal(S_str(doc, v, sizeof v, "%s[1]/td[4]", row), "startup");
        assert_string_equal(S_str(doc, v, sizeof v, "%s[1]/td[5]", row), "(times)");
    }
    if (nreg == 0)
        return;
    snprintf(want, sizeof want, "%.7s", commit[S_REGRESSED]);
    assert_string_equal(S_str(doc, v, sizeof v, "%s[%zu]/td[1]", row, nreg), want);
    assert_string_equal(S_str(doc, v, sizeof v, "%s[%zu]/td[4]", row, nreg), "eager");
    assert_string_equal(S_str(doc, v, sizeof v, "%s[%zu]/td[5]", row, nreg), "gpus");
}

/* Every point of every figure links to one of runs first..S_RUNS as the template says; the
 * eager gpus figure has one point per run, in order, and only run S_REGRESSED marked. */
static void S_check_links(htmlDocPtr doc, char commit[][41], int first)
{
    char v[4200], want[4200];
    size_t all = S_count(doc, "//a[@class='pt']");
    assert_true(all >=
                8 * (size_t)(S_RUNS - first)); /* 7 figures, a point per run; speed: 1 less */
    for (size_t k = 1; k <= all; k++) {
        S_str(doc, v, sizeof v, "(//a[@class='pt'])[%zu]/@href", k);
        int ok = 0;
        for (int i = first; i <= S_RUNS && !ok; i++) {
            S_link(want, sizeof want, commit, i, i);
            ok = strcmp(v, want) == 0;
        }
        if (!ok)
            fail_msg("point %zu links to %s, no run's link", k, v);
    }
    const char *fig = "//figure[@id='fig-g1-1']";
    assert_string_equal(S_str(doc, v, sizeof v, "%s//svg/title", fig),
                        "eager: exponent of gpus over the runs of main");
    assert_int_equal(S_count(doc, "//figure[@id='fig-g1-1']//a[@class='pt']"), S_RUNS - first + 1);
    for (int i = first; i <= S_RUNS; i++) {
        S_link(want, sizeof want, commit, i, i);
        S_str(doc, v, sizeof v, "%s//a[@class='pt'][%d]/@href", fig, i - first + 1);
        assert_string_equal(v, want);
        S_str(doc, v, sizeof v, "%s//a[@class='pt'][%d]/title", fig, i - first + 1);
        assert_int_equal(strstr(v, "regressed against the run before") != NULL, i == S_REGRESSED);
    }
}

/* The names in dir (sorted, one a line) into out. */
static void S_ls(const char *dir, char *out, size_t size)
{
    char cmd[4400], path[4200];
    int n = snprintf(path, sizeof path, "%s/.ls", dir);
    assert_true(n > 0 && (size_t)n < sizeof path);
    n = snprintf(cmd, sizeof cmd, "ls -A '%s' | grep -v '^.ls$' >'%s'", dir, path);
    assert_true(n > 0 && (size_t)n < sizeof cmd);
    assert_int_equal(system(cmd), 0);
    char *t = pm_test_read(path);
    snprintf(out, size, "%s", t ? t : "");
    free(t);
    unlink(path);
}

/* ---- the cases ---- */

static void test_sqlite(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4200], out[4200], page[4300], v[4200];
    char commit[S_RUNS + 1][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(out, sizeof out, "%s/site/dash", dir);
    S_history(dir, db, "main", S_RUNS, &S_plain, commit, NULL);
    char site[4200];
    snprintf(site, sizeof site, "%s/site", dir);
    assert_int_equal(mkdir(site, 0777), 0);
    assert_int_equal(mkdir(out, 0777), 0);
    free(pm_test_write(out, "keep.txt", "not the dashboard's\n"));
    S_res r = S_dashboard(dir, db, out, "--link", "r/{branch}/{commit}/{id}-{commit12}.html",
                          "--commit-url", "https://example.invalid/c/{commit}", NULL);
    if (r.status != 0)
        fail_msg("dashboard exited %d: %s", r.status, r.err);
    assert_non_null(strstr(r.out, "dashboard: 22 runs of main (2 regressions)"));
    S_res_free(&r);
    snprintf(page, sizeof page, "%s/index.html", out);
    char *first = pm_test_read(page);
    assert_non_null(first);
    htmlDocPtr doc = S_html(page);
    S_check_runs(doc, commit, 1);
    S_check_links(doc, commit, 1);
    char want[200];
    snprintf(want, sizeof want, "https://example.invalid/c/%s", commit[S_RUNS]);
    S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[1]/td[3]/a/@href");
    assert_string_equal(v, want);
    S_str(doc, v, sizeof v, "//header/p");
    assert_non_null(strstr(v, "Branch main: 22 runs recorded, from "));
    /* the oldest run has nothing to compare with: its speed is unknown, the others' known */
    assert_string_equal(S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[22]/td[6]"),
                        "\xe2\x80\x93");
    assert_string_not_equal(S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[21]/td[6]"),
                            "\xe2\x80\x93");
    xmlFreeDoc(doc);
    /* the same history, the same bytes; the other file in DIR untouched, nothing left over */
    r = S_dashboard(dir, db, out, "--link", "r/{branch}/{commit}/{id}-{commit12}.html",
                    "--commit-url", "https://example.invalid/c/{commit}", NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    snprintf(page, sizeof page, "%s/index.html", out);
    char *second = pm_test_read(page);
    assert_string_equal(first, second);
    free(first);
    free(second);
    S_ls(out, v, sizeof v);
    assert_string_equal(v, "index.html\nkeep.txt\n");
    /* the newest 8: the oldest of them (the regressed run) still compared with its
       predecessor, which is not shown */
    r = S_dashboard(dir, db, out, "--limit", "8", "--link",
                    "r/{branch}/{commit}/{id}-{commit12}.html", NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    doc = S_html(page);
    S_check_runs(doc, commit, S_REGRESSED);
    S_check_links(doc, commit, S_REGRESSED);
    assert_non_null(
        strstr(S_str(doc, v, sizeof v, "//header/p"), "22 runs recorded, the newest 8 shown"));
    assert_string_not_equal(S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[8]/td[6]"),
                            "\xe2\x80\x93");
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

static void test_postgres(void **state)
{
    (void)state;
    const char *url = getenv("PM_TEST_PG_URL"); /* (main checked it) */
    char *dir = pm_test_tmpdir(), db[4200], a[4200], b[4200];
    char commit[S_RUNS + 1][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    S_history(dir, db, "main", S_RUNS, &S_plain, commit, NULL);
    S_history(dir, url, "main", S_RUNS, &S_plain, commit, NULL);
    snprintf(a, sizeof a, "%s/sqlite", dir);
    snprintf(b, sizeof b, "%s/pg", dir);
    const char *link = "r/{branch}/{commit}/{id}-{commit12}.html";
    S_res r = S_dashboard(dir, db, a, "--link", link, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    r = S_dashboard(dir, url, b, "--link", link, NULL);
    if (r.status != 0)
        fail_msg("dashboard from PostgreSQL exited %d: %s", r.status, r.err);
    assert_non_null(strstr(r.out, "dashboard: 22 runs of main (2 regressions)"));
    S_res_free(&r);
    snprintf(a, sizeof a, "%s/sqlite/index.html", dir);
    snprintf(b, sizeof b, "%s/pg/index.html", dir);
    char *ta = pm_test_read(a), *tb = pm_test_read(b);
    assert_non_null(ta);
    assert_non_null(tb);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
    htmlDocPtr doc = S_html(b);
    S_check_runs(doc, commit, 1);
    S_check_links(doc, commit, 1);
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

/* One line on stderr holding what, exit 2, and the page in out unchanged ("old"). */
static void S_refused(const char *dir, const char *out, S_res r, const char *what)
{
    if (r.status != 2 || strstr(r.err, what) == NULL)
        fail_msg("expected exit 2 and \"%s\", got %d: %s", what, r.status, r.err);
    char *nl = strchr(r.err, '\n');
    assert_true(nl != NULL && nl[1] == '\0');
    assert_string_equal(r.out, "");
    S_res_free(&r);
    char page[4300], v[4200];
    snprintf(page, sizeof page, "%s/index.html", out);
    char *t = pm_test_read(page);
    assert_non_null(t);
    assert_string_equal(t, "old\n");
    free(t);
    S_ls(out, v, sizeof v);
    assert_string_equal(v, "index.html\n");
    (void)dir;
}

static void test_usage(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4200], out[4200], rel[4200], none[4200];
    char commit[3][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(none, sizeof none, "%s/none.db", dir);
    S_history(dir, db, "main", 2, &S_plain, commit, NULL);
    snprintf(out, sizeof out, "%s/dash", dir);
    mkdir(out, 0777);
    free(pm_test_write(out, "index.html", "old\n"));
    char *argv[] = {(char *)S_binary, "history", "--db", db, "dashboard", NULL};
    S_refused(dir, out, S_run(dir, argv), "history: dashboard takes one DIR");
    S_refused(dir, out, S_dashboard(dir, db, out, "other", NULL),
              "history: dashboard takes one DIR");
    S_refused(dir, out, S_dashboard(dir, db, out, "--link", "x/{sha}", NULL),
              "history: --link: unknown placeholder at \"{sha}\"");
    S_refused(dir, out, S_dashboard(dir, db, out, "--commit-url", "c/{commit", NULL),
              "history: --commit-url: unknown placeholder");
    S_refused(dir, out, S_dashboard(dir, db, out, "--link", "", NULL), "--link needs a template");
    S_refused(dir, out, S_dashboard(dir, db, out, "--limit", "x", NULL), "--limit");
    S_refused(dir, out, S_dashboard(dir, none, out, NULL), "none.db");
    snprintf(rel, sizeof rel, "%s/releases", dir);
    free(pm_test_write(dir, "releases", "v1 ../v1/index.html\n\nv2\n"));
    S_refused(dir, out, S_dashboard(dir, db, out, "--releases", rel, NULL),
              "releases:3: expected \"NAME URL\"");
    free(pm_test_write(dir, "releases", "v1 javascript:alert(1)\n"));
    S_refused(dir, out, S_dashboard(dir, db, out, "--releases", rel, NULL),
              "releases:1: the URL must be a relative path or start with http: or https:");
    S_refused(dir, out, S_dashboard(dir, db, out, "--releases", none, NULL),
              "none.db: cannot read");
    /* a failure at the last step (index.html is a directory): nothing half-written is left */
    char blocked[4200], v[4300];
    snprintf(blocked, sizeof blocked, "%s/blocked", dir);
    mkdir(blocked, 0777);
    snprintf(v, sizeof v, "%s/index.html", blocked);
    mkdir(v, 0777);
    S_res r = S_dashboard(dir, db, blocked, NULL);
    assert_int_equal(r.status, 2);
    assert_non_null(strstr(r.err, "index.html: cannot write"));
    S_res_free(&r);
    S_ls(blocked, v, sizeof v);
    assert_string_equal(v, "index.html\n");
    pm_test_rmtree(dir);
    free(dir);
}

static void test_empty(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4200], out[4200], page[4300], v[4200];
    char commit[3][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(out, sizeof out, "%s/new/dash", dir);
    S_history(dir, db, "main", 2, &S_plain, commit, NULL);
    S_res r = S_dashboard(dir, db, out, "--branch", "release-1", NULL);
    if (r.status != 0)
        fail_msg("exit %d: %s", r.status, r.err);
    assert_non_null(strstr(r.out, "dashboard: no runs of release-1 recorded in "));
    S_res_free(&r);
    snprintf(page, sizeof page, "%s/index.html", out);
    htmlDocPtr doc = S_html(page);
    S_str(doc, v, sizeof v, "//p[@id='no-runs']");
    assert_non_null(strstr(v, "No runs are recorded for branch release-1 of project dashtest"));
    assert_int_equal(S_count(doc, "//svg"), 0);
    assert_int_equal(S_count(doc, "//section[@id='runs']"), 0);
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

/* A run whose model.json this pmreport cannot read keeps its row with the reason; the next
 * run is compared with the last readable one before it. */
static void test_unreadable(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4200], out[4200], page[4300], v[4200];
    char commit[4][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(out, sizeof out, "%s/dash", dir);
    S_history(dir, db, "main", 3, &S_plain, commit, NULL);
    sqlite3 *h = NULL;
    assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, "UPDATE runs SET model_json = '{\"schema\": 99}' WHERE id = 2",
                                  NULL, NULL, NULL),
                     SQLITE_OK);
    sqlite3_close(h);
    S_res r = S_dashboard(dir, db, out, NULL);
    if (r.status != 0)
        fail_msg("exit %d: %s", r.status, r.err);
    S_res_free(&r);
    snprintf(page, sizeof page, "%s/index.html", out);
    htmlDocPtr doc = S_html(page);
    assert_int_equal(S_count(doc, "//section[@id='runs']//tbody/tr"), 3);
    S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[2]/td[8]");
    assert_non_null(strstr(v, "model.json unreadable: "));
    assert_non_null(strstr(v, "99"));
    /* run 3 against run 1: its speed is known (the one point of the speed figure), its tooltip
       names run 1's commit */
    assert_string_not_equal(S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[1]/td[6]"),
                            "\xe2\x80\x93");
    char want[64];
    snprintf(want, sizeof want, "against %.7s", commit[1]);
    assert_non_null(strstr(
        S_str(doc, v, sizeof v, "//figure[@id='fig-speed']//a[@class='pt'][1]/title"), want));
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

/* No element or attribute in the page that the names could have made. */
static void S_check_inert(htmlDocPtr doc)
{
    assert_int_equal(S_count(doc, "//script | //img | //iframe | //b | //i"), 0);
    assert_int_equal(S_count(doc, "//@*[starts-with(name(), 'on')]"), 0);
}

static void test_escaping(void **state)
{
    (void)state;
    static const S_names evil = {
        {"<script>alert(1)</script>", "a&b \"q\" 'x' <i>\nline 2", "<b>t</b>"}};
    char *dir = pm_test_tmpdir(), db[4200], out[4200], page[4300], v[4200], rel[4200];
    char commit[4][41];
    memset(commit, 0, sizeof commit);
    strcpy(commit[3], "\"><img src=x onerror=alert(1)>");
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(out, sizeof out, "%s/dash", dir);
    const char *branch = "feat/<b>&\"x\"";
    S_history(dir, db, branch, 3, &evil, commit, NULL);
    snprintf(rel, sizeof rel, "%s/releases", dir);
    free(pm_test_write(dir, "releases", "<b>v1</b>&amp; v1/index.html?a=1&b=\"2\"\n"));
    S_res r = S_dashboard(dir, db, out, "--branch", branch, "--releases", rel, "--link",
                          "{branch}/{commit}.html", NULL);
    if (r.status != 0)
        fail_msg("exit %d: %s", r.status, r.err);
    S_res_free(&r);
    snprintf(page, sizeof page, "%s/index.html", out);
    htmlDocPtr doc = S_html(page);
    S_check_inert(doc);
    assert_string_equal(S_str(doc, v, sizeof v, "//section[@id='group-1']/h2"), evil.g[0]);
    /* (the line break reaches the data as pmreport names it: a visible "\\n") */
    S_str(doc, v, sizeof v, "//section[@id='group-2']/h2");
    assert_true(strncmp(v, "a&b \"q\" 'x' <i>", 15) == 0 && strstr(v, "line 2") != NULL);
    assert_int_equal(S_count(doc, "//section[@id='times']"), 1);
    assert_string_equal(S_str(doc, v, sizeof v, "//section[@id='releases']//li/a"),
                        "<b>v1</b>&amp;");
    assert_string_equal(S_str(doc, v, sizeof v, "//section[@id='releases']//li/a/@href"),
                        "v1/index.html?a=1&b=%222%22"); /* (libxml2 escapes a link's quotes) */
    /* the hostile commit's link: percent-encoded, so it stays one relative path */
    S_str(doc, v, sizeof v, "//section[@id='runs']//tbody/tr[1]/td[4]/a/@href");
    assert_string_equal(
        v, "feat/%3Cb%3E%26%22x%22/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.html");
    S_str(doc, v, sizeof v, "//header/p");
    assert_non_null(strstr(v, "Branch feat/<b>&\"x\": 3 runs recorded"));
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

/* Every link of the DOM dump resolves: "#id" to an element of it, a path to a file under
 * dir; no other kind of link. */
static void S_check_resolves(htmlDocPtr doc, const char *dir)
{
    size_t n = S_count(doc, "//@href");
    assert_true(n > 0);
    for (size_t k = 1; k <= n; k++) {
        char v[4200], path[8500];
        S_str(doc, v, sizeof v, "(//@href)[%zu]", k);
        if (v[0] == '#') {
            char expr[4300];
            snprintf(expr, sizeof expr, "//*[@id='%s']", v + 1);
            if (S_count(doc, expr) != 1)
                fail_msg("link %s names no element", v);
            continue;
        }
        if (strstr(v, "://") || v[0] == '/')
            fail_msg("link %s leaves the site", v);
        v[strcspn(v, "#?")] = '\0';
        snprintf(path, sizeof path, "%s/%s", dir, v);
        if (!pm_test_exists(path))
            fail_msg("link %s: no file %s", v, path);
    }
}

static void test_browser(void **state)
{
    (void)state;
    char *dir = pm_test_tmpdir(), db[4200], out[4200], rel[4200], v[4200];
    char commit[S_RUNS + 1][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    snprintf(out, sizeof out, "%s/site", dir);
    S_history(dir, db, "main", S_RUNS, &S_plain, commit, out);
    snprintf(rel, sizeof rel, "%s/releases", dir);
    snprintf(v, sizeof v, "# published releases\nv0.1 runs/%.12s/index.html\n", commit[3]);
    free(pm_test_write(dir, "releases", v));
    S_res r = S_dashboard(dir, db, out, "--releases", rel, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    char url[4300], profile[4300], dom[4300], log[4300];
    snprintf(url, sizeof url, "file://%s/index.html", out);
    snprintf(profile, sizeof profile, "--user-data-dir=%s/profile", dir);
    snprintf(dom, sizeof dom, "%s/dom.html", dir);
    snprintf(log, sizeof log, "%s/chromium.log", dir);
    char *argv[] = {"/usr/bin/chromium",
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    profile,
                    "--host-resolver-rules=MAP * ~NOTFOUND",
                    "--enable-logging=stderr",
                    "--v=0",
                    "--dump-dom",
                    url,
                    NULL};
    assert_int_equal(pm_test_run(argv, dom, log), 0);
    char *logt = pm_test_read(log);
    if (logt && strstr(logt, "CONSOLE"))
        fail_msg("the page wrote to the browser's console:\n%s", logt);
    free(logt);
    htmlDocPtr doc = S_html(dom);
    assert_int_equal(S_count(doc, "//section[@id='runs']//tbody/tr"), S_RUNS);
    for (int i = 1; i <= S_RUNS; i++) {
        char expr[300];
        snprintf(expr, sizeof expr, "//section[@id='runs']//tr[td[3]/*/@title='%s']", commit[i]);
        if (S_count(doc, expr) != 1)
            fail_msg("run %d (%s) is not in the page the browser shows", i, commit[i]);
    }
    assert_int_equal(S_count(doc, "//figure[@id='fig-g1-1']//svg//a[@class='pt']"), S_RUNS);
    S_check_resolves(doc, out);
    xmlFreeDoc(doc);
    pm_test_rmtree(dir);
    free(dir);
}

/* The example dashboard into out (kept), the runs' reports beside it. */
static int S_example(const char *out)
{
    char *dir = pm_test_tmpdir(), db[4200];
    char commit[S_RUNS + 1][41];
    memset(commit, 0, sizeof commit);
    snprintf(db, sizeof db, "%s/h.db", dir);
    S_history(dir, db, "main", S_RUNS, &S_plain, commit, out);
    S_res r = S_dashboard(dir, db, out, "--commit-url",
                          "https://github.com/OWNER/REPO/commit/{commit}", NULL);
    int status = r.status;
    fputs(r.out, stdout);
    fputs(r.err, stderr);
    S_res_free(&r);
    pm_test_rmtree(dir);
    free(dir);
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: dashboard_runner PMREPORT CASE | example DIR\n");
        return 2;
    }
    S_binary = argv[1];
    if (strcmp(argv[2], "example") == 0 && argc == 4)
        return S_example(argv[3]);
    const char *url = getenv("PM_TEST_PG_URL");
    if (strcmp(argv[2], "postgres") == 0 && (url == NULL || url[0] == '\0')) {
        fprintf(stderr, "dashboard_runner: skipped: no PM_TEST_PG_URL (run it under "
                        "tests/history/pg_cluster.sh)\n");
        return 77;
    }
    if (strcmp(argv[2], "browser") == 0 && access("/usr/bin/chromium", X_OK) != 0) {
        fprintf(stderr, "dashboard_runner: skipped: no /usr/bin/chromium\n");
        return 77;
    }
    const struct CMUnitTest all[] = {
        cmocka_unit_test(test_sqlite),     cmocka_unit_test(test_postgres),
        cmocka_unit_test(test_usage),      cmocka_unit_test(test_empty),
        cmocka_unit_test(test_escaping),   cmocka_unit_test(test_browser),
        cmocka_unit_test(test_unreadable),
    };
    int rc = pm_test_run_case(all, sizeof all / sizeof *all, argv[2], argv[0]);
    return rc;
}
