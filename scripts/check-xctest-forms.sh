#!/usr/bin/env bash
# Measures which forms of main-actor XCTest methods this toolchain's Linux
# XCTest runs (Documentation/XCTestOnLinux.md): each form is built in a
# scratch package of its own, in Swift 5 and Swift 6 language modes, and run
# with `swift test`. Prints one line per form and fails when a result differs
# from the table below, so a toolchain that fixes (or breaks) one is noticed.
set -euo pipefail

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Lib" "$work/Tests/LibTests"
cat > "$work/Sources/Lib/Lib.swift" <<'SWIFT'
import XCTest
public func answer() -> Int { 42 }
/// A base class isolated to the main actor, as a library could ship one.
@MainActor open class MainActorBase: XCTestCase {}
SWIFT

# form | expected result | test source
forms=(
    "class @MainActor, sync methods|abort|@MainActor final class T: XCTestCase { func testA() { XCTAssertEqual(answer(), 42) } }"
    "class @MainActor, async methods|pass|@MainActor final class T: XCTestCase { func testA() async { XCTAssertEqual(answer(), 42) } }"
    "class @MainActor, sync and async methods|pass|@MainActor final class T: XCTestCase { func testA() { XCTAssertEqual(answer(), 42) }; func testB() async {} }"
    "method @MainActor sync, beside a plain method|compile error|final class T: XCTestCase { @MainActor func testA() { XCTAssertEqual(answer(), 42) }; func testB() {} }"
    "method @MainActor sync, alone|abort|final class T: XCTestCase { @MainActor func testA() { XCTAssertEqual(answer(), 42) } }"
    "method @MainActor async, beside a plain method|pass|final class T: XCTestCase { @MainActor func testA() async { XCTAssertEqual(answer(), 42) }; func testB() {} }"
    "subclass of a @MainActor base class, sync methods|abort|final class T: MainActorBase { func testA() { XCTAssertEqual(answer(), 42) } }"
    "plain class, sync method, MainActor.assumeIsolated|pass|final class T: XCTestCase { func testA() { MainActor.assumeIsolated { XCTAssertEqual(answer(), 42) } } }"
)

build_tests() { (cd "$work" && swift build --build-tests > "$work/build.log" 2>&1); }

status=0
for mode in 5 6; do
    cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "XCTestForms", targets: [
    .target(name: "Lib", swiftSettings: [.swiftLanguageMode(.v$mode)]),
    .testTarget(name: "LibTests", dependencies: ["Lib"], swiftSettings: [.swiftLanguageMode(.v$mode)]),
])
SWIFT
    for form in "${forms[@]}"; do
        IFS='|' read -r name expected source <<< "$form"
        printf 'import XCTest\nimport Lib\n%s\n' "$source" > "$work/Tests/LibTests/Form.swift"
        rm -f "$work/test.log"
        # A failed build can leave incremental state that fails the next
        # form's build too (seen once on CI), so a compile error is only
        # believed when a clean build repeats it.
        if ! build_tests && ! (rm -rf "$work/.build" && build_tests); then
            result="compile error"
        elif (cd "$work" && swift test --skip-build > "$work/test.log" 2>&1); then
            result="pass"
        elif grep -q "Could not cast value of type" "$work/test.log"; then
            result="abort"
        else
            result="fail"
        fi
        mark=ok
        if [ "$result" != "$expected" ]; then mark="DIFFERS (expected $expected)"; status=1; fi
        printf 'Swift %s | %-52s | %-13s | %s\n' "$mode" "$name" "$result" "$mark"
        if [ "$mark" != ok ]; then
            grep -E 'error:|fatal|Could not cast' "$work/build.log" "$work/test.log" 2>/dev/null | head -5 || true
        fi
    done
done
exit $status
