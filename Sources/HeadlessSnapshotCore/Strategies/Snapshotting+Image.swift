import HeadlessImageComparison
import HeadlessRaster

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as it is, compared under `tolerance` (see ``Diffing/image(tolerance:)``).
    public static func image(tolerance: ComparisonOptions = .exact) -> Snapshotting {
        Snapshotting(diffing: .image(tolerance: tolerance))
    }

    /// A bitmap as it is, pixel for pixel.
    public static var image: Snapshotting { image() }
}

/// Drawing on a canvas, snapshotted by ``Snapshotting/image(width:height:scale:tolerance:)``.
public typealias CanvasDrawing = (Canvas) throws -> Void

extension Snapshotting where Value == CanvasDrawing, Format == Bitmap {
    /// What a drawing closure draws on a new transparent canvas of `width` x
    /// `height` points at `scale` pixels per point, compared under `tolerance`;
    /// the file name ends in `@<scale>x` for scales above 1.
    ///
    /// ```swift
    /// assertSnapshot(of: { canvas in canvas.fill(badge, color: .red) }, as: .image(width: 40, height: 40, scale: 2))
    /// ```
    public static func image(
        width: Double, height: Double, scale: Double = 1,
        tolerance: ComparisonOptions = .exact
    ) -> Snapshotting {
        Snapshotting(diffing: .image(tolerance: tolerance), scale: scale) { draw in
            let pixels = (width * scale, height * scale)
            guard pixels.0.isFinite, pixels.1.isFinite, scale.isFinite, scale > 0 else {
                throw SnapshotError.snapshotFailed("cannot draw \(width) x \(height) points at scale \(scale)")
            }
            let canvas = try Canvas(width: Int(pixels.0.rounded(.up)), height: Int(pixels.1.rounded(.up)), scale: scale)
            try draw(canvas)
            return canvas.bitmap
        }
    }
}
