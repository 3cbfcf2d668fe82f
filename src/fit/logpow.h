/* logpow.h - the log form's log powers: which factors E enter as E^q (log2 E)^j, and with which j.
 *
 * Extra-P's performance model normal form has terms n^i log2(n)^j; its own example
 * t = 2 + 0.884 s log2(p), and any sort (n log n), are exact there and only approximated by a
 * power law. The log form (fit/form.h, PM_LAYOUT_LOG) is the paper's form with each factor's
 * power E^q multiplied by (log2 E)^j, j in 0..2 chosen per factor and group before the fit,
 * like a regime (fit/regime.h, which calls pm_logpow_choose for a form with PM_LAYOUT_LOG):
 *
 * - a factor can take j > 0 when the group has 3 or more of its values, all above 1 (log2 1
 *   is 0, and a log of a value below 1 is negative);
 * - every combination of j over those factors (3^k, at most PM_LOGPOW_FULL factors; past that
 *   one factor at a time, each taking the j that lowers the cost most given the others) is
 *   fitted once on the configurations chosen, and the lowest cost kept: every j 0 (the
 *   unbroken form) from scratch (a confirmed fit, fit/seeds.h), or from the caller's fit of
 *   it, and each other combination refined from that by Levenberg-Marquardt, a factor with a
 *   log power j
 *   starting at q - j / ln E_c (E_c its values' geometric mean: about there (log2 E)^j grows as
 *   E^(j / ln E_c)), as the segmented form's candidates start from its unbroken fit; a j > 0
 *   must lower the cost by the likelihood ratio's 3.84 / n (n ln of the cost ratio, as
 *   fit/seeds.h) over the same combination with that factor's j one less, so that data a power
 *   law describes keep j = 0.
 *
 * With j fixed the power table of a factor is E^q (log2 E)^j (fit/model.h, logmul), so the
 * engine's search, Jacobian and intervals serve it unchanged. Deterministic for the run's
 * seed, whatever the number of threads.
 */
#ifndef PM_LOGPOW_H
#define PM_LOGPOW_H

#include "fit/form.h"
#include "fit/protocol_job.h"
#include "fit/regime.h"

#include <stddef.h>

/* Most factors whose every combination of j is tried. */
enum { PM_LOGPOW_FULL = 4 };

/* The log powers of form (one with PM_LAYOUT_LOG) for group gi, times divided by scale, on the
 * configurations use marks (never NULL): into out->reg (nlog 0 when every factor keeps j = 0),
 * and with want_x the fit at that choice into out->x (malloc'd; NULL when nlog is 0). x0: the
 * fit of the form's unbroken form on the same configurations, or NULL to fit it here (one
 * seed). Never fails. */
void pm_logpow_choose(const pm_fit_job *job, size_t gi, double scale, const unsigned char *use,
                      pm_model_form form, const double *x0, int want_x, pm_regime_choice *out);

#endif
