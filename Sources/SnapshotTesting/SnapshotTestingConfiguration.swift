import Foundation
import HeadlessLocking

/// When snapshots are recorded and how failures name a diff tool, as
/// swift-snapshot-testing configures them: set for a scope with
/// ``withSnapshotTesting(record:diffTool:operation:)`` or the
/// Swift Testing trait `.snapshots(record:diffTool:)`.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the scope running, if one was set.
    @TaskLocal public static var current: Self?

    /// The diff tool named in failures; inherited when nil.
    public var diffTool: DiffTool?
    /// The record mode; inherited when nil.
    public var record: Record?

    /// A configuration of `record` and `diffTool` (nil inherits).
    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// When references are written.
    public struct Record: Equatable, Sendable {
        /// The mode's name.
        let name: String

        /// The mode named `all`, `failed`, `missing` or `never`; nil for another name.
        public init?(rawValue: String) {
            guard ["all", "failed", "missing", "never"].contains(rawValue) else { return nil }
            name = rawValue
        }

        /// Records every snapshot, overwriting its reference; the test fails.
        public static let all = Record(rawValue: "all")!
        /// Records a missing reference, and overwrites one that does not match; the test fails.
        public static let failed = Record(rawValue: "failed")!
        /// Records a missing reference (the test fails); verifies the others. The default.
        public static let missing = Record(rawValue: "missing")!
        /// Never writes a reference: a missing one fails the test.
        public static let never = Record(rawValue: "never")!
    }

    /// What a failure prints to compare the reference and the failed snapshot:
    /// a command line built from their paths.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        /// Builds the text from the reference's and the failed snapshot's paths.
        let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A diff tool whose text `tool` builds.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command: `"<command> <reference> <failed>"`.
        public init(stringLiteral value: StringLiteralType) {
            self.init { "\(value) \($0) \($1)" }
        }

        /// Kaleidoscope's `ksdiff`.
        public static let ksdiff: DiffTool = "ksdiff"

        /// The two files as URLs, and how to configure a tool.
        public static let `default` = DiffTool { current, failed in
            """
            @\u{2212}
            "file://\(current)"
            @+
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The text for a reference and a failed snapshot.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` records everything (``all``), `false` what is missing (``missing``).
    @available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
    public init(booleanLiteral value: BooleanLiteralType) {
        self = value ? .all : .missing
    }
}

extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    /// The default diff tool.
    @available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default")
    public init(nilLiteral: ()) {
        self = .default
    }
}

/// Runs `operation` with `record` and `diffTool` in effect (nil keeps what
/// encloses it), as swift-snapshot-testing's `withSnapshotTesting`.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(.merged(record: record, diffTool: diffTool), operation: operation)
}

/// ``withSnapshotTesting(record:diffTool:operation:)`` for an async operation.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        .merged(record: record, diffTool: diffTool), operation: operation, isolation: isolation)
}

extension SnapshotTestingConfiguration {
    /// The current configuration with `record` and `diffTool` set where given.
    static func merged(record: Record?, diffTool: DiffTool?) -> Self {
        Self(record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool)
    }

    /// The record mode in effect: the scope's, else the process's (``isRecording``,
    /// else `SNAPSHOT_TESTING_RECORD`, else ``Record/missing``).
    static var effectiveRecord: Record { current?.record ?? ProcessDefaults.shared.withLock { $0.record } }

    /// The diff tool in effect: the scope's, else the process's.
    static var effectiveDiffTool: DiffTool { current?.diffTool ?? ProcessDefaults.shared.withLock { $0.diffTool } }
}

/// The process-wide record mode and diff tool, behind the deprecated globals.
struct ProcessDefaults: Sendable {
    /// The record mode: from `SNAPSHOT_TESTING_RECORD` when it names one, else ``SnapshotTestingConfiguration/Record/missing``.
    var record =
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
        .flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .missing
    /// The diff tool.
    var diffTool = SnapshotTestingConfiguration.DiffTool.default

    /// The process's values.
    static let shared = SanitizerVisibleMutex(ProcessDefaults())
}

/// Whether every snapshot is recorded (``SnapshotTestingConfiguration/Record/all``)
/// outside a ``withSnapshotTesting(record:diffTool:operation:)`` scope;
/// setting it false records only what is missing.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
    get { SnapshotTestingConfiguration.effectiveRecord == .all }
    set { ProcessDefaults.shared.withLock { $0.record = newValue ? .all : .missing } }
}

/// The diff tool failures name outside a ``withSnapshotTesting(record:diffTool:operation:)`` scope.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotTestingConfiguration.effectiveDiffTool }
    set { ProcessDefaults.shared.withLock { $0.diffTool = newValue } }
}

/// ``isRecording``'s old name.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}
