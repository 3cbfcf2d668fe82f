/* predict.c - evaluating a saved model for one configuration. */
#include "fit/predict.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <jansson.h>
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

/* The model's value of a statistic object ("value", else "mean"). */
static double S_value(json_t *stat)
{
    json_t *v = json_object_get(stat, "value");
    if (!json_is_number(v))
        v = json_object_get(stat, "mean");
    return json_is_number(v) ? json_number_value(v) : NAN;
}

/* Note an extrapolation of numeric value x outside [range[0], range[1]]. */
static void S_range(json_t *obj, const char *name, double x, pm_buf *extra)
{
    json_t *r = json_object_get(obj, "range");
    if (!json_is_array(r) || json_array_size(r) != 2)
        return;
    double lo = json_number_value(json_array_get(r, 0)), hi = json_number_value(json_array_get(r, 1));
    if (x < lo || x > hi)
        pm_buf_printf(extra, "%s%s=%g is outside the measured range [%g, %g]", extra->len ? "; " : "",
                      name, x, lo, hi);
}

/* Parse the positive number given for name. */
static int S_number(char *const *pairs, size_t n, const char *name, double *x, pm_error *err)
{
    const char *v = S_lookup(pairs, n, name);
    if (v == NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "predict: give a value for '%.100s' (%.100s=...)",
                            name, name);
    if (!pm_text_number(v, x) || !(*x > 0))
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "predict: '%.100s' needs a positive number, got '%.60s'", name, v);
    return 0;
}

static int S_group(json_t *g, const char *unit, char *const *pairs, size_t n, pm_buf *out,
                   pm_error *err)
{
    pm_buf extra = PM_BUF_INIT;
    double s = 0.0, f = 1.0;
    int rc = -1;
    json_t *params = json_object_get(g, "parameters");
    size_t i;
    json_t *p;
    json_array_foreach(params, i, p)
    {
        const char *kind = json_string_value(json_object_get(p, "kind"));
        const char *name = json_string_value(json_object_get(p, "name"));
        if (kind == NULL || name == NULL)
            continue;
        if (strcmp(kind, "numeric") == 0) {
            double x;
            if (S_number(pairs, n, name, &x, err) != 0)
                goto done;
            S_range(p, name, x, &extra);
            s += S_value(json_object_get(p, "a")) * pow(x, S_value(json_object_get(p, "p")));
        } else {
            const char *param = json_string_value(json_object_get(p, "parameter"));
            const char *level = json_string_value(json_object_get(p, "level"));
            const char *v = param ? S_lookup(pairs, n, param) : NULL;
            if (v == NULL) {
                pm_error_set(err, PM_ERR_USAGE, NULL, 0, "predict: give a value for '%.100s' (%.100s=...)",
                             param ? param : name, param ? param : name);
                goto done;
            }
            if (level && strcmp(v, level) == 0)
                s += S_value(json_object_get(p, "a"));
        }
    }
    /* a categorical value that matches no measured level */
    json_array_foreach(params, i, p)
    {
        const char *param = json_string_value(json_object_get(p, "parameter"));
        if (param == NULL)
            continue;
        const char *v = S_lookup(pairs, n, param);
        int known = 0;
        size_t k;
        json_t *q;
        json_array_foreach(params, k, q)
        {
            const char *qp = json_string_value(json_object_get(q, "parameter"));
            const char *ql = json_string_value(json_object_get(q, "level"));
            if (qp && ql && strcmp(qp, param) == 0 && strcmp(ql, v) == 0)
                known = 1;
        }
        if (!known && !strstr(pm_buf_str(&extra), param))
            pm_buf_printf(&extra, "%s%s=%s was never measured (it contributes nothing)",
                          extra.len ? "; " : "", param, v);
    }
    const char *name;
    json_t *e;
    json_object_foreach(json_object_get(g, "exponents"), name, e)
    {
        double x;
        if (S_number(pairs, n, name, &x, err) != 0)
            goto done;
        S_range(e, name, x, &extra);
        f *= pow(x, S_value(e));
    }
    double t = s * f + S_value(json_object_get(g, "constant"));
    pm_buf_printf(out, "%s: %.6g%s%s", json_string_value(json_object_get(g, "name")), t,
                  unit[0] ? " " : "", unit);
    if (extra.len)
        pm_buf_printf(out, "  (extrapolation: %s)", pm_buf_str(&extra));
    pm_buf_puts(out, "\n");
    rc = 0;
done:
    pm_buf_free(&extra);
    return rc;
}

int pm_predict(const char *model_path, char *const *pairs, size_t npairs, pm_buf *out,
               pm_error *err)
{
    for (size_t i = 0; i < npairs; i++)
        if (strchr(pairs[i], '=') == NULL || pairs[i][0] == '=')
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "predict: expected KEY=VALUE, got '%.100s'", pairs[i]);
    json_error_t je;
    json_t *root = json_load_file(model_path, JSON_REJECT_DUPLICATES, &je);
    if (root == NULL)
        return pm_error_set(err, PM_ERR_INPUT, model_path, je.line > 0 ? je.line : 0, "%s",
                            je.text);
    json_t *groups = json_object_get(root, "groups");
    if (!json_is_array(groups) || json_array_size(groups) == 0) {
        json_decref(root);
        return pm_error_set(err, PM_ERR_INPUT, model_path, 0, "not a pmreport model.json (no groups)");
    }
    const char *unit = json_string_value(json_object_get(root, "unit"));
    const char *group_by = json_string_value(json_object_get(root, "group_by"));
    const char *want = group_by ? S_lookup(pairs, npairs, group_by) : NULL;
    int rc = 0, found = 0;
    size_t i;
    json_t *g;
    json_array_foreach(groups, i, g)
    {
        const char *name = json_string_value(json_object_get(g, "name"));
        if (want && (name == NULL || strcmp(name, want) != 0))
            continue;
        found = 1;
        if ((rc = S_group(g, unit ? unit : "", pairs, npairs, out, err)) != 0)
            break;
    }
    if (rc == 0 && !found)
        rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "predict: the model has no group '%.100s'", want);
    json_decref(root);
    return rc;
}
