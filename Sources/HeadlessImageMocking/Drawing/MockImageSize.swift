import HeadlessGeometry

/// Sizes of generated mock images: their limits, the pixel scale they are
/// drawn at and how they are written.
enum MockImageSize {
    /// The largest area of a generated image, in square points (4096 x 4096).
    static let maxArea = 4096.0 * 4096.0
    /// The most pixels a generated image is drawn with at the display
    /// scale; larger images are drawn at scale 1 (they are shown scaled down anyway).
    static let pixelBudget = 2048.0 * 2048.0

    /// Whether `size` can be generated: finite, positive and within ``maxArea``.
    static func isAllowed(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && size.width * size.height <= maxArea
    }

    /// The pixels per point to draw `size` at for a display of `scale`.
    static func drawingScale(for size: Size, displayScale scale: Double) -> Double {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return size.width * size.height * scale * scale <= pixelBudget ? scale : 1
    }

    /// `1920 × 1080`: whole numbers without a fraction, others rounded to two decimals.
    static func caption(width: Double, height: Double) -> String {
        "\(MockRatio.format((width * 100).rounded() / 100)) × \(MockRatio.format((height * 100).rounded() / 100))"
    }
}
