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
    /// The sRGB electro-optical transfer function (IEC 61966-2-1:1999, §4.2 / §5.2):
    /// `c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`. Display P3 uses
    /// the same curve (Apple, "Display P3" colour space: DCI-P3 primaries, D65
    /// white, sRGB transfer function).
    static func srgbToLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The inverse of ``srgbToLinear(_:)`` (IEC 61966-2-1): `l ≤ 0.0031308 ?
    /// 12.92 l : 1.055 l^(1/2.4) − 0.055`.
    static func linearToSRGB(_ l: Double) -> Double {
        let l = min(max(l, 0), 1)
        return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// Linear Display P3 to linear sRGB, both D65: `M = M_sRGB⁻¹ · M_P3`, where
    /// `M_P3` is the RGB→XYZ matrix of the P3 primaries (0.680, 0.320),
    /// (0.265, 0.690), (0.150, 0.060) and `M_sRGB` that of the BT.709 primaries
    /// (0.64, 0.33), (0.30, 0.60), (0.15, 0.06), both with white D65
    /// (0.3127, 0.3290) (SMPTE RP 177 derivation; the same matrix as in
    /// CSS Color 4, §10.5 "display-p3" → "srgb-linear").
    static let p3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.042056954709688163, 1.0420569547096881, 0],
        [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663],
    ]

    /// Converts one Display P3 colour (components 0…1) to sRGB: decode with
    /// the sRGB curve, apply ``p3ToSRGB``, clip to the sRGB gamut, encode.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lin = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)]
        let m = p3ToSRGB
        func row(_ i: Int) -> Double { m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2] }
        return (linearToSRGB(row(0)), linearToSRGB(row(1)), linearToSRGB(row(2)))
    }

    /// Converts one "Generic Gray Gamma 2.2" grey (0…1) to an sRGB grey: the
    /// profile's curve is the pure power law `L = V^2.2` (Apple's
    /// `kCGColorSpaceGenericGrayGamma2_2`, ICC `curv` with gamma 2.2, D50 white
    /// adapted to D65 for a neutral), so `V_sRGB = linearToSRGB(V^2.2)`.
    static func grayGamma22ToSRGB(_ v: Double) -> Double {
        linearToSRGB(pow(v, 2.2))
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
