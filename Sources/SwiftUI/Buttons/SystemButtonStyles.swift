/// The default button style: borderless on iOS.
/// See [DefaultButtonStyle](https://developer.apple.com/documentation/swiftui/defaultbuttonstyle).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderlessButtonStyle().makeBody(configuration: configuration) }
}

/// A button style that doesn't apply a border: the label in the tint colour.
/// See [BorderlessButtonStyle](https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonLabel(configuration: configuration, kind: .borderless) }
}

/// A button style that doesn't style or decorate its content while idle.
/// See [PlainButtonStyle](https://developer.apple.com/documentation/swiftui/plainbuttonstyle).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonLabel(configuration: configuration, kind: .plain) }
}

/// A button style that applies standard border artwork: the label in the
/// tint colour on a rounded rectangle of the tint at 15 % opacity.
/// See [BorderedButtonStyle](https://developer.apple.com/documentation/swiftui/borderedbuttonstyle).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonLabel(configuration: configuration, kind: .bordered) }
}

/// A button style that applies standard border prominent artwork: a white
/// label on a rounded rectangle of the tint colour.
/// See [BorderedProminentButtonStyle](https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ButtonLabel(configuration: configuration, kind: .prominent) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A system style's drawing of a button label: iOS's regular control size
/// (padding of 12 by 7 points and a corner radius of 6 for the bordered
/// styles); disabled buttons are drawn in the tertiary label colour.
struct ButtonLabel: View {
    enum Kind { case borderless, plain, bordered, prominent }
    let configuration: ButtonStyleConfiguration
    let kind: Kind
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        styled.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
    }

    @ViewBuilder private var styled: some View {
        switch kind {
        case .plain:
            configuration.label
        case .borderless:
            configuration.label.foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
        case .bordered:
            configuration.label
                .foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(
                    RoundedRectangle(cornerRadius: 6).fill(
                        isEnabled ? AnyShapeStyle(TintShapeStyle().opacity(0.15)) : AnyShapeStyle(Color(uiColor: .quaternarySystemFill))))
        case .prominent:
            configuration.label
                .foregroundStyle(isEnabled ? Color.white : Color(uiColor: .tertiaryLabel))
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(
                    RoundedRectangle(cornerRadius: 6).fill(
                        isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(uiColor: .quaternarySystemFill))))
        }
    }
}
