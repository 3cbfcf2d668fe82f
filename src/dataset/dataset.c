/* dataset.c - typing, grouping, median reduction and train/test split. */
#include "dataset/dataset.h"

#include "dataset/units.h"
#include "ingest/limits.h"
#include "util/rng.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One input row, typed. */
typedef struct S_obs {
    size_t group;     /* index into the sorted group names */
    double t;         /* target in the dataset unit */
    uint32_t *idx;    /* nparams value/level indices */
    size_t nparams;   /* length of idx (kept here so qsort needs no global) */
    int split;        /* -1 unset, 0 test, 1 train */
    const char *file; /* where it came from */
    long line;
} S_obs;

static int S_cmpdouble(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int S_cmpstr(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Sorted distinct copy of n strings (pointers borrowed); returns the count. */
static size_t S_unique_strings(const char **v, size_t n)
{
    qsort(v, n, sizeof *v, S_cmpstr);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || strcmp(v[i], v[m - 1]) != 0)
            v[m++] = v[i];
    return m;
}

static size_t S_find_string(char *const *v, size_t n, const char *s)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(v[mid], s);
        if (c == 0)
            return mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (size_t)-1;
}

static size_t S_find_double(const double *v, size_t n, double x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid] == x)
            return mid;
        if (v[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (size_t)-1;
}

/* Parse a number from a cell that must hold a positive one. */
static int S_positive(const pm_table *t, const pm_row *r, size_t col, const char *colname,
                      const char *what, double *out, pm_error *err)
{
    pm_cell c = pm_table_cell(t, r, col);
    if (c.kind == PM_CELL_MISSING)
        return pm_error_set(err, PM_ERR_INPUT, r->file, r->line, "missing value for %s '%.100s'",
                            what, colname);
    double v;
    /* a JSON string that is a number is a number here ("threads": "4" from hyperfine) */
    if (c.kind == PM_CELL_BOOL || !pm_text_number(c.text, &v))
        return pm_error_set(err, PM_ERR_INPUT, r->file, r->line,
                            "%s '%.100s' must be a number, got '%.60s'%s", what, colname, c.text,
                            strcmp(what, "target") == 0
                                ? ""
                                : " (name it with --categorical if it is not a number)");
    if (!(v > 0.0))
        return pm_error_set(err, PM_ERR_INPUT, r->file, r->line,
                            "%s '%.100s' must be positive (the model raises it to a power), "
                            "got '%.60s'",
                            what, colname, c.text);
    *out = v;
    return 0;
}

/* Order of observations: group, then parameter tuple. */
static int S_cmpobs(const void *a, const void *b)
{
    const S_obs *x = a, *y = b;
    if (x->group != y->group)
        return x->group < y->group ? -1 : 1;
    for (size_t j = 0; j < x->nparams; j++)
        if (x->idx[j] != y->idx[j])
            return x->idx[j] < y->idx[j] ? -1 : 1;
    return 0;
}

static double S_median(double *v, size_t n)
{
    qsort(v, n, sizeof *v, S_cmpdouble);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Collect the parameter columns in model order: numeric, categorical, extrinsic. */
static void S_params(const pm_table *t, const pm_roles *roles, pm_dataset *d, size_t *cols)
{
    static const pm_role order[] = {PM_ROLE_NUMERIC, PM_ROLE_CATEGORICAL, PM_ROLE_EXTRINSIC};
    d->params = pm_xcalloc(t->ncols, sizeof *d->params);
    for (size_t o = 0; o < 3; o++)
        for (size_t c = 0; c < t->ncols; c++)
            if (roles->role[c] == order[o]) {
                cols[d->nparams] = c;
                d->params[d->nparams].name = pm_xstrdup(t->names[c]);
                d->params[d->nparams].role = order[o];
                d->nparams++;
            }
}

/* Distinct values or levels of parameter p over the rows (all checked already). */
static void S_distinct(const pm_table *t, const pm_row *const *rows, size_t n, pm_param *p,
                       size_t col)
{
    if (p->role == PM_ROLE_CATEGORICAL) {
        const char **v = pm_xmalloc((n ? n : 1) * sizeof *v);
        for (size_t r = 0; r < n; r++)
            v[r] = pm_table_cell(t, rows[r], col).text;
        size_t m = S_unique_strings(v, n);
        p->levels = pm_xmalloc((m ? m : 1) * sizeof *p->levels);
        for (size_t i = 0; i < m; i++)
            p->levels[i] = pm_xstrdup(v[i]);
        p->nvalues = m;
        free(v);
        return;
    }
    double *v = pm_xmalloc((n ? n : 1) * sizeof *v);
    for (size_t r = 0; r < n; r++)
        pm_text_number(pm_table_cell(t, rows[r], col).text, &v[r]);
    qsort(v, n, sizeof *v, S_cmpdouble);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || v[i] != v[m - 1])
            v[m++] = v[i];
    p->values = pm_xrealloc(v, m ? m : 1, sizeof *v);
    p->nvalues = m;
}

/* Seconds per unit of the target in row r (1 when no unit is known), checking the
 * unit column against the target's name; *canon is set to the row's unit. */
static int S_row_unit(const pm_table *t, const pm_roles *roles, const char *target,
                      const pm_row *row, double *secs, const char **canon, pm_error *err)
{
    /* the unit the target's name says */
    const char *named = roles->throughput ? roles->per : roles->unit;
    *secs = named ? pm_units_seconds(named, canon) : 1.0;
    if (named == NULL)
        *canon = NULL;
    if (roles->unit_col == (size_t)-1)
        return 0;
    /* a time_unit column (Google Benchmark's) is the unit of the times, not of a rate */
    if (roles->throughput && pm_text_ieq(t->names[roles->unit_col], "time_unit"))
        return 0;
    pm_cell c = pm_table_cell(t, row, roles->unit_col);
    const char *cu = NULL;
    double cs;
    if (roles->throughput) {
        if (c.kind == PM_CELL_MISSING || !pm_units_rate(c.text, &cu))
            return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                                "unit '%.40s' is not a rate (items/s, images/min, tokens per "
                                "second, ...) for the throughput '%.100s'",
                                c.text ? c.text : "", target);
    } else if (c.kind == PM_CELL_MISSING || pm_units_seconds(c.text, &cu) == 0.0) {
        return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                            "unit '%.40s' is not a time unit (s, ms, us, ns, min, h)",
                            c.text ? c.text : "");
    }
    cs = pm_units_seconds(cu, NULL);
    if (named && strcmp(cu, *canon) != 0)
        return pm_error_set(
            err, PM_ERR_INPUT, row->file, row->line,
            "unit column '%.60s' says '%.40s' but the target's name '%.100s' says %s",
            t->names[roles->unit_col], c.text, target, *canon);
    *secs = cs;
    *canon = cu;
    return 0;
}

