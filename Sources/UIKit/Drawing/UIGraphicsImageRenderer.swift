internal import HeadlessGeometry
internal import HeadlessLayers
internal import HeadlessRaster

/// Makes images by drawing into a context, as UIKit's image renderer: the
/// context has UIKit's coordinates (origin top left, y down, in points) at
/// the format's scale.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer)
open class UIGraphicsImageRenderer: NSObject {
    /// The size of the images, in points.
    public let size: CGSize
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points in the default format (the screen's scale, not opaque).
    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }

    /// A renderer of images `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    /// A renderer of images of `bounds`' size, drawn with `bounds`' origin at the top left.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .preferred()) }

    /// A renderer of images of `bounds`' size in `format`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
        origin = bounds.origin
    }

    /// The user-space point at the image's top-left corner.
    private var origin = CGPoint.zero

    /// An image of what `actions` draw into the context (transparent, or
    /// white under the drawing when the format is opaque). An empty or
    /// invalid size gives an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(Image(bitmap: render(actions), scale: Double(format.scale)))
    }

    /// PNG data of what `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? PNGEncoder.encode(render(actions))) ?? Data()
    }

    /// The pixels `actions` draw, with the context current while they run.
    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let scale = Double(format.scale)
        guard let canvas = Canvas.image(of: size, scale: scale) else { return .empty }
        if format.opaque { canvas.clear(to: .white) }
        canvas.translateBy(x: -Double(origin.x), y: -Double(origin.y))
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(canvas: canvas), format: format)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return canvas.bitmap
    }
}

/// The scale and opacity of a renderer's images.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the screen's by default.
    open var scale: CGFloat = UIScreen.currentScale
    /// Whether the images are opaque (drawn over white); false by default.
    open var opaque = false

    /// The format for the current screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The default format: the screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { preferred() }
}

/// The context an image renderer's actions draw into.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A context over `cgContext`.
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

extension Canvas {
    /// A transparent canvas for an image `size` points at `scale`, its pixel
    /// size rounded up; nil for a size or scale that is empty, not finite or
    /// too large for a bitmap.
    static func image(of size: CGSize, scale: Double) -> Canvas? {
        let width = Double(size.width) * scale, height = Double(size.height) * scale
        guard width.isFinite, height.isFinite, width > 0, height > 0, width * height <= Double(Bitmap.maxPixelCount) else { return nil }
        return try? Canvas(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), scale: scale)
    }
}
