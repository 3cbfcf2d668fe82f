#!/usr/bin/env bash
# Runs campaign.py with a Python that has PyTorch (python3-torch).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
py=$("$here/../../scripts/find-python.sh" torch)
exec "$py" "$here/campaign.py" "$@"
