import CoreGraphics
import Foundation
import HeadlessGeometry
import HeadlessRaster

/// Converts the samples of the oracle's non-sRGB files to sRGB, so they can be
/// compared with our renders (which are sRGB).
///
/// Decoding (`Bitmap(pngData:)`) takes samples as they are stored and ignores
/// `iCCP`, so a Display P3 file decodes to P3-encoded samples and a
/// "Generic Gray Gamma 2.2" file to grey samples encoded with a pure 2.2 power
/// law. Both are turned into sRGB here, per pixel, on straight (not
/// premultiplied) colour.
enum ColorProfiles {
    /// Converts one Display P3 colour (components 0…1) to sRGB, clipped to
    /// the sRGB gamut, as the package's `CGColorSpace` converts it (the sRGB
    /// curve, the matrix derived from the P3 and BT.709 primaries with a D65
    /// white, checked against colour-science in `CGColorTests`).
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let c = displayP3.sRGB(of: [r, g, b], alpha: 1)
        return (c.red, c.green, c.blue)
    }

    private static let displayP3 = CGColorSpace(name: CGColorSpace.displayP3)!
    private static let genericGray = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!

    /// Converts one "Generic Gray Gamma 2.2" grey (0…1) to an sRGB grey: the
    /// profile's curve is the pure power law `L = V^2.2` (Apple's
    /// `kCGColorSpaceGenericGrayGamma2_2`), encoded with the sRGB curve, as the
    /// package's `CGColorSpace` converts `CGColor(gray:alpha:)`.
    static func grayGamma22ToSRGB(_ v: Double) -> Double {
        genericGray.sRGB(of: [v], alpha: 1).red
    }

    /// A profile a PNG of the oracle is tagged with.
    enum Profile: String, Sendable {
        case sRGB
        case displayP3
        case genericGrayGamma22
    }

    /// `bitmap` (decoded samples, premultiplied) re-encoded from `profile` to
    /// sRGB; sRGB input comes back unchanged. Each pixel is unpremultiplied,
    /// converted, rounded to nearest 8-bit value and premultiplied again.
    static func toSRGB(_ bitmap: Bitmap, from profile: Profile) -> Bitmap {
        guard profile != .sRGB else { return bitmap }
        var lut: [UInt8] = []
        if profile == .genericGrayGamma22 {
            lut = (0...255).map { Color.byte(grayGamma22ToSRGB(Double($0) / 255)) }
        }
        var out = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                guard p.a > 0 else { continue }
                let a = Double(p.a) / 255
                let r = min(1, Double(p.r) / 255 / a), g = min(1, Double(p.g) / 255 / a), b = min(1, Double(p.b) / 255 / a)
                let color: Color
                switch profile {
                case .displayP3:
                    let c = displayP3ToSRGB(r, g, b)
                    color = Color(red: c.0, green: c.1, blue: c.2, alpha: a)
                case .genericGrayGamma22:
                    // Grey files have r == g == b; the 8-bit straight grey goes through the table.
                    let v = Double(lut[Int((r * 255).rounded())]) / 255
                    color = Color(red: v, green: v, blue: v, alpha: a)
                case .sRGB:
                    color = Color(red: r, green: g, blue: b, alpha: a)
                }
                out[x, y] = PremultipliedPixel(color)
            }
        }
        return out
    }
}
