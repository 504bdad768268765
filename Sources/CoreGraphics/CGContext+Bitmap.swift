internal import HeadlessRaster

/// Bitmap contexts, as Core Graphics makes them with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
extension CGContext {
    /// A context drawing into a new `width` × `height` bitmap, cleared to
    /// transparent, with Core Graphics' own user space: the origin at the
    /// bottom left, y up, one unit per pixel. Read the pixels with ``makeImage()``.
    ///
    /// Nil, as Core Graphics returns for parameters it does not support,
    /// when `data` is not nil (the context keeps its own pixels), when
    /// `bitsPerComponent` is not 8, or when the size is empty or too large.
    /// Any colour space and alpha layout draw into premultiplied RGBA; colours
    /// are converted to sRGB as they are set.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, bitsPerComponent == 8, width > 0, height > 0,
            let canvas = try? Canvas(width: width, height: height)
        else { return nil }
        self.init(canvas: canvas)
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: 1, y: -1)
    }
}

/// Where a bitmap keeps alpha, as Core Graphics' bitmap info says.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Premultiplied alpha after the colour: RGBA.
    case premultipliedLast = 1
    /// Premultiplied alpha before the colour: ARGB.
    case premultipliedFirst = 2
    /// Straight alpha after the colour.
    case last = 3
    /// Straight alpha before the colour.
    case first = 4
    /// A padding byte after the colour.
    case noneSkipLast = 5
    /// A padding byte before the colour.
    case noneSkipFirst = 6
    /// Alpha only.
    case alphaOnly = 7
}
