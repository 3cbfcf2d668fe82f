/* result.h - the one result of a run: every fitted group by name, the numbers a reader needs, no
 * optimizer layout.
 *
 * A pm_result is built once from a fit (pm_result_from_fit) or read back from
 * model.json (result/model_io.h), and it is all a renderer, the gate, the
 * history or `pmreport predict` ever read. It names things: an exponent says
 * which parameter it belongs to, a level coefficient which level; nobody
 * outside src/fit/ computes a position in the optimizer's unknown vector.
 *
 * Per group it holds:
 *   - the scaling exponents q, one per extrinsic factor, each a pm_stat
 *     (value of the lowest-cost fit, mean and std over the seeds, 95% interval);
 *   - the model's form (the paper's sum of terms, or one product term);
 *   - the intrinsic terms a * I^p of the numeric parameters (in the product
 *     form only their powers p), the level coefficients of the categorical
 *     ones, the constant C;
 *   - the measurement noise (the floor a perfect model would reach, from the
 *     configurations measured more than once) beside the model's test error on
 *     single measurements;
 *   - metrics on train and test, the cost of every seed's fit, the warnings
 *     (codes with their numbers, fit/warning.h), the lambda sweep when run;
 *   - every configuration: measured and predicted time, train or test, how
 *     many measurements, and its parameter values as indices into each
 *     parameter's table of distinct values (what the plots draw).
 *     model.json keeps each configuration's values, median and count (a
 *     seeded sample past PM_RESULT_CONFIGS_MAX), which a result read back
 *     holds as configs (points.n == 0 then): what the gate pairs;
 *   - the comparison of the paper's Table V (blackbox/compare.h) when it ran:
 *     the model refitted with the other regularisation and each black box,
 *     their metrics on the same split, the black boxes' hyperparameters and
 *     their predicted time per configuration (with the configurations: not in
 *     model.json). When the best black box's test MAPE is under half the
 *     model's, the group carries the warning PM_WARN_MODEL_INADEQUATE, which
 *     the gate reads (gate/gate.h).
 * Times, a and C are in the data unit (`unit`); powers have no unit.
 *
 * Parameters are listed once for the whole result (params), in the dataset's
 * order (numeric, categorical, extrinsic); groups refer to them by index.
 *
 * Ownership: a pm_result owns every string and array it points to;
 * pm_result_free() releases all of it. Nothing in it borrows from the dataset
 * or the fit it was built from.
 */
#ifndef PM_RESULT_H
#define PM_RESULT_H

#include "blackbox/blackbox.h" /* pm_bb_kind: the black boxes of Table V */
#include "dataset/dataset.h"
#include "dataset/noise.h"
#include "dataset/roles.h"
#include "fit/metrics.h"
#include "fit/settings.h" /* pm_fit_opts: the settings model.json records */
#include "fit/warning.h"

#include <stddef.h>
#include <stdint.h>

/* model.json's schema version written by this build; a reader refuses newer ones, and reads
 * the older PM_RESULT_SCHEMA_OLDEST.. as they are (schema 2: no comparison; 5 and older:
 * level terms not in the fixed gauge, pm_res_level). */
enum { PM_RESULT_SCHEMA = 6, PM_RESULT_SCHEMA_OLDEST = 2 };

/* The model-adequacy rule: the best black box's test MAPE below this share of the model's. */
#define PM_RESULT_ADEQUACY_RATIO 0.5

/* One fitted quantity. */
typedef struct pm_stat {
    double value;  /* the model's value: the lowest-cost fit */
    double mean;   /* mean over the seeds' fits */
    double std;    /* standard deviation over the seeds' fits */
    double lo, hi; /* 95% interval; NAN when it was not computed */
    double se;     /* standard error; until the fit reports its own, derived from the
                      interval as (hi - lo) / (2 * 1.96) (pm_stat_se_from_interval);
                      NAN when the interval is unknown */
    double all;    /* exponents only: the value refitted on every configuration, training
                      and test (fit/protocol.h all_x), which the gate's model comparison
                      judges; NAN when not computed (or not an exponent); see pm_stat_all */
    double all_se; /* its sandwich standard error; NAN (or 0 from a partial initialiser)
                      when unknown */
} pm_stat;

