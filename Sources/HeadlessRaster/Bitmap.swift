import HeadlessGeometry

/// A premultiplied RGBA8 image, row-major, top row first, with no row padding.
///
/// Each pixel is one `UInt32` whose bytes in memory are red, green, blue and
/// alpha (the value is `r | g << 8 | b << 16 | a << 24` on the little-endian
/// machines Swift supports). Colour components are premultiplied by alpha, so
/// no component exceeds the alpha. A bitmap is a value: copies share storage
/// until one of them is written.
public struct Bitmap: Sendable, Equatable {
    /// The largest number of pixels a bitmap may have: 2^28 (1 GiB of pixels),
    /// far above any device screen, low enough to refuse absurd sizes before allocating.
    public static let maxPixelCount = 1 << 28

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, `width * height` of them, row by row.
    public internal(set) var pixels: [UInt32]

    /// Creates a bitmap filled with one premultiplied pixel value (transparent by default).
    ///
    /// - Throws: ``BitmapError/invalidSize(width:height:)`` for a negative size,
    ///   ``BitmapError/tooLarge(width:height:)`` above ``maxPixelCount``.
    public init(width: Int, height: Int, fill: UInt32 = 0) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height)
        self.init(validatedWidth: width, height: height, setting: fill)
    }

    /// A bitmap of a size already checked by ``validate(width:height:)``
    /// whose pixels are not set: each must be written before it is read.
    init(uninitializedValidatedWidth width: Int, height: Int) {
        self.init(validatedWidth: width, height: height, setting: nil)
    }

    /// A bitmap of a size already checked by ``validate(width:height:)``, every
    /// pixel set to `fill`, or left unset if it is nil.
    private init(validatedWidth width: Int, height: Int, setting fill: UInt32?) {
        self.width = width
        self.height = height
        let count = width * height
        // An empty array is the standard library's shared one: it must not be
        // written, not even its count (ThreadSanitizer sees that as a race).
        guard count > 0 else {
            self.pixels = []
            return
        }
        self.pixels = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let fill { PixelFill.fill(buffer.baseAddress!, with: fill, count: count) }
            initialized = count
        }
    }

    /// Creates a bitmap filled with a colour.
    public init(width: Int, height: Int, color: Color) throws(BitmapError) {
        try self.init(width: width, height: height, fill: PremultipliedPixel(color).packed)
    }

    /// Creates a bitmap from premultiplied pixels.
    ///
    /// - Throws: ``BitmapError/pixelCountMismatch(expected:actual:)`` when
    ///   `pixels` does not hold exactly `width * height` values.
    public init(width: Int, height: Int, pixels: [UInt32]) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height)
        guard pixels.count == width * height else {
            throw .pixelCountMismatch(expected: width * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Checks a size against the rules of ``init(width:height:fill:)``.
    public static func validate(width: Int, height: Int) throws(BitmapError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maxPixelCount else { throw .tooLarge(width: width, height: height) }
    }

    /// Whether the bitmap has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// A bitmap of no pixels, 0 x 0.
    public static let empty: Bitmap = {
        do { return try Bitmap(width: 0, height: 0) } catch { preconditionFailure("0 x 0 is a valid size") }
    }()

    /// The premultiplied pixel at column `x`, row `y`; both must be in range.
    public subscript(x: Int, y: Int) -> PremultipliedPixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            return PremultipliedPixel(packed: pixels[y * width + x])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            pixels[y * width + x] = newValue.packed
        }
    }

    /// Sets every pixel to one value.
    public mutating func fill(_ pixel: PremultipliedPixel) {
        let packed = pixel.packed
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            PixelFill.fill(start, with: packed, count: buffer.count)
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var all: UInt32 = 0xFF00_0000
            for p in buffer { all &= p }
            return all & 0xFF00_0000 == 0xFF00_0000
        }
    }
}

/// Why a bitmap could not be created.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
    /// A dimension was negative.
    case invalidSize(width: Int, height: Int)
    /// The pixel count exceeds ``Bitmap/maxPixelCount``.
    case tooLarge(width: Int, height: Int)
    /// The pixel array does not match the dimensions.
    case pixelCountMismatch(expected: Int, actual: Int)

    /// A sentence naming the problem and the values involved.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "invalid bitmap size \(w)x\(h): dimensions must not be negative"
        case .tooLarge(let w, let h):
            return "bitmap size \(w)x\(h) exceeds the limit of \(Bitmap.maxPixelCount) pixels"
        case .pixelCountMismatch(let expected, let actual):
            return "bitmap needs \(expected) pixels but \(actual) were given"
        }
    }
}
