#!/usr/bin/env bash
# mlperf-releases.sh [PMREPORT] [OUT] - the published release-over-release example (issue 21,
# point 6): each MLPerf Training round of examples/data/mlperf_bert_resnet.csv recorded as a
# release of its benchmark (branch = the benchmark, commit = the round, time = the round's
# month), then one report per benchmark of its latest round, whose "Exponents over time"
# shows the accelerators and batch-size exponents over the rounds. Writes OUT (default
# reports/mlperf)/BENCHMARK/ and OUT/index.html; README command 1 runs it. Deterministic:
# --no-machine, SOURCE_DATE_EPOCH per round, a fixed seed.
#
# Each round is fitted on all its configurations (--train-fraction 1: an early round has few,
# e.g. BERT v0.7 has 6), with the accelerator model as a categorical parameter. A round with
# fewer configurations than unknowns cannot be fitted: it is left out and listed.
set -euo pipefail
cd "$(dirname "$0")/.."
pm=${1:-./build/pmreport}
out=${2:-reports/mlperf}
csv=examples/data/mlperf_bert_resnet.csv
# a fixed work folder (not mktemp), so the command line in each report is the same every time
tmp=build/mlperf-work
rm -rf "$tmp"
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
# the month each round's results were published (the first of the month, UTC)
declare -A month=([v0.7]=2020-07-01 [v1.0]=2021-06-01 [v1.1]=2021-12-01 [v2.0]=2022-06-01
  [v2.1]=2022-11-01 [v3.0]=2023-06-01 [v3.1]=2023-11-01 [v4.0]=2024-06-01 [v4.1]=2024-11-01
  [v5.0]=2025-06-01 [v5.1]=2025-11-01)
opts=(--no-machine --seed 1 --group benchmark --extrinsic "accelerators,batch_size"
  --target time_to_train_min --train-fraction 1 --db "$tmp/history.db")
rm -rf "$out"
mkdir -p "$out"
skipped=""
for bench in $(awk -F, 'NR > 1 { print $1 }' "$csv" | sort -u); do
  rounds=$(awk -F, -v b="$bench" 'NR > 1 && $1 == b { print $2 }' "$csv" | sort -uV)
  last=$(echo "$rounds" | tail -n1)
  for r in $rounds; do
    { head -n1 "$csv"; awk -F, -v b="$bench" -v r="$r" 'NR > 1 && $1 == b && $2 == r' "$csv"; } >"$tmp/$bench-$r.csv"
    epoch=$(date -u -d "${month[$r]}" +%s)
    dir=$tmp/report-$bench-$r
    [ "$r" = "$last" ] && dir=$out/$bench
    if SOURCE_DATE_EPOCH=$epoch "$pm" -q "${opts[@]}" --record --branch "$bench" --commit "$r" \
      -o "$dir" "$tmp/$bench-$r.csv" 2>"$tmp/err"; then
      echo "mlperf: $bench $r recorded"
    else
      echo "mlperf: $bench $r left out: $(head -n1 "$tmp/err")"
      skipped="$skipped $bench-$r"
    fi
  done
done
# the names come from the data: escaped for HTML
esc() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
{
  echo "<!doctype html><meta charset=utf-8><title>MLPerf Training: exponents over rounds</title>"
  echo "<h1>MLPerf Training: scaling exponents over rounds</h1>"
  echo "<p>Each round of examples/data/mlperf_bert_resnet.csv recorded as a release of its"
  echo "benchmark; each report is the latest round's, with the exponents of every round under"
  echo "&ldquo;Exponents over time&rdquo;. Made by scripts/mlperf-releases.sh.</p><ul>"
  for d in "$out"/*/; do
    b=$(basename "$d" | esc)
    echo "<li><a href=\"$b/index.html\">$b</a></li>"
  done
  echo "</ul>"
  if [ -n "$skipped" ]; then
    echo "<p>Left out (fewer configurations than unknowns):$(echo "$skipped" | esc)</p>"
  fi
} >"$out/index.html"
echo "mlperf: the reports are in $out/ (open index.html)"
