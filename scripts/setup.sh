#!/usr/bin/env bash
# setup.sh - one entry point for a fresh Debian 12 machine: install what is
# missing, configure, build, then either make the example report or run the tests.
#
#   bash scripts/setup.sh example   # README command 1: build + report on the bundled data
#   bash scripts/setup.sh test      # README command 2: build (-Werror) + ctest, plus an
#                                   # AddressSanitizer/UBSan build + ctest
#   bash scripts/setup.sh bench     # also python3-scipy; build; run bench/fit_bench.sh
#   bash scripts/setup.sh fuzz      # also clang and libFuzzer; run every harness a minute
#   bash scripts/setup.sh deps      # only install the Debian packages
#
# apt-get runs only when a package is absent, so running it twice is cheap.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages and what they are for (README's dependency table says the same).
PACKAGES=(
  gcc make cmake pkg-config   # the C11 toolchain and build
  libjansson-dev              # JSON and JSON Lines input, model.json / dataset.json output
  libcsv-dev                  # RFC 4180 CSV input
  libxml2-dev                 # JUnit XML input (no network, no DTDs, no entities)
  libsqlite3-dev              # the run history (--record, --baseline BRANCH), src/history/
  libcmocka-dev               # unit and command-line tests
  python3-torch               # the LeNet-5 benchmark harness (examples/lenet5) and its end-to-end test
)

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
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

build() { # build DIR [cmake args...]
  local dir=$1
  shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j"$(nproc)"
}

mode=${1:-example}
[ "$mode" = bench ] && PACKAGES+=(python3-scipy)  # the paper's reference implementation
[ "$mode" = fuzz ] && PACKAGES+=(clang-14 libfuzzer-14-dev libclang-rt-14-dev)  # libFuzzer harnesses
install_missing
case "$mode" in
  deps) ;;
  example)
    build build -DCMAKE_BUILD_TYPE=Release
    ./build/pmreport -o reports/example examples/lenet5/campaign.jsonl
    echo "setup: the example report is in reports/example/"
    ;;
  test)
    build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPM_WERROR=ON
    (cd build && ctest --output-on-failure -j"$(nproc)")
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DPM_WERROR=ON -DPM_SANITIZE=ON
    (cd build-asan && ctest --output-on-failure -j"$(nproc)")
    ;;
  fuzz)
    bash scripts/fuzz.sh "${PM_FUZZ_SECONDS:-60}"
    ;;
  bench)
    build build -DCMAKE_BUILD_TYPE=Release
    bash bench/fit_bench.sh
    ;;
  *)
    echo "usage: scripts/setup.sh example|test|fuzz|bench|deps" >&2
    exit 2
    ;;
esac
