/* model_text.h - how a run's results are described to people: a group's form, validation and
 * error beside the noise floor, how its exponents read for the kinds of factor present, and
 * the groups the model does not fit (their times).
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

/* Which form group g (of r) was fitted in and why: "the paper's form", "the product form",
 * and with --model auto (requested) the rule that chose it, extrapolation along a factor or
 * cross-validation, with each form's losses. Appends. */
void pm_model_text_form(const pm_result *r, const pm_res_group *g, pm_model_form requested,
                        pm_buf *out);

/* The segmented form's regime of g, one sentence: "regime change past workers x threads = 2
 * (the machine's cores, --cores); workers: q 1.2 [0.9, 1.5] up to it, 2.3 [1.8, 2.8] past
 * it; ..." (each factor's exponent on both sides with its 95% interval). Appends nothing
 * when g has no regime. */
void pm_model_text_regime(const pm_result *r, const pm_res_group *g, pm_buf *out);

/* The test error beside the noise floor: "test MAPE 46.0%, noise floor 24.3% (from
 * 99 configurations measured 3 times); on single measurements, which the floor is
 * comparable to, the test MAPE is 47.1% (1.94x the floor)" (saying so when fewer than
 * 20 configurations were repeated), or that the floor is unknown and (advice 1) how to measure
 * it (PM_MODEL_TEXT_REPEAT_ADVICE: a summary of many groups says it once). Appends. */
void pm_model_text_noise(const pm_res_group *g, int advice, pm_buf *out);

/* How to learn the noise floor, whatever tool wrote the data. */
#define PM_MODEL_TEXT_REPEAT_ADVICE                                                                \
    "repeat some configurations: e.g. your benchmark tool's repetitions option, or the same "      \
    "configuration in several rows of any input"

/* 1 when g has test scores (g->test): configurations held out, or (a group too small for a
 * split) each configuration predicted by the model refitted without it. */
int pm_model_text_tested(const pm_res_group *g);

/* What g's test scores are called: "leave-one-out" for a group tested by leaving each
 * configuration out, else "test". */
const char *pm_model_text_test_name(const pm_res_group *g);

/* How g was fitted and tested: "fitted on 14 configurations, tested on 10", or "fitted on 4
 * configurations, tested by leaving each out". Appends. */
void pm_model_text_validation(const pm_res_group *g, pm_buf *out);

/* How the exponents read, for the kinds of factor r's groups have (result/factor.h): what q
 * is, then one sentence per kind present (parallel: -1 ideal for a fixed total, 0 for a fixed
 * share; batch size: 1 the same time per sample; problem size: the complexity, no universal
 * ideal; others: no known ideal), naming up to three of its factors, and which ideals the
 * user stated (--ideal). Appends nothing when no group has an exponent. */
void pm_model_text_reading(const pm_result *r, pm_buf *out);

/* The ideal of parameter p as the tables show it: a stated one "0 (--ideal)", else its kind's
 * (pm_factor_ideal_text: "-1 (linear speedup)" ...; "" for a factor of no known kind). */
void pm_model_text_ideal(const pm_res_param *p, char *out, size_t size);

/* A time v in unit as people read it, 4 significant digits: a time in s, ms, us or ns in the
 * prefix that suits its size ("143.8 ns", "2.005 s"), else v and the unit as given ("12
 * cycles"), or v alone with no unit; PM_FMT_UNKNOWN when v is not finite. */
void pm_model_text_time(char *out, size_t size, double v, const char *unit);

/* A ratio of times as people read it, 3 significant digits: "1.31x" (PM_FMT_UNKNOWN when not
 * finite). */
void pm_model_text_ratio(char *out, size_t size, double v);

/* Why t has no model: "no parameter varies", or "3 configurations for 4 unknowns". Appends. */
void pm_model_text_why(const pm_res_times *t, pm_buf *out);

/* t's noise: the median over its configurations measured at least twice of the standard
 * deviation of ln of their measurements (about the relative spread); NAN when none was. */
double pm_model_text_times_noise(const pm_res_times *t);

/* The sentence for a run with no fitted group (r->ngroups == 0): "nothing to scale here: no
 * group has a parameter that varies over more configurations than the model's unknowns; its
 * 4 groups are reported by their times", without a final period. Appends. */
void pm_model_text_nothing(const pm_result *r, pm_buf *out);

/* How each configuration's time was made from its repeats, for a run that did not take the
 * median (--aggregate): "each configuration's time is the mean of its measurements"; NULL for
 * the median, which the outputs do not mention (their bytes stay those of before the
 * option). */
const char *pm_model_text_aggregate(const pm_result *r);

#endif
