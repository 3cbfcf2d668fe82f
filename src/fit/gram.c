/* gram.c - the candidates' normal equations from tables of sums per value (see gram.h). */
#include "fit/gram.h"

#include "util/xalloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The tables may hold at most this many doubles (2 MiB). */
#define S_MAX_TABLE ((size_t)1 << 18)

struct pm_gram {
    size_t ne;       /* combinations of multiplicative values present */
    size_t nmul;     /* multiplicative powers (m->next) */
    uint32_t *evidx; /* ne x nmul: each combination's value indices */
    size_t ntok;     /* tokens: every numeric parameter's values, then the level slots */
    size_t ntri;     /* ntok (ntok + 1) / 2 */
    size_t width;    /* per combination: ntri pair sums, ntok sums of 1/t^2, ntok of 1/t */
    double *tab;     /* ne x width */
    size_t *tvar;    /* ntok: the row of G each token belongs to */
    size_t *tpar;    /* ntok: numeric parameter of a value token, SIZE_MAX for a level */
    uint32_t *tval;  /* ntok: its value index */
    double sw, swy;  /* sum of 1/t^2 and of 1/t over every configuration */
    double *acc;     /* scratch, width: the tables summed over e */
    double *z;       /* scratch, ntok: each token's power */
};

pm_gram *pm_gram_new(const pm_model_data *m)
{
    size_t n = m->n, nn = m->nnum, npow = m->nnum + m->next, ncat = m->ncat;
    if (n == 0)
        return NULL;
    /* the multiplicative combinations as a mixed-radix key; too many possible: no tables */
    size_t radix = 1;
    for (size_t j = nn; j < npow; j++) {
        size_t v = m->nval[j] ? m->nval[j] : 1;
        if (radix > S_MAX_TABLE / v)
            return NULL;
        radix *= v;
    }
    size_t ntok = m->nlev;
    for (size_t i = 0; i < nn; i++)
        ntok += m->nval[i];
    size_t ntri = ntok * (ntok + 1) / 2, width = ntri + 2 * ntok;
    /* a candidate's cost over the configurations (as varpro.c sums them) against the
       tables' (their sum over the combinations, then the quadratic form) */
    double rows = (double)n * (double)(nn * (nn + 1) / 2 + 2 * nn + ncat * (nn + ncat) + 4);
    uint32_t *id = pm_xmalloc(radix * sizeof *id);
    memset(id, 0xff, radix * sizeof *id);
    size_t ne = 0;
    uint32_t *ek = pm_xcalloc(n, sizeof *ek);
    for (size_t k = 0; k < n; k++) {
        const uint32_t *vi = m->vidx + k * npow;
        size_t key = 0;
        for (size_t j = nn; j < npow; j++)
            key = key * (m->nval[j] ? m->nval[j] : 1) + vi[j];
        if (id[key] == UINT32_MAX)
            id[key] = (uint32_t)ne++;
        ek[k] = id[key];
    }
    free(id);
    double tables = (double)ne * (double)width + (double)ntri;
    if (tables >= rows || ne > S_MAX_TABLE / width) {
        free(ek);
        return NULL;
    }
    pm_gram *g = pm_xcalloc(1, sizeof *g);
    g->ne = ne;
    g->nmul = m->next;
    g->ntok = ntok;
    g->ntri = ntri;
    g->width = width;
    g->evidx = pm_xcalloc(ne * m->next + 1, sizeof *g->evidx);
    g->tab = pm_xcalloc(ne * width, sizeof *g->tab);
    g->tvar = pm_xcalloc(ntok, sizeof *g->tvar);
    g->tpar = pm_xcalloc(ntok, sizeof *g->tpar);
    g->tval = pm_xcalloc(ntok, sizeof *g->tval);
    g->acc = pm_xcalloc(width, sizeof *g->acc);
    g->z = pm_xcalloc(ntok, sizeof *g->z);
    /* tokens in the order of G's rows: numeric values by parameter, then level slots */
    size_t *first = pm_xcalloc(nn + 1, sizeof *first), t = 0;
    for (size_t i = 0; i < nn; i++) {
        first[i] = t;
        for (size_t v = 0; v < m->nval[i]; v++, t++) {
            g->tvar[t] = i;
            g->tpar[t] = i;
            g->tval[t] = (uint32_t)v;
        }
    }
    size_t lev0 = t;
    for (size_t l = 0; l < m->nlev; l++, t++) {
        g->tvar[t] = nn + l;
        g->tpar[t] = SIZE_MAX;
    }
    size_t *tok = pm_xcalloc(nn + ncat + 1, sizeof *tok);
    for (size_t k = 0; k < n; k++) {
        const uint32_t *vi = m->vidx + k * npow;
        const uint32_t *sl = m->slot + k * ncat;
        double w = 1.0 / (m->t[k] * m->t[k]), wy = 1.0 / m->t[k];
        double *row = g->tab + (size_t)ek[k] * width;
        for (size_t j = nn; j < npow; j++)
            g->evidx[(size_t)ek[k] * m->next + (j - nn)] = vi[j];
        size_t nt = 0;
        for (size_t i = 0; i < nn; i++)
            tok[nt++] = first[i] + vi[i];
        for (size_t c = 0; c < ncat; c++)
            if (sl[c] != UINT32_MAX)
                tok[nt++] = lev0 + sl[c];
        /* tokens ascend within a row except between level slots: order each pair */
        for (size_t a = 0; a < nt; a++) {
            for (size_t b = 0; b <= a; b++) {
                size_t hi = tok[a] > tok[b] ? tok[a] : tok[b], lo = tok[a] + tok[b] - hi;
                row[hi * (hi + 1) / 2 + lo] += w;
            }
            row[ntri + tok[a]] += w;
            row[ntri + ntok + tok[a]] += wy;
        }
        g->sw += w;
        g->swy += wy;
    }
    free(tok);
    free(first);
    free(ek);
    return g;
}

