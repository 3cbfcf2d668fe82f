/* reference.h - which level of each categorical parameter is its reference in the fixed gauge.
 *
 * The level terms are fitted as one base a0 (the reference levels' terms) and, per categorical
 * parameter, the other levels' differences from its reference, all >= 0 (fit/model.h). Those
 * are the paper's bounds (every level's own term >= 0) exactly when the reference is the level
 * with the smallest term; a reference above it would hold the smaller level's difference at 0
 * and fit less well than the paper's model. The reference is chosen before the fit, from a
 * least-squares fit of ln t on every parameter at once (ln of each numeric and extrinsic value,
 * an indicator per level): the level with the smallest coefficient there, which measures a
 * level's effect with the other parameters held fixed (a level's median time does not: in an
 * unbalanced design it is mostly the other parameters'). Deterministic, from the data alone.
 */
#ifndef PM_REFERENCE_H
#define PM_REFERENCE_H

#include "dataset/dataset.h"

#include <stddef.h>

/* For each of the ncat categorical parameters cat[0..ncat) of group g (dataset parameter
 * indices; PM_MODEL_BASE entries are skipped and get 0), the reference level into ref[c]:
 * the level with the smallest coefficient in the log-linear fit over the configurations that
 * use chooses (NULL: all), among the levels present there. num[0..nnum) are the numeric and
 * extrinsic parameters entered as ln of their value (indices; others are ignored). When the
 * fit cannot be solved, the level with the smallest median time. */
void pm_reference_levels(const pm_dataset *d, const pm_group *g, const unsigned char *use,
                         const size_t *cat, size_t ncat, const size_t *num, size_t nnum,
                         size_t *ref);

#endif
