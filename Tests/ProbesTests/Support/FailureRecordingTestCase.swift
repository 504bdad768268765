import XCTest

/// An XCTest case that can catch the failures an assertion reports, so tests
/// can check that an assertion fails, and how, without failing themselves.
/// (Linux's XCTest has no `XCTExpectFailure`.)
class FailureRecordingTestCase: XCTestCase {
    /// A failure caught by ``recordingFailures(_:)``.
    struct RecordedFailure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var recorded: [RecordedFailure]?

    /// Runs `body`, returning the failures it reported instead of failing
    /// the test with them.
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        recorded = []
        defer { recorded = nil }
        body()
        return recorded ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if recorded != nil {
            recorded?.append(RecordedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
