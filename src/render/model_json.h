/* model_json.h - model.json: the fitted model, machine-readable; the next run's baseline.
 *
 * Layout (docs/model-json.md documents every field):
 *   {"pmreport": version, "unit": "ms", "target": "time_ms", "group_by": "framework",
 *    "settings": {loss, regularization, lambda, optimizer, fits, seed, bootstrap, ...},
 *    "groups": [{"name", "n_train", "n_test", "lambda",
 *                "exponents": {"gpus": {"value", "mean", "std", "ci95", "range"}},
 *                "metrics": {"train": {mape, mse, rmse, r2}, "test": {...}},
 *                "parameters": [{"name", "kind", "a": {...}, "p": {...}, "range"}, ...],
 *                "constant": {...}, "fits": [{"seed_index", "cost"}], "warnings": [...],
 *                "lambda_sweep": [...]}]}
 * "value" is the lowest-cost fit (the model used for predictions); "mean" and
 * "std" are over the fits (the paper's tables); "ci95" the bootstrap interval.
 */
#ifndef PM_MODEL_JSON_H
#define PM_MODEL_JSON_H

#include "dataset/dataset.h"
#include "fit/protocol.h"
#include "util/buf.h"

/* Append model.json's text for fit f of dataset d to out. Deterministic. */
void pm_model_json(const pm_dataset *d, const pm_fit *f, pm_buf *out);

#endif
