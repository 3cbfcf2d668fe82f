# confirm.sh - sourced by run.sh in mode history: the confirmation of a regression. When the
# gate failed (status 1), the command input is set and the confirm input asks for it (always,
# or auto when pmreport's output noisier is true: this run was much noisier than its
# baseline), the command runs again in the workspace, the inputs are read anew and gated
# against the same baseline with --confirm and the first comparison's gate.json: a
# regression stands only where both comparisons see it, and the final verdict, status,
# report and annotations are the confirmation's. What happened goes to PM_WORK/extra.md
# (publish.sh puts it in the summary and the comment).
# Uses run.sh's status, args, extra, work; sets status and files.
# shellcheck shell=bash
# shellcheck disable=SC2154 # status, args, extra, work: run.sh's

# pm_output NAME: the last value of NAME in pmreport's outputs ($work/output), both forms
pm_output() {
  sed -n -e "s/^$1=//p" -e "/^$1<<ghadelimiter_[0-9a-f]*\$/{n;p;}" "$work/output" | tail -n1
}

if [ "$status" -eq 1 ] && [ -n "${PM_COMMAND:-}" ] && [ -n "$PM_BASELINE_REF" ]; then
  because=""
  case "${PM_CONFIRM:-auto}" in
    always) because="confirm always" ;;
    auto) [ "$(pm_output noisier)" = true ] && because="this run was much noisier than its baseline (confirm auto)" ;;
  esac
  first=$(pm_output verdict)
  if [ -z "$because" ]; then
    why="confirm ${PM_CONFIRM:-auto}"
    [ "${PM_CONFIRM:-auto}" = auto ] && why="this run was not much noisier than its baseline (confirm auto; always to confirm every regression)"
    echo "pmreport: the gate failed; no confirmation: $why"
    printf '### Confirmation\n\n- **Confirmation:** not run: %s.\n' "$why" >"$work/extra.md"
  elif ! rm -rf "$work/first" || ! cp -R "$PM_OUT" "$work/first"; then
    echo "::warning title=pmreport::could not keep the first report for the confirmation: the first verdict stands"
  else
    echo "pmreport: the gate failed ($because): running the command again to confirm"
    t0=$(date +%s)
    crc=0
    sh -c "$PM_COMMAND" </dev/null || crc=$?
    secs=$(($(date +%s) - t0))
    if [ "$crc" -ne 0 ]; then
      echo "::warning title=pmreport::the command failed when run again to confirm the regression (exit $crc): the first verdict stands"
      printf '### Confirmation\n\n- **First comparison:** %s.\n- **Confirmation:** the command failed when run again (exit %d): the first verdict stands.\n' \
        "$first" "$crc" >"$work/extra.md"
    else
      # the rerun is not recorded (the first run was, with record)
      cargs=()
      for a in "${args[@]}"; do [ "$a" = --record ] || cargs+=("$a"); done
      # shellcheck disable=SC2206 # split into words and expand globs, in the workspace
      files=($PM_INPUTS)
      status=0
      GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary.md" \
        "$PM_BIN" "${cargs[@]}" --confirm "$work/first/gate.json" "${extra[@]}" "${files[@]}" \
        >"$work/annotations" 2>>"$work/stderr" || status=$?
      if [ "$status" -eq 1 ]; then
        said="the regression is confirmed"
      elif [ "$status" -eq 0 ]; then
        said="the regression is not confirmed: not a red build"
      else
        said="pmreport could not run on the rerun (exit $status)"
      fi
      {
        echo "### Confirmation"
        echo
        echo "- **First comparison:** $first."
        echo "- **Confirmation** ($because): the benchmark ran again ($secs s) and was gated against the same baseline: $said."
      } >"$work/extra.md"
      echo "pmreport: confirmation: exit $status ($said)"
    fi
  fi
fi
