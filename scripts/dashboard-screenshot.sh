#!/usr/bin/env bash
# dashboard-screenshot.sh - docs/img/dashboard.png: the dashboard (`pmreport history dashboard`)
# of the example history tests/dashboard_runner.c records (22 runs of main, a report each
# under runs/<commit12>/; run 15 worsens eager's gpus exponent, run 8 doubles startup's time),
# taken by headless Chromium as scripts/screenshot.sh takes the report's picture.
#   bash scripts/dashboard-screenshot.sh [BUILD_DIR] [OUT_PNG]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=${2:-docs/img/dashboard.png}
cmake --build "$build" --target pmreport dashboard_runner >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/dashboard_runner" "$build/pmreport" example "$tmp/site"
mkdir -p "$(dirname "$out")"
chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
  --hide-scrollbars --window-size=1100,1700 --screenshot="$PWD/$out" \
  "file://$tmp/site/index.html" 2>/dev/null
echo "screenshot: $out"
