import HeadlessSnapshot
import Testing
import UIKit

@Suite("QuartzCore: layer properties")
@MainActor
struct LayerPropertyTests {
    @Test("a compositing filter named for a blend mode blends the layer, flattened, with what is behind it")
    func compositingFilter() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1).cgColor
        let cyan = CALayer()
        cyan.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        cyan.backgroundColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        cyan.compositingFilter = "multiplyBlendMode"
        let unknown = CALayer()
        unknown.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        unknown.backgroundColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        unknown.compositingFilter = "noSuchFilter"
        root.addSublayer(cyan)
        root.addSublayer(unknown)
        let image = renderedPixels(of: root)
        let multiplied = image.bitmap[5, 5], plain = image.bitmap[15, 5]
        #expect((multiplied.r, multiplied.g, multiplied.b) == (0, 255, 0), "yellow × cyan")
        #expect((plain.r, plain.g, plain.b) == (0, 255, 255), "an unknown filter composites normally")
        #expect(cyan.compositingFilter as? String == "multiplyBlendMode")
    }

    @Test("continuous corners start 1.53 radii from the vertex; circular ones start at the radius")
    func cornerCurve() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.backgroundColor = UIColor.black.cgColor
        layer.cornerRadius = 20
        #expect(layer.cornerCurve == .circular)
        let circular = renderedPixels(of: layer)
        layer.cornerCurve = .continuous
        let continuous = renderedPixels(of: layer)
        #expect(layer.cornerCurve == .continuous)
        // Just over a radius from the right edge: on the straight top edge for
        // a circular corner of 20, already curving away for a continuous one
        // (by 0.16 points there, as Apple's curve leaves the edge at 30.6).
        #expect(red(circular, 79, 0) == 0)
        #expect(red(continuous, 79, 0) > 20)
        // Far from the corners both are the full rectangle.
        #expect(red(circular, 50, 0) == 0 && red(continuous, 50, 0) == 0)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.52 && CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }

    @Test("a continuous rounded avatar with a border and a shadow path")
    func continuousAvatar() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        view.backgroundColor = .systemBackground
        let avatar = UIView(frame: CGRect(x: 20, y: 16, width: 80, height: 80))
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 22
        avatar.layer.cornerCurve = .continuous
        avatar.layer.borderWidth = 3
        avatar.layer.borderColor = UIColor.white.cgColor
        let shadowHost = UIView(frame: avatar.frame)
        shadowHost.layer.shadowPath = UIBezierPath(roundedRect: shadowHost.bounds, cornerRadius: 22).cgPath
        shadowHost.layer.shadowOpacity = 0.35
        shadowHost.layer.shadowRadius = 6
        shadowHost.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(shadowHost)
        view.addSubview(avatar)
        await assertSnapshot(of: view, named: "continuousAvatar")
    }

    @Test("contents gravity names follow Core Animation's upward y: .top is the bottom of a UIKit layer")
    func contentsGravity() throws {
        let dot = onePixelPerPointImage(size: CGSize(width: 10, height: 10), opaque: false) { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = dot.cgImage
        #expect(layer.contentsGravity == .resize)
        #expect(red(renderedPixels(of: layer), 1, 1) == 0)  // stretched over the whole layer
        layer.contentsGravity = .top
        var pixels = renderedPixels(of: layer)
        #expect(red(pixels, 20, 35) == 0 && red(pixels, 20, 5) == 255)
        layer.contentsGravity = .bottomLeft
        pixels = renderedPixels(of: layer)
        #expect(red(pixels, 5, 5) == 0 && red(pixels, 35, 35) == 255 && red(pixels, 5, 35) == 255)
        layer.contentsGravity = .center
        pixels = renderedPixels(of: layer)
        #expect(red(pixels, 20, 20) == 0 && red(pixels, 5, 5) == 255)
        layer.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
        #expect(layer.contentsGravity == .resize)
    }

    /// A `width` x `height` image at scale 1: black inside `black`, white elsewhere.
    private func image(width: Int, height: Int, black: (Int, Int) -> Bool) -> UIImage {
        onePixelPerPointImage(size: CGSize(width: width, height: height), opaque: false) { context in
            for x in 0..<width {
                for y in 0..<height {
                    (black(x, y) ? UIColor.black : UIColor.white).setFill()
                    context.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
    }

    @Test("contentsRect shows one part of the contents, as a sprite sheet's frame")
    func contentsRect() {
        let sheet = image(width: 4, height: 2) { x, _ in x < 2 }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contents = sheet.cgImage
        #expect(red(renderedPixels(of: layer), 2, 10) == 0)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        #expect(red(renderedPixels(of: layer), 2, 10) == 255)
        #expect(layer.contentsRect == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
    }

    @Test("a resizable image keeps its cap insets' size when an image view stretches it")
    func resizableImage() {
        let framed = image(width: 9, height: 9) { x, y in x < 3 || y < 3 || x > 5 || y > 5 }
        let resizable = framed.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(resizable.capInsets.left == 3 && resizable.resizingMode == .tile && framed.capInsets == UIEdgeInsets())
        let view = UIImageView(image: resizable)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let stretched = renderedPixels(of: view.layer)
        #expect(red(stretched, 1, 1) == 0 && red(stretched, 30, 1) == 0 && red(stretched, 1, 15) == 0 && red(stretched, 58, 28) == 0)
        #expect(red(stretched, 4, 15) == 255 && red(stretched, 30, 15) == 255 && red(stretched, 55, 26) == 255)
        // Stretched whole, the frame would be 20 points wide on the left.
        view.image = framed
        #expect(red(renderedPixels(of: view.layer), 10, 15) == 0)
    }

    @Test("a resizable image's middle repeats at its own size with .tile and stretches with .stretch")
    func tiledResizableImage() {
        // Columns 1 and 2 of the middle are black, 3 and 4 white; the caps are one point.
        let striped = image(width: 6, height: 6) { x, _ in x == 0 || x == 5 || x == 1 || x == 2 }
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let view = UIImageView(image: striped.resizableImage(withCapInsets: insets))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let tiled = renderedPixels(of: view.layer)
        // From x = 1 the middle repeats every 4 points: 29 is the second column of a copy, 31 the fourth.
        #expect(red(tiled, 29, 5) == 0 && red(tiled, 31, 5) == 255 && red(tiled, 39, 5) == 0)
        view.image = striped.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        let stretched = renderedPixels(of: view.layer)
        #expect(red(stretched, 29, 5) == 255 && red(stretched, 10, 5) == 0)
        // No insets: the whole image repeats.
        let checker = image(width: 2, height: 2) { x, y in x == y }
        view.image = checker.resizableImage(withCapInsets: .zero)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let pattern = renderedPixels(of: view.layer)
        #expect(red(pattern, 2, 0) == 0 && red(pattern, 3, 0) == 255 && red(pattern, 17, 1) == 0)
    }

    @Test("a sublayer transform moves every sublayer about the layer's anchor point")
    func sublayerTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = UIColor.black.cgColor
        layer.addSublayer(square)
        layer.sublayerTransform = CATransform3DMakeTranslation(20, 5, 0)
        let pixels = renderedPixels(of: layer)
        #expect(red(pixels, 25, 10) == 0 && red(pixels, 5, 5) == 255)
        #expect(CATransform3DGetAffineTransform(layer.sublayerTransform) == CGAffineTransform(translationX: 20, y: 5))
    }

    @Test("a conic gradient turns clockwise around the start point, from the direction of the end point")
    func conicGradient() {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 101, height: 101)
        layer.type = .conic
        layer.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        #expect(layer.type == .conic)
        let pixels = renderedPixels(of: layer)
        // Pixel centres straight below, left of and above the centre (50.5, 50.5)
        // lie a quarter, a half and three quarters of a turn round: grey levels
        // of 255 times that, as the angle of each centre gives exactly.
        for (x, y, turn) in [(50, 75, 0.25), (25, 50, 0.5), (50, 25, 0.75), (75, 75, 0.125)] {
            let expected = Int((turn * 255).rounded())
            #expect(abs(red(pixels, x, y) - expected) <= 2, "(\(x), \(y)): \(red(pixels, x, y)), expected \(expected)")
        }
    }

    @Test("drawHierarchy draws a view's bounds scaled into a rectangle of the current context")
    func drawHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .black
        var drew = false
        let image = onePixelPerPointImage(size: CGSize(width: 60, height: 60)) { _ in
            drew = view.drawHierarchy(in: CGRect(x: 10, y: 20, width: 40, height: 20), afterScreenUpdates: true)
        }
        let pixels = image.cgImage!
        #expect(drew)
        #expect(red(pixels, 12, 22) == 0 && red(pixels, 48, 38) == 0 && red(pixels, 5, 5) == 255 && red(pixels, 52, 30) == 255)
        #expect(!view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))  // no current context
    }
}

