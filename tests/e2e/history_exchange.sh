#!/usr/bin/env bash
# history_exchange.sh PMREPORT - `pmreport history export` / `import` (src/history/exchange.c):
# two recorded runs exported one file each, a second export writes nothing, an import into a
# new database records both and lists them as the original does, a second import adds
# nothing, a file that is not a run file fails naming it (exit 2), a missing database fails.
# Run from the repository root.
set -uo pipefail
pm=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "history_exchange: $*" >&2; exit 1; }
for c in 1111aaaa 2222bbbb; do
  "$pm" -q --plots none --db "$tmp/a.db" --record --branch main --commit "$c" \
    -o "$tmp/r-$c" tests/data/tiny.csv || fail "recording $c failed"
done
out=$("$pm" history --db "$tmp/a.db" export main "$tmp/runs") || fail "export failed"
[ "$out" = "exported 2 new of 2 runs of main to $tmp/runs/" ] || fail "export said: $out"
[ "$(ls "$tmp/runs" | wc -l)" -eq 2 ] || fail "export wrote $(ls "$tmp/runs" | wc -l) files"
ls "$tmp/runs" | grep -Eq '^[0-9]{8}T[0-9]{6}Z-1111aaaa-[0-9a-f]{16}\.json$' || fail "file names: $(ls "$tmp/runs")"
out=$("$pm" history --db "$tmp/a.db" export main "$tmp/runs") || fail "second export failed"
[ "$out" = "exported 0 new of 2 runs of main to $tmp/runs/" ] || fail "second export said: $out"
out=$("$pm" history --db "$tmp/b.db" import "$tmp/runs") || fail "import failed"
[ "$out" = "imported 2 new of 2 run files from $tmp/runs/ into $tmp/b.db" ] || fail "import said: $out"
out=$("$pm" history --db "$tmp/b.db" import "$tmp/runs") || fail "second import failed"
[ "$out" = "imported 0 new of 2 run files from $tmp/runs/ into $tmp/b.db" ] || fail "second import said: $out"
# the imported runs list as the recorded ones (their ids aside), exponents from model.json
diff <("$pm" history --db "$tmp/a.db" main | sed 's/^run [0-9]*//') \
  <("$pm" history --db "$tmp/b.db" main | sed 's/^run [0-9]*//') || fail "imported runs differ"
# a round trip writes the same bytes: exported from the imported database, no file is new
out=$("$pm" history --db "$tmp/b.db" export main "$tmp/runs") || fail "export of the import failed"
[ "$out" = "exported 0 new of 2 runs of main to $tmp/runs/" ] || fail "round trip changed a file: $out"
# and the imported database gates as the original does
"$pm" -q --plots none --db "$tmp/b.db" --baseline 1111aaaa -o "$tmp/g" tests/data/tiny.csv ||
  fail "gate against an imported run failed"
echo '{"pmreport_run": 2}' >"$tmp/runs/zz.json"
"$pm" history --db "$tmp/c.db" import "$tmp/runs" 2>"$tmp/err"
[ $? -eq 2 ] || fail "a bad run file did not exit 2"
grep -q "zz.json: not a pmreport run file" "$tmp/err" || fail "the error: $(cat "$tmp/err")"
"$pm" history --db "$tmp/none.db" export main "$tmp/x" 2>/dev/null
[ $? -eq 2 ] || fail "export from a missing database did not exit 2"
echo "history_exchange: export, import, round trip, bad file, missing database"
