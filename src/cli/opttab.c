/* opttab.c - the engine behind the option tables: getopt_long, the config file, the layers,
 * --help, the man page and the Markdown reference, all read from one pm_opttab. */
#include "opttab.h"

#include "util/text.h"
#include "util/xalloc.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Long options without a short letter get getopt values from here on (curl's habit). */
enum { S_LONG_BASE = 256 };

/* ---- applying one value ---- */

static void *S_field(void *target, size_t off)
{
    return (char *)target + off;
}

/* The "needs ..." phrase of a COUNT. */
static void S_count_need(const pm_optdesc *d, char *out, size_t cap)
{
    if (d->umax != PM_OPT_UNBOUNDED)
        snprintf(out, cap, "needs a whole number from %llu to %llu", d->umin, d->umax);
    else if (d->umin == 0)
        snprintf(out, cap, "needs a non-negative integer");
    else
        snprintf(out, cap, "needs a whole number >= %llu", d->umin);
}

/* The "needs ..." phrase of a NUMBER. */
static void S_number_need(const pm_optdesc *d, char *out, size_t cap)
{
    int closed = (d->flags & PM_OPTF_LO_CLOSED) != 0;
    if (isinf(d->hi) && d->lo == 0.0 && !closed)
        snprintf(out, cap, "needs a positive number");
    else if (isinf(d->hi))
        snprintf(out, cap, "needs a number %s %g", closed ? ">=" : ">", d->lo);
    else
        snprintf(out, cap, "needs a number in %c%g, %g]", closed ? '[' : '(', d->lo, d->hi);
}

int pm_opttab_apply(const pm_opttab *t, const pm_optdesc *d, void *target, const char *v,
                    const char *file, long line, pm_error *err)
{
    void *field = S_field(target, d->off);
    const char *p = t->prefix;
    char need[120];
    switch (d->kind) {
    case PM_OPTK_FLAG: *(int *)field = d->ival; return 0;
    case PM_OPTK_STRING:
        if ((d->flags & PM_OPTF_NONEMPTY) && v[0] == '\0')
            return pm_error_set(err, PM_ERR_USAGE, file, line, "%s--%s needs %s", p, d->name,
                                d->noun);
        free(*(char **)field);
        *(char **)field = pm_xstrdup(v);
        return 0;
    case PM_OPTK_LIST: {
        char ***items = field;
        size_t *n = S_field(target, d->off2);
        pm_text_list_free(*items, *n);
        *n = pm_text_split_list(v, items);
        return 0;
    }
    case PM_OPTK_COUNT: {
        char *end;
        errno = 0;
        unsigned long long n = strtoull(v, &end, 10);
        /* strtoull takes "-1" as a huge number and skips blanks: refuse any sign */
        if (errno || end == v || *end != '\0' || strchr(v, '-') || strchr(v, '+') || n < d->umin ||
            n > d->umax) {
            S_count_need(d, need, sizeof need);
            return pm_error_set(err, PM_ERR_USAGE, file, line, "%s--%s %s, got '%.40s'", p, d->name,
                                need, v);
        }
        if (d->size == sizeof(unsigned long long)) {
            memcpy(field, &n, sizeof n);
        } else {
            unsigned u = (unsigned)n; /* pm_opttab_check: the bounds fit an int */
            memcpy(field, &u, sizeof u);
        }
        return 0;
    }
    case PM_OPTK_NUMBER: {
        double x;
        int ok = pm_text_number(v, &x) &&
                 ((d->flags & PM_OPTF_LO_CLOSED) ? x >= d->lo : x > d->lo) && x <= d->hi;
        if (!ok) {
            S_number_need(d, need, sizeof need);
            return pm_error_set(err, PM_ERR_USAGE, file, line, "%s--%s %s, got '%.40s'", p, d->name,
                                need, v);
        }
        *(double *)field = x;
        return 0;
    }
    case PM_OPTK_ENUM:
        if (d->parse(v, field) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line, "%s--%s: unknown %s%s'%.40s' (%s)",
                                p, d->name, d->noun ? d->noun : "", d->noun ? " " : "", v,
                                d->choices);
        return 0;
    case PM_OPTK_CUSTOM: {
        char msg[300];
        msg[0] = '\0';
        if (d->custom(target, v, msg, sizeof msg) != 0)
            return pm_error_set(err, PM_ERR_USAGE, file, line, "%s--%s%s", p, d->name, msg);
        return 0;
    }
    }
    return pm_error_set(err, PM_ERR_INTERNAL, file, line, "option --%s has no setter", d->name);
}

