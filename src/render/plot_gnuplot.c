/* plot_gnuplot.c - gnuplot scripts and data files that redraw a figure, and running gnuplot. */
#include "render/plot_gnuplot.h"

#include "util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* A gnuplot single-quoted string: only the quote itself needs escaping (doubled).
 * Scene strings carry no newlines (plot.c replaced control characters). */
static void S_quote(pm_buf *b, const char *s)
{
    pm_buf_puts(b, "'");
    for (const char *c = s ? s : ""; *c; c++) {
        if (*c == '\'')
            pm_buf_puts(b, "''");
        else if (*c == '\n' || *c == '\r')
            pm_buf_puts(b, " ");
        else
            pm_buf_append(b, c, 1);
    }
    pm_buf_puts(b, "'");
}

static void S_val(pm_buf *b, double v)
{
    if (isfinite(v))
        pm_buf_printf(b, "%.9g", v);
    else
        pm_buf_puts(b, "NaN");
}

static int S_pointtype(pm_plot_shape s)
{
    switch (s) {
    case PM_MARK_CIRCLE: return 7;
    case PM_MARK_TRIANGLE: return 9;
    case PM_MARK_SQUARE: return 5;
    case PM_MARK_DIAMOND: return 13;
    }
    return 7;
}

static const char *const S_columns[] = {"x y",       "x y",
                                        "x ylo yhi", "x y ylo yhi",
                                        "x y count", "x q1 whisker_lo whisker_hi q3 median width"};

static void S_title(pm_buf *b, const char *label)
{
    if (label) {
        pm_buf_puts(b, " title ");
        S_quote(b, label);
    } else {
        pm_buf_puts(b, " notitle");
    }
}

/* 0 when name can name the files (letters, digits, '.', '_', '-'; at most 200), else -1
 * with err set. */
static int S_name_check(const char *name, pm_error *err)
{
    if (!name || !*name || strlen(name) > 200)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "gnuplot: empty or too long a file name");
    for (const char *c = name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              *c == '.' || *c == '_' || *c == '-'))
            return pm_error_set(err, PM_ERR_USAGE, NULL, 0,
                                "gnuplot: file name '%s' may hold only letters, digits, '.', '_' "
                                "and '-'",
                                name);
    return 0;
}

/* What the script needs to know of the data. */
typedef struct S_data {
    size_t *index; /* per series: its block in the data file (a series with no rows has none) */
    double cbmax;  /* the largest count of a density bin (at least 1) */
    bool density;  /* some series is a density */
    bool band;     /* some series is a band: the key goes top left */
} S_data;

/* The data file: one block per non-empty series, blocks apart by two blank lines. */
static void S_gp_data(const pm_plot *p, const char *name, pm_buf *data, S_data *d)
{
    size_t nblocks = 0;
    pm_buf_printf(data, "# %s.dat - data of %s.gp, written by pmreport\n", name, name);
    for (size_t i = 0; i < p->nseries; i++) {
        const pm_plot_series_rec *r = &p->series[i];
        d->band = d->band || r->kind == PM_SERIES_BAND;
        if (r->nrow == 0)
            continue;
        d->index[i] = nblocks++;
        if (nblocks > 1)
            pm_buf_puts(data, "\n\n");
        pm_buf_printf(data, "# index %zu: %s (columns: %s)\n", d->index[i],
                      r->label ? r->label : "", S_columns[r->kind]);
        for (size_t k = 0; k < r->nrow; k++) {
            for (size_t c = 0; c < r->ncol; c++) {
                if (c)
                    pm_buf_puts(data, " ");
                S_val(data, r->v[k * r->ncol + c]);
            }
            pm_buf_puts(data, "\n");
            if (r->kind == PM_SERIES_DENSITY && r->v[k * r->ncol + 2] > d->cbmax)
                d->cbmax = r->v[k * r->ncol + 2];
        }
        d->density = d->density || r->kind == PM_SERIES_DENSITY;
    }
}

/* `set` line `what` with a quoted text and a suffix, when text is not NULL. */
static void S_gp_set_text(pm_buf *b, const char *what, const char *text, const char *suffix)
{
    if (text == NULL)
        return;
    pm_buf_printf(b, "set %s ", what);
    S_quote(b, text);
    pm_buf_puts(b, suffix);
}

/* The script's settings: the SVG terminal and file, title and labels, the axes' scales,
 * ranges and category tics, the grid, the key, and the density palette. */
