/* gate_runner.c - the gate end to end through the real binary, on campaigns generated here with
 * known exponents.
 *
 *   gate_runner PMREPORT CASE
 *
 * The data: two frameworks (eager, graph), gpus 1..16, batch_size 16..128,
 * filters 8..32, three repetitions each, time
 *     t = a * filters^0.5 * gpus^q * batch_size^0.8 + 3   (ms)
 * with 3% lognormal noise from a seeded generator (S_gen), so every run sees
 * the same bytes. The baseline has q = -0.9 for gpus (seed 1).
 *
 * Cases:
 *   regression      gpus worsened to -0.7: exit 1, the annotations, the step
 *                   summary and outputs on GitHub Actions
 *   same_truth      the same truth with fresh noise: exit 0, PASS
 *   machine_speed   every time x2 and x0.5 with fresh noise: exit 0, and the
 *                   report and summary say the machine-speed factor moved by ~2x
 *   machine         model.json records the machine; a model.json or report
 *                   directory baseline from another core count is named as
 *                   such; --no-machine leaves the machine out
 *   missing_group   a framework missing: inconclusive, exit 0 (1 with --strict)
 *   refs            --baseline as model.json, report directory, branch, commit
 *                   prefix; a branch with nothing recorded is verdict none (exit 0,
 *                   1 with --strict); a missing path is exit 2 with one line, nothing written
 *   github_env      GITHUB_HEAD_REF / GITHUB_REF_NAME / GITHUB_SHA name what --record stores
 *   concurrent      four processes recording into one new database at once:
 *                   every run is stored
 *   history         `pmreport history BRANCH` lists the runs newest first, --limit
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "history/store.h"
#include "testutil.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *S_binary, *S_case;
static char *S_dir; /* scratch directory of the case */

/* ---- the campaign generator ---- */

