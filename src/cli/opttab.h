/* opttab.h - command-line options as one table of descriptors, from which getopt_long, --help,
 * the config file and the generated documentation (man page, docs/config.md) all come.
 *
 * A table (pm_opttab) describes the options of one command. Each descriptor (pm_optdesc) names
 * the option (its long name is also its config-file key, plus an optional short letter), its
 * argument, its help section and text, and how a value is stored into the command's settings
 * struct (the `target`): a typed setter addressed by offsetof (string, list, count or number
 * with bounds, enum by name, flag) or a custom function for the few special ones. The PM_OPT_*
 * macros below fill the setter part, so adding an option is adding one entry to a table.
 *
 * Layers. Whatever the order of the words, the settings are applied in this order:
 *   1. options marked PM_OPTF_DEFAULTS (presets) from the config file, then from the command line;
 *   2. every other setting of the config file, in file order;
 *   3. every other option of the command line, in order.
 * So a preset only sets defaults (every explicit setting, from the file or the command line,
 * wins over it), the command line wins over the file, and the last of two equal options wins.
 *
 * Help texts are plain text with `backticks` around literals (values, file names, option
 * names): --help drops the backticks, the man page sets them in bold, Markdown keeps them.
 * Parsing never prints: problems come back as a pm_error of kind PM_ERR_USAGE.
 */
#ifndef PM_OPTTAB_H
#define PM_OPTTAB_H

#include "util/buf.h"
#include "util/error.h"

#include <limits.h>
#include <stddef.h>

/* How a value is stored into the target. */
typedef enum pm_optkind {
    PM_OPTK_FLAG,   /* no value: stores .ival into an int */
    PM_OPTK_STRING, /* char * (owned; the old value is freed) */
    PM_OPTK_LIST,   /* comma list: char ** at .off, its size_t count at .off2 (both owned) */
    PM_OPTK_COUNT,  /* whole number in [.umin, .umax] into an unsigned/size_t/uint64_t/int field */
    PM_OPTK_NUMBER, /* finite double in (.lo, .hi], or [.lo, .hi] with PM_OPTF_LO_CLOSED */
    PM_OPTK_ENUM,   /* a name, turned into the field's value by .parse */
    PM_OPTK_CUSTOM  /* .custom does it all */
} pm_optkind;

enum {
    PM_OPTF_NONEMPTY = 1u << 0,    /* STRING: an empty value is an error ("--db needs .noun") */
    PM_OPTF_NO_CONFIG = 1u << 1,   /* not a config-file key (--config, --help, --version) */
    PM_OPTF_HIDDEN = 1u << 2,      /* in neither --help nor the generated documentation */
    PM_OPTF_DEFAULTS = 1u << 3,    /* sets defaults that any explicit setting overrides (presets) */
    PM_OPTF_LO_CLOSED = 1u << 4,   /* NUMBER: .lo itself is allowed */
    PM_OPTF_CONFIG_FILE = 1u << 5, /* STRING: the value names a config file to read (--config) */
};

/* No upper bound for a COUNT. */
#define PM_OPT_UNBOUNDED ULLONG_MAX

typedef struct pm_optdesc {
    const char *name; /* long name without dashes, also the config-file key */
    char letter;      /* short option letter, 0 for none */
    const char *arg;  /* name of the value in the help ("DIR"), NULL when it takes none */
    int section;      /* index into the table's sections */
    const char *help; /* the --help text (one sentence or phrase, no final period) */
    const char *more; /* further sentences for the man page and docs/config.md, or NULL */
    pm_optkind kind;  /* how a value is stored (the PM_OPT_* macros fill what follows) */
    unsigned flags;   /* PM_OPTF_* */
    size_t off;       /* offsetof the field in the target */
    size_t size;      /* sizeof the field (COUNT: which integer type it is) */
    size_t off2;      /* LIST: offsetof the size_t count */
    int ival;         /* FLAG: the value stored */
    unsigned long long umin, umax;             /* COUNT: bounds, inclusive */
    double lo, hi;                             /* NUMBER: bounds (hi may be INFINITY) */
    int (*parse)(const char *v, void *field);  /* ENUM: 0, or -1 for an unknown name */
    const char *choices;                       /* ENUM: the names, for the message */
    const char *noun;                          /* ENUM: "unknown NOUN 'x'" (NULL: "unknown 'x'");
                                                  STRING + NONEMPTY: "--NAME needs NOUN" */
    int (*custom)(void *target, const char *v, /* CUSTOM: 0, or -1 with msg set to what */
                  char *msg, size_t cap);      /* follows "--NAME" ("needs ...", ": ...") */
} pm_optdesc;

