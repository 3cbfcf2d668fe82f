/* format.h - numbers for people: significant digits, and one token for "unknown".
 *
 * The numbers a person reads that can be unknown go through here: the HTML
 * report's and summary.md's tables, the gate's verdicts and reasons, fit.txt's
 * estimates and metrics, dataset.txt, the history listing, figure captions and
 * tooltips. An unknown one (NaN, infinite) reads PM_FMT_UNKNOWN, an en dash,
 * in all of them. Two styles: pm_fmt_num (tables: fixed notation from 1e-4 to
 * 1e7, "1.5e-6" past it) and pm_fmt_g (running text and captions: printf's
 * "%g" switch to exponents, written the same way, "1.5e-6"). Printed in place instead: figure axis
 * ticks (pm_plot_fmt_tick: "2k", "1.5M") and settings echoed as given ("lambda %g").
 * Machine-readable outputs (model.json, CSV) do not use this: util/numfmt.h
 * writes theirs.
 */
#ifndef PM_FORMAT_H
#define PM_FORMAT_H

#include <stddef.h>

/* What an unknown number prints as, everywhere a person reads it: an en dash (UTF-8). */
#define PM_FMT_UNKNOWN "\xe2\x80\x93"

/* v with sig significant digits: "1.49", "0.0123", "1234", "1.2e-5"; trailing
 * zeros dropped; PM_FMT_UNKNOWN when v is not finite. Writes at most size bytes. */
void pm_fmt_num(char *out, size_t size, double v, int sig);

/* v as printf's "%.*g" with sig significant digits ("0.001", "64"), its exponent
 * written as pm_fmt_num writes it ("1.5e-6", "2e7"), "0" for either zero,
 * PM_FMT_UNKNOWN when v is not finite. */
void pm_fmt_g(char *out, size_t size, double v, int sig);

/* A fraction as a percentage with 3 significant digits: 0.391 -> "39.1%" (PM_FMT_UNKNOWN
 * when not finite). */
void pm_fmt_pct(char *out, size_t size, double fraction);

/* "[lo, hi]" with sig digits each, or PM_FMT_UNKNOWN when either is not finite; when lo < hi
 * would read the same with sig digits ("[-1.07, -1.07]"), with as many more as
 * tell them apart ("[-1.071, -1.069]"). */
void pm_fmt_interval(char *out, size_t size, double lo, double hi, int sig);

/* The plural ending of a count: "" for 1, "s" otherwise ("%zu group%s", n, pm_fmt_s(n)). */
static inline const char *pm_fmt_s(size_t n)
{
    return n == 1 ? "" : "s";
}

#endif
