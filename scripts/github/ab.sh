#!/usr/bin/env bash
# ab.sh - action.yml, mode 'ab' on a pull request (run.sh hands over to it): the merge base of
# the checked-out commit and the base branch checked out as a git worktree under RUNNER_TEMP,
# and scripts/pmreport-ab running the `command` input in both checkouts in alternating rounds
# (A B B A ...) until the comparison is precise, `ab-max-rounds` or `ab-budget`, with the
# regression confirmed by new rounds (`confirm`). With actions/checkout's default checkout of a
# pull request (its merge commit), that merge base is the base branch's tip: the comparison
# is what merging would change. Outputs as run.sh's (verdict, report, status), and artifact
# (the whole A/B directory: rounds, base, report, confirmation, ab.md) and baseline (the
# merge base). pmreport-ab's summary (ab.md) goes to PM_WORK/extra.md for publish.sh.
# This step itself always succeeds, so the summary and the comment follow every outcome.
set -uo pipefail
here=$(dirname "$0")
. "$here/lib.sh"
work=$(pm_work)
mkdir -p "$work"
rm -f "$work/extra.md"
: >"$work/output"
: >"$work/stderr"
fail() { # MESSAGE: pmreport-ab did not run
  echo "::error title=pmreport A/B::$1"
  printf '%s\n' "$1" >"$work/stderr"
  gh_output verdict error
  gh_output status 2
  exit 0
}
[ -n "${PM_COMMAND:-}" ] || fail "mode ab needs the command input: the command that builds and runs the benchmark in a checkout and writes the inputs files"
[ -n "${PM_INPUTS:-}" ] || fail "mode ab needs the inputs input: the result files the command writes, relative to the checkout"
base=$GITHUB_BASE_REF
git fetch --quiet --no-tags origin "+refs/heads/$base:refs/remotes/origin/$base" 2>/dev/null || true
if ! mb=$(git merge-base HEAD "refs/remotes/origin/$base" 2>/dev/null); then
  fail "the merge base of this checkout and $base is unknown (a shallow checkout? mode ab needs actions/checkout with fetch-depth: 0)"
fi
wt="${RUNNER_TEMP:-/tmp}/pmreport-ab-base-$(printf '%s' "$PM_OUT" | sha256sum | cut -c1-12)"
git worktree remove --force "$wt" 2>/dev/null || rm -rf "$wt"
git worktree prune
git worktree add --quiet --detach "$wt" "$mb" || fail "could not check out the merge base ${mb:0:12} of $base at $wt"
trap 'git worktree remove --force "$wt" 2>/dev/null || true' EXIT
echo "pmreport: A/B: this checkout ($(git rev-parse --short=12 HEAD)) against the merge base ${mb:0:12} of $base"
gh_output baseline "$mb"

args=(--base-dir "$wt" --head-dir . --run "$PM_COMMAND" --results "$PM_INPUTS" --out "$PM_OUT"
  --pmreport "$PM_BIN" --confirm "${PM_CONFIRM:-auto}")
# at least 2 rounds (A B B A) unless ab-max-rounds is 1
if [ -n "${PM_AB_MAX_ROUNDS:-}" ]; then
  args+=(--max-rounds "$PM_AB_MAX_ROUNDS")
  [ "$PM_AB_MAX_ROUNDS" = 1 ] && args+=(--min-rounds 1)
fi
[ -n "${PM_AB_BUDGET:-}" ] && args+=(--budget "$PM_AB_BUDGET")
popts=()
[ -n "${PM_MAX_INCREASE:-}" ] && popts+=(--max-exponent-increase "$PM_MAX_INCREASE")
[ -n "${PM_LIMIT:-}" ] && popts+=(--exponent-limit "$PM_LIMIT")
[ "${PM_STRICT:-false}" = true ] && popts+=(--strict)
read -r -a extra <<<"${PM_EXTRA:-}"
popts+=("${extra[@]}")
[ "${PM_RECORD:-false}" = true ] && echo "::notice title=pmreport::mode ab records nothing on a pull request (record the base branch's runs on push)"

status=0
GITHUB_OUTPUT="$work/output" bash "$GITHUB_ACTION_PATH/scripts/pmreport-ab" "${args[@]}" -- "${popts[@]}" \
  2>"$work/stderr" || status=$?
value() { # NAME: pmreport-ab's output NAME
  sed -n -e "/^$1<<ghadelimiter_[0-9a-f]*\$/{n;p;}" "$work/output" | tail -n1
}
verdict=none
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  verdict=error
  # what the benchmark printed before it failed (its newest log), then pmreport-ab's line,
  # for the log, the summary and the comment; shown inertly
  # shellcheck disable=SC2012 # pmreport-ab's names: N/base.log, N/head.log
  log=$(ls -t "$PM_OUT"/rounds/*/*.log "$PM_OUT"/confirm-rounds/*/*.log 2>/dev/null | head -n1)
  if [ -n "$log" ]; then
    { echo "---- $log (the last 15 lines)"; tail -n 15 "$log"; cat "$work/stderr"; } >"$work/stderr.new"
    mv "$work/stderr.new" "$work/stderr"
  fi
  stop="pmreport-log-$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
  echo "::stop-commands::$stop"
  cat "$work/stderr"
  echo "::$stop::"
  pm_error_annotation "$work/stderr" "$status"
else
  v=$(value verdict)
  case "$v" in pass | regression | inconclusive | none) verdict=$v ;; esac
  report=$(value report)
  # the report's place on the runner gives way to the link publish.sh adds
  [ -f "$PM_OUT/ab.md" ] && sed 's/; the report: .*index\.html$/./' "$PM_OUT/ab.md" >"$work/extra.md"
  if [ -n "$report" ] && [ -f "$report/summary.md" ]; then
    gh_output report "$report"
    gh_output artifact "$PM_OUT"
  fi
fi
gh_output verdict "$verdict"
gh_output status "$status"
echo "pmreport-ab: exit $status, verdict $verdict"
exit 0
