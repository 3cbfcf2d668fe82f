#!/usr/bin/env bash
# publish.sh - action.yml: the job summary, and on a pull request the comment, for every
# outcome of run.sh (PM_VERDICT, PM_STATUS, PM_REPORT empty when no report was written).
# Both carry pmreport's summary.md, the baseline note, and a link to the report
# (PM_REPORT_URL: the action's report-url input, else the uploaded artifact) instead of a
# path on the runner. The comment body also goes to PM_WORK/comment/ (body.md, pr, head-sha)
# for the workflow_run pattern (pull requests from forks: docs/github.md).
# Output: comment-dir (when a comment body was written).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
work=$(pm_work)
body=$work/body.md
{
  if [ "$PM_VERDICT" = error ]; then
    echo "## pmreport could not run (exit $PM_STATUS)"
    echo
    echo "No report was written. pmreport said:"
    echo
    echo '~~~'
    tail -n 20 "$work/stderr" 2>/dev/null | sed 's/^~~~/ ~~~/'
    echo '~~~'
  elif [ -n "$PM_REPORT" ] && [ -n "${PM_REPORT_URL:-}" ]; then
    # summary.md points at index.html beside it, which is not beside the job summary or the
    # comment: that sentence gives way to the link below
    sed 's/ The full report is index\.html beside this file\.$//' "$PM_REPORT/summary.md"
  elif [ -n "$PM_REPORT" ]; then
    cat "$PM_REPORT/summary.md"
  fi
  # what run.sh adds: the A/B rounds (ab.sh), a confirmation's first verdict (confirm.sh)
  if [ -f "$work/extra.md" ] && [ "$PM_VERDICT" != error ]; then
    echo
    cat "$work/extra.md"
  fi
  if [ -n "${PM_NOTE:-}" ]; then
    echo
    printf '> **Baseline:** %s\n' "$(printf '%s' "$PM_NOTE" | tr '\n' ' ')"
  fi
  if [ -n "$PM_REPORT" ]; then
    echo
    if [ -n "${PM_REPORT_URL:-}" ]; then
      echo "**The full report:** [$PM_REPORT_URL]($PM_REPORT_URL)"
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
