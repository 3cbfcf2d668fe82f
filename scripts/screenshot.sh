#!/usr/bin/env bash
# screenshot.sh - the README's picture of the example report, taken by headless Chromium
# (the browser the report test uses): docs/report-screenshot.png from reports/example/.
#   bash scripts/screenshot.sh [REPORT_DIR] [OUT_PNG]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-reports/example}
out=${2:-docs/report-screenshot.png}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
  --hide-scrollbars --window-size=1100,1500 --screenshot="$PWD/$out" \
  "file://$PWD/$dir/index.html" 2>/dev/null
echo "screenshot: $out"
