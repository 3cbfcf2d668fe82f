/* stages.c - the model of one table of inputs: roles, dataset, plans, fit, result, Table V. */
#include "stages.h"

#include "blackbox/compare.h"
#include "fit/plan.h"
#include "render/summary.h"
#include "result/factor.h"
#include "result/times.h"
#include "util/format.h"
#include "util/progress.h"
#include "util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A gate reuses its baseline's roles (model.json keeps the group, the target and each
 * parameter's role) when the run names none, so the same files give the same groups and
 * factors whatever inference would make of them today: spec gets the baseline's columns that
 * t has; a column of the baseline's that t lacks is said on log. Returns the array the
 * spec's lists point into (free it after the roles are decided; the names are borrowed from
 * b), or NULL when the run named a role itself. */
static char **S_baseline_roles(const pm_result *b, const pm_table *t, pm_role_spec *spec, FILE *log)
{
    if (spec->group || spec->target || spec->nnumeric || spec->ncategorical || spec->nextrinsic)
        return NULL;
    char **all = pm_xcalloc(3 * b->nparams + 1, sizeof *all);
    char **lists[3] = {all, all + b->nparams, all + 2 * b->nparams};
    size_t n[3] = {0, 0, 0};
    static const pm_role roles[3] = {PM_ROLE_NUMERIC, PM_ROLE_CATEGORICAL, PM_ROLE_EXTRINSIC};
    pm_buf missing = PM_BUF_INIT;
    for (size_t j = 0; j < b->nparams; j++)
        for (int k = 0; k < 3; k++)
            if (b->params[j].role == roles[k]) {
                if (pm_table_find(t, b->params[j].name) != (size_t)-1)
                    lists[k][n[k]++] = b->params[j].name;
                else
                    pm_buf_printf(&missing, "%s %s '%s'", missing.len ? "," : "",
                                  pm_role_name(roles[k]), b->params[j].name);
            }
    if (b->group_by && pm_table_find(t, b->group_by) != (size_t)-1)
        spec->group = b->group_by;
    else if (b->group_by)
        pm_buf_printf(&missing, "%s group '%s'", missing.len ? "," : "", b->group_by);
    if (b->target && pm_table_find(t, b->target) != (size_t)-1)
        spec->target = b->target;
    else if (b->target)
        pm_buf_printf(&missing, "%s target '%s'", missing.len ? "," : "", b->target);
    spec->numeric = lists[0];
    spec->nnumeric = n[0];
    spec->categorical = lists[1];
    spec->ncategorical = n[1];
    spec->extrinsic = lists[2];
    spec->nextrinsic = n[2];
    spec->source = "the baseline's";
    if (log && missing.len) {
        pm_progress_hide();
        fprintf(log,
                "roles: the baseline's, where this run's input has the columns; it lacks the "
                "baseline's%s: those are left out here, and a role option names others\n",
                pm_buf_str(&missing));
    }
    pm_buf_free(&missing);
    return all;
}

/* The groups the model does not fit (all[gi], pm_fit_plan's plans of d's groups) move from d
 * into *times, their plans into *plans (malloc'd); a line on log for each group that is not
 * split as usual, and what happens to the times. */
static void S_take_times(pm_dataset *d, const pm_group_plan *all, pm_group_plan **plans,
                         pm_dataset *times, FILE *log)
{
    size_t ng = d->ngroups;
    unsigned char *take = pm_xcalloc(ng + 1, 1);
    size_t ntimes = 0;
    pm_buf text = PM_BUF_INIT;
    for (size_t gi = 0; gi < ng; gi++) {
        const pm_group *g = &d->groups[gi];
        if (all[gi].plan == PM_PLAN_LOO)
            pm_buf_printf(&text,
                          "group %s: %zu configuration%s for %zu unknowns, too few to hold some "
                          "out: fitted on all, tested by leaving each out\n",
                          g->name, g->n, pm_fmt_s(g->n), all[gi].nx);
        else if (all[gi].plan == PM_PLAN_TIMES && all[gi].why == PM_PLAN_WHY_TOO_FEW)
            pm_buf_printf(&text,
                          "group %s: %zu configuration%s for %zu unknowns: no model; its times "
                          "are reported and gated\n",
                          g->name, g->n, pm_fmt_s(g->n), all[gi].nx);
        take[gi] = all[gi].plan == PM_PLAN_TIMES;
        ntimes += take[gi];
    }
    if (ntimes > 0 && ntimes == ng)
        pm_buf_printf(&text, "nothing to scale here: no group has a parameter that varies with "
                             "enough configurations to fit; the times are reported and gated "
                             "(--max-slowdown)\n");
    else if (ntimes > 0)
        pm_buf_printf(&text,
                      "%zu group%s with no scaling parameter or too few configurations: "
                      "their times are reported and gated (--max-slowdown)\n",
                      ntimes, pm_fmt_s(ntimes));
    if (log && text.len) {
        pm_progress_hide();
        fprintf(log, "\n%s", pm_buf_str(&text));
        fflush(log);
    }
    pm_buf_free(&text);
    pm_dataset_take_groups(d, take, times);
    *plans = pm_xcalloc(ntimes + 1, sizeof **plans);
    for (size_t gi = 0, i = 0; gi < ng; gi++)
        if (take[gi])
            (*plans)[i++] = all[gi];
    free(take);
}

