/* junit.h - JUnit XML in: one row per passing <testcase>, its time and its properties.
 *
 * Read with libxml2 without network access, without loading or expanding any
 * DTD, entity or external resource; a document with a DOCTYPE is refused
 * outright (the XXE and "billion laughs" attacks need one). Every passing
 * testcase becomes a row: columns `suite` (the enclosing testsuite's name),
 * `classname`, `name`, one column per <property name=... value=...> of the
 * enclosing testsuites and of the testcase itself (the innermost wins), and
 * `time_s` (the testcase's time attribute, in seconds). Testcases with a
 * <failure>, <error> or <skipped> child are left out and counted in
 * t->excluded. Nested <testsuites>/<testsuite> are walked at any depth.
 */
#ifndef PM_JUNIT_H
#define PM_JUNIT_H

#include "ingest/table.h"
#include "util/error.h"

#include <stddef.h>

/* Read JUnit XML text buf[0..n) into t, naming the input `path`. Returns 0, or
 * -1 with err set to "path:line: what is wrong" (t unchanged on failure). */
int pm_junit_read(pm_table *t, const char *path, const char *buf, size_t n, pm_error *err);

#endif
