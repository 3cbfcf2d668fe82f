#!/usr/bin/env bash
# format-check.sh - fail when a tracked .c or .h file differs from what clang-format makes of
# it under the repository's .clang-format (run first in `setup.sh test`).
#
#   bash scripts/format-check.sh     # exit 1 and a diff per file that differs
#
# Fix with: git ls-files '*.c' '*.h' | xargs clang-format-14 -i --style=file
# Exit 0 all formatted, 1 a file differs, 2 set-up (no clang-format, not a git checkout).
set -euo pipefail
cd "$(dirname "$0")/.."

CF=${CLANG_FORMAT:-}
if [ -z "$CF" ]; then
  for c in clang-format-14 clang-format; do
    command -v "$c" >/dev/null 2>&1 && { CF=$c; break; }
  done
fi
[ -n "$CF" ] || { echo "format-check: clang-format-14 not found (apt-get install clang-format-14)" >&2; exit 2; }
files=$(git ls-files '*.c' '*.h') || { echo "format-check: not a git checkout" >&2; exit 2; }

bad=0
n=0
for f in $files; do
  n=$((n + 1))
  if ! "$CF" --style=file "$f" | cmp -s - "$f"; then
    echo "format-check: $f differs from .clang-format:" >&2
    "$CF" --style=file "$f" | diff -u --label "$f" --label "$f (clang-format)" "$f" - >&2 || true
    bad=1
  fi
done
if [ "$bad" -ne 0 ]; then
  echo "format-check: run: git ls-files '*.c' '*.h' | xargs $CF -i --style=file" >&2
  exit 1
fi
echo "format-check: all $n tracked .c/.h files match .clang-format"