void pm_stages_opts_from(const pm_options *o, pm_stages_opts *out)
{
    memset(out, 0, sizeof *out);
    out->roles = pm_options_roles(o);
    out->dataset = (pm_dataset_opts){o->train_fraction, o->seed, o->aggregate};
    out->fit = o->fit;
    if (out->fit.cores < 0) { /* the segmented form's breakpoint: this machine's cores, unless
                                 the outputs or auto's choice must not depend on the machine
                                 (then fitted) */
        long nc = o->no_machine || o->fit.form == PM_FORM_AUTO ? 0 : sysconf(_SC_NPROCESSORS_ONLN);
        out->fit.cores = nc > 0 && nc <= 65536 ? (int)nc : 0;
    }
    out->ideals = &o->ideals;
    out->baselines = o->baselines;
    out->extrapolate = o->extrapolate;
}

/* fo->extrapolate from the factor's name (NULL: none) among d's parameters. 0, or -1 with err
 * set when it names no parameter of the data or one that is no extrinsic factor. */
static int S_extrapolate(const char *name, const pm_dataset *d, pm_fit_opts *fo, pm_error *err)
{
    fo->extrapolate = 0;
    if (name == NULL)
        return 0;
    pm_buf ext = PM_BUF_INIT;
    for (size_t j = 0; j < d->nparams; j++) {
        if (strcmp(d->params[j].name, name) == 0) {
            pm_buf_free(&ext);
            if (d->params[j].role != PM_ROLE_EXTRINSIC)
                return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                    "--extrapolate: '%.100s' is a %s parameter, not an extrinsic "
                                    "factor (name one with --extrinsic)",
                                    name, pm_role_name(d->params[j].role));
            fo->extrapolate = j + 1;
            return 0;
        }
        if (d->params[j].role == PM_ROLE_EXTRINSIC)
            pm_buf_printf(&ext, "%s%.60s", ext.len ? ", " : "", d->params[j].name);
    }
    pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                 "--extrapolate: no parameter '%.100s' in the data (its extrinsic factors: %.200s)",
                 name, ext.len ? pm_buf_str(&ext) : "none");
    pm_buf_free(&ext);
    return -1;
}

/* The column roles: so's, else the baseline's (when not NULL) for the columns t has, else
 * inferred. 0, or -1 with err set. */
static int S_roles(const pm_stages_opts *so, const pm_table *t, const pm_result *baseline,
                   FILE *log, pm_stages *s, pm_error *err)
{
    pm_progress_hide(); /* the roles may warn on stderr */
    pm_role_spec spec = so->roles;
    char **named = NULL; /* the baseline's columns by role, borrowed from its result */
    if (baseline)
        named = S_baseline_roles(baseline, t, &spec, log);
    int rr = pm_roles_decide(t, &spec, &s->roles, err);
    free(named);
    if (rr != 0)
        return -1;
    s->have_roles = 1;
    return 0;
}

/* Each group's plan (split, leave-one-out with every configuration trained, or only its
 * times: fit/plan.h); dataset.txt and dataset.json, which describe every group, made before
 * the groups without a model leave the dataset for s->times. */
