/* buf.h - a growable text buffer for building output files and messages.
 *
 * A pm_buf owns its bytes; pm_buf_free() releases them. The text is always
 * NUL-terminated, so buf.data can be used as a C string after any append.
 */
#ifndef PM_BUF_H
#define PM_BUF_H

#include <stddef.h>

typedef struct pm_buf {
    char *data; /* NUL-terminated contents (NULL until the first append) */
    size_t len; /* bytes used, without the NUL */
    size_t cap; /* bytes allocated */
} pm_buf;

#define PM_BUF_INIT                                                                                \
    {                                                                                              \
        NULL, 0, 0                                                                                 \
    }

void pm_buf_free(pm_buf *b);                            /* release; b reusable after */
void pm_buf_append(pm_buf *b, const char *s, size_t n); /* append n bytes */
void pm_buf_puts(pm_buf *b, const char *s);             /* append a C string */
void pm_buf_printf(pm_buf *b, const char *fmt, ...)     /* append formatted text */
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
const char *pm_buf_str(const pm_buf *b); /* contents as a string ("" when empty) */

#endif
