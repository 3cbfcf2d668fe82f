/* stats.c - the median, the ascending order of doubles, and the log spread of repeats. */
#include "util/stats.h"

#include <math.h>

int pm_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double pm_kth(double *v, size_t n, size_t k)
{
    size_t lo = 0, hi = n - 1;
    while (lo < hi) {
        double a = v[lo], b = v[lo + (hi - lo) / 2], c = v[hi];
        double pivot = a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
        size_t i = lo, j = hi;
        for (;;) { /* [lo, i) <= pivot, (j, hi] >= pivot */
            while (v[i] < pivot)
                i++;
            while (v[j] > pivot)
                j--;
            if (i >= j)
                break;
            double t = v[i];
            v[i] = v[j];
            v[j] = t;
            i++;
            j--;
        }
        /* now v[lo..j] <= pivot <= v[j+1..hi] (i >= j) */
        if (k <= j)
            hi = j;
        else
            lo = j + 1;
    }
    return v[k];
}

double pm_median(double *v, size_t n)
{
    if (n == 0)
        return NAN;
    double hi = pm_kth(v, n, n / 2);
    if (n % 2)
        return hi;
    double lo = v[0]; /* the largest of the lower half */
    for (size_t i = 1; i < n / 2; i++)
        if (v[i] > lo)
            lo = v[i];
    return 0.5 * (lo + hi);
}

double pm_log_sd(const double *v, size_t n)
{
    if (n < 2)
        return NAN;
    double m = 0, s = 0;
    for (size_t i = 0; i < n; i++) {
        if (!(v[i] > 0))
            return NAN;
        m += log(v[i]);
    }
    m /= (double)n;
    for (size_t i = 0; i < n; i++)
        s += (log(v[i]) - m) * (log(v[i]) - m);
    return sqrt(s / (double)(n - 1));
}
