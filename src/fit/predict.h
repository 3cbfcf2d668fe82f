/* predict.h - `pmreport predict`: the model's time for a configuration, from model.json.
 *
 * Reads a model.json written by pmreport, takes a configuration as KEY=VALUE
 * pairs (every numeric, categorical and extrinsic parameter of the model; the
 * group column selects a group, otherwise every group is predicted) and
 * evaluates t = (sum a I^p + a_level) * prod E^q + C with the model's values.
 * A value outside the measured range of its parameter, or a level never
 * measured, is flagged as an extrapolation.
 */
#ifndef PM_PREDICT_H
#define PM_PREDICT_H

#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* Predict for the configuration given by the npairs "KEY=VALUE" strings with
 * the model in file model_path; append one line per group to out ("group:
 * 12.3 ms", plus "(extrapolation: ...)" when it is one). Returns 0, or -1 with
 * err set (unreadable model, unknown key, missing parameter, bad value). */
int pm_predict(const char *model_path, char *const *pairs, size_t npairs, pm_buf *out,
               pm_error *err);

#endif
