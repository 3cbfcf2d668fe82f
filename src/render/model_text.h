/* model_text.h - how a group's model is described to people: its form, and its error beside the
 * noise floor.
 *
 * fit.txt, summary.md and the report say these things in the same words;
 * the sentences are made here once. Plain text (UTF-8), no markup: the
 * Markdown renderer escapes it, the HTML renderer puts it in a text node.
 */
#ifndef PM_MODEL_TEXT_H
#define PM_MODEL_TEXT_H

#include "result/result.h"
#include "util/buf.h"

/* The formula of a form, e.g. "t = (sum a*I^p + level terms) * prod E^q + C". */
const char *pm_model_text_formula(pm_model_form form);

/* Which form group g was fitted in and why: "the paper's form", "the product form",
 * and with --model auto (requested) how the cross-validation chose it. Appends. */
void pm_model_text_form(const pm_res_group *g, pm_model_form requested, pm_buf *out);

/* The segmented form's regime of g, one sentence: "regime change past workers x threads = 2
 * (the machine's cores, --cores); workers: q 1.2 [0.9, 1.5] up to it, 2.3 [1.8, 2.8] past
 * it; ..." (each factor's exponent on both sides with its 95% interval). Appends nothing
 * when g has no regime. */
void pm_model_text_regime(const pm_result *r, const pm_res_group *g, pm_buf *out);

/* The test error beside the noise floor: "test MAPE 46.0%, noise floor 24.3% (from
 * 99 configurations measured 3 times); on single measurements, which the floor is
 * comparable to, the test MAPE is 47.1% (1.94x the floor)" (saying so when fewer than
 * 20 configurations were repeated), or that the floor is unknown and how to measure
 * it. Appends. */
void pm_model_text_noise(const pm_res_group *g, pm_buf *out);

/* How each configuration's time was made from its repeats, for a run that did not take the
 * median (--aggregate): "each configuration's time is the mean of its measurements"; NULL for
 * the median, which the outputs do not mention (their bytes stay those of before the
 * option). */
const char *pm_model_text_aggregate(const pm_result *r);

#endif
