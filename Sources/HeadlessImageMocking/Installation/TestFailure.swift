#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a failure to the test framework running: a Swift Testing issue
/// inside a Swift Testing test, otherwise an XCTest failure.
enum TestFailure {
    /// Records `message` as a failure of the current test.
    static func record(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message)
        #endif
    }

    /// Whether a Swift Testing test is running in this task.
    static var inSwiftTestingTest: Bool {
        #if canImport(Testing)
            return Test.current != nil
        #else
            return false
        #endif
    }
}
