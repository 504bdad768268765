import HeadlessGeometry
import HeadlessRaster

/// The bar's background and hairline.
extension NavigationBar: BarBackgroundDrawing {
    /// The area the background covers: the bounds, reaching up to the top of
    /// the view tree when the bar is ``BarPosition/topAttached``.
    var backgroundRect: Rect {
        guard barPosition == .topAttached else { return bounds }
        let above = rect(bounds).minY
        let reach = above.isFinite ? max(above, 0) : 0
        return Rect(x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + reach)
    }

    /// Draws the background over ``backgroundRect`` (the backdrop blurred under
    /// the translucent material when `blursBackdrop`, one opaque colour
    /// otherwise), then the one-pixel hairline at the bottom of the bounds.
    func drawBackground(in canvas: Canvas, blursBackdrop: Bool) {
        let color = (barTintColor ?? backgroundColor ?? (isTranslucent ? BarMaterial.tint : .systemBackground))
            .resolved(with: traitCollection)
        let pixel = traitCollection.pixelLength
        BarMaterial.draw(
            in: canvas, area: backgroundRect, color: color, translucent: isTranslucent, blursBackdrop: blursBackdrop,
            hairline: Rect(x: bounds.minX, y: bounds.maxY - pixel, width: bounds.width, height: pixel),
            hairlineColor: shadowColor?.resolved(with: traitCollection))
    }
}