const pm_optdesc *pm_opttab_find(const pm_opttab *t, const char *name)
{
    for (size_t i = 0; i < t->nopts; i++)
        if (strcmp(t->opts[i].name, name) == 0)
            return &t->opts[i];
    return NULL;
}

void pm_opttab_free(const pm_opttab *t, void *target)
{
    for (size_t i = 0; i < t->nopts; i++) {
        const pm_optdesc *d = &t->opts[i];
        if (d->kind == PM_OPTK_STRING) {
            char **s = S_field(target, d->off);
            free(*s);
            *s = NULL;
        } else if (d->kind == PM_OPTK_LIST) {
            char ***items = S_field(target, d->off);
            size_t *n = S_field(target, d->off2);
            pm_text_list_free(*items, *n);
            *items = NULL;
            *n = 0;
        }
    }
}

/* ---- collecting settings: the command line and the config file ---- */

/* One setting waiting for its layer. */
typedef struct S_setting {
    const pm_optdesc *d; /* which option */
    const char *value;   /* its value ("" for a flag); owned by the list when file != NULL */
    const char *file;    /* config file it came from, NULL for the command line */
    long line;           /* its line in file */
} S_setting;

typedef struct S_settings {
    S_setting *v;
    size_t n, cap;
} S_settings;

static void S_push(S_settings *s, const pm_optdesc *d, const char *value, const char *file,
                   long line)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 16;
        s->v = pm_xrealloc(s->v, s->cap, sizeof *s->v);
    }
    s->v[s->n++] = (S_setting){d, value, file, line};
}

static void S_settings_free(S_settings *s)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i].file)
            free((char *)s->v[i].value);
    free(s->v);
}

/* Read the `name = value` lines of the config file at path into s (values copied). */
static int S_read_config(const pm_opttab *t, const char *path, S_settings *s, pm_error *err)
{
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot open config file: %s",
                            strerror(errno));
    /* fopen opens a directory and getline then fails: that would read as an empty config */
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
        char *str = buf;
        char *hash = strchr(str, '#');
        if (hash)
            *hash = '\0';
        size_t n = strlen(str);
        while (n && (str[n - 1] == '\n' || str[n - 1] == '\r' || str[n - 1] == ' ' ||
                     str[n - 1] == '\t'))
            str[--n] = '\0';
        while (*str == ' ' || *str == '\t')
            str++;
        if (*str == '\0')
            continue;
        char *eq = strchr(str, '=');
        char *key = str, *val = eq ? eq + 1 : NULL;
        char *ke = eq ? eq : str + strlen(str);
        while (ke > key && (ke[-1] == ' ' || ke[-1] == '\t'))
            ke--;
        *ke = '\0';
        if (val)
            while (*val == ' ' || *val == '\t')
                val++;
        const pm_optdesc *d = pm_opttab_find(t, key);
        if (d == NULL || (d->flags & (PM_OPTF_NO_CONFIG | PM_OPTF_HIDDEN))) {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line, "unknown setting '%.60s'", key);
        } else if (d->arg != NULL && (val == NULL || *val == '\0')) {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line, "setting '%s' needs a value", d->name);
        } else if (d->arg == NULL && val && !pm_text_ieq(val, "true") && !pm_text_ieq(val, "yes") &&
                   !pm_text_ieq(val, "1")) {
            rc = pm_error_set(err, PM_ERR_USAGE, path, line,
                              "setting '%s' takes no value (or true)", d->name);
        } else {
            S_push(s, d, pm_xstrdup(d->arg ? val : ""), path, line);
        }
    }
    if (rc == 0 && ferror(fp))
        rc = pm_error_set(err, PM_ERR_USAGE, path, 0, "cannot read config file: %s",
                          strerror(errno));
    free(buf);
    fclose(fp);
    return rc;
}

/* getopt_long's two tables for t: the long options (each returning its letter, or
 * S_LONG_BASE + its index) and the short ones ('+' first when t stops at the first operand;
 * ':' so that a missing value returns ':'). Both the caller's to free. */
