/* asv.c - airspeed velocity's results files (results/<machine>/<commit>-<env>.json) into the
 * raw table.
 *
 * A results file holds one run of every benchmark on one commit in one environment:
 * {"commit_hash": .., "env_name": .., "params": {"machine": .., "cpu": ..},
 *  "result_columns": ["result", "params", "version", ..., "samples", "profile"],
 *  "results": {"bench.TimeSuite.time_sort": [[values], [[dim 1], [dim 2]], ...]},
 *  "version": 2}
 * A parameterized benchmark's values are the cartesian product of its parameter lists,
 * row-major (the last list varies fastest, as itertools.product); the lists hold Python
 * reprs ("'quick'", "1000"). asv's older files (version 1) keep {"result": [..], "params":
 * [..]} or a plain number per benchmark; both are read. Columns:
 *   time        seconds (time_unit "s"): every sample of a combination when the run kept
 *               them (asv run --record-samples: "samples"), so their spread is the noise;
 *               else asv's result (the samples' median), one row
 *   benchmark   the benchmark's name, "bench.TimeSuite.time_sort": the group
 *   one column per parameter, named as benchmarks.json names them ("param_names"), else
 *               param0, param1, ... by position (param0_text ... for a list with text in
 *               it: a level is never the size another benchmark has in that place): quotes
 *               taken off; a number is hinted as a scaling factor, text ("quick", "None")
 *               is text (a level)
 *   commit, env, machine  describe the run
 * The parameters' names are not in a results file: asv keeps them in results/benchmarks.json.
 * The reader reads the benchmarks.json in the results file's parent directory (asv's layout:
 * results/benchmarks.json beside results/<machine>/), else in its own directory, and says
 * which in a note; without one, the names are param0, param1, ... . benchmarks.json or
 * machine.json given as an input (a glob over results/) adds no rows, only a note.
 * Only timings are read (type "time" in benchmarks.json, else a name whose last part starts
 * with time_ or timeraw_): mem_, peakmem_ and track_ benchmarks measure bytes or the user's
 * own numbers, and are left out with a note. A null value (the benchmark failed or was
 * skipped for that combination) is left out and counted. A time of 0 is kept (the dataset
 * leaves it out and counts it); a negative or non-number one is an error at its JSON path.
 */
#include "ingest/formats.h"
#include "ingest/jsonrow.h"
#include "ingest/limits.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char S_why_family[] = "an asv benchmark name without its parameters";
static const char S_why_param[] = "an asv benchmark parameter";
static const char S_why_run[] = "asv's run (commit, environment, machine)";

/* The reader's own columns: a parameter of one of these names gets "_param" after it. */
static const char *const S_own[] = {"time", "time_unit", "benchmark", "commit", "env", "machine"};

/* The columns of a version 2 file's rows, as asv writes them when result_columns is absent. */
static const char *const S_columns[] = {
    "result",        "params",        "version",    "started_at", "duration",
    "stats_ci_99_a", "stats_ci_99_b", "stats_q_25", "stats_q_75", "stats_number",
    "stats_repeat",  "samples",       "profile"};

/* ---- benchmarks.json ---- */

/* benchmarks.json at path decoded, or NULL when there is none or it is not one (too large,
 * not JSON, not an object). */
static json_t *S_load_benchmarks(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
        (unsigned long long)st.st_size > PM_MAX_FILE)
        return NULL;
    json_t *j = json_load_file(path, 0, NULL);
    if (j && !json_is_object(j)) {
        json_decref(j);
        j = NULL;
    }
    return j;
}

/* The benchmarks.json of the results file named name: in its parent directory (asv's
 * layout), else in its own. *found is set to the path read (malloc'd), NULL when none. */
static json_t *S_find_benchmarks(const char *name, char **found)
{
    *found = NULL;
    if (name == NULL)
        return NULL;
    const char *slash = strrchr(name, '/');
    size_t dir = slash ? (size_t)(slash - name) : 0;
    static const char *const tails[] = {"../benchmarks.json", "benchmarks.json"};
    for (size_t i = 0; i < 2; i++) {
        size_t len = dir + strlen(tails[i]) + 3;
        char *p = pm_xmalloc(len);
        if (slash)
            snprintf(p, len, "%.*s/%s", (int)dir, name, tails[i]);
        else
            snprintf(p, len, "%s", tails[i]);
        json_t *j = S_load_benchmarks(p);
        if (j) {
            *found = p;
            return j;
        }
        free(p);
    }
    return NULL;
}

