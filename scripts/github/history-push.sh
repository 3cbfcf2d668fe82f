#!/usr/bin/env bash
# history-push.sh - action.yml, after a recording run: add this branch's new runs to the data
# branch (PM_DATA_BRANCH), one file per run (`pmreport history export`), and push. Files are
# only added, never edited, so a push that lost a race is fetched, rebased and pushed again
# (PM_PUSH_TRIES times, default 5) without a conflict: two jobs recording at once both land.
# The first push creates the branch (an orphan: no code, only runs/ and a README).
set -euo pipefail
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
"$PM_BIN" history --db "$PM_DB" export "$branch" "$tmp/runs" >/dev/null
git_bot() {
  git -C "$wt" -c user.name="github-actions[bot]" \
    -c user.email="41898282+github-actions[bot]@users.noreply.github.com" "$@"
}
if git fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br" 2>/dev/null; then
  git worktree add --quiet --detach "$wt" "refs/remotes/origin/$br"
else
  git worktree add --quiet --detach "$wt" HEAD
  git -C "$wt" checkout --quiet --orphan "pmreport-data-$$"
  git -C "$wt" rm -r -q --cached . >/dev/null 2>&1 || true
  git -C "$wt" clean -fdqx
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
git_bot commit --quiet -m "pmreport: $added run(s) of $branch at ${GITHUB_SHA:-HEAD}"
tries=${PM_PUSH_TRIES:-5}
for ((i = 1; ; i++)); do
  if git -C "$wt" push --quiet origin "HEAD:refs/heads/$br" 2>"$tmp/err"; then
    echo "pmreport: pushed $added run(s) of $branch to $br"
    exit 0
  fi
  if ((i >= tries)); then
    cat "$tmp/err" >&2
    echo "::error title=pmreport::could not push the run to the data branch $br after $tries tries"
    exit 1
  fi
  echo "pmreport: $br moved on: fetch, rebase, push again ($i/$tries)"
  sleep $((i + RANDOM % 3))
  git -C "$wt" fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br"
  git_bot rebase --quiet "refs/remotes/origin/$br"
done
