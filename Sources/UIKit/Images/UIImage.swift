internal import HeadlessImageLoading
package import HeadlessLayers
internal import HeadlessRaster

/// An image: pixels at a scale (points are pixels divided by the scale),
/// drawn in its own colours or as a template filled with a tint.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimage)
open class UIImage: NSObject, @unchecked Sendable {
    /// The engine image.
    package let image: Image
    /// How a resizable image fills its middle (see `resizableImage(withCapInsets:resizingMode:)`).
    var storedResizingMode = ResizingMode.tile

    /// A face on an engine image.
    package init(_ image: Image) {
        self.image = image
        super.init()
    }

    /// The image named `name` in the app's main bundle; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), at the
    /// scale of `traitCollection` (3x when unspecified) or the nearest there
    /// is: a file `name@3x.png` (or 2x, 1x, `.jpg`), or an image set
    /// `name.imageset` of an asset catalogue copied into the bundle. Nil when
    /// there is none or it cannot be decoded.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = Double(traitCollection?.displayScale ?? 0)
        guard let found = NamedImageLookup(bundle: bundle ?? .main, preferredScale: scale > 0 ? scale : 3).image(named: name) else {
            return nil
        }
        self.init(found)
    }

    /// An image decoded from PNG or JPEG data at scale 1; nil for anything else.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image decoded from PNG or JPEG data at `scale`; nil for anything else.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? Image(data: data, scale: Double(scale)) else { return nil }
        self.init(image)
    }

    /// The image in the PNG or JPEG file at `path`, its scale from an
    /// `@2x`-style suffix; nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let image = try? Image(data: data, scale: Image.scale(forFileName: path))
        else { return nil }
        self.init(image)
    }

    /// The pixels of a Core Graphics image at scale 1.
    public convenience init(cgImage: CGImage) { self.init(Image(bitmap: cgImage.bitmap)) }

    /// The pixels of a Core Graphics image at `scale` (orientations other than up are not applied).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(Image(bitmap: cgImage.bitmap, scale: Double(scale)))
    }

    /// The size in points.
    open var size: CGSize { CGSize(image.size) }

    /// Pixels per point.
    open var scale: CGFloat { CGFloat(image.scale) }

    /// The pixels as a Core Graphics image.
    open var cgImage: CGImage? { CGImage(bitmap: image.bitmap) }

    /// Whether the image draws its own colours or is a template for the tint.
    open var renderingMode: RenderingMode { RenderingMode(image.renderingMode) }

    /// The same image with `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = image
        copy.renderingMode = renderingMode.engine
        return UIImage(copy)
    }

    /// The same image filled with `color` wherever it is drawn.
    open func withTintColor(_ color: UIColor) -> UIImage {
        var copy = image
        copy.tintColor = color.dynamic
        return UIImage(copy)
    }

    /// The same image filled with `color`, with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    /// The pixels as PNG data, as stored (a template's own pixels).
    open func pngData() -> Data? { try? PNGEncoder.encode(image.bitmap) }

    /// Equal when their pixels, scale, rendering mode and tint are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.image == image }

    /// A hash of the pixel size and scale.
    open override var hash: Int { Hasher.hash(image.bitmap.width, image.bitmap.height, image.scale) }

    /// Whether an image draws its own colours or is a template.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: its own colours in an image view.
        case automatic = 0
        /// Always its own colours.
        case alwaysOriginal = 1
        /// Always a template, filled with the tint.
        case alwaysTemplate = 2

        /// The engine's mode.
        var engine: ImageRenderingMode {
            switch self {
            case .automatic: .automatic
            case .alwaysOriginal: .alwaysOriginal
            case .alwaysTemplate: .alwaysTemplate
            }
        }

        /// The engine's mode as UIKit's.
        init(_ mode: ImageRenderingMode) {
            switch mode {
            case .automatic: self = .automatic
            case .alwaysOriginal: self = .alwaysOriginal
            case .alwaysTemplate: self = .alwaysTemplate
            }
        }
    }

    /// How the pixels are turned relative to their storage.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down
        /// Turned a quarter turn anticlockwise.
        case left
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored.
        case upMirrored
        /// Turned half a turn and mirrored.
        case downMirrored
        /// Turned anticlockwise and mirrored.
        case leftMirrored
        /// Turned clockwise and mirrored.
        case rightMirrored
    }
}

extension Hasher {
    /// The hash of `values` combined.
    static func hash<each Value: Hashable>(_ values: repeat each Value) -> Int {
        var hasher = Hasher()
        repeat hasher.combine(each values)
        return hasher.finalize()
    }
}
