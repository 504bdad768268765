import Foundation

/// The transfer curves between encoded components and linear light.
enum TransferCurve {
    /// sRGB's curve (IEC 61966-2-1), encoded to linear.
    static func decodeSRGB(_ v: Double) -> Double {
        let magnitude = abs(v)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// sRGB's curve, linear to encoded; extended (mirrored) below zero.
    static func encodeSRGB(_ v: Double) -> Double {
        let magnitude = abs(v)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// A 2.2 gamma curve, encoded to linear.
    static func decodeGamma22(_ v: Double) -> Double {
        v < 0 ? -pow(-v, 2.2) : pow(v, 2.2)
    }
}
