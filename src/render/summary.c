/* summary.c - text and JSON summaries of the roles and the dataset. */
#include "render/summary.h"

#include "util/format.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const pm_role S_order[] = {PM_ROLE_GROUP,       PM_ROLE_TARGET,    PM_ROLE_NUMERIC,
                                  PM_ROLE_CATEGORICAL, PM_ROLE_EXTRINSIC, PM_ROLE_UNIT,
                                  PM_ROLE_SPLIT,       PM_ROLE_IGNORED};

void pm_summary_roles(const pm_table *t, const pm_roles *roles, pm_buf *out)
{
    for (size_t o = 0; o < sizeof S_order / sizeof S_order[0]; o++) {
        pm_role r = S_order[o];
        size_t count = 0;
        for (size_t c = 0; c < roles->ncols; c++)
            count += roles->role[c] == r;
        if (count == 0 && r != PM_ROLE_GROUP && r != PM_ROLE_TARGET)
            continue;
        pm_buf_printf(out, "%-12s", pm_role_name(r));
        if (count == 0)
            pm_buf_puts(out, " (none: one fit for all rows)");
        size_t i = 0;
        for (size_t c = 0; c < roles->ncols; c++) {
            if (roles->role[c] != r)
                continue;
            pm_buf_printf(out, "%s %s", i++ ? "," : "", t->names[c]);
            /* reasons differ per column only among ignored ones, and for given vs inferred */
            pm_buf_printf(out, " (%s)", roles->why[c]);
        }
        if (r == PM_ROLE_TARGET && roles->unit)
            pm_buf_printf(out, ", unit %s from the name", roles->unit);
        pm_buf_puts(out, "\n");
    }
    for (size_t i = 0; i < t->nnotes; i++) /* what the readers chose */
        pm_buf_printf(out, "note         %s\n", t->notes[i]);
}

void pm_summary_dataset(const pm_dataset *d, pm_buf *out)
{
    pm_buf_printf(out, "%zu input file%s, %zu row%s, %zu group%s, %zu parameter%s, time unit %s\n",
                  d->nfiles, pm_fmt_s(d->nfiles), d->nrows, pm_fmt_s(d->nrows), d->ngroups,
                  pm_fmt_s(d->ngroups), d->nparams, pm_fmt_s(d->nparams),
                  d->unit[0] ? d->unit : "(not given)");
    if (d->excluded)
        pm_buf_printf(out, "%zu failed or skipped test case%s left out\n", d->excluded,
                      pm_fmt_s(d->excluded));
    if (d->zero_times)
        pm_buf_printf(out, "%zu measurement%s of 0 left out (below the timer's resolution)\n",
                      d->zero_times, pm_fmt_s(d->zero_times));
    for (size_t j = 0; j < d->nparams; j++)
        if (d->nonpositive && d->nonpositive[j])
            pm_buf_printf(out,
                          "%zu row%s left out where %s is 0 or negative (a power law needs "
                          "positive values)\n",
                          d->nonpositive[j], pm_fmt_s(d->nonpositive[j]), d->params[j].name);
    if (d->aggregate != PM_AGG_MEDIAN)
        pm_buf_printf(out, "the repeats of a configuration are reduced to their %s (--aggregate)\n",
                      d->aggregate == PM_AGG_MEAN ? "mean" : "minimum");
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        const pm_group *g = &d->groups[gi];
        pm_buf_printf(
            out, "\ngroup %s: %zu configuration%s from %zu measurement%s; %zu train / %zu test%s\n",
            g->name, g->n, pm_fmt_s(g->n), g->nmeas, pm_fmt_s(g->nmeas), g->ntrain,
            g->n - g->ntrain, d->split_given ? " (from the split column)" : "");
        double lo = 0, hi = 0;
        for (size_t k = 0; k < g->n; k++) {
            if (k == 0 || g->t[k] < lo)
                lo = g->t[k];
            if (k == 0 || g->t[k] > hi)
                hi = g->t[k];
        }
        char a[40], b[40];
        pm_fmt_g(a, sizeof a, lo, 6);
        pm_fmt_g(b, sizeof b, hi, 6);
        pm_buf_printf(out, "  %-20s %-12s %s .. %s%s%s\n", d->target_name, "target", a, b,
                      d->unit[0] ? " " : "", d->unit);
        for (size_t j = 0; j < d->nparams; j++) {
            const pm_param *p = &d->params[j];
            if (g->ndistinct[j] == 0)
                continue; /* not this group's: its family takes other arguments */
            pm_buf_printf(out, "  %-20s %-12s %zu %s", p->name, pm_role_name(p->role),
                          g->ndistinct[j], p->levels ? "levels" : "values");
            /* the values present in this group: the scan stops once it has met as many
               as the group has (its ndistinct), soon where they recur throughout */
            unsigned char *seen = pm_xcalloc(p->nvalues, 1);
            size_t met = 0;
            for (size_t k = 0; k < g->n && met < g->ndistinct[j]; k++) {
                uint32_t v = g->idx[k * d->nparams + j];
                met += !seen[v];
                seen[v] = 1;
            }
            size_t shown = 0;
            pm_buf_puts(out, ": ");
            for (size_t v = 0; v < p->nvalues; v++) {
                if (!seen[v])
                    continue;
                if (shown == 8) {
                    pm_buf_puts(out, ", ...");
                    break;
                }
                if (shown++)
                    pm_buf_puts(out, ", ");
                if (p->levels) {
                    pm_buf_puts(out, p->levels[v]);
                } else {
                    char num[40];
                    pm_fmt_g(num, sizeof num, p->values[v], 6);
                    pm_buf_puts(out, num);
                }
            }
            free(seen);
            if (g->ndistinct[j] < 2)
                pm_buf_puts(out, "  (one value: its effect cannot be fitted in this group)");
            pm_buf_puts(out, "\n");
        }
    }
}

