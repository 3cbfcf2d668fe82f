/* shown.c - the groups a report shows in full: the gated, then the worst fitted. */
#include "render/shown.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct S_key {
    size_t gi;   /* the group */
    int rank;    /* 0 a regression, 1 inconclusive, 2 neither */
    double mape; /* its error; NAN sorts last */
} S_key;

static int S_cmp(const void *pa, const void *pb)
{
    const S_key *a = pa, *b = pb;
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    int na = isnan(a->mape), nb = isnan(b->mape);
    if (na != nb)
        return na ? 1 : -1;
    if (!na && a->mape != b->mape)
        return a->mape > b->mape ? -1 : 1; /* the worst first */
    return a->gi < b->gi ? -1 : a->gi > b->gi;
}

typedef struct S_name {
    const char *name; /* a group's name (borrowed) */
    size_t gi;        /* its index */
} S_name;

static int S_cmp_name(const void *pa, const void *pb)
{
    return strcmp(((const S_name *)pa)->name, ((const S_name *)pb)->name);
}

void pm_shown_choose(const pm_result *r, const pm_gate *gate, pm_shown *s)
{
    memset(s, 0, sizeof *s);
    s->nfull = r->ngroups;
    if (r->ngroups <= PM_REPORT_FULL_GROUPS)
        return;
    S_key *k = pm_xmalloc_array(r->ngroups, sizeof *k);
    for (size_t gi = 0; gi < r->ngroups; gi++) {
        const pm_res_group *g = &r->groups[gi];
        k[gi].gi = gi;
        k[gi].rank = 2;
        k[gi].mape = g->n_test ? g->test.mape : g->train.mape;
    }
    /* the groups by name: gate rows name groups, and so does pm_shown_named */
    S_name *names = pm_xmalloc_array(r->ngroups, sizeof *names);
    for (size_t gi = 0; gi < r->ngroups; gi++)
        names[gi] = (S_name){r->groups[gi].name, gi};
    qsort(names, r->ngroups, sizeof *names, S_cmp_name);
    for (size_t i = 0; gate && i < gate->nrows; i++) {
        const pm_gate_row *row = &gate->rows[i];
        if (row->verdict != PM_GATE_REGRESSION && row->verdict != PM_GATE_INCONCLUSIVE)
            continue;
        S_name key = {row->group, 0};
        const S_name *hit = bsearch(&key, names, r->ngroups, sizeof *names, S_cmp_name);
        if (hit == NULL)
            continue; /* a group of the baseline only */
        int rank = row->verdict == PM_GATE_REGRESSION ? 0 : 1;
        if (rank < k[hit->gi].rank)
            k[hit->gi].rank = rank;
    }
    s->byname = names;
    qsort(k, r->ngroups, sizeof *k, S_cmp);
    s->full = pm_xcalloc(r->ngroups, 1);
    for (size_t i = 0; i < PM_REPORT_FULL_GROUPS; i++)
        s->full[k[i].gi] = 1;
    s->nfull = PM_REPORT_FULL_GROUPS;
    s->nrest = r->ngroups - PM_REPORT_FULL_GROUPS;
    s->ngroups = r->ngroups;
    free(k);
}

int pm_shown_named(const pm_shown *s, const char *name)
{
    if (s->full == NULL)
        return 1;
    S_name key = {name, 0};
    const S_name *hit = bsearch(&key, s->byname, s->ngroups, sizeof key, S_cmp_name);
    return hit == NULL || s->full[hit->gi];
}

int pm_shown_full(const pm_shown *s, size_t gi)
{
    return s->full == NULL || s->full[gi];
}

void pm_shown_free(pm_shown *s)
{
    free(s->full);
    free(s->byname);
    memset(s, 0, sizeof *s);
}