static void S_plan(const pm_fit_opts *fo, const pm_table *t, FILE *log, pm_stages *s)
{
    pm_group_plan *all = pm_xcalloc(s->d.ngroups + 1, sizeof *all);
    pm_fit_plan(&s->d, fo, all);
    pm_summary_roles(t, &s->roles, &s->dataset_txt);
    pm_buf_puts(&s->dataset_txt, "\n");
    pm_summary_dataset(&s->d, &s->dataset_txt);
    pm_summary_json(t, &s->roles, &s->d, &s->dataset_json);
    if (log) {
        pm_progress_hide();
        fputs(pm_buf_str(&s->dataset_txt), log);
        fflush(log);
    }
    S_take_times(&s->d, all, &s->plans, &s->times, log);
    free(all);
    s->have_times = 1;
}

/* The fit of s->d, and the result from it with the times' groups and the ideals (the names
 * that are no factor here said on log). 0, or -1 with err set. */
static int S_fit(const pm_stages_opts *so, const pm_run_meta *meta, FILE *log, pm_stages *s,
                 pm_error *err)
{
    if (pm_fit_run(&s->d, &so->fit, &s->fit, err) != 0)
        return -1;
    s->have_fit = 1;
    pm_fit_drop_rows(&s->fit); /* the result needs the fit's results, not its data */
    pm_xrelease();
    pm_result_from_fit(&s->d, &s->fit, meta, &s->result);
    pm_result_add_times(&s->result, &s->times, s->plans);
    s->have_result = 1;
    pm_buf unstated = PM_BUF_INIT; /* --ideal names that are no factor here */
    if (pm_factor_apply_ideals(so->ideals, &s->result, &unstated) && log)
        fprintf(log, "--ideal: not a scaling factor of this data, left out: %s\n",
                pm_buf_str(&unstated));
    pm_buf_free(&unstated);
    return 0;
}

/* The paper's Table V beside the model: it may add a warning the gate reads. 0, or -1 with
 * err set. */
static int S_compare(unsigned baselines, pm_stages *s, pm_error *err)
{
    pm_progress_stage("comparison");
    pm_compare cmp;
    memset(&cmp, 0, sizeof cmp);
    int rc = pm_compare_run(&s->d, &s->fit, baselines, &cmp, err);
    if (rc == 0)
        pm_result_set_compare(&s->result, &cmp);
    pm_compare_free(&cmp); /* the result holds copies of what it shows */
    pm_xrelease();
    return rc;
}

int pm_stages_model(const pm_stages_opts *so, pm_table *t, const pm_result *baseline,
                    const pm_run_meta *meta, FILE *log, pm_stages *s, pm_error *err)
{
    memset(s, 0, sizeof *s);
    if (S_roles(so, t, baseline, log, s, err) != 0)
        return -1;
    pm_progress_stage("dataset");
    /* the table's rows go once read: the dataset holds what is needed, the table its names */
    if (pm_dataset_build_drop(t, &s->roles, &so->dataset, &s->d, err) != 0)
        return -1;
    s->have_dataset = 1;
    pm_stages_opts o = *so; /* with --extrapolate's factor found among the parameters */
    if (S_extrapolate(so->extrapolate, &s->d, &o.fit, err) != 0)
        return -1;
    pm_progress_stage("fit");
    S_plan(&o.fit, t, log, s);
    if (S_fit(&o, meta, log, s, err) != 0)
        return -1;
    return S_compare(o.baselines, s, err);
}

int pm_stages_run(const pm_options *o, pm_table *t, const pm_result *baseline,
                  const pm_run_meta *meta, FILE *log, pm_stages *s, pm_error *err)
{
    pm_stages_opts so;
    pm_stages_opts_from(o, &so);
    return pm_stages_model(&so, t, baseline, meta, log, s, err);
}

void pm_stages_free(pm_stages *s)
{
    if (s == NULL)
        return;
    if (s->have_result)
        pm_result_free(&s->result);
    if (s->have_fit)
        pm_fit_free(&s->fit);
    if (s->have_dataset)
        pm_dataset_free(&s->d);
    if (s->have_times)
        pm_dataset_free(&s->times);
    if (s->have_roles)
        pm_roles_free(&s->roles);
    free(s->plans);
    pm_buf_free(&s->dataset_txt);
    pm_buf_free(&s->dataset_json);
    memset(s, 0, sizeof *s);
}
