#!/usr/bin/env bash
# Checks sharding end to end on the example snapshot suite: runs it whole,
# then split into 2 and into 3 shards (SNAPSHOT_SHARD), merges each split's
# results with `snapshot merge`, and fails unless the merged results name
# exactly the snapshots of the whole run, with the same outcomes, and their
# reports match (folder paths aside). Expects a built debug tree (make build).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs the example suite with results in $1 and any further environment.
run_suite() {
    local results="$1"
    shift
    env IMAGE_DIFF_DIR="$results" "$@" swift test --skip-build --filter ExampleSnapshotTests >"$results.log" 2>&1 \
        || { echo "shard-check: the example suite failed (log: $results.log)" >&2; cat "$results.log" >&2; exit 1; }
}

# The results in folder $1 as sorted lines "class/file status", and its report with the folder's path replaced.
summarise() {
    find "$1" -name 'result_*.json' | sort | while read -r file; do
        printf '%s %s\n' "$(basename "$(dirname "$file")")/$(basename "$file")" \
            "$(grep -o '"status" : "[a-z]*"' "$file")"
    done
}

run_suite "$work/whole"
swift run --skip-build snapshot report "$work/whole" >/dev/null
whole=$(summarise "$work/whole")
count=$(printf '%s\n' "$whole" | grep -c .)
for shards in 2 3; do
    folders=()
    for index in $(seq "$shards"); do
        run_suite "$work/shard$index-of-$shards" SNAPSHOT_SHARD="$index/$shards"
        folders+=("$work/shard$index-of-$shards")
    done
    swift run --skip-build snapshot merge "$work/merged$shards" "${folders[@]}"
    swift run --skip-build snapshot report "$work/merged$shards" >/dev/null
    if [ "$(summarise "$work/merged$shards")" != "$whole" ]; then
        echo "shard-check: $shards shards merged differ from the whole run" >&2
        diff <(printf '%s\n' "$whole") <(summarise "$work/merged$shards") >&2 || true
        exit 1
    fi
    if ! diff <(sed "s|$work/whole|RESULTS|g" "$work/whole/index.html") \
              <(sed "s|$work/merged$shards|RESULTS|g" "$work/merged$shards/index.html") >/dev/null; then
        echo "shard-check: the report of $shards shards merged differs from the whole run's" >&2
        exit 1
    fi
    echo "shard-check: $shards shards together verified the $count snapshots of the whole run; same report"
done
