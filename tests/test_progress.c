/* test_progress.c - the progress line's bytes (util/progress.h): drawn in place, counted,
 * erased at the end, and nothing at all while off; and util/pool.h's background pools, which
 * count nothing. The binary on a real pseudo-terminal is tests/progress_runner.c. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "util/pool.h"
#include "util/progress.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Everything written to f so far, NUL-terminated (malloc'd). */
static char *S_contents(FILE *f, size_t *n)
{
    fflush(f);
    long len = ftell(f);
    assert_true(len >= 0);
    char *s = malloc((size_t)len + 1);
    rewind(f);
    assert_int_equal(fread(s, 1, (size_t)len, f), (size_t)len);
    s[len] = '\0';
    *n = (size_t)len;
    return s;
}

static void S_nothing(void *ctx, size_t task)
{
    (void)ctx, (void)task;
}

/* A background pool's record: the tasks in the order they ran, and the threads that ran them. */
typedef struct S_order {
    size_t ran[64];
    size_t n;
    pthread_t who[64];
} S_order;

static void S_note(void *ctx, size_t task)
{
    S_order *o = ctx; /* one thread at a time: the pools below have at most one */
    o->who[o->n] = pthread_self();
    o->ran[o->n++] = task;
}

/* pm_pool_start with one thread runs every task once, in order, on a thread of its own while
 * the caller goes on; with none, pm_pool_finish runs them on the calling thread. */
static void test_background_pool_runs_tasks_in_order(void **state)
{
    (void)state;
    for (int threads = 0; threads < 2; threads++) {
        S_order o;
        memset(&o, 0, sizeof o);
        pm_pool *p = pm_pool_start(64, threads, S_note, &o);
        pm_pool_finish(p);
        assert_int_equal(o.n, 64);
        for (size_t i = 0; i < 64; i++) {
            assert_int_equal(o.ran[i], i);
            assert_true(pthread_equal(o.who[i], o.who[0]));
        }
        assert_int_equal(pthread_equal(o.who[0], pthread_self()) != 0, threads == 0);
    }
    pm_pool_finish(NULL);
    pm_pool_finish(pm_pool_start(0, 2, S_note, NULL)); /* no task: nothing runs */
}

static void test_stages_and_counted_steps_are_drawn_in_place_and_erased(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    pm_progress_start(f);
    pm_progress_stage("fit");
    pm_progress_step("seeds", 6, 1);
    pm_pool_run(6, 2, S_nothing, NULL); /* the pool counts its tasks */
    pm_progress_stage("figures and report");
    pm_progress_end();
    size_t n;
    char *s = S_contents(f, &n);
    assert_non_null(strstr(s, "\r\033[Kpmreport: fit, "));
    assert_non_null(strstr(s, "\r\033[Kpmreport: fit: seeds 0/6, "));
    assert_non_null(strstr(s, "\r\033[Kpmreport: figures and report, "));
    assert_null(strchr(s, '\n'));
    /* the last bytes erase the line */
    assert_true(n >= 4);
    assert_string_equal(s + n - 4, "\r\033[K");
    free(s);
    fclose(f);
}

static void test_hidden_line_is_erased_once_and_drawn_again(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    pm_progress_start(f);
    pm_progress_stage("dataset");
    pm_progress_hide();
    pm_progress_hide(); /* nothing on the terminal: nothing to erase */
    size_t n;
    char *s = S_contents(f, &n);
    const char *first = strstr(s, "\r\033[K");
    assert_non_null(first);
    const char *erase = strstr(first + 4, "\r\033[K");
    assert_non_null(erase);
    assert_string_equal(erase, "\r\033[K");
    size_t off = n; /* what follows is drawn again by the next tick */
    free(s);
    fseek(f, 0, SEEK_END);
    pm_progress_tick();
    pm_progress_end();
    s = S_contents(f, &n);
    assert_non_null(strstr(s + off, "\r\033[Kpmreport: dataset, "));
    free(s);
    fclose(f);
}

static void test_off_writes_nothing(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    pm_progress_start(f);
    pm_progress_end();
    size_t n0;
    free(S_contents(f, &n0));
    assert_int_equal(n0, 0); /* nothing drawn, so nothing erased */
    fseek(f, 0, SEEK_END);
    pm_progress_stage("fit");
    pm_progress_step("seeds", 3, 1);
    pm_pool_run(3, 1, S_nothing, NULL);
    pm_progress_hide();
    pm_progress_end();
    size_t n;
    free(S_contents(f, &n));
    assert_int_equal(n, 0);
    pm_progress_start(NULL); /* NULL: stays off */
    pm_progress_stage("fit");
    pm_progress_end();
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stages_and_counted_steps_are_drawn_in_place_and_erased),
        cmocka_unit_test(test_hidden_line_is_erased_once_and_drawn_again),
        cmocka_unit_test(test_off_writes_nothing),
        cmocka_unit_test(test_background_pool_runs_tasks_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
