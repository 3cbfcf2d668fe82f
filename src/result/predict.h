/* predict.h - `pmreport predict`: the time a saved model gives one configuration.
 *
 * The model is read with the model.json reader (result/model_io.h) and
 * evaluated by pm_result_predict (result/result.h): the model's formula in the
 * engine's order of evaluation (fit/model.c), so a measured configuration gets
 * the time the fit predicted for it (within 1e-12 of it: test_result). The
 * configuration comes as KEY=VALUE pairs: the group column (when the model has
 * one) picks a group, else every group is shown, and every parameter of a
 * group shown must be given (a group that lacks a parameter does not ask for
 * it; pairs it does not use are ignored). A value outside the measured range,
 * a level never measured, or levels from two parts of a design split (the warning
 * design_split, whose levels model.json lists) are flagged as an extrapolation on the same
 * line.
 */
#ifndef PM_PREDICT_H
#define PM_PREDICT_H

#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* Append one line per group, "NAME: TIME UNIT  (extrapolation: ...)", to out.
 * Returns 0, or -1 with err set: PM_ERR_INPUT for a bad model.json (its path
 * and the JSON path of the problem), PM_ERR_USAGE for a bad or missing pair. */
int pm_predict(const char *model_path, char *const *pairs, size_t npairs, pm_buf *out,
               pm_error *err);

#endif
