/* pool.c - a tiny deterministic thread pool: tasks are indices taken in turn from one counter,
 * on threads the caller waits for or (pm_pool_start) that run in the background. */
#include "util/pool.h"

#include "util/progress.h"
#include "util/xalloc.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct S_pool {
    pm_pool_fn fn;
    void *ctx;
    size_t ntasks;
    atomic_size_t next; /* the next task to hand out */
    int muted;          /* the caller's progress mute, which its workers keep */
} S_pool;

static void *S_worker(void *arg)
{
    S_pool *p = arg;
    pm_progress_mute(p->muted);
    for (;;) {
        size_t t = atomic_fetch_add(&p->next, 1);
        if (t >= p->ntasks)
            return NULL;
        p->fn(p->ctx, t);
        pm_progress_tick(); /* the step's count on the terminal, when one is shown */
    }
}

int pm_pool_threads(int threads)
{
    if (threads > 0)
        return threads;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

void pm_pool_run(size_t ntasks, int threads, pm_pool_fn fn, void *ctx)
{
    S_pool p = {fn, ctx, ntasks, 0, pm_progress_muted()};
    atomic_init(&p.next, 0);
    size_t nt = (size_t)pm_pool_threads(threads);
    if (nt > ntasks)
        nt = ntasks;
    if (nt <= 1) {
        S_worker(&p);
        return;
    }
    pthread_t *tid = pm_xmalloc_array(nt, sizeof *tid);
    size_t started = 0;
    for (size_t i = 0; i < nt; i++) {
        if (pthread_create(&tid[i], NULL, S_worker, &p) != 0)
            break;
        started++;
    }
    if (started == 0)
        S_worker(&p);
    for (size_t i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    free(tid);
}

struct pm_pool {
    S_pool p;       /* the tasks (muted: the caller owns the progress line) */
    pthread_t *tid; /* the threads started */
    size_t started; /* how many */
};

pm_pool *pm_pool_start(size_t ntasks, int nthreads, pm_pool_fn fn, void *ctx)
{
    pm_pool *b = pm_xcalloc(1, sizeof *b);
    b->p.fn = fn;
    b->p.ctx = ctx;
    b->p.ntasks = ntasks;
    b->p.muted = 1;
    atomic_init(&b->p.next, 0);
    size_t nt = nthreads > 0 ? (size_t)nthreads : 0;
    if (nt > ntasks)
        nt = ntasks;
    b->tid = pm_xmalloc_array(nt + 1, sizeof *b->tid);
    for (size_t i = 0; i < nt; i++) {
        if (pthread_create(&b->tid[i], NULL, S_worker, &b->p) != 0)
            break;
        b->started++;
    }
    return b;
}

void pm_pool_finish(pm_pool *b)
{
    if (b == NULL)
        return;
    if (b->started == 0) { /* no thread ran them: this one does, muted as they would be */
        int muted = pm_progress_muted();
        S_worker(&b->p);
        pm_progress_mute(muted);
    }
    for (size_t i = 0; i < b->started; i++)
        pthread_join(b->tid[i], NULL);
    free(b->tid);
    free(b);
}
