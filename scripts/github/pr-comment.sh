#!/usr/bin/env bash
# pr-comment.sh DIR - the pull request comment of pmreport, one per pull request (and key),
# created once and then updated in place, through GitHub's REST API (GITHUB_API_URL) with
# PM_TOKEN (the job's token needs pull-requests: write). DIR holds body.md, pr, key and
# head-sha (publish.sh writes them). With PM_EXPECT_HEAD_SHA set (the workflow_run job, which
# reads DIR from an untrusted run's artifact), the pull request's head must be that commit,
# so a fork cannot make it comment on another pull request. Exit 0 when posted, else 1.
set -euo pipefail
dir=$1
pr=$(head -n1 "$dir/pr")
key=$(head -n1 "$dir/key" 2>/dev/null || echo pmreport)
case "$pr" in '' | *[!0-9]*) echo "pr-comment: not a pull request number: $pr" >&2; exit 1 ;; esac
case "$key" in *[!A-Za-z0-9._-]*) echo "pr-comment: a bad comment key" >&2; exit 1 ;; esac
root=${GITHUB_API_URL:-https://api.github.com}
api=$root/repos/$GITHUB_REPOSITORY
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
call() { # METHOD PATH [BODYFILE] -> response in $tmp/resp, returns 0 on 2xx; PATH under the
  # repository, but /user at the API's root
  local code url=$api$2
  [ "$2" = /user ] && url=$root/user
  code=$(curl -sS -o "$tmp/resp" -w '%{http_code}' -X "$1" \
    -H "Authorization: Bearer $PM_TOKEN" -H "Accept: application/vnd.github+json" \
    -H "X-GitHub-Api-Version: 2022-11-28" ${3:+--data-binary "@$3"} "$url") || code=000
  [ "${code:0:1}" = 2 ] || { echo "pr-comment: $1 $2: HTTP $code $(head -c 300 "$tmp/resp" 2>/dev/null)" >&2; return 1; }
}
if [ -n "${PM_EXPECT_HEAD_SHA:-}" ]; then
  call GET "/pulls/$pr"
  [ "$(jq -r '.head.sha' "$tmp/resp")" = "$PM_EXPECT_HEAD_SHA" ] ||
    { echo "pr-comment: pull request #$pr is not at $PM_EXPECT_HEAD_SHA: not commenting" >&2; exit 1; }
fi
# GitHub takes at most 65536 characters
head -c 65000 "$dir/body.md" | jq -Rs '{body: .}' >"$tmp/req"
marker="<!-- pmreport-comment: $key -->"
# the comment is ours only when our token wrote it: a comment by anyone else that starts with
# the marker (the pull request's author can write one) is never edited. The job's token is
# github-actions[bot] (GET /user refuses an installation token); a personal token's user
# answers GET /user; PM_COMMENT_AUTHOR names another (a GitHub App's bot)
author=${PM_COMMENT_AUTHOR:-}
if [ -z "$author" ]; then
  author=$(call GET /user 2>/dev/null && jq -r '.login // empty' "$tmp/resp" || true)
  author=${author:-github-actions[bot]}
fi
id=""
for ((page = 1; page <= 50; page++)); do
  call GET "/issues/$pr/comments?per_page=100&page=$page"
  id=$(jq -r --arg m "$marker" --arg a "$author" \
    '[.[] | select((.body | startswith($m)) and .user.login == $a)][0].id // empty' "$tmp/resp")
  [ -n "$id" ] && break
  [ "$(jq length "$tmp/resp")" -lt 100 ] && break
done
if [ -n "$id" ]; then
  call PATCH "/issues/comments/$id" "$tmp/req"
  echo "pmreport: updated comment $id on pull request #$pr"
else
  call POST "/issues/$pr/comments" "$tmp/req"
  echo "pmreport: commented on pull request #$pr"
fi
