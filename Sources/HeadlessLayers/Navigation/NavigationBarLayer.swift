import HeadlessGeometry
import HeadlessRaster

/// The layer of a ``NavigationBar``: draws the bar's background and hairline
/// (see ``NavigationBar/drawBackground(in:blursBackdrop:)``) under its subviews.
final class NavigationBarLayer: Layer {
    required init() { super.init() }

    override func drawBackdrop(in canvas: Canvas, options: RenderOptions) {
        (owningView as? NavigationBar)?.drawBackground(in: canvas, blursBackdrop: options.rendersBackdropEffects)
    }

    /// Not a plain shape: a mask of this layer is drawn, not clipped to.
    override var opaqueShape: Path? { nil }
}
