package import HeadlessRaster

/// Core Foundation's data type, which Linux lacks: bytes as `Data`, so that
/// `CGDataProvider(data: bytes as CFData)` compiles.
public typealias CFData = Data

/// A source of image bytes, as `CGDataProvider`.
public final class CGDataProvider: Sendable {
    /// The bytes.
    public let data: CFData?

    /// A provider of `data`.
    public init?(data: CFData) {
        self.data = data
    }
}

/// How colours outside a destination space are mapped, as `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// An immutable bitmap image, as `CGImage`: premultiplied sRGB, 8 bits per
/// component, what contexts make with ``CGContext/makeImage()`` and draw with
/// ``CGContext/draw(_:in:byTiling:)``.
public final class CGImage: Sendable {
    /// The pixels.
    package let bitmap: Bitmap

    /// An image of `bitmap`'s pixels.
    package init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// The image in the PNG data of `source`; `nil` when the bytes are not a
    /// valid PNG. `decode` and `intent` are ignored: samples are taken as they
    /// are stored, as this package reads every PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let bitmap = try? Bitmap(pngData: data) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: four per pixel, no padding.
    public var bytesPerRow: Int { 4 * width }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The part of the image inside `rect` (in pixels, rounded out to whole
    /// pixels and limited to the image); `nil` when nothing of it is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        return bitmap.cropped(x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
            .map(CGImage.init(bitmap:))
    }
}
