import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster

/// Modes for compositing a view with overlapping content.
/// See [BlendMode](https://developer.apple.com/documentation/swiftui/blendmode).
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The renderer's mode of the same name.
    fileprivate var compositing: HeadlessRaster.BlendMode {
        switch self {
        case .normal: .sourceOver
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views:
    /// the view, flattened, is composited onto what is drawn behind it (in
    /// its nearest compositing group) by `blendMode`.
    /// See [blendMode(_:)](https://developer.apple.com/documentation/swiftui/view/blendmode(_:)).
    ///
    /// - Parameter blendMode: The blend mode.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(DrawingEffectModifier { view, _ in view.layer.backing.compositingBlendMode = blendMode.compositing })
    }

    /// Wraps this view in a compositing group: its views are flattened before
    /// they are composited with what is behind, so blend modes inside blend
    /// only with the group's content and an opacity fades the group as one.
    /// See [compositingGroup()](https://developer.apple.com/documentation/swiftui/view/compositinggroup()).
    public func compositingGroup() -> some View {
        modifier(DrawingEffectModifier { view, _ in view.layer.backing.isCompositingGroup = true })
    }

    /// Composites this view's contents into an offscreen image before final
    /// display: a compositing group here, as everything is drawn by the same renderer.
    ///
    /// - Parameters:
    ///   - opaque: Whether the image is opaque (kept).
    ///   - colorMode: The working colour space (kept; the renderer draws in sRGB).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { compositingGroup() }

    /// Brightens this view by `amount`: 0 leaves it as it is, 1 makes it white.
    /// See [brightness(_:)](https://developer.apple.com/documentation/swiftui/view/brightness(_:)).
    ///
    /// - Parameter amount: The amount added to each colour channel.
    public func brightness(_ amount: Double) -> some View { filtered(.brightness(amount)) }

    /// Sets the contrast and separation between similar colors in this view: 0 is grey, 1 unchanged.
    ///
    /// - Parameter amount: The factor colours are moved away from mid-grey by.
    public func contrast(_ amount: Double) -> some View { filtered(.contrast(amount)) }

    /// Adjusts the color saturation of this view: 0 is grey, 1 unchanged.
    ///
    /// - Parameter amount: The saturation.
    public func saturation(_ amount: Double) -> some View { filtered(.saturation(amount)) }

    /// Adds a grayscale effect to this view: 0 leaves it as it is, 1 is fully grey.
    ///
    /// - Parameter amount: How grey.
    public func grayscale(_ amount: Double) -> some View { filtered(.saturation(1 - amount)) }

    /// Applies a hue rotation effect to this view.
    ///
    /// - Parameter angle: The hue rotation angle.
    public func hueRotation(_ angle: Angle) -> some View { filtered(.hueRotation(angle.radians)) }

    /// Adds a color multiplication effect to this view.
    ///
    /// - Parameter color: The color to bias this view toward.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(
            DrawingEffectModifier { view, environment in
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                _ = color.resolved(in: environment).getRed(&r, green: &g, blue: &b, alpha: &a)
                view.layer.backing.colorMatrix = .multiply(by: HeadlessGeometry.Color(red: r, green: g, blue: b, alpha: a))
            })
    }

    /// Inverts the colors in this view.
    public func colorInvert() -> some View { filtered(.invert) }

    /// Adds a luminance to alpha effect to this view: black, as opaque as the view is bright.
    public func luminanceToAlpha() -> some View { filtered(.luminanceToAlpha) }

    /// The view with its colours mapped through `matrix`.
    private func filtered(_ matrix: ColorMatrix) -> some View {
        modifier(DrawingEffectModifier { view, _ in view.layer.backing.colorMatrix = matrix })
    }

    /// Prints which property changed to cause a view's body to be evaluated
    /// again, for debugging: nothing here, where a body is evaluated when the host lays out.
    public static func _printChanges() {}
}
