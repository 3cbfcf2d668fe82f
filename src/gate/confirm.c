/* confirm.c - a rerun's verdict against the first comparison's (--confirm), and the gate's
 * precision and noise that say whether a rerun is worth it. */
#include "gate/confirm.h"

#include "util/buf.h"
#include "util/xalloc.h"

#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- the first comparison's gate.json ---- */

void pm_confirm_first_free(pm_confirm_first *f)
{
    if (f == NULL)
        return;
    for (size_t i = 0; i < f->nitems; i++) {
        free(f->items[i].group);
        free(f->items[i].factor);
    }
    free(f->items);
    free(f->source);
    free(f->baseline);
    memset(f, 0, sizeof *f);
}

/* The verdict named s, or -1. */
static int S_verdict_of(const char *s)
{
    static const pm_gate_verdict all[] = {PM_GATE_PASS, PM_GATE_INCONCLUSIVE, PM_GATE_REGRESSION,
                                          PM_GATE_NONE};
    for (size_t i = 0; s && i < sizeof all / sizeof all[0]; i++)
        if (strcmp(s, pm_gate_verdict_name(all[i])) == 0)
            return (int)all[i];
    return -1;
}

/* Member key of object o as a string, or NULL when absent or not a string. */
static const char *S_str(const json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

/* Read the array `key` of root (rows: factor required; times: no factor) into f's items.
 * Returns 0, or -1 with err set. */
static int S_items(const json_t *root, const char *key, int rows, const char *name,
                   pm_confirm_first *f, pm_error *err)
{
    const json_t *a = json_object_get(root, key);
    if (!json_is_array(a))
        return pm_error_set(err, PM_ERR_INPUT, name, 0, "not a gate.json: no \"%s\" array", key);
    size_t n = json_array_size(a);
    f->items = pm_xrealloc(f->items, f->nitems + n + 1, sizeof *f->items);
    for (size_t i = 0; i < n; i++) {
        const json_t *it = json_array_get(a, i);
        const char *group = S_str(it, "group"), *factor = S_str(it, "factor");
        const char *v = S_str(it, "verdict");
        const char *missing = !json_is_object(it)      ? NULL
                              : group == NULL          ? "group"
                              : rows && factor == NULL ? "factor"
                              : v == NULL              ? "verdict"
                                                       : NULL;
        if (!json_is_object(it))
            return pm_error_set(err, PM_ERR_INPUT, name, 0,
                                "not a gate.json: %s[%zu] is not an "
                                "object",
                                key, i);
        if (missing)
            return pm_error_set(err, PM_ERR_INPUT, name, 0,
                                "not a gate.json: %s[%zu] has no \"%s\" string", key, i, missing);
        int verdict = S_verdict_of(v);
        if (verdict < 0 || verdict == PM_GATE_NONE)
            return pm_error_set(err, PM_ERR_INPUT, name, 0,
                                "not a gate.json: %s[%zu].verdict is '%.40s' (pass, regression "
                                "or inconclusive)",
                                key, i, v);
        pm_confirm_item *item = &f->items[f->nitems++];
        item->group = pm_xstrdup(group);
        item->factor = rows ? pm_xstrdup(factor) : NULL;
        item->verdict = (pm_gate_verdict)verdict;
    }
    return 0;
}

/* Fill out from the parsed root; -1 with err set when it is not a gate.json. */
static int S_from_root(const json_t *root, const char *name, pm_confirm_first *out, pm_error *err)
{
    if (!json_is_object(root))
        return pm_error_set(err, PM_ERR_INPUT, name, 0, "not a gate.json: not a JSON object");
    /* what every gate.json has, before its schema: a model.json has a schema too */
    if (S_str(root, "verdict") == NULL || !json_is_array(json_object_get(root, "rows")))
        return pm_error_set(err, PM_ERR_INPUT, name, 0,
                            "not a gate.json: no \"verdict\" and \"rows\" (--confirm takes the "
                            "gate.json of the first comparison, or its report directory)");
    const json_t *schema = json_object_get(root, "schema");
    if (!json_is_integer(schema) || json_integer_value(schema) != PM_GATE_JSON_SCHEMA)
        return pm_error_set(err, PM_ERR_INPUT, name, 0,
                            "a gate.json of another schema (%s): this pmreport reads schema %d",
                            json_is_integer(schema) ? "a newer or older pmreport" : "none given",
                            PM_GATE_JSON_SCHEMA);
    const char *v = S_str(root, "verdict");
    int verdict = S_verdict_of(v);
    if (verdict < 0)
        return pm_error_set(err, PM_ERR_INPUT, name, 0,
                            "not a gate.json: \"verdict\" is not one of pass, regression, "
                            "inconclusive, none");
    const char *baseline = S_str(root, "baseline");
    if (baseline == NULL)
        return pm_error_set(err, PM_ERR_INPUT, name, 0, "not a gate.json: no \"baseline\" string");
    out->verdict = (pm_gate_verdict)verdict;
    out->baseline = pm_xstrdup(baseline);
    out->source = pm_xstrdup(name);
    if (S_items(root, "rows", 1, name, out, err) != 0 ||
        S_items(root, "times", 0, name, out, err) != 0)
        return -1;
    return 0;
}

int pm_confirm_parse(const char *text, size_t n, const char *name, pm_confirm_first *out,
                     pm_error *err)
{
    memset(out, 0, sizeof *out);
    if (n > PM_CONFIRM_MAX)
        return pm_error_set(err, PM_ERR_INPUT, name, 0,
                            "too large for a gate.json (over %zu MiB, PM_CONFIRM_MAX)",
                            PM_CONFIRM_MAX >> 20);
    json_error_t je;
    json_t *root = json_loadb(text, n, JSON_REJECT_DUPLICATES, &je);
    if (root == NULL)
        return pm_error_set(err, PM_ERR_INPUT, name, je.line > 0 ? je.line : 1,
                            "not a gate.json: %s", je.text);
    int rc = S_from_root(root, name, out, err);
    json_decref(root);
    if (rc != 0)
        pm_confirm_first_free(out);
    return rc;
}

int pm_confirm_read(const char *path, pm_confirm_first *out, pm_error *err)
{
    memset(out, 0, sizeof *out);
    struct stat st;
    char *file = NULL;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        file = pm_xprintf("%s/gate.json", path);
        if (stat(file, &st) != 0) {
            free(file);
            return pm_error_set(err, PM_ERR_INPUT, path, 0,
                                "a directory without a gate.json (--confirm takes the report "
                                "directory or gate.json of the first comparison)");
        }
    } else {
        file = pm_xstrdup(path);
    }
    int rc = -1;
    char *text = NULL;
    FILE *f = fopen(file, "rb");
    if (f == NULL) {
        pm_error_set(err, PM_ERR_IO, file, 0, "cannot open: %s", strerror(errno));
        goto done;
    }
    if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        pm_error_set(err, PM_ERR_INPUT, file, 0, "not a gate.json: not a regular file");
        goto done;
    }
    if ((uintmax_t)st.st_size > PM_CONFIRM_MAX) {
        pm_error_set(err, PM_ERR_INPUT, file, 0,
                     "too large for a gate.json (over %zu MiB, PM_CONFIRM_MAX)",
                     PM_CONFIRM_MAX >> 20);
        goto done;
    }
    size_t n = (size_t)st.st_size;
    text = pm_xmalloc(n + 1);
    if (fread(text, 1, n, f) != n) {
        pm_error_set(err, PM_ERR_IO, file, 0, "cannot read: %s",
                     ferror(f) ? strerror(errno) : "the file shrank while it was read");
        goto done;
    }
    rc = pm_confirm_parse(text, n, file, out, err);
