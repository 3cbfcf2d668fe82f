/* model_json.c - writing model.json with jansson. */
#include "render/model_json.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "version.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A number, or null when it is not finite (JSON has no NaN). */
static json_t *S_num(double v)
{
    return isfinite(v) ? json_real(v) : json_null();
}

/* {"value", "mean", "std", "ci95"} of unknown i. */
static json_t *S_stat(const pm_group_fit *gf, size_t i)
{
    json_t *o = json_object();
    json_object_set_new(o, "value", S_num(gf->x[i]));
    json_object_set_new(o, "mean", S_num(gf->mean[i]));
    json_object_set_new(o, "std", S_num(gf->std[i]));
    if (isfinite(gf->ci_lo[i])) {
        json_t *ci = json_array();
        json_array_append_new(ci, S_num(gf->ci_lo[i]));
        json_array_append_new(ci, S_num(gf->ci_hi[i]));
        json_object_set_new(o, "ci95", ci);
    }
    return o;
}

static json_t *S_range(const pm_param *p)
{
    json_t *r = json_array();
    json_array_append_new(r, S_num(p->values[0]));
    json_array_append_new(r, S_num(p->values[p->nvalues - 1]));
    return r;
}

static json_t *S_metrics(const pm_metrics *m)
{
    json_t *o = json_object();
    json_object_set_new(o, "n", json_integer((json_int_t)m->n));
    json_object_set_new(o, "mape", S_num(m->mape));
    json_object_set_new(o, "mse", S_num(m->mse));
    json_object_set_new(o, "rmse", S_num(m->rmse));
    json_object_set_new(o, "r2", S_num(m->r2));
    return o;
}

static json_t *S_group(const pm_dataset *d, const pm_fit *f, const pm_group_fit *gf)
{
    const pm_model_data *m = &gf->train;
    size_t ipow = pm_model_ipow(m);
    json_t *g = json_object();
    json_object_set_new(g, "name", json_string(gf->g->name));
    json_object_set_new(g, "n_train", json_integer((json_int_t)gf->train.n));
    json_object_set_new(g, "n_test", json_integer((json_int_t)gf->test.n));
    json_object_set_new(g, "lambda", S_num(gf->lambda));
    json_t *ex = json_object();
    for (size_t j = 0; j < m->next; j++) {
        const pm_param *p = &d->params[m->ext_param[j]];
        json_t *s = S_stat(gf, ipow + m->nnum + j);
        json_object_set_new(s, "range", S_range(p));
        json_object_set_new(s, "distinct", json_integer((json_int_t)gf->g->ndistinct[m->ext_param[j]]));
        json_object_set_new(ex, p->name, s);
    }
    json_object_set_new(g, "exponents", ex);
    json_t *met = json_object();
    json_object_set_new(met, "train", S_metrics(&gf->m_train));
    json_object_set_new(met, "test", S_metrics(&gf->m_test));
    json_object_set_new(g, "metrics", met);
    json_t *params = json_array();
    for (size_t i = 0; i < m->nnum; i++) {
        const pm_param *p = &d->params[m->num_param[i]];
        json_t *o = json_object();
        json_object_set_new(o, "name", json_string(p->name));
        json_object_set_new(o, "kind", json_string("numeric"));
        json_object_set_new(o, "a", S_stat(gf, i));
        json_object_set_new(o, "p", S_stat(gf, ipow + i));
        json_object_set_new(o, "range", S_range(p));
        json_array_append_new(params, o);
    }
    for (size_t l = 0; l < m->nlev; l++) {
        const pm_param *p = &d->params[m->lev_param[l]];
        json_t *o = json_object();
        pm_buf name = PM_BUF_INIT;
        pm_buf_printf(&name, "%s=%s", p->name, p->levels[m->lev_value[l]]);
        json_object_set_new(o, "name", json_string(pm_buf_str(&name)));
        pm_buf_free(&name);
        json_object_set_new(o, "kind", json_string("categorical"));
        json_object_set_new(o, "parameter", json_string(p->name));
        json_object_set_new(o, "level", json_string(p->levels[m->lev_value[l]]));
        json_object_set_new(o, "a", S_stat(gf, m->nnum + l));
        json_array_append_new(params, o);
    }
    json_object_set_new(g, "parameters", params);
    json_object_set_new(g, "constant", S_stat(gf, gf->nx - 1));
    json_t *fits = json_array();
    for (size_t fi = 0; fi < f->opts.fits; fi++) {
        json_t *o = json_object();
        json_object_set_new(o, "fit", json_integer((json_int_t)fi));
        json_object_set_new(o, "cost", S_num(gf->fit_cost[fi]));
        json_array_append_new(fits, o);
    }
    json_object_set_new(g, "fits", fits);
    json_object_set_new(g, "best_fit", json_integer((json_int_t)gf->best));
    json_t *warn = json_array();
    for (size_t i = 0; i < gf->nwarnings; i++) {
        pm_buf text = PM_BUF_INIT;
        pm_warning_text(&gf->warnings[i], &text);
        json_array_append_new(warn, json_string(pm_buf_str(&text)));
        pm_buf_free(&text);
    }
    json_object_set_new(g, "warnings", warn);
    if (gf->sweep) {
        json_t *sw = json_array();
        for (size_t li = 0; li < PM_SWEEP_N; li++) {
            const pm_sweep_point *sp = &gf->sweep[li];
            json_t *o = json_object();
            json_object_set_new(o, "lambda", S_num(sp->lambda));
            json_object_set_new(o, "test", S_metrics(&sp->test));
            json_t *xs = json_object();
            for (size_t i = 0; i < gf->nx; i++)
                json_object_set_new(xs, gf->xname[i], S_num(sp->x[i]));
            json_object_set_new(o, "unknowns", xs);
            json_array_append_new(sw, o);
        }
        json_object_set_new(g, "lambda_sweep", sw);
    }
    return g;
}

