internal import HeadlessGeometry

/// Insets from a rectangle's edges: positive values move an edge inwards.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiedgeinsets)
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets with no length.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of the given lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of no length.
    public static let zero = UIEdgeInsets()

    /// The insets in this package's geometry.
    var geometry: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }

    /// The same insets, from this package's geometry.
    init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
}

/// Insets from a rectangle's edges that follow the layout direction:
/// `leading` is the left edge in a left-to-right layout, the right in a
/// right-to-left one.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets with no length.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of no length.
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets for a layout that runs right to left when `rightToLeft`, else left to right.
    func absolute(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }

    /// The directional form of `insets` for a layout that runs right to left when `rightToLeft`.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}

/// A horizontal and vertical offset.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uioffset)
public struct UIOffset: Equatable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset of the given lengths.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// A set of edges from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// A set of corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension CGRect {
    /// The rectangle with its edges moved inwards by `insets`, as UIKit's
    /// `inset(by:)` (`UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