static void S_getopt_tables(const pm_opttab *t, struct option **long_out, char **short_out)
{
    struct option *lo = pm_xmalloc_array(t->nopts + 1, sizeof *lo);
    char *shortopts = pm_xmalloc(pm_st_add(pm_st_mult(2, t->nopts), 3));
    size_t ns = 0;
    if (t->in_order)
        shortopts[ns++] = '+';
    shortopts[ns++] = ':'; /* a missing value returns ':', not '?' */
    for (size_t i = 0; i < t->nopts; i++) {
        const pm_optdesc *d = &t->opts[i];
        lo[i] = (struct option){d->name, d->arg ? required_argument : no_argument, NULL,
                                d->letter ? d->letter : S_LONG_BASE + (int)i};
        if (d->letter) {
            shortopts[ns++] = d->letter;
            if (d->arg)
                shortopts[ns++] = ':';
        }
    }
    shortopts[ns] = '\0';
    lo[t->nopts] = (struct option){NULL, 0, NULL, 0};
    *long_out = lo;
    *short_out = shortopts;
}

int pm_opttab_parse(const pm_opttab *t, void *target, int argc, char **argv, int *first_operand,
                    pm_error *err)
{
    struct option *lo;
    char *shortopts;
    S_getopt_tables(t, &lo, &shortopts);
    S_settings cmd = {0}, file = {0};
    const char *config = NULL;
    int rc = 0, c;
    opterr = 0;
    optind = 0; /* 0, not 1: glibc then also resets its internal state */
    while ((c = getopt_long(argc, argv, shortopts, lo, NULL)) != -1) {
        const char *as_written = argv[optind - 1];
        if (c == '?') {
            if (strncmp(as_written, "--", 2) == 0 && strchr(as_written, '=') && optopt) {
                int len = (int)(strchr(as_written, '=') - as_written);
                rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "%soption '%.*s' takes no value",
                                  t->prefix, len < 60 ? len : 60, as_written);
            } else {
                char shortopt[3] = {'-', (char)optopt, '\0'};
                rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "%sunknown option '%.60s' (see %s)",
                                  t->prefix, optopt ? shortopt : as_written, t->see_help);
            }
            goto done;
        }
        if (c == ':') {
            rc = pm_error_set(err, PM_ERR_USAGE, NULL, 0, "%soption '%.60s' needs a value",
                              t->prefix, as_written);
            goto done;
        }
        const pm_optdesc *d = NULL;
        if (c >= S_LONG_BASE)
            d = &t->opts[c - S_LONG_BASE];
        else
            for (size_t i = 0; i < t->nopts && d == NULL; i++)
                if (t->opts[i].letter == c)
                    d = &t->opts[i];
        if (d == NULL) {
            rc = pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "getopt returned %d", c);
            goto done;
        }
        if (d->flags & PM_OPTF_CONFIG_FILE)
            config = optarg;
        S_push(&cmd, d, optarg ? optarg : "", NULL, 0);
    }
    if (config && (rc = S_read_config(t, config, &file, err)) != 0)
        goto done;
    /* the layers: presets (file, then command line), then the rest (file, then command line) */
    for (int layer = 0; layer < 2; layer++)
        for (int src = 0; src < 2; src++) {
            const S_settings *s = src == 0 ? &file : &cmd;
            for (size_t i = 0; i < s->n; i++) {
                const S_setting *e = &s->v[i];
                if (((e->d->flags & PM_OPTF_DEFAULTS) != 0) != (layer == 0))
                    continue;
                if ((rc = pm_opttab_apply(t, e->d, target, e->value, e->file, e->line, err)) != 0)
                    goto done;
            }
        }
    *first_operand = optind;
done:
    S_settings_free(&cmd);
    S_settings_free(&file);
    free(lo);
    free(shortopts);
    return rc;
}

/* ---- documentation ---- */

enum { S_PLAIN, S_ROFF, S_MD };

/* Append text in a style: `literal` marks dropped (plain), bold (roff) or kept (Markdown). */
static void S_text(pm_buf *out, const char *s, int style)
{
    int lit = 0;
    for (const char *q = s; *q; q++) {
        char ch = *q;
        if (ch == '`') {
            lit = !lit;
            if (style == S_ROFF)
                pm_buf_puts(out, lit ? "\\fB" : "\\fR");
            else if (style == S_MD)
                pm_buf_append(out, q, 1);
            continue;
        }
        if (style == S_ROFF && ch == '\\') {
            pm_buf_puts(out, "\\e");
        } else if (style == S_ROFF && ch == '-') {
            /* a minus or an option's dash, not a hyphen between two letters */
            int hyphen =
                !lit && q > s && isalpha((unsigned char)q[-1]) && isalpha((unsigned char)q[1]);
            pm_buf_puts(out, hyphen ? "-" : "\\-");
        } else if (style == S_MD && ch == '|') {
            pm_buf_puts(out, "\\|");
        } else {
            pm_buf_append(out, q, 1);
        }
    }
}