/* Whether s carries a usable refit on every configuration: all finite, all_se finite and
 * positive. */
int pm_stat_has_all(const pm_stat *s);

/* The standard error a 95% interval [lo, hi] implies for a normal estimate:
 * (hi - lo) / (2 * 1.96); NAN when either end is not finite. */
double pm_stat_se_from_interval(double lo, double hi);

/* A parameter of the data. */
typedef struct pm_res_param {
    char *name;     /* column name (owned) */
    pm_role role;   /* PM_ROLE_NUMERIC, PM_ROLE_CATEGORICAL or PM_ROLE_EXTRINSIC */
    size_t nlevels; /* categorical: number of levels; else 0 */
    char **levels;  /* categorical: level names, sorted (owned); else NULL */
    size_t nvalues; /* numeric, extrinsic: distinct values in the data (every group); 0 when
                       categorical or read from model.json */
    double *values; /* numeric, extrinsic: those values, ascending: the table the
                       configurations' indices point into (owned); else NULL */
    int has_ideal;  /* extrinsic: 1 when the user stated its ideal exponent (--ideal,
                       result/factor.h); 0 otherwise */
    double ideal;   /* that exponent (when has_ideal) */
} pm_res_param;

/* A scaling exponent: time grows as E^q in the extrinsic factor E. */
typedef struct pm_res_exponent {
    size_t param;    /* index into pm_result.params */
    pm_stat q;       /* the exponent */
    double range[2]; /* smallest and largest measured value of the factor in this group */
    size_t distinct; /* distinct values measured in this group */
    unsigned logj;   /* the log form's log power: time grows as E^q (log2 E)^logj (0: a
                        power law, and in every other form) */
} pm_res_exponent;

/* An intrinsic term a * I^p of a numeric parameter; in the product form a factor I^p of
 * the one product term (a is then all NAN: the term has no coefficient of its own). */
typedef struct pm_res_term {
    size_t param;    /* index into pm_result.params */
    pm_stat a;       /* coefficient, data unit (NAN in the product form) */
    pm_stat p;       /* power */
    double range[2]; /* smallest and largest measured value in this group */
    size_t distinct; /* distinct values measured in this group */
} pm_res_term;

/* The level term of one level of a categorical parameter. From schema 6 on the level terms
 * are in a fixed gauge (docs/fit.md, "Level terms"): each categorical parameter has one
 * reference level (reference 1, a exactly 0, no interval), whose term is in the base a0,
 * and every other level's a is its difference from the reference (either sign). A
 * model.json of schema 5 or older holds each level's own term (reference 0 throughout, no
 * base unless it had one); a prediction adds the level terms and a0 alike in both. */
typedef struct pm_res_level {
    size_t param;  /* index into pm_result.params */
    size_t level;  /* index into that parameter's levels */
    int reference; /* 1: the parameter's reference level */
    pm_stat a;     /* coefficient, data unit */
} pm_res_level;

/* One point of the lambda sweep: the model refitted at one penalty weight. */
typedef struct pm_res_sweep {
    double lambda;   /* penalty weight */
    pm_metrics test; /* its test metrics */
    double *q;       /* nexp exponents (owned) */
    double *a;       /* nterm term coefficients (owned; NAN in the product form) */
    double *p;       /* nterm term powers (owned) */
    double *lev;     /* nlev level coefficients (owned) */
    double base;     /* a0 (when the group has_base) */
    double c;        /* constant */
} pm_res_sweep;

/* Every configuration of a group (empty when read from model.json).
 *
 * A configuration's parameter values are kept as indices, as the dataset keeps
 * them: for a numeric or extrinsic parameter into its table of distinct values
 * (pm_res_param.values), for a categorical one the level. Each index takes 1, 2
 * or 4 bytes, as the largest table needs: 1.35M configurations of 12
 * parameters that take a few hundred values or fewer hold 16 MB of indices
 * where doubles took 130 MB. Read them with pm_res_points_index (the index),
 * pm_result_point_value or pm_result_point_values (the values). */
