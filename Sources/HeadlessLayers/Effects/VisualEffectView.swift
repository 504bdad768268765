import HeadlessGeometry

/// A view that blurs what lies behind it and tints it, as `UIVisualEffectView`
/// with a blur effect. Add content to ``contentView``.
///
/// Only the view hierarchy path (`drawHierarchy`) renders the blur; the layer
/// path (`layer.render(in:)`) draws the style's opaque fallback colour, as
/// renderInContext does on iOS.
open class VisualEffectView: View {
    /// The subview holding the content drawn over the effect.
    public let contentView = View()

    /// The blur style.
    public var style: BlurStyle = .regular
    /// Whether the blur is drawn; true by default. Without it the view draws
    /// only its content, as a `UIVisualEffectView` whose effect is nil.
    public var drawsEffect = true

    /// The layer class: a layer that blurs its backdrop.
    open override class var layerClass: Layer.Type { BackdropLayer.self }

    /// Creates an effect view with the given frame and the regular style.
    public required init(frame: Rect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        try? addSubview(contentView)  // a fresh subview: no cycle is possible
    }

    /// Creates an effect view with `style`.
    public convenience init(style: BlurStyle) {
        self.init(frame: .zero)
        self.style = style
    }
}
