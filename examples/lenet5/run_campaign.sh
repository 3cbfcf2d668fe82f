#!/usr/bin/env bash
# Runs campaign.py with a Python that has PyTorch (Debian's python3-torch installs into
# /usr/bin/python3; a pyenv shim earlier on PATH may not have it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
for py in /usr/bin/python3 python3; do
  if command -v "$py" >/dev/null && "$py" -c "import torch" 2>/dev/null; then
    exec "$py" "$here/campaign.py" "$@"
  fi
done
echo "run_campaign: no Python with torch; install python3-torch (apt-get install python3-torch)" >&2
exit 2
