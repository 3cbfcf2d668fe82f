/* roles.c - deciding the role of each column, from the user's spec or by inference. */
#include "dataset/roles.h"

#include "dataset/names.h"
#include "ingest/units.h"
#include "ingest/limits.h"
#include "util/buf.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *pm_role_name(pm_role r)
{
    switch (r) {
    case PM_ROLE_GROUP: return "group";
    case PM_ROLE_TARGET: return "target";
    case PM_ROLE_NUMERIC: return "numeric";
    case PM_ROLE_CATEGORICAL: return "categorical";
    case PM_ROLE_EXTRINSIC: return "extrinsic";
    case PM_ROLE_UNIT: return "unit";
    case PM_ROLE_SPLIT: return "split";
    default: return "ignored";
    }
}

/* What the cells of one column look like. */
typedef struct S_colinfo {
    size_t present;  /* non-missing cells */
    size_t numbers;  /* cells that are numbers (JSON numbers, or text or strings that parse) */
    int numeric;     /* every present cell is a number */
    int mostly;      /* not every cell, but most (more than half) are numbers */
    size_t distinct; /* distinct texts */
    int traintest;   /* every present cell is "train" or "test" */
    double min, max; /* the smallest and largest of the numbers (NAN without any) */
    int whole;       /* every number is a whole number */
} S_colinfo;

