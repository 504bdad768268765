import HeadlessSnapshot
import Testing
import UIKit

/// A rating badge drawn with UIBezierPath in draw(_:), as apps draw stars.
final class StarRatingView: UIView {
    var rating = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let side = bounds.height - 8
        for index in 0..<5 {
            let star = StarRatingView.star(in: CGRect(x: 4 + CGFloat(index) * (side + 4), y: 4, width: side, height: side))
            (index < rating ? UIColor.systemYellow : UIColor.systemGray4).setFill()
            star.fill()
            UIColor.systemOrange.setStroke()
            star.lineWidth = 1.5
            star.lineJoinStyle = .round
            star.stroke()
        }
        let underline = UIBezierPath(roundedRect: CGRect(x: 4, y: bounds.height - 3, width: bounds.width - 8, height: 2), cornerRadius: 1)
        UIColor.separator.setFill()
        underline.fill()
    }

    /// A five-pointed star in `rect`.
    static func star(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for point in 0..<10 {
            let radius = (point.isMultiple(of: 2) ? 0.5 : 0.2) * rect.width
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            point == 0 ? path.move(to: vertex) : path.addLine(to: vertex)
        }
        path.close()
        return path
    }
}

@Suite("UIKit: drawing")
@MainActor
struct DrawingTests {
    @Test("UIBezierPath's shapes have the bounds UIKit gives them")
    func shapes() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).contains(CGPoint(x: 5, y: 10)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 20, y: 10)))
        let topOnly = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)) && topOnly.contains(CGPoint(x: 39, y: 39)) && topOnly.contains(CGPoint(x: 39, y: 1)))
    }

    @Test("an arc clockwise on screen passes below its centre going from 0 to pi")
    func arcDirection() {
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(clockwise.bounds.maxY > 9 && clockwise.bounds.minY > -1)
        let anticlockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(anticlockwise.bounds.minY < -9 && anticlockwise.bounds.maxY < 1)
    }

    @Test("reversing keeps the shape and runs the other way; apply transforms every point")
    func reversingAndApply() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds)
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 15, y: 15))
        #expect(UIBezierPath().isEmpty && !path.isEmpty)
    }

    @Test("stars drawn with UIBezierPath in draw(_:), light and dark")
    func stars() async {
        let view = StarRatingView(frame: CGRect(x: 0, y: 0, width: 150, height: 32))
        await assertSnapshot(of: view, named: "stars")
        await assertSnapshot(of: view, named: "stars", traits: .dark)
    }
}

/// A view whose layer is a gradient, as apps make backgrounds.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A progress ring of two shape layers, the second trimmed by strokeEnd.
final class RingView: UIView {
    let track = CAShapeLayer()
    let progress = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [track, progress] {
            shape.fillColor = nil
            shape.lineWidth = 10
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        progress.strokeColor = UIColor.systemTeal.cgColor
        progress.lineCap = .round
        progress.strokeEnd = 0.4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10, startAngle: -.pi / 2,
            endAngle: 1.5 * .pi, clockwise: true)
        for shape in [track, progress] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }
}

@Suite("QuartzCore: layer classes")
@MainActor
struct LayerClassTests {
    @Test("layerClass backs the view with a gradient layer; shape layers keep their identity as sublayers")
    func layerClasses() async {
        let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(gradient.layer is CAGradientLayer)
        #expect(gradient.gradientLayer.colors?.count == 2)
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(ring.layer.sublayers?.first === ring.track)
        #expect(ring.progress.strokeEnd == 0.4 && ring.progress.lineCap == .round)
        await assertSnapshot(of: gradient, named: "gradient")
        await assertSnapshot(of: ring, named: "ring")
    }
}

@Suite("UIKit: image rendering")
@MainActor
struct ImageRenderingTests {
    @Test("a symbol enlarged by its image view is drawn again at the size shown, not blown up")
    func enlargedSymbolIsSharp() {
        let view = UIImageView(image: UIImage(systemName: "person"))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.tintColor = .black
        let pixels = hierarchyPixels(of: view)
        // Across the ring's left side on the middle row: a 7.5-point line
        // enlarged from a 20-point image drawn at 3x spreads its edges over
        // five grey pixels; drawn again at the size shown, at most two.
        let row = (0..<30).map { Int(pixels.bitmap[$0, 50].r) }
        #expect(row.contains(0))
        #expect(row.filter { $0 > 10 && $0 < 245 }.count <= 2, "\(row)")
    }

    @Test("an image renderer draws at its format's scale into UIKit's coordinates")
    func renderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
        let image = renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 3))
            StarRatingView.star(in: CGRect(x: 5, y: 0, width: 5, height: 5)).fill()
        }
        #expect(image.size == CGSize(width: 10, height: 6) && image.scale == 2)
        let png = try #require(UIImage(data: renderer.pngData { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }))
        #expect(png.size == CGSize(width: 20, height: 12))
        #expect(UIGraphicsGetCurrentContext() == nil)
        let empty = UIGraphicsImageRenderer(size: CGSize(width: -1, height: CGFloat.nan)).image { _ in }
        #expect(empty.size == .zero)
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 1e9)).image { _ in }
        #expect(huge.size == .zero)
    }

    @Test("the older image context calls nest and restore the context before them")
    func imageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 3)
        let outer = UIGraphicsGetCurrentContext()
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(outer != nil && UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 4) && image?.scale == 3)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }
}

@Suite("QuartzCore: 3D transforms and contents")
@MainActor
struct TransformTests {
    @Test("a rotation about z is the affine rotation; concatenation applies the first transform first")
    func transforms() {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        let part = CATransform3DGetAffineTransform(rotation)
        #expect(abs(part.a - affine.a) < 1e-12 && abs(part.b - affine.b) < 1e-12 && abs(part.c - affine.c) < 1e-12)
        let moved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(moved.m11 == 2 && moved.m41 == 10)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(moved))
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test("a layer's contents is the CGImage it was given, drawn stretched")
    func contents() throws {
        let context = try #require(
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
        context.setFillColor(UIColor.systemTeal.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        let layer = CALayer()
        layer.contents = image
        #expect((layer.contents as? CGImage)?.width == 2)
        layer.contents = "not an image"
        #expect(layer.contents == nil)
    }
}

/// A layer subclass that draws a check mark in draw(in:) and keeps a dot sublayer centred in layoutSublayers().
final class CheckLayer: CALayer {
    let dot = CALayer()
    private(set) var layoutPasses = 0

    override init() {
        super.init()
        dot.backgroundColor = UIColor.systemOrange.cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
        dot.cornerRadius = 3
        addSublayer(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        layoutPasses += 1
        dot.position = CGPoint(x: bounds.maxX - 6, y: 6)
    }

    override func draw(in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.systemGreen.cgColor)
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.move(to: CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.5))
        ctx.addLine(to: CGPoint(x: bounds.width * 0.45, y: bounds.height * 0.7))
        ctx.addLine(to: CGPoint(x: bounds.width * 0.75, y: bounds.height * 0.3))
        ctx.strokePath()
    }
}

@Suite("QuartzCore: layer subclasses")
@MainActor
struct LayerSubclassTests {
    @Test("a CALayer subclass's draw(in:) and layoutSublayers() overrides draw and lay out its layer")
    func subclass() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBackground
        let check = CheckLayer()
        check.frame = view.bounds
        view.layer.addSublayer(check)
        #expect(view.layer.sublayers?.first === check)
        await assertSnapshot(of: view, named: "check")
        #expect(check.layoutPasses >= 1 && check.dot.position == CGPoint(x: 34, y: 6))
    }
}