done:
    if (f)
        fclose(f);
    free(text);
    free(file);
    return rc;
}

/* ---- the rule ---- */

/* The first comparison's verdict of group/factor (factor NULL: the group's times), or -1 when
 * it did not compare it. */
static int S_first_of(const pm_confirm_first *first, const char *group, const char *factor)
{
    for (size_t i = 0; i < first->nitems; i++) {
        const pm_confirm_item *it = &first->items[i];
        if (strcmp(it->group, group) != 0 || (it->factor == NULL) != (factor == NULL))
            continue;
        if (factor == NULL || strcmp(it->factor, factor) == 0)
            return (int)it->verdict;
    }
    return -1;
}

/* Append "; text" to *dst (or make it text). */
static void S_append(char **dst, const char *text)
{
    char *old = *dst;
    *dst = old ? pm_xprintf("%s; %s", old, text) : pm_xstrdup(text);
    free(old);
}

/* A comparison's name for people: "threads in sum", "the times of BM_a". */
static void S_name(pm_buf *out, const char *group, const char *factor)
{
    if (factor)
        pm_buf_printf(out, "%s in %s", factor, group);
    else
        pm_buf_printf(out, "the times of %s", group);
}

/* A list of names, comma-separated, the first PM_CONFIRM_NAMED of them, then how many more. */
#define PM_CONFIRM_NAMED 8
typedef struct S_list {
    pm_buf text;
    size_t n;
} S_list;

