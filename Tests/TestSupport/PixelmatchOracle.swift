import Foundation
import HeadlessRaster

/// pixelmatch's fixtures in `<repository>/../shared/oracles/pixelmatch`, where CI
/// places `shared/` beside the clone.
public enum PixelmatchOracle {
    /// A fixture that could not be found or read, with the path and the reason.
    public struct Missing: Error, CustomStringConvertible {
        /// The sentence shown as the test failure.
        public let description: String

        /// Creates the error with its sentence.
        public init(description: String) { self.description = description }
    }

    /// The fixture directory, found from this source file's location.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/OracleFixtures
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .appendingPathComponent("../shared/oracles/pixelmatch").standardized

    /// The straight-alpha samples of fixture `name` (such as `1a` or `expected-v7.2.0/1diff`).
    package static func image(_ name: String) throws -> StraightRGBAImage {
        try StraightRGBAImage(pngData: data(name))
    }

    /// The premultiplied bitmap of fixture `name`.
    public static func bitmap(_ name: String) throws -> Bitmap {
        try Bitmap(pngData: data(name))
    }

    /// The URL of fixture `name`.
    public static func url(_ name: String) -> URL {
        directory.appendingPathComponent("\(name).png")
    }

    /// The bytes of fixture `name`, or an error that says where the oracle should be.
    private static func data(_ name: String) throws -> Data {
        let url = url(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Missing(
                description: "pixelmatch oracle fixture \(url.path) is missing:"
                    + " the shared/ directory (with oracles/pixelmatch) must sit beside the repository")
        }
        do { return try Data(contentsOf: url) } catch {
            throw Missing(description: "cannot read pixelmatch oracle fixture \(url.path): \(error)")
        }
    }
}
