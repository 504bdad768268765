/// An attribute of a view or guide to build constraints from, as UIKit's
/// `NSLayoutAnchor`: horizontal positions (``LayoutXAxisAnchor``), vertical
/// positions (``LayoutYAxisAnchor``) and sizes (``LayoutDimension``) relate
/// only to anchors of their own kind.
@MainActor
public protocol LayoutAnchor {
    /// The view or guide.
    var item: any LayoutItem { get }
    /// The attribute.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// A constraint `self == anchor + constant`.
    public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        related(.equal, to: anchor, multiplier: 1, constant: constant)
    }

    /// A constraint `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }

    /// A constraint `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: 1, constant: constant)
    }

    /// A constraint relating this anchor to `anchor` (nil for a constant).
    func related(_ relation: LayoutRelation, to anchor: Self?, multiplier: Double, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centre X.
public struct LayoutXAxisAnchor: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute
}

/// A vertical position: top, bottom, centre Y or a baseline.
public struct LayoutYAxisAnchor: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute
}

/// A width or a height.
public struct LayoutDimension: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    /// A constraint `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        related(.equal, to: nil, multiplier: 1, constant: constant)
    }

    /// A constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: nil, multiplier: 1, constant: constant)
    }

    /// A constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        related(.lessThanOrEqual, to: nil, multiplier: 1, constant: constant)
    }

    /// A constraint `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        related(.equal, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
        constant: Double = 0
    ) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double,
        constant: Double = 0
    ) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors of a view or guide.
extension LayoutItem {
    /// The leading edge (left in a left-to-right layout).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in a left-to-right layout).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    /// The baseline of the first line of text (the bottom edge of a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
