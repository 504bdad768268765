import Foundation
import HeadlessSnapshot

/// Which device parts a reference file name includes, with
/// iOSSnapshotTestCase's names and bits.
public struct FBSnapshotTestCaseFileNameIncludeOption: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No device parts (and, in iOSSnapshotTestCase, no `@<scale>x`).
    public static let none = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 0)
    /// The device model, such as `iPhone_15`.
    public static let device = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 1)
    /// The OS version, such as `17_0`.
    public static let OS = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 2)
    /// The screen size in points, such as `393x852`.
    public static let screenSize = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 3)
    /// The screen scale, as `@3x` at the end.
    public static let screenScale = FBSnapshotTestCaseFileNameIncludeOption(rawValue: 1 << 4)

    /// The engine's parts of a name for these options (the scale apart).
    var nameOptions: FileNameOptions {
        guard !contains(.none) else { return [] }
        var options: FileNameOptions = []
        if contains(.device) { options.insert(.device) }
        if contains(.OS) { options.insert(.os) }
        if contains(.screenSize) { options.insert(.screenSize) }
        return options
    }

    /// Whether names end in `@<scale>x`.
    var namesScale: Bool { contains(.screenScale) && !contains(.none) }
}

/// The reference directory suffixes, tried in order: `_64`, then `_32`.
public func FBSnapshotTestCaseDefaultSuffixes() -> NSOrderedSet {
    NSOrderedSet(array: HeadlessSnapshotCore.FBSnapshotTestCaseDefaultSuffixes())
}

/// Whether the process is 64-bit; it always is here.
public func FBSnapshotTestCaseIs64Bit() -> Bool { MemoryLayout<Int>.size == 8 }
