/* github_runner.c - pmreport on GitHub Actions through the real binary: what the runner reads from
 * its stdout, stderr and $GITHUB_OUTPUT, and what a run that fails leaves behind.
 *
 *   github_runner PMREPORT CASE
 *
 * Cases:
 *   injection     groups, a parameter and -o named to forge workflow commands
 *                 (`::error`, `::stop-commands`, `##[error]`) and an output line
 *                 (`verdict=pass`), run with GITHUB_ACTIONS=true and without -q:
 *                 stdout, stderr and $GITHUB_OUTPUT parsed as the runner parses
 *                 them hold pmreport's own annotations and outputs only
 *   unwritable    $GITHUB_OUTPUT a directory, /proc/version, a path under a
 *                 missing directory, with --record: exit 2, and no report, no
 *                 history, the step summary untouched
 *   foreign_dir   a directory made at -o while the run reads its input: exit 2,
 *                 the directory untouched, nothing recorded, GitHub's files
 *                 untouched
 *   many_groups   200 groups with long names, every one regressing: the step
 *                 summary under 1 MiB, 40 groups in full, 51 annotations
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *S_binary, *S_case;
static char *S_dir;

/* S_dir/rel in one of 8 static buffers used in turn. */
static const char *S_path(const char *rel)
{
    static char buf[8][4200];
    static int k;
    k = (k + 1) % 8;
    snprintf(buf[k], sizeof buf[k], "%s/%s", S_dir, rel);
    return buf[k];
}

/* tests/data/tiny.csv with the group "eager" renamed to `eager`, "script" to
 * `script` and the column "filters" to `filters` (CSV-quoted here). */
static char *S_data(const char *name, const char *eager, const char *script, const char *filters)
{
    char *src = pm_test_data("tiny.csv");
    char *text = pm_test_read(src);
    free(src);
    assert_non_null(text);
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", S_dir, name);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    char *save = NULL;
    int first = 1;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (first) {
            fprintf(fp, "framework,gpus,batch_size,%s,activation,commit,time_ms\n", filters);
            first = 0;
            continue;
        }
        char *comma = strchr(line, ',');
        assert_non_null(comma);
        int is_eager = strncmp(line, "eager,", 6) == 0;
        fprintf(fp, "%s%s\n", is_eager ? eager : script, comma);
    }
    assert_int_equal(fclose(fp), 0);
    free(text);
    return strdup(path);
}

/* ---- the runner's reading of a step's output (actions/runner ActionCommand.cs) ---- */

static const char *const S_commands[] = {
    "error",       "warning",        "notice",        "debug",
    "group",       "endgroup",       "add-mask",      "echo",
    "set-output",  "save-state",     "set-env",       "add-path",
    "add-matcher", "remove-matcher", "stop-commands", "add-problem-matcher"};

static int S_registered(const char *name, size_t n)
{
    for (size_t i = 0; i < sizeof S_commands / sizeof S_commands[0]; i++)
        if (strlen(S_commands[i]) == n && strncmp(S_commands[i], name, n) == 0)
            return 1;
    return 0;
}

/* One command the runner acted on: its name and the raw text after it. */
typedef struct S_cmd {
    char name[32];
    char rest[1024];
} S_cmd;

/* Read text as the runner reads a stream: lines split at \n, \r or \r\n; a
 * line that starts with `::NAME` (after leading blanks) up to the next `::`, or
 * that holds `##[NAME` ... `]` anywhere, is a command when NAME is registered;
 * `::stop-commands::TOKEN` ignores every line until `::TOKEN::`. Fills up to
 * max commands (stop-commands and its resume not counted); returns how many. */
