/* model_json.c - model.json into the report (render/model_json.h). */
#include "render/model_json.h"

#include "result/model_io.h"
#include "util/buf.h"

int pm_model_json_render(const pm_render_ctx *ctx, pm_error *err)
{
    pm_buf b = PM_BUF_INIT;
    pm_model_json_write(ctx->result, &b);
    int rc = pm_outdir_write(ctx->out->dir, "model.json", pm_buf_str(&b), b.len, err);
    pm_buf_free(&b);
    return rc;
}
