/* options.h - the command-line contract and the config file that can stand in for it.
 *
 * The options of `pmreport`, `pmreport predict` and `pmreport history` are tables of
 * descriptors (options.c, engine in cli/opttab.h): getopt_long, --help, the config-file keys,
 * the usage errors and the generated documentation (the OPTIONS section of docs/pmreport.1
 * and the option reference of docs/config.md, checked by scripts/check-man.sh) all come from
 * them. Every long option of the main command but --config, --help and --version can also be
 * given in a config file (--config FILE) as `name = value`, one per line, `#` starting a
 * comment. Precedence: a preset only sets defaults; every explicit setting wins over it, and
 * the command line wins over the file (cli/opttab.h, "Layers"). docs/config.md documents the
 * format. Parsing never prints: problems come back as a pm_error (PM_ERR_USAGE), and main.c
 * reports them.
 *
 * To add an option: add a field to the struct below, one entry to the table in options.c (its
 * setter is one of the PM_OPT_* macros), and regenerate the docs with
 * `bash scripts/check-man.sh --fix`.
 */
#ifndef PM_OPTIONS_H
#define PM_OPTIONS_H

#include "blackbox/blackbox.h"
#include "dataset/dataset.h"
#include "dataset/roles.h"
#include "fit/protocol.h"
#include "gate/gate.h"
#include "ingest/ingest.h"
#include "render/dashboard.h"
#include "render/figures.h"
#include "result/factor.h"
#include "cli/opttab.h"
#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>
#include <stdint.h>

typedef struct pm_options {
    char *output_dir; /* -o; default "reports/latest" */
    char *group;      /* --group, NULL = infer */
    char *target;     /* --target, NULL = infer */
    char **numeric;   /* --numeric list */
    size_t nnumeric;
    char **categorical; /* --categorical list */
    size_t ncategorical;
    char **extrinsic; /* --extrinsic list */
    size_t nextrinsic;
    char *config;               /* --config path, NULL when none */
    pm_format format;           /* --format; AUTO by default */
    double train_fraction;      /* --train-fraction, default 0.6 */
    pm_aggregate aggregate;     /* --aggregate: median (default), mean or min of repeats */
    uint64_t seed;              /* --seed, default 1 */
    pm_fit_opts fit;            /* --loss, --regularization, --lambda, --optimizer, --fits, ... */
    char *extrapolate;          /* --extrapolate FACTOR: the factor --model auto judges the forms
                                   along (resolved to fit.extrapolate once the roles are known);
                                   NULL when not given */
    unsigned baselines;         /* --baselines: black boxes beside the model (mask of 1 <<
                                   pm_bb_kind); all by default */
    int baselines_given;        /* --baselines was given (on the command line or in the config
                                   file): a build without black boxes refuses any but none */
    pm_plots_mode plots;        /* --plots: builtin (default), gnuplot, both, none */
    char *templates;            /* --templates DIR, NULL for the built-in templates */
    pm_target_kind target_kind; /* --target-kind; AUTO (from the name) by default */
    int skip_bad_rows;          /* --skip-bad-rows */
    int quiet;                  /* -q */
    int help;                   /* -h and the hidden --help-man, --help-config: a pm_doc + 1 */
    int version;                /* -V: print version and exit 0 */
    char **inputs;              /* INPUT... (borrowed from argv) */
    size_t ninputs;
    /* the gate and the history (docs/gate.md) */
    char *baseline;    /* --baseline REF: model.json, report directory, branch or commit */
    pm_gate_opts gate; /* --max-exponent-increase, --exponent-limit, --strict, --trust-model */
    pm_factor_ideals ideals; /* --ideal: the exponents the user expects per factor (shown
                                beside each q; never gates) */
    char *db;                /* --db FILE or postgresql://...; default reports/history.db */
    char *db_label;          /* --db-label TEXT: the history's name in messages (NULL: db) */
    char *project;           /* --project NAME; default pm_store_default_project() */
    int record;              /* --record: store this run in the history */
    char *branch;            /* --branch, else GITHUB_HEAD_REF / GITHUB_REF_NAME (NULL: unknown) */
    char *commit;            /* --commit, else GITHUB_SHA (NULL: unknown) */
    int no_machine;          /* --no-machine: leave the machine out of model.json and the report */
    char *since;             /* --since REF: exponents over time from this run on (NULL: the last
                                PM_SERIES_MAX_RUNS) */
    char *confirm;           /* --confirm FILE: this run is a rerun of the comparison whose
                                gate.json (or report directory) FILE is (gate/confirm.h) */
} pm_options;

