package import HeadlessLayers

/// A rectangle that takes part in Auto Layout without drawing: the margins
/// and safe area guides of a view, or one added with `addLayoutGuide(_:)`.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilayoutguide)
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, _LayoutAnchorProviding {
    /// The engine guide.
    package let backing: LayoutGuide

    /// A face on an engine guide.
    package init(backing: LayoutGuide) {
        self.backing = backing
        super.init()
    }

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override convenience init() { self.init(backing: LayoutGuide()) }

    /// The engine item the anchors belong to.
    public var _layoutItem: _LayoutItemHandle { _LayoutItemHandle(item: backing) }

    /// A name for descriptions.
    open var identifier: String {
        get { backing.identifier }
        set { backing.identifier = newValue }
    }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    open var layoutFrame: CGRect { CGRect(backing.layoutFrame) }

    /// The view the guide belongs to.
    open var owningView: UIView? {
        get { backing.owningView.map(UIView.face(of:)) }
        set {
            backing.owningView?.removeLayoutGuide(backing)
            newValue?.backing.addLayoutGuide(backing)
        }
    }

    /// Equal when they face the same guide.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UILayoutGuide)?.backing === backing }
    /// A hash of the guide's identity.
    open override var hash: Int { ObjectIdentifier(backing).hashValue }
}
