/* compare.h - the paper's Table V: the generic model beside itself regularised and the black boxes.
 *
 * After the generic fit (fit/protocol.h) this stage fits, on the same
 * dataset and so the same train/test split:
 *   - the generic model with the other regularisation: when the model was
 *     fitted without a penalty, L2 at the paper's lambda = 0.001 (the value
 *     its Figure 7 found best); when it had one (--regularization with a
 *     lambda > 0, or --lambda auto), none. One seed and no intervals: the
 *     table needs its predictions only, and one seed of the default optimizer
 *     lands where ten do (docs/fit.md), at about a tenth of the fit's time.
 *     Cross-validating lambda instead would cost 35 fits, 3.5 times the
 *     model's own fit. Each group keeps the form it was fitted in (with
 *     --model auto, the form its cross-validation chose, not chosen again).
 *     When a group has more than PM_COMPARE_VARIANT_ROWS training
 *     configurations, the variant is fitted on a seeded sample of that many of
 *     them (every group then on at most that many), and scored on all the
 *     configurations, training and test, as before: its metrics rest on the
 *     same configurations as the model's;
 *   - the black boxes asked for (blackbox/blackbox.h).
 * Nothing here changes the model: the result type carries these beside it
 * (result/result.h) and the model-adequacy warning is decided there.
 *
 * Ownership: a pm_compare owns its fits and notes; pm_compare_free releases
 * them. The dataset must outlive it (the variant fit borrows its groups). The
 * variant's fits keep their layouts, parameters and metrics, not their
 * per-configuration data (pm_fit_drop_rows).
 */
#ifndef PM_COMPARE_H
#define PM_COMPARE_H

#include "blackbox/blackbox.h"
#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "util/error.h"

/* The paper's penalty weight, used for the regularised variant. */
#define PM_COMPARE_LAMBDA 0.001

/* Past this many training configurations in a group, the variant is fitted on a sample. */
enum { PM_COMPARE_VARIANT_ROWS = 8192 };

typedef struct pm_compare {
    unsigned which;  /* black boxes asked for (mask of 1 << pm_bb_kind); 0: nothing ran */
    int has_variant; /* 1 when the variant fits succeeded */
    pm_reg variant_reg;
    double variant_lambda;
    pm_fit variant[PM_FORM_NFORMS]; /* the generic model with the other regularisation, in
                           each registered form (by pm_model_form), each fitted only when
                           some group of the model has that form */
    int has_form[PM_FORM_NFORMS];   /* which of variant[] were fitted */
    char *variant_note;             /* why the variant is missing, or NULL (owned) */
    pm_bb_run bb;                   /* the black boxes, one entry per dataset group */
} pm_compare;

/* The variant's fit of group gi in the given form (the form the model of that group has),
 * or NULL when there is none. */
const pm_group_fit *pm_compare_variant(const pm_compare *c, pm_model_form form, size_t gi);

/* Run the comparison for the fit f of d (f's options give the seed, the
 * threads and the regularisation to swap). With which == 0 nothing runs and
 * out->which is 0. A variant fit that fails leaves a note, not an error.
 * Returns 0, or -1 with err set when a black box fails (XGBoost); free with
 * pm_compare_free in either case. */
int pm_compare_run(const pm_dataset *d, const pm_fit *f, unsigned which, pm_compare *out,
                   pm_error *err);

/* Where each part of the comparison starts to sample (0: the default). */
typedef struct pm_compare_limits {
    size_t variant_rows; /* training configurations the variant is fitted on at most, per
                            group (PM_COMPARE_VARIANT_ROWS) */
    size_t forest_rows;  /* ... the final forest (PM_BB_FOREST_ROWS) */
    size_t score_rows;   /* configurations of each split a black box is scored on at most
                            (PM_BB_SCORE_ROWS) */
} pm_compare_limits;

/* pm_compare_run with other limits (NULL: the defaults): to measure what the samples cost
 * in accuracy against the whole computation (SIZE_MAX everywhere). */
int pm_compare_run_limits(const pm_dataset *d, const pm_fit *f, unsigned which,
                          const pm_compare_limits *lim, pm_compare *out, pm_error *err);

void pm_compare_free(pm_compare *c); /* NULL is a no-op */

#endif