typedef struct pm_res_points {
    size_t n;             /* configurations */
    double *measured;     /* n: median measured time, data unit */
    double *predicted;    /* n: the model's time, data unit */
    unsigned char *train; /* n: 1 for a training configuration, 0 for test */
    uint32_t *count;      /* n: measurements behind the median */
    double *lsd;          /* n: the standard deviation of ln of its measurements, its own
                             noise (pm_log_sd); NAN with fewer than 2 */
    size_t nparams;       /* indices per configuration (pm_result.nparams) */
    unsigned width;       /* bytes per index: 1, 2 or 4 (pm_res_points_alloc_index) */
    void *index;          /* n x nparams indices, row-major, `width` bytes each (owned) */
} pm_res_points;

/* Allocate pt->index for pt->n configurations of nparams parameters, all 0,
 * with the narrowest width that holds an index below nvalues (the largest table
 * or level count among the parameters). Aborts on out of memory. */
void pm_res_points_alloc_index(pm_res_points *pt, size_t nparams, size_t nvalues);

/* Set configuration k's index of parameter j to i (i below the nvalues
 * pm_res_points_alloc_index was given, or PM_DATASET_ABSENT). */
void pm_res_points_set_index(pm_res_points *pt, size_t k, size_t j, size_t i);

/* Configuration k's index of parameter j: into pm_res_param.values, or the level;
 * PM_DATASET_ABSENT when the group lacks the parameter. */
static inline size_t pm_res_points_index(const pm_res_points *pt, size_t k, size_t j)
{
    size_t i = k * pt->nparams + j, v;
    switch (pt->width) {
    case 1: v = ((const uint8_t *)pt->index)[i]; return v == UINT8_MAX ? PM_DATASET_ABSENT : v;
    case 2: v = ((const uint16_t *)pt->index)[i]; return v == UINT16_MAX ? PM_DATASET_ABSENT : v;
    default: return ((const uint32_t *)pt->index)[i];
    }
}

/* A baseline's configurations as model.json keeps them (docs/model-json.md,
 * "configurations"): each configuration's parameter values, its median time and
 * the measurements behind it, so a later run measuring the same configurations
 * can be compared with it pair by pair (gate/pair.h). Filled when a result is
 * read from model.json; a result built from a fit has its points instead, and
 * the writer samples those. At most PM_RESULT_CONFIGS_MAX per group are kept:
 * past that a seeded sample (total says how many there were). */
enum { PM_RESULT_CONFIGS_MAX = 5000 };
typedef struct pm_res_configs {
    size_t n;        /* configurations kept */
    size_t total;    /* configurations the group had (n unless sampled) */
    double *values;  /* n x nparams, row-major: the numeric value, or the level index as a
                        double (as pm_result_point_values) (owned) */
    double *median;  /* n: median measured time, data unit (owned) */
    uint32_t *count; /* n: measurements behind it (owned) */
    double *lsd;     /* n: the standard deviation of ln of its measurements (pm_log_sd), NAN
                        with fewer than 2; NULL when the file keeps none (schema 4 and older)
                        (owned) */
} pm_res_configs;

/* A black box fitted beside the model on the same split (blackbox/blackbox.h). */
typedef struct pm_res_blackbox {
    pm_bb_kind kind;        /* which */
    double hyper[3];        /* the chosen hyperparameters (pm_bb_hyper_name); unused ones 0 */
    double cv_mape;         /* their held-out MAPE in the cross-validation */
    pm_metrics train, test; /* scores, as the model's */
    double *predicted;      /* points.n: its time per configuration, data unit (owned; NULL
                               when read from model.json) */
} pm_res_blackbox;

