/* model_io.c - model.json written from and read into a pm_result, with jansson. */
#include "result/model_io.h"

#include "fit/cost.h"
#include "fit/engine.h"
#include "util/rng.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>

/* ======================================================================== */
/* writing                                                                  */
/* ======================================================================== */

/* A name read from a model.json (malloc'd), control characters escaped as
 * ingest keeps them (pm_table_column), so a hostile baseline's names print on
 * one line wherever the gate or predict shows them. */
static char *S_name_dup(const char *s)
{
    return pm_text_escape_dup(s);
}

/* A number, or null when it is not finite (JSON has no NaN). */
static json_t *S_num(double v)
{
    return isfinite(v) ? json_real(v) : json_null();
}

static json_t *S_stat(const pm_stat *s)
{
    json_t *o = json_object();
    json_object_set_new(o, "value", S_num(s->value));
    json_object_set_new(o, "mean", S_num(s->mean));
    json_object_set_new(o, "std", S_num(s->std));
    if (isfinite(s->lo) && isfinite(s->hi)) {
        json_t *ci = json_array();
        json_array_append_new(ci, S_num(s->lo));
        json_array_append_new(ci, S_num(s->hi));
        json_object_set_new(o, "ci95", ci);
    }
    if (isfinite(s->se))
        json_object_set_new(o, "se", S_num(s->se));
    if (pm_stat_has_all(s)) {
        json_t *all = json_object();
        json_object_set_new(all, "value", S_num(s->all));
        json_object_set_new(all, "se", S_num(s->all_se));
        json_object_set_new(o, "all", all);
    }
    return o;
}

