/* options.c - the option tables of pmreport and its sub-commands, and what surrounds them
 * (defaults, the usage text, the documents generated from the tables). The engine that reads a
 * table is cli/opttab.c. To add an option: a field in options.h, one entry below. */
#include "options.h"

#include "history/store.h"
#include "util/text.h"
#include "util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- setters that are more than a typed field ---- */

PM_OPT_ENUM_PARSER(S_format, pm_format, pm_format_from_name)
PM_OPT_ENUM_PARSER(S_loss, pm_loss, pm_loss_from_name)
PM_OPT_ENUM_PARSER(S_reg, pm_reg, pm_reg_from_name)
PM_OPT_ENUM_PARSER(S_optimizer, pm_optimizer, pm_optimizer_from_name)
PM_OPT_ENUM_PARSER(S_interval, pm_interval, pm_interval_from_name)
PM_OPT_ENUM_PARSER(S_model, pm_model_form, pm_model_form_from_name)
PM_OPT_ENUM_PARSER(S_plots, pm_plots_mode, pm_plots_mode_from_name)

/* --baselines none|rf|svr|all, remembering that it was given: without black boxes built in,
   the default runs without them while a request for one fails (src/run.c) */
static int S_baselines(void *target, const char *v, char *msg, size_t cap)
{
    pm_options *o = target;
    if (pm_bb_mask_from_name(v, &o->baselines) != 0) {
        snprintf(msg, cap, ": unknown '%.40s' (none, rf, svr, all)", v);
        return -1;
    }
    o->baselines_given = 1;
    return 0;
}
PM_OPT_ENUM_PARSER(S_aggregate, pm_aggregate, pm_aggregate_from_name)

static int S_target_kind(const char *v, void *field)
{
    if (pm_text_ieq(v, "time"))
        *(pm_target_kind *)field = PM_TARGET_TIME;
    else if (pm_text_ieq(v, "throughput"))
        *(pm_target_kind *)field = PM_TARGET_THROUGHPUT;
    else
        return -1;
    return 0;
}

/* --lambda X | auto */
static int S_lambda(void *target, const char *v, char *msg, size_t cap)
{
    pm_fit_opts *f = &((pm_options *)target)->fit;
    double x;
    if (pm_text_ieq(v, "auto")) {
        f->lambda_auto = 1;
    } else if (pm_text_number(v, &x) && x >= 0) {
        f->lambda = x;
        f->lambda_auto = 0;
    } else {
        snprintf(msg, cap, " needs a number >= 0 or 'auto', got '%.40s'", v);
        return -1;
    }
    return 0;
}

/* --preset paper: the paper's cost (PM_OPTF_DEFAULTS: every explicit setting overrides it) */
static int S_preset(void *target, const char *v, char *msg, size_t cap)
{
    pm_fit_opts *f = &((pm_options *)target)->fit;
    if (!pm_text_ieq(v, "paper")) {
        snprintf(msg, cap, ": unknown preset '%.40s' (paper)", v);
        return -1;
    }
    f->loss = PM_LOSS_MAE;
    f->reg = PM_REG_L2;
    f->lambda = 0.001;
    f->lambda_auto = 0;
    f->raw_units = 1;
    f->coef_max = 1000.0;
    return 0;
}

/* --max-exponent-increase F=X[,...]: adds to the thresholds already set */
static int S_max_increase(void *target, const char *v, char *msg, size_t cap)
{
    char why[200];
    if (pm_gate_parse_thresholds(&((pm_options *)target)->gate, v, why, sizeof why) != 0) {
        snprintf(msg, cap, ": %s", why);
        return -1;
    }
    return 0;
}

/* --exponent-limit F<=X[,...]: adds to the limits already set */
static int S_exponent_limit(void *target, const char *v, char *msg, size_t cap)
{
    char why[200];
    if (pm_gate_parse_limits(&((pm_options *)target)->gate, v, why, sizeof why) != 0) {
        snprintf(msg, cap, ": %s", why);
        return -1;
    }
    return 0;
}

/* --ideal F=X[,...]: adds to the ideals already stated */
static int S_ideal(void *target, const char *v, char *msg, size_t cap)
{
    char why[200];
    if (pm_factor_parse_ideals(&((pm_options *)target)->ideals, v, why, sizeof why) != 0) {
        snprintf(msg, cap, ": %s", why);
        return -1;
    }
    return 0;
}

/* ---- pmreport [OPTIONS] INPUT... ---- */

enum { S_INPUT, S_FIT, S_REPORT, S_GATE, S_OTHER };

static const pm_optsection S_sections[] = {
    [S_INPUT] = {"Input and roles", "inferred when not given; see docs/config.md"},
    [S_FIT] = {"Fit", "see docs/fit.md"},
    [S_REPORT] = {"Report", "see docs/report.md"},
    [S_GATE] = {"Gate and history", "see docs/gate.md"},
    [S_OTHER] = {"Other", NULL},
};

