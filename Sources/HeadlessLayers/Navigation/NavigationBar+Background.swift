import HeadlessGeometry
import HeadlessRaster

/// The bar's background and hairline.
extension NavigationBar {
    /// The bar material's tint: `#F9F9F9` at 94 % light, `#1D1D1D` at 94 %
    /// dark, the bar fill of Apple's iOS design resources.
    static let materialTint = DynamicColor(light: Color(hex: 0xF9F9F9, alpha: 0.94), dark: Color(hex: 0x1D1D1D, alpha: 0.94))
    /// The blur under the material, as a ``VisualEffectView``'s (a Gaussian of this standard deviation in points).
    static let materialBlurSigma = BlurStyle.regular.blurSigma

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
        let area = backgroundRect
        let color = (barTintColor ?? backgroundColor ?? (isTranslucent ? NavigationBar.materialTint : .systemBackground))
            .resolved(with: traitCollection)
        if isTranslucent && blursBackdrop {
            canvas.withSavedState {
                canvas.clip(to: area)
                canvas.blurBackdrop(in: area, sigma: NavigationBar.materialBlurSigma)
                canvas.fill(area, color: color)
            }
        } else {
            canvas.fill(area, color: color.withAlpha(1))
        }
        guard let hairline = shadowColor?.resolved(with: traitCollection), hairline.alpha > 0 else { return }
        let pixel = traitCollection.pixelLength
        canvas.fill(Rect(x: bounds.minX, y: bounds.maxY - pixel, width: bounds.width, height: pixel), color: hairline)
    }
}
