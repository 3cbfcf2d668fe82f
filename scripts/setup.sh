#!/usr/bin/env bash
# setup.sh - one entry point for a fresh Debian 12, Ubuntu 24.04 or Ubuntu 22.04 machine:
# install what is missing, configure, build, then either make the example report or run
# the tests.
#
#   bash scripts/setup.sh example   # README command 1: build + report on the bundled data
#   bash scripts/setup.sh test      # README command 2: format check, build (-Werror), man page
#                                   # check, ctest, plus an AddressSanitizer/UBSan build + ctest
#   bash scripts/setup.sh bench     # also python3-scipy and libbenchmark-dev; build; run bench/fit_bench.sh
#   bash scripts/setup.sh fuzz      # also clang and libFuzzer; run every harness 25 s
#   bash scripts/setup.sh deps      # only install the packages (those of `test`)
#   bash scripts/setup.sh harness   # the packages of the LeNet-5 benchmark harness (examples/lenet5)
#   bash scripts/setup.sh bench-deps  # only what the example workflows' benchmark needs
#                                   # (examples/gbench: g++, cmake, Google Benchmark), nothing else
#   bash scripts/setup.sh build     # the packages pmreport itself needs and a Release build of the
#                                   # pmreport target only: no test-only package
#   bash scripts/setup.sh build-deps  # only those packages, and what action.yml runs (git, curl, jq)
#   bash scripts/setup.sh build-lean  # the same without the optional components (no black
#                                   # boxes, no PNG figures): fewer packages, a faster build
#
# apt-get runs only when a package is absent, so running it twice is cheap. A package
# this release's archive lacks is named, with what it is for, before apt-get runs
# (docs/github.md has the table of package versions per release).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages and what they are for (README's dependency table says the same).
# These build pmreport and make the example report (README command 1); each mode
# below adds only what it needs on top.
PACKAGES=(
  gcc make cmake pkg-config   # the C11 toolchain and build
  libjansson-dev              # JSON and JSON Lines input, model.json / dataset.json output
  libcsv-dev                  # RFC 4180 CSV input
  libxml2-dev                 # JUnit XML input (no network, no DTDs, no entities), the HTML report
  libcairo2-dev libpango1.0-dev  # PNG figures: Cairo draws, Pango lays out the text
  fonts-dejavu-core           # the font the figures' text is set in
  libsqlite3-dev              # the run history (--record, --baseline BRANCH), src/history/
  libpq-dev                   # the run history on a PostgreSQL server (--db postgresql://...)
  libxgboost-dev              # the random forest beside the model (--baselines), src/blackbox/forest.c
  libsvm-dev                  # the SVR beside the model (--baselines), src/blackbox/svr.c
)

# The release: debian-12, ubuntu-24.04, ubuntu-22.04 (others are tried as they are)
release=unknown
if [ -r /etc/os-release ]; then
  release=$(. /etc/os-release && echo "${ID:-unknown}-${VERSION_ID:-}")
fi

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    # name what the archive lacks before apt-get says "Unable to locate package"
    local absent=()
    for p in "${missing[@]}"; do
      apt-cache policy "$p" 2>/dev/null | sed -n 's/^ *Candidate: *//p' | grep -qv '(none)' ||
        absent+=("$p")
    done
    if ((${#absent[@]})); then
      echo "setup: not in the package archive of $release: ${absent[*]}" >&2
      echo "setup: (Ubuntu: enable 'universe'; docs/github.md lists the packages per release)" >&2
      exit 1
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

build() { # build DIR [cmake args...]
  local dir=$1
  shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j"$(nproc)"
}

# The LeNet-5 benchmark harness needs PyTorch: Debian 12 has python3-torch 1.13, Ubuntu
# 22.04 python3-torch 1.8, Ubuntu 24.04 none (there: pip install torch, examples/lenet5/README.md).
harness_packages() {
  case "$release" in
    ubuntu-24.04) echo "setup: Ubuntu 24.04 has no python3-torch: the LeNet-5 harness needs" \
      "'pip install torch' (examples/lenet5/README.md); its test is skipped without it" >&2 ;;
    *) PACKAGES+=(python3-torch) ;;
  esac
}

mode=${1:-example}
case "$mode" in
  test | deps)
    PACKAGES+=(
      libcmocka-dev     # unit and command-line tests
      gnuplot-nox       # --plots gnuplot draws its SVG with gnuplot
      clang-format-14   # scripts/format-check.sh
      python3-yaml git  # tests/github: action.yml and the workflows run from their YAML
      postgresql        # tests/history/pg_cluster.sh: a throwaway server for the history tests
      g++ libbenchmark-dev  # examples/gbench, built and run by its ctest (label examples)
    )
    harness_packages    # the LeNet-5 harness (examples/lenet5), run by the end-to-end test
    # the report's browser test runs /usr/bin/chromium: Debian's package. Ubuntu's is a snap
    # stub that does not run in CI containers, so on Ubuntu that one test fails (docs/github.md)
    case "$release" in ubuntu-*) ;; *) PACKAGES+=(chromium) ;; esac
    ;;
  harness) harness_packages ;;
  bench-deps) # examples/gbench/run.sh (the example workflows' benchmark): only its own packages,
    # not pmreport's (the action installs those when its cache has no build)
    PACKAGES=(g++ make cmake libbenchmark-dev) ;;
  build | build-deps) PACKAGES+=(git curl jq) ;;  # action.yml: the data branch, the PR comment
  bench) # the paper's reference implementation; Google Benchmark for bench/runner_noise
    PACKAGES+=(python3-scipy libbenchmark-dev g++) ;;
  fuzz) # the libFuzzer harnesses; Ubuntu 22.04 has no libclang-rt-14-dev (its LLVM 14.0.0
    # predates that package): there the compiler runtimes come with libclang-common-14-dev,
    # which clang-14 depends on (docs/github.md, the package table)
    PACKAGES+=(clang-14 libfuzzer-14-dev)
    case "$release" in
      ubuntu-22.04) PACKAGES+=(libclang-common-14-dev) ;;
      *) PACKAGES+=(libclang-rt-14-dev) ;;
    esac
    ;;