static void S_list_add(S_list *l, const char *group, const char *factor)
{
    if (l->n < PM_CONFIRM_NAMED) {
        if (l->n)
            pm_buf_puts(&l->text, ", ");
        S_name(&l->text, group, factor);
    }
    l->n++;
}

/* The list as text ("" when empty): "a, b and 3 more". Borrowed from l. */
static const char *S_list_str(S_list *l)
{
    if (l->n > PM_CONFIRM_NAMED) {
        pm_buf_printf(&l->text, " and %zu more", l->n - PM_CONFIRM_NAMED);
        l->n = PM_CONFIRM_NAMED; /* said once */
    }
    return pm_buf_str(&l->text);
}

/* The first comparison's regressions that this run has no row for (it did not compare them). */
static void S_first_missing(const pm_gate *g, const pm_confirm_first *first, S_list *l)
{
    for (size_t i = 0; i < first->nitems; i++) {
        const pm_confirm_item *it = &first->items[i];
        if (it->verdict != PM_GATE_REGRESSION)
            continue;
        int found = 0;
        for (size_t r = 0; !found && it->factor && r < g->nrows; r++)
            found = strcmp(g->rows[r].group, it->group) == 0 &&
                    strcmp(g->rows[r].factor, it->factor) == 0;
        for (size_t t = 0; !found && !it->factor && t < g->ntimes; t++)
            found = strcmp(g->times[t].group, it->group) == 0;
        if (!found)
            S_list_add(l, it->group, it->factor);
    }
}

/* One comparison under the rule: its verdict v (rewritten) and a note onto *note; the lists
 * of the first's regressions, those confirmed, those the rerun alone saw, grow. */
static void S_rule(pm_gate_verdict *v, char **note, const char *group, const char *factor,
                   const pm_confirm_first *first, S_list *l_first, S_list *l_both, S_list *l_rerun)
{
    int f = S_first_of(first, group, factor);
    int first_reg = f == PM_GATE_REGRESSION, rerun_reg = *v == PM_GATE_REGRESSION;
    if (first_reg)
        S_list_add(l_first, group, factor);
    if (first_reg && rerun_reg) {
        S_list_add(l_both, group, factor);
        S_append(note, "confirmed: the first comparison found this regression too");
    } else if (first_reg) {
        S_append(note, *v == PM_GATE_PASS
                           ? "the first comparison found a regression here, not confirmed by the "
                             "rerun: not a regression"
                           : "the first comparison found a regression here, not confirmed by the "
                             "rerun, which could not judge it");
    } else if (rerun_reg) {
        S_list_add(l_rerun, group, factor);
        *v = PM_GATE_PASS;
        char *text = pm_xprintf("a regression of this run only, not confirmed: the first "
                                "comparison %s",
                                f < 0               ? "did not compare it"
                                : f == PM_GATE_PASS ? "passed it"
                                                    : "could not judge it");
        S_append(note, text);
        free(text);
    }
}

/* g's counts and overall verdict from its rows and times (pm_gate_compare's rule). */
static void S_recount(pm_gate *g)
{
    g->npass = g->ninconclusive = g->nregression = 0;
    for (size_t i = 0; i < g->nrows + g->ntimes; i++) {
        pm_gate_verdict v = i < g->nrows ? g->rows[i].verdict : g->times[i - g->nrows].verdict;
        switch (v) {
        case PM_GATE_PASS: g->npass++; break;
        case PM_GATE_REGRESSION: g->nregression++; break;
        default: g->ninconclusive++; break;
        }
    }
    g->verdict = g->nregression                      ? PM_GATE_REGRESSION
                 : g->ninconclusive || g->npass == 0 ? PM_GATE_INCONCLUSIVE
                                                     : PM_GATE_PASS;
}

