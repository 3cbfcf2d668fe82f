/* text.c - number parsing, UTF-8 validation and name matching. */
#include "util/text.h"

#include "util/xalloc.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The plain decimals a benchmark file is made of ("121.8802", "64", "-0.5"): at most 19
 * digits with a point, no exponent, then blanks and the end. When the digits make an
 * integer m <= 2^53 and there are at most 22 after the point, m and 10^k are exact doubles
 * and one IEEE division rounds m / 10^k correctly, as strtod does (Clinger's fast path), so
 * the value is strtod's to the bit at a fraction of its cost. Returns false for any other
 * text, which then goes to strtod. */
static bool S_plain_decimal(const char *s, double *out)
{
    static const double pow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const char *p = s;
    int neg = *p == '-';
    if (*p == '+' || *p == '-')
        p++;
    uint64_t m = 0;
    unsigned ndig = 0, nfrac = 0;
    for (; *p >= '0' && *p <= '9'; p++, ndig++)
        m = m * 10 + (uint64_t)(*p - '0');
    if (*p == '.')
        for (p++; *p >= '0' && *p <= '9'; p++, ndig++, nfrac++)
            m = m * 10 + (uint64_t)(*p - '0');
    if (ndig == 0 || ndig > 19 || m > (1ull << 53) || nfrac > 22)
        return false; /* 19 digits cannot overflow m */
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p != '\0')
        return false;
    double v = (double)m / pow10[nfrac];
    *out = neg ? -v : v;
    return true;
}

bool pm_text_number(const char *s, double *out)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '\0')
        return false;
    /* strtod also accepts "nan", "inf" and hex floats; benchmark files never mean those */
    const char *p = s;
    if (*p == '+' || *p == '-')
        p++;
    if (!(isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1]))))
        return false;
    if (S_plain_decimal(s, out))
        return true;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    /* ERANGE also flags underflow: a subnormal such as 1e-308 is a valid, exact
       enough value, and one that rounds to 0 is left to the positivity checks;
       only overflow (an infinity) is refused */
    if (end == s || !isfinite(v))
        return false;
    if (strchr(s, 'x') || strchr(s, 'X'))
        return false;
    while (*end == ' ' || *end == '\t')
        end++;
    if (*end != '\0')
        return false;
    *out = v;
    return true;
}

bool pm_text_utf8_valid(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        uint64_t w;
        if (e - p >= 8 && (memcpy(&w, p, 8), (w & 0x8080808080808080ull) == 0)) {
            p += 8; /* eight ASCII bytes at once: most input is nothing else */
            continue;
        }
        unsigned c = *p;
        if (c < 0x80) {
            p++;
            continue;
        }
        size_t len;
        unsigned min;
        if (c >= 0xc2 && c <= 0xdf) {
            len = 2;
            min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            len = 3;
            min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 4;
            min = 0x10000;
        } else {
            return false;
        }
        if ((size_t)(e - p) < len)
            return false;
        unsigned cp = c & (0x7fu >> len);
        for (size_t i = 1; i < len; i++) {
            if ((p[i] & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3fu);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        p += len;
    }
    return true;
}

bool pm_text_ieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

bool pm_text_iends(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && pm_text_ieq(s + n - m, suffix);
}

size_t pm_text_split_list(const char *s, char ***items)
{
    size_t n = 0, cap = 0;
    char **v = NULL;
    while (s && *s) {
        const char *comma = strchr(s, ',');
        const char *end = comma ? comma : s + strlen(s);
        const char *b = s;
        while (b < end && isspace((unsigned char)*b))
            b++;
        const char *e = end;
        while (e > b && isspace((unsigned char)e[-1]))
            e--;
        if (e > b) {
            pm_xgrow((void **)&v, &cap, n + 1, sizeof *v);
            v[n++] = pm_xstrndup(b, (size_t)(e - b));
        }
        s = comma ? comma + 1 : end;
    }
    *items = v;
    return n;
}

void pm_text_list_free(char **items, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(items[i]);
    free(items);
}

char *pm_text_escape(char *out, size_t size, const char *s)
{
    if (size == 0)
        return out;
    size_t n = 0;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[5];
        if (c == '\n')
            snprintf(esc, sizeof esc, "\\n");
        else if (c == '\r')
            snprintf(esc, sizeof esc, "\\r");
        else if (c == '\t')
            snprintf(esc, sizeof esc, "\\t");
        else if (c < 0x20 || c == 0x7f)
            snprintf(esc, sizeof esc, "\\x%02x", c);
        else
            esc[0] = (char)c, esc[1] = '\0';
        size_t m = strlen(esc);
        if (n + m >= size)
            break; /* cut whole escapes only */
        memcpy(out + n, esc, m);
        n += m;
    }
    out[n] = '\0';
    return out;
}

char *pm_text_escape_dup(const char *s)
{
    size_t size = pm_st_add(pm_st_mult(4, strlen(s)), 1); /* \xNN is the longest escape */
    return pm_text_escape(pm_xmalloc(size), size, s);
}
