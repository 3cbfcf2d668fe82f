/* progress_runner.c - the progress line through the real binary (util/progress.h): on a
 * pseudo-terminal it appears, is rewritten in place and ends erased, and the report is the
 * same bytes as without it; on a pipe, and with -q on a terminal, stderr gets nothing.
 * Run as: progress_runner PMREPORT terminal|pipe|quiet (exit 77 where no pseudo-terminal can
 * be opened).
 */
#define _DEFAULT_SOURCE /* openpty, cfmakeraw */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static const char *S_binary;

/* What a run left: its exit status and everything its stderr wrote. */
typedef struct S_run {
    int status;  /* exit status, -1 when it did not exit */
    char *err;   /* stderr's bytes, NUL-terminated (malloc'd) */
    size_t nerr; /* how many */
} S_run;

/* Run pmreport with args (NULL-terminated; the binary is added first), stdout to the file
 * out_path, stderr to a pseudo-terminal `cols` wide, or to a pipe when cols is 0. 0, or -1
 * when no pseudo-terminal could be opened. */
static int S_exec(const char *const *args, const char *out_path, int cols, S_run *r)
{
    int rd, wr;
    if (cols) {
        /* raw: the line discipline passes the bytes as written (no \n -> \r\n) */
        struct termios tio;
        memset(&tio, 0, sizeof tio);
        cfmakeraw(&tio);
        struct winsize ws = {24, (unsigned short)cols, 0, 0};
        if (openpty(&rd, &wr, NULL, &tio, &ws) != 0)
            return -1;
    } else {
        int p[2];
        assert_int_equal(pipe(p), 0);
        rd = p[0], wr = p[1];
    }
    char *argv[64];
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    for (size_t i = 0; args[i] && n < 63; i++)
        argv[n++] = (char *)args[i];
    argv[n] = NULL;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int null = open("/dev/null", O_RDONLY);
        if (out < 0 || null < 0)
            _exit(127);
        dup2(null, STDIN_FILENO);
        dup2(out, STDOUT_FILENO);
        dup2(wr, STDERR_FILENO);
        close(rd);
        execv(argv[0], argv);
        _exit(127);
    }
    close(wr);
    size_t cap = 4096;
    r->err = malloc(cap);
    r->nerr = 0;
    for (;;) {
        if (r->nerr + 1024 > cap)
            r->err = realloc(r->err, cap *= 2);
        ssize_t k = read(rd, r->err + r->nerr, cap - r->nerr - 1);
        if (k > 0)
            r->nerr += (size_t)k;
        else if (k < 0 && errno == EINTR)
            continue;
        else
            break; /* EOF, or EIO once the terminal's last writer has gone */
    }
    r->err[r->nerr] = '\0';
    close(rd);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    r->status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return 0;
}

/* The report's files that must not depend on where stderr goes. */
static const char *const S_files[] = {"model.json", "fit.txt", "summary.md", "index.html",
                                      "plots/g1-scatter.svg"};
enum { S_NFILES = sizeof S_files / sizeof *S_files };

static void S_read_report(const char *out, char **text)
{
    char path[4200];
    for (size_t i = 0; i < S_NFILES; i++) {
        int n = snprintf(path, sizeof path, "%s/%s", out, S_files[i]);
        assert_true(n > 0 && (size_t)n < sizeof path);
        text[i] = pm_test_read(path);
        if (text[i] == NULL)
            fail_msg("missing %s", S_files[i]);
    }
}

static int S_skipped;

/* A scratch directory with the report's output dir and a file for stdout in it, and the
 * input every case reads. */
typedef struct S_dirs {
    char *dir, *input;
    char out[4200], log[4200];
} S_dirs;

static void S_dirs_make(S_dirs *d)
{
    d->dir = pm_test_tmpdir();
    d->input = pm_test_data("noise_free.csv");
    snprintf(d->out, sizeof d->out, "%s/out", d->dir);
    snprintf(d->log, sizeof d->log, "%s/stdout", d->dir);
}

static void S_dirs_free(S_dirs *d)
{
    free(d->input);
    pm_test_rmtree(d->dir);
    free(d->dir);
}

/* S_exec on a pseudo-terminal 120 columns wide; the test is skipped where none can be
 * opened. */
static void S_exec_tty(const char *const *args, const char *out_path, S_run *r)
{
    if (S_exec(args, out_path, 120, r) != 0) {
        S_skipped = 1;
        skip();
    }
}

