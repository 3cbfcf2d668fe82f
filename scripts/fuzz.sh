#!/usr/bin/env bash
# fuzz.sh [SECONDS] - build the libFuzzer harnesses with clang and run each for SECONDS
# (default 25: 17 harnesses, one per input parser, in about 7 minutes of CI) from its seed
# corpus (tests/fuzz/corpus/<parser>/ plus the test data).
# Fails on any crash, leak or sanitizer report. New inputs go to a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-25}
cc=$(command -v clang-14 || command -v clang || true)
[ -n "$cc" ] || { echo "fuzz: clang not found (bash scripts/setup.sh fuzz installs it with its runtimes)" >&2; exit 2; }
CC=$cc cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPM_FUZZ=ON -DPM_TESTS=OFF >/dev/null
parsers="csv dataset json junit benchjson extrap model gotest cargo benchmarkjs datajs bdn jmh asv criterion catch2 bmf"
targets=$(for p in $parsers; do printf 'fuzz_%s ' "$p"; done)
# shellcheck disable=SC2086
cmake --build build-fuzz -j"$(nproc)" --target $targets >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A seeds=(
  [csv]="tests/data tests/data/bad"
  [dataset]="tests/data tests/data/bad"
  [json]="tests/data tests/data/bad tests/data/extrap/json tests/data/extrap/jsonlines"
  [junit]="tests/data/formats tests/data/bad"
  [benchjson]="tests/data/formats tests/data/bad"
  [extrap]="tests/data/bad"
  [model]="tests/data/formats"
  [gotest]="tests/data/real tests/data/bad"
  [cargo]="tests/data/real tests/data/bad"
  [benchmarkjs]="tests/data/real tests/data/bad"
  [datajs]="tests/data/real tests/data/bad"
  [bdn]="tests/data/real tests/data/bad"
  [jmh]="tests/data/real tests/data/bad"
  [asv]="tests/data/real tests/data/bad"
  [criterion]="tests/data/real tests/data/bad"
  [catch2]="tests/data/real tests/data/bad"
  [bmf]="tests/data/real tests/data/bad"
)
for p in $parsers; do
  mkdir -p "$work/$p"
  echo "fuzz: fuzz_$p for ${secs}s"
  # -rss_limit_mb bounds memory, -timeout makes an input slower than 25 s a finding;
  # -max_len lets inputs grow to 64 KiB
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    ./build-fuzz/fuzz_$p -max_total_time="$secs" -timeout=25 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$work/$p-" "$work/$p" "tests/fuzz/corpus/$p" ${seeds[$p]} \
    2> "$work/$p.log" || { tail -40 "$work/$p.log"; echo "fuzz: fuzz_$p FAILED (artifacts above)"; exit 1; }
  grep -E "stat::number_of_executed_units|Done" "$work/$p.log" | tr '\n' ' '; echo
done
echo "fuzz: all harnesses ran with zero findings"
