/* fit_text.h - the readable summary of a fit that pmreport prints (and writes as fit.txt). */
#ifndef PM_FIT_TEXT_H
#define PM_FIT_TEXT_H

#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "util/buf.h"

/* Per group: the scaling exponents with their spread and interval, the
 * intrinsic terms, the constant, the metrics and the warnings. */
void pm_fit_text(const pm_dataset *d, const pm_fit *f, pm_buf *out);

#endif
