/* options.h - the command-line contract and the config file that can stand in for it.
 *
 * Every long option can also be given in a config file (--config FILE) as
 * `name = value`, one per line, `#` starting a comment; the command line wins
 * over the file. docs/config.md documents the format. Parsing never prints:
 * problems come back as a pm_error (PM_ERR_USAGE), and main.c reports them.
 */
#ifndef PM_OPTIONS_H
#define PM_OPTIONS_H

#include "dataset/roles.h"
#include "fit/protocol.h"
#include "gate/gate.h"
#include "ingest/ingest.h"
#include "render/figures.h"
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
    uint64_t seed;              /* --seed, default 1 */
    pm_fit_opts fit;            /* --loss, --regularization, --lambda, --optimizer, --fits, ... */
    pm_plots_mode plots;        /* --plots: builtin (default), gnuplot, both, none */
    char *templates;            /* --templates DIR, NULL for the built-in templates */
    pm_target_kind target_kind; /* --target-kind; AUTO (from the name) by default */
    int skip_bad_rows;          /* --skip-bad-rows */
    int quiet;                  /* -q */
    int help;                   /* -h: print usage and exit 0 */
    int version;                /* -V: print version and exit 0 */
    char **inputs;              /* INPUT... (borrowed from argv) */
    size_t ninputs;
    /* the gate and the history (docs/gate.md) */
    char *baseline;    /* --baseline REF: model.json, report directory, branch or commit */
    pm_gate_opts gate; /* --max-exponent-increase, --exponent-limit, --strict */
    char *db;          /* --db FILE; default reports/history.db */
    int record;        /* --record: store this run in the history */
    char *branch;      /* --branch, else GITHUB_HEAD_REF / GITHUB_REF_NAME (NULL: unknown) */
    char *commit;      /* --commit, else GITHUB_SHA (NULL: unknown) */
} pm_options;

/* Defaults, as documented in --help. */
void pm_options_init(pm_options *o);

/* Parse argv (and the config file it names) into o, which must have been
 * initialised. Returns 0, or -1 with err set: "pmreport: ..." for the command
 * line, "FILE:LINE: ..." for the config file. */
int pm_options_parse(pm_options *o, int argc, char **argv, pm_error *err);

/* The role spec the options describe (borrows o's strings). */
pm_role_spec pm_options_roles(const pm_options *o);

/* The text of --help. */
const char *pm_options_usage(void);

void pm_options_free(pm_options *o); /* frees owned strings; NULL is a no-op */

#endif
