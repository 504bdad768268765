// swift-tools-version:6.0
// A headless view snapshot-testing stack: geometry, a deterministic software
// renderer, and (in later modules) views, snapshots and testing tools.
import CompilerPluginSupport
import Foundation
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

/// The toolchain's own SwiftSyntax libraries (`usr/lib/swift/host`, which it
/// ships for its macros), found from the `swift` on the PATH on Linux. The
/// `#Preview` macro is built against them, since no outside package (such as
/// swift-syntax) can be fetched; it needs unsafe flags, so like the `-O` above
/// it is built only where SwiftPM allows them (not in a version-resolved
/// dependency: there `#Preview` is not available and `PreviewProvider` is).
let toolchainSyntaxLibraries: String? = {
    #if os(Linux)
        guard optimizesDebugBuilds else { return nil }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.fileExists(atPath: swift.path) else { continue }
            let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host")
            if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) { return host.path }
        }
    #endif
    return nil
}()
let syntaxLibraries = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling", "SwiftSyntaxBuilder",
                       "SwiftParser", "SwiftDiagnostics", "SwiftBasicFormat", "SwiftOperators", "SwiftParserDiagnostics"]
let previewMacroTargets: [Target] = toolchainSyntaxLibraries.map { host in
    [.macro(name: "SwiftUIMacros", swiftSettings: [.unsafeFlags(["-I", host])],
            linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])] + syntaxLibraries.map { .linkedLibrary($0) })]
} ?? []
let swiftUIDependencies: [Target.Dependency] = ["UIKit", "HeadlessLayers", "HeadlessGeometry"] + previewMacroTargets.map { .target(name: $0.name) }
let swiftUISettings: [SwiftSetting] = previewMacroTargets.isEmpty ? [] : [.define("HEADLESS_PREVIEW_MACRO")]

/// Apple's framework names, as modules of their own for platforms without
/// Apple's. They are declared everywhere, so that a team's manifest can name
/// them with `condition: .when(platforms: [.linux])` on a Mac too (SwiftPM
/// looks a product up before it reads the condition); on Apple's platforms
/// nothing should depend on them, and `import UIKit` finds Apple's.
let appleFaceProducts: [Product] = [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    .library(name: "iOSSnapshotTestCase", targets: ["iOSSnapshotTestCase"]),
    .library(name: "FBSnapshotTestCase", targets: ["FBSnapshotTestCase"]),
]

