/* factor.h - what kind of scaling factor an extrinsic parameter is, what its exponent means, and
 * the ideals a user states for it (--ideal).
 *
 * The kind comes from the factor's name (dataset/names.h, the one list of well-known names the
 * roles read too):
 *   - a *parallel* factor (GPUs, workers, nodes, threads, ranks ...): time against it ideally
 *     falls as 1/E, q = -1, when the total work is fixed (strong scaling), and stays flat,
 *     q = 0, when each worker's share is fixed (weak scaling); a larger q is worse either way;
 *   - the *batch size*: q = 1 is the same time per sample, q < 1 larger batches are more
 *     efficient, and a larger q is worse;
 *   - a *problem size* (n, size, bytes, elements, ..._size ...): q is the algorithm's
 *     complexity, 1 linear, 2 quadratic; a larger q is worse, and no value is ideal for every
 *     algorithm;
 *   - any other factor: no ideal is known, and a larger q (more time per unit of the factor)
 *     is taken as worse.
 * The report shows the ideal, and the gate uses the direction; docs/gate.md documents the same
 * rule. A user who knows better states the ideal per factor (--ideal n=1,workers=0): the
 * result keeps it (pm_res_param.has_ideal) and the report shows it instead; it never gates by
 * itself (--exponent-limit does).
 */
#ifndef PM_FACTOR_H
#define PM_FACTOR_H

#include "util/buf.h"

#include <stddef.h>

struct pm_result;

typedef enum pm_factor_kind {
    PM_FACTOR_OTHER = 0, /* no known ideal */
    PM_FACTOR_PARALLEL,  /* more of it should make the run faster: ideal q = -1 */
    PM_FACTOR_BATCH,     /* work per iteration: ideal q = 1 (same time per sample) at most */
    PM_FACTOR_SIZE       /* the problem's size: q is the complexity, no universal ideal */
} pm_factor_kind;

enum { PM_FACTOR_NKINDS = 4 };

/* The kind of the factor called name (case-insensitive, by dataset/names.h's lists). */
pm_factor_kind pm_factor_classify(const char *name);

/* The ideal exponent of a kind (-1, 1), or NAN for PM_FACTOR_SIZE and PM_FACTOR_OTHER. */
double pm_factor_ideal(pm_factor_kind kind);

/* A short phrase for the ideal: "-1 (linear speedup)", "1 (same time per sample)",
 * "none (1 linear, 2 quadratic)" for a size, "" for another factor. */
const char *pm_factor_ideal_text(pm_factor_kind kind);

/* What an exponent q of a problem size says of the complexity, for people: "about constant",
 * "about square root", "about linear", "about quadratic", "about cubic" within 0.15 of 0, 0.5,
 * 1, 2, 3, else "between linear and quadratic" and the like ("below constant" under 0,
 * "above cubic" past 3); "" when q is not finite. */
const char *pm_factor_complexity(double q);

/* The law of a factor E called name with exponent q and the log form's log power logj
 * (0: a power law), for people: "n log n", "log n", "n^2 log n", "n^1.2 (log2 n)^2" (q read
 * as a whole number within 0.05 of one, as 0.5 likewise); with logj 0 "" (the exponent says
 * it). Writes at most size bytes. */
void pm_factor_law(const char *name, double q, unsigned logj, char *out, size_t size);

/* The time at the largest value of a factor over the time at the smallest (range[0] to
 * range[1]) that E^q (log2 E)^logj gives. */
double pm_factor_growth(const double range[2], double q, unsigned logj);

/* The ideals stated with --ideal F=X[,...]: a factor's name and its expected exponent. */
typedef struct pm_factor_ideals {
    size_t n;
    char **name;   /* n factor names (owned) */
    double *value; /* n exponents */
} pm_factor_ideals;

/* Append "NAME=X[,NAME=X...]" (X any finite number) to ideals; a name given again replaces its
 * value. Returns 0, or -1 with a message in msg (nothing added then). */
int pm_factor_parse_ideals(pm_factor_ideals *ideals, const char *text, char *msg, size_t msgsize);

/* The stated ideal of factor name (exact name), or NAN when none was stated. */
double pm_factor_stated(const pm_factor_ideals *ideals, const char *name);

/* Set has_ideal and ideal on every extrinsic parameter of r that ideals names. Returns how
 * many names of ideals are no extrinsic parameter of r (they change nothing), and appends
 * those names, comma-separated, to unknown (when not NULL). */
size_t pm_factor_apply_ideals(const pm_factor_ideals *ideals, struct pm_result *r, pm_buf *unknown);

void pm_factor_ideals_free(pm_factor_ideals *ideals); /* NULL is a no-op; left empty */

#endif
