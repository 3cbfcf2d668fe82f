/* pool.h - run numbered tasks on worker threads; results land in slots the task number picks.
 *
 * A task is an index in [0, ntasks); the caller's function writes its result
 * where that index says, never where a thread happens to be, so the outcome
 * does not depend on the number of threads or on scheduling. pm_pool_run waits
 * until every task has run; pm_pool_start runs them in the background while the
 * caller does something else, until pm_pool_finish. A task must not call
 * pm_pool_run itself.
 */
#ifndef PM_POOL_H
#define PM_POOL_H

#include <stddef.h>

typedef void (*pm_pool_fn)(void *ctx, size_t task);

/* Run fn(ctx, t) for every t in [0, ntasks) on up to `threads` threads (0 or
 * less: one per online CPU). When no thread can be started the tasks run on
 * the calling thread. Never fails. */
void pm_pool_run(size_t ntasks, int threads, pm_pool_fn fn, void *ctx);

/* The thread count `threads` stands for: itself when positive, else the number
 * of online CPUs (at least 1). */
int pm_pool_threads(int threads);

/* Tasks running in the background (pm_pool_start). */
typedef struct pm_pool pm_pool;

/* Start fn(ctx, t) for every t in [0, ntasks) on nthreads threads of the pool's own (0 or
 * less: none) and return at once. The tasks are taken in order, so with one thread they run
 * one after the other in order, and ctx may hold what that thread alone uses. The tasks that
 * no thread runs (none could be started, or nthreads is 0) run on the thread that calls
 * pm_pool_finish. The pool's tasks draw and count no progress (util/progress.h): the caller
 * owns the line meanwhile. Never fails. */
pm_pool *pm_pool_start(size_t ntasks, int nthreads, pm_pool_fn fn, void *ctx);

/* Wait until every task of p has run, then free p. NULL is a no-op. */
void pm_pool_finish(pm_pool *p);

#endif