void pm_summary_json(const pm_table *t, const pm_roles *roles, const pm_dataset *d, pm_buf *out)
{
    json_t *root = json_object();
    json_t *cols = json_array();
    for (size_t c = 0; c < roles->ncols; c++) {
        json_t *o = json_object();
        json_object_set_new(o, "name", json_string(t->names[c]));
        json_object_set_new(o, "role", json_string(pm_role_name(roles->role[c])));
        json_object_set_new(o, "why", json_string(roles->why[c]));
        json_array_append_new(cols, o);
    }
    json_object_set_new(root, "columns", cols);
    json_object_set_new(root, "target", json_string(d->target_name));
    json_object_set_new(root, "unit", json_string(d->unit));
    json_object_set_new(root, "rows", json_integer((json_int_t)d->nrows));
    if (d->zero_times)
        json_object_set_new(root, "zero_times_left_out", json_integer((json_int_t)d->zero_times));
    json_t *params = json_array();
    for (size_t j = 0; j < d->nparams; j++) {
        const pm_param *p = &d->params[j];
        json_t *o = json_object();
        json_object_set_new(o, "name", json_string(p->name));
        json_object_set_new(o, "kind", json_string(pm_role_name(p->role)));
        if (d->nonpositive && d->nonpositive[j])
            json_object_set_new(o, "rows_left_out_nonpositive",
                                json_integer((json_int_t)d->nonpositive[j]));
        json_t *vals = json_array();
        for (size_t v = 0; v < p->nvalues; v++)
            json_array_append_new(vals,
                                  p->levels ? json_string(p->levels[v]) : json_real(p->values[v]));
        json_object_set_new(o, p->levels ? "levels" : "values", vals);
        json_array_append_new(params, o);
    }
    json_object_set_new(root, "parameters", params);
    json_t *groups = json_array();
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        const pm_group *g = &d->groups[gi];
        json_t *o = json_object();
        json_object_set_new(o, "name", json_string(g->name));
        json_object_set_new(o, "configurations", json_integer((json_int_t)g->n));
        json_object_set_new(o, "measurements", json_integer((json_int_t)g->nmeas));
        json_object_set_new(o, "n_train", json_integer((json_int_t)g->ntrain));
        json_object_set_new(o, "n_test", json_integer((json_int_t)(g->n - g->ntrain)));
        json_array_append_new(groups, o);
    }
    json_object_set_new(root, "groups", groups);
    char *s = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17));
    pm_buf_puts(out, s);
    pm_buf_puts(out, "\n");
    free(s);
    json_decref(root);
}

int pm_summary_render(const pm_render_ctx *ctx, pm_error *err)
{
    const pm_render_inputs *in = ctx->inputs;
    if (pm_outdir_write(ctx->out->dir, "dataset.txt", pm_buf_str(in->dataset_txt),
                        in->dataset_txt->len, err) != 0)
        return -1;
    return pm_outdir_write(ctx->out->dir, "dataset.json", pm_buf_str(in->dataset_json),
                           in->dataset_json->len, err);
}
