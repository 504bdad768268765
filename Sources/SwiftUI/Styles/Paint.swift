/// What a resolved shape style paints with: a colour or a gradient.
enum Paint: Sendable {
    case color(UIColor)
    case gradient(GradientPaint)

    /// `style`'s paint in `environment`; clear for a style this module cannot paint.
    init(_ style: any ShapeStyle, in environment: EnvironmentValues) {
        self = (style as? ResolvableShapeStyle)?.paint(in: environment) ?? .color(.clear)
    }

    /// This paint with every colour's alpha multiplied by `opacity`.
    func withOpacity(_ opacity: Double) -> Paint {
        switch self {
        case .color(let color): return .color(color.scalingAlpha(by: opacity))
        case .gradient(var gradient):
            gradient.colors = gradient.colors.map { $0.scalingAlpha(by: opacity) }
            return .gradient(gradient)
        }
    }

    /// The single colour of this paint, or nil for a gradient.
    var color: UIColor? {
        if case .color(let color) = self { return color }
        return nil
    }
}

/// A gradient ready to draw: colours with locations, and where it runs in unit coordinates of the shape.
struct GradientPaint: Sendable {
    enum Kind: Sendable {
        case axial
        case radial(startRadius: CGFloat, endRadius: CGFloat)
        case conic
    }
    var kind: Kind
    var colors: [UIColor]
    var locations: [CGFloat]
    var startPoint: UnitPoint
    var endPoint: UnitPoint
    /// Where a canvas's gradient runs, in its coordinates, when it gave points rather than unit points.
    var absoluteStart: CGPoint?
    var absoluteEnd: CGPoint?
}

extension UIColor {
    /// This colour with its alpha multiplied by `factor`.
    func scalingAlpha(by factor: Double) -> UIColor {
        var alpha: CGFloat = 0
        _ = getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return withAlphaComponent(alpha * factor)
    }
}
