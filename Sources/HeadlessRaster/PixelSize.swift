/// The size of a bitmap in whole pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// `WxH`.
    public var description: String { "\(width)x\(height)" }
}
