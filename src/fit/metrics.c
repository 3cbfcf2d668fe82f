/* metrics.c - prediction error metrics. */
#include "fit/metrics.h"

#include <math.h>

pm_metrics pm_metrics_compute(const double *t, const double *pred, size_t n)
{
    pm_metrics m = {n, NAN, NAN, NAN, NAN};
    if (n == 0)
        return m;
    double mean = 0.0;
    for (size_t k = 0; k < n; k++)
        mean += t[k];
    mean /= (double)n;
    double ape = 0.0, sse = 0.0, sst = 0.0;
    for (size_t k = 0; k < n; k++) {
        double e = pred[k] - t[k];
        ape += fabs(e) / t[k];
        sse += e * e;
        sst += (t[k] - mean) * (t[k] - mean);
    }
    m.mape = ape / (double)n;
    m.mse = sse / (double)n;
    m.rmse = sqrt(m.mse);
    m.r2 = sst > 0.0 ? 1.0 - sse / sst : 0.0;
    return m;
}
