/// A width and a height, in points unless stated otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite (neither NaN nor infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A textual form such as `390.0 x 844.0`.
    public var description: String { "\(width) x \(height)" }
}
