internal import Foundation
internal import HeadlessGeometry
internal import HeadlessLayers

/// The object a layer asks for its content and layout, as Core Animation's
/// `CALayerDelegate`; every method is optional (an empty default).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayerdelegate)
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's content (its `contents`) when it displays.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Is told that the layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// Positions the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// Displaying content, and the rendering hints Core Animation keeps.
extension CALayer {
    /// The layer's delegate, held weakly; for a view's layer, its view, as on iOS.
    public var delegate: (any CALayerDelegate)? {
        get { storedDelegate ?? (backing.owningView?.face as? any CALayerDelegate) }
        set { storedDelegate = newValue }
    }

    /// Marks the layer as needing ``display()`` before it is next drawn.
    /// Content drawn with ``draw(in:)`` is drawn fresh for every picture anyway.
    public func setNeedsDisplay() { needsContentDisplay = true }

    /// Marks the layer as needing ``display()``; the rectangle is not needed
    /// here, as the whole layer is drawn for every picture.
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer will display before it is next drawn.
    public func needsDisplay() -> Bool { needsContentDisplay }

    /// Runs ``display()`` now when the layer needs it.
    public func displayIfNeeded() {
        guard needsContentDisplay else { return }
        needsContentDisplay = false
        display()
    }
}
