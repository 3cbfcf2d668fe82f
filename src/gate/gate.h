/* gate.h - the CI gate: a baseline result against a candidate result, a verdict per group and
 * scaling factor.
 *
 * Both sides are pm_result values (result/result.h): the candidate is this
 * run's fit, the baseline was read from a model.json or from the history.
 * For every group and extrinsic factor present on both sides the gate
 * estimates the change d of the exponent q (larger q is worse for every kind
 * of factor, result/factor.h) and its standard error se_d, in one of two ways:
 *
 *   - PAIRED (gate/pair.h): where the two runs measured the same
 *     configurations (enough for 4 residual degrees of freedom), d is the
 *     slope of the matched pairs' log time ratios on the log factor, with a
 *     robust standard error, read against the t quantile of those degrees of
 *     freedom (pm_gate_t). The intrinsic part of the model cancels, so this
 *     does not depend on how well the model fits, and a uniformly slower
 *     runner moves only the intercept.
 *   - MODEL: otherwise d = q_cand - q_base and se_d = sqrt(se_base^2 +
 *     se_cand^2) from the two fits' standard errors (pm_stat.se). The
 *     sandwich errors hold under misspecification as long as both runs
 *     sample the same design, so a factor whose measured range differs
 *     materially between the runs (log ranges overlapping by under half) makes
 *     the group's model comparisons inconclusive.
 *
 * The factor REGRESSED when d - threshold > z * se_d: worse by more than the
 * allowed threshold with one-sided 95% confidence, so noise alone does not
 * fail a build. A run compares each factor in G groups (frameworks) at once,
 * so z is Bonferroni-corrected over them: z = Phi^-1(1 - 0.05 / G), 1.645 for
 * one group, 1.96 for two, 2.13 for three (pm_gate_z). An absolute limit
 * (q <= L) is violated when q_cand - L > z * se_cand.
 *
 * A paired row of a factor with 3 or more values is also tested at the top of
 * its range (gate/pair.h): the change of q past the second or third largest
 * value, for a program slower exactly where it is big. Those tests take
 * PM_GATE_ALPHA_TOP of the row's level (split between them) and the overall
 * change the rest (Bonferroni), each read against the t quantile of its fit's
 * degrees of freedom; where one regresses the row does, and its reason says
 * "scaling worsened past n = 1.05e6: +0.58 (paired)".
 *
 * A comparison is INCONCLUSIVE, with a reason, when the group or factor is
 * missing on one side, a factor has fewer than 2 distinct measured values on
 * either side, or, in the model comparison, the candidate's fit is unusable
 * (its test R^2 <= 0; the training R^2 stands in when there are no test rows),
 * the designs differ as above, or a standard error is unknown. When a black
 * box predicts a group far better than the model (warning
 * PM_WARN_MODEL_INADEQUATE, result/result.h) the row carries a note beside its
 * verdict; with require_adequate (--require-adequate) such a group's model
 * comparisons are inconclusive instead. Everything else PASSES.
 *
 * Each row also carries the minimum detectable change
 * MDC = threshold + (z + 1.645) * se_d: the increase of q that the gate
 * catches with 95% power at this noise.
 *
 * The overall verdict is REGRESSION when any row regressed, else
 * INCONCLUSIVE when any row is, else PASS; a gate with no row at all is
 * INCONCLUSIVE (no usable data never passes). NONE is for a baseline that
 * names a branch with nothing recorded yet (pm_gate_none): no comparison ran.
 *
 * Besides the exponents the gate compares times: per group the machine-speed
 * ratio (the paired intercept where paired, else the median over the
 * candidate's configurations of candidate/baseline predicted time) and the
 * ratio of the constants C. A uniformly slower runner moves those and not the
 * exponents. And noise: where this run was much noisier than the baseline
 * (PM_GATE_NOISIER), the group's notes and regression reasons say so, since a
 * busy runner can look like a scaling regression. The noise is compared by
 * the paired residuals or the noise floors where they exist; where only this
 * run measured repeats, its floor against the baseline's smallest test error
 * (model or black box, an upper bound on the baseline's noise) gives a lower
 * bound ("at least 1.9x"); else nothing is said: the models' errors grow with a
 * real change of the data as much as with noise, so they are no evidence of
 * noise.
 *
 * Ownership: a pm_gate owns its strings and arrays; pm_gate_free releases them.
 * docs/gate.md documents the rule for users; render/gate_text.h words the decision for people
 * (the terminal's table, the reports' footnotes).
 */
