#!/usr/bin/env bash
# bench/runner_noise/run.sh - does the gate cry wolf on a shared runner? (issue 32)
#
# A real benchmark of real code (sum_bench.cc: a parallel sum of doubles with std::thread,
# Google Benchmark from Debian, n = 2^16 .. 2^22 x 1, 2 threads = 14 configurations, 2
# repetitions, about 1.5 s a run) compared many times under an intermittent background load
# (load.sh: one core busy for a random 0.05-0.4 s, then idle for a random 0.05-0.4 s), in
# three modes:
#
#   seq  today's CI: a baseline recorded once on the quiet machine (before the load starts),
#        then each head run under the load gated against it with pmreport's defaults
#        (pmreport result.json --baseline BASELINE/model.json);
#   ab   A/B on one machine under the load: scripts/pmreport-ab --confirm never (base and head
#        interleaved in rounds, A B B A ..., until the gate is precise or its rounds are spent);
#   abc  the same with confirmation: pmreport-ab --confirm always (a regression is rerun and
#        stands only where the rerun confirms it).
#
# Each mode makes N same-code comparisons (the head is the base's binary) and M regressed ones,
# in a seeded random order: the head is the -DSLOW_TOP build (an extra pass over the data at
# n >= 2^21: the two largest sizes about twice as slow) or the base's binary run pinned to one
# core (taskset -c 0: two threads share a core), half each by default (--regressions). Before
# the load starts, --quiet-runs runs of each binary on the quiet machine measure each
# regression's size in exponent units: the q of the regressed build's fit less the normal
# one's (all quiet runs' repetitions as repeats), and the gate's paired change between them.
#
#   bash bench/runner_noise/run.sh [--n N(40)] [--m M(20)] [--modes seq,ab,abc]
#        [--regressions both|slow|pinned] [--seed S(1)] [--quiet-runs K(3)] [--min-time S(0.03)]
#        [--pmreport PATH(build/pmreport)] [--ab PATH(scripts/pmreport-ab)] [--ab-args 'ARGS']
#        [--out DIR(bench/out/runner_noise)]
#
# Everything goes to OUT/<time>-seed<S>/ (OUT/latest links to it): every comparison's
# directory MODE/NNN-HEAD/ (seq: result.json and report/, gate.json in it; ab, abc: ab/,
# pmreport-ab's --out: rounds/, report/, confirmed/, ab.md) with its terminal output (log);
# MODE/verdicts.tsv, one line per comparison (index, head, exit status, wall seconds, rounds,
# the verdict line); table.md, the table printed at the end. The load is stopped on exit, whatever the exit; no process is
# left behind. The machine should be otherwise quiet (other work is a second, unknown load):
# the script prints the load average before and after.
#
# Needs g++, Google Benchmark (libbenchmark-dev: installed here if missing, or by
# `bash scripts/setup.sh bench`), taskset (util-linux), python3 (reads model.json and
# gate.json), a built pmreport, and for ab and abc scripts/pmreport-ab.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

n_same=40
n_reg=20
modes=seq,ab,abc
regressions=both
seed=1
quiet_runs=3
min_time=0.03
pmreport=build/pmreport
ab=scripts/pmreport-ab
ab_args=
out=bench/out/runner_noise

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}
while (($#)); do
  case "$1" in
    --n) n_same=$2; shift 2 ;;
    --m) n_reg=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --regressions) regressions=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --quiet-runs) quiet_runs=$2; shift 2 ;;
    --min-time) min_time=$2; shift 2 ;;
    --pmreport) pmreport=$2; shift 2 ;;
    --ab) ab=$2; shift 2 ;;
    --ab-args) ab_args=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h | --help) usage ;;
    *) echo "runner_noise: unknown option $1" >&2; usage ;;
  esac
done
for v in n_same n_reg seed quiet_runs; do
  [[ ${!v} =~ ^[0-9]+$ ]] || { echo "runner_noise: --${v/_same/} must be a whole number" >&2; exit 2; }
done
((quiet_runs >= 1)) || { echo "runner_noise: --quiet-runs must be 1 or more" >&2; exit 2; }
case "$regressions" in both | slow | pinned) ;; *) echo "runner_noise: --regressions both|slow|pinned" >&2; exit 2 ;; esac
IFS=, read -r -a mode_list <<<"$modes"
for m in "${mode_list[@]}"; do
  case "$m" in seq | ab | abc) ;; *) echo "runner_noise: unknown mode '$m' (seq, ab, abc)" >&2; exit 2 ;; esac
