import HeadlessGeometry

/// A rectangle in a view's layout that is not a view, as `UILayoutGuide`:
/// it takes part in constraints (its anchors) without drawing anything, to
/// space views evenly or to stand for an area such as the safe area. Add one
/// with ``View/addLayoutGuide(_:)``; every view has a ``View/layoutMarginsGuide``
/// and a ``View/safeAreaLayoutGuide``.
@MainActor
public final class LayoutGuide {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// A name for the guide, printed in constraint descriptions.
    public var identifier: String
    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    public internal(set) var layoutFrame: Rect = .zero
    /// The guide's unknowns in the layout engine, made on first use.
    var variables: LayoutFrame?

    /// A guide named `identifier`.
    public init(identifier: String = "") {
        self.identifier = identifier
    }
}

extension View {
    /// The guides added to the view (not its margins or safe-area guides).
    public var layoutGuides: [LayoutGuide] { autoLayout.guides }

    /// Adds `guide` to the view, taking it from any other view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.guides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// Removes `guide` from the view, deactivating the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        deactivateConstraints { $0 === guide }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    /// The view's bounds inset by its ``layoutMargins`` (and, while
    /// ``insetsLayoutMarginsFromSafeArea``, by the safe area first), as `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(\.marginsGuide, identifier: "UIViewLayoutMarginsGuide") }

    /// The part of the view that the window's safe area covers (the device's
    /// ``DeviceProfile/safeAreaInsets``), as `UIView.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(\.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide") }

    /// The guide the view keeps at `slot`, made on first use.
    private func systemGuide(_ slot: ReferenceWritableKeyPath<AutoLayoutState, LayoutGuide?>, identifier: String) -> LayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = LayoutGuide(identifier: identifier)
        guide.owningView = self
        autoLayout[keyPath: slot] = guide
        return guide
    }
}
