/* forest.h - a random forest regressor, grown by XGBoost's C API in its random-forest mode.
 *
 * XGBoost grows a forest when one boosting round fits `trees` trees in
 * parallel (num_parallel_tree) on the same target, each on a random share of
 * the rows (subsample 0.8) and choosing each split among a random share of the
 * columns (colsample_bynode 0.8), with learning rate 1: the prediction is the
 * mean of the trees, as in Breiman's forest. These are the values of XGBoost's
 * own random-forest recipe ("Random Forests in XGBoost", its documentation).
 * Trees are grown with the histogram method on one thread (nthread 1): the
 * caller runs forests side by side on its own threads, so the result depends
 * on the seed only, never on how many threads there are.
 */
#ifndef PM_BB_FOREST_H
#define PM_BB_FOREST_H

#include "blackbox/features.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

typedef struct pm_forest_params {
    size_t trees;  /* trees in the forest */
    size_t depth;  /* largest depth of a tree */
    uint64_t seed; /* the rows and columns each tree sees */
} pm_forest_params;

/* Grow a forest on the rows `train` (ntrain indices into m) of m and predict
 * the standardised log time of the rows `pred` (npred indices) into out.
 * Returns 0, or -1 with err set: PM_ERR_INTERNAL with XGBoost's message when
 * XGBoost fails, PM_ERR_IO when its library cannot be loaded (forest.c loads it
 * at the first call). */
int pm_forest_fit_predict(const pm_bb_design *m, const size_t *train, size_t ntrain,
                          const pm_forest_params *p, const size_t *pred, size_t npred, double *out,
                          pm_error *err);

#endif
