#!/bin/sh
# Builds the whole test suite with AddressSanitizer and UndefinedBehaviorSanitizer
# (SGFVIEW_SANITIZE) and runs it: scripts/sanitize.sh [CMAKE ARGUMENTS...]
#
# g++ by default, in build-asan/; for clang give it its own folder:
#   SGFVIEW_BUILD_DIR=build-asan-clang scripts/sanitize.sh -DCMAKE_CXX_COMPILER=clang++
# Any report fails the test that triggered it: undefined behaviour aborts
# (-fno-sanitize-recover), and ASan ends the process with an error on a bad access or a leak.
# Qt itself is not instrumented; nothing of Qt's needs suppressing so far.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/${SGFVIEW_BUILD_DIR:-build-asan}"
jobs=${SGFVIEW_JOBS:-2}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSGFVIEW_WERROR=ON \
    -DSGFVIEW_SANITIZE=ON "$@"
cmake --build "$build" -j "$jobs"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
cd "$build" && ctest --output-on-failure -j "$jobs"
