/* limits.h - hard caps on input sizes, so a hostile file cannot exhaust memory.
 *
 * Each limit is checked where the input is read and reported as an input error
 * (exit 2) naming the file. docs/formats.md lists them for users.
 */
#ifndef PM_LIMITS_H
#define PM_LIMITS_H

#define PM_MAX_COLUMNS 4096 /* columns in one table */
#define PM_MAX_COLUMNS_STR "4096"
#define PM_MAX_LINE (64u * 1024u * 1024u) /* bytes in one physical line */
#define PM_MAX_LINE_STR "64 MiB"
#define PM_MAX_FILE (2048ull * 1024u * 1024u) /* bytes in one input file */
#define PM_MAX_FILE_STR "2 GiB"
#define PM_MAX_ROWS 50000000u        /* rows in one table: each costs 24 bytes and its cells, */
#define PM_MAX_ROWS_STR "50,000,000" /* however short its line (`yes | pmreport -`) */
#define PM_MAX_LEVELS 1024           /* levels of one categorical parameter */
#define PM_MAX_LEVELS_STR "1024"

#endif
