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

echo "== fuzz targets (${fuzz_seconds}s each)"
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
      -DGALACTICA_FUZZ=ON -DGALACTICA_BUILD_GUI=OFF -DGALACTICA_BUILD_TESTS=OFF
cmake --build build-fuzz --target fuzz_save_loader fuzz_play_request fuzz_play_session
mkdir -p build-fuzz/findings
for target in save_loader play_request play_session; do
    work=$(mktemp -d) # new inputs go here: the committed seed corpus stays as it is
    ./build-fuzz/tests/fuzz/fuzz_${target} "$work" "tests/fuzz/corpus/${target}" \
        -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="build-fuzz/findings/${target}-" 2>&1 | tail -n 12
    rm -rf "$work"
done

echo "== AddressSanitizer + UndefinedBehaviorSanitizer: tests and soak"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
      -DGALACTICA_SANITIZE=ON -DGALACTICA_BUILD_GUI=OFF
cmake --build build-asan
# Half of the 1,000-game visibility walk is enough under the sanitizers (the Release run does all).
GALACTICA_VISIBILITY_GAMES=100 ctest --test-dir build-asan --output-on-failure -j2 -R 'tst_|soak' -E tst_solo_visibility_second_half
./build-asan/tests/soak/soak_scenarios "$soak_games" 1000
echo "ci_hardening: all passed"