static void S_gp_settings(const pm_plot *p, const char *name, const S_data *d, pm_buf *b)
{
    pm_buf_printf(b,
                  "# %s.gp - written by pmreport: redraws the figure from %s.dat.\n"
                  "# Run: gnuplot %s.gp   (writes %s-gnuplot.svg beside it)\n",
                  name, name, name, name);
    pm_buf_puts(b, "set encoding utf8\n");
    pm_buf_printf(b,
                  "set terminal svg size %.0f,%.0f fixed noenhanced font 'DejaVu Sans,11' "
                  "background '#ffffff'\n",
                  p->width, p->height);
    pm_buf_printf(b, "set output '%s-gnuplot.svg'\n", name);
    S_gp_set_text(b, "title", p->title, " font ',15'\n");
    S_gp_set_text(b, "xlabel", p->xlabel, "\n");
    S_gp_set_text(b, "ylabel", p->ylabel, "\n");
    if (p->xlog)
        pm_buf_puts(b, "set logscale x 10\n");
    if (p->ylog)
        pm_buf_puts(b, "set logscale y 10\n");
    pm_buf_puts(b, "set xrange [");
    S_val(b, p->xmin);
    pm_buf_puts(b, ":");
    S_val(b, p->xmax);
    pm_buf_puts(b, "]\nset yrange [");
    S_val(b, p->ymin);
    pm_buf_puts(b, ":");
    S_val(b, p->ymax);
    pm_buf_puts(b, "]\n");
    if (p->xcats) {
        pm_buf_puts(b, "set xtics (");
        for (size_t c = 0; c < p->nxcats; c++) {
            if (c)
                pm_buf_puts(b, ", ");
            S_quote(b, p->xcats[c]);
            pm_buf_printf(b, " %zu", c + 1);
        }
        pm_buf_puts(b, ")\n");
    }
    pm_buf_puts(b, "set grid lc rgb '#e3e3e3'\n");
    pm_buf_printf(b, "set key %s Left reverse opaque box\n", d->band ? "top left" : "top right");
    if (d->density) {
        pm_buf_puts(b, "set palette defined (0 '#e3e3e3', 1 '#262626')\n"
                       "set logscale cb 10\n");
        pm_buf_printf(b, "set cbrange [1:%.9g]\nset cblabel 'points per bin'\n",
                      d->cbmax > 1 ? d->cbmax : 2.0);
    } else {
        pm_buf_puts(b, "unset colorbox\n");
    }
}

/* How series r (its data block `index`) is drawn, and its title. */
static void S_gp_style(pm_buf *b, const pm_plot_series_rec *r, size_t index)
{
    char col[16];
    snprintf(col, sizeof col, "#%06x", (unsigned)(r->color & 0xFFFFFFu));
    switch (r->kind) {
    case PM_SERIES_POINTS:
        pm_buf_printf(b, " using 1:2 with points pt %d ps 0.7 lc rgb '%s'", S_pointtype(r->shape),
                      col);
        break;
    case PM_SERIES_LINES:
        pm_buf_printf(b, " using 1:2 with lines lw 2 dt %d lc rgb '%s'",
                      r->dash == 1   ? 2
                      : r->dash == 2 ? 3
                                     : 1,
                      col);
        break;
    case PM_SERIES_BAND:
        pm_buf_printf(b,
                      " using 1:2:3 with filledcurves fs transparent solid %.2f noborder "
                      "lc rgb '%s'",
                      r->opacity, col);
        break;
    case PM_SERIES_ERRBARS:
        pm_buf_printf(b, " using 1:2:3:4 with yerrorbars pt %d ps 0.9 lw 1.5 lc rgb '%s'",
                      S_pointtype(r->shape), col);
        break;
    case PM_SERIES_DENSITY:
        pm_buf_puts(b, " using 1:2:3 with points pt 7 ps 0.9 lc palette");
        break;
    case PM_SERIES_BOXES: /* the boxes, then their medians as boxes of no height */
        pm_buf_printf(b,
                      " using 1:2:3:4:5:7 with candlesticks whiskerbars 0.5 lw 1.2 "
                      "lc rgb '%s' fs transparent solid 0.5",
                      col);
        S_title(b, r->label);
        pm_buf_printf(b,
                      ", \\\n     '' index %zu using 1:6:6:6:6:7 with candlesticks lw 2 "
                      "lc rgb '#000000' notitle",
                      index);
        return;
    }
    S_title(b, r->label);
}

