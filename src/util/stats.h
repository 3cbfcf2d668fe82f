/* stats.h - the order statistics every stage shares: the median, the k-th smallest, and the
 * ascending order of doubles; and the spread of a configuration's repeats on the log scale.
 *
 * One definition, so a median of repeats, of time ratios and of a figure's
 * points is the same number for the same values.
 */
#ifndef PM_STATS_H
#define PM_STATS_H

#include <stddef.h>

/* Ascending order of two doubles for qsort (a and b point at doubles; NaN
 * compares equal to everything, so leave NaN out). */
int pm_cmp_double(const void *a, const void *b);

/* The median of v[0..n): the middle value, or the mean of the two middle ones
 * when n is even, exactly as sorting would give; NAN when n is 0. v must hold
 * no NaN. v is reordered (by selection, linear on average); a sorted v stays
 * sorted. */
double pm_median(double *v, size_t n);

/* The k-th smallest of v[0..n) (0-based; k < n, no NaN in v): v is reordered
 * (Hoare's selection, linear on average) so that v[0..k) <= v[k] <= v(k..n). */
double pm_kth(double *v, size_t n, size_t k);

/* The standard deviation of ln v over v[0..n) (n - 1 in the denominator): the noise of one
 * configuration's repeated times. NAN below 2 values or when a value is not > 0. */
double pm_log_sd(const double *v, size_t n);

#endif
