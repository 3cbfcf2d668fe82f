/* error.h - errors as values: a status plus a caller-owned record of where and what.
 *
 * Every fallible function in pmreport returns an int status (0 ok, -1 failed) and,
 * on failure, fills a pm_error that the caller owns. Only main.c prints errors and
 * chooses the exit status; the one exception is running out of memory, which
 * util/xalloc.h reports in one line before it aborts. The record says which input (file, line) the
 * problem is in, so the message the user sees points at the input: "path:line: message".
 */
#ifndef PM_ERROR_H
#define PM_ERROR_H

#include <stddef.h>

enum {
    PM_ERROR_FILE_MAX = 1024, /* longest file name kept; longer ones are cut */
    PM_ERROR_MSG_MAX = 512    /* longest message kept; longer ones are cut */
};

/* What kind of failure: decides the exit status in main.c. */
typedef enum {
    PM_ERR_NONE = 0, /* no error recorded */
    PM_ERR_USAGE,    /* bad command line or configuration: exit 2 */
    PM_ERR_INPUT,    /* bad input data: exit 2 */
    PM_ERR_IO,       /* a file could not be read or written: exit 2 */
    PM_ERR_INTERNAL  /* broken invariant: exit 2 with a plea for a bug report */
} pm_error_kind;

typedef struct pm_error {
    pm_error_kind kind;           /* PM_ERR_NONE until something fails */
    char file[PM_ERROR_FILE_MAX]; /* input the error is in, "" when none */
    long line;                    /* 1-based line in file, 0 when unknown */
    char where[128];              /* extra locator (JSON path, column), "" when none */
    char msg[PM_ERROR_MSG_MAX];   /* what is wrong, one line, no trailing newline */
} pm_error;

/* Reset err to "no error". err may be NULL (then nothing happens). */
void pm_error_clear(pm_error *err);

/* Record a failure of the given kind at file:line (file may be NULL, line 0 when
 * unknown). The message is printf-formatted; newlines in it are replaced by
 * spaces so the result stays one line. Returns -1 so callers can write
 * `return pm_error_set(...)`. err may be NULL (the failure is still returned). */
int pm_error_set(pm_error *err, pm_error_kind kind, const char *file, long line, const char *fmt,
                 ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Format err as the single line the user sees, without a newline:
 * "file:line: where: msg", "file: msg", or "pmreport: msg" when no file is known.
 * Writes at most size bytes including the terminating NUL. */
void pm_error_format(const pm_error *err, char *out, size_t size);

#endif
