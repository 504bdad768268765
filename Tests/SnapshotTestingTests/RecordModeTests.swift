import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's record modes, file names and messages, verified
/// with `verifySnapshot` in a scratch directory.
@MainActor
@Suite struct RecordModeTests {
    /// A scratch directory for one test's references.
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapshot-testing-\(UUID().uuidString)", isDirectory: true)

    private func verify(
        _ text: String, record: SnapshotTestingConfiguration.Record? = nil, named name: String? = "greeting",
        testName: String = "testGreeting()"
    ) -> String? {
        withSnapshotTesting(record: record) {
            verifySnapshot(of: text, as: .lines, named: name, snapshotDirectory: directory.path, testName: testName)
        }
    }

    private func reference(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("a missing reference is recorded and fails, then the snapshot passes")
    func missingIsRecorded() throws {
        let message = try #require(verify("Hello"))
        #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
        #expect(message.contains("Re-run \"testGreeting\" to assert against the newly-recorded snapshot."))
        #expect(reference("testGreeting.greeting.linux.txt") == "Hello")
        #expect(verify("Hello") == nil)
    }

    @Test("a mismatch fails naming both files in the diff tool's words; .failed re-records only failures")
    func mismatch() throws {
        _ = verify("Hello")
        let message = try #require(verify("Hello, world", record: .missing))
        #expect(message.hasPrefix("Snapshot \"greeting\" does not match reference.\n\n@\u{2212}\n\"file://"))
        #expect(message.contains("testGreeting.greeting.linux.txt\"\n@+\n\"file://"))
        #expect(message.contains("withSnapshotTesting(diffTool: .ksdiff)"))
        #expect(reference("testGreeting.greeting.linux.txt") == "Hello")

        let recorded = try #require(verify("Hello, world", record: .failed))
        #expect(recorded.hasPrefix("Snapshot \"greeting\" does not match reference. A new snapshot was automatically recorded."))
        #expect(reference("testGreeting.greeting.linux.txt") == "Hello, world")
        #expect(verify("Hello, world", record: .failed) == nil, ".failed leaves a matching reference alone")
    }

    @Test("a named snapshot's failure names it; ksdiff and custom tools print their command")
    func diffTools() throws {
        _ = verify("a", named: "first screen")
        #expect(reference("testGreeting.first-screen.linux.txt") == "a")
        let ksdiff = try #require(withSnapshotTesting(diffTool: .ksdiff) { verify("b", named: "first screen") })
        #expect(ksdiff.hasPrefix("Snapshot \"first screen\" does not match reference.\n\nksdiff /"))
        let custom = try #require(withSnapshotTesting(diffTool: "open -a Preview") { verify("b", named: "first screen") })
        #expect(custom.contains("\n\nopen -a Preview /"))
    }

    @Test(".never records nothing; .all records everything and fails")
    func neverAndAll() throws {
        let never = try #require(verify("Hello", record: .never))
        #expect(never.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled"))
        #expect(reference("testGreeting.greeting.linux.txt") == nil)
        let all = try #require(verify("Hello", record: .all))
        #expect(all.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
        #expect(all.contains("Turn record mode off and re-run \"testGreeting\""))
        #expect(try #require(verify("Hello", record: .all)).hasPrefix("Record mode is on."), ".all fails even when it matches")
        #expect(verify("Hello") == nil)
    }

    @Test("a simulator reference beside is never overwritten nor compared, and the message says so")
    func simulatorReferenceKept() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let simulator = directory.appendingPathComponent("testGreeting.greeting.txt")
        try Data("Hello from the simulator".utf8).write(to: simulator)
        let message = try #require(verify("Hello"))
        #expect(message.contains("The simulator's reference \(simulator.path) is kept as it is and not compared on Linux"))
        #expect(reference("testGreeting.greeting.txt") == "Hello from the simulator")
        #expect(verify("Hello") == nil)
        _ = verify("Hello", record: .all)
        #expect(reference("testGreeting.greeting.txt") == "Hello from the simulator")
    }

    @Test("unnamed snapshots are numbered per test; names are sanitised as swift-snapshot-testing does")
    func naming() {
        _ = verify("one", named: nil, testName: "row(index:)")
        _ = verify("two", named: nil, testName: "row(index:)")
        _ = verify("other", named: nil, testName: "testOther()")
        #expect(reference("row-index.1.linux.txt") == "one")
        #expect(reference("row-index.2.linux.txt") == "two")
        #expect(reference("testOther.1.linux.txt") == "other")
    }

    @Test("the scope's record mode wins over the process's; an explicit record: wins over both")
    func precedence() {
        _ = verify("Hello")
        withSnapshotTesting(record: .all) {
            #expect(
                verifySnapshot(of: "Hello", as: .lines, named: "greeting", snapshotDirectory: directory.path, testName: "testGreeting()")?
                    .hasPrefix("Record mode is on.") == true)
            #expect(
                withSnapshotTesting(record: .missing) {
                    verifySnapshot(of: "Hello", as: .lines, named: "greeting", snapshotDirectory: directory.path, testName: "testGreeting()")
                } == nil)
            #expect(
                verifySnapshot(
                    of: "Hello", as: .lines, named: "greeting", record: false, snapshotDirectory: directory.path,
                    testName: "testGreeting()") == nil)
        }
        #expect(SnapshotTestingConfiguration.Record(rawValue: "sometimes") == nil)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
    }

    @Test("a value that throws fails with its error, without a reference")
    func throwingValue() throws {
        struct Unavailable: Error {}
        func make() throws -> String { throw Unavailable() }
        let message = try #require(verifySnapshot(of: try make(), as: .lines, snapshotDirectory: directory.path))
        #expect(message.contains("Unavailable"))
    }
}
