/// The YIQ colour difference of pixelmatch, after Kotsarenko and Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), with pixelmatch's coefficients and order of operations,
/// so that results match it to the last bit.
enum YIQ {
    /// The largest possible ``distance(y:i:q:)`` between two colours: a threshold `t`
    /// in 0...1 accepts distances up to `largestDistance * t * t`.
    static let largestDistance = 35215.0

    /// Luma of red, green and blue values (or of their differences).
    @inline(__always)
    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The in-phase chroma component.
    @inline(__always)
    static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    /// The quadrature chroma component.
    @inline(__always)
    static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The squared, weighted distance of YIQ differences.
    @inline(__always)
    static func distance(y: Double, i: Double, q: Double) -> Double {
        0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The distance of red, green and blue differences, negative when the first
    /// colour is the brighter (the second got darker), as pixelmatch encodes it.
    @inline(__always)
    static func signedDistance(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
        let y = y(dr, dg, db)
        let delta = distance(y: y, i: i(dr, dg, db), q: q(dr, dg, db))
        return y > 0 ? -delta : delta
    }

    /// The red, green, blue and alpha bytes of a packed pixel (see `Bitmap`), as integers.
    @inline(__always)
    static func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int, a: Int) {
        (Int(pixel & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel >> 16 & 0xFF), Int(pixel >> 24))
    }
}
