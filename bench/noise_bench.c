/* noise_bench.c - how close the noise floor estimate comes to the truth on simulated noise.
 *
 *   build/noise_bench [--configs K] [--seed S]
 *
 * For several shapes of noise on ln t (lognormal, log-Laplace, log-t, one-sided
 * slowdowns, a mixture with slowed-down outliers) and r = 2, 3, 5 repeats per
 * configuration, it draws K configurations, and prints each estimator's value
 * over the true floor (the mean of |m / t - 1| over single measurements t of a
 * configuration whose true median is m, from 2,000,000 draws):
 *   raw   the mean |M / t_i - 1| about the configuration's own median M;
 *   c_r   the same times pm_noise_correction(r): what pmreport reports
 *         (pm_noise_estimate);
 *   loo   the leave-one-out median: |M_-i / t_i - 1|, M_-i the median of the
 *         other r - 1 measurements.
 * 1.000 is right; docs/fit.md ("Noise floor") quotes its output.
 */
#include "dataset/noise.h"
#include "util/rng.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double (*S_draw)(pm_rng *r, double s);

static double S_normal(pm_rng *r, double s)
{
    return s * pm_rng_normal(r);
}

static double S_laplace(pm_rng *r, double s)
{
    double u = pm_rng_uniform(r) - 0.5;
    return -s * (u < 0 ? -1.0 : 1.0) * log(1.0 - 2.0 * fabs(u));
}

static double S_t5(pm_rng *r, double s)
{
    double chi = 0;
    for (int i = 0; i < 5; i++) {
        double z = pm_rng_normal(r);
        chi += z * z;
    }
    return s * pm_rng_normal(r) / sqrt(chi / 5.0);
}

static double S_exp(pm_rng *r, double mean)
{
    return -mean * log(1.0 - pm_rng_uniform(r));
}

/* 90% N(0, 0.03), 10% slowed down by Exp(mean s) */
static double S_mix10(pm_rng *r, double s)
{
    double e = 0.03 * pm_rng_normal(r);
    return pm_rng_uniform(r) < 0.10 ? e + S_exp(r, s) : e;
}

/* 75% N(0, 0.05), 25% slowed down by Exp(mean s) */
static double S_mix25(pm_rng *r, double s)
{
    double e = 0.05 * pm_rng_normal(r);
    return pm_rng_uniform(r) < 0.25 ? e + S_exp(r, s) : e;
}

static int S_cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double S_median(double *v, size_t n)
{
    qsort(v, n, sizeof *v, S_cmpd);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int main(int argc, char **argv)
{
    size_t K = 20000;
    unsigned long long seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--configs") == 0)
            K = strtoull(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[i + 1], NULL, 10);
    }
    static const struct {
        const char *name;
        S_draw draw;
        double s;
    } shapes[] = {
        {"lognormal 0.05", S_normal, 0.05},
        {"lognormal 0.3", S_normal, 0.3},
        {"log-Laplace 0.05", S_laplace, 0.05},
        {"log-Laplace 0.2", S_laplace, 0.2},
        {"log-t5 0.05", S_t5, 0.05},
        {"slowdowns Exp 0.05", S_exp, 0.05},
        {"slowdowns Exp 0.2", S_exp, 0.2},
        {"10% outliers Exp 0.7", S_mix10, 0.7},
        {"25% outliers Exp 0.5", S_mix25, 0.5},
    };
    static const size_t reps[] = {2, 3, 5};
    size_t big = 2000000;
    double *e = pm_xmalloc_array(big, sizeof *e);
    printf("noise floor estimators over the true floor, %zu configurations per cell, seed %llu\n",
           K, seed);
    printf("%-22s %8s   %-23s %-23s %-23s\n", "noise on ln t", "floor", "r=2 raw c_r loo",
           "r=3 raw c_r loo", "r=5 raw c_r loo");
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
        pm_rng rng;
        pm_rng_seed(&rng, pm_rng_mix(seed, si));
        /* the truth: the distribution's median and the perfect model's MAPE */
        for (size_t i = 0; i < big; i++)
            e[i] = shapes[si].draw(&rng, shapes[si].s);
        double med = S_median(e, big), floor = 0;
        for (size_t i = 0; i < big; i++)
            floor += fabs(exp(-(e[i] - med)) - 1.0);
        floor /= (double)big;
        printf("%-22s %8.4f  ", shapes[si].name, floor);
        for (size_t ri = 0; ri < sizeof reps / sizeof *reps; ri++) {
            size_t r = reps[ri];
            pm_group g;
            memset(&g, 0, sizeof g);
            g.n = K;
            g.nmeas = K * r;
            g.t = pm_xmalloc_array(K, sizeof *g.t);
            g.count = pm_xmalloc_array(K, sizeof *g.count);
            g.meas = pm_xmalloc_array(pm_st_mult(K, r), sizeof *g.meas);
            g.meas_off = pm_xmalloc_array(K + 1, sizeof *g.meas_off);
            double loo = 0, other[8];
            for (size_t k = 0; k < K; k++) {
                double *v = g.meas + k * r, m = 1.0 + 9.0 * pm_rng_uniform(&rng);
                for (size_t i = 0; i < r; i++)
                    v[i] = m * exp(shapes[si].draw(&rng, shapes[si].s) - med);
                for (size_t i = 0; i < r; i++) {
                    size_t no = 0;
                    for (size_t j = 0; j < r; j++)
                        if (j != i)
                            other[no++] = v[j];
                    loo += fabs(S_median(other, no) / v[i] - 1.0);
                }
                g.t[k] = S_median(v, r); /* sorts v, as the dataset keeps them */
                g.count[k] = (uint32_t)r;
                g.meas_off[k] = k * r;
            }
            g.meas_off[K] = K * r;
            pm_noise n;
            pm_noise_estimate(&g, &n);
            double c = n.floor / floor;
            printf(" %6.3f %6.3f %6.3f   ", c / pm_noise_correction(r), c,
                   loo / (double)(K * r) / floor);
            free(g.t);
            free(g.count);
            free(g.meas);
            free(g.meas_off);
        }
        printf("\n");
    }
    free(e);
    return 0;
}
