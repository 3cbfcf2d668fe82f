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

# gh_escape_data, gh_escape_prop: stdin escaped for a workflow command's message, or for a
# property value (also : and ,), so that text from the data can end neither the command nor
# the line
gh_escape_data() { sed -e 's/%/%25/g' -e 's/\r/%0D/g' | awk 'NR > 1 { printf "%%0A" } { printf "%s", $0 }'; }
gh_escape_prop() { gh_escape_data | sed -e 's/:/%3A/g' -e 's/,/%2C/g'; }

# gh_error TITLE MESSAGE [FILE LINE]: an error annotation, escaped, on FILE's LINE when given
gh_error() {
  local props
  props="title=$(printf '%s' "$1" | gh_escape_prop)"
  if [ -n "${3:-}" ]; then
    props="file=$(printf '%s' "$3" | gh_escape_prop),line=${4:-1},$props"
  fi
  printf '::error %s::%s\n' "$props" "$(printf '%s' "$2" | gh_escape_data)"
}

# push_lost_race ERRFILE: whether git push's stderr says the branch moved on under us (another
# job pushed first: fetch, rebase and push again), rather than that the push was refused (403:
# no contents: write; a protected branch; a hook), which no retry mends
push_lost_race() {
  grep -q -E '\((fetch first|non-fast-forward)\)|cannot lock ref|failed to update ref|incorrect old value|stale info' "$1" &&
    ! grep -q -E 'returned error: 40[0-9]|Permission to .* denied|protected branch|hook declined' "$1"
}

# push_retry DIR BRANCH: push DIR's HEAD to origin's BRANCH; when the branch moved on, fetch,
# rebase (the callers only add files, so no conflict) and push again, PM_PUSH_TRIES times; a
# refused push fails at once, with git's lines and one error annotation
push_retry() {
  local wt=$1 br=$2 tries=${PM_PUSH_TRIES:-5} i err
  err=$(mktemp)
  for ((i = 1; ; i++)); do
    if git -C "$wt" push --quiet origin "HEAD:refs/heads/$br" 2>"$err"; then
      rm -f "$err"
      return 0
    fi
    if ! push_lost_race "$err"; then
      cat "$err" >&2
      gh_error pmreport "could not push to $br: $(grep -m1 -E '^(remote|fatal|error|!)' "$err" || head -n1 "$err")$(push_hint "$err")"
      rm -f "$err"
      return 1
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

# push_hint ERRFILE: what to do about a refused push, when git's lines say why
push_hint() {
  if grep -q -E 'returned error: 403|Permission to .* denied' "$1"; then
    printf ' (the job token may not write: give the job permissions contents: write)'
  fi
}

# pm_error_annotation STDERRFILE STATUS: pmreport could not run (exit STATUS): its message as
# an error annotation, outside any stop-commands block, on the input file's line when the
# message is "FILE:LINE: what is wrong" and FILE is in the workspace; else its last line
pm_error_annotation() {
  local line file="" lineno="" msg
  # pmreport on GitHub writes its message as an annotation itself (shown inert in the log)
  line=$(sed -e 's/^::error[^:]*:://' "$1" 2>/dev/null | grep -m1 -E '^[^ :][^:]*:[0-9]+: ' || true)
  if [ -n "$line" ]; then
    file=${line%%:*}
    lineno=${line#*:}
    lineno=${lineno%%:*}
    [ -f "$file" ] || { file=""; lineno=""; }
    msg=$line
  else
    msg=$(sed -e 's/^::error[^:]*:://' "$1" 2>/dev/null | grep -v -e '^Try ' -e '^$' | tail -n1)
  fi
  gh_error "pmreport could not run (exit $2)" "${msg:-no message: see the log}" "$file" "$lineno"
}
