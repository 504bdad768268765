#!/usr/bin/env bash
# The suite benchmark: a package that depends on this one by path (as a user's
# does) with SCREENS phone screens (393x852 pt at 3x: a title and twelve
# rounded rows with labels), each verified with `assertSnapshot` in Swift
# Testing. Records the references, then verifies them, in debug and release
# builds, one test at a time (--no-parallel) and in parallel (Swift Testing's default), and prints the run times Swift
# Testing reports (process start excluded), ROUNDS runs of each.
#
#   scripts/suite-bench.sh [SCREENS] [ROUNDS]      defaults: 48 screens, 2 rounds
#
# The package is made in SUITE_BENCH_DIR (default: a new temporary folder).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
screens="${1:-48}"
rounds="${2:-2}"
work="${SUITE_BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$work/Sources/SuiteScreens" "$work/Tests/SuiteTests"

cat > "$work/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SuiteBench",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "SuiteScreens", dependencies: [.product(name: "HeadlessGeometry", package: "main"), .product(name: "HeadlessText", package: "main"), .product(name: "HeadlessLayers", package: "main"), .product(name: "HeadlessRaster", package: "main")]),
        .testTarget(name: "SuiteTests", dependencies: ["SuiteScreens", .product(name: "HeadlessSnapshot", package: "main")]),
    ]
)
EOF
# The dependency's package identity is its folder's name.
sed -i "s/package: \"main\"/package: \"$(basename "$repo")\"/g" "$work/Package.swift"

cat > "$work/Sources/SuiteScreens/Screen.swift" <<'EOF'
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// Screen `index` of the suite: a title and twelve rounded rows, each with a
/// title and a value label; the texts differ from screen to screen.
@MainActor
public func makeScreen(_ index: Int) throws -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    root.backgroundColor = DynamicColor(Color(hex: 0xF2F2F7))
    let title = Label(frame: Rect(x: 16, y: 60, width: 361, height: 41))
    title.text = "Screen \(index + 1)"
    title.font = try .system(size: 34, weight: .bold)
    try root.addSubview(title)
    for row in 0..<12 {
        let card = View(frame: Rect(x: 16, y: 120 + 56 * Double(row), width: 361, height: 48))
        card.backgroundColor = DynamicColor(.white)
        card.layer.cornerRadius = 10
        let name = Label(frame: Rect(x: 16, y: 13, width: 200, height: 22))
        name.text = "Setting \(row + 1) of screen \(index + 1)"
        name.font = try .system(size: 17)
        let value = Label(frame: Rect(x: 250, y: 13, width: 95, height: 22))
        value.text = "\((index * 12 + row) % 97)%"
        value.font = try .system(size: 17)
        value.textColor = DynamicColor(Color(hex: 0x8E8E93))
        value.textAlignment = .right
        try card.addSubview(name)
        try card.addSubview(value)
        try root.addSubview(card)
    }
    return root
}
EOF

cat > "$work/Tests/SuiteTests/SuiteTests.swift" <<EOF
import HeadlessSnapshot
import SuiteScreens
import Testing

@Suite struct SuiteTests {
    @Test(arguments: 0..<$screens)
    @MainActor func screen(_ index: Int) async throws {
        await assertSnapshot(of: try makeScreen(index), named: "screen\(index)")
    }
}
EOF

cd "$work"
echo "suite: $screens screens in $work"
for configuration in debug release; do
    flags=(-c "$configuration")
    [ "$configuration" = release ] && flags+=(-Xswiftc -enable-testing)
    swift build --build-tests "${flags[@]}" >/dev/null
    # Seconds Swift Testing reports for one run of the suite.
    run() {
        swift test --skip-build "${flags[@]}" "$@" 2>&1 | grep -E "^. Test run with" \
            | sed -E 's/.* after ([0-9.]+) seconds.*/\1/'
    }
    for round in $(seq "$rounds"); do
        rm -rf Tests/SuiteTests/ReferenceImages_64
        record=$(SNAPSHOT_RECORD=all run --no-parallel || true)
        serial=$(run --no-parallel)
        parallel=$(run)
        printf '%-8s round %s: record %6s s   verify serial %6s s   verify parallel %6s s\n' \
            "$configuration" "$round" "$record" "$serial" "$parallel"
    done
done