static json_t *S_pair(const double v[2])
{
    json_t *r = json_array();
    json_array_append_new(r, S_num(v[0]));
    json_array_append_new(r, S_num(v[1]));
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

static json_t *S_warning(const pm_warning *w)
{
    json_t *o = json_object();
    json_object_set_new(o, "code", json_string(pm_warning_id(w->code)));
    json_object_set_new(o, "unknown", json_string(w->unknown ? w->unknown : ""));
    json_object_set_new(o, "parameter", w->param ? json_string(w->param) : json_null());
    if (w->other)
        json_object_set_new(o, "other", json_string(w->other));
    json_object_set_new(o, "count", json_integer((json_int_t)w->count));
    json_object_set_new(o, "needed", json_integer((json_int_t)w->needed));
    json_t *v = json_array();
    for (int i = 0; i < 3; i++)
        json_array_append_new(v, S_num(w->v[i]));
    json_object_set_new(o, "values", v);
    pm_buf text = PM_BUF_INIT;
    pm_warning_text(w, &text);
    json_object_set_new(o, "text", json_string(pm_buf_str(&text)));
    pm_buf_free(&text);
    return o;
}

/* The noise floor with what it rests on, beside the model's error on the single
 * measurements it compares to. */
static json_t *S_noise(const pm_res_group *g)
{
    json_t *o = json_object();
    json_object_set_new(o, "floor", S_num(g->noise.floor));
    json_object_set_new(o, "configurations", json_integer((json_int_t)g->noise.nconf));
    json_object_set_new(o, "measurements", json_integer((json_int_t)g->noise.nmeas));
    json_t *rep = json_array();
    json_array_append_new(rep, json_integer((json_int_t)g->noise.rmin));
    json_array_append_new(rep, json_integer((json_int_t)g->noise.rmax));
    json_object_set_new(o, "repeats", rep);
    json_object_set_new(o, "test_mape_single", S_num(g->test_mape_single));
    json_object_set_new(o, "test_measurements", json_integer((json_int_t)g->test_nsingle));
    return o;
}

/* Table V of one group: the variant of the model and the black boxes. */
static json_t *S_compare(const pm_res_compare *c)
{
    json_t *o = json_object();
    if (c->has_variant) {
        json_t *v = json_object();
        json_object_set_new(v, "regularization", json_string(pm_reg_name(c->variant_reg)));
        json_object_set_new(v, "lambda", S_num(c->variant_lambda));
        json_object_set_new(v, "train", S_metrics(&c->variant_train));
        json_object_set_new(v, "test", S_metrics(&c->variant_test));
        json_object_set_new(o, "variant", v);
    }
    json_t *bbs = json_array();
    for (size_t k = 0; k < c->nbb; k++) {
        const pm_res_blackbox *b = &c->bb[k];
        json_t *bo = json_object();
        json_object_set_new(bo, "kind", json_string(pm_bb_id(b->kind)));
        json_t *h = json_object();
        /* the forest's trees and depth are counts */
        for (size_t i = 0; i < pm_bb_nhyper(b->kind); i++)
            json_object_set_new(h, pm_bb_hyper_name(b->kind, i),
                                b->kind == PM_BB_FOREST ? json_integer((json_int_t)b->hyper[i])
                                                        : S_num(b->hyper[i]));
        json_object_set_new(bo, "hyperparameters", h);
        json_object_set_new(bo, "cv_mape", S_num(b->cv_mape));
        json_object_set_new(bo, "train", S_metrics(&b->train));
        json_object_set_new(bo, "test", S_metrics(&b->test));
        json_array_append_new(bbs, bo);
    }
    json_object_set_new(o, "black_boxes", bbs);
    if (c->note)
        json_object_set_new(o, "note", json_string(c->note));
    return o;
}

/* g's form, the rule that chose it (absent: named), and --model auto's losses, into o. */
static void S_form_json(const pm_result *r, const pm_res_group *g, json_t *o)
{
    json_object_set_new(o, "form", json_string(pm_model_form_name(g->form)));
    if (g->form_rule != PM_RULE_NAMED)
        json_object_set_new(o, "form_rule", json_string(pm_form_rule_name(g->form_rule)));
    if (g->form_rule == PM_RULE_EXTRAPOLATION && g->form_factor < r->nparams)
        json_object_set_new(o, "form_rule_factor", json_string(r->params[g->form_factor].name));
    int any_cv = 0;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        any_cv |= isfinite(g->form_cv[k]) != 0;
    if (any_cv) { /* the first two always (as schema 2 had them), any other form when tried */
        json_t *cv = json_object();
        for (size_t k = 0; k < PM_FORM_NFORMS; k++)
            if (k < 2 || isfinite(g->form_cv[k]))
                json_object_set_new(cv, pm_model_form_name((pm_model_form)k), S_num(g->form_cv[k]));
        json_object_set_new(o, "form_cv", cv);
    }
    json_t *far = NULL;
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        if (!isnan(g->form_far[k])) {
            if (far == NULL)
                far = json_object();
            json_object_set_new(far, pm_model_form_name((pm_model_form)k), S_num(g->form_far[k]));
        }
    if (far)
        json_object_set_new(o, "form_extrapolation", far);
}

static json_t *S_group(const pm_result *r, const pm_res_group *g)
{
    json_t *o = json_object();
    json_object_set_new(o, "name", json_string(g->name));
    json_object_set_new(o, "n_train", json_integer((json_int_t)g->n_train));
    json_object_set_new(o, "n_test", json_integer((json_int_t)g->n_test));
    if (g->loo) /* absent: the split */
        json_object_set_new(o, "validation", json_string("leave-one-out"));
    json_object_set_new(o, "n_measurements", json_integer((json_int_t)g->n_meas));
    json_object_set_new(o, "lambda", S_num(g->lambda));
    S_form_json(r, g, o);
    if (g->regime.nparam > 0) {
        const pm_res_regime *rg = &g->regime;
        json_t *re = json_object(), *fac = json_array();
        for (size_t i = 0; i < rg->nparam; i++)
            json_array_append_new(fac, json_string(r->params[rg->param[i]].name));
        json_object_set_new(re, "factors", fac);
        json_object_set_new(re, "breakpoint", S_num(rg->breakpoint));
        json_object_set_new(re, "breakpoint_from", json_string(rg->given ? "cores" : "fit"));
        if (!rg->given && rg->set_lo > 0 && isfinite(rg->set_hi)) {
            json_t *set = json_array();
            json_array_append_new(set, S_num(rg->set_lo));
            json_array_append_new(set, S_num(rg->set_hi));
            json_object_set_new(re, "breakpoint_set", set);
        }
        json_object_set_new(re, "d", S_stat(&rg->d));
        json_object_set_new(o, "regime", re);
    }
    json_t *ex = json_object();
    for (size_t j = 0; j < g->nexp; j++) {
        const pm_res_exponent *e = &g->exp[j];
        json_t *s = S_stat(&e->q);
        json_object_set_new(s, "range", S_pair(e->range));
        json_object_set_new(s, "distinct", json_integer((json_int_t)e->distinct));
        if (e->logj > 0) /* the log form: E^q (log2 E)^log */
            json_object_set_new(s, "log", json_integer((json_int_t)e->logj));
        json_object_set_new(ex, r->params[e->param].name, s);
    }
    json_object_set_new(o, "exponents", ex);
    json_t *met = json_object();
    json_object_set_new(met, "train", S_metrics(&g->train));
    json_object_set_new(met, "test", S_metrics(&g->test));
    json_object_set_new(o, "metrics", met);
    json_object_set_new(o, "noise", S_noise(g));
    json_t *params = json_array();
    for (size_t i = 0; i < g->nterm; i++) {
        const pm_res_term *t = &g->term[i];
        json_t *p = json_object();
        json_object_set_new(p, "name", json_string(r->params[t->param].name));
        json_object_set_new(p, "kind", json_string("numeric"));
        if (!(pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT)) /* the product form's terms
                                                                    have no coefficient */
            json_object_set_new(p, "a", S_stat(&t->a));
        json_object_set_new(p, "p", S_stat(&t->p));
        json_object_set_new(p, "range", S_pair(t->range));
        json_object_set_new(p, "distinct", json_integer((json_int_t)t->distinct));
        json_array_append_new(params, p);
    }
    for (size_t l = 0; l < g->nlev; l++) {
        const pm_res_level *lv = &g->lev[l];
        const pm_res_param *rp = &r->params[lv->param];
        json_t *p = json_object();
        pm_buf name = PM_BUF_INIT;
        pm_buf_printf(&name, "%s=%s", rp->name, rp->levels[lv->level]);
        json_object_set_new(p, "name", json_string(pm_buf_str(&name)));
        pm_buf_free(&name);
        json_object_set_new(p, "kind", json_string("categorical"));
        json_object_set_new(p, "parameter", json_string(rp->name));
        json_object_set_new(p, "level", json_string(rp->levels[lv->level]));
        if (lv->reference) /* its term is in the base; the others' a are differences */
            json_object_set_new(p, "reference", json_true());
        json_object_set_new(p, "a", S_stat(&lv->a));
        json_array_append_new(params, p);
    }
    json_object_set_new(o, "parameters", params);
    if (g->has_base)
        json_object_set_new(o, "base", S_stat(&g->base));
    json_object_set_new(o, "constant", S_stat(&g->constant));
    json_t *fits = json_array();
    for (size_t fi = 0; fi < g->nfits; fi++) {
        json_t *f = json_object();
        json_object_set_new(f, "fit", json_integer((json_int_t)fi));
        json_object_set_new(f, "cost", S_num(g->fit_cost[fi]));
        json_array_append_new(fits, f);
    }
    json_object_set_new(o, "fits", fits);
    json_object_set_new(o, "best_fit", json_integer((json_int_t)g->best_fit));
    json_object_set_new(o, "fits_agree", json_integer((json_int_t)g->nfits_agree));
    json_t *iv = json_object();
    json_object_set_new(iv, "draws", json_integer((json_int_t)g->nboot));
    json_object_set_new(iv, "draws_used", json_integer((json_int_t)g->nboot_used));
    json_object_set_new(o, "intervals", iv);
    json_t *warn = json_array();
    for (size_t i = 0; i < g->nwarn; i++)
        json_array_append_new(warn, S_warning(&g->warn[i]));
    json_object_set_new(o, "warnings", warn);
    if (g->nsweep) {
        json_t *sw = json_array();
        for (size_t li = 0; li < g->nsweep; li++) {
            const pm_res_sweep *sp = &g->sweep[li];
            json_t *p = json_object();
            json_object_set_new(p, "lambda", S_num(sp->lambda));
            json_object_set_new(p, "test", S_metrics(&sp->test));
            json_t *q = json_object(), *a = json_object(), *pw = json_object(),
                   *lev = json_object();
            for (size_t j = 0; j < g->nexp; j++)
                json_object_set_new(q, r->params[g->exp[j].param].name, S_num(sp->q[j]));
            for (size_t i = 0; i < g->nterm; i++) {
                if (!(pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT))
                    json_object_set_new(a, r->params[g->term[i].param].name, S_num(sp->a[i]));
                json_object_set_new(pw, r->params[g->term[i].param].name, S_num(sp->p[i]));
            }
            for (size_t l = 0; l < g->nlev; l++) {
                const pm_res_param *rp = &r->params[g->lev[l].param];
                pm_buf name = PM_BUF_INIT;
                pm_buf_printf(&name, "%s=%s", rp->name, rp->levels[g->lev[l].level]);
                json_object_set_new(lev, pm_buf_str(&name), S_num(sp->lev[l]));
                pm_buf_free(&name);
            }
            json_object_set_new(p, "q", q);
            json_object_set_new(p, "a", a);
            json_object_set_new(p, "p", pw);
            json_object_set_new(p, "levels", lev);
            if (g->has_base)
                json_object_set_new(p, "base", S_num(sp->base));
            json_object_set_new(p, "constant", S_num(sp->c));
            json_array_append_new(sw, p);
        }
        json_object_set_new(o, "lambda_sweep", sw);
    }
    if (g->compare.ran)
        json_object_set_new(o, "comparison", S_compare(&g->compare));
    return o;
}

/* Append the JSON text to out with every real number in its shortest form
 * that reads back as the same double (jansson prints a fixed 17 digits:
 * 1e-6 would read 9.9999999999999995e-07). Integers and strings are copied. */
void pm_json_put_shortest(pm_buf *out, const char *text)
{
    int in_string = 0;
    for (const char *c = text; *c;) {
        if (in_string) {
            if (*c == '\\' && c[1]) {
                pm_buf_append(out, c, 2);
                c += 2;
                continue;
            }
            in_string = *c != '"';
            pm_buf_append(out, c, 1);
            c++;
            continue;
        }
        if (*c == '"') {
            in_string = 1;
            pm_buf_append(out, c, 1);
            c++;
            continue;
        }
        if (*c == '-' || (*c >= '0' && *c <= '9')) {
            const char *start = c;
            int real = 0;
            while (*c == '-' || *c == '+' || *c == '.' || *c == 'e' || *c == 'E' ||
                   (*c >= '0' && *c <= '9')) {
                real |= *c == '.' || *c == 'e' || *c == 'E';
                c++;
            }
            if (!real) {
                pm_buf_append(out, start, (size_t)(c - start));
                continue;
            }
            double v = strtod(start, NULL);
            char num[40];
            for (int prec = 1; prec <= 17; prec++) {
                snprintf(num, sizeof num, "%.*g", prec, v);
                if (strtod(num, NULL) == v)
                    break;
            }
            /* exponents as jansson writes them: no '+', no leading zeros (1e-6, 1e20) */
            char *e = strchr(num, 'e');
            if (e) {
                char *d = e + 1, *src = e + 1;
                if (*src == '-')
                    *d++ = *src++;
                else if (*src == '+')
                    src++;
                while (*src == '0' && src[1])
                    src++;
                memmove(d, src, strlen(src) + 1);
            }
            pm_buf_puts(out, num);
            if (strpbrk(num, ".eE") == NULL)
                pm_buf_puts(out, ".0"); /* stays a real */
            continue;
        }
        pm_buf_append(out, c, 1);
        c++;
    }
}

/* The rows of g's configurations to write: every one, or past
 * PM_RESULT_CONFIGS_MAX a seeded sample in configuration order (selection
 * sampling: each kept with probability still needed / still left). Returns
 * how many, their indices in *keep (owned by the caller). */
static size_t S_config_rows(const pm_result *r, size_t gi, size_t n, size_t **keep)
{
    size_t m = n > PM_RESULT_CONFIGS_MAX ? PM_RESULT_CONFIGS_MAX : n;
    *keep = pm_xmalloc_array(m + 1, sizeof **keep);
    if (m == n) {
        for (size_t k = 0; k < n; k++)
            (*keep)[k] = k;
        return n;
    }
    pm_rng rng;
    pm_rng_seed(&rng, pm_rng_mix(pm_rng_mix(r->settings.seed, 0x636f6e66u), gi));
    size_t got = 0;
    for (size_t k = 0; k < n && got < m; k++)
        if (pm_rng_below(&rng, n - k) < m - got)
            (*keep)[got++] = k;
    return got;
}

/* Append the top-level "configurations" member (docs/model-json.md): per group
 * its configurations' parameter values, median time and count, one row a line.
 * Nothing when no group has any. */
static void S_configs(const pm_result *r, pm_buf *out)
{
    int any = 0;
    for (size_t gi = 0; gi < r->ngroups; gi++)
        any |= pm_result_nconfigs(&r->groups[gi]) > 0;
    if (!any)
        return;
    pm_buf_puts(out, ",\n \"configurations\": [");
    double *v = pm_xmalloc_array(r->nparams + 1, sizeof *v);
    int first_group = 1;
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        size_t n = pm_result_nconfigs(g);
        if (n == 0)
            continue;
        size_t total = g->points.n ? g->points.n : g->configs.total;
        json_t *head = json_object();
        json_object_set_new(head, "group", json_string(g->name));
        json_object_set_new(head, "total", json_integer((json_int_t)total));
        json_t *names = json_array();
        for (size_t j = 0; j < r->nparams; j++)
            json_array_append_new(names, json_string(r->params[j].name));
        json_object_set_new(head, "parameters", names);
        char *text = json_dumps(head, JSON_COMPACT | JSON_PRESERVE_ORDER);
        /* {"group":...,"parameters":[...]} without its closing brace, then the rows */
        pm_buf_printf(out, "%s\n  ", first_group ? "" : ",");
        pm_buf_append(out, text, strlen(text) - 1);
        pm_buf_puts(out, ",\"rows\":[");
        free(text);
        json_decref(head);
        size_t *keep = NULL;
        size_t m = S_config_rows(r, gi, n, &keep);
        for (size_t i = 0; i < m; i++) {
            double median;
            uint32_t count;
            pm_result_config(r, g, keep[i], v, &median, &count);
            json_t *row = json_array();
            for (size_t j = 0; j < r->nparams; j++) {
                const pm_res_param *rp = &r->params[j];
                if (rp->role == PM_ROLE_CATEGORICAL)
                    json_array_append_new(row, v[j] >= 0 && (size_t)v[j] < rp->nlevels
                                                   ? json_string(rp->levels[(size_t)v[j]])
                                                   : json_null());
                else
                    json_array_append_new(row, S_num(v[j]));
            }
            json_array_append_new(row, S_num(median));
            json_array_append_new(row, json_integer((json_int_t)count));
            json_array_append_new(row, S_num(pm_result_config_lsd(g, keep[i])));
            char *rt = json_dumps(row, JSON_COMPACT | JSON_REAL_PRECISION(17));
            pm_buf_puts(out, i ? ",\n   " : "\n   ");
            pm_json_put_shortest(out, rt);
            free(rt);
            json_decref(row);
        }
        free(keep);
        pm_buf_puts(out, "]}");
        first_group = 0;
    }
    free(v);
    pm_buf_puts(out, "\n ]");
}

static const char *const S_why_names[] = {"", "no_parameter", "too_few_configurations"};

/* Append the top-level "times" member (docs/model-json.md): the groups the model does not fit,
 * each with its configurations' parameter values, median time, count and log spread, one row
 * a line. Nothing when there are none. */
