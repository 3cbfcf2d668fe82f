/* formats.h - the input formats as one table: each entry names a format, recognises its files
 * and reads one into the raw table.
 *
 * A format is one reader file that defines its entry (a const pm_format_ops, declared
 * below) and one line in the table of formats.c, whose order is the order of detection:
 * the formats known by their own keys or first words come first, generic JSON records,
 * JUnit XML and CSV last. Nothing else in pmreport names a format: ingest.c opens the
 * input, asks the table which entry it is (or takes the one `--format` named) and calls
 * it; --help, the man page and docs/formats.md list the table.
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

/* The names of the table's entries in its order, after "auto", for --help (an option table
 * is a constant): test_formats checks that it lists pm_format_at(0 ..) and nothing else. */
#define PM_FORMAT_NAMES                                                                            \
    "auto, extrap-json, gbench, pytest, hyperfine, bdn, jmh, asv, datajs, criterion, bmf, json, "  \
    "catch2, junit, gotest, criterion-text, cargo, benchmarkjs, catch2-console, criterion-csv, "   \
    "extrap, csv"

/* The entries of the readers (each defined in its own file). */
extern const pm_format_ops pm_format_csv;            /* csv.c */
extern const pm_format_ops pm_format_json;           /* json.c: records and JSON Lines */
extern const pm_format_ops pm_format_junit;          /* junit.c */
extern const pm_format_ops pm_format_extrap;         /* extrap.c: Extra-P's text (and, forced, any
                                                        of its formats) */
extern const pm_format_ops pm_format_extrap_json;    /* extrap_json.c */
extern const pm_format_ops pm_format_gbench;         /* gbench.c: Google Benchmark */
extern const pm_format_ops pm_format_pytest;         /* pytest.c: pytest-benchmark */
extern const pm_format_ops pm_format_hyperfine;      /* hyperfine.c */
extern const pm_format_ops pm_format_bdn;            /* bdn.c: BenchmarkDotNet */
extern const pm_format_ops pm_format_jmh;            /* jmh.c: JMH */
extern const pm_format_ops pm_format_asv;            /* asv.c: airspeed velocity */
extern const pm_format_ops pm_format_datajs;         /* datajs.c: github-action-benchmark */
extern const pm_format_ops pm_format_gotest;         /* gotest.c: go test -bench */
extern const pm_format_ops pm_format_cargo;          /* cargo.c: Rust libtest bench lines */
extern const pm_format_ops pm_format_benchmarkjs;    /* benchmarkjs.c: Benchmark.js */
extern const pm_format_ops pm_format_criterion;      /* criterion.c: Criterion.rs JSON */
extern const pm_format_ops pm_format_criterion_csv;  /* criterion.c: Criterion.rs raw.csv */
extern const pm_format_ops pm_format_criterion_text; /* criterion.c: Criterion.rs console */
extern const pm_format_ops pm_format_catch2;         /* catch2.c: Catch2 XML */
extern const pm_format_ops pm_format_catch2_console; /* catch2.c: Catch2 console tables */
extern const pm_format_ops pm_format_bmf;            /* bmf.c: Bencher Metric Format */

#endif
