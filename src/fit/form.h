/* form.h - the model forms: one table entry per form, and the registry --model reads.
 *
 * Every form is a layout of the generic separable model of fit/model.h,
 *
 *   t = ( linear coefficients x intrinsic terms ) * prod of powers  +  C
 *
 * so the engine's search, solve, Jacobian and intervals (fit/engine.h,
 * fit/interval.h) serve every form unchanged: a form says which parameters
 * enter the sum and which the product (layout), whether it has a regime
 * factor, and what it is called. While fitting, its predictions are
 * pm_model_predict on its layout, and its unknowns reach the result by their
 * block (pm_fit_xindex, fit/protocol.h: terms, levels, p, q, the regime's d,
 * C). A saved model is evaluated by pm_result_predict (result/result.c) and
 * written and read by result/model_io.c (the form's name, the regime where it
 * has one, no coefficient a on the product form's terms), both from the
 * layout flags.
 *
 * Adding a form: its id in pm_model_form (before PM_FORM_NFORMS), its pm_form
 * in form.c's table (id, name, label, formula, layout flags, applies) and a
 * section in docs/fit.md "Model forms". A form made of the existing layout
 * flags needs nothing else; a new flag also needs its layout in model.c and
 * its evaluation in pm_result_predict. `--model auto` tries every registered
 * form that applies to the data (pm_form.applies).
 */
#ifndef PM_FORM_H
#define PM_FORM_H

#include "dataset/dataset.h"

#include <stddef.h>

/* The registered forms, in registration order; AUTO is a request (chosen per group by
 * cross-validation, fit/protocol.h), never the form of a built model. */
typedef enum {
    PM_FORM_PAPER = 0, /* the paper's sum of intrinsic terms */
    PM_FORM_PRODUCT,   /* one product term */
    PM_FORM_SEGMENTED, /* the paper's form with a regime change past a breakpoint */
    PM_FORM_LOG,       /* the paper's form with log powers E^q (log2 E)^j */
    PM_FORM_NFORMS,    /* how many forms are registered */
    PM_FORM_AUTO = PM_FORM_NFORMS
} pm_model_form;

/* How a form lays out the generic model (pm_form.layout). */
enum {
    PM_LAYOUT_PRODUCT = 1u << 0, /* numeric intrinsic parameters are powers of the product,
                                    not terms of the sum */
    PM_LAYOUT_REGIME = 1u << 1,  /* one regime factor max(1, P / b)^d past a breakpoint b */
    PM_LAYOUT_LOG = 1u << 2,     /* each factor E as E^q (log2 E)^j, j in 0..2 chosen per group
                                    (fit/logpow.h) */
    PM_LAYOUT_CHOSEN = PM_LAYOUT_REGIME | PM_LAYOUT_LOG /* a layout chosen per group
                                    (fit/regime.h): its pm_regime */
};

typedef struct pm_form {
    pm_model_form id;    /* its value */
    const char *name;    /* --model NAME and model.json's "form" */
    const char *label;   /* in a sentence: "the paper's form" */
    const char *formula; /* "t = (sum a*I^p + level terms) * prod E^q + C" */
    unsigned layout;     /* PM_LAYOUT_* */
    /* 1 when --model auto should try it on d (the paper's form always applies) */
    int (*applies)(const pm_dataset *d);
} pm_form;

/* The form f (a registered one; AUTO and out-of-range values give the paper's). */
const pm_form *pm_form_get(pm_model_form f);

/* Form f without its per-group choice (the registered form whose layout is f's less
 * PM_LAYOUT_CHOSEN; f itself when it has none): what a segmented form is when no factor
 * can break, and the log form when no factor takes a log power. */
pm_model_form pm_form_unbroken(pm_model_form f);

const char *pm_model_form_name(pm_model_form f);                /* "paper", ..., "auto" */
int pm_model_form_from_name(const char *s, pm_model_form *out); /* 0 ok, -1 unknown */

/* Which rule gave a group its form (docs/fit.md, "--model auto"). */
typedef enum {
    PM_RULE_NAMED = 0,        /* --model named it */
    PM_RULE_CROSS_VALIDATION, /* --model auto: 5 random folds of the training configurations */
    PM_RULE_EXTRAPOLATION,    /* --model auto: the held-out larger values of one factor */
    PM_RULE_N
} pm_form_rule;

/* "named", "cross-validation", "extrapolation" (model.json's form_rule). */
const char *pm_form_rule_name(pm_form_rule r);
int pm_form_rule_from_name(const char *s, pm_form_rule *out); /* 0 ok, -1 unknown */

#endif
