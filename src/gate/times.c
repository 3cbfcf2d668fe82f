/* times.c - groups the model does not fit, gated on their times. */
#include "gate/times.h"

#include "util/format.h"
#include "util/stats.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pi / 2: the median of n normal draws has about (pi / 2) / n times their variance */
#define S_HALF_PI 1.5707963267948966

double pm_gate_max_slowdown(const pm_gate_opts *o)
{
    return o && o->max_slowdown > 0 ? o->max_slowdown : PM_GATE_DEFAULT_SLOWDOWN;
}

/* One side's configurations of a group: values (r's parameters), medians, counts, noise. */
typedef struct S_side {
    const pm_result *r;
    size_t n;
    const double *values; /* n x r->nparams, or NULL: read through pm_result_config */
    const double *median;
    const uint32_t *count;
    const double *lsd;     /* NULL when unknown */
    const pm_res_group *g; /* a group the model fitted (values through pm_result_config) */
} S_side;

/* The group called name on side r: a times group, else a fitted one. 0 when r has none. */
static int S_find(const pm_result *r, const char *name, S_side *s)
{
    memset(s, 0, sizeof *s);
    s->r = r;
    for (size_t i = 0; i < r->ntimes; i++)
        if (strcmp(r->times[i].name, name) == 0) {
            const pm_res_times *t = &r->times[i];
            s->n = t->configs.n;
            s->values = t->configs.values;
            s->median = t->configs.median;
            s->count = t->configs.count;
            s->lsd = t->configs.lsd;
            return 1;
        }
    s->g = pm_result_group(r, name);
    if (s->g) {
        s->n = pm_result_nconfigs(s->g);
        return 1;
    }
    return 0;
}

/* Configuration k of side s: its values in the candidate's parameters (map: candidate
 * parameter j -> this side's, (size_t)-1 when it has none; levels by name), median, count and
 * log spread (NAN when unknown). */
static void S_config(const S_side *s, const pm_result *rc, const size_t *map, size_t k, double *v,
                     double *median, uint32_t *count, double *lsd)
{
    size_t np = s->r->nparams;
    double *own = pm_xmalloc_array(np + 1, sizeof *own);
    if (s->values) {
        memcpy(own, s->values + k * np, np * sizeof *own);
        *median = s->median[k];
        *count = s->count[k];
        *lsd = s->lsd ? s->lsd[k] : NAN;
    } else {
        pm_result_config(s->r, s->g, k, own, median, count);
        *lsd = NAN;
    }
    for (size_t j = 0; j < rc->nparams; j++) {
        size_t m = map[j];
        double x = m == (size_t)-1 ? NAN : own[m];
        if (!isnan(x) && rc->params[j].role == PM_ROLE_CATEGORICAL) {
            const pm_res_param *p = &s->r->params[m];
            size_t l = x >= 0 && (size_t)x < p->nlevels
                           ? pm_result_level(rc, j, p->levels[(size_t)x])
                           : (size_t)-1;
            x = l == (size_t)-1 ? -1.0 : (double)l;
        }
        v[j] = x;
    }
    free(own);
}

/* Equal values, NAN equal to NAN (a parameter neither configuration has). */
static int S_same(const double *a, const double *b, size_t n)
{
    for (size_t j = 0; j < n; j++)
        if (!(a[j] == b[j] || (isnan(a[j]) && isnan(b[j]))))
            return 0;
    return 1;
}

/* The matched configurations of one group: mean log ratio *d and its standard error from the
 * repeats *se_rep (NAN when a configuration's noise is unknown); returns the pairs. */
