import HeadlessGeometry
import HeadlessRaster

/// A bar that draws its own background: a navigation bar or a tab bar.
@MainActor
protocol BarBackgroundDrawing: AnyObject {
    /// Draws the background (blurring the backdrop under a translucent material when `blursBackdrop`) and the hairline.
    func drawBackground(in canvas: Canvas, blursBackdrop: Bool)
}

/// The layer of a bar: draws the bar's background and hairline under its subviews.
final class BarLayer: Layer {
    required init() { super.init() }

    override func drawBackdrop(in canvas: Canvas, options: RenderOptions) {
        (owningView as? any BarBackgroundDrawing)?.drawBackground(in: canvas, blursBackdrop: options.rendersBackdropEffects)
    }

    /// Not a plain shape: a mask of this layer is drawn, not clipped to.
    override var opaqueShape: Path? { nil }
}
