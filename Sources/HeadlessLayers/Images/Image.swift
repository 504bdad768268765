import HeadlessGeometry
import HeadlessRaster

/// A bitmap with a scale, as `UIImage`: its size in points is its pixel size divided by the scale.
public struct Image: Sendable, Equatable {
    /// The pixels.
    public var bitmap: Bitmap
    /// Pixels per point; 1 by default.
    public var scale: Double
    /// Whether the image draws its own colours or is a template for a tint.
    public var renderingMode = ImageRenderingMode.automatic
    /// The colour the image is filled with, whatever the view's tint (`UIImage.withTintColor`); none by default.
    public var tintColor: DynamicColor?

    /// The edges, in points, that keep their size when an image view
    /// stretches the image (a resizable image's cap insets); none by default.
    public var capInsets = EdgeInsets.zero
    /// Whether an image view repeats the part between the cap insets (the
    /// whole image, without insets) at the image's size instead of stretching
    /// it, as `UIImage`'s `.tile` resizing mode; false by default.
    public var tilesMiddle = false

    /// Draws the image again at a higher scale, for images drawn from vectors
    /// (symbol stand-ins), so an image view that enlarges one shows it sharp;
    /// nil for images that are only pixels.
    package var redraw: ImageRedraw?

    /// Creates an image from a bitmap of `scale` pixels per point (a non-positive scale counts as 1).
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

    /// Equal when the pixels, scale, rendering mode, cap insets and tiling are, and the tints
    /// resolve alike in the light and dark appearances.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        let appearances = [TraitCollection.unattached, TraitCollection(userInterfaceStyle: .dark)]
        let sameTint = appearances.allSatisfy { lhs.tintColor?.resolved(with: $0) == rhs.tintColor?.resolved(with: $0) }
        return lhs.bitmap == rhs.bitmap && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode && sameTint
            && lhs.capInsets == rhs.capInsets && lhs.tilesMiddle == rhs.tilesMiddle
    }
}

/// Draws an image drawn from vectors at any scale: the pixels of its size in
/// points at the scale asked for, or nil when that is not possible.
package final class ImageRedraw: Sendable {
    /// The drawing.
    let draw: @Sendable (_ scale: Double) -> Bitmap?

    /// A redraw made with `draw`.
    package init(_ draw: @escaping @Sendable (_ scale: Double) -> Bitmap?) { self.draw = draw }

    /// The image again at `scale` pixels per point, keeping its other properties.
    func image(_ image: Image, atScale scale: Double) -> Image? {
        guard let bitmap = draw(scale) else { return nil }
        var sharper = image
        sharper.bitmap = bitmap
        sharper.scale = scale
        return sharper
    }
}

extension Image {
    /// The part of the image that stretches, in its unit coordinates (see
    /// ``Layer/contentsCenter``): inside the cap insets, or the whole image.
    var stretchableCenter: Rect {
        let size = self.size
        let insets = capInsets
        guard size.width > 0, size.height > 0, insets != .zero else { return Layer.unitRect }
        let left = max(0, insets.left) / size.width, top = max(0, insets.top) / size.height
        let right = max(0, insets.right) / size.width, bottom = max(0, insets.bottom) / size.height
        return Rect(x: left, y: top, width: max(0, 1 - left - right), height: max(0, 1 - top - bottom))
    }
}