@Suite("QuartzCore: text layers")
@MainActor
struct TextLayerTests {
    @Test("a text layer draws Core Animation's white 36-point text unless told otherwise")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && !layer.isWrapped && layer.alignmentMode == .natural && layer.truncationMode == CATextLayerTruncationMode.none)
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 50)
        layer.backgroundColor = UIColor.black.cgColor
        layer.string = "Hi"
        let pixels = renderedPixels(of: layer)
        let lit = (0..<120).flatMap { x in (0..<50).map { y in red(pixels, x, y) } }.filter { $0 > 128 }.count
        #expect(lit > 150)  // two white 36-point letters
        layer.fontSize = 12
        let small = renderedPixels(of: layer)
        #expect((0..<120).flatMap { x in (0..<50).map { y in red(small, x, y) } }.filter { $0 > 128 }.count < lit / 4)
    }

    @Test("text layers: a badge, a centred wrapped caption, a truncated title and an attributed string")
    func snapshots() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
        view.backgroundColor = .systemBackground
        let badge = CATextLayer()
        badge.frame = CGRect(x: 12, y: 12, width: 44, height: 24)
        badge.backgroundColor = UIColor.systemRed.cgColor
        badge.cornerRadius = 12
        badge.string = "99+"
        badge.font = UIFont.boldSystemFont(ofSize: 40)
        badge.fontSize = 15
        badge.alignmentMode = .center
        let caption = CATextLayer()
        caption.frame = CGRect(x: 68, y: 12, width: 140, height: 60)
        caption.string = "A caption long enough to wrap onto two lines"
        caption.fontSize = 13
        caption.foregroundColor = UIColor.secondaryLabel.cgColor
        caption.isWrapped = true
        caption.alignmentMode = .center
        let title = CATextLayer()
        title.frame = CGRect(x: 12, y: 80, width: 196, height: 24)
        title.string = "A title far too long for its layer"
        title.fontSize = 18
        title.foregroundColor = UIColor.label.cgColor
        title.truncationMode = .end
        let attributed = CATextLayer()
        attributed.frame = CGRect(x: 12, y: 112, width: 196, height: 28)
        attributed.string = NSAttributedString(
            string: "Attributed", attributes: [.font: UIFont.italicSystemFont(ofSize: 20), .foregroundColor: UIColor.systemGreen])
        for layer in [badge, caption, title, attributed] { view.layer.addSublayer(layer) }
        await assertSnapshot(of: view, named: "textLayers")
    }
}

