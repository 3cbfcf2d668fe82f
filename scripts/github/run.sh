#!/usr/bin/env bash
# run.sh - action.yml: run pmreport and set the action's outputs on every exit path:
#   verdict   pass, regression, inconclusive, none (no gate ran) or error (pmreport could
#             not run: exit 2, or it was killed)
#   report    the report directory, only when pmreport wrote it
#   status    pmreport's exit status (the action's last step fails with it)
#   recorded  true when this run was recorded in the history
# pmreport's own GITHUB_OUTPUT and GITHUB_STEP_SUMMARY go to files of this step (its
# verdict is read back; the job summary is written by publish.sh, with the report's link).
# This step itself always succeeds, so the summary and the comment follow every outcome.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
work=$(pm_work)
mkdir -p "$work"
rm -f "$work/extra.md"
# the mode: ab on a pull request is ab.sh's; outside one it runs the command (the benchmark)
# here, then as history
case "${PM_MODE:-history}" in
  history) ;;
  ab)
    [ -n "${GITHUB_BASE_REF:-}" ] && exec bash "$(dirname "$0")/ab.sh"
    echo "::notice title=pmreport::mode ab compares a pull request with its merge base; on this ${GITHUB_EVENT_NAME:-} event it runs as mode history"
    if [ -n "${PM_COMMAND:-}" ]; then
      echo "pmreport: running the command to write the inputs"
      sh -c "$PM_COMMAND" </dev/null || echo "::warning title=pmreport::the command failed (exit $?)"
    fi
    ;;
  *)
    echo "::error title=pmreport::mode ${PM_MODE}: not history or ab"
    gh_output verdict error
    gh_output status 2
    exit 0
    ;;
esac
# -q: pmreport's stdout then carries only its annotations (escaped); its log, which names
# groups and factors from the input as they are, is shown below from the report's files
# shellcheck disable=SC2154 # pm_project: lib.sh
args=(-q -o "$PM_OUT" --db "$PM_DB" "${pm_project[@]}")
# the job's database is a scratch copy of the data branch: messages name the branch
[ "${PM_HISTORY:-}" = branch ] && args+=(--db-label "the data branch ${PM_DATA_BRANCH:-pmreport-data}")
[ -n "$PM_BASELINE_REF" ] && args+=(--baseline "$PM_BASELINE_REF")
[ -n "$PM_MAX_INCREASE" ] && args+=(--max-exponent-increase "$PM_MAX_INCREASE")
[ -n "$PM_LIMIT" ] && args+=(--exponent-limit "$PM_LIMIT")
[ "$PM_STRICT" = true ] && args+=(--strict)
[ "$PM_RECORD" = true ] && args+=(--record)
[ -n "${PM_BRANCH:-}" ] && args+=(--branch "$PM_BRANCH")
# a report for Pages without the machine: the same fit (the segmented form's breakpoint is
# still this runner's cores), the machine left out of the report and model.json
if [ -n "${PM_PAGES_BRANCH:-}" ] && [ "${PM_PAGES_MACHINE:-true}" = false ]; then
  args+=(--no-machine --cores "$(nproc)")
fi
read -r -a extra <<<"$PM_EXTRA"
# shellcheck disable=SC2206 # split into words and expand globs, in the workspace
files=($PM_INPUTS)
: >"$work/output"
: >"$work/summary.md"
status=0
GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary.md" \
  "$PM_BIN" "${args[@]}" "${extra[@]}" "${files[@]}" >"$work/annotations" 2>"$work/stderr" || status=$?
# a regression confirmed by running the command again (confirm.sh), when asked; the
# annotations are then the confirmation's
. "$(dirname "$0")/confirm.sh"
cat "$work/annotations"
# the log names groups and factors from the input: shown with workflow commands stopped,
# so a name like "::error::x" is only text (the real annotations went to stdout above)
stop="pmreport-log-$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
echo "::stop-commands::$stop"
cat "$work/stderr"
if [ "$status" -eq 0 ] || [ "$status" -eq 1 ]; then
  for f in dataset.txt fit.txt summary.md; do
    [ -f "$PM_OUT/$f" ] && { echo "---- $PM_OUT/$f"; cat "$PM_OUT/$f"; }
  done
fi
echo "::$stop::"
verdict=none
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  verdict=error
  pm_error_annotation "$work/stderr" "$status"
elif [ -n "$PM_BASELINE_REF" ]; then
  # pmreport writes its outputs in the name<<DELIMITER form (docs/gate.md): the line after
  # verdict<<... is the value; the name=value form is read too
  v=$(sed -n -e 's/^verdict=\(pass\|regression\|inconclusive\|none\)$/\1/p' \
    -e '/^verdict<<ghadelimiter_[0-9a-f]*$/{n;s/^\(pass\|regression\|inconclusive\|none\)$/\1/p;}' \
    "$work/output" | tail -n1)
  verdict=${v:-none}
fi
gh_output verdict "$verdict"
gh_output status "$status"
# what the run was gated against: only where a gate ran
case "$verdict" in pass | regression | inconclusive) gh_output baseline "$PM_BASELINE_REF" ;; esac
if [ "$verdict" != error ] && [ -f "$PM_OUT/summary.md" ]; then
  gh_output report "$PM_OUT"
  [ "$PM_RECORD" = true ] && gh_output recorded true
fi
echo "pmreport: exit $status, verdict $verdict"
exit 0
