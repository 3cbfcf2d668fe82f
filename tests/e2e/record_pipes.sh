#!/usr/bin/env bash
# record_pipes.sh PMREPORT - `--record` of an input that can be read only once: standard input
# ("-") and a FIFO (what `<(cmd)` gives) record as a file does, with the same input digest
# (the digest is made of the bytes as they are read, never by reading an input again: a FIFO
# read twice waits forever, "-" is no file to open). Run from the repository root.
set -uo pipefail
pm=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "record_pipes: $*" >&2; exit 1; }
rec() { # COMMIT INPUT... (stdin as given)
  local c=$1
  shift
  timeout 120 "$pm" -q --plots none --db "$tmp/h.db" --record --branch main --commit "$c" \
    -o "$tmp/r-$c" "$@" || fail "recording $c exited $?"
}
rec 1111aaaa tests/data/tiny.csv
rec 2222bbbb - < tests/data/tiny.csv
mkfifo "$tmp/fifo"
cat tests/data/tiny.csv > "$tmp/fifo" &
rec 3333cccc "$tmp/fifo"
wait
"$pm" history --db "$tmp/h.db" export main "$tmp/runs" > /dev/null || fail "export failed"
[ "$(ls "$tmp/runs" | wc -l)" -eq 3 ] || fail "$(ls "$tmp/runs" | wc -l) runs recorded, expected 3"
digests=$(grep -ho '"digest": "fnv1a64:[0-9a-f]\{16\}"' "$tmp"/runs/*.json | sort -u)
[ "$(printf '%s\n' "$digests" | grep -c .)" -eq 1 ] ||
  fail "file, standard input and FIFO recorded different digests: $digests"
echo "record_pipes: a file, standard input and a FIFO recorded with one digest ($digests)"
