import HeadlessSnapshot
import Testing
import UIKit

/// Bad input to the drawing faces, as view code can give it: each draws
/// what it can or nothing, and the snapshot says why, without a crash or a hang.
@Suite("QuartzCore and UIKit drawing: bad input")
@MainActor
struct DrawingBadInputTests {
    /// A 40 x 40 white layer holding `sublayer` over its whole bounds.
    private func host(_ sublayer: CALayer) -> CALayer {
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.backgroundColor = UIColor.white.cgColor
        sublayer.frame = host.bounds
        host.addSublayer(sublayer)
        return host
    }

    @Test("a gradient with no colours, or colours that are not CGColors, draws nothing")
    func gradientWithoutColours() {
        let gradient = CAGradientLayer()
        let layer = host(gradient)
        #expect(red(renderedPixels(of: layer), 20, 20) == 255)
        gradient.colors = []
        #expect(red(renderedPixels(of: layer), 20, 20) == 255)
        gradient.colors = [UIColor.black, UIColor.black]  // UIColor where Core Animation wants CGColor
        #expect(red(renderedPixels(of: layer), 20, 20) == 255)
        gradient.colors = [UIColor.black.cgColor]
        gradient.locations = [0, 0.5, 1]  // more locations than colours
        #expect(red(renderedPixels(of: layer), 20, 20) == 0)
    }

    @Test("a layer that is its own mask fails the snapshot naming the cycle")
    func ownMask() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.mask = view.layer
        defer { view.layer.mask = nil }
        await withKnownIssue {
            await assertSnapshot(of: view, named: "ownMask")
        } matching: { issue in
            "\(issue)".contains("masks form a cycle")
        }
        #expect(red(renderedPixels(of: view.layer), 20, 20) == 255, "render(in:) draws nothing of it")
    }

    @Test("NaN and infinite points leave out their sub-paths; the rest draws")
    func nanInPaths() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 3, y: 30))
        path.close()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 0, y: 20))
        path.close()
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.fillColor = UIColor.black.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = .infinity
        let pixels = renderedPixels(of: host(shape))
        // The square is filled; the NaN triangle and the infinitely wide stroke are left out.
        #expect(red(pixels, 10, 10) == 0 && red(pixels, 10, 28) == 255 && red(pixels, 35, 35) == 255)
        let image = onePixelPerPointImage(size: CGSize(width: 40, height: 40)) { _ in
            UIColor.black.setStroke()
            path.lineWidth = 4
            path.stroke()
            UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: CGFloat.nan, startAngle: 0, endAngle: .pi, clockwise: true).fill()
        }
        #expect(red(image.cgImage!, 20, 10) == 0 && red(image.cgImage!, 10, 28) == 255)
    }

    @Test("a pattern of a million tiny dashes strokes solid, as Skia does past 100 000 dashes")
    func hugeDashCount() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = Array(repeating: 0.0001, count: 1_000_000).map { NSNumber(value: $0) }
        #expect(red(renderedPixels(of: host(shape)), 36, 20) == 0)
        shape.lineDashPattern = [0, 0, 0]
        #expect(red(renderedPixels(of: host(shape)), 36, 20) == 0, "a pattern summing to zero strokes solid")
        shape.lineDashPattern = [10, 10]
        #expect(red(renderedPixels(of: host(shape)), 29, 32) > 200, "15 points along, in the first gap")
    }

    @Test("strokeStart after strokeEnd draws nothing, NaN strokeEnd counts as 1; NaN transforms and extreme perspective")
    func badLayerValues() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.strokeStart = 0.8
        shape.strokeEnd = 0.2
        let layer = host(shape)
        #expect(renderedPixels(of: layer).bitmap.pixels.allSatisfy { PremultipliedPixel(packed: $0).r == 255 })
        shape.strokeStart = 0
        shape.strokeEnd = .nan
        #expect(red(renderedPixels(of: layer), 5, 20) == 0)

        let card = CALayer()
        card.backgroundColor = UIColor.black.cgColor
        let scene = host(card)
        card.transform.m34 = .nan
        #expect(red(renderedPixels(of: scene), 20, 20) == 255)
        card.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 3, 0, 1, 0)
        card.transform.m34 = -1e300
        _ = renderedPixels(of: scene)
        card.transform.m34 = 1e-300
        #expect(red(renderedPixels(of: scene), 20, 20) == 0)
    }
}
