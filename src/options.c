/* options.c - getopt_long parsing and the key = value config file. */
#include "options.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Long-only options are numbered from 256 (curl's habit). */
enum {
    OPT_GROUP = 256,
    OPT_TARGET,
    OPT_NUMERIC,
    OPT_CATEGORICAL,
    OPT_EXTRINSIC,
    OPT_CONFIG,
    OPT_FORMAT,
    OPT_TRAIN_FRACTION,
    OPT_SEED,
    OPT_LOSS,
    OPT_REG,
    OPT_LAMBDA,
    OPT_LAMBDA_SWEEP,
    OPT_OPTIMIZER,
    OPT_PRESET,
    OPT_FITS,
    OPT_BOOTSTRAP,
    OPT_THREADS,
    OPT_COEF_MAX,
    OPT_POWER_MAX,
    OPT_PLOTS,
    OPT_TEMPLATES,
    OPT_TARGET_KIND,
    OPT_SKIP_BAD_ROWS,
    OPT_BASELINE,
    OPT_MAX_INCREASE,
    OPT_EXPONENT_LIMIT,
    OPT_STRICT,
    OPT_DB,
    OPT_RECORD,
    OPT_BRANCH,
    OPT_COMMIT,
    OPT_INTERVAL
};

static const struct option S_long[] = {
    {"output", required_argument, NULL, 'o'},
    {"group", required_argument, NULL, OPT_GROUP},
    {"target", required_argument, NULL, OPT_TARGET},
    {"numeric", required_argument, NULL, OPT_NUMERIC},
    {"categorical", required_argument, NULL, OPT_CATEGORICAL},
    {"extrinsic", required_argument, NULL, OPT_EXTRINSIC},
    {"config", required_argument, NULL, OPT_CONFIG},
    {"format", required_argument, NULL, OPT_FORMAT},
    {"train-fraction", required_argument, NULL, OPT_TRAIN_FRACTION},
    {"seed", required_argument, NULL, OPT_SEED},
    {"loss", required_argument, NULL, OPT_LOSS},
    {"regularization", required_argument, NULL, OPT_REG},
    {"lambda", required_argument, NULL, OPT_LAMBDA},
    {"lambda-sweep", no_argument, NULL, OPT_LAMBDA_SWEEP},
    {"optimizer", required_argument, NULL, OPT_OPTIMIZER},
    {"preset", required_argument, NULL, OPT_PRESET},
    {"fits", required_argument, NULL, OPT_FITS},
    {"bootstrap", required_argument, NULL, OPT_BOOTSTRAP},
    {"threads", required_argument, NULL, OPT_THREADS},
    {"coef-max", required_argument, NULL, OPT_COEF_MAX},
    {"power-max", required_argument, NULL, OPT_POWER_MAX},
    {"plots", required_argument, NULL, OPT_PLOTS},
    {"templates", required_argument, NULL, OPT_TEMPLATES},
    {"target-kind", required_argument, NULL, OPT_TARGET_KIND},
    {"skip-bad-rows", no_argument, NULL, OPT_SKIP_BAD_ROWS},
    {"quiet", no_argument, NULL, 'q'},
    {"help", no_argument, NULL, 'h'},
    {"version", no_argument, NULL, 'V'},
    {"baseline", required_argument, NULL, OPT_BASELINE},
    {"max-exponent-increase", required_argument, NULL, OPT_MAX_INCREASE},
    {"exponent-limit", required_argument, NULL, OPT_EXPONENT_LIMIT},
    {"strict", no_argument, NULL, OPT_STRICT},
    {"db", required_argument, NULL, OPT_DB},
    {"record", no_argument, NULL, OPT_RECORD},
    {"branch", required_argument, NULL, OPT_BRANCH},
    {"commit", required_argument, NULL, OPT_COMMIT},
    {"interval", required_argument, NULL, OPT_INTERVAL},
    {NULL, 0, NULL, 0},
};