done
abs() { case "$1" in /*) echo "$1" ;; *) echo "$root/$1" ;; esac; }
pmreport=$(abs "$pmreport")
ab=$(abs "$ab")
[ -x "$pmreport" ] || { echo "runner_noise: no pmreport at $pmreport (build it, or --pmreport PATH)" >&2; exit 2; }
if [[ ,$modes, == *,ab,* || ,$modes, == *,abc,* ]] && [ ! -x "$ab" ]; then
  echo "runner_noise: modes ab and abc need scripts/pmreport-ab (not at $ab; --ab PATH)" >&2
  exit 2
fi
command -v taskset >/dev/null || { echo "runner_noise: taskset (util-linux) is missing" >&2; exit 2; }

# ---- setup: Google Benchmark and the two builds ----
src=$root/bench/runner_noise
cxx=${CXX:-g++}
have_gbench() { printf '#include <benchmark/benchmark.h>\n' | "$cxx" -std=c++17 -E -x c++ - >/dev/null 2>&1; }
if ! command -v "$cxx" >/dev/null || ! have_gbench; then
  echo "runner_noise: installing g++ and libbenchmark-dev (Google Benchmark)" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends g++ libbenchmark-dev
fi

stamp=$(date +%Y%m%d-%H%M%S)
run=$(abs "$out")/$stamp-seed$seed
mkdir -p "$run"
ln -sfn "$stamp-seed$seed" "$(abs "$out")/latest"
bin=$run/bin
mkdir -p "$bin"
"$cxx" -O2 -std=c++17 -pthread "$src/sum_bench.cc" -lbenchmark -o "$bin/sum_bench"
"$cxx" -O2 -std=c++17 -pthread -DSLOW_TOP "$src/sum_bench.cc" -lbenchmark -o "$bin/sum_bench_slow"

# The checkouts pmreport-ab runs in: a directory per side, each with the binary and bench.sh
# (the command every mode runs: writes result.json there). same is a copy of base, so that
# base and head never share a directory.
sides=$run/sides
side() { # side NAME BINARY [PREFIX]: sides/NAME/bench.sh runs BINARY (behind PREFIX)
  mkdir -p "$sides/$1"
  cp "$bin/$2" "$sides/$1/sum_bench"
  # shellcheck disable=SC2016 # the quotes are the text written
  cat >"$sides/$1/bench.sh" <<EOF
#!/bin/sh
# bench/runner_noise side '$1': $2${3:+ under '$3'}; writes result.json
exec ${3:+$3 }./sum_bench --benchmark_min_time=$min_time --benchmark_repetitions=2 \\
  --benchmark_out=result.json --benchmark_out_format=json >bench.log 2>&1
EOF
}
side base sum_bench
side same sum_bench
side slow sum_bench_slow
side pinned sum_bench "taskset -c 0"

# ---- processes: the load and the comparison running now, stopped on any exit ----
load_pid=
child=
stop_group() { # stop_group PID: the process group PID leads (setsid below), then reap it
  kill -TERM -- "-$1" 2>/dev/null || kill -TERM "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}
cleanup() {
  [ -z "$child" ] || stop_group "$child"
  child=
  [ -z "$load_pid" ] || stop_group "$load_pid"
  load_pid=
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP
# run_child CMD...: in its own process group, in the background, so that a signal to this
# script stops it at once (the traps run while `wait` waits); sets rc
run_child() {
  rc=0
  setsid "$@" &
  child=$!
  wait "$child" || rc=$?
  child=
}
load_on() {
  setsid bash "$src/load.sh" "$seed" &
  load_pid=$!
}
load_off() {
  [ -z "$load_pid" ] || stop_group "$load_pid"
  load_pid=
}

now() { echo "${EPOCHREALTIME}"; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
verdict_line() { # verdict_line LOG [AB.md]: the last gate line of a log (else its last
  # non-empty line), then pmreport's "First comparison" line and pmreport-ab's confirmation
  local l c
  l=$(grep -a '^gate against' "$1" | tail -n 1 || true)
  [ -n "$l" ] || l=$(grep -a -v '^[[:space:]]*$' "$1" | tail -n 1 || true)
  c=$(grep -a '^[[:space:]]*First comparison' "$1" | tail -n 1 | sed 's/^[[:space:]]*//' || true)
  [ -z "$c" ] || l="$l $c"
  if [ -n "${2:-}" ] && [ -f "$2" ]; then
    c=$(sed -n 's/^- \*\*Confirmation:\*\* /confirmation: /p' "$2" | tail -n 1)
    [ -z "$c" ] || l="$l; $c"
  fi
  printf '%s' "$l" | tr '\t' ' '
}

load_before=$(loadavg)
echo "runner_noise: $run (load average $load_before, $(nproc) cores)" >&2
if awk -v l="${load_before%% *}" 'BEGIN { exit !(l > 1.0) }'; then
  echo "runner_noise: warning: the load average is $load_before before the load starts: other work is running, and it is a second load, unknown and not seeded" >&2
