#!/usr/bin/env bash
# test_ab.sh PMREPORT CASE - scripts/pmreport-ab outside GitHub: two scratch checkouts whose
# benchmark command (bench.sh, written below: awk, no package) writes the JSON Lines of a
# simulated sweep, 7 sizes n = 2^16..2^22 x threads 1 and 2, time = 2e-6 n / threads^qt + 0.01
# s with lognormal noise, seeded from a counter so that every run differs. What a checkout's
# code does is its file params. Every run appends its checkout's name to a log, so the order
# of the runs is checked against A B B A.
#
# Cases (one ctest each, label ab):
#   same_code       same params: exit 0; ab.md says the rounds, the order and why it stopped
#   slow_top        head 1.5x slower at its two largest sizes: exit 1 naming n (confirm never)
#   slow_threads    head's threads exponent worse by 0.3: exit 1 naming threads
#   confirmed       slow_top with --confirm always: as many new rounds, regression confirmed
#   noisy_once      head 2.5x slower at its largest sizes and 10% noisy on its first run only,
#                   --confirm always: the first comparison regresses, the rerun does not
#                   confirm it: exit 0, said in ab.md
#   rounds          --max-rounds is the limit when the comparison is never precise; the
#                   budget stops after --min-rounds; a precise comparison stops at --min-rounds
#   errors          a missing --base-dir, a failing command, results that match nothing: exit
#                   2 with one line on stderr, and nothing gated
set -uo pipefail
pm=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
case_=$2
here=$(cd "$(dirname "$0")" && pwd)
ab=$here/../../scripts/pmreport-ab
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "ab $case_: $*" >&2
  for f in "$tmp/stdout" "$tmp/stderr" "$tmp/out/ab.md"; do
    [ -f "$f" ] && { echo "---- $f" >&2; cat "$f" >&2; }
  done
  exit 1
}

export AB_STATE=$tmp/state
mkdir -p "$AB_STATE"
cat >"$tmp/bench.sh" <<'SH'
#!/bin/sh
# the simulated benchmark of the checkout it runs in (params: slow qt noise once_top once_noise)
set -e
side=$(basename "$PWD")
n=$(cat "$AB_STATE/counter" 2>/dev/null || echo 0)
n=$((n + 1))
echo "$n" >"$AB_STATE/counter"
k=$(cat "$AB_STATE/count-$side" 2>/dev/null || echo 0)
k=$((k + 1))
echo "$k" >"$AB_STATE/count-$side"
echo "$side" >>"$AB_STATE/order"
slow=1 qt=0.9 noise=0.03 once_top=1 once_noise=0
. ./params
mkdir -p results
awk -v seed="$n" -v k="$k" -v slow="$slow" -v qt="$qt" -v noise="$noise" \
  -v once_top="$once_top" -v once_noise="$once_noise" 'BEGIN {
  srand(seed); pi = atan2(0, -1)
  if (k == 1 && once_noise > 0) noise = once_noise
  for (e = 16; e <= 22; e++) for (th = 1; th <= 2; th++) {
    n = 2 ^ e; t = 2e-6 * n / th ^ qt + 0.01
    if (e >= 21) { t *= slow; if (k == 1) t *= once_top }
    u1 = rand(); if (u1 < 1e-12) u1 = 1e-12; u2 = rand()
    z = sqrt(-2 * log(u1)) * cos(2 * pi * u2)
    printf "{\"benchmark\":\"sum\",\"n\":%d,\"threads\":%d,\"time_s\":%.9g}\n", n, th, t * exp(noise * z)
  }
}' >results/sweep.jsonl
SH