/* The documents the tables print (main.c prints them on request). */
typedef enum pm_doc {
    PM_DOC_USAGE,         /* pmreport --help */
    PM_DOC_MAN,           /* pmreport --help-man: the OPTIONS section of docs/pmreport.1 */
    PM_DOC_CONFIG,        /* pmreport --help-config: the option reference in docs/config.md */
    PM_DOC_PREDICT_USAGE, /* pmreport predict --help */
    PM_DOC_HISTORY_USAGE  /* pmreport history --help */
} pm_doc;

/* Append document `which` to out. */
void pm_options_doc(pm_doc which, pm_buf *out);

/* Defaults, as documented in --help. */
void pm_options_init(pm_options *o);

/* Parse argv (and the config file it names) into o, which must have been
 * initialised. Returns 0, or -1 with err set: "pmreport: ..." for the command
 * line, "FILE:LINE: ..." for the config file. */
int pm_options_parse(pm_options *o, int argc, char **argv, pm_error *err);

/* The role spec the options describe (borrows o's strings). */
pm_role_spec pm_options_roles(const pm_options *o);

void pm_options_free(pm_options *o); /* frees owned strings; NULL is a no-op */

/* `pmreport predict --model FILE KEY=VALUE...` */
typedef struct pm_predict_options {
    char *model;    /* --model (-m) FILE */
    int help;       /* -h */
    char **assign;  /* KEY=VALUE... (borrowed from argv) */
    size_t nassign; /* how many */
} pm_predict_options;

/* Parse argv (argv[0] being "predict"): zeroes o first. Without --help, --model is required.
 * Returns 0, or -1 with err set ("predict: ..."). Free with pm_predict_options_free. */
int pm_predict_options_parse(pm_predict_options *o, int argc, char **argv, pm_error *err);
void pm_predict_options_free(pm_predict_options *o); /* NULL is a no-op */

/* What `pmreport history` does: list a branch, or move runs to or from a directory. */
typedef enum {
    PM_HISTORY_LIST,
    PM_HISTORY_EXPORT,
    PM_HISTORY_IMPORT,
    PM_HISTORY_PRUNE,
    PM_HISTORY_DASHBOARD
} pm_history_action;

/* `pmreport history [--db FILE] [--limit N] BRANCH`,
 * `pmreport history [--db FILE] export BRANCH DIR`, `pmreport history [--db FILE] import DIR`,
 * `pmreport history [--db FILE] dashboard [--branch NAME] [--link T] ... DIR` */
typedef struct pm_history_options {
    char *db;                 /* --db FILE or postgresql://...; default reports/history.db */
    char *project;            /* --project NAME; default pm_store_default_project() */
    size_t limit;             /* --limit N; 0: all runs */
    size_t keep;              /* prune --keep N: each branch's newest N stay (0: not given) */
    size_t older_than;        /* prune --older-than DAYS (0: not given) */
    int help;                 /* -h */
    pm_history_action action; /* list, export or import (the first word) */
    const char *branch;       /* BRANCH (borrowed from argv; NULL for import) */
    const char *dir;          /* DIR of export and import, or import's data.js FILE (borrowed
                                 from argv; else NULL) */
    char *import_branch;      /* --branch NAME: the branch a data.js's runs are recorded on, or
                                 whose runs the dashboard shows (NULL: main) */
    pm_dashboard_opts dash;   /* dashboard: --link, --commit-url, --releases (owned), and
                                 the db, project, branch, limit and DIR above (borrowed) */
} pm_history_options;

/* Parse argv (argv[0] being "history"): sets the defaults first. Without --help, exactly one
 * BRANCH is required, or `export BRANCH DIR`, or `import DIR`, or `prune` with --keep N or
 * --older-than DAYS (or both), or `dashboard DIR` (options may follow the words prune and
 * dashboard). Returns 0, or -1 with err set ("history: ..."). */
int pm_history_options_parse(pm_history_options *o, int argc, char **argv, pm_error *err);
void pm_history_options_free(pm_history_options *o); /* NULL is a no-op */

/* The tables themselves (for the tests: pm_opttab_check). */
extern const pm_opttab pm_options_table;
extern const pm_opttab pm_predict_table;
extern const pm_opttab pm_history_table;

#endif
