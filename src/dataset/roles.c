/* roles.c - deciding the role of each column, from the user's spec or by inference. */
#include "dataset/roles.h"

#include "dataset/units.h"
#include "ingest/limits.h"
#include "util/buf.h"
#include "util/text.h"
#include "util/xalloc.h"

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

/* Names that mean "a scaling factor" when nobody says otherwise. */
static const char *const S_extrinsic_names[] = {
    "gpus",       "num_gpus",     "n_gpus",  "ngpus",       "gpu_count", "nodes",
    "num_nodes",  "n_nodes",      "workers", "num_workers", "n_workers", "processes",
    "procs",      "nprocs",       "threads", "num_threads", "n_threads", "ranks",
    "world_size", "accelerators", "devices", "batch_size",  "batchsize", "global_batch_size",
};

/* Run metadata: describes the run, never a parameter of the model. */
static const char *const S_metadata_names[] = {
    "commit", "sha",    "git_sha", "branch",   "timestamp", "date", "datetime",
    "run",    "run_id", "host",    "hostname", "machine",   "id",   "uuid",
};

static int S_in(const char *name, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (pm_text_ieq(name, list[i]))
            return 1;
    return 0;
}
#define S_IN(name, list) S_in((name), (list), sizeof(list) / sizeof((list)[0]))

/* What the cells of one column look like. */
typedef struct S_colinfo {
    size_t present;  /* non-missing cells */
    size_t numbers;  /* cells that are numbers (JSON numbers, or text or strings that parse) */
    int numeric;     /* every present cell is a number */
    int mostly;      /* not every cell, but most (more than half) are numbers */
    size_t distinct; /* distinct texts */
    int traintest;   /* every present cell is "train" or "test" */
} S_colinfo;

