/* text.h - small text helpers shared by the parsers: numbers, UTF-8, names.
 *
 * All functions are pure: they read their arguments and write only through the
 * pointers they are given.
 */
#ifndef PM_TEXT_H
#define PM_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Parse s (surrounding blanks allowed) as a finite decimal number into *out.
 * Returns false for empty text, trailing junk, NaN, Inf or overflow. Subnormal
 * numbers (1e-308) are accepted; one too small even for that becomes 0. */
bool pm_text_number(const char *s, double *out);

/* True when the n bytes at s are well-formed UTF-8 (no overlongs, no surrogates). */
bool pm_text_utf8_valid(const char *s, size_t n);

/* ASCII case-insensitive equality. */
bool pm_text_ieq(const char *a, const char *b);

/* True when s ends with suffix, ASCII case-insensitively. */
bool pm_text_iends(const char *s, const char *suffix);

/* Split a comma list into trimmed, non-empty items. Returns the number of items
 * and sets *items to a malloc'd array of malloc'd strings (free with
 * pm_text_list_free). */
size_t pm_text_split_list(const char *s, char ***items);
void pm_text_list_free(char **items, size_t n);

/* Copy s into out (size bytes, always NUL-terminated, cut if need be) with
 * every control character written as an escape (\n, \r, \t, \xNN), so text
 * from hostile input stays on one line wherever it is printed. Returns out. */
char *pm_text_escape(char *out, size_t size, const char *s);

/* The same into a malloc'd string of the right size (never cut). */
char *pm_text_escape_dup(const char *s);

#endif
