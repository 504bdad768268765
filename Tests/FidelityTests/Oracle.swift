import Foundation
import HeadlessGeometry
import HeadlessRaster

/// The iOS fidelity oracle in `<repository>/../shared/oracles/ios-fidelity`,
/// where CI places `shared/` beside the clone (found from this file's path, as
/// `PixelmatchOracle` finds pixelmatch's fixtures).
enum IOSOracle {
    /// An oracle file that could not be found or read, with the path and the reason.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The oracle directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/FidelityTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .appendingPathComponent("../shared/oracles/ios-fidelity").standardized

    /// The URL of `path` (such as `square__Blueprint/BoxTests_test_shadow/test_shadow__iOS-15.png`).
    static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    /// The bytes of `path`, or an error that says where the oracle should be.
    static func data(_ path: String) throws -> Data {
        let url = url(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Missing(
                description: "iOS fidelity oracle file \(url.path) is missing:"
                    + " the shared/ directory (with oracles/ios-fidelity) must sit beside the repository")
        }
        do { return try Data(contentsOf: url) } catch {
            throw Missing(description: "cannot read iOS fidelity oracle file \(url.path): \(error)")
        }
    }

    /// The iOS image at `path`, converted from its colour tagging to sRGB.
    static func image(_ path: String, profile: ColorProfiles.Profile = .sRGB) throws -> Bitmap {
        ColorProfiles.toSRGB(try Bitmap(pngData: data(path)), from: profile)
    }

    /// The text of a `recursiveDescription` file.
    static func text(_ path: String) throws -> String {
        String(decoding: try data(path), as: UTF8.self)
    }

    /// The frames of a `recursiveDescription` dump, in order: each line's
    /// `frame = (x y; w h)`.
    static func frames(_ path: String) throws -> [Rect] {
        try text(path).split(separator: "\n").compactMap { line -> Rect? in
            guard let start = line.range(of: "frame = (") else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let numbers = rest[..<end].replacingOccurrences(of: ";", with: " ")
                .split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
}
