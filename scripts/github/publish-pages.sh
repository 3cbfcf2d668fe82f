#!/usr/bin/env bash
# publish-pages.sh - action.yml, with pages-branch set: publish the report (PM_REPORT) under
# PM_PAGES_PATH (a release's tag; runs/COMMIT for a branch's pushes) in the branch
# PM_PAGES_BRANCH (e.g. gh-pages, served by GitHub Pages "from a branch"), beside the reports
# published before, and rewrite the branch's index.html: every published release, newest first,
# each linking its report (which shows the exponents over the releases recorded before it), and
# the dashboard when there is one. With PM_DASHBOARD (a branch, e.g. main), the dashboard at
# dashboard/ is made anew from the job's history (`pmreport history dashboard`): that branch's
# exponents over its commits, each point linking to runs/COMMIT/ in this branch, and the
# releases. What is public: the model.json published keeps no measured configurations unless
# PM_PAGES_ROWS is true (the machine is left out earlier, by run.sh, with pages-machine false).
# Pushed with fetch-reset-retry: a rebase may bring another job's report, and the index and the
# dashboard, which both write, are made again on top of it. Outputs: page (the report's path in
# the branch), dashboard (dashboard, when made).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "${PM_REPO:-.}"
br=$PM_PAGES_BRANCH
dir=$PM_PAGES_PATH
case "$dir" in
  '' | /* | *..* | .* | dashboard | dashboard/*) echo "::error title=pmreport::pages-path must be a relative path other than dashboard: $dir"; exit 1 ;;
esac
tmp=$(mktemp -d "${RUNNER_TEMP:-/tmp}/pmreport-pages.XXXXXX")
wt=$tmp/wt
cleanup() {
  git worktree remove --force "$wt" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
branch_worktree "$wt" "$br"
esc() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
releases() { # every published release report: a directory with index.html and model.json, not
  # a branch's run (runs/) nor the dashboard; newest version first
  (cd "$wt" && find . -mindepth 2 -name model.json -printf '%h\n' | sed 's|^\./||' |
    grep -v -E '^(runs|dashboard)(/|$)' | sort -rV) || true
}
index() {
  echo '<!doctype html><html lang="en"><meta charset="utf-8"><title>Performance reports</title>'
  echo '<style>body{font-family:"DejaVu Sans",Arial,sans-serif;max-width:760px;margin:2rem auto}</style>'
  echo "<h1>Performance reports</h1>"
  if [ -f "$wt/dashboard/index.html" ]; then
    echo '<p><a href="dashboard/index.html">The dashboard</a>: the scaling exponents over every recorded commit.</p>'
  fi
  echo "<p>One report per release, newest first; each shows the scaling exponents over the"
  echo "releases recorded before it (pmreport).</p><ul>"
  releases | while IFS= read -r d; do
    e=$(printf '%s' "$d" | esc)
    echo "<li><a href=\"$e/index.html\">$e</a></li>"
  done
  echo "</ul></html>"
}
place() { # the report under $dir, without the measured configurations unless asked
  rm -rf "${wt:?}/$dir"
  mkdir -p "$wt/$dir"
  cp -R "$PM_REPORT/." "$wt/$dir/"
  if [ "${PM_PAGES_ROWS:-false}" != true ] && [ -f "$wt/$dir/model.json" ]; then
    jq 'del(.configurations)' "$wt/$dir/model.json" >"$tmp/model.json"
    mv "$tmp/model.json" "$wt/$dir/model.json"
  fi
  touch "$wt/.nojekyll"
}
dashboard() { # the dashboard of PM_DASHBOARD's runs, made anew from this job's history
  [ -n "${PM_DASHBOARD:-}" ] || return 0
  releases | while IFS= read -r d; do printf '%s ../%s/index.html\n' "$d" "$d"; done >"$tmp/releases"
  rm -rf "${wt:?}/dashboard"
  # shellcheck disable=SC2154 # pm_project: lib.sh
  "$PM_BIN" history --db "$PM_DB" "${pm_project[@]}" dashboard --branch "$PM_DASHBOARD" \
    --link '../runs/{commit}/index.html' \
    --commit-url "${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-}/commit/{commit}" \
    --releases "$tmp/releases" "$wt/dashboard"
}
commit_all() {
  dashboard
  index >"$wt/index.html"
  git -C "$wt" add -A .
  git_bot "$wt" commit --quiet -m "pmreport: the report of $dir" || true
}
place
commit_all
for ((i = 1; i <= ${PM_PUSH_TRIES:-5}; i++)); do
  git -C "$wt" push --quiet origin "HEAD:refs/heads/$br" 2>"$tmp/err" && break
  if ! push_lost_race "$tmp/err"; then # refused (403, a protected branch): no retry mends it
    cat "$tmp/err" >&2
    gh_error pmreport "could not push to $br: $(grep -m1 -E '^(remote|fatal|error|!)' "$tmp/err" || head -n1 "$tmp/err")$(push_hint "$tmp/err")"
    exit 1
  fi
  [ "$i" -eq "${PM_PUSH_TRIES:-5}" ] && { echo "::error title=pmreport::could not push to $br"; exit 1; }
  echo "pmreport: $br moved on: fetch, reset onto it, publish again ($i)"
  sleep $((i + RANDOM % 3))
  git -C "$wt" fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br"
  git -C "$wt" reset --quiet --hard "refs/remotes/origin/$br"
  place
  commit_all
done
echo "pmreport: published $PM_REPORT to $br:$dir/"
gh_output page "$dir"
[ -n "${PM_DASHBOARD:-}" ] && gh_output dashboard dashboard
exit 0
