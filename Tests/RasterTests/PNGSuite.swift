import Foundation

/// Where PngSuite lives and what its file names promise.
enum PNGSuite {
    /// `<repository root>/../shared/oracles/pngsuite`, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RasterTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("../shared/oracles/pngsuite").standardized

    /// The `.png` file names in the suite, sorted; empty when the suite is missing.
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }()

    /// Whether PngSuite marks the file as corrupt (its name starts with `x`).
    static func isCorrupt(_ name: String) -> Bool { name.hasPrefix("x") }

    /// The bytes of one suite file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The size PngSuite's naming gives: `sNN` files are NxN, `cdfn` 8x32,
    /// `cdhn` 32x8, `cdsn` 8x8, the logo 256x256, everything else 32x32.
    static func expectedSize(of name: String) -> (width: Int, height: Int) {
        if name == "PngSuite.png" { return (256, 256) }
        if name.hasPrefix("s"), let side = Int(name.dropFirst().prefix(2)) { return (side, side) }
        switch name.prefix(4) {
        case "cdfn": return (8, 32)
        case "cdhn": return (32, 8)
        case "cdsn": return (8, 8)
        default: return (32, 32)
        }
    }
}

/// The independently decoded size and pixel checksum of one PngSuite file.
struct PNGSuiteExpectation {
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// CRC-32 of the premultiplied pixels as R, G, B, A bytes.
    let crc32: UInt32
}