/* Append words (split on blanks) filling lines of width columns; col is the current column,
 * continuation lines start with indent blanks. roff: guard a line that starts with a dot or a
 * quote (a request in roff) with \&. Ends without a newline; returns the column. */
static size_t S_fill(pm_buf *out, const char *s, size_t col, size_t indent, size_t width, int roff)
{
    int first = 1;
    while (*s) {
        while (*s == ' ')
            s++;
        if (*s == '\0')
            break;
        size_t w = strcspn(s, " ");
        if (!first && col + 1 + w > width) {
            pm_buf_puts(out, "\n");
            for (col = 0; col < indent; col++)
                pm_buf_puts(out, " ");
        } else if (!first) {
            pm_buf_puts(out, " ");
            col++;
        }
        if (roff && col == 0 && (*s == '.' || *s == '\''))
            pm_buf_puts(out, "\\&");
        pm_buf_append(out, s, w);
        col += w;
        s += w;
        first = 0;
    }
    return col;
}

static int S_visible(const pm_optdesc *d)
{
    return !(d->flags & PM_OPTF_HIDDEN);
}

static int S_section_used(const pm_opttab *t, size_t sec)
{
    for (size_t i = 0; i < t->nopts; i++)
        if (S_visible(&t->opts[i]) && t->opts[i].section == (int)sec)
            return 1;
    return 0;
}

enum { S_HELP_COL = 26, S_HELP_WIDTH = 79 };

void pm_opttab_help(const pm_opttab *t, pm_buf *out)
{
    for (size_t sec = 0; sec < t->nsections; sec++) {
        if (!S_section_used(t, sec))
            continue;
        const pm_optsection *s = &t->sections[sec];
        pm_buf_printf(out, "%s%s%s%s:\n", s->title, s->note ? " (" : "", s->note ? s->note : "",
                      s->note ? ")" : "");
        for (size_t i = 0; i < t->nopts; i++) {
            const pm_optdesc *d = &t->opts[i];
            if (!S_visible(d) || d->section != (int)sec)
                continue;
            pm_buf left = PM_BUF_INIT;
            if (d->letter)
                pm_buf_printf(&left, "  -%c, --%s", d->letter, d->name);
            else
                pm_buf_printf(&left, "      --%s", d->name);
            if (d->arg)
                pm_buf_printf(&left, " %s", d->arg);
            pm_buf_puts(out, pm_buf_str(&left));
            size_t col = left.len;
            if (col + 2 > S_HELP_COL) {
                pm_buf_puts(out, "\n");
                col = 0;
            }
            for (; col < S_HELP_COL; col++)
                pm_buf_puts(out, " ");
            pm_buf text = PM_BUF_INIT;
            S_text(&text, d->help, S_PLAIN);
            S_fill(out, pm_buf_str(&text), col, S_HELP_COL, S_HELP_WIDTH, 0);
            pm_buf_puts(out, "\n");
            pm_buf_free(&text);
            pm_buf_free(&left);
        }
        pm_buf_puts(out, "\n");
    }
}

/* The help sentence with a capital and a period, then the further sentences. */
static void S_sentences(pm_buf *out, const pm_optdesc *d, int style)
{
    pm_buf h = PM_BUF_INIT;
    pm_buf_puts(&h, d->help);
    if (h.len && islower((unsigned char)h.data[0]))
        h.data[0] = (char)toupper((unsigned char)h.data[0]);
    pm_buf_puts(&h, ".");
    if (d->more) {
        pm_buf_puts(&h, " ");
        pm_buf_puts(&h, d->more);
    }
    S_text(out, pm_buf_str(&h), style);
    pm_buf_free(&h);
}

static void S_man_option(const pm_optdesc *d, pm_buf *out)
{
    pm_buf_puts(out, ".TP\n");
    if (d->letter)
        pm_buf_printf(out, "\\fB\\-%c\\fR, ", d->letter);
    pm_buf name = PM_BUF_INIT;
    pm_buf_printf(&name, "`--%s`", d->name);
    S_text(out, pm_buf_str(&name), S_ROFF);
    pm_buf_free(&name);
    if (d->arg) {
        pm_buf_puts(out, " \\fI");
        S_text(out, d->arg, S_ROFF);
        pm_buf_puts(out, "\\fR");
    }
    pm_buf_puts(out, "\n");
    pm_buf text = PM_BUF_INIT;
    S_sentences(&text, d, S_ROFF);
    S_fill(out, pm_buf_str(&text), 0, 0, 79, 1);
    pm_buf_puts(out, "\n");
    pm_buf_free(&text);
}

