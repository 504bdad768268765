/// A standard label for user interface items, consisting of an icon with a title.
/// See [Label](https://developer.apple.com/documentation/swiftui/label).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isInList) private var isInList

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .titleOnly: AnyView(title)
        case .iconOnly: AnyView(icon)
        case .iconAboveTitle:
            // As a content-unavailable view shows its label: a large secondary icon above the title.
            AnyView(
                VStack(spacing: 12) {
                    icon.font(.system(size: 48)).foregroundStyle(.secondary)
                    title
                })
        case .titleAndIcon where isInList:
            // A list row's icon is drawn in the tint colour, a little further from its title.
            AnyView(
                HStack(spacing: 16) {
                    icon.foregroundStyle(TintShapeStyle())
                    title
                })
        case .titleAndIcon:
            AnyView(
                HStack(spacing: 8) {
                    icon
                    title
                })
        }
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

/// How labels in an environment show their title and icon.
enum LabelDisplay: Sendable { case titleAndIcon, titleOnly, iconOnly, iconAboveTitle }

/// A type that applies a custom appearance to all labels within a view: the system's three.
/// See [LabelStyle](https://developer.apple.com/documentation/swiftui/labelstyle).
public protocol LabelStyle: Sendable {}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// The default label style: title and icon.
public struct DefaultLabelStyle: LabelStyle { public init() {} }

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

extension EnvironmentValues {
    var labelStyle: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
}

private enum LabelDisplayKey: EnvironmentKey { static var defaultValue: LabelDisplay { .titleAndIcon } }

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay =
            switch style {
            case is TitleOnlyLabelStyle: .titleOnly
            case is IconOnlyLabelStyle: .iconOnly
            case is UnavailableLabelStyle: .iconAboveTitle
            default: .titleAndIcon
            }
        return environment(\.labelStyle, display)
    }
}
