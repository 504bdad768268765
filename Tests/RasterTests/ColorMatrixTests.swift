import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Colour matrices applied to a transparency group: in fixed point, on
/// straight colours, transparent pixels untouched, bad entries read as 0.
@Suite struct ColorMatrixTests {
    /// One pixel of `color` at `alpha`, filled inside a group mapped through `matrix`.
    private func mapped(_ color: Color, through matrix: ColorMatrix) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let canvas = try Canvas(width: 2, height: 1)
        canvas.withTransparencyLayer(colorMatrix: matrix) { canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: color) }
        #expect(canvas.bitmap[1, 0].a == 0, "a pixel nothing was drawn on stays transparent")
        let p = canvas.bitmap[0, 0]
        return (p.r, p.g, p.b, p.a)
    }

    @Test func filtersMapStraightColours() throws {
        #expect(try mapped(Color(hex: 0xFF0000), through: .identity) == (255, 0, 0, 255))
        #expect(try mapped(Color(hex: 0xFF0000), through: .invert) == (0, 255, 255, 255))
        #expect(try mapped(Color(hex: 0x000000), through: .brightness(0.5)) == (128, 128, 128, 255))
        #expect(try mapped(Color(hex: 0xFF0000), through: .saturation(0)) == (54, 54, 54, 255))
        // Half-transparent red, inverted: straight cyan at the same alpha, premultiplied again.
        let half = try mapped(Color(red: 1, green: 0, blue: 0, alpha: 0.5), through: .invert)
        #expect(half.a == 128 && half.r == 0 && half.g == 128 && half.b == 128)
    }

    @Test func aMatrixFollowedByAnotherIsBoth() throws {
        let both = ColorMatrix.saturation(0).followed(by: .invert)
        let red = Color(hex: 0xFF0000)
        #expect(try mapped(red, through: both) == (201, 201, 201, 255))
        #expect(ColorMatrix.identity.followed(by: .invert) == .invert)
    }

    @Test func badEntriesReadAsZeroAndMissingOnesAreFilled() throws {
        let matrix = ColorMatrix(rows: [[.nan, 0, 0, 0, .infinity], [0, 1], [0, 0, 1, 0, 0, 9], [0, 0, 0, 1, 0]])
        #expect(matrix.rows.allSatisfy { $0.count == 5 } && matrix.rows.count == 4)
        #expect(try mapped(Color(hex: 0xFFFFFF), through: matrix) == (0, 255, 255, 255))
        #expect(ColorMatrix(rows: []).rows == Array(repeating: [0, 0, 0, 0, 0], count: 4))
    }
}