static size_t S_pairs(const S_side *b, const S_side *c, const pm_result *rc, double *d,
                      double *se_rep)
{
    size_t np = rc->nparams;
    size_t *mb = pm_xmalloc_array(np + 1, sizeof *mb), *mc = pm_xmalloc_array(np + 1, sizeof *mc);
    for (size_t j = 0; j < np; j++) {
        mb[j] = pm_result_param(b->r, rc->params[j].name);
        mc[j] = j;
    }
    double *vb = pm_xmalloc_array(pm_st_add(pm_st_mult(b->n, np), 1), sizeof *vb);
    double *tb = pm_xmalloc_array(b->n + 1, sizeof *tb),
           *sb = pm_xmalloc_array(b->n + 1, sizeof *sb);
    uint32_t *nb = pm_xmalloc_array(b->n + 1, sizeof *nb);
    for (size_t k = 0; k < b->n; k++)
        S_config(b, rc, mb, k, vb + k * np, &tb[k], &nb[k], &sb[k]);
    double *vc = pm_xmalloc_array(np + 1, sizeof *vc);
    unsigned char *used = pm_xcalloc(b->n + 1, 1);
    size_t m = 0;
    double sum = 0, var = 0;
    int known = 1;
    for (size_t k = 0; k < c->n; k++) {
        double tc, sc;
        uint32_t nc;
        S_config(c, rc, mc, k, vc, &tc, &nc, &sc);
        for (size_t i = 0; i < b->n; i++) {
            if (used[i] || !S_same(vb + i * np, vc, np) || !(tb[i] > 0) || !(tc > 0))
                continue;
            used[i] = 1;
            sum += log(tc / tb[i]);
            /* the variance of the median of n draws of log spread s: about (pi/2) s^2 / n */
            if (isfinite(sc) && isfinite(sb[i]) && nc > 0 && nb[i] > 0)
                var += S_HALF_PI * (sc * sc / nc + sb[i] * sb[i] / nb[i]);
            else
                known = 0;
            m++;
            break;
        }
    }
    *d = m ? sum / (double)m : NAN;
    *se_rep = m && known ? sqrt(var) / (double)m : NAN;
    free(mb);
    free(mc);
    free(vb);
    free(tb);
    free(sb);
    free(nb);
    free(vc);
    free(used);
    return m;
}

/* What the phases of the times' gate share. */
typedef struct S_tgate {
    const pm_result *rb, *rc; /* the baseline and this run */
    pm_gate *out;             /* the gate: out->times being filled */
    double lim;               /* the allowed slowdown */
    double speed;             /* the machine-speed factor the ratios are divided by */
    double *d, *serep;        /* per candidate times group: mean log ratio, its error from
                                 the repeats (NAN where not compared) */
} S_tgate;

/* A new entry of out->times for group name, its numbers unknown yet. */
static pm_gate_time *S_add_time(S_tgate *x, const char *name)
{
    pm_gate_time *t = &x->out->times[x->out->ntimes++];
    t->group = pm_xstrdup(name);
    t->max_slowdown = x->lim;
    t->speed = x->speed;
    t->raw_ratio = t->ratio = t->se = t->mds = NAN;
    return t;
}

/* Match each of the candidate's groups compared by their times with the baseline's group of
 * its name (x->d, x->serep), or say why it cannot be compared. Returns the groups compared. */
static size_t S_match_groups(S_tgate *x)
{
    const pm_result *rb = x->rb, *rc = x->rc;
    size_t ncompared = 0;
    for (size_t i = 0; i < rc->ntimes; i++) {
        pm_gate_time *t = S_add_time(x, rc->times[i].name);
        S_side b, c;
        S_find(rc, t->group, &c);
        x->d[i] = x->serep[i] = NAN;
        if (!S_find(rb, t->group, &b)) {
            t->verdict = PM_GATE_INCONCLUSIVE;
            t->reason = pm_xprintf("the baseline has no group '%.200s'", t->group);
            continue;
        }
        t->npairs = S_pairs(&b, &c, rc, &x->d[i], &x->serep[i]);
        if (t->npairs == 0) {
            t->verdict = PM_GATE_INCONCLUSIVE;
            t->reason = pm_xprintf("no configuration was measured in both runs (the baseline has "
                                   "%zu, this run %zu)",
                                   b.n, c.n);
            continue;
        }
        ncompared++;
    }
    return ncompared;
}

/* The suite's spread: between runs, a benchmark moves about as much as the others do (1.4826
 * x the median absolute deviation of the groups' mean log ratios d[0..n)); NAN under 3. */
static double S_suite_spread(const double *d, size_t n)
{
    double *fin = pm_xmalloc_array(n + 1, sizeof *fin);
    size_t nfin = 0;
    for (size_t i = 0; i < n; i++)
        if (isfinite(d[i]))
            fin[nfin++] = d[i];
    double spread = NAN;
    if (nfin >= 3) {
        double med = pm_median(fin, nfin);
        for (size_t i = 0; i < nfin; i++)
            fin[i] = fabs(fin[i] - med);
        spread = 1.4826 * pm_median(fin, nfin);
    }
    free(fin);
    return spread;
}