#ifndef PM_GATE_H
#define PM_GATE_H

#include "result/factor.h"
#include "result/result.h"
#include "util/buf.h"

#include <stddef.h>

/* The level of the gate's one-sided tests for one group (divided among the groups compared),
 * and the share of it that a paired row's top-of-range tests take where it has any (the rest
 * is its overall change's). */
#define PM_GATE_ALPHA 0.05
#define PM_GATE_ALPHA_TOP 0.01
/* The one-sided 95% normal quantile: the power term of the MDC, and z for one group. */
#define PM_GATE_Z95 1.645
/* The default largest allowed increase of any exponent. */
#define PM_GATE_DEFAULT_THRESHOLD 0.05
/* Fewest distinct measured values of a factor for its exponent to be judged: with
 * one there is no exponent; with two it is the ratio of the times at them, which
 * is judged (whether time follows a power law cannot be checked from two). */
#define PM_GATE_MIN_DISTINCT 2
/* The default largest slowdown allowed of a group compared by its times (--max-slowdown): a
 * quarter slower, past the speed differences of shared CPU runners running the same code. */
#define PM_GATE_DEFAULT_SLOWDOWN 1.25
/* This run's noise over the baseline's from which the gate says it was noisier, and the largest
 * ratio it prints as a number (past it, "over 100x": the baseline hardly varied). */
#define PM_GATE_NOISIER 1.5
#define PM_GATE_NOISIER_MAX 100.0
/* The smallest noise floor (log scale) a ratio of floors is taken from: below it the baseline's
 * repeats did not vary (a copy, or times rounded to a tick). */
#define PM_GATE_NOISE_MIN 1e-6
/* Shortest overlap of a factor's log ranges, as a share of their union, for the two runs'
 * designs to count as the same in the model comparison. */
#define PM_GATE_MIN_OVERLAP 0.5

typedef enum pm_gate_verdict {
    PM_GATE_PASS = 0,     /* within the threshold (and limit) */
    PM_GATE_INCONCLUSIVE, /* could not be judged: see the reason */
    PM_GATE_REGRESSION,   /* worse past the threshold or limit with 95% confidence */
    PM_GATE_NONE          /* overall only: no baseline recorded yet, nothing compared */
} pm_gate_verdict;

/* How a row's change was estimated. */
typedef enum pm_gate_method {
    PM_GATE_BY_MODEL = 0, /* the two fits' exponents */
    PM_GATE_BY_PAIRS      /* the matched configurations' time ratios (gate/pair.h) */
} pm_gate_method;

/* A per-factor setting: "gpus=0.05", or "*" for every factor. */
typedef struct pm_gate_rule {
    char *factor; /* factor name, or "*" (owned) */
    double value; /* threshold (an increase of q) or limit (largest allowed q) */
} pm_gate_rule;

/* How the gate decides (options: --max-exponent-increase, --exponent-limit, --strict). */
typedef struct pm_gate_opts {
    size_t nthr;          /* per-factor thresholds (later entries win) */
    pm_gate_rule *thr;    /* (owned) */
    size_t nlim;          /* absolute limits q <= value (later entries win) */
    pm_gate_rule *lim;    /* (owned) */
    int strict;           /* an inconclusive gate fails the build too (main.c) */
    int require_adequate; /* a group whose model a black box beats is inconclusive in the model
                             comparison (--require-adequate) */
    int trust_model;      /* --trust-model: judge such a group anyway (the default; it undoes
                             --require-adequate) */
    double max_slowdown;  /* --max-slowdown: the largest allowed ratio of a group's times to
                             the baseline's, for the groups compared by their times (0: the
                             default, PM_GATE_DEFAULT_SLOWDOWN) */
} pm_gate_opts;

void pm_gate_opts_init(pm_gate_opts *o);
void pm_gate_opts_free(pm_gate_opts *o); /* NULL is a no-op */

