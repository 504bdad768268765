import Foundation
import HeadlessSnapshotCore

/// A fresh directory under the temporary directory for one test, with the
/// configuration that keeps references and failure images inside it and
/// ignores the process environment.
package struct Scratch {
    /// The directory.
    package let root: URL

    /// Creates the directory.
    package init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// The reference directory before suffixes.
    package var references: URL { root.appendingPathComponent("ReferenceImages") }
    /// The failure images directory.
    package var artifacts: URL { root.appendingPathComponent("artifacts") }

    /// A configuration writing inside the directory, with `environment` standing in for the process's.
    package func configuration(recordMode: SnapshotRecordMode? = nil, environment: [String: String] = [:]) -> SnapshotConfiguration {
        SnapshotConfiguration(
            recordMode: recordMode, referenceDirectory: references, artifactsDirectory: artifacts,
            pendingTimeout: .milliseconds(200), environment: environment)
    }

    /// The reference `fileName` of the class folder `classFolder` in the first suffix's directory.
    package func reference(_ fileName: String, in classFolder: String) -> URL {
        ReferenceDirectory.classDirectory(base: references, suffix: "_64", classFolder: classFolder)
            .appendingPathComponent(fileName)
    }

    /// The bytes of a file, or nil when there is none.
    package func contents(_ url: URL) -> Data? { try? Data(contentsOf: url) }
}
