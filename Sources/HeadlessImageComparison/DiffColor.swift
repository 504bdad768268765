/// An opaque colour painted into diff images.
public struct DiffColor: Sendable, Hashable, CustomStringConvertible {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure red, `[255, 0, 0]`: pixels that differ.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// Yellow, `[255, 255, 0]`: differences excused as anti-aliasing.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
    /// Blue, `[0, 0, 255]`: pixels that differ and got darker, where that is told apart.
    public static let blue = DiffColor(red: 0, green: 0, blue: 255)

    /// The opaque packed pixel (see `Bitmap`), the same straight or premultiplied.
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }

    /// The opaque grey pixel of `level`, converted to a byte as JavaScript stores a
    /// number into a `Uint8Array` (truncated, modulo 256), as pixelmatch's output gets it.
    static func grey(_ level: Double) -> UInt32 {
        let byte = level.isFinite ? UInt32(truncatingIfNeeded: Int64(level.truncatingRemainder(dividingBy: 256))) & 0xFF : 0
        return byte | byte << 8 | byte << 16 | 0xFF00_0000
    }

    /// `[r, g, b]`.
    public var description: String { "[\(red), \(green), \(blue)]" }
}
