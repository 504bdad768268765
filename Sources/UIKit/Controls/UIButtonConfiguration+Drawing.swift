internal import HeadlessGeometry
internal import HeadlessLayers

/// What a configuration draws: the engine button's content layout, and the
/// title's and subtitle's fonts and colours.
extension UIButton.Configuration {
    /// The text colour, template image fill included; nil for the tint colour.
    var foregroundColor: UIColor? {
        if let baseForegroundColor { return baseForegroundColor }
        return style == .filled ? .white : nil
    }

    /// The background fill of the style, or the background's own colour.
    var fill: ButtonContentLayout.Fill {
        if let color = background.backgroundColor { return .color(color.dynamic) }
        switch style {
        case .plain: return baseBackgroundColor.map { .color($0.dynamic) } ?? .none
        case .gray: return .color((baseBackgroundColor ?? .tertiarySystemFill).dynamic)
        case .tinted:
            guard let base = baseBackgroundColor?.dynamic else { return .tint(alpha: Self.tintedAlpha) }
            return .color(
                DynamicColor { traits in
                    let color = base.resolved(with: traits)
                    return color.withAlpha(color.alpha * Self.tintedAlpha)
                })
        case .filled: return baseBackgroundColor.map { .color($0.dynamic) } ?? .tint(alpha: 1)
        }
    }

    /// The opacity of the tinted style's background colour.
    nonisolated static let tintedAlpha = 0.15

    /// The corner radius for the corner style (see ``CornerStyle``).
    var cornerRadius: CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: background.cornerRadius > 0 ? background.cornerRadius : buttonSize.dynamicCornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: 0
        }
    }

    /// The engine's layout of this configuration; lengths are clamped by the engine.
    var contentLayout: ButtonContentLayout {
        let insets = contentInsets
        var layout = ButtonContentLayout(
            top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        layout.imagePlacement =
            switch imagePlacement {
            case .trailing: .trailing
            case .top: .top
            case .bottom: .bottom
            default: .leading
            }
        layout.imagePadding = imagePadding
        layout.titlePadding = titlePadding
        layout.textAlignment =
            switch titleAlignment {
            case .leading: .leading
            case .trailing: .trailing
            case .center: .center
            case .automatic:
                image == nil
                    ? .center
                    : layout.imagePlacement == .leading
                        ? .leading
                        : layout.imagePlacement == .trailing ? .trailing : .center
            }
        layout.fill = fill
        layout.stroke = background.strokeColor?.dynamic
        layout.strokeWidth = background.strokeWidth
        layout.cornerRadius = cornerRadius
        layout.isCapsule = cornerStyle == .capsule
        layout.foreground = foregroundColor?.dynamic
        return layout
    }

    /// The font and colour of `text`: its first run's, else the defaults,
    /// then changed by `transformer`.
    static func attributes(
        of text: AttributedString?, font: UIFont, color: UIColor?,
        transformer: UIConfigurationTextAttributesTransformer?
    ) -> (font: UIFont, color: UIColor?) {
        typealias Font = AttributeScopes.UIKitAttributes.FontAttribute
        typealias Color = AttributeScopes.UIKitAttributes.ForegroundColorAttribute
        let run = text?.runs.first
        var container = AttributeContainer()
        container[Font.self] = run?[Font.self] ?? font
        container[Color.self] = run?[Color.self] ?? color
        if let transformer { container = transformer(container) }
        return (container[Font.self] ?? font, container[Color.self] ?? color)
    }
}
