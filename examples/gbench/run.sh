#!/usr/bin/env bash
# examples/gbench/run.sh - build the example Google Benchmark suite (suite.cc) and run it,
# writing Google Benchmark's JSON for pmreport (examples/gbench/README.md).
#
#   bash examples/gbench/run.sh [--out FILE] [--quick] [--repetitions N] [--min-time S]
#                               [--max-threads T] [--build-dir DIR] [-- SUITE ARGS...]
#
#   --out FILE       the JSON (default results/gbench.json, relative to the current directory)
#   --quick          fewer and smaller sizes, 2 repetitions of 0.02 s (the ctest: seconds)
#   --repetitions N  runs of each configuration, pmreport's repeats (default 3)
#   --min-time S     seconds each run lasts at least (default 0.1)
#   --max-threads T  BM_ParallelSum runs threads 1 .. T (default: the machine's hardware
#                    threads, at least 2 and at most 4)
#   --build-dir DIR  where CMake builds the suite (default build-gbench/ at the repository's
#                    root, which git ignores); a second run only rebuilds what changed
#   -- ARGS          passed on to the suite (Google Benchmark's own flags, e.g.
#                    --benchmark_filter=BM_Sort)
#
# The environment's GBENCH_REPETITIONS, GBENCH_MIN_TIME and GBENCH_BUILD_DIR set the same
# defaults. Needs cmake, a C++ compiler and Google Benchmark (libbenchmark-dev):
# `bash scripts/setup.sh bench-deps` installs them. About 20 s on a 2-core machine (16-19 s of
# runs, and about 3 s for the first build).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

out=results/gbench.json
quick=0
reps=${GBENCH_REPETITIONS:-3}
min_time=${GBENCH_MIN_TIME:-0.1}
max_threads=
build=${GBENCH_BUILD_DIR:-$root/build-gbench}
reps_set=0
min_time_set=0

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}
need() {
  if [ $# -lt 2 ] || [ -z "$2" ]; then
    echo "run.sh: $1 needs a value" >&2
    exit 2
  fi
}
while [ $# -gt 0 ]; do
  case "$1" in
    --out) need "$@"; out=$2; shift 2 ;;
    --quick) quick=1; shift ;;
    --repetitions) need "$@"; reps=$2; reps_set=1; shift 2 ;;
    --min-time) need "$@"; min_time=$2; min_time_set=1; shift 2 ;;
    --max-threads) need "$@"; max_threads=$2; shift 2 ;;
    --build-dir) need "$@"; build=$2; shift 2 ;;
    --) shift; break ;;
    -h | --help) usage ;;
    *) echo "run.sh: unknown argument '$1' (--help)" >&2; exit 2 ;;
  esac
done
case "$reps" in '' | *[!0-9]* | 0) echo "run.sh: --repetitions: a whole number from 1, not '$reps'" >&2; exit 2 ;; esac
if [ "$quick" = 1 ]; then
  [ "$reps_set" = 1 ] || [ -n "${GBENCH_REPETITIONS:-}" ] || reps=2
  [ "$min_time_set" = 1 ] || [ -n "${GBENCH_MIN_TIME:-}" ] || min_time=0.02
fi

for tool in cmake "${CXX:-c++}"; do
  command -v "$tool" >/dev/null 2>&1 ||
    { echo "run.sh: $tool not found: bash scripts/setup.sh bench-deps" >&2; exit 1; }
done

# Configure once (a Release build), then build: a no-op when nothing changed, so the A/B
# rounds of pmreport-ab.yml pay for the build only in their first round
if [ ! -f "$build/CMakeCache.txt" ]; then
  mkdir -p "$build"
  cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release >"$build/configure.log" 2>&1 || {
    cat "$build/configure.log" >&2
    rm -f "$build/CMakeCache.txt" # configure again next time
    echo "run.sh: CMake could not configure the suite (Google Benchmark missing?" \
      "bash scripts/setup.sh bench-deps)" >&2
    exit 1
  }
fi
cmake --build "$build" -j"$(nproc 2>/dev/null || echo 2)" >/dev/null

mkdir -p "$(dirname "$out")"
# Random interleaving: each configuration's repetitions are spread over the whole run in a
# random order, not run back to back, so a slow spell of a shared runner (its neighbours' load)
# falls on a few repeats of many configurations rather than on all repeats of a few sizes,
# where it would bend the exponent: pmreport sees it as the noise it is (Google Benchmark
# 1.6 or later: Ubuntu 22.04 has 1.6.1). The console shows the medians; the file has every run.
args=(--min-time="$min_time" --benchmark_repetitions="$reps"
  --benchmark_enable_random_interleaving=true
  --benchmark_out="$out" --benchmark_out_format=json
  --benchmark_display_aggregates_only=true)
[ "$quick" = 0 ] || args+=(--quick)
[ -z "$max_threads" ] || args+=(--max-threads="$max_threads")
start=$SECONDS
"$build/gbench_suite" "${args[@]}" "$@"
echo "run.sh: wrote $out ($((SECONDS - start)) s, $reps repetitions of ${min_time} s)"
