/* engine.h - one fit of the model to one group's data, by one of two optimizers.
 *
 * "vp" (the default): differential evolution (self-adaptive jDE) over the
 *   powers p, q only, the coefficients a, C solved for each candidate in closed
 *   form (varpro.h), then the coefficients solved exactly for the best powers
 *   and a bounded Levenberg-Marquardt polish of every unknown at once, a, p, q
 *   and C together (lm.h; reweighted least squares for mae, mape and L1).
 * "paper": differential evolution over every unknown as the paper ran it
 *   (scipy's defaults: best1bin, population 15 x unknowns, dithered mutation
 *   in [0.5, 1), recombination 0.7, Latin-hypercube start, relative tolerance
 *   0.01, at most 1000 generations), then a bounded Nelder-Mead polish of every
 *   unknown (polish.h).
 * Both are deterministic for a given seed.
 *
 * Past twice PM_SEARCH_ROWS configurations (or 64 per unknown, if more) the
 * global search of "vp" runs on a stratified sample of that many and
 * Levenberg-Marquardt refines its result on samples four times larger each,
 * then on every configuration, so a fit's cost grows linearly with the data
 * (engine.c, "the global search on a sample").
 */
#ifndef PM_ENGINE_H
#define PM_ENGINE_H

#include "fit/cost.h"
#include "fit/model.h"

#include <stdint.h>

typedef enum { PM_OPT_VP = 0, PM_OPT_PAPER } pm_optimizer;

enum { PM_SEARCH_ROWS = 2048 };

const char *pm_optimizer_name(pm_optimizer o);
int pm_optimizer_from_name(const char *s, pm_optimizer *out); /* 0 ok, -1 unknown */

typedef struct pm_engine_opts {
    pm_optimizer optimizer; /* which search */
    uint64_t seed;          /* its seed */
    const double *start;    /* optional full x to polish from, skipping the global search */
    size_t search_rows;     /* "vp": configurations the global search samples once there are
                               twice as many (0: PM_SEARCH_ROWS or 64 per unknown, if more;
                               SIZE_MAX: never sample) */
} pm_engine_opts;

typedef struct pm_engine_result {
    double cost;        /* final cost (loss + penalty), model units */
    size_t nfev;        /* cost evaluations */
    size_t nit;         /* generations of the global search */
    int converged;      /* the global search met its tolerance */
    int degenerate;     /* the result is no model: a non-finite unknown or cost, or a
                           prediction that is not a positive finite time (see pm_engine_fit) */
    size_t search_rows; /* configurations the global search ran on (all, or a sample) */
    double moved;       /* sampled search: the largest move of a power when refined on
                           every configuration, in standard errors of the sample's fit
                           (0 without a sample; NAN when the sample had no Jacobian) */
} pm_engine_result;

/* Fit m under cfg; x (pm_model_nx(m) doubles) receives the unknowns. Always
 * returns a point inside the bounds; res->degenerate says when that point is no
 * model of the data (callers must not report it as one: the protocol fails the
 * group, the bootstrap counts the resample as failed). A group with no rows
 * gives cost 0, x = 0 and degenerate 0. */
void pm_engine_fit(const pm_model_data *m, const pm_cost_config *cfg, const pm_engine_opts *o,
                   double *x, pm_engine_result *res);

#endif
