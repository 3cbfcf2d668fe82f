# lib.sh - shared by the action's scripts (sourced): safe GITHUB_OUTPUT writes, the project.
# shellcheck shell=bash

# pm_project: the arguments that put a pmreport command in the action's project (the input
# project, as PM_PROJECT): none when it is empty, so pmreport's default (the repository's
# name) applies. Every command that reads or writes the history takes them.
# shellcheck disable=SC2034 # read by the scripts that source this file
pm_project=()
if [ -n "${PM_PROJECT:-}" ]; then
  pm_project=(--project "$PM_PROJECT")
fi

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

# git_bot DIR ARGS...: git in DIR as the Actions bot
git_bot() {
  local dir=$1
  shift
  git -C "$dir" -c user.name="github-actions[bot]" \
    -c user.email="41898282+github-actions[bot]@users.noreply.github.com" "$@"
}

# branch_worktree DIR BRANCH: a detached worktree of origin's BRANCH at DIR, or, when origin
# has no such branch yet, an empty orphan one (the first push creates the branch)
branch_worktree() {
  local wt=$1 br=$2
  if git fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br" 2>/dev/null; then
    git worktree add --quiet --detach "$wt" "refs/remotes/origin/$br"
  else
    git worktree add --quiet --detach "$wt" HEAD
    git -C "$wt" checkout --quiet --orphan "pmreport-new-$$"
    git -C "$wt" rm -r -q --cached . >/dev/null 2>&1 || true
    git -C "$wt" clean -fdqx
  fi
}

# push_retry DIR BRANCH: push DIR's HEAD to origin's BRANCH; when the branch moved on, fetch,
# rebase (the callers only add files, so no conflict) and push again, PM_PUSH_TRIES times
push_retry() {
  local wt=$1 br=$2 tries=${PM_PUSH_TRIES:-5} i err
  err=$(mktemp)
  for ((i = 1; ; i++)); do
    if git -C "$wt" push --quiet origin "HEAD:refs/heads/$br" 2>"$err"; then
      rm -f "$err"
      return 0
    fi
    if ((i >= tries)); then
      cat "$err" >&2
      rm -f "$err"
      echo "::error title=pmreport::could not push to $br after $tries tries"
      return 1
    fi
    echo "pmreport: $br moved on: fetch, rebase, push again ($i/$tries)"
    sleep $((i + RANDOM % 3))
    git -C "$wt" fetch --quiet --no-tags origin "+refs/heads/$br:refs/remotes/origin/$br"
    git_bot "$wt" rebase --quiet "refs/remotes/origin/$br"
  done
}
