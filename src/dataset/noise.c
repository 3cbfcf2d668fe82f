/* noise.c - the noise floor of a group from its repeated configurations (see noise.h). */
#include "dataset/noise.h"

#include "util/xalloc.h"

#include <math.h>
#include <stdlib.h>

/* Past this many repeats c_r is taken at this count: c_r - 1 shrinks as 1/r and is
 * below 1e-3 there, and the quadrature's cost grows with r. */
enum { S_RMAX_EXACT = 1000 };

static const double S_PI = 3.14159265358979323846;

/* P(Binomial(n, p) >= j), summed in log space. */
static double S_binom_tail(size_t n, double p, size_t j)
{
    if (j == 0)
        return 1.0;
    if (j > n || p <= 0.0)
        return 0.0;
    if (p >= 1.0)
        return 1.0;
    double lp = log(p), lq = log1p(-p), lnf = lgamma((double)n + 1.0), s = 0.0;
    for (size_t i = j; i <= n; i++)
        s += exp(lnf - lgamma((double)i + 1.0) - lgamma((double)(n - i) + 1.0) + (double)i * lp +
                 (double)(n - i) * lq);
    return s > 1.0 ? 1.0 : s;
}

double pm_noise_correction(size_t r)
{
    if (r < 2)
        return 1.0;
    if (r > S_RMAX_EXACT)
        r = S_RMAX_EXACT;
    /* For r standard normals with median M, sum_i |Z_i - M| = (sum of the k = r/2
     * largest) - (sum of the k smallest): every deviation's sign is fixed by its
     * rank. So E[mean_i |Z_i - M|] = (2/r) E[sum of the k largest], and
     * E[sum of the k largest] = r * integral x phi(x) P(Bin(r-1, Phi(x)) >= r-k) dx
     * (a draw x is among the k largest when at least r-k of the others lie below).
     * Simpson's rule on [-9, 9]. */
    size_t k = r / 2, steps = 3600;
    double a = -9.0, b = 9.0, h = (b - a) / (double)steps, sum = 0.0;
    for (size_t i = 0; i <= steps; i++) {
        double x = a + h * (double)i;
        double phi = exp(-0.5 * x * x) / sqrt(2.0 * S_PI);
        double Phi = 0.5 * erfc(-x / sqrt(2.0));
        double f = x * phi * S_binom_tail(r - 1, Phi, r - k);
        sum += f * (i == 0 || i == steps ? 1.0 : (i % 2 ? 4.0 : 2.0));
    }
    double mean_dev = 2.0 * sum * h / 3.0; /* (2/r) * r * integral */
    return sqrt(2.0 / S_PI) / mean_dev;
}

void pm_noise_estimate(const pm_group *g, pm_noise *out)
{
    out->floor = NAN;
    out->nconf = out->nmeas = 0;
    out->rmin = out->rmax = 0;
    for (size_t k = 0; k < g->n; k++)
        if (g->count[k] >= 2) {
            if (out->nconf == 0 || g->count[k] < out->rmin)
                out->rmin = g->count[k];
            if (g->count[k] > out->rmax)
                out->rmax = g->count[k];
            out->nconf++;
            out->nmeas += g->count[k];
        }
    if (out->nconf == 0)
        return;
    /* c_r once per repeat count present */
    size_t top = out->rmax > S_RMAX_EXACT ? S_RMAX_EXACT : out->rmax;
    double *c = pm_xmalloc_array(top + 1, sizeof *c);
    for (size_t r = 0; r <= top; r++)
        c[r] = NAN;
    double sum = 0.0;
    for (size_t k = 0; k < g->n; k++) {
        size_t r = g->count[k];
        if (r < 2)
            continue;
        size_t rc = r > top ? top : r;
        if (isnan(c[rc]))
            c[rc] = pm_noise_correction(rc);
        double dev = 0.0, m = g->t[k];
        for (size_t i = g->meas_off[k]; i < g->meas_off[k + 1]; i++)
            dev += fabs(m / g->meas[i] - 1.0);
        sum += c[rc] * dev;
    }
    free(c);
    out->floor = sum / (double)out->nmeas;
}

double pm_noise_mape_single(const pm_group *g, const double *pred, const unsigned char *use,
                            size_t *nmeas)
{
    double s = 0.0;
    size_t n = 0;
    for (size_t k = 0; k < g->n; k++) {
        if (use && !use[k])
            continue;
        for (size_t i = g->meas_off[k]; i < g->meas_off[k + 1]; i++) {
            s += fabs(pred[k] - g->meas[i]) / g->meas[i];
            n++;
        }
    }
    if (nmeas)
        *nmeas = n;
    return n ? s / (double)n : NAN;
}
