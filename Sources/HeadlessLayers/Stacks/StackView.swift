import HeadlessGeometry

/// A view lining up its arranged subviews along an axis, as `UIStackView`:
/// it arranges them with constraints the layout engine solves with the
/// rest of the tree (see ``LayoutConstraint``), so arranged views and their
/// contents take part in the app's own constraints. Arranged views stop
/// translating their autoresizing masks, as in UIKit; each one's natural
/// size is its ``View/intrinsicContentSize``, or its current frame size in a
/// dimension without one. Hidden arranged views take no space.
open class StackView: View {
    /// The views lined up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The identities of ``arrangedSubviews``, to tell in O(1) whether a view is arranged.
    private var arrangedIdentities = Set<ObjectIdentifier>()
    /// The direction views are lined up in; horizontal by default.
    public var axis: StackAxis = .horizontal { didSet { setNeedsLayout() } }
    /// The space between adjacent views, in points.
    public var spacing: Double = 0 { didSet { setNeedsLayout() } }
    /// How views are placed across the axis; fill by default.
    public var alignment: StackAlignment = .fill { didSet { setNeedsLayout() } }
    /// How views are sized along the axis; fill by default.
    public var distribution: StackDistribution = .fill { didSet { setNeedsLayout() } }
    /// Whether views are arranged inside the ``View/layoutMargins`` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    /// Creates an empty stack view with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// Creates a stack view arranging `views`.
    ///
    /// - Throws: ``HierarchyError`` when a view is the stack view or one of its ancestors.
    public convenience init(arrangedSubviews views: [View]) throws(HierarchyError) {
        self.init(frame: .zero)
        for view in views { try addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews); it stops translating its autoresizing mask.
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``View/addSubview(_:)``.
    public func addArrangedSubview(_ view: View) throws(HierarchyError) {
        try insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged views (clamped), adding it as a subview.
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``View/addSubview(_:)``.
    public func insertArrangedSubview(_ view: View, at index: Int) throws(HierarchyError) {
        if view.superview !== self { try addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        // Only a view already arranged needs looking for: adding n views costs O(n), not O(n²).
        if arrangedIdentities.contains(ObjectIdentifier(view)) { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        arrangedIdentities.insert(ObjectIdentifier(view))
        setNeedsLayout()
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedIdentities.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// The arranged views still subviews of the stack and not hidden: the views the stack places.
    var visibleArrangedSubviews: [View] {
        if arrangedSubviews.contains(where: { $0.superview !== self }) {
            arrangedSubviews.removeAll { $0.superview !== self }
            arrangedIdentities = Set(arrangedSubviews.map(ObjectIdentifier.init))
        }
        return arrangedSubviews.filter { !$0.isHidden }
    }

    /// The natural length of the visible views along the axis with spacing,
    /// and the largest natural size across it, plus the margins when arranged inside them.
    open override func sizeThatFits(_ size: Size) -> Size {
        var fitted = StackArrangement(stack: self, views: visibleArrangedSubviews).naturalSize
        if isLayoutMarginsRelativeArrangement {
            fitted.width += layoutMargins.horizontal
            fitted.height += layoutMargins.vertical
        }
        return fitted
    }

    /// The natural size (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
}