/* ---- one benchmark ---- */

/* What the rows of one benchmark share. */
typedef struct S_bench {
    const char *name;    /* its name: the family */
    const json_t *vals;  /* its values, one per combination (a list), or one value */
    const json_t *plist; /* its parameter lists (a list of lists; NULL or [] when none) */
    const json_t *samp;  /* its samples per combination (NULL when not kept) */
    const json_t *names; /* param_names from benchmarks.json, NULL when unknown */
    char (*cols)[256];   /* the parameters' column names, one per list (malloc'd) */
    char vpath[240];     /* the JSON path of vals */
    char spath[240];     /* the JSON path of samp */
} S_bench;

/* What the file's rows share. */
typedef struct S_file {
    const char *commit, *env, *machine; /* the run (NULL when absent) */
    size_t nontime;                     /* benchmarks left out: not timings */
    size_t unnamed;                     /* benchmarks whose parameters were named param0 ... */
} S_file;

/* A parameter value as asv writes it (a Python repr) without its quotes, into out. */
static void S_unquote(const char *s, char *out, size_t size)
{
    size_t n = strlen(s);
    if (n >= 2 && (s[0] == '\'' || s[0] == '"') && s[n - 1] == s[0]) {
        s++;
        n -= 2;
    }
    snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), s);
}

/* 1 when every value of the parameter list l is a number (or a repr of one). */
static int S_numbers(const json_t *l)
{
    size_t i;
    const json_t *v;
    char val[512];
    double x;
    json_array_foreach(l, i, v)
    {
        if (json_is_number(v))
            continue;
        if (!json_is_string(v))
            return 0;
        S_unquote(json_string_value(v), val, sizeof val);
        if (!pm_text_number(val, &x))
            return 0;
    }
    return 1;
}

/* The column names of b's parameters into b->cols (malloc'd): benchmarks.json's names,
 * else param0, param1 ... by position. */
static void S_column_names(S_bench *b)
{
    size_t nd = json_array_size(b->plist);
    b->cols = pm_xmalloc_array(nd ? nd : 1, sizeof *b->cols);
    for (size_t d = 0; d < nd; d++) {
        const char *pname = json_string_value(json_array_get(b->names, d));
        if (pname == NULL || pname[0] == '\0') {
            /* unnamed: a list with text is a level, never the size another benchmark's
               list in the same place is */
            snprintf(b->cols[d], sizeof b->cols[d], "param%zu%s", d,
                     S_numbers(json_array_get(b->plist, d)) ? "" : "_text");
            continue;
        }
        int own = 0;
        for (size_t i = 0; i < sizeof S_own / sizeof S_own[0]; i++)
            own |= strcmp(pname, S_own[i]) == 0;
        snprintf(b->cols[d], sizeof b->cols[d], "%s%s", pname, own ? "_param" : "");
    }
}

/* The cells of combination j of benchmark b into row: its parameters, then the run's. */
static int S_cells(pm_jrow *c, pm_row *row, const S_bench *b, const S_file *f, size_t j,
                   const char *where)
{
    size_t nd = json_array_size(b->plist);
    /* row-major: the last list varies fastest */
    size_t *idx = pm_xmalloc_array(nd ? nd : 1, sizeof *idx);
    for (size_t d = nd; d-- > 0;) {
        size_t len = json_array_size(json_array_get(b->plist, d));
        idx[d] = j % len;
        j /= len;
    }
    int rc = 0;
    char val[512];
    for (size_t d = 0; d < nd && rc == 0; d++) {
        const json_t *v = json_array_get(json_array_get(b->plist, d), idx[d]);
        const char *col = b->cols[d];
        if (json_is_string(v)) {
            S_unquote(json_string_value(v), val, sizeof val);
            double x;
            if (pm_text_number(val, &x))
                rc = pm_jrow_text(c, row, col, val, PM_CELL_TEXT, PM_HINT_FACTOR, S_why_param,
                                  where);
            else
                rc = pm_jrow_text(c, row, col, val, PM_CELL_STRING, PM_HINT_NONE, NULL, where);
        } else if (json_is_number(v)) {
            rc = pm_jrow_num(c, row, col, json_number_value(v), PM_HINT_FACTOR, S_why_param, where);
        } else {
            rc = pm_jrow_value(c, row, col, v, PM_HINT_NONE, NULL, where);
        }
    }
    free(idx);
    const char *run[][2] = {{"commit", f->commit}, {"env", f->env}, {"machine", f->machine}};
    for (size_t i = 0; i < 3 && rc == 0; i++)
        if (run[i][1] && run[i][1][0])
            rc = pm_jrow_text(c, row, run[i][0], run[i][1], PM_CELL_STRING, PM_HINT_INFO, S_why_run,
                              where);
    return rc;
}

