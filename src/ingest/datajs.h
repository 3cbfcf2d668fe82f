/* datajs.h - github-action-benchmark's history file (data.js on its gh-pages branch): its
 * entries listed, and any one of them read into the raw table.
 *
 * benchmark-action/github-action-benchmark keeps every run of a workflow's benchmarks in one
 * JavaScript file, `window.BENCHMARK_DATA = {...}` (or, with external-data-json-path, the
 * same object as plain JSON): "entries" maps each suite (the `name` of the action's step) to
 * its runs in the order they were appended, each with its commit, its `date` (milliseconds
 * since 1970, when it ran), the `tool` that wrote it and its `benches` ({name, value, unit,
 * range, extra}). As an input format (pm_format_datajs, formats.h) pmreport reads the newest
 * entry of each suite; `pmreport history import` walks the list (pm_datajs_count,
 * pm_datajs_entry_at) and reads each entry (pm_datajs_read_entry) as a run of its own.
 *
 * The columns an entry gives (datajs.c's header says what becomes of each tool's names and
 * units): `suite`; `benchmark`, the bench's family, hinted as the group; its arguments (and
 * `threads`, `procs`) as scaling factors; `time` with `time_unit` (s, ms, us, ns), a rate
 * turned into the time of one operation; or, when no bench of the entries read is a time or a
 * rate, `value`, the file's only metric.
 *
 * Ownership: a pm_datajs owns the decoded document and every string its entries point to;
 * they live until pm_datajs_free. It borrows nothing from the text it was opened from.
 */
#ifndef PM_DATAJS_H
#define PM_DATAJS_H

#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>

typedef struct pm_datajs pm_datajs;

/* One entry: one run of one suite. */
typedef struct pm_datajs_entry {
    const char *suite;       /* the suite's name (a key of "entries") */
    size_t index;            /* its place in the suite's list, from 0 (the oldest appended) */
    size_t nsuite;           /* entries in that suite */
    const char *commit;      /* commit.id, the commit's SHA; NULL when the entry has none */
    const char *commit_time; /* commit.timestamp as ISO 8601 UTC ("2024-01-02T03:04:05Z");
                                NULL when absent or not a date and time with a zone */
    const char *time;        /* when it ran (`date`) as ISO 8601 UTC, to the second */
    long long epoch;         /* the same in seconds since 1970 (history/store.h: a run's time) */
    const char *tool;        /* "googlecpp", "go", "cargo", ...; NULL when absent */
    size_t nbenches;         /* its benches */
} pm_datajs_entry;

/* Decode the data file text[0..len) (from its first byte: a byte-order mark and blanks are
 * skipped; then `window.BENCHMARK_DATA =` and a JSON object, or a JSON object alone, and at
 * most a `;` after it) named path in errors and rows. Checks what listing needs: "entries"
 * an object of lists of objects, each with a `date` (a number of milliseconds from 1970 to
 * 9999), `commit` and `tool` when present of the right types; benches are checked when an
 * entry is read. Returns 0 with *out set (free with pm_datajs_free), or -1 with err set to
 * "path:line: ..." (bad JSON) or "path: entries["x"][3].date: ..." and *out NULL. */
int pm_datajs_open(const char *path, const char *text, size_t len, pm_datajs **out, pm_error *err);

/* The entries, every suite's in the file's order of suites, each suite's oldest first. */
size_t pm_datajs_count(const pm_datajs *d);

/* Entry k (< pm_datajs_count), or NULL beyond the last. Valid until pm_datajs_free. */
const pm_datajs_entry *pm_datajs_entry_at(const pm_datajs *d, size_t k);

/* The file's "repoUrl" ("https://github.com/owner/repo"), or NULL when absent or empty. */
const char *pm_datajs_repo_url(const pm_datajs *d);

/* Read entry k into t as one input file (rows named by the path given to pm_datajs_open):
 * one row per bench, the columns above, the suite's name in `suite` (described, not a
 * parameter). What was chosen for the user (rates, benches left out) goes to t's notes.
 * Returns 0, or -1 with err set at the bad bench's JSON path ("entries[\"x\"][3].benches[2].
 * value") or "no measurements" when no bench gave a row; t is then unchanged. */
int pm_datajs_read_entry(pm_table *t, const pm_datajs *d, size_t k, pm_error *err);

void pm_datajs_free(pm_datajs *d); /* NULL is a no-op */

#endif
