/* dataset.c - typing, grouping, reduction of repeats (median, mean, min) and train/test split. */
#include "dataset/dataset.h"

#include "ingest/units.h"
#include "ingest/limits.h"
#include "util/rng.h"
#include "util/stats.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* How a cell of a column that needs a positive number reads. */
enum { S_GOOD = 0, S_BAD = -1, S_DROP = 1 };

/* Parse a number from a cell that must hold a positive one. With drop_zero, a 0 is S_DROP
 * (a time below the timer's resolution); with drop_nonpositive, any number <= 0 is
 * (roles.h: nonpositive); with absent_ok, a missing cell is S_GOOD (a parameter the row's
 * group lacks: checked per group later, S_check_absent). Otherwise returns S_GOOD with *out
 * set, or S_BAD with err set. */
static int S_number_cell(const pm_table *t, const pm_row *r, size_t col, const char *colname,
                         const char *what, int drop_zero, int drop_nonpositive, int absent_ok,
                         double *out, pm_error *err)
{
    pm_cell c = pm_table_cell(t, r, col);
    if (c.kind == PM_CELL_MISSING) {
        if (absent_ok)
            return S_GOOD;
        pm_error_set(err, PM_ERR_INPUT, r->file, r->line, "missing value for %s '%.100s'", what,
                     colname);
        return S_BAD;
    }
    double v;
    /* a JSON string that is a number is a number here ("threads": "4" from hyperfine) */
    if (c.kind == PM_CELL_BOOL || !pm_text_number(c.text, &v)) {
        pm_error_set(err, PM_ERR_INPUT, r->file, r->line,
                     "%s '%.100s' must be a number, got '%.60s'%s", what, colname, c.text,
                     strcmp(what, "target") == 0
                         ? ""
                         : " (name it with --categorical if it is not a number)");
        return S_BAD;
    }
    *out = v;
    if ((drop_zero && v == 0.0) || (drop_nonpositive && v <= 0.0))
        return S_DROP;
    if (!(v > 0.0)) {
        pm_error_set(err, PM_ERR_INPUT, r->file, r->line,
                     "%s '%.100s' must be positive (the model raises it to a power), got '%.60s'",
                     what, colname, c.text);
        return S_BAD;
    }
    return S_GOOD;
}

/* The target of row r: S_GOOD, S_DROP for a time of 0, or S_BAD with err set. */
static int S_target_cell(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                         const pm_row *r, double *out, pm_error *err)
{
    return S_number_cell(t, r, roles->target_col, d->target_name, "target", 1, 0, 0, out, err);
}

/* Parameter j's cell of row r (column col): S_GOOD, S_DROP (a value <= 0 of an inferred
 * parameter: roles.h), or S_BAD with err set. A missing cell is good when there are groups:
 * a group may lack a parameter altogether (S_check_absent judges that). */
static int S_param_cell(const pm_table *t, const pm_roles *roles, const pm_param *p, size_t col,
                        const pm_row *r, pm_error *err)
{
    double v;
    return S_number_cell(t, r, col, p->name,
                         p->role == PM_ROLE_EXTRINSIC ? "extrinsic parameter" : "numeric parameter",
                         0, roles->nonpositive[col], roles->group_col != (size_t)-1, &v, err);
}

static const char *const S_agg_names[] = {"median", "mean", "min"};

const char *pm_aggregate_name(pm_aggregate a)
{
    return (unsigned)a < 3 ? S_agg_names[a] : "median";
}

int pm_aggregate_from_name(const char *s, pm_aggregate *out)
{
    for (int i = 0; i < 3; i++)
        if (s && strcmp(s, S_agg_names[i]) == 0) {
            *out = (pm_aggregate)i;
            return 0;
        }
    return -1;
}

/* v[0..n) sorted ascending (the measurements are kept in that order), reduced by how. */
static double S_reduce(double *v, size_t n, pm_aggregate how)
{
    qsort(v, n, sizeof *v, pm_cmp_double);
    if (how == PM_AGG_MIN)
        return v[0];
    if (how == PM_AGG_MEAN) {
        double s = 0.0;
        for (size_t i = 0; i < n; i++)
            s += v[i];
        return s / (double)n;
    }
    return pm_median(v, n); /* v stays sorted */
}