static void S_times(const pm_result *r, pm_buf *out)
{
    if (r->ntimes == 0)
        return;
    pm_buf_puts(out, ",\n \"times\": [");
    for (size_t i = 0; i < r->ntimes; i++) {
        const pm_res_times *t = &r->times[i];
        json_t *head = json_object();
        json_object_set_new(head, "group", json_string(t->name));
        json_object_set_new(head, "why", json_string(S_why_names[t->why == 2 ? 2 : 1]));
        json_object_set_new(head, "unknowns", json_integer((json_int_t)t->nx));
        json_object_set_new(head, "measurements", json_integer((json_int_t)t->n_meas));
        json_t *names = json_array();
        for (size_t j = 0; j < r->nparams; j++)
            json_array_append_new(names, json_string(r->params[j].name));
        json_object_set_new(head, "parameters", names);
        char *text = json_dumps(head, JSON_COMPACT | JSON_PRESERVE_ORDER);
        pm_buf_printf(out, "%s\n  ", i ? "," : "");
        pm_buf_append(out, text, strlen(text) - 1); /* without its closing brace */
        pm_buf_puts(out, ",\"rows\":[");
        free(text);
        json_decref(head);
        for (size_t k = 0; k < t->configs.n; k++) {
            json_t *row = json_array();
            for (size_t j = 0; j < r->nparams; j++) {
                const pm_res_param *rp = &r->params[j];
                double v = t->configs.values[k * r->nparams + j];
                if (rp->role == PM_ROLE_CATEGORICAL)
                    json_array_append_new(row, v >= 0 && (size_t)v < rp->nlevels
                                                   ? json_string(rp->levels[(size_t)v])
                                                   : json_null());
                else
                    json_array_append_new(row, S_num(v));
            }
            json_array_append_new(row, S_num(t->configs.median[k]));
            json_array_append_new(row, json_integer((json_int_t)t->configs.count[k]));
            json_array_append_new(row, S_num(t->configs.lsd[k]));
            char *rt = json_dumps(row, JSON_COMPACT | JSON_REAL_PRECISION(17));
            pm_buf_puts(out, k ? ",\n   " : "\n   ");
            pm_json_put_shortest(out, rt);
            free(rt);
            json_decref(row);
        }
        pm_buf_puts(out, "]}");
    }
    pm_buf_puts(out, "\n ]");
}

/* model.json's "run": how the model was made (command line, date, machine). */
static json_t *S_run_json(const pm_result *r)
{
    json_t *run = json_object();
    json_object_set_new(run, "command_line",
                        r->meta.command_line ? json_string(r->meta.command_line) : json_null());
    json_object_set_new(run, "source_date_epoch",
                        r->meta.source_date_epoch >= 0
                            ? json_integer((json_int_t)r->meta.source_date_epoch)
                            : json_null());
    const pm_machine *m = &r->meta.machine;
    if (m->cpu != NULL) { /* recorded (not with --no-machine) */
        json_t *mj = json_object();
        json_object_set_new(mj, "cpu", json_string(m->cpu));
        json_object_set_new(mj, "cores", json_integer((json_int_t)m->cores));
        json_object_set_new(mj, "memory_bytes", json_integer((json_int_t)m->memory_bytes));
        json_object_set_new(mj, "os", json_string(m->os ? m->os : ""));
        json_object_set_new(run, "machine", mj);
    }
    return run;
}

/* model.json's "settings": the fit's options. */
static json_t *S_settings_json(const pm_result *r)
{
    const pm_fit_opts *o = &r->settings;
    json_t *s = json_object();
    json_object_set_new(s, "loss", json_string(pm_loss_name(o->loss)));
    json_object_set_new(s, "regularization", json_string(pm_reg_name(o->reg)));
    json_object_set_new(s, "lambda", o->lambda_auto ? json_string("auto") : S_num(o->lambda));
    json_object_set_new(s, "lambda_sweep", json_boolean(o->lambda_sweep));
    json_object_set_new(s, "optimizer", json_string(pm_optimizer_name(o->optimizer)));
    json_object_set_new(s, "model", json_string(pm_model_form_name(o->form)));
    if ((pm_form_get(o->form)->layout & PM_LAYOUT_REGIME) ||
        o->form == PM_FORM_AUTO) /* the forms that read it */
        json_object_set_new(s, "cores", json_integer((json_int_t)o->cores));
    json_object_set_new(s, "fits", json_integer((json_int_t)o->fits));
    json_object_set_new(s, "seed", json_integer((json_int_t)o->seed));
    json_object_set_new(s, "bootstrap", json_integer((json_int_t)o->bootstrap));
    json_object_set_new(s, "interval", json_string(pm_interval_name(o->interval)));
    json_object_set_new(s, "power_max", S_num(o->pow_max));
    json_object_set_new(s, "coef_max",
                        o->coef_max > 0 ? S_num(o->coef_max) : json_string("1000 x median time"));
    json_object_set_new(s, "fit_in_data_unit", json_boolean(o->raw_units));
    json_object_set_new(s, "baselines", json_string(pm_bb_mask_name(r->baselines)));
    if (r->aggregate != PM_AGG_MEDIAN) /* absent: the median, as before --aggregate */
        json_object_set_new(s, "aggregate", json_string(pm_aggregate_name(r->aggregate)));
    return s;
}

/* model.json's "parameters": each one's name, role, levels and ideal. */
static json_t *S_params_json(const pm_result *r)
{
    json_t *params = json_array();
    for (size_t j = 0; j < r->nparams; j++) {
        const pm_res_param *rp = &r->params[j];
        json_t *p = json_object();
        json_object_set_new(p, "name", json_string(rp->name));
        json_object_set_new(p, "role", json_string(pm_role_name(rp->role)));
        if (rp->role == PM_ROLE_CATEGORICAL) {
            json_t *lv = json_array();
            for (size_t l = 0; l < rp->nlevels; l++)
                json_array_append_new(lv, json_string(rp->levels[l]));
            json_object_set_new(p, "levels", lv);
        }
        if (rp->has_ideal) /* --ideal; absent when not stated */
            json_object_set_new(p, "ideal", S_num(rp->ideal));
        json_array_append_new(params, p);
    }
    return params;
}

void pm_model_json_write(const pm_result *r, pm_buf *out)
{
    json_t *root = json_object();
    json_object_set_new(root, "schema", json_integer(PM_RESULT_SCHEMA));
    json_object_set_new(root, "pmreport", json_string(r->meta.version ? r->meta.version : ""));
    json_object_set_new(root, "run", S_run_json(r));
    json_object_set_new(root, "target", json_string(r->target));
    json_object_set_new(root, "unit", json_string(r->unit));
    json_object_set_new(root, "group_by", r->group_by ? json_string(r->group_by) : json_null());
    json_object_set_new(root, "input_files", json_integer((json_int_t)r->input_files));
    json_object_set_new(root, "settings", S_settings_json(r));
    json_object_set_new(root, "parameters", S_params_json(r));
    json_t *groups = json_array();
    for (size_t gi = 0; gi < r->ngroups; gi++)
        json_array_append_new(groups, S_group(r, &r->groups[gi]));
    json_object_set_new(root, "groups", groups);
    char *text = json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17));
    /* the configurations close the object, a row a line: jansson's indent would put every
       number of them on a line of its own */
    size_t len = strlen(text);
    while (len > 0 && text[len - 1] != '}')
        len--;
    if (len > 0)
        len--; /* the root's closing brace, written again below */
    while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == ' '))
        len--;
    text[len] = '\0';
    pm_json_put_shortest(out, text);
    S_configs(r, out);
    S_times(r, out);
    pm_buf_puts(out, "\n}\n");
    free(text);
    json_decref(root);
}

/* ======================================================================== */
/* reading                                                                  */
/* ======================================================================== */

/* The reader's state: the file name and the JSON path of the value being read. */
typedef struct S_rd {
    const char *name; /* file name for messages */
    pm_error *err;
    char path[256]; /* e.g. "groups[0].exponents.gpus" */
} S_rd;