/* Append "NAME=X[,NAME=X...]" (X >= 0, NAME may be "*") to o's thresholds.
 * Returns 0, or -1 with a message in msg (nothing added then). */
int pm_gate_parse_thresholds(pm_gate_opts *o, const char *text, char *msg, size_t msgsize);

/* Append "NAME<=X[,NAME<=X...]" ("NAME=X" too) to o's limits. Same contract. */
int pm_gate_parse_limits(pm_gate_opts *o, const char *text, char *msg, size_t msgsize);

/* The critical value for a factor compared in ngroups groups at once: the one-sided
 * normal quantile Phi^-1(1 - 0.05 / ngroups) (Bonferroni); ngroups 0 counts as 1. */
double pm_gate_z(size_t ngroups);

/* The critical value of a change whose standard error rests on df residual degrees of freedom
 * (a paired comparison of few configurations), for ngroups at once: the t quantile matching
 * pm_gate_z(ngroups) (Cornish-Fisher, within 1e-3 of the exact one for df >= 4); pm_gate_z
 * itself for an infinite or unknown df. */
double pm_gate_t(size_t ngroups, double df);

/* A noise ratio (pm_gate_speed.noise_ratio) as printed: two digits, "over 100" past
 * PM_GATE_NOISIER_MAX. */
void pm_gate_fmt_noise(double ratio, char *out, size_t size);

/* The threshold for factor name: its own, else "*", else the default 0.05. */
double pm_gate_threshold(const pm_gate_opts *o, const char *name);

/* The absolute limit for factor name, or NAN when none. */
double pm_gate_limit(const pm_gate_opts *o, const char *name);

/* One comparison: a group and a factor. */
typedef struct pm_gate_row {
    char *group;             /* group name (owned) */
    char *factor;            /* factor name (owned) */
    pm_factor_kind kind;     /* what kind of factor it is (for the ideal) */
    double q_base, q_cand;   /* the exponents; NAN when missing on that side */
    double se_base, se_cand; /* their standard errors; NAN when unknown */
    double delta;            /* the change of q: paired slope, or q_cand - q_base (NAN when
                                either is missing) */
    double se_d;             /* its standard error */
    pm_gate_method method;   /* how delta was estimated */
    int all;                 /* 1 when q_base, q_cand and their errors are the exponents
                                refitted on every configuration (pm_stat.all): in the model
                                comparison where both runs have them; 0 when they are the
                                training fits' (the reports'): judged by pairs, or a baseline
                                written before the refit */
    size_t npairs;           /* matched configurations behind it (paired) */
    double threshold;        /* allowed increase */
    double limit;            /* absolute limit, NAN when none */
    double z;                /* critical value: pm_gate_z(groups compared) */
    double mdc;              /* threshold + (z + 1.645) * se_d */
    pm_gate_verdict verdict;
    char *reason; /* one sentence why (owned, never NULL) */
    char *note;   /* a warning beside the verdict (the model misfits; this run was
                     noisier), or NULL (owned) */
    /* The top of the range (paired rows of a factor with 3 or more values, gate/pair.h): the
       change of q past the factor's value top_from, where it grows most, beside the overall
       delta. top_from is NAN when no such test was made. */
    double top_from;   /* the factor's value where the tested segment starts */
    double top_delta;  /* the change of q past top_from (paired) */
    double top_se;     /* its standard error */
    double top_z;      /* its critical value (its share of the Bonferroni correction) */
    int top_regressed; /* 1 when the change past top_from regressed (the row's verdict is then
                          REGRESSION and its reason says "scaling worsened past ...") */
} pm_gate_row;

/* Times of one group, candidate over baseline. */
typedef struct pm_gate_speed {
    char *group;        /* (owned) */
    double c_ratio;     /* C_cand / C_base; NAN when either is not positive */
    double time_ratio;  /* paired: exp of the intercept; else the median predicted-time ratio
                           over the candidate's configurations; NAN when unknown */
    size_t npairs;      /* configurations matched (whether or not enough to pair) */
    size_t nbase;       /* the baseline's configurations */
    int paired;         /* 1 when the paired comparison judged this group */
    char *pair_note;    /* why the group was not paired, or NULL (owned) */
    double noise_ratio; /* this run's noise over the baseline's, NAN when unknown */
} pm_gate_speed;

