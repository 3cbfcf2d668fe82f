#!/usr/bin/env bash
# history-push.sh - action.yml, after a recording run: add this branch's new runs to the data
# branch (PM_DATA_BRANCH), one file per run (`pmreport history export`, the runs of the project
# PM_PROJECT: lib.sh), and push. Files are only added, never edited, so a push that lost a race
# is fetched, rebased and pushed again (lib.sh, push_retry: PM_PUSH_TRIES times, default 5)
# without a conflict: two jobs recording at once both land.
# The first push creates the branch (an orphan: no code, only runs/ and a README).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "${PM_REPO:-.}"
br=$PM_DATA_BRANCH
branch=${PM_RUN_BRANCH:-${GITHUB_HEAD_REF:-${GITHUB_REF_NAME:-}}}
tmp=$(mktemp -d "${RUNNER_TEMP:-/tmp}/pmreport-push.XXXXXX")
wt=$tmp/wt
cleanup() {
  git worktree remove --force "$wt" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
# shellcheck disable=SC2154 # pm_project: lib.sh
"$PM_BIN" history --db "$PM_DB" "${pm_project[@]}" export "$branch" "$tmp/runs" >/dev/null
new_branch=0
git ls-remote --exit-code --heads origin "$br" >/dev/null 2>&1 || new_branch=1
branch_worktree "$wt" "$br"
if [ "$new_branch" -eq 1 ]; then
  cat >"$wt/README.md" <<'MD'
# pmreport run history

Written by the pmreport GitHub Action: one JSON file per recorded run under `runs/`
(files are only added). `pmreport history import runs` reads them into a database;
docs/github.md in pmreport says more.
MD
  git -C "$wt" add README.md
fi
mkdir -p "$wt/runs"
added=0
for f in "$tmp/runs"/*.json; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  [ -e "$wt/runs/$name" ] && continue
  cp "$f" "$wt/runs/$name"
  git -C "$wt" add "runs/$name"
  added=$((added + 1))
done
if [ "$added" -eq 0 ]; then
  echo "pmreport: nothing new to push to $br"
  exit 0
fi
git_bot "$wt" commit --quiet -m "pmreport: $added run(s) of $branch at ${GITHUB_SHA:-HEAD}"
push_retry "$wt" "$br"
echo "pmreport: pushed $added run(s) of $branch to $br"
