/* warning.h - what a fit could not establish, as codes with their numbers (text is rendered from
 * them).
 *
 * The protocol attaches warnings to a group's fit when an unknown is not
 * determined by the data; a warning names the unknown ("q[gpus]"), the
 * parameter behind it and the numbers that triggered it. Readers that decide
 * (the gate) test the code; readers that show (fit.txt, the report) call
 * pm_warning_text(). model.json stores the code by its stable id
 * (pm_warning_id) next to the numbers, so a reader gets the same warning back.
 *
 * Ownership: a pm_warning owns its strings; pm_warning_free() releases them.
 */
#ifndef PM_WARNING_H
#define PM_WARNING_H

#include "util/buf.h"

#include <stddef.h>

typedef enum pm_warn_code {
    PM_WARN_TOO_FEW_VALUES =
        0,                 /* a power cannot be fitted: `count` distinct values, `needed` needed */
    PM_WARN_TWO_VALUES,    /* a power rests on 2 values: any power law fits two points */
    PM_WARN_ON_BOUND,      /* v[0] sits on the bound +-v[1] of the powers */
    PM_WARN_SEED_SPREAD,   /* std over seeds v[0] exceeds |mean| v[1] */
    PM_WARN_WIDE_INTERVAL, /* value v[0] with a 95% interval [v[1], v[2]] wider than 2 */
    PM_WARN_ZERO_COEF,     /* coefficient `other` is 0, so the power `unknown` has no effect */
    PM_WARN_INTERVAL_UNKNOWN, /* no interval: `count` of `needed` bootstrap refits succeeded */
    PM_WARN_TARGET_CONSTANT,  /* every training time is v[0]: nothing to fit (unknown is "C") */
    PM_WARN_MODEL_INADEQUATE, /* a black box (`other`, its name) predicts the test configurations
                                 with MAPE v[0], under half the model's v[1]: the model misses
                                 something (unknown is "model"; result/result.c decides it) */
    PM_WARN_NO_INTERVAL,      /* a coefficient or power (not a q: INTERVAL_UNKNOWN) has no 95%
                                 interval: v[0] its value; v[1] 1 when it sits on its bound;
                                 `count` the training configurations of its level (a level
                                 coefficient; else 0) */
    PM_WARN_CORES_UNUSED,     /* the segmented form could not break at the v[0] cores (--cores,
                                 or this machine's): the training configurations do not reach
                                 past them with the product of the parallel factors `param`
                                 (NULL: no factor is named like one); v[1] the largest product
                                 in training; `count` 1 when a breakpoint was fitted instead */
    PM_WARN_CONSTANT_DECIDES, /* the constant C (v[0], data unit) is v[1] (a fraction, 0.5 or
                                 more) of the smallest time the model gives a training
                                 configuration, and `param` has a negative exponent: past its
                                 largest fitted value v[2] every prediction stays above C, so C
                                 decides an extrapolation there (unknown is "C") */
    PM_WARN_DESIGN_SPLIT,     /* the `needed` levels listed in `other` ("param=level, ...";
                                 `unknown` the first's coefficient, `param` its parameter) meet
                                 no reference level in the `count` training configurations that
                                 have them: their terms are one representative of many
                                 (fit/gauge.h), and a prediction that combines one of them with a
                                 level outside is not determined by the data */
    PM_WARN_NCODES            /* number of codes (not a code) */
} pm_warn_code;

typedef struct pm_warning {
    pm_warn_code code; /* what */
    char *unknown;     /* the unknown it is about, e.g. "q[gpus]" (owned) */
    char *param;       /* the parameter behind it, e.g. "gpus" (owned; may be NULL) */
    char *other;       /* a second unknown where the code has one, else NULL (owned) */
    size_t count;      /* TOO_FEW_VALUES: distinct values present; INTERVAL_UNKNOWN: refits
                          that succeeded */
    size_t needed;     /* TOO_FEW_VALUES: distinct values needed; INTERVAL_UNKNOWN: refits
                          attempted */
    double v[3];       /* the numbers named above (unused ones are 0) */
} pm_warning;

/* Stable identifier of a code for files ("too_few_values", "on_bound", ...). */
const char *pm_warning_id(pm_warn_code code);

/* The code of identifier id. Returns 0, or -1 when id names no code. */
int pm_warning_from_id(const char *id, pm_warn_code *out);

/* Append the warning as one English sentence (no trailing newline). */
void pm_warning_text(const pm_warning *w, pm_buf *out);

/* A deep copy of w into *dst. */
void pm_warning_copy(pm_warning *dst, const pm_warning *w);

/* Release w's strings; NULL is a no-op. */
void pm_warning_free(pm_warning *w);

#endif
