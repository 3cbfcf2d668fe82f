#!/usr/bin/env bash
# speed_bench.sh - this tree's pmreport against a reference commit's, run alternately in one run.
#
# Builds the reference commit (default 1e1443b, the measurement of issue 24) in a temporary
# git worktree and this tree, both Release, in temporary build directories; then runs the two
# binaries one after the other, N times each, on
#   paper: the paper protocol, pmreport -q --baselines none --plots none examples/data/paper_sim.csv
#   big:   1.5M rows of bench/make_big.py with every default (pmreport -q FILE): nearly pure noise
#   law:   1.5M rows of bench/make_law.py with every default (pmreport -q FILE): a realistic law
#          (the paper's form, other coefficients, 5% noise, 3 groups, some configurations
#          repeated); after the runs, the last run's fitted exponents of each build against the
#          law's truth (make_law.py --check)
# under /usr/bin/time -v, and prints per case the median wall and CPU (user + system) seconds,
# the largest peak resident memory, and this tree over the reference. Ratios are what to read:
# on a shared machine the absolute times move with the load, the ratio of runs interleaved in
# one run much less.
#
# Usage: bench/speed_bench.sh [--runs N] [--ref COMMIT] [--cases paper,big,law] [--big FILE]
#                             [--law FILE] [--work DIR]
#   --cases: which cases, in that order (default paper,big).
#   --work DIR keeps the builds (and the big and law files) in DIR for the next run, which then
#   rebuilds only what changed; without it they go to a temporary directory removed at the end.
#   --big FILE reuses a CSV made by `python3 bench/make_big.py 1500000 STEM` (STEM.csv);
#   without it the file is made under the work directory (about 100 MB, minutes of Python).
#   --law FILE reuses a CSV made by `python3 bench/make_law.py 1500000 STEM` (STEM.csv); without
#   it the file is made under the work directory (about 100 MB, seconds).
# Needs git, cmake, a C compiler, /usr/bin/time (package time), python3 for the big file.
set -euo pipefail

runs=5
ref=1e1443b
cases=paper,big
big=
law=
work=
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs=$2; shift 2 ;;
    --ref) ref=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --big) big=$2; shift 2 ;;
    --law) law=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--ref COMMIT] [--cases paper,big,law] [--big FILE] [--law FILE] [--work DIR]" >&2; exit 2 ;;
    esac
done

top=$(git rev-parse --show-toplevel)
if [ -z "$work" ]; then
    work=$(mktemp -d /tmp/pm-speed.XXXXXX)
    cleanup() {
        git -C "$top" worktree remove --force "$work/ref-src" >/dev/null 2>&1 || true
        rm -rf "$work"
    }
    trap cleanup EXIT
fi
mkdir -p "$work"
rm -f "$work"/*.ref "$work"/*.new

echo "building the reference $ref and this tree (Release) in $work"
[ -d "$work/ref-src" ] || git -C "$top" worktree add --detach "$work/ref-src" "$ref" >/dev/null 2>&1
git -C "$work/ref-src" checkout -q --detach "$ref"
for which in ref new; do
    src=$top
    [ "$which" = ref ] && src=$work/ref-src
    cmake -S "$src" -B "$work/$which" -DCMAKE_BUILD_TYPE=Release >/dev/null
    nice cmake --build "$work/$which" -j2 --target pmreport >/dev/null
done

if [[ ",$cases," == *,big,* ]] && [ -z "$big" ] && [ -f "$work/big.csv" ]; then
    big=$work/big.csv
elif [[ ",$cases," == *,big,* ]] && [ -z "$big" ]; then
    echo "making 1.5M rows with bench/make_big.py"
    python3 "$top/bench/make_big.py" 1500000 "$work/big" >/dev/null
    rm -f "$work/big.json" "$work/big.jsonl"
    big=$work/big.csv
fi

if [[ ",$cases," == *,law,* ]] && [ -z "$law" ] && [ -f "$work/law.csv" ]; then
    law=$work/law.csv
elif [[ ",$cases," == *,law,* ]] && [ -z "$law" ]; then
    echo "making 1.5M rows with bench/make_law.py"
    python3 "$top/bench/make_law.py" 1500000 "$work/law"
    law=$work/law.csv
fi

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

# one run of binary $1 on case $2: appends "wall cpu rss_kb" to $work/$2.$3; the output in
# $work/out-$2-$3
run_one() {
    local bin=$1 case=$2 tag=$3 log=$work/time.log
    local args=(-q --baselines none --plots none "$top/examples/data/paper_sim.csv")
    [ "$case" = big ] && args=(-q "$big")
    [ "$case" = law ] && args=(-q "$law")
    rm -rf "$work/out-$case-$tag"
    /usr/bin/time -v "$bin" "${args[@]}" -o "$work/out-$case-$tag" >/dev/null 2>"$log"
    awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
                /User time/ { u = $2 } /System time/ { s = $2 } /Maximum resident/ { r = $2 }
                END { printf "%.2f %.2f %d\n", w, u + s, r }' "$log" >>"$work/$case.$tag"
}

printf '\n%-6s %4s %22s %22s %16s %12s\n' case runs "wall s ref / new" "CPU s ref / new" "RSS MB ref / new" "pairs wall"
for c in ${cases//,/ }; do
    case=$c
    for _ in $(seq "$runs"); do
        run_one "$work/ref/pmreport" "$case" ref
        run_one "$work/new/pmreport" "$case" new
    done
    wr=$(cut -d' ' -f1 "$work/$case.ref" | median); wn=$(cut -d' ' -f1 "$work/$case.new" | median)
    cr=$(cut -d' ' -f2 "$work/$case.ref" | median); cn=$(cut -d' ' -f2 "$work/$case.new" | median)
    rr=$(cut -d' ' -f3 "$work/$case.ref" | sort -g | tail -1); rn=$(cut -d' ' -f3 "$work/$case.new" | sort -g | tail -1)
    pw=$(paste -d' ' "$work/$case.ref" "$work/$case.new" | awk '{ print $4 / $1 }' | median)
    awk -v c="$case" -v n="$runs" -v wr="$wr" -v wn="$wn" -v cr="$cr" -v cn="$cn" -v rr="$rr" -v rn="$rn" -v pw="$pw" \
        'BEGIN { printf "%-6s %4d %9.2f / %-6.2f %5.2fx %9.2f / %-6.2f %5.2fx %7.1f / %-6.1f %11.2fx\n",
                 c, n, wr, wn, wn / wr, cr, cn, cn / cr, rr / 1024, rn / 1024, pw }'
    if [ "$case" = law ]; then
        for tag in ref new; do
            echo "  $tag: $(python3 "$top/bench/make_law.py" --check "$work/out-law-$tag/model.json" | tail -1) (exponents against the law's truth)"
        done
    fi
done
echo "(medians of $runs alternating runs each; RSS the largest; x = this tree over $ref;"
echo " pairs wall: the median over the pairs of runs of this tree's wall time over the reference's)"
