#!/usr/bin/env bash
# Builds and tests the plain C++ core alone, as on a machine without Qt: SGFVIEW_CORE_ONLY,
# with CMake told to find no Qt at all. What runs there: the fuzz seeds, the installed
# package built into a small program, the benchmark tools, core_has_no_qt (the Qt Test
# suites are left out). scripts/core-only.sh [CTEST ARGUMENTS...]
#
# Needs CMake, Ninja and a C++20 compiler, nothing else. BUILD_DIR (here build-core/), JOBS
# and CMAKE_ARGS as in scripts/setup.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in cmake ninja c++; do
  command -v "$tool" >/dev/null ||
    { echo "core-only.sh: $tool not found (Debian: cmake ninja-build g++)" >&2; exit 1; }
done
build=${BUILD_DIR:-build-core}
jobs=${JOBS:-$(nproc)}
# shellcheck disable=SC2086 # CMAKE_ARGS is split at spaces on purpose
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSGFVIEW_CORE_ONLY=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON ${CMAKE_ARGS:-}
cmake --build "$build" --parallel "$jobs"
# The proof that no Qt came in: nothing in the build names it.
if grep -qi 'qt6' "$build/build.ninja"; then
  echo "core-only.sh: the core-only build uses Qt:" >&2
  grep -io '[^ ]*qt6[^ ]*' "$build/build.ninja" | sort -u | head >&2
  exit 1
fi
cd "$build"
ctest --output-on-failure --parallel "$jobs" "$@"