/* Fail at the current path + suffix. */
static int S_fail(S_rd *rd, const char *suffix, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int S_fail(S_rd *rd, const char *suffix, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *dot = rd->path[0] && suffix && suffix[0] && suffix[0] != '[' ? "." : "";
    if (rd->path[0] == '\0' && (suffix == NULL || suffix[0] == '\0'))
        return pm_error_set(rd->err, PM_ERR_INPUT, rd->name, 0, "%s", msg);
    return pm_error_set(rd->err, PM_ERR_INPUT, rd->name, 0, "%s%s%s: %s", rd->path, dot,
                        suffix ? suffix : "", msg);
}

/* Push ".key" or "[i]" onto the path; returns the old length to pop back to. */
static size_t S_push(S_rd *rd, const char *key, size_t index)
{
    size_t n = strlen(rd->path);
    if (key)
        snprintf(rd->path + n, sizeof rd->path - n, "%s%.60s", n ? "." : "", key);
    else
        snprintf(rd->path + n, sizeof rd->path - n, "[%zu]", index);
    return n;
}

static void S_pop(S_rd *rd, size_t n)
{
    rd->path[n] = '\0';
}

/* A member that must be a finite number (null_ok: null reads as NAN). */
static int S_get_num(S_rd *rd, json_t *obj, const char *key, int null_ok, double *out)
{
    json_t *v = json_object_get(obj, key);
    if (null_ok && (v == NULL || json_is_null(v))) {
        *out = NAN;
        return 0;
    }
    if (!json_is_number(v) || !isfinite(json_number_value(v)))
        return S_fail(rd, key, v ? "expected a finite number" : "missing");
    *out = json_number_value(v);
    return 0;
}

/* A member that must be a non-negative integer. */
static int S_get_size(S_rd *rd, json_t *obj, const char *key, size_t *out)
{
    json_t *v = json_object_get(obj, key);
    if (!json_is_integer(v) || json_integer_value(v) < 0)
        return S_fail(rd, key, v ? "expected a non-negative integer" : "missing");
    *out = (size_t)json_integer_value(v);
    return 0;
}

/* A member that must be a string (borrowed from the JSON tree). */
static int S_get_str(S_rd *rd, json_t *obj, const char *key, const char **out)
{
    json_t *v = json_object_get(obj, key);
    if (!json_is_string(v))
        return S_fail(rd, key, v ? "expected a string" : "missing");
    *out = json_string_value(v);
    return 0;
}

/* A member that must be an object, or an array. */
static int S_get_obj(S_rd *rd, json_t *obj, const char *key, json_t **out)
{
    *out = json_object_get(obj, key);
    if (!json_is_object(*out))
        return S_fail(rd, key, *out ? "expected an object" : "missing");
    return 0;
}

static int S_get_arr(S_rd *rd, json_t *obj, const char *key, json_t **out)
{
    *out = json_object_get(obj, key);
    if (!json_is_array(*out))
        return S_fail(rd, key, *out ? "expected an array" : "missing");
    return 0;
}

/* run.machine (optional: files before it, and --no-machine, have none): the
 * machine the run ran on; cores and memory_bytes 0 when unknown. */
static int S_read_machine(S_rd *rd, json_t *run, pm_machine *m)
{
    size_t n = S_push(rd, "run", 0);
    json_t *mj;
    const char *cpu = NULL, *os = NULL;
    size_t cores = 0, mem = 0;
    int rc = S_get_obj(rd, run, "machine", &mj);
    if (rc == 0) {
        size_t k = S_push(rd, "machine", 0);
        rc = S_get_str(rd, mj, "cpu", &cpu) || S_get_size(rd, mj, "cores", &cores) ||
             S_get_size(rd, mj, "memory_bytes", &mem) || S_get_str(rd, mj, "os", &os);
        S_pop(rd, k);
    }
    S_pop(rd, n);
    if (rc != 0)
        return -1;
    m->cpu = pm_xstrdup(cpu);
    m->cores = (long)cores;
    m->memory_bytes = (long long)mem;
    m->os = pm_xstrdup(os);
    return 0;
}

/* [lo, hi] of finite numbers. */
static int S_get_pair(S_rd *rd, json_t *obj, const char *key, double out[2])
{
    json_t *a = json_object_get(obj, key);
    if (!json_is_array(a) || json_array_size(a) != 2 || !json_is_number(json_array_get(a, 0)) ||
        !json_is_number(json_array_get(a, 1)))
        return S_fail(rd, key, a ? "expected [number, number]" : "missing");
    out[0] = json_number_value(json_array_get(a, 0));
    out[1] = json_number_value(json_array_get(a, 1));
    if (!isfinite(out[0]) || !isfinite(out[1]) || out[0] > out[1])
        return S_fail(rd, key, "expected [low, high]");
    return 0;
}

/* A statistic object {"value", "mean", "std", "ci95"?}. */
static int S_get_stat(S_rd *rd, json_t *obj, const char *key, pm_stat *s)
{
    json_t *o;
    if (S_get_obj(rd, obj, key, &o) != 0)
        return -1;
    size_t n = S_push(rd, key, 0);
    int rc = -1;
    if (S_get_num(rd, o, "value", 0, &s->value) != 0 ||
        S_get_num(rd, o, "mean", 1, &s->mean) != 0 || S_get_num(rd, o, "std", 1, &s->std) != 0)
        goto done;
    s->lo = s->hi = NAN;
    double ci[2];
    if (json_object_get(o, "ci95")) {
        if (S_get_pair(rd, o, "ci95", ci) != 0)
            goto done;
        s->lo = ci[0];
        s->hi = ci[1];
    }
    /* "se" is optional: files written before it existed get it from the interval */
    if (json_object_get(o, "se")) {
        if (S_get_num(rd, o, "se", 1, &s->se) != 0)
            goto done;
        if (isfinite(s->se) && s->se < 0) {
            S_fail(rd, "se", "expected a non-negative number");
            goto done;
        }
    } else {
        s->se = pm_stat_se_from_interval(s->lo, s->hi);
    }
    /* "all" is optional: the refit on every configuration (files before it have none) */
    s->all = s->all_se = NAN;
    if (json_object_get(o, "all")) {
        json_t *all;
        if (S_get_obj(rd, o, "all", &all) != 0)
            goto done;
        size_t n1 = S_push(rd, "all", 0);
        int bad = S_get_num(rd, all, "value", 0, &s->all) != 0 ||
                  S_get_num(rd, all, "se", 0, &s->all_se) != 0;
        if (!bad && !(s->all_se > 0)) {
            S_fail(rd, "se", "expected a positive number");
            bad = 1;
        }
        S_pop(rd, n1);
        if (bad)
            goto done;
    }
    rc = 0;
done:
    S_pop(rd, n);
    return rc;
}

static int S_get_metrics(S_rd *rd, json_t *obj, const char *key, pm_metrics *m)
{
    json_t *o;
    if (S_get_obj(rd, obj, key, &o) != 0)
        return -1;
    size_t n = S_push(rd, key, 0);
    int rc = S_get_size(rd, o, "n", &m->n) || S_get_num(rd, o, "mape", 1, &m->mape) ||
                     S_get_num(rd, o, "mse", 1, &m->mse) || S_get_num(rd, o, "rmse", 1, &m->rmse) ||
                     S_get_num(rd, o, "r2", 1, &m->r2)
                 ? -1
                 : 0;
    S_pop(rd, n);
    return rc;
}

/* Index of the parameter called name with the given role, or fail. */
static int S_param_of(S_rd *rd, const pm_result *r, const char *key, const char *name, pm_role role,
                      size_t *out)
{
    size_t j = pm_result_param(r, name);
    if (j == (size_t)-1 || r->params[j].role != role)
        return S_fail(rd, key, "'%.100s' is not a %s parameter of this model", name,
                      pm_role_name(role));
    *out = j;
    return 0;
}

static int S_read_settings(S_rd *rd, json_t *root, pm_fit_opts *o)
{
    json_t *s;
    if (S_get_obj(rd, root, "settings", &s) != 0)
        return -1;
    pm_fit_opts_default(o);
    size_t n = S_push(rd, "settings", 0);
    int rc = -1;
    const char *loss = NULL, *reg = NULL, *opt = NULL;
    if (S_get_str(rd, s, "loss", &loss) || S_get_str(rd, s, "regularization", &reg) ||
        S_get_str(rd, s, "optimizer", &opt))
        goto done;
    if (pm_loss_from_name(loss, &o->loss) != 0) {
        S_fail(rd, "loss", "unknown loss '%.60s'", loss);
        goto done;
    }
    if (pm_reg_from_name(reg, &o->reg) != 0) {
        S_fail(rd, "regularization", "unknown regularization '%.60s'", reg);
        goto done;
    }
    if (pm_optimizer_from_name(opt, &o->optimizer) != 0) {
        S_fail(rd, "optimizer", "unknown optimizer '%.60s'", opt);
        goto done;
    }
    json_t *lam = json_object_get(s, "lambda");
    if (json_is_string(lam) && strcmp(json_string_value(lam), "auto") == 0)
        o->lambda_auto = 1;
    else if (S_get_num(rd, s, "lambda", 0, &o->lambda) != 0)
        goto done;
    o->lambda_sweep = json_is_true(json_object_get(s, "lambda_sweep"));
    size_t seed = 0;
    if (S_get_size(rd, s, "fits", &o->fits) || S_get_size(rd, s, "seed", &seed) ||
        S_get_size(rd, s, "bootstrap", &o->bootstrap) ||
        S_get_num(rd, s, "power_max", 0, &o->pow_max))
        goto done;
    o->seed = seed;
    json_t *cm = json_object_get(s, "coef_max");
    if (json_is_string(cm))
        o->coef_max = 0;
    else if (S_get_num(rd, s, "coef_max", 0, &o->coef_max) != 0)
        goto done;
    o->raw_units = json_is_true(json_object_get(s, "fit_in_data_unit"));
    json_t *fm = json_object_get(s, "model"); /* optional: files before --model are "paper" */
    if (fm && (!json_is_string(fm) || pm_model_form_from_name(json_string_value(fm), &o->form))) {
        S_fail(rd, "model", "expected \"paper\", \"product\", \"segmented\" or \"auto\"");
        goto done;
    }
    json_t *co = json_object_get(s, "cores"); /* optional: the segmented form's --cores */
    if (co) {
        if (!json_is_integer(co) || json_integer_value(co) < 0 ||
            json_integer_value(co) > 1000000) {
            S_fail(rd, "cores", "expected a count of cores (0: the breakpoint was fitted)");
            goto done;
        }
        o->cores = (int)json_integer_value(co);
    }
    json_t *im = json_object_get(s, "interval");
    if (im &&
        (!json_is_string(im) || pm_interval_from_name(json_string_value(im), &o->interval) != 0)) {
        S_fail(rd, "interval", "expected \"sandwich\", \"percentile\" or \"sandwich-hc3\"");
        goto done;
    }
    rc = 0;
done:
    S_pop(rd, n);
    return rc;
}

static int S_read_params(S_rd *rd, json_t *root, pm_result *r)
{
    json_t *a;
    if (S_get_arr(rd, root, "parameters", &a) != 0)
        return -1;
    r->params = pm_xcalloc(json_array_size(a) + 1, sizeof *r->params);
    size_t i;
    json_t *p;
    json_array_foreach(a, i, p)
    {
        size_t n = S_push(rd, "parameters", 0);
        S_push(rd, NULL, i);
        const char *name = NULL, *role = NULL;
        if (!json_is_object(p))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, p, "name", &name) || S_get_str(rd, p, "role", &role))
            return -1;
        if (pm_result_param(r, name) != (size_t)-1)
            return S_fail(rd, "name", "parameter '%.100s' listed twice", name);
        pm_res_param *rp = &r->params[r->nparams++];
        rp->name = S_name_dup(name);
        if (strcmp(role, pm_role_name(PM_ROLE_NUMERIC)) == 0)
            rp->role = PM_ROLE_NUMERIC;
        else if (strcmp(role, pm_role_name(PM_ROLE_EXTRINSIC)) == 0)
            rp->role = PM_ROLE_EXTRINSIC;
        else if (strcmp(role, pm_role_name(PM_ROLE_CATEGORICAL)) == 0)
            rp->role = PM_ROLE_CATEGORICAL;
        else
            return S_fail(rd, "role", "unknown role '%.60s'", role);
        if (rp->role == PM_ROLE_CATEGORICAL) {
            json_t *lv;
            if (S_get_arr(rd, p, "levels", &lv) != 0)
                return -1;
            rp->levels = pm_xcalloc(json_array_size(lv) + 1, sizeof *rp->levels);
            size_t l;
            json_t *s;
            json_array_foreach(lv, l, s)
            {
                if (!json_is_string(s))
                    return S_fail(rd, "levels", "expected strings");
                rp->levels[rp->nlevels++] = S_name_dup(json_string_value(s));
            }
        }
        if (json_object_get(p, "ideal") != NULL) { /* optional: --ideal */
            if (S_get_num(rd, p, "ideal", 0, &rp->ideal) != 0)
                return -1;
            rp->has_ideal = 1;
        }
        S_pop(rd, n);
    }
    return 0;
}

