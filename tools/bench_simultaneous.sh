#!/bin/bash
# Compares two builds of bench_engine at the same moments: A on core 0 and B on core 1, then
# swapped, ROUNDS times; each round's ratio A/B is the geometric mean of the two placements, so a
# change of the machine's speed during the round touches both builds alike.
# Usage: tools/bench_simultaneous.sh A/bench_engine B/bench_engine [rounds = 8] [solo|std = solo]
set -euo pipefail
A=$1; B=$2; ROUNDS=${3:-8}; MODE=${4:-solo}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() { taskset -c "$2" "$1" 2000 3 "$MODE" 2>/dev/null | sed -n 's/^median over .* \([0-9][0-9]*\) games\/s.*/\1/p' > "$3"; }
ratios=()
for ((r = 1; r <= ROUNDS; ++r)); do
    run "$A" 0 "$out/a1" & run "$B" 1 "$out/b1" & wait
    run "$A" 1 "$out/a2" & run "$B" 0 "$out/b2" & wait
    read -r a1 < "$out/a1"; read -r b1 < "$out/b1"; read -r a2 < "$out/a2"; read -r b2 < "$out/b2"
    ratio=$(awk -v a1="$a1" -v b1="$b1" -v a2="$a2" -v b2="$b2" 'BEGIN { printf "%.4f", sqrt(a1 * a2 / (b1 * b2)) }')
    echo "$MODE round $r: A $a1 $a2 B $b1 $b2 ratio $ratio"
    ratios+=("$ratio")
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "A/B over %d rounds: median %.3f, range %.3f-%.3f\n", NR, m, v[1], v[NR] }'