static uint64_t S_next(uint64_t *s)
{
    /* splitmix64 */
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static double S_uniform(uint64_t *s)
{
    return ((double)(S_next(s) >> 11) + 0.5) / 9007199254740992.0;
}

static double S_normal(uint64_t *s)
{
    double u = S_uniform(s), v = S_uniform(s);
    return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

/* Write the campaign as S_dir/name (CSV) and return its path (malloc'd). */
static char *S_gen(const char *name, double q_gpus, uint64_t seed, double scale, int only_eager)
{
    static const char *const fw[] = {"eager", "graph"};
    static const double a[] = {2.0, 1.5};
    static const int gpus[] = {1, 2, 4, 8, 16}, batch[] = {16, 32, 64, 128}, filt[] = {8, 16, 32};
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", S_dir, name);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs("framework,gpus,batch_size,filters,time_ms\n", fp);
    uint64_t st = seed;
    for (int f = 0; f < (only_eager ? 1 : 2); f++)
        for (int g = 0; g < 5; g++)
            for (int b = 0; b < 4; b++)
                for (int k = 0; k < 3; k++) {
                    double t =
                        a[f] * pow(filt[k], 0.5) * pow(gpus[g], q_gpus) * pow(batch[b], 0.8) + 3.0;
                    for (int rep = 0; rep < 3; rep++)
                        fprintf(fp, "%s,%d,%d,%d,%.6g\n", fw[f], gpus[g], batch[b], filt[k],
                                scale * t * exp(0.03 * S_normal(&st)));
                }
    assert_int_equal(fclose(fp), 0);
    return strdup(path);
}

/* ---- running pmreport ---- */

typedef struct S_res {
    int status;
    char *out, *err; /* stdout and stderr (malloc'd) */
} S_res;

/* Run pmreport with the NULL-terminated arguments (after the binary). A fit
 * runs with --plots none: the gate needs no figures, and Pango's font setup
 * leaks inside fontconfig, which LeakSanitizer would report. */
static S_res S_run(const char *first, ...)
{
    char *argv[64];
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    if (strcmp(first, "history") != 0) {
        argv[n++] = (char *)"--plots";
        argv[n++] = (char *)"none";
    }
    va_list ap;
    va_start(ap, first);
    for (const char *a = first; a && n < 63; a = va_arg(ap, const char *))
        argv[n++] = (char *)a;
    va_end(ap);
    argv[n] = NULL;
    char o[4200], e[4200];
    snprintf(o, sizeof o, "%s/stdout", S_dir);
    snprintf(e, sizeof e, "%s/stderr", S_dir);
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

/* S_dir/rel in a static buffer, one of 4 used in turn: good for the arguments
 * of one call, not for keeping (strdup it). */
static const char *S_path(const char *rel)
{
    static char buf[4][4200];
    static int i;
    i = (i + 1) % 4;
    snprintf(buf[i], sizeof buf[i], "%s/%s", S_dir, rel);
    return buf[i];
}

static char *S_file(const char *rel)
{
    char *t = pm_test_read(S_path(rel));
    if (t == NULL)
        fail_msg("missing file %s", rel);
    return t;
}

#define assert_has(hay, needle)                                                                    \
    do {                                                                                           \
        if (strstr((hay), (needle)) == NULL)                                                       \
            fail_msg("expected '%s' in (its end):\n%s", (needle),                                  \
                     strlen(hay) > 700 ? (hay) + strlen(hay) - 700 : (hay));                       \
    } while (0)

/* Clear the CI environment so a case sets only what it tests (and a CI runner's
 * own variables do not leak into the run). */
static void S_clean_env(void)
{
    static const char *const vars[] = {"GITHUB_ACTIONS",  "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT",
                                       "GITHUB_HEAD_REF", "GITHUB_REF_NAME",     "GITHUB_SHA"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        unsetenv(vars[i]);
    setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
}

/* Record the baseline (q = -0.9, seed 1) as branch main, commit c0ffee11... */
static char *S_record_baseline(void)
{
    char *base = S_gen("base.csv", -0.9, 1, 1.0, 0);
    S_res r =
        S_run("-q", "-o", S_path("base"), "--record", "--db", S_path("h/history.db"), "--branch",
              "main", "--commit", "c0ffee1100000000000000000000000000000000", base, NULL);
    if (r.status != 0)
        fail_msg("recording the baseline: exit %d: %s", r.status, r.err);
    S_res_free(&r);
    return base;
}

/* ---- cases ---- */

static void test_regression(void **state)
{
    (void)state;
    free(S_record_baseline());
    char *cand = S_gen("worse.csv", -0.7, 2, 1.0, 0);
    free(pm_test_write(S_dir, "summary.txt", "earlier step\n"));
    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_STEP_SUMMARY", S_path("summary.txt"), 1);
    setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
    S_res r = S_run("-q", "-o", S_path("cand"), "--db", S_path("h/history.db"), "--baseline",
                    "main", cand, NULL);
    assert_int_equal(r.status, 1);
    /* one error annotation per framework's gpus exponent, none for batch_size */
    assert_has(r.out, "::error title=Scaling regression%3A eager / gpus::eager gpus: q rose by");
    assert_has(r.out, "::error title=Scaling regression%3A graph / gpus::");
    assert_null(strstr(r.out, "batch_size::"));
    char *summary = S_file("summary.txt");
    assert_has(summary, "earlier step\n## pmreport");
    assert_has(summary, "**Gate: REGRESSION**");
    char *outputs = S_file("output.txt");
    /* the multi-line form, so no value can add an output (github_runner injection) */
    assert_has(outputs, "verdict<<ghadelimiter_");
    assert_has(outputs, "\nregression\nghadelimiter_");
    assert_has(outputs, "report<<ghadelimiter_");
    /* the report says so on top, with the MDC */
    char *html = S_file("cand/index.html");
    assert_has(html, "<div class=\"verdict regression\"><strong>Regression.</strong>");
    assert_has(html, "<th>MDC</th>");
    char *md = S_file("cand/summary.md");
    /* the row of eager's gpus exponent: baseline near the truth -0.9, this run near -0.7,
       the threshold, an MDC that could see a change of 0.2, the verdict */
    const char *row = strstr(md, "| eager | gpus | ");
    assert_non_null(row);
    double qb, qc, own, delta, thr, mdc;
    char verdict[32];
    assert_int_equal(sscanf(row,
                            "| eager | gpus | %lf | %lf (own fit %lf) | %lf | %lf | %lf | %31s |",
                            &qb, &qc, &own, &delta, &thr, &mdc, verdict),
                     7);
    assert_true(fabs(qb + 0.9) < 0.03 && fabs(qc + 0.7) < 0.03 && fabs(own + 0.7) < 0.03);
    /* paired: this run's q is the baseline's plus the change (to the digits shown) */
    assert_true(fabs(qb + delta - qc) < 0.002);
    /* the same configurations in both runs: the change is read pair by pair, near the
       truth's 0.2 */
    assert_true(fabs(delta - 0.2) < 0.03);
    assert_has(row, "(paired, 60 matched configurations)");
    assert_true(thr == 0.05 && mdc > thr && mdc < 0.2);
    assert_string_equal(verdict, "REGRESSION");
    free(summary);
    free(outputs);
    free(html);
    free(md);
    S_res_free(&r);
    free(cand);
}

static void test_same_truth(void **state)
{
    (void)state;
    free(S_record_baseline());
    char *cand = S_gen("same.csv", -0.9, 3, 1.0, 0);
    S_res r = S_run("-o", S_path("cand"), "--db", S_path("h/history.db"), "--baseline", "main",
                    cand, NULL);
    if (r.status != 0)
        fail_msg("exit %d:\n%s%s", r.status, r.out, r.err);
    assert_has(r.out, "gate against main c0ffee110000 (run 1 in");
    assert_has(r.out, ": pass (4 pass, 0 regression, 0 inconclusive)");
    char *md = S_file("cand/summary.md");
    assert_has(md, "**Gate: PASS**");
    assert_has(md, "about the same machine speed");
    free(md);
    S_res_free(&r);
    free(cand);
}

/* The factor in "this run's times are Xx the baseline's" of text, or NAN. */
static double S_speed(const char *text)
{
    const char *key = "this run's times are ";
    const char *p = strstr(text, key);
    return p ? strtod(p + strlen(key), NULL) : NAN;
}

static void test_machine_speed(void **state)
{
    (void)state;
    free(S_record_baseline());
    static const double scale[] = {2.0, 0.5};
    for (int i = 0; i < 2; i++) {
        char name[32], out[32];
        snprintf(name, sizeof name, "speed%d.csv", i);
        snprintf(out, sizeof out, "cand%d", i);
        char *cand = S_gen(name, -0.9, (uint64_t)(10 + i), scale[i], 0);
        S_res r = S_run("-q", "-o", S_path(out), "--db", S_path("h/history.db"), "--baseline",
                        "main", cand, NULL);
        if (r.status != 0)
            fail_msg("x%g: exit %d: %s", scale[i], r.status, r.err);
        char rel[64];
        snprintf(rel, sizeof rel, "%s/summary.md", out);
        char *md = S_file(rel);
        assert_has(md, "**Gate: PASS**");
        double x = S_speed(md);
        if (!(fabs(x / scale[i] - 1.0) < 0.1))
            fail_msg("x%g: summary.md says %g:\n%s", scale[i], x, md);
        assert_has(md, "the scaling did not");
        snprintf(rel, sizeof rel, "%s/index.html", out);
        char *html = S_file(rel);
        assert_true(fabs(S_speed(html) / scale[i] - 1.0) < 0.1);
        free(html);
        free(md);
        S_res_free(&r);
        free(cand);
    }
}

/* S_dir/rel with `from` replaced by `to` (once; the text must hold it). */
static void S_edit_file(const char *rel, const char *from, const char *to)
{
    char *t = S_file(rel);
    char *at = strstr(t, from);
    if (at == NULL)
        fail_msg("%s: no '%s'", rel, from);
    FILE *fp = fopen(S_path(rel), "w");
    assert_non_null(fp);
    fprintf(fp, "%.*s%s%s", (int)(at - t), t, to, at + strlen(from));
    fclose(fp);
    free(t);
}

/* model.json records the machine (run.machine), and the gate names a baseline
 * from another core count whether it comes from a model.json, a report
 * directory or the history; --no-machine leaves every trace of the machine out. */
static void test_machine(void **state)
{
    (void)state;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    assert_true(cores > 0);
    char *base = S_record_baseline(), *cand = S_gen("same.csv", -0.9, 3, 1.0, 0);
    char want[64], note[160];
    snprintf(want, sizeof want, "\"cores\": %ld,", cores);
    char *model = S_file("base/model.json");
    assert_has(model, "\"machine\": {");
    assert_has(model, want);
    free(model);

    /* the same machine: nothing to say */
    S_res r = S_run("-o", S_path("cand"), "--baseline", S_path("base"), cand, NULL);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "cores, this run on"));
    S_res_free(&r);

    /* the baseline's file says it ran on more cores */
    char other[64];
    snprintf(other, sizeof other, "\"cores\": %ld,", cores + 6);
    S_edit_file("base/model.json", want, other);
    snprintf(note, sizeof note, "the baseline ran on %ld cores, this run on %ld", cores + 6, cores);
    char *refs[] = {strdup(S_path("base/model.json")), strdup(S_path("base"))};
    for (size_t i = 0; i < 2; i++) {
        r = S_run("-o", S_path("cand"), "--baseline", refs[i], cand, NULL);
        assert_int_equal(r.status, 0);
        assert_has(r.out, note);
        char *md = S_file("cand/summary.md"), *html = S_file("cand/index.html");
        assert_has(md, note);
        assert_has(html, note);
        free(md);
        free(html);
        S_res_free(&r);
        free(refs[i]);
    }

    /* --no-machine: neither model.json nor the page names the machine, and a baseline
       without one is not compared by cores */
    r = S_run("-o", S_path("nomach"), "--no-machine", base, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    model = S_file("nomach/model.json");
    char *html = S_file("nomach/index.html");
    assert_null(strstr(model, "\"machine\""));
    assert_null(strstr(html, "Ran on"));
    free(model);
    free(html);
    r = S_run("-o", S_path("cand"), "--baseline", S_path("nomach"), cand, NULL);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "cores, this run on"));
    S_res_free(&r);
    free(base);
    free(cand);
}

static void test_missing_group(void **state)
{
    (void)state;
    free(S_record_baseline());
    char *cand = S_gen("eager.csv", -0.9, 4, 1.0, 1);
    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
    S_res r = S_run("-q", "-o", S_path("cand"), "--db", S_path("h/history.db"), "--baseline",
                    "main", cand, NULL);
    assert_int_equal(r.status, 0);
    assert_has(r.out, "::warning title=Scaling gate inconclusive%3A graph / gpus::graph gpus: "
                      "group graph is missing from this run");
    char *outputs = S_file("output.txt");
    assert_has(outputs, "\ninconclusive\nghadelimiter_");
    free(outputs);
    S_res_free(&r);
    r = S_run("-q", "--strict", "-o", S_path("cand"), "--db", S_path("h/history.db"), "--baseline",
              "main", cand, NULL);
    assert_int_equal(r.status, 1);
    char *md = S_file("cand/summary.md");
    assert_has(md, "**Gate: INCONCLUSIVE**");
    free(md);
    S_res_free(&r);
    free(cand);
}

static void test_refs(void **state)
{
    (void)state;
    free(S_record_baseline());
    char *cand = S_gen("same.csv", -0.9, 3, 1.0, 0);
    char *refs[] = {strdup(S_path("base/model.json")), strdup(S_path("base")), strdup("main"),
                    strdup("c0ffee1")};
    const char *labels[] = {"base/model.json:", "base/model.json:", "main c0ffee110000",
                            "main c0ffee110000"};
    for (size_t i = 0; i < 4; i++) {
        S_res r = S_run("-o", S_path("cand"), "--db", S_path("h/history.db"), "--baseline", refs[i],
                        cand, NULL);
        if (r.status != 0)
            fail_msg("--baseline %s: exit %d: %s", refs[i], r.status, r.err);
        assert_has(r.out, labels[i]);
        S_res_free(&r);
        free(refs[i]);
    }
    /* a branch with nothing recorded, in the history or with no history yet: the first pull
       request. Verdict none, exit 0 (1 with --strict), the report says how to record one,
       and no database is made */
    const char *none[][2] = {{"no-such-branch", "h/history.db"}, {"main", "nowhere.db"}};
    for (size_t i = 0; i < 2; i++) {
        setenv("GITHUB_ACTIONS", "true", 1);
        setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
        S_res r = S_run("-o", S_path("first"), "--db", S_path(none[i][1]), "--baseline", none[i][0],
                        cand, NULL);
        if (r.status != 0)
            fail_msg("--baseline %s: exit %d: %s", none[i][0], r.status, r.err);
        assert_has(r.out, ": none (nothing is recorded for ");
        assert_has(r.out, "::notice title=No scaling baseline yet::");
        char *md = S_file("first/summary.md"), *html = S_file("first/index.html"),
             *outputs = S_file("output.txt");
        assert_has(md, "**Gate: NONE**");
        assert_has(md, "pmreport --record --branch ");
        assert_has(html, "No baseline yet.");
        assert_has(outputs, "\nnone\nghadelimiter_");
        free(md);
        free(html);
        free(outputs);
        S_res_free(&r);
        unsetenv("GITHUB_ACTIONS");
        unsetenv("GITHUB_OUTPUT");
        r = S_run("-q", "--strict", "-o", S_path("first"), "--db", S_path(none[i][1]), "--baseline",
                  none[i][0], cand, NULL);
        assert_int_equal(r.status, 1);
        S_res_free(&r);
    }
    assert_false(pm_test_exists(S_path("nowhere.db")));
    /* a path that names nothing stays an error: a missing model.json or directory */
    const char *bad[][2] = {{"missing/model.json", "h/history.db"}, {"h/none", "h/history.db"}};
    for (size_t i = 0; i < 2; i++) {
        S_res r = S_run("-o", S_path("bad"), "--db", S_path(bad[i][1]), "--baseline",
                        S_path(bad[i][0]), cand, NULL);
        assert_int_equal(r.status, 2);
        assert_has(r.err, "pmreport: --baseline ");
        assert_has(r.err,
                   ": not a model.json, a report directory, or a branch or commit recorded in");
        size_t lines = 0;
        for (const char *c = r.err; *c; c++)
            lines += *c == '\n';
        assert_int_equal(lines, 1);
        assert_false(pm_test_exists(S_path("bad")));
        assert_false(pm_test_exists(S_path("nowhere.db")));
        S_res_free(&r);
    }
    free(cand);
}

static void test_github_env(void **state)
{
    (void)state;
    char *data = S_gen("base.csv", -0.9, 1, 1.0, 0);
    /* a push: GITHUB_REF_NAME */
    setenv("GITHUB_REF_NAME", "release-1", 1);
    setenv("GITHUB_SHA", "deadbeef00000000000000000000000000000001", 1);
    S_res r = S_run("-q", "-o", S_path("r1"), "--record", "--db", S_path("h.db"), data, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    /* a pull request: GITHUB_HEAD_REF wins over GITHUB_REF_NAME ("12/merge") */
    setenv("GITHUB_HEAD_REF", "feature-x", 1);
    setenv("GITHUB_REF_NAME", "12/merge", 1);
    setenv("GITHUB_SHA", "feedface00000000000000000000000000000002", 1);
    r = S_run("-q", "-o", S_path("r2"), "--record", "--db", S_path("h.db"), data, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    /* flags win over the environment */
    r = S_run("-q", "-o", S_path("r3"), "--record", "--db", S_path("h.db"), "--branch", "flagged",
              "--commit", "0123abcd", data, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);

    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(S_path("h.db"), NULL, PM_STORE_READ, &s, &err), 0);
    static const char *const want[][2] = {{"release-1", "deadbeef00000000000000000000000000000001"},
                                          {"feature-x", "feedface00000000000000000000000000000002"},
                                          {"flagged", "0123abcd"}};
    for (size_t i = 0; i < 3; i++) {
        pm_run_record *runs;
        size_t n;
        assert_int_equal(pm_store_list(s, want[i][0], 0, &runs, &n, &err), 0);
        assert_int_equal(n, 1);
        assert_string_equal(runs[0].commit, want[i][1]);
        assert_int_equal(runs[0].time, 1700000000);
        assert_true(strncmp(runs[0].digest, "fnv1a64:", 8) == 0);
        assert_true(runs[0].machine.cores > 0);
        assert_non_null(strstr(runs[0].model_json, "\"schema\""));
        pm_run_record_free(&runs[0]);
        free(runs);
    }
    /* the same inputs give the same digest */
    pm_run_record a, b;
    assert_int_equal(pm_store_find(s, "release-1", &a, &err), 1);
    assert_int_equal(pm_store_find(s, "feedface", &b, &err), 1);
    assert_string_equal(a.digest, b.digest);
    pm_run_record_free(&a);
    pm_run_record_free(&b);
    pm_store_close(s);
    free(data);
}

static void test_history(void **state)
{
    (void)state;
    free(S_record_baseline()); /* run 1, 2023-11-14 22:13 UTC */
    char *cand = S_gen("same.csv", -0.9, 3, 1.0, 0);
    setenv("SOURCE_DATE_EPOCH", "1700086400", 1); /* a day later */
    S_res r = S_run("-q", "-o", S_path("r2"), "--record", "--db", S_path("h/history.db"),
                    "--branch", "main", "--commit", "beef", cand, NULL);
    assert_int_equal(r.status, 0);
    S_res_free(&r);
    r = S_run("history", "--db", S_path("h/history.db"), "main", NULL);
    assert_int_equal(r.status, 0);
    const char *second = strstr(r.out, "run 2  2023-11-15 22:13 UTC  main  beef  ");
    const char *first = strstr(r.out, "run 1  2023-11-14 22:13 UTC  main  c0ffee110000  ");
    if (!second || !first || second > first)
        fail_msg("expected run 2 then run 1 in:\n%s", r.out);
    assert_has(r.out, "    eager: gpus -0.9");
    S_res_free(&r);
    r = S_run("history", "--db", S_path("h/history.db"), "--limit", "1", "main", NULL);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "run 1 "));
    S_res_free(&r);
    r = S_run("history", "--db", S_path("none.db"), "main", NULL);
    assert_int_equal(r.status, 2);
    assert_has(r.err, "none.db: history: cannot open");
    S_res_free(&r);
    free(cand);
}

