/* error.c - recording and formatting of pm_error values. */
#include "util/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void pm_error_clear(pm_error *err)
{
    if (err == NULL)
        return;
    memset(err, 0, sizeof *err);
}

/* Replace control characters so a message from hostile input stays one line. */
static void S_flatten(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            *s = ' ';
}

int pm_error_set(pm_error *err, pm_error_kind kind, const char *file, long line, const char *fmt,
                 ...)
{
    if (err == NULL)
        return -1;
    err->kind = kind;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->where[0] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    S_flatten(err->file);
    S_flatten(err->msg);
    return -1;
}

void pm_error_format(const pm_error *err, char *out, size_t size)
{
    if (size == 0)
        return;
    if (err == NULL || err->kind == PM_ERR_NONE) {
        snprintf(out, size, "pmreport: no error");
        return;
    }
    char loc[PM_ERROR_FILE_MAX + 160];
    if (err->file[0] == '\0')
        snprintf(loc, sizeof loc, "pmreport");
    else if (err->line > 0)
        snprintf(loc, sizeof loc, "%s:%ld", err->file, err->line);
    else
        snprintf(loc, sizeof loc, "%s", err->file);
    if (err->where[0] != '\0')
        snprintf(out, size, "%s: %s: %s", loc, err->where, err->msg);
    else
        snprintf(out, size, "%s: %s", loc, err->msg);
}