let package = Package(
    name: "HeadlessSnapshot",
    products: [
        .library(name: "HeadlessGeometry", targets: ["HeadlessGeometry"]),
        .library(name: "HeadlessRaster", targets: ["HeadlessRaster"]),
        .library(name: "HeadlessText", targets: ["HeadlessText"]),
        .library(name: "HeadlessMocking", targets: ["HeadlessMocking"]),
        .library(name: "HeadlessProbes", targets: ["HeadlessProbes"]),
        .library(name: "HeadlessLayers", targets: ["HeadlessLayers"]),
        .library(name: "HeadlessImageLoading", targets: ["HeadlessImageLoading"]),
        .library(name: "HeadlessImageMocking", targets: ["HeadlessImageMocking"]),
        .library(name: "HeadlessImageComparison", targets: ["HeadlessImageComparison"]),
        .library(name: "HeadlessSnapshotCore", targets: ["HeadlessSnapshotCore"]),
        .library(name: "HeadlessSnapshot", targets: ["HeadlessSnapshot"]),
        .executable(name: "snapshot", targets: ["SnapshotTool"]),
    ] + appleFaceProducts,
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

        .target(name: "HeadlessGeometry", swiftSettings: optimizedInDebug, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "HeadlessLocking"),
        .target(name: "CLineBreak", cSettings: optimizedCInDebug, linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "HeadlessRaster", dependencies: ["HeadlessGeometry", "CPNG", "CDeflate", "CPixelMemory"], swiftSettings: optimizedInDebug),
        .target(name: "HeadlessText", dependencies: ["HeadlessLocking", "HeadlessGeometry", "HeadlessRaster", "CFreeType", "CHarfBuzz", "CFriBidi", "CLineBreak", "CXXHash"],
                resources: [.copy("Resources/Fonts")], swiftSettings: optimizedInDebug),
        // Built with CoreGraphics: Swift Testing's cross-import overlay name for it.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["HeadlessGeometry", "HeadlessRaster", "_Testing_CoreGraphics"]),
        // Built with UIKit: Swift Testing's cross-import overlay name for it.
        .target(name: "_Testing_UIKit"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessLayers"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessLayers",
                                               "HeadlessImageLoading", "HeadlessLocking", "_Testing_UIKit"]),
        .target(name: "SwiftUI", dependencies: swiftUIDependencies, swiftSettings: swiftUISettings),
        .target(name: "HeadlessMocking", dependencies: ["HeadlessLocking"]),
        .target(name: "HeadlessProbes", dependencies: ["HeadlessLocking"]),
        .target(name: "HeadlessConstraintSolver", swiftSettings: optimizedInDebug),
        .target(name: "HeadlessLayers", dependencies: ["HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessConstraintSolver"], swiftSettings: optimizedInDebug),
        .target(name: "HeadlessImageLoading", dependencies: ["HeadlessLocking", "HeadlessGeometry", "HeadlessRaster", "HeadlessLayers", "CJPEG"], swiftSettings: optimizedInDebug),
        .target(name: "HeadlessImageMocking", dependencies: ["HeadlessLocking", "HeadlessImageLoading", "HeadlessLayers", "HeadlessRaster", "HeadlessText", "HeadlessMocking", "HeadlessGeometry"]),
        .target(name: "HeadlessImageComparison", dependencies: ["HeadlessRaster", "CXXHash"], swiftSettings: optimizedInDebug),
        .target(name: "HeadlessSnapshotCore", dependencies: ["HeadlessLocking", "HeadlessGeometry", "HeadlessRaster", "HeadlessImageComparison", "HeadlessProbes"], swiftSettings: optimizedInDebug),
        .target(name: "HeadlessSnapshot", dependencies: ["HeadlessSnapshotCore", "HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessImageComparison", "HeadlessLayers", "HeadlessImageLoading",
                                                    .target(name: "UIKit", condition: .when(platforms: [.linux]))], swiftSettings: optimizedInDebug),
        // swift-snapshot-testing's API on this engine, for test files written against it (Linux).
        .target(name: "SnapshotTesting", dependencies: ["HeadlessGeometry", "HeadlessSnapshotCore", "HeadlessSnapshot", "HeadlessLocking", "HeadlessLayers",
                                                   "HeadlessRaster", "HeadlessImageComparison", "HeadlessText",
                                                   .target(name: "UIKit", condition: .when(platforms: [.linux])),
                                                   .target(name: "SwiftUI", condition: .when(platforms: [.linux]))]),
        // iOSSnapshotTestCase's API on this engine (Linux), also under its CocoaPods module name.
        .target(name: "iOSSnapshotTestCase", dependencies: ["HeadlessSnapshot", "HeadlessSnapshotCore", "HeadlessLayers", "HeadlessRaster",
                                                       .target(name: "UIKit", condition: .when(platforms: [.linux]))]),
        .target(name: "FBSnapshotTestCase", dependencies: ["iOSSnapshotTestCase"]),
        .executableTarget(name: "SnapshotTool", dependencies: ["HeadlessSnapshotCore", "HeadlessImageComparison", "HeadlessRaster"],
                          resources: [.embedInCode("ReviewPage/review.js"), .embedInCode("ReviewPage/review.css")]),
        .target(name: "HeadlessScenes", dependencies: ["HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessLayers"]),
        .executableTarget(name: "snapshot-bench", dependencies: ["HeadlessRaster", "HeadlessText", "HeadlessLayers", "HeadlessScenes", "HeadlessImageComparison", "HeadlessSnapshot",
                                                                "HeadlessConstraintSolver", .target(name: "UIKit", condition: .when(platforms: [.linux])),
                                                                .target(name: "SwiftUI", condition: .when(platforms: [.linux]))]),
        // libFuzzer targets: built only by `make fuzz` (scripts/fuzz.sh), with -sanitize=fuzzer.
        .executableTarget(name: "fuzz", dependencies: ["HeadlessGeometry", "HeadlessRaster", "HeadlessText"], path: "Fuzz/Targets"),
        .executableTarget(name: "reliability-probe", dependencies: ["HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessLayers", "HeadlessMocking"],
                          path: "Tests/ReliabilityProbe"),
        .executableTarget(name: "review-fixture", dependencies: ["HeadlessSnapshot", "HeadlessLayers", "HeadlessGeometry", "HeadlessRaster"],
                          path: "Tests/ReviewFixture"),
        .executableTarget(name: "snapshot-record-helper", dependencies: ["HeadlessSnapshot", "HeadlessLayers", "HeadlessRaster"],
                          path: "Tests/SnapshotRecordHelper"),

        .testTarget(name: "GeometryTests", dependencies: ["HeadlessGeometry"]),
        // Test files in swift-snapshot-testing's idiom, and the face's own behaviour.
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "UIKit"], exclude: ["__Snapshots__"]),
        // Test files in iOSSnapshotTestCase's idiom.
        .testTarget(name: "iOSSnapshotTestCaseTests", dependencies: ["FBSnapshotTestCase", "UIKit"], exclude: ["ReferenceImages_64"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], exclude: ["References"]),
        // View code in UIKit's idiom, snapshotted: imports only UIKit and HeadlessSnapshot.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "HeadlessSnapshot"], exclude: ["ReferenceImages_64"],
                    resources: [.copy("Resources/Assets.xcassets")]),
        // View code in SwiftUI's idiom, laid out and snapshotted (HeadlessLayers only to read what assistive technologies see).
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SnapshotTesting", "HeadlessLayers"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["HeadlessConstraintSolver"]),
        .testTarget(name: "RasterTests", dependencies: ["HeadlessRaster", "HeadlessText", "HeadlessScenes"], exclude: ["References"]),
        .testTarget(name: "TextTests", dependencies: ["HeadlessText", "HeadlessRaster", "HeadlessGeometry", "CFreeType", "CXXHash"]),
        .target(name: "MockingTestSupport", dependencies: ["HeadlessMocking"], path: "Tests/MockingTestSupport"),
        .testTarget(name: "MockingTests", dependencies: ["HeadlessMocking", "MockingTestSupport"]),
        .testTarget(name: "ProbesTests", dependencies: ["HeadlessProbes"]),
        .target(name: "TestSupport", dependencies: ["HeadlessRaster"], path: "Tests/TestSupport"),
        .testTarget(name: "ReliabilityTests", dependencies: ["TestSupport"]),
        .testTarget(name: "ImageComparisonTests", dependencies: ["HeadlessImageComparison", "HeadlessRaster", "TestSupport"]),
        // The snapshot tests' scratch folders, bitmaps and requests, shared by the three targets below.
        .target(name: "SnapshotTestSupport", dependencies: ["HeadlessSnapshotCore", "HeadlessRaster"], path: "Tests/SnapshotTestSupport"),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["HeadlessSnapshotCore", "HeadlessImageComparison", "HeadlessRaster", "SnapshotTestSupport"]),
        .testTarget(name: "SnapshotTests", dependencies: ["HeadlessSnapshot", "HeadlessImageComparison", "SnapshotTestSupport", "HeadlessRaster", "HeadlessLayers", "HeadlessImageLoading", "HeadlessGeometry", "HeadlessScenes"]),
        // Drives the built `snapshot` executable (diff, report, approve, prune, merge) as a process.
        .testTarget(name: "SnapshotToolTests", dependencies: ["HeadlessSnapshotCore", "HeadlessImageComparison", "HeadlessRaster", "TestSupport", "SnapshotTestSupport"]),
        .testTarget(name: "ExampleSnapshotTests", dependencies: ["HeadlessSnapshot", "HeadlessLayers", "HeadlessGeometry", "HeadlessRaster", "HeadlessScenes", "HeadlessImageMocking"],
                    exclude: ["ReferenceImages_64"], resources: [.process("Resources")]),
        .testTarget(name: "LayersTests", dependencies: ["HeadlessLayers", "HeadlessGeometry", "HeadlessRaster", "HeadlessText", "HeadlessScenes"]),
        .testTarget(name: "FidelityTests", dependencies: ["CoreGraphics", "HeadlessLayers", "HeadlessRaster", "HeadlessText", "HeadlessGeometry"], exclude: ["record-figures.py"]),
        .testTarget(name: "ImageLoadingTests", dependencies: ["HeadlessImageLoading", "HeadlessLayers", "HeadlessGeometry", "HeadlessRaster"]),
        .testTarget(name: "ImageMockingTests", dependencies: ["HeadlessImageMocking", "HeadlessImageLoading", "HeadlessLayers", "HeadlessRaster", "HeadlessGeometry", "HeadlessMocking"],
                    resources: [.process("Resources")]),
    ] + previewMacroTargets
)
