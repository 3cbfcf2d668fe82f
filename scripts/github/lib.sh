# lib.sh - shared by the action's scripts (sourced): safe GITHUB_OUTPUT writes.

# gh_output NAME VALUE: one output, in the multi-line form with a delimiter drawn at random
# and checked against the value, so a value with newlines (a branch, a group, a path)
# cannot end it early and set other outputs.
gh_output() {
  local d
  while :; do
    d="pmreport_$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
    case "$2" in *"$d"*) ;; *) break ;; esac
  done
  printf '%s<<%s\n%s\n%s\n' "$1" "$d" "$2" "$d" >>"$GITHUB_OUTPUT"
}

# pm_work: this step's scratch directory under RUNNER_TEMP, one per output-dir (PM_OUT), shared
# by run.sh and publish.sh (pmreport's stderr, outputs, the comment body)
pm_work() {
  printf '%s/pmreport-work/%s' "${RUNNER_TEMP:-/tmp}" "$(printf '%s' "$PM_OUT" | sha256sum | cut -c1-12)"
}
