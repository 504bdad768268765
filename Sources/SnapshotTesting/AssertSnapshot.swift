import Foundation
import HeadlessSnapshotCore

/// Verifies a snapshot of `value` against its reference, recording it when
/// the record mode says so; a failure is reported to the running test (an
/// `Issue` under Swift Testing, `XCTFail` under XCTest). References live in
/// `__Snapshots__/<TestFile>/<testName>.<n or name>.linux.<ext>` beside the test file.
///
/// - Parameters:
///   - value: The value; a value that throws fails the assertion with its error.
///   - snapshotting: The strategy, such as `.image` or `.lines`.
///   - name: Names the snapshot in its file, in place of its number in the test.
///   - recording: `true` records (``SnapshotTestingConfiguration/Record/all``), `false` records what is missing; nil keeps the configuration's.
///   - timeout: How long to wait for the snapshot, in seconds.
///   - fileID: The file of the assertion; leave it to default.
///   - filePath: The test file, beside which `__Snapshots__` is; leave it to default.
///   - testName: The test's name, which names the file; leave it to default.
///   - line: The line of a failure; leave it to default.
///   - column: The column of a failure; leave it to default.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = AssertionSite(fileID: "\(fileID)", filePath: filePath, function: testName, line: Int(line), column: Int(column))
    let verification = SnapshotVerification(
        strategy: snapshotting, name: name, recording: recording, snapshotDirectory: nil, timeout: timeout, site: site)
    site.report(verification.verify(value))
}

/// Verifies a snapshot of `value` with each strategy, each named by its key.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// Verifies a snapshot of `value` with each strategy, numbered in turn.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Verifies as ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``
/// does but reports nothing: returns the failure message, or nil when the
/// snapshot matches. `snapshotDirectory` keeps the references in a directory of its own.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let site = AssertionSite(fileID: "\(fileID)", filePath: filePath, function: testName, line: Int(line), column: Int(column))
    return SnapshotVerification(
        strategy: snapshotting, name: name, recording: recording, snapshotDirectory: snapshotDirectory,
        timeout: timeout, site: site
    ).verify(value).failureMessage
}