static size_t S_parse(const char *text, S_cmd *cmd, size_t max)
{
    size_t n = 0;
    char token[1024] = "";
    int stopped = 0;
    const char *p = text;
    while (*p) {
        size_t len = strcspn(p, "\r\n");
        char line[8192];
        snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), p);
        p += len;
        if (*p == '\r' && p[1] == '\n')
            p += 2;
        else if (*p)
            p++;
        if (stopped) {
            char resume[1100];
            snprintf(resume, sizeof resume, "::%s::", token);
            if (strcmp(line, resume) == 0)
                stopped = 0;
            continue;
        }
        const char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        const char *name = NULL, *rest = NULL;
        size_t nlen = 0;
        if (strncmp(s, "::", 2) == 0) {
            const char *end = strstr(s + 2, "::");
            if (end) {
                nlen = strcspn(s + 2, " ");
                if (nlen > (size_t)(end - (s + 2)))
                    nlen = (size_t)(end - (s + 2));
                if (S_registered(s + 2, nlen)) {
                    name = s + 2;
                    rest = s + 2 + nlen;
                }
            }
        }
        const char *v1 = name ? NULL : strstr(line, "##[");
        if (v1) {
            const char *rb = strchr(v1, ']');
            if (rb) {
                nlen = strcspn(v1 + 3, " ]");
                if (S_registered(v1 + 3, nlen)) {
                    name = v1 + 3;
                    rest = v1 + 3 + nlen;
                }
            }
        }
        if (name == NULL)
            continue;
        if (nlen == 13 && strncmp(name, "stop-commands", 13) == 0) {
            const char *t = strstr(rest, "::");
            snprintf(token, sizeof token, "%s", t ? t + 2 : "");
            stopped = 1;
            continue;
        }
        if (n < max) {
            snprintf(cmd[n].name, sizeof cmd[n].name, "%.*s", (int)nlen, name);
            snprintf(cmd[n].rest, sizeof cmd[n].rest, "%s", rest);
        }
        n++;
    }
    return n;
}

/* Read a $GITHUB_OUTPUT file as the runner does: `NAME=VALUE` lines and
 * `NAME<<DELIMITER` blocks. Returns the number of outputs; keys and values
 * malloc'd into the arrays (up to max). */
static size_t S_outputs(const char *text, char **key, char **val, size_t max)
{
    size_t n = 0;
    const char *p = text;
    while (*p) {
        size_t len = strcspn(p, "\n");
        char *line = strndup(p, len);
        p += len + (p[len] == '\n');
        if (len && line[len - 1] == '\r')
            line[len - 1] = '\0';
        char *eq = strchr(line, '='), *hd = strstr(line, "<<");
        if (*line == '\0') {
            free(line);
            continue;
        }
        if (eq && (!hd || eq < hd)) {
            *eq = '\0';
            if (n < max) {
                key[n] = strdup(line);
                val[n] = strdup(eq + 1);
            }
            n++;
        } else {
            assert_non_null(hd);
            *hd = '\0';
            const char *delim = hd + 2;
            const char *start = p;
            const char *end = NULL;
            while (*p) {
                size_t l = strcspn(p, "\n");
                size_t cut = l && p[l - 1] == '\r' ? l - 1 : l;
                if (cut == strlen(delim) && strncmp(p, delim, cut) == 0) {
                    end = p;
                    p += l + (p[l] == '\n');
                    break;
                }
                p += l + (p[l] == '\n');
            }
            assert_non_null(end); /* the runner fails a block without its delimiter */
            size_t vlen = (size_t)(end - start);
            if (vlen && start[vlen - 1] == '\n')
                vlen--;
            if (n < max) {
                key[n] = strdup(line);
                val[n] = strndup(start, vlen);
            }
            n++;
        }
        free(line);
    }
    return n;
}

/* ---- running pmreport ---- */

typedef struct S_res {
    int status;
    char *out, *err;
} S_res;

