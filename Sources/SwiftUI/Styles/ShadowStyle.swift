/// A style to use when rendering shadows: a drop shadow behind a shape's
/// fill or an inner shadow over it, given to a fill with a shape style's `shadow(_:)`.
/// See [ShadowStyle](https://developer.apple.com/documentation/swiftui/shadowstyle).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case drop, inner
    }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// Creates a custom drop shadow style: drawn behind the content by
    /// blurring, tinting and offsetting its alpha.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The shadow's size.
    ///   - x: A horizontal offset of the shadow from the content.
    ///   - y: A vertical offset of the shadow from the content.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ShadowStyle
    {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// Creates a custom inner shadow style: drawn over the content, inside
    /// it, by blurring, tinting, inverting and offsetting its alpha.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The shadow's size.
    ///   - x: A horizontal offset of the shadow from the content.
    ///   - y: A vertical offset of the shadow from the content.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ShadowStyle
    {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow: a shape filled with it casts the
    /// shadow (a drop shadow) or shows it inside (an inner shadow); shadows
    /// added later apply to what the earlier ones drew.
    ///
    /// - Parameter style: The shadow to apply.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: AnyShapeStyle(self), shadow: style) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style with `style`'s shadow.
    ///
    /// - Parameter style: The shadow to apply.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}

/// A style that paints as its base and adds a shadow to a shape filled with it.
struct ShadowedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let shadow: ShadowStyle

    func paint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment) }

    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] {
        base.shadows(in: environment) + [ResolvedShadow(shadow, in: environment)]
    }
}

/// A shadow of a fill, its colour resolved.
struct ResolvedShadow: Sendable {
    let kind: ShadowStyle.Kind
    let color: UIColor
    let radius: CGFloat
    let offset: CGSize

    init(_ style: ShadowStyle, in environment: EnvironmentValues) {
        kind = style.kind
        color = style.color.resolved(in: environment)
        radius = style.radius
        offset = style.offset
    }

    /// `content`, the drawing of `outline` over `bounds`, with this shadow:
    /// cast by the whole of it behind it (a drop shadow), or, for an inner
    /// shadow, cast inside `outline` by everything outside it.
    @MainActor
    func applied(to content: CALayer, outline: CGPath, in bounds: CGRect) -> CALayer {
        let group = CALayer()
        group.frame = bounds
        group.addSublayer(content)
        switch kind {
        case .drop:
            group.shadowPath = outline
            group.castShadow(color: color, radius: radius, offset: offset)
        case .inner:
            let reach = radius * 3 + abs(offset.width) + abs(offset.height) + 1
            let outside = CGMutablePath()
            outside.addRect(bounds.insetBy(dx: -reach, dy: -reach))
            outside.addPath(outline)
            let caster = CAShapeLayer()
            caster.frame = bounds
            caster.path = outside
            caster.fillRule = .evenOdd
            caster.fillColor = color.cgColor
            caster.castShadow(color: color, radius: radius, offset: offset)
            let mask = CAShapeLayer()
            mask.frame = bounds
            mask.path = outline
            let inside = CALayer()
            inside.frame = bounds
            inside.addSublayer(caster)
            inside.mask = mask
            group.addSublayer(inside)
        }
        return group
    }
}

extension CALayer {
    /// Gives the layer a shadow of `color` (its alpha as the shadow's opacity), blurred by `radius` and moved by `offset`.
    func castShadow(color: UIColor, radius: CGFloat, offset: CGSize) {
        var alpha: CGFloat = 0
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        shadowColor = color.withAlphaComponent(1).cgColor
        shadowOpacity = Float(alpha)
        shadowRadius = radius
        shadowOffset = offset
    }
}
