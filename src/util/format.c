/* format.c - numbers for people. */
#include "util/format.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static const char S_dash[] = PM_FMT_UNKNOWN;

/* Drop trailing zeros of a fixed-point number ("1.50" -> "1.5", "2.00" -> "2"). */
static void S_trim(char *s)
{
    if (strchr(s, '.') == NULL)
        return;
    size_t n = strlen(s);
    while (n > 0 && s[n - 1] == '0')
        s[--n] = '\0';
    if (n > 0 && s[n - 1] == '.')
        s[--n] = '\0';
}

void pm_fmt_num(char *out, size_t size, double v, int sig)
{
    if (!isfinite(v)) {
        snprintf(out, size, "%s", S_dash);
        return;
    }
    if (sig < 1)
        sig = 1;
    if (v == 0.0) {
        snprintf(out, size, "0");
        return;
    }
    int e = (int)floor(log10(fabs(v)));
    /* rounding can carry into the next power of ten (9.996 -> 10.0) */
    double r = fabs(v) / pow(10.0, e - sig + 1);
    if (floor(r + 0.5) >= pow(10.0, sig))
        e++;
    if (e >= -4 && e < 7) {
        int dec = sig - 1 - e;
        snprintf(out, size, "%.*f", dec > 0 ? dec : 0, v);
        S_trim(out);
        if (strcmp(out, "-0") == 0)
            snprintf(out, size, "0");
        return;
    }
    char mant[64];
    snprintf(mant, sizeof mant, "%.*e", sig - 1, v);
    char *x = strchr(mant, 'e');
    int ex = x ? (int)strtol(x + 1, NULL, 10) : 0;
    if (x)
        *x = '\0';
    S_trim(mant);
    snprintf(out, size, "%se%d", mant, ex);
}

void pm_fmt_g(char *out, size_t size, double v, int sig)
{
    if (!isfinite(v))
        snprintf(out, size, "%s", S_dash);
    else if (v == 0.0)
        snprintf(out, size, "0"); /* not "-0" */
    else {
        char g[64];
        snprintf(g, sizeof g, "%.*g", sig, v);
        char *x = strchr(g, 'e');
        if (x == NULL) {
            snprintf(out, size, "%s", g);
            return;
        }
        /* the exponent as pm_fmt_num writes it: "1.5e-6", "2e7", not "1.5e-06", "2e+07" */
        int ex = (int)strtol(x + 1, NULL, 10);
        *x = '\0';
        snprintf(out, size, "%se%d", g, ex);
    }
}

void pm_fmt_pct(char *out, size_t size, double fraction)
{
    if (!isfinite(fraction)) {
        snprintf(out, size, "%s", S_dash);
        return;
    }
    char n[64];
    pm_fmt_num(n, sizeof n, 100.0 * fraction, 3);
    snprintf(out, size, "%s%%", n);
}

void pm_fmt_interval(char *out, size_t size, double lo, double hi, int sig)
{
    if (!isfinite(lo) || !isfinite(hi)) {
        snprintf(out, size, "%s", S_dash);
        return;
    }
    char a[64], b[64];
    /* a narrow interval (a fit on a million rows) gets the digits that tell its ends apart */
    for (;; sig++) {
        pm_fmt_num(a, sizeof a, lo, sig);
        pm_fmt_num(b, sizeof b, hi, sig);
        if (lo == hi || strcmp(a, b) != 0 || sig >= 17)
            break;
    }
    snprintf(out, size, "[%s, %s]", a, b);
}
