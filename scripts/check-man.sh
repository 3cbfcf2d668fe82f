#!/usr/bin/env bash
# check-man.sh - the manual page (docs/pmreport.1) and `pmreport --help` name the same
# long options: every one --help prints (also `pmreport predict --help`) must be in the
# page, and every one the page names must be one --help prints, so neither can drift.
#
#   bash scripts/check-man.sh [PMREPORT]   # default build/pmreport
#
# Exit 0 they agree, 1 an option is missing on one side, 2 set-up error.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/pmreport}
man=docs/pmreport.1
[ -x "$bin" ] || { echo "check-man: $bin is not built" >&2; exit 2; }
[ -f "$man" ] || { echo "check-man: $man is missing" >&2; exit 2; }

longopts() { grep -oE -- '--[a-z][a-z0-9-]*[a-z0-9]' | sort -u; }
help_opts=$({ "$bin" --help; "$bin" predict --help; } | longopts)
# roff writes a dash as \- ; font escapes (\fB, \fR, \fI) do not split a name
page_text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$man")
page_opts=$(printf '%s\n' "$page_text" | longopts)
[ -n "$help_opts" ] || { echo "check-man: $bin --help printed no long option" >&2; exit 2; }

bad=0
for o in $help_opts; do
  grep -qxF -- "$o" <<<"$page_opts" || {
    echo "check-man: $man lacks $o (printed by $bin --help)" >&2
    bad=1
  }
done
for o in $page_opts; do
  grep -qxF -- "$o" <<<"$help_opts" || {
    echo "check-man: $man names $o, which $bin --help does not print" >&2
    bad=1
  }
done
[ "$bad" -eq 0 ] || exit 1
echo "check-man: $man has all $(wc -w <<<"$help_opts") long options of $bin --help"
