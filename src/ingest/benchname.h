/* benchname.h - a benchmark's name taken apart into its family and its arguments, the way
 * each tool writes them.
 *
 *   Google Benchmark  "BM_Sort<int>/1024/8/N:64/threads:4/real_time"
 *                     family "BM_Sort<int>", arg0 1024, arg1 8, N 64, threads 4
 *   go test -bench    "BenchmarkSort/size=1024/8-4"
 *                     family "BenchmarkSort", size 1024, arg0 8, procs 4 (GOMAXPROCS)
 *   generic           "sort/n=1024", "sort/1024", "sort[1024]", "sort(n=1024)"
 *                     family "sort", n 1024 (or arg0 1024)
 * Parts that are not numbers and not key=value (or key:value) pairs belong to the family
 * ("BM_Find/sorted/1024": family "BM_Find/sorted", a BENCHMARK_CAPTURE's label): a family is
 * what stays the same while the arguments vary. Separators inside template arguments (<>),
 * parentheses and brackets do not split the name. Every reader that sees such names
 * (gbench.c, gotest.c, datajs.c, ...) uses this, so a family and its arguments mean the same
 * from every format.
 *
 * Ownership: a pm_benchname owns its strings; free with pm_benchname_free.
 */
#ifndef PM_BENCHNAME_H
#define PM_BENCHNAME_H

#include <stddef.h>

typedef enum pm_benchname_style {
    PM_BENCHNAME_GENERIC = 0, /* '/' parts, key=value or key:value, trailing [..] or (..) */
    PM_BENCHNAME_GBENCH,      /* Google Benchmark: key:value, run options dropped */
    PM_BENCHNAME_GO           /* go test: key=value parts, a -N GOMAXPROCS suffix as procs */
} pm_benchname_style;

enum { PM_BENCHNAME_MAXARGS = 32 };

typedef struct pm_benchname_arg {
    char *key;   /* the argument's name: its own ("N", "size"), or arg0, arg1 ... by position */
    char *value; /* its text as written ("1024", "float") */
} pm_benchname_arg;

typedef struct pm_benchname {
    char *family;                                /* the name without its arguments */
    size_t nargs;                                /* arguments found */
    pm_benchname_arg args[PM_BENCHNAME_MAXARGS]; /* in the order written */
    int toomany; /* 1 when the name had more than PM_BENCHNAME_MAXARGS arguments (the rest
                    joined the family): a reader refuses such a name */
} pm_benchname;

#define PM_BENCHNAME_MAXARGS_STR "32"

/* Take name apart in the given style into *out. Never fails (an empty name gives an empty
 * family); out must be freed with pm_benchname_free. */
void pm_benchname_split(const char *name, pm_benchname_style style, pm_benchname *out);

void pm_benchname_free(pm_benchname *b); /* NULL is a no-op */

#endif
