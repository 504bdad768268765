// The generic front end: any value, any strategy, from XCTest or Swift
// Testing. References are named after the calling function and kept in
// `ReferenceImages_64/<Module>.<Suite or FileName>/` beside the test file.

/// Verifies a snapshot of `value` taken by `strategy` against its reference
/// (or records it), waiting for the value on the run loop; a failure is
/// reported to the running test (an `Issue` in Swift Testing, `XCTFail` in XCTest).
///
/// ```swift
/// assertSnapshot(of: invoice, as: .json)
/// assertSnapshot(of: bitmap, as: .image(tolerance: ComparisonOptions(maxChannelDelta: 2)))
/// ```
///
/// - Parameters:
///   - value: The value; a value that throws fails the snapshot with its error.
///   - strategy: How the value becomes a snapshot, and how snapshots are compared.
///   - name: Tells several snapshots in one test apart (FBSnapshotTestCase's identifier).
///   - record: The record mode, ahead of ``SnapshotConfiguration`` and `SNAPSHOT_RECORD`.
///   - fileID: The file the reference folder is named after; leave it to default.
///   - filePath: The test file, beside which references are kept; leave it to default.
///   - function: The test function the reference is named after; leave it to default.
///   - line: The line a failure is reported at; leave it to default.
///   - column: The column a failure is reported at; leave it to default.
/// - Returns: The result, whose ``SnapshotResult/reference`` is the reference file.
@MainActor @discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) -> SnapshotResult {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let result = verifySnapshotResult(of: value, as: strategy, named: name, record: record, site: site)
    site.report(result)
    return result
}

/// ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``
/// waiting for the value by suspending, and verifying off the main actor.
@MainActor @discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) async -> SnapshotResult {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let result = await verifySnapshotResult(of: value, as: strategy, named: name, record: record, site: site)
    site.report(result)
    return result
}

/// Verifies as ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)-9k9gp``
/// does, but reports nothing: returns the failure message, or nil when the
/// snapshot matches (swift-snapshot-testing's `verifySnapshot`).
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) -> String? {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return verifySnapshotResult(of: value, as: strategy, named: name, record: record, site: site).failureMessage
}

/// ``verifySnapshot(of:as:named:record:fileID:filePath:function:line:column:)``
/// waiting for the value by suspending.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) async -> String? {
    let site = AssertionSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return await verifySnapshotResult(of: value, as: strategy, named: name, record: record, site: site).failureMessage
}

/// Builds the value (a throwing value fails the snapshot with its error) and verifies it on the run loop.
@MainActor
private func verifySnapshotResult<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotRecordMode?, site: AssertionSite
) -> SnapshotResult {
    let assertion = site.assertion(recordMode: record)
    do { return assertion.verify(try value(), as: strategy, identifier: name) } catch {
        return assertion.unbuilt(name, as: strategy, error)
    }
}

/// Builds the value and verifies it by suspending.
@MainActor
private func verifySnapshotResult<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotRecordMode?, site: AssertionSite
) async -> SnapshotResult {
    let assertion = site.assertion(recordMode: record)
    do { return await assertion.verify(try value(), as: strategy, identifier: name) } catch {
        return assertion.unbuilt(name, as: strategy, error)
    }
}
