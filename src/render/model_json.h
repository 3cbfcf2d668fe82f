/* model_json.h - model.json, the result as data (the schema is result/model_io.h's), as one of
 * the run's renderers.
 */
#ifndef PM_MODEL_JSON_H
#define PM_MODEL_JSON_H

#include "render/render.h"
#include "util/error.h"

/* The renderer (render/render.h): ctx's result as model.json (pm_model_json_write) into the
 * report. */
int pm_model_json_render(const pm_render_ctx *ctx, pm_error *err);

#endif
