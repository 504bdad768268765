import HeadlessGeometry
import HeadlessRaster

/// The background of navigation and tab bars: the bar material (the
/// backdrop blurred under a translucent tint) or one opaque colour, and a
/// one-pixel hairline.
enum BarMaterial {
    /// The bar material's tint: `#F9F9F9` at 94 % light, `#1D1D1D` at 94 %
    /// dark, the bar fill of Apple's iOS design resources.
    static let tint = DynamicColor(light: Color(hex: 0xF9F9F9, alpha: 0.94), dark: Color(hex: 0x1D1D1D, alpha: 0.94))
    /// The blur under the material, as a ``VisualEffectView``'s (a Gaussian of this standard deviation in points).
    static let blurSigma = BlurStyle.regular.blurSigma

    /// Fills `area` with `color`: over the blurred backdrop when `translucent`
    /// and `blursBackdrop`, else opaque; then `hairline` (if any) in `hairlineColor`.
    static func draw(
        in canvas: Canvas, area: Rect, color: Color, translucent: Bool, blursBackdrop: Bool, hairline: Rect?, hairlineColor: Color?
    ) {
        if translucent && blursBackdrop {
            canvas.withSavedState {
                canvas.clip(to: area)
                canvas.blurBackdrop(in: area, sigma: blurSigma)
                canvas.fill(area, color: color)
            }
        } else {
            canvas.fill(area, color: color.withAlpha(1))
        }
        guard let hairline, let hairlineColor, hairlineColor.alpha > 0 else { return }
        canvas.fill(hairline, color: hairlineColor)
    }
}
