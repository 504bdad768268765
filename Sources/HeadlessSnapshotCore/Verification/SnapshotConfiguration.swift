import Foundation

/// Settings of snapshot verification that tests may scope, through a
/// task-local value so parallel tests do not see each other's:
///
/// ```swift
/// var configuration = SnapshotConfiguration.current
/// configuration.recordMode = .never
/// await SnapshotConfiguration.$current.withValue(configuration) {
///     await assertSnapshot(of: view)
/// }
/// ```
public struct SnapshotConfiguration: Sendable {
    /// The record mode, unless the assertion gives one (see ``SnapshotRecordMode``).
    public var recordMode: SnapshotRecordMode?
    /// The reference directory, unless `FB_REFERENCE_IMAGE_DIR` or the test case sets one.
    public var referenceDirectory: URL?
    /// Where failure images and results go, unless `IMAGE_DIFF_DIR` is set;
    /// by default a folder of the run, `.build/snapshot-results/<run>/` of the test's package.
    public var artifactsDirectory: URL?
    /// How long verification waits for what a value is still waiting for,
    /// such as a view tree's image loads (see ``Snapshotting/pending``); 5 s by default.
    public var pendingTimeout: Duration
    /// The environment variables read (such as `SNAPSHOT_RECORD`); nil (the
    /// default) reads the process's when each verification runs, as
    /// FBSnapshotTestCase does, so a value set with `setenv` mid-run counts.
    public var environment: [String: String]?

    /// Creates a configuration.
    public init(
        recordMode: SnapshotRecordMode? = nil, referenceDirectory: URL? = nil, artifactsDirectory: URL? = nil,
        pendingTimeout: Duration = .seconds(5), environment: [String: String]? = nil
    ) {
        self.recordMode = recordMode
        self.referenceDirectory = referenceDirectory
        self.artifactsDirectory = artifactsDirectory
        self.pendingTimeout = pendingTimeout
        self.environment = environment
    }

    /// The configuration in effect: the innermost `$current.withValue` scope's, or the defaults.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// The failure images directory in effect for a test in `testFilePath`:
    /// `IMAGE_DIFF_DIR`, else ``artifactsDirectory``, else this run's folder
    /// (`.build/snapshot-results/<run>/`), made (with its `run.json`) when first asked for.
    package func effectiveArtifactsDirectory(testFilePath: String) -> URL {
        let environment = effectiveEnvironment
        let chosen =
            environment[SnapshotEnvironment.imageDiffDirectory].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? artifactsDirectory
        guard let chosen else { return SnapshotRun.directory(testFilePath: testFilePath, environment: environment) }
        SnapshotRun.describe(chosen, environment: environment)
        return chosen
    }

    /// The environment read now: ``environment``, or the process's as it is at this moment.
    package var effectiveEnvironment: [String: String] {
        environment ?? ProcessInfo.processInfo.environment
    }
}
