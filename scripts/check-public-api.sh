#!/usr/bin/env bash
# The public API guard. For each library module users import, lists its public
# symbols (including those of its extensions to other modules' types) from the
# symbol graph of the built module, one sorted line per symbol:
#
#     <kind> <path> :: <declaration>
#
# and compares the lists with the checked-in API/<Module>.txt. A difference is
# printed as a diff and fails the check. After an intended change of the
# public API, update the files and commit them with the change:
#
#     scripts/check-public-api.sh --update      (or: make api)
#
# The modules are built first (debug; SCRATCH_PATH chooses the build folder,
# .build by default; SKIP_BUILD=1 uses what is there).
set -euo pipefail
cd "$(dirname "$0")/.."

MODULES=(
    HeadlessGeometry HeadlessRaster HeadlessText HeadlessLayers
    HeadlessImageLoading HeadlessImageMocking HeadlessImageComparison
    HeadlessSnapshotCore HeadlessSnapshot HeadlessProbes HeadlessMocking
    CoreGraphics QuartzCore UIKit SwiftUI SnapshotTesting iOSSnapshotTestCase
)

update=0
case "${1:-}" in
    --update) update=1 ;;
    "") ;;
    *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac

SCRATCH=${SCRATCH_PATH:-.build}
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    swift build --scratch-path "$SCRATCH" >/dev/null
fi
source scripts/symbol-graph-search.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for module in "${MODULES[@]}"; do
    mkdir -p "$work/$module"
    swift-symbolgraph-extract -module-name "$module" -target "$triple" "${search[@]}" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$work/$module" >/dev/null
    # The module's own graph and those of its extensions to other modules
    # (<Module>@<Other>.symbols.json); synthesized members come from the
    # compiler, not from the module's source, and are left out.
    python3 - "$work/$module" > "$work/$module.txt" <<'PY'
import json, os, sys
lines = set()
for name in os.listdir(sys.argv[1]):
    graph = json.load(open(os.path.join(sys.argv[1], name)))
    extended = name.split("@", 1)[1].removesuffix(".symbols.json") if "@" in name else None
    for symbol in graph["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        path = ".".join(symbol["pathComponents"])
        if extended:
            path = f"{extended}.{path}"
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        # A member of a constrained extension (`extension Snapshotting where Value == View`) says so.
        relation = {"sameType": "==", "conformance": ":", "superclass": ":"}
        constraints = [f"{c['lhs']} {relation.get(c['kind'], c['kind'])} {c['rhs']}"
                       for c in symbol.get("swiftExtension", {}).get("constraints", [])]
        if constraints:
            declaration += " (where " + ", ".join(constraints) + ")"
        lines.add(f"{symbol['kind']['identifier']} {path} :: {declaration}")
print("\n".join(sorted(lines)))
PY
    if [ "$update" = 1 ]; then
        cp "$work/$module.txt" "API/$module.txt"
    elif ! diff -u "API/$module.txt" "$work/$module.txt" --label "API/$module.txt (checked in)" --label "$module (built)"; then
        status=1
    fi
done

if [ "$update" = 1 ]; then
    echo "API/: $(cat API/*.txt | wc -l) public symbols in ${#MODULES[@]} modules"
elif [ "$status" != 0 ]; then
    echo >&2
    echo "The public API differs from API/*.txt (diff above: - checked in, + built)." >&2
    echo "If the change is intended, update the files and commit them with it:" >&2
    echo "    scripts/check-public-api.sh --update    (or: make api)" >&2
    exit 1
else
    echo "Public API unchanged ($(cat API/*.txt | wc -l) symbols in ${#MODULES[@]} modules)."
fi