static int S_cmpstr(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* 1 when a row of t has a cell in column col. */
static int S_any_present(const pm_table *t, size_t col)
{
    for (size_t r = 0; r < t->nrows; r++)
        if (pm_table_cell_id(&t->rows[r], col) != 0)
            return 1;
    return 0;
}

/* What the cells of one column look like, from its distinct cells dist. */
static void S_scan(const pm_table *t, const pm_table_distinct *d, S_colinfo *ci)
{
    memset(ci, 0, sizeof *ci);
    ci->traintest = 1;
    ci->min = ci->max = NAN;
    ci->whole = 1;
    /* once per distinct cell, weighted by the rows that have it */
    const pm_table_distinct dist = *d;
    const char **texts = pm_xmalloc_array(dist.n ? dist.n : 1, sizeof *texts);
    size_t ntexts = 0;
    int kinds = 0; /* bit k: a cell of kind k */
    for (size_t k = 0; k < dist.n; k++) {
        pm_cell c = pm_table_id_cell(t, dist.id[k]);
        if (c.kind == PM_CELL_MISSING)
            continue;
        texts[ntexts++] = c.text;
        kinds |= 1 << c.kind;
        ci->present += dist.count[k];
        double v;
        if (c.kind == PM_CELL_NUMBER || c.kind == PM_CELL_TEXT || c.kind == PM_CELL_STRING) {
            if (pm_text_number(c.text, &v)) {
                ci->numbers += dist.count[k];
                ci->min = isnan(ci->min) || v < ci->min ? v : ci->min;
                ci->max = isnan(ci->max) || v > ci->max ? v : ci->max;
                ci->whole &= v == floor(v);
            }
        }
        if (ci->traintest && !pm_text_ieq(c.text, "train") && !pm_text_ieq(c.text, "test"))
            ci->traintest = 0;
    }
    if ((kinds & (kinds - 1)) == 0 && pm_table_ids_unique(t)) {
        ci->distinct = ntexts; /* one kind, each text stored once: one id per text */
    } else {
        /* cells of different kinds can share a text (a JSON string "4" and a number 4) */
        qsort(texts, ntexts, sizeof *texts, S_cmpstr);
        for (size_t i = 0; i < ntexts; i++)
            if (i == 0 || strcmp(texts[i], texts[i - 1]) != 0)
                ci->distinct++;
    }
    ci->numeric = ci->present > 0 && ci->numbers == ci->present;
    /* a few text cells among numbers ("n/a", "abc", true) are bad cells of a numeric
       column, to be reported with their line, not a reason to make it categorical */
    ci->mostly = !ci->numeric && ci->numbers * 2 > ci->present;
    if (ci->present == 0)
        ci->traintest = 0;
    free(texts);
}

/* Error for a column named by the user that the input does not have. */
static int S_no_column(const pm_table *t, const char *flag, const char *name, pm_error *err)
{
    pm_buf cols = PM_BUF_INIT;
    for (size_t i = 0; i < t->ncols && i < 12; i++)
        pm_buf_printf(&cols, "%s%s", i ? ", " : "", t->names[i]);
    if (t->ncols > 12)
        pm_buf_puts(&cols, ", ...");
    const char *file = t->ncols ? t->name_file[0] : NULL;
    long line = t->ncols ? t->name_line[0] : 0;
    pm_error_set(err, PM_ERR_USAGE, file, line,
                 "no column '%.100s' (named by %s); columns are: %.300s", name, flag,
                 pm_buf_str(&cols));
    pm_buf_free(&cols);
    return -1;
}

/* Set the reason of column c (printf-style), replacing any earlier one. */
static void S_why(pm_roles *out, size_t c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void S_why(pm_roles *out, size_t c, const char *fmt, ...)
{
    char text[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    free(out->why[c]);
    out->why[c] = pm_xstrdup(text);
}

/* Assign role r to the column called name, checking it exists and is not
 * already taken. */
static int S_assign(const pm_table *t, pm_roles *out, const char *name, pm_role r, const char *flag,
                    const char *source, pm_error *err)
{
    size_t c = pm_table_find(t, name);
    if (c == (size_t)-1)
        return S_no_column(t, flag, name, err);
    if (out->why[c] != NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "column '%.100s' is given two roles: %s and %s", name,
                            pm_role_name(out->role[c]), pm_role_name(r));
    out->role[c] = r;
    S_why(out, c, "%s", source ? source : "given");
    return 0;
}

/* Phase 1: the columns the user named. */
static int S_named(const pm_table *t, const pm_role_spec *spec, pm_roles *out, pm_error *err)
{
    if (spec->group && S_assign(t, out, spec->group, PM_ROLE_GROUP, "--group", spec->source, err))
        return -1;
    if (spec->target &&
        S_assign(t, out, spec->target, PM_ROLE_TARGET, "--target", spec->source, err))
        return -1;
    for (size_t i = 0; i < spec->nnumeric; i++)
        if (S_assign(t, out, spec->numeric[i], PM_ROLE_NUMERIC, "--numeric", spec->source, err))
            return -1;
    for (size_t i = 0; i < spec->ncategorical; i++)
        if (S_assign(t, out, spec->categorical[i], PM_ROLE_CATEGORICAL, "--categorical",
                     spec->source, err))
            return -1;
    for (size_t i = 0; i < spec->nextrinsic; i++)
        if (S_assign(t, out, spec->extrinsic[i], PM_ROLE_EXTRINSIC, "--extrinsic", spec->source,
                     err))
            return -1;
    return 0;
}

/* 1 when column c may be the target by inference: no reader said it is something else. */
static int S_target_candidate(const pm_table *t, const pm_roles *out, size_t c, int want_group)
{
    int h = t->hint[c];
    return out->why[c] == NULL && h != PM_HINT_GROUP && h != PM_HINT_FACTOR &&
           h != PM_HINT_REPEAT && h != PM_HINT_INFO &&
           !(want_group && pm_text_ieq(t->names[c], "framework"));
}

/* Phase 2: the target, when not named: the first time-like name, else (or when a throughput is
 * asked for) the first throughput name, else the file's only metric. Sets whether it is a
 * throughput. */
static void S_target(const pm_table *t, const pm_role_spec *spec, pm_roles *out)
{
    int want_group = spec->group == NULL;
    size_t target = spec->target ? pm_table_find(t, spec->target) : (size_t)-1;
    for (int pass = 0; pass < 2 && target == (size_t)-1; pass++) {
        if ((pass == 0 && spec->target_kind == PM_TARGET_THROUGHPUT) ||
            (pass == 1 && spec->target_kind == PM_TARGET_TIME))
            continue;
        for (size_t c = 0; c < t->ncols && target == (size_t)-1; c++) {
            if (!S_target_candidate(t, out, c, want_group))
                continue;
            int like = pass == 0 ? pm_units_is_time_name(t->names[c])
                                 : pm_units_is_throughput_name(t->names[c], NULL);
            /* a matching name wins even over bad cells: those are reported with their
               line; a column with no values at all does not */
            if (like && S_any_present(t, c)) {
                target = c;
                out->role[c] = PM_ROLE_TARGET;
                S_why(out, c, "%s",
                      pass == 0 ? "inferred: a time-like name" : "inferred: a throughput name");
            }
        }
    }
    /* a file that says which columns are measured metrics (Extra-P) and has one: that one */
    if (target == (size_t)-1) {
        size_t only = (size_t)-1, nmetric = 0;
        for (size_t c = 0; c < t->ncols; c++)
            if (t->hint[c] == PM_HINT_METRIC && out->why[c] == NULL) {
                only = c;
                nmetric++;
            }
        if (nmetric == 1) {
            target = only;
            out->role[only] = PM_ROLE_TARGET;
            S_why(out, only, "inferred: the file's only metric");
        }
    }
    if (target == (size_t)-1)
        return;
    const char *per = NULL;
    int tput_name = pm_units_is_throughput_name(t->names[target], &per);
    out->throughput = spec->target_kind == PM_TARGET_THROUGHPUT ||
                      (spec->target_kind == PM_TARGET_AUTO && tput_name);
    if (out->throughput) {
        out->per = tput_name ? per : NULL;
        S_why(out, target, "%s",
              spec->target ? "given; a throughput, modelled as time per item = 1/throughput"
                           : "inferred: a throughput name; modelled as time per item = "
                             "1/throughput");
    }
}

/* What phases 3-5 share: the columns left to infer and what their cells look like. */
typedef struct S_infer_ctx {
    const pm_table *t;
    const pm_role_spec *spec;
    pm_roles *out;
    S_colinfo *ci; /* per column (filled for the columns left after phase 2) */
    int campaign;  /* a column is a training campaign's factor (names.h): the paper's design */
} S_infer_ctx;

/* Phase 3: what the cells of every column left look like, from their distinct cells, read in
 * one pass over the rows; and whether the table is a training campaign. */
static void S_scan_columns(S_infer_ctx *x)
{
    const pm_table *t = x->t;
    size_t *cols = pm_xmalloc_array(t->ncols ? t->ncols : 1, sizeof *cols), n = 0;
    for (size_t c = 0; c < t->ncols; c++)
        if (x->out->why[c] == NULL)
            cols[n++] = c;
    pm_table_distinct *dist = pm_xcalloc(n ? n : 1, sizeof *dist);
    pm_table_distinct_build_cols(t, cols, n, dist);
    for (size_t i = 0; i < n; i++) {
        S_scan(t, &dist[i], &x->ci[cols[i]]);
        pm_table_distinct_free(&dist[i]);
    }
    free(dist);
    free(cols);
    for (size_t c = 0; c < t->ncols; c++)
        if (pm_names_campaign(t->names[c]) &&
            (x->out->why[c] != NULL ? x->out->role[c] == PM_ROLE_EXTRINSIC : x->ci[c].numbers > 0))
            x->campaign = 1;
}

/* Phase 4: the group, when not named: the column a reader said names the benchmark, else
 * `framework`, else a text column named like a benchmark. */
static void S_group(S_infer_ctx *x)
{
    const pm_table *t = x->t;
    if (x->spec->group)
        return;
    size_t pick = (size_t)-1;
    const char *why = NULL;
    for (size_t c = 0; c < t->ncols && pick == (size_t)-1; c++)
        if (x->out->why[c] == NULL && t->hint[c] == PM_HINT_GROUP && x->ci[c].present > 0) {
            pick = c;
            why = t->hint_why[c];
        }
    for (size_t c = 0; c < t->ncols && pick == (size_t)-1; c++)
        if (x->out->why[c] == NULL && pm_text_ieq(t->names[c], "framework") &&
            x->ci[c].present > 0) {
            pick = c;
            why = NULL;
        }
    for (size_t c = 0; c < t->ncols && pick == (size_t)-1; c++)
        if (x->out->why[c] == NULL && pm_names_benchmark(t->names[c]) && x->ci[c].present > 0 &&
            x->ci[c].numbers * 2 <= x->ci[c].present) {
            pick = c;
            why = "a text column named like a benchmark";
        }
    if (pick == (size_t)-1)
        return;
    x->out->role[pick] = PM_ROLE_GROUP;
    if (why)
        S_why(x->out, pick, "inferred: %s", why);
    else
        S_why(x->out, pick, "inferred from the name");
}

/* 1 when a numeric column left to infer is a scaling factor, with the reason in *why. */
static int S_factor(const S_infer_ctx *x, size_t c, const S_colinfo *ci, char *why, size_t size)
{
    const pm_table *t = x->t;
    pm_name_kind kind = pm_names_kind(t->names[c]);
    if (t->hint[c] == PM_HINT_FACTOR) {
        snprintf(why, size, "inferred: %s", t->hint_why[c]);
        return 1;
    }
    if (kind == PM_NAME_PARALLEL || kind == PM_NAME_BATCH) {
        snprintf(why, size, "inferred: a well-known scaling name");
        return 1;
    }
    if (x->campaign) /* the paper's design: the other numbers are intrinsic */
        return 0;
    if (kind == PM_NAME_SIZE) {
        snprintf(why, size, "inferred: a problem size by its name");
        return 1;
    }
    if (ci->whole && ci->min >= 1 && ci->max >= 10 * ci->min) {
        snprintf(why, size,
                 "inferred: whole numbers from %g to %g (a decade or more): a size or "
                 "a count",
                 ci->min, ci->max);
        return 1;
    }
    return 0;
}

/* A column left that the role options do not name, where they name that role's columns. */
static void S_not_named(S_infer_ctx *x, size_t c)
{
    if (x->spec->source)
        S_why(x->out, c, "not among %s roles (a role option names it)", x->spec->source);
    else
        S_why(x->out, c, "not named by a role flag");
}

/* Phase 5, a column of numbers: a scaling factor (S_factor) or a numeric intrinsic parameter,
 * unless the role options name those; levels where 0 or negatives are among 3 values or
 * fewer, else the rows where it is not positive are left out. */
static void S_infer_number(S_infer_ctx *x, size_t c)
{
    const pm_role_spec *spec = x->spec;
    pm_roles *out = x->out;
    const S_colinfo *ci = &x->ci[c];
    char why[300];
    int factor = spec->nextrinsic == 0 && S_factor(x, c, ci, why, sizeof why);
    if (factor) {
        out->role[c] = PM_ROLE_EXTRINSIC;
    } else if (spec->nnumeric == 0) {
        out->role[c] = PM_ROLE_NUMERIC;
        snprintf(why, sizeof why, "inferred: numbers");
    } else {
        S_not_named(x, c);
        return;
    }
    if (!ci->numeric)
        snprintf(why + strlen(why), sizeof why - strlen(why), "; not every cell is a number");
    if (ci->min <= 0 && ci->distinct <= 3) {
        out->role[c] = PM_ROLE_CATEGORICAL;
        S_why(out, c,
              "inferred: numbers with 0 or negatives among %zu values: levels, not a "
              "power law",
              ci->distinct);
        return;
    }
    if (ci->min <= 0) {
        out->nonpositive[c] = 1;
        snprintf(why + strlen(why), sizeof why - strlen(why),
                 "; rows where it is 0 or negative are left out (a power law needs "
                 "positive values)");
    }
    S_why(out, c, "%s", why);
}

/* Phase 5: the role of one column left, from its hint, its name and its cells. */
static void S_infer(S_infer_ctx *x, size_t c)
{
    const pm_table *t = x->t;
    const pm_role_spec *spec = x->spec;
    pm_roles *out = x->out;
    const char *name = t->names[c];
    const S_colinfo *ci = &x->ci[c];
    int hint = t->hint[c];
    int number_like = ci->numeric || ci->mostly;
    if (ci->present == 0) {
        S_why(out, c, "no values");
    } else if (!ci->numeric && (pm_text_ieq(name, "unit") || pm_text_ieq(name, "time_unit") ||
                                pm_text_ieq(name, "units"))) {
        out->role[c] = PM_ROLE_UNIT;
        S_why(out, c, "inferred from the name");
    } else if (ci->traintest && pm_text_ieq(name, "split")) {
        out->role[c] = PM_ROLE_SPLIT;
        S_why(out, c, "inferred: train/test values");
    } else if (hint == PM_HINT_NONE && pm_names_metadata(name)) {
        S_why(out, c, "run metadata");
    } else if (hint == PM_HINT_REPEAT ||
               (hint == PM_HINT_NONE && number_like && pm_names_repeat(name))) {
        S_why(out, c, "a repetition index: it marks repeated measurements");
    } else if (hint == PM_HINT_METRIC) {
        if (t->hint_why[c])
            S_why(out, c, "another metric: %s", t->hint_why[c]);
        else
            S_why(out, c, "another metric of the file (--target names the one to model)");
    } else if (hint == PM_HINT_INFO) {
        S_why(out, c, "%s: describes, not a parameter",
              t->hint_why[c] ? t->hint_why[c] : "the reader says so");
    } else if (hint == PM_HINT_NONE && number_like &&
               (pm_units_is_time_name(name) || pm_units_is_throughput_name(name, NULL))) {
        S_why(out, c, "another measurement (a time or a throughput), not a parameter");
    } else if (ci->distinct < 2) {
        S_why(out, c, "one value only");
    } else if (number_like) {
        S_infer_number(x, c);
    } else if (spec->ncategorical == 0) {
        if (ci->distinct > PM_MAX_LEVELS || (ci->distinct == ci->present && ci->present > 20)) {
            S_why(out, c, "a different value in (nearly) every row");
        } else {
            out->role[c] = PM_ROLE_CATEGORICAL;
            S_why(out, c, "inferred: text");
        }
    } else {
        S_not_named(x, c);
    }
}

/* Phase 6: the columns of the single roles, the unit; an error when there is no target. */
static int S_finish(const pm_table *t, const pm_role_spec *spec, pm_roles *out, pm_error *err)
{
    for (size_t c = 0; c < t->ncols; c++) {
        switch (out->role[c]) {
        case PM_ROLE_GROUP: out->group_col = c; break;
        case PM_ROLE_TARGET: out->target_col = c; break;
        case PM_ROLE_UNIT: out->unit_col = c; break;
        case PM_ROLE_SPLIT: out->split_col = c; break;
        default: break;
        }
    }
    if (out->target_col == (size_t)-1)
        return pm_error_set(
            err, PM_ERR_INPUT, t->ncols ? t->name_file[0] : NULL, t->ncols ? t->name_line[0] : 0,
            spec->target_kind == PM_TARGET_THROUGHPUT
                ? "no target column: none has a throughput name (items_per_second, tokens/s, "
                  "throughput, ...); name it with --target"
                : "no target column: none has a time-like name (time, time_ms, seconds, "
                  "duration, ...) or a throughput name (items_per_second, ...); name it with "
                  "--target");
    const char *canon = NULL;
    if (out->throughput)
        out->unit = out->per ? "s/item" : NULL; /* converted to seconds per item */
    else if (pm_units_from_name(t->names[out->target_col], &canon))
        out->unit = canon;
    out->skip_bad_rows = spec->skip_bad_rows;
    out->warn = spec->warn;
    return 0;
}

int pm_roles_decide(const pm_table *t, const pm_role_spec *spec, pm_roles *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    out->ncols = t->ncols;
    out->role = pm_xcalloc(t->ncols, sizeof *out->role);
    out->why = pm_xcalloc(t->ncols, sizeof *out->why);
    out->nonpositive = pm_xcalloc(t->ncols, 1);
    out->group_col = out->target_col = out->unit_col = out->split_col = (size_t)-1;
    S_infer_ctx x = {t, spec, out, pm_xcalloc(t->ncols ? t->ncols : 1, sizeof(S_colinfo)), 0};
    int rc = S_named(t, spec, out, err);
    if (rc == 0) {
        S_target(t, spec, out);
        S_scan_columns(&x);
        S_group(&x);
        for (size_t c = 0; c < t->ncols; c++)
            if (out->why[c] == NULL)
                S_infer(&x, c);
        rc = S_finish(t, spec, out, err);
    }
    free(x.ci);
    if (rc != 0)
        pm_roles_free(out);
    return rc;
}

void pm_roles_free(pm_roles *r)
{
    if (r == NULL)
        return;
    for (size_t c = 0; r->why && c < r->ncols; c++)
        free(r->why[c]);
    free(r->role);
    free(r->why);
    free(r->nonpositive);
    r->role = NULL;
    r->why = NULL;
    r->nonpositive = NULL;
}
