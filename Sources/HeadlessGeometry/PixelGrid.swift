/// Rounding lengths in points to the device-pixel grid of a display scale,
/// as UIKit rounds Auto Layout frames and label sizes.
///
/// A length first loses the rounding noise of the arithmetic that made it
/// (anything below 2⁻²⁰ of a pixel), so a value built two ways, such as
/// 20.5 + 61/3 and 122.5/3, lands on the same pixel whichever way it was
/// summed; then it rounds by `rule`.
extension Double {
    /// This length in points on the pixel grid of `scale` (points per
    /// pixel is `1 / scale`; a non-positive or non-finite scale counts as 1).
    public func roundedToPixels(scale: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let noise = 1_048_576.0  // 2^20
        let pixels = ((self * scale * noise).rounded() / noise).rounded(rule)
        return pixels / scale
    }
}
