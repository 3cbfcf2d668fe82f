#!/usr/bin/env bash
# history-pull.sh - action.yml: import the run history kept in the data branch (PM_DATA_BRANCH,
# e.g. pmreport-data: one JSON file per recorded run under runs/) into the job's database
# PM_DB, with `pmreport history import`, as runs of the project PM_PROJECT (lib.sh). A
# repository with no data branch yet (the first-ever run) imports nothing and says so. Runs in
# the repository's work tree (PM_REPO, default .), whose remote `origin` holds the data branch.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "${PM_REPO:-.}"
br=$PM_DATA_BRANCH
tmp=$(mktemp -d "${RUNNER_TEMP:-/tmp}/pmreport-pull.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
if ! git fetch --quiet --no-tags --depth=1 origin "+refs/heads/$br:refs/remotes/origin/$br" 2>"$tmp/err"; then
  if git ls-remote --exit-code --heads origin "$br" >/dev/null 2>&1; then
    cat "$tmp/err" >&2
    echo "::error title=pmreport::cannot fetch the data branch $br"
    exit 1
  fi
  echo "pmreport: no data branch '$br' yet: no run recorded (the first recording job creates it)"
  exit 0
fi
mkdir -p "$tmp/data/runs"
git archive "refs/remotes/origin/$br" runs 2>/dev/null | tar -x -C "$tmp/data" || true
case "$PM_DB" in
  postgresql:* | postgres://*) ;;  # a server (docs/history.md), not a file
  *) mkdir -p "$(dirname "$PM_DB")" ;;
esac
# shellcheck disable=SC2154 # pm_project: lib.sh
"$PM_BIN" history --db "$PM_DB" "${pm_project[@]}" import "$tmp/data/runs"
