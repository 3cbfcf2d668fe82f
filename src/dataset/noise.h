/* noise.h - the measurement noise of a group, from its configurations measured more than once.
 *
 * The noise floor is the MAPE a perfect model would reach on single
 * measurements: the mean of |m / t - 1| over measurements t of a
 * configuration whose true (median) time is m. pmreport scores a model with
 * MAPE = mean |predicted - t| / t, so the floor is in the same orientation.
 *
 * Estimate. For every configuration with r >= 2 measurements, the mean
 * absolute relative deviation of its measurements from their own median,
 * mean_i |M / t_i - 1|, multiplied by a factor c_r (pm_noise_correction):
 * the sample median M sits closer to its own measurements than the true
 * median does (with 3 repeats one of them *is* M), so the raw deviation
 * underestimates the floor, by the factor 1 / c_r for normal noise on
 * ln t (c_2 = c_3 = sqrt 2 = 1.414, c_5 = 1.203, c_r -> 1 as r grows). The
 * group's floor is the mean over every measurement of those configurations.
 * bench/noise_bench.c measures the estimate against the true floor on
 * simulated noise of several shapes (docs/fit.md, "Noise floor"). With 3 or 5
 * repeats it is within 0-6% for lognormal, log-Laplace, log-t and one-sided
 * (slowdown-only) noise, and 13-28% high when 10-25% of the measurements are
 * outliers slowed down by something else (3 measurements cannot tell the
 * bulk's spread from the outliers'). The leave-one-out median, the other
 * candidate, is 14-52% high on the regular shapes and 1.3-6x with outliers.
 * With 2 repeats an outlier cannot be told from the other measurement at all
 * (2-3x high with outliers): repeat 3 times or more.
 *
 * What it is comparable to: the error of a model on *single* measurements
 * (pm_noise_mape_single). A configuration's median of r repeats is less
 * noisy than one measurement, so the test MAPE on medians of a campaign that
 * repeats every configuration sits below this floor even for a perfect model.
 */
#ifndef PM_NOISE_H
#define PM_NOISE_H

#include "dataset/dataset.h"

#include <stddef.h>
#include <stdint.h>

typedef struct pm_noise {
    double floor;  /* estimated MAPE of a perfect model on single measurements (a
                      fraction); NAN when no configuration was measured twice */
    size_t nconf;  /* configurations measured more than once */
    size_t nmeas;  /* their measurements */
    uint32_t rmin; /* fewest measurements of one of them (0 when nconf is 0) */
    uint32_t rmax; /* most measurements of one of them */
} pm_noise;

/* The noise of group g from every configuration (training and test) it measured
 * more than once. Never fails; out->floor is NAN when there are none. */
void pm_noise_estimate(const pm_group *g, pm_noise *out);

/* c_r: the factor that makes the mean absolute deviation of r measurements from
 * their own median an unbiased estimate of E|e| for normal noise e (r >= 2;
 * 1 for r < 2). Computed by quadrature, exact to about 1e-9. */
double pm_noise_correction(size_t r);

/* The MAPE of per-configuration predictions pred (n doubles, data unit) against
 * every single measurement of the configurations with use[k] == 1 (all when use
 * is NULL): mean over those measurements of |pred_k - t| / t. *nmeas receives
 * their number (may be NULL). NAN when there are none. */
double pm_noise_mape_single(const pm_group *g, const double *pred, const unsigned char *use,
                            size_t *nmeas);

#endif
