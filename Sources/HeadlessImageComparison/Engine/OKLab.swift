#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Distances in Björn Ottosson's OKLab colour space (2020), for premultiplied
/// pixels (see `Bitmap`) whose components are sRGB-encoded.
enum OKLab {
    /// The larger OKLab distance of the two pixels as they show over black and over white.
    static func distance(_ first: UInt32, _ second: UInt32) -> Double {
        let p = YIQ.channels(first), q = YIQ.channels(second)
        let overBlack = distance(lab(p.r, p.g, p.b), lab(q.r, q.g, q.b))
        guard p.a < 255 || q.a < 255 else { return overBlack }
        let pw = 255 - p.a, qw = 255 - q.a
        return max(overBlack, distance(lab(p.r + pw, p.g + pw, p.b + pw), lab(q.r + qw, q.g + qw, q.b + qw)))
    }

    /// The Euclidean distance of two (L, a, b) triples.
    private static func distance(_ u: (Double, Double, Double), _ v: (Double, Double, Double)) -> Double {
        let dl = u.0 - v.0, da = u.1 - v.1, db = u.2 - v.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// (L, a, b) of an sRGB-encoded colour with components 0...255.
    private static func lab(_ r: Int, _ g: Int, _ b: Int) -> (Double, Double, Double) {
        let lr = linear[r], lg = linear[g], lb = linear[b]
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// Linear light of each sRGB-encoded byte value (the sRGB transfer function).
    private static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