/* The help text in parts (one string literal may not exceed 4095 characters in ISO C). */
static const char *const S_usage[] = {
    "Usage: pmreport [OPTIONS] INPUT...\n"
    "       pmreport predict --model model.json KEY=VALUE...\n"
    "       pmreport history [--db FILE] [--limit N] BRANCH\n"
    "Fit the generic performance model to benchmark results and report on it.\n"
    "INPUT: CSV, JSON or JSON Lines records, JUnit XML, Google Benchmark,\n"
    "pytest-benchmark or hyperfine JSON, Extra-P text (docs/formats.md).\n"
    "\n"
    "Input and roles (inferred when not given; see docs/config.md):\n"
    "  -o, --output DIR        report directory (default reports/latest)\n"
    "      --group COL         column that splits fits (default: framework, if present)\n"
    "      --target COL        measured time (default: a time-like name: time, time_ms,\n"
    "                          seconds, duration, ...; unit from the name or a unit "
    "column)\n"
    "      --numeric COLS      intrinsic numeric parameters (comma list)\n"
    "      --categorical COLS  intrinsic categorical parameters (comma list)\n"
    "      --extrinsic COLS    extrinsic scaling factors (comma list)\n"
    "      --target-kind K     time or throughput (as time per item; default: from the "
    "name)\n"
    "      --skip-bad-rows     drop rows with a bad cell (text, zero, ...), warn once\n"
    "      --config FILE       the same settings from a file: one 'name = value' a line\n"
    "      --format FMT        auto (default), csv, json, jsonl, junit or extrap\n"
    "      --train-fraction F  share of configurations used for fitting (default 0.6)\n"
    "      --seed N            seed of the split, the fits and the bootstrap (default 1)\n"
    "\n",
    "Fit (see docs/fit.md):\n"
    "      --loss L            log (default: mean squared log error), mae, mape\n"
    "      --regularization R  none (default), l1, l2: penalty on every unknown but C\n"
    "      --lambda X          weight of the penalty (default 0), or 'auto' for 5-fold\n"
    "                          cross-validation over 1e-6 .. 1\n"
    "      --lambda-sweep      also fit at lambda = 1e-6, 1e-5, ..., 1 (model.json)\n"
    "      --optimizer O       vp (default: evolution over the powers, coefficients\n"
    "                          solved exactly) or paper (scipy's differential evolution)\n"
    "      --preset paper      the paper's cost: --loss mae --regularization l2\n"
    "                          --lambda 0.001 --coef-max 1000, in the data's unit\n"
    "      --fits N            seeds per group; mean and std over them (default 10)\n"
    "      --bootstrap N       draws for the 95% intervals (default 100, 0 = off)\n"
    "      --interval M        sandwich (default: from the Jacobian, with the log loss),\n"
    "                          percentile (refit resamples), sandwich-hc3\n"
    "      --threads N         worker threads (default: all CPUs; same results)\n"
    "      --coef-max X        bound of every a and C (default 1000 x median time)\n"
    "      --power-max X       powers p, q lie in [-X, X] (default 5)\n"
    "\n",
    "Report (see docs/report.md):\n"
    "      --plots MODE        builtin (default: SVG and PNG), gnuplot (scripts, data\n"
    "                          and the SVG gnuplot draws), both, or none\n"
    "      --templates DIR     report.html and report.css from DIR instead of the\n"
    "                          built-in templates\n"
    "\n",
    "Gate and history (see docs/gate.md):\n"
    "      --baseline REF      compare with REF: a model.json, a report directory, or\n"
    "                          (from the history) a branch's latest run or a commit\n"
    "                          (prefix); exit 1 when an exponent regressed\n"
    "      --max-exponent-increase F=X[,...]\n"
    "                          largest allowed increase of q per factor (F: a factor\n"
    "                          name or * for all; default 0.05 each)\n"
    "      --exponent-limit F<=X[,...]\n"
    "                          absolute limits on this run's q\n"
    "      --strict            an inconclusive gate fails too (exit 1)\n"
    "      --db FILE           the history database (default reports/history.db)\n"
    "      --record            store this run in the history\n"
    "      --branch NAME       this run's branch (default GITHUB_HEAD_REF or\n"
    "                          GITHUB_REF_NAME)\n"
    "      --commit SHA        this run's commit (default GITHUB_SHA)\n"
    "\n"
    "  -q, --quiet             print nothing but errors\n"
    "  -h, --help              print this help and exit\n"
    "  -V, --version           print the version and exit\n"
    "\n"
    "Exit status: 0 success (gate passed, or inconclusive without --strict),\n"
    "1 the gate found a regression (or was inconclusive with --strict),\n"
    "2 usage or input error (also an unknown --baseline REF).\n",
};

