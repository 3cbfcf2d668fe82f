/* protocol.h - the paper's fitting protocol around the engine, per group.
 *
 * For every group: fit the training configurations with `fits` seeds, report
 * each unknown's mean and standard deviation over the seeds (Tables II, III),
 * keep the lowest-cost fit as the model, score it on train and test (Table IV),
 * estimate a 95% confidence interval and a standard error of every unknown
 * (from the Jacobian of the model, fit/interval.h, or by refitting resamples
 * of the training configurations; the gate uses those of the exponents q),
 * optionally sweep lambda over a log grid (Figures 7, 8) or choose it by
 * cross-validation, choose the model's form by cross-validation (--model
 * auto), and warn where an exponent cannot be fitted. Fits run on
 * worker threads; the results do not depend on how many.
 *
 * pm_fit_run is that sequence of phases, each in the file of its job
 * (fit/protocol_job.h lists them): select.h (form and regime), lambda.h,
 * seeds.h, loo.h, bootstrap.h (intervals) and identify.h (warnings).
 *
 * All values reported (a, C, metrics, costs) are in the data's unit.
 */
#ifndef PM_PROTOCOL_H
#define PM_PROTOCOL_H

#include "dataset/dataset.h"
#include "fit/cost.h"
#include "fit/engine.h"
#include "fit/metrics.h"
#include "fit/model.h"
#include "fit/settings.h"
#include "fit/warning.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

typedef struct pm_group_fit {
    const pm_group *g;      /* the group (borrowed from the dataset) */
    pm_model_data rows;     /* layout and every configuration: the training ones, then the test
                               ones (owns what train and test view) */
    pm_model_data train;    /* layout and training rows (a view of rows) */
    pm_model_data test;     /* same layout, test rows (a view of rows) */
    size_t nx;              /* unknowns */
    char **xname;           /* their names: a[filters], a[activation=relu], p[..], q[..], C */
    double lambda;          /* lambda used */
    pm_form_rule form_rule; /* which rule gave the form (named, or --model auto's) */
    size_t form_factor;     /* PM_RULE_EXTRAPOLATION: the factor extrapolated along (a
                               dataset parameter index); else SIZE_MAX */
    double form_cv[PM_FORM_NFORMS];  /* --model auto: mean held-out loss of each registered
                               form (by pm_model_form) over 5 folds of the training rows;
                               NAN for a form not tried, all NAN when the form was named
                               (the form is train.form) */
    double form_far[PM_FORM_NFORMS]; /* --model auto: mean loss of each form tried on the
                              training configurations at the largest values of the factors
                              (of the factor extrapolated along, with that rule), fitted on
                              the others; NAN where the data have none */
    int regime_given;                /* the segmented form: 1 when the breakpoint is --cores, 0 when
                                        fitted (train.reg, train.nreg) */
    double regime_lo, regime_hi;     /* a fitted breakpoint's 95% set: the lowest and highest
                                        candidate of its factor whose training cost the
                                        likelihood ratio cannot tell from the best's (the log
                                        loss without a penalty); NAN otherwise */
    double *x;                       /* nx: the lowest-cost fit (the model) */
    double *mean, *std;              /* nx: over the fits that agree with the best
                                        (pm_seeds_agree, fit/seeds.h) */
    size_t nagree;                   /* how many fits those are (the best among them) */
    double *ci_lo, *ci_hi;           /* nx: 95% interval (opts.interval; clipped to the bounds); NAN
                                        with --bootstrap 0, for an unknown held on a bound or without
                                        effect, or when the interval is unknown (too few refits, no
                                        usable Jacobian: warning interval_unknown on every q) */
    double *se;                      /* nx: standard error of each unknown (sandwich: from the
                                        Jacobian; percentile: std of the refits); NAN where ci_lo is */
    size_t nboot;                    /* bootstrap draws attempted (--bootstrap) */
    size_t nboot_used;               /* ... that succeeded: the rows of boot_q. Percentile: a refit
                                        that fails (degenerate result) is counted out here, never
                                        replaced; sandwich: all or none (no usable Jacobian) */
    double *boot_q;                  /* nboot_used x nfactor, row-major: every scaling exponent q
                                        of every successful draw (refit, or linearised wild bootstrap
                                        draw), in draw order (NULL when nboot_used is 0). With se, lets
                                        a gate test the difference of two fits without refitting */
    double *all_x;                   /* nx: the model refitted on every configuration of the group
                                        (training and test) from x, and ... */
    double *all_se;                  /* nx: ... its sandwich standard errors: what the gate's model
                                        comparison judges (twice the configurations of a training
                                        fit's, so smaller errors). NAN when not computed (no
                                        sandwich intervals: another loss or interval, --bootstrap
                                        0; a refit without a usable Jacobian) */
    double *fit_x;                   /* fits x nx: every fit */
    double *fit_cost;           /* fits: final cost of each (data unit where the loss has one) */
    size_t best;                /* index of the lowest-cost fit */
    double *pred_train;         /* predictions of x for the training rows (data unit) */
    double *pred_test;          /* ... and for the test rows */
    pm_metrics m_train, m_test; /* with loo, m_test is the leave-one-out predictions' */
    int loo;              /* the group was too small for a split (fit/plan.h, pm_group.loo): every
                             configuration trained, and m_test scores loo_pred */
    double *loo_pred;     /* loo: per configuration (in the group's order), its time predicted
                             by the model refitted without it (data unit); NULL otherwise */
    pm_warning *warnings; /* identifiability warnings (codes with their numbers) */
    size_t nwarnings;
    pm_sweep_point *sweep; /* PM_SWEEP_N points when the sweep ran, else NULL */
} pm_group_fit;

