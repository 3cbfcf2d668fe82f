/* numfmt.h - numbers written exactly as printf's "%.*g" and "%u" write them, without printf.
 *
 * A CSV of a million configurations holds millions of numbers; printf parses
 * its format and converts through its general machinery for each one (about a
 * microsecond apiece). These write the same bytes (the C library's, in the "C"
 * locale) several times faster: the digits come from one multiplication by an
 * exact power of ten, and the rare value whose rounding that cannot settle (a
 * tie, or a magnitude outside the fast range) is handed to snprintf.
 */
#ifndef PM_NUMFMT_H
#define PM_NUMFMT_H

#include <stddef.h>

/* Room a pm_numfmt_g result needs, with its NUL. */
enum { PM_NUMFMT_MAX = 40 };

/* Write v as snprintf(out, PM_NUMFMT_MAX, "%.*g", prec, v) would (prec 1..17;
 * "nan", "inf", "-0" as the C library writes them) into out, NUL-terminated.
 * Returns the length. */
size_t pm_numfmt_g(char *out, double v, int prec);

/* Write v in decimal ("%u", "%llu") into out (room for 21 bytes), NUL-terminated.
 * Returns the length. */
size_t pm_numfmt_u(char *out, unsigned long long v);

#endif
