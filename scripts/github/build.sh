#!/usr/bin/env bash
# build.sh - action.yml: a pmreport for a runner that has none. When the cache restored
# build-action/ (key: find.sh) and its pmreport runs, nothing is installed and nothing is built:
# the binary finds the shared libraries it was linked with in build-action/lib beside it (its
# RPATH is $ORIGIN/lib, which also serves the libraries' own dependencies), so a warm job needs
# neither apt nor a compiler. Otherwise: the packages pmreport needs (scripts/setup.sh
# build-deps: no test-only package), a Release build of the pmreport target alone, and its
# libraries (every one ldd names, but the C library's own) copied into build-action/lib, for
# the cache to keep. Output: bin.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
start=$(date +%s)
if [ -x build-action/pmreport ] && build-action/pmreport --version >/dev/null 2>&1; then
  echo "pmreport: restored from the cache with its libraries: nothing to install"
else
  bash scripts/setup.sh build-deps
  # an RPATH of $ORIGIN/lib alone (no empty entry, which would be the working directory), as
  # DT_RPATH, not RUNPATH: searched for the libraries' own dependencies too
  # shellcheck disable=SC2016 # $ORIGIN is the dynamic loader's, not the shell's
  cmake -S . -B build-action -DCMAKE_BUILD_TYPE=Release -DPM_TESTS=OFF \
    -DCMAKE_BUILD_WITH_INSTALL_RPATH=ON -DCMAKE_INSTALL_RPATH='$ORIGIN/lib' \
    -DCMAKE_EXE_LINKER_FLAGS=-Wl,--disable-new-dtags >/dev/null
  cmake --build build-action -j"$(nproc)" --target pmreport
  rm -rf build-action/lib
  mkdir -p build-action/lib
  # "libfoo.so.1 => /usr/lib/.../libfoo.so.1 (0x...)": the C library's own stay the system's
  ldd build-action/pmreport | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' |
    grep -v -E '/(libc|libm|libpthread|libdl|librt|libresolv|libutil|ld-linux[^/]*)\.so' |
    while IFS= read -r lib; do cp -L "$lib" build-action/lib/; done
  echo "pmreport: built; $(find build-action/lib -type f | wc -l) libraries kept beside it for the cache"
fi
echo "pmreport: ready in $(($(date +%s) - start)) s"
echo "bin=$GITHUB_ACTION_PATH/build-action/pmreport" >>"$GITHUB_OUTPUT"
