/// Which device-agnostic parts a reference file name includes, as
/// iOSSnapshotTestCase's `FBSnapshotTestCaseFileNameIncludeOption` bitmask
/// (same bits, same order in the name: device, OS, screen size, screen scale).
///
/// The empty set (the default) adds nothing, so one reference serves every device.
public struct FileNameOptions: OptionSet, Sendable, Hashable {
    /// The bits, as iOSSnapshotTestCase numbers them.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The device model name, such as `iPhone_15`.
    public static let device = FileNameOptions(rawValue: 1 << 0)
    /// The OS version, such as `17_0`.
    public static let os = FileNameOptions(rawValue: 1 << 1)
    /// The screen size in points, such as `393x852`.
    public static let screenSize = FileNameOptions(rawValue: 1 << 2)
    /// The screen scale, such as `3x`.
    public static let screenScale = FileNameOptions(rawValue: 1 << 3)
}