/* Setter parts of a descriptor; T is the target's struct type, F a field (path) in it. */
#define PM_OPT_FIELD(T, F) .off = offsetof(T, F), .size = sizeof(((T *)0)->F)
#define PM_OPT_FLAG(T, F, V) .kind = PM_OPTK_FLAG, PM_OPT_FIELD(T, F), .ival = (V)
#define PM_OPT_STRING(T, F) .kind = PM_OPTK_STRING, PM_OPT_FIELD(T, F)
#define PM_OPT_LIST(T, F, N) .kind = PM_OPTK_LIST, PM_OPT_FIELD(T, F), .off2 = offsetof(T, N)
#define PM_OPT_COUNT(T, F, MIN, MAX)                                                               \
    .kind = PM_OPTK_COUNT, PM_OPT_FIELD(T, F), .umin = (MIN), .umax = (MAX)
#define PM_OPT_NUMBER(T, F, LO, HI)                                                                \
    .kind = PM_OPTK_NUMBER, PM_OPT_FIELD(T, F), .lo = (LO), .hi = (HI)
#define PM_OPT_ENUM(T, F, PARSE, NOUN, CHOICES)                                                    \
    .kind = PM_OPTK_ENUM, PM_OPT_FIELD(T, F), .parse = (PARSE), .noun = (NOUN), .choices = (CHOICES)
#define PM_OPT_CUSTOM(FN) .kind = PM_OPTK_CUSTOM, .custom = (FN)

/* An ENUM parser `static int NAME(const char *v, void *field)` from a module's
 * `int FROM_NAME(const char *, TYPE *)`. */
#define PM_OPT_ENUM_PARSER(NAME, TYPE, FROM_NAME)                                                  \
    static int NAME(const char *v, void *field)                                                    \
    {                                                                                              \
        TYPE x;                                                                                    \
        if (FROM_NAME(v, &x) != 0)                                                                 \
            return -1;                                                                             \
        *(TYPE *)field = x;                                                                        \
        return 0;                                                                                  \
    }

typedef struct pm_optsection {
    const char *title; /* "Fit": a heading in --help and the docs */
    const char *note;  /* after the heading in --help ("see docs/fit.md"), or NULL */
} pm_optsection;

typedef struct pm_opttab {
    const char *command;           /* "pmreport predict": the command, in the documentation */
    const char *prefix;            /* before every message ("predict: "), "" for none */
    const char *see_help;          /* where an unknown option points ("see predict --help") */
    const pm_optdesc *opts;        /* the options, in --help order */
    size_t nopts;                  /* how many */
    const pm_optsection *sections; /* the help sections, by pm_optdesc.section */
    size_t nsections;              /* how many */
    int in_order;                  /* options end at the first operand (getopt's '+') */
} pm_opttab;

/* Parse argv[1..] into target: collect the options with getopt_long, read the config file an
 * option marked PM_OPTF_CONFIG_FILE names (the last one given), and apply everything in the
 * layers described at the top. On success sets *first_operand to the index in argv of the
 * first operand and returns 0; else -1 with err set: "PREFIX..." for the command line,
 * FILE:LINE for the config file. What was applied before a failure stays applied (the caller
 * frees target as usual). Uses getopt's global state; not reentrant. */
int pm_opttab_parse(const pm_opttab *t, void *target, int argc, char **argv, int *first_operand,
                    pm_error *err);

/* Apply one value to target (v is "" for a FLAG); file and line locate a config-file setting
 * (file NULL: the command line). Returns 0, or -1 with err set. */
int pm_opttab_apply(const pm_opttab *t, const pm_optdesc *d, void *target, const char *v,
                    const char *file, long line, pm_error *err);

/* The option called name (long name, exact), or NULL. */
const pm_optdesc *pm_opttab_find(const pm_opttab *t, const char *name);

/* Free every STRING and LIST field of target (set to NULL / 0). */
void pm_opttab_free(const pm_opttab *t, void *target);

/* Append the option lines of --help, section by section, wrapped to 79 columns. */
void pm_opttab_help(const pm_opttab *t, pm_buf *out);

/* Append the options as man-page (roff) text: a .SS per section, a .TP per option. When
 * heading is not NULL, one .SS heading names the table instead of its sections. */
void pm_opttab_man(const pm_opttab *t, const char *heading, pm_buf *out);

/* Append the config-file keys as Markdown: per section a heading (level ###) and a table of
 * key, command line and meaning. Options marked PM_OPTF_NO_CONFIG are left out. */
void pm_opttab_markdown(const pm_opttab *t, pm_buf *out);

/* Check the table's own consistency (names and letters unique, sections in range, every
 * setter's field of a size it can store, bounds in order). Returns 0, or -1 with a message
 * naming the first bad entry in msg. For the tests. */
int pm_opttab_check(const pm_opttab *t, char *msg, size_t cap);

#endif
