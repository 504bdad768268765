import Foundation
import HeadlessGeometry

/// A 4 × 5 matrix that maps a colour's straight (not premultiplied) red,
/// green, blue and alpha, each `0...1`, to new ones, as SVG's
/// `feColorMatrix` does: row `i` gives channel `i` as the sum of the row's
/// first four entries times the channels, plus its fifth. Applied in
/// fixed point (1/4096), so the same pixels come out on every machine.
public struct ColorMatrix: Hashable, Sendable {
    /// The rows for red, green, blue and alpha, each of five entries.
    public var rows: [[Double]]

    /// A matrix of `rows`: four rows of five entries (missing entries are 0,
    /// extra ones ignored; non-finite entries count as 0).
    public init(rows: [[Double]]) {
        self.rows = (0..<4).map { i in (0..<5).map { j in i < rows.count && j < rows[i].count && rows[i][j].isFinite ? rows[i][j] : 0 } }
    }

    /// The identity: every colour unchanged.
    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Adds `amount` to red, green and blue: 1 makes any colour white.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Scales red, green and blue away from mid-grey by `amount`: 0 is all grey, 1 unchanged.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }

    /// Moves colours towards their luminance (Rec. 709 weights) by `1 - amount`: 0 is grey, 1 unchanged.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = (0.2126 * (1 - amount), 0.7152 * (1 - amount), 0.0722 * (1 - amount))
        return ColorMatrix(rows: [[r + amount, g, b, 0, 0], [r, g + amount, b, 0, 0], [r, g, b + amount, 0, 0], [0, 0, 0, 1, 0]])
    }

    /// Rotates hues by `radians`, keeping luminance, as SVG's `hueRotate`.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each channel by `color`'s.
    public static func multiply(by color: Color) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]])
    }

    /// Inverts red, green and blue.
    public static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// Black whose alpha is the colour's luminance, as SVG's `luminanceToAlpha`.
    public static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])

    /// This matrix, then `next`.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        ColorMatrix(
            rows: (0..<4).map { i in
                (0..<5).map { j in
                    var sum = j == 4 ? next.rows[i][4] : 0
                    for k in 0..<4 { sum += next.rows[i][k] * rows[k][j] }
                    return sum
                }
            })
    }

    /// The entries in fixed point: 4096 for 1 (the offsets in units of 1/4096 of 255).
    var fixedPoint: [Int] {
        rows.flatMap { row in row.enumerated().map { j, entry in Int((entry * (j == 4 ? 255 * 4096 : 4096)).rounded()) } }
    }
}

extension Bitmap {
    /// Maps every pixel's colour through `matrix` (on straight colours; the
    /// result is premultiplied again). Fully transparent pixels stay so.
    mutating func apply(_ matrix: ColorMatrix) {
        guard matrix != .identity else { return }
        let m = matrix.fixedPoint
        func channel(_ row: Int, _ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Int {
            let base = row * 5
            let sum = m[base] * r + m[base + 1] * g + m[base + 2] * b + m[base + 3] * a + m[base + 4]
            return min(max((sum + 2048) >> 12, 0), 255)
        }
        for i in pixels.indices {
            let p = pixels[i]
            let a = Int(p >> 24)
            guard a > 0 else { continue }
            // Straight colour, rounded.
            let r = (Int(p & 0xFF) * 255 + a / 2) / a, g = (Int((p >> 8) & 0xFF) * 255 + a / 2) / a
            let b = (Int((p >> 16) & 0xFF) * 255 + a / 2) / a
            let (nr, ng, nb, na) = (channel(0, r, g, b, a), channel(1, r, g, b, a), channel(2, r, g, b, a), channel(3, r, g, b, a))
            func premultiplied(_ c: Int) -> UInt32 { UInt32((c * na + 127) / 255) }
            pixels[i] = premultiplied(nr) | premultiplied(ng) << 8 | premultiplied(nb) << 16 | UInt32(na) << 24
        }
    }
}
