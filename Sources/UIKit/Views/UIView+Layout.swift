internal import HeadlessGeometry
internal import HeadlessLayers

/// Layout: the pass, sizing, Auto Layout and margins.
extension UIView: _LayoutAnchorProviding {
    /// The engine item the anchors belong to.
    public var _layoutItem: _LayoutItemHandle { _LayoutItemHandle(item: backing) }

    /// Marks the view as needing layout before it is next drawn.
    public func setNeedsLayout() { backing.setNeedsLayout() }

    /// Lays out the view's tree now if it needs it: constraints are solved,
    /// then each view's ``layoutSubviews()`` runs, superviews first.
    public func layoutIfNeeded() { backing.layoutIfNeeded() }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() { backing.sizeToFit() }

    /// Marks the content as needing to be drawn again; content is drawn fresh for every snapshot.
    public func setNeedsDisplay() {}

    /// Marks part of the content as needing to be drawn again; content is drawn fresh for every snapshot.
    public func setNeedsDisplay(_ rect: CGRect) {}

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() { backing.invalidateIntrinsicContentSize() }

    /// Whether the frame is turned into constraints (true, the default) or
    /// left to constraints the code adds (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { backing.translatesAutoresizingMaskIntoConstraints }
        set { backing.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The active constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { backing.constraints.map(NSLayoutConstraint.init(backing:)) }

    /// Activates `constraint` (UIKit's older call; it installs where activation does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates every constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates every constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Marks the constraints as needing ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() { backing.setNeedsUpdateConstraints() }

    /// Runs ``updateConstraints()`` in the tree now if it needs it.
    public func updateConstraintsIfNeeded() { backing.updateConstraintsIfNeeded() }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(backing.contentHuggingPriority(for: axis.engine).rawValue)
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        backing.setContentHuggingPriority(LayoutPriority(priority.rawValue), for: axis.engine)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(backing.contentCompressionResistancePriority(for: axis.engine).rawValue)
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        backing.setContentCompressionResistancePriority(LayoutPriority(priority.rawValue), for: axis.engine)
    }

    /// The size the view's constraints give it nearest `targetSize` (see ``layoutFittingCompressedSize``).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The first baseline of the view's text, for constraints.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: backing, attribute: .firstBaseline) }

    /// The last baseline of the view's text, for constraints.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: backing, attribute: .lastBaseline) }

    /// The guide inset from the edges by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(backing: backing.layoutMarginsGuide) }

    /// The guide inset from the edges by the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(backing: backing.safeAreaLayoutGuide) }

    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { backing.layoutGuides.map(UILayoutGuide.init(backing:)) }

    /// Adds `layoutGuide` to the view, so constraints can relate to it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { backing.addLayoutGuide(layoutGuide.backing) }

    /// Removes `layoutGuide` from the view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { backing.removeLayoutGuide(layoutGuide.backing) }

    /// The space between the view's edges and its content (8 points on every edge by default).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(backing.effectiveLayoutMargins) }
        set {
            backing.layoutMargins = newValue.geometry
            layoutMarginsDidChange()
        }
    }

    /// The layout margins, leading and trailing following the layout direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft) }
        set { layoutMargins = newValue.absolute(rightToLeft: isRightToLeft) }
    }

    /// Whether the margins grow to keep content out of the unsafe area; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { backing.insetsLayoutMarginsFromSafeArea }
        set { backing.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// How far the view's edges are covered by bars and the screen's shape: from the window's device.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(backing.safeAreaInsets) }

    /// Whether the view's traits lay it out right to left.
    private var isRightToLeft: Bool { backing.traitCollection.layoutDirection == .rightToLeft }
}

extension NSLayoutConstraint {
    /// The horizontal or vertical axis.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1

        /// The engine's axis.
        var engine: LayoutConstraintAxis { self == .horizontal ? .horizontal : .vertical }
    }
}
