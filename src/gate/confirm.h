/* confirm.h - rerunning a comparison: whether a rerun is worth it (the gate's precision and its
 * noise) and what a rerun makes of the first comparison's verdict (--confirm).
 *
 * A gate on a shared runner sees the same code regress now and then: a busy machine widens the
 * noise and moves the exponents. A rerun of the comparison (the benchmark run again, gated
 * again) is an independent second look; a regression that both see is far less likely to be
 * noise (p false alarms become about p^2). So with --confirm FILE this run is a rerun of the
 * comparison whose gate.json FILE is (render/gate_json.h), and
 *
 *   - a row (group + factor; a group compared by its times by its group) is a REGRESSION only
 *     when it regressed in both comparisons (the row's note says the rerun confirms it);
 *   - a first regression that the rerun does not reproduce stays as the rerun judged it (PASS,
 *     or INCONCLUSIVE where the rerun could not judge it), with a note saying it was not
 *     confirmed;
 *   - a regression only the rerun sees is PASS, with a note saying that the first comparison
 *     did not see it;
 *   - the counts and the overall verdict follow (pm_gate_compare's rule), and so the exit
 *     status; pm_gate.confirm keeps both verdicts and a sentence that says them.
 *
 * Ownership: a pm_confirm_first owns its strings and arrays (pm_confirm_first_free); the rule
 * adds owned strings to the pm_gate it rewrites, which pm_gate_free releases.
 * docs/gate.md ("Confirmation") documents the rule for users.
 */
#ifndef PM_CONFIRM_H
#define PM_CONFIRM_H

#include "gate/gate.h"
#include "util/error.h"

#include <stddef.h>

/* The schema of gate.json that render/gate_json.c writes and pm_confirm_read reads. */
#define PM_GATE_JSON_SCHEMA 1
/* The largest gate.json --confirm reads (a gate of many groups is a few MiB). */
#define PM_CONFIRM_MAX ((size_t)64 << 20)

/* One verdict of the first comparison. */
typedef struct pm_confirm_item {
    char *group;             /* (owned) */
    char *factor;            /* (owned); NULL for a group compared by its times */
    pm_gate_verdict verdict; /* PASS, INCONCLUSIVE or REGRESSION */
} pm_confirm_item;

/* The first comparison, as its gate.json says it. */
typedef struct pm_confirm_first {
    char *source;            /* the file read (owned) */
    char *baseline;          /* what it compared against, for people (owned) */
    pm_gate_verdict verdict; /* its overall verdict */
    size_t nitems;
    pm_confirm_item *items; /* its rows, then its groups compared by their times (owned) */
} pm_confirm_first;

/* Read the gate.json at path, or in the directory path (a report directory). Returns 0, or
 * -1 with err set and out left empty: PM_ERR_IO when it cannot be opened or read,
 * PM_ERR_INPUT naming the file (and the line, for a syntax error) when it is not a gate.json
 * ("not a gate.json: rows[2]: no \"verdict\""). Free out with pm_confirm_first_free. */
int pm_confirm_read(const char *path, pm_confirm_first *out, pm_error *err);

/* The same from text (n bytes) named `name` in messages. Same contract. */
int pm_confirm_parse(const char *text, size_t n, const char *name, pm_confirm_first *out,
                     pm_error *err);

void pm_confirm_first_free(pm_confirm_first *f); /* NULL is a no-op */

/* Apply the rule above to g, this run's comparison (a rerun of first): rewrite its verdicts,
 * add the notes, recount, set its overall verdict and fill g->confirm. A gate with verdict
 * NONE (nothing compared) is left as it is. */
void pm_confirm_apply(pm_gate *g, const pm_confirm_first *first);

/* 1 when every judged row's detectable change (z + 1.645) * se is at most its threshold (its
 * MDC at most twice the threshold) and every judged time row's (z + 1.645) * se is at most
 * ln(max_slowdown); rows without a standard error, the inconclusive ones and the top-of-range
 * tests do not count. 0 when nothing counted at all (nothing measured is not precise). More
 * repeats would not change the verdict of a precise gate much: the sequential A/B design
 * (pmreport-ab) stops there. */
int pm_gate_precise(const pm_gate *g);

/* 1 when this run was much noisier than the baseline in some group compared (the gate's noise
 * note, PM_GATE_NOISIER): a regression then is worth a rerun before anyone believes it. */
int pm_gate_noisier(const pm_gate *g);

#endif
