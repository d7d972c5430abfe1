#!/usr/bin/env bash
# Builds the whole test suite with AddressSanitizer and UndefinedBehaviorSanitizer
# (SGFVIEW_SANITIZE) and runs it: scripts/sanitize.sh [CMAKE ARGUMENTS...]
#
# g++ by default, in build-asan/; for clang give it its own folder:
#   BUILD_DIR=build-asan-clang scripts/sanitize.sh -DCMAKE_CXX_COMPILER=clang++
# BUILD_DIR, JOBS (here 2 by default: instrumented builds and tests take much memory) and
# CMAKE_ARGS as in scripts/setup, which installs what is missing and builds.
# Any report fails the test that triggered it: undefined behaviour aborts
# (-fno-sanitize-recover), and ASan ends the process with an error on a bad access or a leak.
# Qt itself is not instrumented; nothing of Qt's needs suppressing so far.
set -euo pipefail
cd "$(dirname "$0")/.."

export BUILD_DIR=${BUILD_DIR:-build-asan}
export JOBS=${JOBS:-2}
export CMAKE_ARGS="-DSGFVIEW_WERROR=ON -DSGFVIEW_SANITIZE=ON ${CMAKE_ARGS:-} $*"
scripts/setup
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
cd "$BUILD_DIR" && ctest --output-on-failure -j "$JOBS"
