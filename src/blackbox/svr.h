/* svr.h - an epsilon-support vector regressor with an RBF kernel, trained by libsvm.
 *
 * K(u, v) = exp(-gamma |u - v|^2) on the design's columns (blackbox/features.h);
 * errors within epsilon of the target cost nothing, larger ones C per unit.
 * libsvm's solver is deterministic (no random numbers without probability
 * estimates) and keeps no state between calls, so regressors can be trained
 * side by side on several threads. Its progress messages are silenced once,
 * process-wide, before the first training.
 */
#ifndef PM_BB_SVR_H
#define PM_BB_SVR_H

#include "blackbox/features.h"

#include <stddef.h>

typedef struct pm_svr_params {
    double c;         /* cost of an error beyond epsilon */
    double gamma;     /* RBF kernel width: exp(-gamma |u - v|^2) */
    double epsilon;   /* half-width of the tube without cost, in standardised log time */
    double tolerance; /* the solver's stopping tolerance (libsvm's default is 1e-3) */
} pm_svr_params;

/* Train on the rows `train` (ntrain indices into m) of m and predict the
 * standardised log time of the rows `pred` (npred indices) into out. Never
 * fails (aborts on out of memory). */
void pm_svr_fit_predict(const pm_bb_design *m, const size_t *train, size_t ntrain,
                        const pm_svr_params *p, const size_t *pred, size_t npred, double *out);

#endif