static void test_on_a_terminal_one_line_rewritten_in_place_and_erased(void **state)
{
    (void)state;
    S_dirs d;
    S_dirs_make(&d);
    const char *args[] = {"--fits",    "4", "--bootstrap", "50",  "--interval", "percentile",
                          "--threads", "2", "-o",          d.out, d.input,      NULL};
    S_run r;
    S_exec_tty(args, d.log, &r);
    assert_int_equal(r.status, 0);
    /* drawn: the stages, a counted step, the elapsed time */
    assert_non_null(strstr(r.err, "\r\033[Kpmreport: reading"));
    assert_non_null(strstr(r.err, "\r\033[Kpmreport: fit: seeds "));
    assert_non_null(strstr(r.err, "/4, "));
    assert_non_null(strstr(r.err, "pmreport: fit: intervals, resamples "));
    assert_non_null(strstr(r.err, "/50, "));
    assert_non_null(strstr(r.err, " s"));
    /* one line, rewritten: never a newline; and erased at the end, so what follows starts
       on a clean line */
    assert_null(strchr(r.err, '\n'));
    assert_true(r.nerr >= 4);
    assert_string_equal(r.err + r.nerr - 4, "\r\033[K");
    /* the log on stdout is as without a terminal */
    char *text = pm_test_read(d.log);
    assert_non_null(strstr(text, "wrote "));
    assert_null(strstr(text, "\033["));
    free(text);

    /* the same report, byte for byte, with stderr a pipe */
    char *with[S_NFILES], *without[S_NFILES];
    S_read_report(d.out, with);
    S_run p;
    assert_int_equal(S_exec(args, d.log, 0, &p), 0);
    assert_int_equal(p.status, 0);
    assert_int_equal(p.nerr, 0);
    S_read_report(d.out, without);
    for (size_t i = 0; i < S_NFILES; i++) {
        if (strcmp(with[i], without[i]) != 0)
            fail_msg("%s differs with a progress line", S_files[i]);
        free(with[i]);
        free(without[i]);
    }
    free(p.err);
    free(r.err);
    S_dirs_free(&d);
}

static void test_on_a_narrow_terminal_the_line_is_cut_to_its_width(void **state)
{
    (void)state;
    S_dirs d;
    S_dirs_make(&d);
    const char *args[] = {"--fits", "4", "-o", d.out, d.input, NULL};
    S_run r;
    if (S_exec(args, d.log, 30, &r) != 0) {
        S_skipped = 1;
        skip();
    }
    assert_int_equal(r.status, 0);
    /* every drawing of the line, between two "\r ESC[K", fits in 29 columns: a wider one
       would wrap, and the next \r would go back to its last row only */
    size_t n = 0;
    for (const char *p = strstr(r.err, "\r\033[K"); p; n++) {
        const char *next = strstr(p + 4, "\r\033[K");
        size_t width = (size_t)((next ? next : r.err + r.nerr) - (p + 4));
        if (width > 29)
            fail_msg("a line of %zu columns on a terminal of 30: '%.*s'", width, (int)width, p + 4);
        p = next;
    }
    assert_true(n > 3);
    assert_non_null(strstr(r.err, "\r\033[Kpmreport: fit: seeds "));
    free(r.err);
    S_dirs_free(&d);
}

static void test_an_error_on_a_terminal_starts_on_a_clean_line(void **state)
{
    (void)state;
    S_dirs d;
    S_dirs_make(&d);
    const char *args[] = {"-o", d.out, d.input, "no-such-file.csv", NULL};
    S_run r;
    S_exec_tty(args, d.log, &r);
    assert_int_equal(r.status, 2);
    /* the line erased, then the error alone on its line */
    const char *e = strstr(r.err, "\r\033[Kno-such-file.csv: cannot open");
    if (e == NULL)
        fail_msg("no erased line before the error in '%s'", r.err);
    assert_null(strstr(e + 4, "\033["));
    assert_int_equal(r.err[r.nerr - 1], '\n');
    free(r.err);
    S_dirs_free(&d);
}

static void test_on_a_pipe_nothing(void **state)
{
    (void)state;
    S_dirs d;
    S_dirs_make(&d);
    const char *args[] = {"--fits", "2", "-o", d.out, d.input, NULL};
    S_run r;
    assert_int_equal(S_exec(args, d.log, 0, &r), 0);
    assert_int_equal(r.status, 0);
    assert_int_equal(r.nerr, 0);
    char *text = pm_test_read(d.log);
    assert_non_null(strstr(text, "wrote "));
    assert_null(strchr(text, '\r'));
    free(text);
    free(r.err);
    S_dirs_free(&d);
}

static void test_quiet_on_a_terminal_nothing(void **state)
{
    (void)state;
    S_dirs d;
    S_dirs_make(&d);
    const char *args[] = {"-q", "--fits", "2", "-o", d.out, d.input, NULL};
    S_run r;
    S_exec_tty(args, d.log, &r);
    assert_int_equal(r.status, 0);
    assert_int_equal(r.nerr, 0);
    free(r.err);
    S_dirs_free(&d);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: progress_runner PMREPORT terminal|pipe|quiet\n");
        return 2;
    }
    S_binary = argv[1];
    const struct CMUnitTest terminal[] = {
        cmocka_unit_test(test_on_a_terminal_one_line_rewritten_in_place_and_erased),
        cmocka_unit_test(test_on_a_narrow_terminal_the_line_is_cut_to_its_width),
        cmocka_unit_test(test_an_error_on_a_terminal_starts_on_a_clean_line),
    };
    const struct CMUnitTest pipe_[] = {cmocka_unit_test(test_on_a_pipe_nothing)};
    const struct CMUnitTest quiet[] = {cmocka_unit_test(test_quiet_on_a_terminal_nothing)};
    int rc;
    if (strcmp(argv[2], "terminal") == 0)
        rc = cmocka_run_group_tests(terminal, NULL, NULL);
    else if (strcmp(argv[2], "pipe") == 0)
        rc = cmocka_run_group_tests(pipe_, NULL, NULL);
    else if (strcmp(argv[2], "quiet") == 0)
        rc = cmocka_run_group_tests(quiet, NULL, NULL);
    else
        return 2;
    /* no pseudo-terminal here (a container without /dev/ptmx): ctest reports it skipped */
    return rc == 0 && S_skipped ? 77 : rc;
}