static void test_concurrent(void **state)
{
    (void)state;
    enum { N = 4 };
    char *data[N];
    for (int i = 0; i < N; i++) {
        char name[32];
        snprintf(name, sizeof name, "c%d.csv", i);
        data[i] = S_gen(name, -0.9, (uint64_t)(20 + i), 1.0, 0);
    }
    pid_t pid[N];
    for (int i = 0; i < N; i++) {
        pid[i] = fork();
        assert_true(pid[i] >= 0);
        if (pid[i] == 0) {
            char out[64], commit[64];
            snprintf(out, sizeof out, "r%d", i);
            snprintf(commit, sizeof commit, "%040d", i);
            const char *o = S_path(out);
            const char *db = S_path("new/history.db");
            execl(S_binary, S_binary, "-q", "--plots", "none", "-o", o, "--record", "--db", db,
                  "--branch", "main", "--commit", commit, data[i], (char *)NULL);
            _exit(127);
        }
    }
    for (int i = 0; i < N; i++) {
        int st;
        assert_int_equal(waitpid(pid[i], &st, 0), pid[i]);
        assert_true(WIFEXITED(st));
        assert_int_equal(WEXITSTATUS(st), 0);
    }
    pm_store *s;
    pm_error err;
    pm_error_clear(&err);
    assert_int_equal(pm_store_open(S_path("new/history.db"), NULL, PM_STORE_READ, &s, &err), 0);
    pm_run_record *runs;
    size_t n;
    assert_int_equal(pm_store_list(s, "main", 0, &runs, &n, &err), 0);
    assert_int_equal(n, N);
    int seen[N] = {0};
    for (size_t i = 0; i < n; i++) {
        int k = atoi(runs[i].commit);
        assert_true(k >= 0 && k < N);
        seen[k]++;
        pm_run_record_free(&runs[i]);
    }
    free(runs);
    for (int i = 0; i < N; i++)
        assert_int_equal(seen[i], 1);
    pm_store_close(s);
    for (int i = 0; i < N; i++)
        free(data[i]);
}

static int S_setup(void **state)
{
    (void)state;
    S_dir = pm_test_tmpdir();
    S_clean_env();
    return 0;
}

static int S_teardown(void **state)
{
    (void)state;
    S_clean_env();
    pm_test_rmtree(S_dir);
    free(S_dir);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: gate_runner PMREPORT CASE\n");
        return 2;
    }
    S_binary = argv[1];
    S_case = argv[2];
    static const struct CMUnitTest all[] = {
        cmocka_unit_test_setup_teardown(test_regression, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_same_truth, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_machine_speed, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_machine, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_missing_group, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_refs, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_github_env, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_concurrent, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_history, S_setup, S_teardown),
    };
    return pm_test_run_case(all, sizeof all / sizeof all[0], S_case, "gate_runner");
}