static int S_cmpstr(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* True when a cell holds a number: a JSON number, or text or a JSON string that
 * parses as one (hyperfine writes its parameters as strings: "threads": "4"). */
static int S_is_number(pm_cell c)
{
    double v;
    return c.kind == PM_CELL_NUMBER ||
           ((c.kind == PM_CELL_TEXT || c.kind == PM_CELL_STRING) && pm_text_number(c.text, &v));
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
        ci->numbers += S_is_number(c) ? dist.count[k] : 0;
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

/* Assign role r to the column called name, checking it exists and is not
 * already taken. */
static int S_assign(const pm_table *t, pm_roles *out, const char *name, pm_role r, const char *flag,
                    const char *why, pm_error *err)
{
    size_t c = pm_table_find(t, name);
    if (c == (size_t)-1)
        return S_no_column(t, flag, name, err);
    if (out->role[c] != PM_ROLE_IGNORED && out->why[c] != NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "column '%.100s' is given two roles: %s and %s", name,
                            pm_role_name(out->role[c]), pm_role_name(r));
    out->role[c] = r;
    out->why[c] = why;
    return 0;
}

int pm_roles_decide(const pm_table *t, const pm_role_spec *spec, pm_roles *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    out->ncols = t->ncols;
    out->role = pm_xcalloc(t->ncols, sizeof *out->role);
    out->why = pm_xcalloc(t->ncols, sizeof *out->why);
    out->group_col = out->target_col = out->unit_col = out->split_col = (size_t)-1;
    pm_table_distinct *dist = NULL; /* the distinct cells of the columns to infer */
    size_t *scan = NULL, nscan = 0;
    int rc = -1;

    /* 1. what the user named */
    if (spec->group && S_assign(t, out, spec->group, PM_ROLE_GROUP, "--group", "given", err))
        goto fail;
    if (spec->target && S_assign(t, out, spec->target, PM_ROLE_TARGET, "--target", "given", err))
        goto fail;
    for (size_t i = 0; i < spec->nnumeric; i++)
        if (S_assign(t, out, spec->numeric[i], PM_ROLE_NUMERIC, "--numeric", "given", err))
            goto fail;
    for (size_t i = 0; i < spec->ncategorical; i++)
        if (S_assign(t, out, spec->categorical[i], PM_ROLE_CATEGORICAL, "--categorical", "given",
                     err))
            goto fail;
    for (size_t i = 0; i < spec->nextrinsic; i++)
        if (S_assign(t, out, spec->extrinsic[i], PM_ROLE_EXTRINSIC, "--extrinsic", "given", err))
            goto fail;

    /* 2. the target, when not named: the first time-like name, else (or when a
       throughput is asked for) the first throughput name */
    int want_group = spec->group == NULL;
    size_t target = spec->target ? pm_table_find(t, spec->target) : (size_t)-1;
    if (spec->target == NULL) {
        for (int pass = 0; pass < 2 && target == (size_t)-1; pass++) {
            if ((pass == 0 && spec->target_kind == PM_TARGET_THROUGHPUT) ||
                (pass == 1 && spec->target_kind == PM_TARGET_TIME))
                continue;
            for (size_t c = 0; c < t->ncols && target == (size_t)-1; c++) {
                if (out->why[c] != NULL || (want_group && pm_text_ieq(t->names[c], "framework")))
                    continue;
                int like = pass == 0 ? pm_units_is_time_name(t->names[c])
                                     : pm_units_is_throughput_name(t->names[c], NULL);
                if (like) {
                    /* a matching name wins even over bad cells: those are reported with
                       their line; a column with no values at all does not */
                    if (!S_any_present(t, c))
                        continue;
                    target = c;
                    out->role[c] = PM_ROLE_TARGET;
                    out->why[c] =
                        pass == 0 ? "inferred: a time-like name" : "inferred: a throughput name";
                }
            }
        }
    }
    /* a file that says which columns are measured metrics (Extra-P) and has one: that one */
    if (spec->target == NULL && target == (size_t)-1) {
        size_t only = (size_t)-1, nmetric = 0;
        for (size_t c = 0; c < t->ncols; c++)
            if (t->metric[c] && out->why[c] == NULL) {
                only = c;
                nmetric++;
            }
        if (nmetric == 1) {
            target = only;
            out->role[only] = PM_ROLE_TARGET;
            out->why[only] = "inferred: the file's only metric";
        }
    }
    if (target != (size_t)-1) {
        const char *per = NULL;
        int tput_name = pm_units_is_throughput_name(t->names[target], &per);
        out->throughput = spec->target_kind == PM_TARGET_THROUGHPUT ||
                          (spec->target_kind == PM_TARGET_AUTO && tput_name);
        if (out->throughput) {
            out->per = tput_name ? per : NULL;
            out->why[target] =
                spec->target
                    ? "given; a throughput, modelled as time per item = 1/throughput"
                    : "inferred: a throughput name; modelled as time per item = 1/throughput";
        }
    }

    /* 3. everything else, inferred from names and cells: the distinct cells of each column
       left, read in one pass over the rows */
    scan = pm_xmalloc_array(t->ncols ? t->ncols : 1, sizeof *scan); /* column -> its dist */
    size_t *cols = pm_xmalloc_array(t->ncols ? t->ncols : 1, sizeof *cols);
    for (size_t c = 0; c < t->ncols; c++)
        if (out->why[c] == NULL) {
            scan[c] = nscan;
            cols[nscan++] = c;
        }
    dist = pm_xcalloc(nscan ? nscan : 1, sizeof *dist);
    pm_table_distinct_build_cols(t, cols, nscan, dist);
    free(cols);
    for (size_t c = 0; c < t->ncols; c++) {
        if (out->why[c] != NULL)
            continue;
        const char *name = t->names[c];
        S_colinfo ci;
        S_scan(t, &dist[scan[c]], &ci);
        int number_like = ci.numeric || ci.mostly;
        if (ci.present == 0) {
            out->why[c] = "no values";
        } else if (want_group && pm_text_ieq(name, "framework")) {
            out->role[c] = PM_ROLE_GROUP;
            out->why[c] = "inferred from the name";
            want_group = 0;
        } else if (!ci.numeric && (pm_text_ieq(name, "unit") || pm_text_ieq(name, "time_unit") ||
                                   pm_text_ieq(name, "units"))) {
            out->role[c] = PM_ROLE_UNIT;
            out->why[c] = "inferred from the name";
        } else if (ci.traintest && pm_text_ieq(name, "split")) {
            out->role[c] = PM_ROLE_SPLIT;
            out->why[c] = "inferred: train/test values";
        } else if (S_IN(name, S_metadata_names)) {
            out->why[c] = "run metadata";
        } else if (t->metric[c]) {
            out->why[c] = "another metric of the file (--target names the one to model)";
        } else if (ci.distinct < 2) {
            out->why[c] = "one value only";
        } else if (number_like && spec->nextrinsic == 0 && S_IN(name, S_extrinsic_names)) {
            out->role[c] = PM_ROLE_EXTRINSIC;
            out->why[c] = ci.numeric
                              ? "inferred: a well-known scaling name"
                              : "inferred: a well-known scaling name; not every cell is a number";
        } else if (number_like && spec->nnumeric == 0) {
            out->role[c] = PM_ROLE_NUMERIC;
            out->why[c] = ci.numeric ? "inferred: numbers" : "inferred: mostly numbers";
        } else if (!number_like && spec->ncategorical == 0) {
            if (ci.distinct > PM_MAX_LEVELS || (ci.distinct == ci.present && ci.present > 20)) {
                out->why[c] = "a different value in (nearly) every row";
            } else {
                out->role[c] = PM_ROLE_CATEGORICAL;
                out->why[c] = "inferred: text";
            }
        } else {
            out->why[c] = "not named by a role flag";
        }
    }
    for (size_t c = 0; c < t->ncols; c++) {
        switch (out->role[c]) {
        case PM_ROLE_GROUP: out->group_col = c; break;
        case PM_ROLE_TARGET: out->target_col = c; break;
        case PM_ROLE_UNIT: out->unit_col = c; break;
        case PM_ROLE_SPLIT: out->split_col = c; break;
        default: break;
        }
    }
    if (out->target_col == (size_t)-1) {
        pm_error_set(err, PM_ERR_INPUT, t->ncols ? t->name_file[0] : NULL,
                     t->ncols ? t->name_line[0] : 0,
                     spec->target_kind == PM_TARGET_THROUGHPUT
                         ? "no target column: none has a throughput name (items_per_second, "
                           "tokens/s, throughput, ...); name it with --target"
                         : "no target column: none has a time-like name (time, time_ms, seconds, "
                           "duration, ...) or a throughput name (items_per_second, ...); name it "
                           "with --target");
        goto fail;
    }
    const char *canon = NULL;
    if (out->throughput)
        out->unit = out->per ? "s/item" : NULL; /* converted to seconds per item */
    else if (pm_units_from_name(t->names[out->target_col], &canon))
        out->unit = canon;
    out->skip_bad_rows = spec->skip_bad_rows;
    out->warn = spec->warn;
    rc = 0;
fail:
    for (size_t i = 0; dist && i < nscan; i++)
        pm_table_distinct_free(&dist[i]);
    free(dist);
    free(scan);
    if (rc != 0)
        pm_roles_free(out);
    return rc;
}

void pm_roles_free(pm_roles *r)
{
    if (r == NULL)
        return;
    free(r->role);
    free(r->why);
    r->role = NULL;
    r->why = NULL;
}