void pm_opttab_man(const pm_opttab *t, const char *heading, pm_buf *out)
{
    if (heading)
        pm_buf_printf(out, ".SS %s\n", heading);
    for (size_t sec = 0; sec < t->nsections; sec++) {
        if (!S_section_used(t, sec))
            continue;
        if (heading == NULL)
            pm_buf_printf(out, ".SS %s\n", t->sections[sec].title);
        for (size_t i = 0; i < t->nopts; i++)
            if (S_visible(&t->opts[i]) && t->opts[i].section == (int)sec)
                S_man_option(&t->opts[i], out);
    }
}

void pm_opttab_markdown(const pm_opttab *t, pm_buf *out)
{
    int first = 1;
    for (size_t sec = 0; sec < t->nsections; sec++) {
        int any = 0;
        for (size_t i = 0; i < t->nopts; i++) {
            const pm_optdesc *d = &t->opts[i];
            if (!S_visible(d) || d->section != (int)sec || (d->flags & PM_OPTF_NO_CONFIG))
                continue;
            if (!any) {
                pm_buf_printf(out, "%s### %s\n\n", first ? "" : "\n", t->sections[sec].title);
                pm_buf_puts(out, "| key | command line | meaning |\n| --- | --- | --- |\n");
                any = 1;
                first = 0;
            }
            pm_buf_printf(out, "| `%s = ", d->name);
            S_text(out, d->arg ? d->arg : "true", S_MD);
            pm_buf_puts(out, "` | ");
            if (d->letter)
                pm_buf_printf(out, "`-%c`, ", d->letter);
            pm_buf_printf(out, "`--%s` | ", d->name);
            S_sentences(out, d, S_MD);
            pm_buf_puts(out, " |\n");
        }
    }
}

/* ---- the table's own consistency ---- */

int pm_opttab_check(const pm_opttab *t, char *msg, size_t cap)
{
    for (size_t i = 0; i < t->nopts; i++) {
        const pm_optdesc *d = &t->opts[i];
        const char *bad = NULL;
        if (d->name == NULL || d->name[0] == '\0' ||
            strspn(d->name, "abcdefghijklmnopqrstuvwxyz"
                            "0123456789-") != strlen(d->name))
            bad = "a long name of lower-case letters, digits and dashes";
        else if (d->help == NULL || d->help[0] == '\0')
            bad = "a help text";
        else if (d->section < 0 || (size_t)d->section >= t->nsections)
            bad = "a section of the table";
        else if ((d->arg == NULL) != (d->kind == PM_OPTK_FLAG))
            bad = "an argument name exactly when it takes a value";
        switch (d->kind) {
        case PM_OPTK_FLAG:
            if (d->size != sizeof(int))
                bad = "an int field";
            break;
        case PM_OPTK_STRING:
            if (d->size != sizeof(char *))
                bad = "a char * field";
            else if ((d->flags & PM_OPTF_NONEMPTY) && d->noun == NULL)
                bad = "a noun for its 'needs' message";
            break;
        case PM_OPTK_LIST:
            if (d->size != sizeof(char **) || d->off2 == d->off)
                bad = "a char ** field and a count";
            break;
        case PM_OPTK_COUNT:
            if (d->size != sizeof(unsigned long long) &&
                !(d->size == sizeof(unsigned) && d->umax <= (unsigned long long)INT_MAX))
                bad = "a 64-bit field, or a 32-bit one with bounds that fit an int";
            else if (d->umin > d->umax)
                bad = "bounds in order";
            break;
        case PM_OPTK_NUMBER:
            if (d->size != sizeof(double) || !(d->lo < d->hi))
                bad = "a double field and bounds in order";
            break;
        case PM_OPTK_ENUM:
            if (d->parse == NULL || d->choices == NULL)
                bad = "a parser and the list of names";
            break;
        case PM_OPTK_CUSTOM:
            if (d->custom == NULL)
                bad = "a custom setter";
            break;
        default: bad = "a known kind";
        }
        for (size_t j = 0; j < i && bad == NULL; j++) {
            if (strcmp(t->opts[j].name, d->name) == 0)
                bad = "a long name of its own";
            else if (d->letter && t->opts[j].letter == d->letter)
                bad = "a short letter of its own";
        }
        if (bad) {
            snprintf(msg, cap, "%s: option %zu (--%s) needs %s", t->command, i,
                     d->name ? d->name : "?", bad);
            return -1;
        }
    }
    return 0;
}
