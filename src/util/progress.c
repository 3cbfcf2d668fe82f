/* progress.c - the progress line on a terminal (util/progress.h). */
#include "util/progress.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

/* Erase from the cursor to the end of the line (ECMA-48 EL). */
#define S_ERASE "\033[K"

/* The one progress line of the process, under its lock. */
static struct {
    pthread_mutex_t mu;
    FILE *tty;          /* where it is drawn, NULL while off */
    const char *stage;  /* the pipeline's stage, NULL before the first */
    const char *step;   /* the step within it, NULL when none */
    size_t total, done; /* the step's tasks (total 0: not counted) */
    bool alike;         /* the tasks cost alike: the time left can be estimated */
    double t0;          /* when it started, seconds */
    double tstep;       /* when the step started */
    double tdrawn;      /* when the line was last drawn */
    bool shown;         /* the line is on the terminal now */
} S = {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, NULL, 0, 0, false, 0, 0, 0, false};

/* S.tty != NULL, read without the lock: a task that finishes while the line is off (every
   run without a terminal, every test) costs one atomic load */
static atomic_bool S_on;

static double S_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Draw the line. Under the lock, S.tty set. */
static void S_draw(double now)
{
    fputs("\r" S_ERASE "pmreport: ", S.tty);
    fputs(S.stage ? S.stage : "starting", S.tty);
    if (S.step) {
        fprintf(S.tty, ": %s", S.step);
        if (S.total)
            fprintf(S.tty, " %zu/%zu", S.done < S.total ? S.done : S.total, S.total);
    }
    fprintf(S.tty, ", %.1f s", now - S.t0);
    /* the step's pace so far, once there is one to go by */
    double spent = now - S.tstep;
    if (S.alike && S.total && S.done > 0 && S.done < S.total && spent >= 0.5) {
        double left = spent * (double)(S.total - S.done) / (double)S.done;
        if (left < 1)
            fputs(", under 1 s left", S.tty);
        else
            fprintf(S.tty, ", about %.0f s left", left);
    }
    fflush(S.tty);
    S.tdrawn = now;
    S.shown = true;
}

/* Erase the line. Under the lock, S.tty set. */
static void S_erase(void)
{
    if (!S.shown)
        return;
    fputs("\r" S_ERASE, S.tty);
    fflush(S.tty);
    S.shown = false;
}

void pm_progress_start(FILE *tty)
{
    pthread_mutex_lock(&S.mu);
    S.tty = tty;
    S.stage = S.step = NULL;
    S.total = S.done = 0;
    S.t0 = S.tstep = S_now();
    S.shown = false;
    atomic_store(&S_on, tty != NULL);
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_stage(const char *stage)
{
    pthread_mutex_lock(&S.mu);
    if (S.tty) {
        S.stage = stage;
        S.step = NULL;
        S.total = S.done = 0;
        S.alike = false;
        S.tstep = S_now();
        S_draw(S.tstep);
    }
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_step(const char *step, size_t total, int alike)
{
    pthread_mutex_lock(&S.mu);
    if (S.tty) {
        S.step = step;
        S.total = total;
        S.done = 0;
        S.alike = alike != 0;
        S.tstep = S_now();
        S_draw(S.tstep);
    }
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_tick(void)
{
    if (!atomic_load(&S_on))
        return;
    pthread_mutex_lock(&S.mu);
    if (S.tty) {
        S.done++;
        double now = S_now();
        if (now - S.tdrawn >= 0.1 || !S.shown)
            S_draw(now);
    }
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_hide(void)
{
    pthread_mutex_lock(&S.mu);
    if (S.tty)
        S_erase();
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_end(void)
{
    pthread_mutex_lock(&S.mu);
    if (S.tty)
        S_erase();
    S.tty = NULL;
    atomic_store(&S_on, false);
    pthread_mutex_unlock(&S.mu);
}