static S_res S_run(char **args)
{
    char *argv[64];
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    argv[n++] = (char *)"--plots";
    argv[n++] = (char *)"none";
    argv[n++] = (char *)"--fits";
    argv[n++] = (char *)"1";
    for (size_t i = 0; args[i] && n < 63; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    S_res r;
    r.status = pm_test_run(argv, S_path("stdout"), S_path("stderr"));
    r.out = pm_test_read(S_path("stdout"));
    r.err = pm_test_read(S_path("stderr"));
    assert_non_null(r.out);
    assert_non_null(r.err);
    return r;
}

static void S_free(S_res *r)
{
    free(r->out);
    free(r->err);
}

static const char *const S_forged_group = "x\n::error title=Fake::forged\n::stop-commands::tok\n";

static void test_injection(void **state)
{
    (void)state;
    /* the baseline: the same data without a gate */
    char *data = S_data("hostile.csv", "\"x\n::error title=Fake::forged\n::stop-commands::tok\n\"",
                        "\"##[error]v1 forged\"", "\"::warning::param\"");
    char *a[] = {"-q", "-o", (char *)S_path("base"), data, NULL};
    S_res r = S_run(a);
    assert_int_equal(r.status, 0);
    S_free(&r);

    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
    setenv("GITHUB_STEP_SUMMARY", S_path("summary.txt"), 1);
    char out_dir[4200];
    snprintf(out_dir, sizeof out_dir, "%s/r\nverdict=pass\n::error::forged-by-o", S_dir);
    /* an absolute limit no fit meets: a regression, so pmreport has an annotation to print */
    char *b[] = {"-o",       out_dir, "--baseline", (char *)S_path("base"), "--exponent-limit",
                 "gpus<=-5", data,    NULL};
    r = S_run(b);
    assert_true(r.status == 0 || r.status == 1);

    /* stdout: pmreport's annotations and nothing else, however the names read */
    S_cmd cmd[64];
    size_t n = S_parse(r.out, cmd, 64);
    assert_true(n >= 1);
    assert_true(n <= 64);
    for (size_t i = 0; i < n; i++) {
        if (!((strcmp(cmd[i].name, "error") == 0 &&
               strncmp(cmd[i].rest, " title=Scaling regression%3A ", 29) == 0) ||
              (strcmp(cmd[i].name, "warning") == 0 &&
               strncmp(cmd[i].rest, " title=Scaling gate inconclusive%3A ", 36) == 0)))
            fail_msg("a command that is not pmreport's: %s%s", cmd[i].name, cmd[i].rest);
        /* one property, title: nothing from a name added another */
        const char *props_end = strstr(cmd[i].rest, "::");
        assert_non_null(props_end);
        assert_null(memchr(cmd[i].rest, ',', (size_t)(props_end - cmd[i].rest)));
    }
    /* the log was there, names and all (escaped), just not read as commands */
    assert_non_null(strstr(r.out, "x\\n::error title=Fake::forged\\n::stop-commands::tok\\n"));
    assert_non_null(strstr(r.out, "::warning::param"));
    assert_int_equal(S_parse(r.err, cmd, 64), 0);

    /* $GITHUB_OUTPUT: verdict, report, noisier and precise, once each, report being -o
       exactly, the last two a boolean */
    char *text = pm_test_read(S_path("output.txt"));
    assert_non_null(text);
    char *key[8] = {NULL}, *val[8] = {NULL};
    size_t m = S_outputs(text, key, val, 8);
    assert_int_equal(m, 4);
    assert_string_equal(key[0], "verdict");
    assert_true(strcmp(val[0], "pass") != 0 || r.status == 0);
    assert_string_equal(key[1], "report");
    assert_string_equal(val[1], out_dir);
    assert_string_equal(key[2], "noisier");
    assert_true(strcmp(val[2], "true") == 0 || strcmp(val[2], "false") == 0);
    assert_string_equal(key[3], "precise");
    assert_true(strcmp(val[3], "true") == 0 || strcmp(val[3], "false") == 0);
    for (size_t i = 0; i < m; i++) {
        free(key[i]);
        free(val[i]);
    }
    free(text);
    /* the step summary: the names escaped, no raw line break from them */
    text = pm_test_read(S_path("summary.txt"));
    assert_non_null(text);
    assert_null(strstr(text, S_forged_group));
    assert_null(strstr(text, "\n::"));
    free(text);
    S_free(&r);

    /* stderr: an error that names hostile text is one `::error::` command, nothing more */
    char missing[4200];
    snprintf(missing, sizeof missing, "%s/##[error]forged %%0A::warning::x.csv", S_dir);
    char *c[] = {"-o", (char *)S_path("r2"), missing, NULL};
    r = S_run(c);
    assert_int_equal(r.status, 2);
    n = S_parse(r.err, cmd, 64);
    assert_int_equal(n, 1);
    assert_string_equal(cmd[0].name, "error");
    /* the data, unescaped as the runner does, is the error line naming the file */
    assert_non_null(strstr(cmd[0].rest, "##[error]forged %250A::warning::x.csv"));
    assert_int_equal(S_parse(r.out, cmd, 64), 0);
    S_free(&r);
    free(data);
}

/* Size and bytes of a file, for "untouched" (NULL when missing). */
static char *S_snapshot(const char *path)
{
    return pm_test_read(path);
}

static void test_unwritable(void **state)
{
    (void)state;
    char *data = S_data("d.csv", "eager", "script", "filters");
    char *a[] = {"-q", "-o", (char *)S_path("base"), data, NULL};
    S_res r = S_run(a);
    assert_int_equal(r.status, 0);
    S_free(&r);
    assert_int_equal(mkdir(S_path("a-directory"), 0755), 0);
    char bad[3][4200];
    snprintf(bad[0], sizeof bad[0], "%s", S_path("a-directory"));
    snprintf(bad[1], sizeof bad[1], "/proc/version");
    snprintf(bad[2], sizeof bad[2], "%s", S_path("missing/dir/out.txt"));
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        free(pm_test_write(S_dir, "summary.txt", "earlier step\n"));
        setenv("GITHUB_ACTIONS", "true", 1);
        setenv("GITHUB_STEP_SUMMARY", S_path("summary.txt"), 1);
        setenv("GITHUB_OUTPUT", bad[i], 1);
        char *b[] = {
            "-q",       "-o",   (char *)S_path("out"),  "--baseline", (char *)S_path("base"),
            "--record", "--db", (char *)S_path("h.db"), data,         NULL};
        r = S_run(b);
        assert_int_equal(r.status, 2);
        assert_non_null(strstr(r.err, "GITHUB_OUTPUT"));
        assert_false(pm_test_exists(S_path("out")));
        assert_false(pm_test_exists(S_path("h.db")));
        char *sum = S_snapshot(S_path("summary.txt"));
        assert_string_equal(sum, "earlier step\n");
        free(sum);
        S_free(&r);
    }
    free(data);
}

