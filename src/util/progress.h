/* progress.h - one line on a terminal saying what a long run is doing, rewritten in place.
 *
 * A 1.5M-row run takes tens of seconds and percentile intervals minutes; on a
 * terminal the user sees where the run is:
 *
 *   pmreport: fit: seeds 17/30, 4.2 s, about 3 s left
 *
 * The line is rewritten in place ("\r", "erase to the end of the line" ESC [K,
 * then the text, cut to the terminal's width so that it never wraps) and erased
 * when the run ends, so what follows starts on a clean line. It names the stage
 * of the pipeline (set by src/run.c), the step within it and its tasks done (set
 * by the stage, counted by util/pool.c as tasks finish), and the time since the
 * start. The time left is estimated only where the step's tasks cost about the
 * same (the caller says so): the step's time so far, scaled by the tasks left,
 * once a task has finished and half a second has passed.
 *
 * Off until pm_progress_start: main.c starts it when stderr is a terminal and -q
 * was not given, so CI logs and pipes get nothing, and the library's users (the
 * tests, the benches) never see a line. Every function is a no-op while off and
 * may be called from any thread. The redraws of one step are at least 100 ms
 * apart; a new stage or step is drawn at once. Nothing here touches the report:
 * the outputs are the same bytes with or without it.
 */
#ifndef PM_PROGRESS_H
#define PM_PROGRESS_H

#include <stddef.h>
#include <stdio.h>

/* Mute the calling thread (on 1) or unmute it (0): its stages, steps and ticks draw and count
 * nothing, nor do those of the pool tasks it runs (util/pool.c carries the mute to its
 * workers). For work run beside another that owns the line (blackbox/compare.c). */
void pm_progress_mute(int on);
int pm_progress_muted(void); /* the calling thread's mute */

/* Draw from now on to tty (borrowed until pm_progress_end; NULL leaves it off). */
void pm_progress_start(FILE *tty);

/* A new stage of the pipeline ("reading", "fit", "black boxes", "figures"...):
 * a static string (borrowed). Clears the step. */
void pm_progress_stage(const char *stage);

/* A step within the stage ("seeds", "intervals"; static, borrowed) of `total`
 * tasks (0: not counted). `alike` when the tasks cost about the same, so that
 * the time left may be estimated from those done. */
void pm_progress_step(const char *step, size_t total, int alike);

/* One task of the step has finished (util/pool.c calls it per task). */
void pm_progress_tick(void);

/* Erase the line before other output goes to the terminal (a log line, a
 * warning); the next stage, step or tick draws it again. */
void pm_progress_hide(void);

/* Erase the line and stop drawing. Safe to call when never started. */
void pm_progress_end(void);

#endif
