/* factor.c - the kinds of scaling factors, their ideals, and the ideals a user states. */
#include "result/factor.h"

#include "dataset/names.h"
#include "result/result.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

pm_factor_kind pm_factor_classify(const char *name)
{
    switch (pm_names_kind(name)) {
    case PM_NAME_PARALLEL: return PM_FACTOR_PARALLEL;
    case PM_NAME_BATCH: return PM_FACTOR_BATCH;
    case PM_NAME_SIZE: return PM_FACTOR_SIZE;
    default: return PM_FACTOR_OTHER;
    }
}

double pm_factor_ideal(pm_factor_kind kind)
{
    switch (kind) {
    case PM_FACTOR_PARALLEL: return -1.0;
    case PM_FACTOR_BATCH: return 1.0;
    default: return NAN;
    }
}

const char *pm_factor_ideal_text(pm_factor_kind kind)
{
    switch (kind) {
    case PM_FACTOR_PARALLEL: return "-1 (linear speedup)";
    case PM_FACTOR_BATCH: return "1 (same time per sample)";
    case PM_FACTOR_SIZE: return "none (1 linear, 2 quadratic)";
    default: return "";
    }
}

const char *pm_factor_complexity(double q)
{
    static const double mark[] = {0, 0.5, 1, 2, 3};
    static const char *const about[] = {"about constant", "about square root", "about linear",
                                        "about quadratic", "about cubic"};
    static const char *const between[] = {
        "between constant and square root", "between square root and linear",
        "between linear and quadratic", "between quadratic and cubic"};
    enum { N = sizeof mark / sizeof mark[0] };
    if (!isfinite(q))
        return "";
    for (size_t i = 0; i < N; i++)
        if (fabs(q - mark[i]) <= 0.15)
            return about[i];
    if (q < mark[0])
        return "below constant";
    if (q > mark[N - 1])
        return "above cubic";
    size_t i = 0;
    while (q > mark[i + 1])
        i++;
    return between[i];
}

void pm_factor_law(const char *name, double q, unsigned logj, char *out, size_t size)
{
    out[0] = '\0';
    if (logj == 0 || !isfinite(q))
        return;
    char lg[160], pw[160];
    if (logj == 1)
        snprintf(lg, sizeof lg, "log %s", name);
    else
        snprintf(lg, sizeof lg, "log^%u %s", logj, name);
    double whole = round(q);
    if (fabs(q - whole) <= 0.05 && whole == 0)
        snprintf(out, size, "%s", lg);
    else if (fabs(q - whole) <= 0.05 && whole == 1)
        snprintf(out, size, "%s %s", name, lg);
    else if (fabs(q - whole) <= 0.05)
        snprintf(out, size, "%s^%g %s", name, whole, lg);
    else if (fabs(q - 0.5) <= 0.05)
        snprintf(out, size, "sqrt(%s) %s", name, lg);
    else {
        snprintf(pw, sizeof pw, "%s^%.3g", name, q);
        snprintf(out, size, "%s (log2 %s)^%u", pw, name, logj);
    }
}

double pm_factor_growth(const double range[2], double q, unsigned logj)
{
    double g = pow(range[1] / range[0], q);
    if (logj > 0 && range[0] > 1)
        g *= pow(log2(range[1]) / log2(range[0]), (double)logj);
    return g;
}

/* ---- --ideal ---- */

int pm_factor_parse_ideals(pm_factor_ideals *ideals, const char *text, char *msg, size_t msgsize)
{
    char **items = NULL;
    size_t ni = pm_text_split_list(text, &items);
    double *v = pm_xcalloc(ni + 1, sizeof *v);
    int rc = 0;
    if (ni == 0) {
        snprintf(msg, msgsize, "expected NAME=NUMBER[,...], got '%.40s'", text);
        rc = -1;
    }
    for (size_t i = 0; rc == 0 && i < ni; i++) {
        char *eq = strchr(items[i], '=');
        if (eq == NULL || eq == items[i] || !pm_text_number(eq + 1, &v[i]) || !isfinite(v[i])) {
            snprintf(msg, msgsize, "expected NAME=NUMBER, got '%.40s'", items[i]);
            rc = -1;
        } else
            *eq = '\0';
    }
    for (size_t i = 0; rc == 0 && i < ni; i++) {
        size_t k = 0;
        while (k < ideals->n && strcmp(ideals->name[k], items[i]) != 0)
            k++;
        if (k == ideals->n) {
            ideals->name = pm_xrealloc(ideals->name, ideals->n + 1, sizeof *ideals->name);
            ideals->value = pm_xrealloc(ideals->value, ideals->n + 1, sizeof *ideals->value);
            ideals->name[ideals->n++] = pm_xstrdup(items[i]);
        }
        ideals->value[k] = v[i];
    }
    pm_text_list_free(items, ni);
    free(v);
    return rc;
}

double pm_factor_stated(const pm_factor_ideals *ideals, const char *name)
{
    for (size_t k = 0; ideals && k < ideals->n; k++)
        if (strcmp(ideals->name[k], name) == 0)
            return ideals->value[k];
    return NAN;
}

size_t pm_factor_apply_ideals(const pm_factor_ideals *ideals, struct pm_result *r, pm_buf *unknown)
{
    size_t nunknown = 0;
    for (size_t k = 0; ideals && k < ideals->n; k++) {
        size_t j = pm_result_param(r, ideals->name[k]);
        if (j == (size_t)-1 || r->params[j].role != PM_ROLE_EXTRINSIC) {
            if (unknown)
                pm_buf_printf(unknown, "%s%s", nunknown ? ", " : "", ideals->name[k]);
            nunknown++;
            continue;
        }
        r->params[j].has_ideal = 1;
        r->params[j].ideal = ideals->value[k];
    }
    return nunknown;
}

void pm_factor_ideals_free(pm_factor_ideals *ideals)
{
    if (ideals == NULL)
        return;
    for (size_t k = 0; k < ideals->n; k++)
        free(ideals->name[k]);
    free(ideals->name);
    free(ideals->value);
    memset(ideals, 0, sizeof *ideals);
}
