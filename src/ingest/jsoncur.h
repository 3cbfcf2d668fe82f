/* jsoncur.h - a cursor over JSON text that knows the line it is on, for readers that report
 * errors by line.
 *
 * jansson decodes a document into a tree without line numbers. A reader whose errors name a
 * line (JSON records and JSON Lines, json.c; Extra-P's JSON experiments, extrap_json.c) walks
 * the text with this cursor instead: it steps over blanks and punctuation itself, decodes one
 * value at a time with jansson (so each value knows the line it starts on), and enters arrays
 * and objects member by member where the values inside are what it reports on.
 *
 * Ownership: a cursor borrows its text, file name and error for one read; the values and keys
 * it returns are the caller's.
 */
#ifndef PM_JSONCUR_H
#define PM_JSONCUR_H

#include "util/error.h"

#include <jansson.h>
#include <stddef.h>

typedef struct pm_jcur {
    const char *buf;  /* the whole text (borrowed) */
    size_t n;         /* its length */
    size_t pos;       /* next byte to look at */
    long line;        /* the line of buf[pos], from 1 */
    const char *file; /* the input's name in errors (borrowed) */
    pm_error *err;    /* where a failure goes (borrowed) */
} pm_jcur;

/* A cursor at the start of buf[0..n), past a UTF-8 byte-order mark (jansson takes none). */
void pm_jcur_init(pm_jcur *c, const char *buf, size_t n, const char *file, pm_error *err);

/* Move to byte `to` (at most the end), counting the lines passed. */
void pm_jcur_advance(pm_jcur *c, size_t to);

/* Move past JSON's blanks (space, tab, CR, LF). */
void pm_jcur_skip_ws(pm_jcur *c);

/* 1 when the byte at the cursor is ch (and the text is not over), else 0. */
int pm_jcur_at(const pm_jcur *c, char ch);

/* Record an input error msg at line (PM_ERR_INPUT). Returns -1. */
int pm_jcur_fail(pm_jcur *c, long line, const char *msg);

/* Decode the value after any blanks at the cursor and move past it; *at is the line it
 * starts on. jansson's JSON_DISABLE_EOF_CHECK and JSON_REJECT_DUPLICATES are always set,
 * flags adds to them (JSON_DECODE_ANY for a value that may be a scalar). Returns the value
 * (the caller's, json_decref), or NULL with the error set at the line jansson names ("invalid
 * JSON: ...", or "invalid text: a NUL character (\u0000) in a string"), the cursor at the
 * value's first byte. */
json_t *pm_jcur_load(pm_jcur *c, size_t flags, long *at);

/* Move past the value at the cursor. 0, or -1 with the error set (pm_jcur_load). */
int pm_jcur_skip_value(pm_jcur *c);

/* Enter the array or object at the cursor (after blanks) when it opens with `open` ('[' or
 * '{'): 1, the cursor past it; 0 when something else is there (the cursor past the blanks). */
int pm_jcur_open(pm_jcur *c, char open);

/* Step to the next member of the container pm_jcur_open entered: 1 at a member (past the
 * comma before it), 0 past the container's `close`, -1 with the error set when neither a
 * comma nor `close` follows a member. *first is 1 before the first member (the caller sets
 * it); this clears it. */
int pm_jcur_next(pm_jcur *c, char close, int *first);

/* The key of the object member at the cursor, the cursor past its colon: malloc'd (the
 * caller frees it), or NULL with the error set when it is not a string (or holds a NUL) or no
 * colon follows. */
char *pm_jcur_key(pm_jcur *c);

#endif
