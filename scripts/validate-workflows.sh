#!/usr/bin/env bash
# validate-workflows.sh - action.yml and every workflow under .github/workflows/ checked
# against GitHub's schemas with @action-validator/cli (npm), and a broken example refused
# (so a validator that accepts anything fails this check). Installs the validator into
# build/npm/ on first use; needs node and npm (Debian: nodejs, npm).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build/npm
bin=$dir/node_modules/.bin/action-validator
if [ ! -x "$bin" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --silent @action-validator/cli@0.6.0 >/dev/null
fi
n=0
for f in action.yml .github/workflows/*.yml; do
  "$bin" "$f" >/dev/null || { echo "validate-workflows: $f is not valid:"; "$bin" "$f" || true; exit 1; }
  n=$((n + 1))
done
if "$bin" tests/data/workflows/broken.yml >/dev/null 2>&1; then
  echo "validate-workflows: the validator accepted tests/data/workflows/broken.yml" >&2
  exit 1
fi
echo "validate-workflows: $n files valid (action.yml and .github/workflows), the broken example refused"
