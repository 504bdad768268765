import HeadlessGeometry

/// Produces source pixels for device pixels: the colour side of a draw call.
enum Shader {
    /// One premultiplied colour everywhere.
    case solid(UInt32)
    /// A gradient, sampled at pixel centres.
    case gradient(GradientShader)
    /// An image, sampled at pixel centres.
    case image(ImageShader)

    /// The shader for a paint under the device-from-user transform `ctm`, with
    /// the global alpha applied; `nil` when nothing would show (a singular transform).
    init?(paint: Paint, ctm: AffineTransform, alpha: Double) {
        switch paint {
        case .color(let color):
            self = .solid(PremultipliedPixel(color.withAlpha(color.alpha * alpha)).packed)
        case .linearGradient(let gradient, let start, let end):
            guard let inverse = ctm.inverted() else { return nil }
            self = .gradient(
                GradientShader(
                    gradient: gradient, kind: .linear(start: start, end: end),
                    inverse: inverse, alpha: alpha))
        case .radialGradient(let gradient, let center, let radius):
            guard let inverse = ctm.inverted() else { return nil }
            self = .gradient(
                GradientShader(
                    gradient: gradient, kind: .radial(center: center, radius: radius),
                    inverse: inverse, alpha: alpha))
        case .conicGradient(let gradient, let center, let startAngle):
            guard let inverse = ctm.inverted() else { return nil }
            self = .gradient(
                GradientShader(
                    gradient: gradient, kind: .conic(center: center, startAngle: startAngle),
                    inverse: inverse, alpha: alpha))
        }
    }

    /// The shader ready for a drawing whose pixels lie in the device `columns`.
    func preparing(columns: Range<Int>) -> Shader {
        if case .image(let image) = self { return .image(image.preparing(columns: columns)) }
        return self
    }
}

/// Colours of a linear or radial gradient at device pixels.
struct GradientShader {
    enum Kind {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
        case conic(center: Point, startAngle: Double)
    }

    let table: [UInt32]
    let kind: Kind
    let inverse: AffineTransform

    init(gradient: Gradient, kind: Kind, inverse: AffineTransform, alpha: Double) {
        let a = UInt32(Color.byte(alpha))
        table = gradient.colorTable().map { a == 255 ? $0 : PixelMath.scale($0, a) }
        self.kind = kind
        self.inverse = inverse
    }

    /// Writes the colours of `count` pixels of row `y` from column `x`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(table.count - 1)
        table.withUnsafeBufferPointer { table in
            for i in 0..<count {
                let p = inverse.apply(to: Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                let t: Double
                switch kind {
                case .linear(let start, let end):
                    let dx = end.x - start.x, dy = end.y - start.y
                    let lengthSquared = dx * dx + dy * dy
                    t = lengthSquared > 0 ? ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared : 0
                case .radial(let center, let radius):
                    t = radius > 0 ? p.distance(to: center) / radius : 1
                case .conic(let center, let startAngle):
                    let turn = (Trig.atan2(p.y - center.y, p.x - center.x) - startAngle) / (2 * Double.pi)
                    t = turn - turn.rounded(.down)
                }
                let clamped = t.isNaN ? 0 : Swift.min(Swift.max(t, 0), 1)
                out[i] = table[Int((clamped * last).rounded())]
            }
        }
    }
}