static int S_read_warning(S_rd *rd, json_t *w, pm_warning *out)
{
    const char *code = NULL, *unknown = NULL;
    if (!json_is_object(w))
        return S_fail(rd, NULL, "expected an object");
    if (S_get_str(rd, w, "code", &code) || S_get_str(rd, w, "unknown", &unknown))
        return -1;
    if (pm_warning_from_id(code, &out->code) != 0)
        return S_fail(rd, "code", "unknown warning code '%.60s'", code);
    out->unknown = pm_xstrdup(unknown);
    json_t *p = json_object_get(w, "parameter");
    if (json_is_string(p))
        out->param = pm_xstrdup(json_string_value(p));
    json_t *o = json_object_get(w, "other");
    if (json_is_string(o))
        out->other = pm_xstrdup(json_string_value(o));
    if (S_get_size(rd, w, "count", &out->count) || S_get_size(rd, w, "needed", &out->needed))
        return -1;
    json_t *v = json_object_get(w, "values");
    if (!json_is_array(v) || json_array_size(v) != 3)
        return S_fail(rd, "values", "expected 3 numbers");
    for (size_t i = 0; i < 3; i++) {
        json_t *x = json_array_get(v, i);
        out->v[i] = json_is_number(x) ? json_number_value(x) : NAN;
    }
    return 0;
}

static int S_read_sweep(S_rd *rd, const pm_result *r, json_t *a, pm_res_group *g)
{
    g->sweep = pm_xcalloc(json_array_size(a) + 1, sizeof *g->sweep);
    size_t i;
    json_t *p;
    json_array_foreach(a, i, p)
    {
        size_t n = S_push(rd, NULL, i);
        pm_res_sweep *sp = &g->sweep[g->nsweep++];
        sp->q = pm_xcalloc(g->nexp + 1, sizeof *sp->q);
        sp->a = pm_xcalloc(g->nterm + 1, sizeof *sp->a);
        sp->p = pm_xcalloc(g->nterm + 1, sizeof *sp->p);
        sp->lev = pm_xcalloc(g->nlev + 1, sizeof *sp->lev);
        json_t *q, *ca, *cp, *lev;
        if (!json_is_object(p))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_num(rd, p, "lambda", 0, &sp->lambda) || S_get_metrics(rd, p, "test", &sp->test) ||
            S_get_obj(rd, p, "q", &q) || S_get_obj(rd, p, "a", &ca) || S_get_obj(rd, p, "p", &cp) ||
            S_get_obj(rd, p, "levels", &lev) || S_get_num(rd, p, "constant", 1, &sp->c))
            return -1;
        for (size_t j = 0; j < g->nexp; j++)
            if (S_get_num(rd, q, r->params[g->exp[j].param].name, 1, &sp->q[j]) != 0)
                return -1;
        if (g->has_base && S_get_num(rd, p, "base", 1, &sp->base) != 0)
            return -1;
        for (size_t t = 0; t < g->nterm; t++) {
            const char *name = r->params[g->term[t].param].name;
            if (S_get_num(rd, ca, name, 1, &sp->a[t]) || S_get_num(rd, cp, name, 1, &sp->p[t]))
                return -1;
        }
        for (size_t l = 0; l < g->nlev; l++) {
            const pm_res_param *rp = &r->params[g->lev[l].param];
            char name[600];
            snprintf(name, sizeof name, "%s=%s", rp->name, rp->levels[g->lev[l].level]);
            if (S_get_num(rd, lev, name, 1, &sp->lev[l]) != 0)
                return -1;
        }
        S_pop(rd, n);
    }
    return 0;
}

/* The segmented form's "regime" of group object go into g->regime (optional; required when
 * the form has a regime). */
static int S_read_regime(S_rd *rd, const pm_result *r, json_t *go, pm_res_group *g)
{
    json_t *re = json_object_get(go, "regime"), *fac;
    int needs = (pm_form_get(g->form)->layout & PM_LAYOUT_REGIME) != 0;
    if (re == NULL)
        return needs ? S_fail(rd, "regime", "the segmented form needs its regime") : 0;
    if (!needs)
        return S_fail(rd, "regime", "only the segmented form has a regime");
    size_t n0 = S_push(rd, "regime", 0);
    const char *from = NULL;
    if (!json_is_object(re))
        return S_fail(rd, NULL, "expected an object");
    if (S_get_arr(rd, re, "factors", &fac) ||
        S_get_num(rd, re, "breakpoint", 0, &g->regime.breakpoint) ||
        S_get_str(rd, re, "breakpoint_from", &from) || S_get_stat(rd, re, "d", &g->regime.d))
        return -1;
    if (!(g->regime.breakpoint > 0))
        return S_fail(rd, "breakpoint", "a breakpoint must be positive");
    if (strcmp(from, "cores") != 0 && strcmp(from, "fit") != 0)
        return S_fail(rd, "breakpoint_from", "expected \"cores\" or \"fit\"");
    g->regime.given = strcmp(from, "cores") == 0;
    g->regime.set_lo = g->regime.set_hi = NAN;
    json_t *set = json_object_get(re, "breakpoint_set");
    if (set != NULL) { /* optional: a fitted breakpoint's 95% set, [lowest, highest] */
        json_t *a = json_array_get(set, 0), *b = json_array_get(set, 1);
        if (!json_is_array(set) || json_array_size(set) != 2 || !json_is_number(a) ||
            !json_is_number(b) || g->regime.given)
            return S_fail(rd, "breakpoint_set",
                          "expected [lowest, highest] of a fitted breakpoint");
        g->regime.set_lo = json_number_value(a);
        g->regime.set_hi = json_number_value(b);
        if (!(g->regime.set_lo > 0 && g->regime.set_lo <= g->regime.breakpoint &&
              g->regime.breakpoint <= g->regime.set_hi))
            return S_fail(rd, "breakpoint_set", "the set must be positive and hold the breakpoint");
    }
    size_t nf = json_array_size(fac);
    if (nf == 0 || nf > PM_REGIME_MAX)
        return S_fail(rd, "factors", "expected 1 to 8 factor names");
    for (size_t i = 0; i < nf; i++) {
        json_t *v = json_array_get(fac, i);
        size_t n1 = S_push(rd, "factors", 0);
        S_push(rd, NULL, i);
        if (!json_is_string(v))
            return S_fail(rd, NULL, "expected a factor name");
        if (S_param_of(rd, r, NULL, json_string_value(v), PM_ROLE_EXTRINSIC, &g->regime.param[i]) !=
            0)
            return -1;
        S_pop(rd, n1);
    }
    g->regime.nparam = nf;
    S_pop(rd, n0);
    return 0;
}

/* The optional "noise" object of a group (absent in files written before it: the floor
 * is then unknown). */
static int S_read_noise(S_rd *rd, json_t *go, pm_res_group *g)
{
    g->noise.floor = g->test_mape_single = NAN;
    json_t *o = json_object_get(go, "noise");
    if (o == NULL)
        return 0;
    if (!json_is_object(o))
        return S_fail(rd, "noise", "expected an object");
    size_t n = S_push(rd, "noise", 0), rmin = 0, rmax = 0;
    json_t *rep;
    if (S_get_num(rd, o, "floor", 1, &g->noise.floor) ||
        S_get_size(rd, o, "configurations", &g->noise.nconf) ||
        S_get_size(rd, o, "measurements", &g->noise.nmeas) || S_get_arr(rd, o, "repeats", &rep) ||
        S_get_num(rd, o, "test_mape_single", 1, &g->test_mape_single) ||
        S_get_size(rd, o, "test_measurements", &g->test_nsingle))
        return -1;
    json_t *r0 = json_array_get(rep, 0), *r1 = json_array_get(rep, 1);
    if (json_array_size(rep) != 2 || !json_is_integer(r0) || !json_is_integer(r1) ||
        json_integer_value(r0) < 0 || json_integer_value(r1) < json_integer_value(r0) ||
        json_integer_value(r1) > UINT32_MAX)
        return S_fail(rd, "repeats", "expected [fewest, most] measurements of a configuration");
    rmin = (size_t)json_integer_value(r0);
    rmax = (size_t)json_integer_value(r1);
    g->noise.rmin = (uint32_t)rmin;
    g->noise.rmax = (uint32_t)rmax;
    if (g->noise.floor < 0)
        return S_fail(rd, "floor", "expected a non-negative number or null");
    S_pop(rd, n);
    return 0;
}

/* An optional object of one number per form (key: each form's name) into out[form]: NAN for
 * a form it lacks (or all, without the object), null_is for a form it holds as null. */
