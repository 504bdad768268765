/// A part of a view's or guide's alignment rectangle that a constraint
/// relates, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    case left, right, top, bottom
    /// The left edge in a left-to-right layout, the right edge in a right-to-left one.
    case leading
    /// The right edge in a left-to-right layout, the left edge in a right-to-left one.
    case trailing
    case width, height, centerX, centerY
    /// The baseline of the first line of text (the bottom edge of a view without text).
    case firstBaseline
    /// The baseline of the last line of text (the bottom edge of a view without text).
    case lastBaseline
    /// No attribute: the second item of a constraint on a constant size.
    case notAnAttribute

    /// The axis the attribute lies on; nil for ``notAnAttribute``.
    public var axis: LayoutConstraintAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading, trailing).
    var isDirectional: Bool { self == .leading || self == .trailing }
    /// Whether the attribute is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    /// Whether the attribute is a left or right edge, whatever the layout direction.
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }

    /// UIKit's name, as constraint descriptions print it.
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// How a constraint's first attribute relates to its second, as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// The axis of a layout attribute, hugging or compression resistance, as `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Sendable, Hashable {
    case horizontal, vertical
}
