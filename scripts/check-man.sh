#!/usr/bin/env bash
# check-man.sh - the option documentation cannot drift from the option tables (src/options.c):
#   - the OPTIONS section of docs/pmreport.1 must be exactly what `pmreport --help-man` prints;
#   - the "## Option reference" section of docs/config.md exactly what `pmreport --help-config`
#     prints;
#   - every long option the man page names elsewhere (synopsis, examples) must be one that
#     `pmreport --help` (or `predict --help`, `history --help`) prints.
#
#   bash scripts/check-man.sh [PMREPORT]         # check; default build/pmreport
#   bash scripts/check-man.sh --fix [PMREPORT]   # rewrite both sections from the tables
#
# Exit 0 they agree (or were rewritten), 1 a document differs, 2 set-up error.
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
if [ "${1:-}" = --fix ]; then fix=1; shift; fi
bin=${1:-build/pmreport}
man=docs/pmreport.1
cfg=docs/config.md
[ -x "$bin" ] || { echo "check-man: $bin is not built" >&2; exit 2; }
for f in "$man" "$cfg"; do [ -f "$f" ] || { echo "check-man: $f is missing" >&2; exit 2; }; done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# splice FILE START STOP PAD GENERATED: FILE with the lines after the one matching START, up to
# the next one matching STOP (or the end), replaced by GENERATED; PAD=1 puts a blank line
# around it (Markdown), PAD=0 none (roff, where a blank line is vertical space).
splice() {
  awk -v gen="$5" -v start="$2" -v stop="$3" -v pad="$4" '
    BEGIN { while ((getline l < gen) > 0) g = g l "\n" }
    skip && $0 ~ stop { skip = 0; if (pad) print "" }
    skip { next }
    { print }
    !found && $0 ~ start { if (pad) print ""; printf "%s", g; skip = 1; found = 1 }
    END { if (!found) exit 3 }' "$1"
}

bad=0
check() { # FILE START STOP PAD FLAG
  local file=$1 out
  out=$tmp/$(basename "$file")
  "$bin" "$5" >"$tmp/gen" || { echo "check-man: $bin $5 failed" >&2; exit 2; }
  splice "$file" "$2" "$3" "$4" "$tmp/gen" >"$out" ||
    { echo "check-man: $file has no line matching '$2'" >&2; exit 2; }
  if cmp -s "$file" "$out"; then return 0; fi
  if [ "$fix" -eq 1 ]; then
    cp "$out" "$file"
    echo "check-man: rewrote $file from $bin $5"
  else
    diff -u "$file" "$out" | head -40 >&2 || true
    echo "check-man: $file differs from \`$bin $5\`; regenerate: bash scripts/check-man.sh --fix $bin" >&2
    bad=1
  fi
}
check "$man" '^\.SH OPTIONS' '^\.SH ' 0 --help-man
check "$cfg" '^## Option reference' '^## ' 1 --help-config

# long options named anywhere in the page must exist
longopts() { grep -oE -- '--[a-z][a-z0-9-]*[a-z0-9]' | sort -u; }
help_opts=$({ "$bin" --help; "$bin" predict --help; "$bin" history --help; } | longopts)
[ -n "$help_opts" ] || { echo "check-man: $bin --help printed no long option" >&2; exit 2; }
# roff writes a dash as \- ; font escapes (\fB, \fR, \fI) do not split a name
# (comment lines, .\", are left out: they name --help-man and --fix)
page_opts=$(grep -v '^\.\\"' "$man" | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' | longopts)
for o in $page_opts; do
  grep -qxF -- "$o" <<<"$help_opts" || {
    echo "check-man: $man names $o, which $bin --help does not print" >&2
    bad=1
  }
done
[ "$bad" -eq 0 ] || exit 1
echo "check-man: $man and $cfg match the option tables of $bin ($(wc -w <<<"$help_opts") long options)"