fi

# ---- the quiet machine: the regressions' sizes and the seq baseline ----
quiet=$run/quiet
mkdir -p "$quiet"
kinds=(normal)
[ "$regressions" = pinned ] || kinds+=(slow)
[ "$regressions" = slow ] || kinds+=(pinned)
for ((k = 1; k <= quiet_runs; k++)); do
  for kind in "${kinds[@]}"; do
    d=$sides/$kind
    [ "$kind" = normal ] && d=$sides/base
    (cd "$d" && rm -f result.json && sh bench.sh) ||
      { echo "runner_noise: the quiet $kind run failed: $d/bench.log" >&2; exit 1; }
    cp "$d/result.json" "$quiet/$kind-$k.json"
  done
done
"$pmreport" -q -o "$quiet/normal" "$quiet"/normal-*.json >"$quiet/normal.log" 2>&1 ||
  { echo "runner_noise: pmreport failed on the quiet runs: $quiet/normal.log" >&2; exit 1; }
for kind in "${kinds[@]:1}"; do
  rc=0
  "$pmreport" -o "$quiet/$kind" "$quiet/$kind"-*.json --baseline "$quiet/normal/model.json" \
    >"$quiet/$kind.log" 2>&1 || rc=$?
  ((rc <= 1)) || { echo "runner_noise: pmreport failed: $quiet/$kind.log" >&2; exit 1; }
done
# the seq baseline: one quiet run, recorded once, as CI records main
"$pmreport" -q -o "$run/seq-baseline" "$quiet/normal-1.json" >"$quiet/seq-baseline.log" 2>&1 ||
  { echo "runner_noise: pmreport failed on the baseline: $quiet/seq-baseline.log" >&2; exit 1; }

sizes_md=$quiet/sizes.md
python3 - "$quiet" "${kinds[@]:1}" >"$sizes_md" <<'EOF'
import json, os, re, sys
quiet, kinds = sys.argv[1], sys.argv[2:]
def q(kind):
    m = json.load(open(os.path.join(quiet, kind, "model.json")))
    g = m["groups"][0]
    return {f: e.get("value") for f, e in g.get("exponents", {}).items()}
def paired(kind):
    """the gate's change per factor: gate.json where pmreport writes one, else its terminal line"""
    p = os.path.join(quiet, kind, "gate.json")
    if os.path.exists(p):
        rows = json.load(open(p)).get("rows", [])
        return {r["factor"]: (r.get("delta"), r.get("se"), r.get("verdict")) for r in rows}
    out = {}
    for line in open(os.path.join(quiet, kind + ".log"), errors="replace"):
        m = re.match(r"\s*(\S+)\s+\S+\s+(\S+)\s+q \S+ -> \S+\s+delta (\S+)", line)
        if m:
            out[m.group(2)] = (float(m.group(3)), None, m.group(1))
    return out
def fmt(x, sign=False):
    return "-" if x is None else (f"{x:+.3f}" if sign else f"{x:.3f}")
base = q("normal")
print("| regression | factor | q normal | q regressed | difference | paired change (se) | gate, quiet |")
print("| --- | --- | ---: | ---: | ---: | ---: | --- |")
names = {"slow": "SLOW_TOP (extra pass at n >= 2^21)", "pinned": "pinned to one core"}
for kind in kinds:
    qk, pk = q(kind), paired(kind)
    for f in base:
        d, se, v = pk.get(f, (None, None, None))
        dq = None if base[f] is None or qk.get(f) is None else qk[f] - base[f]
        pc = "-" if d is None else fmt(d, True) + ("" if se is None else f" ({se:.3f})")
        print(f"| {names.get(kind, kind)} | {f} | {fmt(base[f])} | {fmt(qk.get(f))} | {fmt(dq, True)} | {pc} | {v or '-'} |")
qt = base.get("threads")
if qt is not None and qt > -0.8:
    print()
    print(f"**Not a quiet machine:** the normal build's quiet runs give q[threads] = {qt:.2f}, where a free "
          "second core gives about -1 (two threads twice as fast): other work shared the cores, so the "
          "baseline and these sizes are not a quiet machine's. Rerun when the machine is idle.")
EOF

