import Foundation

/// Where reference images live, in FBSnapshotTestCase's order of precedence:
/// the `FB_REFERENCE_IMAGE_DIR` environment variable, else a directory set on
/// the test, else `ReferenceImages` beside the test's source file. A suffix is
/// appended to the directory's name (`ReferenceImages_64`), then comes a
/// folder per test class.
package enum ReferenceDirectory {
    /// The name of the default directory beside the test source file.
    package static let defaultName = "ReferenceImages"

    /// The directory before any suffix.
    ///
    /// - Parameters:
    ///   - environment: The process environment (or a stand-in).
    ///   - configured: The directory set on the test case or configuration, if any.
    ///   - testFilePath: The test's source file (`#filePath`).
    package static func base(environment: [String: String], configured: URL?, testFilePath: String) -> URL {
        if let path = environment[SnapshotEnvironment.referenceImageDirectory], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let configured { return configured }
        return URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent(defaultName, isDirectory: true)
    }

    /// The class folder inside `base` with `suffix` appended to its name, such
    /// as `…/ReferenceImages_64/MyAppTests.SettingsTests`.
    package static func classDirectory(base: URL, suffix: String, classFolder: String) -> URL {
        let suffixed = base.standardizedFileURL.path.trailingSlashesRemoved + FileNameSanitizer.sanitized(suffix)
        return URL(fileURLWithPath: suffixed, isDirectory: true).appendingPathComponent(classFolder, isDirectory: true)
    }
}

private extension String {
    /// The path without trailing slashes (but `/` stays `/`).
    var trailingSlashesRemoved: String {
        var path = self
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
