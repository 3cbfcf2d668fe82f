#!/usr/bin/env bash
# gate_reruns.sh PMREPORT [BLACKBOXES] - the gate with its defaults on real reruns (examples/lenet5/reruns/):
# the same 300 configurations measured again. Against same-1 as the baseline, compared pair by
# pair: the same code passes with a paired MDC under 0.4 for threads and workers; every time
# doubled (a slower runner) passes and names the machine speed; the run pinned to one core
# regresses (exit 1) on threads; the run on a busy machine names its larger noise. Unpaired
# (seed 2's runs against seed 1's baseline, which measured no repeats): the same code passes,
# one core regresses on threads, and, when BLACKBOXES is 1 (built with them: their test error
# bounds the baseline's noise), the busy run names its larger noise. Run from the repository
# root.
set -uo pipefail
pm=$1
blackboxes=${2:-1}
dir=examples/lenet5/reruns
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "gate_reruns: $*" >&2; exit 1; }

"$pm" -q --plots none -o "$tmp/base" "$dir/same-1.jsonl" || fail "baseline run failed"
grep -q '"configurations": \[' "$tmp/base/model.json" ||
  fail "the baseline's model.json keeps no configurations"

# gate RUN-NAME INPUT EXPECTED-EXIT: run the gate against the baseline, keep its output
gate() {
  "$pm" --plots none -o "$tmp/$1" --baseline "$tmp/base" "$2" > "$tmp/$1.out"
  local status=$?
  [ "$status" -eq "$3" ] || { cat "$tmp/$1.out"; fail "$1: exit $status, expected $3"; }
}
# the MDC of FACTOR in RUN's summary.md (its gate table's 7th column)
mdc() { awk -F' [|] ' -v f="$2" '$2 == f { print $7 }' "$tmp/$1/summary.md"; }

# the same code: every factor passes, each judged on the 300 matched configurations
gate same "$dir/same-2.jsonl" 0
grep -q "^gate against .*: pass (3 pass, 0 regression, 0 inconclusive)" "$tmp/same.out" ||
  { cat "$tmp/same.out"; fail "same code: not a pass of every factor"; }
[ "$(grep -c '(paired, 300 matched configurations)' "$tmp/same.out")" -eq 3 ] ||
  { cat "$tmp/same.out"; fail "same code: not every factor was judged pair by pair"; }
for f in threads workers; do
  m=$(mdc same "$f")
  awk -v m="$m" 'BEGIN { exit !(m > 0 && m <= 0.4) }' ||
    { cat "$tmp/same/summary.md"; fail "same code: the paired MDC of $f is '$m', over 0.4"; }
done

# the same code on a runner twice as slow: a pass, and the machine speed is named
awk '{ if (match($0, /"time_ms": [0-9.eE+-]+/)) {
         v = substr($0, RSTART + 11, RLENGTH - 11)
         $0 = substr($0, 1, RSTART - 1) "\"time_ms\": " (2 * v) substr($0, RSTART + RLENGTH) }
       print }' "$dir/same-2.jsonl" > "$tmp/slow2x.jsonl"
gate slow2x "$tmp/slow2x.jsonl" 0
grep -q "^gate against .*: pass (3 pass, 0 regression, 0 inconclusive)" "$tmp/slow2x.out" ||
  { cat "$tmp/slow2x.out"; fail "2x slower: not a pass"; }
grep -Eq "this run's times are (1\.9|2\.0)[0-9]*x the baseline's .*the machine-speed factor moved, the scaling did not" \
  "$tmp/slow2x.out" || { cat "$tmp/slow2x.out"; fail "2x slower: the machine speed is not named"; }

# pinned to one core: a second thread has no core of its own, and the gate says so
gate onecore "$dir/one-core.jsonl" 1
grep -Eq "^  regression +eager +threads .*" "$tmp/onecore.out" ||
  { cat "$tmp/onecore.out"; fail "one core: the threads exponent is not named as the regression"; }
grep -q "Regression" "$tmp/onecore/index.html" || fail "one core: the report does not show it"
grep -q "noisier than the baseline" "$tmp/onecore.out" &&
  { cat "$tmp/onecore.out"; fail "one core: a real regression was blamed on noise"; }

