#!/usr/bin/env bash
# publish-pages.sh - action.yml, with pages-branch set (a release workflow): publish the
# report (PM_REPORT) under PM_PAGES_PATH (e.g. the tag) in the branch PM_PAGES_BRANCH (e.g.
# gh-pages, served by GitHub Pages "from a branch"), beside the reports of earlier releases,
# and rewrite the branch's index.html: every published release, newest first, each linking
# its report, which shows the exponents over the releases recorded before it. Pushed with
# fetch-rebase-retry (lib.sh). Output: page (the report's path in the branch).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "${PM_REPO:-.}"
br=$PM_PAGES_BRANCH
dir=$PM_PAGES_PATH
case "$dir" in
  '' | /* | *..* | .*) echo "::error title=pmreport::pages-path must be a relative path: $dir"; exit 1 ;;
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
index() { # the index of every published report (a directory with index.html and model.json)
  echo '<!doctype html><html lang="en"><meta charset="utf-8"><title>Performance reports</title>'
  echo '<style>body{font-family:"DejaVu Sans",Arial,sans-serif;max-width:760px;margin:2rem auto}</style>'
  echo "<h1>Performance reports</h1><p>One report per release, newest first; each shows the"
  echo "scaling exponents over the releases recorded before it (pmreport).</p><ul>"
  (cd "$wt" && find . -mindepth 2 -name model.json -printf '%h\n' | sed 's|^\./||' | sort -rV) |
    while IFS= read -r d; do
      e=$(printf '%s' "$d" | esc)
      echo "<li><a href=\"$e/index.html\">$e</a></li>"
    done
  echo "</ul></html>"
}
rm -rf "${wt:?}/$dir"
mkdir -p "$wt/$dir"
cp -R "$PM_REPORT/." "$wt/$dir/"
touch "$wt/.nojekyll"
commit_all() {
  index >"$wt/index.html"
  git -C "$wt" add -A .
  git_bot "$wt" commit --quiet -m "pmreport: the report of $dir" || true
}
commit_all
# a rebase may bring another release's report: the index is rewritten after it (the only
# file two publishers both write), so keep theirs and regenerate
for ((i = 1; i <= ${PM_PUSH_TRIES:-5}; i++)); do
  git -C "$wt" push --quiet origin "HEAD:refs/heads/$br" 2>/dev/null && break
  [ "$i" -eq "${PM_PUSH_TRIES:-5}" ] && { echo "::error title=pmreport::could not push to $br"; exit 1; }
  echo "pmreport: $br moved on: fetch, reset onto it, publish again ($i)"
  sleep $((i + RANDOM % 3))
  git -C "$wt" fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br"
  git -C "$wt" reset --quiet --hard "refs/remotes/origin/$br"
  rm -rf "${wt:?}/$dir"
  mkdir -p "$wt/$dir"
  cp -R "$PM_REPORT/." "$wt/$dir/"
  touch "$wt/.nojekyll"
  commit_all
done
echo "pmreport: published $PM_REPORT to $br:$dir/"
gh_output page "$dir"
