import HeadlessGeometry
import HeadlessRaster

/// A rectangle of the user interface, with UIKit's `UIView` semantics: it
/// owns a ``Layer`` (geometry and appearance are the layer's), has subviews,
/// lays them out, measures itself, draws custom content and inherits traits.
///
/// ```swift
/// let card = View(frame: Rect(x: 16, y: 16, width: 200, height: 80))
/// card.backgroundColor = .white
/// card.layer.cornerRadius = 12
/// try card.addSubview(Label(text: "Hello"))
/// let image = try card.drawHierarchy()
/// ```
///
/// Deep trees are fine: layout, traits, rendering and release are iterative.
@MainActor
open class View {
    /// The class of the layer every instance creates; override to back a view
    /// with a layer subclass.
    open class var layerClass: Layer.Type { Layer.self }

    /// The layer that draws the view.
    public let layer: Layer
    /// The class of the next view's layer, in place of its class's
    /// ``layerClass``: set by a face whose `layerClass` is overridden, consumed by the next view made.
    package static var layerClassOverride: Layer.Type?
    /// The view this one is a subview of.
    public internal(set) weak var superview: View? {
        didSet { faceReference.keep(attached: superview != nil) }
    }
    /// The subviews, back to front.
    public var subviews: [View] { subviewList.elements }
    /// Where the subviews are kept.
    var subviewList = ChildList<View>()

    /// The background colour, resolved for the view's traits; none by default.
    public var backgroundColor: DynamicColor? {
        didSet { layer.backgroundColor = backgroundColor?.resolved(with: traitCollection) }
    }
    /// The tint colour for this view and its subtree; `nil` inherits the
    /// superview's (the system blue at the root).
    public var tintColor: DynamicColor? {
        didSet {
            updateTintInSubtree()
            setNeedsLayout()
        }
    }
    /// Traits this view sets for itself and its subtree.
    public var traitOverrides = TraitOverrides() {
        didSet { setNeedsLayout() }
    }
    /// The traits the view was last laid out with: its superview's (or its
    /// window's device) with ``traitOverrides`` applied. Updated by every
    /// layout pass and rendering path.
    public internal(set) var traitCollection: TraitCollection = .unattached
    /// The resolved tint: this view's or the nearest ancestor's ``tintColor``.
    public internal(set) var effectiveTintColor: Color = DynamicColor.systemBlue.resolved(with: .unattached)
    /// How the view's frame follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// The default spacing between the view's edges and its content (8 points on every edge).
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet { setNeedsLayout() }
    }
    /// Whether the appearance proxies have been applied to this view.
    var hasAppliedAppearance = false
    /// The view's Auto Layout flags, constraints and guides.
    let autoLayout = AutoLayoutState()
    /// The accessibility properties set on the view (its class gives the defaults).
    package let accessibility = AccessibilityState()
    /// The face on the view (see ``ViewFace``).
    let faceReference = FaceReference<any ViewFace>()

    /// Creates a view with the given frame.
    public required init(frame: Rect) {
        layer = View.layerClassOverride.map { $0.init() } ?? Self.layerClass.init()
        View.layerClassOverride = nil
        layer.owningView = self
        layer.frame = frame
    }

    /// Creates a view with an empty frame.
    public convenience init() { self.init(frame: .zero) }

    /// Releases the subview tree iteratively, so a deep chain cannot overflow the stack.
    isolated deinit {
        var children = subviewList.removeAll()
        TreeTeardown.dismantle(&children, releasingFaces: \.faceReference) { view in view.subviewList.removeAll() }
    }

    // MARK: Overridable behaviour

    /// Positions the subviews; called by the layout pass when the view needs
    /// layout, after the constraints of the tree were solved. The default
    /// does nothing (autoresizing is applied when sizes change).
    open func layoutSubviews() {}

    /// Adds, changes or removes the view's constraints before a layout pass;
    /// called when ``needsUpdateConstraints`` (once for every view at first,
    /// then after ``setNeedsUpdateConstraints()``), subviews before superviews.
    /// The default does nothing.
    open func updateConstraints() {}

    // MARK: Accessibility, as UIKit's informal protocol

    /// What the view's class gives assistive technologies when nothing is
    /// set: nothing for a plain view; subclasses give theirs (a label its
    /// text, a button its title and trait).
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    /// Whether assistive technologies treat the view as one element (its
    /// subviews then are not read); false for a plain view, true for labels,
    /// buttons and controls.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }

    /// What VoiceOver reads first: a short name of the element ("Wi-Fi");
    /// a label's text, a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }

    /// The element's current value, read after the label ("50%", "1" for a switch that is on).
    open var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityDefaults.value }
        set { accessibility.value = newValue }
    }

    /// What using the element does, read last ("Double tap to open").
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// What the element is and how it behaves (a label's static text, a button's button trait).
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }

    /// Where the first or last baseline lies for Auto Layout, as a share of
    /// the height plus an offset from the top: the bottom edge (1, 0) for a
    /// view without text.
    func layoutBaseline(first: Bool) -> (shareOfHeight: Double, offset: Double) { (1, 0) }

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The natural size of the content, or ``View/noIntrinsicMetric`` in an
    /// axis without one (the default).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Draws custom content in the view's coordinate space, over the
    /// background and under the subviews; `rect` is the bounds. The default draws nothing.
    open func draw(_ rect: Rect, in canvas: Canvas) {}

    /// Called when the layout pass gives the view different traits.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {}

    /// Applies resolved traits to the layer: colours and, in subclasses, fonts.
    /// Called by every layout pass, after ``traitCollection`` is updated.
    func updateForTraits() {
        layer.backgroundColor = backgroundColor?.resolved(with: traitCollection)
    }

    /// The traits at the top of a tree: a window's device, or none.
    var rootTraitCollection: TraitCollection { .unattached }
}