void pm_gram_free(pm_gram *g)
{
    if (g == NULL)
        return;
    free(g->evidx);
    free(g->tab);
    free(g->tvar);
    free(g->tpar);
    free(g->tval);
    free(g->acc);
    free(g->z);
    free(g);
}

void pm_gram_normal(pm_gram *g, const pm_model_data *m, double *const *pw, double *G, double *h)
{
    size_t nn = m->nnum, nb = pm_model_nlin(m) + 1, nl = nb - 1;
    size_t ne = g->ne, width = g->width, ntri = g->ntri, ntok = g->ntok;
    double *acc = g->acc, *z = g->z;
    /* the tables summed over the combinations: pairs weighed by F^2, the rest by F */
    memset(acc, 0, width * sizeof *acc);
    for (size_t e = 0; e < ne; e++) {
        const uint32_t *vi = g->evidx + e * g->nmul;
        double f = 1.0;
        for (size_t j = 0; j < g->nmul; j++)
            f *= pw[nn + j][vi[j]];
        const double *row = g->tab + e * width;
        double f2 = f * f;
        for (size_t i = 0; i < ntri; i++)
            acc[i] += f2 * row[i];
        for (size_t i = ntri; i < width; i++)
            acc[i] += f * row[i];
    }
    for (size_t t = 0; t < ntok; t++)
        z[t] = g->tpar[t] == SIZE_MAX ? 1.0 : pw[g->tpar[t]][g->tval[t]];
    for (size_t a = 0; a < nb; a++) {
        memset(G + a * nb, 0, (a + 1) * sizeof *G);
        h[a] = 0.0;
    }
    /* the quadratic form over the tokens (the lower triangle, as tokens follow G's rows) */
    for (size_t a = 0; a < ntok; a++) {
        const double *pa = acc + a * (a + 1) / 2;
        double *row = G + g->tvar[a] * nb;
        for (size_t b = 0; b <= a; b++)
            row[g->tvar[b]] += z[a] * z[b] * pa[b];
        G[nl * nb + g->tvar[a]] += z[a] * acc[ntri + a];
        h[g->tvar[a]] += z[a] * acc[ntri + ntok + a];
    }
    G[nl * nb + nl] = g->sw;
    h[nl] = g->swy;
}
