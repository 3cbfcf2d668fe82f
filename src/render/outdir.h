/* outdir.h - writing a report directory all at once or not at all.
 *
 * Files are written into a fresh temporary directory beside the destination
 * (DEST.tmp.pmreport.PID.XXXXXX); pm_outdir_commit() then swaps it into place with one
 * atomic exchange (Linux renameat2 RENAME_EXCHANGE), so at every instant DEST
 * is either the whole old report or the whole new one. A failure at any point
 * (a full disk, `ulimit -f`, a kill) leaves the destination as it was.
 *
 * An existing destination is replaced only when it is empty or was made by
 * pmreport (it holds the marker file ".pmreport"), so a mistyped -o can never
 * wipe someone's directory; this is checked again under the lock right before
 * the swap, and the directory swapped out is checked once more before it is
 * deleted (a foreign one is swapped back).
 *
 * Writers to one destination serialise on an flock(2) lock file beside it,
 * ".DEST.pmreport.lock", held from pm_outdir_begin() to pm_outdir_commit() or
 * pm_outdir_abort() and deleted by its holder on release (a waiter that then
 * finds itself holding a deleted file takes the lock again). Under the lock,
 * pm_outdir_begin() removes what killed runs left behind: DEST.tmp.pmreport.PID.*
 * and DEST.old.pmreport.PID.* directories, marked or empty, whose process is gone.
 *
 * The process should ignore SIGXFSZ (main.c does) so that a write over
 * RLIMIT_FSIZE fails with EFBIG, reported as an error, instead of killing it.
 * docs/output-dir.md states these guarantees and names the tests that pin them.
 */
#ifndef PM_OUTDIR_H
#define PM_OUTDIR_H

#include "util/error.h"

#include <stddef.h>

typedef struct pm_outdir {
    char *final;     /* destination path (malloc'd) */
    char *tmp;       /* temporary directory being filled (malloc'd), NULL when none */
    char *lock;      /* lock file path (malloc'd), NULL when no lock is held */
    int lockfd;      /* descriptor holding the lock; meaningful only when lock != NULL */
    int no_exchange; /* test hook: set to 1 after begin to force the two-rename fallback */
    int synced;      /* 1 once pm_outdir_ready() flushed the temporary directory */
} pm_outdir;

/* Check that path can be (re)placed, create its missing parents, take the lock
 * beside it (waiting for another writer to finish), remove leftovers of dead
 * runs and create a temporary directory beside it. Returns 0, or -1 with err
 * set (nothing is left behind but parents that had to be created). On success the caller must end
 * with pm_outdir_commit() or pm_outdir_abort(), which release the lock. */
int pm_outdir_begin(pm_outdir *o, const char *path, pm_error *err);

/* Write n bytes as file `name` (may contain one level of subdirectory, e.g.
 * "plots/x.svg", created as needed) in the temporary directory. Returns 0, or
 * -1 with err set ("DEST/name: cannot write: REASON"); the caller then calls
 * pm_outdir_abort(). Several threads may write different names at once (o is
 * only read). */
int pm_outdir_write(pm_outdir *o, const char *name, const char *data, size_t n, pm_error *err);

/* A file of the temporary directory written in parts, so that a large one (a
 * CSV of every configuration) need not be held whole in memory. */
typedef struct pm_outdir_file pm_outdir_file;

/* Create file `name` as pm_outdir_write would. Returns the handle, or NULL with
 * err set (as pm_outdir_write). Finish with pm_outdir_file_close. */
pm_outdir_file *pm_outdir_file_open(pm_outdir *o, const char *name, pm_error *err);

/* Append n bytes. A failure is kept and reported by pm_outdir_file_close; later
 * appends then do nothing. */
void pm_outdir_file_write(pm_outdir_file *f, const char *data, size_t n);

/* Close f and free it. Returns 0, or -1 with err set from the first failure
 * ("DEST/name: cannot write: REASON"). NULL returns 0. */
int pm_outdir_file_close(pm_outdir_file *f, pm_error *err);

/* Path of `name` inside the temporary directory, for writers that need a file
 * name (Cairo, gnuplot); malloc'd, caller frees. */
char *pm_outdir_path(const pm_outdir *o, const char *name);

/* Flush the temporary directory to disk (every file and directory fsynced,
 * several at once on threads of its own, joined before it returns) and swap it
 * into place of the destination, then remove the old report and release the lock. Returns 0, or
 * -1 with err set (the destination is then unchanged, the temporary removed and
 * the lock released). Either way o is left as pm_outdir_abort() leaves it. */
int pm_outdir_commit(pm_outdir *o, pm_error *err);

/* The part of pm_outdir_commit() that fails for ordinary reasons, done ahead
 * so that a caller can publish elsewhere (a history record, GitHub's files)
 * only once the report is sure to follow: flush the temporary directory to
 * disk and check, under the lock, that the destination may still be
 * replaced. Returns 0, or -1 with err set (then call pm_outdir_abort()).
 * Nothing may be written after it: the commit does not flush again. What can still fail
 * in the commit: a directory made at the destination between this call and
 * the swap by a process that ignores the lock, or the rename itself. */
int pm_outdir_ready(pm_outdir *o, pm_error *err);

/* Remove the temporary directory, release the lock and free o's fields; safe
 * after commit, after a failed begin, or on a zeroed o. */
void pm_outdir_abort(pm_outdir *o);

#endif
