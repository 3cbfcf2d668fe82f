/* outdir.h - writing a report directory all at once or not at all.
 *
 * Files are written into a fresh temporary directory beside the destination;
 * pm_outdir_commit() then swaps it into place. A failure at any point leaves
 * the destination as it was. An existing destination is replaced only when it
 * is empty or was made by pmreport (it holds the marker file ".pmreport"), so a
 * mistyped -o can never wipe someone's directory.
 */
#ifndef PM_OUTDIR_H
#define PM_OUTDIR_H

#include "util/error.h"

#include <stddef.h>

typedef struct pm_outdir {
    char *final; /* destination path (malloc'd) */
    char *tmp;   /* temporary directory being filled (malloc'd), NULL when none */
} pm_outdir;

/* Check that path can be (re)placed, create its missing parents and a
 * temporary directory beside it. Returns 0, or -1 with err set (nothing is
 * left behind but parents that had to be created). */
int pm_outdir_begin(pm_outdir *o, const char *path, pm_error *err);

/* Write n bytes as file `name` (may contain one level of subdirectory, e.g.
 * "plots/x.svg", created as needed) in the temporary directory. */
int pm_outdir_write(pm_outdir *o, const char *name, const char *data, size_t n, pm_error *err);

/* Path of `name` inside the temporary directory, for writers that need a file
 * name (Cairo, gnuplot); malloc'd, caller frees. */
char *pm_outdir_path(const pm_outdir *o, const char *name);

/* Swap the temporary directory into place of the destination. Returns 0, or -1
 * with err set (the destination is then unchanged and the temporary removed). */
int pm_outdir_commit(pm_outdir *o, pm_error *err);

/* Remove the temporary directory and free o; safe after commit or on a zeroed o. */
void pm_outdir_abort(pm_outdir *o);

#endif