static int S_read_per_form(S_rd *rd, json_t *go, const char *key, double null_is, double *out)
{
    for (size_t k = 0; k < PM_FORM_NFORMS; k++)
        out[k] = NAN;
    json_t *o = json_object_get(go, key);
    if (o == NULL)
        return 0;
    size_t n1 = S_push(rd, key, 0);
    if (!json_is_object(o))
        return S_fail(rd, NULL, "expected an object");
    for (size_t k = 0; k < PM_FORM_NFORMS; k++) {
        const char *name = pm_model_form_name((pm_model_form)k);
        json_t *v = json_object_get(o, name);
        if (v && json_is_null(v))
            out[k] = null_is; /* form_extrapolation: tried, and no fit */
        else if (v && S_get_num(rd, o, name, 0, &out[k]))
            return -1;
    }
    S_pop(rd, n1);
    return 0;
}

/* The members S_form_json writes, into g. 0, or -1 with the reader's error set. */
static int S_read_form(S_rd *rd, const pm_result *r, json_t *go, pm_res_group *g)
{
    json_t *form = json_object_get(go, "form"); /* optional: older files are the paper's */
    if (form &&
        (!json_is_string(form) || pm_model_form_from_name(json_string_value(form), &g->form) != 0 ||
         g->form == PM_FORM_AUTO))
        return S_fail(rd, "form", "expected \"paper\", \"product\", \"segmented\" or \"log\"");
    if (S_read_per_form(rd, go, "form_cv", NAN, g->form_cv) != 0 ||
        S_read_per_form(rd, go, "form_extrapolation", INFINITY, g->form_far) != 0)
        return -1;
    /* optional: files before it are named, or cross-validated where they have form_cv */
    g->form_rule = json_object_get(go, "form_cv") ? PM_RULE_CROSS_VALIDATION : PM_RULE_NAMED;
    g->form_factor = SIZE_MAX;
    json_t *rule = json_object_get(go, "form_rule"), *fac = json_object_get(go, "form_rule_factor");
    if (rule && (!json_is_string(rule) ||
                 pm_form_rule_from_name(json_string_value(rule), &g->form_rule) != 0))
        return S_fail(rd, "form_rule",
                      "expected \"named\", \"cross-validation\" or \"extrapolation\"");
    if (g->form_rule == PM_RULE_EXTRAPOLATION) {
        for (size_t j = 0; fac && json_is_string(fac) && j < r->nparams; j++)
            if (strcmp(r->params[j].name, json_string_value(fac)) == 0)
                g->form_factor = j;
        if (g->form_factor == SIZE_MAX)
            return S_fail(rd, "form_rule_factor", "expected the name of a parameter");
    }
    return 0;
}

/* "comparison" of a group: the variant of the model and the black boxes (schema 3). */
static int S_read_compare(S_rd *rd, json_t *co, pm_res_compare *c)
{
    if (!json_is_object(co))
        return S_fail(rd, NULL, "expected an object");
    c->ran = 1;
    json_t *v = json_object_get(co, "variant");
    if (v) {
        size_t n = S_push(rd, "variant", 0);
        const char *reg = NULL;
        if (!json_is_object(v))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, v, "regularization", &reg) != 0)
            return -1;
        if (pm_reg_from_name(reg, &c->variant_reg) != 0)
            return S_fail(rd, "regularization", "unknown regularization '%.60s'", reg);
        if (S_get_num(rd, v, "lambda", 0, &c->variant_lambda) ||
            S_get_metrics(rd, v, "train", &c->variant_train) ||
            S_get_metrics(rd, v, "test", &c->variant_test))
            return -1;
        c->has_variant = 1;
        S_pop(rd, n);
    }
    json_t *bbs;
    if (S_get_arr(rd, co, "black_boxes", &bbs) != 0)
        return -1;
    size_t i;
    json_t *bo;
    json_array_foreach(bbs, i, bo)
    {
        size_t n = S_push(rd, "black_boxes", 0);
        S_push(rd, NULL, i);
        const char *kind = NULL;
        json_t *h;
        if (!json_is_object(bo))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, bo, "kind", &kind) != 0)
            return -1;
        pm_bb_kind k;
        if (pm_bb_from_id(kind, &k) != 0)
            return S_fail(rd, "kind", "unknown black box '%.60s' (random_forest, svr)", kind);
        for (size_t j = 0; j < c->nbb; j++)
            if (c->bb[j].kind == k)
                return S_fail(rd, "kind", "black box '%.60s' listed twice", kind);
        pm_res_blackbox *b = &c->bb[c->nbb];
        b->kind = k;
        if (S_get_obj(rd, bo, "hyperparameters", &h) != 0)
            return -1;
        size_t n1 = S_push(rd, "hyperparameters", 0);
        for (size_t j = 0; j < pm_bb_nhyper(k); j++)
            if (S_get_num(rd, h, pm_bb_hyper_name(k, j), 0, &b->hyper[j]) != 0)
                return -1;
        S_pop(rd, n1);
        if (S_get_num(rd, bo, "cv_mape", 1, &b->cv_mape) ||
            S_get_metrics(rd, bo, "train", &b->train) || S_get_metrics(rd, bo, "test", &b->test))
            return -1;
        c->nbb++;
        S_pop(rd, n);
    }
    json_t *note = json_object_get(co, "note");
    if (note && !json_is_string(note))
        return S_fail(rd, "note", "expected a string");
    if (note)
        c->note = pm_xstrdup(json_string_value(note));
    return 0;
}

static int S_read_group(S_rd *rd, const pm_result *r, json_t *go, pm_res_group *g)
{
    const char *name = NULL;
    json_t *ex, *met, *params, *fits, *warn;
    if (!json_is_object(go))
        return S_fail(rd, NULL, "expected an object");
    if (S_get_str(rd, go, "name", &name) != 0)
        return -1;
    g->name = S_name_dup(name);
    if (S_get_size(rd, go, "n_train", &g->n_train) || S_get_size(rd, go, "n_test", &g->n_test) ||
        S_get_num(rd, go, "lambda", 0, &g->lambda) || S_get_obj(rd, go, "exponents", &ex) ||
        S_get_obj(rd, go, "metrics", &met) || S_get_arr(rd, go, "parameters", &params) ||
        S_get_stat(rd, go, "constant", &g->constant) || S_get_arr(rd, go, "fits", &fits) ||
        S_get_size(rd, go, "best_fit", &g->best_fit) || S_get_arr(rd, go, "warnings", &warn))
        return -1;
    /* optional: older files have no count of measurements (0: unknown) */
    if (json_object_get(go, "n_measurements") && S_get_size(rd, go, "n_measurements", &g->n_meas))
        return -1;
    json_t *val = json_object_get(go, "validation"); /* optional: absent is the split */
    if (val && !(json_is_string(val) && strcmp(json_string_value(val), "leave-one-out") == 0))
        return S_fail(rd, "validation", "expected \"leave-one-out\" (or no member: the split)");
    g->loo = val != NULL;
    if (S_read_form(rd, r, go, g) != 0)
        return -1;
    if (S_read_regime(rd, r, go, g) != 0)
        return -1;
    if (S_read_noise(rd, go, g) != 0)
        return -1;
    if (json_object_get(go, "base")) {
        g->has_base = 1;
        if (S_get_stat(rd, go, "base", &g->base) != 0)
            return -1;
    }
    size_t n0 = S_push(rd, "metrics", 0);
    if (S_get_metrics(rd, met, "train", &g->train) || S_get_metrics(rd, met, "test", &g->test))
        return -1;
    S_pop(rd, n0);

    /* exponents, keyed by extrinsic parameter */
    g->exp = pm_xcalloc(json_object_size(ex) + 1, sizeof *g->exp);
    n0 = S_push(rd, "exponents", 0);
    const char *key = NULL;
    json_t *e;
    json_object_foreach(ex, key, e)
    {
        pm_res_exponent *x = &g->exp[g->nexp];
        if (S_param_of(rd, r, key, key, PM_ROLE_EXTRINSIC, &x->param) != 0)
            return -1;
        if (S_get_stat(rd, ex, key, &x->q) != 0)
            return -1;
        size_t n1 = S_push(rd, key, 0);
        if (S_get_pair(rd, e, "range", x->range) || S_get_size(rd, e, "distinct", &x->distinct))
            return -1;
        if (!(x->range[0] > 0))
            return S_fail(rd, "range", "a scaling factor's values must be positive");
        if (json_object_get(e, "log")) { /* optional: the log form's log power */
            size_t lj = 0;
            if (S_get_size(rd, e, "log", &lj) != 0)
                return -1;
            if (lj > 2 || !(pm_form_get(g->form)->layout & PM_LAYOUT_LOG))
                return S_fail(rd, "log", "a log power is 1 or 2, and only in the log form");
            if (lj > 0 && !(x->range[0] > 1))
                return S_fail(rd, "log", "a log power needs the factor's values above 1");
            x->logj = (unsigned)lj;
        }
        S_pop(rd, n1);
        g->nexp++;
    }
    S_pop(rd, n0);

    /* intrinsic terms and levels */
    size_t np = json_array_size(params);
    g->term = pm_xcalloc(np + 1, sizeof *g->term);
    g->lev = pm_xcalloc(np + 1, sizeof *g->lev);
    size_t i;
    json_t *p;
    json_array_foreach(params, i, p)
    {
        n0 = S_push(rd, "parameters", 0);
        S_push(rd, NULL, i);
        const char *kind = NULL;
        if (!json_is_object(p))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, p, "kind", &kind) != 0)
            return -1;
        if (strcmp(kind, "numeric") == 0) {
            pm_res_term *t = &g->term[g->nterm];
            const char *pname = NULL;
            int product = (pm_form_get(g->form)->layout & PM_LAYOUT_PRODUCT) != 0;
            if (product && json_object_get(p, "a"))
                return S_fail(rd, "a", "a term of the product form has no coefficient of its own");
            t->a = (pm_stat){NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN};
            if (S_get_str(rd, p, "name", &pname) ||
                S_param_of(rd, r, "name", pname, PM_ROLE_NUMERIC, &t->param) ||
                (!product && S_get_stat(rd, p, "a", &t->a)) || S_get_stat(rd, p, "p", &t->p) ||
                S_get_pair(rd, p, "range", t->range) || S_get_size(rd, p, "distinct", &t->distinct))
                return -1;
            if (!(t->range[0] > 0))
                return S_fail(rd, "range", "a numeric parameter's values must be positive");
            g->nterm++;
        } else if (strcmp(kind, "categorical") == 0) {
            pm_res_level *lv = &g->lev[g->nlev];
            const char *pname = NULL, *level = NULL;
            if (S_get_str(rd, p, "parameter", &pname) || S_get_str(rd, p, "level", &level) ||
                S_param_of(rd, r, "parameter", pname, PM_ROLE_CATEGORICAL, &lv->param) ||
                S_get_stat(rd, p, "a", &lv->a))
                return -1;
            lv->level = pm_result_level(r, lv->param, level);
            if (lv->level == (size_t)-1)
                return S_fail(rd, "level", "'%.100s' is not a level of '%.100s'", level, pname);
            json_t *ref = json_object_get(p, "reference"); /* optional: from schema 6 */
            if (ref && !json_is_boolean(ref))
                return S_fail(rd, "reference", "expected true or false");
            lv->reference = ref && json_is_true(ref);
            g->nlev++;
        } else {
            return S_fail(rd, "kind", "expected \"numeric\" or \"categorical\"");
        }
        S_pop(rd, n0);
    }

    g->nfits = json_array_size(fits);
    g->fit_cost = pm_xcalloc(g->nfits + 1, sizeof *g->fit_cost);
    json_array_foreach(fits, i, p)
    {
        n0 = S_push(rd, "fits", 0);
        S_push(rd, NULL, i);
        if (!json_is_object(p))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_num(rd, p, "cost", 1, &g->fit_cost[i]) != 0)
            return -1;
        S_pop(rd, n0);
    }
    json_t *iv = json_object_get(go, "intervals");
    if (iv) {
        n0 = S_push(rd, "intervals", 0);
        if (!json_is_object(iv))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_size(rd, iv, "draws", &g->nboot) ||
            S_get_size(rd, iv, "draws_used", &g->nboot_used))
            return -1;
        S_pop(rd, n0);
    }
    if (g->nfits && g->best_fit >= g->nfits)
        return S_fail(rd, "best_fit", "there are only %zu fits", g->nfits);
    g->nfits_agree = g->nfits; /* optional: before schema 6 the spread was over every fit */
    if (json_object_get(go, "fits_agree")) {
        if (S_get_size(rd, go, "fits_agree", &g->nfits_agree) != 0)
            return -1;
        if (g->nfits_agree > g->nfits)
            return S_fail(rd, "fits_agree", "there are only %zu fits", g->nfits);
    }

    g->warn = pm_xcalloc(json_array_size(warn) + 1, sizeof *g->warn);
    json_array_foreach(warn, i, p)
    {
        n0 = S_push(rd, "warnings", 0);
        S_push(rd, NULL, i);
        if (S_read_warning(rd, p, &g->warn[g->nwarn++]) != 0)
            return -1;
        S_pop(rd, n0);
    }

    json_t *sw = json_object_get(go, "lambda_sweep");
    if (sw) {
        if (!json_is_array(sw))
            return S_fail(rd, "lambda_sweep", "expected an array");
        n0 = S_push(rd, "lambda_sweep", 0);
        if (S_read_sweep(rd, r, sw, g) != 0)
            return -1;
        S_pop(rd, n0);
    }
    json_t *co = json_object_get(go, "comparison");
    if (co) {
        n0 = S_push(rd, "comparison", 0);
        if (S_read_compare(rd, co, &g->compare) != 0)
            return -1;
        S_pop(rd, n0);
    }
    return 0;
}

