/* blackbox.h - black-box regressors beside the generic model: a random forest and an SVR per group.
 *
 * The paper compares its model with a random forest and a support vector
 * machine (its Table V, Figures 5 and 6): they explain nothing, but when one of
 * them predicts the held-out configurations far better than the generic
 * model, the model is missing something in these data (an interaction, a
 * regime change) and its exponents deserve less trust. pmreport fits them on
 * the generic fit's own train/test split, for every group:
 *
 *   - features and target as blackbox/features.h says (log-scaled,
 *     standardised numbers; one-hot levels; ln t standardised);
 *   - hyperparameters chosen by 3-fold cross-validation on the training rows
 *     (at most PM_BB_CV_ROWS of them, a seeded sample): for the forest
 *     trees x depth in {30, 60} x {6, 12}, for the SVR C x gamma x epsilon in
 *     {10, 100} x {0.1, 0.3}/columns x {0.02, 0.1} (hyper[] below); the
 *     candidate with the lowest held-out MAPE wins, the first on a tie. The
 *     grid is small on purpose: the whole comparison must cost less than the
 *     model's own fit (bench/README.md, "Black boxes");
 *   - the winner refitted on the training rows (the SVR on at most
 *     PM_BB_SVR_ROWS of them, a seeded sample: its cost grows with the square
 *     of the rows; the forest on at most PM_BB_FOREST_ROWS) and its time
 *     predicted for every configuration, or past PM_BB_SCORE_ROWS
 *     configurations of a split for a seeded sample of that many (NAN for
 *     the others: an SVR's prediction costs one kernel per support vector);
 *     MAPE, MSE, RMSE and R^2 on train and test as for the model
 *     (fit/metrics.h), over the configurations predicted (their n says how
 *     many). Only the rows used get features (blackbox/features.h).
 *
 * A group with fewer than PM_BB_MIN_TRAIN training configurations, or in
 * which no parameter varies, gets no black box and a note saying why. Every
 * fit runs on the worker threads (--threads) with its own random stream
 * derived from the seed and writes to its own slot: the same seed gives the
 * same numbers for any thread count.
 *
 * Ownership: a pm_bb_run owns its groups, notes and predictions;
 * pm_bb_run_free releases them. It does not keep the dataset.
 */
#ifndef PM_BLACKBOX_H
#define PM_BLACKBOX_H

#include "dataset/dataset.h"
#include "fit/metrics.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

/* The black boxes. */
typedef enum pm_bb_kind {
    PM_BB_FOREST = 0, /* random forest (XGBoost, blackbox/forest.h) */
    PM_BB_SVR,        /* epsilon-SVR, RBF kernel (libsvm, blackbox/svr.h) */
    PM_BB_NKINDS      /* number of kinds (not a kind) */
} pm_bb_kind;

/* Which black boxes run, as a mask of 1 << kind (--baselines). */
enum { PM_BB_NONE = 0, PM_BB_ALL = (1 << PM_BB_NKINDS) - 1 };

/* The kinds this build can fit: all of them, or none in a build without XGBoost and libsvm
 * (cmake -DPM_BLACKBOXES=OFF, or AUTO where they are missing). Without them pm_bb_run_fit
 * still runs and gives every group that would have had black boxes a note saying why it has
 * none; the model's regularised variant (blackbox/compare.h) needs neither library. */
#if PM_HAVE_BLACKBOXES
#define PM_BB_BUILT ((unsigned)PM_BB_ALL)
#else
#define PM_BB_BUILT ((unsigned)PM_BB_NONE)
#endif

/* A group needs this many training configurations for black boxes. */
enum { PM_BB_MIN_TRAIN = 20 };
/* Training rows the cross-validation uses at most, the final SVR and the final forest
 * (seeded samples past them), and the training and test configurations each final fit is
 * scored on at most (seeded samples past it). */
enum {
    PM_BB_CV_ROWS = 300,
    PM_BB_SVR_ROWS = 2000,
    PM_BB_FOREST_ROWS = 20000,
    PM_BB_SCORE_ROWS = 5000
};

/* "random forest", "SVR": for people. */
const char *pm_bb_name(pm_bb_kind k);
/* "random_forest", "svr": for files (model.json keys, figure names). */
const char *pm_bb_id(pm_bb_kind k);
/* The kind whose id is id: 0, or -1 when none. */
int pm_bb_from_id(const char *id, pm_bb_kind *out);

/* --baselines: "none", "rf", "svr", "all" into a mask. 0, or -1 when unknown. */
int pm_bb_mask_from_name(const char *name, unsigned *mask);
/* The name of a mask ("none", "rf", "svr", "all"). */
const char *pm_bb_mask_name(unsigned mask);

/* The hyperparameters of a kind, by position in pm_bb_fit.hyper: their names
 * ("trees", "max_depth"; "C", "gamma", "epsilon") and how many. */
size_t pm_bb_nhyper(pm_bb_kind k);
const char *pm_bb_hyper_name(pm_bb_kind k, size_t i);

typedef struct pm_bb_opts {
    unsigned which;     /* mask of kinds to fit */
    uint64_t seed;      /* --seed */
    int threads;        /* --threads (0 = all CPUs) */
    size_t forest_rows; /* training configurations the final forest fits at most (0:
                           PM_BB_FOREST_ROWS) */
    size_t score_rows;  /* configurations of each split the final fits are scored on at most
                           (0: PM_BB_SCORE_ROWS) */
} pm_bb_opts;

/* One black box fitted to one group. */
typedef struct pm_bb_fit {
    pm_bb_kind kind;
    double hyper[3];        /* chosen hyperparameters (pm_bb_hyper_name); unused ones 0 */
    double cv_mape;         /* their held-out MAPE in the cross-validation */
    double *pred;           /* the group's n configurations: predicted time, data unit; NAN
                               for a configuration not scored (past PM_BB_SCORE_ROWS) */
    pm_metrics train, test; /* scores on the split of the generic fit */
} pm_bb_fit;

typedef struct pm_bb_group {
    size_t nfit;                 /* black boxes fitted (0 when note is set) */
    pm_bb_fit fit[PM_BB_NKINDS]; /* in kind order */
    char *note;                  /* why none was fitted, or NULL (owned) */
} pm_bb_group;

typedef struct pm_bb_run {
    size_t ngroups;
    pm_bb_group *groups; /* one per dataset group, same order */
} pm_bb_run;

/* Fit the black boxes of o->which to every group of d. With which == 0 every
 * group gets nothing (no note). Returns 0, or -1 with err set when XGBoost
 * fails (PM_ERR_INTERNAL). Free with pm_bb_run_free in either case. */
int pm_bb_run_fit(const pm_dataset *d, const pm_bb_opts *o, pm_bb_run *out, pm_error *err);

void pm_bb_run_free(pm_bb_run *r); /* NULL is a no-op */

#endif