# checkouts BASE-PARAMS HEAD-PARAMS: the two checkouts, base/ and head/
checkouts() {
  for side in base head; do
    mkdir -p "$tmp/$side"
    cp "$tmp/bench.sh" "$tmp/$side/bench.sh"
  done
  printf '%s\n' "$1" >"$tmp/base/params"
  printf '%s\n' "$2" >"$tmp/head/params"
  rm -f "$AB_STATE"/*
}

# run ARGS...: pmreport-ab on the checkouts into $tmp/out; sets rc
run() {
  rc=0
  (cd "$tmp" && bash "$ab" --pmreport "$pm" --base-dir base --head-dir head --run 'sh bench.sh' \
    --results 'results/*.jsonl' --out out "$@") >"$tmp/stdout" 2>"$tmp/stderr" || rc=$?
}

# abba N: the order of N rounds, one checkout a line (base head, head base, ...)
abba() {
  local i
  for ((i = 1; i <= $1; i++)); do
    if [ $((i % 2)) -eq 1 ]; then printf 'base\nhead\n'; else printf 'head\nbase\n'; fi
  done
}

# rounds_done DIR: how many round directories DIR holds
rounds_done() { find "$1" -mindepth 1 -maxdepth 1 -type d | wc -l; }

# the order log is A B B A over all rounds run, and each round directory holds both sides'
# copies of what that run wrote
check_order() {
  local total=$1
  diff <(abba "$total") "$AB_STATE/order" >/dev/null ||
    fail "runs in the order $(tr '\n' ' ' <"$AB_STATE/order"), expected $(abba "$total" | tr '\n' ' ')"
  [ "$(cat "$AB_STATE/counter")" -eq $((2 * total)) ] || fail "$(cat "$AB_STATE/counter") runs, expected $((2 * total))"
}

# a gate row of the final report's summary.md: FACTOR VERDICT
row() {
  grep -q "^| sum | $1 | .* | $2 | " "$3/summary.md" || fail "no $2 row for $1 in $3/summary.md"
}

BASE='slow=1 qt=0.9 noise=0.03'

case "$case_" in
  same_code)
    checkouts "$BASE" "$BASE"
    run --min-rounds 2 --max-rounds 4
    [ "$rc" -eq 0 ] || fail "same code: exit $rc"
    r=$(rounds_done "$tmp/out/rounds")
    if [ "$r" -lt 2 ] || [ "$r" -gt 4 ]; then fail "$r rounds, outside 2..4"; fi
    check_order "$r"
    for n in $(seq 1 "$r"); do
      for side in base head; do
        [ -s "$tmp/out/rounds/$n/$side/results/sweep.jsonl" ] || fail "round $n: no copy of $side's results"
      done
    done
    # each side's copies are that run's: the rounds differ (the counter seeds them)
    ! cmp -s "$tmp/out/rounds/1/base/results/sweep.jsonl" "$tmp/out/rounds/2/base/results/sweep.jsonl" ||
      fail "rounds 1 and 2 of base hold the same file"
    md=$tmp/out/ab.md
    grep -q "^- \*\*Rounds:\*\* $r of base and head each (at least 2, at most 4), in the order base head, head base" "$md" ||
      fail "ab.md does not say the rounds and their order"
    grep -q '^- \*\*Stopped:\*\* ' "$md" || fail "ab.md does not say why it stopped"
    grep -q 'wall time [0-9]' "$md" || fail "ab.md does not say the wall time"
    grep -q '^- \*\*Verdict:\*\* pass (exit 0)' "$md" || fail "ab.md's verdict"
    ! grep -q 'Confirmation' "$md" || fail "a pass was confirmed"
    grep -q 'gate against out/base/model.json: pass' "$tmp/stdout" || fail "the gate's lines are not on stdout"
    cmp -s <(sed -n '/^### A\/B/,$p' "$tmp/stdout") "$md" || fail "stdout does not end with ab.md"
    [ ! -s "$tmp/stderr" ] || fail "stderr: $(cat "$tmp/stderr")"
    row n PASS "$tmp/out/report"
    row threads PASS "$tmp/out/report"
    # a second run into the same directory starts afresh
    run --min-rounds 2 --max-rounds 2
    if [ "$rc" -ne 0 ] || [ "$(rounds_done "$tmp/out/rounds")" -ne 2 ]; then
      fail "a second run: exit $rc, $(rounds_done "$tmp/out/rounds") rounds"
    fi
    ;;
  slow_top)
    checkouts "$BASE" 'slow=1.5 qt=0.9 noise=0.03'
    run --min-rounds 2 --max-rounds 3 --confirm never
    [ "$rc" -eq 1 ] || fail "head 1.5x slower at the top: exit $rc"
    row n REGRESSION "$tmp/out/report"
    grep -q 'past n = ' "$tmp/out/report/summary.md" || fail "the regression does not say where it starts"
    grep -q '^- \*\*Confirmation:\*\* not run (confirm never)' "$tmp/out/ab.md" || fail "ab.md's confirmation line"
    grep -q '^- \*\*Verdict:\*\* regression (exit 1)' "$tmp/out/ab.md" || fail "ab.md's verdict"
    [ ! -d "$tmp/out/confirm-rounds" ] || fail "confirm never ran rounds"
    check_order "$(rounds_done "$tmp/out/rounds")"
    ;;
  slow_threads)
    checkouts "$BASE" 'slow=1 qt=0.6 noise=0.03'
    run --min-rounds 2 --max-rounds 3 --confirm never
    [ "$rc" -eq 1 ] || fail "head's threads exponent 0.3 worse: exit $rc"
    row threads REGRESSION "$tmp/out/report"
    ;;
  confirmed)
    checkouts "$BASE" 'slow=1.5 qt=0.9 noise=0.03'
    run --min-rounds 2 --max-rounds 2 --confirm always
    [ "$rc" -eq 1 ] || fail "a confirmed regression: exit $rc"
    [ "$(rounds_done "$tmp/out/rounds")" -eq 2 ] || fail "$(rounds_done "$tmp/out/rounds") first rounds, expected 2"
    [ "$(rounds_done "$tmp/out/confirm-rounds")" -eq 2 ] || fail "$(rounds_done "$tmp/out/confirm-rounds") confirmation rounds, expected 2"
    # the confirmation's rounds go on alternating: rounds 3 and 4
    check_order 4
    [ -f "$tmp/out/report/gate.json" ] || fail "the first comparison wrote no gate.json"
    row n REGRESSION "$tmp/out/confirmed"
    grep -q '^- \*\*First comparison:\*\* regression (exit 1)' "$tmp/out/ab.md" || fail "ab.md's first comparison"
    grep -q '^- \*\*Confirmation:\*\* 2 new rounds of both sides (rounds 3 to 4, alternating on; confirm always): the regression is confirmed' "$tmp/out/ab.md" ||
      fail "ab.md's confirmation line"
    grep -q '^- \*\*Verdict:\*\* regression (exit 1); the report: out/confirmed/index.html' "$tmp/out/ab.md" || fail "ab.md's verdict"
    grep -qi 'confirms it' "$tmp/out/confirmed/summary.md" || fail "the confirmation's summary.md does not say it confirms"
    ;;
  noisy_once)
    checkouts "$BASE" 'slow=1 qt=0.9 noise=0.03 once_top=2.5 once_noise=0.1'
    run --min-rounds 1 --max-rounds 1 --confirm always
    grep -q '^- \*\*First comparison:\*\* regression (exit 1)' "$tmp/out/ab.md" ||
      fail "the first comparison (head's noisy first run) did not regress"
    [ "$rc" -eq 0 ] || fail "a regression seen once only: exit $rc"
    grep -q '^- \*\*Confirmation:\*\* 1 new round of both sides (round 2, head base; confirm always): the regression is not confirmed, verdict pass' "$tmp/out/ab.md" ||
      fail "ab.md's confirmation line"
    grep -qi 'not confirm' "$tmp/out/confirmed/summary.md" || fail "the confirmation's summary.md does not say it is not confirmed"
    check_order 2
    ;;
  rounds)
    noisy='slow=1 qt=0.9 noise=0.3'
    # never precise at 30% noise: the maximum
    checkouts "$noisy" "$noisy"
    run --min-rounds 1 --max-rounds 3 --confirm never
    [ "$rc" -le 1 ] || fail "exit $rc"
    [ "$(rounds_done "$tmp/out/rounds")" -eq 3 ] || fail "$(rounds_done "$tmp/out/rounds") rounds, expected --max-rounds 3"
    check_order 3
    grep -q '^- \*\*Stopped:\*\* the maximum of 3 rounds' "$tmp/out/ab.md" || fail "ab.md does not say the maximum stopped it"
    # a budget of 0 s: --min-rounds, then no round more
    checkouts "$noisy" "$noisy"
    run --min-rounds 2 --max-rounds 6 --budget 0 --confirm never
    [ "$(rounds_done "$tmp/out/rounds")" -eq 2 ] || fail "budget 0: $(rounds_done "$tmp/out/rounds") rounds, expected --min-rounds 2"
    grep -q '^- \*\*Stopped:\*\* another round (about .*) would pass the budget of 0 s' "$tmp/out/ab.md" ||
      fail "ab.md does not say the budget stopped it"
    # precise at once (0.2% noise, a threshold of 0.2): stops at --min-rounds, not before
    quiet='slow=1 qt=0.9 noise=0.002'
    checkouts "$quiet" "$quiet"
    run --min-rounds 3 --max-rounds 6 -- --max-exponent-increase '*=0.2'
    [ "$rc" -eq 0 ] || fail "a precise same-code comparison: exit $rc"
    [ "$(rounds_done "$tmp/out/rounds")" -eq 3 ] || fail "precise: $(rounds_done "$tmp/out/rounds") rounds, expected --min-rounds 3"
    check_order 3
    grep -q '^- \*\*Stopped:\*\* the comparison is precise' "$tmp/out/ab.md" || fail "ab.md does not say it stopped on precision"
    ;;
  errors)
    checkouts "$BASE" "$BASE"
    # expect_error WHAT PATTERN ARGS...: exit 2, one line on stderr matching PATTERN
    expect_error() {
      local what=$1 pat=$2
      shift 2
      rc=0
      (cd "$tmp" && bash "$ab" --pmreport "$pm" "$@") >"$tmp/stdout" 2>"$tmp/stderr" || rc=$?
      [ "$rc" -eq 2 ] || fail "$what: exit $rc, expected 2"
      [ "$(wc -l <"$tmp/stderr")" -eq 1 ] || fail "$what: stderr is not one line"
      grep -q "^pmreport-ab: $pat" "$tmp/stderr" || fail "$what: stderr says $(cat "$tmp/stderr")"
    }
    expect_error "no --base-dir" '--base-dir is required' --run 'sh bench.sh' --results 'results/*.jsonl' --head-dir head
    expect_error "a --base-dir that is not there" '--base-dir nowhere: not a directory' \
      --base-dir nowhere --head-dir head --run 'sh bench.sh' --results 'results/*.jsonl'
    expect_error "a failing command" 'round 1: the command failed in the base checkout .* (exit 3); its output is in out/rounds/1/base.log' \
      --base-dir base --head-dir head --run 'echo building; exit 3' --results 'results/*.jsonl' --out out
    grep -q building "$tmp/out/rounds/1/base.log" || fail "the failing command's output was not kept"
    [ ! -d "$tmp/out/report" ] || fail "a failing command was gated"
    expect_error "results that match nothing" "round 1: no file matches --results 'nothing/\*.csv' in the base checkout" \
      --base-dir base --head-dir head --run 'sh bench.sh' --results 'nothing/*.csv' --out out
    expect_error "a bad --confirm" '--confirm sometimes: not auto, always or never' \
      --base-dir base --head-dir head --run 'sh bench.sh' --results 'results/*.jsonl' --confirm sometimes
    expect_error "-o among pmreport's options" 'pmreport option -o: pmreport-ab sets it itself' \
      --base-dir base --head-dir head --run 'sh bench.sh' --results 'results/*.jsonl' -- -o x
    mkdir -p "$tmp/mine" && echo keep >"$tmp/mine/notes.txt"
    expect_error "an --out of someone else's" '--out mine: exists and was not written by pmreport-ab' \
      --base-dir base --head-dir head --run 'sh bench.sh' --results 'results/*.jsonl' --out mine
    [ "$(cat "$tmp/mine/notes.txt")" = keep ] || fail "another's --out was touched"
    ;;
  *)
    echo "test_ab.sh: unknown case $case_" >&2
    exit 2
    ;;
esac
echo "ok ab $case_"
