/* model_io.h - model.json: the result written as JSON, and read back into the same type.
 *
 * The writer emits every field of a pm_result except the configurations
 * (points); the reader rebuilds a pm_result from such a file, so
 * read -> write gives the same bytes, and a prediction from the read result
 * equals the in-memory one (numbers are written in the shortest form that
 * reads back as the same double). The layout is documented in
 * docs/model-json.md; the file carries its schema version ("schema"). The
 * writer writes PM_RESULT_SCHEMA (3); the reader also reads schema 2, which
 * only lacks the comparison (Table V) and settings.baselines, and refuses any
 * other version with a clear message (files from pmreport 0.1.0 have no
 * "schema" and are refused: rerun pmreport on the data). A schema-2 file read
 * and written again becomes schema 3 with "baselines": "none".
 *
 * Errors name the file and the JSON path of the bad value:
 * "model.json: groups[0].exponents.gpus.value: expected a finite number".
 */
#ifndef PM_MODEL_IO_H
#define PM_MODEL_IO_H

#include "result/result.h"
#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* Append r as model.json text (ends with a newline). */
void pm_model_json_write(const pm_result *r, pm_buf *out);

/* Append the JSON text (jansson's, reals at 17 digits) to out with every real number in its
 * shortest form that reads back as the same double; integers and strings copied. gate.json
 * (render/gate_json.h) is written the same way. */
void pm_json_put_shortest(pm_buf *out, const char *text);

/* The largest model.json read back (a baseline, a model for predict, a run in
 * the history): 128 MiB. pmreport writes far less for the campaigns it is
 * measured on (a group's configurations are a sample past 5000; paper_sim's
 * 3 groups x 1500 configurations give 0.4 MB). The cap bounds what a hostile
 * or mistaken file costs: the file is parsed as it is read, with no copy of
 * its text, but jansson's tree takes 3-9x the text (a 128 MB file dense with
 * numbers peaked at 1.1 GB). */
#define PM_MODEL_JSON_MAX ((size_t)128 << 20)

/* Read model.json at path into out: a regular file of at most
 * PM_MODEL_JSON_MAX bytes, or a pipe (read up to that many). A device (say
 * /dev/zero) is refused before it is read. Returns 0, or -1 with err set
 * (nothing to free then). On success free with pm_result_free. */
int pm_model_json_read(const char *path, pm_result *out, pm_error *err);

/* The same from n bytes of text (at most PM_MODEL_JSON_MAX); name is used in
 * error messages. */
int pm_model_json_parse(const char *text, size_t n, const char *name, pm_result *out,
                        pm_error *err);

#endif