typedef struct pm_fit {
    pm_fit_opts opts; /* as run */
    size_t ngroups;
    pm_group_fit *groups; /* one per dataset group, same order */
} pm_fit;

/* The interval of a group is known only when at least this many refits, and this
 * fraction of those attempted, succeeded; otherwise ci_lo, ci_hi and se are NAN and
 * every scaling exponent carries PM_WARN_INTERVAL_UNKNOWN. */
enum { PM_BOOT_MIN_USED = 20 };
#define PM_BOOT_MIN_FRACTION 0.8

/* Fit every group of d. Returns 0, or -1 with err set (PM_ERR_INPUT, naming the first group
 * in order that fails) when a group has no training rows at all, has fewer training
 * configurations than the model's unknowns, has no fit that is a model (its predictions
 * are not finite positive times), or has a model whose training errors are not finite
 * numbers (the last two: times double precision cannot model). On -1, *out has been freed
 * and zeroed (pm_fit_free on it is a no-op). On 0, free with pm_fit_free; d must outlive the
 * result. */
int pm_fit_run(const pm_dataset *d, const pm_fit_opts *o, pm_fit *out, pm_error *err);

void pm_fit_free(pm_fit *f); /* NULL is a no-op */

/* Free what only fitting needs: the per-configuration arrays of every group's training and
 * test model data (pm_model_data_drop_rows). The layouts, counts and every result (x,
 * statistics, intervals, predictions, metrics, warnings) stay. For a caller that goes on to
 * build the result (run.c): at a million configurations those arrays are a quarter of the
 * memory. */
void pm_fit_drop_rows(pm_fit *f);

/* Kind of unknown i of a group fit: 'a' (numeric or level coefficient), 'p', 'q' or 'C'. */
char pm_fit_kind(const pm_group_fit *gf, size_t i);

/* The blocks of a group fit's unknowns, for pm_fit_xindex. */
typedef enum {
    PM_X_TERM_A = 0, /* coefficient a of numeric parameter k (k < train.nnum; the paper's
                        form only: the product form has none) */
    PM_X_LEVEL_A,    /* coefficient a of level slot k (k < train.nlev) */
    PM_X_TERM_P,     /* power p of numeric parameter k (k < nnum + nprod, either form) */
    PM_X_EXP_Q,      /* exponent q of extrinsic parameter k (k < pm_model_nfactor) */
    PM_X_REGIME,     /* the regime's power d (train.nreg; k ignored) */
    PM_X_CONST       /* the constant C (k ignored) */
} pm_xblock;

/* Position of the k-th unknown of a block in x, mean, std, ci_lo, ci_hi, se, all_x, all_se,
 * fit_x rows and sweep x. With pm_fit_kind and pm_fit_xconvert, the only code outside fit/
 * that knows the layout of the unknown vector (fit/model.h defines it): the two readers
 * outside fit/, the result (result/result.c) and the black boxes' comparison
 * (blackbox/compare.c), find and convert unknowns through these three alone. Inside fit/, the
 * engine and the warnings (identify.c) read the layout from model.h. */
size_t pm_fit_xindex(const pm_group_fit *gf, pm_xblock block, size_t k);

/* The units of a group fit's unknowns: the model's, where times are divided by the group's
 * scale (train.scale: what the engine fits), or the data's (what the result reports). */
typedef enum {
    PM_UNIT_MODEL = 0, /* a and C in the model's unit */
    PM_UNIT_DATA       /* a and C in the data's unit */
} pm_xunit;

/* Convert the nx unknowns x of gf into unit `to` from the other unit, into out (which may be
 * x): the coefficients a and the constant C scale with the time (multiplied by train.scale
 * into the data's unit, divided out of it), the powers p, q and d do not. For the model's
 * unknowns (gf->x, any row of fit_x or sweep x) and their standard errors and bounds alike. */
void pm_fit_xconvert(const pm_group_fit *gf, const double *x, pm_xunit to, double *out);

#endif
