/* test_xalloc.c - an allocation whose size overflows size_t aborts as out of memory, never wraps.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/xalloc.h"

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* What S_call does in a child process. */
typedef enum { S_MALLOC_ARRAY, S_CALLOC, S_REALLOC, S_MULT, S_ADD } S_op;

static void S_call(S_op op, size_t a, size_t b)
{
    void *p = NULL;
    switch (op) {
    case S_MALLOC_ARRAY: p = pm_xmalloc_array(a, b); break;
    case S_CALLOC: p = pm_xcalloc(a, b); break;
    case S_REALLOC: p = pm_xrealloc(NULL, a, b); break;
    case S_MULT: p = pm_xmalloc(pm_st_mult(a, b)); break;
    case S_ADD: p = pm_xmalloc(pm_st_add(a, b)); break;
    }
    free(p);
}

/* Run op(a, b) in a child; returns its stderr (malloc'd) and sets *sig to the
 * signal that ended it (0 when it exited). */
static char *S_child(S_op op, size_t a, size_t b, int *sig)
{
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fd[0]);
        dup2(fd[1], 2);
        S_call(op, a, b);
        _exit(0);
    }
    close(fd[1]);
    char *text = calloc(1, 256);
    assert_non_null(text);
    size_t n = 0;
    ssize_t k;
    while (n < 255 && (k = read(fd[0], text + n, 255 - n)) > 0)
        n += (size_t)k;
    close(fd[0]);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    *sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return text;
}

/* op(a, b) aborts with the one out-of-memory line. */
static void S_refused(S_op op, size_t a, size_t b)
{
    int sig = 0;
    char *text = S_child(op, a, b, &sig);
    assert_int_equal(sig, SIGABRT);
    assert_string_equal(text, "pmreport: out of memory\n");
    free(text);
}

static void test_overflowing_product_is_refused(void **state)
{
    (void)state;
    /* (SIZE_MAX / 8 + 2) * 8 wraps to 8 bytes: a buffer far too small, were it allowed */
    size_t n = SIZE_MAX / 8 + 2;
    S_refused(S_MALLOC_ARRAY, n, 8);
    S_refused(S_CALLOC, n, 8);
    S_refused(S_REALLOC, n, 8);
    S_refused(S_MULT, n, 8);
    S_refused(S_MALLOC_ARRAY, SIZE_MAX, SIZE_MAX);
    S_refused(S_ADD, SIZE_MAX, 1);
}

static void test_exact_products_are_allocated(void **state)
{
    (void)state;
    assert_int_equal(pm_st_mult(SIZE_MAX / 8, 8), SIZE_MAX / 8 * 8);
    assert_int_equal(pm_st_mult(0, SIZE_MAX), 0);
    assert_int_equal(pm_st_mult(SIZE_MAX, 0), 0);
    assert_int_equal(pm_st_add(SIZE_MAX - 1, 1), SIZE_MAX);
    /* a child that allocates a small array exits normally */
    int sig = -1;
    char *text = S_child(S_MALLOC_ARRAY, 1000, sizeof(double), &sig);
    assert_int_equal(sig, 0);
    assert_string_equal(text, "");
    free(text);
    double *v = pm_xmalloc_array(1000, sizeof *v);
    v[999] = 1.0;
    double *w = pm_xcalloc(1000, sizeof *w);
    assert_true(w[999] == 0.0);
    w = pm_xrealloc(w, 2000, sizeof *w);
    w[1999] = v[999];
    free(v);
    free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_overflowing_product_is_refused),
        cmocka_unit_test(test_exact_products_are_allocated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
