import HeadlessGeometry
import HeadlessRaster

/// Drawing an image as a template: its alpha filled with a colour.
extension Image {
    /// The colour the image is drawn in for `traits` when its view's tint is
    /// `viewTint`: its own tint colour, or for a template the view's tint;
    /// nil when it draws its own colours.
    func fill(for traits: TraitCollection, viewTint: Color) -> Color? {
        if let tintColor { return tintColor.resolved(with: traits) }
        return renderingMode == .alwaysTemplate ? viewTint : nil
    }

    /// The pixels with every colour replaced by `color`, keeping each pixel's
    /// coverage: alpha becomes the pixel's alpha times the colour's.
    func filled(with color: Color) -> Bitmap {
        let (r, g, b, a) = (clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.alpha))
        let pixels = bitmap.pixels.map { pixel in
            let coverage = Double(pixel >> 24) / 255 * a
            return PremultipliedPixel(
                r: channel(r * coverage), g: channel(g * coverage), b: channel(b * coverage), a: channel(coverage)
            ).packed
        }
        // The same dimensions as a valid bitmap's: never refused.
        return (try? Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)) ?? bitmap
    }

    /// `value` within 0...1.
    private func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// A 0...1 value as a rounded byte.
    private func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
}
