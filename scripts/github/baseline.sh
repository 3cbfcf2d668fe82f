#!/usr/bin/env bash
# baseline.sh - action.yml: what this run gates against. PM_BASELINE is the action's
# `baseline` input: empty for no gate; `auto` (the default) for, on a pull request, the base
# branch's latest run at or before the merge base of the pull request (so a base branch that
# moved on since the pull request was opened is not held against it), falling back to the
# base branch's latest run with a note, and on other events no gate; anything else is passed
# to --baseline as it is. Outputs: ref (for --baseline; empty: no gate) and note.
set -euo pipefail
cd "${PM_REPO:-.}"
. "$(dirname "$0")/lib.sh"
out() { gh_output "$1" "$2"; }
case "$PM_BASELINE" in
  auto) ;;
  *) out ref "$PM_BASELINE"; exit 0 ;;
esac
base=${GITHUB_BASE_REF:-}
if [ -z "$base" ]; then
  echo "pmreport: baseline auto: not a pull request, no gate"
  exit 0
fi
out ref "$base"   # the fallback, rewritten below when a run at the merge base is found
head=${PM_HEAD_SHA:-}
[ -n "$head" ] && git cat-file -e "$head^{commit}" 2>/dev/null || head=HEAD
git fetch --quiet --no-tags origin "+refs/heads/$base:refs/remotes/origin/$base" 2>/dev/null || true
if ! mb=$(git merge-base "$head" "refs/remotes/origin/$base" 2>/dev/null); then
  note="the merge base with $base is unknown (a shallow checkout? actions/checkout with fetch-depth: 0): comparing with the latest run of $base"
  echo "pmreport: $note"
  out note "$note"
  exit 0
fi
case "$PM_DB" in
  postgresql:* | postgres://*) ;;  # a server (docs/history.md): `history` reads no runs when empty
  *) [ -f "$PM_DB" ] || exit 0 ;;  # nothing recorded at all: pmreport says how to record $base
esac
# `pmreport history BRANCH`: "run ID  DATE TIME UTC  BRANCH  COMMIT12  ..." newest first
# shellcheck disable=SC2154 # pm_project: lib.sh
commits=$("$PM_BIN" history --db "$PM_DB" "${pm_project[@]}" "$base" | awk '$1 == "run" { print $7 }')
[ -n "$commits" ] || exit 0
for c in $commits; do
  if git cat-file -e "$c^{commit}" 2>/dev/null && git merge-base --is-ancestor "$c" "$mb"; then
    echo "pmreport: baseline: the run of $base at $c, at or before the merge base ${mb:0:12}"
    out ref "$c"
    exit 0
  fi
done
note="no run of $base at or before the merge base ${mb:0:12}: comparing with the latest run of $base"
echo "pmreport: $note"
out note "$note"
