internal import HeadlessLayers

/// An attribute of a view or layout guide that constraints are built from.
/// Horizontal positions, vertical positions and sizes relate only to
/// anchors of their own kind (`AnchorType`), as UIKit's generic anchor does.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutanchor)
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The engine item: a view or guide.
    let item: any LayoutItem
    /// The engine attribute.
    let attribute: LayoutAttribute

    /// The anchor for `attribute` of `item`.
    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: 1, constant: c)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// A constraint relating this anchor to `anchor` (nil for a constant).
    func related(_ relation: LayoutRelation, to anchor: NSLayoutAnchor?, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            backing: LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                attribute: anchor?.attribute ?? .notAnAttribute, multiplier: Double(multiplier), constant: Double(constant)))
    }
}

/// A horizontal position: leading, trailing, left, right or centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint `self == anchor + multiplier × 8`: UIKit's standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }
}

/// A vertical position: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint `self == anchor + multiplier × 8`: UIKit's standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// A constraint `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }

    /// A constraint `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: 1, constant: multiplier * systemSpacing)
    }
}

/// The standard space between sibling views, 8 points.
private let systemSpacing: CGFloat = 8

/// A size: width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { related(.equal, to: nil, multiplier: 1, constant: c) }

    /// A constraint `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: nil, multiplier: 1, constant: c)
    }

    /// A constraint `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: nil, multiplier: 1, constant: c)
    }

    /// A constraint `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        related(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

/// A view or layout guide, to which the anchors belong; an implementation
/// detail of `UIView` and `UILayoutGuide`, which both have UIKit's anchors.
@preconcurrency @MainActor
public protocol _LayoutAnchorProviding {
    /// The engine item the anchors belong to.
    var _layoutItem: _LayoutItemHandle { get }
}

/// The engine item behind a view or layout guide.
@preconcurrency @MainActor
public struct _LayoutItemHandle {
    /// The engine item.
    let item: any LayoutItem
}

extension _LayoutAnchorProviding {
    /// The leading edge (left in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: _layoutItem.item, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: _layoutItem.item, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: _layoutItem.item, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: _layoutItem.item, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: _layoutItem.item, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: _layoutItem.item, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: _layoutItem.item, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: _layoutItem.item, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: _layoutItem.item, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: _layoutItem.item, attribute: .height) }
}
