/* dashboard.h - `pmreport history dashboard`: a branch's recorded runs as one static page,
 * DIR/index.html, for GitHub Pages.
 *
 * The page (history/dashboard.h derives what it shows) holds, in this order:
 *   - a header: project, branch, how many runs, the first and last commit shown;
 *   - how to read it: the gate's rule and where the speed factor and the noise come from;
 *   - Regressions: every run whose exponent regressed against the branch's previous run by
 *     the CI gate's rule (a group without exponents: whose times slowed down past the gate's
 *     --max-slowdown default), with the gate's numbers and reason; or a line saying none did;
 *   - Machine speed and noise: per run, the gate's machine-speed factor against the previous
 *     run and the median log spread of its repeated configurations, as two figures;
 *   - per group, per scaling factor, q over the runs (x: the runs in order, labelled by short
 *     commit; whiskers: the 95% interval; vermillion triangles: the runs where it regressed),
 *     and a table of the same numbers;
 *   - Groups without exponents (when there are any): each group's time per run, with the
 *     gate's slowdown against the previous run;
 *   - Runs: a table, newest first: date (UTC), commit (a link with --commit-url), the run's
 *     report, speed, noise, and a mark on the runs that regressed;
 *   - Releases (with --releases): the release reports already published, as links;
 *   - a footer: the pmreport version, nothing from the clock.
 * Every figure is SVG inlined into the page (plot scenes of render/plot.h drawn by
 * render/plot_svg.h), and every point in it is an SVG link (<a href>) to its run's report,
 * the --link template filled in; the CSS is the report's own (templates/report.css), inline.
 * So the page needs no other file, no network and no JavaScript. Every name from the data
 * (groups, factors, branches, commits, release names) reaches the page as a text node or an
 * attribute value made by libxml2's tree API, or through the figures' escaping XML writer
 * (render/xmlw.h), so it is escaped by construction. The same history gives the same bytes.
 *
 * A branch with no runs gives a page that says so (exit 0): a Pages job that publishes
 * before the branch's first recorded push still publishes a page, and the next push fills it.
 */
#ifndef PM_RENDER_DASHBOARD_H
#define PM_RENDER_DASHBOARD_H

#include "history/dashboard.h"
#include "util/buf.h"
#include "util/error.h"

#include <stddef.h>

/* The default --link: each run's report under runs/ beside the dashboard. */
#define PM_DASHBOARD_LINK "runs/{commit12}/index.html"

/* What `pmreport history dashboard` was asked (options.h fills it: the three strings are
 * owned by the options, the rest borrowed from them or argv). */
typedef struct pm_dashboard_opts {
    char *link;          /* --link TEMPLATE, NULL: PM_DASHBOARD_LINK */
    char *commit_url;    /* --commit-url TEMPLATE, NULL: commits are not links */
    char *releases;      /* --releases FILE, NULL: no Releases section */
    const char *db;      /* --db: a file or a PostgreSQL connection string */
    const char *project; /* --project */
    const char *branch;  /* --branch (main when not given) */
    size_t limit;        /* --limit: the newest N runs, 0: every run */
    const char *dir;     /* DIR: where index.html goes (made when missing) */
} pm_dashboard_opts;

/* Check a link template: text with the placeholders {commit} (the run's commit), {commit12}
 * (its first 12 characters), {id} (its id in the history) and {branch}. Any other '{' is an
 * error (PM_ERR_USAGE "history: OPTION: ..." naming it), as is an empty template. 0 or -1. */
int pm_dashboard_template_check(const char *tpl, const char *option, pm_error *err);

/* Append tpl filled in for run of branch to out: each value percent-encoded except letters,
 * digits and "-._~/" (a commit or branch cannot end the attribute, start a scheme such as
 * javascript: or add a query). Returns 1, or 0 (out unchanged) when tpl names the commit and
 * the run has none: that run gets no link. */
int pm_dashboard_link(const char *tpl, const pm_dash_run *run, const char *branch, pm_buf *out);

/* Append the page of d to out: link and commit_url as in pm_dashboard_opts (link NULL: the
 * default), the nrel releases (rel may be NULL: no section). Returns 0, or -1 with err set
 * (PM_ERR_INTERNAL: libxml2 or a figure failed). */
int pm_dashboard_html(const pm_dashboard *d, const char *link, const char *commit_url,
                      const pm_dash_release *rel, size_t nrel, pm_buf *out, pm_error *err);

/* The whole command: check the templates, read the releases file, load the branch's runs
 * (pm_dashboard_load), make the page and write it as o->dir/index.html, replacing an older
 * one in one rename: a temporary file beside it is written and flushed first, so a failure
 * (a full disk, a kill) leaves the old page or none, never half of one, and no other file in
 * o->dir is touched. Appends one line saying what it wrote to msg. Returns 0, or -1 with err
 * set (nothing written then). */
int pm_dashboard_publish(const pm_dashboard_opts *o, pm_buf *msg, pm_error *err);

#endif