/* Check every cell of one row against its column's role. Returns 0, or -1 with
 * err set to "file:line: what is wrong". */
static int S_check_row(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                       const size_t *cols, const pm_row *row, pm_error *err)
{
    double v, secs;
    const char *canon;
    if (S_positive(t, row, roles->target_col, d->target_name, "target", &v, err) != 0)
        return -1;
    if (roles->group_col != (size_t)-1 &&
        pm_table_cell(t, row, roles->group_col).kind == PM_CELL_MISSING)
        return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                            "missing value for group column '%.100s'", d->group_name);
    for (size_t j = 0; j < d->nparams; j++) {
        const pm_param *p = &d->params[j];
        if (p->role == PM_ROLE_CATEGORICAL) {
            if (pm_table_cell(t, row, cols[j]).kind == PM_CELL_MISSING)
                return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                                    "missing value for categorical parameter '%.100s'", p->name);
        } else if (S_positive(t, row, cols[j], p->name,
                              p->role == PM_ROLE_EXTRINSIC ? "extrinsic parameter"
                                                           : "numeric parameter",
                              &v, err) != 0) {
            return -1;
        }
    }
    if (S_row_unit(t, roles, d->target_name, row, &secs, &canon, err) != 0)
        return -1;
    if (roles->split_col != (size_t)-1 &&
        pm_table_cell(t, row, roles->split_col).kind == PM_CELL_MISSING)
        return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                            "missing value for split column (train or test)");
    return 0;
}