/// A layer that sets its contents in display(), as layers showing a bitmap they make do.
final class DisplayingLayer: CALayer {
    private(set) var displays = 0

    override func display() {
        displays += 1
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1)
        context?.setFillColor(UIColor.black.cgColor)
        context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        contents = context?.makeImage()
    }
}

/// Draws a black square for the layers it is the delegate of.
final class SquareDrawer: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.black.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@Suite("QuartzCore: display and delegates")
@MainActor
struct LayerDisplayTests {
    @Test("a layer marked with setNeedsDisplay displays once before it is drawn")
    func display() {
        let layer = DisplayingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(red(renderedPixels(of: layer), 10, 10) == 255 && layer.displays == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(red(renderedPixels(of: layer), 10, 10) == 0 && layer.displays == 1 && !layer.needsDisplay())
        _ = renderedPixels(of: layer)
        #expect(layer.displays == 1)
    }

    @Test("a delegate draws a layer's content; a view is its layer's delegate")
    func delegate() {
        let drawer = SquareDrawer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.delegate = drawer
        let pixels = renderedPixels(of: layer)
        #expect(red(pixels, 5, 5) == 0 && red(pixels, 15, 15) == 255)
        let view = UIView()
        #expect(view.layer.delegate === view)
    }

    @Test("points and rectangles convert between layers of one tree")
    func convert() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 22))
        #expect(child.convert(CGPoint(x: 11, y: 22), from: root) == CGPoint(x: 1, y: 2))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: child) == CGRect(x: -10, y: -20, width: 5, height: 5))
        #expect(child.contains(CGPoint(x: 5, y: 5)) && !child.contains(CGPoint(x: 50, y: 5)))
        #expect(child.presentation() === child && !child.contentsAreFlipped())
    }
}