/* One row of combination j of b with time t. */
static int S_row(pm_jrow *c, const S_bench *b, const S_file *f, size_t j, double t,
                 const char *where)
{
    pm_row *row = pm_jrow_add(c, where);
    /* the time first: a column made earlier is found first when the roles look for a time */
    return row == NULL || pm_jrow_num(c, row, "time", t, PM_HINT_NONE, NULL, where) != 0 ||
                   pm_jrow_text(c, row, "time_unit", "s", PM_CELL_STRING, PM_HINT_NONE, NULL,
                                where) != 0 ||
                   pm_jrow_text(c, row, "benchmark", b->name, PM_CELL_STRING, PM_HINT_GROUP,
                                S_why_family, where) != 0 ||
                   S_cells(c, row, b, f, j, where) != 0
               ? -1
               : 0;
}

/* a times b, or SIZE_MAX when that is more */
static size_t S_times(size_t a, size_t b)
{
    return b && a > SIZE_MAX / b ? SIZE_MAX : a * b;
}

/* The number of combinations of b's parameter lists into *n; an error at where when a list
 * is not a non-empty list, or the values are not one per combination. */
static int S_combinations(pm_jrow *c, const S_bench *b, size_t nvals, size_t *n, const char *where)
{
    size_t prod = 1;
    size_t d;
    const json_t *l;
    json_array_foreach(b->plist, d, l)
    {
        if (!json_is_array(l) || json_array_size(l) == 0)
            return pm_jrow_fail(c, where, "each parameter must be a non-empty list of values");
        prod = S_times(prod, json_array_size(l));
    }
    if (prod != nvals) {
        char msg[160], count[40] = "more than 2^64";
        if (prod < SIZE_MAX)
            snprintf(count, sizeof count, "%zu", prod);
        snprintf(msg, sizeof msg,
                 "%zu value%s for %s combinations of the parameters (one per combination)", nvals,
                 nvals == 1 ? "" : "s", count);
        return pm_jrow_fail(c, b->vpath, msg);
    }
    *n = prod;
    return 0;
}

/* The rows of benchmark b: per combination its samples, else its value; nulls counted. */
static int S_rows(pm_jrow *c, const S_bench *b, const S_file *f, const char *where)
{
    char path[300];
    size_t nvals = json_is_array(b->vals) ? json_array_size(b->vals) : 1, n = 0;
    if (json_is_null(b->vals) || b->vals == NULL) { /* every combination failed */
        size_t prod = 1, d;
        const json_t *l;
        json_array_foreach(b->plist, d, l)
        {
            prod = S_times(prod, json_array_size(l));
        }
        c->t->excluded += prod < PM_MAX_ROWS ? prod : PM_MAX_ROWS;
        return 0;
    }
    if (S_combinations(c, b, nvals, &n, where) != 0)
        return -1;
    for (size_t j = 0; j < n; j++) {
        const json_t *v = json_is_array(b->vals) ? json_array_get(b->vals, j) : b->vals;
        if (json_is_null(v)) { /* failed or skipped for this combination */
            c->t->excluded++;
            continue;
        }
        const json_t *s = json_array_get(b->samp, j);
        size_t ns = json_array_size(s);
        for (size_t k = 0; k < (ns ? ns : 1); k++) {
            const json_t *x = ns ? json_array_get(s, k) : v;
            double t = pm_jrow_time(x);
            if (isnan(t)) {
                if (ns)
                    snprintf(path, sizeof path, "%s[%zu][%zu]", b->spath, j, k);
                else if (json_is_array(b->vals))
                    snprintf(path, sizeof path, "%s[%zu]", b->vpath, j);
                else
                    snprintf(path, sizeof path, "%s", b->vpath);
                return pm_jrow_fail(c, path, "a time must be a number, 0 or more");
            }
            if (S_row(c, b, f, j, t, where) != 0)
                return -1;
        }
    }
    return 0;
}

