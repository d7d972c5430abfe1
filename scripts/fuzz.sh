#!/bin/sh
# Fuzzes the core with libFuzzer (clang): scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Configures and builds build-fuzz/ (BUILD_DIR), then runs each target (all of them by default) for SECONDS
# (default 60) from its working corpus, the seeds under tests/fuzz/seeds/ and, when present,
# the shared corpus, with tests/fuzz/sgf.dict. New inputs are kept in build-fuzz/corpus/TARGET
# (git-ignored, reused by the next run). A crash, leak, hang or broken check stops the target;
# the script then prints the input and how to reproduce it, and exits 1 once every target ran.
# Without clang or libFuzzer it says so and exits 0, so CI can call it unconditionally for a
# short smoke run (e.g. scripts/fuzz.sh 20).
#
# Environment: CXX_FUZZ (default clang++), FUZZ_MAX_LEN (largest input, default 16384),
# SGFVIEW_SHARED_DIR (default ../shared next to the repository); BUILD_DIR, JOBS (default 2)
# and CMAKE_ARGS as in scripts/setup.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/${BUILD_DIR:-build-fuzz}"
cxx=${CXX_FUZZ:-clang++}
max_len=${FUZZ_MAX_LEN:-16384}
shared=${SGFVIEW_SHARED_DIR:-$root/../shared}
all_targets="fuzz_parse_strict fuzz_parse_lenient fuzz_roundtrip fuzz_play"

seconds=60
if [ $# -gt 0 ]; then
    seconds=$1
    shift
fi
case $seconds in
'' | *[!0-9]*)
    echo "usage: $0 [SECONDS] [TARGET...]  (targets: $all_targets)" >&2
    exit 2
    ;;
esac
targets=${*:-$all_targets}
for target in $targets; do
    case " $all_targets " in
    *" $target "*) ;;
    *)
        echo "unknown fuzz target '$target' (targets: $all_targets)" >&2
        exit 2
        ;;
    esac
done

# libFuzzer ships with clang; check that this compiler can link a fuzz target at all.
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }' \
    >"$probe/probe.cpp"
if ! command -v "$cxx" >/dev/null 2>&1 ||
    ! "$cxx" -fsanitize=fuzzer "$probe/probe.cpp" -o "$probe/probe" >/dev/null 2>&1; then
    echo "fuzz.sh: $cxx with libFuzzer not available; fuzzing skipped"
    exit 0
fi

# shellcheck disable=SC2086 # CMAKE_ARGS is split at spaces on purpose
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER="$cxx" -DSGFVIEW_FUZZ=ON -DSGFVIEW_CORE_ONLY=ON -DSGFVIEW_WERROR=ON \
    ${CMAKE_ARGS:-}
# shellcheck disable=SC2086 # one word per target
cmake --build "$build" -j "${JOBS:-2}" --target $targets

corpora="$shared/corpus"
[ -d "$corpora" ] || corpora=
failed=
for target in $targets; do
    corpus="$build/corpus/$target"
    crashes="$build/crashes"
    log="$build/logs/$target.log"
    mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
    echo "== $target: $seconds s (log: $log)"
    # The working corpus comes first: libFuzzer adds new inputs to the first folder only.
    # shellcheck disable=SC2086 # $corpora is empty or one path
    if ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$build/tests/fuzz/$target" -max_total_time="$seconds" -max_len="$max_len" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -dict="$root/tests/fuzz/sgf.dict" -artifact_prefix="$crashes/$target-" \
        "$corpus" "$root/tests/fuzz/seeds/$target" $corpora >"$log" 2>&1; then
        grep -E '^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)' \
            "$log" || true
        continue
    fi
    failed="$failed $target"
    echo "!! $target failed:"
    grep -E 'ERROR:|fuzz check failed|SUMMARY|==[0-9]+==' "$log" | head -20 || true
    reproducer=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    if [ -n "$reproducer" ] && [ -f "$reproducer" ]; then
        echo "-- input ($(wc -c <"$reproducer") bytes): $reproducer"
        od -c "$reproducer" | head -20
        echo "-- reproduce: $build/tests/fuzz/$target $reproducer"
    else
        tail -30 "$log"
    fi
done

if [ -n "$failed" ]; then
    echo "fuzz.sh: failed:$failed"
    exit 1
fi
echo "fuzz.sh: no crash in $targets"
