import Foundation

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``'s old spelling.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout, file: file,
        testName: testName, line: line)
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-(_,[String:Snapshotting<Value,Format>],_,_,_,_,_,_,_)``'s old spelling.
@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording, timeout: timeout, file: file, testName: testName, line: line)
}

/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)-(_,[Snapshotting<Value,Format>],_,_,_,_,_,_,_)``'s old spelling.
@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording, timeout: timeout, file: file, testName: testName, line: line)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``'s old spelling.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory,
        timeout: timeout, file: file, testName: testName, line: line)
}
