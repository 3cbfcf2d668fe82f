#!/usr/bin/env bash
# build.sh - action.yml, step 3: the packages pmreport needs (scripts/setup.sh build-deps:
# no test-only package), then, unless the cache restored build-action/pmreport, a Release
# build of the pmreport target alone. Output: bin.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
start=$(date +%s)
bash scripts/setup.sh build-deps
if [ -x build-action/pmreport ] && build-action/pmreport --version >/dev/null 2>&1; then
  echo "pmreport: restored from the cache"
else
  cmake -S . -B build-action -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF >/dev/null
  cmake --build build-action -j"$(nproc)" --target pmreport
fi
echo "pmreport: ready in $(($(date +%s) - start)) s"
echo "bin=$GITHUB_ACTION_PATH/build-action/pmreport" >>"$GITHUB_OUTPUT"
