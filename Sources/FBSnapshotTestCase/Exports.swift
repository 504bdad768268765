// iOSSnapshotTestCase under the module name CocoaPods and Carthage give it,
// so test files that say `import FBSnapshotTestCase` compile unchanged.
@_exported import iOSSnapshotTestCase
