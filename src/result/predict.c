/* predict.c - evaluating a saved model for one configuration given as KEY=VALUE pairs. */
#include "result/predict.h"

#include "result/model_io.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The value of KEY among the pairs, or NULL. */
static const char *S_lookup(char *const *pairs, size_t n, const char *key)
{
    size_t kl = strlen(key);
    for (size_t i = 0; i < n; i++)
        if (strncmp(pairs[i], key, kl) == 0 && pairs[i][kl] == '=')
            return pairs[i] + kl + 1;
    return NULL;
}

/* Parse the positive number given for name into *x. */
static int S_number(char *const *pairs, size_t n, const char *name, double *x, pm_error *err)
{
    const char *v = S_lookup(pairs, n, name);
    if (v == NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "predict: give a value for '%.100s' (%.100s=...)", name, name);
    if (!pm_text_number(v, x) || !(*x > 0) || !isfinite(*x))
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "predict: '%.100s' needs a positive number, got '%.60s'", name, v);
    return 0;
}

/* Note an extrapolation of value x of name outside range. */
static void S_range(const char *name, double x, const double range[2], pm_buf *extra)
{
    if (x < range[0] || x > range[1])
        pm_buf_printf(extra, "%s%s=%g is outside the measured range [%g, %g]",
                      extra->len ? "; " : "", name, x, range[0], range[1]);
}

/* 1 when item ("name=level") is one of list's items ("a=x, b=y", a design_split's levels). */
static int S_listed(const char *list, const char *item)
{
    size_t il = strlen(item);
    for (const char *p = strstr(list, item); p; p = strstr(p + 1, item))
        if ((p == list || (p - list >= 2 && p[-2] == ',' && p[-1] == ' ')) &&
            (p[il] == '\0' || (p[il] == ',' && p[il + 1] == ' ')))
            return 1;
    return 0;
}

/* A configuration whose levels (name=value, measured ones, nl of them) take some but not all from
 * a part of a design split (design_split: the data fix only sums inside the part): noted. */
static void S_parts(const pm_res_group *g, char **lv, size_t nl, pm_buf *extra)
{
    for (size_t i = 0; i < g->nwarn; i++) {
        const pm_warning *w = &g->warn[i];
        if (w->code != PM_WARN_DESIGN_SPLIT || w->other == NULL)
            continue;
        size_t in = 0, at = 0, out = 0;
        for (size_t k = 0; k < nl; k++) {
            if (S_listed(w->other, lv[k]))
                in++, at = k;
            else
                out = k;
        }
        if (in == 0 || in == nl)
            continue;
        pm_buf_printf(extra,
                      "%s%s with %s: the data do not determine this combination, whose levels "
                      "come from two parts of the design (design_split: %s)",
                      extra->len ? "; " : "", lv[out], lv[at], w->other);
    }
}

/* One group's line. */
static int S_group(const pm_result *r, const pm_res_group *g, char *const *pairs, size_t n,
                   pm_buf *out, pm_error *err)
{
    double *v = pm_xmalloc_array(r->nparams + 1, sizeof *v);
    for (size_t j = 0; j < r->nparams; j++)
        v[j] = -1.0; /* a parameter this group does not use */
    pm_buf extra = PM_BUF_INIT;
    char **lv = pm_xcalloc(g->nlev + 1, sizeof *lv); /* the measured levels given, name=value */
    size_t nl = 0;
    int rc = -1;
    for (size_t i = 0; i < g->nterm; i++) {
        const char *name = r->params[g->term[i].param].name;
        if (S_number(pairs, n, name, &v[g->term[i].param], err) != 0)
            goto done;
        S_range(name, v[g->term[i].param], g->term[i].range, &extra);
    }
    /* categorical parameters with a coefficient in this group, each once */
    for (size_t l = 0; l < g->nlev; l++) {
        size_t j = g->lev[l].param;
        int first = 1;
        for (size_t k = 0; k < l; k++)
            first &= g->lev[k].param != j;
        if (!first)
            continue;
        const char *name = r->params[j].name, *val = S_lookup(pairs, n, name);
        if (val == NULL) {
            pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                         "predict: give a value for '%.100s' (%.100s=...)", name, name);
            goto done;
        }
        size_t level = pm_result_level(r, j, val);
        int measured = 0, refs = 0;
        for (size_t k = 0; k < g->nlev; k++) {
            measured |= g->lev[k].param == j && g->lev[k].level == level;
            refs |= g->lev[k].param == j && g->lev[k].reference;
        }
        if (!measured) /* in the fixed gauge nothing is its reference's term, a0's share */
            pm_buf_printf(&extra, "%s%s=%s was never measured (%s)", extra.len ? "; " : "", name,
                          val,
                          refs ? "predicted as its reference level" : "it contributes nothing");
        v[j] = measured ? (double)level : -1.0;
        if (measured)
            lv[nl++] = pm_xprintf("%s=%s", name, r->params[j].levels[level]);
    }
    S_parts(g, lv, nl, &extra);
    for (size_t e = 0; e < g->nexp; e++) {
        const char *name = r->params[g->exp[e].param].name;
        if (S_number(pairs, n, name, &v[g->exp[e].param], err) != 0)
            goto done;
        S_range(name, v[g->exp[e].param], g->exp[e].range, &extra);
    }
    double t = pm_result_predict(r, g, v);
    pm_buf_printf(out, "%s: %.6g%s%s", g->name, t, r->unit[0] ? " " : "", r->unit);
    if (extra.len)
        pm_buf_printf(out, "  (extrapolation: %s)", pm_buf_str(&extra));
    pm_buf_puts(out, "\n");
    rc = 0;
done:
    pm_buf_free(&extra);
    for (size_t k = 0; k < nl; k++)
        free(lv[k]);
    free(lv);
    free(v);
    return rc;
}

int pm_predict(const char *model_path, char *const *pairs, size_t npairs, pm_buf *out,
               pm_error *err)
{
    for (size_t i = 0; i < npairs; i++)
        if (strchr(pairs[i], '=') == NULL || pairs[i][0] == '=')
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "predict: expected KEY=VALUE, got '%.100s'", pairs[i]);
    pm_result r;
    if (pm_model_json_read(model_path, &r, err) != 0)
        return -1;
    const char *want = r.group_by ? S_lookup(pairs, npairs, r.group_by) : NULL;
    int rc = 0, found = 0;
    for (size_t gi = 0; gi < r.ngroups && rc == 0; gi++) {
        const pm_res_group *g = &r.groups[gi];
        if (want && strcmp(g->name, want) != 0)
            continue;
        found = 1;
        rc = S_group(&r, g, pairs, npairs, out, err);
    }
    if (rc == 0 && !found)
        rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "predict: the model has no group '%.100s'",
                          want);
    pm_result_free(&r);
    return rc;
}
