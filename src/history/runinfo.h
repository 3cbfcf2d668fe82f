/* runinfo.h - what a recorded run says about itself: branch, commit, time, a digest of its inputs,
 * its machine.
 *
 * Branch and commit come from the flags, else from the GitHub Actions
 * environment (GITHUB_HEAD_REF on pull requests, else GITHUB_REF_NAME;
 * GITHUB_SHA). The time is SOURCE_DATE_EPOCH when set (the caller reads it),
 * else now. The machine is read from /proc/cpuinfo, /proc/meminfo, sysconf
 * and uname; what cannot be read stays "" or 0.
 */
#ifndef PM_RUNINFO_H
#define PM_RUNINFO_H

#include "ingest/ingest.h"
#include "result/result.h"

#include <stddef.h>

/* The branch: flag, else GITHUB_HEAD_REF, else GITHUB_REF_NAME, else NULL; a NULL or empty
 * value is skipped. Borrowed from flag or the environment. */
const char *pm_runinfo_branch(const char *flag);

/* The commit: flag, else GITHUB_SHA, else NULL; a NULL or empty value is skipped. Borrowed
 * from flag or the environment. */
const char *pm_runinfo_commit(const char *flag);

/* source_date_epoch when >= 0, else the current time. */
long long pm_runinfo_time(long long source_date_epoch);

/* The digest of a run's n inputs from what ingest read of each (ingest/ingest.h: its
 * length and FNV-1a 64, so a pipe or FIFO is not read twice): FNV-1a 64 over every
 * input's length and hash in turn (moving bytes between files changes it), as
 * "fnv1a64:<16 hex>" into out (at least 32 bytes). */
void pm_runinfo_digest(const pm_ingest_bytes *in, size_t n, char *out, size_t size);

/* Fill m with this machine's description (free with pm_machine_free). */
void pm_runinfo_machine(pm_machine *m);

#endif