const char *pm_options_usage(void)
{
    static char text[16384];
    if (text[0] == '\0')
        for (size_t i = 0; i < sizeof S_usage / sizeof *S_usage; i++)
            strncat(text, S_usage[i], sizeof text - strlen(text) - 1);
    return text;
}

void pm_options_init(pm_options *o)
{
    memset(o, 0, sizeof *o);
    o->output_dir = pm_xstrdup("reports/latest");
    o->train_fraction = 0.6;
    o->seed = 1;
    o->format = PM_FORMAT_AUTO;
    pm_fit_opts_default(&o->fit);
    pm_gate_opts_init(&o->gate);
    o->db = pm_xstrdup("reports/history.db");
}

/* Parse a count in [min, max]. */
static int S_count(const char *v, size_t min, size_t max, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (errno || end == v || *end != '\0' || v[0] == '-' || n < min || n > max)
        return -1;
    *out = (size_t)n;
    return 0;
}

static void S_set_str(char **dst, const char *v)
{
    free(*dst);
    *dst = pm_xstrdup(v);
}

static void S_set_list(char ***dst, size_t *n, const char *v)
{
    pm_text_list_free(*dst, *n);
    *n = pm_text_split_list(v, dst);
}

/* Apply one option; file/line locate it in a config file (file NULL: command line). */
static int S_apply(pm_options *o, int id, const char *name, const char *v, const char *file,
                   long line, pm_error *err)
{
    char *end;
    switch (id) {
    case 'o':
        if (v[0] == '\0')
            return pm_error_set(err, PM_ERR_USAGE, file, line, "--output needs a directory name");
        S_set_str(&o->output_dir, v);
        break;
    case OPT_GROUP: S_set_str(&o->group, v); break;
    case OPT_TARGET: S_set_str(&o->target, v); break;
    case OPT_NUMERIC: S_set_list(&o->numeric, &o->nnumeric, v); break;
    case OPT_CATEGORICAL: S_set_list(&o->categorical, &o->ncategorical, v); break;
    case OPT_EXTRINSIC: S_set_list(&o->extrinsic, &o->nextrinsic, v); break;
    case OPT_CONFIG: break; /* handled before */
    case OPT_FORMAT:
        if (pm_ingest_format_from_name(v, &o->format) != 0)
            return pm_error_set(
                err, PM_ERR_USAGE, file, line,
                "--format: unknown format '%.40s' (auto, csv, json, jsonl, junit, extrap)", v);
        break;
    case OPT_TRAIN_FRACTION:
        if (!pm_text_number(v, &o->train_fraction) || !(o->train_fraction > 0.0) ||
            o->train_fraction > 1.0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--train-fraction needs a number in (0, 1], got '%.40s'", v);
        break;
    case OPT_SEED:
        errno = 0;
        o->seed = strtoull(v, &end, 10);
        if (errno || end == v || *end != '\0' || v[0] == '-')
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--seed needs a non-negative integer, got '%.40s'", v);
        o->fit.seed = o->seed;
        break;
    case OPT_LOSS:
        if (pm_loss_from_name(v, &o->fit.loss) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--loss: unknown loss '%.40s' (log, mae, mape)", v);
        break;
    case OPT_REG:
        if (pm_reg_from_name(v, &o->fit.reg) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--regularization: unknown '%.40s' (none, l1, l2)", v);
        break;
    case OPT_LAMBDA:
        if (pm_text_ieq(v, "auto")) {
            o->fit.lambda_auto = 1;
        } else if (!pm_text_number(v, &o->fit.lambda) || o->fit.lambda < 0) {
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--lambda needs a number >= 0 or 'auto', got '%.40s'", v);
        } else {
            o->fit.lambda_auto = 0;
        }
        break;
    case OPT_LAMBDA_SWEEP: o->fit.lambda_sweep = 1; break;
    case OPT_PLOTS:
        if (pm_plots_mode_from_name(v, &o->plots) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--plots: unknown mode '%.40s' (builtin, gnuplot, both, none)", v);
        break;
    case OPT_TEMPLATES: S_set_str(&o->templates, v); break;
    case OPT_OPTIMIZER:
        if (pm_optimizer_from_name(v, &o->fit.optimizer) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--optimizer: unknown '%.40s' (vp, paper)", v);
        break;
    case OPT_PRESET:
        if (!pm_text_ieq(v, "paper"))
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--preset: unknown preset '%.40s' (paper)", v);
        o->fit.loss = PM_LOSS_MAE;
        o->fit.reg = PM_REG_L2;
        o->fit.lambda = 0.001;
        o->fit.lambda_auto = 0;
        o->fit.raw_units = 1;
        o->fit.coef_max = 1000.0;
        break;
    case OPT_FITS: {
        size_t n;
        if (S_count(v, 1, 1000, &n) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--fits needs a whole number from 1 to 1000, got '%.40s'", v);
        o->fit.fits = n;
        break;
    }
    case OPT_BOOTSTRAP: {
        size_t n;
        if (S_count(v, 0, 100000, &n) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--bootstrap needs a whole number from 0 to 100000, got '%.40s'",
                                v);
        o->fit.bootstrap = n;
        break;
    }
    case OPT_THREADS: {
        size_t n;
        if (S_count(v, 1, 1024, &n) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--threads needs a whole number from 1 to 1024, got '%.40s'", v);
        o->fit.threads = (int)n;
        break;
    }
    case OPT_COEF_MAX:
        if (!pm_text_number(v, &o->fit.coef_max) || !(o->fit.coef_max > 0))
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--coef-max needs a positive number, got '%.40s'", v);
        break;
    case OPT_POWER_MAX:
        if (!pm_text_number(v, &o->fit.pow_max) || !(o->fit.pow_max > 0) || o->fit.pow_max > 50)
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--power-max needs a number in (0, 50], got '%.40s'", v);
        break;
    case OPT_TARGET_KIND:
        if (pm_text_ieq(v, "time"))
            o->target_kind = PM_TARGET_TIME;
        else if (pm_text_ieq(v, "throughput"))
            o->target_kind = PM_TARGET_THROUGHPUT;
        else
            return pm_error_set(err, PM_ERR_USAGE, file, line,
                                "--target-kind: unknown kind '%.40s' (time, throughput)", v);
        break;
    case OPT_SKIP_BAD_ROWS: o->skip_bad_rows = 1; break;
    case 'q': o->quiet = 1; break;
    case 'h': o->help = 1; break;
    case 'V': o->version = 1; break;
    case OPT_BASELINE:
        if (v[0] == '\0')
            return pm_error_set(err, PM_ERR_USAGE, file, line, "--baseline needs a REF");
        S_set_str(&o->baseline, v);
        break;
    case OPT_MAX_INCREASE:
    case OPT_EXPONENT_LIMIT: {
        char msg[200];
        int bad = id == OPT_MAX_INCREASE ? pm_gate_parse_thresholds(&o->gate, v, msg, sizeof msg)
                                         : pm_gate_parse_limits(&o->gate, v, msg, sizeof msg);
        if (bad)
            return pm_error_set(err, PM_ERR_USAGE, file, line, "--%s: %s",
                                id == OPT_MAX_INCREASE ? "max-exponent-increase" : "exponent-limit",
                                msg);
        break;
    }
    case OPT_STRICT: o->gate.strict = 1; break;
    case OPT_DB:
        if (v[0] == '\0')
            return pm_error_set(err, PM_ERR_USAGE, file, line, "--db needs a file name");
        S_set_str(&o->db, v);
        break;
    case OPT_RECORD: o->record = 1; break;
    case OPT_BRANCH: S_set_str(&o->branch, v); break;
    case OPT_COMMIT: S_set_str(&o->commit, v); break;
    case OPT_INTERVAL:
        if (pm_interval_from_name(v, &o->fit.interval) != 0)
            return pm_error_set(
                err, PM_ERR_USAGE, file, line,
                "--interval: unknown method '%.40s' (sandwich, percentile, sandwich-hc3)", v);
        break;
    default: return pm_error_set(err, PM_ERR_USAGE, file, line, "unknown option '%.60s'", name);
    }
    return 0;
}

/* Read `name = value` lines from the config file. */
static int S_config(pm_options *o, const char *path, pm_error *err)
{
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot open config file: %s",
                            strerror(errno));
    /* fopen opens a directory and getline then fails: that read as an empty config */
    struct stat st;
    if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(fp);
        return pm_error_set(err, PM_ERR_USAGE, path, 0, "is a directory, not a config file");
    }
    char *buf = NULL;
    size_t cap = 0;
    long line = 0;
    int rc = 0;
    while (rc == 0 && getline(&buf, &cap, fp) > 0) {
        line++;
        char *s = buf;
        char *hash = strchr(s, '#');
        if (hash)
            *hash = '\0';
        size_t n = strlen(s);
        while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ' || s[n - 1] == '\t'))
            s[--n] = '\0';
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '\0')
            continue;
        char *eq = strchr(s, '=');
        char *key = s, *val = eq ? eq + 1 : NULL;
        char *ke = eq ? eq : s + strlen(s);
        while (ke > key && (ke[-1] == ' ' || ke[-1] == '\t'))
            ke--;
        *ke = '\0';
        if (val)
            while (*val == ' ' || *val == '\t')
                val++;
        const struct option *opt = NULL;
        for (const struct option *p = S_long; p->name; p++)
            if (strcmp(p->name, key) == 0)
                opt = p;
        if (opt == NULL || opt->val == OPT_CONFIG || opt->val == 'h' || opt->val == 'V') {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line, "unknown setting '%.60s'", key);
        } else if (opt->has_arg == required_argument && (val == NULL || *val == '\0')) {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line, "setting '%s' needs a value",
                              opt->name);
        } else if (opt->has_arg == no_argument && val && !pm_text_ieq(val, "true") &&
                   !pm_text_ieq(val, "yes") && !pm_text_ieq(val, "1")) {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line,
                              "setting '%s' takes no value (or true)", opt->name);
        } else {
            rc = S_apply(o, opt->val, opt->name, val ? val : "", path, line, err);
        }
    }
    if (rc == 0 && ferror(fp))
        rc = pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot read config file: %s",
                          strerror(errno));
    free(buf);
    fclose(fp);
    return rc;
}

