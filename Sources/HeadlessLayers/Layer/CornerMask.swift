/// The corners of a layer that ``Layer/cornerRadius`` rounds, as
/// `CACornerMask` (named by position on screen, y down).
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 1 << 3)
    /// All four corners.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
