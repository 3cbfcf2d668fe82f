/* gate_json.c - the gate as gate.json (render/gate_json.h). */
#include "render/gate_json.h"

#include "gate/confirm.h"
#include "result/model_io.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A number, null when not finite. */
static json_t *S_num(double v)
{
    return isfinite(v) ? json_real(v) : json_null();
}

/* A string, null for NULL. Bytes that are not UTF-8 (a baseline's path, cut short) become '?':
 * JSON holds text only, and every member must be there. */
static json_t *S_str(const char *s)
{
    if (s == NULL)
        return json_null();
    size_t n = strlen(s);
    if (pm_text_utf8_valid(s, n))
        return json_string(s);
    char *t = pm_xmalloc(n + 1);
    size_t o = 0;
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        size_t len = p[i] >= 0xf0 ? 4 : p[i] >= 0xe0 ? 3 : p[i] >= 0xc0 ? 2 : 1;
        if (i + len <= n && pm_text_utf8_valid(s + i, len)) {
            memcpy(t + o, s + i, len);
            o += len;
            i += len;
        } else {
            t[o++] = '?';
            i++;
        }
    }
    t[o] = '\0';
    json_t *j = json_string(t);
    free(t);
    return j;
}

static json_t *S_verdict(pm_gate_verdict v)
{
    return json_string(pm_gate_verdict_name(v));
}

/* A row's top-of-range test, null when none was made. */
static json_t *S_top(const pm_gate_row *r)
{
    if (!isfinite(r->top_from))
        return json_null();
    json_t *t = json_object();
    json_object_set_new(t, "from", S_num(r->top_from));
    json_object_set_new(t, "delta", S_num(r->top_delta));
    json_object_set_new(t, "se", S_num(r->top_se));
    json_object_set_new(t, "z", S_num(r->top_z));
    json_object_set_new(t, "regressed", json_boolean(r->top_regressed));
    return t;
}

static json_t *S_row(const pm_gate_row *r)
{
    json_t *o = json_object();
    json_object_set_new(o, "group", S_str(r->group));
    json_object_set_new(o, "factor", S_str(r->factor));
    json_object_set_new(o, "method",
                        json_string(r->method == PM_GATE_BY_PAIRS ? "paired" : "model"));
    json_object_set_new(o, "q_base", S_num(r->q_base));
    json_object_set_new(o, "q_cand", S_num(r->q_cand));
    json_object_set_new(o, "delta", S_num(r->delta));
    json_object_set_new(o, "se", S_num(r->se_d));
    json_object_set_new(o, "threshold", S_num(r->threshold));
    json_object_set_new(o, "z", S_num(r->z));
    json_object_set_new(o, "mdc", S_num(r->mdc));
    json_object_set_new(o, "verdict", S_verdict(r->verdict));
    json_object_set_new(o, "reason", S_str(r->reason));
    json_object_set_new(o, "note", S_str(r->note));
    json_object_set_new(o, "top", S_top(r));
    return o;
}

static json_t *S_time(const pm_gate_time *t)
{
    json_t *o = json_object();
    json_object_set_new(o, "group", S_str(t->group));
    json_object_set_new(o, "ratio", S_num(t->ratio));
    json_object_set_new(o, "se", S_num(t->se));
    json_object_set_new(o, "max_slowdown", S_num(t->max_slowdown));
    json_object_set_new(o, "mds", S_num(t->mds));
    json_object_set_new(o, "verdict", S_verdict(t->verdict));
    json_object_set_new(o, "reason", S_str(t->reason));
    return o;
}

static json_t *S_confirmation(const pm_gate_confirm *c)
{
    if (c == NULL)
        return json_null();
    json_t *o = json_object();
    json_object_set_new(o, "source", S_str(c->source));
    json_object_set_new(o, "first_verdict", S_verdict(c->first));
    json_object_set_new(o, "rerun_verdict", S_verdict(c->rerun));
    json_object_set_new(o, "first_baseline", S_str(c->first_baseline));
    json_object_set_new(o, "text", S_str(c->text));
    json_object_set_new(o, "baseline_note", S_str(c->baseline_note));
    return o;
}

void pm_gate_json(const pm_gate *g, pm_buf *out)
{
    json_t *root = json_object();
    json_object_set_new(root, "schema", json_integer(PM_GATE_JSON_SCHEMA));
    json_object_set_new(root, "verdict", S_verdict(g->verdict));
    json_object_set_new(root, "baseline", S_str(g->baseline ? g->baseline : ""));
    json_object_set_new(root, "precise", json_boolean(pm_gate_precise(g)));
    json_object_set_new(root, "noisier", json_boolean(pm_gate_noisier(g)));
    json_object_set_new(root, "confirmation", S_confirmation(g->confirm));
    json_t *rows = json_array();
    for (size_t i = 0; i < g->nrows; i++)
        json_array_append_new(rows, S_row(&g->rows[i]));
    json_object_set_new(root, "rows", rows);
    json_t *times = json_array();
    for (size_t i = 0; i < g->ntimes; i++)
        json_array_append_new(times, S_time(&g->times[i]));
    json_object_set_new(root, "times", times);
    char *text = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17));
    pm_json_put_shortest(out, text); /* 0.05, not 0.050000000000000003 */
    pm_buf_puts(out, "\n");
    free(text);
    json_decref(root);
}

int pm_gate_json_render(const pm_render_ctx *ctx, pm_error *err)
{
    if (ctx->gate == NULL)
        return 0;
    pm_buf b = PM_BUF_INIT;
    pm_gate_json(ctx->gate, &b);
    int rc = pm_outdir_write(ctx->out->dir, "gate.json", pm_buf_str(&b), b.len, err);
    pm_buf_free(&b);
    return rc;
}
