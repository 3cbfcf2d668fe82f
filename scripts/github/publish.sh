#!/usr/bin/env bash
# publish.sh - action.yml: the job summary, and on a pull request the comment, for every
# outcome of run.sh (PM_VERDICT, PM_STATUS, PM_REPORT empty when no report was written).
# Both carry pmreport's summary.md, the baseline note, and a link to the report
# (PM_REPORT_URL: the action's report-url input, else the uploaded artifact) instead of a
# path on the runner. The comment body also goes to PM_WORK/comment/ (body.md, pr, head-sha)
# for the workflow_run pattern (pull requests from forks: docs/github.md).
# It runs on every exit path of the action (if: always()): PM_OUTCOMES holds the outcome of each
# step before it ("find=success build=skipped ... push=failure"), so a step that failed before
# pmreport ran, or after it (the push of the run, the pages, the upload), is said here too.
# Output: comment-dir (when a comment body was written).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
work=$(pm_work)
mkdir -p "$work"
body=$work/body.md
outcome() { # STEP: that step's outcome (success, failure, skipped, or empty: not reached)
  printf '%s\n' ${PM_OUTCOMES:-} | sed -n "s/^$1=//p" | head -n1
}
# the first step that failed before pmreport ran
failed_before=""
for st in find:"finding pmreport" build:"installing pmreport's packages and building it" \
  pull:"importing the run history from the data branch" baseline:"choosing the baseline"; do
  if [ "$(outcome "${st%%:*}")" = failure ]; then
    failed_before=${st#*:}
    break
  fi
done
{
  if [ -z "${PM_VERDICT:-}" ]; then
    echo "## pmreport did not run"
    echo
    if [ -n "$failed_before" ]; then
      echo "A step of the action failed before pmreport ran: $failed_before. The job's log says why."
    else
      echo "A step of the action failed before pmreport ran. The job's log says why."
    fi
  elif [ "$PM_VERDICT" = error ]; then
    echo "## pmreport could not run (exit $PM_STATUS)"
    echo
    echo "No report was written. pmreport said:"
    echo
    echo '~~~'
    tail -n 20 "$work/stderr" 2>/dev/null | sed 's/^~~~/ ~~~/'
    echo '~~~'
  elif [ -n "${PM_REPORT:-}" ] && [ -n "${PM_REPORT_URL:-}" ]; then
    # summary.md points at index.html beside it, which is not beside the job summary or the
    # comment: that sentence gives way to the link below
    sed 's/ The full report is index\.html beside this file\.$//' "$PM_REPORT/summary.md"
  elif [ -n "${PM_REPORT:-}" ]; then
    cat "$PM_REPORT/summary.md"
  fi
  # what run.sh adds: the A/B rounds (ab.sh), a confirmation's first verdict (confirm.sh)
  if [ -f "$work/extra.md" ] && [ -n "${PM_VERDICT:-}" ] && [ "$PM_VERDICT" != error ]; then
    echo
    cat "$work/extra.md"
  fi
  if [ -n "${PM_NOTE:-}" ]; then
    echo
    printf '> **Baseline:** %s\n' "$(printf '%s' "$PM_NOTE" | tr '\n' ' ')"
  fi
  # what failed after pmreport ran: the run stands, but a later step did not do its part
  if [ "$(outcome push)" = failure ]; then
    echo
    echo "> **History:** this run was not recorded: pushing it to the data branch \`${PM_DATA_BRANCH:-pmreport-data}\` failed (the job's log says why; a token without \`contents: write\`?)."
  fi
  if [ "$(outcome pages)" = failure ]; then
    echo
    echo "> **Pages:** publishing the report to \`${PM_PAGES_BRANCH:-}\` failed (the job's log says why)."
  elif [ "$(outcome pages)" = success ] && [ -n "${PM_PAGES_PAGE:-}" ]; then
    # what a public site now shows
    echo
    printf '> **Published** to `%s` under `%s/`: the report (figures, coefficients, exponents, metrics, model.json)' \
      "$PM_PAGES_BRANCH" "$PM_PAGES_PAGE"
    if [ "${PM_PAGES_MACHINE:-true}" = false ]; then
      printf '; not the machine (pages-machine: false)'
    else
      printf '; the machine (CPU model, cores, memory, OS; pages-machine: false leaves it out)'
    fi
    if [ "${PM_PAGES_ROWS:-false}" = true ]; then
      printf '; the measured configurations (pages-rows: true)'
    else
      printf '; not the measured configurations (pages-rows: true publishes them)'
    fi
    [ -n "${PM_DASHBOARD_PAGE:-}" ] && printf '; the dashboard at `%s/`' "$PM_DASHBOARD_PAGE"
    printf '. A public repository'"'"'s Pages are public.\n'
  fi
  if [ -n "${PM_REPORT:-}" ]; then
    echo
    if [ -n "${PM_REPORT_URL:-}" ]; then
      echo "**The full report:** [$PM_REPORT_URL]($PM_REPORT_URL)"
    elif [ "$(outcome upload)" = failure ]; then
      echo "**The full report:** its upload as an artifact failed (the job's log says why)."
    else
      echo "**The full report:** not uploaded (set the action's report-url or upload-report)."
    fi
  fi
} >"$body"
cat "$body" >>"$GITHUB_STEP_SUMMARY"
pr=${PM_PR:-}
[ -n "$pr" ] || exit 0
mkdir -p "$work/comment"
{
  echo "<!-- pmreport-comment: ${PM_COMMENT_KEY:-pmreport} -->"
  cat "$body"
  echo
  echo "<sub>pmreport, run [${GITHUB_RUN_ID:-?}](${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}) at ${PM_HEAD_SHA:-${GITHUB_SHA:-}}</sub>"
} >"$work/comment/body.md"
printf '%s\n' "$pr" >"$work/comment/pr"
printf '%s\n' "${PM_HEAD_SHA:-}" >"$work/comment/head-sha"
printf '%s\n' "${PM_COMMENT_KEY:-pmreport}" >"$work/comment/key"
gh_output comment-dir "$work/comment"
case "${PM_COMMENT:-auto}" in
  false) exit 0 ;;
esac
if ! bash "$(dirname "$0")/pr-comment.sh" "$work/comment"; then
  # a pull request from a fork gets a read-only token: the workflow_run pattern comments
  echo "::warning title=pmreport::could not comment on pull request #$pr (a fork's read-only token?): the body is in the comment-dir output for a workflow_run job (docs/github.md)"
fi
