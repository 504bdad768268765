import HeadlessGeometry
import HeadlessRaster

/// A view showing an image, as `UIImageView`: the image becomes the layer's
/// contents, placed by ``contentMode``.
open class ImageView: View {
    /// The image shown; none by default.
    public var image: Image? {
        didSet { updateContents() }
    }
    /// How the image is placed; scaled to fill by default.
    public var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            if image?.redraw != nil { setNeedsLayout() }
        }
    }
    /// The image last asked for by URL, set by the image-loading module.
    package var imageLoad: (any ImageContentLoad)?

    /// Creates an image view with the given frame and no image.
    public required init(frame: Rect) {
        super.init(frame: frame)
        layer.contentsGravity = contentMode.contentsGravity
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
    }

    /// The last template fill: its colour and the filled pixels, kept while the image and colour stay.
    private var filledContents: (image: Image, color: Color, bitmap: Bitmap)?

    /// Shows the image's pixels, or for a template or tinted image its
    /// pixels filled with the tint of the view's current traits.
    private func updateContents() {
        let image = self.image.map(sharpened)
        layer.contentsScale = image?.scale ?? 1
        layer.contentsCenter = image?.stretchableCenter ?? Layer.unitRect
        layer.tilesContentsCenter = image?.tilesMiddle ?? false
        guard let image, let color = image.fill(for: traitCollection, viewTint: effectiveTintColor) else {
            layer.contents = image?.bitmap
            return
        }
        if let filled = filledContents, filled.color == color, filled.image == image {
            layer.contents = filled.bitmap
            return
        }
        let bitmap = image.filled(with: color)
        filledContents = (image, color, bitmap)
        layer.contents = bitmap
    }

    /// The image drawn again at the scale the view shows it at, when it is
    /// drawn from vectors and enlarged beyond its own pixels (a symbol in a
    /// large image view); the image itself otherwise. The last one is kept.
    private func sharpened(_ image: Image) -> Image {
        guard let redraw = image.redraw, image.size.width > 0, image.size.height > 0 else { return image }
        let shown = layer.contentsGravity.rect(for: image.size, in: bounds)
        let enlargement = max(shown.width / image.size.width, shown.height / image.size.height)
        let scale = (traitCollection.displayScale * enlargement * 4).rounded(.up) / 4  // quarter steps: few redraws
        guard scale.isFinite, scale > image.scale, scale <= 64 else { return image }
        if let kept = sharpenedImage, kept.source == image, kept.scale == scale { return kept.image }
        guard let sharper = redraw.image(image, atScale: scale) else { return image }
        sharpenedImage = (image, scale, sharper)
        return sharper
    }

    /// The last image drawn again by ``sharpened(_:)``: the image, the scale and the result.
    private var sharpenedImage: (source: Image, scale: Double, image: Image)?

    /// Draws an enlarged vector image again at its new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if image?.redraw != nil { updateContents() }
    }

    /// Fills a template image with the tint of the new traits.
    override func updateForTraits() {
        super.updateForTraits()
        updateContents()
    }

    /// The image trait (an image view is not an element unless made one, as in UIKit).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(traits: .image)
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size in points (zero without one).
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Asks for the image set by URL again when the display scale changed.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        super.traitCollectionDidChange(previousTraitCollection)
        imageLoad?.traitsChanged(in: self)
    }
}
