/// A color or pattern to use when rendering a shape: a colour, a gradient, a
/// hierarchical level of the foreground, or a material.
/// See [ShapeStyle](https://developer.apple.com/documentation/swiftui/shapestyle).
public protocol ShapeStyle: Sendable {}

/// A style this module knows how to paint with.
protocol ResolvableShapeStyle: ShapeStyle {
    /// What the style paints with in `environment`.
    func paint(in environment: EnvironmentValues) -> Paint
    /// The shadows a shape filled with the style has in `environment`, first applied first.
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow]
}

extension ResolvableShapeStyle {
    /// No shadows, unless the style adds them.
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] { [] }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func paint(in environment: EnvironmentValues) -> Paint { .color(resolved(in: environment)) }
}

/// A type-erased shape style.
/// See [AnyShapeStyle](https://developer.apple.com/documentation/swiftui/anyshapestyle).
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let style: any ShapeStyle

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }

    func paint(in environment: EnvironmentValues) -> Paint { Paint(style, in: environment) }
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] {
        (style as? ResolvableShapeStyle)?.shadows(in: environment) ?? []
    }
}

/// The foreground style in the current context: the primary label colour unless a view sets one.
/// See [ForegroundStyle](https://developer.apple.com/documentation/swiftui/foregroundstyle).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle.map { Paint($0, in: environment) } ?? Color.primary.paint(in: environment)
    }
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] {
        environment.foregroundStyle?.shadows(in: environment) ?? []
    }
}

/// A shape style that maps to one of the numbered content styles: the
/// foreground for the primary level, and the label colours of UIKit below it.
/// See [HierarchicalShapeStyle](https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    func paint(in environment: EnvironmentValues) -> Paint {
        guard environment.foregroundStyle != nil else {
            let labels: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]
            return .color(Color(uiColor: labels[level]).resolved(in: environment))
        }
        let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
        return ForegroundStyle().paint(in: environment).withOpacity(opacities[level])
    }
}

/// The background style in the current context: the environment's
/// `backgroundStyle`, or the system background colour.
/// See [BackgroundStyle](https://developer.apple.com/documentation/swiftui/backgroundstyle).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a background style instance.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        environment.backgroundStyle.map { Paint($0, in: environment) } ?? Color(uiColor: .systemBackground).paint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
    /// The background style set with `backgroundStyle(_:)`, if any.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

private enum BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension View {
    /// Sets the specified style to render backgrounds within the view.
    /// See [backgroundStyle(_:)](https://developer.apple.com/documentation/swiftui/view/backgroundstyle(_:)).
    ///
    /// - Parameter style: The shape style to use as the background style.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.backgroundStyle, AnyShapeStyle(style)) }
}

/// A style that reflects the current tint color: the system blue unless a view sets one.
/// See [TintShapeStyle](https://developer.apple.com/documentation/swiftui/tintshapestyle).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates a tint shape style.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint {
        environment.tint.map { Paint($0, in: environment) } ?? Color.accentColor.paint(in: environment)
    }
}

/// A background material type: drawn here as the translucent fill UIKit's
/// visual-effect stand-in uses for the same thickness.
/// See [Material](https://developer.apple.com/documentation/swiftui/material).
public struct Material: ShapeStyle, ResolvableShapeStyle {
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.45)
    public static let thin = Material(opacity: 0.6)
    public static let regular = Material(opacity: 0.75)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.92)
    public static let bar = Material(opacity: 0.8)

    func paint(in environment: EnvironmentValues) -> Paint {
        .color(Color(uiColor: .systemBackground).resolved(in: environment).withAlphaComponent(opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}

extension ShapeStyle {
    /// This style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity) }
}

/// A style already resolved where it was set.
struct ResolvedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let paint: Paint
    let shadows: [ResolvedShadow]

    /// `style` resolved in `environment`.
    init(_ style: some ShapeStyle, in environment: EnvironmentValues) {
        paint = Paint(style, in: environment)
        shadows = (style as? ResolvableShapeStyle)?.shadows(in: environment) ?? []
    }

    func paint(in environment: EnvironmentValues) -> Paint { paint }
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] { shadows }
}

struct OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func paint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment).withOpacity(opacity) }
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] { base.shadows(in: environment) }
}
