#!/bin/bash
# Compares two builds of bench_engine on a noisy machine: PAIRS short runs of each, back to
# back on core 1 (their order alternating), and the median and quartiles of the ratios A/B.
# Usage: tools/bench_pairs.sh A/bench_engine B/bench_engine [pairs = 20] [solo|std = solo]
set -euo pipefail
A=$1; B=$2; PAIRS=${3:-20}; MODE=${4:-solo}
run() { taskset -c 1 "$1" 2000 5 "$MODE" 2>/dev/null | sed -n 's/^median over .* \([0-9][0-9]*\) games\/s.*/\1/p'; }
ratios=()
for ((r = 1; r <= PAIRS; ++r)); do
    if ((r % 2)); then a=$(run "$A"); b=$(run "$B"); else b=$(run "$B"); a=$(run "$A"); fi
    echo "$MODE pair $r: A $a B $b"
    ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", a / b }')")
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "A/B over %d pairs: median %.3f, quartiles %.3f-%.3f\n", NR, m, v[int(NR / 4) + 1], v[int(3 * NR / 4)] }'
