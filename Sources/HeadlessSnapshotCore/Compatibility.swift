// FBSnapshotTestCase's spellings, kept so tests written against it read the
// same here.

/// The reference directory suffixes FBSnapshotTestCase tries by default:
/// `_64` then `_32` on 64-bit machines, `_32` then `_64` otherwise.
/// Verification tries them in order; recording writes into the first.
public func FBSnapshotTestCaseDefaultSuffixes() -> [String] {
    MemoryLayout<Int>.size == 8 ? ["_64", "_32"] : ["_32", "_64"]
}
