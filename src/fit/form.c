/* form.c - the registry of model forms (fit/form.h). */
#include "fit/form.h"

#include <string.h>

/* A form that has a numeric intrinsic parameter to put in the product. */
static int S_has_numeric(const pm_dataset *d)
{
    for (size_t j = 0; j < d->nparams; j++)
        if (d->params[j].role == PM_ROLE_NUMERIC)
            return 1;
    return 0;
}

/* A regime needs a factor with at least 3 distinct values (two up to the break, one past it,
 * as --cores allows; a fitted breakpoint needs 2 past it, fit/select.c). */
static int S_has_factor3(const pm_dataset *d)
{
    for (size_t j = 0; j < d->nparams; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && d->params[j].nvalues >= 3)
            return 1;
    return 0;
}

/* A log power needs a factor with at least 3 distinct values, all above 1 (log2 1 is 0). */
static int S_has_factor_above1(const pm_dataset *d)
{
    for (size_t j = 0; j < d->nparams; j++)
        if (d->params[j].role == PM_ROLE_EXTRINSIC && d->params[j].nvalues >= 3 &&
            d->params[j].values[0] > 1.0)
            return 1;
    return 0;
}

static int S_always(const pm_dataset *d)
{
    (void)d;
    return 1;
}

static const pm_form S_forms[PM_FORM_NFORMS] = {
    {PM_FORM_PAPER, "paper", "the paper's form", "t = (sum a*I^p + level terms) * prod E^q + C", 0,
     S_always},
    {PM_FORM_PRODUCT, "product", "the product form",
     "t = (sum of level terms) * prod I^p * prod E^q + C", PM_LAYOUT_PRODUCT, S_has_numeric},
    {PM_FORM_SEGMENTED, "segmented", "the segmented form",
     "t = (sum a*I^p + level terms) * prod E^q * max(1, P/b)^d + C", PM_LAYOUT_REGIME,
     S_has_factor3},
    {PM_FORM_LOG, "log", "the log form", "t = (sum a*I^p + level terms) * prod E^q (log2 E)^j + C",
     PM_LAYOUT_LOG, S_has_factor_above1},
};

const pm_form *pm_form_get(pm_model_form f)
{
    return (size_t)f < PM_FORM_NFORMS ? &S_forms[f] : &S_forms[PM_FORM_PAPER];
}

pm_model_form pm_form_unbroken(pm_model_form f)
{
    unsigned want = pm_form_get(f)->layout & ~(unsigned)PM_LAYOUT_CHOSEN;
    for (size_t i = 0; i < PM_FORM_NFORMS; i++)
        if (S_forms[i].layout == want)
            return S_forms[i].id;
    return PM_FORM_PAPER;
}

const char *pm_model_form_name(pm_model_form f)
{
    if (f == PM_FORM_AUTO)
        return "auto";
    return (size_t)f < PM_FORM_NFORMS ? S_forms[f].name : "?";
}

int pm_model_form_from_name(const char *s, pm_model_form *out)
{
    if (s == NULL)
        return -1;
    for (size_t i = 0; i < PM_FORM_NFORMS; i++)
        if (strcmp(s, S_forms[i].name) == 0) {
            *out = (pm_model_form)i;
            return 0;
        }
    if (strcmp(s, "auto") == 0) {
        *out = PM_FORM_AUTO;
        return 0;
    }
    return -1;
}

static const char *const S_rule_names[PM_RULE_N] = {"named", "cross-validation", "extrapolation"};

const char *pm_form_rule_name(pm_form_rule r)
{
    return (size_t)r < PM_RULE_N ? S_rule_names[r] : "?";
}

int pm_form_rule_from_name(const char *s, pm_form_rule *out)
{
    for (size_t i = 0; s && i < PM_RULE_N; i++)
        if (strcmp(s, S_rule_names[i]) == 0) {
            *out = (pm_form_rule)i;
            return 0;
        }
    return -1;
}
