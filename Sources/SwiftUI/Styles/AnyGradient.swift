/// A color gradient: the standard gradient of a colour, or any gradient.
/// See [AnyGradient](https://developer.apple.com/documentation/swiftui/anygradient).
///
/// Apple does not document the stops of a colour's standard gradient; here it
/// runs from the top, the colour lightened a fifth of the way to white, to
/// the bottom, the colour itself, which is how it reads on iOS: a subtle
/// vertical sheen.
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
    private let source: Source

    private enum Source: Hashable {
        case color(Color)
        case gradient(Gradient)
    }

    /// Creates a gradient that renders `gradient` from top to bottom.
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    init(color: Color) { source = .color(color) }

    /// The standard share of white mixed into a colour's standard gradient at its top.
    static let sheen: CGFloat = 0.2

    nonisolated func paint(in environment: EnvironmentValues) -> Paint {
        switch source {
        case .gradient(let gradient):
            return gradient.paint(.axial, from: .top, to: .bottom, in: environment)
        case .color(let color):
            let base = color.resolved(in: environment)
            return .gradient(
                GradientPaint(
                    kind: .axial, colors: [Self.lightened(base), base], locations: [0, 1], startPoint: .top, endPoint: .bottom))
        }
    }

    /// `color` with ``sheen`` of white mixed in, keeping its alpha.
    private nonisolated static func lightened(_ color: UIColor) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        func lift(_ component: CGFloat) -> CGFloat { component + (1 - component) * sheen }
        return UIColor(red: lift(red), green: lift(green), blue: lift(blue), alpha: alpha)
    }
}

extension Color {
    /// A gradient derived from this color: see ``AnyGradient``.
    /// See [gradient](https://developer.apple.com/documentation/swiftui/color/gradient).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