/* The rows to use: all of them, or (--skip-bad-rows) those whose cells fit their
 * roles, with one warning for the rest. Returns the count, or (size_t)-1 with err
 * set. */
static size_t S_rows(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                     const size_t *cols, const pm_row **rows, pm_error *err)
{
    size_t n = 0, skipped = 0;
    pm_error first;
    pm_error_clear(&first);
    for (size_t r = 0; r < t->nrows; r++) {
        pm_error e;
        if (S_check_row(t, roles, d, cols, &t->rows[r], &e) == 0) {
            rows[n++] = &t->rows[r];
            continue;
        }
        if (!roles->skip_bad_rows) {
            if (err)
                *err = e;
            return (size_t)-1;
        }
        if (skipped++ == 0)
            first = e;
    }
    if (skipped == 0)
        return n;
    char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
    pm_error_format(&first, line, sizeof line);
    if (n == 0) {
        pm_error_set(err, PM_ERR_INPUT, NULL, 0,
                     "every row is bad (%zu skipped by --skip-bad-rows); the first: %s", skipped,
                     line);
        return (size_t)-1;
    }
    if (roles->warn) {
        fprintf(roles->warn,
                "pmreport: warning: skipped %zu bad row%s (--skip-bad-rows); the first: %s\n",
                skipped, skipped == 1 ? "" : "s", line);
        fflush(roles->warn);
    }
    return n;
}

/* Unit of every row's target; sets d->unit and per-row factors to convert into it
 * (for a throughput, the factor turns 1/throughput into time per item). */
static void S_units(const pm_table *t, const pm_roles *roles, const pm_row *const *rows, size_t n,
                    pm_dataset *d, double *factor)
{
    const char *common = NULL;
    int mixed = 0;
    for (size_t r = 0; r < n; r++) {
        double secs;
        const char *canon = NULL;
        S_row_unit(t, roles, d->target_name, rows[r], &secs, &canon, NULL); /* checked */
        factor[r] = secs;
        if (canon == NULL)
            continue;
        if (common == NULL)
            common = canon;
        else if (strcmp(common, canon) != 0)
            mixed = 1;
    }
    if (roles->throughput) {
        /* time per item, in seconds when the rate's unit of time is known */
        snprintf(d->unit, sizeof d->unit, "%s", common ? "s/item" : "");
        return;
    }
    if (common == NULL) {
        d->unit[0] = '\0';
        for (size_t r = 0; r < n; r++)
            factor[r] = 1.0;
        return;
    }
    if (mixed)
        common = "s"; /* rows disagree: express everything in seconds */
    snprintf(d->unit, sizeof d->unit, "%s", common);
    double to = pm_units_seconds(common, NULL);
    for (size_t r = 0; r < n; r++)
        factor[r] /= to;
}

