import Foundation

/// Everything ``SnapshotVerifier`` needs to know about one snapshot: whose it
/// is, its name, where references and failure files go, and when to record.
package struct SnapshotRequest: Sendable {
    /// The test it belongs to.
    package var test: SnapshotTestIdentity
    /// The reference file name.
    package var name: ReferenceName
    /// The reference directory before any suffix (see ``ReferenceDirectory``).
    package var referenceDirectory: URL
    /// The suffixes tried in order; recording uses the first.
    package var suffixes: [String]
    /// When references are written.
    package var recordMode: SnapshotRecordMode
    /// Where failure images and results go, before the class folder.
    package var artifactsDirectory: URL
    /// The shard of the suite this run verifies, or nil for all of it.
    package var shard: SnapshotShard?

    /// Creates a request.
    package init(
        test: SnapshotTestIdentity, name: ReferenceName, referenceDirectory: URL,
        suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), recordMode: SnapshotRecordMode, artifactsDirectory: URL,
        shard: SnapshotShard? = nil
    ) {
        self.test = test
        self.name = name
        self.referenceDirectory = referenceDirectory
        self.suffixes = suffixes
        self.recordMode = recordMode
        self.artifactsDirectory = artifactsDirectory
        self.shard = shard
    }

    /// A request resolved from `configuration` (task-local by default) and its
    /// environment, as both front ends build it.
    ///
    /// - Parameters:
    ///   - configuredDirectory: A reference directory set on the test case, ahead of the configuration's.
    ///   - testFilePath: The test's source file, beside which `ReferenceImages` is looked for.
    ///   - explicitRecordMode: A record mode the assertion asks for.
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for a bad `SNAPSHOT_RECORD`,
    ///   ``SnapshotError/invalidShard(_:)`` for a bad `SNAPSHOT_SHARD` or Bazel shard.
    package static func resolved(
        test: SnapshotTestIdentity, name: ReferenceName, testFilePath: String, configuredDirectory: URL? = nil,
        suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), explicitRecordMode: SnapshotRecordMode? = nil,
        configuration: SnapshotConfiguration = .current
    ) throws(SnapshotError) -> SnapshotRequest {
        let environment = configuration.effectiveEnvironment
        let mode = try SnapshotRecordMode.resolve(
            explicit: explicitRecordMode ?? configuration.recordMode,
            environment: environment)
        let directory = ReferenceDirectory.base(
            environment: environment,
            configured: configuredDirectory ?? configuration.referenceDirectory,
            testFilePath: testFilePath)
        let shard = try SnapshotShard.from(environment: environment)
        return SnapshotRequest(
            test: test, name: name, referenceDirectory: directory, suffixes: suffixes,
            recordMode: mode,
            artifactsDirectory: configuration.effectiveArtifactsDirectory(testFilePath: testFilePath),
            shard: shard)
    }

    /// Whether the snapshot lies outside this run's shard, so is not verified here.
    package var isOutsideShard: Bool {
        shard.map { !$0.includes(test, fileName: name.fileName) } ?? false
    }

    /// The reference file in each suffix's directory, in order.
    package var referenceFiles: [URL] {
        suffixes.map {
            ReferenceDirectory.classDirectory(base: referenceDirectory, suffix: $0, classFolder: test.classFolder)
                .appendingPathComponent(name.fileName)
        }
    }

    /// The folder of this test class's failure images and results.
    var artifactsClassDirectory: URL {
        artifactsDirectory.appendingPathComponent(test.classFolder, isDirectory: true)
    }
}