void pm_confirm_apply(pm_gate *g, const pm_confirm_first *first)
{
    if (g->verdict == PM_GATE_NONE)
        return;
    S_list l_first = {PM_BUF_INIT, 0}, l_both = {PM_BUF_INIT, 0}, l_rerun = {PM_BUF_INIT, 0};
    S_list l_gone = {PM_BUF_INIT, 0}; /* the first's regressions this run did not compare */
    pm_gate_verdict rerun = g->verdict;
    for (size_t i = 0; i < g->nrows; i++) {
        pm_gate_row *r = &g->rows[i];
        S_rule(&r->verdict, &r->note, r->group, r->factor, first, &l_first, &l_both, &l_rerun);
    }
    for (size_t i = 0; i < g->ntimes; i++) {
        pm_gate_time *t = &g->times[i];
        S_rule(&t->verdict, &t->reason, t->group, NULL, first, &l_first, &l_both, &l_rerun);
    }
    S_first_missing(g, first, &l_gone);
    S_recount(g);

    /* the sentence: the first verdict, then what the rerun made of it */
    pm_buf text = PM_BUF_INIT;
    size_t nfirst = l_first.n + l_gone.n, nboth = l_both.n, nrerun = l_rerun.n;
    pm_buf_printf(&text, "First comparison: %s", pm_gate_verdict_name(first->verdict));
    if (nfirst) {
        pm_buf_printf(&text, " (%s", S_list_str(&l_first));
        if (l_gone.n)
            pm_buf_printf(&text, "%s%s", l_first.n ? ", " : "", S_list_str(&l_gone));
        pm_buf_puts(&text, ")");
    }
    pm_buf_puts(&text, ".");
    if (nfirst && nboth == nfirst)
        pm_buf_printf(&text, " The rerun confirms it: %s.", S_list_str(&l_both));
    else if (nfirst && nboth)
        pm_buf_printf(&text, " The rerun confirms %s only; the rest is not a regression.",
                      S_list_str(&l_both));
    else if (nfirst)
        pm_buf_puts(&text, " The rerun does not confirm it: not a regression.");
    if (nrerun)
        pm_buf_printf(&text,
                      " %s regressed in the rerun only, not in the first comparison: not "
                      "confirmed, not a regression.",
                      S_list_str(&l_rerun));
    else if (!nfirst)
        pm_buf_puts(&text, " The rerun finds no regression either.");

    pm_gate_confirm *c = pm_xcalloc(1, sizeof *c);
    c->source = pm_xstrdup(first->source);
    c->first_baseline = pm_xstrdup(first->baseline);
    c->first = first->verdict;
    c->rerun = rerun;
    c->text = pm_xstrdup(pm_buf_str(&text));
    if (strcmp(first->baseline, g->baseline) != 0)
        c->baseline_note = pm_xprintf("The first comparison was against %s, this one against %s: "
                                      "each verdict is against its own baseline.",
                                      first->baseline, g->baseline);
    g->confirm = c;
    pm_buf_free(&text);
    pm_buf_free(&l_first.text);
    pm_buf_free(&l_both.text);
    pm_buf_free(&l_rerun.text);
    pm_buf_free(&l_gone.text);
}

/* ---- whether a rerun is worth it ---- */

int pm_gate_precise(const pm_gate *g)
{
    size_t counted = 0;
    for (size_t i = 0; i < g->nrows; i++) {
        const pm_gate_row *r = &g->rows[i];
        if (r->verdict == PM_GATE_INCONCLUSIVE || !isfinite(r->se_d) || !isfinite(r->z))
            continue;
        counted++;
        if ((r->z + PM_GATE_Z95) * r->se_d > r->threshold)
            return 0;
    }
    for (size_t i = 0; i < g->ntimes; i++) {
        const pm_gate_time *t = &g->times[i];
        if (t->verdict == PM_GATE_INCONCLUSIVE || !isfinite(t->se) || !isfinite(t->z) ||
            !(t->max_slowdown > 0))
            continue;
        counted++;
        if ((t->z + PM_GATE_Z95) * t->se > log(t->max_slowdown))
            return 0;
    }
    return counted > 0;
}

int pm_gate_noisier(const pm_gate *g)
{
    return g->noise_note != NULL;
}