/* Table V for one group (blackbox/compare.h). */
typedef struct pm_res_compare {
    int ran;                  /* 1 when the comparison ran (--baselines other than none) */
    int has_variant;          /* 1 when the variant of the model below is known */
    pm_reg variant_reg;       /* the variant's penalty: none, or l2 */
    double variant_lambda;    /* and its weight */
    pm_metrics variant_train; /* the variant's scores */
    pm_metrics variant_test;
    size_t nbb;                       /* black boxes fitted */
    pm_res_blackbox bb[PM_BB_NKINDS]; /* in kind order */
    char *note; /* why a part is missing (too few rows for black boxes, a failed
                   variant), or NULL (owned) */
} pm_res_compare;

/* The regime change of the segmented form (fit/model.h, pm_regime): past the breakpoint of
 * the product P of the factors param[], the time gains a factor (P / breakpoint)^d. */
typedef struct pm_res_regime {
    size_t nparam;               /* factors in P; 0 when the group's form has no regime */
    size_t param[PM_REGIME_MAX]; /* their indices into pm_result.params */
    double breakpoint;           /* in P */
    int given;                   /* 1: the breakpoint is the cores (--cores), 0: fitted */
    double set_lo, set_hi;       /* a fitted breakpoint's 95% set: the lowest and highest
                                    candidate the likelihood ratio cannot tell from it
                                    (fit/protocol.h); NAN when unknown or given */
    pm_stat d;                   /* one factor: its exponent past the breakpoint (its q in
                                    exp[] is the one up to it); several: the change of every
                                    one's exponent past it (q + d) */
} pm_res_regime;

typedef struct pm_res_group {
    char *name;                     /* group name (owned) */
    size_t n_train, n_test;         /* configurations fitted and held out */
    int loo;                        /* too few configurations for a split (fit/plan.h): every one
                                       trained (n_test 0), and test scores each one predicted by
                                       the model refitted without it (leave-one-out) */
    size_t n_meas;                  /* measurements behind the configurations (0 when unknown: a
                                       model.json written before it was kept) */
    double lambda;                  /* penalty weight used */
    pm_model_form form;             /* a registered form (fit/form.h): PM_FORM_PAPER: t = (sum a I^p
                                       + levels) prod E^q + C; PM_FORM_PRODUCT: t = (levels) prod I^p
                                       prod E^q + C; PM_FORM_SEGMENTED: the paper's with `regime` */
    pm_form_rule form_rule;         /* which rule gave the form: named (--model), or --model
                                       auto's extrapolation or cross-validation */
    size_t form_factor;             /* PM_RULE_EXTRAPOLATION: the factor extrapolated along (an
                                       index into params); SIZE_MAX otherwise */
    double form_cv[PM_FORM_NFORMS]; /* --model auto: mean held-out loss of each form tried (NAN
                                for one not tried; all NAN when the form was named) */
    double form_far[PM_FORM_NFORMS]; /* --model auto: each form's loss on the training
                                configurations at the factors' largest values, fitted on the
                                others (NAN where not tried or the data have no such fold) */
    pm_res_regime regime;            /* the segmented form's regime (regime.nparam 0 otherwise) */
    pm_noise noise;                  /* the measurement noise floor and what it rests on */
    double test_mape_single;         /* MAPE of the model against every single measurement of the
                                        test configurations (comparable to noise.floor); NAN
                                        without test rows */
    size_t test_nsingle;             /* those measurements */
    size_t nexp;                     /* scaling exponents */
    pm_res_exponent *exp;
    size_t nterm; /* numeric intrinsic terms */
    pm_res_term *term;
    size_t nlev; /* level coefficients (levels present in the training rows, each
                    categorical parameter's reference among them) */
    pm_res_level *lev;
    int has_base;           /* 1 when the model has a base coefficient a0: a categorical
                               parameter (a0 is the reference levels' term), no intrinsic
                               parameter (t = a0 * prod E^q + C), or the product form
                               without a categorical one (t = a0 * prod I^p prod E^q + C) */
    pm_stat base;           /* a0, data unit (when has_base) */
    pm_stat constant;       /* C, data unit */
    pm_metrics train, test; /* scores of the model */
    size_t nfits;           /* seeds */
    double *fit_cost;       /* nfits: final cost of each seed's fit */
    size_t best_fit;        /* the seed whose values are `value` */
    size_t nfits_agree;     /* the fits that agree with the best (fit/seeds.h,
                               pm_seeds_agree): what `mean` and `std` are over; nfits when
                               read from a model.json of schema 5 or older */
    size_t nboot;           /* draws for the intervals attempted (settings.bootstrap) */
    size_t nboot_used;      /* ... that succeeded (a failed refit is counted out, never
                               replaced); too few make every interval unknown */
    size_t nwarn;           /* warnings */
    pm_warning *warn;
    size_t nsweep; /* lambda sweep points (0 when not run) */
    pm_res_sweep *sweep;
    pm_res_points points;   /* every configuration (empty when read from model.json) */
    pm_res_configs configs; /* the configurations read from model.json (empty when built
                               from a fit: points holds them) */
    pm_res_compare compare; /* Table V (compare.ran 0 when it did not run) */
} pm_res_group;

