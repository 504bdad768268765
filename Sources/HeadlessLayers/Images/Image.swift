import HeadlessGeometry
import HeadlessRaster

/// A bitmap with a scale, as `UIImage`: its size in points is its pixel size divided by the scale.
public struct Image: Sendable, Equatable {
    /// The pixels.
    public var bitmap: Bitmap
    /// Pixels per point; 1 by default.
    public var scale: Double

    /// Creates an image from a bitmap of `scale` pixels per point (a non-positive scale counts as 1).
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}
