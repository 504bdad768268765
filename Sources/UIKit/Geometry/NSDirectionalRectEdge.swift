/// Edges of a rectangle that follow the layout direction: `leading` is the
/// left edge in a left-to-right layout and the right one in a right-to-left layout.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsdirectionalrectedge)
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
