import HeadlessGeometry
import HeadlessRaster

/// The soft drop shadow under a raised part of a control (a switch or slider
/// thumb, a segmented control's selected segment): a wide, faint shadow and a
/// tight one, both 3 points down, as the thumb and segment shadows in Apple's
/// iOS design resources (`0 3 8` and `0 3 1`, blur radii given as Gaussian
/// sigmas of half the radius).
struct SoftShadow {
    /// The opacity of the wide shadow (8-point blur radius).
    var wideAlpha: Double
    /// The opacity of the tight shadow (1-point blur radius).
    var tightAlpha: Double

    /// Under a white thumb: black at 15 % and 6 %.
    static let thumb = SoftShadow(wideAlpha: 0.15, tightAlpha: 0.06)
    /// Under a segmented control's selected segment: black at 12 % and 4 %.
    static let segment = SoftShadow(wideAlpha: 0.12, tightAlpha: 0.04)

    /// The shadows' distance below the shape.
    private static let offset = Size(width: 0, height: 3)

    /// Draws the shadows of `shape`, then fills it with `color`.
    func fill(_ shape: Path, color: Color, in canvas: Canvas) {
        canvas.drawShadow(of: shape, color: Color.black.withAlpha(wideAlpha), offset: SoftShadow.offset, blurSigma: 4)
        canvas.drawShadow(of: shape, color: Color.black.withAlpha(tightAlpha), offset: SoftShadow.offset, blurSigma: 0.5)
        canvas.fill(shape, color: color)
    }
}
