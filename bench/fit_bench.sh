#!/usr/bin/env bash
# Runs bench/fit_bench.py with a Python that has numpy and scipy (Debian's python3-scipy
# installs into /usr/bin/python3; a pyenv shim earlier on PATH may lack it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
for py in /usr/bin/python3 python3; do
  if command -v "$py" >/dev/null && "$py" -c "import numpy, scipy" 2>/dev/null; then
    exec "$py" "$here/fit_bench.py" "$@"
  fi
done
echo "fit_bench: no Python with numpy and scipy; install python3-scipy (apt-get install python3-scipy)" >&2
exit 2
