/* numfmt.c - "%.*g" and "%u" without printf: the same bytes, a fraction of the time. */
#include "util/numfmt.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

size_t pm_numfmt_u(char *out, unsigned long long v)
{
    char tmp[24];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    out[n] = '\0';
    return n;
}

/* 10^k, exact as doubles for k <= 22. */
static const double S_pow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                 1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

static size_t S_printf(char *out, double v, int prec)
{
    int n = snprintf(out, PM_NUMFMT_MAX, "%.*g", prec, v);
    return n < 0 ? 0 : (size_t)n < PM_NUMFMT_MAX ? (size_t)n : PM_NUMFMT_MAX - 1;
}

/* v * 10^s for |s| <= 22, in one correctly rounded operation (the power is exact). */
static double S_scale(double v, int s)
{
    return s >= 0 ? v * S_pow10[s] : v / S_pow10[-s];
}

/* The prec (1..15) significant digits of a > 0 (finite) into dig[0..prec) and its decimal
 * exponent into *e, rounded as printf rounds them; -1 when this cannot decide it (a tie, or a
 * magnitude outside the fast range): printf must. The digits, held in an integer below 2^53,
 * leave a double room for the rounding decision. */
static int S_digits(double a, int prec, char *dig, int *e)
{
    /* the decimal exponent from the binary one (log10(2) = 0.30103), off by one at
       worst: corrected below */
    int e2;
    frexp(a, &e2);
    *e = (int)floor((double)(e2 - 1) * 0.30102999566398120);
    double lo = S_pow10[prec - 1], hi = S_pow10[prec], scaled = 0;
    int tries = 0;
    for (;; tries++) {
        int s = prec - 1 - *e;
        if (tries == 3 || s > 22 || s < -22)
            return -1;
        scaled = S_scale(a, s);
        if (scaled < lo)
            (*e)--;
        else if (scaled >= hi)
            (*e)++;
        else
            break;
    }
    /* scaled is within half an ulp of the exact a * 10^s (one rounding). Round to an
       integer as printf does (to nearest, ties to even on the exact value): a
       fraction this close to one half cannot be told from a tie, so printf decides. */
    double fl = floor(scaled), frac = scaled - fl;
    double margin = scaled * 0x1p-50 + 1e-9;
    if (fabs(frac - 0.5) <= margin)
        return -1;
    uint64_t d = (uint64_t)fl + (frac > 0.5);
    if ((double)d >= hi) { /* 9.99..95 rounded up to the next power of ten */
        d /= 10;
        (*e)++;
    }
    for (int i = prec - 1; i >= 0; i--) {
        dig[i] = (char)('0' + d % 10);
        d /= 10;
    }
    return 0;
}

/* The digits dig[0..prec) of a number (negative when neg) with decimal exponent e, written
 * into out as %g writes them: d.ddde+XX for e < -4 or e >= prec, else ddd.ddd or 0.000ddd,
 * without trailing zeros. Returns the length. */
static size_t S_layout(char *out, int neg, const char *dig, int prec, int e)
{
    int nd = prec; /* without trailing zeros (%g drops them) */
    while (nd > 1 && dig[nd - 1] == '0')
        nd--;
    size_t n = 0;
    if (neg)
        out[n++] = '-';
    if (e < -4 || e >= prec) { /* d.ddde+XX */
        out[n++] = dig[0];
        if (nd > 1) {
            out[n++] = '.';
            memcpy(out + n, dig + 1, (size_t)(nd - 1));
            n += (size_t)(nd - 1);
        }
        out[n++] = 'e';
        out[n++] = e < 0 ? '-' : '+';
        int x = e < 0 ? -e : e;
        if (x >= 100)
            out[n++] = (char)('0' + x / 100);
        out[n++] = (char)('0' + x / 10 % 10);
        out[n++] = (char)('0' + x % 10);
    } else if (e >= 0) { /* ddd.ddd */
        int ni = e + 1;  /* digits before the point (e < prec, so all of them are there) */
        memcpy(out + n, dig, (size_t)ni);
        n += (size_t)ni;
        if (nd > ni) {
            out[n++] = '.';
            memcpy(out + n, dig + ni, (size_t)(nd - ni));
            n += (size_t)(nd - ni);
        }
    } else { /* 0.000ddd */
        out[n++] = '0';
        out[n++] = '.';
        for (int i = 0; i < -e - 1; i++)
            out[n++] = '0';
        memcpy(out + n, dig, (size_t)nd);
        n += (size_t)nd;
    }
    out[n] = '\0';
    return n;
}

size_t pm_numfmt_g(char *out, double v, int prec)
{
    /* the fast path: prec significant digits in an integer below 2^53 */
    if (!isfinite(v) || v == 0.0 || prec < 1 || prec > 15)
        return S_printf(out, v, prec);
    char dig[20];
    int e;
    if (S_digits(fabs(v), prec, dig, &e) != 0)
        return S_printf(out, v, prec);
    return S_layout(out, v < 0, dig, prec, e);
}