/* A group the model does not fit (result.h, pm_res_times), compared by its times
 * (gate/times.h). */
typedef struct pm_gate_time {
    char *group;         /* group name (owned) */
    size_t npairs;       /* configurations matched in both runs */
    double raw_ratio;    /* exp of the mean over the matched configurations of ln(this run's
                            median / the baseline's); NAN when none matched */
    double speed;        /* the machine-speed factor taken out (pm_gate.time_ratio, from the
                            groups compared by their exponents), or 1 when there is none */
    double ratio;        /* raw_ratio / speed: the slowdown judged */
    double se;           /* standard error of ln(ratio); NAN when unknown */
    int noise_from;      /* what se rests on: 1 the repeats of the configurations, 2 the spread
                            of the suite's other groups' ratios (the larger where both), 0 none */
    double max_slowdown; /* the threshold (a ratio) */
    double z;            /* critical value: pm_gate_z(groups compared by their times) */
    double mds;          /* minimum detectable slowdown: max_slowdown * exp((z + 1.645) se) */
    pm_gate_verdict verdict;
    char *reason; /* one sentence why (owned, never NULL) */
} pm_gate_time;

typedef struct pm_gate {
    pm_gate_verdict verdict; /* overall */
    char *baseline;          /* what the baseline was, for people (owned) */
    size_t nrows;
    pm_gate_row *rows; /* candidate's groups in order, then the baseline's others */
    size_t nspeed;
    pm_gate_speed *speed;    /* groups on both sides */
    double time_ratio;       /* median of the groups' time ratios (C ratios when none); NAN */
    double z;                /* critical value of every row: pm_gate_z(ngroups_compared) */
    size_t ngroups_compared; /* groups present on both sides */
    char *speed_note;        /* a sentence about the machine-speed factor, or NULL (owned) */
    char *machine_note;      /* "baseline ran on N cores, this run on M" or NULL (owned) */
    char *aggregate_note;    /* the runs reduced repeats differently (--aggregate), or NULL
                                (owned) */
    char *noise_note;        /* "this run was 2.3x noisier than the baseline ..." or NULL */
    char *none_note;         /* verdict NONE: why and how to record a baseline (owned) */
    size_t ngroups_paired;   /* groups judged by the paired comparison */
    size_t ntimes;           /* groups compared by their times (after the rows) */
    pm_gate_time *times;
    size_t npass, ninconclusive, nregression; /* rows and times by verdict */
    struct pm_gate_confirm *confirm;          /* --confirm: this run is a rerun of a first
                                                 comparison (gate/confirm.h), NULL when not */
} pm_gate;

/* What a rerun made of a first comparison (--confirm, gate/confirm.h): both verdicts, for the
 * renderers to say. Owned by its pm_gate. */
typedef struct pm_gate_confirm {
    char *source;          /* the first comparison's gate.json, as named (owned) */
    char *first_baseline;  /* the first comparison's baseline, for people (owned) */
    pm_gate_verdict first; /* the first comparison's overall verdict */
    pm_gate_verdict rerun; /* this run's own verdict, before the rule */
    char *text;            /* "First comparison: regression (threads in sum). The rerun
                              confirms it: threads in sum." (owned) */
    char *baseline_note;   /* the two compared against different baselines, or NULL */
} pm_gate_confirm;

/* Compare candidate against baseline under o. baseline_label names the
 * baseline for people (copied). base_cores / cand_cores: the machines' core
 * counts, 0 when unknown (a difference is noted). Never fails (aborts on out
 * of memory). Free with pm_gate_free. */
void pm_gate_compare(const pm_result *baseline, const pm_result *candidate, const pm_gate_opts *o,
                     const char *baseline_label, long base_cores, long cand_cores, pm_gate *out);

/* A gate that did not run because REF names a branch with nothing recorded yet:
 * verdict NONE, no rows, note (copied) saying so and how to record one. */
void pm_gate_none(const char *baseline_label, const char *note, pm_gate *out);

void pm_gate_free(pm_gate *g); /* NULL is a no-op */

/* "pass", "regression", "inconclusive", "none". */
const char *pm_gate_verdict_name(pm_gate_verdict v);

#endif