int pm_dataset_build(const pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                     pm_dataset *d, pm_error *err)
{
    memset(d, 0, sizeof *d);
    if (t->nrows == 0)
        return pm_error_set(err, PM_ERR_INPUT, NULL, 0, "no input rows");
    d->nfiles = t->nfiles;
    d->excluded = t->excluded;
    d->target_name = pm_xstrdup(t->names[roles->target_col]);
    if (roles->group_col != (size_t)-1)
        d->group_name = pm_xstrdup(t->names[roles->group_col]);
    d->split_given = roles->split_col != (size_t)-1;

    size_t *cols = pm_xmalloc((t->ncols ? t->ncols : 1) * sizeof *cols);
    const pm_row **rows = pm_xmalloc(t->nrows * sizeof *rows);
    double *factor = pm_xmalloc(t->nrows * sizeof *factor);
    S_obs *obs = pm_xcalloc(t->nrows, sizeof *obs);
    uint32_t *idx = NULL;
    const char **gnames = pm_xmalloc(t->nrows * sizeof *gnames);
    char **groups = NULL;
    size_t ng = 0;
    int rc = -1;

    S_params(t, roles, d, cols);
    size_t n = S_rows(t, roles, d, cols, rows, err);
    if (n == (size_t)-1)
        goto done;
    d->nrows = n;
    for (size_t j = 0; j < d->nparams; j++) {
        S_distinct(t, rows, n, &d->params[j], cols[j]);
        if (d->params[j].role == PM_ROLE_CATEGORICAL && d->params[j].nvalues > PM_MAX_LEVELS) {
            pm_error_set(err, PM_ERR_INPUT, t->name_file[cols[j]], t->name_line[cols[j]],
                         "categorical parameter '%.100s' has more than %s levels",
                         d->params[j].name, PM_MAX_LEVELS_STR);
            goto done;
        }
    }
    S_units(t, roles, rows, n, d, factor);

    /* groups */
    for (size_t r = 0; r < n; r++)
        gnames[r] = roles->group_col == (size_t)-1
                        ? "all"
                        : pm_table_cell(t, rows[r], roles->group_col).text;
    const char **gsorted = pm_xmalloc(n * sizeof *gsorted);
    memcpy(gsorted, gnames, n * sizeof *gsorted);
    ng = S_unique_strings(gsorted, n);
    groups = pm_xmalloc(ng * sizeof *groups);
    for (size_t i = 0; i < ng; i++)
        groups[i] = pm_xstrdup(gsorted[i]);
    free(gsorted);

    /* typed observations (every cell checked by S_rows) */
    size_t np = d->nparams;
    idx = pm_xmalloc((n * np > 0 ? n * np : 1) * sizeof *idx);
    for (size_t r = 0; r < n; r++) {
        const pm_row *row = rows[r];
        S_obs *o = &obs[r];
        o->file = row->file;
        o->line = row->line;
        o->group = S_find_string(groups, ng, gnames[r]);
        o->idx = idx + r * np;
        o->nparams = np;
        pm_text_number(pm_table_cell(t, row, roles->target_col).text, &o->t);
        /* a throughput becomes time per item */
        o->t = roles->throughput ? factor[r] / o->t : o->t * factor[r];
        for (size_t j = 0; j < np; j++) {
            pm_param *p = &d->params[j];
            pm_cell c = pm_table_cell(t, row, cols[j]);
            size_t k;
            if (p->role == PM_ROLE_CATEGORICAL) {
                k = S_find_string(p->levels, p->nvalues, c.text);
            } else {
                double v = 0;
                pm_text_number(c.text, &v);
                k = S_find_double(p->values, p->nvalues, v);
            }
            o->idx[j] = (uint32_t)k;
        }
        o->split = -1;
        if (roles->split_col != (size_t)-1)
            o->split = pm_text_ieq(pm_table_cell(t, row, roles->split_col).text, "train");
    }

    /* sort by group and configuration, then reduce repeats to medians */
    qsort(obs, n, sizeof *obs, S_cmpobs);
    d->ngroups = ng;
    d->groups = pm_xcalloc(ng, sizeof *d->groups);
    double *scratch = pm_xmalloc(n * sizeof *scratch);
    size_t r = 0;
    for (size_t gi = 0; gi < ng; gi++) {
        pm_group *g = &d->groups[gi];
        g->name = groups[gi];
        groups[gi] = NULL;
        size_t start = r;
        while (r < n && obs[r].group == gi)
            r++;
        size_t m = r - start, cap = m ? m : 1;
        g->nmeas = m;
        g->t = pm_xmalloc(cap * sizeof *g->t);
        g->count = pm_xmalloc(cap * sizeof *g->count);
        g->meas = pm_xmalloc(cap * sizeof *g->meas);
        g->meas_off = pm_xmalloc((cap + 1) * sizeof *g->meas_off);
        g->meas_off[0] = 0;
        g->idx = pm_xmalloc((cap * np > 0 ? cap * np : 1) * sizeof *g->idx);
        g->train = pm_xmalloc(cap);
        g->src_file = pm_xmalloc(cap * sizeof *g->src_file);
        g->src_line = pm_xmalloc(cap * sizeof *g->src_line);
        g->ndistinct = pm_xcalloc(np ? np : 1, sizeof *g->ndistinct);
        for (size_t a = start; a < r;) {
            size_t b = a, first = a; /* first: the earliest line among the repeats */
            while (b < r && S_cmpobs(&obs[a], &obs[b]) == 0) {
                scratch[b - a] = obs[b].t;
                if (obs[b].line < obs[first].line)
                    first = b;
                b++;
            }
            size_t k = g->n++;
            g->t[k] = S_median(scratch, b - a); /* sorts scratch */
            g->count[k] = (uint32_t)(b - a);
            memcpy(g->meas + g->meas_off[k], scratch, (b - a) * sizeof *g->meas);
            g->meas_off[k + 1] = g->meas_off[k] + (b - a);
            memcpy(g->idx + k * np, obs[a].idx, np * sizeof *g->idx);
            g->train[k] = (unsigned char)(obs[a].split == 1);
            g->src_file[k] = obs[first].file;
            g->src_line[k] = obs[first].line;
            a = b;
        }
        for (size_t j = 0; j < np; j++) {
            size_t nv = d->params[j].nvalues;
            unsigned char *seen = pm_xcalloc(nv, 1);
            for (size_t k = 0; k < g->n; k++)
                if (!seen[g->idx[k * np + j]]) {
                    seen[g->idx[k * np + j]] = 1;
                    g->ndistinct[j]++;
                }
            free(seen);
        }
        /* split: given, or a seeded shuffle of the configurations */
        if (d->split_given) {
            for (size_t k = 0; k < g->n; k++)
                g->ntrain += g->train[k];
        } else {
            size_t *perm = pm_xmalloc(g->n * sizeof *perm);
            for (size_t k = 0; k < g->n; k++)
                perm[k] = k;
            pm_rng rng;
            pm_rng_seed(&rng, pm_rng_mix(opts->seed, 0x5851f42d4c957f2dull));
            for (size_t k = g->n; k > 1; k--) {
                size_t j = (size_t)pm_rng_below(&rng, k);
                size_t tmp = perm[k - 1];
                perm[k - 1] = perm[j];
                perm[j] = tmp;
            }
            size_t ntrain = (size_t)floor(opts->train_fraction * (double)g->n + 0.5);
            if (ntrain > g->n)
                ntrain = g->n;
            memset(g->train, 0, g->n);
            for (size_t k = 0; k < ntrain; k++)
                g->train[perm[k]] = 1;
            g->ntrain = ntrain;
            free(perm);
        }
    }
    free(scratch);
    rc = 0;
done:
    free(cols);
    free(rows);
    free(factor);
    free(obs);
    free(idx);
    free(gnames);
    if (groups)
        for (size_t i = 0; i < ng; i++)
            free(groups[i]);
    free(groups);
    if (rc != 0)
        pm_dataset_free(d);
    return rc;
}