static void test_foreign_dir(void **state)
{
    (void)state;
    char *data = S_data("d.csv", "eager", "script", "filters");
    char *a[] = {"-q", "-o", (char *)S_path("base"), data, NULL};
    S_res r = S_run(a);
    assert_int_equal(r.status, 0);
    S_free(&r);
    free(pm_test_write(S_dir, "summary.txt", "earlier step\n"));
    free(pm_test_write(S_dir, "output.txt", "earlier=1\n"));
    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_STEP_SUMMARY", S_path("summary.txt"), 1);
    setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
    /* the input is a FIFO: the run waits on it after the output directory was
       checked, and the directory is made then */
    const char *fifo = S_path("input.csv");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    char fifo_path[4200], out[4200], base[4200], db[4200];
    snprintf(fifo_path, sizeof fifo_path, "%s", fifo);
    snprintf(out, sizeof out, "%s", S_path("out"));
    snprintf(base, sizeof base, "%s", S_path("base"));
    snprintf(db, sizeof db, "%s", S_path("h.db"));
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, 1);
        dup2(devnull, 2);
        char *argv[] = {
            (char *)S_binary, "--plots", "none",     "--fits", "1", "-q",      "-o", out,
            "--baseline",     base,      "--record", "--db",   db,  fifo_path, NULL};
        execv(S_binary, argv);
        _exit(127);
    }
    int fd = open(fifo_path, O_WRONLY); /* blocks until pmreport opens its input */
    assert_true(fd >= 0);
    nanosleep(&(struct timespec){0, 100000000}, NULL);
    assert_int_equal(mkdir(out, 0755), 0);
    free(pm_test_write(out, "notes.txt", "mine\n"));
    char *text = pm_test_read(data);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    free(text);
    close(fd);
    /* --record reads the inputs again for their digest: a second reader of the
       FIFO gets an empty stream rather than waiting for ever */
    int st;
    pid_t w;
    while ((w = waitpid(pid, &st, WNOHANG)) == 0) {
        nanosleep(&(struct timespec){0, 50000000}, NULL);
        int again = open(fifo_path, O_WRONLY | O_NONBLOCK);
        if (again >= 0)
            close(again);
    }
    assert_int_equal(w, pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 2);
    char *notes = pm_test_read(S_path("out/notes.txt"));
    assert_string_equal(notes, "mine\n");
    free(notes);
    assert_false(pm_test_exists(S_path("out/.pmreport")));
    assert_false(pm_test_exists(db));
    char *sum = pm_test_read(S_path("summary.txt"));
    assert_string_equal(sum, "earlier step\n");
    free(sum);
    char *o = pm_test_read(S_path("output.txt"));
    assert_string_equal(o, "earlier=1\n");
    free(o);
    free(data);
}

/* Files directly in dir. */
static size_t S_count_files(const char *dir)
{
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "ls -A '%s' | wc -l", dir);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t n = 0;
    assert_int_equal(fscanf(p, "%zu", &n), 1);
    pclose(p);
    return n;
}

static size_t S_count(const char *text, const char *what)
{
    size_t n = 0;
    for (const char *p = text; (p = strstr(p, what)) != NULL; p += strlen(what))
        n++;
    return n;
}