/* 1 when benchmark name is a timing: its type in benchmarks.json, else its name. */
static int S_is_time(const char *name, const json_t *info)
{
    const char *type = json_string_value(json_object_get(info, "type"));
    if (type)
        return strcmp(type, "time") == 0;
    const char *last = strrchr(name, '.');
    last = last ? last + 1 : name;
    return strncmp(last, "time_", 5) == 0 || strncmp(last, "timeraw_", 8) == 0;
}

/* The index of column col in the file's result_columns (asv's own order when absent), or
 * (size_t)-1. */
static size_t S_column(const json_t *cols, const char *col)
{
    if (!json_is_array(cols)) {
        for (size_t i = 0; i < sizeof S_columns / sizeof S_columns[0]; i++)
            if (strcmp(S_columns[i], col) == 0)
                return i;
        return (size_t)-1;
    }
    size_t i;
    const json_t *v;
    json_array_foreach(cols, i, v)
    {
        const char *s = json_string_value(v);
        if (s && strcmp(s, col) == 0)
            return i;
    }
    return (size_t)-1;
}

/* One entry "name": value of "results", at where, with its benchmarks.json entry info. */
static int S_entry(pm_jrow *c, const char *name, const json_t *value, const json_t *cols,
                   const json_t *info, S_file *f, const char *where)
{
    S_bench b;
    memset(&b, 0, sizeof b);
    b.name = name;
    if (json_is_array(value)) { /* version 2: a row of result_columns */
        size_t ir = S_column(cols, "result"), ip = S_column(cols, "params"),
               is = S_column(cols, "samples");
        if (ir == (size_t)-1)
            return pm_jrow_fail(c, "result_columns", "has no \"result\" column");
        b.vals = json_array_get(value, ir);
        b.plist = ip == (size_t)-1 ? NULL : json_array_get(value, ip);
        b.samp = is == (size_t)-1 ? NULL : json_array_get(value, is);
        snprintf(b.vpath, sizeof b.vpath, "%s[%zu]", where, ir);
        snprintf(b.spath, sizeof b.spath, "%s[%zu]", where, is);
    } else if (json_is_object(value)) { /* version 1: {"result": .., "params": ..} */
        b.vals = json_object_get(value, "result");
        b.plist = json_object_get(value, "params");
        b.samp = json_object_get(value, "samples");
        snprintf(b.vpath, sizeof b.vpath, "%s.result", where);
        snprintf(b.spath, sizeof b.spath, "%s.samples", where);
    } else if (json_is_number(value) || json_is_null(value)) { /* version 1: the value */
        b.vals = value;
        snprintf(b.vpath, sizeof b.vpath, "%s", where);
    } else {
        return pm_jrow_fail(c, where, "expected a list of a result's columns or a number");
    }
    if (!S_is_time(name, info)) {
        f->nontime++;
        return 0;
    }
    if (b.samp && !json_is_array(b.samp))
        b.samp = NULL;
    b.names = json_object_get(info, "param_names");
    if (json_array_size(b.names) != json_array_size(b.plist))
        b.names = NULL;
    if (b.names == NULL && json_array_size(b.plist) > 0)
        f->unnamed++;
    if (b.plist && !json_is_null(b.plist) && !json_is_array(b.plist))
        return pm_jrow_fail(c, where, "the parameters must be a list of lists");
    S_column_names(&b);
    int rc = S_rows(c, &b, f, where);
    free(b.cols);
    return rc;
}

/* What a benchmarks.json or machine.json given as an input is: 1 and 2; 0 for neither. */
static int S_companion(const json_t *root)
{
    if (!json_is_object(root) || json_object_get(root, "results") ||
        !json_is_integer(json_object_get(root, "version")))
        return 0;
    const char *key;
    json_t *v;
    /* machine.json: the machine's name and what asv machine asked (arch, cpu, ram ...), all
       text */
    int text = json_is_string(json_object_get(root, "machine"));
    json_object_foreach((json_t *)root, key, v)
    {
        text &= json_is_string(v) || strcmp(key, "version") == 0;
    }
    if (text)
        return 2;
    json_object_foreach((json_t *)root, key, v)
    {
        if (json_is_object(v) && json_is_array(json_object_get(v, "param_names")) &&
            json_is_string(json_object_get(v, "type")))
            return 1;
    }
    return 0;
}

/* The rows of the results file root, named name (NULL for standard input: no
 * benchmarks.json is looked for). */
