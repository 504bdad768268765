#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each
# for SECONDS seconds (default 60) on a copy of its seed corpus, with
# libFuzzer's memory limits. Fails on any crash, leak, timeout or
# out-of-memory report; findings are left in FUZZ_OUTPUT (default .build-fuzz/findings).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      targets: png path text (all by default)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(png path text)
output="${FUZZ_OUTPUT:-.build-fuzz/findings}"

swift build -c release --build-path .build-fuzz --product fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
mkdir -p "$output"
status=0
for target in "${targets[@]}"; do
    corpus="$(mktemp -d)"
    cp Fuzz/Corpus/"$target"/* "$corpus"/
    rm -f "$corpus"/*.LICENSE
    echo "fuzzing $target for $seconds s"
    if ! FUZZ_TARGET="$target" .build-fuzz/release/fuzz "$corpus" -max_total_time="$seconds" \
            -rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=30 -artifact_prefix="$output/$target-" \
            -print_final_stats=1 2>&1 | tee "$output/$target.log" | grep -E "^(Done|stat::number_of_executed_units|==[0-9]+==|SUMMARY)"; then
        :
    fi
    if grep -qE "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY: " "$output/$target.log"; then
        echo "fuzz: $target found a problem; see $output/$target.log and $output/$target-*" >&2
        status=1
    fi
    rm -rf "$corpus"
done
exit $status
