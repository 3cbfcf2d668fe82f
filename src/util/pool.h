/* pool.h - run numbered tasks on worker threads; results land in slots the task number picks.
 *
 * A task is an index in [0, ntasks); the caller's function writes its result
 * where that index says, never where a thread happens to be, so the outcome
 * does not depend on the number of threads or on scheduling. The calling
 * thread waits until every task has run. A task must not call pm_pool_run
 * itself.
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

#endif
