package import HeadlessGeometry
package import HeadlessLayers
package import HeadlessRaster

/// A rectangle of the interface: UIKit's `UIView`, with its subclasses'
/// overrides (`layoutSubviews()`, `draw(_:)`, `sizeThatFits(_:)`,
/// `intrinsicContentSize`, `traitCollectionDidChange(_:)`,
/// `updateConstraints()`) honoured by this package's layout and rendering.
///
/// A `UIView` is a face on an engine view, which it owns; the engine view
/// keeps its face while it is in a tree (Documentation/UIKitFace.md).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiview)
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The engine view this face shows.
    package let backing: View

    /// An integer that identifies the view in ``viewWithTag(_:)``; 0 by default.
    public var tag = 0

    /// Whether the view draws no transparent pixels: a hint UIKit uses for
    /// speed; pixels are the same either way. True by default, as UIKit's.
    public var isOpaque = true

    /// Whether the view takes touches; snapshots send none. True by default.
    public var isUserInteractionEnabled = true

    /// The view controller whose view this is, told of its layout and trait changes.
    weak var owningViewController: UIViewController?

    /// The content mode last set.
    var storedContentMode = ContentMode.scaleToFill

    /// The colours last set, returned as set (the engine keeps what they resolve to).
    var colors = (background: UIColor?.none, tint: UIColor?.none)

    /// The face on the view's layer, made on first use.
    lazy var layerFace = CALayer.face(of: backing.layer)

    /// An engine view the next `init(frame:)` adopts instead of making one (see ``face(of:)``).
    private static var adoptedBacking: View?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        if let adopted = UIView.adoptedBacking {
            UIView.adoptedBacking = nil
            backing = adopted
        } else {
            if Self.layerClass != CALayer.self { View.layerClassOverride = (Self.layerClass as? CALayer.Type)?.backingClass }
            backing = Self.makeBacking()
            backing.frame = Rect(frame)
        }
        super.init()
        backing.face = self
    }

    /// Creates a view with an empty frame.
    public override convenience init() { self.init(frame: .zero) }

    /// There are no archives to decode views from here: returns nil, as a
    /// view that could not be decoded. Subclasses override it as UIKit requires.
    public required init?(coder: NSCoder) { return nil }

    /// The class of the view's layer: override to back the view with a
    /// `CAShapeLayer` or `CAGradientLayer` (``layer`` is then one).
    open class var layerClass: AnyClass { CALayer.self }

    /// The engine view a new instance of this class is backed by; each UIKit class names its engine class.
    class func makeBacking() -> View { View(frame: .zero) }

    /// The face on `view`: its own, or a new one of the UIKit class for the
    /// engine class, for a view the engine made (a cell's content view).
    package static func face(of view: View) -> UIView {
        if let face = view.face as? UIView { return face }
        adoptedBacking = view
        return makeFace(for: view)
    }

    /// The next responder: the view controller whose view this is, or the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Overridable behaviour

    /// Positions the subviews; the default applies the constraints' frames
    /// (done by the layout pass) and whatever the class lays out itself.
    open func layoutSubviews() { backing.layoutSubviews() }

    /// The size that best fits `size`; the default is the current size, and each UIKit class gives its own.
    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(backing.sizeThatFits(Size(size))) }

    /// The natural size of the content; ``noIntrinsicMetric`` in an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(backing.intrinsicContentSize) }

    /// Draws custom content into ``UIGraphicsGetCurrentContext()``, over the
    /// background and under the subviews. A plain view draws nothing; UIKit's
    /// classes draw theirs (a label its text), so their subclasses call super.
    open func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas else { return }
        backing.draw(Rect(rect), in: canvas)
    }

    /// The size the view's constraints give it when pulled towards `targetSize`
    /// with the given priorities; a table cell answers with its fitting height at the target width.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            backing.systemLayoutSizeFitting(
                Size(targetSize), withHorizontalFittingPriority: LayoutPriority(horizontalFittingPriority.rawValue),
                verticalFittingPriority: LayoutPriority(verticalFittingPriority.rawValue)))
    }

    /// Called when the view's traits change, after the new ones are in ``traitCollection``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Adds, changes or removes constraints before a layout pass; call super last, as UIKit asks.
    open func updateConstraints() {}

    /// Called before the view moves to `newSuperview` (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil when it leaves one).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when the tint colour this view inherits or sets changes.
    open func tintColorDidChange() {}
    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called for views loaded from archives, which there are none of here.
    open func awakeFromNib() {}

    /// Whether assistive technologies treat the view as one element: false
    /// for a plain view, true for labels and controls.
    open var isAccessibilityElement: Bool {
        get { backing.isAccessibilityElement }
        set { backing.isAccessibilityElement = newValue }
    }

    /// What VoiceOver reads first; a label's text by default.
    open var accessibilityLabel: String? {
        get { backing.accessibilityLabel }
        set { backing.accessibilityLabel = newValue }
    }

    /// The element's current value, read after the label.
    open var accessibilityValue: String? {
        get { backing.accessibilityValue }
        set { backing.accessibilityValue = newValue }
    }

    /// What using the element does, read last.
    open var accessibilityHint: String? {
        get { backing.accessibilityHint }
        set { backing.accessibilityHint = newValue }
    }

    /// What the element is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { UIAccessibilityTraits(backing.accessibilityTraits) }
        set { backing.accessibilityTraits = newValue.engine }
    }

    /// A name for finding the view in tests; never read aloud.
    open var accessibilityIdentifier: String?

    /// Which view classes are an app's rather than this module's, by class.
    private static var appClasses: [ObjectIdentifier: Bool] = [:]

    /// The engine's value for a missing intrinsic length, −1 as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1
}

