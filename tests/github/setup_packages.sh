#!/usr/bin/env bash
# setup_packages.sh - what scripts/setup.sh would install, with dpkg-query, apt-cache and
# apt-get replaced by stubs on PATH (every package absent, every one in the archive; apt-get
# records its arguments): `build-deps` (what action.yml installs) names no test-only
# package and every package pmreport builds with; `deps` (the tests') names the test-only
# ones too; a package the archive lacks stops setup.sh before apt-get, naming it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "setup_packages: $*" >&2; exit 1; }
mkdir "$tmp/bin"
cat >"$tmp/bin/dpkg-query" <<'SH'
#!/bin/sh
exit 1
SH
cat >"$tmp/bin/apt-cache" <<'SH'
#!/bin/sh
case " $* " in *" $PM_ABSENT "*) echo "  Candidate: (none)" ;; *) echo "  Candidate: 1.0" ;; esac
SH
cat >"$tmp/bin/apt-get" <<'SH'
#!/bin/sh
[ "$1" = update ] || echo "$*" >>"$PM_APT_LOG"
SH
cat >"$tmp/bin/sudo" <<'SH'
#!/bin/sh
exec "$@"
SH
chmod +x "$tmp/bin/"*
installs() { # MODE -> the packages apt-get was asked for, one a line
  : >"$tmp/log"
  PATH="$tmp/bin:$PATH" PM_APT_LOG="$tmp/log" PM_ABSENT=none bash "$root/scripts/setup.sh" "$1" >/dev/null
  tr ' ' '\n' <"$tmp/log" | grep -v '^-' | grep -v '^install$' | sort -u
}
action=$(installs build-deps)
tests=$(installs deps)
for p in libcmocka-dev python3-torch chromium gnuplot-nox clang-format-14 python3-yaml nodejs npm; do
  if grep -qx "$p" <<<"$action"; then fail "the action's setup installs the test-only $p"; fi
done
for p in gcc cmake libjansson-dev libcsv-dev libxml2-dev libcairo2-dev libsqlite3-dev libxgboost-dev libsvm-dev git curl jq; do
  grep -qx "$p" <<<"$action" || fail "the action's setup does not install $p"
done
for p in libcmocka-dev gnuplot-nox clang-format-14 python3-yaml; do
  grep -qx "$p" <<<"$tests" || fail "the tests' setup does not install $p"
done
: >"$tmp/log"
if PATH="$tmp/bin:$PATH" PM_APT_LOG="$tmp/log" PM_ABSENT=libxgboost-dev \
  bash "$root/scripts/setup.sh" build-deps 2>"$tmp/err" >/dev/null; then
  fail "a package missing from the archive did not stop setup.sh"
fi
grep -q "not in the package archive of .*: libxgboost-dev" "$tmp/err" || fail "the message: $(cat "$tmp/err")"
[ ! -s "$tmp/log" ] || fail "apt-get install ran although a package is missing"
echo "setup_packages: build-deps $(wc -l <<<"$action") packages, none test-only; deps $(wc -l <<<"$tests")"
