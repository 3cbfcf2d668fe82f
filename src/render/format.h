/* format.h - numbers for people: significant digits, no needless exponents, a dash for "unknown".
 *
 * Every renderer that prints a number for a person (the HTML report,
 * summary.md, tooltips) formats it here, so the same value reads the same
 * everywhere. Machine-readable outputs (model.json, CSV) do not use this.
 */
#ifndef PM_FORMAT_H
#define PM_FORMAT_H

#include <stddef.h>

/* v with sig significant digits: "1.49", "0.0123", "1234", "1.2e-5"; trailing
 * zeros dropped; "–" (an en dash) when v is not finite. Writes at most size bytes. */
void pm_fmt_num(char *out, size_t size, double v, int sig);

/* A fraction as a percentage with 3 significant digits: 0.391 -> "39.1%". */
void pm_fmt_pct(char *out, size_t size, double fraction);

/* "[lo, hi]" with sig digits each, or "–" when either is not finite; when lo < hi
 * would read the same with sig digits ("[-1.07, -1.07]"), with as many more as
 * tell them apart ("[-1.071, -1.069]"). */
void pm_fmt_interval(char *out, size_t size, double lo, double hi, int sig);

#endif
