#!/usr/bin/env bash
# run_scenario.sh PMREPORT SCENARIO - test_github.py with a Python that has PyYAML
# (Debian's python3-yaml, installed by scripts/setup.sh test).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
py=$("$here/../../scripts/find-python.sh" yaml)
exec "$py" "$here/test_github.py" "$@"