/* One entry per option, in --help order. help: the --help phrase (`literals` in backticks, no
 * final period); more: further sentences for the man page and docs/config.md. */
static const pm_optdesc S_opts[] = {
    /* Input and roles */
    {.name = "output",
     .letter = 'o',
     .arg = "DIR",
     .section = S_INPUT,
     .help = "report directory (default `reports/latest`)",
     .more = "It is written all at once; a directory pmreport did not make is never overwritten.",
     PM_OPT_STRING(pm_options, output_dir),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a directory name"},
    {.name = "group",
     .arg = "COL",
     .section = S_INPUT,
     .help = "column that splits fits (default: `framework`, if present)",
     PM_OPT_STRING(pm_options, group)},
    {.name = "target",
     .arg = "COL",
     .section = S_INPUT,
     .help = "measured time (default: a time-like name: time, time_ms, seconds, duration, ...; "
             "unit from the name or a unit column)",
     PM_OPT_STRING(pm_options, target)},
    {.name = "numeric",
     .arg = "COLS",
     .section = S_INPUT,
     .help = "intrinsic numeric parameters (comma list)",
     PM_OPT_LIST(pm_options, numeric, nnumeric)},
    {.name = "categorical",
     .arg = "COLS",
     .section = S_INPUT,
     .help = "intrinsic categorical parameters (comma list)",
     PM_OPT_LIST(pm_options, categorical, ncategorical)},
    {.name = "extrinsic",
     .arg = "COLS",
     .section = S_INPUT,
     .help = "extrinsic scaling factors (comma list)",
     PM_OPT_LIST(pm_options, extrinsic, nextrinsic)},
    {.name = "target-kind",
     .arg = "K",
     .section = S_INPUT,
     .help = "`time` or `throughput` (as time per item; default: from the name)",
     .more = "A throughput target (images/s, items_per_second ...) is modelled as time per item, "
             "1/throughput.",
     PM_OPT_ENUM(pm_options, target_kind, S_target_kind, "kind", "time, throughput")},
    {.name = "skip-bad-rows",
     .section = S_INPUT,
     .help = "drop rows with a bad cell (text, zero, ...), warn once",
     .more = "The one warning names how many rows were dropped and the first one's file:line.",
     PM_OPT_FLAG(pm_options, skip_bad_rows, 1)},
    {.name = "config",
     .arg = "FILE",
     .section = S_INPUT,
     .help = "the same settings from a file: one 'name = value' a line",
     .more = "The names are the long options without their dashes (for example "
             "`preset = paper`). The command line overrides the file, and a preset only sets "
             "defaults (docs/config.md).",
     PM_OPT_STRING(pm_options, config),
     .flags = PM_OPTF_NO_CONFIG | PM_OPTF_CONFIG_FILE},
    {.name = "format",
     .arg = "FMT",
     .section = S_INPUT,
     .help = "`auto` (default: from the content) or a format's name (docs/formats.md)",
     .more = "`json` takes any JSON format (a tool's report by its keys, else records or "
             "JSON Lines); `extrap` takes any of Extra-P's formats: text, or JSON (its "
             "experiment files and JSON Lines) when the file starts with `{` or `[`, and "
             "nothing else. A forced format that cannot read a file says what the file looks "
             "like.",
     PM_OPT_ENUM(pm_options, format, S_format, "format", PM_FORMAT_NAMES)},
    {.name = "train-fraction",
     .arg = "F",
     .section = S_INPUT,
     .help = "share of configurations used for fitting (default 0.6)",
     .more = "A column called `split` holding train/test assigns the rows instead.",
     PM_OPT_NUMBER(pm_options, train_fraction, 0.0, 1.0)},
    {.name = "aggregate",
     .arg = "A",
     .section = S_INPUT,
     .help = "how the repeated measurements of one configuration become its time: `median` "
             "(default), `mean` or `min`",
     .more = "Every measurement is kept all the same: the noise floor is measured on them "
             "(docs/fit.md). model.json names a choice other than the median.",
     PM_OPT_ENUM(pm_options, aggregate, S_aggregate, "aggregate", "median, mean, min")},
    {.name = "seed",
     .arg = "N",
     .section = S_INPUT,
     .help = "seed of the split, the fits and the bootstrap (default 1)",
     PM_OPT_COUNT(pm_options, seed, 0, PM_OPT_UNBOUNDED)},

    /* Fit */
    {.name = "model",
     .arg = "F",
     .section = S_FIT,
     .help = "the model's form: `paper` (default: a sum of terms a*I^p), `product` (one term "
             "prod I^p), `segmented` (the paper's with a regime change past a breakpoint), `log` "
             "(the paper's with E^q (log2 E)^j, j 0-2 per factor), or `auto` (per group: by the "
             "held-out largest values of a factor, --extrapolate, "
             "else by 5-fold cross-validation)",
     .more = "`product` fits t = (sum of level terms) * prod I^p * prod E^q + C: one "
             "multiplicative intrinsic term, for costs that grow with the product of "
             "parameters (a convolution's filters x kernel x image). `auto` tries every form "
             "that applies: where the test holds the largest values of a factor (a split "
             "column) or --extrapolate names one, the form that best predicts the training "
             "configurations at that factor's largest values, fitted without them; otherwise "
             "on 5 folds of the training configurations, keeping the paper's form unless "
             "another form's held-out loss is lower by more than twice its standard error. "
             "`segmented` adds max(1, P/b)^d: past a breakpoint b of a factor (fitted), or "
             "of the product P of the parallel factors against the cores (--cores), the "
             "exponent changes. `log` multiplies each factor's power by (log2 E)^j, j in 0..2 "
             "chosen per factor and group (a sort's n log n, Extra-P's log p; the factor's "
             "values all above 1) (docs/fit.md, \"Model forms\").",
     PM_OPT_ENUM(pm_options, fit.form, S_model, "form", "paper, product, segmented, log, auto")},
    {.name = "extrapolate",
     .arg = "FACTOR",
     .section = S_FIT,
     .help = "`--model auto` chooses each group's form by how well it predicts the largest "
             "values of this extrinsic factor, fitted without them (default: the factor whose "
             "largest values a split column holds out, else 5-fold cross-validation)",
     .more = "The forms are fitted on the training configurations below the factor's largest "
             "training values and scored on those at them; the report says which rule chose "
             "each group's form (docs/fit.md, \"--model auto\"). An unknown column, or one that "
             "is no extrinsic factor, is an error.",
     PM_OPT_STRING(pm_options, extrapolate)},
    {.name = "cores",
     .arg = "N",
     .section = S_FIT,
     .help = "the segmented form's breakpoint in workers x threads (the factors named like "
             "workers, threads, processes, ranks, jobs): the machine's cores (default: this "
             "machine's with --model segmented, none with --model auto or --no-machine; 0 = "
             "fit a breakpoint instead)",
     PM_OPT_COUNT(pm_options, fit.cores, 0, 65536)},
    {.name = "loss",
     .arg = "L",
     .section = S_FIT,
     .help = "`log` (default: mean squared log error), `mae`, `mape`",
     PM_OPT_ENUM(pm_options, fit.loss, S_loss, "loss", "log, mae, mape")},
    {.name = "regularization",
     .arg = "R",
     .section = S_FIT,
     .help = "`none` (default), `l1`, `l2`: penalty on every unknown but C",
     PM_OPT_ENUM(pm_options, fit.reg, S_reg, NULL, "none, l1, l2")},
    {.name = "lambda",
     .arg = "X",
     .section = S_FIT,
     .help = "weight of the penalty (default 0), or `auto` for 5-fold cross-validation over "
             "1e-6 .. 1",
     PM_OPT_CUSTOM(S_lambda)},
    {.name = "lambda-sweep",
     .section = S_FIT,
     .help = "also fit at lambda = 1e-6, 1e-5, ..., 1 (model.json)",
     PM_OPT_FLAG(pm_options, fit.lambda_sweep, 1)},
    {.name = "optimizer",
     .arg = "O",
     .section = S_FIT,
     .help = "`vp` (default: evolution over the powers, coefficients solved exactly) or `paper` "
             "(scipy's differential evolution)",
     .more = "`vp` ends with a Levenberg-Marquardt polish of every unknown; `paper` runs "
             "differential evolution over every unknown, as the paper did.",
     PM_OPT_ENUM(pm_options, fit.optimizer, S_optimizer, NULL, "vp, paper")},
    {.name = "preset",
     .arg = "paper",
     .section = S_FIT,
     .help = "the paper's cost: `--loss mae --regularization l2 --lambda 0.001 --coef-max 1000`, "
             "in the data's unit",
     .more = "A preset only sets defaults: every other setting, on the command line or in the "
             "config file, overrides it wherever it stands.",
     PM_OPT_CUSTOM(S_preset),
     .flags = PM_OPTF_DEFAULTS},
    {.name = "fits",
     .arg = "N",
     .section = S_FIT,
     .help = "seeds per group; mean and std over them (default 10)",
     PM_OPT_COUNT(pm_options, fit.fits, 1, 1000)},
    {.name = "bootstrap",
     .arg = "N",
     .section = S_FIT,
     .help = "draws for the 95% intervals (default 100, 0 = off)",
     PM_OPT_COUNT(pm_options, fit.bootstrap, 0, 100000)},
    {.name = "interval",
     .arg = "M",
     .section = S_FIT,
     .help = "`sandwich` (default: from the Jacobian, with the log loss), `percentile` (refit "
             "resamples), `sandwich-hc3`",
     .more = "The sandwich uses the model's Jacobian with the HC2 correction; `percentile` "
             "refits resampled training configurations and is always used with `mae` and "
             "`mape`.",
     PM_OPT_ENUM(pm_options, fit.interval, S_interval, "method",
                 "sandwich, percentile, sandwich-hc3")},
    {.name = "threads",
     .arg = "N",
     .section = S_FIT,
     .help = "worker threads (default: all CPUs; same results)",
     PM_OPT_COUNT(pm_options, fit.threads, 1, 1024)},
    {.name = "coef-max",
     .arg = "X",
     .section = S_FIT,
     .help = "bound of every a and C (default 1000 x median time)",
     PM_OPT_NUMBER(pm_options, fit.coef_max, 0.0, INFINITY)},
    {.name = "power-max",
     .arg = "X",
     .section = S_FIT,
     .help = "powers p, q lie in [-X, X] (default 5)",
     PM_OPT_NUMBER(pm_options, fit.pow_max, 0.0, 50.0)},
    {.name = "baselines",
     .arg = "B",
     .section = S_FIT,
     .help = "black boxes fitted beside the model on the same split (the paper's Table V): "
             "`all` (default: random forest and SVR), `rf`, `svr` or `none`",
     .more = "With them the model is also refitted with the other regularisation (L2 at lambda "
             "0.001, or none when the model has a penalty). A group with fewer than 20 training "
             "configurations gets no black box. When the best black box's test MAPE is under "
             "half the model's, the group carries the warning `model_inadequate` "
             "(docs/blackbox.md).",
     PM_OPT_CUSTOM(S_baselines)},

    /* Report */
    {.name = "plots",
     .arg = "MODE",
     .section = S_REPORT,
     .help = "`builtin` (default: SVG and PNG), `gnuplot` (scripts, data and the SVG gnuplot "
             "draws), `both`, or `none`",
     .more = "`gnuplot` needs gnuplot(1).",
     PM_OPT_ENUM(pm_options, plots, S_plots, "mode", "builtin, gnuplot, both, none")},
    {.name = "templates",
     .arg = "DIR",
     .section = S_REPORT,
     .help = "`report.html` and `report.css` from DIR instead of the built-in templates",
     .more = "The installed copies (share/pmreport/templates/) are a starting point.",
     PM_OPT_STRING(pm_options, templates)},
    {.name = "ideal",
     .arg = "F=X[,...]",
     .section = S_REPORT,
     .help = "the exponent you expect of factor F, shown as its ideal (e.g. `n=1,workers=0` "
             "for weak scaling over a linear problem)",
     .more = "Without it a parallel factor's ideal is -1, the batch size's 1, and a problem "
             "size or another factor has none. It never fails a build by itself: "
             "`--exponent-limit` does. Values given twice add up; for one factor the last one "
             "wins. model.json keeps them.",
     PM_OPT_CUSTOM(S_ideal)},
    {.name = "no-machine",
     .section = S_REPORT,
     .help = "leave this machine (CPU, cores, memory, OS) out of model.json and the report, so "
             "that another machine makes the same bytes (published examples)",
     .more = "The gate then cannot tell a baseline from another core count; the history still "
             "records the machine.",
     PM_OPT_FLAG(pm_options, no_machine, 1)},

    /* Gate and history */
    {.name = "baseline",
     .arg = "REF",
     .section = S_GATE,
     .help = "compare with REF: a model.json, a report directory, or (from the history) a "
             "branch's latest run or a commit (prefix); exit 1 when an exponent regressed",
     PM_OPT_STRING(pm_options, baseline),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a REF"},
    {.name = "max-exponent-increase",
     .arg = "F=X[,...]",
     .section = S_GATE,
     .help = "largest allowed increase of q per factor (F: a factor name or `*` for all; "
             "default 0.05 each)",
     .more = "A factor regresses only when the rise exceeds this with 95% confidence. Values "
             "given twice add up; for one factor the last one wins.",
     PM_OPT_CUSTOM(S_max_increase)},
    {.name = "exponent-limit",
     .arg = "F<=X[,...]",
     .section = S_GATE,
     .help = "absolute limits on this run's q",
     .more = "Values given twice add up, like those of `--max-exponent-increase`.",
     PM_OPT_CUSTOM(S_exponent_limit)},
    {.name = "max-slowdown",
     .arg = "R",
     .section = S_GATE,
     .help = "largest allowed ratio of a group's times to the baseline's, for the groups "
             "compared by their times (default 1.25)",
     .more = "A group with no scaling parameter, or too few configurations for the model, is "
             "gated on its times: matched configurations' median ratio, after the machine-speed "
             "factor where other groups give one, past R with 95% confidence (docs/gate.md, "
             "\"Times\").",
     PM_OPT_NUMBER(pm_options, gate.max_slowdown, 1.0, 1e9)},
    {.name = "confirm",
     .arg = "FILE",
     .section = S_GATE,
     .help = "this run is a rerun of the comparison whose gate.json (or report directory) FILE "
             "is: a regression counts only where both regressed",
     .more = "A regression of the first comparison that the rerun does not reproduce, or one "
             "only the rerun sees, passes with a note saying so; the reports say both verdicts "
             "(docs/gate.md, \"Confirmation\"). Needs `--baseline`.",
     PM_OPT_STRING(pm_options, confirm),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a gate.json or a report directory"},
    {.name = "strict",
     .section = S_GATE,
     .help = "an inconclusive gate fails too (exit 1), and so does a missing baseline",
     .more = "Without it an inconclusive gate, or `--baseline BRANCH` with nothing recorded for "
             "the branch yet (verdict `none`), exits 0.",
     PM_OPT_FLAG(pm_options, gate.strict, 1)},
    {.name = "require-adequate",
     .section = S_GATE,
     .help = "no model comparison for a group whose model a black box beats",
     .more = "A group with the warning `model_inadequate` (on either side) is judged pair by "
             "pair where the runs share configurations, and otherwise inconclusive. Without it "
             "the model comparison judges it and a note says the model misfits.",
     PM_OPT_FLAG(pm_options, gate.require_adequate, 1)},
    {.name = "trust-model",
     .section = S_GATE,
     .help = "judge a group whose model a black box beats (the default; undoes "
             "`--require-adequate`)",
     PM_OPT_FLAG(pm_options, gate.trust_model, 1)},
    {.name = "db",
     .arg = "FILE",
     .section = S_GATE,
     .help = "the history database (default `reports/history.db`)",
     .more = "An SQLite file, or a PostgreSQL database: `postgresql://USER@HOST/DB` (any libpq "
             "URL; `postgres://` too) or `postgresql:` alone for libpq's PG* environment "
             "variables (docs/history.md). A password in it is never printed.",
     PM_OPT_STRING(pm_options, db),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a file name or a postgresql:// URL"},
    {.name = "db-label",
     .arg = "TEXT",
     .section = S_GATE,
     .help = "what messages call the history instead of the --db value",
     .more = "The report, summary.md and the gate's notes name the history where a baseline "
             "comes from; a CI job whose database is a scratch file names where the runs really "
             "live (the GitHub Action: `the data branch pmreport-data`).",
     PM_OPT_STRING(pm_options, db_label),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a text"},
    {.name = "project",
     .arg = "NAME",
     .section = S_GATE,
     .help = "the project whose runs --record, --baseline and --since use (default the "
             "repository name of GITHUB_REPOSITORY, else the directory's name)",
     .more = "One database holds the runs of many projects without mixing them.",
     PM_OPT_STRING(pm_options, project),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a name"},
    {.name = "record",
     .section = S_GATE,
     .help = "store this run in the history",
     .more = "It keeps the branch, commit, time, input digest, model, exponents, metrics and "
             "machine.",
     PM_OPT_FLAG(pm_options, record, 1)},
    {.name = "branch",
     .arg = "NAME",
     .section = S_GATE,
     .help = "this run's branch (default GITHUB_HEAD_REF or GITHUB_REF_NAME)",
     PM_OPT_STRING(pm_options, branch)},
    {.name = "commit",
     .arg = "SHA",
     .section = S_GATE,
     .help = "this run's commit (default GITHUB_SHA)",
     PM_OPT_STRING(pm_options, commit)},
    {.name = "since",
     .arg = "REF",
     .section = S_GATE,
     .help = "exponents over time from REF on: a branch's latest recorded run or a commit "
             "(prefix); default the branch's last 50 runs",
     .more = "The report shows them when the history holds runs of this run's branch "
             "(docs/report.md, \"Exponents over time\"). A REF that names no recorded run is "
             "an error (exit 2).",
     PM_OPT_STRING(pm_options, since),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a REF"},

    /* Other */
    {.name = "quiet",
     .letter = 'q',
     .section = S_OTHER,
     .help = "print nothing but errors (and no progress line on a terminal)",
     PM_OPT_FLAG(pm_options, quiet, 1)},
    {.name = "help",
     .letter = 'h',
     .section = S_OTHER,
     .help = "print this help and exit",
     PM_OPT_FLAG(pm_options, help, PM_DOC_USAGE + 1),
     .flags = PM_OPTF_NO_CONFIG},
    {.name = "version",
     .letter = 'V',
     .section = S_OTHER,
     .help = "print the version and exit",
     PM_OPT_FLAG(pm_options, version, 1),
     .flags = PM_OPTF_NO_CONFIG},
    {.name = "help-man",
     .section = S_OTHER,
     .help = "print the OPTIONS section of docs/pmreport.1 (roff) and exit",
     PM_OPT_FLAG(pm_options, help, PM_DOC_MAN + 1),
     .flags = PM_OPTF_NO_CONFIG | PM_OPTF_HIDDEN},
    {.name = "help-config",
     .section = S_OTHER,
     .help = "print the option reference of docs/config.md (Markdown) and exit",
     PM_OPT_FLAG(pm_options, help, PM_DOC_CONFIG + 1),
     .flags = PM_OPTF_NO_CONFIG | PM_OPTF_HIDDEN},
};

const pm_opttab pm_options_table = {
    .command = "pmreport",
    .prefix = "",
    .see_help = "--help",
    .opts = S_opts,
    .nopts = sizeof S_opts / sizeof *S_opts,
    .sections = S_sections,
    .nsections = sizeof S_sections / sizeof *S_sections,
};

/* ---- pmreport predict ---- */

static const pm_optsection S_predict_sections[] = {{"Options", NULL}};

static const pm_optdesc S_predict_opts[] = {
    {.name = "model",
     .letter = 'm',
     .arg = "FILE",
     .help = "the model.json to evaluate",
     PM_OPT_STRING(pm_predict_options, model)},
    {.name = "help",
     .letter = 'h',
     .help = "print this help and exit",
     PM_OPT_FLAG(pm_predict_options, help, 1),
     .flags = PM_OPTF_NO_CONFIG},
};

const pm_opttab pm_predict_table = {
    .command = "pmreport predict",
    .prefix = "predict: ",
    .see_help = "predict --help",
    .opts = S_predict_opts,
    .nopts = sizeof S_predict_opts / sizeof *S_predict_opts,
    .sections = S_predict_sections,
    .nsections = 1,
    .in_order = 1,
};

/* ---- pmreport history ---- */

static const pm_optdesc S_history_opts[] = {
    {.name = "db",
     .arg = "FILE",
     .help = "the history database: a file or a postgresql:// URL (default "
             "`reports/history.db`)",
     PM_OPT_STRING(pm_history_options, db),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a file name or a postgresql:// URL"},
    {.name = "project",
     .arg = "NAME",
     .help = "the project (default the repository name of GITHUB_REPOSITORY, else the "
             "directory's name)",
     PM_OPT_STRING(pm_history_options, project),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a name"},
    {.name = "keep",
     .arg = "N",
     .help = "prune: keep each branch's newest N runs",
     PM_OPT_COUNT(pm_history_options, keep, 1, PM_OPT_UNBOUNDED)},
    {.name = "older-than",
     .arg = "DAYS",
     .help = "prune: remove only runs recorded more than DAYS days ago",
     PM_OPT_COUNT(pm_history_options, older_than, 1, 1000000)},
    {.name = "limit",
     .arg = "N",
     .help = "list, dashboard: at most N runs, the newest (default: all)",
     PM_OPT_COUNT(pm_history_options, limit, 0, PM_OPT_UNBOUNDED)},
    {.name = "branch",
     .arg = "NAME",
     .help = "import of a github-action-benchmark data.js: the branch its runs are recorded on; "
             "dashboard: the branch whose runs it shows (default main)",
     PM_OPT_STRING(pm_history_options, import_branch),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a branch name"},
    {.name = "link",
     .arg = "TEMPLATE",
     .help = "dashboard: where each run's report is, with {commit}, {commit12}, {id} and "
             "{branch} filled in (default `runs/{commit12}/index.html`)",
     .more = "Every point of the dashboard's figures links there, relative to DIR or a full URL.",
     PM_OPT_STRING(pm_history_options, dash.link),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a template"},
    {.name = "commit-url",
     .arg = "TEMPLATE",
     .help = "dashboard: link each commit there, e.g. "
             "`https://github.com/OWNER/REPO/commit/{commit}` (default: no link)",
     PM_OPT_STRING(pm_history_options, dash.commit_url),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a template"},
    {.name = "releases",
     .arg = "FILE",
     .help = "dashboard: list the release reports of FILE, one `NAME URL` a line, in a "
             "Releases section",
     PM_OPT_STRING(pm_history_options, dash.releases),
     .flags = PM_OPTF_NONEMPTY,
     .noun = "a file name"},
    {.name = "help",
     .letter = 'h',
     .help = "print this help and exit",
     PM_OPT_FLAG(pm_history_options, help, 1),
     .flags = PM_OPTF_NO_CONFIG},
};

const pm_opttab pm_history_table = {
    .command = "pmreport history",
    .prefix = "history: ",
    .see_help = "history --help",
    .opts = S_history_opts,
    .nopts = sizeof S_history_opts / sizeof *S_history_opts,
    .sections = S_predict_sections,
    .nsections = 1,
    .in_order = 1,
};

/* ---- the documents ---- */

void pm_options_doc(pm_doc which, pm_buf *out)
{
    switch (which) {
    case PM_DOC_USAGE:
        pm_buf_puts(out,
                    "Usage: pmreport [OPTIONS] INPUT...\n"
                    "       pmreport predict --model model.json KEY=VALUE...\n"
                    "       pmreport history [--db FILE] [--limit N] BRANCH\n"
                    "       pmreport history [--db FILE] export BRANCH DIR | import DIR\n"
                    "       pmreport history [--db FILE] prune [--keep N] [--older-than DAYS]\n"
                    "       pmreport history [--db FILE] dashboard [--branch NAME] DIR\n"
                    "Fit the generic performance model to benchmark results and report on it.\n"
                    "INPUT: CSV, JSON or JSON Lines records, JUnit XML, Google Benchmark,\n"
                    "pytest-benchmark or hyperfine JSON, Extra-P text, JSON or JSON Lines\n"
                    "(docs/formats.md).\n"
                    "\n");
        pm_opttab_help(&pm_options_table, out);
        pm_buf_puts(out, "Exit status: 0 success (gate passed, or inconclusive without --strict),\n"
                         "1 the gate found a regression (or was inconclusive with --strict),\n"
                         "2 usage or input error (also an unknown --baseline REF).\n");
        /* a build without an optional component (CMakeLists.txt) says what it lacks */
        if (!PM_HAVE_BLACKBOXES)
            pm_buf_puts(out, "Built without the black boxes (XGBoost, libsvm): --baselines none "
                             "only;\nTable V has the model's regularised variant.\n");
        if (!PM_HAVE_PNG)
            pm_buf_puts(out, "Built without the PNG figures (Cairo, Pango): the figures are "
                             "SVG only.\n");
        if (!PM_HAVE_POSTGRES)
            pm_buf_puts(out, "Built without PostgreSQL (libpq): --db names an SQLite file only.\n");
        break;
    case PM_DOC_PREDICT_USAGE:
        pm_buf_puts(out, "Usage: pmreport predict --model model.json KEY=VALUE...\n"
                         "Print the model's time for one configuration (every parameter given as\n"
                         "KEY=VALUE; the group column picks a group, else all groups are shown).\n"
                         "\n");
        pm_opttab_help(&pm_predict_table, out);
        break;
    case PM_DOC_HISTORY_USAGE:
        pm_buf_puts(out,
                    "Usage: pmreport history [--db FILE] [--limit N] BRANCH\n"
                    "       pmreport history [--db FILE] export BRANCH DIR\n"
                    "       pmreport history [--db FILE] import DIR\n"
                    "       pmreport history [--db FILE] prune [--keep N] [--older-than DAYS]\n"
                    "       pmreport history [--db FILE] dashboard [--branch NAME] [--link T]\n"
                    "                        [--commit-url T] [--releases FILE] [--limit N] DIR\n"
                    "List the runs of BRANCH recorded with --record, newest first, with their\n"
                    "scaling exponents (docs/gate.md). export writes each run of BRANCH to DIR,\n"
                    "one JSON file per run (files already there are kept); import records the\n"
                    "run files of DIR that the database lacks (docs/github.md). prune removes\n"
                    "the runs beyond each branch's newest N and/or older than DAYS days\n"
                    "(docs/history.md). dashboard writes DIR/index.html: every exponent of the\n"
                    "branch's runs over its commits, each point a link to its run's report, the\n"
                    "regressions against the run before, machine speed and noise\n"
                    "(docs/history.md, \"Dashboard\"). Every command sees the runs of one\n"
                    "--project.\n"
                    "\n");
        pm_opttab_help(&pm_history_table, out);
        break;
    case PM_DOC_MAN:
        pm_buf_puts(out, ".\\\" Generated from the option tables (src/options.c) by `pmreport "
                         "--help-man`:\n.\\\" edit the tables, then run `bash scripts/check-man.sh "
                         "--fix`.\n");
        pm_opttab_man(&pm_options_table, NULL, out);
        pm_opttab_man(&pm_predict_table, "pmreport predict", out);
        pm_opttab_man(&pm_history_table, "pmreport history", out);
        break;
    case PM_DOC_CONFIG:
        pm_buf_puts(out, "<!-- Generated from the option tables (src/options.c) by `pmreport "
                         "--help-config`:\n     edit the tables, then run `bash "
                         "scripts/check-man.sh --fix`. -->\n\n");
        pm_opttab_markdown(&pm_options_table, out);
        break;
    }
}

/* ---- the main command ---- */

void pm_options_init(pm_options *o)
{
    memset(o, 0, sizeof *o);
    o->output_dir = pm_xstrdup("reports/latest");
    o->train_fraction = 0.6;
    o->seed = 1;
    o->format = PM_FORMAT_AUTO;
    pm_fit_opts_default(&o->fit);
    o->fit.cores = -1; /* not given: this machine's (run.c) */
    pm_gate_opts_init(&o->gate);
    o->db = pm_xstrdup("reports/history.db");
    o->baselines = PM_BB_ALL;
}

int pm_options_parse(pm_options *o, int argc, char **argv, pm_error *err)
{
    int first;
    if (pm_opttab_parse(&pm_options_table, o, argc, argv, &first, err) != 0)
        return -1;
    o->fit.seed = o->seed; /* one --seed for the split and the fits */
    if (o->project == NULL) {
        char p[256];
        pm_store_default_project(p, sizeof p);
        o->project = pm_xstrdup(p);
    }
    o->inputs = argv + first;
    o->ninputs = (size_t)(argc - first);
    return 0;
}

pm_role_spec pm_options_roles(const pm_options *o)
{
    pm_role_spec s = {0};
    s.group = o->group;
    s.target = o->target;
    s.numeric = o->numeric;
    s.nnumeric = o->nnumeric;
    s.categorical = o->categorical;
    s.ncategorical = o->ncategorical;
    s.extrinsic = o->extrinsic;
    s.nextrinsic = o->nextrinsic;
    s.target_kind = o->target_kind;
    s.skip_bad_rows = o->skip_bad_rows;
    /* dropped rows are worth a line even with --quiet: the data changed */
    s.warn = stderr;
    return s;
}

void pm_options_free(pm_options *o)
{
    if (o == NULL)
        return;
    pm_opttab_free(&pm_options_table, o);
    pm_gate_opts_free(&o->gate);
    pm_factor_ideals_free(&o->ideals);
    memset(o, 0, sizeof *o);
}

/* ---- the sub-commands ---- */

int pm_predict_options_parse(pm_predict_options *o, int argc, char **argv, pm_error *err)
{
    memset(o, 0, sizeof *o);
    int first;
    if (pm_opttab_parse(&pm_predict_table, o, argc, argv, &first, err) != 0)
        return -1;
    if (!o->help && o->model == NULL)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "predict: --model FILE is required");
    o->assign = argv + first;
    o->nassign = (size_t)(argc - first);
    return 0;
}

void pm_predict_options_free(pm_predict_options *o)
{
    if (o == NULL)
        return;
    pm_opttab_free(&pm_predict_table, o);
    memset(o, 0, sizeof *o);
}

/* `dashboard [OPTIONS] DIR` (argv[0] the word): the options that follow it, then one DIR. */
static int S_history_dashboard(pm_history_options *o, int n, char **argv, pm_error *err)
{
    int more = 1;
    if (n > 1 && pm_opttab_parse(&pm_history_table, o, n, argv, &more, err) != 0)
        return -1;
    if (n - more != 1)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                            "history: dashboard takes one DIR, where index.html goes (see "
                            "history --help)");
    if (argv[more][0] == '\0')
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "history: dashboard: DIR is empty");
    o->action = PM_HISTORY_DASHBOARD;
    o->dir = argv[more];
    o->dash.dir = o->dir;
    return 0;
}

int pm_history_options_parse(pm_history_options *o, int argc, char **argv, pm_error *err)
{
    memset(o, 0, sizeof *o);
    o->db = pm_xstrdup("reports/history.db");
    int first;
    if (pm_opttab_parse(&pm_history_table, o, argc, argv, &first, err) != 0)
        return -1;
    if (o->help)
        return 0;
    int n = argc - first;
    const char *verb = n > 0 ? argv[first] : "";
    if (strcmp(verb, "export") == 0) {
        if (n != 3)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: export takes BRANCH DIR (see history --help)");
        o->action = PM_HISTORY_EXPORT;
        o->branch = argv[first + 1];
        o->dir = argv[first + 2];
    } else if (strcmp(verb, "import") == 0) {
        if (n != 2)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: import takes DIR, or a github-action-benchmark "
                                "data.js FILE (see history --help)");
        o->action = PM_HISTORY_IMPORT;
        o->dir = argv[first + 1];
    } else if (strcmp(verb, "prune") == 0) {
        /* options may follow the word: parse them as a command line of their own */
        int more;
        if (n > 1 && pm_opttab_parse(&pm_history_table, o, n, argv + first, &more, err) != 0)
            return -1;
        if (n > 1 && more != n)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: prune takes no operands (see history --help)");
        if (o->keep == 0 && o->older_than == 0)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: prune needs --keep N or --older-than DAYS (see "
                                "history --help)");
        o->action = PM_HISTORY_PRUNE;
    } else if (strcmp(verb, "dashboard") == 0) {
        if (S_history_dashboard(o, n, argv + first, err) != 0)
            return -1;
    } else {
        if (n != 1)
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "history: give one BRANCH (see history --help)");
        o->branch = argv[first];
    }
    if (o->project == NULL) {
        char p[256];
        pm_store_default_project(p, sizeof p);
        o->project = pm_xstrdup(p);
    }
    o->dash.db = o->db;
    o->dash.project = o->project;
    o->dash.branch = o->import_branch ? o->import_branch : "main";
    o->dash.limit = o->limit;
    return 0;
}

void pm_history_options_free(pm_history_options *o)
{
    if (o == NULL)
        return;
    pm_opttab_free(&pm_history_table, o);
    memset(o, 0, sizeof *o);
}
