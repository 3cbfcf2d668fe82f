/* fit_text.h - the fit as plain text (fit.txt, and what pmreport prints after a run).
 *
 * One header line with the settings and how the exponents read, then per group: how it
 * was fitted and tested (held out, or by leaving each configuration out), the scaling
 * exponents q, the intrinsic terms a * I^p and level coefficients, the constant C, the
 * metrics on train and test (or leave-one-out), and the warnings; then the groups without a
 * model, a line each (times:). With no fitted group, a line saying there is nothing to
 * scale, and the times. Every number is the value of
 * the lowest-cost fit, with its mean and std over the seeds and its 95%
 * interval when the bootstrap ran. Reads only the result.
 */
#ifndef PM_FIT_TEXT_H
#define PM_FIT_TEXT_H

#include "result/result.h"
#include "util/buf.h"

/* Append the text of r to out. */
void pm_fit_text(const pm_result *r, pm_buf *out);

#endif
