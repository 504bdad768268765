import Foundation
import HeadlessRaster
import Testing

@testable import CoreGraphics

/// The same drawings through `CGContext` and through cairo, the outside
/// judge: `scripts/cairo-cg-references.py` draws each scene with pycairo
/// into `References/<scene>.png` (120 x 120 points at 2x, on white).
@Suite("CGContext against cairo")
struct CairoComparisonTests {
    /// The scenes, each a sequence of CGContext calls matching the script's cairo calls.
    static let scenes: [String: @Sendable (CGContext) -> Void] = [
        "arcs": { c in
            c.setLineWidth(6)
            c.setStrokeColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
            c.addArc(center: CGPoint(x: 40, y: 40), radius: 25, startAngle: 0, endAngle: 3 * .pi / 2, clockwise: false)
            c.strokePath()
            c.setStrokeColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            c.addArc(center: CGPoint(x: 80, y: 80), radius: 25, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            c.strokePath()
        },
        "curves": { c in
            c.move(to: CGPoint(x: 10, y: 100))
            c.addCurve(to: CGPoint(x: 110, y: 100), control1: CGPoint(x: 30, y: 10), control2: CGPoint(x: 90, y: 10))
            c.addQuadCurve(to: CGPoint(x: 10, y: 100), control: CGPoint(x: 60, y: 60))
            c.closePath()
            c.setFillColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
            c.fillPath()
        },
        "strokes": { c in
            c.setStrokeColor(gray: 0, alpha: 1)
            c.setLineWidth(8)
            for (i, (join, cap)) in [(CGLineJoin.miter, CGLineCap.butt), (.round, .round), (.bevel, .square)].enumerated() {
                c.setLineJoin(join)
                c.setLineCap(cap)
                let x = 15 + CGFloat(i) * 35
                c.addLines(between: [CGPoint(x: x, y: 40), CGPoint(x: x + 12, y: 12), CGPoint(x: x + 24, y: 40)])
                c.strokePath()
            }
            c.setLineWidth(4)
            c.setLineCap(.butt)
            c.setLineDash(phase: 3, lengths: [10, 5])
            c.move(to: CGPoint(x: 10, y: 70))
            c.addLine(to: CGPoint(x: 110, y: 70))
            c.addCurve(to: CGPoint(x: 10, y: 80), control1: CGPoint(x: 110, y: 110), control2: CGPoint(x: 10, y: 110))
            c.strokePath()
        },
        "evenodd": { c in
            for k in 0..<5 {
                let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
                let point = CGPoint(x: 60 + 50 * Foundation.cos(a), y: 60 + 50 * Foundation.sin(a))
                if k == 0 { c.move(to: point) } else { c.addLine(to: point) }
            }
            c.closePath()
            c.setFillColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 0.8)
            c.fillPath(using: .evenOdd)
        },
        "transform": { c in
            c.translateBy(x: 60, y: 60)
            c.rotate(by: .pi / 6)
            c.scaleBy(x: 1.5, y: 0.75)
            c.setFillColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
            c.fill(CGRect(x: -30, y: -30, width: 60, height: 40))
            c.setFillColor(red: 0.1, green: 0.5, blue: 0.8, alpha: 1)
            c.fillEllipse(in: CGRect(x: -30, y: 15, width: 60, height: 30))
        },
        "gradient": { c in
            let linear = CGGradient(
                colorsSpace: nil,
                colors: [
                    CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                    CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                ], locations: [0, 0.5, 1])!
            c.saveGState()
            c.clip(to: CGRect(x: 0, y: 10, width: 120, height: 40))
            c.drawLinearGradient(
                linear, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 100, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            c.restoreGState()
            let radial = CGGradient(
                colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0.4, blue: 0, alpha: 1)],
                locations: nil)!
            c.drawRadialGradient(
                radial, startCenter: CGPoint(x: 60, y: 90), startRadius: 0, endCenter: CGPoint(x: 60, y: 90), endRadius: 25, options: [])
        },
        "clip": { c in
            c.addEllipse(in: CGRect(x: 15, y: 15, width: 90, height: 90))
            c.clip()
            c.setFillColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            c.setFillColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            c.fill(CGRect(x: 0, y: 60, width: 120, height: 60))
        },
    ]

    /// Mean channel difference (0-255) and share of pixels off by more than 8,
    /// per scene, at most: the figures measured (cairo 1.16.0, pycairo 1.29.2)
    /// with a little room, all differences along anti-aliased edges.
    static let limits: [String: (mean: Double, share: Double)] = [
        "arcs": (0.13, 0.0035), "clip": (0.33, 0.0007), "curves": (0.11, 0.0008), "evenodd": (0.09, 0.001),
        "gradient": (0.11, 0.0007), "strokes": (0.09, 0.0031), "transform": (0.15, 0.0023),
    ]

    @Test(arguments: scenes.keys.sorted())
    func matchesCairo(scene: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("References/\(scene).png")
        let cairo = try Bitmap(pngData: try Data(contentsOf: url))
        let canvas = try Canvas(width: 240, height: 240, scale: 2)
        canvas.clear(to: .white)
        Self.scenes[scene]!(CGContext(canvas: canvas))
        let ours = canvas.bitmap
        #expect(ours.width == cairo.width && ours.height == cairo.height)
        var total = 0, off = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = ours[x, y], b = cairo[x, y]
                let deltas = [abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))]
                total += deltas.reduce(0, +)
                if deltas.max()! > 8 { off += 1 }
            }
        }
        let mean = Double(total) / Double(3 * ours.width * ours.height), share = Double(off) / Double(ours.width * ours.height)
        let limit = Self.limits[scene]!
        #expect(mean <= limit.mean && share <= limit.share, "\(scene): mean \(mean), share off by more than 8 \(share)")
    }
}
