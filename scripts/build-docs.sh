#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's
# own tools, no plugin: one `swift build` of the package, then each module's
# symbol graph taken from the built modules by `swift-symbolgraph-extract`
# (public symbols only, in a folder of the module's own: its graph and its
# extension graphs, `Module@Other.symbols.json`), then `docc convert` of each
# module with its catalog, `Sources/<Module>/<Module>.docc`, where it has one.
# Any warning fails the run (a broken ``link`` included), so CI keeps the
# documentation whole.
#
# HeadlessSnapshot's graph takes in the modules it re-exports for its users
# (HeadlessSnapshotCore and HeadlessImageComparison), so its documentation
# shows the whole API an `import HeadlessSnapshot` gives.
#
# Output: .build-docs/archives/<Module>.doccarchive, the symbol graphs in
# .build-docs/symbol-graphs/<Module>/. To read one in a browser:
#   docc preview Sources/HeadlessSnapshot/HeadlessSnapshot.docc \
#       --additional-symbol-graph-dir .build-docs/symbol-graphs/HeadlessSnapshot
#
# DOCS_SCRATCH_PATH: the SwiftPM build folder (`.build` by default, so that
# after `swift build` nothing is compiled again); DOCS_MODULES: the modules
# to document (all the library modules by default).
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${DOCS_SCRATCH_PATH:-.build}
OUT=.build-docs
# HeadlessSnapshotCore has no archive of its own: its public API is all in
# HeadlessSnapshot's, which re-exports it.
# HeadlessConstraintSolver has no public API (Auto Layout in HeadlessLayers is its way in).
MODULES=${DOCS_MODULES:-"HeadlessGeometry HeadlessRaster HeadlessText HeadlessLayers
    HeadlessImageLoading HeadlessImageMocking HeadlessImageComparison HeadlessSnapshot HeadlessProbes HeadlessMocking
    CoreGraphics QuartzCore UIKit SwiftUI SnapshotTesting iOSSnapshotTestCase"}

start=$(date +%s)

# One build of the documented modules (in CI the build step before has made
# them: nothing is compiled again). HeadlessSnapshot, HeadlessImageMocking,
# HeadlessProbes, CoreGraphics, SnapshotTesting and iOSSnapshotTestCase between them depend on every library module.
mkdir -p "$OUT"
for target in ${DOCS_MODULES:-HeadlessSnapshot HeadlessImageMocking HeadlessProbes CoreGraphics SnapshotTesting iOSSnapshotTestCase}; do
    if ! swift build --scratch-path "$SCRATCH" --target "$target" >"$OUT/build.log" 2>&1; then
        cat "$OUT/build.log" >&2
        echo "docs: the build of $target failed" >&2
        exit 1
    fi
done
source scripts/symbol-graph-search.sh

rm -rf "$OUT/symbol-graphs" "$OUT/archives"
mkdir -p "$OUT/symbol-graphs" "$OUT/archives"
failed=()
for module in $MODULES; do
    dir="$OUT/symbol-graphs/$module"
    mkdir -p "$dir"
    reexported=()
    if [ "$module" = HeadlessSnapshot ]; then
        reexported=(-experimental-allowed-reexported-modules=HeadlessSnapshotCore,HeadlessImageComparison)
    fi
    if ! swift-symbolgraph-extract -module-name "$module" -target "$triple" "${search[@]}" "${reexported[@]}" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$dir"; then
        echo "docs: no symbol graph for $module" >&2
        failed+=("$module")
        continue
    fi

    catalog=()
    if [ -d "Sources/$module/$module.docc" ]; then catalog=("Sources/$module/$module.docc"); fi
    echo "docs: $module"
    if ! docc convert "${catalog[@]}" \
        --additional-symbol-graph-dir "$dir" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.headless-snapshot.$module" \
        --fallback-default-module-kind "Framework" \
        --output-path "$OUT/archives/$module.doccarchive" \
        --warnings-as-errors 2>&1 | sed -e '/^Finished building documentation/d' -e '/^Generated documentation archive/d' -e '/^$/d'
    then
        failed+=("$module")
    fi
done

echo "docs: $(($(date +%s) - start)) s; archives in $OUT/archives/"
if [ ${#failed[@]} -gt 0 ]; then
    echo "docs: warnings or errors in ${failed[*]} (above)" >&2
    exit 1
fi