void pm_dataset_free(pm_dataset *d)
{
    if (d == NULL)
        return;
    for (size_t j = 0; j < d->nparams; j++) {
        pm_param *p = &d->params[j];
        free(p->name);
        free(p->values);
        if (p->levels)
            for (size_t i = 0; i < p->nvalues; i++)
                free(p->levels[i]);
        free(p->levels);
    }
    free(d->params);
    for (size_t g = 0; g < d->ngroups; g++) {
        pm_group *gr = &d->groups[g];
        free(gr->name);
        free(gr->t);
        free(gr->count);
        free(gr->meas);
        free(gr->meas_off);
        free(gr->idx);
        free(gr->train);
        free(gr->src_file);
        free(gr->src_line);
        free(gr->ndistinct);
    }
    free(d->groups);
    free(d->group_name);
    free(d->target_name);
    memset(d, 0, sizeof *d);
}

size_t pm_dataset_param(const pm_dataset *d, const char *name)
{
    for (size_t j = 0; j < d->nparams; j++)
        if (strcmp(d->params[j].name, name) == 0)
            return j;
    return (size_t)-1;
}

double pm_dataset_value(const pm_dataset *d, const pm_group *g, size_t k, size_t j)
{
    const pm_param *p = &d->params[j];
    return p->values ? p->values[g->idx[k * d->nparams + j]] : NAN;
}
