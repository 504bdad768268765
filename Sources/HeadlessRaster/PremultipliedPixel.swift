import HeadlessGeometry

/// One premultiplied RGBA8 pixel: colour components already multiplied by alpha.
public struct PremultipliedPixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied.
    public var r: UInt8
    /// Green, premultiplied.
    public var g: UInt8
    /// Blue, premultiplied.
    public var b: UInt8
    /// Alpha.
    public var a: UInt8

    /// Creates a pixel from premultiplied components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a pixel from its packed form (see ``Bitmap``).
    public init(packed: UInt32) {
        r = UInt8(truncatingIfNeeded: packed)
        g = UInt8(truncatingIfNeeded: packed >> 8)
        b = UInt8(truncatingIfNeeded: packed >> 16)
        a = UInt8(truncatingIfNeeded: packed >> 24)
    }

    /// The premultiplied pixel of a straight-alpha colour, each component
    /// rounded to nearest.
    public init(_ color: Color) {
        let a = Color.byte(color.alpha)
        func premultiply(_ c: Double) -> UInt8 { PremultipliedPixel.multiply(Color.byte(c), a) }
        self.init(r: premultiply(color.red), g: premultiply(color.green), b: premultiply(color.blue), a: a)
    }

    /// The packed form (see ``Bitmap``).
    public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The straight-alpha components, rounded to nearest; zero colour for a transparent pixel.
    public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard a != 0 else { return (0, 0, 0, 0) }
        guard a != 255 else { return (r, g, b, a) }
        func divide(_ c: UInt8) -> UInt8 {
            UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (divide(r), divide(g), divide(b), a)
    }

    /// `x * y / 255`, rounded to nearest, exactly.
    @inline(__always)
    package static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        let t = UInt32(x) * UInt32(y) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// A textual form such as `rgba(255, 0, 0, 255)` (premultiplied values).
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    /// Fully transparent.
    public static let transparent = PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)
}
