#!/usr/bin/env bash
# Hardening checks (docs/hardening.md): a short run of each fuzz target, then an
# AddressSanitizer + UndefinedBehaviorSanitizer build that runs the engine, solo and CLI tests
# and a soak of random games with random scenario requests. Needs clang with libFuzzer.
#   tools/ci_hardening.sh [seconds per fuzz target (60)] [soak games (400)]
set -euo pipefail
cd "$(dirname "$0")/.."
fuzz_seconds=${1:-60}
soak_games=${2:-400}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export QT_QPA_PLATFORM=offscreen

if ! command -v clang++ >/dev/null; then
    echo "ci_hardening: clang++ is needed (apt-get install clang)" >&2
    exit 1
fi

# Two fuzz builds, one per set of sanitizers (as OSS-Fuzz does): build-fuzz has
# AddressSanitizer + UBSan and every target; build-fuzz-fast has UBSan + LeakSanitizer and the
# session target only, several times faster there. Every input the fast run keeps is then run
# through the AddressSanitizer build, so a memory error in what it found is still caught.
session_asan_seconds=$((fuzz_seconds / 2))
echo "== fuzz targets (${fuzz_seconds}s each; the session target's AddressSanitizer run ${session_asan_seconds}s)"
fuzz_configure=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++
                -DGALACTICA_FUZZ=ON -DGALACTICA_BUILD_GUI=OFF -DGALACTICA_BUILD_TESTS=OFF)
cmake -S . -B build-fuzz "${fuzz_configure[@]}"
cmake --build build-fuzz --target fuzz_save_loader fuzz_play_request fuzz_play_session
cmake -S . -B build-fuzz-fast "${fuzz_configure[@]}" -DGALACTICA_FUZZ_FAST=ON
cmake --build build-fuzz-fast --target fuzz_play_session_fast
mkdir -p build-fuzz/findings
# fuzz <program> <new inputs folder> <seed corpus> [libFuzzer options]: the committed seed
# corpus is only read, new inputs go to the first folder.
fuzz() {
    local program=$1 work=$2 seeds=$3
    shift 3
    "$program" "$work" "$seeds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="build-fuzz/findings/$(basename "$program")-" "$@" 2>&1 | tail -n 12
}
for target in save_loader play_request play_session; do
    seconds=$fuzz_seconds
    [ "$target" = play_session ] && seconds=$session_asan_seconds
    work=$(mktemp -d)
    fuzz "build-fuzz/tests/fuzz/fuzz_${target}" "$work" "tests/fuzz/corpus/${target}" -max_total_time="$seconds"
    rm -rf "$work"
done
work=$(mktemp -d)
fuzz build-fuzz-fast/tests/fuzz/fuzz_play_session_fast "$work" tests/fuzz/corpus/play_session -max_total_time="$fuzz_seconds"
echo "== the fast session run's $(ls "$work" | wc -l) new inputs under AddressSanitizer"
fuzz build-fuzz/tests/fuzz/fuzz_play_session "$work" tests/fuzz/corpus/play_session -runs=0
rm -rf "$work"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer: tests and soak"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
      -DGALACTICA_SANITIZE=ON -DGALACTICA_BUILD_GUI=OFF
cmake --build build-asan
# Half of the 1,000-game visibility walk is enough under the sanitizers (the Release run does all).
GALACTICA_VISIBILITY_GAMES=100 ctest --test-dir build-asan --output-on-failure -j2 -R 'tst_|soak' -E tst_solo_visibility_second_half
./build-asan/tests/soak/soak_scenarios "$soak_games" 1000
echo "ci_hardening: all passed"
