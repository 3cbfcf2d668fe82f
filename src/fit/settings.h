/* settings.h - how a fit is asked for: the options of the protocol (--loss, --model, --fits,
 * --bootstrap, ...), the intervals' method, the lambda sweep's grid.
 *
 * What the result (result/result.h) records of a fit and what renderers read of it, apart
 * from the protocol that runs the fit (fit/protocol.h, which includes this).
 */
#ifndef PM_FIT_SETTINGS_H
#define PM_FIT_SETTINGS_H

#include "fit/cost.h"
#include "fit/engine.h"
#include "fit/form.h"
#include "fit/metrics.h"

#include <stddef.h>
#include <stdint.h>

/* How the 95% intervals are computed from the bootstrap (see docs/fit.md, "Intervals"). */
typedef enum {
    PM_CI_SANDWICH = 0, /* x +- t se, se from the Jacobian (HC2 sandwich), draws by a linearised
                           wild bootstrap (fit/interval.h); for the log loss, else PERCENTILE */
    PM_CI_PERCENTILE,   /* pairs bootstrap: resample configurations, refit each, 2.5-97.5
                           percentiles of the refits */
    PM_CI_SANDWICH_HC3  /* as SANDWICH with the HC3 correction (more conservative) */
} pm_interval;

const char *pm_interval_name(pm_interval m);
int pm_interval_from_name(const char *s, pm_interval *out); /* 0 ok, -1 unknown */

typedef struct pm_fit_opts {
    pm_loss loss;           /* --loss */
    pm_reg reg;             /* --regularization */
    double lambda;          /* --lambda (ignored when lambda_auto) */
    int lambda_auto;        /* --lambda auto: 5-fold cross-validation over the sweep grid */
    int lambda_sweep;       /* --lambda-sweep: also fit at every grid value */
    double coef_max;        /* bound of a and C in the data unit; 0 = 1000 x median time */
    double pow_max;         /* p, q in [-pow_max, pow_max] */
    int raw_units;          /* fit in the data unit itself (the paper's cost exactly) */
    pm_optimizer optimizer; /* --optimizer */
    pm_model_form form;     /* --model: paper (default), product, segmented, or auto (per
                               group, fit/select.h) */
    size_t extrapolate;     /* --extrapolate: 1 + the dataset parameter index of the extrinsic
                               factor --model auto judges the forms along (stages.c resolves
                               the name); 0 when not given */
    const struct pm_regime *regimes; /* per group of the data, or NULL: the regime a form with
                               one takes, as given (a refit of a model beside itself, as the
                               comparison's: its own breakpoints; nparam 0: none) rather than
                               chosen (fit/regime.h); borrowed */
    int cores;            /* --cores: the segmented form's breakpoint in the product of the
                             parallel factors (workers, threads, ...); 0 = fit it (run.c
                             puts the machine's online cores where none was given) */
    size_t fits;          /* --fits: seeds per group */
    uint64_t seed;        /* --seed */
    size_t bootstrap;     /* --bootstrap: resamples for the intervals (0 = none) */
    pm_interval interval; /* how the intervals are formed from them */
    int threads;          /* --threads (0 = all CPUs) */
} pm_fit_opts;

void pm_fit_opts_default(pm_fit_opts *o);

/* How the intervals of a fit with options o were made, for people: "none (--bootstrap 0)",
 * "sandwich (HC2) standard errors from the Jacobian", or "percentile of N refitted
 * resamples" (the sandwich applies to the log loss only; other losses refit). */
void pm_interval_describe(const pm_fit_opts *o, char *out, size_t size);

/* The lambda grid of the sweep: 1e-6, 1e-5, ..., 1. */
enum { PM_SWEEP_N = 7 };
double pm_sweep_lambda(size_t i);

typedef struct pm_sweep_point {
    double lambda;   /* grid value */
    pm_metrics test; /* test metrics of the fit at this lambda */
    double *x;       /* its unknowns (data unit) */
} pm_sweep_point;

#endif
