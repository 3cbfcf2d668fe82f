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
    if (c.kind == PM_CELL_STRING || c.kind == PM_CELL_BOOL || !pm_text_number(c.text, &v))
        return pm_error_set(err, PM_ERR_INPUT, r->file, r->line,
                            "%s '%.100s' must be a number, got '%.60s'", what, colname, c.text);
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

/* Distinct values or levels of parameter j over all rows; errors on bad cells. */
static int S_distinct(const pm_table *t, pm_param *p, size_t col, pm_error *err)
{
    size_t n = t->nrows;
    if (p->role == PM_ROLE_CATEGORICAL) {
        const char **v = pm_xmalloc(n * sizeof *v);
        for (size_t r = 0; r < n; r++) {
            pm_cell c = pm_table_cell(t, &t->rows[r], col);
            if (c.kind == PM_CELL_MISSING) {
                free(v);
                return pm_error_set(err, PM_ERR_INPUT, t->rows[r].file, t->rows[r].line,
                                    "missing value for categorical parameter '%.100s'", p->name);
            }
            v[r] = c.text;
        }
        size_t m = S_unique_strings(v, n);
        if (m > PM_MAX_LEVELS) {
            free(v);
            return pm_error_set(err, PM_ERR_INPUT, t->name_file[col], t->name_line[col],
                                "categorical parameter '%.100s' has more than %s levels", p->name,
                                PM_MAX_LEVELS_STR);
        }
        p->levels = pm_xmalloc(m * sizeof *p->levels);
        for (size_t i = 0; i < m; i++)
            p->levels[i] = pm_xstrdup(v[i]);
        p->nvalues = m;
        free(v);
        return 0;
    }
    double *v = pm_xmalloc(n * sizeof *v);
    const char *what = p->role == PM_ROLE_EXTRINSIC ? "extrinsic parameter" : "numeric parameter";
    for (size_t r = 0; r < n; r++)
        if (S_positive(t, &t->rows[r], col, p->name, what, &v[r], err) != 0) {
            free(v);
            return -1;
        }
    qsort(v, n, sizeof *v, S_cmpdouble);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || v[i] != v[m - 1])
            v[m++] = v[i];
    p->values = pm_xrealloc(v, m, sizeof *v);
    p->nvalues = m;
    return 0;
}

/* Unit of every row's target; sets d->unit and per-row factors to convert into it. */
static int S_units(const pm_table *t, const pm_roles *roles, pm_dataset *d, double *factor,
                   pm_error *err)
{
    const char *common = roles->unit; /* from the column name, if any */
    if (roles->unit_col == (size_t)-1 || common != NULL) {
        snprintf(d->unit, sizeof d->unit, "%s", common ? common : "");
        for (size_t r = 0; r < t->nrows; r++)
            factor[r] = 1.0;
        return 0;
    }
    int mixed = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        pm_cell c = pm_table_cell(t, &t->rows[r], roles->unit_col);
        const char *canon = NULL;
        if (c.kind == PM_CELL_MISSING || pm_units_seconds(c.text, &canon) == 0.0)
            return pm_error_set(err, PM_ERR_INPUT, t->rows[r].file, t->rows[r].line,
                                "unit '%.40s' is not a time unit (s, ms, us, ns)",
                                c.text ? c.text : "");
        if (common == NULL)
            common = canon;
        else if (strcmp(common, canon) != 0)
            mixed = 1;
    }
    if (mixed)
        common = "s"; /* rows disagree: express everything in seconds */
    snprintf(d->unit, sizeof d->unit, "%s", common);
    double to = pm_units_seconds(common, NULL);
    for (size_t r = 0; r < t->nrows; r++) {
        pm_cell c = pm_table_cell(t, &t->rows[r], roles->unit_col);
        factor[r] = pm_units_seconds(c.text, NULL) / to;
    }
    return 0;
}

int pm_dataset_build(const pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                     pm_dataset *d, pm_error *err)
{
    memset(d, 0, sizeof *d);
    size_t n = t->nrows;
    if (n == 0)
        return pm_error_set(err, PM_ERR_INPUT, NULL, 0, "no input rows");
    d->nrows = n;
    d->nfiles = t->nfiles;
    d->excluded = t->excluded;
    d->target_name = pm_xstrdup(t->names[roles->target_col]);
    if (roles->group_col != (size_t)-1)
        d->group_name = pm_xstrdup(t->names[roles->group_col]);
    d->split_given = roles->split_col != (size_t)-1;

    size_t *cols = pm_xmalloc((t->ncols ? t->ncols : 1) * sizeof *cols);
    double *factor = pm_xmalloc(n * sizeof *factor);
    S_obs *obs = pm_xcalloc(n, sizeof *obs);
    uint32_t *idx = NULL;
    const char **gnames = pm_xmalloc(n * sizeof *gnames);
    char **groups = NULL;
    size_t ng = 0;
    int rc = -1;

    S_params(t, roles, d, cols);
    for (size_t j = 0; j < d->nparams; j++)
        if (S_distinct(t, &d->params[j], cols[j], err) != 0)
            goto done;
    if (S_units(t, roles, d, factor, err) != 0)
        goto done;

    /* groups */
    for (size_t r = 0; r < n; r++) {
        if (roles->group_col == (size_t)-1) {
            gnames[r] = "all";
            continue;
        }
        pm_cell c = pm_table_cell(t, &t->rows[r], roles->group_col);
        if (c.kind == PM_CELL_MISSING) {
            pm_error_set(err, PM_ERR_INPUT, t->rows[r].file, t->rows[r].line,
                         "missing value for group column '%.100s'", d->group_name);
            goto done;
        }
        gnames[r] = c.text;
    }
    const char **gsorted = pm_xmalloc(n * sizeof *gsorted);
    memcpy(gsorted, gnames, n * sizeof *gsorted);
    ng = S_unique_strings(gsorted, n);
    groups = pm_xmalloc(ng * sizeof *groups);
    for (size_t i = 0; i < ng; i++)
        groups[i] = pm_xstrdup(gsorted[i]);
    free(gsorted);

    /* typed observations */
    size_t np = d->nparams;
    idx = pm_xmalloc((n * np > 0 ? n * np : 1) * sizeof *idx);
    for (size_t r = 0; r < n; r++) {
        const pm_row *row = &t->rows[r];
        S_obs *o = &obs[r];
        o->file = row->file;
        o->line = row->line;
        o->group = S_find_string(groups, ng, gnames[r]);
        o->idx = idx + r * np;
        o->nparams = np;
        if (S_positive(t, row, roles->target_col, d->target_name, "target", &o->t, err) != 0)
            goto done;
        o->t *= factor[r];
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
        if (roles->split_col != (size_t)-1) {
            pm_cell c = pm_table_cell(t, row, roles->split_col);
            if (c.kind == PM_CELL_MISSING) {
                pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                             "missing value for split column (train or test)");
                goto done;
            }
            o->split = pm_text_ieq(c.text, "train");
        }
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
            g->t[k] = S_median(scratch, b - a);
            g->count[k] = (uint32_t)(b - a);
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