/* The verdict of compared group i (t), at critical value z, with the suite's spread. */
static void S_judge_time(const S_tgate *x, size_t i, pm_gate_time *t, double z, double spread)
{
    t->raw_ratio = exp(x->d[i]);
    t->ratio = t->raw_ratio / x->speed;
    t->se = x->serep[i];
    t->noise_from = isfinite(x->serep[i]) ? 1 : 0;
    if (isfinite(spread) && !(t->se >= spread)) {
        t->se = spread;
        t->noise_from = 2;
    }
    char r[32], s[32], lo[32], sl[32], sp[32];
    pm_fmt_g(sl, sizeof sl, x->lim, 3);
    pm_fmt_g(sp, sizeof sp, x->speed, 3);
    pm_fmt_g(r, sizeof r, t->ratio, 3);
    if (!isfinite(t->se)) {
        t->verdict = PM_GATE_INCONCLUSIVE;
        t->reason = pm_xprintf("times %sx the baseline's on %zu matched configuration%s, but the "
                               "noise is unknown (no repeated measurements, and fewer than 3 "
                               "benchmarks to compare with)",
                               r, t->npairs, pm_fmt_s(t->npairs));
        return;
    }
    t->mds = x->lim * exp((z + PM_GATE_Z95) * t->se);
    /* how far past the threshold the noise alone could take the ratio */
    pm_fmt_g(s, sizeof s, x->lim * exp(z * t->se), 3);
    pm_fmt_g(lo, sizeof lo, t->mds, 3);
    const char *basis = t->noise_from == 1 ? "the repeats" : "the suite's spread";
    char machine[160] = "";
    if (x->speed != 1.0) {
        char raw[32];
        pm_fmt_g(raw, sizeof raw, t->raw_ratio, 3);
        snprintf(machine, sizeof machine, " (%sx before the machine-speed factor %s)", raw, sp);
    }
    /* the bar: the threshold, and what the noise alone could add to it */
    char bar[160];
    if (strcmp(s, sl) == 0)
        snprintf(bar, sizeof bar, "%sx (the noise, from %s, adds nothing measurable)", sl, basis);
    else
        snprintf(bar, sizeof bar, "%sx (%sx and what the noise alone could add, from %s)", s, sl,
                 basis);
    if (log(t->ratio) - log(x->lim) > z * t->se) {
        t->verdict = PM_GATE_REGRESSION;
        t->reason = pm_xprintf("times %sx the baseline's%s on %zu matched configuration%s: past %s",
                               r, machine, t->npairs, pm_fmt_s(t->npairs), bar);
    } else {
        t->verdict = PM_GATE_PASS;
        t->reason = pm_xprintf("times %sx the baseline's%s on %zu matched configuration%s: within "
                               "%s; a slowdown from %sx would be caught",
                               r, machine, t->npairs, pm_fmt_s(t->npairs), bar, lo);
    }
}

void pm_gate_times(const pm_result *rb, const pm_result *rc, const pm_gate_opts *o, pm_gate *out)
{
    /* the candidate's groups compared by their times, then the baseline's others */
    size_t cap = rc->ntimes + rb->ntimes + 1;
    out->times = pm_xcalloc(cap, sizeof *out->times);
    S_tgate x = {rb, rc, out, pm_gate_max_slowdown(o), 1.0, NULL, NULL};
    if (out->ngroups_compared > 0 && isfinite(out->time_ratio) && out->time_ratio > 0)
        x.speed = out->time_ratio;
    x.d = pm_xmalloc_array(cap, sizeof *x.d);
    x.serep = pm_xmalloc_array(cap, sizeof *x.serep);
    size_t ncompared = S_match_groups(&x);
    double spread = S_suite_spread(x.d, rc->ntimes);
    double z = pm_gate_z(ncompared);
    for (size_t i = 0; i < rc->ntimes; i++) {
        pm_gate_time *t = &out->times[i];
        t->z = z;
        if (t->reason == NULL)
            S_judge_time(&x, i, t, z, spread);
    }
    /* the baseline's groups compared by their times that this run lacks */
    for (size_t i = 0; i < rb->ntimes; i++) {
        S_side c;
        if (S_find(rc, rb->times[i].name, &c))
            continue;
        pm_gate_time *t = S_add_time(&x, rb->times[i].name);
        t->z = z;
        t->verdict = PM_GATE_INCONCLUSIVE;
        t->reason = pm_xprintf("this run has no group '%.200s'", t->group);
    }
    free(x.d);
    free(x.serep);
}
