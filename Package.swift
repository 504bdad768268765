// swift-tools-version:6.0
// A headless view snapshot-testing stack: geometry, a deterministic software
// renderer, and (in later modules) views, snapshots and testing tools.
import PackageDescription

/// A system library found through pkg-config, with the Debian package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// Debug builds compile the modules that do the pixel work with `-O`, so
/// `swift test` in a dependent package renders, hashes and compares at near
/// release speed. SwiftPM refuses such flags in a package resolved by version
/// (a checkout on a release tag, or a registry download without git), so
/// there they are left out and SwiftPM's own settings apply (the README's
/// "Suites at scale" says what a user can do).
let optimizesDebugBuilds = Context.gitInformation.map { $0.currentTag == nil } ?? false
let optimizedInDebug: [SwiftSetting] = optimizesDebugBuilds ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []
let optimizedCInDebug: [CSetting] = optimizesDebugBuilds ? [.unsafeFlags(["-O2"], .when(configuration: .debug))] : []

let package = Package(
    name: "HeadlessSnapshot",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Text", targets: ["Text"]),
        .library(name: "Mocking", targets: ["Mocking"]),
        .library(name: "Probes", targets: ["Probes"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Layers", targets: ["Layers"]),
        .library(name: "ImageLoading", targets: ["ImageLoading"]),
        .library(name: "ImageMocking", targets: ["ImageMocking"]),
        .library(name: "ImageComparison", targets: ["ImageComparison"]),
        .library(name: "SnapshotCore", targets: ["SnapshotCore"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .executable(name: "snapshot", targets: ["SnapshotTool"]),
        .executable(name: "snapshot-bench", targets: ["snapshot-bench"]),
    ],
    targets: [
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        systemLibrary("CJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        systemLibrary("CXXHash", pkgConfig: "libxxhash", apt: "libxxhash-dev"),
        // A header of our own (prefetch hints and string-store fills for pixel loops), no library to link.
        .systemLibrary(name: "CPixelMemory"),

        .target(name: "Geometry", swiftSettings: optimizedInDebug, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Locking"),
        .target(name: "CLineBreak", cSettings: optimizedCInDebug, linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "Raster", dependencies: ["Geometry", "CPNG", "CDeflate", "CPixelMemory"], swiftSettings: optimizedInDebug),
        .target(name: "Text", dependencies: ["Locking", "Geometry", "Raster", "CFreeType", "CHarfBuzz", "CFriBidi", "CLineBreak", "CXXHash"],
                resources: [.copy("Resources/Fonts")], swiftSettings: optimizedInDebug),
        .target(name: "Mocking", dependencies: ["Locking"]),
        .target(name: "Probes", dependencies: ["Locking"]),
        .target(name: "ConstraintSolver", swiftSettings: optimizedInDebug),
        .target(name: "Layers", dependencies: ["Geometry", "Raster", "Text", "ConstraintSolver"], swiftSettings: optimizedInDebug),
        .target(name: "ImageLoading", dependencies: ["Locking", "Geometry", "Raster", "Layers", "CJPEG"], swiftSettings: optimizedInDebug),
        .target(name: "ImageMocking", dependencies: ["Locking", "ImageLoading", "Layers", "Raster", "Text", "Mocking", "Geometry"]),
        .target(name: "ImageComparison", dependencies: ["Raster", "CXXHash"], swiftSettings: optimizedInDebug),
        .target(name: "SnapshotCore", dependencies: ["Locking", "Geometry", "Raster", "ImageComparison", "Probes"], swiftSettings: optimizedInDebug),
        .target(name: "Snapshot", dependencies: ["SnapshotCore", "Geometry", "Raster", "Text", "ImageComparison", "Layers", "ImageLoading"], swiftSettings: optimizedInDebug),
        .executableTarget(name: "SnapshotTool", dependencies: ["SnapshotCore", "ImageComparison", "Raster"]),
        .target(name: "Scenes", dependencies: ["Geometry", "Raster", "Text", "Layers"]),
        .executableTarget(name: "snapshot-bench", dependencies: ["Raster", "Text", "Layers", "Scenes", "ImageComparison", "Snapshot",
                                                                "ConstraintSolver"]),
        // libFuzzer targets: built only by `make fuzz` (scripts/fuzz.sh), with -sanitize=fuzzer.
        .executableTarget(name: "fuzz", dependencies: ["Geometry", "Raster", "Text"], path: "Fuzz/Targets"),
        .executableTarget(name: "reliability-probe", dependencies: ["Geometry", "Raster", "Text", "Layers", "Mocking"],
                          path: "Tests/ReliabilityProbe"),
        .executableTarget(name: "review-fixture", dependencies: ["Snapshot", "Layers", "Geometry", "Raster"],
                          path: "Tests/ReviewFixture"),
        .executableTarget(name: "snapshot-record-helper", dependencies: ["Snapshot", "Layers", "Raster"],
                          path: "Tests/SnapshotRecordHelper"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Text", "Scenes"], exclude: ["References"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster", "Geometry", "CFreeType"]),
        .target(name: "MockingTestSupport", dependencies: ["Mocking"], path: "Tests/MockingTestSupport"),
        .testTarget(name: "MockingTests", dependencies: ["Mocking", "MockingTestSupport"]),
        .testTarget(name: "ProbesTests", dependencies: ["Probes"]),
        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "ReliabilityTests", dependencies: ["TestSupport"]),
        .testTarget(name: "ImageComparisonTests", dependencies: ["ImageComparison", "Raster", "TestSupport"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "ImageComparison", "TestSupport", "Raster", "Layers", "ImageLoading", "Geometry", "Scenes"]),
        .testTarget(name: "ExampleSnapshotTests", dependencies: ["Snapshot", "Layers", "Geometry", "Raster", "Scenes", "ImageMocking"],
                    exclude: ["ReferenceImages_64"], resources: [.process("Resources")]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "Geometry", "Raster", "Text", "Scenes"]),
        .testTarget(name: "ImageLoadingTests", dependencies: ["ImageLoading", "Layers", "Geometry", "Raster"]),
        .testTarget(name: "ImageMockingTests", dependencies: ["ImageMocking", "ImageLoading", "Layers", "Raster", "Geometry", "Mocking"],
                    resources: [.process("Resources")]),
    ]
)
