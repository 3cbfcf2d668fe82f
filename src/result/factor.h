/* factor.h - what kind of scaling factor an extrinsic parameter is, and what its exponent should
 * be.
 *
 * Time per iteration against a *parallel* factor (GPUs, workers, nodes,
 * threads, ranks ...) ideally falls as 1/E: q = -1, and a larger q (closer to
 * 0, or positive) is worse. Against the *batch size* time per iteration
 * ideally grows no faster than the work: q = 1 means the same time per
 * sample, q < 1 means larger batches are more efficient, and a larger q is
 * worse. For any other factor no ideal is known, and a larger q (more time
 * per unit of the factor) is taken as worse. The report shows the ideal, and
 * the gate uses the direction; docs/gate.md documents the same rule.
 */
#ifndef PM_FACTOR_H
#define PM_FACTOR_H

typedef enum pm_factor_kind {
    PM_FACTOR_OTHER = 0, /* no known ideal */
    PM_FACTOR_PARALLEL,  /* more of it should make an iteration faster: ideal q = -1 */
    PM_FACTOR_BATCH      /* work per iteration: ideal q = 1 (same time per sample) at most */
} pm_factor_kind;

/* The kind of the factor called name (case-insensitive, by well-known names). */
pm_factor_kind pm_factor_classify(const char *name);

/* The ideal exponent of a kind (-1, 1), or NAN for PM_FACTOR_OTHER. */
double pm_factor_ideal(pm_factor_kind kind);

/* A short phrase for the ideal: "-1 (linear speedup)", "1 (same time per sample)", "". */
const char *pm_factor_ideal_text(pm_factor_kind kind);

#endif
