#!/usr/bin/env bash
# pg_cli.sh - the pmreport binary against the PostgreSQL cluster of pg_cluster.sh: --record,
# --baseline and `history` through a connection string with a password, which appears nowhere
# in the report or the output; and the bad states as the user sees them: exit 2 with one line,
# no password, nothing recorded.
#
#   bash tests/history/pg_cluster.sh bash tests/history/pg_cli.sh build/pmreport
set -euo pipefail
pm=$(realpath "$1")
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "pg_cli: $*" >&2; exit 1; }
ok=$PM_TEST_PG_PWURL_OK
psql_n() { psql -X -qAt "$PM_TEST_PG_URL" -c "$1"; }
psql -X -q "$PM_TEST_PG_URL" -c "DROP SCHEMA IF EXISTS pmreport CASCADE" 2>/dev/null

# expect_fail WHAT ARGS...: exit 2, one line on stderr containing WHAT, no password anywhere
expect_fail() {
  local what=$1
  shift
  set +e
  "$pm" "$@" >"$tmp/out" 2>"$tmp/err"
  local st=$?
  set -e
  [ "$st" -eq 2 ] || fail "$*: exit $st, want 2: $(cat "$tmp/err")"
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "$*: not one line: $(cat "$tmp/err")"
  grep -q -- "$what" "$tmp/err" || fail "$*: no '$what' in: $(cat "$tmp/err")"
  ! grep -q -e 'S3cr3t-pw' -e 'wr0ng-pw' "$tmp/out" "$tmp/err" || fail "$*: password printed"
}

run=(-q --plots none --branch main --commit c0ffee11 tests/data/tiny.csv)
# the first run records (and makes the schema), the second compares with it
SOURCE_DATE_EPOCH=1700000000 "$pm" "${run[@]}" -o "$tmp/r1" --record --db "$ok" --project cli \
  || fail "record: exit $?"
"$pm" "${run[@]}" -o "$tmp/r2" --baseline main --db="$ok" --project cli \
  || fail "baseline: exit $?"
grep -q "run 1 in postgresql://pwuser:\*\*\*@" "$tmp/r2/index.html" || fail "baseline label"
! grep -rq 'S3cr3t-pw' "$tmp/r1" "$tmp/r2" || fail "the password is in a report"
grep -q -- '--db postgresql://pwuser:\*\*\*@' "$tmp/r1/index.html" || fail "command line"
"$pm" history --db "$ok" --project cli main >"$tmp/list" || fail "history: exit $?"
grep -q '^run 1 ' "$tmp/list" || fail "history lists no run: $(cat "$tmp/list")"
[ "$(psql_n "SELECT count(*) FROM pmreport.runs WHERE project = 'cli'")" = 1 ] || fail "count"

# bad states: exit 2, one line, nothing recorded
expect_fail "password authentication failed" "${run[@]}" -o "$tmp/r3" --record --db "$PM_TEST_PG_PWURL"
[ ! -e "$tmp/r3" ] || fail "a report directory beside a failed record"
expect_fail "cannot connect" history --db "postgresql://pwuser:S3cr3t-pw@/x?host=/nonexistent" main
expect_fail "does not exist" history --db "${ok/\/pmtest/\/nodb_1}" main
psql_n "INSERT INTO pmreport.schema_version VALUES (99)"
expect_fail "is newer than this pmreport" "${run[@]}" -o "$tmp/r4" --record --db "$ok"
psql_n "DELETE FROM pmreport.schema_version WHERE version = 99"
eval "$PM_TEST_PG_STOP" >/dev/null
expect_fail "cannot connect" "${run[@]}" -o "$tmp/r5" --record --db "$ok" --project cli
eval "$PM_TEST_PG_START" >/dev/null
[ "$(psql_n "SELECT count(*) FROM pmreport.runs")" = 1 ] || fail "a failed record left a run"

# prune through the command line
SOURCE_DATE_EPOCH=1700000100 "$pm" "${run[@]}" -o "$tmp/r6" --record --db "$ok" --project cli
"$pm" history --db "$ok" --project cli prune --keep 1 >"$tmp/prune"
grep -q "pruned 1 runs of project cli" "$tmp/prune" || fail "prune: $(cat "$tmp/prune")"
[ "$(psql_n "SELECT time FROM pmreport.runs")" = 1700000100 ] || fail "prune kept the wrong run"
echo "pg_cli: all passed"
