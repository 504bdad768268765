import HeadlessGeometry
import HeadlessRaster

/// The parts of one layer: shadow, background, contents, custom drawing, border.
extension LayerRenderer {
    /// Draws everything of `layer` that goes below its sublayers, then saves
    /// the state and clips to the rounded bounds when the layer masks to bounds.
    func drawBody(of layer: Layer) {
        if !layer.masksToBounds { drawShadow(of: layer) }
        layer.drawBackdrop(in: canvas, options: options)
        if let color = layer.backgroundColor, color.alpha > 0 {
            if layer.hasSquareCorners {
                canvas.fillRect(layer.bounds, color: color)
            } else {
                canvas.fill(layer.backgroundShape, color: color)
            }
        }
        canvas.save()
        if layer.masksToBounds { canvas.clip(to: layer.backgroundShape) }
        if let image = layer.contents, !image.isEmpty { drawContents(image, of: layer) }
        layer.performDraw(in: canvas)
    }

    /// Draws the border ring inside the bounds.
    func drawBorder(of layer: Layer) {
        guard layer.borderColor.alpha > 0, let ring = layer.borderShape else { return }
        canvas.fill(ring, color: layer.borderColor, rule: .evenOdd)
    }

    /// Draws the shadow of ``Layer/shadowPath`` (filled by the non-zero rule,
    /// as Core Animation fills it) or ``Layer/shadowShape``.
    private func drawShadow(of layer: Layer) {
        let opacity = min(max(layer.shadowOpacity.isFinite ? layer.shadowOpacity : 0, 0), 1)
        guard opacity > 0, let shape = layer.shadowPath ?? layer.shadowShape else { return }
        canvas.drawShadow(
            of: shape, color: layer.shadowColor.withAlpha(layer.shadowColor.alpha * opacity),
            offset: layer.shadowOffset, blur: .coreAnimation(radius: layer.shadowRadius),
            rule: layer.shadowPath == nil ? layer.shadowShapeRule : .nonZero)
    }
}
