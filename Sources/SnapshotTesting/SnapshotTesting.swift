#if canImport(XCTest)
    import XCTest

    /// XCTest's test case, under swift-snapshot-testing's old name.
    @available(*, deprecated, renamed: "XCTestCase")
    public typealias SnapshotTestCase = XCTestCase
#endif