# ---- the comparisons, under the load ----
heads_for() { # the heads of one mode, in a seeded random order
  local -a h=() ; local i j t
  for ((i = 0; i < n_same; i++)); do h+=(same); done
  for ((i = 0; i < n_reg; i++)); do
    case "$regressions" in
      both) if ((i % 2)); then h+=(pinned); else h+=(slow); fi ;;
      *) h+=("$regressions") ;;
    esac
  done
  RANDOM=$((seed * 7919 + $1))
  for ((i = ${#h[@]} - 1; i > 0; i--)); do
    j=$((RANDOM % (i + 1)))
    t=${h[i]}; h[i]=${h[j]}; h[j]=$t
  done
  echo "${h[@]}"
}

load_on
mi=0
for mode in "${mode_list[@]}"; do
  mi=$((mi + 1))
  md=$run/$mode
  mkdir -p "$md"
  tsv=$md/verdicts.tsv
  printf 'index\thead\texit\twall_s\trounds\tverdict\n' >"$tsv"
  read -r -a heads <<<"$(heads_for "$mi")"
  total=${#heads[@]}
  for ((i = 0; i < total; i++)); do
    head=${heads[i]}
    cd=$md/$(printf '%03d' $((i + 1)))-$head
    mkdir -p "$cd"
    t0=$(now)
    rounds=-
    case "$mode" in
      seq)
        (cd "$sides/$head" && rm -f result.json) 
        # shellcheck disable=SC2016 # $1 is sh -c's argument
        run_child sh -c 'cd "$1" && sh bench.sh' sh "$sides/$head"
        if ((rc == 0)); then
          cp "$sides/$head/result.json" "$cd/result.json"
          run_child "$pmreport" -o "$cd/report" "$cd/result.json" --baseline "$run/seq-baseline/model.json"
        else
          cp "$sides/$head/bench.log" "$cd/bench.log" 2>/dev/null || true
          rc=2
        fi >"$cd/log" 2>&1
        ;;
      ab | abc)
        confirm=never
        [ "$mode" = abc ] && confirm=always
        # shellcheck disable=SC2086 # --ab-args is a list of words
        run_child "$ab" --base-dir "$sides/base" --head-dir "$sides/$head" --run 'sh bench.sh' \
          --results result.json --out "$cd/ab" --confirm "$confirm" --pmreport "$pmreport" \
          $ab_args >"$cd/log" 2>&1
        r1=0 r2=0
        [ ! -d "$cd/ab/rounds" ] || r1=$(find "$cd/ab/rounds" -mindepth 1 -maxdepth 1 -type d | wc -l)
        [ ! -d "$cd/ab/confirm-rounds" ] || r2=$(find "$cd/ab/confirm-rounds" -mindepth 1 -maxdepth 1 -type d | wc -l)
        rounds=$((r1 + r2))
        ;;
    esac
    wall=$(elapsed "$t0")
    line=$(verdict_line "$cd/log" "$cd/ab/ab.md")
    printf '%d\t%s\t%d\t%s\t%s\t%s\n' $((i + 1)) "$head" "$rc" "$wall" "$rounds" "$line" >>"$tsv"
    echo "runner_noise: $mode $((i + 1))/$total $head: exit $rc, ${wall} s, $rounds rounds: $line" >&2
  done
done
load_off
load_after=$(loadavg)

# ---- the table ----
{
  echo "bench/runner_noise, seed $seed, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load average $load_before before and $load_after after (the load of load.sh included); pmreport $("$pmreport" --version 2>/dev/null | head -n 1)"
  echo
  echo "| mode | same-code comparisons | false alarms | regressed comparisons | detections | errors (exit 2) | median rounds | median wall s |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
  for mode in "${mode_list[@]}"; do
    awk -F'\t' -v mode="$mode" '
      function median(a, n,   i, j, t) {
        if (n == 0) return "-"
        for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
        return sprintf("%.4g", n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2)
      }
      NR == 1 { next }
      {
        if ($2 == "same") { ns++; if ($3 == 1) fa++ }
        else { nr++; reg[$2]++; if ($3 == 1) { det++; hit[$2]++ } }
        if ($3 != 0 && $3 != 1) err++
        nw++; w[nw] = $4 + 0
        if ($5 != "-") { nro++; r[nro] = $5 + 0 }
      }
      END {
        split("slow pinned", kinds, " "); by = ""
        for (k = 1; k <= 2; k++) if (reg[kinds[k]]) by = by (by == "" ? "" : ", ") kinds[k] " " hit[kinds[k]] + 0 "/" reg[kinds[k]]
        printf "| %s | %d | %d | %d | %d%s | %d | %s | %s |\n", mode, ns, fa, nr, det, (by == "" ? "" : " (" by ")"), err, median(r, nro), median(w, nw)
      }' "$run/$mode/verdicts.tsv"
  done
  echo
  echo "Regressions, measured on the quiet machine before the load ($quiet_runs run$( ((quiet_runs == 1)) || echo s) of each binary; q from each binary's fit of all its runs, the paired change from gating the regressed runs against the normal fit):"
  echo
  cat "$sizes_md"
} >"$run/table.md"
cat "$run/table.md"
