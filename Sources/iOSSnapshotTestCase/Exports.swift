// As the library's own module does (its umbrella header imports both), a test
// file that imports only iOSSnapshotTestCase (or FBSnapshotTestCase) sees UIKit and XCTest.
#if os(Linux)
    @_exported import UIKit
#endif
#if canImport(XCTest)
    @_exported import XCTest
#endif
