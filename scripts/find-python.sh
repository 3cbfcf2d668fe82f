#!/usr/bin/env bash
# find-python.sh MODULE... - print a Python interpreter that can import every MODULE.
# Debian's python3-* packages install into /usr/bin/python3, which a pyenv shim earlier
# on PATH can hide; so /usr/bin/python3 is tried first. Exit 1 (and say so) if none can.
set -u
mods=$(IFS=,; echo "$*")
for py in /usr/bin/python3 python3; do
  if command -v "$py" >/dev/null && "$py" -c "import $mods" 2>/dev/null; then
    echo "$py"
    exit 0
  fi
done
echo "no Python can import $mods; install the Debian packages (e.g. python3-scipy, python3-torch)" >&2
exit 1
