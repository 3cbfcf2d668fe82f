/* gate_json.h - gate.json: the gate's verdict and every comparison as data, for scripts and for
 * a rerun that confirms it (--confirm, gate/confirm.h).
 *
 * Written into the report directory beside summary.md whenever a gate ran (verdict none
 * included), through the report directory's all-or-nothing publication (render/outdir.h), so a
 * reader never sees half of one. The same gate gives the same bytes: members in a fixed
 * order, each real number in the shortest form that reads back as the same double, and nothing from
 * the clock or the machine.
 *
 *   {"schema": 1, "verdict": "pass|regression|inconclusive|none", "baseline": "...",
 *    "precise": bool, "noisier": bool,
 *    "confirmation": null | {"source", "first_verdict", "rerun_verdict", "first_baseline",
 *                            "text", "baseline_note"},
 *    "rows": [{"group", "factor", "method": "paired|model", "q_base", "q_cand", "delta", "se",
 *              "threshold", "z", "mdc", "verdict", "reason", "note",
 *              "top": null | {"from", "delta", "se", "z", "regressed"}}],
 *    "times": [{"group", "ratio", "se", "max_slowdown", "mds", "verdict", "reason"}]}
 *
 * A number that is not finite (unknown) is null; so is a row's note when it has none.
 * docs/gate.md ("gate.json") documents every field.
 */
#ifndef PM_GATE_JSON_H
#define PM_GATE_JSON_H

#include "gate/gate.h"
#include "render/render.h"
#include "util/buf.h"

/* Append g as gate.json (with a final newline) to out. */
void pm_gate_json(const pm_gate *g, pm_buf *out);

/* The renderer (render/render.h): gate.json into the report when a gate ran, else nothing. */
int pm_gate_json_render(const pm_render_ctx *ctx, pm_error *err);

#endif