esac
# scripts/validate-workflows.sh runs @action-validator/cli from npm; a machine that has
# node and npm from elsewhere (NodeSource) keeps them: Debian's npm would conflict
if [ "$mode" = test ] && ! command -v npm >/dev/null 2>&1; then
  PACKAGES+=(nodejs npm)
fi
# ---- the lean build (issue 24): pmreport without its optional components ----
# CMakeLists.txt: PM_BLACKBOXES (XGBoost, libsvm), PM_PNG (Cairo, Pango) and PM_POSTGRES (libpq)
# are built in when found; `build-lean` installs none of their packages and leaves them out, for a CI runner that
# only gates (bench/README.md, "Lean build", has the figures). `test` also builds the lean
# variant and runs its tests (build-lean/), so neither build can break unseen.
LEAN_CMAKE=(-DPM_BLACKBOXES=OFF -DPM_PNG=OFF -DPM_POSTGRES=OFF)
OPTIONAL_PACKAGES=(libxgboost-dev libsvm-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core
  libpq-dev)
if [ "$mode" = build-lean ]; then
  lean=()
  for p in "${PACKAGES[@]}"; do
    [[ " ${OPTIONAL_PACKAGES[*]} " == *" $p "* ]] || lean+=("$p")
  done
  PACKAGES=("${lean[@]}")
fi
lean_test() { # the lean build's test suite (about 2 minutes of `test` on 2 cores)
  build build-lean -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPM_WERROR=ON -DPM_TESTS=ON "${LEAN_CMAKE[@]}"
  (cd build-lean && ctest --output-on-failure -j"$(nproc)" -E '^e2e_lenet5_campaign$')
}
# ---- end of the lean build ----

install_missing
case "$mode" in
  build-lean) # the GitHub Action's lean build: the packages above, a Release build without them
    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF "${LEAN_CMAKE[@]}" >/dev/null
    cmake --build build -j"$(nproc)" --target pmreport
    ;;
  deps | harness | build-deps | bench-deps) ;;
  build) # the GitHub Action (action.yml): the packages pmreport needs, a Release build of
    # the pmreport target alone (no tests, no benches, no fuzzers)
    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF >/dev/null
    cmake --build build -j"$(nproc)" --target pmreport
    ;;
  example)
    build build -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF  # no cmocka needed
    # --no-machine: the published examples name no machine, so they regenerate
    # byte for byte on another one (docs/report.md, "Deterministic")
    ./build/pmreport --no-machine -o reports/example examples/lenet5/campaign.jsonl
    ./build/pmreport --no-machine -q -o reports/paper-sim examples/data/paper_sim.csv
    bash scripts/mlperf-releases.sh  # MLPerf Training rounds as releases: reports/mlperf/
    echo "setup: the example reports are in reports/example/ (LeNet-5 on this CPU),"
    echo "setup: reports/paper-sim/ (the paper's three frameworks, simulated) and reports/mlperf/"
    echo "setup: (MLPerf Training's exponents over rounds): open index.html"
    ;;
  test)
    bash scripts/format-check.sh  # every .c/.h file against .clang-format, before spending a build
    bash scripts/check-structure.sh # function lengths, includes in pipeline order, README Layout, docs/architecture.md
    build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPM_WERROR=ON -DPM_TESTS=ON
    bash scripts/check-man.sh build/pmreport  # docs/pmreport.1 OPTIONS, docs/config.md reference = the option tables
    bash scripts/validate-workflows.sh        # action.yml and .github/workflows against GitHub's schemas
    (cd build && ctest --output-on-failure -j"$(nproc)")
    lean_test
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DPM_WERROR=ON -DPM_SANITIZE=ON
    (cd build-asan && ctest --output-on-failure -j"$(nproc)")
    ;;
  fuzz)
    bash scripts/fuzz.sh "${PM_FUZZ_SECONDS:-25}"
    ;;
  bench)
    build build -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF
    bash bench/fit_bench.sh
    ;;
  *)
    echo "usage: scripts/setup.sh example|test|fuzz|bench|deps|harness|build|build-deps|bench-deps|build-lean" >&2
    exit 2
    ;;
esac
