/// A rectangle of whole pixels: origin at the top left, y growing downwards.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `WxH at (x, y)`.
    public var description: String { "\(width)x\(height) at (\(x), \(y))" }
}