# the same code while two CPU-bound jobs shared the machine: whatever the verdict, it names
# the larger noise as a likely cause
gate busy "$dir/busy.jsonl" 1
grep -Eq "this run was [0-9.]+x noisier than the baseline" "$tmp/busy.out" ||
  { cat "$tmp/busy.out"; fail "busy runner: the larger noise is not named"; }
grep -q "noisier than the baseline" "$tmp/busy/summary.md" ||
  fail "busy runner: summary.md does not name the larger noise"
# another campaign (seed 2: other configurations, a fifth of them measured three times),
# recorded the same ways: paired against its own first recording ...
"$pm" -q --plots none -o "$tmp/base2" "$dir/seed2-a.jsonl" || fail "seed 2 baseline run failed"
gate2() { # RUN-NAME INPUT EXPECTED-EXIT BASELINE
  "$pm" --plots none -o "$tmp/$1" --baseline "$tmp/$4" "$2" > "$tmp/$1.out"
  local status=$?
  [ "$status" -eq "$3" ] || { cat "$tmp/$1.out"; fail "$1: exit $status, expected $3"; }
}
gate2 s2same "$dir/seed2-b.jsonl" 0 base2
grep -q "^gate against .*: pass (3 pass" "$tmp/s2same.out" || { cat "$tmp/s2same.out"; fail "seed 2, same code: not a pass"; }
gate2 s2onecore "$dir/seed2-onecore.jsonl" 1 base2
grep -Eq "^  regression +eager +threads .*" "$tmp/s2onecore.out" ||
  { cat "$tmp/s2onecore.out"; fail "seed 2, one core: threads not named"; }
gate2 s2busy "$dir/seed2-busy.jsonl" 1 base2
grep -Eq "this run was [0-9.]+x noisier than the baseline \(their noise floors\)" "$tmp/s2busy.out" ||
  { cat "$tmp/s2busy.out"; fail "seed 2, busy runner: the larger noise is not named"; }
# ... and unpaired against seed 1's baseline (no configuration in common): compared by the fits
gate2 u_same "$dir/seed2-b.jsonl" 0 base
grep -q "compared by the models (not paired: 0 matched configurations" "$tmp/u_same.out" ||
  { cat "$tmp/u_same.out"; fail "unpaired: not said to be compared by the models"; }
grep -q "^gate against .*: pass (3 pass" "$tmp/u_same.out" || { cat "$tmp/u_same.out"; fail "unpaired same code: not a pass"; }
gate2 u_onecore "$dir/seed2-onecore.jsonl" 1 base
grep -Eq "^  regression +eager +threads .*" "$tmp/u_onecore.out" ||
  { cat "$tmp/u_onecore.out"; fail "unpaired one core: threads not named"; }

gate2 u_busy "$dir/seed2-busy.jsonl" 1 base
if [ "$blackboxes" = 1 ]; then
  grep -Eq "this run was at least [0-9.]+x noisier than the baseline \(this run's noise floor against the baseline's smallest test error" \
    "$tmp/u_busy.out" || { cat "$tmp/u_busy.out"; fail "unpaired busy runner: the larger noise is not named"; }
else
  echo "gate_reruns: unpaired busy runner's noise not checked: built without the black boxes"
fi
grep -q "noisier than the baseline" "$tmp/u_onecore.out" &&
  { cat "$tmp/u_onecore.out"; fail "unpaired one core: a real regression was blamed on noise"; }
# the other way round: seed 1's one-core run against seed 2's baseline, judged by the exponents
# refitted on every configuration (the training fits' exponents let it pass: MDC 1.4)
gate2 u_onecore1 "$dir/one-core.jsonl" 1 base2
grep -Eq "^  regression +eager +threads .*" "$tmp/u_onecore1.out" ||
  { cat "$tmp/u_onecore1.out"; fail "unpaired one core against seed 2: threads not named"; }
grep -q "(the two fits' exponents on every configuration)" "$tmp/u_onecore1.out" ||
  { cat "$tmp/u_onecore1.out"; fail "unpaired one core against seed 2: not judged by the refits"; }

echo "gate_reruns: same code and 2x slower pass (paired MDC threads $(mdc same threads)," \
  "workers $(mdc same workers)); one core regresses on threads; the busy run names its noise;" \
  "the same for seed 2, paired and unpaired"