static void test_many_groups(void **state)
{
    (void)state;
    /* 200 groups of 6 configurations with 3000-byte names: 1.8 MB of summary.md and
       1200 figure files before; every group regresses (an absolute limit none meets) */
    char path[4200];
    snprintf(path, sizeof path, "%s/many.csv", S_dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs("framework,gpus,batch_size,time_ms\n", fp);
    char pad[3001];
    memset(pad, 'n', 3000);
    pad[3000] = '\0';
    for (int g = 0; g < 200; g++)
        for (int gp = 1; gp <= 4; gp *= 2)
            for (int b = 16; b <= 32; b *= 2)
                fprintf(fp, "g%03d-%s,%d,%d,%.6g\n", g, pad, gp, b,
                        (10.0 + g % 7) * pow(gp, -0.8) * sqrt(b) *
                            (1 + 0.01 * ((g * 7 + gp + b) % 5)));
    assert_int_equal(fclose(fp), 0);
    char *a[] = {"-q", "--baselines", "none", "-o", (char *)S_path("base"), path, NULL};
    S_res r = S_run(a);
    assert_int_equal(r.status, 0);
    S_free(&r);
    setenv("GITHUB_ACTIONS", "true", 1);
    setenv("GITHUB_STEP_SUMMARY", S_path("summary.txt"), 1);
    setenv("GITHUB_OUTPUT", S_path("output.txt"), 1);
    char out[4200];
    snprintf(out, sizeof out, "%s", S_path("out"));
    char *b[] = {"--plots", /* the figures this time: how many files they make */
                 "builtin",
                 "-q",
                 "--baselines",
                 "none",
                 "-o",
                 out,
                 "--baseline",
                 (char *)S_path("base"),
                 "--exponent-limit",
                 "gpus<=-5",
                 path,
                 NULL};
    r = S_run(b);
    if (r.status != 1)
        print_error("stderr: %.300s\n", r.err);
    assert_int_equal(r.status, 1);
    /* the step summary under GitHub's 1 MiB, saying what it left out */
    char *sum = pm_test_read(S_path("summary.txt"));
    assert_non_null(sum);
    assert_true(strlen(sum) <= 1024 * 1024);
    assert_non_null(strstr(sum, "This summary shows 40 of the 200 groups"));
    free(sum);
    /* index.html: 40 sections, the others named in the summary table */
    char *html = pm_test_read(S_path("out/index.html"));
    assert_non_null(html);
    assert_int_equal(S_count(html, "<section id=\"group-"), 40);
    assert_non_null(strstr(html, "shows 40 of the 200 groups"));
    assert_non_null(strstr(html, "g199-"));
    free(html);
    /* figures for the 40 only: 3 per group and the figures across groups */
    assert_true(S_count_files(S_path("out/plots")) <= 40 * 8 + 10);
    /* every exponent still in exponents.csv: a header and 200 groups x 2 factors */
    char *csv = pm_test_read(S_path("out/plots/exponents.csv"));
    assert_non_null(csv);
    assert_int_equal(S_count(csv, "\n"), 1 + 200 * 2);
    free(csv);
    /* at most 50 annotations, and one saying how many more */
    S_cmd cmd[256];
    size_t n = S_parse(r.out, cmd, 256);
    assert_int_equal(n, 51);
    assert_non_null(strstr(cmd[50].rest, " more comparisons regressed or were inconclusive"));
    S_free(&r);
}

static int S_setup(void **state)
{
    (void)state;
    S_dir = pm_test_tmpdir();
    static const char *const vars[] = {"GITHUB_ACTIONS",  "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT",
                                       "GITHUB_HEAD_REF", "GITHUB_REF_NAME",     "GITHUB_SHA"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        unsetenv(vars[i]);
    setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
    return 0;
}

static int S_teardown(void **state)
{
    (void)state;
    pm_test_rmtree(S_dir);
    free(S_dir);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: github_runner PMREPORT CASE\n");
        return 2;
    }
    S_binary = argv[1];
    S_case = argv[2];
    signal(SIGPIPE, SIG_IGN);
    const struct CMUnitTest all[] = {
        cmocka_unit_test_setup_teardown(test_injection, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_unwritable, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_foreign_dir, S_setup, S_teardown),
        cmocka_unit_test_setup_teardown(test_many_groups, S_setup, S_teardown),
    };
    return pm_test_run_case(all, sizeof all / sizeof all[0], S_case, "github_runner");
}