/* One row of a group's configurations: the parameters' values, the median, the count, and the
 * log spread where with_lsd (a number >= 0, or null; rows of schema 4 and older have none). */
static int S_read_config_row(S_rd *rd, const pm_result *r, json_t *row, pm_res_configs *c,
                             int with_lsd)
{
    size_t np = r->nparams, want = np + 2 + (with_lsd ? 1 : 0);
    if (!json_is_array(row) || json_array_size(row) != want)
        return S_fail(rd, NULL,
                      "expected an array of %zu values (the parameters, the median "
                      "time, the count%s)",
                      want, with_lsd ? ", the log spread" : "");
    double *v = c->values + c->n * np;
    for (size_t j = 0; j < np; j++) {
        json_t *x = json_array_get(row, j);
        const pm_res_param *rp = &r->params[j];
        if (json_is_null(x)) { /* the group lacks the parameter */
            v[j] = NAN;
        } else if (rp->role == PM_ROLE_CATEGORICAL) {
            size_t l = json_is_string(x) ? pm_result_level(r, j, json_string_value(x)) : (size_t)-1;
            if (l == (size_t)-1)
                return S_fail(rd, NULL, "value %zu: expected a level of '%.100s'", j, rp->name);
            v[j] = (double)l;
        } else {
            if (!json_is_number(x) || !(json_number_value(x) > 0) ||
                !isfinite(json_number_value(x)))
                return S_fail(rd, NULL, "value %zu: expected a positive number for '%.100s'", j,
                              rp->name);
            v[j] = json_number_value(x);
        }
    }
    json_t *t = json_array_get(row, np), *k = json_array_get(row, np + 1);
    if (!json_is_number(t) || !(json_number_value(t) > 0) || !isfinite(json_number_value(t)))
        return S_fail(rd, NULL, "expected a positive median time");
    if (!json_is_integer(k) || json_integer_value(k) < 1 ||
        json_integer_value(k) > (json_int_t)UINT32_MAX)
        return S_fail(rd, NULL, "expected a count of measurements (at least 1)");
    c->median[c->n] = json_number_value(t);
    c->count[c->n] = (uint32_t)json_integer_value(k);
    if (with_lsd) {
        json_t *l = json_array_get(row, np + 2);
        if (!(json_is_null(l) ||
              (json_is_number(l) && json_number_value(l) >= 0 && isfinite(json_number_value(l)))))
            return S_fail(rd, NULL, "expected a log spread >= 0 or null");
        c->lsd[c->n] = json_is_null(l) ? NAN : json_number_value(l);
    }
    c->n++;
    return 0;
}

/* The top-level "configurations" (optional: files before it have none). */
static int S_read_configs(S_rd *rd, json_t *root, pm_result *r)
{
    json_t *all = json_object_get(root, "configurations");
    if (all == NULL)
        return 0;
    if (!json_is_array(all))
        return S_fail(rd, "configurations", "expected an array");
    size_t i;
    json_t *e;
    json_array_foreach(all, i, e)
    {
        size_t n0 = S_push(rd, "configurations", 0);
        S_push(rd, NULL, i);
        const char *gname = NULL;
        json_t *names, *rows;
        size_t total = 0;
        if (!json_is_object(e))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, e, "group", &gname) || S_get_size(rd, e, "total", &total) ||
            S_get_arr(rd, e, "parameters", &names) || S_get_arr(rd, e, "rows", &rows))
            return -1;
        pm_res_group *g = (pm_res_group *)pm_result_group(r, gname);
        if (g == NULL)
            return S_fail(rd, "group", "'%.100s' is not a group of this model", gname);
        if (g->configs.values != NULL)
            return S_fail(rd, "group", "'%.100s' has its configurations twice", gname);
        int same = json_array_size(names) == r->nparams;
        for (size_t j = 0; same && j < r->nparams; j++) {
            json_t *nm = json_array_get(names, j);
            same = json_is_string(nm) && strcmp(json_string_value(nm), r->params[j].name) == 0;
        }
        if (!same)
            return S_fail(rd, "parameters", "expected the model's parameters, in its order");
        size_t nrows = json_array_size(rows);
        if (nrows > PM_RESULT_CONFIGS_MAX || nrows > total)
            return S_fail(rd, "rows", "%zu rows: at most %d, and at most total (%zu)", nrows,
                          PM_RESULT_CONFIGS_MAX, total);
        pm_res_configs *c = &g->configs;
        c->total = total;
        c->values =
            pm_xmalloc_array(pm_st_add(pm_st_mult(nrows, r->nparams), 1), sizeof *c->values);
        c->median = pm_xmalloc_array(nrows + 1, sizeof *c->median);
        c->count = pm_xmalloc_array(nrows + 1, sizeof *c->count);
        /* schema 5 keeps each configuration's log spread after its count */
        json_t *first = json_array_get(rows, 0);
        int with_lsd = json_is_array(first) && json_array_size(first) == r->nparams + 3;
        if (with_lsd)
            c->lsd = pm_xmalloc_array(nrows + 1, sizeof *c->lsd);
        size_t k;
        json_t *row;
        S_push(rd, "rows", 0);
        json_array_foreach(rows, k, row)
        {
            size_t n1 = S_push(rd, NULL, k);
            if (S_read_config_row(rd, r, row, c, with_lsd) != 0)
                return -1;
            S_pop(rd, n1);
        }
        S_pop(rd, n0);
    }
    return 0;
}

/* The top-level "times" (optional: absent when every group has a model, and in files before
 * schema 4). */