int pm_options_parse(pm_options *o, int argc, char **argv, pm_error *err)
{
    /* One getopt pass collects the options; the config file (if any) is applied
     * first and the command line after it, so flags win over the file. */
    typedef struct {
        int id;           /* option id */
        const char *name; /* as written, for messages */
        const char *arg;  /* its value ("" when none) */
    } S_seen;
    S_seen *seen = pm_xmalloc((size_t)(argc > 0 ? argc : 1) * sizeof *seen);
    size_t nseen = 0;
    int rc = 0;
    opterr = 0;
    optind = 0; /* 0, not 1: glibc then also resets its internal state */
    int c, idx;
    while ((c = getopt_long(argc, argv, ":o:qhV", S_long, &idx)) != -1) {
        const char *as_written = argv[optind - 1];
        if (c == '?') {
            char shortopt[3] = {'-', (char)optopt, '\0'};
            rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "unknown option '%.60s' (see --help)",
                              optopt ? shortopt : as_written);
            goto done;
        }
        if (c == ':') {
            rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "option '%.60s' needs a value",
                              as_written);
            goto done;
        }
        if (c == OPT_CONFIG)
            S_set_str(&o->config, optarg);
        seen[nseen].id = c;
        seen[nseen].name = as_written;
        seen[nseen].arg = optarg ? optarg : "";
        nseen++;
    }
    if (o->config && (rc = S_config(o, o->config, err)) != 0)
        goto done;
    /* a preset sets defaults that any other flag may override, wherever it stands */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < nseen; i++)
            if ((seen[i].id == OPT_PRESET) == (pass == 0) &&
                (rc = S_apply(o, seen[i].id, seen[i].name, seen[i].arg, NULL, 0, err)) != 0)
                goto done;
    o->inputs = argv + optind;
    o->ninputs = (size_t)(argc - optind);
done:
    free(seen);
    return rc;
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
    free(o->output_dir);
    free(o->group);
    free(o->target);
    free(o->config);
    free(o->templates);
    pm_text_list_free(o->numeric, o->nnumeric);
    pm_text_list_free(o->categorical, o->ncategorical);
    pm_text_list_free(o->extrinsic, o->nextrinsic);
    free(o->baseline);
    pm_gate_opts_free(&o->gate);
    free(o->db);
    free(o->branch);
    free(o->commit);
    memset(o, 0, sizeof *o);
}
