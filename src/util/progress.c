/* progress.c - the progress line on a terminal (util/progress.h). */
#include "util/progress.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <sys/ioctl.h>
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
    size_t cols;        /* the terminal's width, 0 when unknown */
} S = {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, NULL, 0, 0, false, 0, 0, 0, false, 0};

/* S.tty != NULL, read without the lock: a task that finishes while the line is off (every
   run without a terminal, every test) costs one atomic load */
static atomic_bool S_on;

/* pm_progress_mute: this thread draws and counts nothing */
static _Thread_local int S_muted;

void pm_progress_mute(int on)
{
    S_muted = on != 0;
}

int pm_progress_muted(void)
{
    return S_muted;
}

static double S_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Append to line (cap bytes) at *len, as snprintf would; *len stops at cap - 1. */
static void S_add(char *line, size_t cap, size_t *len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void S_add(char *line, size_t cap, size_t *len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = *len + (size_t)n < cap ? *len + (size_t)n : cap - 1;
}

/* Draw the line. Under the lock, S.tty set. */
static void S_draw(double now)
{
    char line[256];
    size_t len = 0;
    S_add(line, sizeof line, &len, "pmreport: %s", S.stage ? S.stage : "starting");
    if (S.step) {
        S_add(line, sizeof line, &len, ": %s", S.step);
        if (S.total)
            S_add(line, sizeof line, &len, " %zu/%zu", S.done < S.total ? S.done : S.total,
                  S.total);
    }
    S_add(line, sizeof line, &len, ", %.1f s", now - S.t0);
    /* the step's pace so far, once there is one to go by */
    double spent = now - S.tstep;
    if (S.alike && S.total && S.done > 0 && S.done < S.total && spent >= 0.5) {
        double left = spent * (double)(S.total - S.done) / (double)S.done;
        if (left < 1)
            S_add(line, sizeof line, &len, ", under 1 s left");
        else
            S_add(line, sizeof line, &len, ", about %.0f s left", left);
    }
    /* a line wider than the terminal would wrap, and \r goes back to its last row only */
    if (S.cols > 1 && len >= S.cols)
        line[len = S.cols - 1] = '\0';
    fputs("\r" S_ERASE, S.tty);
    fputs(line, S.tty);
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
    struct winsize ws;
    S.cols = tty && ioctl(fileno(tty), TIOCGWINSZ, &ws) == 0 ? ws.ws_col : 0;
    atomic_store(&S_on, tty != NULL);
    pthread_mutex_unlock(&S.mu);
}

void pm_progress_stage(const char *stage)
{
    if (S_muted)
        return;
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
    if (S_muted)
        return;
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
    if (!atomic_load(&S_on) || S_muted)
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
