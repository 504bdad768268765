import Foundation
import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import CoreGraphics

/// Every blend mode cairo also has, drawn through `CGContext` and by cairo
/// (`scripts/cairo-cg-references.py`, `References/blends.png`): a
/// translucent orange disk, then a translucent blue square over part of it
/// in the mode, one 40-pixel cell per mode on transparent.
@Suite("Blend modes against cairo")
struct BlendModeComparisonTests {
    /// The modes in the order of the reference's cells.
    static let modes: [CGBlendMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
        .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusLighter,
    ]

    /// The disks alone: where their edge is anti-aliased, cairo's coverage and
    /// ours differ by a few levels whatever the mode, so cells are compared away from it.
    static let disks: Bitmap = {
        let canvas = try! Canvas(width: 240, height: 200)
        let ctx = CGContext(canvas: canvas)
        for i in modes.indices {
            ctx.setFillColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 0.75)
            ctx.fillEllipse(in: CGRect(x: CGFloat(i % 6 * 40) + 4, y: CGFloat(i / 6 * 40) + 4, width: 24, height: 24))
        }
        return canvas.bitmap
    }()

    /// Our drawing of all the cells.
    static let ours: Bitmap = {
        let canvas = try! Canvas(width: 240, height: 200)
        let ctx = CGContext(canvas: canvas)
        for (i, mode) in modes.enumerated() {
            let x = CGFloat(i % 6 * 40), y = CGFloat(i / 6 * 40)
            ctx.setBlendMode(.normal)
            ctx.setFillColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 0.75)
            ctx.fillEllipse(in: CGRect(x: x + 4, y: y + 4, width: 24, height: 24))
            ctx.setBlendMode(mode)
            ctx.setFillColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)
            ctx.fill(CGRect(x: x + 14, y: y + 14, width: 22, height: 22))
        }
        return canvas.bitmap
    }()

    @Test(arguments: modes.indices)
    func modeMatchesCairo(index: Int) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References/blends.png")
        let cairo = try Bitmap(pngData: try Data(contentsOf: url))
        let x0 = index % 6 * 40, y0 = index / 6 * 40
        var largest = 0, compared = 0
        for y in y0..<(y0 + 40) {
            for x in x0..<(x0 + 40) {
                let coverage = Self.disks[x, y].a
                guard coverage == 0 || coverage == 191 else { continue }
                let a = Self.ours[x, y], b = cairo[x, y]
                largest = max(
                    largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                compared += 1
            }
        }
        // Premultiplied samples read back from cairo's straight-alpha PNG
        // differ from ours by a level or two (colour burn by three).
        #expect(compared > 1400)
        #expect(largest <= (Self.modes[index] == .colorBurn ? 3 : 2), "\(Self.modes[index]): largest channel difference \(largest)")
    }

    /// plus-darker has no cairo operator: its formula, worked by hand.
    @Test func plusDarkerDarkensTheSum() throws {
        let canvas = try Canvas(width: 1, height: 1)
        canvas.clear(to: Color(red: 0.8, green: 0.6, blue: 0.4, alpha: 1))
        let ctx = CGContext(canvas: canvas)
        ctx.setBlendMode(.plusDarker)
        ctx.setFillColor(red: 0.5, green: 0.9, blue: 0.2, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // max(0, 1 − ((1 − d) + (1 − s))) = d + s − 1 per channel: 0.3, 0.5, 0.
        let p = canvas.bitmap[0, 0]
        #expect([p.r, p.g, p.b, p.a] == [77, 128, 0, 255])
    }
}