static int S_read_times(S_rd *rd, json_t *root, pm_result *r)
{
    json_t *all = json_object_get(root, "times");
    if (all == NULL)
        return 0;
    if (!json_is_array(all))
        return S_fail(rd, "times", "expected an array");
    r->times = pm_xcalloc(json_array_size(all) + 1, sizeof *r->times);
    size_t i;
    json_t *e;
    json_array_foreach(all, i, e)
    {
        size_t n0 = S_push(rd, "times", 0);
        S_push(rd, NULL, i);
        const char *gname = NULL, *why = NULL;
        json_t *names, *rows;
        pm_res_times *t = &r->times[r->ntimes++];
        if (!json_is_object(e))
            return S_fail(rd, NULL, "expected an object");
        if (S_get_str(rd, e, "group", &gname) || S_get_str(rd, e, "why", &why) ||
            S_get_size(rd, e, "unknowns", &t->nx) ||
            S_get_size(rd, e, "measurements", &t->n_meas) ||
            S_get_arr(rd, e, "parameters", &names) || S_get_arr(rd, e, "rows", &rows))
            return -1;
        t->name = S_name_dup(gname);
        if (strcmp(why, S_why_names[1]) == 0)
            t->why = 1;
        else if (strcmp(why, S_why_names[2]) == 0)
            t->why = 2;
        else
            return S_fail(rd, "why", "expected \"%s\" or \"%s\"", S_why_names[1], S_why_names[2]);
        if (pm_result_group(r, gname))
            return S_fail(rd, "group", "'%.100s' is also a group with a model", gname);
        for (size_t k = 0; k + 1 < r->ntimes; k++)
            if (strcmp(r->times[k].name, t->name) == 0)
                return S_fail(rd, "group", "'%.100s' appears twice", gname);
        int same = json_array_size(names) == r->nparams;
        for (size_t j = 0; same && j < r->nparams; j++) {
            json_t *nm = json_array_get(names, j);
            same = json_is_string(nm) && strcmp(json_string_value(nm), r->params[j].name) == 0;
        }
        if (!same)
            return S_fail(rd, "parameters", "expected the model's parameters, in its order");
        size_t nrows = json_array_size(rows), np = r->nparams;
        if (nrows > PM_RESULT_CONFIGS_MAX)
            return S_fail(rd, "rows", "%zu rows: at most %d", nrows, PM_RESULT_CONFIGS_MAX);
        pm_res_configs *c = &t->configs;
        c->total = nrows;
        c->values = pm_xmalloc_array(pm_st_add(pm_st_mult(nrows, np), 1), sizeof *c->values);
        c->median = pm_xmalloc_array(nrows + 1, sizeof *c->median);
        c->count = pm_xmalloc_array(nrows + 1, sizeof *c->count);
        c->lsd = pm_xmalloc_array(nrows + 1, sizeof *c->lsd);
        size_t k;
        json_t *row;
        S_push(rd, "rows", 0);
        json_array_foreach(rows, k, row)
        {
            size_t n1 = S_push(rd, NULL, k);
            if (S_read_config_row(rd, r, row, c, 1) != 0)
                return -1;
            S_pop(rd, n1);
        }
        S_pop(rd, n0);
    }
    return 0;
}

static int S_read_root(S_rd *rd, json_t *root, pm_result *r)
{
    if (!json_is_object(root))
        return S_fail(rd, NULL, "not a pmreport model.json (expected an object)");
    json_t *schema = json_object_get(root, "schema");
    if (schema == NULL)
        return S_fail(rd, NULL,
                      "not a pmreport model.json of schema %d (no \"schema\": written by pmreport "
                      "0.1.0 or another tool; rerun pmreport on the data)",
                      PM_RESULT_SCHEMA);
    if (!json_is_integer(schema))
        return S_fail(rd, "schema", "expected an integer");
    json_int_t sv = json_integer_value(schema);
    if (sv < PM_RESULT_SCHEMA_OLDEST || sv > PM_RESULT_SCHEMA)
        return S_fail(rd, "schema",
                      "this model.json has schema %lld; this pmreport reads schemas %d to %d%s",
                      (long long)sv, PM_RESULT_SCHEMA_OLDEST, PM_RESULT_SCHEMA,
                      sv > PM_RESULT_SCHEMA ? " (written by a newer pmreport)" : "");
    /* schema 2 differs only by what it lacks (no comparison, no settings.baselines): it is
       read as it is, and written back as schema 3 */
    r->schema = (int)sv;
    const char *version = NULL, *target = NULL, *unit = NULL;
    if (S_get_str(rd, root, "pmreport", &version) || S_get_str(rd, root, "target", &target) ||
        S_get_str(rd, root, "unit", &unit))
        return -1;
    r->meta.version = pm_xstrdup(version);
    r->meta.source_date_epoch = -1;
    r->target = pm_xstrdup(target);
    r->unit = pm_xstrdup(unit);
    json_t *gb = json_object_get(root, "group_by");
    if (json_is_string(gb))
        r->group_by = pm_xstrdup(json_string_value(gb));
    else if (gb && !json_is_null(gb))
        return S_fail(rd, "group_by", "expected a string or null");
    /* optional: older files do not say how many input files there were (0: unknown) */
    if (json_object_get(root, "input_files") &&
        S_get_size(rd, root, "input_files", &r->input_files))
        return -1;
    json_t *run = json_object_get(root, "run");
    if (json_is_object(run)) {
        json_t *cl = json_object_get(run, "command_line"),
               *sde = json_object_get(run, "source_date_epoch");
        if (json_is_string(cl))
            r->meta.command_line = pm_xstrdup(json_string_value(cl));
        if (json_is_integer(sde) && json_integer_value(sde) >= 0)
            r->meta.source_date_epoch = (long long)json_integer_value(sde);
        if (json_object_get(run, "machine") && S_read_machine(rd, run, &r->meta.machine) != 0)
            return -1;
    }
    if (S_read_settings(rd, root, &r->settings) != 0 || S_read_params(rd, root, r) != 0)
        return -1;
    json_t *bl = json_object_get(json_object_get(root, "settings"), "baselines");
    if (bl && (!json_is_string(bl) || pm_bb_mask_from_name(json_string_value(bl), &r->baselines)))
        return S_fail(rd, "settings.baselines", "expected \"none\", \"rf\", \"svr\" or \"all\"");
    json_t *ag = json_object_get(json_object_get(root, "settings"), "aggregate");
    if (ag && (!json_is_string(ag) || pm_aggregate_from_name(json_string_value(ag), &r->aggregate)))
        return S_fail(rd, "settings.aggregate", "expected \"median\", \"mean\" or \"min\"");
    json_t *groups;
    if (S_get_arr(rd, root, "groups", &groups) != 0)
        return -1;
    if (json_array_size(groups) == 0 && !json_is_array(json_object_get(root, "times")))
        return S_fail(rd, "groups", "no groups: the model is empty");
    r->groups = pm_xcalloc(json_array_size(groups) + 1, sizeof *r->groups);
    size_t i;
    json_t *g;
    json_array_foreach(groups, i, g)
    {
        size_t n = S_push(rd, "groups", 0);
        S_push(rd, NULL, i);
        r->ngroups++;
        if (S_read_group(rd, r, g, &r->groups[i]) != 0)
            return -1;
        for (size_t k = 0; k < i; k++)
            if (strcmp(r->groups[k].name, r->groups[i].name) == 0)
                return S_fail(rd, "name", "group '%.100s' appears twice", r->groups[i].name);
        S_pop(rd, n);
    }
    if (S_read_configs(rd, root, r) != 0)
        return -1;
    return S_read_times(rd, root, r);
}

/* Read the tree root (consumed) into out. */
static int S_parse_root(json_t *root, const char *name, pm_result *out, pm_error *err)
{
    S_rd rd = {name, err, ""};
    int rc = S_read_root(&rd, root, out);
    json_decref(root);
    if (rc != 0)
        pm_result_free(out);
    return rc;
}

int pm_model_json_parse(const char *text, size_t n, const char *name, pm_result *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    if (n > PM_MODEL_JSON_MAX)
        return pm_error_set(err, PM_ERR_INPUT, name, 0,
                            "too large for a model.json (over %zu MiB, PM_MODEL_JSON_MAX)",
                            PM_MODEL_JSON_MAX >> 20);
    json_error_t je;
    json_t *root = json_loadb(text, n, JSON_REJECT_DUPLICATES, &je);
    if (root == NULL)
        return pm_error_set(err, PM_ERR_INPUT, name, je.line > 0 ? je.line : 1, "%s", je.text);
    return S_parse_root(root, name, out, err);
}

/* json_load_callback's source: a file read in chunks, PM_MODEL_JSON_MAX bytes at most. */
typedef struct S_src {
    FILE *f;
    size_t total;  /* bytes handed to the parser so far */
    int too_large; /* 1 once the file went past the cap */
    int failed;    /* errno of a failed read, 0 when none */
} S_src;

static size_t S_src_read(void *buffer, size_t len, void *data)
{
    S_src *src = data;
    if (src->total >= PM_MODEL_JSON_MAX) {
        /* one byte more tells a file of exactly the cap from a larger one */
        char probe;
        if (fread(&probe, 1, 1, src->f) == 1) {
            src->too_large = 1;
            return (size_t)-1;
        }
        return 0;
    }
    if (len > PM_MODEL_JSON_MAX - src->total)
        len = PM_MODEL_JSON_MAX - src->total;
    size_t got = fread(buffer, 1, len, src->f);
    if (got == 0 && ferror(src->f)) {
        src->failed = errno ? errno : EIO;
        return (size_t)-1;
    }
    src->total += got;
    return got;
}

int pm_model_json_read(const char *path, pm_result *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))) {
        fclose(f);
        return pm_error_set(err, PM_ERR_INPUT, path, 0,
                            "not a model.json: not a regular file or a pipe");
    }
    if (S_ISREG(st.st_mode) && (uintmax_t)st.st_size > PM_MODEL_JSON_MAX) {
        fclose(f);
        return pm_error_set(err, PM_ERR_INPUT, path, 0,
                            "too large for a model.json (over %zu MiB, PM_MODEL_JSON_MAX)",
                            PM_MODEL_JSON_MAX >> 20);
    }
    /* parsed as it is read: no copy of the text beside the tree */
    S_src src = {f, 0, 0, 0};
    json_error_t je;
    json_t *root = json_load_callback(S_src_read, &src, JSON_REJECT_DUPLICATES, &je);
    fclose(f);
    if (src.too_large || src.failed) {
        json_decref(root);
        if (src.too_large)
            return pm_error_set(err, PM_ERR_INPUT, path, 0,
                                "too large for a model.json (over %zu MiB, PM_MODEL_JSON_MAX)",
                                PM_MODEL_JSON_MAX >> 20);
        return pm_error_set(err, PM_ERR_IO, path, 0, "cannot read: %s", strerror(src.failed));
    }
    if (root == NULL)
        return pm_error_set(err, PM_ERR_INPUT, path, je.line > 0 ? je.line : 1, "%s", je.text);
    return S_parse_root(root, path, out, err);
}