/* The machine a run ran on (history/runinfo.h reads this one's). */
typedef struct pm_machine {
    char *cpu;              /* CPU model ("" when unknown) (owned) */
    long cores;             /* online cores, 0 when unknown */
    long long memory_bytes; /* physical memory, 0 when unknown */
    char *os;               /* "Linux 6.1.0 x86_64" from uname ("" when unknown) (owned) */
} pm_machine;

void pm_machine_free(pm_machine *m); /* NULL is a no-op; m is left zeroed */

/* A deep copy of m into out. */
void pm_machine_copy(pm_machine *out, const pm_machine *m);

/* Who ran the fit, how, when, where: recorded in model.json. */
typedef struct pm_run_meta {
    char *version;               /* pmreport version (owned) */
    char *command_line;          /* the arguments, space-separated (owned; may be NULL) */
    long long source_date_epoch; /* SOURCE_DATE_EPOCH when set, else -1 */
    pm_machine machine;          /* the machine; cpu == NULL when not recorded (--no-machine,
                                    or a model.json without one) */
} pm_run_meta;

/* A group the model does not fit (fit/plan.h: no parameter varies in it, or it has no more
 * configurations than the model's unknowns): its configurations' times, which the report
 * lists and the gate compares with the baseline's (gate/gate.h, --max-slowdown). */
typedef struct pm_res_times {
    char *name;             /* group name (owned) */
    int why;                /* pm_plan_why: PM_PLAN_WHY_NO_PARAMETER or PM_PLAN_WHY_TOO_FEW */
    size_t nx;              /* the model's unknowns there (PM_PLAN_WHY_TOO_FEW), else 0 */
    size_t n_meas;          /* measurements behind the configurations */
    pm_res_configs configs; /* every configuration: its parameters' values (as
                               pm_result_point_values), median time, count and log spread
                               (owned) */
} pm_res_times;

typedef struct pm_result {
    int schema;           /* model.json schema version (PM_RESULT_SCHEMA when built here) */
    char *target;         /* target column (owned) */
    char *unit;           /* unit of times ("" when unknown) (owned) */
    char *group_by;       /* group column, NULL when none (owned) */
    pm_fit_opts settings; /* how the fit was run */
    unsigned baselines;   /* black boxes asked for (--baselines; mask of 1 << pm_bb_kind) */
    pm_run_meta meta;     /* version, command line, date */
    size_t nparams;       /* parameters */
    pm_res_param *params;
    size_t ngroups; /* groups, in the dataset's order */
    pm_res_group *groups;
    pm_aggregate aggregate; /* how repeats were reduced (--aggregate; settings.aggregate) */
    size_t input_files;     /* input files read (0 when unknown: a model.json written before
                               it was kept) */
    size_t ntimes;          /* groups the model does not fit, in the dataset's order */
    pm_res_times *times;
} pm_result;