/* The plot command: every non-empty series from its block of name.dat. */
static void S_gp_plot(const pm_plot *p, const char *name, const S_data *d, pm_buf *b)
{
    size_t nplot = 0;
    for (size_t i = 0; i < p->nseries; i++) {
        const pm_plot_series_rec *r = &p->series[i];
        if (r->nrow == 0)
            continue;
        pm_buf_puts(b, nplot++ ? ", \\\n     " : "plot ");
        if (nplot == 1)
            pm_buf_printf(b, "'%s.dat'", name);
        else
            pm_buf_puts(b, "''");
        pm_buf_printf(b, " index %zu", d->index[i]);
        S_gp_style(b, r, d->index[i]);
    }
    if (nplot == 0)
        pm_buf_puts(b, "plot NaN notitle");
    pm_buf_puts(b, "\nunset output\n");
}

int pm_plot_gnuplot(const pm_plot *p, const char *name, pm_buf *script, pm_buf *data, pm_error *err)
{
    if (S_name_check(name, err) != 0)
        return -1;
    S_data d = {pm_xcalloc(p->nseries + 1, sizeof *d.index), 1, false, false};
    S_gp_data(p, name, data, &d);
    S_gp_settings(p, name, &d, script);
    S_gp_plot(p, name, &d, script);
    free(d.index);
    return 0;
}

/* ------------------------------------------------------------ running -- */

/* Full path of an executable gnuplot on PATH (malloc'd), or NULL. */
static char *S_which(void)
{
    const char *path = getenv("PATH");
    if (!path || !*path)
        path = "/usr/local/bin:/usr/bin:/bin";
    for (const char *s = path;;) {
        const char *e = strchr(s, ':');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        char *cand = pm_xmalloc(n + sizeof "/gnuplot" + 2);
        if (n == 0)
            snprintf(cand, n + sizeof "/gnuplot" + 2, "./gnuplot");
        else
            snprintf(cand, n + sizeof "/gnuplot" + 2, "%.*s/gnuplot", (int)n, s);
        struct stat st;
        if (stat(cand, &st) == 0 && S_ISREG(st.st_mode) && access(cand, X_OK) == 0)
            return cand;
        free(cand);
        if (!e)
            return NULL;
        s = e + 1;
    }
}

bool pm_plot_gnuplot_available(void)
{
    char *p = S_which();
    free(p);
    return p != NULL;
}

int pm_plot_gnuplot_run(const char *script_path, pm_error *err)
{
    char *exe = S_which();
    if (!exe)
        return pm_error_set(err, PM_ERR_IO, script_path, 0,
                            "gnuplot is not on PATH (install gnuplot-nox to draw the .gp files)");
    const char *slash = strrchr(script_path, '/');
    char *dir =
        slash ? pm_xstrndup(script_path, (size_t)(slash - script_path) + (slash == script_path))
              : pm_xstrdup(".");
    const char *base = slash ? slash + 1 : script_path;
    int fds[2];
    if (pipe(fds) != 0) {
        free(exe);
        free(dir);
        return pm_error_set(err, PM_ERR_IO, script_path, 0, "cannot run gnuplot: %s",
                            strerror(errno));
    }
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        free(exe);
        free(dir);
        return pm_error_set(err, PM_ERR_IO, script_path, 0, "cannot run gnuplot: %s", strerror(e));
    }
    if (pid == 0) { /* child: only async-signal-safe calls from here */
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) {
            dup2(null, 0);
            dup2(null, 1);
        }
        dup2(fds[1], 2);
        close(fds[0]);
        if (chdir(dir) != 0)
            _exit(126);
        char *const argv[] = {(char *)"gnuplot", (char *)base, NULL};
        execv(exe, argv);
        _exit(127);
    }
    close(fds[1]);
    char msg[4096];
    size_t len = 0;
    for (;;) {
        char tmp[1024];
        ssize_t r = read(fds[0], tmp, sizeof tmp);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        size_t n = (size_t)r < sizeof msg - 1 - len ? (size_t)r : sizeof msg - 1 - len;
        memcpy(msg + len, tmp, n);
        len += n;
    }
    msg[len] = '\0';
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    free(exe);
    free(dir);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return 0;
    /* gnuplot echoes the bad line, then says `"file" line N: what`: keep the last line */
    while (len && (msg[len - 1] == '\n' || msg[len - 1] == ' '))
        msg[--len] = '\0';
    const char *last = strrchr(msg, '\n');
    last = last ? last + 1 : msg;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 126)
        return pm_error_set(err, PM_ERR_IO, script_path, 0, "cannot enter the script's directory");
    if (WIFEXITED(status))
        return pm_error_set(err, PM_ERR_IO, script_path, 0, "gnuplot failed (exit %d)%s%s",
                            WEXITSTATUS(status), *last ? ": " : "", last);
    return pm_error_set(err, PM_ERR_IO, script_path, 0, "gnuplot was killed by signal %d",
                        WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