void pm_model_json(const pm_dataset *d, const pm_fit *f, pm_buf *out)
{
    json_t *root = json_object();
    json_object_set_new(root, "pmreport", json_string(PM_VERSION));
    json_object_set_new(root, "target", json_string(d->target_name));
    json_object_set_new(root, "unit", json_string(d->unit));
    json_object_set_new(root, "group_by", d->group_name ? json_string(d->group_name) : json_null());
    json_t *s = json_object();
    const pm_fit_opts *o = &f->opts;
    json_object_set_new(s, "loss", json_string(pm_loss_name(o->loss)));
    json_object_set_new(s, "regularization", json_string(pm_reg_name(o->reg)));
    json_object_set_new(s, "lambda", o->lambda_auto ? json_string("auto") : S_num(o->lambda));
    json_object_set_new(s, "optimizer", json_string(pm_optimizer_name(o->optimizer)));
    json_object_set_new(s, "fits", json_integer((json_int_t)o->fits));
    json_object_set_new(s, "seed", json_integer((json_int_t)o->seed));
    json_object_set_new(s, "bootstrap", json_integer((json_int_t)o->bootstrap));
    json_object_set_new(s, "power_max", S_num(o->pow_max));
    json_object_set_new(s, "coef_max", o->coef_max > 0 ? S_num(o->coef_max) : json_string("1000 x median time"));
    json_object_set_new(s, "fit_in_data_unit", json_boolean(o->raw_units));
    json_object_set_new(root, "settings", s);
    json_t *groups = json_array();
    for (size_t gi = 0; gi < f->ngroups; gi++)
        json_array_append_new(groups, S_group(d, f, &f->groups[gi]));
    json_object_set_new(root, "groups", groups);
    char *text = json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(10));
    pm_buf_puts(out, text);
    pm_buf_puts(out, "\n");
    free(text);
    json_decref(root);
}