/* Fill meta from the environment (SOURCE_DATE_EPOCH) and the arguments.
 * Free with pm_run_meta_free. */
void pm_run_meta_init(pm_run_meta *meta, int argc, char *const *argv);
void pm_run_meta_free(pm_run_meta *meta); /* NULL is a no-op */

/* ---- building the result (stages.c; nothing that reads a result calls these) ---- */

/* Build the result of fit f on dataset d; meta is copied (may be NULL).
 * Never fails (aborts on out of memory). Free with pm_result_free. */
struct pm_fit; /* fit/protocol.h: only pm_result_from_fit reads one */
void pm_result_from_fit(const pm_dataset *d, const struct pm_fit *f, const pm_run_meta *meta,
                        pm_result *out);

struct pm_compare; /* blackbox/compare.h, which the readers of a result need not see */

/* Attach the comparison c (run on the same dataset as the fit r was built
 * from) to r: per group the variant's and the black boxes' metrics, the
 * black boxes' predictions per configuration, a note where a part is missing,
 * and the warning PM_WARN_MODEL_INADEQUATE where the best black box's test
 * MAPE is below PM_RESULT_ADEQUACY_RATIO times the model's. c->which == 0
 * leaves r as it is. Never fails. */
void pm_result_set_compare(pm_result *r, const struct pm_compare *c);

/* The best (lowest test MAPE) black box of g, or NULL when it has none with a
 * test score. */
const pm_res_blackbox *pm_result_best_blackbox(const pm_res_group *g);

/* The model-adequacy warning of g, or NULL when it has none. */
const pm_warning *pm_result_inadequate(const pm_res_group *g);

void pm_result_free(pm_result *r); /* NULL is a no-op */

/* Index of the parameter called name, or (size_t)-1. */
size_t pm_result_param(const pm_result *r, const char *name);

/* Index of level `level` of categorical parameter j, or (size_t)-1. */
size_t pm_result_level(const pm_result *r, size_t j, const char *level);

/* The group called name, or NULL. */
const pm_res_group *pm_result_group(const pm_result *r, const char *name);

/* The model's time for one configuration of group g: v holds one entry per
 * parameter of r (the numeric value, or the level index as a double; a
 * negative or unknown level index contributes nothing). Data unit. */
double pm_result_predict(const pm_result *r, const pm_res_group *g, const double *v);

/* Configuration k of g's value of parameter j: the number, or for a categorical
 * parameter the level index as a double (NAN when a numeric parameter has no
 * table of values, and when the group lacks the parameter: PM_DATASET_ABSENT). */
double pm_result_point_value(const pm_result *r, const pm_res_group *g, size_t k, size_t j);

/* Every parameter value of configuration k of g into v (r->nparams entries, as
 * pm_result_point_value): what pm_result_predict takes. */
void pm_result_point_values(const pm_result *r, const pm_res_group *g, size_t k, double *v);

/* g's configurations, whichever way the result holds them: its points (built
 * from a fit) or its configs (read from model.json). */
size_t pm_result_nconfigs(const pm_res_group *g);

/* Configuration k of g: every parameter value into v (r->nparams entries, as
 * pm_result_point_values), its median time and its measurements. */
void pm_result_config(const pm_result *r, const pm_res_group *g, size_t k, double *v,
                      double *median, uint32_t *count);

/* Configuration k of g's log spread (pm_res_points.lsd): NAN when unknown. */
double pm_result_config_lsd(const pm_res_group *g, size_t k);

/* The exponent of factor j in g past the regime's breakpoint, with its interval (NAN when
 * unknown), into *out; returns 0, or -1 when j is not in g's regime. One factor: d itself;
 * several: q_j + d, with an interval from the two standard errors (their covariance is not
 * kept: a conservative sum). */
int pm_result_regime_exponent(const pm_res_group *g, size_t j, pm_stat *out);

/* The exponent of parameter j in g, or NULL when g has none. */
const pm_res_exponent *pm_result_exponent(const pm_res_group *g, size_t j);

#endif
