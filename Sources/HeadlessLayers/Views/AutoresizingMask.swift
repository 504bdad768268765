import HeadlessGeometry

/// Which parts of a view's frame stretch when its superview's size changes,
/// as `UIView.AutoresizingMask`. A size change is shared among the flexible
/// parts of an axis in proportion to their current lengths (evenly when they are all zero).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The space on the left stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space on the right stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space on the top stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space on the bottom stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The frame of a subview at `frame` after its superview's size went from `old` to `new`.
    public func frame(for frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = AutoresizingMask.resize(
            start: frame.x, length: frame.width, container: old.width, delta: new.width - old.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = AutoresizingMask.resize(
            start: frame.y, length: frame.height, container: old.height, delta: new.height - old.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the new start and length.
    private static func resize(
        start: Double, length: Double, container: Double, delta: Double,
        flexible: (Bool, Bool, Bool)
    ) -> (Double, Double) {
        let parts = [start, length, container - start - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = flags.filter { $0 }.count
        guard count > 0, delta != 0 else { return (start, length) }
        let total = zip(parts, flags).reduce(0.0) { $1.1 ? $0 + max(0, $1.0) : $0 }
        func share(_ i: Int) -> Double {
            guard flags[i] else { return 0 }
            return total > 0 ? delta * max(0, parts[i]) / total : delta / Double(count)
        }
        return (start + share(0), length + share(1))
    }
}
