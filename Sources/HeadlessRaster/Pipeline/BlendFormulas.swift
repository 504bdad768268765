/// The blend modes after ``BlendMode/screen``, one pixel at a time in
/// `Double`: the W3C's Compositing and Blending Level 1 formulas (blending,
/// then source-over compositing) and Porter-Duff operators, on premultiplied
/// colours. Only IEEE basic operations, so the same bits everywhere; these
/// modes are rare, so speed gives way to plain formulas.
enum BlendFormulas {
    /// A colour with premultiplied components from 0 to 1.
    private struct Premultiplied {
        var red, green, blue, alpha: Double

        init(_ pixel: UInt32) {
            red = Double(pixel & 0xFF) / 255
            green = Double(pixel >> 8 & 0xFF) / 255
            blue = Double(pixel >> 16 & 0xFF) / 255
            alpha = Double(pixel >> 24) / 255
        }

        init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The packed pixel, each component rounded and kept within 0...alpha.
        var packed: UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
            let a = byte(alpha)
            return Swift.min(byte(red), a) | Swift.min(byte(green), a) << 8 | Swift.min(byte(blue), a) << 16 | a << 24
        }

        /// The straight (unpremultiplied) colour; black where transparent.
        var straight: (Double, Double, Double) {
            alpha > 0 ? (red / alpha, green / alpha, blue / alpha) : (0, 0, 0)
        }
    }

    /// `src` (full strength) blended into `dst` in `mode`, then mixed with
    /// `dst` by the coverage `c` (1...255).
    static func blend(_ src: UInt32, _ dst: UInt32, coverage c: UInt32, mode: BlendMode) -> UInt32 {
        let s = Premultiplied(src), d = Premultiplied(dst)
        let full = blended(s, d, mode: mode)
        guard c != 255 else { return full.packed }
        let t = Double(c) / 255
        return Premultiplied(
            red: d.red + (full.red - d.red) * t, green: d.green + (full.green - d.green) * t,
            blue: d.blue + (full.blue - d.blue) * t, alpha: d.alpha + (full.alpha - d.alpha) * t
        ).packed
    }

    private static func blended(_ s: Premultiplied, _ d: Premultiplied, mode: BlendMode) -> Premultiplied {
        let sa = s.alpha, da = d.alpha
        func porterDuff(_ fs: Double, _ fd: Double) -> Premultiplied {
            Premultiplied(
                red: s.red * fs + d.red * fd, green: s.green * fs + d.green * fd, blue: s.blue * fs + d.blue * fd,
                alpha: sa * fs + da * fd)
        }
        switch mode {
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter:
            return Premultiplied(
                red: Swift.min(1, s.red + d.red), green: Swift.min(1, s.green + d.green), blue: Swift.min(1, s.blue + d.blue),
                alpha: Swift.min(1, sa + da))
        case .plusDarker:
            let alpha = Swift.min(1, sa + da)
            func darker(_ sc: Double, _ dc: Double) -> Double { Swift.max(0, alpha - ((da - dc) + (sa - sc))) }
            return Premultiplied(red: darker(s.red, d.red), green: darker(s.green, d.green), blue: darker(s.blue, d.blue), alpha: alpha)
        default:
            // Blend the straight colours, then composite source-over:
            // co = cs (1 − ab) + cb (1 − as) + as ab B(Cb, Cs).
            let b = mixed(source: s.straight, backdrop: d.straight, mode: mode)
            let both = sa * da
            return Premultiplied(
                red: s.red * (1 - da) + d.red * (1 - sa) + both * b.0,
                green: s.green * (1 - da) + d.green * (1 - sa) + both * b.1,
                blue: s.blue * (1 - da) + d.blue * (1 - sa) + both * b.2,
                alpha: sa + da - both)
        }
    }

    /// The blend function B(Cb, Cs) on straight colours.
    private static func mixed(
        source cs: (Double, Double, Double), backdrop cb: (Double, Double, Double), mode: BlendMode
    ) -> (Double, Double, Double) {
        func each(_ f: (Double, Double) -> Double) -> (Double, Double, Double) {
            (f(cb.0, cs.0), f(cb.1, cs.1), f(cb.2, cs.2))
        }
        switch mode {
        case .overlay: return each { b, s in hardLight(s: b, b: s) }
        case .darken: return each { b, s in Swift.min(b, s) }
        case .lighten: return each { b, s in Swift.max(b, s) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : Swift.min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - Swift.min(1, (1 - b) / s) }
        case .softLight: return each(softLight)
        case .hardLight: return each { b, s in hardLight(s: s, b: b) }
        case .difference: return each { b, s in abs(b - s) }
        case .exclusion: return each { b, s in b + s - 2 * b * s }
        case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: return setLuminosity(cs, luminosity(cb))
        case .luminosity: return setLuminosity(cb, luminosity(cs))
        default: return cs
        }
    }

    private static func hardLight(s: Double, b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func softLight(_ b: Double, _ s: Double) -> Double {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    private static func luminosity(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func setLuminosity(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - luminosity(c)
        let r = c.0 + d, g = c.1 + d, b = c.2 + d
        let lum = luminosity((r, g, b)), low = Swift.min(r, g, b), high = Swift.max(r, g, b)
        func clip(_ x: Double) -> Double {
            var x = x
            if low < 0 { x = lum + (x - lum) * lum / (lum - low) }
            if high > 1 { x = lum + (x - lum) * (1 - lum) / (high - lum) }
            return x
        }
        return (clip(r), clip(g), clip(b))
    }

    private static func saturation(_ c: (Double, Double, Double)) -> Double {
        Swift.max(c.0, c.1, c.2) - Swift.min(c.0, c.1, c.2)
    }

    private static func setSaturation(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let high = Swift.max(c.0, c.1, c.2), low = Swift.min(c.0, c.1, c.2)
        guard high > low else { return (0, 0, 0) }
        func scaled(_ x: Double) -> Double { (x - low) * s / (high - low) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
