/* metrics.h - how well predictions match measurements: MAPE, MSE, RMSE, R^2 (the paper's Table IV).
 */
#ifndef PM_METRICS_H
#define PM_METRICS_H

#include <stddef.h>

typedef struct pm_metrics {
    size_t n;    /* configurations scored */
    double mape; /* mean |pred - t| / t, a fraction */
    double mse;  /* mean (pred - t)^2, in the data unit squared */
    double rmse; /* sqrt(mse), in the data unit */
    double r2;   /* 1 - SS_res / SS_tot (0 when t is constant; NAN when n == 0) */
} pm_metrics;

/* Score n predictions against n measurements (both in the data unit). */
pm_metrics pm_metrics_compute(const double *t, const double *pred, size_t n);

#endif