/// The engine asks the face for each overridable member.
extension UIView: ViewFace {
    package func faceLayoutSubviews() {
        UITraitCollection.withCurrent(traitCollection) {
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    package func faceSizeThatFits(_ size: Size) -> Size { Size(sizeThatFits(CGSize(size))) }

    package var faceIntrinsicContentSize: Size { Size(intrinsicContentSize) }

    package func faceDraw(_ rect: Rect, in canvas: Canvas) {
        UITraitCollection.withCurrent(traitCollection) {
            UIGraphicsContextStack.drawing(into: canvas) { draw(CGRect(rect)) }
        }
    }

    /// Draws an app's view class once into a recording canvas that is then
    /// thrown away, so that layer properties its `draw(_:)` or `drawText(in:)`
    /// sets (a corner radius from the bounds, say) apply to the picture being
    /// taken, as on iOS, where a view displays before it is composited. This
    /// package's own classes draw nothing that changes their layers, so they
    /// are not drawn twice.
    package func faceDisplay() {
        guard Self.isAppClass, bounds.width >= 1, bounds.height >= 1,
            let canvas = try? Canvas(recordingWidth: Int(min(bounds.width, 4096)), height: Int(min(bounds.height, 4096)))
        else { return }
        faceDraw(Rect(bounds), in: canvas)
    }

    /// Whether the class is an app's (or a test's), not one this module defines.
    private static var isAppClass: Bool {
        let id = ObjectIdentifier(self)
        if let known = appClasses[id] { return known }
        let isApp = !String(reflecting: self).hasPrefix("UIKit.")
        appClasses[id] = isApp
        return isApp
    }

    package func faceTraitCollectionDidChange(_ previous: TraitCollection) {
        backing.traitCollectionDidChange(previous)
        traitCollectionDidChange(UITraitCollection(previous))
        owningViewController?.traitCollectionDidChange(UITraitCollection(previous))
    }

    package func faceUpdateConstraints() {
        backing.updateConstraints()
        updateConstraints()
    }
}

/// A view is its layer's delegate, as on iOS (`view.layer.delegate === view`).
extension UIView: CALayerDelegate {}
