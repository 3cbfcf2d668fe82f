#!/usr/bin/env bash
# Runs bench/fit_bench.py with a Python that has numpy and scipy (python3-scipy).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
py=$("$here/../scripts/find-python.sh" numpy scipy)
exec "$py" "$here/fit_bench.py" "$@"
