/// A standard label for user interface items, consisting of an icon with a title.
/// See [Label](https://developer.apple.com/documentation/swiftui/label).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as the environment's ``LabelStyle`` draws it.
    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// A type that applies a custom appearance to all labels within a view.
/// See [LabelStyle](https://developer.apple.com/documentation/swiftui/labelstyle).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    ///
    /// - Parameter configuration: The title and icon of the label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label: its title and icon, type-erased.
/// See [LabelStyleConfiguration](https://developer.apple.com/documentation/swiftui/labelstyleconfiguration).
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }

    /// A description of the labeled item.
    public var title: Title
    /// A symbolic representation of the labeled item.
    public var icon: Icon
}

/// A label style that shows both the title and icon of the label: the icon
/// 8 points before the title, or in a list row 16 points before it and in the tint colour.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabel(configuration: configuration) }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabel(configuration: configuration) }
}

/// A title after its icon, as a list row shows it when in a list.
private struct TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInList) private var isInList

    var body: some View {
        if isInList {
            HStack(spacing: 16) {
                configuration.icon.foregroundStyle(TintShapeStyle())
                configuration.title
            }
        } else {
            HStack(spacing: 8) {
                configuration.icon
                configuration.title
            }
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style erased for the environment.
struct AnyLabelStyle: Sendable {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style labels in this environment are drawn with.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) } }
}

extension View {
    /// Sets the style for labels within this view.
    ///
    /// - Parameter style: The style to draw labels with: a system style or a custom one.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