/* Collect the parameter columns in model order: numeric, categorical, extrinsic. */
static void S_params(const pm_table *t, const pm_roles *roles, pm_dataset *d, size_t *cols)
{
    static const pm_role order[] = {PM_ROLE_NUMERIC, PM_ROLE_CATEGORICAL, PM_ROLE_EXTRINSIC};
    d->params = pm_xcalloc(t->ncols, sizeof *d->params);
    d->nonpositive = pm_xcalloc(t->ncols ? t->ncols : 1, sizeof *d->nonpositive);
    for (size_t o = 0; o < 3; o++)
        for (size_t c = 0; c < t->ncols; c++)
            if (roles->role[c] == order[o]) {
                cols[d->nparams] = c;
                d->params[d->nparams].name = pm_xstrdup(t->names[c]);
                d->params[d->nparams].role = order[o];
                d->nparams++;
            }
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
    if (S_target_cell(t, roles, d, row, &v, err) == S_BAD)
        return -1;
    if (roles->group_col != (size_t)-1 &&
        pm_table_cell(t, row, roles->group_col).kind == PM_CELL_MISSING)
        return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                            "missing value for group column '%.100s'", d->group_name);
    for (size_t j = 0; j < d->nparams; j++) {
        const pm_param *p = &d->params[j];
        if (p->role == PM_ROLE_CATEGORICAL) {
            if (roles->group_col == (size_t)-1 &&
                pm_table_cell(t, row, cols[j]).kind == PM_CELL_MISSING)
                return pm_error_set(err, PM_ERR_INPUT, row->file, row->line,
                                    "missing value for categorical parameter '%.100s'", p->name);
        } else if (S_param_cell(t, roles, p, cols[j], row, err) == S_BAD) {
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

/* ---- the build: checks and parses once per distinct cell of a column, then a pass per row ----
 *
 * A campaign of a million rows has a few values per parameter, and the table stores equal
 * cells once (ingest/table.h), so every check and parse runs once per distinct cell and a row
 * costs a lookup. A row's configuration (group, then every parameter's value index) packs
 * into one 64-bit number whenever the numbers of values allow, which a radix sort orders in a
 * few linear passes; otherwise the tuples are sorted by comparison. Either way equal
 * configurations keep the order of their rows, as a stable sort would. */

/* Checks the cell of one row (the first that has it) against the role of column `col`:
 * S_GOOD, S_BAD, or S_DROP for a row left out on purpose. */
typedef int (*S_cell_check)(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                            size_t col, size_t param, const pm_row *row);

static int S_check_present(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                           size_t col, size_t param, const pm_row *row)
{
    (void)roles;
    (void)d;
    (void)param;
    return pm_table_cell(t, row, col).kind == PM_CELL_MISSING ? S_BAD : S_GOOD;
}

/* A categorical parameter's cell: present, or missing where there are groups (a group may
 * lack the parameter: S_check_absent). */
static int S_check_level(const pm_table *t, const pm_roles *roles, const pm_dataset *d, size_t col,
                         size_t param, const pm_row *row)
{
    (void)d;
    (void)param;
    return pm_table_cell(t, row, col).kind == PM_CELL_MISSING && roles->group_col == (size_t)-1
               ? S_BAD
               : S_GOOD;
}

static int S_check_number(const pm_table *t, const pm_roles *roles, const pm_dataset *d, size_t col,
                          size_t param, const pm_row *row)
{
    return S_param_cell(t, roles, &d->params[param], col, row, NULL);
}

static int S_check_unit(const pm_table *t, const pm_roles *roles, const pm_dataset *d, size_t col,
                        size_t param, const pm_row *row)
{
    (void)col;
    (void)param;
    double secs;
    const char *canon;
    return S_row_unit(t, roles, d->target_name, row, &secs, &canon, NULL) == 0 ? S_GOOD : S_BAD;
}

/* Mark in bad[] every row whose cell in column col fails check (S_MARK_BAD) or is left out
 * on purpose (S_MARK_DROP), the check run once per distinct cell of dist (the column's over
 * every row) on the first row that has it. Returns the rows newly left out. */
enum { S_MARK_BAD = 1, S_MARK_DROP = 2 };
static size_t S_mark(const pm_table *t, const pm_roles *roles, const pm_dataset *d, size_t col,
                     size_t param, S_cell_check check, const pm_table_distinct *dist,
                     unsigned char *bad)
{
    unsigned char *mark = pm_xcalloc(dist->n + 1, 1);
    int any = 0;
    size_t dropped = 0;
    for (size_t k = 0; k < dist->n; k++) {
        int c = check(t, roles, d, col, param, &t->rows[dist->first[k]]);
        mark[k] = c == S_BAD ? S_MARK_BAD : c == S_DROP ? S_MARK_DROP : 0;
        any |= mark[k];
    }
    for (size_t r = 0; any && r < t->nrows; r++) { /* rows are looked up only when one is bad */
        unsigned char m = mark[pm_table_distinct_find(dist, pm_table_cell_id(&t->rows[r], col))];
        dropped += (m & S_MARK_DROP) && !(bad[r] & S_MARK_DROP);
        bad[r] |= m;
    }
    free(mark);
    return dropped;
}

/* Every row's target parsed into tv[] (by table row), and marked in bad[] where it is bad or a
 * time of 0, which is below the timer's resolution: left out and counted. */
static void S_mark_targets(const pm_table *t, const pm_roles *roles, pm_dataset *d, double *tv,
                           unsigned char *bad)
{
    for (size_t r = 0; r < t->nrows; r++) {
        int c = S_target_cell(t, roles, d, &t->rows[r], &tv[r], NULL);
        bad[r] = c == S_BAD ? S_MARK_BAD : c == S_DROP ? S_MARK_DROP : 0;
        d->zero_times += c == S_DROP;
    }
}

/* Every other column with a role marked in bad[], judged once per distinct cell: the
 * parameters (their rows left out counted in d->nonpositive), then the group, unit and split
 * columns, their distinct cells found in one pass; the parameters' into pdist[]. */
static void S_mark_columns(const pm_table *t, const pm_roles *roles, pm_dataset *d,
                           const size_t *cols, unsigned char *bad, pm_table_distinct *pdist)
{
    size_t np = d->nparams, nc = np;
    size_t *ccol = pm_xmalloc_array(np + 3, sizeof *ccol);
    S_cell_check *check = pm_xmalloc_array(np + 3, sizeof *check);
    for (size_t j = 0; j < np; j++) {
        ccol[j] = cols[j];
        check[j] = d->params[j].role == PM_ROLE_CATEGORICAL ? S_check_level : S_check_number;
    }
    if (roles->group_col != (size_t)-1) {
        ccol[nc] = roles->group_col;
        check[nc++] = S_check_present;
    }
    if (roles->unit_col != (size_t)-1) {
        ccol[nc] = roles->unit_col;
        check[nc++] = S_check_unit;
    }
    if (roles->split_col != (size_t)-1) {
        ccol[nc] = roles->split_col;
        check[nc++] = S_check_present;
    }
    pm_table_distinct *dist = pm_xmalloc_array(nc ? nc : 1, sizeof *dist);
    pm_table_distinct_build_cols(t, ccol, nc, dist);
    for (size_t c = 0; c < nc; c++) {
        size_t dropped = S_mark(t, roles, d, ccol[c], c < np ? c : 0, check[c], &dist[c], bad);
        if (c < np)
            d->nonpositive[c] = dropped;
    }
    memcpy(pdist, dist, np * sizeof *pdist); /* the parameters' go to the caller */
    for (size_t c = np; c < nc; c++)
        pm_table_distinct_free(&dist[c]);
    free(dist);
    free(check);
    free(ccol);
}

/* The rows to use into good[] (their count is returned): the rows not marked, and those
 * marked bad whose cells S_check_row finds fine after all; the rows left out on purpose are
 * not. A bad row is an error (returns (size_t)-1 with err set) unless --skip-bad-rows skips
 * it: counted in *skipped, the first one's error in *first. */
static size_t S_pick_rows(const pm_table *t, const pm_roles *roles, const pm_dataset *d,
                          const size_t *cols, const unsigned char *bad, uint32_t *good,
                          size_t *skipped, pm_error *first, pm_error *err)
{
    size_t n = 0;
    *skipped = 0;
    pm_error_clear(first);
    for (size_t r = 0; r < t->nrows; r++) {
        if (!bad[r]) {
            good[n++] = (uint32_t)r;
            continue;
        }
        if (bad[r] & S_MARK_DROP) /* left out on purpose, and counted */
            continue;
        pm_error e;
        pm_error_clear(&e);
        if (S_check_row(t, roles, d, cols, &t->rows[r], &e) == 0) {
            good[n++] = (uint32_t)r;
            continue;
        }
        if (!roles->skip_bad_rows) {
            if (err)
                *err = e;
            return (size_t)-1;
        }
        if ((*skipped)++ == 0)
            *first = e;
    }
    return n;
}

/* The end of S_rows: n rows to use and `skipped` bad ones (the first's error in *first). An
 * error when no row is left (every measurement left out, or every row bad), else the one
 * warning for the rows skipped; returns n, or (size_t)-1 with err set. */
static size_t S_rows_left(const pm_table *t, const pm_roles *roles, const pm_dataset *d, size_t n,
                          size_t skipped, const pm_error *first, pm_error *err)
{
    if (n == 0 && skipped == 0) {
        size_t dropped = 0;
        for (size_t j = 0; j < d->nparams; j++)
            dropped += d->nonpositive[j];
        pm_error_set(err, PM_ERR_INPUT, t->nrows ? t->rows[0].file : NULL, 0,
                     "no usable measurement: %zu of %zu are 0 (below the timer's resolution), %zu "
                     "have a scaling parameter that is 0 or negative",
                     d->zero_times, t->nrows, dropped);
        return (size_t)-1;
    }
    if (skipped == 0)
        return n;
    char line[PM_ERROR_FILE_MAX + PM_ERROR_MSG_MAX + 200];
    pm_error_format(first, line, sizeof line);
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

/* The rows to use, into good[] (their count is returned): all of them, or (--skip-bad-rows)
 * those whose cells fit their roles, with one warning for the rest. The target of every row
 * is parsed into tv[] (by table row), and each parameter's distinct cells over every row
 * into pdist[] (d->nparams entries, for the caller to free). Returns (size_t)-1 with err set
 * at the first bad row (in file order, the message S_check_row gives). */
static size_t S_rows(const pm_table *t, const pm_roles *roles, pm_dataset *d, const size_t *cols,
                     double *tv, uint32_t *good, pm_table_distinct *pdist, pm_error *err)
{
    unsigned char *bad = pm_xcalloc(t->nrows + 1, 1); /* S_MARK_BAD and S_MARK_DROP bits */
    S_mark_targets(t, roles, d, tv, bad);
    S_mark_columns(t, roles, d, cols, bad, pdist);
    size_t skipped;
    pm_error first;
    size_t n = S_pick_rows(t, roles, d, cols, bad, good, &skipped, &first, err);
    free(bad);
    if (n == (size_t)-1)
        return n;
    return S_rows_left(t, roles, d, n, skipped, &first, err);
}

/* The distinct values (numeric, extrinsic) or levels (categorical) of parameter p from the
 * distinct cells dist of its column (the good rows' cells), unless p has them; with vmap (not
 * NULL), *vmap gets the index of each distinct cell's value among them: nvalues for a missing
 * cell (a group that lacks the parameter, PM_DATASET_ABSENT in the end), (uint32_t)-1 for
 * another cell that is none of them (dist may hold cells of bad rows: not a number). */
static void S_values_of(const pm_table *t, const pm_table_distinct *dist, pm_param *p,
                        uint32_t **vmap)
{
    size_t k = dist->n;
    if (p->role == PM_ROLE_CATEGORICAL) {
        if (p->levels == NULL) {
            const char **v = pm_xmalloc_array(k ? k : 1, sizeof *v);
            size_t nv = 0;
            for (size_t i = 0; i < k; i++) /* a missing cell (a group that lacks p) is none */
                if ((v[nv] = pm_table_id_cell(t, dist->id[i]).text) != NULL)
                    nv++;
            size_t m = S_unique_strings(v, nv);
            p->levels = pm_xmalloc_array(m ? m : 1, sizeof *p->levels);
            for (size_t i = 0; i < m; i++)
                p->levels[i] = pm_xstrdup(v[i]);
            p->nvalues = m;
            free(v);
        }
        if (vmap) {
            *vmap = pm_xmalloc_array(k ? k : 1, sizeof **vmap);
            for (size_t i = 0; i < k; i++) {
                const char *text = pm_table_id_cell(t, dist->id[i]).text;
                (*vmap)[i] = text ? (uint32_t)S_find_string(p->levels, p->nvalues, text)
                                  : (uint32_t)p->nvalues; /* absent: after every level */
            }
        }
    } else {
        double *v = pm_xmalloc_array(k ? k : 1, sizeof *v);
        for (size_t i = 0; i < k; i++) {
            const char *text = pm_table_id_cell(t, dist->id[i]).text;
            if (text == NULL || !pm_text_number(text, &v[i]))
                v[i] = NAN; /* a bad row's cell: found among no values */
        }
        if (p->values == NULL) {
            double *u = pm_xmalloc_array(k ? k : 1, sizeof *u);
            size_t nu = 0;
            for (size_t i = 0; i < k; i++) /* a missing cell (a group that lacks p) is none */
                if (!isnan(v[i]))
                    u[nu++] = v[i];
            qsort(u, nu, sizeof *u, pm_cmp_double);
            size_t m = 0;
            for (size_t i = 0; i < nu; i++)
                if (m == 0 || u[i] != u[m - 1])
                    u[m++] = u[i];
            p->values = pm_xrealloc(u, m ? m : 1, sizeof *u);
            p->nvalues = m;
        }
        if (vmap) {
            *vmap = pm_xmalloc_array(k ? k : 1, sizeof **vmap);
            for (size_t i = 0; i < k; i++)
                (*vmap)[i] = dist->id[i] == 0
                                 ? (uint32_t)p->nvalues /* absent: after every value */
                                 : (uint32_t)S_find_double(p->values, p->nvalues, v[i]);
        }
        free(v);
    }
}

/* The values or levels of parameter p (S_values_of) over the distinct cells of column col in
 * the n good rows good[]. */
static void S_values(const pm_table *t, const uint32_t *good, size_t n, size_t col, pm_param *p)
{
    pm_table_distinct dist;
    pm_table_distinct_build(t, col, good, n, NULL, &dist);
    S_values_of(t, &dist, p, NULL);
    pm_table_distinct_free(&dist);
}

/* Unit of every good row's target; sets d->unit and tv[i] (the target of good row i) to the
 * time in that unit (for a throughput, the time per item). */
static void S_units(const pm_table *t, const pm_roles *roles, const uint32_t *good, size_t n,
                    uint32_t *ri, pm_dataset *d, double *tv)
{
    /* the unit of a row depends on its unit cell alone: judged once per distinct cell */
    pm_table_distinct dist;
    memset(&dist, 0, sizeof dist);
    size_t k = 1;
    if (roles->unit_col != (size_t)-1) {
        pm_table_distinct_build(t, roles->unit_col, good, n, ri, &dist);
        k = dist.n;
    }
    double *secs = pm_xmalloc_array(k ? k : 1, sizeof *secs);
    const char **canon = pm_xmalloc_array(k ? k : 1, sizeof *canon);
    unsigned char *done = pm_xcalloc(k ? k : 1, 1);
    const char *common = NULL;
    int mixed = 0;
    for (size_t i = 0; i < n; i++) {
        size_t e = roles->unit_col != (size_t)-1 ? ri[i] : 0;
        if (!done[e]) {
            S_row_unit(t, roles, d->target_name, &t->rows[good[i]], &secs[e], &canon[e],
                       NULL); /* checked */
            done[e] = 1;
        }
        if (canon[e] == NULL)
            continue;
        if (common == NULL)
            common = canon[e];
        else if (strcmp(common, canon[e]) != 0)
            mixed = 1;
    }
    double to = 1.0;
    int keep = 0; /* 1: the unit's factor applies */
    if (roles->throughput) {
        /* time per item, in seconds when the rate's unit of time is known */
        snprintf(d->unit, sizeof d->unit, "%s", common ? "s/item" : "");
        keep = 1;
    } else if (common == NULL) {
        d->unit[0] = '\0';
    } else {
        if (mixed)
            common = "s"; /* rows disagree: express everything in seconds */
        snprintf(d->unit, sizeof d->unit, "%s", common);
        to = pm_units_seconds(common, NULL);
        keep = 1;
    }
    for (size_t i = 0; i < n; i++) {
        double f = keep ? secs[roles->unit_col != (size_t)-1 ? ri[i] : 0] / to : 1.0;
        /* a throughput becomes time per item */
        tv[i] = roles->throughput ? f / tv[i] : tv[i] * f;
    }
    free(secs);
    free(canon);
    free(done);
    pm_table_distinct_free(&dist);
}

/* A good row as the reduction reads it, moved with its configuration's key by the sort, so
 * that the reduction reads the rows in order instead of gathering them from everywhere. */
typedef struct S_rec {
    double tv;     /* its target */
    uint32_t pos;  /* its good-row position */
    uint32_t line; /* its line */
} S_rec;

/* Stable radix sort of n 64-bit keys (with their rows) whose values are below 2^bits. */
static void S_radix_sort(uint64_t *key, S_rec *rec, size_t n, unsigned bits)
{
    enum { DIGIT = 11, NB = 1 << DIGIT };
    uint64_t *k2 = pm_xmalloc_array(n ? n : 1, sizeof *k2);
    S_rec *p2 = pm_xmalloc_array(n ? n : 1, sizeof *p2);
    size_t *cnt = pm_xmalloc_array(NB, sizeof *cnt);
    for (unsigned shift = 0; shift < bits; shift += DIGIT) {
        memset(cnt, 0, NB * sizeof *cnt);
        for (size_t i = 0; i < n; i++)
            cnt[(key[i] >> shift) & (NB - 1)]++;
        size_t sum = 0;
        for (size_t b = 0; b < NB; b++) {
            size_t c = cnt[b];
            cnt[b] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++) {
            size_t at = cnt[(key[i] >> shift) & (NB - 1)]++;
            k2[at] = key[i];
            p2[at] = rec[i];
        }
        memcpy(key, k2, n * sizeof *key);
        memcpy(rec, p2, n * sizeof *rec);
    }
    free(k2);
    free(p2);
    free(cnt);
}

/* A configuration's tuple (group, value indices) when it does not pack into 64 bits. */
typedef struct S_tuple {
    const uint32_t *key; /* nkey indices: group, then each parameter's */
    size_t nkey;
    uint32_t pos; /* good-row position: ties keep the rows' order */
} S_tuple;

static int S_cmptuple(const void *a, const void *b)
{
    const S_tuple *x = a, *y = b;
    for (size_t j = 0; j < x->nkey; j++)
        if (x->key[j] != y->key[j])
            return x->key[j] < y->key[j] ? -1 : 1;
    return (x->pos > y->pos) - (x->pos < y->pos);
}

/* The file of good row i from the runs of rows that share one (run_start ascending). */
static const char *S_file_of(const size_t *run_start, const char *const *run_file, size_t nrun,
                             size_t i)
{
    size_t lo = 0, hi = nrun;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (run_start[mid] <= i)
            lo = mid;
        else
            hi = mid;
    }
    return run_file[lo];
}

/* *s (malloc'd) with every control character written as an escape, as column
 * names are kept (pm_table_column), so a group or level name never breaks a
 * line of a summary, a log or a message, nor starts a line of its own. */
static void S_escape_name(char **s)
{
    for (const char *p = *s; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f) {
            char *e = pm_text_escape_dup(*s);
            free(*s);
            *s = e;
            return;
        }
}

/* Escape the group names and the categorical levels, once every lookup by
 * their raw text is done. */
static void S_escape_names(pm_dataset *d)
{
    for (size_t gi = 0; gi < d->ngroups; gi++)
        S_escape_name(&d->groups[gi].name);
    for (size_t j = 0; j < d->nparams; j++)
        if (d->params[j].levels)
            for (size_t v = 0; v < d->params[j].nvalues; v++)
                S_escape_name(&d->params[j].levels[v]);
}

/* ======================================================================== */
/* S_build, step by step                                                    */
/* ======================================================================== */

/* The good rows and what every step reads about them. */
typedef struct S_rows_in {
    const pm_table *t;
    const pm_roles *roles;
    const size_t *cols;             /* table column of each parameter, in model order */
    const uint32_t *good;           /* table row of each good row */
    size_t n;                       /* good rows */
    uint32_t *ri;                   /* scratch: each good row's distinct-cell index in one column */
    const pm_table_distinct *pdist; /* each parameter's distinct cells over every row */
} S_rows_in;

/* Step 1: the groups' names, sorted (*names, *ng; "all" without a group column), and
 * *gmap: for each distinct cell of the group column, its group (NULL without one). */
static void S_group_names(const S_rows_in *in, char ***names, size_t *ng, uint32_t **gmap)
{
    *gmap = NULL;
    if (in->roles->group_col == (size_t)-1) {
        *ng = 1;
        *names = pm_xmalloc(sizeof **names);
        (*names)[0] = pm_xstrdup("all");
        return;
    }
    pm_table_distinct dist;
    pm_table_distinct_build(in->t, in->roles->group_col, in->good, in->n, in->ri, &dist);
    const char **text = pm_xmalloc_array(dist.n ? dist.n : 1, sizeof *text);
    for (size_t i = 0; i < dist.n; i++)
        text[i] = pm_table_id_cell(in->t, dist.id[i]).text;
    *ng = S_unique_strings(text, dist.n);
    *names = pm_xmalloc_array(*ng, sizeof **names);
    for (size_t i = 0; i < *ng; i++)
        (*names)[i] = pm_xstrdup(text[i]);
    free(text);
    *gmap = pm_xmalloc_array(dist.n ? dist.n : 1, sizeof **gmap);
    for (size_t i = 0; i < dist.n; i++)
        (*gmap)[i] = (uint32_t)S_find_string(*names, *ng, pm_table_id_cell(in->t, dist.id[i]).text);
    pm_table_distinct_free(&dist);
}

/* Step 2: each good row's split flag from the split column (1: "train"), malloc'd;
 * NULL when there is no split column. */
static unsigned char *S_split_flags(const S_rows_in *in)
{
    if (in->roles->split_col == (size_t)-1)
        return NULL;
    pm_table_distinct dist;
    pm_table_distinct_build(in->t, in->roles->split_col, in->good, in->n, in->ri, &dist);
    unsigned char *train = pm_xmalloc(dist.n + 1);
    for (size_t i = 0; i < dist.n; i++)
        train[i] = pm_text_ieq(pm_table_id_cell(in->t, dist.id[i]).text, "train");
    unsigned char *split = pm_xmalloc(in->n + 1);
    for (size_t i = 0; i < in->n; i++)
        split[i] = train[in->ri[i]];
    free(train);
    pm_table_distinct_free(&dist);
    return split;
}

/* The good rows in configuration order (group, then each parameter's value index; ties in
 * row order): one 64-bit key per row when the value counts allow, else a tuple per row. A
 * key is the group then each index in a field of its own width, so keys order as the tuples
 * do and a key is taken apart by shifts. */
typedef struct S_confs {
    int packed;           /* key[] in use, else tuples[] */
    uint64_t *key;        /* packed: the sorted keys (key[r] is sorted row r's) */
    unsigned gshift;      /* packed: a key shifted right by this is its group */
    unsigned char *pbits; /* packed: the width of each parameter's field */
    uint32_t *tuples;     /* not packed: nkey indices per good row (by good-row position) */
    size_t nkey;          /* 1 + parameters */
    unsigned bits;        /* packed: the keys are below 2^bits */
    S_rec *rec;           /* sorted row r is good row rec[r].pos (S_conf_sort) */
} S_confs;

/* Bits a field needs for the values 0 .. k-1. */
static unsigned S_width(uint64_t k)
{
    unsigned b = 0;
    while (b < 64 && k > 1 && (k - 1) >> b)
        b++;
    return b;
}

/* The group of sorted row r. */
static uint64_t S_conf_group(const S_confs *c, size_t r)
{
    if (c->packed)
        return c->gshift < 64 ? c->key[r] >> c->gshift : 0;
    return c->tuples[(size_t)c->rec[r].pos * c->nkey];
}

/* True when sorted rows r and s are the same configuration. */
static int S_conf_same(const S_confs *c, size_t r, size_t s)
{
    if (c->packed)
        return c->key[r] == c->key[s];
    return memcmp(c->tuples + (size_t)c->rec[r].pos * c->nkey,
                  c->tuples + (size_t)c->rec[s].pos * c->nkey, c->nkey * sizeof *c->tuples) == 0;
}

/* Sorted row r's tuple into tk[0..nkey) (tk[0], the group, only when not packed). */
static void S_conf_tuple(const S_confs *c, const pm_dataset *d, size_t r, uint32_t *tk)
{
    if (c->packed) {
        uint64_t kk = c->key[r];
        for (size_t j = d->nparams; j-- > 0;) {
            unsigned b = c->pbits[j]; /* below 64: the group's field is above */
            tk[1 + j] = (uint32_t)(kk & ((1ull << b) - 1));
            kk >>= b;
        }
    } else {
        memcpy(tk, c->tuples + (size_t)c->rec[r].pos * c->nkey, c->nkey * sizeof *tk);
    }
}

static void S_confs_free(S_confs *c)
{
    free(c->key);
    free(c->pbits);
    free(c->tuples);
    free(c->rec);
}

/* Step 3: sort the good rows by configuration (d's parameters already have their values,
 * which stay as they are; gmap from S_group_names, called just before: the rows' group
 * cells are read from in->ri). */
static void S_sort_configurations(const S_rows_in *in, pm_dataset *d, const uint32_t *gmap,
                                  size_t ng, S_confs *c)
{
    const pm_table *t = in->t;
    size_t n = in->n, np = d->nparams;
    memset(c, 0, sizeof *c);
    c->pbits = pm_xmalloc(np ? np : 1);
    unsigned total = 0;
    for (size_t j = 0; j < np; j++) {
        /* room for the index nvalues where a group lacks the parameter */
        int absent = pm_table_distinct_find(&in->pdist[j], 0) != (size_t)-1;
        c->pbits[j] = (unsigned char)S_width(d->params[j].nvalues + (size_t)absent);
        total += c->pbits[j];
    }
    c->gshift = total;
    total += S_width(ng);
    c->packed = total <= 64;
    c->bits = total;
    c->nkey = np + 1;
    /* each row's group, then each parameter's value index, into its key or tuple */
    if (c->packed)
        c->key = pm_xmalloc_array(n ? n : 1, sizeof *c->key);
    else
        c->tuples = pm_xmalloc_array(pm_st_mult(n, c->nkey), sizeof *c->tuples);
    if (gmap) { /* in->ri holds each row's distinct group cell, as S_group_names left it */
        for (size_t i = 0; i < n; i++)
            if (c->packed)
                c->key[i] = gmap[in->ri[i]];
            else
                c->tuples[i * c->nkey] = gmap[in->ri[i]];
    } else {
        for (size_t i = 0; i < n; i++)
            if (c->packed)
                c->key[i] = 0;
            else
                c->tuples[i * c->nkey] = 0;
    }
    /* each parameter's value index per distinct cell, then every row's, in one pass */
    uint32_t **vmap = pm_xmalloc_array(np ? np : 1, sizeof *vmap);
    for (size_t j = 0; j < np; j++)
        S_values_of(t, &in->pdist[j], &d->params[j], &vmap[j]); /* only vmap */
    for (size_t i = 0; i < n; i++) {
        const pm_row *row = &t->rows[in->good[i]];
        for (size_t j = 0; j < np; j++) {
            size_t e = pm_table_distinct_find(&in->pdist[j], pm_table_cell_id(row, in->cols[j]));
            if (c->packed) /* below 2^(bits - pbits[j]) so far: the shift loses nothing */
                c->key[i] = c->key[i] << c->pbits[j] | vmap[j][e];
            else
                c->tuples[i * c->nkey + 1 + j] = vmap[j][e];
        }
    }
    for (size_t j = 0; j < np; j++)
        free(vmap[j]);
    free(vmap);
}

/* Step 3, continued: sort the n good rows by the keys or tuples S_sort_configurations made,
 * with each row's target tv[i] and line[i]. Needs no table: it runs once the rows are gone. */
static void S_conf_sort(S_confs *c, size_t n, const double *tv, const uint32_t *line)
{
    c->rec = pm_xmalloc_array(n ? n : 1, sizeof *c->rec);
    if (c->packed) {
        for (size_t i = 0; i < n; i++)
            c->rec[i] = (S_rec){tv[i], (uint32_t)i, line[i]};
        S_radix_sort(c->key, c->rec, n, c->bits);
    } else {
        S_tuple *tup = pm_xmalloc_array(n, sizeof *tup);
        for (size_t i = 0; i < n; i++) {
            tup[i].key = c->tuples + i * c->nkey;
            tup[i].nkey = c->nkey;
            tup[i].pos = (uint32_t)i;
        }
        qsort(tup, n, sizeof *tup, S_cmptuple);
        for (size_t i = 0; i < n; i++) {
            uint32_t p = tup[i].pos;
            c->rec[i] = (S_rec){tv[p], p, line[p]};
        }
        free(tup);
    }
}

/* Where each good row came from, so the table's rows can go: its line, and the runs of
 * rows from one file (the file names stay with the table). */
typedef struct S_sources {
    uint32_t *line;        /* per good row */
    size_t *run_start;     /* first good row of each run */
    const char **run_file; /* each run's file */
    size_t nrun;
} S_sources;

static void S_sources_make(const S_rows_in *in, S_sources *s)
{
    memset(s, 0, sizeof *s);
    s->line = pm_xmalloc_array(in->n ? in->n : 1, sizeof *s->line);
    for (size_t i = 0; i < in->n; i++) {
        const pm_row *row = &in->t->rows[in->good[i]];
        s->line[i] = row->line;
        if (s->nrun == 0 || row->file != s->run_file[s->nrun - 1]) {
            size_t cap = s->nrun;
            pm_xgrow((void **)&s->run_start, &cap, s->nrun + 1, sizeof *s->run_start);
            cap = s->nrun;
            pm_xgrow((void **)&s->run_file, &cap, s->nrun + 1, sizeof *s->run_file);
            s->run_start[s->nrun] = i;
            s->run_file[s->nrun++] = row->file;
        }
    }
}

static void S_sources_free(S_sources *s)
{
    free(s->line);
    free(s->run_start);
    free(s->run_file);
}

/* What step 4 reads for every group. */
typedef struct S_reduce_in {
    const S_confs *c;
    const S_sources *src;
    const unsigned char *split; /* each good row's split flag, or NULL */
    size_t n;                   /* good rows */
    const pm_dataset_opts *opts;
    double *scratch; /* one configuration's measurements */
    size_t scap;
    uint32_t *tk; /* one configuration's tuple */
} S_reduce_in;

/* The train/test split of g: given (its flags are set), or a seeded shuffle. */
static void S_group_split(pm_group *g, int given, const pm_dataset_opts *opts)
{
    if (given) {
        for (size_t k = 0; k < g->n; k++)
            g->ntrain += g->train[k];
        return;
    }
    size_t *perm = pm_xmalloc_array(g->n ? g->n : 1, sizeof *perm);
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

/* Step 4: group gi of d from its sorted rows, which start at a: each configuration's
 * repeats reduced (to their median by default), kept and counted; its values, sources,
 * distinct values per parameter and split. Returns where the next group's rows start. */
static size_t S_reduce_group(const pm_dataset *d, size_t gi, pm_group *g, S_reduce_in *in, size_t a)
{
    const S_confs *c = in->c;
    const S_sources *src = in->src;
    size_t np = d->nparams, n = in->n;
    /* this group's rows are [a, r); count its configurations first */
    size_t r = a, nconf = 0;
    while (r < n && S_conf_group(c, r) == gi) {
        if (r == a || !S_conf_same(c, r, r - 1))
            nconf++;
        r++;
    }
    size_t cap = nconf ? nconf : 1;
    g->nmeas = r - a;
    g->t = pm_xmalloc_array(cap, sizeof *g->t);
    g->count = pm_xmalloc_array(cap, sizeof *g->count);
    g->meas = pm_xmalloc_array(g->nmeas ? g->nmeas : 1, sizeof *g->meas);
    g->meas_off = pm_xmalloc_array(cap + 1, sizeof *g->meas_off);
    g->meas_off[0] = 0;
    g->idx = pm_xmalloc_array(cap && np ? pm_st_mult(cap, np) : 1, sizeof *g->idx);
    g->train = pm_xmalloc(cap);
    g->src_file = pm_xmalloc_array(cap, sizeof *g->src_file);
    g->src_line = pm_xmalloc_array(cap, sizeof *g->src_line);
    g->ndistinct = pm_xcalloc(np ? np : 1, sizeof *g->ndistinct);
    const S_rec *rec = c->rec;
    while (a < r) {
        size_t b = a, first = a; /* first: the earliest line among the repeats */
        while (b < r && S_conf_same(c, b, a)) {
            pm_xgrow((void **)&in->scratch, &in->scap, b - a + 1, sizeof *in->scratch);
            in->scratch[b - a] = rec[b].tv;
            if (rec[b].line < rec[first].line)
                first = b;
            b++;
        }
        size_t k = g->n++;
        S_conf_tuple(c, d, a, in->tk);
        g->t[k] = S_reduce(in->scratch, b - a, in->opts->aggregate); /* sorts scratch */
        g->count[k] = (uint32_t)(b - a);
        memcpy(g->meas + g->meas_off[k], in->scratch, (b - a) * sizeof *g->meas);
        g->meas_off[k + 1] = g->meas_off[k] + (b - a);
        for (size_t j = 0; j < np; j++) /* the index after every value: the group lacks it */
            g->idx[k * np + j] =
                in->tk[1 + j] >= d->params[j].nvalues ? PM_DATASET_ABSENT : in->tk[1 + j];
        g->train[k] = (unsigned char)(in->split && in->split[rec[a].pos] == 1);
        g->src_file[k] = S_file_of(src->run_start, src->run_file, src->nrun, rec[first].pos);
        g->src_line[k] = rec[first].line;
        a = b;
    }
    /* the distinct values per parameter, in one pass over the configurations' indices */
    size_t *first_seen = pm_xmalloc_array(np ? np : 1, sizeof *first_seen), nseen = 0;
    for (size_t j = 0; j < np; j++) {
        first_seen[j] = nseen;
        nseen += d->params[j].nvalues;
    }
    unsigned char *seen = pm_xcalloc(nseen ? nseen : 1, 1);
    for (size_t k = 0; k < g->n; k++)
        for (size_t j = 0; j < np; j++) {
            if (g->idx[k * np + j] == PM_DATASET_ABSENT)
                continue;
            unsigned char *s = &seen[first_seen[j] + g->idx[k * np + j]];
            g->ndistinct[j] += !*s;
            *s = 1;
        }
    free(seen);
    free(first_seen);
    S_group_split(g, d->split_given, in->opts);
    return r;
}

/* Step 5: a group lacks a parameter in every row or in none: one that some of its rows give
 * and others do not is an error at the first configuration without it. */
static int S_check_absent(const pm_dataset *d, pm_error *err)
{
    size_t np = d->nparams;
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        const pm_group *g = &d->groups[gi];
        for (size_t j = 0; j < np; j++) {
            if (g->ndistinct[j] == 0)
                continue; /* lacked by the whole group: not a parameter of it */
            for (size_t k = 0; k < g->n; k++)
                if (g->idx[k * np + j] == PM_DATASET_ABSENT)
                    return pm_error_set(
                        err, PM_ERR_INPUT, g->src_file[k], g->src_line[k],
                        "missing value for %s parameter '%.100s' (other rows of %s '%.100s' "
                        "have one)",
                        pm_role_name(d->params[j].role), d->params[j].name, d->group_name, g->name);
        }
    }
    return 0;
}

/* What S_build holds while it runs: every step's arrays, freed in one place (S_work_free). */
typedef struct S_work {
    size_t *cols;             /* table column of each parameter, in model order */
    uint32_t *ri;             /* scratch for S_rows_in, one per row (until the rows go) */
    uint32_t *good;           /* the good rows (until the rows go) */
    double *tv;               /* targets: by table row, then by good row (until sorted) */
    pm_table_distinct *pdist; /* each parameter's distinct cells over every row */
    unsigned char *split;     /* step 2's flags, or NULL */
    char **groups;            /* step 1's group names (each taken by its group) */
    size_t ng;                /* their count */
    uint32_t *gmap;           /* step 1's group of each distinct group cell, or NULL */
    S_confs conf;             /* step 3's sorted configurations */
    S_sources src;            /* where the good rows came from */
} S_work;

static void S_work_free(S_work *w, size_t nparams)
{
    for (size_t j = 0; w->pdist && j < nparams; j++)
        pm_table_distinct_free(&w->pdist[j]);
    free(w->pdist);
    free(w->cols);
    free(w->ri);
    free(w->good);
    free(w->tv);
    S_confs_free(&w->conf);
    S_sources_free(&w->src);
    free(w->gmap);
    free(w->split);
    if (w->groups)
        for (size_t i = 0; i < w->ng; i++)
            free(w->groups[i]);
    free(w->groups);
}

/* What the dataset takes from the table and the roles before a row is read. */
static void S_start(const pm_table *t, const pm_roles *roles, pm_dataset *d)
{
    d->nfiles = t->nfiles;
    d->excluded = t->excluded;
    d->target_name = pm_xstrdup(t->names[roles->target_col]);
    if (roles->group_col != (size_t)-1)
        d->group_name = pm_xstrdup(t->names[roles->group_col]);
    d->split_given = roles->split_col != (size_t)-1;
}

/* Each parameter's values (numeric, extrinsic) or levels (categorical) over the n good rows;
 * an error at the column's header for a categorical one with more than PM_MAX_LEVELS. */
static int S_param_values(const pm_table *t, const S_work *w, size_t n, pm_dataset *d,
                          pm_error *err)
{
    for (size_t j = 0; j < d->nparams; j++) {
        /* every row good: the distinct cells S_rows found are the good rows' */
        if (n == t->nrows)
            S_values_of(t, &w->pdist[j], &d->params[j], NULL);
        else
            S_values(t, w->good, n, w->cols[j], &d->params[j]);
        if (d->params[j].role == PM_ROLE_CATEGORICAL && d->params[j].nvalues > PM_MAX_LEVELS)
            return pm_error_set(err, PM_ERR_INPUT, t->name_file[w->cols[j]],
                                t->name_line[w->cols[j]],
                                "categorical parameter '%.100s' has more than %s levels",
                                d->params[j].name, PM_MAX_LEVELS_STR);
    }
    return 0;
}

/* Steps 1-3: the split flags, the groups' names and the n good rows sorted by configuration;
 * then the table's rows can go (owned: pm_table_drop_rows), the sorted rows carrying their
 * targets and lines. */
static void S_order(const pm_table *t, pm_table *owned, const pm_roles *roles, pm_dataset *d,
                    S_work *w, size_t n)
{
    S_rows_in in = {t, roles, w->cols, w->good, n, w->ri, w->pdist};
    w->split = S_split_flags(&in);
    S_group_names(&in, &w->groups, &w->ng, &w->gmap);
    S_sort_configurations(&in, d, w->gmap, w->ng, &w->conf);
    S_sources_make(&in, &w->src);
    free(w->ri);
    w->ri = NULL;
    free(w->good);
    w->good = NULL;
    if (owned) {
        pm_table_drop_rows(owned);
        pm_xrelease();
    }
    S_conf_sort(&w->conf, n, w->tv, w->src.line);
    free(w->tv); /* the sorted rows carry the targets and lines */
    w->tv = NULL;
    free(w->src.line);
    w->src.line = NULL;
}

/* Step 4 for every group, in the order of their names: d->groups from the sorted rows. */
static void S_reduce_groups(pm_dataset *d, S_work *w, size_t n, const pm_dataset_opts *opts)
{
    d->aggregate = opts->aggregate;
    d->ngroups = w->ng;
    d->groups = pm_xcalloc(w->ng, sizeof *d->groups);
    S_reduce_in red = {&w->conf, &w->src, w->split, n, opts, NULL, 16, NULL};
    red.scratch = pm_xmalloc_array(red.scap, sizeof *red.scratch);
    red.tk = pm_xmalloc_array(w->conf.nkey, sizeof *red.tk);
    size_t a = 0;
    for (size_t gi = 0; gi < w->ng; gi++) {
        d->groups[gi].name = w->groups[gi];
        w->groups[gi] = NULL;
        a = S_reduce_group(d, gi, &d->groups[gi], &red, a);
    }
    free(red.scratch);
    free(red.tk);
}

/* pm_dataset_build, and with owned (t itself) pm_dataset_build_drop: the good rows and
 * their parameters' values and units, then the five steps above. */
static int S_build(const pm_table *t, pm_table *owned, const pm_roles *roles,
                   const pm_dataset_opts *opts, pm_dataset *d, pm_error *err)
{
    memset(d, 0, sizeof *d);
    if (t->nrows == 0)
        return pm_error_set(err, PM_ERR_INPUT, NULL, 0, "no input rows");
    S_start(t, roles, d);
    S_work w;
    memset(&w, 0, sizeof w);
    w.cols = pm_xmalloc_array(t->ncols ? t->ncols : 1, sizeof *w.cols);
    w.ri = pm_xmalloc_array(t->nrows, sizeof *w.ri);
    w.good = pm_xmalloc_array(t->nrows, sizeof *w.good);
    w.tv = pm_xmalloc_array(t->nrows, sizeof *w.tv);
    int rc = -1;
    S_params(t, roles, d, w.cols);
    w.pdist = pm_xcalloc(d->nparams ? d->nparams : 1, sizeof *w.pdist);
    size_t n = S_rows(t, roles, d, w.cols, w.tv, w.good, w.pdist, err);
    if (n == (size_t)-1)
        goto done;
    d->nrows = n;
    for (size_t i = 0; i < n; i++) /* the good rows' targets, in place (good[i] >= i) */
        w.tv[i] = w.tv[w.good[i]];
    if (S_param_values(t, &w, n, d, err) != 0)
        goto done;
    S_units(t, roles, w.good, n, w.ri, d, w.tv);
    S_order(t, owned, roles, d, &w, n);
    S_reduce_groups(d, &w, n, opts);
    if (S_check_absent(d, err) != 0)
        goto done;
    S_escape_names(d);
    rc = 0;
done:
    S_work_free(&w, d->nparams);
    if (rc != 0)
        pm_dataset_free(d);
    return rc;
}

int pm_dataset_build(const pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                     pm_dataset *d, pm_error *err)
{
    return S_build(t, NULL, roles, opts, d, err);
}

int pm_dataset_build_drop(pm_table *t, const pm_roles *roles, const pm_dataset_opts *opts,
                          pm_dataset *d, pm_error *err)
{
    return S_build(t, t, roles, opts, d, err);
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
    free(d->nonpositive);
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

void pm_dataset_take_groups(pm_dataset *d, const unsigned char *take, pm_dataset *out)
{
    memset(out, 0, sizeof *out);
    out->nparams = d->nparams;
    out->params = pm_xcalloc(d->nparams + 1, sizeof *out->params);
    out->nonpositive = pm_xcalloc(d->nparams + 1, sizeof *out->nonpositive);
    for (size_t j = 0; j < d->nparams; j++) {
        const pm_param *p = &d->params[j];
        pm_param *q = &out->params[j];
        q->name = pm_xstrdup(p->name);
        q->role = p->role;
        q->nvalues = p->nvalues;
        if (p->values) {
            q->values = pm_xmalloc_array(p->nvalues + 1, sizeof *q->values);
            memcpy(q->values, p->values, p->nvalues * sizeof *q->values);
        }
        if (p->levels) {
            q->levels = pm_xmalloc_array(p->nvalues + 1, sizeof *q->levels);
            for (size_t v = 0; v < p->nvalues; v++)
                q->levels[v] = pm_xstrdup(p->levels[v]);
        }
    }
    out->group_name = pm_xstrdup(d->group_name);
    out->target_name = pm_xstrdup(d->target_name);
    memcpy(out->unit, d->unit, sizeof out->unit);
    out->nfiles = d->nfiles;
    out->split_given = d->split_given;
    out->aggregate = d->aggregate;
    out->groups = pm_xcalloc(d->ngroups + 1, sizeof *out->groups);
    size_t kept = 0;
    for (size_t gi = 0; gi < d->ngroups; gi++) {
        if (take[gi]) {
            out->nrows += d->groups[gi].nmeas;
            out->groups[out->ngroups++] = d->groups[gi];
        } else {
            d->groups[kept++] = d->groups[gi];
        }
    }
    d->ngroups = kept;
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
    uint32_t v = g->idx[k * d->nparams + j];
    return p->values && v != PM_DATASET_ABSENT ? p->values[v] : NAN;
}
