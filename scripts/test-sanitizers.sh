#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then under
# AddressSanitizer, each in a build folder of its own; fails when a test
# fails or a sanitizer reports anything.
set -euo pipefail
cd "$(dirname "$0")/.."

# Memory the toolchain's libraries keep until exit is not this package's leak.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"

for sanitizer in thread address; do
    short="${sanitizer:0:1}san"
    log=".build-$short.log"
    echo "the test suite under --sanitize=$sanitizer (log: $log)"
    if ! swift test --no-parallel --sanitize="$sanitizer" --build-path ".build-$short" > "$log" 2>&1; then
        tail -n 40 "$log"
        echo "test-sanitizers: the suite failed under $sanitizer" >&2
        exit 1
    fi
    if grep -qE "WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)" "$log"; then
        grep -E -A 20 "WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)" "$log" | head -n 80
        echo "test-sanitizers: $sanitizer reported a problem (above)" >&2
        exit 1
    fi
    grep -E "Test run with|Executed [0-9]+ tests" "$log" | tail -n 2
done