static int S_body(pm_jrow *c, const json_t *root, const char *name)
{
    const json_t *results = json_object_get(root, "results");
    if (!json_is_object(results))
        return pm_jrow_fail(c, "results", "expected an object of benchmark results");
    const json_t *cols = json_object_get(root, "result_columns");
    if (cols && !json_is_array(cols))
        return pm_jrow_fail(c, "result_columns", "expected a list of column names");
    const json_t *params = json_object_get(root, "params");
    S_file f = {json_string_value(json_object_get(root, "commit_hash")),
                json_string_value(json_object_get(root, "env_name")),
                json_string_value(json_object_get(params, "machine")), 0, 0};
    char *found = NULL;
    json_t *benchmarks = S_find_benchmarks(name, &found);
    size_t start = c->t->nrows, failed = c->t->excluded;
    const char *key;
    json_t *value;
    char where[200];
    int rc = 0;
    json_object_foreach((json_t *)results, key, value)
    {
        snprintf(where, sizeof where, "results.%s", key);
        if (key[0] == '\0') {
            rc = pm_jrow_fail(c, where, "empty benchmark name");
            break;
        }
        rc = S_entry(c, key, value, cols, json_object_get(benchmarks, key), &f, where);
        if (rc != 0)
            break;
    }
    if (rc == 0 && c->t->nrows == start && f.nontime > 0) {
        char msg[200];
        snprintf(msg, sizeof msg,
                 "no timings among the results (%zu mem, peakmem or track benchmark%s left "
                 "out, %zu failed)",
                 f.nontime, f.nontime == 1 ? "" : "s", c->t->excluded - failed);
        rc = pm_jrow_fail(c, "results", msg);
    }
    if (rc == 0 && f.nontime > 0)
        pm_table_note(c->t,
                      "%s: %zu asv benchmark%s that %s not timings (mem, peakmem, track) left out",
                      c->file, f.nontime, f.nontime == 1 ? "" : "s", f.nontime == 1 ? "is" : "are");
    if (rc == 0 && found && f.unnamed == 0)
        pm_table_note(c->t, "%s: asv parameter names from %s", c->file, found);
    else if (rc == 0 && found)
        pm_table_note(c->t,
                      "%s: asv parameter names from %s; %zu benchmark%s not in it (or with other "
                      "parameters) named param0, param1, ...",
                      c->file, found, f.unnamed, f.unnamed == 1 ? "" : "s");
    else if (rc == 0 && f.unnamed)
        pm_table_note(c->t,
                      "%s: no asv benchmarks.json above or beside it: parameters named param0, "
                      "param1, ...",
                      c->file);
    free(found);
    json_decref(benchmarks);
    return rc;
}

/* ---- the format's entry (formats.h) ---- */

static int S_detect(const pm_input *in)
{
    const json_t *root = in->json;
    if (!json_is_object(root))
        return 0;
    if (S_companion(root))
        return 1;
    const json_t *results = json_object_get(root, "results");
    if (!json_is_object(results) || json_object_get(root, "commit_hash") == NULL)
        return 0;
    return json_is_array(json_object_get(root, "result_columns")) ||
           json_object_get(root, "env_name") != NULL || json_object_get(root, "python") != NULL;
}

static int S_read(pm_table *t, const pm_input *in, pm_error *err)
{
    int kind = S_companion(in->json);
    if (kind) {
        /* a file of the results' tree that holds no results: nothing to add */
        pm_table_mark mark = pm_table_begin(t);
        pm_table_note(t,
                      "%s: asv's %s, no results (a results file reads the parameter names from "
                      "the benchmarks.json above or beside it)",
                      in->path, kind == 1 ? "benchmarks.json" : "machine.json");
        return pm_table_end(t, mark, 0);
    }
    /* pm_jrow_read, with the file's name for its benchmarks.json */
    pm_table_mark mark = pm_table_begin(t);
    pm_jrow c = {t, pm_arena_strdup(t->arena, in->path), err};
    int rc = S_body(&c, in->json, in->name);
    if (rc == 0 && t->nrows == mark.nrows)
        rc = pm_error_set(err, PM_ERR_INPUT, in->path, 0,
                          "no measurements in the report (%zu left out)",
                          t->excluded - mark.excluded);
    return pm_table_end(t, mark, rc);
}

const pm_format_ops pm_format_asv = {
    "asv", "airspeed-velocity", "airspeed velocity (asv) results", PM_SYNTAX_JSON, S_detect, S_read,
    NULL};
