#!/usr/bin/env bash
# find.sh - action.yml, step 1: a pmreport the job can use now, else the cache key of the
# action's own build. Outputs (GITHUB_OUTPUT): bin (the pmreport to run, empty when it must
# be restored or built) and key (the build cache key: the runner's OS release and
# architecture, and a digest of the action's sources, so a new action version builds anew).
#
# Used as is: build-action/pmreport of this action (restored from the cache by an earlier
# job step), or a pmreport on PATH whose version is the action's (a self-hosted runner, a
# package) - PM_PREFER_PATH=false ignores PATH.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
want=$(sed -n 's/^#define PM_VERSION "\(.*\)"$/\1/p' src/version.h 2>/dev/null || true)
release=unknown
[ -r /etc/os-release ] && release=$(. /etc/os-release && echo "${ID:-unknown}-${VERSION_ID:-}")
digest=$( (find src templates cmake CMakeLists.txt scripts/setup.sh -type f 2>/dev/null || true) |
  LC_ALL=C sort | xargs -r sha256sum | sha256sum | cut -c1-16)
key="pmreport-build-$release-$(uname -m)-$want-$digest"
bin=""
version_of() { "$1" --version 2>/dev/null | head -n1 | awk '{print $NF}'; }
if [ -x build-action/pmreport ] && "build-action/pmreport" --version >/dev/null 2>&1; then
  bin="$GITHUB_ACTION_PATH/build-action/pmreport"
elif [ "${PM_PREFER_PATH:-true}" = true ] && command -v pmreport >/dev/null 2>&1 &&
  { [ -z "$want" ] || [ "$(version_of pmreport)" = "$want" ]; }; then
  bin=$(command -v pmreport)
fi
[ -n "$bin" ] && echo "pmreport: using $bin ($(version_of "$bin"))"
{
  echo "bin=$bin"
  echo "key=$key"
} >>"$GITHUB_OUTPUT"
