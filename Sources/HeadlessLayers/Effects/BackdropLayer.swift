import HeadlessGeometry
import HeadlessRaster

/// The layer of a ``VisualEffectView``: blurs and tints what is drawn behind
/// it in the view hierarchy path, draws the fallback colour in the layer path.
final class BackdropLayer: Layer {
    /// The blur style of the owning effect view.
    var style: BlurStyle { (owningView as? VisualEffectView)?.style ?? .regular }

    required init() { super.init() }

    override func drawBackdrop(in canvas: Canvas, options: RenderOptions) {
        guard (owningView as? VisualEffectView)?.drawsEffect ?? true else { return }
        canvas.withSavedState {
            let shape = backgroundShape
            if options.rendersBackdropEffects {
                canvas.clip(to: shape)
                canvas.blurBackdrop(in: bounds, sigma: style.blurSigma)
                canvas.fill(shape, color: style.tintColor)
            } else {
                canvas.fill(shape, color: style.fallbackColor)
            }
        }
    }

    override var opaqueShape: Path? { nil }
}
