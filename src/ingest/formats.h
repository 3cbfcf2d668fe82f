/* formats.h - the input formats as one table: each entry names a format, recognises its files
 * and reads one into the raw table.
 *
 * A format is one reader file that defines its entry (a const pm_format_ops) and one line in
 * PM_FORMATS below, whose order is the order of detection: the formats known by their own
 * keys or first words come first, generic JSON records, JUnit XML and CSV last. Nothing else in
 * pmreport names a format: ingest.c opens the input, asks the table which entry it is (or takes the
 * one `--format` named) and calls it; --help, the man page and docs/formats.md list the table.
 *
 * A reader sees the whole input as a pm_input: its text, and the text decoded as one JSON
 * document when it is one. Only CSV streams (a million-row file is not held twice): its
 * entry reads the first bytes it is given, then the rest of the open file.
 */
#ifndef PM_INGEST_FORMATS_H
#define PM_INGEST_FORMATS_H

#include "ingest/table.h"
#include "util/error.h"

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* One input as the readers and detectors see it. Everything is borrowed from ingest.c for the
 * duration of one call. */
typedef struct pm_input {
    const char *path;   /* the input's name in rows and errors ("<stdin>" for -) */
    const char *name;   /* the file name as given, for detection by extension; NULL for stdin */
    const char *head;   /* its first bytes, from the first one that is not a UTF-8 byte-order
                           mark or a blank (what a detector of a text format looks at) */
    size_t nhead;       /* their count (at most 4096 less the skipped ones) */
    const char *text;   /* the whole input (a streamed format: the bytes read so far) */
    size_t len;         /* its length */
    const json_t *json; /* the text decoded as one JSON document, when it starts with '{' or
                           '[' and is one (JSON Lines of more than one line are not); else NULL */
} pm_input;

/* 1 when in starts (after a byte-order mark and blanks) with '{' or '[': JSON text, which
 * ingest decodes as one document before detection (pm_input.json) and no text format starts
 * with. */
int pm_input_is_json(const pm_input *in);

/* What a format's detector looks at. */
typedef enum pm_format_syntax {
    PM_SYNTAX_TEXT = 0, /* the first bytes (head) */
    PM_SYNTAX_JSON,     /* the decoded document (json), or the head of JSON Lines */
    PM_SYNTAX_XML       /* the head, and the name's extension */
} pm_format_syntax;

typedef struct pm_format_ops {
    const char *name;        /* --format NAME: lower case, no blanks */
    const char *aliases;     /* further names, separated by blanks ("jsonl ndjson"), or NULL */
    const char *title;       /* for people, in messages and docs: "Google Benchmark JSON" */
    pm_format_syntax syntax; /* what detect looks at */
    /* 1 when the input looks like this format, else 0. Never fails, never writes. */
    int (*detect)(const pm_input *in);
    /* Read the whole input (in->text) into t. Returns 0, or -1 with err set to
       "path:line: what is wrong" (or a JSON path); t is then unchanged. NULL for a streamed
       format. */
    int (*read)(pm_table *t, const pm_input *in, pm_error *err);
    /* A streamed format: read the bytes read so far (in->text[0..len), the first few KiB,
       from the input's very first byte), then the rest of fp, at most PM_MAX_FILE bytes in
       all; every byte read from fp extends *fnv and is counted in *nread when they are not
       NULL. Returns as read does. NULL for a format that reads the whole input. */
    int (*stream)(pm_table *t, const pm_input *in, FILE *fp, uint64_t *fnv, uint64_t *nread,
                  pm_error *err);
} pm_format_ops;

/* A format, as options and ingest pass it: an entry of the table; NULL is `auto` (decide
 * from the content). */
typedef const pm_format_ops *pm_format;
#define PM_FORMAT_AUTO ((pm_format)NULL)

/* The entry called name (its name or an alias, any case), "auto" as NULL. Returns 0 with *out
 * set, or -1 when no format has that name. */
int pm_format_from_name(const char *name, pm_format *out);

/* The entry named name, or NULL when there is none (for callers that know the name). */
pm_format pm_format_find(const char *name);

/* The entries in detection order: pm_format_at(0 .. pm_format_count()). */
size_t pm_format_count(void);
pm_format pm_format_at(size_t i);

/* The first entry (in detection order) whose detector takes in; CSV takes anything. syntax
 * < 0 tries every entry, else only those of that syntax (NULL when none takes it). */
pm_format pm_format_detect(const pm_input *in, int syntax);

/* The formats, in their order of detection: formats known by their keys or first words, then
 * the generic ones. A JSON document is offered to the JSON entries only, an XML one to the XML
 * entries; CSV, last, takes whatever is left. Each entry is X(IDENT, NAME): the reader's
 * pm_format_IDENT (defined in its own file) and its --format NAME. A new format is its reader
 * file and one line here: formats.c's table, these declarations and --help's list
 * (PM_FORMAT_NAMES) all come from this list. */
#define PM_FORMATS(X)                                                                              \
    /* JSON documents, by their keys */                                                            \
    X(extrap_json, "extrap-json")                                                                  \
    X(gbench, "gbench")                                                                            \
    X(pytest, "pytest")                                                                            \
    X(hyperfine, "hyperfine")                                                                      \
    X(bdn, "bdn")                                                                                  \
    X(jmh, "jmh")                                                                                  \
    X(asv, "asv")                                                                                  \
    X(datajs, "datajs")       /* data.js: its JSON object after `window.BENCHMARK_DATA =` */       \
    X(criterion, "criterion") /* also JSON Lines whose lines start {"reason": */                   \
    X(bmf, "bmf")                                                                                  \
    X(json, "json") /* records and JSON Lines: any other JSON */                                   \
    /* XML, by its root element */                                                                 \
    X(catch2, "catch2")                                                                            \
    X(junit, "junit")                                                                              \
    /* text, by its first words */                                                                 \
    X(gotest, "gotest")                                                                            \
    X(criterion_text, "criterion-text") /* before cargo: its logs hold "running N tests" */        \
    X(cargo, "cargo")                                                                              \
    X(benchmarkjs, "benchmarkjs")                                                                  \
    X(catch2_console, "catch2-console")                                                            \
    X(criterion_csv, "criterion-csv")                                                              \
    X(extrap, "extrap")                                                                            \
    X(csv, "csv") /* anything else */

/* The entries of the readers, each defined in its own file. */
#define PM_FORMAT_DECLARE(id, name) extern const pm_format_ops pm_format_##id;
PM_FORMATS(PM_FORMAT_DECLARE)
#undef PM_FORMAT_DECLARE

/* --format's values for --help, the man page and docs/config.md, "auto, extrap-json, ..., csv"
 * (an option table is a constant): test_formats checks it against pm_format_at(0 ..). */
#define PM_FORMAT_NAME_ITEM(id, name) ", " name
#define PM_FORMAT_NAMES "auto" PM_FORMATS(PM_FORMAT_NAME_ITEM)

#endif
