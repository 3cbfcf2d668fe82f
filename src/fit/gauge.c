/* gauge.c - one representative of the level terms where the design splits (fit/gauge.h). */
#include "fit/gauge.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The parts: nodes are the level slots [0, nlev) and each categorical parameter's reference
 * level (nlev + c); a configuration joins the levels it has. */
typedef struct S_parts {
    size_t nnode;
    size_t *up;         /* union-find parents */
    unsigned char *ref; /* per root: its part holds a reference level */
} S_parts;

static size_t S_find(size_t *up, size_t a)
{
    while (up[a] != a) {
        up[a] = up[up[a]];
        a = up[a];
    }
    return a;
}

static void S_parts_build(const pm_model_data *m, S_parts *p)
{
    p->nnode = m->nlev + m->ncat;
    p->up = pm_xmalloc_array(p->nnode + 1, sizeof *p->up);
    p->ref = pm_xcalloc(p->nnode + 1, 1);
    for (size_t i = 0; i < p->nnode; i++)
        p->up[i] = i;
    for (size_t k = 0; k < m->n; k++) {
        size_t first = SIZE_MAX;
        for (size_t c = 0; c < m->ncat; c++) {
            if (m->cat_param[c] == PM_MODEL_BASE) /* every row has it: it joins nothing */
                continue;
            uint32_t s = m->slot[k * m->ncat + c];
            size_t node = s == UINT32_MAX ? m->nlev + c : (size_t)s;
            size_t r = S_find(p->up, node);
            if (first == SIZE_MAX)
                first = r;
            else if (r != first)
                p->up[r] = first;
        }
    }
    for (size_t c = 0; c < m->ncat; c++)
        if (m->cat_param[c] != PM_MODEL_BASE)
            p->ref[S_find(p->up, m->nlev + c)] = 1;
}

static void S_parts_free(S_parts *p)
{
    free(p->up);
    free(p->ref);
}

/* 1 when slot l is a level of a categorical parameter in a part with no reference level
 * whose root is r (r SIZE_MAX: any such part). */
static int S_free_slot(const pm_model_data *m, S_parts *p, size_t l, size_t r)
{
    if (m->lev_param[l] == PM_MODEL_BASE)
        return 0;
    size_t root = S_find(p->up, l);
    return !p->ref[root] && (r == SIZE_MAX || root == r);
}

/* The categorical parameters of m (its base slot's entry not counted). */
static size_t S_ncategorical(const pm_model_data *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->ncat; c++)
        n += m->cat_param[c] != PM_MODEL_BASE;
    return n;
}

size_t pm_gauge_parts(const pm_model_data *m, size_t *part)
{
    if (part)
        memset(part, 0, m->nlev * sizeof *part);
    if (S_ncategorical(m) < 2) /* each level its own part, with nothing to trade against */
        return 0;
    S_parts p;
    S_parts_build(m, &p);
    size_t n = 0;
    for (size_t l = 0; l < m->nlev; l++)
        if (S_free_slot(m, &p, l, SIZE_MAX) && S_find(p.up, l) == l) {
            n++;
            for (size_t l2 = 0; part && l2 < m->nlev; l2++)
                if (S_free_slot(m, &p, l2, l))
                    part[l2] = n;
        }
    S_parts_free(&p);
    return n;
}

/* Settle the part whose root is r: each categorical parameter after the first present there
 * gives its smallest difference to the first's levels. */
static void S_settle_part(const pm_model_data *m, const pm_cost_config *cfg, S_parts *p, size_t r,
                          double *xl)
{
    size_t first = SIZE_MAX; /* the dataset parameter that takes up the others' shifts */
    for (size_t l = 0; l < m->nlev && first == SIZE_MAX; l++)
        if (S_free_slot(m, p, l, r))
            first = m->lev_param[l];
    for (size_t c = 0; c < m->ncat; c++) {
        size_t j = m->cat_param[c];
        if (j == PM_MODEL_BASE || j == first)
            continue;
        double low = INFINITY, room = INFINITY;
        for (size_t l = 0; l < m->nlev; l++) {
            if (!S_free_slot(m, p, l, r))
                continue;
            if (m->lev_param[l] == j && xl[l] < low)
                low = xl[l];
            if (m->lev_param[l] == first && cfg->coef_max - xl[l] < room)
                room = cfg->coef_max - xl[l];
        }
        double shift = low < room ? low : room;
        if (!(shift > 0.0) || shift == INFINITY)
            continue;
        for (size_t l = 0; l < m->nlev; l++)
            if (S_free_slot(m, p, l, r))
                xl[l] += m->lev_param[l] == j ? -shift : m->lev_param[l] == first ? shift : 0.0;
    }
}

void pm_gauge_settle(const pm_model_data *m, const pm_cost_config *cfg, double *x)
{
    if ((cfg->reg != PM_REG_NONE && cfg->lambda > 0.0) || S_ncategorical(m) < 2 || m->n == 0)
        return; /* a penalty picks its own point; one categorical (and the base) has no line */
    S_parts p;
    S_parts_build(m, &p);
    for (size_t l = 0; l < m->nlev; l++)
        if (S_free_slot(m, &p, l, SIZE_MAX) && S_find(p.up, l) == l)
            S_settle_part(m, cfg, &p, l, x + m->nnum);
    S_parts_free(&p);
}
