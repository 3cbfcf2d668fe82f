/* series.c - the exponents of recorded runs and of this run, oldest first. */
#include "result/series.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

size_t pm_series_col(const pm_result *r, size_t gi, size_t e)
{
    size_t c = 0;
    for (size_t g = 0; g < gi && g < r->ngroups; g++)
        c += r->groups[g].nexp;
    return c + e;
}

void pm_series_init(pm_series *s, const pm_result *r, const char *branch, const char *since)
{
    memset(s, 0, sizeof *s);
    s->branch = pm_xstrdup(branch ? branch : "");
    s->since = since ? pm_xstrdup(since) : NULL;
    s->ncol = pm_series_col(r, r->ngroups, 0);
}

size_t pm_series_add(pm_series *s, const char *commit, long long time, long long id)
{
    size_t i = s->nrun++;
    s->run = pm_xrealloc(s->run, s->nrun, sizeof *s->run);
    memset(&s->run[i], 0, sizeof s->run[i]);
    s->run[i].commit = commit ? pm_xstrdup(commit) : NULL;
    s->run[i].time = time;
    s->run[i].id = id;
    size_t cells = s->nrun * s->ncol + 1;
    s->q = pm_xrealloc(s->q, cells, sizeof *s->q);
    s->lo = pm_xrealloc(s->lo, cells, sizeof *s->lo);
    s->hi = pm_xrealloc(s->hi, cells, sizeof *s->hi);
    for (size_t c = 0; c < s->ncol; c++)
        s->q[i * s->ncol + c] = s->lo[i * s->ncol + c] = s->hi[i * s->ncol + c] = NAN;
    return i;
}

void pm_series_add_current(pm_series *s, const pm_result *r, const char *commit, long long time)
{
    size_t i = pm_series_add(s, commit, time, 0);
    s->run[i].current = true;
    for (size_t gi = 0; gi < r->ngroups; gi++)
        for (size_t e = 0; e < r->groups[gi].nexp; e++) {
            const pm_stat *q = &r->groups[gi].exp[e].q;
            size_t c = i * s->ncol + pm_series_col(r, gi, e);
            s->q[c] = q->value;
            s->lo[c] = q->lo;
            s->hi[c] = q->hi;
        }
}

void pm_series_free(pm_series *s)
{
    if (s == NULL)
        return;
    for (size_t i = 0; i < s->nrun; i++)
        free(s->run[i].commit);
    free(s->run);
    free(s->q);
    free(s->lo);
    free(s->hi);
    free(s->branch);
    free(s->since);
    memset(s, 0, sizeof *s);
}
